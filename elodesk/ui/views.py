"""The tournament director's screens: players, crosstable, rounds, standings, preview."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..app.files import PlayerDatabase
from ..app.printables import result_text
from ..app.roster import entry as roster_entry
from ..engine.model import ElodeskError, EventType, Pairing, Result
from .controller import EventController, result_for
from .models import (
    CrosstableModel,
    FictitiousModel,
    PairingsModel,
    PlayersModel,
    PreviewModel,
    StandingsModel,
)
from .preview_reasons import ReasonsView, ResultsFileChoice
from .standings_rules import CategoryStandingsModel, SetStandingsRules, StandingsRulesDialog


def table_view(model, view: QTableView | None = None) -> QTableView:
    """An event's table as every tab shows it: alternating rows, whole rows selected, columns
    as wide as what they show. The last column takes the room left only when the model says
    it holds text (``stretch_last``, True unless a model says otherwise): a number stretched
    over the window's width stands far right of its row (a standings' last tie-break, a FIDE
    rating). A column grows when an edit writes a longer text into it (a newcomer's "1497
    (first rating)" under a header sized before any result), never shrinks while shown."""
    v = view if view is not None else QTableView()
    v.setModel(model)
    v.setAlternatingRowColors(True)
    v.verticalHeader().setVisible(False)
    v.horizontalHeader().setStretchLastSection(getattr(model, "stretch_last", True))
    v.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    model.modelReset.connect(v.resizeColumnsToContents)
    model.dataChanged.connect(lambda first, last, *_: _widen(v, first, last))
    v.resizeColumnsToContents()
    return v


def _widen(view: QTableView, first: QModelIndex, last: QModelIndex) -> None:
    """Widen the columns of the cells ``first``…``last`` to what they now show (only the cells
    that changed are measured: an edit redraws a few rows of a table of hundreds)."""
    model = view.model()
    grid = 1 if view.showGrid() else 0
    header = view.horizontalHeader()
    for c in range(first.column(), last.column() + 1):
        if header.stretchLastSection() and c == model.columnCount() - 1:
            continue
        wanted = max(
            view.sizeHintForIndex(model.index(r, c)).width() + grid
            for r in range(first.row(), last.row() + 1)
        )
        if wanted > view.columnWidth(c):
            view.setColumnWidth(c, wanted)


class CrosstableView(QTableView):
    """The grid, filled from the keyboard: 1, 0, =, ½ (or 5), +, − on the current cell; the
    mirror cell follows (it is the same game); Delete clears; the cursor moves on."""

    result_typed = Signal()

    def __init__(self, ctl: EventController) -> None:
        super().__init__()
        self.ctl = ctl
        self.model_ = CrosstableModel(ctl, self)
        self.setModel(self.model_)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.horizontalHeader().setMinimumSectionSize(38)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(34)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.setFont(font)
        self.model_.modelReset.connect(self._restore)
        self._pending: tuple[int, int] | None = None

    def _restore(self) -> None:
        if self._pending is not None:
            r, c = self._pending
            self.setCurrentIndex(self.model_.index(r, c))

    def type_result(self, index: QModelIndex, key: str) -> bool:
        cell = self.model_.cell(index)
        if cell is None:
            return False
        g, row_white = cell
        if key in ("\b", "\x7f", "delete"):
            new = None
        else:
            new = result_for(row_white, key)
            if new is None:
                return False
        self._pending = (index.row(), self._next_col(index))
        ok = self.ctl.set_result(g, new)
        self._restore()  # the cursor moves on (the model was not reset: only cells changed)
        self.result_typed.emit()
        return ok

    def _next_col(self, index: QModelIndex) -> int:
        n = len(self.model_.players)
        c = index.column() + 1
        if c - 1 == index.row():
            c += 1
        return c if c <= n else index.column()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        text = event.text()
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            text = "delete"
        elif key == Qt.Key.Key_Minus:
            text = "-"
        if index.isValid() and text and not self.ctl.read_only and self.type_result(index, text):
            return
        super().keyPressEvent(event)


class PlayersPanel(QWidget):
    """Players: search the player database as you type (ID or name), add; or add by hand."""

    def __init__(self, ctl: EventController, db: PlayerDatabase | None) -> None:
        super().__init__()
        self.ctl, self.db = ctl, db
        self.model = PlayersModel(ctl, self)
        self.table = table_view(self.model)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Type part of a name or an ID…"))
        self.suggestions = QListWidget()
        self.suggestions.setMaximumHeight(150)
        self.add_btn = QPushButton(self.tr("Add player"))
        self.manual_btn = QPushButton(self.tr("Add by hand…"))
        self.remove_btn = QPushButton(self.tr("Remove"))
        self.withdraw_btn = QPushButton(self.tr("Withdraw / return"))
        self.sort_btn = QPushButton(self.tr("Starting ranks by rating"))
        self.pair_btn = QPushButton(self.tr("Make round robin pairings"))
        self.count = QLabel()
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Player database:")))
        top.addWidget(self.search, 1)
        top.addWidget(self.add_btn)
        top.addWidget(self.manual_btn)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count)
        buttons.addStretch(1)
        buttons.addWidget(self.sort_btn)
        buttons.addWidget(self.withdraw_btn)
        buttons.addWidget(self.remove_btn)
        buttons.addWidget(self.pair_btn)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.suggestions)
        lay.addWidget(self.table, 1)
        lay.addLayout(buttons)
        self.search.installEventFilter(self)
        self.suggestions.installEventFilter(self)
        self.search.textEdited.connect(self.update_suggestions)
        self.search.returnPressed.connect(self.add_selected)
        self.suggestions.itemActivated.connect(lambda _i: self.add_selected())
        self.add_btn.clicked.connect(self.add_selected)
        self.remove_btn.clicked.connect(self.remove_selected)
        self.withdraw_btn.clicked.connect(self.withdraw_selected)
        self.sort_btn.clicked.connect(ctl.sort_by_rating)
        self.pair_btn.clicked.connect(ctl.generate_round_robin)
        # an open is paired round by round in its Pairings tab: Berger tables over its players
        # would replace its rounds by a round robin of n − 1 rounds
        self.pair_btn.setVisible(ctl.tournament.type is not EventType.OPEN)
        self.manual_btn.clicked.connect(self.add_by_hand)
        ctl.changed.connect(self._count)
        self._count()

    def _count(self) -> None:
        self.count.setText(self.tr("%n player(s)", "", len(self.model.rows)))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Down in the search field goes into the suggestions; Up on the first suggestion
        comes back to the field (keyboard first)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if obj is self.search and event.key() == Qt.Key.Key_Down and self.suggestions.count():
                self.suggestions.setFocus()
                if self.suggestions.currentRow() < 0:
                    self.suggestions.setCurrentRow(0)
                return True
            if (
                obj is self.suggestions
                and event.key() == Qt.Key.Key_Up
                and self.suggestions.currentRow() <= 0
            ):
                self.search.setFocus()
                return True
        return super().eventFilter(obj, event)

    def update_suggestions(self, text: str) -> None:
        self.suggestions.clear()
        if not self.db or len(text.strip()) < 2:
            return
        for p in self.db.search(text, limit=15):
            label = f"{p.name}  ·  {p.id}  ·  {p.rating or '—'}  ·  {p.club or p.federation}"
            if p.suppressed:
                label += "  ·  " + self.tr("not affiliated")
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, p)
            self.suggestions.addItem(item)
        if self.suggestions.count():
            self.suggestions.setCurrentRow(0)

    def add_selected(self) -> None:
        item = self.suggestions.currentItem()
        if item is None:
            return
        p = item.data(Qt.ItemDataRole.UserRole)
        # national values from the federation's list, FIDE's rating from FIDE's by FIDE ID
        self.ctl.add_player(**roster_entry(self.db, p) if self.db is not None else {})
        self.search.clear()
        self.suggestions.clear()
        self.search.setFocus()

    def remove_selected(self) -> None:
        rows = {i.row() for i in self.table.selectionModel().selectedRows()}
        for r in sorted(rows, reverse=True):
            self.ctl.remove_player(self.model.rows[r]["number"])

    def withdraw_selected(self) -> None:
        for i in self.table.selectionModel().selectedRows():
            row = self.model.rows[i.row()]
            self.ctl.withdraw(row["number"], not row["withdrawn"])

    def add_by_hand(self) -> None:
        from .dialogs import ManualPlayerDialog

        dlg = ManualPlayerDialog(self)
        if dlg.exec():
            self.ctl.add_player(**dlg.fields())


class BoardsView(QTableView):
    """A round's boards, filled from the keyboard as the crosstable is: on a board's row, 1
    (White wins), 0 (Black wins), = or ½ or 5 (draw), + (White wins by forfeit), − (Black wins
    by forfeit), Delete clears; each is one undoable edit and the cursor moves to the next
    board."""

    def __init__(self, ctl: EventController, model: PairingsModel) -> None:
        super().__init__()
        self.ctl = ctl
        self.boards = model  # the model shown (typed: its rows are the round's boards)
        self.setModel(model)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)

    def type_result(self, row: int, key: str) -> bool:
        """The result typed as ``key`` (White's score) on board ``row``; False when the key
        is not a result or the row is a bye."""
        model = self.boards
        if not 0 <= row < len(model.rows) or not model.rows[row].black:
            return False
        g = model.rows[row]
        if key in ("\b", "\x7f", "delete"):
            new = None
        else:
            new = result_for(True, key)
            if new is None:
                return False
        ok = self.ctl.set_result(g, new)
        nxt = min(row + 1, model.rowCount() - 1)
        self.setCurrentIndex(model.index(nxt, 2))
        return ok

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        text = event.text()
        key = event.key()
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            text = "delete"
        elif key == Qt.Key.Key_Minus:
            text = "-"
        if index.isValid() and text and not self.ctl.read_only:
            if self.type_result(index.row(), text):
                return
        super().keyPressEvent(event)


class RoundsPanel(QWidget):
    """An open's rounds: pick a round, enter pairings (White #, Black #) and results by board
    (typed on the board's row, or chosen in the list)."""

    def __init__(self, ctl: EventController) -> None:
        super().__init__()
        self.ctl = ctl
        self.model = PairingsModel(ctl, self)
        self.table = table_view(self.model, BoardsView(ctl, self.model))
        self.table.setToolTip(
            self.tr("Type a result on a board: 1, 0, = (draw), + or − (forfeit), Delete clears")
        )
        self.round = QSpinBox()
        self.round.setRange(1, 99)
        self.white, self.black = QSpinBox(), QSpinBox()
        for sb in (self.white, self.black):
            sb.setRange(0, 9999)
        self.handicap = QSpinBox()
        self.handicap.setRange(0, 9)
        self.handicap.setToolTip(self.tr("Handicap stones given to Black (Go)"))
        self.add_btn = QPushButton(self.tr("Add board"))
        self.result = QComboBox()
        for res in (
            Result.WHITE_WINS,
            Result.DRAW,
            Result.BLACK_WINS,
            Result.WHITE_FORFEIT_WIN,
            Result.BLACK_FORFEIT_WIN,
            None,
        ):
            self.result.addItem(result_text(res) or "—", res)  # as the boards write it
        self.set_btn = QPushButton(self.tr("Set result"))
        form = QHBoxLayout()
        form.addWidget(QLabel(self.tr("Round")))
        form.addWidget(self.round)
        form.addSpacing(20)
        form.addWidget(QLabel(self.tr("White #")))
        form.addWidget(self.white)
        form.addWidget(QLabel(self.tr("Black # (0 = bye)")))
        form.addWidget(self.black)
        if ctl.settings.go:
            form.addWidget(QLabel(self.tr("Handicap")))
            form.addWidget(self.handicap)
        form.addWidget(self.add_btn)
        form.addStretch(1)
        form.addWidget(self.result)
        form.addWidget(self.set_btn)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.table, 1)
        self.round.valueChanged.connect(self.model.set_round)
        self.add_btn.clicked.connect(self.add_board)
        self.set_btn.clicked.connect(self.set_result)
        # the round whose results are typed next: at opening the first one with a board
        # without its result (else the last), then each round as it is paired
        self._last_round = self._paired_rounds()
        self.round.setValue(self._round_under_way())
        ctl.changed.connect(self._follow_new_round)

    def _paired_rounds(self) -> int:
        return max((g.round for g in self.ctl.tournament.pairings), default=0)

    def _round_under_way(self) -> int:
        waiting = [g.round for g in self.ctl.tournament.pairings if g.black and g.result is None]
        return min(waiting, default=max(1, self._paired_rounds()))

    def _follow_new_round(self, *_args: object) -> None:
        """A round just paired (or imported) is shown: its results are what is typed next
        (the tab stayed on round 1 while round 2 was paired)."""
        last = self._paired_rounds()
        if last > self._last_round:
            self.round.setValue(last)
        self._last_round = last

    def add_board(self) -> None:
        rnd, w, b = self.round.value(), self.white.value(), self.black.value()
        numbers = {p.number for p in self.ctl.tournament.players}
        for n in (w, b):
            if n and n not in numbers:
                self.ctl.error.emit(self.tr("No player with start number %1").replace("%1", str(n)))
                return
        rows = [g for g in self.ctl.tournament.pairings if g.round == rnd]
        if any(n and n in (g.white, g.black) for g in rows for n in (w, b)):
            self.ctl.error.emit(self.tr("This player is already paired in this round"))
            return
        self.ctl.set_round(
            rnd,
            rows
            + [
                Pairing(
                    rnd, w, b, bye="U" if not b else "", handicap=self.handicap.value() if b else 0
                )
            ],
        )

    def set_result(self) -> None:
        idx = self.table.currentIndex()
        if not idx.isValid():
            return
        g = self.model.rows[idx.row()]
        if g.black:
            self.ctl.set_result(g, self.result.currentData())


class PreviewPanel(QWidget):
    """Rating preview, and the fictitious ratings with their derivation."""

    def __init__(self, ctl: EventController) -> None:
        super().__init__()
        self.model = PreviewModel(ctl, self)
        self.fict = FictitiousModel(ctl, self)
        lay = QVBoxLayout(self)
        # FRBE: the results file the federation is assumed to receive, and each game's reason
        self.results_file = ResultsFileChoice()
        self.results_file.chosen.connect(self._results_file_chosen)
        lay.addWidget(self.results_file)
        self.table = table_view(self.model)
        lay.addWidget(self.table, 3)
        self.reasons = ReasonsView()
        lay.addWidget(self.reasons, 2)
        self.fict_label = QLabel(
            self.tr(
                "Fictitious ratings: the mean of the rated opponents met, weighted by games, plus "
                "D(p). The 24 lines file of a round robin writes these players as *** with it; "
                "in an open it is shown for information only."
            )
        )
        self.fict_label.setWordWrap(True)
        lay.addWidget(self.fict_label)
        lay.addWidget(table_view(self.fict), 1)
        self.ctl = ctl
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self.show_reasons())
        self.model.modelReset.connect(self.show_reasons)
        # after every edit, once (the table's model is connected first, so it is up to date):
        # a game the run does not count changes the player's reasons and none of the table's
        # rows (an unrated newcomer beating another)
        ctl.changed.connect(lambda *_: self.show_reasons())
        ctl.changed.connect(self._system_shown)
        self._system_shown()
        self.adjustment_label = QLabel()
        self.adjustment_label.setWordWrap(True)
        self.adjustment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.insertWidget(1, self.adjustment_label)
        ctl.changed.connect(self.show_adjustment)
        self.show_adjustment()

    def _system_shown(self, *_args) -> None:
        self.results_file.setVisible(self.ctl.settings.system == "frbe")

    def _results_file_chosen(self, kind: str) -> None:
        self.model.set_results_file(kind)
        self.show_reasons()

    def show_reasons(self) -> None:
        """The selected player's games, each with why it counts or not (FRBE)."""
        row = self.table.currentIndex().row()
        pv = number = None
        if self.ctl.settings.system == "frbe" and 0 <= row < len(self.model.rows):
            number = self.model.rows[row][0].number
            pv = self.ctl.preview("frbe", self.model.results_file)
        names = {p.number: p.name for p in self.ctl.tournament.players}
        self.reasons.show_player(pv, number, names)

    def show_adjustment(self) -> None:
        """FFG: how many iterations the adjustment of starting levels took and whose starting
        level moved (seed 002, ``engine/ffg.py``)."""
        adj = None
        if self.ctl.settings.go:
            try:
                adj = self.ctl.preview().adjustment
            except ElodeskError:
                adj = None
        self.adjustment_label.setVisible(adj is not None)
        if adj is None:
            return
        if adj.settled:
            head = self.tr("Adjustment of starting levels (FFG): settled after %1 iteration(s).")
        else:
            head = self.tr(
                "Adjustment of starting levels (FFG): not settled after %1 iterations "
                "(the FFG rules' limit); the last one is used."
            )
        lines = [head.replace("%1", str(adj.iterations))]
        if not adj.moved:
            lines.append(self.tr("No starting level moved."))
        else:
            names = {p.number: p.name for p in self.ctl.tournament.players}
            shown = [
                f"{names.get(n, n)} {old:.0f} → {start:.0f}"
                for n, (old, start) in sorted(adj.moved.items())[:40]
            ]
            if len(adj.moved) > len(shown):
                shown.append(self.tr("and %1 more").replace("%1", str(len(adj.moved) - len(shown))))
            lines.append(
                self.tr("Starting levels moved (%1): %2")
                .replace("%1", str(len(adj.moved)))
                .replace("%2", "; ".join(shown))
            )
        self.adjustment_label.setText("\n".join(lines))


class StandingsPanel(QWidget):
    """The overall standings, or one category's, and the event's standings rules."""

    def __init__(self, ctl: EventController) -> None:
        super().__init__()
        self.ctl = ctl
        self.model = StandingsModel(ctl, self)
        self.category_model = CategoryStandingsModel(ctl, self)
        self.category = QComboBox()
        self.category.currentIndexChanged.connect(self._show_category)
        self.rules_btn = QPushButton(self.tr("Tie-breaks and categories…"))
        self.rules_btn.clicked.connect(self.edit_rules)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Standings")))
        top.addWidget(self.category, 1)
        top.addWidget(self.rules_btn)
        # one table: the overall standings' model or the chosen category's
        self.view = table_view(self.model)
        self.category_model.modelReset.connect(self.view.resizeColumnsToContents)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.view)
        self._cats: tuple | None = None
        ctl.changed.connect(self._fill_categories)
        self._fill_categories()

    def _fill_categories(self) -> None:
        cats = self.ctl.standings_rules().categories
        if cats == self._cats:
            return
        self._cats = cats
        current = self.category.currentText()
        self.category.blockSignals(True)
        self.category.clear()
        self.category.addItem(self.tr("Overall"), None)
        for c in cats:
            self.category.addItem(c.name, c)
        self.category.setCurrentIndex(max(0, self.category.findText(current)))
        self.category.blockSignals(False)
        self._show_category()

    def _show_category(self) -> None:
        cat = self.category.currentData()
        self.category_model.set_category(cat)
        model = self.model if cat is None else self.category_model
        if self.view.model() is not model:
            self.view.setModel(model)
            self.view.resizeColumnsToContents()

    def edit_rules(self) -> None:
        dlg = StandingsRulesDialog(
            self.ctl.standings_rules(), self, players=self.ctl.tournament.players
        )
        if dlg.exec():
            self.ctl.push(SetStandingsRules(self.ctl, dlg.editor.rules()))
