"""The desk's event files: open one (never a second writer; a locked event read-only or taken
over after the user confirms; a read-only place opened read-only), create one, save a copy,
restore a backup. A part of :class:`~.main_window.MainWindow` (a mixin: its strings are in the
window's translation context)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..app.session import (
    EventLocked,
    EventStore,
    ReadOnlyStore,
    StoreError,
    StoreFull,
    create_event,
)
from ..engine.model import ElodeskError
from . import settings as S
from .dialogs import NewEventWizard
from .messages import error_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QTabWidget

    from .controller import EventController

    _Base = QMainWindow
else:
    _Base = object


def data_folder() -> Path:
    """Where the desk keeps its own files (the demo, the player database): the platform's
    application data folder, else ~/.elodesk."""
    folder = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        or Path.home() / ".elodesk"
    )
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class EventFiles(_Base):
    """File ▸ New, Open, Recent, Save a copy, Restore a backup."""

    if TYPE_CHECKING:  # what the main window gives this part of it
        ctl: EventController | None
        tabs: QTabWidget

        def set_store(self, store: EventStore) -> bool: ...

        def show_error(self, message: str) -> None: ...

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
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Event already open"),
            str(exc),
        )
        box.setInformativeText(
            QCoreApplication.translate(
                "MainWindow",
                "If that program is no longer running (another computer that was switched off, "
                "a program that crashed), you can take the event over.",
            )
        )
        ro = box.addButton(
            QCoreApplication.translate("MainWindow", "Open &read-only"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        take = box.addButton(
            QCoreApplication.translate("MainWindow", "&Take over…"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(ro)
        box.exec()
        if box.clickedButton() is ro:
            return "read-only"
        if box.clickedButton() is take:
            sure = QMessageBox.warning(
                self,
                QCoreApplication.translate("MainWindow", "Take the event over"),
                QCoreApplication.translate(
                    "MainWindow",
                    "If the other program still runs, its next edits will be refused. "
                    "Take the event over?",
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
            # reopening it removed its lock
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "%1 is already open").replace("%1", path),
                8000,
            )
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
                QCoreApplication.translate(
                    "MainWindow",
                    "%1\n\nOpened read-only: use File ▸ Save a copy… to keep "
                    "working on a copy elsewhere.",
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
        from ..app.session import restore_backup

        backups = self.ctl.store.backups()
        if not backups:
            self.show_error(
                QCoreApplication.translate(
                    "MainWindow", "No backup yet (one is made at the end of each round)."
                )
            )
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("MainWindow", "Restore a backup"),
            str(backups[0]),
            QCoreApplication.translate("MainWindow", "elodesk events (*.elodesk)"),
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
            QCoreApplication.translate("MainWindow", "Open an event"),
            str(S.events_folder()),
            QCoreApplication.translate("MainWindow", "elodesk events (*.elodesk)"),
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
            QCoreApplication.translate("MainWindow", "Save a copy as"),
            str(self.ctl.store.path),
            QCoreApplication.translate("MainWindow", "elodesk events (*.elodesk)"),
        )
        if path:
            try:
                self.ctl.store.save_as(path)
            except ElodeskError as exc:
                self.show_error(error_text(exc))
                return
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "A copy of the event was written to %1; you keep working on %2."
                )
                .replace("%1", path)
                .replace("%2", str(self.ctl.store.path)),
                10000,
            )
