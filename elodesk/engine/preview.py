"""Live rating preview of a tournament: every player's rating change under one or two systems.

Goes through :func:`systems.get_system` like ``elodesk rate``, so the FRBE, FIDE, FQE and FFG
previews are the same code path. For FRBE round robins the fictitious ratings of unrated players
come with their derivation (``fictitious.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .ffg import Adjustment, FfgSystem
from .fictitious import Fictitious
from .frbe import RULE_SETS
from .model import Event, Game, Player, PlayerRating, Status, Tournament
from .systems import FrbeSystem, get_system


@dataclass(frozen=True)
class LevelAdjustment:
    """FFG: how the adjustment of starting levels went (seed 002, ``ffg.adjust``): full
    computations made, whether it settled before the seed's limit, and per start number whose
    starting level moved, (registration level, starting level used)."""

    iterations: int
    settled: bool
    moved: dict[int, tuple[float, float]]


@dataclass(frozen=True)
class Preview:
    """Per start number, the outcome under each system asked for."""

    system: str
    rules: str
    results: dict[int, PlayerRating]
    fictitious: dict[int, Fictitious]
    adjustment: LevelAdjustment | None = None  # FFG only


def tournament_games(t: Tournament) -> tuple[list[Player], list[Game]]:
    """The rating systems' view of a tournament: players by start number, games by round."""
    players = [
        Player(str(p.number), p.rating, 50 if p.rating else 0, name=p.name) for p in t.players
    ]
    games = [
        Game(str(g.white), str(g.black), g.result, g.round, g.handicap)
        for g in sorted(t.pairings, key=lambda g: g.round)
        if g.black and g.result is not None
    ]
    return players, games


def preview(
    t: Tournament,
    system: str = "frbe",
    rules: str | None = None,
    games_before: dict[int, int] | None = None,
    history: dict[int, tuple[int, float]] | None = None,
) -> Preview:
    """Rate the tournament as it stands; ``games_before`` gives each player's rated games
    (default: 50 for rated players, so K is the young players' one), ``history`` an unrated
    player's (opponents' sum, points)."""
    sysobj = get_system(system)
    rules = rules or sysobj.default_rules
    games_before = games_before or {}
    history = history or {}
    first = RULE_SETS[rules].first_rating_games if system == "frbe" else 0
    players = []
    unknown: set[int] = set()
    for p in t.players:
        g = games_before.get(p.number, 50 if p.rating else 0)
        if system == "ffg":
            players.append(Player(str(p.number), rank=p.title or "20k", name=p.name))
        elif system == "frbe" and (not p.rating or g < first):
            # not yet rated: his history against rated opponents comes from the federation's
            # list (ADVERSAIRE, PERFORMAN); without it, past games cannot be counted — never as
            # games against 0-rated opponents (issue #13: 588 instead of 1486). He is then rated
            # here as a newcomer only so that his opponents are, and shown "history unknown".
            if p.number in history:
                osum, score = history[p.number]
                players.append(Player(str(p.number), 0, g, osum, score, name=p.name))
            else:
                if g:
                    unknown.add(p.number)
                players.append(Player(str(p.number), 0, 0, 0, 0.0, name=p.name))
        else:
            players.append(Player(str(p.number), p.rating, g, name=p.name))
    _, games = tournament_games(t)
    event = Event(t.name, t.type)
    adjustment = None
    fict: dict[int, Fictitious] = {}
    if isinstance(sysobj, FfgSystem):  # the same rate(), keeping the adjustment it made
        results, old, adj = sysobj.rate_adjusted(event, players, games, rules)
        adjustment = level_adjustment(old, adj)
    elif isinstance(sysobj, FrbeSystem):
        # the fictitious ratings the rating used, not computed a second time for the screen
        results, by_id = sysobj.rate_with_fictitious(event, players, games, rules)
        fict = {int(k): v for k, v in by_id.items()}
    else:
        results = sysobj.rate(event, players, games, rules)
    out = {int(r.id): r for r in results}
    for n in unknown:
        r = out[n]
        out[n] = replace(
            r,
            status=Status.UNRATED,
            new=None,
            delta=None,
            notes=(*r.notes, "history-unknown"),
        )
    return Preview(system, rules, out, fict, adjustment)


def level_adjustment(old: dict[str, float], adj: Adjustment) -> LevelAdjustment:
    """The FFG adjustment of starting levels, as the preview states it."""
    moved = {
        int(pid): (old[pid], adj.start[pid]) for pid in old if abs(adj.start[pid] - old[pid]) > 1e-9
    }
    return LevelAdjustment(adj.iterations, adj.settled, moved)
