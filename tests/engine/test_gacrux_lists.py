"""elodesk's selection of a bracket's edges (engine/gacruxedges.py, ``DutchEngine.get_edges``
and ``get_modifiededges``) is gacrux's own.

The expected values are gacrux 1.11.65's ``pairing.get_edges`` and ``get_modifiededges``
themselves: every time the engine asks for the edges between a set of players while pairing a
round (``remove_pairs`` after each bracket, ``select_nodes_and_edges`` and ``apply_c9`` before
it; ``modify_edges`` for a bracket's matching), gacrux's method is run on the same input first,
and the two lists must hold the same edge objects in the same order. The rounds
are generated (``tests/swiss_history.py``): round 2 after a C.04.3 first round, middle and last
rounds with many small score groups; the 61-player open has the pairing-allocated bye (C.2,
C.5), whose edges ``find_pab`` leaves out of the round's first list; one round with forbidden
pairs (TRF-26 ``260``) and players absent (C.04.3 A.3). The test also sees that the arrays of
the round's first list were taken from the crosstable (``listed_arrays``), and that without
numpy the engine's own loop gives the same pairing.
"""

from __future__ import annotations

from typing import Any

import pytest
from gacrux.pairing import pairing

from elodesk.engine import gacruxedges
from elodesk.engine.pairing import PairingOptions, pair_round
from tests.swiss_history import ROUNDS, generated, with_absent


@pytest.mark.parametrize(
    ("n", "rnd", "forbidden", "absent", "narrow"),
    [
        (40, 2, (), 0, False),
        (100, 5, (), 0, False),
        (100, 9, (), 0, False),
        (61, 2, (), 0, False),
        (61, 5, (), 0, False),
        (61, 9, (), 0, False),
        (300, 2, (), 0, False),
        (80, 6, ((1, 2), (5, 9), (3, 30)), 3, False),
        # every list's players kept as 16-bit numbers (the round's lists of 65 536 edges and
        # more: gacruxedges._NARROW_FROM)
        (100, 9, (), 0, True),
        (300, 2, (), 0, True),
        (80, 6, ((1, 2), (5, 9), (3, 30)), 3, True),
    ],
)
def test_get_edges_is_gacrux_own(
    monkeypatch: pytest.MonkeyPatch,
    n: int,
    rnd: int,
    forbidden: tuple[tuple[int, int], ...],
    absent: int,
    narrow: bool,
) -> None:
    if narrow:
        monkeypatch.setattr(gacruxedges, "_NARROW_FROM", 0)
    fast = gacruxedges.DutchEngine.get_edges
    fast_listed = gacruxedges.DutchEngine.listed_arrays
    fast_modified = gacruxedges.DutchEngine.get_modifiededges
    seen = {"calls": 0, "kept": 0, "listed": 0, "modified": 0, "modified_kept": 0}

    def both(self: Any, nodes: list[Any], edges: list[Any], condition: Any = None) -> list[Any]:
        theirs = pairing.get_edges(self, nodes, edges, condition)
        ours = fast(self, nodes, edges, condition)
        assert type(ours) is list
        assert len(ours) == len(theirs)
        assert all(a is b for a, b in zip(ours, theirs, strict=True))
        seen["calls"] += 1
        seen["kept"] += id(ours) in self.__dict__.get("edge_arrays", {})
        return ours

    def listed(self: Any, edges: list[Any]) -> Any:
        arrays = fast_listed(self, edges)
        assert arrays is not None  # the round's first list: from the crosstable's flags
        assert (arrays[1].itemsize == 2) is narrow
        seen["listed"] += 1
        return arrays

    def modified(
        self: Any, nodeid1: list[int], nodeid2: list[int], edges: list[Any], condition: Any = None
    ) -> list[Any]:
        gacrux_own = pairing.get_modifiededges
        theirs = gacrux_own(self, nodeid1, nodeid2, edges, condition)
        seen["modified_kept"] += id(edges) in self.__dict__.get("edge_arrays", {})

        def own_loop(*args: Any) -> Any:
            # gacrux's loop only for a short list (< 200 edges): the others have arrays
            assert len(edges) < gacruxedges._ARRAYS_MIN
            return gacrux_own(*args)

        with monkeypatch.context() as m:
            m.setattr(pairing, "get_modifiededges", own_loop)
            ours = fast_modified(self, nodeid1, nodeid2, edges, condition)
        assert type(ours) is list
        assert len(ours) == len(theirs)
        assert all(a is b for a, b in zip(ours, theirs, strict=True))
        seen["modified"] += 1
        return ours

    monkeypatch.setattr(gacruxedges.DutchEngine, "get_edges", both)
    monkeypatch.setattr(gacruxedges.DutchEngine, "get_modifiededges", modified)
    monkeypatch.setattr(gacruxedges.DutchEngine, "listed_arrays", listed)
    t = with_absent(generated(n, rnd - 1), rnd, absent)
    pair_round(t, rnd, PairingOptions(rounds=ROUNDS, forbidden=forbidden))
    assert seen["calls"] > 2
    assert seen["listed"] == 1
    assert seen["kept"] > 0  # lists returned keep their arrays for the next call
    if rnd > 2:  # brackets matched on their own edges, selected from the arrays kept
        assert seen["modified_kept"] > 0


def test_without_numpy_the_pairing_is_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """The arrays are numpy's (installed with rustworkx): without it, gacrux's own loop."""
    t = generated(61, 4)
    options = PairingOptions(rounds=ROUNDS)
    with_numpy = pair_round(t, 5, options)
    monkeypatch.setattr(gacruxedges, "_np", None)
    assert pair_round(t, 5, options) == with_numpy


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 2), (61, 5), (61, 9), (100, 9), (300, 2)])
def test_find_pab_is_gacrux_own(monkeypatch: pytest.MonkeyPatch, n: int, rnd: int) -> None:
    """gacrux's ``pairing_dutch.find_pab`` on the same input first: the bye's level and the
    round's edges (the same objects in the same order) must be equal; the odd fields (61
    players) have a pairing-allocated bye whose edges are left out but to its level."""
    from gacrux.pairingdutch import pairing_dutch

    fast = gacruxedges.DutchEngine.find_pab
    checked: list[int] = []

    def both(self: Any, nodes: list[Any], edges: list[Any]) -> Any:
        before = self.pablevel
        theirs = pairing_dutch.find_pab(self, nodes, edges)
        pab = self.pablevel
        self.pablevel = before
        ours = fast(self, nodes, edges)
        assert self.pablevel == pab == ours[1] == theirs[1]
        assert ours[0] is theirs[0] is None and ours[2] is theirs[2]
        assert len(ours[3]) == len(theirs[3])
        assert all(a is b for a, b in zip(ours[3], theirs[3], strict=True))
        checked.append(len(edges) - len(ours[3]))
        return ours

    keyed = [0]
    minus_lower = gacruxedges._minus_lower

    def key(edge: dict[str, Any]) -> int:
        keyed[0] += 1
        return minus_lower(edge)

    monkeypatch.setattr(gacruxedges.DutchEngine, "find_pab", both)
    monkeypatch.setattr(gacruxedges, "_minus_lower", key)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert len(checked) == 1
    assert keyed[0] > 0  # list_edges' list: its part above level 0 found by bisection
    if n % 2:
        assert checked[0] > 0  # edges of the bye's player left out


@pytest.mark.parametrize(
    ("n", "rnd", "bye"),
    [
        (10, 4, False),
        (10, 5, False),
        (10, 9, False),
        (12, 7, False),
        (14, 9, False),
        (20, 9, False),
        (11, 5, True),
        (11, 9, True),
    ],
)
def test_find_weighted_pab_is_gacrux_own(
    monkeypatch: pytest.MonkeyPatch, n: int, rnd: int, bye: bool
) -> None:
    """gacrux's ``pairing_dutch.find_weighted_pab`` on the same input first (the whole round's
    test whether it can be paired, and the bye's lowest level, when the players' counts of
    partners do not settle it): the same pairs, unpaired players and level, and the same
    weights left on the edges. An even field (no edge of the bye's node, cid 0) is matched
    without weights; an odd one (11 players: the bye's edges weighed) by gacrux's method.
    Round 9 of 10 players has no legal pairing (C.04.3 C.1: the same level -1)."""
    from gacrux.pairingdutch import pairing_dutch

    from elodesk.engine.pairing import NoLegalPairing

    fast = gacruxedges.DutchEngine.find_weighted_pab
    seen: list[tuple[bool, int]] = []

    def both(self: Any, nodes: list[Any], edges: list[Any]) -> Any:
        theirs = pairing_dutch.find_weighted_pab(self, nodes, edges)
        weights = [edge["weight"] for edge in edges]
        for edge in edges:
            edge["weight"] = None
        ours = fast(self, nodes, edges)
        assert ours == theirs
        assert [edge["weight"] for edge in edges] == weights
        seen.append((any(edge["ca"] == 0 for edge in edges), ours[2]))
        return ours

    monkeypatch.setattr(gacruxedges.DutchEngine, "find_weighted_pab", both)
    try:
        pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    except NoLegalPairing:
        assert (n, rnd) == (10, 9)
        assert seen[-1][1] == -1
    assert seen and all(has_bye == bye for has_bye, _ in seen)
