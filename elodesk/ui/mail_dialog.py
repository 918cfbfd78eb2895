"""Sending the results from the desk: choose the files, check them, send or hand to the mail
program; and the SMTP settings (the password goes to the system keyring).

The sending runs in a background job (:func:`send_job`) with its steps shown and a Cancel
button, under ``io.mail``'s overall deadline (20 s): the window never freezes on a silent server
. The password comes from the keyring, or is asked (:class:`PasswordDialog`)
when there is none (item 14); AUTH without TLS is sent only after the user agreed (item 13). A
draft is written, never recorded as sent, and the dialog says whether a program opened it
.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from ..app.event import RESULTS_FILE
from ..app.sending import Composed, compose, default_recipient, deliver, mail, record
from ..engine.model import ElodeskError
from . import i18n
from . import settings as S
from .controller import EventController
from .i18n import QT_TRANSLATE_NOOP
from .jobs import Job, Progress

KIND_LABELS = (
    ("national", QT_TRANSLATE_NOOP("SendDialog", "Belgian national results file")),
    ("chessman", QT_TRANSLATE_NOOP("SendDialog", '"24 lines" file')),
    ("trf", QT_TRANSLATE_NOOP("SendDialog", "FIDE TRF")),
    ("xlsx", QT_TRANSLATE_NOOP("SendDialog", "Excel crosstable")),
)
#: The steps ``io.mail.Sending`` reports, as shown under the progress bar.
STEP_LABELS = {
    "connect": QT_TRANSLATE_NOOP("SendDialog", "Connecting to the server…"),
    "tls": QT_TRANSLATE_NOOP("SendDialog", "Securing the connection…"),
    "login": QT_TRANSLATE_NOOP("SendDialog", "Logging in…"),
    "send": QT_TRANSLATE_NOOP("SendDialog", "Sending the message…"),
    "done": QT_TRANSLATE_NOOP("SendDialog", "Sent."),
}
STEPS = list(STEP_LABELS)


def send_job(msg: Any, cfg: mail.SmtpSettings, outbox: mail.Outbox, parent: Any = None) -> Job:
    """Sending one message as a background :class:`~.jobs.Job` (``io.mail.send_or_queue``): its
    steps come as the job's ``step``; cancelling closes the connection at once (the message
    then waits in the outbox). The event file is not touched here (its SQLite connection
    belongs to the desk's thread): the dialog records the sending when the job ends."""

    def work(progress: Progress) -> None:
        sending = mail.Sending(cfg, progress.say)
        progress.on_cancel(sending.cancel)
        mail.send_or_queue(msg, cfg, outbox, sending)

    return Job("send", work, parent)


class PasswordDialog(QDialog):
    """The SMTP password, asked when the keyring has none (or there is no keyring)."""

    def __init__(self, user: str, host: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Password"))
        form = QFormLayout(self)
        form.addRow(
            QLabel(self.tr("Password of %1 on %2:").replace("%1", user).replace("%2", host))
        )
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("Password"), self.password)
        self.remember = QCheckBox(self.tr("Keep it in the system keyring"))
        form.addRow(self.remember)
        bb = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        form.addRow(bb)


class SendDialog(QDialog):
    #: The whole sending's deadline in seconds (io.mail's promise).
    timeout = 20.0

    def __init__(self, ctl: EventController, parent=None) -> None:
        super().__init__(parent)
        self.ctl = ctl
        self.job: Job | None = None  # the sending, while it runs
        self.password_dialog: PasswordDialog | None = None
        self._pending: tuple[Composed, mail.SmtpSettings] | None = None
        self._sending: tuple[Composed, mail.SmtpSettings] | None = None
        self.setWindowTitle(self.tr("Send the results"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.checks = {}
        box = QVBoxLayout()
        for kind, label in KIND_LABELS:
            cb = QCheckBox(self.tr(label))
            cb.setChecked(kind == RESULTS_FILE)  # the file the preview assumes
            self.checks[kind] = cb
            box.addWidget(cb)
        form.addRow(self.tr("Files"), box)
        self.to = QLineEdit(default_recipient(ctl.settings, S.MAIL_TO.get()))
        self.sender_address = QLineEdit(S.MAIL_FROM.get())
        form.addRow(self.tr("To"), self.to)
        form.addRow(self.tr("From"), self.sender_address)
        lay.addLayout(form)
        self.body = QPlainTextEdit()
        self.body.setReadOnly(True)
        lay.addWidget(self.body)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setRange(0, len(STEPS) - 1)
        self.progress.setVisible(False)
        lay.addWidget(self.progress)
        buttons = QHBoxLayout()
        self.check_btn = QPushButton(self.tr("Check"))
        self.draft_btn = QPushButton(self.tr("Open in my mail program"))
        self.send_btn = QPushButton(self.tr("Send"))
        self.cancel_btn = QPushButton(self.tr("Cancel sending"))
        self.cancel_btn.setEnabled(False)
        self.close_btn = QPushButton(self.tr("Close"))
        for b in (self.check_btn, self.draft_btn, self.send_btn, self.cancel_btn, self.close_btn):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        self.check_btn.clicked.connect(self.refresh)
        self.draft_btn.clicked.connect(self.draft)
        self.send_btn.clicked.connect(self.send)
        self.cancel_btn.clicked.connect(self.cancel_sending)
        self.close_btn.clicked.connect(self.reject)
        self.resize(640, 520)
        self.refresh()

    def kinds(self) -> list[str]:
        return [k for k, cb in self.checks.items() if cb.isChecked()]

    def refresh(self, sender_required: bool = False):
        """Compose and check; ``sender_required`` when the message is really to leave."""
        sender = self.sender_address.text().strip()
        if not sender and sender_required:
            self.status.setText(self.tr("Give the sender's address (From)."))
            self.sender_address.setFocus()
            return None
        try:
            c = compose(
                self.ctl.session,
                self.kinds(),
                # a valid header only, to show the text before From is set: never shown (the
                # signature says From is missing), never sent (sending asks for From first)
                sender or "club@example.invalid",
                self.to.text().strip(),
                today=dt.date.today(),
                day=i18n.day_in_figures,
                signature=None if sender else self.tr("(no sender yet: fill in From)"),
            )
        except ElodeskError as exc:
            self.status.setText(str(exc))
            return None
        body = c.message.get_body()
        self.body.setPlainText(
            (body.get_content() if body is not None else "")
            + "\n"
            + "\n".join(f"• {a.name} ({len(a.data)} B)" for a in c.attachments)
        )
        msgs = list(c.problems)
        if c.duplicates:
            msgs.append(
                self.tr("Already sent on %1 to %2.")
                .replace("%1", c.duplicates[0]["at"])
                .replace("%2", c.duplicates[0]["recipient"])
            )
        self.status.setText("\n".join(msgs) or self.tr("The files are valid."))
        return c

    def _confirm(self, c) -> bool:
        if not c.duplicates:
            return True
        return (
            QMessageBox.question(
                self,
                self.tr("Already sent"),
                self.tr("These results were already sent. Send them again?"),
            )
            == QMessageBox.StandardButton.Yes
        )

    def draft(self, path: str | None = None) -> None:
        c = self.refresh(sender_required=True)
        if c is None or c.problems:
            return
        if not path:  # the save dialog asks itself before replacing a file
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Draft"), str(Path.home() / "results.eml"), "E-mail (*.eml)"
            )
        if not path:
            return
        try:  # inputs: the event and its companions are refused by io.outputs
            deliver(self.ctl.store, c, None, path, None, force=True, overwrite=True)
        except ElodeskError as exc:
            self.status.setText(str(exc))
            return
        if QDesktopServices.openUrl(QUrl.fromLocalFile(path)):
            text = self.tr(
                "Draft written: %1. It was handed to the program your system opens .eml files "
                "with: send it from there. The results are not recorded as sent."
            )
        else:
            text = self.tr(
                "Draft written: %1. No program could open it: open it in your mail program "
                "yourself. The results are not recorded as sent."
            )
        self.status.setText(text.replace("%1", path))

    # ---- sending ---------------------------------------------------------------------------
    def send(self) -> None:
        if self.job is not None:
            return
        c = self.refresh(sender_required=True)
        if c is None or c.problems or not self._confirm(c):
            return
        user = S.SMTP_USER.get()
        cfg = mail.SmtpSettings(
            S.SMTP_HOST.get(),
            S.SMTP_PORT.get(),
            S.SMTP_SECURITY.get(),
            user,
            "",
            timeout=self.timeout,
            cafile=os.environ.get("ELODESK_SMTP_CAFILE"),  # a private CA, as `elodesk send`
        )
        if not cfg.host:
            self.status.setText(self.tr("No mail server: Settings ▸ Mail…"))
            return
        if cfg.plain_auth:
            answer = QMessageBox.warning(
                self,
                self.tr("Password without encryption"),
                self.tr(
                    "The security setting is 'none': the user name and password would cross "
                    "the network unencrypted. Send anyway?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
            cfg = mail.SmtpSettings(**{**cfg.__dict__, "allow_plain_auth": True})
        if user:
            password = mail.load_password(user)
            if password is None:
                self._ask_password(c, cfg)
                return
            cfg = mail.SmtpSettings(**{**cfg.__dict__, "password": password})
        self._start(c, cfg)

    def _ask_password(self, c: Composed, cfg: mail.SmtpSettings) -> None:
        self._pending = (c, cfg)
        self.password_dialog = PasswordDialog(cfg.user, cfg.host, self)
        self.password_dialog.accepted.connect(self._password_given)
        self.password_dialog.open()

    def _password_given(self) -> None:
        assert self.password_dialog is not None and self._pending is not None
        c, cfg = self._pending
        self._pending = None
        password = self.password_dialog.password.text()
        if self.password_dialog.remember.isChecked() and not mail.store_password(
            cfg.user, password
        ):
            self.status.setText(self.tr("No system keyring here: the password is not kept."))
        self._start(c, mail.SmtpSettings(**{**cfg.__dict__, "password": password}))

    def _start(self, c: Composed, cfg: mail.SmtpSettings) -> None:
        outbox = mail.Outbox(self.ctl.store.path.with_suffix(".outbox"))
        self._sending = (c, cfg)
        self.job = send_job(c.message, cfg, outbox, self)
        self.job.step.connect(self._step)
        self.job.finished.connect(self._ended)
        for b in (self.check_btn, self.draft_btn, self.send_btn):
            b.setEnabled(False)
        self.cancel_btn.setEnabled(True)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.job.start()

    def _step(self, step: str) -> None:
        if step in STEP_LABELS:
            self.progress.setValue(STEPS.index(step))
            self.status.setText(self.tr(STEP_LABELS[step]))

    def _ended(self) -> None:
        job = self.job
        if job is None:
            return  # closed meanwhile (reject waited for it)
        if job.error is not None:  # cancelled too: io.mail says it waits in the outbox
            self._failed(job.error)
        else:
            self._sent()  # it left, even if Cancel came too late: it is recorded

    def _stop_thread(self) -> None:
        if self.job is not None:
            self.job.wait()
        self.job = None
        for b in (self.check_btn, self.draft_btn, self.send_btn):
            b.setEnabled(True)
        self.cancel_btn.setEnabled(False)
        self.progress.setVisible(False)

    def _sent(self) -> None:
        assert self._sending is not None
        c, cfg = self._sending
        self._stop_thread()
        text = self.tr("Sent to %1 through %2.").replace("%1", c.message["To"])
        text = text.replace("%2", cfg.host)
        try:
            record(self.ctl.store, c, f"smtp {cfg.host}")
        except (ElodeskError, OSError) as exc:  # a read-only event, a full disk
            text += " " + self.tr("It could not be noted in the event: %1").replace("%1", str(exc))
        self.status.setText(text)

    def _failed(self, message: str) -> None:
        self._stop_thread()
        self.status.setText(message)

    def cancel_sending(self) -> None:
        if self.job is not None:
            self.status.setText(self.tr("Cancelling…"))
            self.job.cancel()

    def reject(self) -> None:
        """Closing while sending cancels the sending first (it then waits in the outbox)."""
        if self.job is not None:
            job, self.job = self.job, None
            job.cancel()
            job.wait()
        super().reject()


class MailSettingsDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Mail settings"))
        form = QFormLayout(self)
        self.host = QLineEdit(S.SMTP_HOST.get())
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(S.SMTP_PORT.get())
        self.security = QComboBox()
        self.security.addItems(["starttls", "ssl", "none"])
        self.security.setCurrentText(S.SMTP_SECURITY.get())
        self.user = QLineEdit(S.SMTP_USER.get())
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("kept in the system keyring"))
        self.sender_address = QLineEdit(S.MAIL_FROM.get())
        self.to = QLineEdit(S.MAIL_TO.get() or S.FRBE_RATINGS_ADDRESS)
        # an address and the password's placeholder shown whole ("ratings@frbe-kbsb.be" was cut
        # to "atings@frbe-kbsb.be" in a dialog as narrow as its labels)
        metrics = self.to.fontMetrics()
        wide = 24 + max(
            metrics.horizontalAdvance(text)
            for text in ("x" * 32, self.to.text(), self.password.placeholderText())
        )
        for edit in (self.host, self.user, self.password, self.sender_address, self.to):
            edit.setMinimumWidth(wide)
        self.plain_warning = QLabel(
            self.tr(
                "Security 'none' with a user name: the password would cross the network "
                "unencrypted. elodesk asks before sending it that way."
            )
        )
        self.plain_warning.setWordWrap(True)
        self.security.currentTextChanged.connect(self._warn)
        self.user.textChanged.connect(self._warn)
        for label, w in (
            (self.tr("Server"), self.host),
            (self.tr("Port"), self.port),
            (self.tr("Security"), self.security),
            (self.tr("User"), self.user),
            (self.tr("Password"), self.password),
            (self.tr("From"), self.sender_address),
            (self.tr("To"), self.to),
        ):
            form.addRow(label, w)
        form.addRow(self.plain_warning)
        self._warn()
        bb = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        bb.accepted.connect(self.save)
        bb.rejected.connect(self.reject)
        form.addRow(bb)

    def _warn(self) -> None:
        """Show the warning while the settings would send the password in clear."""
        plain = self.security.currentText() == "none" and bool(self.user.text().strip())
        self.plain_warning.setVisible(plain)

    def save(self) -> None:
        S.SMTP_HOST.set(self.host.text().strip())
        S.SMTP_PORT.set(self.port.value())
        S.SMTP_SECURITY.set(self.security.currentText())
        S.SMTP_USER.set(self.user.text().strip())
        S.MAIL_FROM.set(self.sender_address.text().strip())
        S.MAIL_TO.set(self.to.text().strip())
        if self.password.text():
            if not mail.store_password(self.user.text().strip(), self.password.text()):
                QMessageBox.information(
                    self,
                    "elodesk",
                    self.tr("No system keyring here: the password will be asked when sending."),
                )
        self.accept()
