"""The pairing desk of an open (FIDE Dutch system): pair, un-pair, change by hand, check, print.

Left: the event's pairing options (bye value, initial colour, rating of the pairing list, Baku,
forbidden pairs) and the players of the next round with their status (keys ``P`` present,
``H`` half-point bye, ``Z`` zero-point bye, ``W`` withdrawn). Right: the last round paired, by
board (C.04.2 order), with *Swap players* (two player cells selected), *Change colours*,
*Explain* and the checker's findings. The engine runs in a worker with a busy bar and *Cancel*;
each action is one undoable step (:mod:`elodesk.ui.pairing_commands`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..app import pairing as service
from ..app.pairing import Finding, PairedRound, PairNote, Progress
from ..app.pairing_process import PairingProcess, prestart
from ..app.session import Changes
from ..engine.model import ElodeskError, Pairing
from . import i18n
from .controller import EventController
from .jobs import Job
from .jobs import Progress as JobProgress
from .messages import error_text
from .pairing_commands import (
    ManualRound,
    PairRound,
    SetAbsence,
    UnpairRound,
)
from .pairing_explain import explain, finding_text
from .pairing_models import BoardsModel, NextRoundModel
from .views import table_view


class PairingPanel(QWidget):
    """The pairing tab of an open. ``idle`` is emitted when an engine job has ended."""

    idle = Signal()

    def __init__(self, ctl: EventController) -> None:
        super().__init__()
        self.ctl = ctl
        self.job: Job | None = None  # the engine's job, while it runs
        self.process: PairingProcess | None = None
        self.notes: dict[int, dict[int, PairNote]] = {}
        self.engine_boards: dict[int, set[tuple[int, int]]] = {}
        self.findings: list[Finding] = []
        self.last_seconds = 0.0
        self.explain_for = 0
        self.failure = ""
        self.plan: service.RoundPlan | None = None
        self._build()
        ctl.changed.connect(self._changed)
        self.reload()
        prestart()  # the engine imported in its worker meanwhile (app/pairing_process.py)

    # ---- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        self.status = QLabel()
        self.pair_btn = QPushButton(self.tr("&Pair the next round"))
        self.unpair_btn = QPushButton(self.tr("&Un-pair the last round"))
        self.print_btn = QPushButton(self.tr("Print pairings…"))
        self.slips_btn = QPushButton(self.tr("Result slips…"))
        self.busy = QProgressBar()
        self.busy.setRange(0, 1)
        self.busy.setMaximumWidth(160)
        self.cancel_btn = QPushButton(self.tr("Cancel"))
        self.cancel_btn.setEnabled(False)
        top = QHBoxLayout()
        for w in (self.pair_btn, self.unpair_btn, self.print_btn, self.slips_btn):
            top.addWidget(w)
        top.addStretch(1)
        top.addWidget(self.busy)
        top.addWidget(self.cancel_btn)

        self.bye_value = QComboBox()
        for label, value in (("1", 1.0), ("½", 0.5), ("0", 0.0)):
            self.bye_value.addItem(label, value)
        self.first_colour = QComboBox()
        self.first_colour.addItem(self.tr("White"), "w")
        self.first_colour.addItem(self.tr("Black"), "b")
        self.rating = QComboBox()
        self.rating.addItem(self.tr("FRBE rating"), "frbe")
        self.rating.addItem(self.tr("FIDE rating"), "fide")
        self.rating.addItem(self.tr("The higher of the two (as Swar)"), "higher")
        self.baku = QCheckBox(self.tr("Baku acceleration (C.04.5.1)"))
        self.fa, self.fb = QSpinBox(), QSpinBox()
        for sb in (self.fa, self.fb):
            sb.setRange(1, 9999)
        self.add_forbidden = QPushButton(self.tr("Forbid"))
        self.forbidden = QListWidget()
        self.forbidden.setMaximumHeight(70)
        self.del_forbidden = QPushButton(self.tr("Allow again"))
        opts = QFormLayout()
        opts.addRow(self.tr("Pairing-allocated bye"), self.bye_value)
        opts.addRow(self.tr("No. 1 has in round 1"), self.first_colour)
        opts.addRow(self.tr("Pairing numbers from"), self.rating)
        opts.addRow(self.baku)
        fb = QHBoxLayout()
        for widget in (self.fa, self.fb, self.add_forbidden):
            fb.addWidget(widget)
        opts.addRow(self.tr("Forbidden pair"), fb)
        opts.addRow(self.forbidden)
        opts.addRow(self.del_forbidden)
        options = QGroupBox(self.tr("Pairing options"))
        options.setLayout(opts)

        self.next_model = NextRoundModel(self)
        self.next_table = table_view(self.next_model)
        # the players' table read whole, its Status column included: the left pane is as wide
        # as the options' labels make it, narrower than the table in English
        self.next_model.modelReset.connect(self._fit_players)
        self.next_model.dataChanged.connect(self._fit_players)
        self.present_btn = QPushButton(self.tr("Present (P)"))
        self.half_btn = QPushButton(self.tr("½ bye (H)"))
        self.zero_btn = QPushButton(self.tr("0 bye (Z)"))
        self.withdraw_btn = QPushButton(self.tr("Withdraw (W)"))
        status_row = QHBoxLayout()
        for w in (self.present_btn, self.half_btn, self.zero_btn, self.withdraw_btn):
            status_row.addWidget(w)
        self.next_label = QLabel()
        left = QVBoxLayout()
        left.addWidget(options)
        left.addWidget(self.next_label)
        left.addWidget(self.next_table, 1)
        left.addLayout(status_row)
        left_w = QWidget()
        left_w.setLayout(left)

        self.boards_model = BoardsModel(self)
        self.boards = table_view(self.boards_model)
        self.boards.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.boards.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.swap_btn = QPushButton(self.tr("&Swap players"))
        self.colour_btn = QPushButton(self.tr("Change &colours"))
        self.check_btn = QPushButton(self.tr("Chec&k"))
        self.explain_btn = QPushButton(self.tr("E&xplain this pairing"))
        edit_row = QHBoxLayout()
        for w in (self.swap_btn, self.colour_btn, self.check_btn, self.explain_btn):
            edit_row.addWidget(w)
        edit_row.addStretch(1)
        self.boards_label = QLabel()
        self.checker = QListWidget()
        self.checker.setMaximumHeight(110)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right = QVBoxLayout()
        right.addWidget(self.boards_label)
        right.addWidget(self.boards, 1)
        right.addLayout(edit_row)
        right.addWidget(QLabel(self.tr("Checker")))
        right.addWidget(self.checker)
        right.addWidget(self.explanation)
        right_w = QWidget()
        right_w.setLayout(right)

        split = QSplitter()
        split.addWidget(left_w)
        split.addWidget(right_w)
        split.setStretchFactor(1, 2)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.status)
        lay.addWidget(split, 1)

        self.pair_btn.clicked.connect(self.pair_next)
        self.unpair_btn.clicked.connect(self.unpair_last)
        self.cancel_btn.clicked.connect(self.cancel)
        self.print_btn.clicked.connect(lambda: self.print_pairings())
        self.slips_btn.clicked.connect(lambda: self.print_slips())
        self.bye_value.activated.connect(
            lambda: self.ctl.edit_settings(
                self.ctl.settings.with_pairing_bye(self.bye_value.currentData())
            )
        )
        self.first_colour.activated.connect(
            lambda: self._setting("pairing_first_colour", self.first_colour.currentData())
        )
        self.rating.activated.connect(
            lambda: self._setting("pairing_rating", self.rating.currentData())
        )
        self.baku.clicked.connect(lambda on: self._setting("pairing_baku", bool(on)))
        self.add_forbidden.clicked.connect(self.forbid)
        self.del_forbidden.clicked.connect(self.allow)
        for btn, code in (
            (self.present_btn, "P"),
            (self.half_btn, "H"),
            (self.zero_btn, "Z"),
            (self.withdraw_btn, "W"),
        ):
            btn.clicked.connect(lambda _=False, c=code: self.set_status(c))
        self.next_table.installEventFilter(self)
        self.swap_btn.clicked.connect(self.swap_selected)
        self.colour_btn.clicked.connect(self.flip_selected)
        self.check_btn.clicked.connect(self.check)
        self.explain_btn.clicked.connect(self.explain_selected)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        """Keys P, H, Z, W on the next round's players set their status."""
        if obj is self.next_table and event.type() == QEvent.Type.KeyPress:
            key = event.text().upper() if isinstance(event, QKeyEvent) else ""
            if key in ("P", "H", "Z", "W") and not event.modifiers() & ~(  # type: ignore[attr-defined]
                Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
            ):
                self.set_status(key)
                return True
        return super().eventFilter(obj, event)

    def _fit_players(self, *_args: object) -> None:
        table = self.next_table
        columns = sum(table.columnWidth(c) for c in range(self.next_model.columnCount()))
        bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        table.setMinimumWidth(columns + bar + 2 * table.frameWidth())

    # ---- state -------------------------------------------------------------------------------
    def _changed(self, changes: Changes) -> None:
        """An edit of the event: the options are shown again only when the settings changed;
        the tables compare what they show with what they showed and redraw only the rows
        that differ (a result: its board and the players' scores; a setting of another tab,
        such as the event's name: nothing), rebuilt only when rows come, go or move."""
        if changes.settings:
            self._show_options()
        if changes.rows or changes.games or changes.players or changes.settings:
            self._show_rounds()

    def reload(self) -> None:
        """Everything shown again (the panel opens, a job ends)."""
        self._show_options()
        self._show_rounds()

    def _show_options(self) -> None:
        s = self.ctl.settings
        self.bye_value.setCurrentIndex(max(0, self.bye_value.findData(s.pairing_bye_points)))
        self.first_colour.setCurrentIndex(
            max(0, self.first_colour.findData(s.pairing.first_colour.value))
        )
        self.rating.setCurrentIndex(max(0, self.rating.findData(s.pairing.rating.value)))
        self.baku.setChecked(s.pairing.baku)
        self.forbidden.clear()
        for a, b in s.pairing.forbidden:
            self.forbidden.addItem(f"{a} – {b}")
        frozen = s.pairing.frozen
        self.rating.setEnabled(not frozen)
        self.first_colour.setEnabled(not frozen)

    def _show_rounds(self) -> None:
        s = self.ctl.settings
        self.next_model.reload()
        self.boards_model.reload()
        t = self.ctl.tournament
        rnd = service.next_round(t)
        rounds = s.rounds
        self.next_label.setText(
            self.tr("Players of round %1").replace("%1", str(rnd))
            if rnd <= rounds
            else self.tr("Every round is paired")
        )
        shown = self.boards_model.round
        self.boards_label.setText(
            self.tr("Round %1").replace("%1", str(shown)) if shown else self.tr("No round paired")
        )
        busy = self.job is not None
        go = s.go
        if go:  # app.pairing.GO_NOT_PAIRED: the reason, said where the button would be
            self.status.setText(
                self.tr(
                    "Go events are paired by the McMahon system with handicaps, which elodesk "
                    "does not do: pair them in OpenGotha, then open its h9 file here (File ▸ "
                    "Open an h9 file as a Go event…)."
                )
            )
        self.pair_btn.setEnabled(not busy and not go and rnd <= rounds and not self.ctl.read_only)
        self.unpair_btn.setEnabled(not busy and bool(shown) and not self.ctl.read_only)

    def _setting(self, key: str, value: Any) -> None:
        """A pairing option changed (its meta key, checked as at open); undoable."""
        self.ctl.set_setting(key, value)

    def forbid(self) -> None:
        a, b = sorted((self.fa.value(), self.fb.value()))
        numbers = {p.number for p in self.ctl.tournament.players}
        if a == b or a not in numbers or b not in numbers:
            self.ctl.error.emit(self.tr("A forbidden pair is two players of the event"))
            return
        pairs = [list(p) for p in self.ctl.settings.pairing.forbidden]
        if [a, b] not in pairs:
            self._setting("pairing_forbidden", [*pairs, [a, b]])

    def allow(self) -> None:
        row = self.forbidden.currentRow()
        pairs = [list(p) for p in self.ctl.settings.pairing.forbidden]
        if 0 <= row < len(pairs):
            del pairs[row]
            self._setting("pairing_forbidden", pairs)

    def set_status(self, code: str) -> None:
        idx = self.next_table.currentIndex()
        if not idx.isValid():
            return
        number = self.next_model.rows[idx.row()][1]
        rnd = service.next_round(self.ctl.tournament)
        self.ctl.push(SetAbsence(self.ctl, rnd, number, code))
        self.next_table.selectRow(min(idx.row() + 1, self.next_model.rowCount() - 1))

    # ---- pairing in a worker -----------------------------------------------------------------
    def pair_next(self) -> bool:
        """Start pairing the next round (False when it is refused at once, with the reason)."""
        if self.job is not None:
            return False
        try:
            plan = self.ctl.session.plan()
        except ElodeskError as exc:
            self.ctl.error.emit(
                self.tr("This round cannot be paired: %1").replace("%1", error_text(exc))
            )
            return False
        self.plan = plan
        self.status.setText(self.tr("Pairing round %1…").replace("%1", str(plan.round)))
        return self._start_process(plan, self._paired, self.tr("This round cannot be paired: %1"))

    def _start_process(
        self,
        plan: service.RoundPlan,
        done: Any,
        failure: str,
        rows: tuple[Pairing, ...] | None = None,
    ) -> bool:
        """Pair ``plan`` (or check ``rows``) in a worker process the thread waits on (Cancel
        stops the process)."""
        if self.job is not None:
            return False
        self.process = PairingProcess(plan, rows)
        return self._start(self.process.wait, done, failure, self.process.cancel)

    def _start(
        self, job: Any, done: Any, failure: str, on_cancel: Callable[[], None] | None = None
    ) -> bool:
        """Run ``job(report)`` as a background :class:`~.jobs.Job` (the engine's reports go to
        the status line); ``done(result)`` when it answers, the failure said otherwise.
        ``on_cancel`` stops the work (the pairing process); without it Cancel discards the
        answer when it comes. The event is not touched meanwhile."""
        if self.job is not None:
            return False
        self.failure = failure
        self.undo_index = self.ctl.undo.index()

        def work(progress: JobProgress) -> object:
            if on_cancel is not None:
                progress.on_cancel(on_cancel)
            return job(progress.note)

        self.job = Job("pairing", work, self)
        self._done = done
        self.job.note.connect(self._progress)
        self.job.finished.connect(self._ended)
        self.busy.setRange(0, 0)
        self.cancel_btn.setEnabled(True)
        self.reload()
        self.job.start()
        return True

    def _ended(self) -> None:
        job = self.job
        if job is None or not job.done:
            return  # shut down meanwhile
        if job.cancel_requested or job.cancelled:
            self._failed("cancelled")
        elif job.error is not None:
            if isinstance(job.exception, ElodeskError):
                message = error_text(job.exception)  # in the interface's language
            else:
                message = f"pairing engine error: {job.exception!r}"  # a fault, not a refusal
            self._failed(message)
        else:
            self._done(job.result)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.status.setText(self.tr("Cancelled: the event is unchanged."))

    def _progress(self, step: Progress) -> None:
        """The engine's stage on the status line; the score groups fill the bar."""
        if self.job is None or self.job.cancel_requested:
            return
        if step.stage == "group" and step.total:
            self.busy.setRange(0, step.total)
            self.busy.setValue(step.done - 1)
            text = (
                self.tr("Pairing: score group %1 of %2 (%3 players)…")
                .replace("%1", str(step.done))
                .replace("%2", str(step.total))
                .replace("%3", str(step.players))
            )
        else:
            text = {
                "reading": self.tr("Pairing: reading the round…"),
                "completion": self.tr("Pairing: checking that every player can be paired…"),
                "bye": self.tr("Pairing: choosing who may get the bye…"),
            }.get(step.stage, self.tr("Pairing…"))
        self.status.setText(text)

    def shutdown(self) -> None:
        """Stop a job still running and wait for it (the window is closing)."""
        job, self.job = self.job, None
        if job is None:
            return
        job.finished.disconnect(self._ended)
        job.cancel()
        job.wait()
        self.process = None

    def _stop(self) -> None:
        assert self.job is not None
        self.last_seconds = self.job.seconds
        self.job.wait()
        self.job = None
        self.process = None
        self.busy.setRange(0, 1)
        self.busy.reset()  # idle: an empty bar, not "0%" under a round just paired
        self.cancel_btn.setEnabled(False)

    def _paired(self, paired: PairedRound) -> None:
        self._stop()
        if self.ctl.undo.index() != self.undo_index:
            self.status.setText(self.tr("The event changed while pairing: pair again."))
        elif self.plan is not None and self.ctl.push(PairRound(self.ctl, self.plan, paired)):
            self.notes[paired.round] = paired.notes
            self.engine_boards[paired.round] = set(paired.boards)
            self.findings = []
            self.checker.clear()
            self.status.setText(self._paired_text(paired.round, self.last_seconds))
        self.reload()
        self.idle.emit()

    def _paired_text(self, rnd: int, seconds: float) -> str:
        """ "Round 1 paired in 0.8 s.", in tenths of a second as the language writes them; a
        pairing quicker than the tenth shown says so ("less than 0.1 s"), not "0.0 s"."""
        if seconds < 0.05:
            text, seconds = self.tr("Round %1 paired in less than %2 s."), 0.1
        else:
            text = self.tr("Round %1 paired in %2 s.")
        return text.replace("%1", str(rnd)).replace("%2", i18n.locale().toString(seconds, "f", 1))

    def _failed(self, message: str) -> None:
        self._stop()
        if message != "cancelled":
            text = self.failure.replace("%1", message)
            self.status.setText(text)
            self.ctl.error.emit(text)
        self.reload()
        self.idle.emit()

    def unpair_last(self) -> bool:
        rnd = self.boards_model.round
        if not rnd or self.job is not None:
            return False
        try:
            cmd = UnpairRound(self.ctl, rnd)
        except ElodeskError as exc:
            self.ctl.error.emit(error_text(exc))
            return False
        ok = self.ctl.push(cmd)
        self.checker.clear()
        return ok

    # ---- manual changes, checker, explanation -----------------------------------------------
    def _selected_players(self) -> list[int]:
        out = []
        for idx in self.boards.selectionModel().selectedIndexes():
            n = self.boards_model.player_at(idx)
            if n and n not in out:
                out.append(n)
        return out

    def swap(self, a: int, b: int) -> bool:
        """Players ``a`` and ``b`` exchange their places in the last round (one undoable step)."""
        rnd = self.boards_model.round
        rows = [g for g in self.ctl.tournament.pairings if g.round == rnd]

        def other(n: int) -> int:
            return b if n == a else a if n == b else n

        new = [
            Pairing(g.round, other(g.white), other(g.black) if g.black else 0, g.result, bye=g.bye)
            for g in rows
        ]
        return self._manual(
            rnd, new, self.tr("swap %1 and %2").replace("%1", str(a)).replace("%2", str(b))
        )

    def flip(self, number: int) -> bool:
        """The colours of ``number``'s board exchanged."""
        rnd = self.boards_model.round
        rows = [g for g in self.ctl.tournament.pairings if g.round == rnd]
        new = [
            Pairing(g.round, g.black, g.white, None, bye=g.bye)
            if g.black and number in (g.white, g.black)
            else g
            for g in rows
        ]
        return self._manual(rnd, new, self.tr("colours of %1").replace("%1", str(number)))

    def _manual(self, rnd: int, rows: list[Pairing], text: str) -> bool:
        if any(g.result is not None for g in rows if g.black):
            self.ctl.error.emit(self.tr("This round has results: it cannot be changed by hand"))
            return False
        try:
            service.validate_rows(self.ctl.tournament, rnd, rows)
        except ElodeskError as exc:
            self.ctl.error.emit(error_text(exc))
            return False
        ok = self.ctl.push(ManualRound(self.ctl, rnd, rows, text))
        if ok:
            self.check()
        return ok

    def swap_selected(self) -> None:
        chosen = self._selected_players()
        if len(chosen) != 2:
            self.ctl.error.emit(self.tr("Select the two players to swap"))
            return
        self.swap(*chosen)

    def flip_selected(self) -> None:
        chosen = self._selected_players()
        if chosen:
            self.flip(chosen[0])

    def check(self) -> bool:
        """Run the checker (in the worker) on the last round as it stands; findings listed."""
        rnd = self.boards_model.round
        self.checker.clear()
        if not rnd or self.job is not None:
            return False
        rows = [
            g for g in self.ctl.tournament.pairings if g.round == rnd and (g.black or g.bye == "U")
        ]
        try:
            plan = self.ctl.session.plan(rnd)
        except ElodeskError as exc:
            self.checker.addItem(error_text(exc))
            return False
        self.status.setText(self.tr("Checking round %1…").replace("%1", str(rnd)))
        return self._start_process(
            plan, self._checked, self.tr("The checker could not run: %1"), tuple(rows)
        )

    def _checked(self, findings: list[Finding]) -> None:
        self._stop()
        self.findings = findings
        self.checker.clear()
        for f in findings:
            self.checker.addItem(finding_text(f))
        if not findings:
            self.checker.addItem(self.tr("No criterion broken or made worse."))
        self.status.setText(self.tr("Checked."))
        self.reload()
        self.idle.emit()

    def explain_selected(self) -> bool:
        idx = self.boards.currentIndex()
        if not idx.isValid():
            return False
        return self.explain_board(self.boards_model.rows[idx.row()].white)

    def explain_board(self, number: int) -> bool:
        """Why ``number`` has this opponent and this colour (the engine's notes, in the worker
        when they are not known yet: an event reopened)."""
        rnd = self.boards_model.round
        self.explain_for = number
        if rnd in self.notes:
            self._show_explanation()
            self.idle.emit()
            return True
        try:
            plan = self.ctl.session.plan(rnd)
        except ElodeskError as exc:
            self.explanation.setText(error_text(exc))
            return False
        return self._start_process(plan, self._explained, self.tr("No explanation: %1"))

    def _explained(self, paired: PairedRound) -> None:
        self._stop()
        self.notes[paired.round] = paired.notes
        self.engine_boards[paired.round] = set(paired.boards)
        self._show_explanation()
        self.reload()
        self.idle.emit()

    def _show_explanation(self) -> None:
        rnd = self.boards_model.round
        rows = [g for g in self.ctl.tournament.pairings if g.round == rnd]
        g = next((x for x in rows if self.explain_for in (x.white, x.black)), None)
        names = {p.number: p.name for p in self.ctl.tournament.players}
        self.explanation.setText(
            explain(g, self.notes.get(rnd, {}), self.engine_boards.get(rnd, set()), names)
        )

    # ---- printing ----------------------------------------------------------------------------
    def _pdf_path(self, stem: str, path: str | None) -> str | None:
        if path:
            return path
        chosen, _ = QFileDialog.getSaveFileName(
            self, self.tr("PDF"), str(Path.home() / f"{stem}.pdf"), "PDF (*.pdf)"
        )
        return chosen or None

    def print_pairings(self, path: str | None = None) -> Path | None:
        """The last round for the wall: by board (C.04.2 order), then by name (File ▸ Print…'s
        sheets, ``app/printables.py``), as an A4 PDF."""
        return self._print({"by_board", "by_name"}, "pairings", path)

    def print_slips(self, path: str | None = None) -> Path | None:
        """The last round's result slips, as an A4 PDF."""
        return self._print({"slips"}, "slips", path)

    def _print(self, sheets: set[str], stem: str, path: str | None) -> Path | None:
        from .print_dialog import tables
        from .print_render import write_pdf

        rnd = self.boards_model.round
        target = self._pdf_path(f"round-{rnd}-{stem}", path) if rnd else None
        if not target:
            return None
        try:
            return write_pdf(
                tables(self.ctl, sheets, rnd),
                target,
                self.ctl.tournament.name,
                inputs=[self.ctl.store.path],
            )
        except (ElodeskError, OSError) as exc:
            self.ctl.error.emit(error_text(exc))
            return None
