"""The records a period run cannot use as they are, in the interface's language: the
federation's 2012-01 CHCKLIST.DBF writes dates such as ``20 11112`` (shared/data/frbe
README: "dates such as `20 11111` in CHCKLIST.DATE"), each reported on its record."""

from __future__ import annotations

from elodesk.app.officer_open import open_period
from elodesk.ui import i18n
from elodesk.ui.messages import RECORD_TEMPLATES, record_text
from tests.conftest import shared_path


def test_record_problems_worded_in_french_and_dutch(qapp):
    players = shared_path("data", "frbe", "period-201201", "PLAYER.DBF")
    games = shared_path("data", "frbe", "period-201201", "CHCKLIST.DBF")
    previous = shared_path("data", "frbe", "period-201107", "PLAYER.DBF")
    opened = open_period(str(players), str(games), str(previous))
    assert opened.records, "the 2012-01 CHCKLIST has unreadable dates"
    codes = {q.code for p in opened.records for q in (p.args if p.code == "merged" else (p,))}
    assert codes <= set(RECORD_TEMPLATES)  # every code has its wording in ui/messages.py
    first = next(p for p in opened.records if p.record == 366)  # CHCKLIST record 366
    try:
        i18n.install("fr")
        assert record_text(first) == (
            f"{games} : enregistrement 366, champ DATE : « 20 11112 » n'est pas une date; "
            "date illisible : gardée, classée comme une date vide (avant toute partie datée)"
        )
        i18n.install("nl")
        text = record_text(first)
        assert "veld DATE" in text and "onleesbare datum" in text and "left out" not in text
    finally:
        i18n.install("en")
    # in English the desk says what the command line says
    assert record_text(first) == str(first)
