"""elodesk's two sorts of a round's edges (engine/gacruxedges.py, ``DutchEngine``) are gacrux's.

The expected values are gacrux 1.11.65's own ``pairing.list_edges`` (the edges that can be
played, in its order) and ``pairing.compute_hamilton`` (per score level, whether the players
can all be paired, C.04.3 C.4, and the level of the pairing-allocated bye): when the engine
calls either while pairing a round, gacrux's method is run on the same input first, and the
list (the same edge objects in the same order), the table and the bye level must be equal.
The rounds are generated (``tests/swiss_history.py``): round 2 after a C.04.3 first round,
later rounds with many small score groups; the 61-player open has the bye (C.2, C.5).
"""

from __future__ import annotations

from typing import Any

import pytest
from gacrux.pairing import pairing

from elodesk.engine import gacruxedges
from elodesk.engine.pairing import PairingOptions, pair_round
from tests.swiss_history import ROUNDS, generated


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 4), (60, 9), (100, 6), (61, 2)])
def test_edges_and_hamilton_are_gacrux_own(
    monkeypatch: pytest.MonkeyPatch, n: int, rnd: int
) -> None:
    fast_edges = gacruxedges.DutchEngine.list_edges
    fast_hamilton = gacruxedges.DutchEngine.compute_hamilton
    checked: list[str] = []

    def edges(self: Any, opponents: list[Any]) -> list[Any]:
        theirs = pairing.list_edges(self, opponents)
        ours = fast_edges(self, opponents)
        assert len(ours) == len(theirs) > n
        assert all(a is b for a, b in zip(ours, theirs, strict=True))
        checked.append("edges")
        return ours

    def hamilton(self: Any, nodes: list[Any], edges: list[Any]) -> list[Any]:
        theirs = pairing.compute_hamilton(self, nodes, edges)
        pab = self.pablevel
        ours = fast_hamilton(self, nodes, edges)
        assert ours == theirs
        assert self.pablevel == pab
        checked.append("hamilton")
        return ours

    monkeypatch.setattr(gacruxedges.DutchEngine, "list_edges", edges)
    monkeypatch.setattr(gacruxedges.DutchEngine, "compute_hamilton", hamilton)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert checked == ["edges", "hamilton"]


def test_collector_is_back_on_after_a_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine runs with the cyclic collector off (engine/collector.py) and gives it back:
    after a round paired, and after a round the engine finds no legal pairing for."""
    import gc

    from gacrux.gacruxexeptions import GacruxNoLegalPairing

    from elodesk.engine.pairing import NoLegalPairing

    seen: list[bool] = []
    own = gacruxedges.DutchEngine.compute_hamilton

    def during(self: Any, nodes: list[Any], edges: list[Any]) -> list[Any]:
        seen.append(gc.isenabled())
        return own(self, nodes, edges)

    monkeypatch.setattr(gacruxedges.DutchEngine, "compute_hamilton", during)
    assert gc.isenabled()
    pair_round(generated(20, 1), 2, PairingOptions(rounds=ROUNDS))
    assert seen == [False]
    assert gc.isenabled()

    def refuse(self: Any, *args: Any) -> Any:
        raise GacruxNoLegalPairing("none")

    monkeypatch.setattr(gacruxedges.DutchEngine, "compute_pairing", refuse)
    with pytest.raises(NoLegalPairing):
        pair_round(generated(20, 1), 2, PairingOptions(rounds=ROUNDS))
    assert gc.isenabled()
