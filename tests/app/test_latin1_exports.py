"""Names outside Latin-1 and control characters in the federation's Latin-1 files (issue #16,
"Clear messages"): the national and 24 lines files transliterate what has a Latin-1 spelling,
name the players whose names have none (the export is held back), and never carry NUL or ESC
(a NUL at the start of a line is the 24 lines file's code line)."""

from __future__ import annotations

import dataclasses
import datetime as dt

from elodesk.app.event import build
from elodesk.io import chessman, trf
from elodesk.io.latin1 import to_latin1, unencodable
from tests.app.test_event import BEFORE, T

TODAY = dt.date(2026, 2, 1)


def _with_names(*names: str):
    players = (
        tuple(dataclasses.replace(p, name=n) for p, n in zip(T.players, names, strict=False))
        + T.players[len(names) :]
    )
    return dataclasses.replace(T, players=players)


def test_transliteration_by_hand():
    # Ł has no decomposition (table), Ş = S + cedilla (NFKD), œ → oe; é and ö are Latin-1
    assert to_latin1("Łukasz Şahin Cœur Éö") == "Lukasz Sahin Coeur Éö"
    assert to_latin1("Jean\x00\x1bDupont\ufeff") == "JeanDupont"
    assert unencodable("Иван") == "Иван" and unencodable("Łukasz") == ""


def test_24_lines_file_transliterates_and_never_carries_nul_or_esc():
    t = _with_names("Wójcik, Łukasz", "Dupont\x1b[2J, Jean\x00")
    f = build("chessman", t, BEFORE, TODAY, rules="frbe-2008")
    assert not f.problems, f.problems
    assert f.data.count(b"\x00") == 1  # the code line's own NUL only
    assert b"\x1b" not in f.data and b"?" not in f.data
    text = f.data.decode("latin-1")
    assert "Wójcik, Lukasz" in text and "Dupont[2J, Jean" in text
    doc = chessman.parse(f.data)
    assert {gl.name for gl in doc.lines} >= {"Wójcik, Lukasz", "Dupont[2J, Jean"}


def test_national_file_names_the_players_it_cannot_write():
    t = _with_names("Œuvre, Ana", "Иванов, Иван")
    f = build("national", t, BEFORE, TODAY, rules="frbe-2008")
    wrong = [str(p) for p in f.problems if p.code == "name-not-latin1"]
    assert len(wrong) == 1 and "player 2 name: 'Иванов, Иван'" in wrong[0]
    assert "write the name in Latin letters" in wrong[0]
    doc = trf.parse(f.data.decode("latin-1"))
    assert doc.tournament.players[0].name == "OEuvre, Ana"  # the 33 columns still line up
    assert doc.tournament.players[0].rating == 2000
