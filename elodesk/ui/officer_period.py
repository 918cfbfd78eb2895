"""The ratings officer's period: its data, the list model and filter, the run worker, the
rating cards (what ``officer.py``'s window shows).

The list (30 000 rows) is a QAbstractTableModel over arrays computed in the worker that opened or
ran the period; it sorts by a key array and filters into a list of indices. Opening, running and
publishing go through :class:`~.jobs.Job`, a thread with progress and cancel.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
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

from ..app.cards import card_summary, card_table
from ..app.labels import CARD_WORDS
from ..app.officer_list import FILTERS, ListRows, visible_rows
from ..app.officer_session import Period
from ..app.printables import change_text
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
    QT_TRANSLATE_NOOP("OfficerWindow", "Gains of %1 or more"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Losses of %1 or more"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Rules that acted"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Foreign federation (FIDE rating)"),
)
# column widths in average characters (set once: no per-row resize over 30 000 rows)
WIDTHS = (8, 30, 6, 6, 6, 6, 6, 6, 12, 24, 6)


_DISPLAY, _BACKGROUND = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.BackgroundRole


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
        self.values: Mapping[str, Sequence[int]] = {}  # the rule values of the rules' words
        self.green, self.red = QBrush(QColor("#d9f2dd")), QBrush(QColor("#f8d7d5"))

    def set_rows(self, lr: ListRows, values: Mapping[str, Sequence[int]]) -> None:
        """A new list (after opening or running), keeping the sort and the filter; ``values``
        the rule values the rules' words name (the period's rule set's ``note_values()``)."""
        self.beginResetModel()
        self.lr = lr
        self.values = values
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
                self._labels[key] = ", ".join(note_label(n, self.values) for n in v)
            else:
                self._labels[key] = QCoreApplication.translate("PeriodModel", v) if v else ""
        return self._labels[key]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        # the role first: the view asks each visible cell for several roles at every paint
        # (a keystroke of the search repaints 35 rows × 11 columns), most of them unanswered
        if role == _DISPLAY:
            c = index.column()
            v = self.lr.rows[self.order[index.row()]][c]
            if c >= 8:
                return self._label(c, v)
            if c == 6 and v is not None:
                return change_text(v)
            return "" if v is None else v
        if role == _BACKGROUND:
            c = index.column()
            if c not in (5, 6):
                return None
            diff = self.lr.rows[self.order[index.row()]][6]
            return (self.green if diff > 0 else self.red) if diff else None
        return None


# the column of the players' status (its values: models.status_label)
STATUS_COLUMN = PeriodModel.HEAD.index("Status")


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


def card_words() -> dict[str, str]:
    """The card's words in the interface's language, read in the main thread (the cards PDF
    is drawn in a worker)."""
    return {key: QCoreApplication.translate("Officer", text) for key, text in CARD_WORDS}


def box_table(
    headers: list[str],
    aligns: list[str],
    rows: list[list[str]],
    link: Callable[[int, str], str | None] | None = None,
) -> str:
    """A table as the federation's printed cards draw it: monospaced lines, columns between
    ``│``, a ``─┼─`` rule under the headers, in a ``<pre>`` (a QTextDocument lays out an HTML
    table of 54 games × 14 columns in 180 ms, these lines in 15 ms). ``link(column, text)``
    gives a cell's link target, or None."""
    widths = [len(h) for h in headers]
    for row in rows:
        for i, text in enumerate(row):
            widths[i] = max(widths[i], len(text))

    def cell_text(i: int, text: str) -> str:
        w, a = widths[i], aligns[i]
        return text.rjust(w) if a == "right" else text.center(w) if a == "center" else text.ljust(w)

    def cell(i: int, text: str) -> str:
        padded = cell_text(i, text)
        target = link(i, text) if link is not None and text else None
        if target is None:
            return escape(padded)
        lead = len(padded) - len(padded.lstrip(" "))
        return (
            " " * lead
            + f"<a href='{escape(target)}'>{escape(text)}</a>"
            + " " * (len(padded) - lead - len(text))
        )

    lines = ["│".join(escape(cell_text(i, h)) for i, h in enumerate(headers))]
    lines.append("┼".join("─" * w for w in widths))
    lines += ["│".join(cell(i, c) for i, c in enumerate(row)) for row in rows]
    return "<pre>" + "\n".join(lines) + "</pre>"


def history_html(p: Period, pid: int, words: dict[str, str] | None = None) -> str:
    words = words or card_words()
    rows = p.history.get(pid, [])
    if not rows:
        return ""
    headers = ["", words["no"], words["opp"], words["name"], "Elo", "W", "We", "K"]
    headers += [words["date"], words["file"]]
    aligns = ["left", "right", "right", "left", "right", "right", "right", "right", "left", "left"]
    cells = [
        [
            str(r["period"]),
            str(r["number"]),
            str(r["opponent"]),
            str(r["name"] or ""),
            str(r["rating"] or ""),
            f"{r['w']:.1f}",
            f"{r['we']:.2f}",
            str(r["k"] or ""),
            str(r["date"] or ""),
            str(r["file"] or ""),
        ]
        for r in rows
    ]
    return f"<h4>{words['previous']}</h4>" + box_table(headers, aligns, cells)


def card_html(p: Period, pid: int, words: dict[str, str] | None = None) -> str:
    """One player's card: his games (RUN 1 with the running s.Elo for a player unrated at the
    start, then RUN 3, then those not counted) and the Rc rows, as the published cards PDF
    holds them (:func:`app.cards.card_table`, with each game's sender), the formulas the
    federation's card prints (:func:`app.cards.summary_lines`), an opponent's ID a link to his
    card, then the earlier periods' games."""
    words = words or card_words()
    r = p.pos.get(pid)
    if r is None or p.result is None:
        return ""
    pc = p.result.players[r]
    table = card_table(p, pid, words, sender=True)
    values = p.rule_set.note_values()
    notes = ", ".join(note_label(n, values) for n in pc.out.notes) if pc.out else ""
    said = " · ".join(x for x in (table.subtitle, status_label(pc.status.value), notes) if x)
    out = [f"<h3>{escape(table.title)}</h3><p>{escape(said)}</p>"]
    opp = 1  # the opponent's column: his ID, a link when he is of the period

    def link(column: int, text: str) -> str | None:
        if column == opp and text.isdigit() and int(text) in p.pos:
            return f"player:{int(text)}"
        return None

    out.append(
        box_table(
            [c.header for c in table.columns],
            [c.align for c in table.columns],
            [list(row) for row in table.rows],
            link,
        )
    )
    lines = list(table.notes)
    sm = card_summary(p, pid)
    perf = pc.out.performance if pc.out else None
    if perf is not None and (sm is None or sm.provisional is None):
        shown = f"Rc={perf.rc} p={perf.p100 / 100:.2f} D(p)={perf.d:+d} → {perf.rating}"
        if not any(shown in line for line in lines):
            lines.insert(len(lines) - 1, shown)
    out.append("<p>" + "<br>".join(escape(line) for line in lines) + "</p>")
    out.append(history_html(p, pid, words))
    return "".join(out)
