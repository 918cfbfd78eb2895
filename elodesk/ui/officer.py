"""The ratings officer's desk: open a period (or the results files received), review rating
cards, run it in the background, set files aside, publish.

The data, list model, filter, worker and cards are in ``officer_period.py``.
"""

from __future__ import annotations

import copy
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListView,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..app.cards import card_lines
from ..app.carry_over import taken_up_note
from ..app.officer_list import BIG_CHANGE, list_rows
from ..app.officer_open import Opened, fide_ratings, open_period, open_results, stale_foreign
from ..app.period import compute_period
from ..app.publish import FILES, ListLabels, players_with_games, publish
from ..app.rules import RULE_SETS
from ..engine.model import Status
from .jobs import Job
from .messages import error_text, note_text, problem_text, record_text, translate
from .models import status_label
from .officer_pdf import cards_pdf, list_pdf
from .officer_period import (
    FILTER_LABELS,
    FILTERS,
    STATUS_COLUMN,
    WIDTHS,
    FilesModel,
    Period,
    PeriodModel,
    card_html,
    card_words,
)

__all__ = ["OfficerWindow", "OpenPeriodDialog", "card_lines", "card_html", "Period"]


def _paths(text: str) -> list[str]:
    """The files a field names, ``;`` between them, spaces around and empty names ignored (a
    name typed after the picker's ``a;b`` as ``a; b;``)."""
    return [p.strip() for p in text.split(";") if p.strip()]


def _file_row(form: QFormLayout, label: str, edit: QLineEdit, browse: Callable[..., None]) -> None:
    """A row of the dialog: the field naming a file (or files) and its "…" button."""
    row = QHBoxLayout()
    row.addWidget(edit, 1)
    pick = QPushButton("…")
    pick.clicked.connect(browse)
    row.addWidget(pick)
    form.addRow(label, row)


class OpenPeriodDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open a period"))
        form = QFormLayout(self)
        self.players, self.previous, self.games = QLineEdit(), QLineEdit(), QLineEdit()
        for label, edit in (
            (self.tr("PLAYER.DBF"), self.players),
            (self.tr("Previous PLAYER.DBF"), self.previous),
            (self.tr("CHCKLIST.DBF"), self.games),
        ):
            _file_row(form, label, edit, lambda _=False, e=edit: self._browse(e))
        self.results = QLineEdit()
        self.results.setPlaceholderText(
            self.tr("or the results files received (instead of CHCKLIST)")
        )
        title = self.tr("Results files")
        _file_row(
            form,
            title,
            self.results,
            lambda: self._browse_many(self.results, title, self.tr("Results files (*.*)")),
        )
        # article 12.e (frbe-2023-07 on): the CHCKLISTs the previous periods' runs wrote, as
        # many as the rule sets take games up from (FrbeRules.carry_over_periods)
        periods = str(max(r.carry_over_periods for r in RULE_SETS.values()))
        self.earlier = QLineEdit()
        self.earlier.setPlaceholderText(
            self.tr("CHCKLIST.DBF of up to %1 previous periods (games taken up again)").replace(
                "%1", periods
            )
        )
        self.earlier.setToolTip(
            self.tr(
                "Article 12.e: a game left unprocessed because a player had no rating is "
                "taken up in the period he becomes rated, at most %1 periods later"
            ).replace("%1", periods)
        )
        title = self.tr("Earlier CHCKLIST.DBF")
        _file_row(
            form,
            title,
            self.earlier,
            lambda: self._browse_many(self.earlier, title, "dBase (*.dbf *.DBF)"),
        )
        self.rules = QComboBox()
        self.rules.addItem(self.tr("In force at the period's date"), None)
        for name in RULE_SETS:
            self.rules.addItem(name, name)
        form.addRow(self.tr("Rule set"), self.rules)
        bb = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        form.addRow(bb)
        self.setMinimumWidth(680)

    def _browse_many(self, edit: QLineEdit, title: str, pattern: str) -> None:
        """Pick several files for a field that names them ``;`` between them."""
        paths, _ = QFileDialog.getOpenFileNames(self, title, "", pattern)
        if paths:
            edit.setText(";".join(paths))

    def earlier_files(self) -> list[str]:
        """The earlier periods' CHCKLISTs named (``;`` between them)."""
        return _paths(self.earlier.text())

    def results_files(self) -> list[str]:
        """The results files named (``;`` between them, as for :meth:`earlier_files`)."""
        return _paths(self.results.text())

    def _browse(self, edit: QLineEdit) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "DBF", edit.text(), "dBase (*.dbf *.DBF)")
        if path:
            edit.setText(path)


def drop_later(*objects: Any) -> None:
    """Let go of a replaced period, result or list in a short background thread: freeing their
    hundreds of thousands of objects took up to 0.2 s of the window's time after a run. They
    are plain Python objects (no Qt object among them), so a plain daemon thread does it: a
    ``QThread`` still sleeping when the application ends aborted the process ("QThread:
    Destroyed while thread 'drop' is still running"), and there is nothing to wait for."""
    box = list(objects)
    del objects

    def release() -> None:
        time.sleep(0.5)  # the caller drops its own references meanwhile
        box.clear()

    threading.Thread(target=release, name="elodesk-drop", daemon=True).start()


def file_rows(opened: Opened) -> Opened:
    """The Files received list's rows (text, kind, what) and ticks, made in the opening worker
    (QCoreApplication.translate is thread-safe): 40 000 files of a synthetic period took 70 ms
    of the window's time."""
    p = opened.period
    names = opened.merged.names if opened.merged else {}
    rows: list[tuple[str, str, Any]] = []
    on: list[bool] = []
    counts: dict[int, str] = {}  # "%n record(s)" translated once per number
    for f, sender, n in opened.files:
        if n not in counts:
            counts[n] = QCoreApplication.translate("OfficerWindow", "%n record(s)", "", n)
        rows.append((f"{names.get(f, f)}  ·  {sender or ''}  ·  {counts[n]}", "file", f))
        on.append(f not in p.excluded)
    suspects: dict[str, list[int]] = {}
    for k, text in opened.suspects.items():
        suspects.setdefault(text, []).append(k)
    label = QCoreApplication.translate("OfficerWindow", "Suspected duplicate: %1")
    for text, recs in suspects.items():
        rows.append((label.replace("%1", note_text(text)), "records", tuple(recs)))
        on.append(not set(recs) & p.excluded_records)
    opened.file_rows = (rows, on)
    return opened


class OfficerWindow(QMainWindow):
    """Players list, rating card, files received, problems; open, run and publish in a worker
    (:class:`~.jobs.Job`) with progress, cancel and a final message — the window never
    waits on a file or a computation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("elodesk — " + self.tr("ratings officer"))
        self.period: Period | None = None
        self.job: Job | None = None
        self._job_done: Callable[[Any], None] | None = None
        self._old_job: Job | None = None  # a finished job, released when the next ends
        self._rerun = False  # what counts changed while a job ran: run again after it
        self.last_error = ""
        self.last_message = ""
        self.run_state = ""  # the last job: "running", "finished", "cancelled" or "failed"
        self.current_card: int | None = None
        self.opened: Opened | None = None
        self.model = PeriodModel(self)
        # a table whose rows all have one fixed height (QTableView's uniform row heights: a
        # QTreeView lays out every row after a reset, 0.2 s for 28 000 rows), columns sized
        # once from the font: no per-row measuring
        self.table = QTableView()
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.setWordWrap(False)
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._size_columns()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Name, ID or club…"))
        self.kind = QComboBox()
        for k, label in zip(FILTERS, FILTER_LABELS, strict=True):
            self.kind.addItem(self.tr(label).replace("%1", str(BIG_CHANGE)), k)
        self.open_btn = QPushButton(self.tr("Open…"))
        self.run_btn = QPushButton(self.tr("Run the period"))
        self.cancel_btn = QPushButton(self.tr("Cancel"))
        self.publish_btn = QPushButton(self.tr("Publish…"))
        self.all_members = QCheckBox(self.tr("Every member in the list"))
        self.all_members.setToolTip(
            self.tr(
                "The published list holds the affiliated players; tick to list every member "
                "(never a deceased one)"
            )
        )
        self.fide_btn = QPushButton(self.tr("FIDE list…"))
        self.fide_btn.setToolTip(
            self.tr(
                "The FIDE list of the period (TXT or XML): its rating for the players of "
                "foreign federations (flagged FIDE in the list)"
            )
        )
        self.history_btn = QPushButton(self.tr("Earlier period…"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.card = QTextBrowser()
        self.card.setOpenLinks(False)
        self.card.anchorClicked.connect(lambda url: self.show_card(int(url.toString()[7:])))
        self.files_model = FilesModel(self)
        self.files_model.toggled.connect(self._file_toggled)
        self.files = QListView()
        self.files.setUniformItemSizes(True)
        self.files.setModel(self.files_model)
        self.all_suspects_btn = QPushButton(self.tr("Count every suspected duplicate"))
        self.all_suspects_btn.clicked.connect(self.count_all_suspects)
        files_tab = QWidget()
        files_lay = QVBoxLayout(files_tab)
        files_lay.setContentsMargins(0, 0, 0, 0)
        files_lay.addWidget(self.files)
        files_lay.addWidget(self.all_suspects_btn)
        self.problems = QListWidget()
        top = QHBoxLayout()
        top.addWidget(self.open_btn)
        top.addWidget(self.search, 2)
        top.addWidget(self.kind)
        top.addWidget(self.run_btn)
        top.addWidget(self.cancel_btn)
        top.addWidget(self.progress, 1)
        top.addWidget(self.fide_btn)
        top.addWidget(self.history_btn)
        top.addWidget(self.all_members)
        top.addWidget(self.publish_btn)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.card, self.tr("Rating card"))
        self.tabs.addTab(files_tab, self.tr("Files received"))
        self.tabs.addTab(self.problems, self.tr("Problems"))
        split.addWidget(self.tabs)
        split.setSizes([420, 300])
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.addLayout(top)
        lay.addWidget(split, 1)
        self.setCentralWidget(central)
        self.resize(1280, 760)
        self.search.textChanged.connect(self._filter)
        self.kind.currentIndexChanged.connect(self._filter)
        self.open_btn.clicked.connect(self.open_dialog)
        self.run_btn.clicked.connect(self.run)
        self.cancel_btn.clicked.connect(self.cancel)
        self.publish_btn.clicked.connect(self.publish_dialog)
        self.fide_btn.clicked.connect(self.fide_dialog)
        self.history_btn.clicked.connect(self.history_dialog)
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        self._buttons()

    # ---- jobs ---------------------------------------------------------------------------------
    def _buttons(self) -> None:
        """Cancel only while something runs; the rest only when it can act."""
        busy = self.job is not None
        ran = self.period is not None and self.period.result is not None
        self.cancel_btn.setEnabled(busy)
        self.open_btn.setEnabled(not busy)
        self.run_btn.setEnabled(not busy and self.period is not None)
        self.publish_btn.setEnabled(not busy and ran)
        self.fide_btn.setEnabled(not busy and self.period is not None)
        self.history_btn.setEnabled(not busy and self.period is not None)

    def _start(
        self, name: str, fn: Callable, done: Callable[[Any], None], keep: bool = True
    ) -> bool:
        """Run ``fn(tick)`` in a :class:`Job`; ``done(result)`` in this thread when it ends.
        ``keep``: what it made is long-lived (a period opened or run), kept out of the cyclic
        collector (:class:`Job`); publishing's is garbage, some of it in cycles, left to it."""
        if self.job is not None:
            return False
        self.job = Job(name, fn, keep=keep)
        self._job_done = done
        self.run_state = "running"
        self.job.progress.connect(self.progress.setValue)
        self.job.finished.connect(self._job_finished)
        self.progress.setValue(0)
        self.statusBar().showMessage(name)
        self._buttons()
        self.job.start()
        return True

    def _job_finished(self) -> None:
        job, done = self.job, self._job_done
        if job is None or done is None or not job.done:
            return  # a late signal of a job already delivered (wait_idle), not this one's
        job.wait()
        self.job, self._job_done, self._old_job = None, None, job
        result, job.result = job.result, None
        if job.cancelled:
            self.progress.setValue(0)
            self.run_state = "cancelled"
            self._say(self.tr("%1: cancelled").replace("%1", job.name))
        elif job.error is not None:
            self.progress.setValue(0)
            self.last_error = job.error
            self.run_state = "failed"
            self._say(error_text(job.exception) if job.exception is not None else job.error)
        else:
            self.progress.setValue(1000)
            self.run_state = "finished"
            done(result)
        self._buttons()
        if self._rerun:
            self._rerun = False
            self._run_again()

    def _say(self, message: str) -> None:
        self.last_message = message
        self.statusBar().showMessage(message)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def wait_idle(self, ms: int = 60000) -> None:
        """Block until the job ends and deliver it (tests and closing only)."""
        if self.job is not None:
            self.job.wait(ms)
            self._job_finished()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """Closing cancels what runs and waits for it: no thread outlives its window."""
        if self.job is not None:
            self.job.cancel()
            self.wait_idle()
        super().closeEvent(event)

    # ---- loading ------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        dlg = OpenPeriodDialog(self)
        if dlg.exec():
            rules = dlg.rules.currentData()
            if dlg.results_files() and not dlg.games.text().strip():
                self.open_results(
                    dlg.players.text(),
                    dlg.results_files(),
                    dlg.previous.text() or None,
                    rules,
                    earlier=dlg.earlier_files(),
                )
            else:
                self.open_period(
                    dlg.players.text(),
                    dlg.games.text(),
                    dlg.previous.text() or None,
                    rules,
                    dlg.earlier_files(),
                )

    def open_results(
        self,
        players: str,
        files: list[str],
        previous: str | None,
        rules: str | None = None,
        today=None,
        earlier: Sequence[str] = (),
    ) -> bool:
        """A period from the results files received (:func:`app.officer_open.open_results`),
        in the background; ``earlier`` as for :meth:`open_period`."""
        return self._start(
            self.tr("Reading the results files"),
            lambda tick: file_rows(
                open_results(players, files, previous, rules, today, tick, list(earlier))
            ),
            self._opened,
        )

    def open_period(
        self,
        players: str,
        games: str,
        previous: str | None,
        rules: str | None = None,
        earlier: Sequence[str] = (),
    ) -> bool:
        """PLAYER.DBF and CHCKLIST.DBF, read and checked in the background; ``rules`` None
        chooses the rule set in force at the period's date; ``earlier``: the previous
        periods' CHCKLISTs whose unprocessed games are taken up again (article 12.e,
        :mod:`app.carry_over`)."""
        taken = list(earlier)
        return self._start(
            self.tr("Reading the period"),
            lambda tick: file_rows(
                open_period(players, games, previous, rules, tick, earlier=taken)
            ),
            self._opened,
        )

    def _opened(self, opened: Opened) -> None:
        drop_later(self.opened, self.model.lr)
        self.opened = opened
        self.period = opened.period
        self.merge_report = opened.merged
        self.model.set_rows(opened.rows, opened.period.rule_set.note_values())
        self.card.clear()
        self.current_card = None
        self._files()
        self.problems.clear()
        # the records the run could not use, in the interface's language (ui/messages.py)
        worded = {str(p): record_text(p) for p in opened.records}
        for text in opened.warnings:
            self.problems.addItem(worded.get(text) or note_text(text))
        for name, texts in opened.file_problems.items():
            self.problems.addItem(
                self.tr("%1 set aside (tick it in Files received to include it):").replace(
                    "%1", name
                )
            )
            self.problems.addItems(
                ["    " + (translate(t) if t.line else problem_text(t)) for t in texts]
            )
        if opened.merged is not None:
            self.problems.addItems([note_text(d) for d in opened.merged.duplicates])
        n_problems = len(opened.warnings) + len(opened.file_problems)
        message = (
            self.tr("%1 players, %2 game records, rule set %3")
            .replace("%1", str(len(self.period.ids)))
            .replace("%2", str(len(self.period.inp.records)))
            .replace("%3", self.period.rules)
        )
        if n_problems:
            message += " · " + self.tr("%n problem(s): see Problems", "", n_problems)
        self._say(message + self._taken_up())

    def _taken_up(self) -> str:
        """The earlier periods' games taken up (article 12.e), as the command line says them
        (:func:`app.carry_over.taken_up_note`): their records once the period is open, how
        many counted once it is run; empty without earlier files."""
        p = self.period
        note = taken_up_note(p.inp, p.result) if p is not None else None
        return " · " + note_text(note) if note is not None else ""

    def _files(self) -> None:
        """The results files of the period, by sender; unticking one sets it aside. Suspected
        duplicates (a game of one file that looks like a game of another) follow, unticked:
        ticking one counts it. The rows are made in the opening worker."""
        assert self.opened is not None
        self.files_model.set_rows(*self.opened.file_rows)

    def _file_toggled(self, kind: str, what, on: bool) -> None:
        if kind == "file":
            self.set_file_included(what, on)
        else:
            self.set_records_included(what, on)

    def set_file_included(self, name: str, included: bool) -> None:
        """Set a results file aside (or take it back); the period is run again."""
        if self.period is None:
            return
        (self.period.excluded.discard if included else self.period.excluded.add)(name)
        self._say(
            self.tr("%1 set aside: running the period again").replace("%1", name)
            if not included
            else name
        )
        self._run_again()

    def _run_again(self) -> None:
        """Run again after a change of what counts; when something runs, once it ends."""
        if self.period is None or self.period.result is None:
            return
        if self.job is None:
            self.run()
        else:
            self._rerun = True

    def count_all_suspects(self) -> None:
        """Count every suspected duplicate at once: one run, not one per tick."""
        changed = self.files_model.set_all("records", True)
        if changed:
            self.set_records_included([k for recs in changed for k in recs], True)

    def set_records_included(self, records, included: bool) -> None:
        """Count a suspected duplicate after all (or leave it out again); run again."""
        if self.period is None:
            return
        if included:
            self.period.excluded_records.difference_update(records)
        else:
            self.period.excluded_records.update(records)
        self._run_again()

    # ---- run ---------------------------------------------------------------------------------
    def run(self) -> bool:
        """The 3 RUNs in the background; the list is recomputed there too."""
        p = self.period
        if p is None:
            return False
        games = p.games_for_run()

        def work(tick):
            result = compute_period(p.inp.period_players, games, p.rule_set, tick)
            done = copy.copy(p)
            done.set_result(result)
            return done.result, list_rows(done)

        return self._start(self.tr("Running the period"), work, self._ran)

    def _ran(self, out) -> None:
        assert self.period is not None
        result, rows = out
        drop_later(self.period.result, self.model.lr)
        self.period.result = result
        self.model.set_rows(rows, self.period.rule_set.note_values())
        changed = sum(1 for pc in result.players if pc.out and pc.out.indices)
        self._say(
            self.tr("Run finished: %1 players with games").replace("%1", str(changed))
            + self._taken_up()
        )
        if self.current_card is not None:
            self.show_card(self.current_card)

    # ---- FIDE list ------------------------------------------------------------------------------
    def fide_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("The FIDE list of the period"), "", self.tr("FIDE list (*.txt *.xml)")
        )
        if path:
            self.load_fide(path)

    def load_fide(self, path: str) -> bool:
        """The FIDE list's rating for the flagged players (applied to the run's result)."""
        p = self.period
        if p is None:
            return False

        def work(tick):
            ratings = fide_ratings(p, path, tick)
            done = copy.copy(p)
            done.fide_ratings = ratings
            if p.result is not None:
                done.set_result(p.result)
            return ratings, done.result, list_rows(done)

        return self._start(self.tr("Reading the FIDE list"), work, self._fide_loaded)

    def _fide_loaded(self, out) -> None:
        assert self.period is not None
        ratings, result, rows = out
        drop_later(self.period.result, self.model.lr)
        self.period.fide_ratings = ratings
        self.period.result = result
        self.model.set_rows(rows, self.period.rule_set.note_values())
        self._say(
            self.tr("FIDE ratings of %1 foreign-federation players applied").replace(
                "%1", str(len(ratings))
            )
        )

    # ---- list and card --------------------------------------------------------------------------
    def _filter(self) -> None:
        self.model.set_filter(self.search.text(), self.kind.currentData())

    def _row_changed(self, current: QModelIndex, _prev: QModelIndex) -> None:
        if current.isValid() and self.period is not None:
            self.show_card(self.period.ids[self.model.source_row(current.row())])

    def _size_columns(self) -> None:
        """Each column as wide as its values (:data:`WIDTHS`, in average characters: no
        per-row measuring over 30 000 rows) or its header in the interface's language, with
        room for the sort arrow, whichever is wider ("Nouvel ELO", "Parties après")."""
        char = self.table.fontMetrics().averageCharWidth()
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        cells = self.table.fontMetrics()
        # the status column's values are a closed set of words: measured whole ("première cote")
        statuses = max(cells.horizontalAdvance(status_label(s.value)) for s in Status)
        for c, w in enumerate(WIDTHS):
            title = str(self.model.headerData(c, Qt.Orientation.Horizontal) or "")
            wanted = max((w + 2) * char, metrics.horizontalAdvance(title) + 3 * char + 12)
            if c == STATUS_COLUMN:
                wanted = max(wanted, statuses + 2 * char)
            self.table.setColumnWidth(c, wanted)

    def select_player(self, pid: int) -> bool:
        """Make ``pid`` the current row (when the filter shows him)."""
        if self.period is None or pid not in self.period.pos:
            return False
        row = self.model.view_row(self.period.pos[pid])
        if row < 0:
            return False
        self.table.setCurrentIndex(self.model.index(row, 0))
        return True

    def show_card(self, pid: int) -> None:
        if self.period is not None:
            self.card.setHtml(card_html(self.period, pid) or str(pid))
            self.current_card = pid

    def history_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("An earlier period's CHCKLIST.DBF"), "", "dBase (*.dbf *.DBF)"
        )
        if path:
            self.load_history(path, Path(path).parent.name)

    def load_history(self, path: str, label: str = "") -> bool:
        """Show an earlier period's games on the rating cards (read in the background)."""
        p = self.period
        if p is None:
            return False

        def work(tick):
            other = copy.copy(p)
            other.history = {}
            n = other.load_history(path, label)
            return n, other.history

        return self._start(self.tr("Reading an earlier period"), work, self._history_loaded)

    def _history_loaded(self, out) -> None:
        assert self.period is not None
        n, history = out
        for pid, rows in history.items():
            self.period.history.setdefault(pid, []).extend(rows)
        self.history_count = n
        self._say(self.tr("%1 games of earlier periods loaded").replace("%1", str(n)))
        if self.current_card is not None:
            self.show_card(self.current_card)

    # ---- publish ----------------------------------------------------------------------------------
    def publish_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Publish into"))
        if not folder:
            return
        p = self.period
        stale = stale_foreign(p.inp.period_players, p.fide_ratings) if p is not None else 0
        if stale:  # said before publishing, as before the run (Problems)
            answer = QMessageBox.question(
                self,
                self.tr("Stale ratings"),
                self.tr(
                    "%n player(s) of a foreign federation keep a stale rating: no FIDE list "
                    "gives them theirs (FIDE list…).\n\nPublish anyway?",
                    "",
                    stale,
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        there = [n for n in FILES if (Path(folder) / n).exists()]
        force = False
        if there:  # never over existing files without asking
            answer = QMessageBox.question(
                self,
                self.tr("Replace the files?"),
                self.tr("%1 already hold(s) %2.\n\nReplace them?")
                .replace("%1", folder)
                .replace("%2", ", ".join(there)),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
            force = True
        self.publish(Path(folder), force)

    def publish(self, folder: Path, force: bool = False) -> bool:
        """PLAYER.DBF, CHCKLIST.DBF, the list as Excel (by club, then rating) and PDF, the
        cards as PDF (:func:`app.publish.publish`), in the background; the PDFs are drawn
        there with Qt (QPdfWriter and QPainter work outside the main thread). Existing files are
        replaced only with ``force`` (the dialog asks first); a refusal (over an input, existing
        files, read-only, full disk) ends the job with its message."""
        p = self.period
        if p is None or p.result is None:
            return False
        labels = ListLabels(
            self.tr("By club"),
            self.tr("By name"),
            (
                self.tr("ID"),
                self.tr("Name"),
                self.tr("Club"),
                self.tr("Rating"),
                self.tr("Games"),
                self.tr("Flag"),
            ),
            self.tr("Rating list"),
            self.tr("FRBE-KBSB"),
            self.tr("Club %1"),
            self.tr("%1 players"),
        )
        heads = self._card_heads()
        members = "all" if self.all_members.isChecked() else "affiliated"

        def work(tick):
            return publish(
                p,
                folder,
                lambda path, table: list_pdf(path, table),
                lambda path, ids: cards_pdf(p, path, ids, heads, tick),
                labels,
                tick,
                force=force,
                members=members,
            )

        return self._start(self.tr("Publishing"), work, self._published, keep=False)

    def _published(self, paths: list[Path]) -> None:
        self.published = paths
        self._say(
            self.tr("Published into %1: %2")
            .replace("%1", str(paths[0].parent))
            .replace("%2", ", ".join(x.name for x in paths))
        )

    def _card_heads(self) -> dict[str, str]:
        """The card's words in the interface's language (read in the main thread)."""
        return card_words()

    def cards_pdf(self, path: Path, ids: list[int] | None = None) -> Path:
        """One player's card (``ids``) or all who played, as PDF, here and now."""
        p = self.period
        assert p is not None and p.result is not None
        return cards_pdf(p, path, ids or players_with_games(p), self._card_heads())
