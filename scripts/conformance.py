#!/usr/bin/env python3
"""Conformance of `elodesk period` with the federation's own results on the shared periods.

For each period: copies PLAYER.DBF and CHCKLIST.DBF with the computed columns blanked, runs the
real command, and compares ELO_CALCUL/PART_CALCU (PLAYER) and K/ESPERANCE (CHCKLIST) with the
federation's. Players whose Belgian rating is their FIDE rating are counted apart.
Skips (exit 0) when ../shared is absent.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SHARED = Path(os.environ.get("ELODESK_SHARED", ROOT.parent / "shared"))

from elodesk.engine.frbe_lists import grid_files, is_foreign  # noqa: E402
from elodesk.io.dbf import DbfTable  # noqa: E402

PERIODS = [
    ("period-200907", "period-200901", "frbe-2008"),
    ("period-201001", "period-200907", "frbe-2008"),
    ("period-202201", "period-202110", "frbe-2022"),
]
PLAYER_COMPUTED = ("ELO_CALCUL", "PART_CALCU", "GAIN", "MODIFY_ELO")
GAME_COMPUTED = ("NB_PARTIES", "NO_RUN", "K_NB_PART", "ESPERANCE")


def blank(
    src: Path,
    dst: Path,
    names: tuple[str, ...],
    unrated: set[int] | None = None,
    list_rating: dict[int, int] | None = None,
) -> None:
    t = DbfTable.open(src)
    for n in names:
        if t.has(n):
            t.set_column(n, [None] * t.count)
    if unrated is not None:
        # VAL_ADVERS is input only where ADVERS is 0 (an opponent outside the list) and, in a
        # grid with simulated ratings, for an opponent unrated at the start
        # (engine.frbe_lists.is_grid; ``list_rating``: the period's ELO_PRECE, which tells the
        # run's own values from a club's simulated ones, frbe_lists.simulated_value)
        adv, val, files = t.column("ADVERS"), t.column("VAL_ADVERS"), t.column("FILE_CH")
        ratings = list_rating or {}
        grids = grid_files(
            files, val, [a in unrated for a in adv], [ratings.get(a, 0) for a in adv]
        )
        t.set_column(
            "VAL_ADVERS",
            [
                v if (not a or (a in unrated and f in grids)) else None
                for a, v, f in zip(adv, val, files, strict=False)
            ],
        )
    t.save(dst)


def compare(period: str, previous: str, rules: str | None, verbose: bool) -> dict[str, float]:
    """Run one period through the real command (``rules`` None: the era chosen from the date)
    and compare with the federation's values; the percentages of players exact."""
    src = SHARED / "data" / "frbe" / period
    prev = SHARED / "data" / "frbe" / previous / "PLAYER.DBF"
    with tempfile.TemporaryDirectory() as tmp:
        tmpd = Path(tmp)
        blank(src / "PLAYER.DBF", tmpd / "PLAYER.DBF", PLAYER_COMPUTED)
        prev_t = DbfTable.open(prev)
        unrated = {
            m
            for m, g in zip(prev_t.column("MATRICULE"), prev_t.column("PART_CALCU"), strict=False)
            if (g or 0) < 20
        }
        cur_t = DbfTable.open(src / "PLAYER.DBF")
        list_rating = {
            m: e or 0
            for m, e in zip(cur_t.column("MATRICULE"), cur_t.column("ELO_PRECE"), strict=False)
        }
        blank(src / "CHCKLIST.DBF", tmpd / "CHCKLIST.DBF", GAME_COMPUTED, unrated, list_rating)
        out = tmpd / "out"
        proc = subprocess.run(
            [
                sys.executable,
                "-m",
                "elodesk.cli",
                "period",
                "--players",
                str(tmpd / "PLAYER.DBF"),
                "--previous",
                str(prev),
                "--games",
                str(tmpd / "CHCKLIST.DBF"),
                *(["--rules", rules] if rules else []),
                "--out",
                str(out),
            ],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
        if proc.returncode:
            print(proc.stderr)
            raise SystemExit(1)
        print(f"{period}: {proc.stdout.strip()}")
        if verbose and proc.stderr.strip():
            print(proc.stderr.rstrip())
        mine = DbfTable.open(out / "PLAYER.DBF")
        mine_g = DbfTable.open(out / "CHCKLIST.DBF")
    fed = DbfTable.open(src / "PLAYER.DBF")
    fed_g = DbfTable.open(src / "CHCKLIST.DBF")
    prev_t = DbfTable.open(prev)
    prev_part = dict(zip(prev_t.column("MATRICULE"), prev_t.column("PART_CALCU"), strict=False))
    with_games = set(fed_g.column("JOUEUR"))
    cols = {
        n: fed.column(n) if fed.has(n) else [None] * fed.count
        for n in (
            "MATRICULE",
            "ELO_CALCUL",
            "PART_CALCU",
            "FEDERATION",
            "MODIFY_ELO",
            "ELO_PRECE",
            "PART_PRECE",
            "NATFIDE",
        )
    }
    m_elo, m_part = mine.column("ELO_CALCUL"), mine.column("PART_CALCU")
    deleted = fed.deleted()
    stats = Counter()
    causes = Counter()
    examples: dict[str, list] = {}
    for i, mid in enumerate(cols["MATRICULE"]):
        if deleted[i] or mid not in with_games:
            continue
        foreign = (
            is_foreign(cols["FEDERATION"][i], cols["NATFIDE"][i]) or cols["MODIFY_ELO"][i] == 9
        )
        was_rated = (prev_part.get(mid) or 0) >= 20
        ok = m_elo[i] == cols["ELO_CALCUL"][i] and m_part[i] == cols["PART_CALCU"][i]
        if foreign:
            stats["foreign"] += 1
            stats["foreign_ok"] += ok
            continue
        stats["all"] += 1
        stats["all_ok"] += ok
        if was_rated:
            stats["rated"] += 1
            stats["rated_ok"] += ok
        if not ok:
            kind = "rated" if was_rated else "unrated-before"
            what = "games" if m_part[i] != cols["PART_CALCU"][i] else "rating"
            cause = f"{kind}: {what} differ"
            causes[cause] += 1
            examples.setdefault(cause, []).append(
                (
                    mid,
                    cols["ELO_PRECE"][i],
                    cols["PART_PRECE"][i],
                    cols["ELO_CALCUL"][i],
                    m_elo[i],
                    cols["PART_CALCU"][i],
                    m_part[i],
                )
            )
    # per-game K and ESPERANCE on the records the federation numbered
    fk, fe, fn = fed_g.column("K_NB_PART"), fed_g.column("ESPERANCE"), fed_g.column("NB_PARTIES")
    mk, me = mine_g.column("K_NB_PART"), mine_g.column("ESPERANCE")
    games_ok = sum(
        1 for a, b, c, d, n in zip(fk, mk, fe, me, fn, strict=False) if n and a == b and c == d
    )
    games_n = sum(1 for n in fn if n)
    res = {
        "rated": 100 * stats["rated_ok"] / max(stats["rated"], 1),
        "all": 100 * stats["all_ok"] / max(stats["all"], 1),
        "games": 100 * games_ok / max(games_n, 1),
    }
    print(
        f"  previously rated players with games: {stats['rated_ok']}/{stats['rated']} = "
        f"{res['rated']:.2f} % exact (ELO_CALCUL and PART_CALCU)"
    )
    print(
        f"  all players with games:               {stats['all_ok']}/{stats['all']} = "
        f"{res['all']:.2f} % exact"
    )
    print(
        f"  foreign players (FIDE rating, counted apart): {stats['foreign_ok']}/"
        f"{stats['foreign']} equal anyway"
    )
    print(
        f"  per-game K and ESPERANCE equal on {games_ok}/{games_n} numbered records = "
        f"{res['games']:.2f} %"
    )
    for cause, n in causes.most_common():
        print(f"  mismatch — {cause}: {n}")
        if verbose:
            for ex in examples[cause][:8]:
                print("     id, ELO_PRECE, PART_PRECE, fed ELO, ours, fed PART, ours:", ex)
    return res


def main() -> int:
    if not (SHARED / "data" / "frbe").exists():
        print(f"conformance: {SHARED}/data/frbe absent, skipped")
        return 0
    verbose = "-v" in sys.argv
    for period, previous, rules in PERIODS:
        compare(period, previous, rules, verbose)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
