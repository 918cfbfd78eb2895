#!/usr/bin/env python3
"""One Swiss round paired through the whole path (make bench): event file → engine → round saved.

For 100, 300 and 500 players, a 9-round open in a real event file (SQLite) with rounds 1–4
played (seeded results by rating; each earlier round paired by the engine itself, so the
history is a real Dutch one), two requested half-point byes and a withdrawal; then round 5 as the desk pairs it: ``plan`` (read the event), ``compute`` (the
Dutch engine), ``save`` (one transaction). Prints the wall time of each part; the goals of
issue 19 are ≤ 3 s at 300 players and ≤ 10 s at 500.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from elodesk.app import pairing as service  # noqa: E402
from elodesk.engine.model import Pairing, Result  # noqa: E402
from elodesk.io.store import create_event  # noqa: E402

GOALS = {300: 3.0, 500: 10.0}


def result_for(rng: random.Random, rw: int, rb: int) -> Result:
    expected = 1 / (1 + 10 ** ((rb - rw) / 400))
    x = rng.random()
    if x < expected * 0.8:
        return Result.WHITE_WINS
    if x < expected * 0.8 + 0.2:
        return Result.DRAW
    return Result.BLACK_WINS


def build(path: Path, n: int, seed: int = 19) -> None:
    rng = random.Random(seed)
    store = create_event(path, {"name": f"Open {n}", "type": "open", "rounds": 9})
    ratings = sorted((rng.randint(1100, 2600) for _ in range(n)), reverse=True)
    for i, r in enumerate(ratings, start=1):
        store.add_player(name=f"Player {i:03d}", rating=r, fide_rating=r)
    rating = dict(enumerate(ratings, start=1))
    for rnd in range(1, 5):
        p = service.plan(store)
        paired = service.compute(p)
        service.save(store, p, paired)
        for w, b in paired.boards:
            store.set_result(rnd, w, b, result_for(rng, rating[w], rating[b]))
    # round 5: two half-point byes requested, one withdrawal
    store.set_pairings([Pairing(5, 7, 0, bye="H"), Pairing(5, n // 2, 0, bye="H")])
    store.update_player(n - 3, withdrawn=1)
    store.close()


def main() -> int:
    from elodesk.io.store import EventStore

    failed = False
    print("pairing: one round (round 5 of 9) through the whole path, wall time")
    for n in (100, 300, 500):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "open.elodesk"
            build(path, n)
            store = EventStore(path)
            t0 = time.perf_counter()
            p = service.plan(store)
            t1 = time.perf_counter()
            paired = service.compute(p)
            t2 = time.perf_counter()
            service.save(store, p, paired)
            t3 = time.perf_counter()
            saved = [g for g in store.pairings() if g.round == 5 and (g.black or g.bye == "U")]
            store.close()
        total = t3 - t0
        goal = GOALS.get(n)
        verdict = (
            ""
            if goal is None
            else f" (goal ≤ {goal:.0f} s: {'met' if total <= goal else 'MISSED'})"
        )
        failed |= goal is not None and total > goal
        print(
            f"  {n:3d} players: {total:6.2f} s  (read {t1 - t0:.2f}, engine {t2 - t1:.2f}, "
            f"save {t3 - t2:.2f}; {len(saved)} rows saved){verdict}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
