#!/usr/bin/env python3
"""Latency of the live rating preview (make bench): a 300-player, 9-round open, one result
typed at a time through the desk's controller; prints what the director waits for after a key:
the write, the reload of the event, the FRBE and FIDE previews and the standings; then the same
with the desk's table models attached (players, round, standings, preview, fictitious), which is
what a keystroke costs on the screen."""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from elodesk.engine.model import Pairing, Result  # noqa: E402
from elodesk.io.store import create_event  # noqa: E402


def report(what: str, games: int, times: list[float], cpu: list[float]) -> None:
    """Wall-clock time (what the director waits), and this process's CPU time per result
    (steadier on a machine shared with other work)."""
    times.sort()
    cpu.sort()
    print(
        f"{what}, 300 players, 9 rounds ({games} games), {len(times)} "
        f"results typed: median {statistics.median(times):.1f} ms, 95th "
        f"{times[int(len(times) * 0.95) - 1]:.1f} ms, max {times[-1]:.1f} ms "
        f"(goal: within 50 ms); CPU median {statistics.median(cpu):.1f} ms, 95th "
        f"{cpu[int(len(cpu) * 0.95) - 1]:.1f} ms"
    )


def main() -> int:
    from elodesk.ui.app import create_app
    from elodesk.ui.controller import EventController
    from elodesk.ui.models import (
        FictitiousModel,
        PairingsModel,
        PlayersModel,
        PreviewModel,
        StandingsModel,
    )

    create_app()
    rnd = random.Random(9)
    with tempfile.TemporaryDirectory() as tmp:
        store = create_event(
            Path(tmp) / "open.elodesk",
            {"name": "Big open", "type": "open", "rounds": 9, "fide_rated": True},
        )
        for i in range(300):
            rated = rnd.random() > 0.1
            store.add_player(
                name=f"Player {i:03d}",
                id=str(20000 + i),
                rating=rnd.randint(1150, 2500) if rated else 0,
                games=rnd.randint(20, 600) if rated else rnd.randint(0, 15),
            )
        rows = []
        for r in range(1, 10):
            order = list(range(1, 301))
            rnd.shuffle(order)
            for w, b in zip(order[::2], order[1::2], strict=False):
                res = rnd.choice([Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS])
                rows.append(Pairing(r, w, b, res if r < 9 else None))
        store.set_pairings(rows)
        ctl = EventController(store)
        ctl.preview()
        last = [g for g in rows if g.round == 9]
        times, cpu = [], []
        for g in last:
            t, c = time.perf_counter(), time.process_time()
            ctl.set_result(g, rnd.choice([Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS]))
            ctl.preview("frbe")
            ctl.preview("fide")
            ctl.standings()
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        report("preview latency", len(rows), times, cpu)
        models = [
            PlayersModel(ctl),
            PairingsModel(ctl),
            StandingsModel(ctl),
            PreviewModel(ctl),
            FictitiousModel(ctl),
        ]
        models[1].set_round(9)
        for g in last:  # round 9 open again (not measured), so that only its end is backed up
            ctl.set_result(ctl.game_between(g.white, g.black, white=g.white), None)
        times, cpu = [], []
        for g in last:
            t, c = time.perf_counter(), time.process_time()
            ctl.set_result(g, rnd.choice([Result.WHITE_WINS, Result.DRAW, Result.BLACK_WINS]))
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        report("with the desk's models", len(rows), times, cpu)
        store.close()
    return 0


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # skip PySide6's interpreter-shutdown cleanup (not what is measured)
