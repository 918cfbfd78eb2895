"""Conversion and expectation tables of the Belgian rules (seed ``000_c4f72fb3c887abd0.txt``).

* **Table I** — score fraction p (hundredths) → rating difference D(p); the seed prints
  0.51 … 0.99 and says the table is symmetric below 0.50. p = 1.00 and 0.00 are "x"
  (undetermined) in the seed: :func:`d_of_p` returns FIDE's notional ±800 for them and callers
  flag the result.
* **Table II** — rating difference → expected score We of the higher-rated player, in whole
  hundredths (the lower-rated player gets 1 − We). The seed's Belgian cap of the difference
  (350 points) or the 2022 one (400) is applied by the caller through the rule set.

Everything is integer arithmetic on hundredths, so no float rounding can move a table edge.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction

#: Table I, D(p) for p = 0.50 … 0.99 (index = hundredths − 50). Seed 000, "TABLE I".
_TABLE_I_UPPER: tuple[int, ...] = (
    0,
    7,
    14,
    21,
    29,
    36,
    43,
    50,
    57,
    65,  # .50 – .59
    72,
    80,
    87,
    95,
    102,
    110,
    117,
    125,
    133,
    141,  # .60 – .69
    149,
    158,
    166,
    175,
    184,
    193,
    202,
    211,
    220,
    230,  # .70 – .79
    240,
    251,
    262,
    273,
    284,
    296,
    309,
    322,
    336,
    351,  # .80 – .89
    366,
    383,
    401,
    422,
    444,
    470,
    501,
    538,
    589,
    677,  # .90 – .99
)

#: D(1.00) — undetermined in the seed; FIDE's notional value (FIDE B.02, 1.48 table).
UNDETERMINED_D = 800

#: Table II: upper bound of each difference band and We (hundredths) of the higher-rated player.
#: Seed 000, "TABLE II : ESPÉRANCES DE GAIN".
_TABLE_II: tuple[tuple[int, int], ...] = (
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
)
_TABLE_II_BOUNDS = tuple(b for b, _ in _TABLE_II)


def round_half_up(value: Fraction | float | int, places: int = 0) -> Fraction:
    """Round half-up (towards +inf at .5), exactly, as the federation's printed cards do."""
    q = value if isinstance(value, Fraction) else Fraction(value)
    scale = 10**places
    num, den = q.numerator * scale, q.denominator  # value · scale = num / den, den > 0
    return Fraction((2 * num + den) // (2 * den), scale)  # floor(num / den + 1/2)


def p_hundredths(score: Fraction | float, games: int) -> int:
    """The score fraction p in whole hundredths, rounded half-up (seed 000: "33 %" for 4/12)."""
    if games <= 0:
        raise ValueError("p needs at least one game")
    return int(round_half_up(Fraction(score) * 100 / games))


def d_of_p(p100: int) -> int:
    """Table I: D(p) for p in hundredths (0…100). 0 and 100 give ∓/±800 (undetermined)."""
    if not 0 <= p100 <= 100:
        raise ValueError(f"p out of range: {p100}")
    if p100 == 100:
        return UNDETERMINED_D
    if p100 == 0:
        return -UNDETERMINED_D
    if p100 >= 50:
        return _TABLE_I_UPPER[p100 - 50]
    return -_TABLE_I_UPPER[50 - p100]


def we_hundredths(diff: int, cap: int | None) -> int:
    """Table II: expected score (hundredths) of a player ``diff`` points above his opponent.

    ``cap`` limits |diff| first (seed 000: "Si la différence de cote entre deux joueurs dépasse
    350 pts, elle est ramenée à 350"). Above 735 the seed's table gives 1.00 / 0.00.
    """
    d = abs(int(diff))
    if cap is not None:
        d = min(d, cap)
    i = bisect_left(_TABLE_II_BOUNDS, d)
    high = 100 if i == len(_TABLE_II) else _TABLE_II[i][1]
    return high if diff >= 0 else 100 - high


def we_table(cap: int) -> list[int]:
    """Table II as a list: ``we_table(cap)[d + cap]`` is We (hundredths) for a difference
    ``d`` already limited to ±cap (the hot path of a period run)."""
    return [we_hundredths(d, cap) for d in range(-cap, cap + 1)]
