"""The officer's PDFs: the rating list (a :class:`app.printables.PrintTable` laid out by
``print_render``: title, column headers on every page, columns fitted to the width at 8 pt or
more) and the rating cards (a table per card, drawn the same way, as many whole cards on a page as fit).

Both are drawn in the publishing worker: a QPdfWriter and its QPainter created in that thread
work there (no widget is involved).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtGui import QPainter, QPdfWriter

from ..app.cards import card_table
from ..app.files import write_output, writing
from ..app.officer_session import Period
from ..app.printables import PrintTable
from .print_render import _Painter, pdf_bytes, set_fitting_layout


def list_pdf(path: Path, table: PrintTable) -> Path:
    """The rating list as PDF, by the output rule (``io.outputs``; the publishing folder has
    been checked and the officer asked before replacing)."""
    write_output(path, pdf_bytes([table], table.title), force=True)
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
    rows and the formulas), each with its column headers, as many whole cards on a page as
    fit (a card longer than a page goes on over the next), each page's footer "page N of M";
    ``tick``
    reports the progress from 0.2 to 1 and can cancel. Drawn into a temporary file of the
    output rule (``io.outputs.writing``: created exclusively under an unpredictable name, so a
    planted file or link is never written through) and renamed into place (about 4 ms a card,
    where a QTextDocument per card took 18 ms)."""
    with writing(path, force=True) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(720)
        writer.setTitle(path.stem)
        writer.setCreator("elodesk")
        sample = [card_table(p, pid, words) for pid in ids[:20]]
        set_fitting_layout(sample, writer)
        painter = QPainter(writer)
        try:
            # first the pages are counted (print_render.render's dry pass), for the footers'
            # "page N of M"; the cards' tables are built once, in that pass
            counter = _Painter(writer, painter)
            counter.dry = True
            tables = []
            for n, pid in enumerate(ids):
                if n % 50 == 0:
                    tick(0.2 + 0.3 * n / max(1, len(ids)))
                tables.append(card_table(p, pid, words))
                counter.table(tables[-1], flow=True)
            drawer = _Painter(writer, painter)
            drawer.doc_title = writer.title()
            drawer.total = counter.pages
            for n, table in enumerate(tables):
                if n % 50 == 0:
                    tick(0.5 + 0.5 * n / max(1, len(tables)))
                drawer.table(table, flow=True)  # several cards a page
        finally:
            painter.end()
            del writer
    return path
