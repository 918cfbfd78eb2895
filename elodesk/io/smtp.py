"""SMTP sending under one overall deadline, cancellable, with one clear message per failure.

The timeout of smtplib is per socket operation, so a server sending a ``220-``
continuation line every 5 s was never timed out (killed at 150 s; the promise is 20 s). Here
:class:`Sending` sets every operation's timeout to what is left of one deadline (``timeout``,
20 s) and a watchdog shuts the socket down when it is reached (a server dripping one byte at a
time cannot hold it either); :meth:`Sending.cancel` does the same at once from another thread
(the desk's Cancel button).

Failures, each one clear message: a silent server is "no answer within 20 s (timed
out)", not "closed the connection"; a 552 after DATA is "the server refused the message", not
"cannot connect" (:class:`smtplib.SMTPException` is an :class:`OSError`, so SMTP answers are
matched first); an untrusted certificate and a server without STARTTLS each have their own
message. AUTH without TLS (``security none`` with a user) is refused unless
``allow_plain_auth`` (item 13).
"""

from __future__ import annotations

import smtplib
import socket
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from email.message import EmailMessage

from ..engine.model import ElodeskError


class MailError(ElodeskError):
    """A message that could not be built, written or sent (the text says whether the outbox
    keeps it)."""


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
        if self.user and not (self.password.isascii() and self.user.isascii()):
            # smtplib signs in (AUTH PLAIN / LOGIN) with ASCII only; its encoding error would
            # quote the password's characters in the message and the outbox
            what = "user name" if not self.user.isascii() else "password"
            raise MailError(
                f"the {what} for this server holds a character other than ASCII (such as é or ß), "
                "which the mail server's sign-in cannot carry; nothing was sent — change it at "
                "the mail provider, or use its ASCII form"
            )
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
    digits = port_text.isascii() and port_text.isdigit() and len(port_text) <= 5
    if not digits or not 0 < int(port_text) < 65536:
        raise MailError(f"--smtp {text!r}: port {port_text!r} is not a number from 1 to 65535")
    return host, int(port_text)


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


#: The longest reply read (all its lines): RFC 5321 4.5.3.1.5 bounds a reply line to 512
#: octets; a real server's longest reply, its EHLO list, is a few hundred. smtplib keeps every
#: continuation line of a reply in memory: a server sending 8 000-byte ``220-`` lines without
#: end made it hold 2.46 GB before the deadline.
MAX_REPLY = 64 * 1024


class ReplyTooLong(OSError):
    """A server's reply longer than :data:`MAX_REPLY` (read no further)."""


class _DeadlineFile:
    """smtplib's reply reader, with the socket's timeout set to what is left before each line
    (``getreply`` reads line by line: a ``220-`` continuation every 5 s used to restart the
    timeout every time), and the reply's size bounded by :data:`MAX_REPLY`."""

    def __init__(self, sock: socket.socket, deadline: _Deadline) -> None:
        self.sock = sock
        self.inner = sock.makefile("rb")
        self.deadline = deadline
        self.read = 0  # bytes of the reply being read
        self.too_long = False

    def readline(self, size: int = -1) -> bytes:
        self.sock.settimeout(self.deadline.left())
        line = self.inner.readline(size)
        self.read += len(line)
        if self.read > MAX_REPLY:
            self.too_long = True
            raise ReplyTooLong(f"a reply of more than {MAX_REPLY} bytes")
        return line

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
        reader = self.file
        if isinstance(reader, _DeadlineFile):
            reader.read = 0
        try:
            return super().getreply()  # type: ignore[misc]
        except smtplib.SMTPServerDisconnected:
            if isinstance(reader, _DeadlineFile) and reader.too_long:
                raise ReplyTooLong(f"a reply of more than {MAX_REPLY} bytes") from None
            raise

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
        with self._lock:
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
        with self._lock:  # the deadline starts now; a cancel that came before it holds
            cancelled = self.deadline.cancelled
            self.deadline = _Deadline(cfg.timeout)
            self.deadline.cancelled = cancelled
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
        if isinstance(exc, ReplyTooLong):
            return (
                f"the server's answer is longer than {MAX_REPLY // 1024} KiB (not a mail server, "
                "or a broken one); nothing was sent"
            )
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
