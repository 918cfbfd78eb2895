"""The desk's outputs: File ▸ Export (each file checked before it is written, never over the
event or an existing file without asking), PDF, Print, rounds imported from a TRF, an h9 file
opened as a Go event, the results sent by mail. A part of :class:`~.main_window.MainWindow` (a
mixin: its strings are in the window's translation context)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ..app import event as exports
from ..app.files import read_trf
from ..engine.model import ElodeskError
from . import settings as S
from .dialogs import ProblemsDialog
from .messages import error_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QTabWidget

    from ..app.files import PlayerDatabase
    from .controller import EventController
    from .main_window import MainWindow
    from .views import CrosstableView, PlayersPanel

    _Base = QMainWindow
else:
    _Base = object


class ExportActions(_Base):
    """File ▸ Export, PDF, Print, Import rounds, Open an h9 file, Send the results."""

    if TYPE_CHECKING:  # what the main window gives this part of it
        ctl: EventController | None
        tabs: QTabWidget
        grid: CrosstableView | None
        players: PlayersPanel
        player_db: PlayerDatabase | None

        def show_error(self, message: str) -> None: ...

        def follow_file(self) -> bool: ...

    def build_export(self, kind: str) -> exports.ExportFile | None:
        """The event's file of ``kind``, as the session composes it for sending too (a desk
        that opened the event read-only reads it again first if another desk wrote to it)."""
        if self.ctl is None:
            return None
        self.follow_file()
        return self.ctl.session.exports([kind], today=dt.date.today())[0]

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
                self,
                QCoreApplication.translate("MainWindow", "Export to"),
                str(S.events_folder()),
            )
            if not folder:
                return None
            S.LAST_FOLDER.set(folder)
        target = Path(folder) / f.name
        replace = target.exists()
        if replace and not self.confirm_replace(target):
            return None  # never over an existing file without asking
        assert self.ctl is not None  # build_export gave a file
        try:
            path = exports.write_export(folder, f, inputs=[self.ctl.store.path], force=replace)
        except (ElodeskError, OSError) as exc:
            self.show_error(error_text(exc))
            return None
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Written: %1").replace("%1", str(path)), 8000
        )
        return path

    def confirm_replace(self, path: Path) -> bool:
        """Ask before an export replaces a file (tests replace this method)."""
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("MainWindow", "Replace the file?"),
            QCoreApplication.translate("MainWindow", "%1 already exists.\n\nReplace it?").replace(
                "%1", str(path)
            ),
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
        self.follow_file()  # what the file holds, when another desk wrote to it
        from . import print_dialog as PD

        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self,
                QCoreApplication.translate("MainWindow", "PDF"),
                str(S.events_folder() / (exports.safe_name(self.ctl.settings.name) + ".pdf")),
                "PDF (*.pdf)",
            )
            if not path:
                return None
        chosen = sheets if sheets is not None else sorted(PD.default_sheets(self.ctl))
        tables = PD.tables(self.ctl, chosen, PD.last_paired_round(self.ctl))
        try:
            written = PD.save_pdf(
                tables, Path(path), self.ctl.settings.name, inputs=[self.ctl.store.path]
            )
        except (ElodeskError, OSError) as exc:
            self.show_error(error_text(exc))
            return None
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Written: %1").replace("%1", str(written)),
            8000,
        )
        return written

    def print_sheets(self) -> None:
        """File ▸ Print…: choose the sheets and the round, then Qt's print preview."""
        if self.ctl is None:
            return
        self.follow_file()
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
                QCoreApplication.translate("MainWindow", "Import rounds"),
                str(S.events_folder()),
                QCoreApplication.translate("MainWindow", "TRF files (*.trf *.txt *.*)"),
            )
            if not path:
                return 0
            S.LAST_FOLDER.set(str(Path(path).parent))

        try:
            doc = read_trf(path)
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
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "%1 round(s) imported").replace("%1", str(n)),
            8000,
        )
        return n

    def open_h9(self, source: str | None = None, target: str | None = None) -> Path | None:
        """An OpenGotha h9 file as a new Go event (``go_event.py``)."""
        from .go_event import open_h9_as_go_event

        return open_h9_as_go_event(cast("MainWindow", self), source, target)

    def send_results(self) -> None:
        if self.ctl is None:
            return
        self.follow_file()
        from .mail_dialog import SendDialog

        SendDialog(self.ctl, self).open()

    def mail_settings(self) -> None:
        from .mail_dialog import MailSettingsDialog

        MailSettingsDialog(self).open()
