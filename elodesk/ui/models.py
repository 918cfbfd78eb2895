"""Table models over the open event (QAbstractTableModel, column enums).

Vorta's way: a model holds its rows; after an edit (the controller's ``changed`` carries the
:class:`~elodesk.app.session.Changes`) it builds its new rows from the event in memory and emits
``dataChanged`` for the rows or cells whose values changed; the layout changes only when the same
rows come in another order, and the model resets only when rows come or go or the settings
change.
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette

from ..app.event import RESULTS_FILE
from ..app.labels import STATUS_LABELS, note_text
from ..app.printables import (
    cell_mark,
    change_text,
    expected_text,
    points_text,
    result_text,
)
from ..app.rules import note_values, shown
from ..app.session import Changes
from .controller import EventController
from .pairing_models import bye_text


def palette_brush(kind: str) -> QBrush:
    """Cell colours taken from the palette, so that a dark theme stays readable:
    the crosstable's diagonal, unpaired and awaited cells, gains and losses."""
    pal = QGuiApplication.palette()
    base, text = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)
    dark = base.lightness() < text.lightness()
    if kind == "diagonal":
        return QBrush(pal.color(QPalette.ColorRole.Mid))
    if kind == "not-paired":
        return QBrush(pal.color(QPalette.ColorRole.AlternateBase))
    if kind == "awaited":  # a light amber on light themes, a dark one on dark themes
        return QBrush(QColor("#5a4a12") if dark else QColor("#fff3c4"))
    if kind == "gain":
        return QBrush(QColor("#7ee2a8") if dark else QColor("#1a7f37"))
    return QBrush(QColor("#ff9b8f") if dark else QColor("#b3261e"))


class _EventModel(QAbstractTableModel):
    """Base: rows from the event; redrawn where they changed after each edit."""

    headers: tuple[str, ...] = ()
    # the last column takes the window's room left (views.table_view): a text column's
    stretch_last = True

    def __init__(self, ctl: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctl = ctl
        self.rows: list[Any] = []
        ctl.changed.connect(self.on_changed)
        self.reload()

    def build(self) -> list[Any]:  # pragma: no cover - overridden
        return []

    def key(self, row: Any) -> Hashable:
        """What a row stands for (a start number, a game): rows are matched by it."""
        return row

    def concerned(self, changes: Changes) -> bool:
        """Whether an edit that changed neither rows nor settings can change this table."""
        return True

    def reload(self) -> None:
        self.beginResetModel()
        self.rows = self.build()
        self.endResetModel()

    def on_changed(self, changes: Changes) -> None:
        if changes.structural:
            self.reload()
        elif self.concerned(changes):
            self.update(changes)

    def update(self, changes: Changes) -> None:
        """After an edit: the new rows, and a signal for each run of rows that changed."""
        self.sync(self.build())

    def sync(self, new: list[Any]) -> None:
        old_keys = [self.key(r) for r in self.rows]
        new_keys = [self.key(r) for r in new]
        if old_keys == new_keys:
            changed = [i for i, (a, b) in enumerate(zip(self.rows, new, strict=True)) if a != b]
            self.rows = new
            self._rows_changed(changed)
        elif len(old_keys) == len(new_keys) and set(old_keys) == set(new_keys):
            self._reorder(new, new_keys)
        else:
            self.beginResetModel()
            self.rows = new
            self.endResetModel()

    def _rows_changed(self, rows: list[int]) -> None:
        """``dataChanged`` over whole rows, one signal per run of consecutive rows."""
        last = self.columnCount() - 1
        for first, end in _runs(rows):
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    def _reorder(self, new: list[Any], new_keys: list[Hashable]) -> None:
        """The same rows in another order (a standings change): the layout, with the selection
        and the current cell following their row."""
        where = {k: i for i, k in enumerate(new_keys)}
        self.layoutAboutToBeChanged.emit()
        old_keys = [self.key(r) for r in self.rows]
        persistent = self.persistentIndexList()
        moved = [
            self.index(where[old_keys[i.row()]], i.column())
            if 0 <= i.row() < len(old_keys)
            else QModelIndex()
            for i in persistent
        ]
        self.rows = new
        self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.header_labels())

    def header_labels(self) -> list[str]:
        return list(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            labels = self.header_labels()
            return labels[section] if 0 <= section < len(labels) else None
        return str(section + 1)


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Consecutive row numbers as (first, last) runs: [1, 2, 3, 7] → [(1, 3), (7, 7)]."""
    out: list[tuple[int, int]] = []
    for r in sorted(rows):
        if out and r == out[-1][1] + 1:
            out[-1] = (out[-1][0], r)
        else:
            out.append((r, r))
    return out


class PlayerCol(enum.IntEnum):
    NUMBER = 0
    NAME = 1
    ID = 2
    RATING = 3
    GAMES = 4
    FED = 5
    CLUB = 6
    FIDE_ID = 7
    FIDE_RATING = 8


class PlayersModel(_EventModel):
    """The event's players; name, rating and games edit in place (undoable)."""

    stretch_last = False  # its last column is the FIDE rating

    def header_labels(self) -> list[str]:
        return [
            QCoreApplication.translate("Players", "#"),
            QCoreApplication.translate("Players", "Name"),
            QCoreApplication.translate("Players", "ID"),
            QCoreApplication.translate("Players", "Rank")
            if getattr(self, "go", False)
            else QCoreApplication.translate("Players", "Rating"),
            QCoreApplication.translate("Players", "Games"),
            QCoreApplication.translate("Players", "Fed."),
            QCoreApplication.translate("Players", "Club"),
        ] + (
            []
            if getattr(self, "go", False)
            else [
                QCoreApplication.translate("Players", "FIDE ID"),
                QCoreApplication.translate("Players", "FIDE rating"),
            ]
        )

    def build(self) -> list[Any]:
        # a Go event shows and edits the rank (kept in the title column) instead of a rating
        self.go = self.ctl.settings.go
        self._KEYS = self._GO_KEYS if self.go else self._CHESS_KEYS
        return self.ctl.session.players

    def key(self, row: Any) -> Hashable:
        return row["number"]

    def concerned(self, changes: Changes) -> bool:
        return bool(changes.players)  # a result changes nothing here

    _CHESS_KEYS = (
        "number",
        "name",
        "id",
        "rating",
        "games",
        "federation",
        "club",
        "fide_id",
        "fide_rating",
    )
    _GO_KEYS = ("number", "name", "id", "title", "games", "federation", "club")
    _KEYS: tuple[str, ...] = _CHESS_KEYS  # the columns shown (a Go event: _GO_KEYS)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        key = self._KEYS[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            v = row[key]
            if key in ("rating", "fide_rating") and not v and role == Qt.ItemDataRole.DisplayRole:
                return "—"
            if key == "name" and row["withdrawn"] and role == Qt.ItemDataRole.DisplayRole:
                return v + "  (" + QCoreApplication.translate("Players", "withdrawn") + ")"
            return v
        if role == Qt.ItemDataRole.TextAlignmentRole and key in (
            "number",
            "rating",
            "games",
            "fide_rating",
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        f = super().flags(index)
        if (
            index.isValid()
            and index.column()
            in (
                PlayerCol.NAME,
                PlayerCol.RATING,
                PlayerCol.GAMES,
                PlayerCol.ID,
                PlayerCol.FED,
                PlayerCol.CLUB,
                PlayerCol.FIDE_ID,
                PlayerCol.FIDE_RATING,
            )
            and not self.ctl.read_only
        ):
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: Any,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        key = self._KEYS[index.column()]
        if key == "title" and self.go:
            from ..app.rules import rank_to_level
            from ..engine.model import ElodeskError

            try:
                rank_to_level(str(value))
            except ElodeskError:
                self.ctl.error.emit(
                    QCoreApplication.translate("Players", "A Go rank looks like 15k or 3d.")
                )
                return False
            value = str(value).strip().lower()
        if key in ("rating", "games", "fide_rating"):
            try:
                value = int(str(value).strip() or 0)
            except ValueError:
                self.ctl.error.emit(
                    QCoreApplication.translate("Players", "Rating and games must be whole numbers.")
                )
                return False
            if value < 0 or (key in ("rating", "fide_rating") and value > 3500):
                self.ctl.error.emit(
                    QCoreApplication.translate("Players", "Impossible value: %1").replace(
                        "%1", str(value)
                    )
                )
                return False
        return self.ctl.edit_player(self.rows[index.row()]["number"], **{key: value})


class CrosstableModel(_EventModel):
    """The round robin grid: a row and a column per player, then points and rank.

    A single round robin shows each game twice (both cells edit the same game); a double one
    shows, in the cell (row, column), the game the row player has White in.
    """

    def build(self) -> list[Any]:
        t = self.ctl.tournament
        self.players = sorted(t.players, key=lambda p: p.number)
        self.double = self.ctl.settings.double
        st = {s.number: s for s in self.ctl.standings()}
        self.points = {n: s.points for n, s in st.items()}
        self.rank = {n: s.rank for n, s in st.items()}
        return self.players

    def key(self, row: Any) -> Hashable:
        return row.number

    def update(self, changes: Changes) -> None:
        """A result: its cell and the mirror cell (the same game), then the points and rank
        of the rows whose points or rank changed; a player's edit: his name cell."""
        old, points, rank = self.rows, self.points, self.rank
        new = self.build()
        if [p.number for p in old] != [p.number for p in new]:
            self.beginResetModel()
            self.rows = new
            self.endResetModel()
            return
        self.rows = new
        n = len(new)
        row = {p.number: i for i, p in enumerate(new)}
        for i, (a, b) in enumerate(zip(old, new, strict=True)):
            if a != b:
                self.dataChanged.emit(self.index(i, 0), self.index(i, 0))
        for _rnd, white, black in sorted(changes.games):
            if white not in row or black not in row:
                continue
            cells = [(row[white], row[black] + 1)]
            if not self.double:  # a double round robin's mirror cell is the return game
                cells.append((row[black], row[white] + 1))
            for r, c in cells:
                self.dataChanged.emit(self.index(r, c), self.index(r, c))
        totals = [
            i
            for i, p in enumerate(new)
            if (points.get(p.number), rank.get(p.number))
            != (self.points.get(p.number), self.rank.get(p.number))
        ]
        for first, last in _runs(totals):
            self.dataChanged.emit(self.index(first, n + 1), self.index(last, n + 2))

    def header_labels(self) -> list[str]:
        return (
            [QCoreApplication.translate("Crosstable", "Name")]
            + [str(p.number) for p in self.players]
            + [
                QCoreApplication.translate("Crosstable", "Pts"),
                QCoreApplication.translate("Crosstable", "Rank"),
            ]
        )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return str(self.players[section].number) if section < len(self.players) else None
        return super().headerData(section, orientation, role)

    def cell(self, index: QModelIndex | QPersistentModelIndex):
        """(game, row player has White) for a grid cell, or None off the grid."""
        c = index.column() - 1
        if not index.isValid() or c < 0 or c >= len(self.players) or c == index.row():
            return None
        a, b = self.players[index.row()].number, self.players[c].number
        g = self.ctl.game_between(a, b, white=a if self.double else None)
        if g is None:
            return None
        return g, g.white == a

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        p = self.players[r]
        n = len(self.players)
        if role == Qt.ItemDataRole.DisplayRole:
            if c == 0:
                return f"{p.name}  ({p.rating})" if p.rating else p.name
            if c == n + 1:
                return points_text(self.points.get(p.number, 0))
            if c == n + 2:
                return str(self.rank.get(p.number, ""))
            if c - 1 == r:
                return ""
            cell = self.cell(index)
            return cell_mark(cell[0].result, cell[1]) if cell else ""
        if role == Qt.ItemDataRole.BackgroundRole:
            if 1 <= c <= n and c - 1 == r:
                return palette_brush("diagonal")
            if 1 <= c <= n and self.cell(index) is None:
                return palette_brush("not-paired")
            cell = self.cell(index) if 1 <= c <= n else None
            if cell and cell[0].result is None:
                return palette_brush("awaited")
        if role == Qt.ItemDataRole.TextAlignmentRole and c >= 1:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and c == n + 1:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ToolTipRole and 1 <= c <= n:
            cell = self.cell(index)
            if cell:
                g = cell[0]
                return (
                    QCoreApplication.translate("Crosstable", "Round %1, %2 has White")
                    .replace("%1", str(g.round))
                    .replace("%2", str(g.white))
                )
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class StandingsModel(_EventModel):
    stretch_last = False  # its last column is a tie-break value

    def build(self) -> list[Any]:
        self.tbs = list(self.ctl.standings_rules().tiebreaks)
        return self.ctl.standings()

    def key(self, row: Any) -> Hashable:
        return row.number

    def header_labels(self) -> list[str]:
        return [
            QCoreApplication.translate("Standings", "Rank"),
            QCoreApplication.translate("Standings", "#"),
            QCoreApplication.translate("Standings", "Name"),
            QCoreApplication.translate("Standings", "Pts"),
            QCoreApplication.translate("Standings", "Games"),
        ] + self.tbs

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        s = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            c = index.column()
            base = [s.rank, s.number, s.name, points_text(s.points), s.games]
            if c < len(base):
                return base[c]
            return shown(s.tiebreaks.get(self.tbs[c - len(base)]))
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class PreviewModel(_EventModel):
    """Every player's rating change, live; FRBE and FIDE side by side for a FIDE-rated event;
    FRBE from the results file chosen (:attr:`results_file`, the event's by default)."""

    results_file = RESULTS_FILE

    def set_results_file(self, kind: str) -> None:
        self.results_file = kind
        self.sync(self.build())

    def build(self) -> list[Any]:
        s = self.ctl.settings
        self.systems = [s.system]
        if s.fide_rated and s.system != "fide":
            self.systems.append("fide")
        pv = [
            self.ctl.preview(x, self.results_file if x == "frbe" else RESULTS_FILE)
            for x in self.systems
        ]
        self.previews = pv
        self.values = [note_values(x.system, x.rules) for x in pv]
        players = sorted(self.ctl.tournament.players, key=lambda p: p.number)
        # a row: the player and his outcome under each system (compared after an edit)
        return [(p, tuple(x.results.get(p.number) for x in pv)) for p in players]

    def key(self, row: Any) -> Hashable:
        return row[0].number

    def header_labels(self) -> list[str]:
        labels = [
            QCoreApplication.translate("Preview", "#"),
            QCoreApplication.translate("Preview", "Name"),
        ]
        for x in self.systems:
            up = x.upper()
            labels += [
                f"{up} " + QCoreApplication.translate("Preview", "old"),
                QCoreApplication.translate("Preview", "Games"),
                QCoreApplication.translate("Preview", "Score"),
                QCoreApplication.translate("Preview", "Expected"),
                QCoreApplication.translate("Preview", "Change"),
                f"{up} " + QCoreApplication.translate("Preview", "new"),
                QCoreApplication.translate("Preview", "Rules"),
            ]
        return labels

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        p, results = self.rows[index.row()]
        c = index.column()
        if c < 2:
            return (p.number if c == 0 else p.name) if role == Qt.ItemDataRole.DisplayRole else None
        k, off = divmod(c - 2, 7)
        r = results[k]
        if r is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:

            def fmt(v):
                return "—" if v is None else f"{v:g}"

            if off == 0:
                return fmt(r.old)
            if off == 1:
                return r.games
            if off == 2:
                return points_text(r.score)
            if off == 3:
                return expected_text(r.expected)
            if off == 4:
                return "—" if r.delta is None else change_text(r.delta)
            if off == 5:
                return fmt(r.new) + (
                    "" if r.status.value == "rated" else f" ({status_label(r.status.value)})"
                )
            return ", ".join(note_label(n, self.values[k]) for n in r.notes)
        if role == Qt.ItemDataRole.ForegroundRole and off == 4 and r.delta:
            return palette_brush("gain" if r.delta > 0 else "loss")
        if role == Qt.ItemDataRole.TextAlignmentRole and off != 6:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def note_label(tag: str, values: Mapping[str, Sequence[int]]) -> str:
    """A rule tag of the engine (``notes``), or a player's status, in the interface's
    language, with the rule values of the rule set that acted (``values``: its
    ``note_values()``, ``app.rules.note_values``)."""
    return note_text(tag, values, lambda s: QCoreApplication.translate("Preview", s))


def status_label(value: str) -> str:
    """A player's status in the preview (app.labels.STATUS_LABELS) in the interface's language."""
    text = STATUS_LABELS.get(value)
    return QCoreApplication.translate("Preview", text) if text else value


class FictitiousModel(_EventModel):
    """Unrated players of a round robin: the fictitious rating and its derivation (seed 003)."""

    stretch_last = False  # its last column is the fictitious rating

    def build(self) -> list[Any]:
        pv = self.ctl.preview("frbe") if self.ctl.settings.system == "frbe" else None
        names = {p.number: p.name for p in self.ctl.tournament.players}
        # a row: start number, derivation, name
        return [(n, f, names.get(n, "")) for n, f in sorted(pv.fictitious.items())] if pv else []

    def key(self, row: Any) -> Hashable:
        return row[0]

    def header_labels(self) -> list[str]:
        return [
            QCoreApplication.translate("Fictitious", "#"),
            QCoreApplication.translate("Fictitious", "Name"),
            QCoreApplication.translate("Fictitious", "Rated opponents"),
            QCoreApplication.translate("Fictitious", "Games"),
            QCoreApplication.translate("Fictitious", "Score"),
            QCoreApplication.translate("Fictitious", "Mean (Rc)"),
            QCoreApplication.translate("Fictitious", "p"),
            QCoreApplication.translate("Fictitious", "D(p)"),
            QCoreApplication.translate("Fictitious", "Fictitious rating"),
        ]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        n, f, name = self.rows[index.row()]
        return [
            n,
            name,
            f.rated_opponents,
            f.games,
            points_text(float(f.score)),
            f.rc,
            f"{f.p100 / 100:.2f}",
            change_text(f.d),
            f.rating,
        ][index.column()]


class PairingsModel(_EventModel):
    """One round of an open: boards with White, Black and the result."""

    def __init__(self, ctl: EventController, parent: QObject | None = None) -> None:
        self.round = 1
        super().__init__(ctl, parent)

    def set_round(self, rnd: int) -> None:
        self.round = rnd
        self.reload()

    def build(self) -> list[Any]:
        t = self.ctl.tournament
        self.names = {p.number: p.name for p in t.players}
        return [g for g in t.pairings if g.round == self.round]

    def key(self, row: Any) -> Hashable:
        return (row.round, row.white, row.black)

    def concerned(self, changes: Changes) -> bool:
        return bool(changes.players) or any(k[0] == self.round for k in changes.games)

    def update(self, changes: Changes) -> None:
        """A result of this round: its board; a player's new name: his boards."""
        old_names = self.names
        self.sync(self.build())
        renamed = {n for n in changes.players if old_names.get(n) != self.names.get(n)}
        if renamed:
            self._rows_changed([i for i, g in enumerate(self.rows) if renamed & {g.white, g.black}])

    def header_labels(self) -> list[str]:
        return [
            QCoreApplication.translate("Rounds", "Board"),
            QCoreApplication.translate("Rounds", "White"),
            QCoreApplication.translate("Rounds", "Result"),
            QCoreApplication.translate("Rounds", "Black"),
        ]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        g = self.rows[index.row()]
        c = index.column()
        if c == 0:
            return index.row() + 1
        if c == 1:
            return f"{g.white}. {self.names.get(g.white, '?')}"
        if c == 3:
            return f"{g.black}. {self.names.get(g.black, '?')}" if g.black else bye_text(g.bye)
        if g.black == 0:
            return g.bye or "-"
        res = result_text(g.result)
        return f"{res}  (H{g.handicap})" if g.handicap else res
