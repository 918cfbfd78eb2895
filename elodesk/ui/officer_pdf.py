"""The officer's PDFs: the rating list (a :class:`app.printables.PrintTable` laid out by
``print_render``: title, column headers on every page, columns fitted to the width at 8 pt or
more) and the rating cards (a table per card, drawn the same way, each from a new page).

Both are drawn in the publishing worker: a QPdfWriter and its QPainter created in that thread
work there (no widget is involved).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtGui import QPainter, QPdfWriter

from ..app.cards import Period, card_table
from ..app.printables import PrintTable
from ..io.atomic import atomic_write
from .print_render import _Painter, pdf_bytes, set_fitting_layout


def list_pdf(path: Path, table: PrintTable) -> Path:
    """The rating list as PDF, written atomically."""
    atomic_write(path, pdf_bytes([table], table.title))
    return path


def _noop(_f: float) -> None:
    pass


def cards_pdf(
    p: Period,
    path: Path,
    ids: Sequence[int],
    words: dict[str, str],
    tick: Callable[[float], None] = _noop,
) -> Path:
    """The rating cards of ``ids`` as PDF (:func:`app.cards.card_table`: the games, the Rc
    rows and the formulas), each card from a new page with its column headers; ``tick``
    reports the progress from 0.2 to 1 and can cancel. Written beside the target and renamed
    into place (about 4 ms a card, where a QTextDocument per card took 18 ms)."""
    tmp = path.with_name(path.name + ".part")
    writer = QPdfWriter(str(tmp))
    writer.setResolution(720)
    writer.setTitle(path.stem)
    writer.setCreator("elodesk")
    sample = [card_table(p, pid, words) for pid in ids[:20]]
    set_fitting_layout(sample, writer)
    painter = QPainter(writer)
    try:
        drawer = _Painter(writer, painter)
        for n, pid in enumerate(ids):
            if n % 50 == 0:
                tick(0.2 + 0.8 * n / max(1, len(ids)))
            drawer.table(card_table(p, pid, words))
    except BaseException:
        painter.end()
        del writer
        tmp.unlink(missing_ok=True)
        raise
    painter.end()
    del writer
    tmp.replace(path)
    return path
