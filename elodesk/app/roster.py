"""A player entered from the player database: his national rating, games and history from the
federation's list, his FIDE ID and FIDE rating from FIDE's list matched by FIDE ID.

FIDE ratings are FIDE's: a player's ``fide_rating`` is the FIDE list's rating (or one typed),
never the Belgian one; a player without one is unrated for FIDE. The desk's search (a pick in
the suggestions) and an event built from a TRF (players matched by national or FIDE ID) enter
players through here.
"""

from __future__ import annotations

from typing import Any

from ..io.player_search import ListedPlayer, PlayerDatabase, name_key


def _national(db: PlayerDatabase, p: ListedPlayer) -> dict[str, Any]:
    return {
        "id": p.id,
        "rating": p.rating,
        "games": p.games,
        "club": p.club,
        "history": p.history,
        "fide_id": p.fide_id,
    }


def entry(db: PlayerDatabase, p: ListedPlayer) -> dict[str, Any]:
    """The event's fields for a player picked in the database (either list)."""
    fields: dict[str, Any] = {
        "name": p.name,
        "federation": p.federation or "BEL",
        "sex": p.sex,
        "title": p.title,
        "club": p.club,
        "id": "",
        "rating": p.rating,
        "games": p.games,
        "fide_id": p.fide_id,
        "fide_rating": 0,
        "history": None,
    }
    if p.source == "frbe":
        fields.update(_national(db, p))
    else:  # FIDE's list: his FIDE rating; national values when the federation lists him
        fields["fide_rating"] = p.rating
        national = db.by_fide_id(p.id)
        if national is not None:
            fields.update(_national(db, national))
            fields["name"] = national.name
    fide = db.get("fide", fields["fide_id"]) if fields["fide_id"] else None
    if fide is not None:
        fields["fide_rating"] = fide.rating
    return fields


def lookup(db: PlayerDatabase, ident: str, name: str = "") -> dict[str, Any] | None:
    """A player of a results file (a TRF's ID column holds the national ID in the Belgian
    variant, the FIDE ID in FIDE's) found in the database: by national ID, then by FIDE ID;
    when the file gives a name, its first word must start the listed name (an ID of the other
    list can be the same number). None when not found."""
    ident = ident.strip()
    if not ident:
        return None
    want = name_key(name).split()[:1]

    def same(listed: ListedPlayer) -> bool:
        return not want or name_key(listed.name).startswith(want[0])

    for found in (db.get("frbe", ident), db.by_fide_id(ident), db.get("fide", ident)):
        if found is not None and same(found):
            out = entry(db, found)
            out.pop("name")
            return out
    return None
