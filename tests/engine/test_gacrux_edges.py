"""elodesk's per-edge quality record (engine/gacruxrecords.py) is gacrux's own, edge by edge.

The expected value is gacrux 1.11.65's ``crosstable_dutch.update_edge`` itself: every time the
engine asks for an edge's record while pairing a round, the same edge, as it stood before, is
also given to gacrux's method, and the two records (criteria, ``qc``, ``qcweight``, colours,
level) must be equal. The rounds are generated (``tests/swiss_history.py``): round 2 after a
C.04.3 first round (large score groups, floats from one group), later rounds with many small
groups, top scorers and colour preferences of every strength; the 61-player open has the
pairing-allocated bye (C.9).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from gacrux.crosstabledutch import crosstable_dutch

from elodesk.engine import gacruxtable
from elodesk.engine.pairing import PairingOptions, pair_round
from tests.swiss_history import ROUNDS, generated

#: the small and middle opens, rounds 2, middle and last (round 9 of the 10-player open has no
#: legal pairing: its round 8); the 61-player open has the pairing-allocated bye
EVERY_SIZE = [(n, r) for n in (10, 30, 61, 100) for r in (2, 5, 9 if n > 10 else 8)]


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 4), (60, 9), (100, 6), *EVERY_SIZE])
def test_edge_record_is_gacrux_own(monkeypatch: pytest.MonkeyPatch, n: int, rnd: int) -> None:
    fast = gacruxtable.DutchCrosstable.update_edge
    checked = [0]

    def both(self: Any, edge: dict[str, Any]) -> None:
        theirs = copy.deepcopy(edge)
        crosstable_dutch.update_edge(self, theirs)
        fast(self, edge)
        assert edge == theirs, (edge["ca"], edge["cb"])
        checked[0] += 1

    many = gacruxtable.DutchCrosstable.update_edges

    def each(self: Any, edges: Any) -> None:
        # the brackets' loops bring all their edges up to date at once: each one's record
        # against gacrux's update_edge of it, as it stood before
        edges = list(edges)
        theirs = copy.deepcopy(edges)
        for edge in theirs:
            crosstable_dutch.update_edge(self, edge)
        many(self, edges)
        for edge, their in zip(edges, theirs, strict=True):
            assert edge == their, (edge["ca"], edge["cb"])
            # (and the keys in gacrux's order: the records are copies of one whose copies
            # share their table of keys, gacruxrecords.shared_keys)
            assert list(edge["quality"]) == list(their["quality"])
        checked[0] += len(edges)

    monkeypatch.setattr(gacruxtable.DutchCrosstable, "update_edge", both)
    monkeypatch.setattr(gacruxtable.DutchCrosstable, "update_edges", each)
    pair_round(generated(n, rnd - 1), rnd, PairingOptions(rounds=ROUNDS))
    assert checked[0] > n  # every bracket's edges went through it


def test_shared_keys_record_is_a_dictionary_like_any_other() -> None:
    """``gacruxrecords.shared_keys``: a copy of the record it makes is equal to the record given,
    its keys in the same order, keys set afterwards (those named in ``later``, and others) land
    as in any dictionary; on CPython its copies are smaller than an ordinary dictionary's (the
    crosstable's two million edges of a 2 000-player round: 288 bytes each instead of 464)."""
    import sys

    from elodesk.engine.gacruxrecords import shared_keys

    record = {"ca": 0, "cb": 1, "quality": None, "colordiff": "  ", "qc": False}
    made = shared_keys(record, later=("mode", "w"))
    copied = made.copy()
    assert copied == record and list(copied) == list(record)
    copied["w"], copied["ca"], copied["elsewhere"] = 3, 4, 5
    ordinary = {**record, "w": 3, "ca": 4, "elsewhere": 5}
    assert copied == ordinary and list(copied) == list(ordinary)
    assert made == record  # (its copies are its own)
    if sys.implementation.name == "cpython":
        wide = {f"k{i}": i for i in range(16)}
        later = [f"later{i}" for i in range(7)]
        small = shared_keys(wide, later).copy()
        size = sys.getsizeof(small)
        assert size < sys.getsizeof(wide.copy())
        for key in later:  # (room kept for them: still a copy's size)
            small[key] = 0
        assert sys.getsizeof(small) == size
