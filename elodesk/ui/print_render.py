"""Lay printable tables out on A4 pages, for the printer, the print preview and PDF.

The old export drew an HTML document sized in device pixels, so everything came out
about 1 cm wide in a corner with no column headers. Here every table is drawn with QPainter in
points: the font is the largest from 10 pt down to 8 pt at which the columns fit the page width
(the orientation is chosen so that they do; past that, the long text columns are shortened with
an ellipsis rather than going under 8 pt), the column headers are repeated at the top of every
page, and each page carries the title and its number.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)
from PySide6.QtPrintSupport import QPrinter

from ..app.files import write_output
from ..app.printables import PrintTable

# What the sheets are drawn on: a PDF writer, or the printer of the print preview.
PageDevice = QPdfWriter | QPrinter

MAX_PT = 10.0
MIN_PT = 8.0
MARGIN_MM = 12.0
CELL_PAD = 0.45  # of a character width, each side of a cell
SAMPLE_ROWS = 3000  # rows measured to size the columns (a 30 000-player list stays quick)
MAX_COLUMN_CHARS = 40  # a longer text is shortened with an ellipsis


def _char_width(font: QFont, device: PageDevice) -> float:
    fm = QFontMetricsF(font, device)
    return fm.horizontalAdvance("0123456789abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ") / 47


# The printed sheets' typeface, the first the system has: Arial (Windows, macOS) and Liberation
# Sans (Linux) have the same widths, so a sheet lays out alike on every system; without either,
# the Liberation Sans bundled in resources/fonts (its licence beside it) is loaded.
PDF_FAMILIES = ("Arial", "Liberation Sans")
FONTS = Path(__file__).resolve().parents[1] / "resources" / "fonts"
_family: list[str] = []


def choose_family(available: set[str]) -> str:
    """The first of :data:`PDF_FAMILIES` in ``available``; else the bundled font, loaded."""
    for fam in PDF_FAMILIES:
        if fam in available:
            return fam
    loaded = ""
    for name in ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"):
        fid = QFontDatabase.addApplicationFont(str(FONTS / name))
        if fid >= 0 and not loaded:
            loaded = QFontDatabase.applicationFontFamilies(fid)[0]
    return loaded or "Sans Serif"


def pdf_family() -> str:
    """The family of every printed sheet (chosen once)."""
    if not _family:
        _family.append(choose_family(set(QFontDatabase.families())))
    return _family[0]


def _font(pt: float, bold: bool = False) -> QFont:
    f = QFont(pdf_family())
    f.setStyleHint(QFont.StyleHint.SansSerif)
    # no shaping: "ff", "fi" stay two letters (a ligature glyph makes "Vannuffel" unsearchable
    # in the PDF); the printed sheets are Latin text only
    f.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
    f.setPointSizeF(pt)
    f.setBold(bold)
    return f


def natural_widths(table: PrintTable, pt: float, device: PageDevice) -> list[float]:
    """Column widths in device pixels at ``pt`` points: the widest of the declared width, the
    header and the longest text (measured on the first rows, at most 40 characters)."""
    cw = _char_width(_font(pt), device)
    bold = QFontMetricsF(_font(pt, True), device)
    regular = QFontMetricsF(_font(pt), device)
    sample = table.rows[:SAMPLE_ROWS]
    return [
        max(
            c.width * cw,
            bold.horizontalAdvance(c.header) * 1.04,
            min(  # with the header's 4 % to spare: a text exactly as wide is elided
                max((regular.horizontalAdvance(r[i]) for r in sample if i < len(r)), default=0)
                * 1.04,
                MAX_COLUMN_CHARS * cw,
            ),
        )
        + 2 * CELL_PAD * cw
        for i, c in enumerate(table.columns)
    ]


def set_fitting_layout(tables: Sequence[PrintTable], device: PageDevice) -> None:
    """A4 portrait when every table fits its width at 8 pt or more, landscape otherwise."""
    portrait = QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Portrait,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )
    device.setPageLayout(portrait)
    width = portrait.paintRectPixels(device.resolution()).width()
    if any(sum(natural_widths(t, MIN_PT, device)) > width for t in tables if t.kind == "table"):
        portrait.setOrientation(QPageLayout.Orientation.Landscape)
        device.setPageLayout(portrait)


class _Painter:
    """Draws the tables one after the other; each table starts on a new page."""

    def __init__(self, device: PageDevice, painter: QPainter) -> None:
        self.device = device
        self.p = painter
        rect = device.pageLayout().paintRectPixels(device.resolution())
        self.dpi = float(device.resolution())
        # a point and a half inside the margins: glyphs overhang their advance a little
        self.width = float(rect.width()) - self.px(1.5)
        self.height = float(rect.height()) - self.px(1.5)
        self.pages = 0
        self.first = True
        self.dry = False  # count the pages without drawing (the "page N of M" footers)
        self.total = 0  # pages of the document, once known
        self.y = 0.0  # below the last table drawn (flowing tables share a page)
        self.footed = 0  # the last page whose footer is drawn
        self.doc_title: str | None = None  # the footers' title when tables share pages

    def px(self, pt: float) -> float:
        return pt * self.dpi / 72.0

    def new_page(self) -> None:
        if not self.first and not self.dry:
            self.device.newPage()
        self.first = False
        self.pages += 1

    def font(self, pt: float, bold: bool = False) -> QFont:
        return _font(pt, bold)

    # ---- one table ----------------------------------------------------------------------------
    def fit(self, table: PrintTable) -> tuple[float, list[float]]:
        """Font size and column widths (device pixels) that fit the page width."""
        pt = MAX_PT
        while True:
            widths = natural_widths(table, pt, self.device)
            if sum(widths) <= self.width or pt <= MIN_PT:
                break
            pt = max(MIN_PT, pt - 0.5)
        total = sum(widths)
        if total > self.width:  # at 8 pt and still too wide: shorten the widest text columns
            excess = total - self.width
            texts = sorted(
                (i for i, c in enumerate(table.columns) if c.align == "left"),
                key=lambda i: -widths[i],
            )
            keep = _char_width(_font(pt), self.device) * 8  # a text column keeps 8 characters
            for i in texts:
                cut = min(excess, max(0.0, widths[i] - keep))
                widths[i] -= cut
                excess -= cut
                if excess <= 0:
                    break
            if excess > 0:  # narrow every column alike (never reached on A4 landscape < 60 cols)
                scale = self.width / sum(widths)
                widths = [w * scale for w in widths]
        elif total < self.width * 0.7:
            # spread the spare room over the text columns so the table reads as a page
            spare = self.width * 0.85 - total
            texts = [i for i, c in enumerate(table.columns) if c.align == "left"]
            for i in texts:
                widths[i] += spare / max(1, len(texts))
        return pt, widths

    def _wrapped(self, y: float, text: str, font: QFont) -> float:
        """Draw ``text`` across the page width, wrapped at words; returns the y below it."""
        p = self.p
        p.setFont(font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        box = p.boundingRect(QRectF(0, y, self.width, self.height), flags, text)
        if not self.dry:
            p.drawText(QRectF(0, y, self.width, box.height()), flags, text)
        return y + box.height()

    def header(
        self, table: PrintTable, title_first: bool, page_of_table: int, top: float = 0.0
    ) -> float:
        """Title lines (wrapped to the page width) from ``top``; returns the y below them."""
        self.p.setPen(QColor("black"))
        title = table.title if page_of_table == 1 else f"{table.title} ({page_of_table})"
        y = self._wrapped(top, title, self.font(13 if title_first else 10, True))
        if table.subtitle and page_of_table == 1:
            y = self._wrapped(y, table.subtitle, self.font(9))
        return y + self.px(6)

    def page_label(self) -> str:
        """ "page N of M" (``M`` once the pages are counted), in the interface's language."""
        if self.total:
            return (
                QCoreApplication.translate("Print", "page %1 of %2")
                .replace("%1", str(self.pages))
                .replace("%2", str(self.total))
            )
        return QCoreApplication.translate("Print", "page %1").replace("%1", str(self.pages))

    def footer(self, text: str) -> None:
        if self.dry:
            return
        p = self.p
        p.setFont(self.font(8))
        fm = QFontMetricsF(p.font(), self.device)
        p.setPen(QColor("#444444"))
        shown = fm.elidedText(text, Qt.TextElideMode.ElideMiddle, self.width)
        p.drawText(
            QRectF(0, self.height - fm.height(), self.width, fm.height()),
            Qt.AlignmentFlag.AlignRight,
            shown,
        )
        p.setPen(QColor("black"))

    def row(
        self,
        table: PrintTable,
        cells: Sequence[str],
        widths: list[float],
        y: float,
        h: float,
        bold: bool,
        pt: float,
        shade: QColor | None,
    ) -> None:
        if self.dry:
            return
        p = self.p
        p.setFont(self.font(pt, bold))
        fm = QFontMetricsF(p.font(), self.device)
        x = 0.0
        if shade is not None:
            p.fillRect(QRectF(0, y, sum(widths), h), shade)
        pad = _char_width(self.font(pt), self.device) * CELL_PAD
        for col, text, w in zip(table.columns, cells, widths, strict=False):
            align = {
                "left": Qt.AlignmentFlag.AlignLeft,
                "right": Qt.AlignmentFlag.AlignRight,
                "center": Qt.AlignmentFlag.AlignHCenter,
            }[col.align] | Qt.AlignmentFlag.AlignVCenter
            shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, max(1.0, w - 2 * pad))
            p.drawText(QRectF(x + pad, y, w - 2 * pad, h), align, shown)
            x += w
        pen = QPen(QColor("#888888"))
        pen.setWidthF(self.px(0.4))
        p.setPen(pen)
        p.drawLine(0, int(y + h), int(sum(widths)), int(y + h))
        p.setPen(QColor("black"))

    def _height(self, table: PrintTable, h: float) -> float:
        """The height a table takes whole: its title and subtitle, header, rows and notes."""
        title = QFontMetricsF(self.font(13, True), self.device).height()
        small = QFontMetricsF(self.font(9), self.device).height()
        notes = small * (len(table.notes) + 1) if table.notes else 0.0
        return title + small + self.px(6) + h * (len(table.rows) + 1) + self.px(4) + notes

    def table(self, table: PrintTable, flow: bool = False) -> None:
        """Draw ``table`` from a new page, or (``flow``) below the previous one when it fits
        whole in what is left of the page (the rating cards: several on a page)."""
        if table.kind == "slips":
            self.slips(table)
            return
        pt, widths = self.fit(table)
        fm = QFontMetricsF(self.font(pt), self.device)
        h = fm.height() * 1.45
        footer_h = QFontMetricsF(self.font(8), self.device).height() * 1.5
        rows = list(table.rows) or [tuple("" for _ in table.columns)]
        groups = set(table.groups)
        gap = self.px(14)
        here: float | None = None
        if flow and not self.first:
            if self.y + gap + self._height(table, h) <= self.height - footer_h:
                here = self.y + gap
        page_of_table = 0
        i = 0
        y = 0.0
        while i < len(rows):
            if here is None:
                self.new_page()
                top = 0.0
            else:
                top, here = here, None
            page_of_table += 1
            y = self.header(table, page_of_table == 1, page_of_table, top)
            self.row(
                table, [c.header for c in table.columns], widths, y, h, True, pt, QColor("#dddddd")
            )
            y += h
            n = 0
            while i < len(rows) and y + h <= self.height - footer_h:
                if i in groups:  # a group's heading (a club): bold, never last on a page
                    if y + 2 * h > self.height - footer_h and n:
                        break
                    self.row(table, rows[i], widths, y, h, True, pt, QColor("#e4e4e4"))
                else:
                    shade = QColor("#f2f2f2") if n % 2 else None
                    self.row(table, rows[i], widths, y, h, False, pt, shade)
                y += h
                i += 1
                n += 1
            if self.footed != self.pages:
                self.footed = self.pages
                self.footer(f"{self.doc_title or table.title} — {self.page_label()}")
        if table.notes:
            y = self.notes(table, y + self.px(4), footer_h)
        self.y = y

    def notes(self, table: PrintTable, y: float, footer_h: float) -> float:
        """The table's notes below its last row (a new page when they do not fit); returns
        the y below them."""
        font = self.font(9)
        line = QFontMetricsF(font, self.device).height()
        if y + line * len(table.notes) > self.height - footer_h:
            self.new_page()
            y = self.header(table, False, 2)
            if self.footed != self.pages:
                self.footed = self.pages
                self.footer(f"{self.doc_title or table.title} — {self.page_label()}")
        for text in table.notes:
            y = self._wrapped(y, text, font)
        return y

    def slips(self, table: PrintTable) -> None:
        """Result slips, two columns of boxes per page: board, players, result boxes, signatures."""
        cols, gap = 2, self.px(10)
        w = (self.width - gap) / cols
        line = QFontMetricsF(self.font(10), self.device).height()
        h = line * 7.4
        per_page = cols * max(1, int((self.height - line * 4) // (h + gap)))
        rows = list(table.rows)
        for start in range(0, max(1, len(rows)), per_page):
            self.new_page()
            y0 = self.header(table, True, 1)
            for k, r in enumerate(rows[start : start + per_page]):
                if not self.dry:
                    x, y = (k % cols) * (w + gap), y0 + (k // cols) * (h + gap)
                    self._slip(table, r, x, y, w, h)
            self.footer(f"{table.title} — {self.page_label()}")

    def _slip(
        self, table: PrintTable, r: Sequence[str], x: float, y: float, w: float, h: float
    ) -> None:
        p = self.p
        line = QFontMetricsF(self.font(10), self.device).height()
        pad = self.px(5)
        inner = w - 2 * pad
        pen = QPen(QColor("black"))
        pen.setWidthF(self.px(0.6))
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRect(QRectF(x, y, w - self.px(1), h))
        p.setPen(QColor("black"))

        def text(dy: float, value: str, pt: float = 10, bold: bool = False) -> None:
            p.setFont(self.font(pt, bold))
            fm = QFontMetricsF(p.font(), self.device)
            shown = fm.elidedText(value, Qt.TextElideMode.ElideRight, inner)
            p.drawText(
                QRectF(x + pad, y + pad + dy, inner, line), Qt.AlignmentFlag.AlignLeft, shown
            )

        round_label = table.title.rsplit(" — ", 1)[-1]
        text(0, f"{round_label} · {table.columns[0].header} {r[0]}", 11, True)
        text(line * 1.1, table.title.rsplit(" — ", 1)[0], 8)
        text(line * 2.0, f"{table.columns[1].header}: {r[1]}")
        text(line * 3.0, f"{table.columns[2].header}: {r[2]}")
        p.setFont(self.font(10))
        box = line * 0.75
        by = y + pad + line * 4.3
        for j, label in enumerate(("1 – 0", "½ – ½", "0 – 1")):
            bx = x + pad + j * inner / 3
            p.drawRect(QRectF(bx, by, box, box))
            p.drawText(
                QRectF(bx + box * 1.5, by - line * 0.12, inner / 3 - box * 2, line),
                Qt.AlignmentFlag.AlignLeft,
                label,
            )
        sig_y = y + h - pad - line * 0.9
        p.drawLine(int(x + pad), int(sig_y), int(x + w / 2 - pad), int(sig_y))
        p.drawLine(int(x + w / 2 + pad), int(sig_y), int(x + w - pad), int(sig_y))
        p.setFont(self.font(8))
        for sx, who in (
            (x + pad, table.columns[1].header),
            (x + w / 2 + pad, table.columns[2].header),
        ):
            p.drawText(
                QRectF(sx, sig_y + self.px(1), w / 2 - 2 * pad, line),
                Qt.AlignmentFlag.AlignLeft,
                who,
            )


def render(tables: Sequence[PrintTable], device: PageDevice) -> int:
    """Draw ``tables`` on ``device`` (a QPdfWriter or a QPrinter); returns the number of pages."""
    painter = QPainter(device)
    try:
        drawer = _Painter(device, painter)
        drawer.dry = True  # first the pages are counted, for "page N of M"
        for t in tables:
            drawer.table(t)
        total = drawer.pages
        drawer = _Painter(device, painter)
        drawer.total = total
        for t in tables:
            drawer.table(t)
        return drawer.pages
    finally:
        painter.end()


def pdf_bytes(tables: Sequence[PrintTable], title: str = "elodesk") -> bytes:
    """The tables as a PDF document (A4, orientation chosen to fit)."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setResolution(720)  # 10 dots a point: font sizes in half points stay exact
    writer.setTitle(title)
    writer.setCreator("elodesk")
    set_fitting_layout(tables, writer)
    render(tables, writer)
    del writer
    buf.close()
    return bytes(data.data())


def write_pdf(
    tables: Sequence[PrintTable],
    path: str | Path,
    title: str = "elodesk",
    *,
    inputs: Sequence[str | Path] = (),
    force: bool = True,
) -> Path:
    """Write the tables as a PDF file by the output rule (``io.outputs.write_output``: never
    over one of ``inputs`` — the open event — atomic); ``force``: the save dialog has asked
    before replacing."""
    write_output(path, pdf_bytes(tables, title), inputs=inputs, force=force)
    return Path(path)
