"""The ratings officer's desk: open a period, review rating cards, run it, publish.

The run goes through the same code as ``elodesk period`` (``period_cli.run_period``) in a worker
thread, with a progress bar and cancel; the list (30 000 rows) is a QAbstractTableModel over
arrays behind a QSortFilterProxyModel, so it scrolls and filters without copying rows.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    Qt,
    QThread,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
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

from ..engine.frbe import RULE_SETS
from ..engine.model import ElodeskError
from ..period_cli import PeriodInput, PeriodResult, load_period, no_gc, write_period
from ..engine.period import compute_period
from .models import note_label, status_label


FILTERS = (
    "all",
    "rated",
    "newly-rated",
    "provisional",
    "unrated",
    "changed",
    "gains",
    "losses",
    "rules",
)
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
)


class Cancelled(Exception):
    pass


@dataclass
class Period:
    """A loaded period and, once run, its result."""

    inp: PeriodInput
    rules: str
    result: PeriodResult | None = None

    def __post_init__(self) -> None:
        pl = self.inp.players
        idx = self.inp.player_index
        self.ids = [pl.get("MATRICULE")[i] for i in idx]
        self.names = [pl.get("NOM_PRENOM")[i] for i in idx]
        self.clubs = [pl.get("CLUB")[i] for i in idx]
        self.pos = {pid: k for k, pid in enumerate(self.ids)}
        g = self.inp.games
        self.rec_by_player: dict[int, list[int]] = {}
        for k, pid in enumerate(self.inp.records.player):
            self.rec_by_player.setdefault(pid, []).append(k)
        ri = self.inp.record_index

        def col(name: str) -> list[Any]:
            values = g.column(name)  # decoded once, then picked per record
            return [values[i] for i in ri]

        self.g_date = col("DATE")
        self.g_file = col("FILE_CH")
        self.g_sender = col("EXPEDIT")
        self.g_colour = col("WH_BL")
        self.g_oppname = col("ETRANGER")
        self.g_adv = [g.opponent[i] for i in ri]
        self.excluded: set[str] = set()

    def games_for_run(self):
        """The period's records, without those of the files the officer set aside (their
        records stay in place but count for nobody)."""
        from ..engine.period import PeriodGames

        rec = self.inp.records
        if not self.excluded:
            return rec
        keep = [f not in self.excluded for f in self.g_file]
        return PeriodGames(
            rec.player,
            [o if k else 0 for o, k in zip(rec.opponent, keep)],
            rec.points,
            [v if k else 0 for v, k in zip(rec.opponent_rating, keep)],
            rec.run1_key,
        )


class PeriodModel(QAbstractTableModel):
    """The whole list: ID, name, club, old rating, games, new rating, difference, rules."""

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
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.period: Period | None = None

    def set_period(self, period: Period | None) -> None:
        self.beginResetModel()
        self.period = period
        self.cache = [self._values(r) for r in range(len(period.ids))] if period else []
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() or self.period is None else len(self.period.ids)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.HEAD)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("PeriodModel", self.HEAD[section])
        return None

    def row_values(self, r: int) -> tuple:
        return self.cache[r]

    def _values(self, r: int) -> tuple:
        p = self.period
        assert p is not None
        pp = p.inp.period_players[r]
        old = pp.list_rating if pp.rated else 0
        if p.result is None:
            return (
                p.ids[r],
                p.names[r],
                p.clubs[r],
                old,
                pp.list_games,
                None,
                None,
                None,
                "",
                "",
                "",
            )
        pc = p.result.players[r]
        diff = (
            (pc.elo - old) if (pc.elo is not None and old and pc.out and pc.out.indices) else None
        )
        notes = ", ".join(note_label(n) for n in pc.out.notes) if pc.out else ""
        return (
            p.ids[r],
            p.names[r],
            p.clubs[r],
            old,
            pp.list_games,
            pc.elo,
            diff,
            pc.games,
            status_label(pc.status.value) if pc.out and pc.out.indices else "",
            notes,
            pc.status.value if pc.out and pc.out.indices else "",
        )

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.period is None:
            return None
        vals = self.row_values(index.row())
        v = vals[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 6 and v is not None:
                return f"{v:+d}"
            return "" if v is None else v
        if role == Qt.ItemDataRole.UserRole:  # sort key
            return v if v is not None else -99999
        if role == Qt.ItemDataRole.BackgroundRole and index.column() in (5, 6) and vals[6]:
            return QBrush(QColor("#d9f2dd" if vals[6] > 0 else "#f8d7d5"))
        return None


class FilterProxy(QSortFilterProxyModel):
    """Search by name, ID or club; filter by status, change, rules that acted."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.kind = "all"
        self.setSortRole(Qt.ItemDataRole.UserRole)

    def set_filter(self, text: str, kind: str) -> None:
        if hasattr(self, "beginFilterChange"):     # Qt ≥ 6.10
            self.beginFilterChange()
            self.text, self.kind = text.strip().upper(), kind
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.text, self.kind = text.strip().upper(), kind
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:  # noqa: N802
        m: PeriodModel = self.sourceModel()
        v = m.row_values(row)
        if self.text:
            t = self.text
            if not (
                str(v[0]) == t
                or (v[1] or "").upper().startswith(t)
                or t in (v[1] or "").upper()
                or str(v[2]) == t
            ):
                return False
        k = self.kind
        if k == "all":
            return True
        if k in ("rated", "newly-rated", "provisional", "unrated"):
            return v[10] == k  # the untranslated status
        if k == "changed":
            return bool(v[6])
        if k == "gains":
            return (v[6] or 0) >= 40
        if k == "losses":
            return (v[6] or 0) <= -40
        if k == "rules":
            return bool(v[9])
        return True


class RunWorker(QObject):
    """Runs the 3 RUNs in a thread; ``progress`` in per mille; cancel through ``cancel()``."""

    progress = Signal(int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, period: Period) -> None:
        super().__init__()
        self.period = period
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        def tick(f: float) -> None:
            if self._cancel:
                raise Cancelled()
            self.progress.emit(int(f * 1000))

        try:
            # no garbage collection in this thread: a collection here could delete Qt
            # wrappers that belong to the main thread (a crash seen in the tests)
            with no_gc():
                res = compute_period(
                    self.period.inp.period_players,
                    self.period.games_for_run(),
                    RULE_SETS[self.period.rules],
                    tick,
                )
        except Cancelled:
            self.failed.emit("cancelled")
            return
        except ElodeskError as exc:
            self.failed.emit(str(exc))
            return
        self.finished.emit(res)


def card_lines(p: Period, pid: int) -> list[dict[str, Any]]:
    """The rating card of one player: his games in processing order with every number."""
    if p.result is None:
        return []
    run = p.result.run
    recs = p.rec_by_player.get(pid, [])
    rows = []
    for k in recs:
        r = run.run[k]
        opp = p.inp.records.opponent[k]
        name = p.names[p.pos[opp]] if opp in p.pos else (p.g_oppname[k] or "?")
        pts = p.inp.records.points[k] / 100
        we = run.we[k] / 100 if r == 3 else None
        rows.append(
            {
                "number": run.number[k] if r else None,
                "opponent": p.g_adv[k],
                "name": name,
                "rating": run.value[k] if r else None,
                "colour": p.g_colour[k],
                "w": pts,
                "we": we,
                "diff": None if we is None else round(pts - we, 2),
                "k": run.k[k] if r == 3 else None,
                "run": r,
                "date": p.g_date[k],
                "file": p.g_file[k],
                "sender": p.g_sender[k],
            }
        )
    order = sorted(
        range(len(rows)),
        key=lambda i: (rows[i]["run"] == 0, rows[i]["run"] == 3, rows[i]["number"] or 0),
    )
    return [rows[i] for i in order]


def card_html(p: Period, pid: int) -> str:
    r = p.pos.get(pid)
    if r is None or p.result is None:
        return ""
    pp, pc = p.inp.period_players[r], p.result.players[r]
    rows = card_lines(p, pid)
    out = [
        f"<h3>{pid} — {p.names[r]}</h3><p>"
        + QCoreApplication.translate("Officer", "Old rating")
        + f" {pp.list_rating if pp.rated else 0} · "
        + QCoreApplication.translate("Officer", "New rating")
        + f" <b>{pc.elo}</b> · "
        + f"{status_label(pc.status.value)} · "
        + f"{', '.join(note_label(n) for n in pc.out.notes) if pc.out else ''}</p>"
    ]
    out.append(
        "<table border=1 cellspacing=0 cellpadding=2><tr><th>Prt</th><th>Adv.</th>"
        "<th>Nom</th><th>Elo</th><th>C</th><th>W</th><th>We</th><th>W−We</th>"
        "<th>K</th><th>RUN</th><th>Date</th><th>Fichier</th><th>Exp.</th></tr>"
    )
    for row in rows:
        opp = row["opponent"]
        link = f"<a href='player:{opp}'>{opp}</a>" if opp in p.pos else str(opp)
        fmt = lambda v, f="{:.2f}": "" if v is None else f.format(v)  # noqa: E731
        out.append(
            f"<tr><td>{row['number'] or ''}</td><td>{link}</td><td>{row['name']}</td>"
            f"<td>{row['rating'] or ''}</td><td>{row['colour']}</td>"
            f"<td>{row['w']:.1f}</td><td>{fmt(row['we'])}</td>"
            f"<td>{fmt(row['diff'], '{:+.2f}')}</td><td>{row['k'] or ''}</td>"
            f"<td>{row['run'] or '—'}</td><td>{row['date'] or ''}</td>"
            f"<td>{row['file']}</td><td>{row['sender'] or ''}</td></tr>"
        )
    out.append("</table>")
    reg = [x for x in rows if x["run"] == 3]
    if reg:
        w = sum(x["w"] for x in reg)
        we = sum(x["we"] for x in reg)
        k = reg[0]["k"]
        ri = pc.intermediate if pc.intermediate is not None else pp.list_rating
        out.append(
            f"<p># {len(reg)} · Ri={ri} · G = ({w:.1f} − {we:.2f}) × {k} = "
            f"{(w - we) * k:+.2f} · Rf = {pc.elo}</p>"
        )
        if pc.out and "k-transition" in pc.out.notes:
            # seed 003: Rf = B + ((W − We) + (Ri − B)/Ki)·Kf
            b = 2000 if min(ri, pc.elo) < 2000 <= max(ri, pc.elo) else 2200
            kf = {16: 12, 12: 16 if pc.elo < ri else 10, 10: 12}.get(k, k)
            out.append(
                f"<p>Rf = {b} + (({w:.1f} − {we:.2f}) + (({ri} − {b}) / {k})) × {kf} = {pc.elo}</p>"
            )
    if pc.out and pc.out.performance is not None:
        perf = pc.out.performance
        out.append(f"<p>Rc={perf.rc} p={perf.p100 / 100:.2f} D(p)={perf.d:+d} → {perf.rating}</p>")
    return "".join(out)


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
        self.results.setPlaceholderText(self.tr("or the results files received (instead of "
                                                "CHCKLIST)"))
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

    def _browse_results(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Results files"), "",
                                                self.tr("Results files (*.*)"))
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
        for k, label in zip(FILTERS, FILTER_LABELS):
            self.kind.addItem(self.tr(label), k)
        self.run_btn = QPushButton(self.tr("Run the period"))
        self.cancel_btn = QPushButton(self.tr("Cancel"))
        self.cancel_btn.setEnabled(False)
        self.publish_btn = QPushButton(self.tr("Publish…"))
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
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)

    # ---- loading ------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        dlg = OpenPeriodDialog(self)
        if dlg.exec():
            if dlg.results.text().strip() and not dlg.games.text().strip():
                self.open_results(dlg.players.text(), dlg.results.text().split(";"),
                                  dlg.previous.text() or None, dlg.rules.currentText())
            else:
                self.open_period(dlg.players.text(), dlg.games.text(),
                                 dlg.previous.text() or None, dlg.rules.currentText())

    def open_results(self, players: str, files: list[str], previous: str | None,
                     rules: str = "frbe-2022", today=None) -> bool:
        """A period from the results files received: validated, merged (duplicates left out,
        each game keeping its file and line) into a CHCKLIST beside the player list."""
        import tempfile

        from ..check_cli import id_checker
        from ..merge import merge_files, write_chcklist

        try:
            merged = merge_files(files, today, id_checker(players))
            folder = Path(tempfile.mkdtemp(prefix="elodesk-period-"))
            games = write_chcklist(merged, folder / "CHCKLIST.DBF")
        except (ElodeskError, OSError) as exc:
            self.last_error = str(exc)
            self.statusBar().showMessage(str(exc))
            return False
        self.merge_report = merged
        ok = self.open_period(players, str(games), previous, rules)
        if ok:
            for text in merged.problems + merged.duplicates:
                self.files.addItem(text)
        return ok

    def open_period(
        self, players: str, games: str, previous: str | None, rules: str = "frbe-2008"
    ) -> bool:
        try:
            inp = load_period(players, games, previous, RULE_SETS[rules].run1_order)
        except ElodeskError as exc:
            self.statusBar().showMessage(str(exc))
            self.last_error = str(exc)
            return False
        self.period = Period(inp, rules)
        self.model.set_period(self.period)
        self.table.resizeColumnsToContents()
        self._files()
        self.statusBar().showMessage(
            self.tr("%1 players, %2 game records")
            .replace("%1", str(len(self.period.ids)))
            .replace("%2", str(len(inp.records)))
        )
        return True

    def _files(self) -> None:
        """The results files of the period, by sender; unticking one sets it aside."""
        p = self.period
        assert p is not None
        counts = Counter(zip(p.g_file, p.g_sender))
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
        assert self.period is not None
        self.period.result = result
        self.model.set_period(self.period)
        self.table.resizeColumnsToContents()
        self.progress.setValue(1000)
        changed = sum(1 for pc in result.players if pc.out and pc.out.indices)
        self.statusBar().showMessage(
            self.tr("Run finished: %1 players with games").replace("%1", str(changed))
        )

    def _failed(self, message: str) -> None:
        self._stop_thread()
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

    # ---- publish ----------------------------------------------------------------------------------
    def publish_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Publish into"))
        if folder:
            self.publish(Path(folder))

    def publish(self, folder: Path) -> list[Path]:
        """PLAYER.DBF, CHCKLIST.DBF, the list as Excel (by club, then rating) and PDF."""
        p = self.period
        if p is None or p.result is None:
            return []
        write_period(p.inp, p.result, folder)
        from ..io.xlsx import Sheet, write_workbook

        rows = []
        for r, pc in enumerate(p.result.players):
            if pc.elo:
                rows.append([p.ids[r], p.names[r], p.clubs[r] or 0, pc.elo, pc.games])
        rows.sort(key=lambda x: (x[2], -x[3]))
        head = ["ID", self.tr("Name"), self.tr("Club"), self.tr("Rating"), self.tr("Games")]
        write_workbook(
            folder / "rating-list.xlsx",
            [
                Sheet(self.tr("By club"), head, rows),
                Sheet(self.tr("By name"), head, sorted(rows, key=lambda x: x[1])),
            ],
        )
        from PySide6.QtGui import QPageSize, QPdfWriter, QTextDocument

        writer = QPdfWriter(str(folder / "rating-list.pdf"))
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
        self.cards_pdf(folder / "rating-cards.pdf")
        return [
            folder / n
            for n in (
                "PLAYER.DBF",
                "CHCKLIST.DBF",
                "rating-list.xlsx",
                "rating-list.pdf",
                "rating-cards.pdf",
            )
        ]

    def cards_pdf(self, path: Path, ids: list[int] | None = None) -> Path:
        """The rating cards as PDF: one player's (``ids``) or all who played, each card from a
        new page (one small document per card: laid out much faster than one big one)."""
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QPageSize, QPainter, QPdfWriter, QTextDocument

        p = self.period
        assert p is not None and p.result is not None
        if ids is None:
            ids = [pid for pid, pc in zip(p.ids, p.result.players) if pc.out and pc.out.indices]
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
            while top < doc.size().height():      # a long card goes on over several pages
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
