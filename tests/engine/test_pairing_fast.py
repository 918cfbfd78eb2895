"""The compiled matching (``engine/matching.py``) pairs exactly as networkx's pure Python.

The oracle is the pure path: the same engine with every matching solved by networkx (the
implementation gacrux was written and tested with). The tournaments are generated
(``tests/swiss_history.py``): round 2 after a C.04.3 first round is the round whose large score
group makes the engine fall back on matchings (issue measured: the heavy round of an open);
later rounds have many small brackets. Each case asserts that the compiled path was taken, so
that the comparison cannot pass by both sides being the same code.
"""

from __future__ import annotations

import random
from typing import Any

import networkx as nx
import pytest

from elodesk.engine import matching
from elodesk.engine.gacruxdefs import Criteria
from elodesk.engine.lexmatching import NotStaged, Places, check_places, compress
from elodesk.engine.pairing import PairingOptions, pair_round
from tests.engine.test_gacrux_edges import EVERY_SIZE
from tests.swiss_history import ROUNDS, generated


@pytest.mark.parametrize(("n", "rnd"), [(100, 2), (100, 5), (100, 9), (61, 4), (120, 7)])
def test_fast_path_pairs_as_the_pure_path(n: int, rnd: int) -> None:
    t = generated(n, rnd - 1)
    options = PairingOptions(rounds=ROUNDS)
    before = matching.COUNTS["compiled"]
    fast = pair_round(t, rnd, options)
    assert matching.COUNTS["compiled"] > before  # the compiled matching was used
    with matching.mode("pure"):
        compiled = matching.COUNTS["compiled"]
        pure = pair_round(t, rnd, options)
        assert matching.COUNTS["compiled"] == compiled
    assert fast.boards == pure.boards
    assert fast.bye == pure.bye


def test_matching_equals_networkx_on_a_weighted_graph() -> None:
    # a 6-cycle with a chord: networkx's own min_weight_matching is the expected value
    g = nx.Graph()
    g.add_weighted_edges_from(
        [(1, 2, 5), (2, 3, 1), (3, 4, 5), (4, 5, 1), (5, 6, 5), (6, 1, 1), (1, 4, 2)]
    )
    expected = {frozenset(e) for e in nx.min_weight_matching(g)}
    assert {frozenset(e) for e in matching.min_weight_matching(g)} == expected
    assert expected == {frozenset((2, 3)), frozenset((4, 5)), frozenset((6, 1))}


def test_weights_too_large_go_to_python() -> None:
    # 2**200: beyond the compiled matching's 128-bit integers
    g = nx.Graph()
    g.add_weighted_edges_from([(1, 2, 2**200), (3, 4, 1), (1, 3, 0), (2, 4, 2**200)])
    before = dict(matching.COUNTS)
    got = {frozenset(e) for e in matching.min_weight_matching(g)}
    assert matching.COUNTS["python"] == before["python"] + 1
    assert got == {frozenset((1, 3)), frozenset((2, 4))}


# --- a homogeneous bracket whose weights do not fit: solved in stages (engine/lexmatching.py) ---

#: (players, round, generator seed) whose round has a homogeneous bracket with weights of more
#: than 120 bits (found by pairing generated opens and counting ``COUNTS["staged"]``); the
#: 60-player ones take more than one stage, so that the graph is cut between stages
STAGED = [(60, 2, 1), (60, 3, 3), (100, 2, 3)]


def _fast_and_pure(n: int, rnd: int, seed: int) -> tuple[object, object, dict[str, int]]:
    t = generated(n, rnd - 1, seed=seed)
    options = PairingOptions(rounds=ROUNDS)
    before = dict(matching.COUNTS)
    fast = pair_round(t, rnd, options)
    used = {k: matching.COUNTS[k] - before[k] for k in before}
    with matching.mode("pure"):
        pure = pair_round(t, rnd, options)
    return fast, pure, used


@pytest.mark.parametrize(("n", "rnd", "seed"), STAGED)
def test_staged_bracket_pairs_as_the_pure_path(n: int, rnd: int, seed: int) -> None:
    fast, pure, used = _fast_and_pure(n, rnd, seed)
    assert used["staged"] == 1 and used["python"] == 0
    assert used["stages"] >= (2 if n == 60 else 1)
    assert fast == pure  # boards and bye


@pytest.mark.parametrize("chunk", [1, 7])
def test_edges_given_in_parts_pair_as_the_pure_path(
    monkeypatch: pytest.MonkeyPatch, chunk: int
) -> None:
    """``matching._solve`` gives rustworkx a graph's edges in parts of ``_CHUNK`` (a list of
    707 000 at once was 55 MB): in parts of 1 and of 7 edges, the compiled and the staged
    matchings of a round pair it as networkx does."""
    monkeypatch.setattr(matching, "_CHUNK", chunk)
    fast, pure, used = _fast_and_pure(60, 2, 1)
    assert used["staged"] == 1 and used["compiled"] > 0 and used["python"] == 0
    assert fast == pure


def test_labelled_edges_are_read_once_then_let_go() -> None:
    """``matching._labelled`` (what the staged matching reads): the edges on their nodes'
    labels with their weights, or their places' weights, as they come; the list given is
    emptied once they are all read (its 707 000 edges in round 2 of 2 000 players: 45 MB)."""
    nodes = ["a", "b", "c"]
    edges = [(0, 1, 5), (1, 2, 7)]
    assert list(matching._labelled(nodes, edges, None)) == [("a", "b", 5), ("b", "c", 7)]
    assert edges == []
    placed = [(0, 1, 1), (1, 2, 0)]
    assert list(matching._labelled(nodes, placed, [10, 20])) == [("a", "b", 20), ("b", "c", 10)]
    assert placed == []


@pytest.mark.slow
def test_staged_500_player_round_2_pairs_as_the_pure_path() -> None:
    # the heavy round of the benchmark: a 93-player homogeneous bracket on a 296-node graph,
    # weights of 619 bits
    fast, pure, used = _fast_and_pure(500, 2, 2)
    assert used["staged"] == 1 and used["python"] == 0
    assert fast == pure


@pytest.mark.slow
@pytest.mark.parametrize("n", [40, 60, 80, 100, 140, 200])
def test_generated_opens_fast_as_pure(n: int) -> None:
    # every seed 1..8, rounds 2 and 3 (the rounds with the large score groups); among them
    # the staged brackets of STAGED and others (60, 100 and 140 players have some)
    staged = 0
    for seed in range(1, 9):
        for rnd in (2, 3):
            fast, pure, used = _fast_and_pure(n, rnd, seed)
            staged += used["staged"]
            assert fast == pure, (n, seed, rnd)
    assert staged or n not in (60, 100, 140)


def test_compressed_q_orders_every_matching_as_q() -> None:
    # four nodes a path a-b-c-d plus a chord: every matching's Q compared before and after,
    # the matchings listed by hand (at most 2 edges: pairs = 2)
    es = [(0, 1, 5, 0, 0, 0), (1, 2, 0, 0, 0, 0), (2, 3, 11, 0, 0, 0), (0, 3, 1000, 0, 0, 0)]
    small = compress(list(es), 2)  # (re-encoded in place: a copy given)
    # 5 > 0, 11 > 2·5, 1000 > 2·(5 + 11): the values become 3**0, 3**1, 3**2
    assert [e[2] for e in small] == [1, 0, 3, 9]
    matchings = [(0,), (1,), (2,), (3,), (0, 2), (1, 3)]

    def total(edges: list[tuple[int, ...]], m: tuple[int, ...]) -> int:
        return sum(edges[k][2] for k in m)

    for m1 in matchings:
        for m2 in matchings:
            before = (total(es, m1) > total(es, m2)) - (total(es, m1) < total(es, m2))
            after = (total(small, m1) > total(small, m2)) - (total(small, m1) < total(small, m2))
            assert before == after
    # 9 <= 2·5: two edges of value 5 outweigh one of 9, no recoding
    assert compress([(0, 1, 5, 0, 0, 0), (2, 3, 9, 0, 0, 0)], 2)[1][2] == 9


def _places(**change: object) -> Places:
    # the places gacrux gives a bracket of B = 4 players, S = 2 pairs (update_homogenious:
    # HO5 depths 3, 2, 1; HO4 and HO3 one bit a player; HO2 depth 3 + 1 + 1; HO1 depth 3)
    p5 = (2, 1, 1)
    unit = 3 * 2 * 1
    p4 = (2 * unit, unit)
    p3 = (8 * unit, 4 * unit)
    p2 = 16 * unit
    p1 = p2 * 5
    base: dict[str, object] = dict(
        ho0=p1 * 3, p1=p1, p2=p2, p3=p3, p4=p4, p5=p5, size=4, pairs=2,
        bsn={"a": 1, "b": 2, "c": 3, "d": 4},
    )  # fmt: skip
    base.update(change)
    return Places(**base)  # type: ignore[arg-type]


def test_places_of_gacrux_form_are_accepted() -> None:
    # player 1 can meet 2, 3 and 4 (reach 3), player 2 meets 4 (reach 2), player 3 meets 4
    assert check_places(_places(), {1: 3, 2: 2, 3: 1}) >= 0


def test_a_place_that_a_lower_digit_can_reach_is_refused() -> None:
    # the smallest flag place no longer above every transposition term: the order of the
    # weights is not the lexicographic one, so the bracket is solved in one go
    with pytest.raises(NotStaged):
        check_places(_places(p4=(8, 6)), {1: 3, 2: 2, 3: 1})  # 8 < 3·2 + 2·1 + 1·1
    with pytest.raises(NotStaged):
        check_places(_places(p1=7), {1: 3})  # HO1 not a multiple of HO2


def test_weights_not_of_the_bracket_form_go_to_networkx() -> None:
    # the bracket said to be homogeneous, but the weights are not gacrux's formula: networkx
    # solves it (its own answer is the expected one)
    g = nx.Graph()
    big = 2**200
    g.add_weighted_edges_from([("a", "b", big), ("c", "d", 1), ("a", "c", 0), ("b", "d", big)])
    before = dict(matching.COUNTS)
    with matching.homogeneous(_places):
        got = {frozenset(e) for e in matching.min_weight_matching(g)}
    assert matching.COUNTS["python"] == before["python"] + 1
    assert matching.COUNTS["staged"] == before["staged"]
    assert got == {frozenset(e) for e in nx.min_weight_matching(g)}


def test_weighted_graph_is_networkx_graph_for_the_matching() -> None:
    # edges given twice (the last weight kept), nodes first seen as second ends: the node and
    # edge order and the weights are networkx's own
    rng = random.Random(7)
    calls = [
        [(rng.randrange(12), rng.randrange(12), rng.randrange(50)) for _ in range(40)]
        for _ in range(2)
    ]
    calls = [[(u, v, w) for u, v, w in c if u != v] for c in calls]
    light, real = matching.WeightedGraph(), nx.Graph()
    for c in calls:
        light.add_weighted_edges_from(c)
        real.add_weighted_edges_from(c)
    assert list(light) == list(real)
    assert light.weighted_edges() == list(real.edges(data="weight"))
    replay = light.to_networkx()
    assert list(replay.edges(data="weight")) == list(real.edges(data="weight"))
    expected = {frozenset(e) for e in nx.min_weight_matching(real)}
    assert {frozenset(e) for e in matching.min_weight_matching(light)} == expected
    with matching.mode("pure"):
        assert matching.min_weight_matching(light) == set(nx.min_weight_matching(real))


def test_criteria_table_answers_as_gacrux_enums() -> None:
    import gacrux.crosstabledutch
    from gacrux.crosstable import flt

    # the Enum itself (once installed, crosstabledutch's and pairingdutch's are the table)
    qdefs = gacrux.crosstabledutch.qdefs
    qdefs = qdefs._enum if isinstance(qdefs, Criteria) else qdefs
    for enum in (qdefs, flt):
        table = Criteria(enum)
        assert [(c.name, c.value) for c in table] == [(m.name, m.value) for m in enum]
        for name, member in enum.__members__.items():  # aliases included (QC0 is QL)
            assert getattr(table, name).name == member.name
            assert table(member.value).name == enum(member.value).name
        with pytest.raises(ValueError):
            table(999)


@pytest.mark.parametrize(("n", "rnd", "seed"), STAGED)
def test_stages_of_any_size_pair_the_bracket_as_networkx(
    monkeypatch: pytest.MonkeyPatch, n: int, rnd: int, seed: int
) -> None:
    """The staged matching with stages of 40 to 118 bits (more stages, partner digits cut at
    their guesses, guesses that fail and digits that reach their cut: lexmatching's rule)
    keeps the bracket's pairs of networkx's one-shot matching of the same graph."""
    import rustworkx

    from elodesk.engine import lexmatching

    brackets: list[tuple[Places, list[object], list[tuple[object, object, int]]]] = []
    staged = matching.staged_matching

    def keep(p: Places, nodes: Any, edges: Any, solve: Any, *args: Any) -> Any:
        edges = list(edges)  # (the matching gives them as they come: read once)
        brackets.append((p, list(nodes), edges))
        return staged(p, nodes, edges, solve, *args)

    monkeypatch.setattr(matching, "staged_matching", keep)
    pair_round(generated(n, rnd - 1, seed=seed), rnd, PairingOptions(rounds=ROUNDS))
    assert brackets
    for p, nodes, edges in brackets:
        graph = nx.Graph()
        graph.add_weighted_edges_from(edges)
        inside = set(p.bsn)
        expected = {frozenset(e) for e in nx.min_weight_matching(graph) if set(e) <= inside}
        for bits in (40, 50, 64, lexmatching.STAGE_BITS):
            try:
                pairs, _ = lexmatching.staged_matching(
                    p, nodes, edges, matching._solver(rustworkx), bits
                )
            except NotStaged:
                assert bits < 64  # Q and Y alone take more than a small stage
                continue
            assert {frozenset(e) for e in pairs if set(e) <= inside} == expected, bits


@pytest.mark.parametrize(("n", "rnd"), [(30, 9), (100, 2)])
def test_a_paired_round_leaves_no_cycles_to_the_collector(n: int, rnd: int) -> None:
    """The engine's objects hold one another in cycles (its crosstable's edges, the methods
    wrapped on it); left to the cyclic collector they were walked after every round: 3 725
    objects here for round 9 of the 30-player open, 23 571 for round 2 of the 100-player one
    (measured before the engine was emptied; with scripts/bench_pairing.py's seed, warm, the
    latter took 68 ms with the collections, 50 ms without). Paired with the collector off, the round leaves
    (almost) nothing for it, and the pairing is the same."""
    import gc

    t = generated(n, rnd - 1)
    options = PairingOptions(rounds=ROUNDS)
    first = pair_round(t, rnd, options)
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        again = pair_round(t, rnd, options)
        freed = gc.collect()
    finally:
        if was:
            gc.enable()
    assert freed < 100, freed
    assert again.boards == first.boards and again.bye == first.bye


def test_edges_listed_in_networkx_order() -> None:
    """``matching.networkx_order`` (the graph of a bracket's edges listed without building it)
    lists the nodes and edges as networkx lists the graph built from the same edges: distinct
    pairs, given either way round, nodes first seen as second ends."""
    rng = random.Random(11)
    for _ in range(20):
        pairs = {frozenset(rng.sample(range(15), 2)) for _ in range(45)}
        edges = [(*rng.sample(sorted(p), 2), rng.randrange(60)) for p in pairs]
        rng.shuffle(edges)
        real = nx.Graph()
        real.add_weighted_edges_from(edges)
        nodes, listed = matching.networkx_order(edges)
        assert nodes == list(real)
        assert [(nodes[i], nodes[j], w) for i, j, w in listed] == list(real.edges(data="weight"))
        expected = {frozenset(e) for e in nx.min_weight_matching(real)}
        assert {frozenset(e) for e in matching.match_edges(edges)} == expected


def test_weights_given_by_place_match_as_the_weights() -> None:
    """``matching.match_edges`` with each edge's weight given by its place in a list (the
    Dutch engine's edges of one kind, ``weigh_bracket``): the pairs of the same edges with
    their weights, in both modes, for weights that fit the compiled matching and weights that
    do not (networkx)."""
    rng = random.Random(13)
    for top in (60, 2**130):
        for _ in range(10):
            pairs = {frozenset(rng.sample(range(14), 2)) for _ in range(40)}
            values = [rng.randrange(top) for _ in range(6)]
            placed = [(*rng.sample(sorted(p), 2), rng.randrange(6)) for p in pairs]
            used = sorted({k for _, _, k in placed})
            weights = [values[k] if k in used else values[used[0]] for k in range(6)]
            edges = [(u, v, weights[k]) for u, v, k in placed]
            for way in ("fast", "pure"):
                with matching.mode(way):
                    ours = matching.match_edges(placed, weights)
                    expected = matching.match_edges(edges)
                assert {frozenset(e) for e in ours} == {frozenset(e) for e in expected}


def test_edges_given_twice_are_matched_as_networkx_graph() -> None:
    # an edge given twice, its last weight kept (networkx's graph): through WeightedGraph.
    # By hand: 1-2 at 9 and 3-4 at 0 weigh 9, 2-3 and 4-1 weigh 4 (1-2 at its first weight,
    # 0, would have made 1-2 and 3-4 the lighter pairs)
    edges = [(1, 2, 0), (2, 3, 2), (3, 4, 0), (4, 1, 2), (2, 1, 9)]
    real = nx.Graph()
    real.add_weighted_edges_from(edges)
    expected = {frozenset(e) for e in nx.min_weight_matching(real)}
    assert {frozenset(e) for e in matching.match_edges(edges)} == expected
    assert expected == {frozenset((2, 3)), frozenset((4, 1))}


@pytest.mark.parametrize(("n", "rnd"), EVERY_SIZE)
def test_bracket_edges_matched_as_networkx(
    monkeypatch: pytest.MonkeyPatch, n: int, rnd: int
) -> None:
    """Every matching the engine asks for a bracket's edges (``match_edges``): the pairs of the
    matching of the graph built from them as before (``WeightedGraph``), and as many pairs of
    the same total weight as networkx's own matching (the oracle; where two matchings weigh
    the same, the two algorithms may keep either, and the engine's later stages decide)."""
    asked = matching.match_edges
    seen: list[int] = []

    def both(edges: list[tuple[Any, Any, Any]], weights: Any = None) -> set[tuple[Any, Any]]:
        ours = asked(edges, weights)
        if weights is not None:  # (each edge's weight given by its place)
            edges = [(u, v, weights[k]) for u, v, k in edges]
        real = nx.Graph()
        real.add_weighted_edges_from(edges)
        graph = matching.WeightedGraph()
        graph.add_weighted_edges_from(edges)
        before = matching.min_weight_matching(graph)
        # the same pairs (the compiled matching orients a pair either way from call to call)
        assert {frozenset(e) for e in ours} == {frozenset(e) for e in before}
        theirs = nx.min_weight_matching(real)
        assert len(ours) == len(theirs)
        assert sum(real[a][b]["weight"] for a, b in ours) == sum(
            real[a][b]["weight"] for a, b in theirs
        )
        seen.append(len(edges))
        return ours

    monkeypatch.setattr(matching.GacruxNetworkx, "match_edges", staticmethod(both))
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert seen and max(seen) > n // 2


#: rounds whose completion tests (C.04.3 C.4) ask for a maximum matching's size (found by
#: counting the calls over the 10-, 30-, 61- and 100-player opens and four more rounds)
COMPLETION = [(10, 5), (10, 8), (30, 9), (60, 9)]


@pytest.mark.parametrize(("n", "rnd"), COMPLETION)
def test_unpaired_count_is_gacrux_own(monkeypatch: pytest.MonkeyPatch, n: int, rnd: int) -> None:
    """``DutchEngine.weighted_match`` (how many players a maximum matching leaves unpaired)
    against gacrux's ``pairing_dutch.weighted_match`` with networkx's matching (the pure
    mode), each time the engine asks: the same count."""
    from gacrux.pairingdutch import pairing_dutch

    from elodesk.engine import gacruxedges

    own = gacruxedges.DutchEngine.weighted_match
    counts: list[int] = []

    def both(self: Any, nodes: list[Any], edges: list[Any]) -> int:
        with matching.mode("pure"):
            theirs = pairing_dutch.weighted_match(self, nodes, edges)
        ours = own(self, nodes, edges)
        assert ours == theirs
        counts.append(ours)
        return ours

    monkeypatch.setattr(gacruxedges.DutchEngine, "weighted_match", both)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert counts


def test_maximum_matching_size_is_networkx_own() -> None:
    """``matching.maximum_matching_size`` against networkx's maximum-cardinality matching of
    the same graph (pairs given twice or either way round, a node paired with itself), in
    both modes; the fast mode answers some graphs by a greedy matching that pairs every node
    but one at most, and asks the compiled matching for the others: both seen here."""
    rng = random.Random(5)
    calls = compiled = 0
    for size in (2, 5, 9, 14):
        for _ in range(15):
            pairs = [(rng.randrange(size), rng.randrange(size)) for _ in range(rng.randrange(25))]
            graph = nx.Graph()
            graph.add_edges_from(pairs)
            expected = len(nx.max_weight_matching(graph, maxcardinality=True))
            before = matching.COUNTS["compiled"]
            assert matching.maximum_matching_size(pairs) == expected, pairs
            calls += 1
            compiled += matching.COUNTS["compiled"] - before
            with matching.mode("pure"):
                assert matching.maximum_matching_size(pairs) == expected, pairs
    assert 0 < compiled < calls
