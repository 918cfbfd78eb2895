"""Printable crosstable, standings and rating preview: HTML through Qt's PDF writer."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from .controller import EventController
from .models import mark


def event_html(ctl: EventController) -> str:
    crosstable = QCoreApplication.translate("Print", "Crosstable")
    standings_label = QCoreApplication.translate("Print", "Standings")
    preview_label = QCoreApplication.translate("Print", "Rating preview")
    t = ctl.tournament
    s = ctl.settings
    players = sorted(t.players, key=lambda p: p.number)
    out = [
        f"<h2>{html.escape(t.name)}</h2><p>{html.escape(t.city)} · {t.start} – {t.end} · "
        f"{html.escape(s.get('time_control', ''))}</p>"
    ]
    if players:
        out.append(
            f"<h3>{crosstable}</h3><table border=1 cellspacing=0 "
            "cellpadding=2><tr><th>#</th><th>"
            + QCoreApplication.translate("Print", "Name")
            + "</th>"
        )
        out.append("".join(f"<th>{p.number}</th>" for p in players) + "<th>Pts</th></tr>")
        st = {x.number: x for x in ctl.standings()}
        for p in players:
            cells = []
            for q in players:
                if p.number == q.number:
                    cells.append("<td bgcolor='#555'></td>")
                    continue
                g = ctl.game_between(p.number, q.number)
                cells.append(
                    f"<td align=center>{mark(g.result, g.white == p.number) if g else ''}</td>"
                )
            out.append(
                f"<tr><td>{p.number}</td><td>{html.escape(p.name)}</td>{''.join(cells)}"
                f"<td align=right><b>{st[p.number].points:g}</b></td></tr>"
            )
        out.append("</table>")
    out.append(f"<h3>{standings_label}</h3><table border=1 cellspacing=0 cellpadding=2>")
    for x in ctl.standings():
        out.append(
            f"<tr><td>{x.rank}</td><td>{html.escape(x.name)}</td><td>{x.points:g}</td>"
            + "".join(
                f"<td>{k} {v:g}</td>"
                for k, v in x.tiebreaks.items()
                if k in (s.get("tiebreaks") or ())
            )
            + "</tr>"
        )
    out.append("</table>")
    pv = ctl.preview()
    out.append(
        f"<h3>{preview_label} ({pv.system.upper()})</h3>"
        "<table border=1 cellspacing=0 cellpadding=2>"
    )
    for p in players:
        r = pv.results.get(p.number)
        if r:
            out.append(
                f"<tr><td>{html.escape(p.name)}</td><td>{r.old or '—'}</td>"
                f"<td>{r.games}</td><td>{r.score:g}</td><td>{r.delta if r.delta is not None else '—'}</td>"
                f"<td>{r.new if r.new is not None else '—'}</td>"
                f"<td>{', '.join(r.notes)}</td></tr>"
            )
    out.append("</table>")
    return "".join(out)


def write_pdf(ctl: EventController, path: Path) -> Path:
    writer = QPdfWriter(str(path))
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape,
            QMarginsF(12, 12, 12, 12),
        )
    )
    doc = QTextDocument()
    doc.setHtml(event_html(ctl))
    doc.setPageSize(QSizeF(writer.width(), writer.height()))
    doc.print_(writer)
    return path
