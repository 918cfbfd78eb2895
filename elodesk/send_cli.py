"""``elodesk send EVENT.elodesk``: the desk's "Send the results" for scripts.

    elodesk send EVENT --files national,chessman [--to ADDR] --from ADDR
                 (--eml DRAFT.eml | --smtp HOST[:PORT] [--security starttls|ssl|none]
                  [--user NAME] [--allow-plain-auth] [--timeout SECONDS]) [--force]

The password comes from the ``ELODESK_SMTP_PASSWORD`` environment variable or the system
keyring (never from the command line, which other users can see). Exit 0 when sent or written,
1 when the files have problems or were already sent (without ``--force``), 2 on bad input or a
failed sending (the message then waits in the outbox, or the message says it could not be kept).

Everything the user gives is checked before anything is written:
the draft's path (never the event, never an existing file without ``--force``, a folder that
exists), the server (``--smtp h:abc`` is not a port), the addresses (a line break would add
headers), and AUTH without TLS (refused unless ``--allow-plain-auth``). A draft is written, not
sent: no mail program is opened and the results are not recorded as sent.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .engine.model import ElodeskError

if TYPE_CHECKING:  # the mail modules (smtplib, email) are imported when a sending runs
    from .io import mail


def _settings(args: argparse.Namespace) -> mail.SmtpSettings:
    """The SMTP settings from the arguments, checked (nothing is sent yet)."""
    from .io import mail

    host, port = mail.parse_server(args.smtp, args.security)
    cfg = mail.SmtpSettings(
        host,
        port,
        args.security,
        args.user or "",
        "",
        timeout=args.timeout,
        cafile=os.environ.get("ELODESK_SMTP_CAFILE"),
        allow_plain_auth=args.allow_plain_auth,
    )
    cfg.check()
    password = (
        os.environ.get("ELODESK_SMTP_PASSWORD")
        or (mail.load_password(args.user) if args.user else None)
        or ""
    )
    return mail.SmtpSettings(**{**cfg.__dict__, "password": password})


def run_send_command(args: argparse.Namespace) -> int:
    from .app.sending import compose, default_recipient, deliver
    from .app.session import EventSession
    from .io import mail
    from .io.outputs import OutputError, check_output
    from .io.store import EventStore

    if not Path(args.event).exists():  # a folder, a FIFO: named by the store
        raise ElodeskError(f"{args.event}: no such event file")
    mail.check_address(args.sender, "--from")
    if args.to:
        mail.check_address(args.to, "--to")
    cfg = None
    if args.eml:
        try:
            check_output(args.eml, inputs=[args.event], force=args.force)
        except OutputError as exc:
            raise ElodeskError(f"--eml {exc}") from None
    elif args.smtp:
        cfg = _settings(args)
    else:
        raise ElodeskError("give --eml DRAFT.eml or --smtp HOST[:PORT]")
    store = EventStore(args.event, read_only=False)
    try:
        kinds = [k.strip() for k in args.files.split(",") if k.strip()]
        session = EventSession(store)  # the event's settings checked as the desk checks them
        recipient = default_recipient(session.settings, args.to or "")
        if not recipient:
            raise ElodeskError("no recipient: give --to")
        c = compose(session, kinds, args.sender, recipient)
        if c.problems:
            for p in c.problems:
                print(p)
            return 1
        if c.duplicates and not args.force:
            print(
                f"already sent on {c.duplicates[0]['at']} to {c.duplicates[0]['recipient']};"
                " use --force to send again"
            )
            return 1
        outbox = None
        if cfg is not None:
            outbox = mail.Outbox(Path(args.event).with_suffix(".outbox"))
        done = deliver(store, c, cfg, args.eml, outbox, force=True, overwrite=args.force)
        if args.eml:
            done += "; no mail program was opened: open the file in yours and send it from there"
        print(done)
        return 0
    finally:
        store.close()


def add_parser(sub) -> None:
    p = sub.add_parser("send", help="send an event's results (SMTP) or write a draft .eml")
    p.add_argument("event")
    p.add_argument("--files", default="national", help="national,chessman,trf,h9,xlsx")
    p.add_argument("--to", default="")
    p.add_argument("--from", dest="sender", required=True)
    p.add_argument("--eml", help="write a draft .eml instead of sending (never over the event)")
    p.add_argument("--smtp", help="HOST[:PORT]")
    p.add_argument("--security", default="starttls", choices=("starttls", "ssl", "none"))
    p.add_argument("--user", default="")
    p.add_argument(
        "--timeout",
        type=float,
        default=20.0,
        help="seconds for the whole sending (default 20)",
    )
    p.add_argument(
        "--allow-plain-auth",
        action="store_true",
        help="with --security none, send the user name and password unencrypted",
    )
    p.add_argument(
        "--force", action="store_true", help="send results already sent; replace an existing draft"
    )
    p.set_defaults(func=lambda a: run_send_command(a))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(1)
