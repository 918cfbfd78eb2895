"""The standings rules of an event on screen (tie-break edition, score system,
tie-breaks in order, categories), edited in the new-event wizard and from the Standings tab
(undoable), and the standings of one category with the overall rank."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..app.printables import points_text
from ..app.rules import (
    SCORE_SYSTEMS,
    TIEBREAKS,
    Category,
    Edition,
    StandingsRules,
    by_category,
    canonical,
    shown,
    standings,
)
from ..engine.model import Entrant
from .controller import EventController, SetSettings

_ROLE = Qt.ItemDataRole.UserRole


def tiebreak_label(code: str) -> str:
    """The code and what it is, in the interface's language."""
    names = {
        "SB": QCoreApplication.translate("Tiebreaks", "Sonneborn-Berger"),
        "DE": QCoreApplication.translate("Tiebreaks", "direct encounter"),
        "WIN": QCoreApplication.translate("Tiebreaks", "wins (forfeits and byes included)"),
        "WON": QCoreApplication.translate("Tiebreaks", "games won over the board"),
        "BH": QCoreApplication.translate("Tiebreaks", "Buchholz"),
        "BH/C1": QCoreApplication.translate("Tiebreaks", "Buchholz cut 1"),
        "BH/C2": QCoreApplication.translate("Tiebreaks", "Buchholz cut 2"),
        "BH/M1": QCoreApplication.translate("Tiebreaks", "median Buchholz"),
        "BH/M2": QCoreApplication.translate("Tiebreaks", "median Buchholz 2"),
        "BH/CV": QCoreApplication.translate("Tiebreaks", "Buchholz, cut by the number of rounds"),
        "SB/C1": QCoreApplication.translate("Tiebreaks", "Sonneborn-Berger cut 1"),
        "KS": QCoreApplication.translate("Tiebreaks", "Koya"),
        "ARO": QCoreApplication.translate("Tiebreaks", "average rating of opponents"),
        "ARO/C1": QCoreApplication.translate("Tiebreaks", "average rating of opponents cut 1"),
        "ARO/C2": QCoreApplication.translate("Tiebreaks", "average rating of opponents cut 2"),
        "TPR": QCoreApplication.translate("Tiebreaks", "performance rating"),
        "PS": QCoreApplication.translate("Tiebreaks", "progressive score"),
        "PS/C1": QCoreApplication.translate("Tiebreaks", "progressive score cut 1"),
        "BPG": QCoreApplication.translate("Tiebreaks", "games with Black"),
        "BWG": QCoreApplication.translate("Tiebreaks", "wins with Black"),
        "GE": QCoreApplication.translate("Tiebreaks", "games played or won"),
    }
    return f"{code} — {names[code]}" if code in names else code


class CategoryDialog(QDialog):
    """One category: a name and its bounds (0 = no bound)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Category"))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("U12, 1400-1799, Ladies…"))
        self.born_from, self.born_to = QSpinBox(), QSpinBox()
        for box in (self.born_from, self.born_to):
            box.setRange(0, 2200)
            box.setSpecialValueText(self.tr("any"))
        self.rating_from, self.rating_to = QSpinBox(), QSpinBox()
        for box in (self.rating_from, self.rating_to):
            box.setRange(0, 3500)
            box.setSpecialValueText(self.tr("any"))
        self.sex = QComboBox()
        self.sex.addItem(self.tr("any"), "")
        self.sex.addItem(self.tr("women"), "f")
        self.sex.addItem(self.tr("men"), "m")
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Born from (year)"), self.born_from)
        form.addRow(self.tr("Born until (year)"), self.born_to)
        form.addRow(self.tr("Rating from"), self.rating_from)
        form.addRow(self.tr("Rating up to"), self.rating_to)
        form.addRow(self.tr("Sex"), self.sex)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.error = QLabel()
        form.addRow(self.error)
        form.addRow(buttons)

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.error.setText(self.tr("A category needs a name."))
            return
        self.accept()

    def category(self) -> Category:
        def opt(box: QSpinBox) -> int | None:
            return box.value() or None

        return Category(
            self.name.text().strip(),
            opt(self.born_from),
            opt(self.born_to),
            opt(self.rating_from),
            opt(self.rating_to),
            self.sex.currentData(),
        )


class ExtraPointsDialog(QDialog):
    """Points added to one player's total by the organiser's decision."""

    def __init__(self, players: Sequence[Entrant], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Extra points"))
        form = QFormLayout(self)
        self.player = QComboBox()
        for p in players:
            self.player.addItem(f"{p.number}. {p.name}", p.number)
        self.points = QDoubleSpinBox()
        self.points.setRange(-99, 99)
        self.points.setDecimals(1)
        self.points.setSingleStep(0.5)
        form.addRow(self.tr("Player"), self.player)
        form.addRow(self.tr("Points"), self.points)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class StandingsRulesEditor(QWidget):
    """Edition, score system, tie-breaks (checked ones count, in the list's order: move them
    with the buttons or Ctrl+Up / Ctrl+Down), the rating of unrated opponents, categories and,
    once there are players, extra points."""

    def __init__(
        self,
        rules: StandingsRules,
        parent: QWidget | None = None,
        players: Sequence[Entrant] = (),
    ) -> None:
        super().__init__(parent)
        self.base = rules
        self.players = list(players)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.edition = QComboBox()
        for value, label in (
            (None, self.tr("The rules in force at the start date")),
            (Edition.FIDE_2026, self.tr("FIDE 2026 (C.07 as amended from 1 March 2026)")),
            (Edition.FIDE_2024, self.tr("FIDE 2023/2024 (C.07)")),
            (Edition.FIDE_2009, self.tr("Before 1 September 2023 (virtual opponent, as Swar)")),
        ):
            self.edition.addItem(label, value)
        self.edition.setCurrentIndex(max(0, self.edition.findData(rules.edition)))
        self.score = QComboBox()
        for key, label in (
            ("fide", self.tr("1 - ½ - 0")),
            ("3-1-0", self.tr("3 - 1 - 0")),
            ("3-2-1", self.tr("3 - 2 - 1 (a point for presence)")),
            ("1-0.5-0+presence", self.tr("1 - ½ - 0 and a point for presence")),
        ):
            self.score.addItem(label, SCORE_SYSTEMS[key])
        # compared by value: QComboBox.findData compares a Python object by identity, so the
        # event's own 1-½-0 (read from its file, or a new event's) was not found and shown as
        # "As stored in the event"
        known = [self.score.itemData(i) for i in range(self.score.count())]
        if rules.score not in known:
            self.score.addItem(self.tr("As stored in the event"), rules.score)
            known.append(rules.score)
        self.score.setCurrentIndex(known.index(rules.score))
        self.tiebreaks = QListWidget()
        self.tiebreaks.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.set_tiebreaks(rules.tiebreaks)
        self.tiebreaks.setMinimumHeight(140)
        # every tie-break's name read whole: the list was as narrow as the form's labels left
        # it, "WIN — overwinningen (forfaits en byes inbe…" cut behind a horizontal scrollbar
        bar = self.tiebreaks.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.tiebreaks.setMinimumWidth(
            self.tiebreaks.sizeHintForColumn(0) + bar + 2 * self.tiebreaks.frameWidth() + 4
        )
        self.tiebreaks.installEventFilter(self)
        up, down = QPushButton(self.tr("Up")), QPushButton(self.tr("Down"))
        up.clicked.connect(lambda: self.move_tiebreak(-1))
        down.clicked.connect(lambda: self.move_tiebreak(1))
        tb_row = QHBoxLayout()
        tb_row.addWidget(self.tiebreaks, 1)
        tb_buttons = QVBoxLayout()
        tb_buttons.addWidget(up)
        tb_buttons.addWidget(down)
        tb_buttons.addStretch(1)
        tb_row.addLayout(tb_buttons)
        self.categories = QListWidget()
        self.categories.setMaximumHeight(80)
        self._cats: list[Category] = list(rules.categories)
        self._fill_categories()
        add, remove = QPushButton(self.tr("Add…")), QPushButton(self.tr("Remove"))
        add.clicked.connect(self.add_category)
        remove.clicked.connect(self.remove_category)
        cat_row = QHBoxLayout()
        cat_row.addWidget(self.categories, 1)
        cat_buttons = QVBoxLayout()
        cat_buttons.addWidget(add)
        cat_buttons.addWidget(remove)
        cat_row.addLayout(cat_buttons)
        self.unrated = QSpinBox()
        self.unrated.setRange(0, 3000)
        self.unrated.setSpecialValueText(self.tr("left out"))
        self.unrated.setValue(rules.unrated_rating or 0)
        self.extra = QListWidget()
        self.extra.setMaximumHeight(70)
        self._extra: dict[int, float] = dict(rules.extra_points)
        self._fill_extra()
        add_x, remove_x = QPushButton(self.tr("Add…")), QPushButton(self.tr("Remove"))
        add_x.clicked.connect(self.add_extra)
        remove_x.clicked.connect(self.remove_extra)
        extra_row = QHBoxLayout()
        extra_row.addWidget(self.extra, 1)
        extra_buttons = QVBoxLayout()
        extra_buttons.addWidget(add_x)
        extra_buttons.addWidget(remove_x)
        extra_row.addLayout(extra_buttons)
        form.addRow(self.tr("Tie-break rules"), self.edition)
        form.addRow(self.tr("Points"), self.score)
        form.addRow(self.tr("Tie-breaks"), tb_row)
        form.addRow(self.tr("Unrated opponents count at (ARO, TPR)"), self.unrated)
        form.addRow(self.tr("Categories"), cat_row)
        if self.players:
            form.addRow(self.tr("Extra points"), extra_row)

    def eventFilter(self, obj: QObject, event: Any) -> bool:  # noqa: N802 (Qt's name)
        if obj is self.tiebreaks and event.type() == event.Type.KeyPress:
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                if event.key() == Qt.Key.Key_Up:
                    self.move_tiebreak(-1)
                    return True
                if event.key() == Qt.Key.Key_Down:
                    self.move_tiebreak(1)
                    return True
        return super().eventFilter(obj, event)

    def set_tiebreaks(self, codes: Sequence[str]) -> None:
        """Check ``codes`` in that order at the top of the list, the other codes unchecked."""
        self.tiebreaks.clear()
        chosen = list(dict.fromkeys(canonical(tb) for tb in codes))
        for tb in chosen + [tb for tb in TIEBREAKS if tb not in chosen]:
            item = QListWidgetItem(tiebreak_label(tb))
            item.setData(_ROLE, tb)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if tb in chosen else Qt.CheckState.Unchecked)
            self.tiebreaks.addItem(item)

    def move_tiebreak(self, step: int) -> None:
        row = self.tiebreaks.currentRow()
        if row < 0 or not 0 <= row + step < self.tiebreaks.count():
            return
        item = self.tiebreaks.takeItem(row)
        self.tiebreaks.insertItem(row + step, item)
        self.tiebreaks.setCurrentRow(row + step)

    def _fill_categories(self) -> None:
        self.categories.clear()
        for c in self._cats:
            self.categories.addItem(c.name)

    def add_category(self) -> None:
        dlg = CategoryDialog(self)
        if dlg.exec():
            self._cats.append(dlg.category())
            self._fill_categories()

    def remove_category(self) -> None:
        row = self.categories.currentRow()
        if row >= 0:
            del self._cats[row]
            self._fill_categories()

    def _fill_extra(self) -> None:
        self.extra.clear()
        names = {p.number: p.name for p in self.players}
        for number, pts in sorted(self._extra.items()):
            self.extra.addItem(f"{number}. {names.get(number, '')}: {pts:+g}")

    def add_extra(self) -> None:
        dlg = ExtraPointsDialog(self.players, self)
        if dlg.exec() and dlg.player.currentData() is not None:
            self._extra[dlg.player.currentData()] = dlg.points.value()
            self._fill_extra()

    def remove_extra(self) -> None:
        row = self.extra.currentRow()
        if row >= 0:
            del self._extra[sorted(self._extra)[row]]
            self._fill_extra()

    def rules(self) -> StandingsRules:
        tbs = []
        for i in range(self.tiebreaks.count()):
            item = self.tiebreaks.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                tbs.append(item.data(_ROLE))
        return replace(
            self.base,
            tiebreaks=tuple(tbs),
            edition=self.edition.currentData(),
            score=self.score.currentData(),
            categories=tuple(self._cats),
            unrated_rating=self.unrated.value() or None,
            extra_points=dict(self._extra),
        )


class StandingsRulesDialog(QDialog):
    """The standings rules of the open event."""

    def __init__(
        self,
        rules: StandingsRules,
        parent: QWidget | None = None,
        players: Sequence[Entrant] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tie-breaks and categories"))
        lay = QVBoxLayout(self)
        self.editor = StandingsRulesEditor(rules, players=players)
        lay.addWidget(self.editor)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)


class SetStandingsRules(SetSettings):
    """The event's standings rules changed (one transaction; undo puts the old ones back)."""

    def __init__(self, ctl: EventController, rules: StandingsRules) -> None:
        super().__init__(ctl, replace(ctl.settings, standings=rules))
        self.setText(QCoreApplication.translate("Undo", "Change the tie-breaks"))


class CategoryStandingsModel(QAbstractTableModel):
    """One category's standings: place in the category, overall rank, the overall row."""

    def __init__(self, ctl: EventController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctl = ctl
        self.category: Category | None = None
        self.rows: list[Any] = []
        self.tbs: list[str] = []
        ctl.changed.connect(self.reload)

    def set_category(self, category: Category | None) -> None:
        self.category = category
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self.rows = []
        if self.category is not None:
            rules = self.ctl.standings_rules()
            self.tbs = list(rules.tiebreaks)
            t = self.ctl.tournament
            ((_, self.rows),) = by_category(t, standings(t, rules=rules), [self.category])
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6 + len(self.tbs)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        labels = [
            QCoreApplication.translate("Standings", "Place"),
            QCoreApplication.translate("Standings", "Overall"),
            QCoreApplication.translate("Standings", "#"),
            QCoreApplication.translate("Standings", "Name"),
            QCoreApplication.translate("Standings", "Pts"),
            QCoreApplication.translate("Standings", "Games"),
        ] + self.tbs
        return labels[section] if 0 <= section < len(labels) else None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        s = row.standing
        if role == Qt.ItemDataRole.DisplayRole:
            base = [row.place, s.rank, s.number, s.name, points_text(s.points), s.games]
            c = index.column()
            return base[c] if c < len(base) else shown(s.tiebreaks.get(self.tbs[c - len(base)]))
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != 3:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
