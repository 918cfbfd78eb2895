"""The event file's rows as the engine's types: a player row as an :class:`Entrant`, the unrated
players' histories from the federation's list. (The whole event as a :class:`Tournament` is
:meth:`elodesk.app.settings.EventSettings.tournament`: the settings' one reading.)"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..engine.model import Entrant


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
