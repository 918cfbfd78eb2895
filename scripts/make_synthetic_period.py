#!/usr/bin/env python3
"""Generate a synthetic FRBE period: PLAYER.DBF, a previous PLAYER.DBF and CHCKLIST.DBF.

    python scripts/make_synthetic_period.py OUT_DIR [--players 100000] [--games 500000]

The files use the federation's 2010 layouts (PLAYER: NOM_PRENOM C25, CLUB N3; CHCKLIST with
LIGNE, FILE_CH and ETRANGER); each game is two records, sorted by player as the federation's
files are. About 8 % of the players are unrated, with a history of 0–19 games.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from elodesk.io.chcklist import CHCKLIST_2010  # noqa: E402
from elodesk.io.dbf import DbfTable  # noqa: E402
from elodesk.io.player_list import player_layout  # noqa: E402

PLAYER_FIELDS = player_layout("2010")
GAME_FIELDS = CHCKLIST_2010


def generate(out: Path, n_players: int, n_games: int, seed: int = 2010) -> None:
    rnd = random.Random(seed)
    out.mkdir(parents=True, exist_ok=True)
    ids = list(range(10001, 10001 + n_players))
    rating, games, hist_sum, hist_score = [], [], [], []
    for _ in ids:
        if rnd.random() < 0.08:
            g = rnd.randint(0, 19)
            rating.append(0)
            games.append(g)
            hist_sum.append(g * rnd.randint(1200, 1900))
            hist_score.append(rnd.randint(0, 2 * g) / 2)
        else:
            rating.append(rnd.randint(1150, 2500))
            games.append(rnd.randint(20, 900))
            hist_sum.append(0)
            hist_score.append(0.0)
    names = [f"PLAYER {i:06d} SYNTH" for i in ids]
    for target, elo_col, part_col in (
        ("PREVIOUS.DBF", "ELO_CALCUL", "PART_CALCU"),
        ("PLAYER.DBF", "ELO_PRECE", "PART_PRECE"),
    ):
        t = DbfTable.create(PLAYER_FIELDS, n_players)
        t.set_column("MATRICULE", ids)
        t.set_column("NOM_PRENOM", names)
        t.set_column("CLUB", [rnd.randint(1, 999) for _ in ids])
        t.set_column("FEDERATION", [rnd.choice("VFD") for _ in ids])
        t.set_column(elo_col, rating)
        t.set_column(part_col, games)
        if target == "PREVIOUS.DBF":
            t.set_column("ADVERSAIRE", hist_sum)
            t.set_column("PERFORMAN", hist_score)
        else:
            t.set_column("ELO_PRECE", rating)
            t.set_column("PART_PRECE", games)
        t.save(out / target)
    pairs = []
    start = dt.date(2009, 7, 1)
    for g in range(n_games):
        a, b = rnd.randrange(n_players), rnd.randrange(n_players - 1)
        if b >= a:
            b += 1
        res = rnd.choice((1, 5, 0))
        date = start + dt.timedelta(days=rnd.randrange(180))
        pairs.append((a, b, res, date, g))
    rows = []
    for a, b, res, date, g in pairs:
        rows.append((a, b, res, date, g, "W"))
        rows.append((b, a, {1: 0, 0: 1, 5: 5}[res], date, g, "B"))
    rows.sort(key=lambda r: (r[0], r[3], r[4]))
    n = len(rows)
    t = DbfTable.create(GAME_FIELDS, n)
    t.set_column("JOUEUR", [ids[r[0]] for r in rows])
    t.set_column("ADVERS", [ids[r[1]] for r in rows])
    t.set_column("RESULTAT", [r[2] for r in rows])
    t.set_column("DATE", [r[3] for r in rows])
    t.set_column("LIGNE", [2 * r[4] + (r[5] == "B") for r in rows])
    t.set_column("WH_BL", [r[5] for r in rows])
    t.set_column("EXPEDIT", [(r[4] % 900) + 1 for r in rows])
    t.set_column("FILE_CH", [f"SYNTH{r[4] // 400:05d}.{(r[4] % 900) + 1:03d}" for r in rows])
    t.set_column("ETRANGER", [names[r[1]] for r in rows])
    t.save(out / "CHCKLIST.DBF")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--players", type=int, default=100_000)
    ap.add_argument("--games", type=int, default=500_000)
    args = ap.parse_args()
    generate(Path(args.out), args.players, args.games)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
