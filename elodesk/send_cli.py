"""``elodesk send EVENT.elodesk``: the desk's "Send the results" for scripts.

    elodesk send EVENT --files national,chessman [--to ADDR] --from ADDR
                 (--eml DRAFT.eml | --smtp HOST[:PORT] [--security starttls|ssl|none]
                  [--user NAME]) [--force]

The password comes from the ``ELODESK_SMTP_PASSWORD`` environment variable or the system
keyring (never from the command line, which other users can see). Exit 0 when sent or written,
1 when the files have problems or were already sent (without ``--force``), 2 on bad input or a
failed sending (the message then waits in the outbox).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from .engine.model import ElodeskError
from .io import mail
from .io.store import EventStore
from .sending import compose, default_recipient, deliver


def run_send_command(args: argparse.Namespace) -> int:
    store = EventStore(args.event, read_only=False)
    try:
        kinds = [k.strip() for k in args.files.split(",") if k.strip()]
        recipient = default_recipient(store, args.to or "")
        if not recipient:
            raise ElodeskError("no recipient: give --to")
        c = compose(store, kinds, args.sender, recipient)
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
        cfg = None
        outbox = None
        if not args.eml:
            if not args.smtp:
                raise ElodeskError("give --eml DRAFT.eml or --smtp HOST[:PORT]")
            host, _, port = args.smtp.partition(":")
            password = (
                os.environ.get("ELODESK_SMTP_PASSWORD")
                or (mail.load_password(args.user) if args.user else None)
                or ""
            )
            cfg = mail.SmtpSettings(
                host,
                int(port or (465 if args.security == "ssl" else 587)),
                args.security,
                args.user or "",
                password,
                cafile=os.environ.get("ELODESK_SMTP_CAFILE"),
            )
            outbox = mail.Outbox(Path(args.event).with_suffix(".outbox"))
        print(deliver(store, c, cfg, args.eml, outbox, force=True))
        return 0
    finally:
        store.close()


def add_parser(sub) -> None:
    p = sub.add_parser("send", help="send an event's results (SMTP) or write a draft .eml")
    p.add_argument("event")
    p.add_argument("--files", default="national", help="national,chessman,trf,h9,xlsx")
    p.add_argument("--to", default="")
    p.add_argument("--from", dest="sender", required=True)
    p.add_argument("--eml", help="write a draft .eml instead of sending")
    p.add_argument("--smtp", help="HOST[:PORT]")
    p.add_argument("--security", default="starttls", choices=("starttls", "ssl", "none"))
    p.add_argument("--user", default="")
    p.add_argument("--force", action="store_true", help="send results already sent")
    p.set_defaults(func=lambda a: run_send_command(a))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(1)
