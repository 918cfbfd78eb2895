"""elodesk's bracket criteria (engine/gacruxrecords.py, ``update_hetrogenious`` and
``update_homogenious`` and their loops, ``hetrogenious_edges`` and ``homogenious_edges``, and
the bracket's quality, ``compute_weight``) and its weighed matching (engine/gacruxbracket.py,
``pair_weighted_round``) are gacrux's own, edge by edge.

The expected values are gacrux 1.11.65's ``crosstable_dutch.update_hetrogenious``,
``update_homogenious``, ``compute_weight`` and ``pairing_dutch.pair_weighted_round``
themselves: every time the engine asks for them while pairing a round, gacrux's method is first
run on a copy of the same edges, and every edge (its quality record, ``heweight`` /
``howeight``, its weight) and the crosstable's bracket values and weights must then be equal.
The rounds are generated (``tests/swiss_history.py``): round 2 after a C.04.3 first round
(large homogeneous groups, floats from one group), later rounds with many small heterogeneous
brackets; the 61-player open has the pairing-allocated bye (C.2, C.5).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from gacrux.crosstabledutch import crosstable_dutch

from elodesk.engine import gacruxbracket, gacruxedges, gacruxtable
from elodesk.engine.pairing import PairingOptions, pair_round
from tests.engine.test_gacrux_edges import EVERY_SIZE
from tests.swiss_history import ROUNDS, generated

_STATE = ("M", "ilen", "B", "B3", "B4", "B5", "weight", "depth")


def _state(table: Any) -> dict[str, Any]:
    return copy.deepcopy({k: getattr(table, k, None) for k in _STATE})


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 4), (60, 9), (100, 6), (61, 2), *EVERY_SIZE])
def test_bracket_criteria_are_gacrux_own(monkeypatch: pytest.MonkeyPatch, n: int, rnd: int) -> None:
    """Each time the crosstable's loop gives a list of edges their bracket criteria
    (``hetrogenious_edges``, ``homogenious_edges``: all of ``update_hetrogenious`` and
    ``update_homogenious`` but their sizes and weights, which those set first, and which the
    engine's brackets may call on the edges in parts), gacrux's whole method on a copy of the
    same edges: the crosstable's sizes and weights as they were, and the same edges. The engine
    weighs a homogeneous bracket's edges without their own ``HO3``-``HO5`` lists
    (``own_lists`` False), which ``homogenious_lists`` gives the pairs its matching keeps: here
    given to every edge, the same edges as gacrux's."""
    own_he = gacruxtable.DutchCrosstable.hetrogenious_edges
    own_ho = gacruxtable.DutchCrosstable.homogenious_edges
    checked = {"he": 0, "ho": 0, "deferred": 0}

    def he(self: Any, scorelevel: int, edges: list[Any], bsn: Any) -> None:
        state = _state(self)
        theirs = copy.deepcopy(edges)
        crosstable_dutch.update_hetrogenious(self, scorelevel, [], theirs, dict(bsn))
        assert _state(self) == state
        own_he(self, scorelevel, edges, bsn)
        assert edges == theirs
        checked["he"] += len(edges)

    def ho(
        self: Any, scorelevel: int, edges: list[Any], bsn: Any, S: int, own_lists: bool = True
    ) -> None:
        state = _state(self)
        theirs = copy.deepcopy(edges)
        crosstable_dutch.update_homogenious(self, scorelevel, theirs, dict(bsn), S)
        assert _state(self) == state
        own_ho(self, scorelevel, edges, bsn, S, own_lists)
        if not own_lists:
            # the engine's way: the bracket's edges without their own lists, which
            # homogenious_lists gives (to the pairs kept; here to every edge)
            checked["deferred"] += sum(
                c["quality"]["HO5"] != t["quality"]["HO5"]
                for c, t in zip(edges, theirs, strict=True)
            )
            self.homogenious_lists(scorelevel, edges, bsn, S)
        assert edges == theirs
        checked["ho"] += len(edges)

    monkeypatch.setattr(gacruxtable.DutchCrosstable, "hetrogenious_edges", he)
    monkeypatch.setattr(gacruxtable.DutchCrosstable, "homogenious_edges", ho)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert checked["ho"] > 0
    # (the engine's brackets weighed without their edges' own HO3-HO5 lists; round 8 of 10
    # players has no homogeneous bracket of two players who can meet)
    assert checked["deferred"] > 0 or (n, rnd) == (10, 8)
    # round 2 of the 40- and 30-player opens: every score group paired within itself, no float
    assert checked["he"] > 0 or (n, rnd) in ((40, 2), (30, 2))


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 4), (60, 9), (100, 6), *EVERY_SIZE])
def test_bracket_quality_sum_is_gacrux_own(
    monkeypatch: pytest.MonkeyPatch, n: int, rnd: int
) -> None:
    """``DutchCrosstable.compute_weight`` against gacrux's ``crosstable_dutch`` method, each
    time the engine adds up a bracket's quality: run on a copy of the same pairs first, the
    same quality and the same pairs after (their records brought to the bracket)."""
    own = gacruxtable.DutchCrosstable.compute_weight
    modes: set[str] = set()

    def both(self: Any, wpairs: list[Any], bquality: Any) -> Any:
        pairs, quality = copy.deepcopy((wpairs, bquality))
        theirs = crosstable_dutch.compute_weight(self, pairs, quality)
        ours = own(self, wpairs, bquality)
        assert ours == theirs
        assert wpairs == pairs
        modes.update(c.get("mode", "") for c in wpairs)
        return ours

    monkeypatch.setattr(gacruxtable.DutchCrosstable, "compute_weight", both)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert "HO" in modes


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 4), (100, 6), (30, 5), (30, 9)])
def test_weighted_round_is_gacrux_own(monkeypatch: pytest.MonkeyPatch, n: int, rnd: int) -> None:
    """``DutchEngine.pair_weighted_round`` against gacrux's ``pairing_dutch`` method: on a copy
    of the same nodes and edges, the same matching, edges (weights, modes) and
    bracket (its sequence numbers).

    The edges whose lower player is below the bracket that the matching did not keep are
    weighed by their kind (``DutchEngine.weigh_bracket``), without their records: they are
    given theirs after the call (``settle_below``, which also checks each one's weight against
    the one its matching was given); the edges of a homogeneous bracket are weighed without
    their own ``HO3``-``HO5`` lists, which the pairs kept get (``homogenious_lists``) and the
    others here after the call; then every edge must be gacrux's."""
    from gacrux.pairingdutch import pairing_dutch

    own = gacruxedges.DutchEngine.pair_weighted_round
    own_weigh = gacruxedges.DutchEngine.weigh_bracket
    own_ho = gacruxtable.DutchCrosstable.homogenious_edges
    modes: list[str] = []
    weighed: list[Any] = []
    by_kind = [0]
    deferred: list[Any] = []  # the edges weighed without their own lists, and their bracket

    def ho(
        self: Any, scorelevel: int, edges: list[Any], bsn: Any, S: int, own_lists: bool = True
    ) -> None:
        own_ho(self, scorelevel, edges, bsn, S, own_lists)
        if not own_lists:
            deferred.append((scorelevel, edges, bsn, S))

    def weigh(self: Any, bracket: Any, nodes: Any, edges: Any, *args: Any) -> Any:
        out = own_weigh(self, bracket, nodes, edges, *args)
        weighed.append((edges, out[2]))
        return out

    def both(self: Any, bracket: Any, nodes: Any, edges: Any, mode: str, *args: Any) -> Any:
        # the same bracket object for both: the staged matching reads its sequence numbers
        # (engine.pairing._stage), which each method sets before its matching
        n2, e2 = copy.deepcopy((nodes, edges))
        theirs = pairing_dutch.pair_weighted_round(self, bracket, n2, e2, mode, *args)
        after = copy.deepcopy(bracket)
        weighed.clear()
        deferred.clear()
        ours = own(self, bracket, nodes, edges, mode, *args)
        # the same pairs: the orientation of a pair in the matching's answer differs from call
        # to call (gacrux's own method against itself likewise)
        assert {frozenset(p) for p in ours} == {frozenset(p) for p in theirs}
        for modified, below in weighed:
            blob = self.crosstable.BLOB
            kinds = [gacruxbracket.below_kind(c, below.scorelevel, blob) for c in modified]
            # (the edges weighed by the first of their kind)
            by_kind[0] += sum(kind is not None for kind in kinds) - len(below.given)
            self.settle_below(below, modified)  # (each weight checked)
        for scorelevel, part, bsn, pairs in deferred:
            self.crosstable.homogenious_lists(scorelevel, part, bsn, pairs)
        assert edges == e2
        assert bracket == after
        modes.append(mode)
        return ours

    monkeypatch.setattr(gacruxedges.DutchEngine, "pair_weighted_round", both)
    monkeypatch.setattr(gacruxedges.DutchEngine, "weigh_bracket", weigh)
    monkeypatch.setattr(gacruxtable.DutchCrosstable, "homogenious_edges", ho)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert "HO" in modes
    assert by_kind[0] > 0 or (n, rnd) == (40, 2)


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 2), (100, 6)])
def test_brackets_quality_is_gacrux_own(n: int, rnd: int) -> None:
    """The quality record of every bracket (``compute_weight`` adds the records of the pairs
    kept, the homogeneous lists included) is what gacrux's own engine, without any of
    elodesk's adapters and with networkx's matching, records for the same round: the lists
    ``update_homogenious`` shares between edges never reach it."""
    import contextlib
    import io

    import gacrux.pairingdutch
    import networkx
    from gacrux.pairingdutch import pairing_dutch
    from gacrux.trf2json import trf2json

    from elodesk.engine.pairing import _run, engine_input

    t = generated(n, rnd - 1)
    text, _ = engine_input(t, rnd, PairingOptions(rounds=ROUNDS))
    ours, _ = _run(text, rnd, False)

    reader = trf2json()
    with contextlib.redirect_stdout(io.StringIO()):
        reader.parse_file(text, 0)
    tournament = reader.get_tournament(1)
    tournament["pairingSystem"] = ["dutch"]
    tournament["maxMeets"] = max(1, tournament.get("maxMeets", 1))
    params = {"experimental": [], "verbose": 0, "top_color": " ", "rank": False}
    engine = pairing_dutch(tournament, rnd, params)
    adapter = gacrux.pairingdutch.nx
    gacrux.pairingdutch.nx = networkx
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            theirs = [b for b in engine.compute_pairing(False, 0) if b]
    finally:
        gacrux.pairingdutch.nx = adapter
    assert [b["quality"] for b in ours] == [b["quality"] for b in theirs]
    assert any(isinstance(b["quality"].get("HO3"), list) for b in ours)


@pytest.mark.parametrize(("n", "rnd"), [(61, 4), (60, 9), (100, 6), (61, 2), *EVERY_SIZE])
def test_bracket_weights_are_gacrux_own(monkeypatch: pytest.MonkeyPatch, n: int, rnd: int) -> None:
    """``DutchCrosstable.init_cweights`` and ``cascade_weights`` against gacrux's
    ``crosstable_dutch`` methods, each time the engine weighs a bracket: gacrux's run first on
    a copy of the crosstable (its own ``cascade_weights`` under its own ``init_cweights``) and
    of the depths, then the same weights, depths, layout text and return value."""
    import types

    own_init = gacruxtable.DutchCrosstable.init_cweights
    own_cascade = gacruxtable.DutchCrosstable.cascade_weights
    ranges: set[tuple[str, str]] = set()

    def init(self: Any, scorelevel: int, nodes: list[Any]) -> None:
        theirs = copy.copy(self)
        theirs.cascade_weights = types.MethodType(crosstable_dutch.cascade_weights, theirs)
        crosstable_dutch.init_cweights(theirs, scorelevel, nodes)
        own_init(self, scorelevel, nodes)
        assert (self.weight, self.depth, self.QCweight) == (
            theirs.weight,
            theirs.depth,
            theirs.QCweight,
        )
        assert list(self.weight) == list(theirs.weight)

    def cascade(self: Any, depth: dict[str, Any], start: Any, stop: Any) -> int:
        theirs = copy.copy(self)
        theirs.weight = copy.deepcopy(self.weight)
        their_depth = copy.deepcopy(depth)
        expected = crosstable_dutch.cascade_weights(theirs, their_depth, start, stop)
        ours = own_cascade(self, depth, start, stop)
        assert ours == expected
        assert (self.weight, depth) == (theirs.weight, their_depth)
        ranges.add((start.name, stop.name))
        return ours

    monkeypatch.setattr(gacruxtable.DutchCrosstable, "init_cweights", init)
    monkeypatch.setattr(gacruxtable.DutchCrosstable, "cascade_weights", cascade)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert ("QC6", "QC21") in ranges and ("HO1", "HO5") in ranges
