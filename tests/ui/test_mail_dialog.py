"""The desk's "Send the results" through real widgets (pytest-qt), a real aiosmtpd server and
small hostile servers on 127.0.0.1 (issue #16 items 10, 13, 14; issue #13 "Draft is not sent").
"""

from __future__ import annotations

import pytest

pytest.importorskip("aiosmtpd")

from PySide6.QtCore import QObject, Qt, QTimer, QUrl, Slot  # noqa: E402
from PySide6.QtGui import QDesktopServices  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox, QStyle  # noqa: E402

from elodesk.ui import i18n  # noqa: E402
from elodesk.ui import settings as S  # noqa: E402
from elodesk.ui.controller import EventController  # noqa: E402
from elodesk.ui.mail_dialog import MailSettingsDialog, SendDialog  # noqa: E402
from tests import smtp_servers as hostile  # noqa: E402
from tests.io import test_mail  # noqa: E402

cert = test_mail.cert  # the fixtures of the SMTP tests: a certificate, aiosmtpd with STARTTLS
server = test_mail.server
event = test_mail.event  # the demo's round robin, open in its store


@pytest.fixture
def dialog(qtbot, event):
    S.MAIL_FROM.set("club@example.org")
    S.MAIL_TO.set("ratings@example.org")
    d = SendDialog(EventController(event))
    qtbot.addWidget(d)
    yield d
    d.reject()  # cancels a sending still running


@pytest.fixture
def no_keyring():
    """keyring's own "fail" backend: what a machine without any keyring has."""
    import keyring
    from keyring.backends import fail

    old = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(old)


def test_the_password_is_asked_when_no_keyring_has_it(
    dialog, event, server, no_keyring, qtbot, monkeypatch
):
    # before: the desk said "the password will be asked when sending" and sent an empty one
    handler, cfg = server
    S.SMTP_HOST.set("127.0.0.1")
    S.SMTP_PORT.set(cfg.port)
    S.SMTP_SECURITY.set("starttls")
    S.SMTP_USER.set("club")
    monkeypatch.setenv("ELODESK_SMTP_CAFILE", cfg.cafile)  # trust the test server's certificate
    dialog.send_btn.click()
    asked = dialog.password_dialog
    assert asked is not None and asked.isVisible()
    assert handler.messages == []  # nothing sent before the password is given
    qtbot.keyClicks(asked.password, "s3cret")
    qtbot.keyClick(asked.password, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.job is None, timeout=15000)
    assert dialog.status.text() == "Sent to ratings@example.org through 127.0.0.1."
    assert len(handler.messages) == 1
    assert [s["recipient"] for s in event.sent()] == ["ratings@example.org"]


def test_sending_runs_in_a_worker_and_can_be_cancelled(dialog, event, qtbot):
    # a silent server: before, the window froze for the whole timeout (20 s) on the UI thread
    port = hostile.serve(hostile.silent)
    S.SMTP_HOST.set("127.0.0.1")
    S.SMTP_PORT.set(port)
    S.SMTP_SECURITY.set("none")
    S.SMTP_USER.set("")
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(50)
    dialog.send_btn.click()
    assert dialog.job is not None
    assert dialog.cancel_btn.isEnabled() and not dialog.send_btn.isEnabled()
    assert dialog.progress.isVisibleTo(dialog)
    qtbot.wait(600)
    assert len(ticks) >= 5  # the UI thread kept running while the server said nothing
    assert dialog.status.text() == "Connecting to the server…"
    dialog.cancel_btn.click()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=3000)
    timer.stop()
    assert "sending cancelled" in dialog.status.text()
    assert "kept in the outbox" in dialog.status.text()
    assert event.sent() == [] and dialog.send_btn.isEnabled()


def _answer_next_box(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(0, answer)


def test_the_desk_warns_before_a_password_without_tls(dialog, event, qtbot):
    port = hostile.serve(hostile.silent)  # would receive the connection if one were made
    S.SMTP_HOST.set("127.0.0.1")
    S.SMTP_PORT.set(port)
    S.SMTP_SECURITY.set("none")
    S.SMTP_USER.set("club")
    seen: list[str] = []
    _answer_next_box(QMessageBox.StandardButton.No, seen)
    dialog.send_btn.click()
    assert len(seen) == 1 and "unencrypted" in seen[0]
    assert dialog.job is None and dialog.password_dialog is None  # nothing started
    settings = MailSettingsDialog()
    qtbot.addWidget(settings)
    settings.user.setText("club")
    settings.security.setCurrentText("none")
    assert settings.plain_warning.isVisibleTo(settings)
    settings.security.setCurrentText("starttls")
    assert not settings.plain_warning.isVisibleTo(settings)


class _Opener(QObject):
    """Receives the desk's "open this file" (QDesktopServices.setUrlHandler, Qt's own hook)."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open_url(self, url: QUrl) -> None:
        self.opened.append(url.toLocalFile())


def test_a_draft_is_not_recorded_as_sent_and_never_replaces_the_event(dialog, event, tmp_path):
    opener = _Opener()
    QDesktopServices.setUrlHandler("file", opener, "open_url")
    try:
        path = tmp_path / "results.eml"
        dialog.draft(str(path))
        assert path.exists() and opener.opened == [str(path)]
        assert "handed to the program your system opens .eml files with" in dialog.status.text()
        assert "not recorded as sent" in dialog.status.text()
        assert event.sent() == []
        before = event.path.read_bytes()
        dialog.draft(str(event.path))  # the save dialog's overwrite question does not cover it
        assert "is an input" in dialog.status.text()
        assert event.path.read_bytes() == before and len(opener.opened) == 1
        dialog.sender_address.setText("")
        dialog.draft(str(tmp_path / "other.eml"))
        assert dialog.status.text() == "Give the sender's address (From)."
        assert not (tmp_path / "other.eml").exists()
    finally:
        QDesktopServices.unsetUrlHandler("file")


def test_the_new_strings_are_translated(event, qtbot):
    from elodesk.ui import i18n

    i18n.install("nl")
    try:
        d = SendDialog(EventController(event))
        qtbot.addWidget(d)
        assert d.cancel_btn.text() == "Versturen annuleren"  # elodesk_nl.ts
        d._step("connect")
        assert d.status.text() == "Verbinding met de server…"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["nl", "fr", "en"])
def test_mail_settings_show_the_address_whole(qtbot, lang):
    # the federation's address (settings.FRBE_RATINGS_ADDRESS) and the password's placeholder
    # fit their fields: a Dutch screenshot showed "atings@frbe-kbsb.be" and "bewaard in de sle…"
    i18n.install(lang)
    try:
        dlg = MailSettingsDialog()
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        for edit, text in ((dlg.to, dlg.to.text()), (dlg.password, dlg.password.placeholderText())):
            inside = (
                edit.width()
                - 2 * edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
                - 8
            )
            assert edit.fontMetrics().horizontalAdvance(text) <= inside, text
    finally:
        i18n.install("en")
