"""Sending the results: the message, the ``.eml`` draft, SMTP, the outbox.

* :func:`build_message` — sender (required), recipient, subject and body from a template (event
  name, dates, rounds, game count), the files attached with their MIME types and names. An
  address or a subject with a line break (a header injection) is refused with a clear message.
* :func:`write_eml` — a standard ``.eml`` with ``X-Unsent: 1`` so that Outlook opens it as a
  draft; any mail program opens it too. Written through :mod:`.outputs`: never over an input
  (the event), never over an existing file unless asked.
* :class:`Sending` / :func:`send` — SMTP over SSL or STARTTLS, with AUTH, under one overall
  deadline (``timeout``, 20 s: issue #16 item 10 — a server sending a ``220-`` continuation line
  every 5 s was never timed out by the per-read timeout), cancellable from another thread, with
  progress steps; one clear message for each failure (:class:`MailError`): no answer (timed
  out), unknown server, refused connection, untrusted certificate, no STARTTLS, refused login,
  refused sender, refused recipient, refused message (552…), dropped connection. AUTH without
  TLS is refused unless ``allow_plain_auth`` (issue #16 item 13).
* :class:`Outbox` — a message that could not be sent stays on disk with its attachments and can
  be retried; when even that fails (a full disk) the message says that nothing was kept.
* The SMTP password is kept in the system keyring (:func:`store_password`), never in the
  settings file nor in a log.
"""

from __future__ import annotations

import hashlib
import json
import mimetypes
import os
import smtplib
import socket
import ssl
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import formatdate, make_msgid
from pathlib import Path
from string import Template

from ..engine.model import ElodeskError
from .outputs import OutputError, write_output

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
    timeout: float = 20.0  # the whole sending, not one read
    cafile: str | None = None  # a CA bundle to trust (tests, private servers)
    allow_plain_auth: bool = False  # send the password without TLS (--allow-plain-auth)

    def context(self) -> ssl.SSLContext:
        ctx = ssl.create_default_context(cafile=self.cafile)
        return ctx

    @property
    def plain_auth(self) -> bool:
        """The password would cross the network unencrypted."""
        return self.security == "none" and bool(self.user)

    def check(self) -> None:
        """Refuse settings that cannot or must not be used, before anything is sent."""
        if not self.host or any(c in self.host for c in " \0\r\n/"):
            raise MailError(f"{self.host!r} is not a server name")
        if not 0 < self.timeout <= 3600:
            raise MailError(f"timeout {self.timeout:g} s is not 0–3600 s")
        if not 0 < self.port < 65536:
            raise MailError(f"port {self.port} is not 1–65535")
        if self.security not in ("starttls", "ssl", "none"):
            raise MailError(f"security {self.security!r} is not starttls, ssl or none")
        if self.plain_auth and not self.allow_plain_auth:
            raise MailError(
                f"{self.host}:{self.port}: refusing to send the password for {self.user!r} "
                "unencrypted (security none); use starttls or ssl, or --allow-plain-auth"
            )


def parse_server(text: str, security: str = "starttls") -> tuple[str, int]:
    """``HOST[:PORT]`` (``[::1]:25`` for IPv6) → (host, port); the port by default is 465 for
    SSL, else 587 (RFC 8314, RFC 6409)."""
    default = 465 if security == "ssl" else 587
    text = text.strip()
    if text.startswith("["):
        host, sep, rest = text[1:].partition("]")
        if not sep or (rest and not rest.startswith(":")):
            raise MailError(f"--smtp {text!r}: expected [ADDRESS]:PORT")
        port_text = rest[1:]
    elif text.count(":") > 1:  # a bare IPv6 address
        host, port_text = text, ""
    else:
        host, _, port_text = text.partition(":")
    if not host:
        raise MailError(f"--smtp {text!r}: no server name")
    if not port_text:
        return host, default
    if not (port_text.isascii() and port_text.isdigit()) or not 0 < int(port_text) < 65536:
        raise MailError(f"--smtp {text!r}: port {port_text!r} is not a number from 1 to 65535")
    return host, int(port_text)


def fill(template: str, values: dict[str, object]) -> str:
    return Template(template).safe_substitute({k: str(v) for k, v in values.items()})


def check_address(value: str, what: str) -> str:
    """One plain address (``name@domain``), else :class:`MailError` naming the field."""
    if not value.strip():
        raise MailError(f"{what}: no address given")
    bad = next((c for c in value if ord(c) < 32 or ord(c) == 127), None)
    if bad is not None:
        raise MailError(
            f"{what}: {value!r} contains a control character (U+{ord(bad):04X}, a line break "
            "would add headers to the message)"
        )
    local, at, domain = value.strip().rpartition("@")
    if not at or not local or not domain or " " in value.strip():
        raise MailError(f"{what}: {value!r} is not an e-mail address")
    return value.strip()


def check_header_text(value: str, what: str) -> str:
    """Text for a header (the subject): no control character, else :class:`MailError`."""
    bad = next((c for c in value if ord(c) < 32 or ord(c) == 127), None)
    if bad is not None:
        raise MailError(
            f"{what}: {value!r} contains a control character (U+{ord(bad):04X}); "
            "correct it in Event ▸ Properties…"
        )
    return value


def build_message(
    sender: str, recipient: str, subject: str, body: str, attachments: Sequence[Attachment]
) -> EmailMessage:
    """A MIME message with the files attached under their own names and types."""
    sender = check_address(sender, "From")
    recipient = check_address(recipient, "To")
    subject = check_header_text(subject, "subject (the event's name)")
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


def write_eml(
    msg: EmailMessage,
    path: str | Path,
    *,
    inputs: Iterable[str | os.PathLike[str]] = (),
    force: bool = False,
) -> Path:
    """A draft ``.eml`` (``X-Unsent: 1``, so that Outlook opens it as a draft), atomically;
    never over one of ``inputs`` nor over an existing file unless ``force``."""
    data = msg.as_bytes()
    head, sep, rest = data.partition(b"\r\n\r\n")
    if b"\nX-Unsent:" not in b"\n" + head:
        data = head + b"\r\nX-Unsent: 1" + sep + rest
    try:
        return write_output(path, data, inputs=inputs, force=force)
    except OutputError as exc:
        raise MailError(f"draft not written: {exc}") from None


def attachments_of(data: bytes) -> list[tuple[str, bytes, str]]:
    """(name, bytes, type) of each attachment of a message (to check an .eml or a delivery)."""
    msg = BytesParser(policy=policy.default).parsebytes(data)
    out: list[tuple[str, bytes, str]] = []
    for part in msg.iter_attachments():
        content = part.get_content()
        raw = content if isinstance(content, bytes) else part.get_payload(decode=True)
        out.append((part.get_filename() or "", bytes(raw or b""), part.get_content_type()))
    return out


Progress = Callable[[str], None]


class _Deadline:
    """The moment the whole sending must be over, and the cancel flag set by another thread."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.end = time.monotonic() + seconds
        self.cancelled = False

    @property
    def expired(self) -> bool:
        return time.monotonic() >= self.end

    def left(self) -> float:
        """Seconds left for the next socket operation (TimeoutError when none)."""
        if self.cancelled:
            raise _Cancelled()
        left = self.end - time.monotonic()
        if left <= 0:
            raise TimeoutError("overall deadline reached")
        return left


class _Cancelled(OSError):
    """The user cancelled (raised inside smtplib's socket operations)."""


class _DeadlineFile:
    """smtplib's reply reader, with the socket's timeout set to what is left before each line
    (``getreply`` reads line by line: a ``220-`` continuation every 5 s used to restart the
    timeout every time)."""

    def __init__(self, sock: socket.socket, deadline: _Deadline) -> None:
        self.sock = sock
        self.inner = sock.makefile("rb")
        self.deadline = deadline

    def readline(self, size: int = -1) -> bytes:
        self.sock.settimeout(self.deadline.left())
        return self.inner.readline(size)

    def close(self) -> None:
        self.inner.close()


class _DeadlineMixin:
    """What :class:`smtplib.SMTP` and :class:`smtplib.SMTP_SSL` need to obey one deadline."""

    deadline: _Deadline
    sock: socket.socket | None
    file: object | None
    timeout: float

    def _get_socket(self, host, port, timeout):
        return super()._get_socket(host, port, self.deadline.left())  # type: ignore[misc]

    def getreply(self):
        if self.file is None and self.sock is not None:
            self.file = _DeadlineFile(self.sock, self.deadline)
        return super().getreply()  # type: ignore[misc]

    def send(self, s):
        if self.sock is not None:
            self.sock.settimeout(self.deadline.left())
        return super().send(s)  # type: ignore[misc]

    def starttls(self, *args, **kwargs):
        if self.sock is not None:
            self.sock.settimeout(self.deadline.left())  # the TLS handshake
        return super().starttls(*args, **kwargs)  # type: ignore[misc]


class _Client(_DeadlineMixin, smtplib.SMTP):
    pass


class _SslClient(_DeadlineMixin, smtplib.SMTP_SSL):
    pass


def _reply_text(message: bytes | str) -> str:
    text = message.decode(errors="replace") if isinstance(message, bytes) else str(message)
    return " ".join(text.split())


class Sending:
    """One SMTP sending under an overall deadline (``cfg.timeout``), with progress steps, that
    another thread may :meth:`cancel` (the desk's Cancel button).

    Besides the per-operation timeouts (set to what is left), a watchdog shuts the socket down
    at the deadline, so that even a server dripping one byte at a time cannot hold it longer.
    """

    def __init__(self, cfg: SmtpSettings, progress: Progress | None = None) -> None:
        self.cfg = cfg
        self.progress = progress or (lambda _step: None)
        self.deadline = _Deadline(cfg.timeout)
        self._client: smtplib.SMTP | None = None
        self._lock = threading.Lock()

    def cancel(self) -> None:
        """Stop the sending as soon as possible (from any thread)."""
        self.deadline.cancelled = True
        self._shutdown()

    def _shutdown(self) -> None:
        with self._lock:
            sock = self._client.sock if self._client is not None else None
            if sock is not None:
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def run(self, msg: EmailMessage) -> None:
        """Send ``msg``; every failure becomes a :class:`MailError` with a clear message."""
        cfg = self.cfg
        cfg.check()
        host = f"{cfg.host}:{cfg.port}"
        self.deadline = _Deadline(cfg.timeout)
        watchdog = threading.Timer(cfg.timeout, self._shutdown)
        watchdog.daemon = True
        watchdog.start()
        try:
            self._run(msg)
        except MailError:
            raise
        except Exception as exc:  # mapped to one message each; never a traceback
            if self.deadline.cancelled:
                raise MailError(f"{host}: sending cancelled") from None
            raise MailError(f"{host}: {self._explain(exc)}") from None
        finally:
            watchdog.cancel()
            with self._lock:
                client, self._client = self._client, None
            if client is not None:
                try:
                    client.close()
                except OSError:
                    pass

    def _run(self, msg: EmailMessage) -> None:
        cfg = self.cfg
        self.progress("connect")
        client: _Client | _SslClient
        if cfg.security == "ssl":
            client = _SslClient(timeout=cfg.timeout, context=cfg.context())
        else:
            client = _Client(timeout=cfg.timeout)
        client.deadline = self.deadline
        client._host = cfg.host  # type: ignore[union-attr]  # for the certificate check (set by __init__ only)
        with self._lock:
            self._client = client
        client.connect(cfg.host, cfg.port)
        client.ehlo()
        if cfg.security == "starttls":
            if not client.has_extn("starttls"):
                raise MailError(
                    f"{cfg.host}:{cfg.port}: the server does not offer STARTTLS (a secure "
                    "connection); choose ssl (port 465) or ask the server's administrator"
                )
            self.progress("tls")
            client.starttls(context=cfg.context())
            client.ehlo()
        if cfg.user:
            if cfg.plain_auth and not cfg.allow_plain_auth:  # cfg.check() refused it already
                raise MailError(f"{cfg.host}:{cfg.port}: refusing to send the password unencrypted")
            self.progress("login")
            client.login(cfg.user, cfg.password)
        self.progress("send")
        refused = client.send_message(msg)
        if refused:
            who = ", ".join(refused)
            raise MailError(f"{cfg.host}:{cfg.port}: recipient refused: {who}")
        try:
            client.quit()
        except (smtplib.SMTPException, OSError):
            pass  # the message was accepted (250 after DATA): a lost QUIT changes nothing
        self.progress("done")

    def _explain(self, exc: BaseException) -> str:
        """One message per kind of failure. SMTPException is an OSError: the SMTP answers are
        matched first, then TLS, then the network."""
        limit = f"no answer within {self.cfg.timeout:g} s (timed out)"
        if isinstance(exc, smtplib.SMTPAuthenticationError):
            return "the server refused the user name or password"
        if isinstance(exc, smtplib.SMTPRecipientsRefused):
            return "recipient refused: " + ", ".join(
                f"{r} ({c} {_reply_text(m)})" for r, (c, m) in exc.recipients.items()
            )
        if isinstance(exc, smtplib.SMTPSenderRefused):
            return (
                f"the server refused the sender {exc.sender} ({exc.smtp_code} "
                f"{_reply_text(exc.smtp_error)})"
            )
        if isinstance(exc, smtplib.SMTPDataError):
            return f"the server refused the message ({exc.smtp_code} {_reply_text(exc.smtp_error)})"
        if isinstance(exc, smtplib.SMTPNotSupportedError):
            return f"the server does not support this ({exc}); check the security setting"
        if isinstance(exc, smtplib.SMTPResponseException):
            return f"the server answered {exc.smtp_code} {_reply_text(exc.smtp_error)}"
        if isinstance(exc, smtplib.SMTPServerDisconnected):
            if self.deadline.expired or "timed out" in str(exc) or "deadline" in str(exc):
                return limit
            return "the server closed the connection"
        if isinstance(exc, smtplib.SMTPException):
            return f"the server's answer was not understood ({exc})"
        if isinstance(exc, TimeoutError):
            return limit
        if isinstance(exc, ssl.SSLCertVerificationError):
            return (
                "the server's certificate is not trusted "
                f"({exc.verify_message or exc.reason}); nothing was sent"
            )
        if isinstance(exc, ssl.SSLError):
            return f"secure connection failed ({exc.reason or exc})"
        if isinstance(exc, socket.gaierror):
            return f"unknown server name ({exc.strerror or exc})"
        if isinstance(exc, ConnectionRefusedError):
            return "cannot connect (connection refused: no mail server on this port)"
        if isinstance(exc, OSError):
            if self.deadline.expired:
                return limit
            return f"cannot connect ({exc.strerror or exc})"
        if isinstance(exc, (UnicodeError, ValueError)):
            return f"the message cannot be sent as it is ({exc})"
        return f"unexpected failure ({type(exc).__name__}: {exc})"


def send(msg: EmailMessage, cfg: SmtpSettings, progress: Progress | None = None) -> None:
    """Send through SMTP under one deadline; every failure becomes a :class:`MailError`."""
    Sending(cfg, progress).run(msg)


@dataclass
class Outbox:
    """Messages waiting to be sent: ``<folder>/<id>.eml`` with ``<id>.json`` (why, when).

    The ``.eml`` is written first and the ``.json`` last, each atomically: an entry is listed
    only when both are complete. When the disk cannot take them (full, read-only), both are
    removed and :class:`MailError` says that nothing was kept — never a half entry, never a
    silent loss.
    """

    folder: Path
    _ids: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.folder = Path(self.folder)

    def put(self, msg: EmailMessage, reason: str) -> str:
        mid = uuid.uuid4().hex[:12]
        eml = self.folder / f"{mid}.eml"
        meta = {
            "reason": reason,
            "at": time.strftime("%Y-%m-%d %H:%M:%S"),
            "to": msg["To"],
            "subject": msg["Subject"],
        }
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_output(eml, bytes(msg))
            write_output(self.folder / f"{mid}.json", json.dumps(meta).encode())
        except (OutputError, OSError) as exc:
            try:
                eml.unlink(missing_ok=True)  # never half an entry
            except OSError:
                pass
            raise MailError(f"cannot keep the message in the outbox {self.folder}: {exc}") from None
        return mid

    def items(self) -> list[tuple[str, dict]]:
        """(id, what happened) of each complete entry, oldest first."""
        if not self.folder.is_dir():
            return []
        out = []
        for p in sorted(self.folder.glob("*.json")):
            if not p.with_suffix(".eml").is_file():
                continue
            try:
                meta = json.loads(p.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                meta = {"reason": "(the note beside the message cannot be read)"}
            out.append((p.stem, meta if isinstance(meta, dict) else {}))
        return out

    def message(self, mid: str) -> EmailMessage:
        return BytesParser(policy=policy.SMTP).parsebytes((self.folder / f"{mid}.eml").read_bytes())

    def retry(self, mid: str, cfg: SmtpSettings, progress: Progress | None = None) -> None:
        send(self.message(mid), cfg, progress)  # raises MailError and keeps the message
        (self.folder / f"{mid}.json").unlink()
        (self.folder / f"{mid}.eml").unlink()


def send_or_queue(
    msg: EmailMessage, cfg: SmtpSettings, outbox: Outbox, sending: Sending | None = None
) -> str | None:
    """Send; on failure keep the message in the outbox and re-raise with its id, or say that
    it could not be kept there (a full disk)."""
    try:
        (sending or Sending(cfg)).run(msg)
        return None
    except MailError as exc:
        try:
            mid = outbox.put(msg, str(exc))
        except MailError as kept:
            raise MailError(f"{exc} — NOT kept: {kept}; nothing waits in the outbox") from None
        raise MailError(f"{exc} — kept in the outbox {outbox.folder} ({mid})") from None


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
