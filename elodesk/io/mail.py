"""Sending the results: the message, the ``.eml`` draft, SMTP, the outbox.

* :func:`build_message` — recipient, subject and body from a template (event name, dates,
  rounds, game count), the files attached with their MIME types and names.
* :func:`write_eml` — a standard ``.eml`` with ``X-Unsent: 1`` so that Outlook opens it as a
  draft; any mail program opens it too.
* :func:`send` — SMTP over SSL or STARTTLS, with AUTH; a timeout, and one clear message for each
  failure (:class:`MailError`: no network, refused login, refused recipient, dropped connection).
* :class:`Outbox` — a message that could not be sent stays on disk with its attachments and can
  be retried.
* The SMTP password is kept in the system keyring (:func:`store_password`), never in the
  settings file nor in a log.
"""

from __future__ import annotations

import hashlib
import json
import mimetypes
import smtplib
import socket
import ssl
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import formatdate, make_msgid
from pathlib import Path
from string import Template

from ..engine.model import ElodeskError

KEYRING_SERVICE = "elodesk-smtp"

SUBJECT = "Résultats / Uitslagen : $name ($start – $end)"
BODY = """Bonjour, Goedendag,

Veuillez trouver en annexe les résultats du tournoi « $name » ($city, du $start au $end,
$rounds rondes, $games parties).
In bijlage de uitslagen van het tornooi "$name" ($city, $start – $end, $rounds ronden,
$games partijen).

$sender
"""


class MailError(ElodeskError):
    """A message that could not be built or sent (the outbox keeps it)."""


@dataclass(frozen=True)
class Attachment:
    name: str
    data: bytes
    mime: str = ""

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


@dataclass(frozen=True)
class SmtpSettings:
    host: str
    port: int = 587
    security: str = "starttls"  # starttls | ssl | none
    user: str = ""
    password: str = ""
    timeout: float = 20.0
    cafile: str | None = None  # a CA bundle to trust (tests, private servers)

    def context(self) -> ssl.SSLContext:
        ctx = ssl.create_default_context(cafile=self.cafile)
        return ctx


def fill(template: str, values: dict[str, object]) -> str:
    return Template(template).safe_substitute({k: str(v) for k, v in values.items()})


def build_message(
    sender: str, recipient: str, subject: str, body: str, attachments: Sequence[Attachment]
) -> EmailMessage:
    """A MIME message with the files attached under their own names and types."""
    if "@" not in recipient:
        raise MailError(f"recipient {recipient!r} is not an e-mail address")
    msg = EmailMessage(policy=policy.SMTP)
    msg["From"] = sender
    msg["To"] = recipient
    msg["Subject"] = subject
    msg["Date"] = formatdate(localtime=True)
    msg["Message-ID"] = make_msgid(domain="elodesk.invalid")
    msg.set_content(body)
    for a in attachments:
        mime = a.mime or mimetypes.guess_type(a.name)[0] or "application/octet-stream"
        maintype, subtype = mime.split("/", 1)
        msg.add_attachment(a.data, maintype=maintype, subtype=subtype, filename=a.name)
    return msg


def write_eml(msg: EmailMessage, path: str | Path) -> Path:
    """A draft ``.eml`` (``X-Unsent: 1``, so that Outlook opens it as a draft), atomically."""
    from .dbf import atomic_write

    data = msg.as_bytes()
    head, sep, rest = data.partition(b"\r\n\r\n")
    if b"\nX-Unsent:" not in b"\n" + head:
        data = head + b"\r\nX-Unsent: 1" + sep + rest
    atomic_write(path, data)
    return Path(path)


def attachments_of(data: bytes) -> list[tuple[str, bytes, str]]:
    """(name, bytes, type) of each attachment of a message (to check an .eml or a delivery)."""
    msg = BytesParser(policy=policy.default).parsebytes(data)
    out: list[tuple[str, bytes, str]] = []
    for part in msg.iter_attachments():
        content = part.get_content()
        raw = content if isinstance(content, bytes) else part.get_payload(decode=True)
        out.append((part.get_filename() or "", bytes(raw or b""), part.get_content_type()))
    return out


def send(msg: EmailMessage, cfg: SmtpSettings) -> None:
    """Send through SMTP; every failure becomes a :class:`MailError` with a clear message."""
    host = f"{cfg.host}:{cfg.port}"
    try:
        if cfg.security == "ssl":
            client: smtplib.SMTP = smtplib.SMTP_SSL(
                cfg.host, cfg.port, timeout=cfg.timeout, context=cfg.context()
            )
        else:
            client = smtplib.SMTP(cfg.host, cfg.port, timeout=cfg.timeout)
        with client:
            client.ehlo()
            if cfg.security == "starttls":
                if not client.has_extn("starttls"):
                    raise MailError(f"{host}: the server does not offer STARTTLS")
                client.starttls(context=cfg.context())
                client.ehlo()
            if cfg.user:
                client.login(cfg.user, cfg.password)
            refused = client.send_message(msg)
            if refused:
                who = ", ".join(refused)
                raise MailError(f"{host}: recipient refused: {who}")
    except smtplib.SMTPAuthenticationError:
        raise MailError(f"{host}: the server refused the user name or password") from None
    except smtplib.SMTPRecipientsRefused as exc:
        who = ", ".join(
            f"{r} ({c} {m.decode(errors='replace') if isinstance(m, bytes) else m})"
            for r, (c, m) in exc.recipients.items()
        )
        raise MailError(f"{host}: recipient refused: {who}") from None
    except smtplib.SMTPServerDisconnected:
        raise MailError(f"{host}: the server closed the connection") from None
    except TimeoutError:
        raise MailError(f"{host}: no answer (timed out after {cfg.timeout:g} s)") from None
    except ssl.SSLError as exc:
        raise MailError(f"{host}: secure connection failed ({exc.reason})") from None
    except (ConnectionRefusedError, socket.gaierror, OSError) as exc:
        if isinstance(exc, MailError):
            raise
        raise MailError(f"{host}: cannot connect ({exc.strerror or exc})") from None
    except smtplib.SMTPException as exc:
        raise MailError(f"{host}: {exc}") from None


@dataclass
class Outbox:
    """Messages waiting to be sent: ``<folder>/<id>.eml`` with ``<id>.json`` (why, when)."""

    folder: Path
    _ids: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.folder = Path(self.folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def put(self, msg: EmailMessage, reason: str) -> str:
        from .dbf import atomic_write

        mid = uuid.uuid4().hex[:12]
        atomic_write(self.folder / f"{mid}.eml", bytes(msg))
        atomic_write(
            self.folder / f"{mid}.json",
            json.dumps(
                {
                    "reason": reason,
                    "at": time.strftime("%Y-%m-%d %H:%M:%S"),
                    "to": msg["To"],
                    "subject": msg["Subject"],
                }
            ).encode(),
        )
        return mid

    def items(self) -> list[tuple[str, dict]]:
        return [(p.stem, json.loads(p.read_text())) for p in sorted(self.folder.glob("*.json"))]

    def message(self, mid: str) -> EmailMessage:
        return BytesParser(policy=policy.SMTP).parsebytes((self.folder / f"{mid}.eml").read_bytes())

    def retry(self, mid: str, cfg: SmtpSettings) -> None:
        send(self.message(mid), cfg)  # raises MailError and keeps the message
        (self.folder / f"{mid}.eml").unlink()
        (self.folder / f"{mid}.json").unlink()


def send_or_queue(msg: EmailMessage, cfg: SmtpSettings, outbox: Outbox) -> str | None:
    """Send; on failure keep the message in the outbox and re-raise with its id."""
    try:
        send(msg, cfg)
        return None
    except MailError as exc:
        mid = outbox.put(msg, str(exc))
        raise MailError(f"{exc} — kept in the outbox ({mid})") from None


def store_password(user: str, password: str) -> bool:
    """Keep the password in the system keyring; False when no keyring is available."""
    try:
        import keyring

        keyring.set_password(KEYRING_SERVICE, user, password)
        return True
    except Exception:  # no backend (headless machines): the password is asked each time
        return False


def load_password(user: str) -> str | None:
    try:
        import keyring

        return keyring.get_password(KEYRING_SERVICE, user)
    except Exception:
        return None
