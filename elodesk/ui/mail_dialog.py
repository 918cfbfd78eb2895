"""Sending the results from the desk: choose the files, check them, send or hand to the mail
program; and the SMTP settings (the password goes to the system keyring)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QUrl
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
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from ..engine.model import ElodeskError
from ..io import mail
from ..sending import compose, default_recipient, deliver
from . import settings as S
from .controller import EventController

KIND_LABELS = (
    ("national", QT_TRANSLATE_NOOP("SendDialog", "Belgian national results file")),
    ("chessman", QT_TRANSLATE_NOOP("SendDialog", '"24 lines" file')),
    ("trf", QT_TRANSLATE_NOOP("SendDialog", "FIDE TRF")),
    ("xlsx", QT_TRANSLATE_NOOP("SendDialog", "Excel crosstable")),
)


class SendDialog(QDialog):
    def __init__(self, ctl: EventController, parent=None) -> None:
        super().__init__(parent)
        self.ctl = ctl
        self.setWindowTitle(self.tr("Send the results"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.checks = {}
        box = QVBoxLayout()
        for kind, label in KIND_LABELS:
            cb = QCheckBox(self.tr(label))
            cb.setChecked(kind == "national")
            self.checks[kind] = cb
            box.addWidget(cb)
        form.addRow(self.tr("Files"), box)
        self.to = QLineEdit(default_recipient(ctl.store, S.MAIL_TO.get()))
        self.sender = QLineEdit(S.MAIL_FROM.get())
        form.addRow(self.tr("To"), self.to)
        form.addRow(self.tr("From"), self.sender)
        lay.addLayout(form)
        self.body = QPlainTextEdit()
        self.body.setReadOnly(True)
        lay.addWidget(self.body)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        buttons = QHBoxLayout()
        self.check_btn = QPushButton(self.tr("Check"))
        self.draft_btn = QPushButton(self.tr("Open in my mail program"))
        self.send_btn = QPushButton(self.tr("Send"))
        close = QPushButton(self.tr("Close"))
        for b in (self.check_btn, self.draft_btn, self.send_btn, close):
            buttons.addWidget(b)
        lay.addLayout(buttons)
        self.check_btn.clicked.connect(self.refresh)
        self.draft_btn.clicked.connect(self.draft)
        self.send_btn.clicked.connect(self.send)
        close.clicked.connect(self.reject)
        self.resize(640, 520)
        self.refresh()

    def kinds(self) -> list[str]:
        return [k for k, cb in self.checks.items() if cb.isChecked()]

    def refresh(self):
        try:
            c = compose(
                self.ctl.store,
                self.kinds(),
                self.sender.text().strip() or "club@example.invalid",
                self.to.text().strip(),
                today=dt.date.today(),
            )
        except ElodeskError as exc:
            self.status.setText(str(exc))
            return None
        self.body.setPlainText(
            c.message.get_body().get_content()
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

    def draft(self) -> None:
        c = self.refresh()
        if c is None or c.problems or not self._confirm(c):
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Draft"), str(Path.home() / "results.eml"), "E-mail (*.eml)"
        )
        if not path:
            return
        try:
            deliver(self.ctl.store, c, None, path, None, force=True)
        except ElodeskError as exc:
            self.status.setText(str(exc))
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(path))
        self.status.setText(self.tr("Draft written: %1").replace("%1", path))

    def send(self) -> None:
        c = self.refresh()
        if c is None or c.problems or not self._confirm(c):
            return
        user = S.SMTP_USER.get()
        cfg = mail.SmtpSettings(
            S.SMTP_HOST.get(),
            S.SMTP_PORT.get(),
            S.SMTP_SECURITY.get(),
            user,
            mail.load_password(user) or "" if user else "",
        )
        if not cfg.host:
            self.status.setText(self.tr("No mail server: Settings ▸ Mail…"))
            return
        outbox = mail.Outbox(self.ctl.store.path.with_suffix(".outbox"))
        try:
            self.status.setText(deliver(self.ctl.store, c, cfg, None, outbox, force=True))
        except ElodeskError as exc:
            self.status.setText(str(exc))


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
        self.sender = QLineEdit(S.MAIL_FROM.get())
        self.to = QLineEdit(S.MAIL_TO.get() or S.FRBE_RATINGS_ADDRESS)
        for label, w in (
            (self.tr("Server"), self.host),
            (self.tr("Port"), self.port),
            (self.tr("Security"), self.security),
            (self.tr("User"), self.user),
            (self.tr("Password"), self.password),
            (self.tr("From"), self.sender),
            (self.tr("To"), self.to),
        ):
            form.addRow(label, w)
        bb = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        bb.accepted.connect(self.save)
        bb.rejected.connect(self.reject)
        form.addRow(bb)

    def save(self) -> None:
        S.SMTP_HOST.set(self.host.text().strip())
        S.SMTP_PORT.set(self.port.value())
        S.SMTP_SECURITY.set(self.security.currentText())
        S.SMTP_USER.set(self.user.text().strip())
        S.MAIL_FROM.set(self.sender.text().strip())
        S.MAIL_TO.set(self.to.text().strip())
        if self.password.text():
            if not mail.store_password(self.user.text().strip(), self.password.text()):
                QMessageBox.information(
                    self,
                    "elodesk",
                    self.tr("No system keyring here: the password will be asked when sending."),
                )
        self.accept()
