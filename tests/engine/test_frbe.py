"""FRBE formulas and the event computation, each test citing its rule."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from elodesk.engine.frbe import RULE_SETS, band_k, k_for_game, performance, regular_update
from elodesk.engine.model import Event, EventType, Game, InvalidInput, Player, Result, Status
from elodesk.engine.systems import get_system
from tests.conftest import shared_path

R2008 = RULE_SETS["frbe-2008"]
R2022 = RULE_SETS["frbe-2022"]
FRBE = get_system("frbe")


def test_formula_i_seed_example():
    # seed 000: 12 games, opponents 24 048, 4 points → 2004 − 125 = 1879
    perf = performance(24048, 12, 4, R2008)
    assert (perf.rc, perf.p100, perf.d, perf.rating) == (2004, 33, -125, 1879)
    # then 8 more (14 325, 5 points): 20 games → 1919 − 36 = 1883
    assert performance(24048 + 14325, 20, 9, R2008).rating == 1883


def test_formula_i_undetermined_and_clamped():
    unclamped = replace(R2008, p_clamp=None)
    assert performance(30000, 20, 20, unclamped).undetermined
    assert performance(30000, 20, 20, unclamped).rating == 1500 + 800
    # the 2009-2010 cards clamp p to .11/.89 (player 10414: 1.5/20 → "p=0.11 D(p)=-351")
    assert performance(28568, 20, 1.5, R2008).rating == 1428 - 351 == 1077
    # frbe-2022 clamps p to .92 (D 401), as in the 2022 cards
    assert performance(30000, 20, 20, R2022).rating == 1500 + 401


def test_k_by_game_number():
    # seed 000: K 32 for games 21–100, 24 for 101–300, then 16/12/10 by rating
    assert k_for_game(21, 1500, R2008) == 32 and k_for_game(100, 1500, R2008) == 32
    assert k_for_game(101, 1500, R2008) == 24 and k_for_game(300, 2500, R2008) == 24
    assert k_for_game(301, 1999, R2008) == 16 and k_for_game(301, 2001, R2008) == 12
    assert k_for_game(301, 2199, R2008) == 12 and k_for_game(301, 2201, R2008) == 10
    # the federation's files: K 12 at exactly 2000, K 10 at exactly 2200
    assert k_for_game(301, 2000, R2008) == 12 and k_for_game(301, 2200, R2008) == 10
    assert band_k(2000, R2008, downward=True) == 16


def test_k_changes_at_101st_game_inside_event():
    # games 100 and 101 of the same event: K 32 then K 24
    upd = regular_update(1500, [(1500, 100, 100), (1500, 100, 101)], R2008)
    assert upd.k_per_game == (32, 24)
    assert upd.new == 1500 + 16 + 12


def test_k_changes_at_301st_game_inside_event():
    upd = regular_update(1500, [(1500, 100, 300), (1500, 100, 301)], R2008)
    assert upd.k_per_game == (24, 16)
    assert upd.new == 1500 + 12 + 8


def test_transition_when_k_changes_at_game_100():
    # 1990 wins game 100 (K 32) and 101 (K 24) against 1990s (We .50 each): Ri + G = 1990 + 16
    # + 12 = 2018 crosses 2000 while K changed, so, as 2008-07 player 12262's card does it
    # ("Ki=32, Kf=24"), Rf = 2000 + ((2 − 1) + (1990 − 2000)/32)·24 = 2000 + 16.5 → 2017
    upd = regular_update(1990, [(1990, 100, 100), (1990, 100, 101)], R2008)
    assert upd.plain == 2018
    assert upd.transition and upd.exact == Fraction(40330, 20) and upd.new == 2017


def test_no_transition_below_300_games_when_k_is_constant():
    # K 32 throughout: the formula would give Ri + G anyway; nothing is flagged
    upd = regular_update(1990, [(1990, 100, 50), (1990, 100, 51)], R2008)
    assert not upd.transition and upd.new == 1990 + 16 + 16


def test_transition_at_2000_seed_003():
    # Rf = 2000 + ((W − We) + (Ri − 2000)/Ki)·Kf, Ri 1997, Ki 16, W − We .93, Kf 12 → 2009
    upd = regular_update(1997, [(2097, 100, 401), (2227, 50, 402)], R2022)
    assert upd.we == Fraction(57, 100)
    assert upd.transition and upd.new == 2009


def test_transition_downwards_at_2200():
    # 2205 loses 1 point of expectation with K 10: 2205 → 2200 costs .5, then K 12: 2194
    upd = regular_update(2205, [(2205, 0, 400), (2205, 0, 401)], R2008)
    assert upd.transition
    assert upd.exact == Fraction(2194)


def _event(players, games, kind=EventType.OPEN):
    return FRBE.rate(Event(type=kind), players, games)


def test_seed_formula_ii_example_three_k():
    opps = [1645, 1680, 1920, 1720, 1980, 1905, 2010]
    res = [
        Result.WHITE_WINS,
        Result.DRAW,
        Result.BLACK_WINS,
        Result.WHITE_WINS,
        Result.DRAW,
        Result.WHITE_WINS,
        Result.BLACK_WINS,
    ]
    # Seed 000's worked example (000_c4f72fb3c887abd0.txt, lines 157-179; its "-25" for G is 1760 − 2010 = −250): Ro 1760, We per game
    # from Table II .66 .61 .29 .56 .22 .31 .19 (differences 115, 80, −160, 40, −220, −145, −250),
    # Σ We 2.84, W 4, W − We 1.16; "moins de 100 parties, Rn = 1797" (1760 + 32 × 1.16 =
    # 1797.12), "moins de 300 parties, Rn = 1788" (+ 24 × 1.16 = 1787.84), "plus de 300
    # parties, Rn = 1779" (+ 16 × 1.16 = 1778.56; 1760 is below 2000)
    for games_before, expected in ((50, 1797), (150, 1788), (400, 1779)):
        players = [Player("p", 1760, games_before)] + [
            Player(f"o{i}", r, 500) for i, r in enumerate(opps)
        ]
        games = [Game("p", f"o{i}", r) for i, r in enumerate(res)]
        out = _event(players, games)[0]
        assert out.new == expected and out.expected == pytest.approx(2.84)


def test_informative_rating_from_10_games():
    # seed 000: provisional (informative) Formula I from 10 games
    players = [Player("u", 0, 8, 12000, 4.0), Player("a", 1500, 100), Player("b", 1700, 100)]
    games = [Game("u", "a", Result.WHITE_WINS), Game("b", "u", Result.DRAW)]
    out = _event(players, games)[0]
    assert out.status is Status.PROVISIONAL
    assert out.new == performance(15200, 10, Fraction(11, 2), R2008).rating


def test_below_10_games_stays_unrated():
    players = [Player("u"), Player("a", 1500, 100)]
    out = _event(players, [Game("u", "a", Result.WHITE_WINS)])[0]
    assert out.status is Status.UNRATED and out.new is None and out.games == 1


def test_games_between_unrated_do_not_count():
    players = [Player("u"), Player("v")]
    out = _event(players, [Game("u", "v", Result.WHITE_WINS)], EventType.MATCH)
    assert [o.games for o in out] == [0, 0]


def test_newly_rated_then_formula_ii_with_k32():
    # rules/frbe.md, player 11184 of 2010-01: 17 games (27 445, 6.5), reaches 20 at his third
    # game → 1530; his two later games with K 32 → 1565
    opp = {"a": 1825, "b": 1577, "c": 1186, "d": 1830, "e": 1705}
    players = [Player("u", 0, 17, 27445, 6.5)] + [Player(k, v, 500) for k, v in opp.items()]
    games = [
        Game("u", "a", Result.BLACK_WINS),
        Game("u", "b", Result.DRAW),
        Game("u", "c", Result.WHITE_WINS),
        Game("u", "d", Result.DRAW),
        Game("u", "e", Result.WHITE_WINS),
    ]
    out = _event(players, games, EventType.MATCH)[0]
    assert out.status is Status.NEWLY_RATED
    assert out.performance == 1530
    assert out.new == 1565 and out.games_after == 22


def test_fictitious_counts_only_in_the_24_lines_file():
    # seed 003 ("Attribution d'un ELO fictif"): in the 24 lines file the unrated player of a
    # round robin is written as *** with his fictitious rating, and the rated players' games
    # against him count at it (shared/rules/frbe.md, "What a director's preview must predict")
    players = [Player("r1", 1800, 300), Player("r2", 1700, 300), Player("u")]
    games = [
        Game("u", "r1", Result.WHITE_WINS),
        Game("r2", "u", Result.DRAW),
        Game("r1", "r2", Result.DRAW),
    ]
    rr = Event(type=EventType.ROUND_ROBIN)
    out, _ = FRBE.rate_with_fictitious(rr, players, games, None, "chessman")
    # u: 1.5 / 2 against a mean of 1750 → p .75, D 193 → 1943
    assert out[2].fictitious == 1943
    # r1 (games 301, 302, K 16): loses to 1943 (We .31), draws 1700 (We .64) → 1793
    assert out[0].games == 2 and out[0].new == 1793
    # u's own lines carry *** and no ID: nothing of the event is credited to him
    assert out[2].games == 0 and out[2].new is None
    # the national file names u by his ID: with 2 games he stays unrated (seed 000: 20 games
    # for frbe-2008), so the run drops r1's game against him (seed 003, after RUN 2): r1 keeps
    # his draw with 1700 only, 1800 + 16 · (0.5 − 0.64) = 1797.76 → 1798
    out = FRBE.rate(rr, players, games)
    assert out[2].fictitious == 1943  # shown, with its derivation, whichever file
    assert out[0].games == 1 and out[0].new == 1798


def test_invalid_input_raises_own_errors():
    with pytest.raises(InvalidInput, match="himself"):
        _event([Player("a", 1500, 50)], [Game("a", "a", Result.DRAW)])
    with pytest.raises(InvalidInput, match="unknown player"):
        _event([Player("a", 1500, 50)], [Game("a", "b", Result.DRAW)])
    with pytest.raises(InvalidInput, match="duplicate"):
        _event([Player("a", 1500, 50), Player("a", 1500, 50)], [])
    with pytest.raises(InvalidInput, match="opponents_sum"):
        _event([Player("a", 0, 5)], [])


ratings = st.integers(1000, 2700)


@given(ratings, ratings, st.sampled_from([Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS]))
def test_equal_k_moves_opposite(ra, rb, res):
    # with equal K and no cap acting, a game moves the two ratings by opposite amounts
    assume(abs(ra - rb) <= 350)
    out = _event([Player("a", ra, 50), Player("b", rb, 50)], [Game("a", "b", res)], EventType.MATCH)
    assert out[0].games == out[1].games == 1
    upd_a = regular_update(ra, [(rb, int(res.white_score * 100), 51)], R2008)
    upd_b = regular_update(rb, [(ra, int(res.black_score * 100), 51)], R2008)
    assert upd_a.exact - ra == -(upd_b.exact - rb)


@settings(max_examples=60)
@given(
    st.integers(1200, 2600),
    st.integers(21, 280),
    st.lists(st.tuples(ratings, st.sampled_from([0, 1, 2])), min_size=1, max_size=15),
    st.randoms(),
)
def test_order_invariant_without_k_boundary(ro, before, rows, rnd):
    # rating changes do not depend on the order of games when no K boundary is crossed
    assume(before + len(rows) <= 100 or before > 100 and before + len(rows) <= 300)
    players = [Player("p", ro, before)] + [Player(f"o{i}", r, 500) for i, (r, _) in enumerate(rows)]
    results = [Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS]
    games = [Game("p", f"o{i}", results[s]) for i, (_, s) in enumerate(rows)]
    shuffled = list(games)
    rnd.shuffle(shuffled)
    assert _event(players, games)[0].new == _event(players, shuffled)[0].new


def test_rules_in_force_by_date():
    from elodesk.engine.frbe import rules_in_force

    # the eras of engine/frbe.py are lists (measured on shared/data/frbe: the 2022 parameters
    # from the 2015-04 list, the p clamp from 2009-07; shared/rules/frbe.md: frbe-2024 from the
    # 2024-04 list); an event is rated by the period run of the first list after its month
    # (shared/rules/frbe.md: "the federation rates an event inside its period run"; article
    # 10.a: four lists a year, 1 January, April, July, October; a list's own month goes to the
    # next run: test_a_list_month_s_games_are_rated_by_the_next_list)
    assert rules_in_force("2008-09-01") == "frbe-2006-01"  # the 2008-10 list
    assert rules_in_force("2015-01-15") == "frbe-2015-04"  # the 2015-04 list
    assert rules_in_force("2014-12-31") == "frbe-2009-07"  # the 2015-01 list
    assert rules_in_force("2015-03-31") == "frbe-2015-04"  # the 2015-04 list
    assert rules_in_force("2015-04-01") == "frbe-2015-04"  # the 2015-07 list
    assert rules_in_force("2023-03-30") == "frbe-2015-04"  # the 2023-04 list
    # the competition rules of 17 June 2023 (article 10: 5 games), from the 2023-07 list
    assert rules_in_force("2023-04-02") == "frbe-2023-07"
    assert rules_in_force("2023-06-30") == "frbe-2023-07"
    assert rules_in_force("2023-12-31") == "frbe-2023-07"  # the 2024-01 list
    # the 1400 floor of the 2024-04 list: events of January to March 2024 are rated in it
    assert rules_in_force("2024-01-06") == "frbe-2024"
    assert rules_in_force("2024-03-31") == "frbe-2024"
    assert rules_in_force("2024-04-01") == "frbe-2024"
    assert rules_in_force("2026-09-04") == "frbe-2024"
    assert rules_in_force("") == "frbe-2008"
    assert rules_in_force("2024-13-01") == "frbe-2008"


@pytest.mark.parametrize(
    ("later", "earlier", "month"),
    [("period-201507", "period-201504", "201504"), ("period-202201", None, "202110")],
)
def test_a_list_month_s_games_are_rated_by_the_next_list(later, earlier, month):
    """The games of a list's own month are in the next list's game file, not in that list's
    (its run is mid-month: CHCKLIST headers 2015-07-31, 2022-01-16): April 2015's games in the
    2015-07 CHCKLIST, not the 2015-04 one; October 2021's in 2022-01's. Counted from the
    federation's CHCKLISTs; engine.frbe.list_rating says the same list."""
    from elodesk.engine.frbe import list_rating
    from elodesk.io.chcklist import read_chcklist

    def of_month(folder: str) -> int:
        path = str(shared_path("data", "frbe", folder, "CHCKLIST.DBF"))
        return sum(1 for d in read_chcklist(path).column("DATE") if d and f"{d:%Y%m}" == month)

    in_later = of_month(later)
    assert in_later > 4000  # 6 031 and 4 708 games
    if earlier is not None:
        assert of_month(earlier) < in_later / 100  # 46 games
    year, mon = int(month[:4]), int(month[4:])
    assert list_rating(year, mon) == (int(later[7:11]), int(later[11:13]))


def test_events_and_game_files_dated_to_the_same_list():
    """A game file whose games end in a month between two lists (app.period_dates) and an
    event of that month (rules_in_force) are dated to the same list. (They differ in a list's
    own month by what is measured: a run takes the few games of its month received before it,
    so a file ending then is that list's, while an event of that month waits for the next:
    test_a_list_month_s_games_are_rated_by_the_next_list.)"""
    import datetime as dt

    from elodesk.app.period_dates import period_of
    from elodesk.engine.frbe import rules_for_date, rules_in_force

    for day in ("2009-11-20", "2015-02-14", "2023-05-06", "2024-02-10", "2024-12-01"):
        when, _ = period_of(None, [dt.date.fromisoformat(day)])
        assert when is not None
        assert rules_in_force(day) == rules_for_date(when.year, when.month).name, day
