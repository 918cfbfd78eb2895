"""A small event for the results site and the live view, worked by hand.

A round robin of four over three rounds (round 3 paired, not played):
round 1: Aa–Bb ½–½, Uu–Cc 1–0; round 2: Cc–Aa ½–½, Bb–Uu 0–1; round 3: Uu–Aa, Bb–Cc.
After round 1: Uu 1, Aa ½, Bb ½, Cc 0. After round 2: Uu 2, Aa 1, Cc ½, Bb ½.
"""

from __future__ import annotations

from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
from elodesk.io.store import EventStore, create_event

W, D, B = Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS

PLAYERS = (
    Entrant(1, "Aa, Anne", "10001", 2000, "BEL", "618"),
    Entrant(2, "Bb, Bert", "10002", 1900, "BEL", "618"),
    Entrant(3, "Cc, Carl", "10003", 1800, "BEL", "618"),
    Entrant(4, "Uu, Ulla <b>&", "10004", 0, "BEL", "618"),  # markup in a name: escaped
)
PAIRINGS = (
    Pairing(1, 1, 2, D),
    Pairing(1, 4, 3, W),
    Pairing(2, 3, 1, D),
    Pairing(2, 2, 4, B),
    Pairing(3, 4, 1),
    Pairing(3, 2, 3),
)
T = Tournament(
    "Club 618 championship",
    PLAYERS,
    PAIRINGS,
    city="Leuze",
    rounds=3,
    start="2026-01-10",
    end="2026-01-24",
    type=EventType.ROUND_ROBIN,
    sender="618",
)


def make_store(path) -> EventStore:
    """The event above as an event file (the event's tie-breaks: the store's defaults)."""
    s = create_event(
        path,
        {
            "name": T.name,
            "city": T.city,
            "start": T.start,
            "end": T.end,
            "rounds": 3,
            "type": "round-robin",
            "sender": "618",
        },
    )
    for p in PLAYERS:
        s.add_player(
            name=p.name,
            id=p.id,
            rating=p.rating,
            games=300 if p.rating else 0,
            federation=p.federation,
            club=p.club,
        )
    s.set_pairings([Pairing(g.round, g.white, g.black) for g in PAIRINGS])
    for g in PAIRINGS:
        if g.result is not None:
            s.set_result(g.round, g.white, g.black, g.result)
    return s
