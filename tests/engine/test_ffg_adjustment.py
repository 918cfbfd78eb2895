"""The FFG adjustment of starting levels (seed 002, "L'algorithme d'ajustement"): the reading
kept settles in a few iterations and reproduces the seed's own examples; the former reading is
kept as rule parameters only to show what it did (issue 18)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.engine import ffg
from elodesk.engine.model import Game, Result
from elodesk.io import h9
from tests.conftest import shared_path

W = Result.WHITE_WINS
#: the reading elodesk had before issue 18
BEFORE = replace(
    ffg.RULES, cumulative=True, threshold_at_registration=False, epsilon_at_registration=False
)


def _final(adj: ffg.Adjustment, pid: str) -> float:
    return adj.start[pid] + adj.delta[pid]


def test_seed_optimistic_new_player_is_rated_at_his_real_level():
    # seed: "si un nouveau joueur résolument optimiste s'inscrit 7k alors qu'il n'est que 10k,
    # il ne va pas gonfler de manière artificielle le niveau d'un 9k qui l'aurait battu" —
    # played as: he (unknown, 7k = −650) loses to five known 9k (−850).
    old = {"n": -650.0, **{f"o{i}": -850.0 for i in range(5)}}
    known = {"n": False, **{f"o{i}": True for i in range(5)}}
    games = [Game(f"o{i}", "n", W) for i in range(5)]
    adj = ffg.adjust(old, known, games)
    assert adj.settled and adj.iterations <= 10  # "en quelques itérations"
    assert ffg.level_to_rank(_final(adj, "n")) == "10k"  # "il n'est que 10k"
    # a 9k beating a real 7k: K(−850) = 60, a = (1250 + 850)/7 = 300, P(9k) = 1/(e^(200/300)+1)
    # = 0.339, ε(−650) = 5 %: 60 × (1 − 0.339 + 0.025) = 41.1; the adjusted start gives less
    assert ffg.changes(old, games, 1.0)["o0"] == pytest.approx(41.1, abs=0.05)
    assert adj.delta["o0"] < 41.1 - 5
    # the former reading sent him 1 000 points past the seed's 10k, in 89 iterations
    before = ffg.adjust(old, known, games, 1.0, BEFORE)
    assert _final(before, "n") < -950 - 500 and before.iterations > 50


def test_seed_improved_player_is_rated_near_his_real_level():
    # seed: "si un 5k se fait battre par un ex-7k qui a en fait progressé jusqu'au niveau 4k
    # depuis son dernier tournoi, alors le 5k ne perdra pratiquement rien" — played as: the ex-7k
    # (known, −650) beats five known 5k (−450).
    old = {"x": -650.0, **{f"o{i}": -450.0 for i in range(5)}}
    known = dict.fromkeys(old, True)
    games = [Game("x", f"o{i}", W) for i in range(5)]
    adj = ffg.adjust(old, known, games)
    assert adj.settled and adj.iterations <= 10
    assert abs(_final(adj, "x") - ffg.rank_to_level("4k")) < 100  # "jusqu'au niveau 4k"
    # the 5k's loss against a 7k: K(−450) = 43, P(5k) = 1/(e^(−200/271)+1) = 0.677, ε 5 %:
    # 43 × (0 − 0.677 + 0.025) = −28.0; against the corrected start he loses less
    assert ffg.changes(old, games, 1.0)["o0"] == pytest.approx(-28.0, abs=0.05)
    assert -28.0 < adj.delta["o0"] < 0
    # the former reading rated him 2k
    before = ffg.adjust(old, known, games, 1.0, BEFORE)
    assert _final(before, "x") - ffg.rank_to_level("4k") > 200


def _event(name: str) -> tuple[dict[str, float], list[Game]]:
    t = h9.read_bytes(shared_path("data", "h9", name).read_bytes()).tournament
    old = {str(p.number): ffg.rank_to_level(p.title) for p in t.players}
    games = [
        Game(str(g.white), str(g.black), g.result, g.round, g.handicap)
        for g in t.pairings
        if g.black and g.result is not None and g.result.rated
    ]
    return old, games


def _one_computation_bound(start: dict[str, float], games: list[Game]) -> dict[str, float]:
    """The most one full computation can give a player: K(own level) × (1 + ε/2) per game,
    ε ≤ 15 % (seed tables), and 1 point for K read one iteration earlier."""
    bound = dict.fromkeys(start, 1.0)
    for g in games:
        for pid in (g.white, g.black):
            bound[pid] += ffg.k_of(start[pid]) * 1.075
    return bound


@pytest.mark.parametrize("name", ["juvisy.h9", "lim2012.h9", "egc2011.h9"])
@pytest.mark.parametrize("is_known", [True, False], ids=["known", "rank-only"])
def test_real_events_settle_in_a_few_iterations(name, is_known):
    old, games = _event(name)
    known = dict.fromkeys(old, is_known)
    adj = ffg.adjust(old, known, games)
    # seed: "L'algorithme converge assez rapidement, en quelques itérations généralement"
    assert adj.settled and adj.iterations <= 15
    # a starting level is corrected once from the registration level by less than one
    # computation's delta, never walked away from it
    bound = _one_computation_bound(adj.start, games)
    assert all(abs(adj.start[k] - old[k]) <= bound[k] for k in old)
    # the former reading, as issue 18 measured it: 35 iterations or more, the cap by rank only
    # on the European Go Congress
    before = ffg.adjust(old, known, games, 1.0, BEFORE)
    assert before.iterations >= 35
    assert before.settled == (is_known or name != "egc2011.h9")


def test_epsilon_read_at_moving_levels_cycles():
    # EGC 2011 entered by rank only: with ε read at the moving starting levels, player 577
    # (registered 10k, −950) sits on ε's step at −1000 (5 % above, 10 % below) and flips it at
    # every iteration, so the adjustment cycles to the cap; ε read at registration levels settles
    old, games = _event("egc2011.h9")
    known = dict.fromkeys(old, False)
    moving = ffg.adjust(old, known, games, 1.0, replace(ffg.RULES, epsilon_at_registration=False))
    assert not moving.settled and abs(moving.start["577"] + 1000) < 2
    assert ffg.adjust(old, known, games).settled


levels = st.floats(-2900, 800, allow_nan=False)


@st.composite
def swiss(draw):
    """A Swiss-like event: up to 12 players, up to 7 rounds, one game a round at most."""
    n = draw(st.integers(2, 12))
    ids = [f"p{i}" for i in range(n)]
    games = []
    for r in range(1, draw(st.integers(1, 7)) + 1):
        order = draw(st.permutations(ids))
        for a, b in zip(order[::2], order[1::2], strict=False):
            res = draw(st.sampled_from([W, Result.BLACK_WINS, Result.DRAW]))
            games.append(Game(a, b, res, r, draw(st.sampled_from([0, 0, 0, 1, 2, 3, 5, 9]))))
    old = {i: draw(levels) for i in ids}
    known = {i: draw(st.booleans()) for i in ids}
    return old, known, games


@settings(max_examples=80, deadline=None)
@given(swiss())
def test_adjustment_settles_on_swiss_events(event):
    # real events give each player one game a round; there the correction's effect on the next
    # computation is a fraction of it (|dδ/ds| ≈ Σ K·P(1−P)/a ≤ 0.07 a game), so the
    # iteration settles well before the seed's cap of 100
    old, known, games = event
    adj = ffg.adjust(old, known, games)
    assert adj.settled and adj.iterations < 40
    bound = _one_computation_bound(adj.start, games)
    assert all(abs(adj.start[k] - old[k]) <= bound[k] for k in old)
