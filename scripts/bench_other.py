#!/usr/bin/env python3
"""Benchmarks of the player database (make bench): import of a generated 1.2-million-player
FIDE TXT list and name-prefix search latency."""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from elodesk.io.player_search import PlayerDatabase  # noqa: E402

HEADER = (
    "ID Number      Name                                                         Fed Sex "
    "Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag "
)
SYL = ["an", "be", "ko", "ri", "sa", "mu", "te", "lo", "vi", "de", "ga", "no", "pe", "zu", "ha"]


def fide_txt(path: Path, n: int, seed: int = 7) -> None:
    rnd = random.Random(seed)
    cols = {
        c: HEADER.find(c)
        for c in ("ID Number", "Name", "Fed", "Sex", "Tit", "SRtng", "SGm", "B-day", "Flag")
    }
    with open(path, "w", encoding="latin-1") as fh:
        fh.write(HEADER + "\n")
        for i in range(n):
            name = (
                "".join(rnd.choice(SYL) for _ in range(rnd.randint(2, 4))).capitalize()
                + ", "
                + "".join(rnd.choice(SYL) for _ in range(2)).capitalize()
            )
            line = [" "] * len(HEADER)

            def put(col: str, text: str, line: list[str] = line) -> None:
                p = cols[col]
                line[p : p + len(text)] = text

            put("ID Number", str(100000 + i))
            put("Name", name)
            put("Fed", rnd.choice(["BEL", "FRA", "NED", "GER", "IND"]))
            put("Sex", rnd.choice("MF"))
            put("SRtng", str(rnd.randint(1400, 2800)))
            put("SGm", str(rnd.randint(0, 9)))
            put("B-day", str(rnd.randint(1940, 2015)))
            fh.write("".join(line).rstrip() + "\n")


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        txt = Path(tmp) / "players_list_foa.txt"
        t = time.perf_counter()
        fide_txt(txt, 1_200_000)
        print(
            f"generated a 1 200 000-player FIDE TXT list ({txt.stat().st_size / 1e6:.0f} MB) "
            f"in {time.perf_counter() - t:.1f} s"
        )
        db = PlayerDatabase(Path(tmp) / "players.sqlite")
        t = time.perf_counter()
        n = db.import_fide_txt(txt)
        took = time.perf_counter() - t
        print(
            f"import into SQLite: {n} players in {took:.1f} s "
            f"({'OK' if took < 20 else 'TOO SLOW'}, goal < 20 s)"
        )
        rnd = random.Random(1)
        times = []
        for _ in range(500):
            prefix = rnd.choice(SYL).capitalize() + rnd.choice(SYL)[: rnd.randint(0, 2)]
            t = time.perf_counter()
            db.search(prefix, limit=20)
            times.append((time.perf_counter() - t) * 1000)
        times.sort()
        print(
            f"name-prefix search, 500 queries: median {statistics.median(times):.2f} ms, "
            f"95th {times[474]:.2f} ms, max {times[-1]:.2f} ms (goal < 20 ms)"
        )
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
