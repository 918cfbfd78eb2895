"""The live view's pages: the current round's pairings by board, then by name, then the
standings, each page moving on to the next after ``seconds`` (an HTML refresh, no script), so a
projector left on ``/`` rotates through the three and every visit shows the event as it is
(:class:`app.live.LiveServer` serves what the desk built last).

The sheets are the printed ones (:mod:`app.printables`: C.04.2 board order, the alphabetical
list), the standings the event's (:func:`app.event.event_standings` with its standings rules).
"""

from __future__ import annotations

from html import escape

from .. import printables as P
from ..event import event_standings
from . import html as H
from .site import SiteEvent, paired_rounds
from .strings import arg, web_tr

#: Paths served, in the order of the rotation ("/" is the first).
ROTATION = ("/", "/names", "/standings")


def live_pages(ev: SiteEvent, language: str = "en", seconds: int = 15) -> dict[str, bytes]:
    """Path → page for :class:`app.live.LiveServer`; ``seconds`` each page stays (at least 3)."""
    seconds = max(3, int(seconds))
    tr = web_tr(language)
    t = ev.tournament
    rounds = paired_rounds(t)
    rnd = rounds[-1] if rounds else 0
    bye = ev.rules.score.pairing_bye_points  # the event's pairing-allocated bye
    if rnd:
        by_board = H.table(
            P.pairings_by_board(t, rnd, tr, pairing_bye=bye), heading=tr("Pairings by board")
        )
        by_name = H.table(
            P.pairings_alphabetical(t, rnd, tr, pairing_bye=bye), heading=tr("Pairings by name")
        )
    else:
        by_board = by_name = f"<p>{escape(tr('No round paired yet'))}</p>\n"
    rows = event_standings(t, ev.rules.tiebreaks, ev.rules)
    standing = H.table(P.standings_table(t, rows, ev.rules.tiebreaks, tr), heading=tr("Standings"))
    bodies = {"/": by_board, "/names": by_name, "/standings": standing}
    head = f"<h1>{escape(t.name)}</h1>\n"
    if rnd:
        head += f'<p class="sub">{escape(arg(tr("Current round: %1"), rnd))}</p>\n'
    pages: dict[str, bytes] = {"/style.css": H.CSS.encode()}
    for i, path in enumerate(ROTATION):
        nxt = ROTATION[(i + 1) % len(ROTATION)]
        refresh = f'<meta http-equiv="refresh" content="{seconds};url={nxt}">\n'
        menu = H.nav(
            [
                (tr("Pairings by board"), "/"),
                (tr("Pairings by name"), "/names"),
                (tr("Standings"), "/standings"),
            ]
        )
        pages[path] = H.page(
            t.name,
            language,
            head + menu + bodies[path],
            css="/style.css",
            head_extra=refresh,
            body_class="big",
        )
    return pages
