"""The main window: the tournament director's desk (and the way to the ratings officer's)."""

from __future__ import annotations

import sqlite3
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QToolBar,
    QWidget,
)

from .. import __version__
from ..app.files import PlayerDatabase, remove_stale_leftovers
from ..app.formats import FORMATS
from ..app.roster import import_federation_list
from ..app.session import (
    EventStore,
)
from ..engine.model import ElodeskError, EventType
from . import desk_chrome as chrome
from . import i18n, jobs, web_actions
from . import settings as S
from .controller import EventController
from .event_properties import EventPropertiesDialog
from .messages import error_text
from .views import CrosstableView, PlayersPanel, PreviewPanel, RoundsPanel, StandingsPanel
from .window_exports import ExportActions
from .window_files import EventFiles, data_folder

if TYPE_CHECKING:
    from .pairing_view import PairingPanel
    from .web_actions import LiveControl

# how often a desk that opened the event read-only looks whether another desk wrote to it
FOLLOW_MS = 2000


class MainWindow(EventFiles, ExportActions, QMainWindow):
    """Menus, tabs, status bar; one event open at a time."""

    # set by desk_chrome.install (File ▸ Save, the toolbar, the saved indicator), by the live
    # view's menu entries (web_actions) and by the tabs of an open event
    act_save: QAction | None
    toolbar: QToolBar | None
    saved_label: QLabel | None
    live: LiveControl | None
    grid: CrosstableView | None
    pairing: PairingPanel | None

    def __init__(self, player_db: PlayerDatabase | None = None) -> None:
        super().__init__()
        self.act_save = self.toolbar = self.saved_label = None
        self.live = None
        self.grid = None
        self.pairing = None
        self.ctl: EventController | None = None
        self.last_error = ""
        self.player_db = player_db
        # a desk that opened the event read-only reads it again when another desk writes it
        self.follow_timer = QTimer(self)
        self.follow_timer.setInterval(FOLLOW_MS)
        self.follow_timer.timeout.connect(self.follow_file)
        self._follow_failed = ""
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
            fmt.kind: ex.addAction(labels.get(fmt.kind, fmt.label), partial(self.export, fmt.kind))
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
        self.act_undo.triggered.connect(self._undo)
        self.act_redo.triggered.connect(self._redo)
        ev = self.menuBar().addMenu(self.tr("E&vent"))
        self.act_properties = ev.addAction(self.tr("&Properties…"), self.event_properties)
        o = self.menuBar().addMenu(self.tr("&Ratings officer"))
        o.addAction(self.tr("Open a &period (PLAYER + CHCKLIST)…"), self.open_officer)
        s = self.menuBar().addMenu(self.tr("&Settings"))
        lang = s.addMenu(self.tr("&Language"))
        for code, label in i18n.LANGUAGES.items():
            a = lang.addAction(label, partial(self.set_language, code))
            a.setCheckable(True)
            a.setChecked(code == (S.LANGUAGE.get() or i18n.system_language()))
        s.addAction(self.tr("&Mail…"), self.mail_settings)
        h = self.menuBar().addMenu(self.tr("&Help"))
        h.addAction(self.tr("&About elodesk"), self.about)
        self._fill_recent()
        self._build_tabs()
        self._title()
        chrome.install(self)

    def _undo(self) -> None:
        if self.ctl is not None:
            self.ctl.undo.undo()

    def _redo(self) -> None:
        if self.ctl is not None:
            self.ctl.undo.redo()

    def _build_tabs(self) -> None:
        current = self.tabs.currentIndex()
        if self.pairing is not None:
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
            from .pairing_view import PairingPanel  # the Swiss pairing desk

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
        name = self.ctl.settings.name or self.ctl.store.path.stem
        ro = "  [" + self.tr("read-only") + "]" if self.ctl.read_only else ""
        self.setWindowTitle(f"elodesk — {name}{ro}")

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = S.recent_files()
        for path in recent:
            self.recent_menu.addAction(path, partial(self.open_event, path))
        self.recent_menu.setEnabled(bool(recent))

    # ---- events ------------------------------------------------------------------------------
    def set_store(self, store: EventStore) -> bool:
        """Show ``store``; an event that cannot be shown is closed again, with a message, and
        does not go into Recent (it made the desk crash at every start)."""
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
        # the temporary files of an export or a copy killed midway beside the event or in its
        # backups (the next write to the same name removes its own; these may have no next)
        for folder in (store.path.parent, store.backup_folder()):
            remove_stale_leftovers(folder)
        self._fill_recent()
        system = self.ctl.settings.system
        for kind, action in self.export_actions.items():
            action.setEnabled(FORMATS[kind].fits(system))  # the formats this event's system uses
        self._build_tabs()
        self._title()
        self._follow_failed = ""
        if self.ctl.read_only:
            self.follow_timer.start()
        else:
            self.follow_timer.stop()
        return True

    def follow_file(self) -> bool:
        """Read-only: what the file holds now, when another desk wrote to it (every
        ``FOLLOW_MS`` and when the window is activated); a file that can no longer be read is
        said once, and the event shown stays as last read."""
        if self.ctl is None:
            return False
        try:
            return self.ctl.follow_file()
        except (ElodeskError, sqlite3.Error, OSError) as exc:
            text = error_text(exc) if isinstance(exc, ElodeskError) else str(exc)
            if text != self._follow_failed:
                self._follow_failed = text
                self.show_error(
                    self.tr(
                        "The event file could not be read again (%1); what is shown is what it held before."
                    ).replace("%1", text)
                )
            return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.follow_file()
        super().changeEvent(event)

    # ---- the event's properties --------------------------------------------------------------
    def event_properties(self) -> None:
        """Event ▸ Properties…: edited in a (window-modal) dialog; OK applies the changes as one
        undoable step."""
        if self.ctl is None:
            return
        ctl = self.ctl
        dlg = EventPropertiesDialog(ctl.settings, ctl.tournament.rounds, self)

        def apply() -> None:
            ctl.set_properties(dlg.values())
            S.remember_sender(dlg.all_values())  # proposed for the next event

        dlg.accepted.connect(apply)
        self.properties_dialog = dlg
        dlg.open()

    # ---- other ---------------------------------------------------------------------------------
    def choose_player_db(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Player list"), "", self.tr("Player lists (*.dbf *.DBF *.txt *.xml)")
        )
        if not path:
            return
        try:
            db = self.player_db or PlayerDatabase(data_folder() / "players.sqlite")
            if path.lower().endswith(".dbf"):
                n = import_federation_list(db, path)
            elif path.lower().endswith(".xml"):
                n = db.import_fide_xml(path)
            else:
                n = db.import_fide_txt(path)
        except (ElodeskError, OSError) as exc:  # OSError: the data folder cannot be made
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
        if self.live is not None:
            self.live.stop()  # the live view ends with the desk
        if self.pairing is not None:
            self.pairing.shutdown()  # stops a pairing process and waits for its thread
        officer = getattr(self, "officer", None)
        if officer is not None:
            officer.close()  # cancels and waits for its work
        # every other background job (publishing, the lists' update, a mail being sent…):
        # cancelled and waited for, so that no thread outlives the desk
        jobs.stop_all()
        self.follow_timer.stop()
        if self.ctl is not None:
            self.ctl.store.close()
            self.ctl = None
        super().closeEvent(event)


__all__ = ["MainWindow", "data_folder", "__version__", "QWidget", "QAction"]
