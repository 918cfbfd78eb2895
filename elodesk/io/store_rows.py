"""The event file's rows as the engine's types: a player row as an :class:`Entrant`, the whole
event as a :class:`Tournament`, the unrated players' histories from the federation's list."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..engine.model import Entrant, EventType, Pairing, Tournament


def player_history(
    hist: Mapping[str, Any], players: Iterable[dict[str, Any]]
) -> dict[int, tuple[int, float]]:
    """:meth:`EventStore.history` from the ``history`` setting and the players' rows: a
    history counts while the player's games are still those it went with."""
    out: dict[int, tuple[int, float]] = {}
    for p in players:
        h = hist.get(str(p["id"] or ""))
        if h and len(h) == 3 and int(h[0]) == int(p["games"] or 0):
            out[p["number"]] = (int(h[1]), float(h[2]))
    return out


def entrant(p: dict[str, Any]) -> Entrant:
    """A player of the store (a :meth:`EventStore.players` row) as the engine sees him."""
    return Entrant(
        p["number"],
        p["name"],
        p["id"] or "",
        p["rating"] or 0,
        p["federation"] or "",
        p["club"] or "",
        p["sex"] or "",
        p["title"] or "",
        p["birth"] or "",
        p["fide_id"] or "",
        withdrawn=bool(p["withdrawn"]),
        fide_rating=int(p.get("fide_rating") or 0),
    )


def build_tournament(
    settings: Mapping[str, Any],
    players: Iterable[dict[str, Any]] | tuple[Entrant, ...],
    pairings: Iterable[Pairing],
) -> Tournament:
    """The event as a :class:`Tournament` from its settings, player rows (or entrants already
    built) and pairings: what :meth:`EventStore.tournament` reads, and what the desk rebuilds in
    memory after an edit without reading the file again."""
    s = settings
    entrants = tuple(p if isinstance(p, Entrant) else entrant(p) for p in players)
    etype = {
        "round-robin": EventType.ROUND_ROBIN,
        "open": EventType.OPEN,
        "match": EventType.MATCH,
    }.get(s["type"], EventType.OPEN)
    games = tuple(pairings)
    rounds = int(s.get("rounds") or 0) or max((g.round for g in games), default=0)
    return Tournament(
        name=s["name"],
        players=entrants,
        pairings=games,
        city=s["city"],
        federation=s["federation"],
        start=s["start"],
        end=s["end"],
        rounds=rounds,
        type=etype,
        time_control=s["time_control"],
        arbiter=s["arbiter"],
        sender=str(s["sender"]),
        round_dates=tuple(str(d) for d in s.get("round_dates") or ()),
    )
