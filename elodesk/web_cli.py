"""``elodesk web EVENT.elodesk --out FOLDER``: the desk's File ▸ Publish as web pages… for
scripts (a club uploads the folder after each round).

    elodesk web EVENT --out FOLDER [--language fr|nl|en]

The event is opened read-only (the desk may have it open); the site is written into FOLDER
(created if missing, its parent must exist), never over the event (``io.outputs``); pages of an
earlier publication there are replaced. The language is the event's ``language`` setting, else
French. Exit 0 when written, 2 on bad input (nothing written then).
"""

from __future__ import annotations

import argparse
import sys

from .app.web.i18n import LANGUAGES


def add_parser(sub) -> None:  # argparse's subparsers action
    p = sub.add_parser("web", help="write the event's results site (HTML pages) into a folder")
    p.add_argument("event", help="the event file (.elodesk)")
    p.add_argument("--out", required=True, help="the site's folder")
    p.add_argument("--language", choices=sorted(LANGUAGES), help="the top page's language")
    p.set_defaults(func=run_web_command)


def run_web_command(args: argparse.Namespace) -> int:
    from .app.web.site import from_store, publish_site
    from .io.store import EventStore

    store = EventStore(args.event, read_only=True)
    try:
        language = args.language or str(store.get("language") or "") or "fr"
        written = publish_site(from_store(store), args.out, language, inputs=[store.path])
    finally:
        store.close()
    if sys.stdout is not None:
        print(f"{args.out}: {len(written)} files")
    return 0
