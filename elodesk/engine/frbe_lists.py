"""FRBE rules about the federation's own lists and results files (who is foreign, which files
are grids with simulated ratings, who is rated at the start of a period).

Pure functions over the values the lists hold; ``app.period`` applies them to PLAYER.DBF and
CHCKLIST.DBF.
"""

from __future__ import annotations

from collections.abc import Sequence

from .frbe import FrbeRules
from .model import HOME_FEDERATION


def is_foreign(fed: str | None, natfide: str | None) -> bool:
    """A player whose Belgian rating is his FIDE rating (seed 000, last paragraph).

    Old lists mark him with a FEDERATION ending in ``*`` (MODIFY_ELO 9 after the run); the 2022
    lists also by a FIDE federation (NATFIDE) other than BEL.
    """
    if (fed or "").strip().endswith("*"):
        return True
    nat = (natfide or "").strip()
    return bool(nat) and nat != HOME_FEDERATION


def is_grid(file_name: str | bytes | None, rates_unrated: bool = False) -> bool:
    """A results file of a closed group with simulated ratings: a ``$`` in its name, or a file
    that gives its unrated players a rating (``rates_unrated``, see :func:`grid_files`).

    Seed 003 lists PAGE 501–5xx, "grille avec simulation d'étrangers": in such a grid the club's
    program sends a rating for each unrated player (the "ELO fictif"), and the federation's
    run counts the games against him at that value, unrated opponents included (2010-01, file
    C20901$$.533: player 10814 counts 1635 for everyone, player 10779's 11th game). The value
    is the record's VAL_ADVERS, an input of the run for these records.

    Files without a ``$`` did the same: 530K4A4A.132 of 2007-07 (an interclub division) gives
    1359 to its unrated players, and the federation's card of player 51292 counts his game 21
    against 56758 (unrated, no game before) at 1359, We 0.80, K 32. The shared periods hold 14
    such files (2007-07: 7, 2008-07: 6, 2019-01: C07DON4A.114); no file gives an unrated player
    a rating without counting the games at it.
    """
    if rates_unrated:
        return True
    if isinstance(file_name, bytes):
        return b"$" in file_name
    return file_name is not None and "$" in file_name


def simulated_value(value: int | None, opponent_unrated: bool, opponent_list_rating: int) -> bool:
    """A record's VAL_ADVERS that is the club's rating for an opponent in the list unrated at the
    start: a value other than the opponent's ELO_PRECE in the period's list. The federation's run
    itself writes there, on the records of a file it ran, the opponent's first rating, which is
    his ELO_PRECE once he is rated (seed 003: the intermediate rating); a simulated rating is the
    club's (2007-07, 530K4A4A.132: 1359 for 53180, whose first rating and ELO_PRECE are 1220;
    1359 for 56758, never rated, ELO_PRECE 0). In a list before the run, an unrated player's
    ELO_PRECE is 0 or his provisional rating: a club giving exactly that is not seen on that
    record, but on any other of the file."""
    return bool(value) and opponent_unrated and value != opponent_list_rating


def grid_files(
    files: Sequence[str | bytes | None],
    values: Sequence[int | None],
    opponent_unrated: Sequence[bool],
    opponent_list_rating: Sequence[int],
) -> set[str | bytes | None]:
    """The files of a game file that are grids with simulated ratings (:func:`is_grid`): a
    ``$`` in the name, or a record giving a :func:`simulated_value`. Columns record by record."""
    found: set[str | bytes | None] = set()
    for f, v, u, r in zip(files, values, opponent_unrated, opponent_list_rating, strict=True):
        if f not in found and is_grid(f, simulated_value(v, u, r)):
            found.add(f)
    return found


def fide_rating_written_over(previously_fixed: bool, foreign: bool, fide_nation: str) -> bool:
    """A rated player whose ELO_PRECE in the period's list is not the rating the run starts from:
    he kept his FIDE rating in the previous list (MODIFY_ELO 9) and is no longer foreign (no
    ``*``, Belgian for FIDE: NATFIDE, or NOUV_MOD in the older lists, BEL). The list then holds
    the FIDE rating the federation's update wrote for its foreign players; the run starts him
    from the previous list's ELO_CALCUL, as for every Belgian player (2008-07, player 2356:
    2008-01 MODIFY_ELO 9 and ELO_CALCUL 1738, 2008-07 ELO_PRECE 1973, FEDERATION ``F``,
    NOUV_MOD BEL; his card "Ancien Elo 1738 … Rf = 1738 -7.52 = 1730", the list's ELO_CALCUL
    1730, and his seven opponents' cards count him at 1738, e.g. 28614's "│1437" game of
    7 December 2007 against "2356 … 1738"). The foreign players' ELO_PRECE is their rating
    (2008-07: 300 players whose ELO_PRECE is not the previous ELO_CALCUL, every card starting
    from the ELO_PRECE but player 30040's, who is foreign)."""
    return previously_fixed and not foreign and fide_nation == HOME_FEDERATION


def rated_at_start(games: int, rating: int, rules: FrbeRules) -> bool:
    """Rated at the start of a period: a rating and at least ``rules.first_rating_games`` games
    at the end of the previous one (seed 000: "après 20 parties", ``frbe-2008`` and
    ``frbe-2022``; 5 in the 2023 competition rules, ``frbe-2023-07`` and ``frbe-2024``)."""
    return rules.is_rated(rating, games)
