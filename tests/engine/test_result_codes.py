"""One table of what a game's result is written as (:class:`Result`): the crosstable's cell
(screen, printed sheets, web pages, Excel) and the TRF round cell (TRF and national files, the
pairing engine's input), each read back by the TRF reader."""

from __future__ import annotations

from elodesk.app.printables import cell_mark
from elodesk.engine.model import Result
from elodesk.engine.swiss import result_code
from elodesk.io import trf
from elodesk.io.xlsx import _mark

#: FIDE TRF-16 (and TRF-26), the player line's result column: "1" win, "0" loss, "=" draw,
#: "+" forfeit win, "-" forfeit loss (a double forfeit: "-" on both lines).
TRF = {
    Result.WHITE_WINS: ("1", "0"),
    Result.DRAW: ("=", "="),
    Result.BLACK_WINS: ("0", "1"),
    Result.WHITE_FORFEIT_WIN: ("+", "-"),
    Result.BLACK_FORFEIT_WIN: ("-", "+"),
    Result.DOUBLE_FORFEIT: ("-", "-"),
}
#: The crosstable as the federation's and Swar's print it: 1, ½, 0, and + / − for a forfeit.
MARKS = {
    Result.WHITE_WINS: ("1", "0"),
    Result.DRAW: ("½", "½"),
    Result.BLACK_WINS: ("0", "1"),
    Result.WHITE_FORFEIT_WIN: ("+", "−"),
    Result.BLACK_FORFEIT_WIN: ("−", "+"),
    Result.DOUBLE_FORFEIT: ("−", "−"),
}


def test_trf_codes_written_by_every_writer_and_read_back():
    for res, (w, b) in TRF.items():
        assert (res.trf_code(True), res.trf_code(False)) == (w, b)
        assert (result_code(res, True), result_code(res, False)) == (w, b)
        if res is not Result.DOUBLE_FORFEIT:  # read from both lines (trf.parse)
            assert trf._RESULT_CODES[(w, "w")] is trf._RESULT_CODES[(b, "b")] is res
    assert result_code(None, True) == " "


def test_crosstable_marks_are_one_table():
    for res, (w, b) in MARKS.items():
        assert (res.mark(True), res.mark(False)) == (w, b)
        assert (cell_mark(res, True), cell_mark(res, False)) == (w, b)
        assert (_mark(res, True), _mark(res, False)) == (w, b)
    assert cell_mark(None, True) == _mark(None, False) == ""
