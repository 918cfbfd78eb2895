"""The FFG adjustment of starting levels on real events, under each reading of the seed.

    .venv/bin/python scripts/ffg_adjustment.py [FILE.h9 ...]    (default: ../shared/data/h9/*.h9)

For every OpenGotha file: players and rated games, then per reading (the former one, the one
kept, and the two in between) and per way players are entered (every player known, level from
his rank; or by rank only, unknown): iterations, whether it settled, how many starting levels
moved, and the smallest and largest change. Issue 18's before/after figures come from here.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from elodesk.engine import ffg  # noqa: E402
from elodesk.engine.model import Game  # noqa: E402
from elodesk.io import h9  # noqa: E402

BEFORE = replace(
    ffg.RULES, cumulative=True, threshold_at_registration=False, epsilon_at_registration=False
)
READINGS = {
    "before: cumulative": BEFORE,
    "cumulative, threshold at registration": replace(BEFORE, threshold_at_registration=True),
    "cumulative, convergence on starts": replace(BEFORE, convergence_on_start=True),
    "once from registration, eps at start": replace(ffg.RULES, epsilon_at_registration=False),
    "once, convergence on starts": replace(ffg.RULES, convergence_on_start=True),
    "after: once, eps at registration": ffg.RULES,
}


def event(path: Path) -> tuple[dict[str, float], list[Game]]:
    t = h9.read_bytes(path.read_bytes()).tournament
    levels = {str(p.number): ffg.rank_to_level(p.title) for p in t.players}
    games = [
        Game(str(g.white), str(g.black), g.result, g.round, g.handicap)
        for g in t.pairings
        if g.black and g.result is not None and g.result.rated
    ]
    return levels, games


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or sorted((ROOT.parent / "shared" / "data" / "h9").glob("*.h9"))
    for path in paths:
        old, games = event(path)
        print(f"{path.name}: {len(old)} players, {len(games)} rated games")
        for entered, is_known in (("known", True), ("rank only", False)):
            known = dict.fromkeys(old, is_known)
            for label, rules in READINGS.items():
                adj = ffg.adjust(old, known, games, 1.0, rules)
                new = {k: adj.start[k] + adj.delta[k] for k in old}
                moved = sum(1 for k in old if abs(adj.start[k] - old[k]) > 1e-9)
                changes = [new[k] - old[k] for k in old]
                print(
                    f"  {entered:9} {label:38} iterations {adj.iterations:3}"
                    f"{'' if adj.settled else ' (cap)':6} starts moved {moved:3}"
                    f"  changes {min(changes):+6.0f} … {max(changes):+6.0f}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
