#!/usr/bin/env python3
"""Benchmark of the standings (make bench): elodesk's tie-breaks against FIDE's checker
(gacrux, when installed: it is a test dependency) on the tournaments of
``../shared/pairing/dutch-2025`` — the measurement behind keeping elodesk's own
implementation (issue 17): the desk recomputes the standings after every result typed.

Prints, for the same 19 tie-breaks under the 2024 rules, the median and the largest time per
tournament of each, and the median for the largest tournaments (150-260 players).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from elodesk.engine.scoring import Edition, StandingsRules  # noqa: E402
from elodesk.engine.standings import standings  # noqa: E402
from elodesk.io import trf  # noqa: E402

CODES = (
    "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "SB", "SB/C1", "KS", "ARO", "ARO/C1", "ARO/C2",
    "TPR", "PS", "PS/C1", "WIN", "WON", "BPG", "BWG", "GE",
)  # fmt: skip


def main() -> int:
    shared = Path(os.environ.get("ELODESK_SHARED", ROOT.parent / "shared"))
    folder = shared / "pairing" / "dutch-2025"
    files = sorted(folder.glob("*.trf"))
    if not files:
        print(f"bench_tiebreaks: {folder} not available, skipped")
        return 0
    try:
        from gacrux import tiebreak, trf2json
    except ImportError:
        tiebreak = trf2json = None
    rules = StandingsRules(tiebreaks=CODES, edition=Edition.FIDE_2024)
    usual = StandingsRules(edition=Edition.FIDE_2024)  # SB, WIN, DE: the desk's default
    ours: list[tuple[int, float]] = []
    default: list[tuple[int, float]] = []
    theirs: list[tuple[int, float]] = []
    for path in files:
        text = path.read_text(encoding="latin-1")
        t = trf.parse(text).tournament
        t0 = time.perf_counter()
        standings(t, rules=rules)
        ours.append((len(t.players), time.perf_counter() - t0))
        t0 = time.perf_counter()
        standings(t, rules=usual)
        default.append((len(t.players), time.perf_counter() - t0))
        if tiebreak is not None:
            chessfile = trf2json.trf2json()
            chessfile.parse_file(text, False)
            tm = chessfile.get_tournament(1)
            asked = [f"{c}/V1" if c[:2] in ("BH", "SB") else c for c in CODES]
            params = {"tiebreak": ["PTS", *asked], "check": False, "unrated": None, "swiss": True}
            t0 = time.perf_counter()
            tiebreak.tiebreak(tm, -1, params).compute_tiebreaks(tm, params)
            theirs.append((len(t.players), time.perf_counter() - t0))

    def show(name: str, times: list[tuple[int, float]], what: str = "19 tie-breaks") -> None:
        ms = [1000 * s for _, s in times]
        big = [1000 * s for n, s in times if n >= 150]
        print(
            f"{name:8} {len(ms)} tournaments, {what}: median {statistics.median(ms):6.1f} ms,"
            f" max {max(ms):6.1f} ms; 150-260 players: median {statistics.median(big):6.1f} ms"
        )

    show("elodesk", default, "SB WIN DE")
    show("elodesk", ours)
    if theirs:
        show("gacrux", theirs)
    else:
        print("gacrux not installed (pip install -e '.[test]'): no comparison")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
