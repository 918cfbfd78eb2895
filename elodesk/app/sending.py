"""Compose, check and send an event's results (shared by ``elodesk send`` and the desk).

The files are built and validated by ``app.event``; the message comes from the template of
``io.mail``; every sending is logged in the event file with the files' SHA-256, so results
already sent are recognised (the federation's web tool refuses duplicates).

A draft ``.eml`` is not a sending ("Draft is not sent"): writing one records nothing,
so the results are not taken for sent until they really leave through SMTP. The draft is written
through ``io.outputs``: never over the event, never over an existing file
unless asked.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

from ..engine.model import ElodeskError
from ..io import mail  # the desk's mail settings and sending: app.sending.mail
from ..io.store import EventStore
from .session import EventSession
from .settings import EventSettings

FRBE_RATINGS = "ratings@frbe-kbsb.be"  # seed 000, "COMMUNICATION DES RÉSULTATS"


@dataclass
class Composed:
    message: EmailMessage
    attachments: list[mail.Attachment]
    problems: list[str]
    duplicates: list[dict]


def default_recipient(settings: EventSettings, configured: str = "") -> str:
    """Who the results go to: the configured address, else the federation's rating office
    for an FRBE-rated event."""
    return configured or (FRBE_RATINGS if settings.system == "frbe" else "")


def compose(
    source: EventSession | EventStore,
    kinds: Sequence[str],
    sender: str,
    recipient: str,
    sender_name: str = "",
    today: dt.date | None = None,
    *,
    day: Callable[[str], str] = str,
    signature: str | None = None,
) -> Composed:
    """The message and its files, composed from the event's session (the desk's own, or one
    opened on the file): the files the desk exports, built the same way.

    ``day`` writes the event's ISO dates in the message's text (the desk: as its language
    writes them; the files keep theirs); ``signature`` replaces the sender's name or address
    under the text (the desk's preview before From is filled in)."""
    session = source if isinstance(source, EventSession) else EventSession(source)
    t = session.tournament()
    files = session.exports(kinds, today, sender_name)
    problems = [f"{f.name}: {p}" for f in files for p in f.problems]
    atts = [mail.Attachment(f.name, f.data, f.mime) for f in files]
    games = sum(1 for g in t.pairings if g.black and g.result is not None and g.result.rated)
    rounds_fr, rounds_nl = mail.rounds_words(t.rounds, t.rounds_sent())
    values = {
        "name": t.name,
        "city": t.city,
        "start": day(t.start) if t.start else "",
        "end": day(t.end) if t.end else "",
        "rounds_fr": rounds_fr,
        "rounds_nl": rounds_nl,
        "games": games,
        "sender": (sender_name or sender) if signature is None else signature,
    }
    msg = mail.build_message(
        sender, recipient, mail.fill(mail.SUBJECT, values), mail.fill(mail.BODY, values), atts
    )
    digests = {a.sha256 for a in atts}
    dup = [s for s in session.store.sent() if digests & set(s["digests"])]
    return Composed(msg, atts, problems, dup)


def record(store: EventStore, c: Composed, how: str) -> None:
    store.log_sent(
        c.message["To"], [a.name for a in c.attachments], [a.sha256 for a in c.attachments], how
    )


def deliver(
    store: EventStore,
    c: Composed,
    cfg: mail.SmtpSettings | None,
    eml: str | Path | None,
    outbox: mail.Outbox | None,
    force: bool = False,
    *,
    overwrite: bool = False,
    sending: mail.Sending | None = None,
) -> str:
    """Send (or write the draft) after the checks; returns what was done.

    ``force`` sends results already sent; ``overwrite`` lets the draft replace an existing file
    (never the event nor its companions). A draft is not recorded as sent. ``sending`` is the
    :class:`mail.Sending` to use (the desk keeps it to cancel it)."""
    if c.problems:
        raise ElodeskError(f"not sent: {len(c.problems)} problem(s) in the files: {c.problems[0]}")
    if c.duplicates and not force:
        first = c.duplicates[0]
        raise ElodeskError(
            f"these results were already sent on {first['at']} to "
            f"{first['recipient']} (send again with confirmation/--force)"
        )
    if eml is not None:
        path = mail.write_eml(c.message, eml, inputs=[store.path], force=overwrite)
        return f"draft written: {path} (not sent, not recorded as sent)"
    assert cfg is not None
    sending = sending or mail.Sending(cfg)
    if outbox is not None:
        mail.send_or_queue(c.message, cfg, outbox, sending)
    else:
        sending.run(c.message)
    record(store, c, f"smtp {cfg.host}")
    return f"sent to {c.message['To']} through {cfg.host}"
