"""Every h9 layout OpenGotha can write, built from the real files of ../shared/data/h9.

OpenGotha's writer (``ExternalDocument.generateH9File`` and ``ScoredPlayer.halfGamesStrings`` /
``formatScore``; ``shared/spec/formats.md``): a colour it was not told is written ``?``; a
criterion with a fraction is ``12½``/``12¼``/``12¾``, which its ISO-8859-15 writer cannot encode
and writes ``12?`` (an older OpenGotha wrote the Windows code page: byte BD, read in Latin-9 as
``œ``; a UTF-8 file keeps ``½``); the "short" game format drops the ``/``, the colour and the
handicap (``12+``); a club is the last 4 characters of its name, a space included; an older
OpenGotha wrote a 22-column name straight into the rank, under a ``Grd`` header, with one
criterion and ``0`` columns up to four.

Each variant is built from a real file by a text substitution, and what it must read is counted
from the variant's text by a separate, simple reading: the cells as whitespace-separated tokens
of the form ``<opponent><sign>[/|!]<colour><handicap>`` (or ``<opponent><sign>`` in the short
format) after the criterion columns, every game being two cells that point at each other.
"""

from __future__ import annotations

import re

import pytest

from elodesk.io import h9
from tests.conftest import shared_path

#: column where the round cells start (read off each file's first player line) and rounds
LAYOUT = {"juvisy.h9": (64, 4), "lim2012.h9": (64, 5), "egc2011.h9": (67, 5)}
_FULL = re.compile(r"^(\d+)([-+=?])([/!])([wb?-])(\d+)$")
_SHORT = re.compile(r"^(\d+)([-+=?])$")


def real(name: str) -> str:
    return shared_path("data", "h9", name).read_bytes().decode("iso-8859-15")


def player_lines(text: str) -> list[str]:
    return [ln for ln in text.split("\n") if ln.strip() and not ln.startswith(";")]


def counted(text: str, c0: int, rounds: int) -> tuple[set[tuple[int, frozenset[int]]], int]:
    """(round, {a, b}) of every game, and the number of byes, from the cells' columns."""
    games: set[tuple[int, frozenset[int]]] = set()
    byes = 0
    for pos, ln in enumerate(player_lines(text), start=1):
        cells = ln[c0:].split()
        assert len(cells) == rounds, ln
        for r, cell in enumerate(cells, start=1):
            m = _FULL.match(cell) or _SHORT.match(cell)
            assert m, cell
            if int(m[1]) == 0:
                byes += 1
            else:
                games.add((r, frozenset((pos, int(m[1])))))
    return games, byes


def read_games(doc: h9.H9Document) -> tuple[set[tuple[int, frozenset[int]]], int]:
    t = doc.tournament
    games = {(g.round, frozenset((g.white, g.black))) for g in t.pairings if g.black}
    assert len(games) == sum(1 for g in t.pairings if g.black)  # each game once
    return games, sum(1 for g in t.pairings if not g.black)


def cells_map(text: str, c0: int, fn) -> str:
    """``text`` with every round cell replaced by ``fn(cell)`` (right-aligned in 8 columns)."""
    out = []
    for ln in text.split("\n"):
        if ln.strip() and not ln.startswith(";"):
            ln = ln[:c0] + "".join(f" {fn(c):>8}" for c in ln[c0:].split())
        out.append(ln)
    return "\n".join(out)


def criteria_map(text: str, column: int, fn) -> str:
    """``text`` with the 4-character criterion at ``column`` replaced by ``fn(value)``."""
    out = []
    for ln in text.split("\n"):
        if ln.strip() and not ln.startswith(";"):
            v = ln[column : column + 4]
            ln = ln[:column] + f"{fn(v.strip()):>4}"[:4] + ln[column + 4 :]
        out.append(ln)
    return "\n".join(out)


@pytest.mark.parametrize("name", sorted(LAYOUT))
def test_unknown_colours_written_as_question_marks(name):
    c0, rounds = LAYOUT[name]
    text = cells_map(real(name), c0, lambda c: re.sub(r"^(\d+[-+=?][/!])[wb]", r"\1?", c))
    assert "/?0" in text
    doc = h9.parse(text)
    assert doc.problems == []
    expected_games, expected_byes = counted(text, c0, rounds)
    assert read_games(doc) == (expected_games, expected_byes)
    # no colour known: White is the lower line position (the reader's rule, documented)
    assert all(g.white < g.black for g in doc.tournament.pairings if g.black)
    assert h9.write(doc) == text


@pytest.mark.parametrize("fraction", ["?", "½", "œ"])
def test_half_point_criteria(fraction):
    # egc2011: MMS in columns 48-51, SOS in 53-56 (header `MMS  SOSSOS-1SOS-2`); halves on
    # every line
    c0, rounds = LAYOUT["egc2011.h9"]
    text = criteria_map(real("egc2011.h9"), 53, lambda v: f"{v[:3]}{fraction}")
    text = criteria_map(text, 48, lambda v: f"-{v[:1]}{fraction}")  # negative McMahon scores
    assert f" -3{fraction} 188{fraction}" in text
    data = text.encode("utf-8" if fraction == "½" else "iso-8859-15")
    doc = h9.read_bytes(data)
    assert doc.problems == []
    assert read_games(doc) == counted(text, c0, rounds)
    assert len(doc.tournament.pairings) > 1000
    assert h9.write_bytes(doc) == data


def test_short_game_format_with_question_mark_criteria():
    # OpenGotha's short format: `12+`, `12?` (no `/`, colour, handicap); NBW halves as `2?`
    c0, rounds = LAYOUT["lim2012.h9"]
    text = cells_map(real("lim2012.h9"), c0, lambda c: re.sub(r"^(\d+[-+=?])[/!].*$", r"\1", c))
    text = criteria_map(text, 48, lambda v: f"{v}?")
    assert "   5?   13" in text and "   44+      10+" in text
    doc = h9.parse(text)
    assert doc.problems == []
    assert read_games(doc) == counted(text, c0, rounds)
    assert h9.write(doc) == text


def test_club_with_a_space():
    c0, rounds = LAYOUT["juvisy.h9"]
    lines = real("juvisy.h9").split("\n")
    first = next(i for i, ln in enumerate(lines) if ln.strip() and not ln.startswith(";"))
    lines[first] = lines[first][:43] + "Le M" + lines[first][47:]
    text = "\n".join(lines)
    doc = h9.parse(text)
    assert doc.problems == []
    assert doc.tournament.players[0].club == "Le M"
    assert read_games(doc) == counted(text, c0, rounds)


def test_older_opengotha_layout():
    # 22-column names straight into the rank, a `Grd` header, NBW alone then `0` up to four
    c0, rounds = LAYOUT["egc2011.h9"]
    src = real("egc2011.h9")
    out = ["; Older OpenGotha", ";", "; Pl Name                   Grd Co Club  MMS"]
    for ln in player_lines(src):
        place, name, rank, rest = ln[:4], ln[5:35], ln[36:39], ln[39:47]
        mms = ln[47:52]
        if len(name.strip()) >= 22:
            rank = "10K"  # a 3-character rank: the name runs into it
        out.append(f"{place} {name.strip():<22.22}{rank}{rest}{mms} 0 0 0" + ln[c0:])
    text = "\n".join(out) + "\n"
    long = [ln for ln in out[3:] if ln[5:27].strip() == ln[5:27] and ln[27] != " "]
    assert long, "a name of 22 characters or more runs into the rank"
    doc = h9.parse(text)
    assert doc.problems == []
    new_c0 = 4 + 1 + 22 + 3 + 8 + 5 + 6  # place, name, rank, country and club, MMS, 0 0 0
    assert read_games(doc) == counted(text, new_c0, rounds)
    ranks = [ln[27:30].strip().lower() for ln in player_lines(text)]
    assert [p.title for p in doc.tournament.players] == ranks
