"""TRF line ends (CR, LF, CR LF) and the double forfeit, read by ``io/trf.py``.

A CR-only file (bbpPairings writes them, ``shared/pairing/README.md``) used to read as 0
players, silently. A double forfeit is ``-`` on both players' lines (TRF16: ``-`` forfeit loss).
"""

from __future__ import annotations

import pytest

from elodesk.engine.model import Result
from elodesk.io import trf

LINES = [
    "012 Line ends",
    "001    1      One                               2000                             0.0    1     2 w -",
    "001    2      Two                               1900                             0.0    2     1 b -",
    "001    3      Three                             1800                             1.0    3  0000 - U",
]


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_every_line_end_reads_the_same(newline):
    doc = trf.parse(newline.join(LINES) + newline)
    assert [p.number for p in doc.tournament.players] == [1, 2, 3]
    assert doc.problems == []


def test_double_forfeit_read_and_written_back():
    doc = trf.parse("\n".join(LINES) + "\n")
    game = [g for g in doc.tournament.pairings if g.black][0]
    # "-" on both lines: neither player came (both forfeited), 0 points each.
    assert (game.white, game.black, game.result) == (1, 2, Result.DOUBLE_FORFEIT)
    assert trf.points_of(doc.tournament, 2) == 0.0
    again = trf.parse(trf.write(doc))
    assert [g.result for g in again.tournament.pairings if g.black] == [Result.DOUBLE_FORFEIT]
