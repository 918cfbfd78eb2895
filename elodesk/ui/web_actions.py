"""File ▸ Publish as web pages… and File ▸ Live view…: the desk's side of ``app/web`` (the
results site) and ``app/live.py`` (the live view's server).

The pages are built from the desk's event in memory (its standings rules and its preview, the
same the tabs show) in the event's language: the ``language`` of the event if it names one,
else the interface's.
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..app.event import safe_name
from ..app.live import LiveServer
from ..app.web.live_pages import live_pages
from ..app.web.site import SiteEvent, publish_site
from ..engine.model import ElodeskError
from . import i18n
from . import settings as S
from .jobs import Job
from .messages import error_text


def add_to_menu(window: Any, menu: QMenu) -> None:
    """The two entries of the File menu (the window keeps a :class:`LiveControl`)."""
    if getattr(window, "live", None) is None:
        window.live = LiveControl(window)
    menu.addAction(
        QCoreApplication.translate("WebActions", "Publish as &web pages…"),
        lambda: publish_web(window),
    ).setData("web")
    menu.addAction(
        QCoreApplication.translate("WebActions", "&Live view…"), lambda: LiveDialog(window).open()
    ).setData("live")


def event_language(window: Any) -> str:
    """The event's language (its ``language`` setting), else the interface's."""
    lang = window.ctl.settings.language if window.ctl else ""
    return lang if lang in i18n.LANGUAGES else (S.LANGUAGE.get() or i18n.system_language())


def site_event(ctl: Any) -> SiteEvent:
    """The desk's event for the pages: what its tabs show (standings rules, preview)."""
    return SiteEvent(ctl.tournament, ctl.standings_rules(), ctl.preview())


def publish_web(window: Any, folder: str | None = None) -> Path | None:
    """Write the results site into ``folder``/<event name>-web (asked for when None) in a
    background job with progress and cancel; the pages of an earlier publication there are
    replaced after one question. Returns the site's folder (the job runs on; it is
    ``window.web_job`` until it ends)."""
    ctl = window.ctl
    if ctl is None or getattr(window, "web_job", None) is not None:
        return None
    if folder is None:
        folder = QFileDialog.getExistingDirectory(
            window,
            QCoreApplication.translate("WebActions", "Publish the web pages in"),
            S.WEB_FOLDER.get() or S.LAST_FOLDER.get() or str(Path.home()),
        )
        if not folder:
            return None
        S.WEB_FOLDER.set(folder)
    target = Path(folder) / f"{safe_name(ctl.tournament.name) or 'event'}-web"
    if (target / "index.html").exists() and not window.confirm_replace(target):
        return None
    window.follow_file()  # a read-only desk: what the file holds, when another desk wrote to it
    ev, lang, event_file = site_event(ctl), event_language(window), ctl.store.path
    progress = QProgressDialog(
        QCoreApplication.translate("WebActions", "Writing the web pages…"),
        QCoreApplication.translate("WebActions", "Cancel"),
        0,
        1000,
        window,
    )
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(500)
    job = Job(
        "web",
        lambda tick: publish_site(ev, target, lang, inputs=[event_file], tick=tick),
        window,
    )
    job.progress.connect(progress.setValue)
    progress.canceled.connect(job.cancel)

    def done() -> None:
        window.web_job = None
        progress.close()
        if job.cancelled:
            return
        if job.error is not None:
            window.show_error(error_text(job.exception) if job.exception else job.error)
            return
        window.statusBar().showMessage(
            QCoreApplication.translate("WebActions", "Web pages written: %1").replace(
                "%1", str(target / "index.html")
            ),
            15000,
        )

    job.finished.connect(done)
    window.web_job = job
    job.start()
    return target


def local_addresses() -> list[str]:
    """This computer's addresses a screen in the hall can reach (IPv4), this computer alone
    first, every network last."""
    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = str(info[4][0])
            if addr not in found and not addr.startswith("127."):
                found.append(addr)
    except OSError:
        pass
    return ["127.0.0.1", *found, "0.0.0.0"]


class LiveControl(QObject):
    """The live view of the window's event: started and stopped by the director, its pages
    rebuilt after every edit of the event (a result typed is served at the next request)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.desk = window
        self.server: LiveServer | None = None
        self._ctl: Any = None
        self._poll = QTimer(self)  # follows the window to another event
        self._poll.setInterval(1000)
        self._poll.timeout.connect(self._follow)
        # the pages are rebuilt once typing pauses, not at every key (a 300-player open's
        # pages take about 0.4 s)
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(400)
        self._soon.timeout.connect(self.refresh)

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    def start(self, host: str, port: int, seconds: int) -> str:
        self.stop()
        self.seconds = seconds
        self.server = LiveServer(host, port)
        self._follow()
        self.refresh()
        url = self.server.start()
        self._poll.start()
        return url

    def stop(self) -> None:
        self._poll.stop()
        self._soon.stop()
        if self.server is not None:
            self.server.stop()
            self.server = None
        self._bind(None)

    def _bind(self, ctl: Any) -> None:
        if self._ctl is not None:
            try:
                self._ctl.changed.disconnect(self._later)
            except (RuntimeError, TypeError):
                pass
        self._ctl = ctl
        if ctl is not None:
            ctl.changed.connect(self._later)

    def _follow(self) -> None:
        if self.desk.ctl is not self._ctl:
            self._bind(self.desk.ctl)
            self.refresh()

    def _later(self, *_: object) -> None:
        if self.server is not None:
            self._soon.start()

    def refresh(self, *_: object) -> None:
        if self.server is None:
            return
        ctl = self._ctl
        if ctl is None:
            self.server.update({})
            return
        self.server.update(live_pages(site_event(ctl), event_language(self.desk), self.seconds))


class LiveDialog(QDialog):
    """Start or stop the live view: the address (this computer only, one of its network
    addresses, or every one), the port, the seconds each page stays."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.desk = window
        self.live: LiveControl = window.live
        self.setWindowTitle(QCoreApplication.translate("WebActions", "Live view"))
        form = QFormLayout()
        self.host = QComboBox()
        self.host.setEditable(True)
        self.host.addItems(local_addresses())
        self.host.setCurrentText(S.LIVE_HOST.get())
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(S.LIVE_PORT.get())
        self.seconds = QSpinBox()
        self.seconds.setRange(3, 600)
        self.seconds.setValue(S.LIVE_SECONDS.get())
        form.addRow(QCoreApplication.translate("WebActions", "Address"), self.host)
        form.addRow(QCoreApplication.translate("WebActions", "Port"), self.port)
        form.addRow(QCoreApplication.translate("WebActions", "Seconds per page"), self.seconds)
        self.status = QLabel()
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.start_button = buttons.addButton(
            QCoreApplication.translate("WebActions", "Start"),
            QDialogButtonBox.ButtonRole.ActionRole,
        )
        self.stop_button = buttons.addButton(
            QCoreApplication.translate("WebActions", "Stop"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.status)
        lay.addWidget(buttons)
        self._show()

    def _show(self) -> None:
        on = self.live.running
        self.start_button.setEnabled(not on and self.desk.ctl is not None)
        self.stop_button.setEnabled(on)
        if on and self.live.server is not None:
            self.status.setText(
                QCoreApplication.translate(
                    "WebActions", "The live view is on: %1 (read-only; screens refresh every %2 s)"
                )
                .replace("%1", self.live.server.url())
                .replace("%2", str(self.live.seconds))
            )
        else:
            self.status.setText(QCoreApplication.translate("WebActions", "The live view is off."))

    def start(self) -> None:
        host = self.host.currentText().strip()
        try:
            self.live.start(host, self.port.value(), self.seconds.value())
        except ElodeskError as exc:
            QMessageBox.warning(self, "elodesk", error_text(exc))
        else:
            S.LIVE_HOST.set(host)
            S.LIVE_PORT.set(self.port.value())
            S.LIVE_SECONDS.set(self.seconds.value())
        self._show()

    def stop(self) -> None:
        self.live.stop()
        self._show()


__all__ = ["LiveControl", "LiveDialog", "QWidget", "add_to_menu", "publish_web"]
