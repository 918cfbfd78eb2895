"""Table I and Table II of seed 000, and their properties."""

import math
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from elodesk.engine.tables import d_of_p, p_hundredths, round_half_up, we_hundredths


def test_table_i_printed_values():
    # seed 000, TABLE I
    assert d_of_p(99) == 677 and d_of_p(51) == 7 and d_of_p(50) == 0
    assert d_of_p(33) == -125 and d_of_p(45) == -36 and d_of_p(75) == 193
    assert d_of_p(8) == -401 and d_of_p(92) == 401
    assert d_of_p(100) == 800 and d_of_p(0) == -800


def test_p_is_rounded_half_up():
    assert p_hundredths(Fraction(4), 12) == 33  # seed: "4 points sur 12, soit 33%"
    assert p_hundredths(Fraction(5, 2), 4) == 63  # .625 → .63
    assert p_hundredths(Fraction(17), 32) == 53  # seed example 2: 0.53


def test_table_ii_edges():
    assert we_hundredths(0, 350) == 50
    assert we_hundredths(3, 350) == 50 and we_hundredths(4, 350) == 51
    assert we_hundredths(115, 350) == 66 and we_hundredths(-160, 350) == 29
    assert we_hundredths(-250, 350) == 19  # seed's G: 1760 vs 2010
    assert we_hundredths(1000, 350) == 89 and we_hundredths(-1000, 350) == 11
    assert we_hundredths(1000, 400) == 92 and we_hundredths(-1000, 400) == 8
    assert we_hundredths(1000, None) == 100


def test_round_half_up():
    assert round_half_up(Fraction(5, 2)) == 3
    assert round_half_up(Fraction(38373, 20)) == 1919  # seed: 1918.65 → 1919
    assert round_half_up(Fraction(-5, 2)) == -2  # half up: towards +inf
    assert round_half_up(1.005, 2) == 1  # the float 1.005 is 1.00499999999999989…
    assert round_half_up(Fraction(1005, 1000), 2) == Fraction(101, 100)


@given(
    st.one_of(
        st.integers(-(10**6), 10**6),
        st.fractions(),
        st.floats(-1e6, 1e6, allow_nan=False, allow_infinity=False),
    ),
    st.integers(0, 3),
)
def test_round_half_up_is_the_floor_of_the_value_plus_one_half(x, places):
    # the definition: floor(x · 10^places + 1/2) / 10^places, in exact arithmetic
    scaled = Fraction(x) * 10**places + Fraction(1, 2)
    assert round_half_up(x, places) == Fraction(math.floor(scaled), 10**places)


@given(st.integers(-2000, 2000), st.sampled_from([350, 400, None]))
def test_expectation_symmetric(d, cap):
    assert we_hundredths(d, cap) + we_hundredths(-d, cap) == 100


@given(st.integers(-2000, 2000), st.integers(-2000, 2000), st.sampled_from([350, 400, None]))
def test_expectation_monotonic(a, b, cap):
    if a <= b:
        assert we_hundredths(a, cap) <= we_hundredths(b, cap)


@given(st.integers(0, 100))
def test_table_i_antisymmetric_and_monotonic(p):
    assert d_of_p(p) == -d_of_p(100 - p)
    if p < 100:
        assert d_of_p(p) < d_of_p(p + 1)
