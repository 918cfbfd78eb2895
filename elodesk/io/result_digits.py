"""The federation's result digit, the one table of its meaning: ``1`` won, ``0`` lost, ``5``
drawn — CHCKLIST.DBF's RESULTAT (seed ``003_907f8c977e1d48a1.txt``: "RESULTAT N1 (1, 0, or 5
for a draw)") and the "24 lines" file's result column (``shared/spec/formats.md``: "result
(``1``, ``0``, ``5`` = draw)"), as Chess Manager wrote both. Only games played have one:
forfeits are never rated, so never written."""

from __future__ import annotations

from ..engine.model import Result

#: A player's digit → his points (a win = 1).
POINTS = {"1": 1.0, "5": 0.5, "0": 0.0}
_DIGIT = {points: digit for digit, points in POINTS.items()}
_RESULT = {"1": Result.WHITE_WINS, "5": Result.DRAW, "0": Result.BLACK_WINS}


def digit(result: Result, white: bool) -> str:
    """One side's digit of a game played (``white``: White's)."""
    return _DIGIT[result.white_score if white else result.black_score]


def result_of(white_digit: str) -> Result | None:
    """The game from White's digit; None for a digit that is none of 1, 0, 5."""
    return _RESULT.get(white_digit)
