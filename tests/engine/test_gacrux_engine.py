"""elodesk's two sorts of a round's edges (engine/gacruxedges.py, ``DutchEngine``) are gacrux's.

The expected values are gacrux 1.11.65's own ``pairing.list_edges`` (the edges that can be
played, in its order) and ``pairing.compute_hamilton`` (per score level, whether the players
can all be paired, C.04.3 C.4, and the level of the pairing-allocated bye): when the engine
calls either while pairing a round, gacrux's method is run on the same input first, and the
list (the same edge objects in the same order), the table and the bye level must be equal.
The rounds are generated (``tests/swiss_history.py``): round 2 after a C.04.3 first round,
later rounds with many small score groups; the 61-player open has the bye (C.2, C.5); one round
with forbidden pairs (TRF-26 ``260``) and players absent (requested byes, C.04.3 A.3). In the
engine elodesk's methods take what the crosstable has just built (its flags of the pairs that
can meet), counted with numpy, without it, or partner by partner (small rounds): the test also
sees that they did, each way on small and larger rounds, and that given any other list of
edges the Hamilton table is gacrux's own too.
"""

from __future__ import annotations

from typing import Any

import pytest
from gacrux.pairing import pairing

from elodesk.engine import gacruxedges
from elodesk.engine.pairing import PairingOptions, pair_round
from tests.swiss_history import ROUNDS, generated, with_absent


@pytest.mark.parametrize(
    ("n", "rnd", "forbidden", "absent", "count"),
    [
        (40, 2, (), 0, "numpy"),
        (61, 4, (), 0, "numpy"),
        (60, 9, (), 0, "numpy"),
        (100, 6, (), 0, "numpy"),
        (61, 2, (), 0, "numpy"),
        (150, 2, (), 0, "numpy"),
        (30, 5, ((1, 2), (5, 9), (3, 30)), 3, "numpy"),
        # without numpy (installed with rustworkx): partner by partner, whatever the size
        (61, 4, (), 0, "no numpy"),
        (100, 6, (), 0, "no numpy"),
        # a small round (fewer than _COUNT_BY_PARTNER_BELOW players): partner by partner;
        # the same rounds counted with numpy, and larger ones partner by partner
        (10, 2, (), 0, "partners"),
        (10, 5, (), 0, "partners"),
        (11, 4, (), 0, "partners"),
        (14, 7, ((1, 2), (5, 9)), 2, "partners"),
        (10, 5, (), 0, "numpy"),
        (10, 5, (), 0, "no numpy"),
        (14, 7, ((1, 2), (5, 9)), 2, "numpy"),
        (61, 4, (), 0, "partners"),
        (100, 6, (), 0, "partners"),
    ],
)
def test_edges_and_hamilton_are_gacrux_own(
    monkeypatch: pytest.MonkeyPatch,
    n: int,
    rnd: int,
    forbidden: tuple[tuple[int, int], ...],
    absent: int,
    count: str,
) -> None:
    if count == "no numpy":
        monkeypatch.setattr(gacruxedges, "_np", None)
    # the size below which the partners are counted one by one: every round, or none
    below = 10**6 if count == "partners" else 0
    monkeypatch.setattr(gacruxedges, "_COUNT_BY_PARTNER_BELOW", below)
    fast_edges = gacruxedges.DutchEngine.list_edges
    fast_hamilton = gacruxedges.DutchEngine.compute_hamilton
    gacrux_hamilton = pairing.compute_hamilton
    checked: list[str] = []

    def edges(self: Any, opponents: list[Any]) -> list[Any]:
        theirs = pairing.list_edges(self, opponents)
        ours = fast_edges(self, opponents)
        assert len(ours) == len(theirs) > n
        assert all(a is b for a, b in zip(ours, theirs, strict=True))
        assert self.listed[0] is ours  # built from the crosstable's flags
        checked.append("edges")
        return ours

    def hamilton(self: Any, nodes: list[Any], edges: list[Any]) -> list[Any]:
        theirs = gacrux_hamilton(self, nodes, edges)
        pab = self.pablevel

        def not_gacrux(*args: Any) -> Any:
            raise AssertionError("gacrux's own compute_hamilton ran")

        # the list list_edges built: elodesk's counts, the same table and bye level
        with monkeypatch.context() as m:
            m.setattr(pairing, "compute_hamilton", not_gacrux)
            ours = fast_hamilton(self, nodes, edges)
        assert ours == theirs
        assert self.pablevel == pab
        # another list of the same edges: gacrux's own method
        assert fast_hamilton(self, nodes, list(edges)) == theirs
        assert self.pablevel == pab
        checked.append("hamilton")
        return ours

    monkeypatch.setattr(gacruxedges.DutchEngine, "list_edges", edges)
    monkeypatch.setattr(gacruxedges.DutchEngine, "compute_hamilton", hamilton)
    t = with_absent(generated(n, rnd - 1), rnd, absent)
    pair_round(t, rnd, PairingOptions(rounds=ROUNDS, forbidden=forbidden))
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
