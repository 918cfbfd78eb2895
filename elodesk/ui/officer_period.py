"""The ratings officer's period: its data, the list model and filter, the run worker, the
rating cards (what ``officer.py``'s window shows).

The list (30 000 rows) is a QAbstractTableModel over arrays computed in the worker that opened or
ran the period; it sorts by a key array and filters into a list of indices. Opening, running and
publishing go through :class:`~.jobs.Job`, a thread with progress and cancel.
"""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from ..app.cards import card_lines, card_summary
from ..app.officer_list import FILTERS, ListRows, visible_rows
from ..app.officer_session import Period
from .i18n import QT_TRANSLATE_NOOP
from .models import note_label, status_label

__all__ = [
    "FILTERS",
    "FILTER_LABELS",
    "PeriodModel",
    "FilesModel",
    "card_html",
    "card_words",
    "Period",
]

FILTER_LABELS = (
    QT_TRANSLATE_NOOP("OfficerWindow", "All players"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Rated"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Newly rated"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Provisional"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Unrated"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Changed this period"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Gains of 40 or more"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Losses of 40 or more"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Rules that acted"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Foreign federation (FIDE rating)"),
)
# column widths in average characters (set once: no per-row resize over 30 000 rows)
WIDTHS = (8, 30, 6, 6, 6, 6, 6, 6, 12, 24, 6)


class PeriodModel(QAbstractTableModel):
    """The whole list over arrays (:class:`app.officer_list.ListRows`): the view's rows are a
    list of indices, sorted by a column's key array and filtered by a list comprehension, so
    sorting or filtering 30 000 rows is one reset of the view (about 20 ms), never a copy."""

    HEAD = (
        QT_TRANSLATE_NOOP("PeriodModel", "ID"),
        QT_TRANSLATE_NOOP("PeriodModel", "Name"),
        QT_TRANSLATE_NOOP("PeriodModel", "Club"),
        QT_TRANSLATE_NOOP("PeriodModel", "Old"),
        QT_TRANSLATE_NOOP("PeriodModel", "Games"),
        QT_TRANSLATE_NOOP("PeriodModel", "New"),
        QT_TRANSLATE_NOOP("PeriodModel", "Diff."),
        QT_TRANSLATE_NOOP("PeriodModel", "Games after"),
        QT_TRANSLATE_NOOP("PeriodModel", "Status"),
        QT_TRANSLATE_NOOP("PeriodModel", "Rules"),
        QT_TRANSLATE_NOOP("PeriodModel", "Flag"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lr = ListRows()
        self.sorted: list[int] = []  # every row, in the current sort order
        self.order: list[int] = []  # the rows shown, in that order
        self.sort_column, self.sort_desc = -1, False
        self.text, self.kind = "", "all"
        self._labels: dict[Any, str] = {}
        self.green, self.red = QBrush(QColor("#d9f2dd")), QBrush(QColor("#f8d7d5"))

    def set_rows(self, lr: ListRows) -> None:
        """A new list (after opening or running), keeping the sort and the filter."""
        self.beginResetModel()
        self.lr = lr
        self._labels.clear()
        self.sorted = self._sorted_rows()
        self.order = visible_rows(lr, self.sorted, self.text, self.kind)
        self.endResetModel()

    def _sorted_rows(self) -> list[int]:
        n = len(self.lr)
        if not 0 <= self.sort_column < len(self.lr.keys):
            return list(range(n))
        key = self.lr.keys[self.sort_column].__getitem__
        return sorted(range(n), key=key, reverse=self.sort_desc)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.beginResetModel()
        self.sort_column, self.sort_desc = column, order == Qt.SortOrder.DescendingOrder
        self.sorted = self._sorted_rows()
        self.order = visible_rows(self.lr, self.sorted, self.text, self.kind)
        self.endResetModel()

    def set_filter(self, text: str, kind: str) -> None:
        self.beginResetModel()
        self.text, self.kind = text, kind or "all"
        self.order = visible_rows(self.lr, self.sorted, self.text, self.kind)
        self.endResetModel()

    def source_row(self, view_row: int) -> int:
        """The player's position in the period (PLAYER.DBF order) of a row of the view."""
        return self.order[view_row]

    def view_row(self, source: int) -> int:
        try:
            return self.order.index(source)
        except ValueError:
            return -1

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.order)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.HEAD)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("PeriodModel", self.HEAD[section])
        return None

    def row_values(self, r: int) -> tuple:
        """The values of the player at position ``r`` of the period."""
        return self.lr.rows[r]

    def _label(self, column: int, v: Any) -> str:
        key = (column, v)
        if key not in self._labels:
            if column == 8:
                self._labels[key] = status_label(v) if v else ""
            elif column == 9:
                self._labels[key] = ", ".join(note_label(n) for n in v)
            else:
                self._labels[key] = QCoreApplication.translate("PeriodModel", v) if v else ""
        return self._labels[key]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        c = index.column()
        vals = self.lr.rows[self.order[index.row()]]
        if role == Qt.ItemDataRole.DisplayRole:
            v = vals[c]
            if c >= 8:
                return self._label(c, v)
            if c == 6 and v is not None:
                return f"{v:+d}"
            return "" if v is None else v
        if role == Qt.ItemDataRole.BackgroundRole and c in (5, 6) and vals[6]:
            return self.green if vals[6] > 0 else self.red
        return None


class FilesModel(QAbstractListModel):
    """The files received and the suspected duplicates, each with a tick: a list model (one
    reset for 40 000 files, where a QListWidget took a second to fill). ``toggled(kind, what,
    on)`` says a tick changed: kind "file" (``what`` a FILE_CH) or "records" (record numbers)."""

    toggled = Signal(str, object, bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str, Any]] = []  # text, kind, what
        self.on: list[bool] = []

    def set_rows(self, rows: list[tuple[str, str, Any]], on: list[bool]) -> None:
        self.beginResetModel()
        self.rows, self.on = rows, on
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def text(self, row: int) -> str:
        return self.rows[row][0]

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
        )

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][0]
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if self.on[index.row()] else Qt.CheckState.Unchecked
        return None

    def setData(
        self, index: QModelIndex | QPersistentModelIndex, value: Any, role: int = 0
    ) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.CheckStateRole:
            return False
        on = Qt.CheckState(value) == Qt.CheckState.Checked
        r = index.row()
        if self.on[r] == on:
            return True
        self.on[r] = on
        self.dataChanged.emit(index, index, [role])
        _text, kind, what = self.rows[r]
        self.toggled.emit(kind, what, on)
        return True

    def set_all(self, kind: str, on: bool) -> list[Any]:
        """Tick (or untick) every row of ``kind`` at once, without a ``toggled`` per row; the
        ``what`` of the rows that changed (the caller acts once on all of them)."""
        changed = [r for r, row in enumerate(self.rows) if row[1] == kind and self.on[r] != on]
        for r in changed:
            self.on[r] = on
        if changed:
            self.dataChanged.emit(
                self.index(changed[0]), self.index(changed[-1]), [Qt.ItemDataRole.CheckStateRole]
            )
        return [self.rows[r][2] for r in changed]

    def set_checked(self, row: int, on: bool) -> None:
        """Tick or untick a row as the officer's click does."""
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        self.setData(self.index(row), state, Qt.ItemDataRole.CheckStateRole)


# the card's words (``Officer`` context); the colour letters are the federation's: W/B in
# English, B/N in French (blancs, noirs), W/Z in Dutch (wit, zwart — its printed cards)
CARD_WORDS = (
    ("W", QT_TRANSLATE_NOOP("Officer", "W")),
    ("B", QT_TRANSLATE_NOOP("Officer", "B")),
    ("old", QT_TRANSLATE_NOOP("Officer", "Old rating")),
    ("new", QT_TRANSLATE_NOOP("Officer", "New rating")),
    ("list", QT_TRANSLATE_NOOP("Officer", "list")),
    ("previous", QT_TRANSLATE_NOOP("Officer", "Previous periods")),
    ("rc", QT_TRANSLATE_NOOP("Officer", "Average opponents (Rc)")),
    ("rule25", QT_TRANSLATE_NOOP("Officer", "25/150 rule")),
    ("floor", QT_TRANSLATE_NOOP("Officer", "Floor")),
    ("carry", QT_TRANSLATE_NOOP("Officer", "Carried over from the previous list")),
    ("provisional", QT_TRANSLATE_NOOP("Officer", "Provisional rating")),
    ("transition", QT_TRANSLATE_NOOP("Officer", "K change at %1")),
    ("no", QT_TRANSLATE_NOOP("Officer", "No.")),
    ("opp", QT_TRANSLATE_NOOP("Officer", "Opp.")),
    ("name", QT_TRANSLATE_NOOP("Officer", "Name")),
    ("c", QT_TRANSLATE_NOOP("Officer", "C")),
    ("k", QT_TRANSLATE_NOOP("Officer", "K")),
    ("date", QT_TRANSLATE_NOOP("Officer", "Date")),
    ("file", QT_TRANSLATE_NOOP("Officer", "File")),
    ("sender", QT_TRANSLATE_NOOP("Officer", "Sender")),
    ("selo", QT_TRANSLATE_NOOP("Officer", "s.Elo")),
)


def card_words() -> dict[str, str]:
    """The card's words in the interface's language, read in the main thread (the cards PDF
    is drawn in a worker)."""
    return {key: QCoreApplication.translate("Officer", text) for key, text in CARD_WORDS}


def history_html(p: Period, pid: int, words: dict[str, str] | None = None) -> str:
    words = words or card_words()
    rows = p.history.get(pid, [])
    if not rows:
        return ""
    out = [
        f"<h4>{words['previous']}</h4>"
        "<table border=1 cellspacing=0 cellpadding=2><tr><th></th>"
        f"<th>{words['no']}</th><th>{words['opp']}</th><th>{words['name']}</th><th>Elo</th>"
        f"<th>W</th><th>We</th><th>K</th><th>{words['date']}</th><th>{words['file']}</th></tr>"
    ]
    for r in rows:
        out.append(
            f"<tr><td>{r['period']}</td><td>{r['number']}</td><td>{r['opponent']}</td>"
            f"<td>{escape(str(r['name'] or ''))}</td><td>{r['rating'] or ''}</td>"
            f"<td>{r['w']:.1f}</td><td>{r['we']:.2f}</td><td>{r['k'] or ''}</td>"
            f"<td>{r['date'] or ''}</td><td>{escape(str(r['file'] or ''))}</td></tr>"
        )
    out.append("</table>")
    return "".join(out)


def _fmt(v: float | None, f: str = "{:.2f}") -> str:
    return "" if v is None else f.format(v)


def card_html(p: Period, pid: int, words: dict[str, str] | None = None) -> str:
    """One player's card: his games (RUN 1 with the running s.Elo for a player unrated at the
    start, then RUN 3, then those not counted), the "average opponents (Rc)" row, and the
    formulas the federation's card prints (:func:`app.cards.card_summary`)."""
    words = words or card_words()
    r = p.pos.get(pid)
    if r is None or p.result is None:
        return ""
    pp, pc = p.inp.period_players[r], p.result.players[r]
    rows = card_lines(p, pid)
    sm = card_summary(p, pid)
    old = pp.list_rating if pp.rated else 0
    if pc.intermediate is not None:  # newly rated: the card's old rating is his first one
        old_text = f"{pc.intermediate} ({words['list']} {pp.list_rating})"
    else:
        old_text = str(old)
    out = [
        f"<h3>{pid} — {escape(str(p.names[r] or ''))}</h3><p>{words['old']} {old_text} · "
        f"{words['new']} <b>{pc.elo}</b> · {status_label(pc.status.value)} · "
        f"{', '.join(note_label(n) for n in pc.out.notes) if pc.out else ''}</p>"
    ]
    out.append(
        "<table border=1 cellspacing=0 cellpadding=2><tr>"
        f"<th>{words['no']}</th><th>{words['opp']}</th><th>{words['name']}</th><th>Elo</th>"
        f"<th>{words['selo']}</th><th>{words['c']}</th><th>W</th><th>We</th><th>W−We</th>"
        f"<th>{words['k']}</th><th>RUN</th><th>{words['date']}</th><th>{words['file']}</th>"
        f"<th>{words['sender']}</th></tr>"
    )
    s_elo = pp.opponents_sum if not pp.rated else None
    for row in rows:
        opp = row["opponent"]
        link = f"<a href='player:{opp}'>{opp}</a>" if opp in p.pos else str(opp)
        running = ""
        if s_elo is not None and row["run"] == 1:
            s_elo += row["rating"] or 0
            running = str(s_elo)
        colour = words.get(row["colour"] or "", row["colour"] or "")
        out.append(
            f"<tr><td>{row['number'] or ''}</td><td>{link}</td>"
            f"<td>{escape(str(row['name'] or ''))}</td><td>{row['rating'] or ''}</td>"
            f"<td>{running}</td><td>{colour}</td><td>{row['w']:.1f}</td>"
            f"<td>{_fmt(row['we'])}</td><td>{_fmt(row['diff'], '{:+.2f}')}</td>"
            f"<td>{row['k'] or ''}</td><td>{row['run'] or '—'}</td><td>{row['date'] or ''}</td>"
            f"<td>{escape(str(row['file'] or ''))}</td><td>{row['sender'] or ''}</td></tr>"
        )
    if sm is not None and sm.run1 is not None:
        rc1, n1, w1 = sm.run1
        out.append(
            f"<tr><td>{n1}</td><td colspan=2>{words['rc']} · RUN 1</td><td>{rc1}</td>"
            f"<td></td><td></td><td>{w1:.1f}</td><td colspan=7></td></tr>"
        )
    if sm is not None and sm.groups:
        out.append(
            f"<tr><td>{sm.games}</td><td colspan=2>{words['rc']}</td><td>{sm.rc}</td>"
            f"<td></td><td></td><td>{sm.w:.1f}</td><td>{_fmt(sm.we)}</td>"
            f"<td>{_fmt(sm.w - (sm.we or 0), '{:+.2f}')}</td><td colspan=5></td></tr>"
        )
    out.append("</table>")
    if sm is not None and sm.provisional is not None:
        pf = sm.provisional
        if sm.carry is not None:
            se, cw, cn = sm.carry
            out.append(f"<p>{words['carry']}: s.Elo={se}, W / # = {cw:.1f} / {cn}</p>")
        out.append(
            f"<p>{words['provisional']}: Elo = Rc + D(p) · Rc={pf.rc} p={pf.p100 / 100:.2f} "
            f"D(p)={pf.d:+d} · Rf={pf.rc} {pf.d:+d} = {pf.rating}</p>"
        )
    if sm is not None and sm.groups:
        lines = [f"# {sm.games} · Ri={sm.ri}"]
        lines += [f"G = ({g.w:.1f} − {g.we:.2f}) × {g.k} = {g.g:+.2f}" for g in sm.groups]
        total = round(sum(g.g for g in sm.groups), 2)
        lines.append(f"Rf = Ri + G = {sm.ri} {total:+.2f} = {sm.rf}")
        out.append("<p>" + "<br>".join(lines) + "</p>")
        tr = sm.transition
        if tr is not None:
            # seed 003: Rf = B + ((W − We) + (Ri − B)/Ki)·Kf, W and We of the whole period
            b = tr.bound
            out.append(
                "<p>"
                + words["transition"].replace("%1", str(b))
                + f" · Ki={tr.ki}, Kf={tr.kf}, Ri={sm.ri}<br>"
                f"Rf = {b} + (({sm.w:.1f} − {sm.we:.2f}) + (({sm.ri} − {b}) / {tr.ki})) "
                f"× {tr.kf} = {pc.elo}</p>"
            )
    if pc.out and pc.out.performance is not None and (sm is None or sm.provisional is None):
        perf = pc.out.performance
        out.append(f"<p>Rc={perf.rc} p={perf.p100 / 100:.2f} D(p)={perf.d:+d} → {perf.rating}</p>")
    out.append(history_html(p, pid, words))
    return "".join(out)
