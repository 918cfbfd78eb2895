"""A player entered from the player database: his national rating, games and history from the
federation's list, his FIDE ID and FIDE rating from FIDE's list matched by FIDE ID.

FIDE ratings are FIDE's: a player's ``fide_rating`` is the FIDE list's rating (or one typed),
never the Belgian one; a player without one is unrated for FIDE. The desk's search (a pick in
the suggestions) and an event built from a TRF (players matched by national or FIDE ID) enter
players through here.
"""

from __future__ import annotations

import os
from typing import Any

from ..engine.frbe import DEFAULT_RULES, RULE_SETS, rules_for_date
from ..engine.model import federation_or_home
from ..io.dbf import header_date
from ..io.player_search import ListedPlayer, PlayerDatabase, name_key


def import_federation_list(db: PlayerDatabase, path: str | os.PathLike[str]) -> int:
    """Import the federation's PLAYER.DBF into the player database, its players' histories
    read with the rule set in force when the list was written (its header's date,
    ``engine.frbe.rules_for_date``: 20 games to a first rating until 2023-06, 5 from the 2023-07
    list); the default rule set for a list without a readable date."""
    when = header_date(path)
    rules = rules_for_date(when.year, when.month) if when else RULE_SETS[DEFAULT_RULES]
    return db.import_player_dbf(path, rules.first_rating_games)


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
        "federation": federation_or_home(p.federation),
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
