"""Fictitious Elo ("ELO fictif") for unrated players of a closed group, or of an open.

Seed ``003_907f8c977e1d48a1.txt``, "Attribution d'un ELO fictif": in a round robin with at least
two rated players, each unrated player gets the mean of the rated players' ratings weighted by
the games he played against each, plus D(p) of his score against them (Formula I restricted to
the group). The "24 lines" results file writes him as ``***`` with the rating in place of the
ID, and the games against him then count at that rating (the national file names him by ID:
``systems.FrbeSystem``).

The seed says opens use "another type of calculation" without describing it;
``../shared/rules/frbe.md`` ("Fictitious Elo") asks for the same computation over the unrated
player's rated opponents in the open, when he met at least two different rated players, and for
the interface to say so. Only a round robin's are written into the 24 lines file
(:func:`written_as_fictitious`); an open's are shown for information.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .frbe import FrbeRules, performance
from .model import EventType, Game, Player

MIN_RATED_OPPONENTS = 2


@dataclass(frozen=True)
class Fictitious:
    """A fictitious rating with its derivation (what the director's screen shows)."""

    player: str
    rating: int
    rated_opponents: int
    games: int
    score: Fraction
    rc: int
    p100: int
    d: int


def fictitious_ratings(
    rated: Mapping[str, int],
    unrated: Sequence[str],
    games: Sequence[tuple[str, str, int]],
    rules: FrbeRules,
) -> dict[str, Fictitious]:
    """Fictitious ratings of ``unrated`` players from ``games`` = (a, b, points of a in
    hundredths: 100, 50, 0).

    ``rated`` maps each rated player of the group to his rating. Players who met fewer than two
    different rated players get none.
    """
    out: dict[str, Fictitious] = {}
    wanted = set(unrated)
    per: dict[str, list[tuple[str, int, int]]] = {u: [] for u in unrated}
    for a, b, pa in games:
        if a in wanted and b in rated:
            per[a].append((b, rated[b], pa))
        if b in wanted and a in rated:
            per[b].append((a, rated[a], 100 - pa))
    for u, rows in per.items():
        distinct = {r[0] for r in rows}
        if len(distinct) < MIN_RATED_OPPONENTS:
            continue
        total = sum(r[1] for r in rows)
        score = Fraction(sum(r[2] for r in rows), 100)
        perf = performance(total, len(rows), score, rules)
        out[u] = Fictitious(
            u, perf.rating, len(distinct), len(rows), score, perf.rc, perf.p100, perf.d
        )
    return out


def written_as_fictitious(event_type: EventType) -> bool:
    """Whether the "24 lines" file writes an event's unrated players with a fictitious rating as
    ``***`` (seed 003: the closed group, the round robin; an open's are written by ID)."""
    return event_type is EventType.ROUND_ROBIN


def event_fictitious(
    players: Sequence[Player], games: Sequence[Game], rules: FrbeRules, event_type: EventType
) -> dict[str, Fictitious]:
    """The fictitious ratings of one event: in a round robin with at least two rated players
    (seed 003), in an open (shared/rules/frbe.md, see above), never in a match. A player is rated with a
    rating and ``rules.first_rating_games`` games (:meth:`FrbeRules.is_rated`)."""
    rated = {p.id: p.rating for p in players if rules.is_rated(p.rating, p.games)}
    if event_type is EventType.MATCH or (event_type is EventType.ROUND_ROBIN and len(rated) < 2):
        return {}
    unrated = [p.id for p in players if p.id not in rated]
    pairs = [
        (g.white, g.black, int(g.result.white_score * 100))
        for g in games
        if g.result is not None and g.result.rated
    ]
    return fictitious_ratings(rated, unrated, pairs, rules)
