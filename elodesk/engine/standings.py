"""Standings with tie-breaks (FIDE Handbook C.07, Tie-Break Regulations 2023).

Codes (FIDE 2023): ``PTS`` points, ``SB`` Sonneborn-Berger, ``DE`` direct encounter,
``WIN`` number of wins (forfeit wins included, byes not), ``KS`` Koya (points against players
with at least half the maximum), ``BH`` Buchholz, ``BH-C1`` Buchholz cut 1, ``BH-M1`` median
Buchholz, ``WON`` games won over the board. Unplayed rounds count, for the opponents'
Buchholz, as a draw against oneself (the FIDE 2023 "dummy opponent" simplification).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .model import Tournament

TIEBREAKS = ("SB", "DE", "WIN", "WON", "KS", "BH", "BH-C1", "BH-M1")
BYE_POINTS = {"+": 1.0, "F": 1.0, "U": 1.0, "H": 0.5, "Z": 0.0, "-": 0.0, " ": 0.0}


@dataclass
class Standing:
    number: int
    name: str
    points: float
    games: int
    rank: int = 0
    tiebreaks: dict[str, float] = field(default_factory=dict)


def _scores(t: Tournament) -> tuple[dict[int, float], dict[int, list[tuple[int, float, bool]]]]:
    pts = {p.number: 0.0 for p in t.players}
    opps: dict[int, list[tuple[int, float, bool]]] = {p.number: [] for p in t.players}
    for g in t.pairings:
        if g.black == 0:
            if g.white in pts:
                pts[g.white] += BYE_POINTS.get(g.bye, 0.0)
            continue
        if g.result is None or g.white not in pts or g.black not in pts:
            continue
        pts[g.white] += g.result.white_score
        pts[g.black] += g.result.black_score
        played = g.result.rated
        opps[g.white].append((g.black, g.result.white_score, played))
        opps[g.black].append((g.white, g.result.black_score, played))
    return pts, opps


def standings(t: Tournament, tiebreaks: Sequence[str] = ("SB", "WIN", "DE")) -> list[Standing]:
    """The ranking by points then the tie-breaks in the order given."""
    pts, opps = _scores(t)
    n_rounds = max(t.rounds, max((g.round for g in t.pairings), default=0))
    half_max = n_rounds / 2
    rows = {
        p.number: Standing(
            p.number, p.name, pts[p.number], sum(1 for _, _, played in opps[p.number] if played)
        )
        for p in t.players
    }
    for num, st in rows.items():
        mine = opps[num]
        bh = [pts[o] for o, _, played in mine if played]
        bh += [pts[num]] * max(0, n_rounds - len(bh))  # unplayed: dummy at own score
        bh.sort()
        st.tiebreaks["SB"] = sum(pts[o] * s for o, s, played in mine if played)
        st.tiebreaks["WIN"] = sum(1 for _, s, _ in mine if s == 1.0)
        st.tiebreaks["WON"] = sum(1 for _, s, played in mine if s == 1.0 and played)
        st.tiebreaks["KS"] = sum(s for o, s, played in mine if played and pts[o] >= half_max)
        st.tiebreaks["BH"] = sum(bh)
        st.tiebreaks["BH-C1"] = sum(bh[1:])
        st.tiebreaks["BH-M1"] = sum(bh[1:-1]) if len(bh) > 2 else 0.0
    order = sorted(
        rows.values(),
        key=lambda s: (
            (-s.points,)
            + tuple(-s.tiebreaks.get(tb, 0.0) for tb in tiebreaks if tb != "DE")
            + (s.number,)
        ),
    )
    # direct encounter: among players equal on points (and the tie-breaks before DE),
    # the score in their mutual games decides
    if "DE" in tiebreaks:
        order = _direct_encounter(order, opps, tiebreaks)
    rank = 0
    prev = None
    for i, st in enumerate(order, start=1):
        key = (st.points,) + tuple(st.tiebreaks.get(tb, 0.0) for tb in tiebreaks)
        if key != prev:
            rank = i
        prev = key
        st.rank = rank
    return order


def _direct_encounter(order: list[Standing], opps, tiebreaks: Sequence[str]) -> list[Standing]:
    before = list(tiebreaks[: list(tiebreaks).index("DE")])
    out: list[Standing] = []
    i = 0
    while i < len(order):
        j = i
        key = (order[i].points,) + tuple(order[i].tiebreaks.get(tb, 0) for tb in before)
        while (
            j < len(order)
            and (order[j].points,) + tuple(order[j].tiebreaks.get(tb, 0) for tb in before) == key
        ):
            j += 1
        group = order[i:j]
        nums = {s.number for s in group}
        for s in group:
            s.tiebreaks["DE"] = sum(sc for o, sc, played in opps[s.number] if o in nums)
        out += sorted(group, key=lambda s: -s.tiebreaks["DE"]) if len(group) > 1 else group
        i = j
    return out
