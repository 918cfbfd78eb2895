"""Printed pairings for the wall (by board, and alphabetical) and result slips, as A4 PDF.

HTML through Qt's PDF writer (``QTextDocument`` on ``QPdfWriter``), in the interface's language.
The wall lists use a large type (read from a step away); the slips are four to a page with a
line to cut along, each with the board, both players, the result boxes and two signatures.
"""

from __future__ import annotations

import html
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from ..engine.model import Pairing, Tournament
from ..engine.swiss import scores_before


def _tr(text: str) -> str:
    return QCoreApplication.translate("PairingPrint", text)


def _score(x: float) -> str:
    return f"{x:g}".replace(".5", "½") if x != 0.5 else "½"


def _boards(t: Tournament, rnd: int) -> tuple[list[Pairing], list[Pairing]]:
    rows = [g for g in t.pairings if g.round == rnd]
    return [g for g in rows if g.black], [g for g in rows if not g.black]


def _bye_label(code: str) -> str:
    return {
        "U": _tr("pairing-allocated bye"),
        "H": _tr("half-point bye"),
        "Z": _tr("zero-point bye"),
        "F": _tr("full-point bye"),
    }.get(code, _tr("bye"))


def wall_html(t: Tournament, rnd: int, bye_value: float = 1.0) -> str:
    """Round ``rnd`` by board, then every player alphabetically with his board and colour."""
    names = {p.number: p.name for p in t.players}
    scores = scores_before(t, rnd, bye_value)
    games, byes = _boards(t, rnd)
    head = f"<h1>{html.escape(t.name)} — {_tr('Round')} {rnd}</h1>"
    out = [
        "<html><body style='font-family: sans-serif; font-size: 15pt'>",
        head,
        f"<h2>{_tr('Pairings by board')}</h2>",
        "<table border=1 cellspacing=0 cellpadding=5 width='100%'>",
        f"<tr><th>{_tr('Board')}</th><th>{_tr('White')}</th><th>{_tr('Pts')}</th>"
        f"<th>{_tr('Result')}</th><th>{_tr('Pts')}</th><th>{_tr('Black')}</th></tr>",
    ]
    for i, g in enumerate(games, start=1):
        out.append(
            f"<tr><td align=center><b>{i}</b></td>"
            f"<td>{g.white}. {html.escape(names.get(g.white, '?'))}</td>"
            f"<td align=center>{_score(scores.get(g.white, 0))}</td>"
            f"<td align=center width='12%'>{'' if g.result is None else g.result.value.replace('1/2', '½')}</td>"
            f"<td align=center>{_score(scores.get(g.black, 0))}</td>"
            f"<td>{g.black}. {html.escape(names.get(g.black, '?'))}</td></tr>"
        )
    for g in byes:
        out.append(
            f"<tr><td></td><td>{g.white}. {html.escape(names.get(g.white, '?'))}</td>"
            f"<td align=center>{_score(scores.get(g.white, 0))}</td>"
            f"<td colspan=3>{_bye_label(g.bye)}</td></tr>"
        )
    out.append("</table>")
    where: dict[int, str] = {}
    for i, g in enumerate(games, start=1):
        where[g.white] = f"{_tr('board')} {i} — {_tr('White')}"
        where[g.black] = f"{_tr('board')} {i} — {_tr('Black')}"
    for g in byes:
        where[g.white] = _bye_label(g.bye)
    out.append(
        f"<h2 style='page-break-before: always'>{html.escape(t.name)} — {_tr('Round')} {rnd}: "
        f"{_tr('players in alphabetical order')}</h2>"
        "<table border=1 cellspacing=0 cellpadding=4 width='100%'>"
        f"<tr><th>{_tr('Name')}</th><th>#</th><th>{_tr('Pts')}</th><th>{_tr('Board')}</th></tr>"
    )
    for p in sorted(t.players, key=lambda p: p.name.casefold()):
        if p.withdrawn and p.number not in where:
            where[p.number] = QCoreApplication.translate("PairingPrint", "withdrawn")
        out.append(
            f"<tr><td>{html.escape(p.name)}</td><td align=center>{p.number}</td>"
            f"<td align=center>{_score(scores.get(p.number, 0))}</td>"
            f"<td>{where.get(p.number, _tr('not paired'))}</td></tr>"
        )
    out.append("</table></body></html>")
    return "".join(out)


def slips_html(t: Tournament, rnd: int) -> str:
    """One result slip per board, six to an A4 page, a line to cut along between them."""
    names = {p.number: p.name for p in t.players}
    games, _ = _boards(t, rnd)
    round_label = QCoreApplication.translate("PairingPrint", "Round")
    board_label = QCoreApplication.translate("PairingPrint", "Board")
    white = QCoreApplication.translate("PairingPrint", "White")
    black = QCoreApplication.translate("PairingPrint", "Black")
    signature = QCoreApplication.translate("PairingPrint", "Signature")
    out = ["<html><body style='font-family: sans-serif; font-size: 12pt'>"]
    for i, g in enumerate(games, start=1):
        brk = " style='page-break-before: always'" if i > 1 and (i - 1) % 6 == 0 else ""
        out.append(
            f"<table{brk} border=0 cellspacing=0 cellpadding=4 width='100%'>"
            f"<tr><td colspan=3><b>{html.escape(t.name)}</b> — {round_label} {rnd} — "
            f"<b>{board_label} {i}</b></td></tr>"
            f"<tr><td width='40%'>{white}<br><b>{g.white}. "
            f"{html.escape(names.get(g.white, '?'))}</b></td>"
            "<td width='20%' align=center>☐ 1-0<br>☐ ½-½<br>☐ 0-1</td>"
            f"<td width='40%'>{black}<br><b>{g.black}. "
            f"{html.escape(names.get(g.black, '?'))}</b></td></tr>"
            f"<tr><td>{signature}: ________________</td><td></td>"
            f"<td>{signature}: ________________</td></tr>"
            "</table><p>✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -"
            " - - - - - - - - - - - - - - - - - - - - - - - - -</p>"
        )
    out.append("</body></html>")
    return "".join(out)


def write_pdf(html_text: str, path: Path, landscape: bool = False) -> Path:
    """The HTML as an A4 PDF (portrait unless ``landscape``)."""
    tmp = path.with_name(f".{path.name}.tmp")
    writer = QPdfWriter(str(tmp))
    writer.setResolution(300)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait,
            QMarginsF(12, 12, 12, 12),
        )
    )
    doc = QTextDocument()
    # lay the text out with the writer's resolution, or point sizes come out at screen scale
    doc.documentLayout().setPaintDevice(writer)
    doc.setHtml(html_text)
    doc.setPageSize(QSizeF(writer.width(), writer.height()))
    doc.print_(writer)
    del writer  # closes the file
    os.replace(tmp, path)  # atomic: a half-written PDF never takes the name
    return path
