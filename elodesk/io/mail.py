"""Sending the results: the message, the ``.eml`` draft, SMTP, the outbox.

* :func:`build_message` — sender (required), recipient, subject and body from a template (event
  name, dates, rounds, game count), the files attached with their MIME types and names. An
  address or a subject with a line break (a header injection) is refused with a clear message.
* :func:`write_eml` — a standard ``.eml`` with ``X-Unsent: 1`` so that Outlook opens it as a
  draft; any mail program opens it too. Written through :mod:`.outputs`: never over an input
  (the event), never over an existing file unless asked.
* :class:`Sending` / :func:`send` (in :mod:`.smtp`) — SMTP over SSL or STARTTLS, with AUTH, under
  one overall deadline (``timeout``, 20 s — a server sending a ``220-``
  continuation line every 5 s was never timed out by the per-read timeout), cancellable from
  another thread, with progress steps; one clear message for each failure (:class:`MailError`): no
  answer (timed out), unknown server, refused connection, untrusted certificate, no STARTTLS,
  refused login, refused sender, refused recipient, refused message (552…), dropped connection.
  AUTH without TLS is refused unless ``allow_plain_auth``.
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
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import formatdate, make_msgid
from pathlib import Path
from string import Template

from .outputs import OutputError, write_output
from .smtp import MailError, Progress, Sending, SmtpSettings, parse_server, send

__all__ = [
    "Attachment",
    "MailError",
    "Outbox",
    "Sending",
    "SmtpSettings",
    "build_message",
    "parse_server",
    "send",
    "send_or_queue",
    "write_eml",
]

KEYRING_SERVICE = "elodesk-smtp"

SUBJECT = "Résultats / Uitslagen : $name ($start – $end)"
BODY = """Bonjour, Goedendag,

Veuillez trouver en annexe les résultats du tournoi « $name » ($city, du $start au $end, $rounds_fr, $games parties).
In bijlage de uitslagen van het tornooi "$name" ($city, $start – $end, $rounds_nl, $games partijen).

$sender
"""


@dataclass(frozen=True)
class Attachment:
    name: str
    data: bytes
    mime: str = ""

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


def rounds_words(rounds: int, sent: int) -> tuple[str, str]:
    """The rounds a message sends, in French and in Dutch: "5 rondes" / "5 ronden" for the
    whole event, "rondes 1 à 3 sur 5" / "ronden 1 tot 3 van 5" when its results file sends the
    first rounds only ("ronde 1 sur 5" / "ronde 1 van 5" for the first alone) (the file's ``00C`` "Envoi des rondes 1 à 3", its name ``…_R01-03``)."""
    if sent >= rounds:
        return f"{rounds} rondes", f"{rounds} ronden"
    if sent == 1:
        return f"ronde 1 sur {rounds}", f"ronde 1 van {rounds}"
    return f"rondes 1 à {sent} sur {rounds}", f"ronden 1 tot {sent} van {rounds}"


def fill(template: str, values: dict[str, object]) -> str:
    return Template(template).safe_substitute({k: str(v) for k, v in values.items()})


def _bad_character(value: str) -> str | None:
    """The first control character or lone surrogate (a byte of a command-line argument that
    was not valid in the system's encoding) of ``value``."""
    return next(
        (c for c in value if ord(c) < 32 or ord(c) == 127 or 0xD800 <= ord(c) < 0xE000), None
    )


def check_address(value: str, what: str) -> str:
    """One plain address (``name@domain``), else :class:`MailError` naming the field."""
    if not value.strip():
        raise MailError(f"{what}: no address given")
    bad = _bad_character(value)
    if bad is not None and 0xD800 <= ord(bad) < 0xE000:
        raise MailError(f"{what}: {value!r} is not valid text (an undecodable byte)")
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
    bad = _bad_character(value)
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
    try:
        msg.set_content(body)
        for a in attachments:
            mime = a.mime or mimetypes.guess_type(a.name)[0] or "application/octet-stream"
            maintype, subtype = mime.split("/", 1)
            msg.add_attachment(a.data, maintype=maintype, subtype=subtype, filename=a.name)
    except (UnicodeError, ValueError) as exc:  # text from the event the mail cannot carry
        raise MailError(f"the message cannot be built: {exc}") from None
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


def keyring_backend() -> str:
    """The system keyring :func:`store_password` would use (its module and class: Windows'
    ``keyring.backends.Windows.WinVaultKeyring``, macOS' Keychain, ``keyring.backends.fail``
    where there is none), found as keyring finds it: by its installed backends' entry points,
    which a built program must carry (``make dist-check`` compares it with the source's)."""
    try:
        import keyring

        backend = keyring.get_keyring()
    except Exception:
        return ""
    return f"{type(backend).__module__}.{type(backend).__name__}"


def load_password(user: str) -> str | None:
    try:
        import keyring

        return keyring.get_password(KEYRING_SERVICE, user)
    except Exception:
        return None
