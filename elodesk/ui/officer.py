"""The ratings officer's desk: open a period (or the results files received), review rating
cards, run it in the background, set files aside, publish.

The data, list model, filter, worker and cards are in ``officer_period.py``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, QThread
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..app.period import PeriodResult, load_period
from ..app.publish import ListLabels, players_with_games, publish
from ..engine.frbe import RULE_SETS
from ..engine.model import ElodeskError
from .officer_period import (
    FILTER_LABELS,
    FILTERS,
    FilterProxy,
    Period,
    PeriodModel,
    RunWorker,
    card_html,
    card_lines,
)

__all__ = ["OfficerWindow", "OpenPeriodDialog", "card_lines", "card_html", "Period"]


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
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            b = QPushButton("…")
            b.clicked.connect(lambda _=False, e=edit: self._browse(e))
            row.addWidget(b)
            form.addRow(label, row)
        self.results = QLineEdit()
        self.results.setPlaceholderText(
            self.tr("or the results files received (instead of CHCKLIST)")
        )
        pick = QPushButton("…")
        pick.clicked.connect(self._browse_results)
        row = QHBoxLayout()
        row.addWidget(self.results, 1)
        row.addWidget(pick)
        form.addRow(self.tr("Results files"), row)
        self.rules = QComboBox()
        self.rules.addItems(list(RULE_SETS))
        form.addRow(self.tr("Rule set"), self.rules)
        bb = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        form.addRow(bb)
        self.setMinimumWidth(680)

    def _browse_results(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Results files"), "", self.tr("Results files (*.*)")
        )
        if paths:
            self.results.setText(";".join(paths))

    def _browse(self, edit: QLineEdit) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "DBF", edit.text(), "dBase (*.dbf *.DBF)")
        if path:
            edit.setText(path)


class OfficerWindow(QMainWindow):
    """Players list, rating card, run with progress, files received, publish."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("elodesk — " + self.tr("ratings officer"))
        self.period: Period | None = None
        self.thread: QThread | None = None
        self.worker: RunWorker | None = None
        self.run_state = ""  # "running", "finished", "cancelled" or "failed"
        self.model = PeriodModel(self)
        self.proxy = FilterProxy()
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Name, ID or club…"))
        self.kind = QComboBox()
        for k, label in zip(FILTERS, FILTER_LABELS, strict=False):
            self.kind.addItem(self.tr(label), k)
        self.run_btn = QPushButton(self.tr("Run the period"))
        self.cancel_btn = QPushButton(self.tr("Cancel"))
        self.cancel_btn.setEnabled(False)
        self.publish_btn = QPushButton(self.tr("Publish…"))
        self.history_btn = QPushButton(self.tr("Earlier period…"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.card = QTextBrowser()
        self.card.setOpenLinks(False)
        self.card.anchorClicked.connect(lambda url: self.show_card(int(url.toString()[7:])))
        self.files = QListWidget()
        self.files.itemChanged.connect(self._file_toggled)
        top = QHBoxLayout()
        top.addWidget(self.search, 2)
        top.addWidget(self.kind)
        top.addWidget(self.run_btn)
        top.addWidget(self.cancel_btn)
        top.addWidget(self.progress, 1)
        top.addWidget(self.history_btn)
        top.addWidget(self.publish_btn)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        tabs = QTabWidget()
        tabs.addTab(self.card, self.tr("Rating card"))
        tabs.addTab(self.files, self.tr("Files received"))
        split.addWidget(tabs)
        split.setSizes([420, 300])
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.addLayout(top)
        lay.addWidget(split, 1)
        self.setCentralWidget(central)
        self.resize(1280, 760)
        self.search.textChanged.connect(self._filter)
        self.kind.currentIndexChanged.connect(self._filter)
        self.run_btn.clicked.connect(self.run)
        self.cancel_btn.clicked.connect(self.cancel)
        self.publish_btn.clicked.connect(self.publish_dialog)
        self.history_btn.clicked.connect(self.history_dialog)
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)

    # ---- loading ------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        dlg = OpenPeriodDialog(self)
        if dlg.exec():
            if dlg.results.text().strip() and not dlg.games.text().strip():
                self.open_results(
                    dlg.players.text(),
                    dlg.results.text().split(";"),
                    dlg.previous.text() or None,
                    dlg.rules.currentText(),
                )
            else:
                self.open_period(
                    dlg.players.text(),
                    dlg.games.text(),
                    dlg.previous.text() or None,
                    dlg.rules.currentText(),
                )

    def open_results(
        self,
        players: str,
        files: list[str],
        previous: str | None,
        rules: str = "frbe-2022",
        today=None,
    ) -> bool:
        """A period from the results files received: validated, merged (duplicates left out,
        each game keeping its file and line) into a CHCKLIST beside the player list."""
        import tempfile

        from ..app.merge import merge_files, write_chcklist
        from ..app.results import id_checker

        try:
            merged = merge_files(files, today, id_checker(players))
            folder = Path(tempfile.mkdtemp(prefix="elodesk-period-"))
            games = write_chcklist(merged, folder / "CHCKLIST.DBF")
        except (ElodeskError, OSError) as exc:
            from .messages import error_text

            self.last_error = str(exc)
            self.statusBar().showMessage(error_text(exc))
            return False
        self.merge_report = merged
        ok = self.open_period(players, str(games), previous, rules)
        if ok:
            from .messages import translate

            for name, problem in merged.problems:
                self.files.addItem(f"{name}: {translate(problem)}")
            for text in merged.duplicates:
                self.files.addItem(text)
        return ok

    def open_period(
        self, players: str, games: str, previous: str | None, rules: str = "frbe-2008"
    ) -> bool:
        try:
            inp = load_period(players, games, previous, RULE_SETS[rules])
        except ElodeskError as exc:
            self.statusBar().showMessage(str(exc))
            self.last_error = str(exc)
            return False
        self.show_period(Period(inp, rules))
        return True

    def show_period(self, period: Period) -> None:
        """Show a loaded period (run or not): the list, the files received."""
        self.period = period
        self.model.set_period(period)
        self.table.resizeColumnsToContents()
        self._files()
        self.statusBar().showMessage(
            self.tr("%1 players, %2 game records")
            .replace("%1", str(len(period.ids)))
            .replace("%2", str(len(period.inp.records)))
        )

    def _files(self) -> None:
        """The results files of the period, by sender; unticking one sets it aside."""
        p = self.period
        assert p is not None
        counts = Counter(zip(p.g_file, p.g_sender, strict=False))
        self.files.blockSignals(True)
        self.files.clear()
        for (f, sender), n in sorted(counts.items(), key=lambda x: (x[0][1] or 0, x[0][0] or "")):
            item = QListWidgetItem(f"{f}  ·  {sender or ''}  ·  " + self.tr("%n record(s)", "", n))
            item.setData(Qt.ItemDataRole.UserRole, f)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Unchecked if f in p.excluded else Qt.CheckState.Checked
            )
            self.files.addItem(item)
        self.files.blockSignals(False)

    def _file_toggled(self, item: QListWidgetItem) -> None:
        self.set_file_included(
            item.data(Qt.ItemDataRole.UserRole), item.checkState() == Qt.CheckState.Checked
        )

    def set_file_included(self, name: str, included: bool) -> None:
        """Set a results file aside (or take it back); the period is run again."""
        if self.period is None:
            return
        (self.period.excluded.discard if included else self.period.excluded.add)(name)
        self.statusBar().showMessage(
            self.tr("%1 set aside: running the period again").replace("%1", name)
            if not included
            else name
        )
        if self.period.result is not None:
            self.run()

    # ---- run ---------------------------------------------------------------------------------
    def run(self) -> None:
        if self.period is None or self.thread is not None:
            return
        self.thread = QThread(self)
        self.worker = RunWorker(self.period)
        self.worker.moveToThread(self.thread)
        self.thread.started.connect(self.worker.run)
        self.worker.progress.connect(self.progress.setValue)
        self.worker.finished.connect(self._done)
        self.worker.failed.connect(self._failed)
        self.worker.cancelled.connect(self._cancelled)
        self.run_state = "running"
        self.run_btn.setEnabled(False)
        self.cancel_btn.setEnabled(True)
        self.thread.start()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()

    def _stop_thread(self) -> None:
        assert self.thread is not None
        self.thread.quit()
        self.thread.wait()
        self.thread = None
        self.worker = None
        self.run_btn.setEnabled(True)
        self.cancel_btn.setEnabled(False)

    def _done(self, result: PeriodResult) -> None:
        self._stop_thread()
        self.run_state = "finished"
        assert self.period is not None
        self.period.result = result
        self.model.set_period(self.period)
        self.table.resizeColumnsToContents()
        self.progress.setValue(1000)
        changed = sum(1 for pc in result.players if pc.out and pc.out.indices)
        self.statusBar().showMessage(
            self.tr("Run finished: %1 players with games").replace("%1", str(changed))
        )

    def _cancelled(self) -> None:
        """Cancelled by the officer: the previous result (if any) stays."""
        self._stop_thread()
        self.run_state = "cancelled"
        self.progress.setValue(0)
        self.statusBar().showMessage(self.tr("Run cancelled"))

    def _failed(self, message: str) -> None:
        self._stop_thread()
        self.run_state = "failed"
        self.progress.setValue(0)
        self.statusBar().showMessage(message)

    # ---- list and card --------------------------------------------------------------------------
    def _filter(self) -> None:
        self.proxy.set_filter(self.search.text(), self.kind.currentData())

    def _row_changed(self, current: QModelIndex, _prev: QModelIndex) -> None:
        if current.isValid() and self.period is not None:
            src = self.proxy.mapToSource(current)
            self.show_card(self.period.ids[src.row()])

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

    def load_history(self, path: str, label: str = "") -> int:
        """Show an earlier period's games on the rating cards."""
        if self.period is None:
            return 0
        try:
            n = self.period.load_history(path, label)
        except ElodeskError as exc:
            self.last_error = str(exc)
            self.statusBar().showMessage(str(exc))
            return 0
        self.statusBar().showMessage(
            self.tr("%1 games of earlier periods loaded").replace("%1", str(n))
        )
        if getattr(self, "current_card", None) is not None:
            self.show_card(self.current_card)
        return n

    # ---- publish ----------------------------------------------------------------------------------
    def publish_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Publish into"))
        if folder:
            self.publish(Path(folder))

    def publish(self, folder: Path) -> list[Path]:
        """PLAYER.DBF, CHCKLIST.DBF, the list as Excel (by club, then rating) and PDF, the
        cards as PDF (:func:`app.publish.publish`; the PDFs are drawn here, with Qt)."""
        p = self.period
        if p is None or p.result is None:
            return []
        labels = ListLabels(
            self.tr("By club"),
            self.tr("By name"),
            ("ID", self.tr("Name"), self.tr("Club"), self.tr("Rating"), self.tr("Games")),
        )
        return publish(p, folder, self.list_pdf, self.cards_pdf, labels)

    def list_pdf(self, path: Path, rows) -> Path:
        """The rating list as a PDF table."""
        from PySide6.QtGui import QPageSize, QPdfWriter, QTextDocument

        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        doc = QTextDocument()
        doc.setHtml(
            "<table>"
            + "".join(
                f"<tr><td>{a}</td><td>{b}</td><td>{c}</td><td>{d}</td><td>{e}</td></tr>"
                for a, b, c, d, e in rows
            )
            + "</table>"
        )
        doc.print_(writer)
        return path

    def cards_pdf(self, path: Path, ids: list[int] | None = None) -> Path:
        """The rating cards as PDF: one player's (``ids``) or all who played, each card from a
        new page (one small document per card: laid out much faster than one big one)."""
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPageSize, QPainter, QPdfWriter, QTextDocument

        p = self.period
        assert p is not None and p.result is not None
        if ids is None:
            ids = players_with_games(p)
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setResolution(96)
        width, height = writer.width(), writer.height()
        painter = QPainter(writer)
        first = True
        for pid in ids:
            doc = QTextDocument()
            doc.setHtml(card_html(p, pid))
            doc.setTextWidth(width)
            top = 0.0
            while top < doc.size().height():  # a long card goes on over several pages
                if not first:
                    writer.newPage()
                first = False
                painter.save()
                painter.translate(0, -top)
                doc.drawContents(painter, QRectF(0, top, width, height))
                painter.restore()
                top += height
        painter.end()
        return path
