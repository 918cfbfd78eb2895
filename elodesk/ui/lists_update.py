"""File ▸ Update the player lists…: fetch the federation's list and FIDE's
(:mod:`app.lists_download`), with progress and cancel, into the desk's player database.

The addresses are settings (defaults: :data:`app.lists_download.DEFAULT_URLS`); the work runs
in :class:`ui.officer_period.Job` (a thread; Cancel stops at the next block and keeps what
arrived for the next Update to resume).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QVBoxLayout,
)

from ..app.lists_download import DEFAULT_URLS, PlayerDatabase, update_list
from . import settings as S
from .jobs import Job
from .messages import error_text


def _part(tick: Callable[[float], None], i: int, share: float) -> Callable[[float], None]:
    """Progress of list ``i`` of several (each ``share`` of the whole)."""
    return lambda f: tick((i + f) * share)


class ListsUpdateDialog(QDialog):
    """Which lists, from where; Update, then the outcome in the dialog."""

    def __init__(self, window: Any, folder: Path) -> None:
        super().__init__(window)
        self.desk, self.folder = window, folder
        self.job: Job | None = None
        self.setWindowTitle(QCoreApplication.translate("ListsUpdate", "Update the player lists"))
        form = QFormLayout()
        self.frbe = QCheckBox(QCoreApplication.translate("ListsUpdate", "The federation's list"))
        self.frbe.setChecked(True)
        self.frbe_url = QLineEdit(S.LIST_URL_FRBE.get() or DEFAULT_URLS["frbe"])
        self.fide = QCheckBox(QCoreApplication.translate("ListsUpdate", "FIDE's list"))
        self.fide_url = QLineEdit(S.LIST_URL_FIDE.get() or DEFAULT_URLS["fide"])
        form.addRow(self.frbe, self.frbe_url)
        form.addRow(self.fide, self.fide_url)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.update_button = self.buttons.addButton(
            QCoreApplication.translate("ListsUpdate", "&Update"),
            QDialogButtonBox.ButtonRole.ActionRole,
        )
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button.setEnabled(False)
        self.update_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.bar)
        lay.addWidget(self.status)
        lay.addWidget(self.buttons)

    def start(self) -> None:
        chosen = [
            (key, box_url.text().strip())
            for key, box, box_url in (
                ("frbe", self.frbe, self.frbe_url),
                ("fide", self.fide, self.fide_url),
            )
            if box.isChecked()
        ]
        if not chosen or self.job is not None:
            return
        S.LIST_URL_FRBE.set(self.frbe_url.text().strip())
        S.LIST_URL_FIDE.set(self.fide_url.text().strip())
        db_path = Path(
            getattr(self.desk.player_db, "path", "") or self.folder.parent / "players.sqlite"
        )
        if str(db_path) == ":memory:":
            db_path = self.folder.parent / "players.sqlite"
        self.db_path = db_path

        def work(tick):
            db = PlayerDatabase(db_path)  # its own connection: SQLite objects stay in a thread
            try:
                out = []
                share = 1 / len(chosen)
                for i, (key, url) in enumerate(chosen):
                    out.append(update_list(key, url, self.folder, db, _part(tick, i, share)))
                return out
            finally:
                db.close()

        self.job = Job("lists", work, self)
        self.job.progress.connect(self.bar.setValue)
        self.job.finished.connect(self._done)
        self.update_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status.setText(QCoreApplication.translate("ListsUpdate", "Downloading…"))
        self.job.start()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _done(self) -> None:
        job, self.job = self.job, None
        self.update_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        if job is None:
            return
        if job.cancelled:
            self.status.setText(
                QCoreApplication.translate(
                    "ListsUpdate", "Cancelled: what arrived is kept, the next Update resumes it."
                )
            )
        elif job.error is not None:
            exc = job.exception
            self.status.setText(error_text(exc) if exc is not None else job.error)
        else:
            self.bar.setValue(1000)
            done = job.result or []
            self.status.setText(
                "\n".join(
                    QCoreApplication.translate("ListsUpdate", "%1: %2 players imported")
                    .replace("%1", u.source.upper())
                    .replace("%2", str(u.players))
                    for u in done
                )
            )
            if getattr(self.desk, "player_db", None) is None:
                self.desk.player_db = PlayerDatabase(self.db_path)
            S.PLAYER_DB.set(str(self.db_path))
            if getattr(self.desk, "ctl", None) is not None:
                self.desk._build_tabs()

    def reject(self) -> None:
        if self.job is not None:  # never close while the thread runs: cancel and wait
            self.job.cancel()
            self.job.wait()
            self._done()
        super().reject()
