"""The federation's result digit read and written by one table (``io.result_digits``): the
"24 lines" file (reader and writer), CHCKLIST.DBF's RESULTAT (reader) and the officer's merge
of results files into a CHCKLIST (writer). Seed 003 and shared/spec/formats.md: 1 won, 0 lost,
5 drawn."""

from __future__ import annotations

from elodesk.engine.model import Result
from elodesk.io import chcklist, chessman, result_digits

SEED = {  # (White's digit, Black's digit, the game)
    Result.WHITE_WINS: ("1", "0"),
    Result.DRAW: ("5", "5"),
    Result.BLACK_WINS: ("0", "1"),
}


def test_the_digits_of_the_seed():
    for res, (w, b) in SEED.items():
        assert (result_digits.digit(res, True), result_digits.digit(res, False)) == (w, b)
        assert result_digits.result_of(w) is res
    assert chcklist._POINTS == {1: 100, 5: 50, 0: 0}
    assert chessman._RES == {"1": 1.0, "5": 0.5, "0": 0.0}
    assert result_digits.result_of("2") is None
