"""What a period's opening says of the records it cannot use as they are, in the interface's
language: the federation's 2012-01 CHCKLIST.DBF writes dates such as ``20 11112`` (shared/data/
frbe README: "dates such as `20 11111` in CHCKLIST.DATE"); the 32 of them are one grouped note
(tests/app/test_grouped_date_notes.py counts them from the raw DBF column), worded in French and
Dutch like every other note."""

from __future__ import annotations

from elodesk.app.officer_open import open_period
from elodesk.ui import i18n
from elodesk.ui.messages import RECORD_TEMPLATES, note_text
from tests.conftest import shared_path


def test_record_problems_worded_in_french_and_dutch(qapp):
    players = shared_path("data", "frbe", "period-201201", "PLAYER.DBF")
    games = shared_path("data", "frbe", "period-201201", "CHCKLIST.DBF")
    previous = shared_path("data", "frbe", "period-201107", "PLAYER.DBF")
    opened = open_period(str(players), str(games), str(previous))
    codes = {q.code for p in opened.records for q in (p.args if p.code == "merged" else (p,))}
    assert codes <= set(RECORD_TEMPLATES)  # every code has its wording in ui/messages.py
    (note,) = [w for w in opened.warnings if getattr(w, "code", "") == "dates-unreadable"]
    try:
        i18n.install("fr")
        text = note_text(note)
        assert text.startswith(
            f"{games} : 32 enregistrement(s) à la date illisible ('20 11111' … '20 11112'), "
            "gardé(s), classé(s) comme sans date (avant toute partie datée) : enregistrements "
        )
        i18n.install("nl")
        text = note_text(note)
        assert "32" in text and "unreadable" not in text and "'20 11111'" in text
    finally:
        i18n.install("en")
    # in English the desk says what the command line says
    assert note_text(note) == str(note)
