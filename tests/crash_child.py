"""Child process of the crash-safety tests: applies a deterministic sequence of edits to an
event file and prints ``ok <n>`` after each committed edit (then is killed at random)."""

from __future__ import annotations

import sys

from elodesk.engine.model import Pairing, Result
from elodesk.engine.roundrobin import berger
from elodesk.io.store import EventStore, create_event

PLAYERS = 10
RESULTS = [Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS, None]


def edit(store: EventStore, k: int) -> None:
    """The k-th edit (0-based): players, then pairings round by round, then results."""
    if k < PLAYERS:
        store.add_player(
            name=f"Player {k + 1:02d}", id=str(10000 + k), rating=1500 + 10 * k, games=50
        )
        return
    rounds = berger(PLAYERS)
    k -= PLAYERS
    if k < len(rounds):
        store.set_pairings([Pairing(k + 1, w, b) for w, b in rounds[k]])
        return
    k -= len(rounds)
    games = [(r + 1, w, b) for r, rnd in enumerate(rounds) for w, b in rnd]
    rnd, w, b = games[k % len(games)]
    store.set_result(rnd, w, b, RESULTS[(k // len(games) + k) % len(RESULTS)])


def main(path: str, start: int, count: int) -> None:
    store = EventStore(path) if start else create_event(path, {"name": "crash", "rounds": 9})
    if not start:
        print("ok 0", flush=True)
    for k in range(start, start + count):
        edit(store, k)
        print(f"ok {k + 1}", flush=True)
    store.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
