"""Swiss-system bookkeeping shared by the pairing engine and the desk (no engine imported here).

What FIDE's general handling rules for Swiss tournaments (C.04.2, 2025 edition) and the Baku
acceleration (C.04.5.1) define around a pairing, independently of the pairing system:

- :func:`scores_before` — every player's score before a round (a win, a forfeit win, a
  full-point bye ``F``/``+`` and the pairing-allocated bye ``U`` at the event's value; a draw and
  a half-point bye ``H`` ½; everything else 0).
- :func:`pairing_order` — the initial order (C.04.2 B (initial order): rating, then FIDE title, then name),
  with late entries inserted into a frozen order (C.04.2 C (late entries): players already there keep their
  relative order).
- :func:`board_order` — C.04.2 board order (as ``shared/pairing/README.md`` states it): the pair whose better player has the higher
  score first, then the higher sum of scores, then the pair with the better-ranked player
  (ranking: score, then pairing number); the pairing-allocated bye last.
- :func:`baku_virtual_points` — C.04.5.1: GA is the first ``2 * ceil(N / 4)`` players of the
  pairing list; the "accelerated rounds" are the first ``ceil(R / 2)``; GA players get 1 virtual
  point before the first ``ceil(A / 2)`` of them and ½ before the others ("in a nine-round
  tournament, the accelerated rounds are five … one virtual point in the first three rounds, and
  half virtual point in the fourth and fifth").
- :func:`infer_first_colour` — the colour of pairing number 1 in round 1 when a file does not say
  it, read as bbpPairings reads it (``shared/pairing/README.md``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from .model import ByeCode, Entrant, Pairing, Result, Tournament, fide_title, game_points

#: C.04.2 B (initial order): among equal ratings, the FIDE title decides (then the name).
TITLE_ORDER = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")


def bye_points(code: str, bye_value: float = 1.0) -> float:
    """Points of a round without opponent (:meth:`ByeCode.points`): ``U`` (pairing-allocated)
    at the event's value."""
    return ByeCode.of(code).points(bye_value)


def scores_before(
    t: Tournament, rnd: int, bye_value: float = 1.0, rows: Iterable[Pairing] | None = None
) -> dict[int, float]:
    """Every player's score from rounds ``1 .. rnd - 1`` (start number → points;
    :func:`~elodesk.engine.model.game_points`, ``rows`` in place of the pairings)."""
    return game_points(t.players, t.pairings if rows is None else rows, bye_value, rnd)


def _title_rank(title: str) -> int:
    title = fide_title(title).upper()  # the lists' own codes too (g, WG …)
    return TITLE_ORDER.index(title) if title in TITLE_ORDER else len(TITLE_ORDER)


def initial_order(players: Sequence[Entrant], rating: dict[int, int] | None = None) -> list[int]:
    """C.04.2 B (initial order): start numbers by rating (highest first), then title, then name.

    ``rating`` gives the rating the TD chose for each start number (FRBE or FIDE); without it,
    each entrant's own ``rating``.
    """

    def key(p: Entrant) -> tuple[int, int, str, int]:
        r = rating.get(p.number, p.rating) if rating is not None else p.rating
        return (-r, _title_rank(p.title), p.name.casefold(), p.number)

    return [p.number for p in sorted(players, key=key)]


def pairing_order(
    players: Sequence[Entrant], frozen: Sequence[int] = (), rating: dict[int, int] | None = None
) -> list[int]:
    """The pairing list: ``frozen`` kept as it is, late entries inserted in the initial order.

    A late entry goes just before the first frozen player he precedes in the initial order
    (C.04.2 C (late entries): the late entrant gets the place his rating gives him; the others keep their
    relative order, so pairing numbers after him move down by one).
    """
    known = {p.number for p in players}
    order = [n for n in frozen if n in known]
    if not order:
        return initial_order(players, rating)
    full = initial_order(players, rating)
    position = {n: i for i, n in enumerate(full)}
    for n in full:
        if n in order:
            continue
        at = len(order)
        for i, m in enumerate(order):
            if position[m] > position[n]:
                at = i
                break
        order.insert(at, n)
    return order


def board_order(
    pairs: Sequence[tuple[int, int]], scores: dict[int, float], pairing_number: dict[int, int]
) -> list[tuple[int, int]]:
    """C.04.2 board order: pairs (white, black; black 0 for the pairing-allocated bye) in board order."""
    ranking = sorted(scores, key=lambda n: (-scores[n], pairing_number.get(n, 1 << 30)))
    rank = {n: i for i, n in enumerate(ranking)}

    def key(pair: tuple[int, int]) -> tuple[int, float, float, int]:
        w, b = pair
        if b == 0:
            return (1, 0.0, 0.0, rank.get(w, 0))
        sw, sb = scores.get(w, 0.0), scores.get(b, 0.0)
        return (0, -max(sw, sb), -(sw + sb), min(rank.get(w, 0), rank.get(b, 0)))

    return sorted(pairs, key=key)


def baku_groups(n_players: int) -> int:
    """C.04.5.1: pairing number of the last GA player, ``2 * ceil(N / 4)``."""
    return 2 * math.ceil(n_players / 4)


def baku_virtual_points(rounds: int, rnd: int) -> float:
    """C.04.5.1: the virtual points a GA player carries before round ``rnd`` (0 after)."""
    accelerated = math.ceil(rounds / 2)
    if rnd > accelerated:
        return 0.0
    return 1.0 if rnd <= math.ceil(accelerated / 2) else 0.5


def infer_first_colour(t: Tournament, order: Sequence[int] | None = None) -> str:
    """``w`` or ``b`` for pairing number 1 in round 1, read from the games as bbpPairings does.

    The first round with a game played with colours; in it, the first player of the pairing
    list who has a colour; the players before him in the list who took part in that round's
    pairing (a game or the pairing-allocated bye) shift the alternation by one each. Without
    any game, ``w``.
    """
    order = list(order) if order else sorted(p.number for p in t.players)
    rounds = sorted({g.round for g in t.pairings if g.black})
    if not rounds:
        return "w"
    rnd = rounds[0]
    colour: dict[int, str] = {}
    took_part: set[int] = set()
    for g in t.pairings:
        if g.round != rnd:
            continue
        if g.black:
            colour[g.white], colour[g.black] = "w", "b"
            took_part.update((g.white, g.black))
        elif g.bye == "U":
            took_part.add(g.white)
    before = 0
    for n in order:
        if n in colour:
            same = before % 2 == 0
            return colour[n] if same else ("b" if colour[n] == "w" else "w")
        if n in took_part:
            before += 1
    return "w"


def result_code(result: Result | None, white: bool) -> str:
    """The TRF result character of a game for one side (:meth:`Result.trf_code`; `` `` when
    not played yet)."""
    return " " if result is None else result.trf_code(white)
