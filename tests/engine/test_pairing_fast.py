"""The compiled matching (``engine/matching.py``) pairs exactly as networkx's pure Python.

The oracle is the pure path: the same engine with every matching solved by networkx (the
implementation gacrux was written and tested with). The tournaments are generated
(``tests/swiss_history.py``): round 2 after a C.04.3 first round is the round whose large score
group makes the engine fall back on matchings (issue measured: the heavy round of an open);
later rounds have many small brackets. Each case asserts that the compiled path was taken, so
that the comparison cannot pass by both sides being the same code.
"""

from __future__ import annotations

import networkx as nx
import pytest

from elodesk.engine import matching
from elodesk.engine.pairing import PairingOptions, pair_round
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
