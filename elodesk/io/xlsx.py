"""Excel exports (openpyxl): crosstable, standings, rating changes, player lists.

Formatted for printing (landscape, fit to width, repeated header row, frozen panes). Any text
that starts with ``=``, ``+``, ``-`` or ``@`` is written as text, never as a formula (TOOLCHAIN.md:
openpyxl turns such strings into live formulas) — a player called "=cmd|…" stays a name.
Writes are atomic (a temporary file renamed into place).
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from copy import copy
from dataclasses import dataclass
from typing import Any

from ..engine.model import ElodeskError, Result, Tournament
from .outputs import write_output

# openpyxl (with numpy behind it) takes a quarter of a second to import: it is imported when an
# Excel file is written, not by every command that loads the event's exports.

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


class XlsxError(ElodeskError):
    """An export that could not be written."""


@dataclass(frozen=True)
class Sheet:
    """One worksheet: a title, a header row, rows of plain values."""

    title: str
    header: Sequence[str]
    rows: Sequence[Sequence[Any]]
    widths: Sequence[int] | None = None


def _safe(cell, value: Any, illegal: re.Pattern[str]) -> None:
    """``value`` into ``cell`` as a value, never a formula; ``illegal`` is openpyxl's pattern of
    the characters an Excel file cannot hold."""
    if isinstance(value, str):
        bad = illegal.search(value)
        if bad:  # openpyxl would raise IllegalCharacterError (a NUL in a player's name)
            raise XlsxError(
                f"sheet {cell.parent.title!r}, cell {cell.coordinate}: {value!r} holds a control "
                f"character (U+{ord(bad.group()):04X}) that an Excel file cannot hold"
            )
        cell.value = value
        cell.data_type = "s"  # never a formula
        if value.startswith(_FORMULA_START):
            cell.quotePrefix = True
    else:
        cell.value = value


def workbook_bytes(sheets: Sequence[Sheet]) -> bytes:
    """The .xlsx file's bytes."""
    from openpyxl import Workbook
    from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
    from openpyxl.utils import get_column_letter

    wb = Workbook()
    wb.remove(wb.active)
    thin = Side(style="thin", color="999999")
    grid = Border(bottom=thin, right=thin)
    for sh in sheets:
        ws = wb.create_sheet(sh.title[:31] or "Sheet")
        for c, h in enumerate(sh.header, start=1):
            cell = ws.cell(row=1, column=c)
            _safe(cell, h, ILLEGAL_CHARACTERS_RE)
            cell.font = Font(bold=True)
            cell.fill = PatternFill("solid", fgColor="DDE4EE")
            cell.alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
            cell.border = Border(bottom=thin)
        styled = None
        for r, row in enumerate(sh.rows, start=2):
            for c, v in enumerate(row, start=1):
                cell = ws.cell(row=r, column=c)
                if styled is None:
                    cell.border = grid
                    styled = copy(cell._style)
                else:
                    # the same style array, copied: assigning the Border hashes it each time
                    # (20 s for a 30 000-player list)
                    cell._style = copy(styled)
                _safe(cell, v, ILLEGAL_CHARACTERS_RE)
        for c in range(1, len(sh.header) + 1):
            width = (
                sh.widths[c - 1]
                if sh.widths and c - 1 < len(sh.widths)
                else max(
                    [len(str(sh.header[c - 1]))]
                    + [len(str(row[c - 1])) for row in sh.rows if c - 1 < len(row)]
                )
                + 2
            )
            ws.column_dimensions[get_column_letter(c)].width = min(max(width, 4), 40)
        ws.freeze_panes = "B2"
        ws.print_title_rows = "1:1"
        ws.page_setup.orientation = "landscape"
        ws.page_setup.fitToWidth = 1
        ws.page_setup.fitToHeight = 0
        ws.sheet_properties.pageSetUpPr.fitToPage = True
    buf = io.BytesIO()
    wb.save(buf)
    # a worksheet holds its cells and each cell its worksheet: a cycle per cell, which only the
    # cyclic collector frees (a 27 789-player list: 122 506 objects, walked in one 0.1–0.2 s
    # collection after a publishing job that ran with the collector off). Emptied here, the
    # cells are freed as the workbook is let go.
    for ws in wb.worksheets:
        ws._cells.clear()
    return buf.getvalue()


def write_workbook(
    path: str | os.PathLike[str],
    sheets: Sequence[Sheet],
    *,
    inputs: Iterable[str | os.PathLike[str] | None] = (),
    force: bool = True,
) -> None:
    """Write the workbook by the output rule (``io.outputs.write_output``: never over one of
    ``inputs``, atomic); ``force`` replaces an existing file (the caller has asked)."""
    write_output(path, workbook_bytes(sheets), inputs=inputs, force=force)


def _mark(res: Result | None, white: bool) -> str:
    """A cell as every crosstable writes it (:meth:`Result.mark`); empty while not played."""
    return "" if res is None else res.mark(white)


def crosstable_sheet(t: Tournament, points: Mapping[int, float], ranks: Mapping[int, int]) -> Sheet:
    """The round robin grid: a row and a column per player, then his points and rank as the
    event's standings give them (start number → value: its score system, byes and extra
    points included, the same numbers as the Standings sheet)."""
    players = sorted(t.players, key=lambda p: p.number)
    idx = {p.number: i for i, p in enumerate(players)}
    grid = [["" for _ in players] for _ in players]
    for g in t.pairings:
        if not g.black or g.white not in idx or g.black not in idx:
            continue
        w, b = idx[g.white], idx[g.black]
        prev_w, prev_b = grid[w][b], grid[b][w]
        grid[w][b] = (prev_w + " " if prev_w else "") + _mark(g.result, True)
        grid[b][w] = (prev_b + " " if prev_b else "") + _mark(g.result, False)
    header = ["#", "Name", "Rating"] + [str(p.number) for p in players] + ["Pts", "Rank"]
    rows = [
        [p.number, p.name, p.rating or ""]
        + ["■" if i == j else grid[i][j] for j in range(len(players))]
        + [points.get(p.number, 0.0), ranks.get(p.number, 0)]
        for i, p in enumerate(players)
    ]
    return Sheet("Crosstable", header, rows, [4, 28, 7] + [4] * len(players) + [5, 5])
