"""Standings: points, then the event's tie-breaks in order (FIDE C.07), and by category.

The values come from :mod:`.tiebreaks`; this module ranks. ``DE`` (direct encounter, C.07
art. 6) is decided here because it applies only to the players still tied on everything
before it: among them, if all have met, the points scored against each other order them
(the average when two met more than once, 6.1.2); if not all have met (a Swiss), a player is placed
ahead only when his score exceeds the most any other could have made by winning the missing
encounters (6.2), one at a time from the top. Either way the procedure starts again for the
players still tied. The value shown for DE is what C.07 art. 6 compares: the points a player
scored in the games between the players tied with him — in the smallest tied group he was
compared in, when the procedure started again (0 when none of them met; empty when he is not
tied).

A player's extra points (:attr:`StandingsRules.extra_points`) are added to his points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .model import Tournament
from .scoring import Category, StandingsRules
from .tiebreaks import Field, Kind, build_field, compute

#: Tie-breaks offered to the user, in the order of the list in the event dialog.
TIEBREAKS = (
    "SB",
    "DE",
    "WIN",
    "WON",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "BH/CV",
    "SB/C1",
    "KS",
    "ARO",
    "ARO/C1",
    "ARO/C2",
    "TPR",
    "PS",
    "PS/C1",
    "BPG",
    "BWG",
    "GE",
)


@dataclass
class Standing:
    number: int
    name: str
    points: float
    games: int
    rank: int = 0
    tiebreaks: dict[str, float | None] = field(default_factory=dict)


def standings(
    t: Tournament,
    tiebreaks: Sequence[str] | None = None,
    rules: StandingsRules | None = None,
) -> list[Standing]:
    """The ranking by points then the tie-breaks in the order given (``tiebreaks`` overrides
    the rules' own list)."""
    rules = rules or StandingsRules()
    tbs = tuple(tiebreaks) if tiebreaks is not None else rules.tiebreaks
    f = build_field(t, rules)
    values = {tb: compute(f, tb) for tb in tbs if tb.upper() != "DE"}
    game = Kind.PLAYED  # once: an enum member's lookup costs 0.3 µs
    rows = [
        Standing(
            p.number,
            p.name,
            f.points[p.number] + rules.extra_points.get(p.number, 0.0),
            sum(1 for r in f.rounds[p.number] if r.kind is game),
            tiebreaks={tb: values[tb][p.number] for tb in values},
        )
        for p in t.players
    ]
    groups: list[list[Standing]] = [sorted(rows, key=lambda s: (-s.points, s.number))]
    groups = _split(groups, lambda s: s.points)
    for tb in tbs:
        if tb.upper() == "DE":
            groups = [g2 for g in groups for g2 in _direct_encounter(g, f)]
        else:
            groups = _split(groups, lambda s, tb=tb: _key(s.tiebreaks[tb]))
    out: list[Standing] = []
    for g in groups:
        rank = len(out) + 1
        for s in sorted(g, key=lambda s: s.number):
            s.rank = rank
            out.append(s)
    return out


def _key(v: float | None) -> float:
    return float("-inf") if v is None else v


def _split(groups: list[list[Standing]], value) -> list[list[Standing]]:
    """Each tied group split by ``value``, higher first."""
    out: list[list[Standing]] = []
    for g in groups:
        by: dict[float, list[Standing]] = {}
        for s in g:
            by.setdefault(value(s), []).append(s)
        out += [by[v] for v in sorted(by, reverse=True)]
    return out


def _direct_encounter(group: list[Standing], f: Field) -> list[list[Standing]]:
    """C.07 art. 6 on one tied group; sets ``tiebreaks['DE']`` (the points scored between
    the tied players) and returns the sub-groups."""
    numbers = [s.number for s in group]
    scored: dict[int, float] = {}
    parts = _de_order(numbers, f, scored)
    for s in group:
        s.tiebreaks["DE"] = scored.get(s.number) if len(group) > 1 else None
    by_num = {s.number: s for s in group}
    return [[by_num[k] for k in part] for part in parts]


def _met(k: int, members: set[int], f: Field) -> dict[int, list[float]]:
    """Opponent → the points ``k`` scored against him, for the opponents in ``members``
    (games over the board; in a round robin forfeits too, the pairings being fixed)."""
    met: dict[int, list[float]] = {}
    for r in f.rounds[k]:
        if r.opponent in members and (r.kind is Kind.PLAYED or f.round_robin):
            met.setdefault(r.opponent, []).append(r.points)
    return met


def _de_order(
    group: list[int], f: Field, scored: dict[int, float] | None = None
) -> list[list[int]]:
    """``group`` split by C.07 art. 6, again within each part still tied. ``scored`` receives
    each player's points against the others of the smallest tied group he was compared in
    (the value a reader checks against the games between those players)."""
    if len(group) < 2:
        return [group]
    members = set(group)
    score: dict[int, float] = {}
    best: dict[int, float] = {}
    met_all = True
    for k in group:
        met = _met(k, members, f)
        score[k] = sum(sum(v) / len(v) for v in met.values())
        if scored is not None:
            scored[k] = score[k]
        missing = len(group) - 1 - len(met)
        if missing and not f.round_robin:
            met_all = False
            best[k] = score[k] + missing * f.win
        else:
            best[k] = score[k]
    if met_all:
        by: dict[float, list[int]] = {}
        for k in group:
            by.setdefault(score[k], []).append(k)
        parts = [sorted(by[v]) for v in sorted(by, reverse=True)]
    else:
        order = sorted(group, key=lambda k: (-score[k], -best[k], k))
        parts = []
        i = 0
        while i < len(order) - 1 and score[order[i]] > max(best[k] for k in order[i + 1 :]):
            parts.append([order[i]])
            i += 1
        parts.append(sorted(order[i:]))
    if len(parts) == 1:
        return parts
    return [q for p in parts for q in _de_order(p, f, scored)]


@dataclass(frozen=True)
class CategoryRow:
    """One line of a category's standings: the place in the category and the overall row."""

    place: int
    standing: Standing


def by_category(
    t: Tournament, rows: Sequence[Standing], categories: Sequence[Category]
) -> list[tuple[Category, list[CategoryRow]]]:
    """Each category's players in the overall order, placed within the category (players
    tied overall share their place); the overall rank stays on the row."""
    entrants = {p.number: p for p in t.players}
    out: list[tuple[Category, list[CategoryRow]]] = []
    for cat in categories:
        lines: list[CategoryRow] = []
        prev_rank = None
        place = 0
        for i, s in enumerate(r for r in rows if cat.admits(entrants[r.number])):
            if s.rank != prev_rank:
                place = i + 1
            prev_rank = s.rank
            lines.append(CategoryRow(place, s))
        out.append((cat, lines))
    return out


def shown(value: float | None) -> str:
    """A tie-break value as printed: ``2.5``, ``1969``; empty when there is none (an ARO
    without any rated opponent)."""
    return "" if value is None else f"{value:g}"
