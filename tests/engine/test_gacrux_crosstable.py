"""elodesk's crosstable (engine/gacruxtable.py, ``DutchCrosstable.list_edges``) is gacrux's own.

The expected value is gacrux 1.11.65's ``crosstable.list_edges`` itself (with its
``create_edge`` and ``crosstable_dutch.update_canmeet``): when the engine builds the crosstable
of a round, gacrux's method is also run on a copy of the same input, and the competitors, every
edge (the same dictionary for both orders of a pair), the score levels and the pairing numbers
must be equal. The rounds are generated (``tests/swiss_history.py``): round 2 after a C.04.3
first round, later rounds with absolute colour preferences (C.04.3 C.3) and players who met
before (C.1); one round with a forbidden pair (TRF-26 ``260``) and one with players absent; the
61-player open's last round, after pairing-allocated byes (a game against nobody, C.2); small
rounds (10 and 11 players). Each crosstable is built both ways elodesk builds it (each edge set
in both rows as it is made, or one half of the rows then the other from the columns), and its
rows of flags (whether each pair can meet) must be the edges' ``canmeet``.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from gacrux.crosstabledutch import crosstable_dutch

from elodesk.engine import gacruxtable
from elodesk.engine.pairing import PairingOptions, pair_round
from tests.swiss_history import ROUNDS, generated, with_absent


@pytest.mark.parametrize(
    ("n", "rnd", "forbidden", "absent", "halves"),
    [
        (40, 2, (), 0, "both"),
        (61, 4, ((1, 2), (5, 9)), 0, "both"),
        (60, 9, (), 0, "both"),
        (100, 6, (), 3, "both"),
        (61, 9, (), 0, "both"),
        (150, 2, (), 0, "both"),
        (10, 2, (), 0, "both"),
        (10, 5, ((1, 2),), 1, "both"),
        (11, 9, (), 0, "both"),
        # the other half of the rows copied from the columns (from _BOTH_HALVES_BELOW players)
        (10, 5, ((1, 2),), 1, "columns"),
        (61, 4, ((1, 2), (5, 9)), 0, "columns"),
        (100, 6, (), 3, "columns"),
        (250, 2, (), 0, "columns"),
    ],
)
def test_crosstable_is_gacrux_own(
    monkeypatch: pytest.MonkeyPatch,
    n: int,
    rnd: int,
    forbidden: tuple[tuple[int, int], ...],
    absent: int,
    halves: str,
) -> None:
    below = 10**6 if halves == "both" else 0
    monkeypatch.setattr(gacruxtable, "_BOTH_HALVES_BELOW", below)
    fast = gacruxtable.DutchCrosstable.list_edges
    checked = [0]

    def both(self: Any, cmps: Any, maxmeets: Any, topcolor: Any, prohibited: Any) -> Any:
        theirs = crosstable_dutch.list_edges(
            self, copy.deepcopy(cmps), maxmeets, topcolor, prohibited
        )
        levels = (self.level2score, self.score2level)
        ours = fast(self, cmps, maxmeets, topcolor, prohibited)
        assert ours[0] == theirs[0]
        assert (self.level2score, self.score2level) == levels
        size = len(ours[1])
        for i in range(size):
            for j in range(size):
                assert ours[1][i][j] == theirs[1][i][j], (i, j)
                # (the keys in create_edge's order: each edge is a copy of one whose copies
                # share their table of keys, gacruxtable._EDGE)
                assert list(ours[1][i][j]) == list(theirs[1][i][j]), (i, j)
                assert type(ours[1][i][j]["canmeet"]) is type(theirs[1][i][j]["canmeet"])
                assert ours[1][i][j] is ours[1][j][i]
                # the rows of flags the engine's sorts read: each edge's canmeet
                assert self.canmeet_rows[i][j] == ours[1][i][j]["canmeet"], (i, j)
        checked[0] += sum(e["canmeet"] for row in ours[1] for e in row)
        return ours

    monkeypatch.setattr(gacruxtable.DutchCrosstable, "list_edges", both)
    t = with_absent(generated(n, rnd - 1), rnd, absent)
    pair_round(t, rnd, PairingOptions(rounds=ROUNDS, forbidden=forbidden))
    assert checked[0] > n
