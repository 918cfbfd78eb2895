"""The results files merged for a period, said in the desk's language: a file received twice
(the federation's real swar files, shared/data/frbe/swar) has each of its games listed as
already in the first copy, in French then in Dutch (real window, offscreen)."""

from __future__ import annotations

import datetime as dt

from elodesk.ui import i18n
from elodesk.ui.officer import OfficerWindow
from tests.conftest import shared_path

TODAY = dt.date(2021, 12, 20)  # the swar files' events end in December 2021


def duplicates_said(w: OfficerWindow, language: str) -> list[str]:
    i18n.install(language)
    first = sorted(shared_path("data", "frbe", "swar").glob("*.541"))[0]
    players = shared_path("data", "frbe", "period-202201", "PLAYER.DBF")
    previous = shared_path("data", "frbe", "period-202110", "PLAYER.DBF")
    # the same national file received twice: its second copy's games are duplicates
    assert w.open_results(str(players), [str(first), str(first)], str(previous), today=TODAY)
    w.wait_idle()
    texts = [w.problems.item(i).text() for i in range(w.problems.count())]
    return [t for t in texts if first.name in t]


def test_duplicates_of_merged_files_in_french_and_dutch(officer):
    said = duplicates_said(officer, "fr")
    # a national file has real rounds: each game named with its round (merge.py)
    assert said and all(" partie " in t and "ronde " in t and "déjà dans" in t for t in said)
    assert not any("already in" in t or " game " in t for t in said), said
    said = duplicates_said(officer, "nl")
    assert said and all(" partij " in t and "ronde " in t and "al in" in t for t in said)
    assert not any("already in" in t or " game " in t for t in said), said
