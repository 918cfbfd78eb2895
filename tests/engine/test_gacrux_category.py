"""elodesk's category of a score bracket (engine/gacruxbracket.py, ``get_category``: how many
levels below the bracket its matching takes in) is gacrux's own.

The expected value is gacrux 1.11.65's ``pairing_dutch.get_category`` itself: every time the
engine asks for a bracket's category while pairing a round, gacrux's method is run first on the
same players and edges, and the answer (or the error) and the completion records it leaves in
``hamilton`` (``this_pairs``, ``mod_unpaired`` …) must then be the same. The rounds are generated
(``tests/swiss_history.py``): round 2 after a C.04.3 first round, middle and last rounds with
many small score groups; the 61-player open has the pairing-allocated bye (C.2, C.5).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from gacrux.pairingdutch import pairing_dutch

from elodesk.engine import gacruxbracket
from elodesk.engine.pairing import NoLegalPairing, PairingOptions, pair_round
from tests.engine.test_gacrux_edges import EVERY_SIZE
from tests.swiss_history import ROUNDS, generated


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 4), (60, 9), (100, 6), (61, 2), *EVERY_SIZE])
def test_category_is_gacrux_own(monkeypatch: pytest.MonkeyPatch, n: int, rnd: int) -> None:
    own = gacruxbracket.BracketEngine.get_category
    gacrux_own = pairing_dutch.get_category
    seen: dict[Any, int] = {}

    def run(method: Any, self: Any, *args: Any) -> Any:
        try:
            return method(self, *args)
        except Exception as exc:  # the same error, as its type and text
            return (type(exc), str(exc))

    def both(self: Any, scorelevel: int, nodes: list[Any], edges: list[Any]) -> int:
        before = copy.deepcopy(self.hamilton)
        theirs = run(gacrux_own, self, scorelevel, nodes, edges)
        their_records = copy.deepcopy(self.hamilton)
        # the lists in the order the method takes for granted (as gacrux's get_edges does):
        # the players by score level down, the edges by their lower player's level down
        levels = {node["cid"]: node["scorelevel"] for node in nodes}
        assert [levels[c] for c in levels] == sorted(levels.values(), reverse=True)
        lower = [min(levels[e["ca"]], levels[e["cb"]]) for e in edges if e["ca"] in levels]
        assert lower == sorted(lower, reverse=True)
        # the players out of that order: gacrux's own method, its answer on those lists
        if len({node["scorelevel"] for node in nodes}) > 1:
            self.hamilton = copy.deepcopy(before)
            expected = run(gacrux_own, self, scorelevel, nodes[::-1], edges)
            self.hamilton = copy.deepcopy(before)
            assert run(own, self, scorelevel, nodes[::-1], edges) == expected
        self.hamilton = before
        calls = seen.get("gacrux's own", 0)
        ours = run(own, self, scorelevel, nodes, edges)
        assert seen.get("gacrux's own", 0) == calls or not edges  # one pass, or gacrux's error
        assert ours == theirs
        assert self.hamilton == their_records
        seen[ours] = seen.get(ours, 0) + 1
        if isinstance(ours, tuple):
            raise ours[0](ours[1])
        return int(ours)

    def fallback(self: Any, *args: Any) -> Any:
        seen["gacrux's own"] = seen.get("gacrux's own", 0) + 1
        return gacrux_own(self, *args)

    monkeypatch.setattr(gacruxbracket.BracketEngine, "get_category", both)
    monkeypatch.setattr(pairing_dutch, "get_category", fallback)
    try:
        pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    except NoLegalPairing:
        pass
    assert seen.pop("gacrux's own", 0) > 0  # (the players out of order)
    assert seen  # (over these rounds: categories -1, 0, 1, 2, 3 and 4)
