#!/usr/bin/env python3
"""Benchmarks of Go events (make bench): the EGC 2011 h9 file (648 players, 1 490 rated games,
``../shared/data/h9``) read, opened as a Go event file, and rated with the FFG preview (its
adjustment of starting levels included). Median of 5 runs each."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from elodesk.app.settings import read_event  # noqa: E402
from elodesk.engine.preview import preview  # noqa: E402
from elodesk.io import h9  # noqa: E402
from elodesk.io.h9_event import create_go_event  # noqa: E402
from elodesk.io.store import EventStore  # noqa: E402

SOURCE = ROOT.parent / "shared" / "data" / "h9" / "egc2011.h9"


def median_ms(fn, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> int:
    if not SOURCE.exists():
        print(f"bench_go: {SOURCE} absent, skipped")
        return 0
    data = SOURCE.read_bytes()
    doc = h9.read_bytes(data)
    print(f"h9 read (648 players):            {median_ms(lambda: h9.read_bytes(data)):8.1f} ms")
    print(f"h9 written back byte for byte:    {median_ms(lambda: h9.write_bytes(doc)):8.1f} ms")
    with tempfile.TemporaryDirectory() as tmp:
        n = iter(range(100))
        print(
            "opened as a Go event file:        "
            f"{median_ms(lambda: create_go_event(doc, Path(tmp) / f'e{next(n)}.elodesk')):8.1f} ms"
        )
        store = EventStore(Path(tmp) / "e0.elodesk", read_only=True)
        t = read_event(store)[1]
        store.close()
        pv = preview(t, "ffg")
        assert pv.adjustment is not None
        print(
            f"FFG preview ({pv.adjustment.iterations} iterations):        "
            f"{median_ms(lambda: preview(t, 'ffg')):8.1f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
