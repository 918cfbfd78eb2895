"""Checks and views shared by every rating system (one engine skeleton, DESIGN.md)."""

from __future__ import annotations

from collections.abc import Sequence

from .model import Game, InvalidInput, Player


def check_event(players: Sequence[Player], games: Sequence[Game]) -> None:
    """Structural checks shared by every system: ids unique and known, nobody plays himself."""
    seen: set[str] = set()
    for i, p in enumerate(players):
        if not p.id:
            raise InvalidInput("empty id", f"players[{i}]", "id")
        if p.id in seen:
            raise InvalidInput(f"duplicate player id {p.id!r}", f"players[{i}]", "id")
        seen.add(p.id)
        if p.rating < 0:
            raise InvalidInput(f"negative rating {p.rating}", f"players[{i}]", "rating")
        if p.games < 0:
            raise InvalidInput(f"negative game count {p.games}", f"players[{i}]", "games")
    for j, g in enumerate(games):
        white, black = g.white, g.black
        if white not in seen:
            raise InvalidInput(f"unknown player id {white!r}", f"games[{j}]", "white")
        if black not in seen:
            raise InvalidInput(f"unknown player id {black!r}", f"games[{j}]", "black")
        if white == black:
            raise InvalidInput(f"player {white!r} is paired with himself", f"games[{j}]", "black")


def check_request(
    system: str,
    allowed: Sequence[str],
    rules: str | None,
    players: Sequence[Player],
    games: Sequence[Game],
) -> str:
    """The rule set's name (the default when None), refusing an unknown one, and the
    structural checks of :func:`check_event`."""
    name = rules or allowed[0]
    if name not in allowed:
        raise InvalidInput(
            f"unknown rule set {name!r} for {system} (choose from {', '.join(allowed)})", "rules"
        )
    check_event(players, games)
    return name


def scores_by_player(
    players: Sequence[Player], games: Sequence[Game]
) -> dict[str, list[tuple[str, int]]]:
    """Each player's rated games as (opponent, points in hundredths), in the games' order;
    forfeits are left out (they are never rated)."""
    rows: dict[str, list[tuple[str, int]]] = {p.id: [] for p in players}
    for g in games:
        if g.result.rated:
            w100 = int(g.result.white_score * 100)
            rows[g.white].append((g.black, w100))
            rows[g.black].append((g.white, 100 - w100))
    return rows
