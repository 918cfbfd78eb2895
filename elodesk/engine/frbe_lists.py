"""FRBE rules about the federation's own lists and results files (who is foreign, which files
are grids with simulated ratings, who is rated at the start of a period).

Pure functions over the values the lists hold; ``app.period`` applies them to PLAYER.DBF and
CHCKLIST.DBF.
"""

from __future__ import annotations

from .frbe import FrbeRules


def is_foreign(fed: str | None, natfide: str | None) -> bool:
    """A player whose Belgian rating is his FIDE rating (seed 000, last paragraph).

    Old lists mark him with a FEDERATION ending in ``*`` (MODIFY_ELO 9 after the run); the 2022
    lists also by a FIDE federation (NATFIDE) other than BEL.
    """
    if (fed or "").strip().endswith("*"):
        return True
    nat = (natfide or "").strip()
    return bool(nat) and nat != "BEL"


def is_grid(file_name: str | bytes | None) -> bool:
    """A results file of a closed group with simulated ratings (a ``$`` in its name).

    Seed 003 lists PAGE 501–5xx, "grille avec simulation d'étrangers": in such a grid the club's
    program sends a rating for each unrated player (the "ELO fictif"), and the federation's
    run counts the games against him at that value, unrated opponents included (2010-01, file
    C20901$$.533: player 10814 counts 1635 for everyone, player 10779's 11th game). The value
    is the record's VAL_ADVERS, an input of the run for these records.
    """
    if isinstance(file_name, bytes):
        return b"$" in file_name
    return file_name is not None and "$" in file_name


def rated_at_start(games: int, rating: int, rules: FrbeRules) -> bool:
    """Rated at the start of a period: a rating and at least ``rules.first_rating_games`` games
    at the end of the previous one (seed 000: "après 20 parties", ``frbe-2008`` and
    ``frbe-2022``; 5 in the 2023 competition rules, ``frbe-2023-07`` and ``frbe-2024``)."""
    return rules.is_rated(rating, games)
