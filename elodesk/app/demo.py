"""The bundled demo events, created on first start so that `make run` shows a working program:
a 6-player round robin with two unrated players (half its results entered) and a small open."""

from __future__ import annotations

from pathlib import Path

from ..engine.model import Pairing, Result
from ..engine.roundrobin import berger
from ..io.store import EventStore, create_event

RR_PLAYERS = [
    ("Dubois, Marc", "21134", 1864, 240),
    ("Peeters, Anna", "16858", 1712, 180),
    ("Janssens, Luc", "12935", 1655, 95),
    ("Lambert, Sophie", "84735", 1941, 410),
    ("Nieuw, Tom", "22762", 0, 4),  # history from the list below: 4 games, 6 320, 1½ points
    ("Martin, Lea", "13780", 0, 0),
]
OPEN_PLAYERS = [
    ("Claes, Jan", "10001", 2105, 500),
    ("Wouters, Eva", "10002", 1980, 320),
    ("Maes, Pieter", "10003", 1820, 150),
    ("Leroy, Julie", "10004", 1750, 80),
    ("Jacobs, Ben", "10005", 1610, 60),
    ("Mertens, Lies", "10006", 1540, 40),
    ("Willems, Tim", "10007", 1490, 25),
    ("Dupont, Max", "10008", 0, 0),
]


def create_demo(folder: Path) -> list[Path]:
    """Write the two demo events into ``folder`` (kept when they exist); return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    rr_path, open_path = folder / "demo-club-championship.elodesk", folder / "demo-open.elodesk"
    if not rr_path.exists():
        s = create_event(
            rr_path,
            {
                "name": "Club championship 2026 (demo)",
                "city": "Liège",
                "start": "2026-09-04",
                "end": "2026-10-09",
                "rounds": 5,
                "type": "round-robin",
                "sender": "541",
                "time_control": "90 min + 30 s",
                "fide_rated": True,
            },
        )
        _fill(s, RR_PLAYERS, "541")
        rows = [
            Pairing(r + 1, w, b, date=f"2026-09-{4 + 7 * r:02d}" if r < 4 else "2026-10-02")
            for r, rnd in enumerate(berger(len(RR_PLAYERS)))
            for w, b in rnd
        ]
        s.set_pairings(rows)
        results = [
            Result.WHITE_WINS,
            Result.DRAW,
            Result.BLACK_WINS,
            Result.WHITE_WINS,
            Result.DRAW,
            Result.BLACK_WINS,
            Result.WHITE_WINS,
            Result.DRAW,
        ]
        for g, res in zip(rows, results, strict=False):
            s.set_result(g.round, g.white, g.black, res)
        s.close()
    if not open_path.exists():
        s = create_event(
            open_path,
            {
                "name": "Autumn open 2026 (demo)",
                "city": "Gent",
                "start": "2026-10-17",
                "end": "2026-10-18",
                "rounds": 5,
                "type": "open",
                "sender": "301",
            },
        )
        _fill(s, OPEN_PLAYERS, "301")
        s.set_pairings(
            [
                Pairing(1, 1, 5, Result.WHITE_WINS),
                Pairing(1, 6, 2, Result.BLACK_WINS),
                Pairing(1, 3, 7, Result.DRAW),
                Pairing(1, 8, 4, Result.BLACK_WINS),
                Pairing(2, 2, 3),
                Pairing(2, 4, 1),
                Pairing(2, 7, 5),
                Pairing(2, 8, 6),
            ]
        )
        s.close()
    return [rr_path, open_path]


# An unrated player's history as the federation's list gives it (ADVERSAIRE, PERFORMAN)
DEMO_HISTORY = {"22762": (6320, 1.5)}


def _fill(s: EventStore, rows, club: str) -> None:
    for name, pid, rating, games in rows:
        s.add_player(
            name=name,
            id=pid,
            rating=rating,
            games=games,
            federation="BEL",
            club=club,
            history=DEMO_HISTORY.get(pid),
        )
