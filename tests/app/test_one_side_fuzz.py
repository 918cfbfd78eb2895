"""A game lost from one side, in every results format (national file, FIDE TRF, "24 lines",
h9): Hypothesis builds a valid file, takes one game and deletes or alters one player's side of
it, and the reader must name the contradiction on the line of one of the players concerned —
never read the file with the game silently dropped. ``make fuzz`` runs the long version.

The valid file is the desk's own export of a generated event (``app.formats``, the writers the
desk sends with); that it is valid is checked, not assumed: the reader finds no problem in it.
What counts as one side of a game in each format is the format's own description: a TRF
player line's round cell (FIDE's TRF16 description: opponent, colour, result in columns
92–101, 102–111, …), an h9 round cell (``15+/w4``: opponent, result, colour, handicap), a
"24 lines" game line (one per player of each game, pointing at its partner's line)."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from elodesk.app.formats import FORMATS, WriteContext
from elodesk.app.results import check_bytes
from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
from elodesk.engine.roundrobin import berger

TODAY = dt.date(2026, 11, 22)
RESULTS = [Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS]


@st.composite
def events(draw) -> Tournament:
    """An event of 2–10 players over some rounds of the Berger tables (no pairing twice), the
    players numbered in a drawn order, each game a win, a draw or a loss."""
    n = draw(st.sampled_from([2, 4, 6, 8, 10]))
    order = draw(st.permutations(range(1, n + 1)))
    tables = berger(n)
    rounds = draw(st.integers(1, len(tables)))
    players = tuple(
        Entrant(
            i,
            f"Player{i}, Anne",
            id=str(20000 + i),
            rating=draw(st.integers(1150, 2500)),
            federation="BEL",
            club="541",
        )
        for i in range(1, n + 1)
    )
    pairings = tuple(
        Pairing(r, order[w - 1], order[b - 1], draw(st.sampled_from(RESULTS)), f"2026-10-{r:02d}")
        for r, table in enumerate(tables[:rounds], 1)
        for w, b in table
    )
    return Tournament(
        "Club championship",
        players,
        pairings,
        city="Liège",
        start="2026-10-01",
        end=f"2026-10-{rounds:02d}",
        rounds=rounds,
        type=EventType.ROUND_ROBIN,
        sender="541",
        arbiter="Arbitre, Jean",
    )


@dataclass(frozen=True)
class Crafted:
    data: bytes
    lines: frozenset[int]  # the file's lines (1-based) of the players the change concerns
    what: str


def _cell_line(lines: list[bytes], number: int) -> int:
    return next(
        i for i, ln in enumerate(lines) if ln.startswith(b"001 ") and int(ln[4:8]) == number
    )


def _trf(lines: list[bytes], g: Pairing, side: int, how: str, other: int) -> Crafted:
    """One player's round cell of ``g`` (columns 92–101 for round 1) deleted or altered."""
    me, opp = (g.white, g.black) if side == 0 else (g.black, g.white)
    i = _cell_line(lines, me)
    at = 91 + 10 * (g.round - 1)
    ln = bytearray(lines[i])
    concerned = {i, _cell_line(lines, opp)}
    if how == "deleted":
        ln[at : at + 8] = b"        "
    elif how == "bye":
        ln[at : at + 8] = b"0000 - U"
    elif how == "zero-point bye":
        ln[at : at + 8] = b"0000 - Z"
    elif how == "colour":
        ln[at + 5] = ord("w") if ln[at + 5] == ord("b") else ord("b")
    elif how == "result":
        ln[at + 7] = ord("1") if ln[at + 7] != ord("1") else ord("0")
    else:  # another opponent, who has no such game
        ln[at : at + 4] = str(other).rjust(4).encode()
        concerned.add(_cell_line(lines, other))
    lines = lines[:i] + [bytes(ln)] + lines[i + 1 :]
    return Crafted(b"\n".join(lines), frozenset(k + 1 for k in concerned), how)


def _h9_line(lines: list[bytes], number: int) -> int:
    return next(i for i, ln in enumerate(lines) if re.match(rb"^\s*%d\s" % number, ln))


def _h9(lines: list[bytes], g: Pairing, side: int, how: str, other: int) -> Crafted:
    """One player's round cell of ``g`` (``6+/w0``) deleted or altered."""
    me, opp = (g.white, g.black) if side == 0 else (g.black, g.white)
    i = _h9_line(lines, me)
    m = list(re.finditer(rb"(?<=\s)(\d+)([+=-])/([wb])(\d*)", lines[i]))[g.round - 1]
    concerned = {i, _h9_line(lines, opp)}
    cell = m.group(0)
    if how == "deleted":
        new = b"0-"
    elif how == "bye":
        new = b"0+"
    elif how == "zero-point bye":
        new = b"0="
    elif how == "colour":
        new = cell.replace(b"/w", b"/x").replace(b"/b", b"/w").replace(b"/x", b"/b")
    elif how == "result":
        sign = m.group(2)
        new = (
            cell[: m.start(2) - m.start()]
            + (b"-" if sign == b"+" else b"+")
            + cell[m.end(2) - m.start() :]
        )
    else:
        new = str(other).encode() + cell[len(m.group(1)) :]
        concerned.add(_h9_line(lines, other))
    ln = lines[i][: m.start()] + new + lines[i][m.end() :]
    lines = lines[:i] + [ln] + lines[i + 1 :]
    return Crafted(b"\n".join(lines), frozenset(k + 1 for k in concerned), how)


_GAME_LINE = re.compile(rb"^ *(\d+) .*? (\d+) ([BN]) ([105]) ")


def _chessman(lines: list[bytes], g: Pairing, side: int, how: str, other: int) -> Crafted:
    """One of the two game lines of ``g`` (the player's own, pointing at his opponent's line)
    deleted or altered. The game lines are in the order of the games (White's, then Black's);
    ``g`` is found by its players' IDs and date."""
    me = g.white if side == 0 else g.black
    date = f"{g.date[8:10]}/{g.date[5:7]}/{g.date[:4]}".encode()
    (i,) = [  # a player has one game a day
        i
        for i, ln in enumerate(lines)
        if _GAME_LINE.match(ln) and date in ln and str(20000 + me).encode() in ln
    ]
    m = _GAME_LINE.match(lines[i])
    assert m is not None
    partner = next(
        k for k, ln in enumerate(lines) if (p := _GAME_LINE.match(ln)) and p.group(1) == m.group(2)
    )
    ln = bytearray(lines[i])
    if how == "deleted":
        kept = lines[:i] + lines[i + 1 :]
        at = partner if partner < i else partner - 1
        return Crafted(b"\n".join(kept), frozenset({at + 1}), how)
    if how == "colour":
        ln[m.start(3)] = ord("N") if ln[m.start(3)] == ord("B") else ord("B")
    elif how == "result":
        ln[m.start(4)] = ord("0") if ln[m.start(4)] == ord("1") else ord("1")
    else:  # pointing at another game line
        lines_no = [int(p.group(1)) for ln2 in lines if (p := _GAME_LINE.match(ln2))]
        target = next(k for k in lines_no if str(k).encode() not in (m.group(1), m.group(2)))
        ln[m.start(2) : m.end(2)] = str(target).rjust(m.end(2) - m.start(2)).encode()
    lines = lines[:i] + [bytes(ln)] + lines[i + 1 :]
    return Crafted(b"\n".join(lines), frozenset({i + 1, partner + 1}), how)


CRAFT = {"national": _trf, "trf": _trf, "h9": _h9, "chessman": _chessman}
HOW = ["deleted", "bye", "zero-point bye", "colour", "result", "opponent"]
HOW_24 = ["deleted", "colour", "result", "opponent"]  # a game line has no bye


def _check(data, kind: str) -> None:
    t = data.draw(events())
    valid = FORMATS[kind].write(t, WriteContext(today=TODAY)).data
    assert check_bytes(valid, TODAY)[1] == [], valid.decode("latin-1")  # a valid file
    g = data.draw(st.sampled_from(t.pairings))
    side = data.draw(st.sampled_from([0, 1]))
    hows = HOW_24 if kind == "chessman" else HOW
    others = [p.number for p in t.players if p.number not in (g.white, g.black)]
    how = data.draw(st.sampled_from([h for h in hows if h != "opponent" or others]))
    other = data.draw(st.sampled_from(others)) if others else 0
    crafted = CRAFT[kind](valid.split(b"\n"), g, side, how, other)
    problems = check_bytes(crafted.data, TODAY)[1]
    named = [p for p in problems if p.line in crafted.lines]
    assert named, (kind, how, g, side, [str(p) for p in problems], crafted.data.decode("latin-1"))


@pytest.mark.parametrize("kind", list(CRAFT))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_game_lost_from_one_side_is_named_short(kind, data):
    _check(data, kind)


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(CRAFT))
@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_game_lost_from_one_side_is_named_long(kind, data):
    _check(data, kind)
