"""Swiss tournaments generated for the pairing tests and benchmark (no reference file needed).

Ratings are drawn at random (seeded). The rounds before the one to pair are paired by a simple
Swiss of this module — round 1 top half against bottom half, colours alternating by board, as
C.04.3 pairs a first round; later rounds score group by score group from the top, each player
against the first one below not met yet, White to the one who had it less — and played with
results drawn by the Elo expectation (C.04.2 needs only a legal history: no repeat meeting,
every game with a result). The pairings these produce are not expected values: the tests
compare two paths of the engine on them.
"""

from __future__ import annotations

import dataclasses
import random

from elodesk.engine.model import Entrant, Pairing, Result, Tournament

ROUNDS = 9


def _result(rng: random.Random, rw: int, rb: int) -> Result:
    expected = 1 / (1 + 10 ** ((rb - rw) / 400))
    x = rng.random()
    if x < expected * 0.8:
        return Result.WHITE_WINS
    if x < expected * 0.8 + 0.2:
        return Result.DRAW
    return Result.BLACK_WINS


def generated(n: int, before: int, seed: int = 26) -> Tournament:
    """A ``ROUNDS``-round open of ``n`` players with rounds ``1 .. before`` paired and played."""
    rng = random.Random(seed * 100_003 + n)
    ratings = sorted((rng.randint(1000, 2700) for _ in range(n)), reverse=True)
    players = tuple(Entrant(i, f"Player {i:04d}", rating=r) for i, r in enumerate(ratings, 1))
    score = dict.fromkeys(range(1, n + 1), 0.0)
    whites = dict.fromkeys(range(1, n + 1), 0)
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    rows: list[Pairing] = []
    points = {Result.WHITE_WINS: (1.0, 0.0), Result.DRAW: (0.5, 0.5), Result.BLACK_WINS: (0, 1)}

    def play(rnd: int, a: int, b: int, a_white: bool) -> None:
        w, bl = (a, b) if a_white else (b, a)
        met.add(frozenset((a, b)))
        whites[w] += 1
        res = _result(rng, ratings[w - 1], ratings[bl - 1])
        score[w] += points[res][0]
        score[bl] += points[res][1]
        rows.append(Pairing(rnd, w, bl, res))

    for rnd in range(1, before + 1):
        order = sorted(score, key=lambda p: (-score[p], p))
        if len(order) % 2:
            bye = next(p for p in reversed(order) if p not in had_bye)
            order.remove(bye)
            had_bye.add(bye)
            score[bye] += 1.0
            rows.append(Pairing(rnd, bye, 0, bye="U"))
        if rnd == 1:  # C.04.3 round 1: S1 against S2 in order, colours alternating by board
            half = len(order) // 2
            for k, (a, b) in enumerate(zip(order[:half], order[half:], strict=True)):
                play(rnd, a, b, k % 2 == 0)
            continue
        free = order[:]
        while free:
            a = free.pop(0)
            b = next((x for x in free if frozenset((a, x)) not in met), free[0])
            free.remove(b)
            play(rnd, a, b, whites[a] <= whites[b])
    return Tournament(f"Bench {n}", players, tuple(rows), rounds=ROUNDS)


def with_absent(t: Tournament, rnd: int, absent: int) -> Tournament:
    """``t`` with players ``2 .. absent + 1`` on a requested zero-point bye in round ``rnd``
    (C.04.3 A.3: not paired in it)."""
    if not absent:
        return t
    byes = tuple(Pairing(rnd, p, 0, bye="Z") for p in range(2, 2 + absent))
    return dataclasses.replace(t, pairings=(*t.pairings, *byes))
