#!/usr/bin/env python3
"""`make conformance-all`: every archived period in ../shared/data/frbe/ through the real
`elodesk period`, with the rule set chosen from the period's date (no --rules), against the
federation's own results.

A period is a folder ``period-YYYYMM`` holding CHCKLIST.DBF; its previous list is the PLAYER.DBF
of the latest earlier folder (the README's consecutive pairs). Prints per period the % of
previously rated players and of all players with games whose ELO_CALCUL and PART_CALCU equal the
federation's, then the totals. ``--rules NAME`` forces one rule set (to measure an era on
periods outside it); ``-v`` lists mismatches; period names narrow the sweep.
Skips (exit 0) when ../shared is absent.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from conformance import SHARED, compare  # noqa: E402


def periods(root: Path) -> list[tuple[str, str]]:
    """(period, previous) for every folder with games and an earlier list."""
    folders = sorted(p.name for p in root.glob("period-*") if (p / "PLAYER.DBF").exists())
    pairs = []
    for k, name in enumerate(folders):
        if (root / name / "CHCKLIST.DBF").exists() and k > 0:
            pairs.append((name, folders[k - 1]))
    return pairs


def main(argv: list[str]) -> int:
    root = SHARED / "data" / "frbe"
    if not root.exists():
        print(f"conformance-all: {root} absent, skipped")
        return 0
    verbose = "-v" in argv
    rules = None
    if "--rules" in argv:
        rules = argv[argv.index("--rules") + 1]
    wanted = {a for a in argv if a.startswith("period-")}
    rows = []
    for period, previous in periods(root):
        if wanted and period not in wanted:
            continue
        res = compare(period, previous, rules, verbose)
        rows.append((period, previous, res))
    print()
    print("period        previous      rated exact   all exact   K/We per game")
    for period, previous, res in rows:
        print(
            f"{period}  {previous}  {res['rated']:8.2f} %  {res['all']:8.2f} %  "
            f"{res['games']:8.2f} %"
        )
    if rows:
        n = len(rows)
        print(
            f"mean over {n} periods:      {sum(r['rated'] for *_, r in rows) / n:8.2f} %  "
            f"{sum(r['all'] for *_, r in rows) / n:8.2f} %"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
