"""The main window: the tournament director's desk (and the way to the ratings officer's)."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QTabWidget, QWidget

from .. import __version__
from ..app import event as exports
from ..app import fide_report
from ..app.formats import FORMATS
from ..app.roster import import_federation_list
from ..engine.model import ElodeskError, EventType
from ..io.player_search import PlayerDatabase
from ..io.store import (
    EventLocked,
    EventStore,
    ReadOnlyStore,
    StoreError,
    StoreFull,
    create_event,
)
from . import desk_chrome as chrome
from . import i18n, web_actions
from . import settings as S
from .controller import EventController
from .dialogs import NewEventWizard, ProblemsDialog
from .event_properties import EventPropertiesDialog
from .messages import error_text
from .views import CrosstableView, PlayersPanel, PreviewPanel, RoundsPanel, StandingsPanel


def data_folder() -> Path:
    folder = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        or Path.home() / ".elodesk"
    )
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class MainWindow(QMainWindow):
    """Menus, tabs, status bar; one event open at a time."""

    def __init__(self, player_db: PlayerDatabase | None = None) -> None:
        super().__init__()
        self.ctl: EventController | None = None
        self.last_error = ""
        self.player_db = player_db
        self.tabs = QTabWidget()
        self.setCentralWidget(self.tabs)
        self.resize(1280, 720)
        self._build()
        chrome.restore_geometry(self)

    # ---- construction (also after a language change) ---------------------------------------
    def _build(self) -> None:
        for action in self.menuBar().actions():  # the former language's menus go
            if action.menu() is not None:
                action.menu().deleteLater()
        self.menuBar().clear()
        m = self.menuBar().addMenu(self.tr("&File"))
        self.act_new = m.addAction(
            self.tr("&New event…"), QKeySequence.StandardKey.New, self.new_event
        )
        self.act_open = m.addAction(
            self.tr("&Open…"), QKeySequence.StandardKey.Open, self.open_dialog
        )
        self.recent_menu = m.addMenu(self.tr("Open &recent"))
        self.act_save_as = m.addAction(
            self.tr("Save a &copy…"), QKeySequence.StandardKey.SaveAs, self.save_as
        )
        m.addAction(self.tr("&Import rounds from a TRF…"), self.import_trf)
        m.addAction(self.tr("Open an &h9 file as a Go event…"), self.open_h9)
        m.addSeparator()
        ex = m.addMenu(self.tr("&Export"))
        labels = {
            "national": self.tr("Belgian national results file"),
            "chessman": self.tr('"24 lines" file (Chess Manager)'),
            "trf": self.tr("FIDE TRF"),
            "h9": self.tr("EGD h9 (Go)"),
        }
        # the results formats of the registry (app.formats), then Excel
        self.export_actions = {
            fmt.kind: ex.addAction(
                labels.get(fmt.kind, fmt.label), lambda k=fmt.kind: self.export(k)
            )
            for fmt in FORMATS.values()
        }
        ex.addAction(
            self.tr("FIDE rating report (TRF with FIDE IDs)"), lambda: self.export("fide-report")
        )
        ex.addAction(self.tr("Excel crosstable"), lambda: self.export("xlsx"))
        ex.addAction(self.tr("PDF (crosstable, standings, preview)…"), self.export_pdf)
        m.addAction(self.tr("&Print…"), QKeySequence.StandardKey.Print, self.print_sheets).setData(
            "print"
        )
        m.addAction(self.tr("&Send the results…"), self.send_results).setData("send")
        web_actions.add_to_menu(self, m)
        m.addSeparator()
        m.addAction(self.tr("Restore a &backup…"), self.restore_backup)
        m.addAction(self.tr("Player &database…"), self.choose_player_db)
        m.addAction(self.tr("&Update the player lists…"), self.update_lists).setData("lists")
        m.addSeparator()
        m.addAction(self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        e = self.menuBar().addMenu(self.tr("&Edit"))
        self.act_undo = e.addAction(self.tr("&Undo"))
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo = e.addAction(self.tr("&Redo"))
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.act_undo.triggered.connect(lambda: self.ctl and self.ctl.undo.undo())
        self.act_redo.triggered.connect(lambda: self.ctl and self.ctl.undo.redo())
        ev = self.menuBar().addMenu(self.tr("E&vent"))
        self.act_properties = ev.addAction(self.tr("&Properties…"), self.event_properties)
        o = self.menuBar().addMenu(self.tr("&Ratings officer"))
        o.addAction(self.tr("Open a &period (PLAYER + CHCKLIST)…"), self.open_officer)
        s = self.menuBar().addMenu(self.tr("&Settings"))
        lang = s.addMenu(self.tr("&Language"))
        for code, label in i18n.LANGUAGES.items():
            a = lang.addAction(label, lambda c=code: self.set_language(c))
            a.setCheckable(True)
            a.setChecked(code == (S.LANGUAGE.get() or i18n.system_language()))
        s.addAction(self.tr("&Mail…"), self.mail_settings)
        h = self.menuBar().addMenu(self.tr("&Help"))
        h.addAction(self.tr("&About elodesk"), self.about)
        self._fill_recent()
        self._build_tabs()
        self._title()
        chrome.install(self)

    def _build_tabs(self) -> None:
        current = self.tabs.currentIndex()
        if getattr(self, "pairing", None) is not None:
            self.pairing.shutdown()
        self.tabs.clear()
        if self.ctl is None:
            self.tabs.addTab(chrome.welcome_page(self), self.tr("Welcome"))
            return
        ctl = self.ctl
        self.players = PlayersPanel(ctl, self.player_db)
        self.tabs.addTab(self.players, self.tr("Players"))
        if ctl.tournament.type is EventType.ROUND_ROBIN:
            self.grid = CrosstableView(ctl)
            self.tabs.addTab(self.grid, self.tr("Crosstable"))
        else:
            self.grid = None
        self.rounds = RoundsPanel(ctl)
        self.tabs.addTab(self.rounds, self.tr("Rounds"))
        self.pairing = None
        if ctl.tournament.type is EventType.OPEN:
            from .pairing_view import PairingPanel  # issue 19: the Swiss pairing desk

            self.pairing = PairingPanel(ctl)
            self.tabs.addTab(self.pairing, self.tr("Pairings"))
        self.standings = StandingsPanel(ctl)
        self.tabs.addTab(self.standings, self.tr("Standings"))
        self.preview = PreviewPanel(ctl)
        self.tabs.addTab(self.preview, self.tr("Rating preview"))
        if current > 0:
            self.tabs.setCurrentIndex(min(current, self.tabs.count() - 1))
        elif self.grid is not None and ctl.tournament.players:
            self.tabs.setCurrentWidget(self.grid)  # a round robin under way: the grid

    def _fit_menus(self) -> None:
        """Event ▸ Properties… only with an event open that can be written."""
        self.act_properties.setEnabled(self.ctl is not None and not self.ctl.read_only)

    def _title(self) -> None:
        chrome.refresh_saved(self)
        self._fit_menus()
        if self.ctl is None:
            self.setWindowTitle("elodesk")
            return
        name = self.ctl.settings.get("name") or self.ctl.store.path.stem
        ro = "  [" + self.tr("read-only") + "]" if self.ctl.read_only else ""
        self.setWindowTitle(f"elodesk — {name}{ro}")

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = S.recent_files()
        for path in recent:
            self.recent_menu.addAction(path, lambda p=path: self.open_event(p))
        self.recent_menu.setEnabled(bool(recent))

    # ---- events ------------------------------------------------------------------------------
    def set_store(self, store: EventStore) -> bool:
        """Show ``store``; an event that cannot be shown is closed again, with a message, and
        does not go into Recent (issue #16 item 5: it made the desk crash at every start)."""
        try:
            ctl = EventController(store, self)
            ctl.tournament  # noqa: B018 (read once: a value that cannot be shown fails here)
        except Exception as exc:  # the event's values were checked at opening; this is a net
            store.close()
            self.show_error(
                self.tr("%1: cannot be shown (%2)")
                .replace("%1", str(store.path))
                .replace("%2", str(exc))
            )
            return False
        if self.ctl is not None:
            self.ctl.store.close()
        self.ctl = ctl
        self.ctl.error.connect(self.show_error)
        self.ctl.changed.connect(self._title)
        self.act_undo.triggered.disconnect()
        self.act_redo.triggered.disconnect()
        self.act_undo.triggered.connect(self.ctl.undo.undo)
        self.act_redo.triggered.connect(self.ctl.undo.redo)
        self.ctl.undo.canUndoChanged.connect(self.act_undo.setEnabled)
        self.ctl.undo.canRedoChanged.connect(self.act_redo.setEnabled)
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)
        S.add_recent(str(store.path))  # absolute (EventStore.path)
        self._fill_recent()
        system = self.ctl.settings["system"]
        for kind, action in self.export_actions.items():
            action.setEnabled(FORMATS[kind].fits(system))  # the formats this event's system uses
        self._build_tabs()
        self._title()
        return True

    def _is_open(self, path: str) -> bool:
        """Whether ``path`` is the event open in this window (whatever its spelling)."""
        if self.ctl is None or self.ctl.store.closed:  # closed meanwhile: open it again
            return False
        try:
            return os.path.samefile(path, self.ctl.store.path)
        except OSError:
            return False

    def ask_locked(self, exc: EventLocked) -> str:
        """Who holds the event and since when; the user chooses: "read-only", "take-over"
        (after a second confirmation) or "" (cancel). Tests replace this method."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Event already open"), str(exc))
        box.setInformativeText(
            self.tr(
                "If that program is no longer running (another computer that was switched off, "
                "a program that crashed), you can take the event over."
            )
        )
        ro = box.addButton(self.tr("Open &read-only"), QMessageBox.ButtonRole.AcceptRole)
        take = box.addButton(self.tr("&Take over…"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(ro)
        box.exec()
        if box.clickedButton() is ro:
            return "read-only"
        if box.clickedButton() is take:
            sure = QMessageBox.warning(
                self,
                self.tr("Take the event over"),
                self.tr(
                    "If the other program still runs, its next edits will be refused. "
                    "Take the event over?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            return "take-over" if sure == QMessageBox.StandardButton.Yes else ""
        return ""

    def open_event(self, path: str) -> bool:
        """Open an event (File ▸ Open, Recent, a restored backup, the command line): never a
        second writer on the event already open here, never a traceback."""
        path = os.path.abspath(path)
        if self._is_open(path):
            # issue #16 item 3: reopening it removed its lock
            self.statusBar().showMessage(self.tr("%1 is already open").replace("%1", path), 8000)
            return True
        try:
            store = EventStore(path)
        except EventLocked as exc:
            choice = self.ask_locked(exc)
            try:
                if choice == "read-only":
                    store = EventStore(path, read_only=True)
                elif choice == "take-over":
                    store = EventStore(path, take_over=True)
                else:
                    return False
            except StoreError as exc2:
                self.show_error(str(exc2))
                return False
        except (ReadOnlyStore, StoreFull) as exc:
            # a read-only file or folder, or one that cannot be written: say so, and offer to
            # read it anyway
            try:
                store = EventStore(path, read_only=True)
            except StoreError:
                self.show_error(error_text(exc))
                return False
            if not self.set_store(store):
                return False
            self.show_error(
                self.tr(
                    "%1\n\nOpened read-only: use File ▸ Save a copy… to keep "
                    "working on a copy elsewhere."
                ).replace("%1", str(exc))
            )
            return True
        except StoreError as exc:
            self.show_error(error_text(exc))
            return False
        return self.set_store(store)

    def restore_backup(self) -> None:
        if self.ctl is None:
            return
        from ..io.store import restore_backup

        backups = self.ctl.store.backups()
        if not backups:
            self.show_error(self.tr("No backup yet (one is made at the end of each round)."))
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Restore a backup"),
            str(backups[0]),
            self.tr("elodesk events (*.elodesk)"),
        )
        if not path:
            return
        target = self.ctl.store.path.with_name(
            self.ctl.store.path.stem + "-restored-" + Path(path).stem[:15] + ".elodesk"
        )
        try:
            restore_backup(path, target)
        except ElodeskError as exc:
            self.show_error(error_text(exc))
            return
        self.open_event(str(target))

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open an event"),
            str(S.events_folder()),
            self.tr("elodesk events (*.elodesk)"),
        )
        if path:
            S.LAST_FOLDER.set(str(Path(path).parent))
            self.open_event(path)

    def new_event(self) -> NewEventWizard:
        wiz = NewEventWizard(S.events_folder(), self)
        wiz.accepted.connect(lambda: self._create_from(wiz))
        wiz.open()
        return wiz

    def _create_from(self, wiz: NewEventWizard) -> None:
        try:
            store = create_event(wiz.path.text(), wiz.settings())
        except ElodeskError as exc:
            self.show_error(error_text(exc))
            return
        S.remember_sender(wiz.sender_values())  # asked once: proposed for the next event
        S.LAST_FOLDER.set(str(Path(wiz.path.text()).parent))
        self.set_store(store)

    def save_as(self) -> None:
        if self.ctl is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save a copy as"),
            str(self.ctl.store.path),
            self.tr("elodesk events (*.elodesk)"),
        )
        if path:
            try:
                self.ctl.store.save_as(path)
            except ElodeskError as exc:
                self.show_error(error_text(exc))
                return
            self.statusBar().showMessage(
                self.tr("A copy of the event was written to %1; you keep working on %2.")
                .replace("%1", path)
                .replace("%2", str(self.ctl.store.path)),
                10000,
            )

    # ---- the event's properties --------------------------------------------------------------
    def event_properties(self) -> None:
        """Event ▸ Properties…: edited in a (window-modal) dialog; OK applies the changes as one
        undoable step."""
        if self.ctl is None:
            return
        ctl = self.ctl
        dlg = EventPropertiesDialog(ctl.settings, ctl.tournament.rounds, self)
        dlg.accepted.connect(
            lambda: (ctl.set_properties(dlg.values()), S.remember_sender(dlg.all_values()))
        )
        self.properties_dialog = dlg
        dlg.open()

    # ---- exports -----------------------------------------------------------------------------
    def build_export(self, kind: str) -> exports.ExportFile | None:
        if self.ctl is None:
            return None
        s = self.ctl.settings
        if kind == fide_report.KIND:
            ranks = {r.number: r.rank for r in self.ctl.standings()}
            players = self.ctl.store.players()
            return fide_report.fide_report(self.ctl.tournament, players, ranks, dt.date.today())
        return exports.build(
            kind,
            self.ctl.tournament,
            self.ctl.store.games_before(),
            today=dt.date.today(),
            sender_name=str(s.get("arbiter") or ""),
            rules=s["rules"],
            club_name=str(s.get("club_name") or ""),
            history=self.ctl.state.history(),
            standings_rules=self.ctl.standings_rules(),
        )

    def export(self, kind: str, folder: str | None = None) -> Path | None:
        f = self.build_export(kind)
        if f is None:
            return None
        if f.problems:
            self.problems_dialog = ProblemsDialog(
                f.name, list(f.problems), self, f.where, self.show_numbers
            )
            self.problems_dialog.open()
            return None
        if folder is None:
            folder = QFileDialog.getExistingDirectory(
                self, self.tr("Export to"), str(S.events_folder())
            )
            if not folder:
                return None
            S.LAST_FOLDER.set(folder)
        target = Path(folder) / f.name
        replace = target.exists()
        if replace and not self.confirm_replace(target):
            return None  # never over an existing file without asking (issue #16 item 1)
        try:
            path = exports.write_export(folder, f, inputs=[self.ctl.store.path], force=replace)
        except (ElodeskError, OSError) as exc:
            self.show_error(error_text(exc))
            return None
        self.statusBar().showMessage(self.tr("Written: %1").replace("%1", str(path)), 8000)
        return path

    def confirm_replace(self, path: Path) -> bool:
        """Ask before an export replaces a file (tests replace this method)."""
        answer = QMessageBox.question(
            self,
            self.tr("Replace the file?"),
            self.tr("%1 already exists.\n\nReplace it?").replace("%1", str(path)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def show_numbers(self, numbers: tuple[int, ...]) -> None:
        """Show what a problem is about: a game in the grid, else the player in the list."""
        if self.ctl is None or not numbers:
            return
        players = sorted(p.number for p in self.ctl.tournament.players)
        if len(numbers) == 2 and self.grid is not None:
            row, col = players.index(numbers[0]), players.index(numbers[1]) + 1
            self.tabs.setCurrentWidget(self.grid)
            self.grid.setCurrentIndex(self.grid.model().index(row, col))
            return
        self.tabs.setCurrentWidget(self.players)
        self.players.table.selectRow(players.index(numbers[0]))

    def export_pdf(self, path: str | None = None, sheets: list[str] | None = None) -> Path | None:
        """The event's sheets (by default those a round robin or an open prints) as a PDF."""
        if self.ctl is None:
            return None
        from . import print_dialog as PD

        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("PDF"),
                str(S.events_folder() / (exports.safe_name(self.ctl.settings["name"]) + ".pdf")),
                "PDF (*.pdf)",
            )
            if not path:
                return None
        chosen = sheets if sheets is not None else sorted(PD.default_sheets(self.ctl))
        tables = PD.tables(self.ctl, chosen, PD.last_paired_round(self.ctl))
        try:
            written = PD.save_pdf(
                tables, Path(path), self.ctl.settings["name"], inputs=[self.ctl.store.path]
            )
        except (ElodeskError, OSError) as exc:
            self.show_error(error_text(exc))
            return None
        self.statusBar().showMessage(self.tr("Written: %1").replace("%1", str(written)), 8000)
        return written

    def print_sheets(self) -> None:
        """File ▸ Print…: choose the sheets and the round, then Qt's print preview."""
        if self.ctl is None:
            return
        from . import print_dialog as PD

        dlg = PD.PrintDialog(self.ctl, self)
        if dlg.exec() != PD.QDialog.DialogCode.Accepted:
            return
        PD.preview_dialog(dlg.tables(), self).exec()

    def import_trf(self, path: str | None = None) -> int:
        """Pairings (and results) of an open, from a TRF written by a pairing program."""
        if self.ctl is None:
            return 0
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Import rounds"),
                str(S.events_folder()),
                self.tr("TRF files (*.trf *.txt *.*)"),
            )
            if not path:
                return 0
            S.LAST_FOLDER.set(str(Path(path).parent))
        from ..io import trf

        try:
            doc = trf.read_file(path)
        except ElodeskError as exc:
            self.show_error(error_text(exc))
            return 0
        if doc.problems:
            ProblemsDialog(Path(path).name, list(doc.problems), self).open()
            return 0
        from ..app.roster import lookup
        from ..app.swar_header import header_settings

        db = self.player_db
        n = self.ctl.import_pairings(
            doc.tournament,
            header_settings(doc),
            (lambda e: lookup(db, e.id, e.name)) if db is not None else None,
        )
        self.statusBar().showMessage(self.tr("%1 round(s) imported").replace("%1", str(n)), 8000)
        return n

    def open_h9(self, source: str | None = None, target: str | None = None) -> Path | None:
        """An OpenGotha h9 file as a new Go event (``go_event.py``)."""
        from .go_event import open_h9_as_go_event

        return open_h9_as_go_event(self, source, target)

    def send_results(self) -> None:
        if self.ctl is None:
            return
        from .mail_dialog import SendDialog

        SendDialog(self.ctl, self).open()

    def mail_settings(self) -> None:
        from .mail_dialog import MailSettingsDialog

        MailSettingsDialog(self).open()

    # ---- other ---------------------------------------------------------------------------------
    def choose_player_db(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Player list"), "", self.tr("Player lists (*.dbf *.DBF *.txt *.xml)")
        )
        if not path:
            return
        db = self.player_db or PlayerDatabase(data_folder() / "players.sqlite")
        try:
            if path.lower().endswith(".dbf"):
                n = import_federation_list(db, path)
            elif path.lower().endswith(".xml"):
                n = db.import_fide_xml(path)
            else:
                n = db.import_fide_txt(path)
        except ElodeskError as exc:
            self.show_error(error_text(exc))
            return
        self.player_db = db
        S.PLAYER_DB.set(db.path)
        self.statusBar().showMessage(self.tr("%1 players imported").replace("%1", str(n)), 8000)
        self._build_tabs()

    def update_lists(self) -> None:
        """Download the federation's and FIDE's lists into the player database."""
        from .lists_update import ListsUpdateDialog

        self.lists_dialog = ListsUpdateDialog(self, data_folder() / "lists")
        self.lists_dialog.open()

    def open_officer(self) -> None:
        """The ratings officer's window: one, reused (a child window of this one, so it is
        closed and deleted with it and Quit quits)."""
        from .officer import OfficerWindow

        if getattr(self, "officer", None) is None:
            self.officer = OfficerWindow(self)
        self.officer.show()
        self.officer.raise_()
        self.officer.activateWindow()
        if self.officer.period is None and self.officer.job is None:
            self.officer.open_dialog()

    def set_language(self, code: str) -> None:
        S.LANGUAGE.set(code)
        i18n.install(code)
        self._build()

    def about(self) -> None:
        from .about import AboutDialog

        AboutDialog(self).open()

    def show_error(self, message: str) -> None:
        """Say what went wrong without blocking (the event in memory stays as it is)."""
        self.last_error = message
        self.statusBar().showMessage(message, 15000)
        box = QMessageBox(
            QMessageBox.Icon.Warning, "elodesk", message, QMessageBox.StandardButton.Ok, self
        )
        box.open()
        self._error_box = box

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        chrome.save_geometry(self)
        if getattr(self, "live", None) is not None:
            self.live.stop()  # the live view ends with the desk
        lists = getattr(self, "lists_dialog", None)
        for job in (getattr(self, "web_job", None), lists.job if lists is not None else None):
            if job is not None:  # a thread is never deleted while it runs: cancel, wait
                job.cancel()
                job.wait()
        if getattr(self, "pairing", None) is not None:
            self.pairing.shutdown()  # stops a pairing process and waits for its thread
        officer = getattr(self, "officer", None)
        if officer is not None:
            officer.close()  # cancels and waits for its work
        if self.ctl is not None:
            self.ctl.store.close()
            self.ctl = None
        super().closeEvent(event)


__all__ = ["MainWindow", "data_folder", "__version__", "QWidget", "QAction"]
