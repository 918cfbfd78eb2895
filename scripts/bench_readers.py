#!/usr/bin/env python3
"""Benchmark of every results-file reader and validator on a 5 MB file (make bench; issue #16
item 11: a 7.3 MB 24 lines file took 3 min and a 4.8 MB TRF 3 min 24 s, both quadratic).

Each file is generated here (deterministic), written to a temporary folder and checked through
``app.results.check_file`` — what ``elodesk check`` runs — and, for the JSON of ``rate``, through
``parse_rate_input`` and the FRBE rating. The goal: every one under 2 s of CPU time (the
process's own time: wall time on a shared machine also counts the other processes; both are
printed)."""

from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from elodesk.app.results import check_file  # noqa: E402
from elodesk.engine.systems import get_system  # noqa: E402
from elodesk.io.ratejson import parse_rate_input  # noqa: E402

TARGET = 5_000_000
GOAL = 2.0


def national(size: int = TARGET) -> bytes:
    """A Belgian national file: 7 rounds, half of the players without an ID (the quadratic
    ``any()`` of the ID check), until ``size`` bytes."""
    rounds = 7
    per_line = 99 + 10 * rounds
    n = max(2, size // per_line) // 2 * 2
    head = [
        "00A elodesk",
        "00E 541",
        f"00F P={n} R={rounds} S=2026-10-01 E=2026-10-30 +0 =0 -0",
        "012 Big open",
    ]
    lines = []
    for i in range(1, n + 1):
        opp = i + 1 if i % 2 else i - 1
        colour = "w" if i % 2 else "b"
        res = "1" if i % 2 else "0"
        cells = "".join(f"  {opp:4d} {colour} {res}" for _ in range(rounds))
        pid = f"{10000 + i:>11}" if i % 3 == 0 else " " * 11
        name = f"Player{i:06d}, Jean"
        lines.append(
            f"001 {i:4d}   {'':3}{name:<33} 1500 BEL {pid} 1980/01/01 "
            f"{rounds if i % 2 else 0:4.1f} {i:4d}{cells}"
        )
    return ("\r\n".join(head + lines) + "\r\n").encode("latin-1")


def fide_trf(size: int = TARGET) -> bytes:
    text = national(size).decode("latin-1").replace("00A elodesk\r\n00E 541\r\n", "")
    text = "\r\n".join(ln for ln in text.split("\r\n") if not ln.startswith("00F"))
    return ("012 Big open\r\n" + text.split("\r\n", 1)[1]).encode("latin-1")


def chessman_24(size: int = TARGET, star: bool = False) -> bytes:
    """One 24 lines section grown to ``size`` (what the attack sent: 7.3 MB), games on a
    different day each, players of distinct IDs; with ``star``, White is one player (ID 12345)
    who wins every game, against a different opponent each time (what made the officer's
    merge quadratic: 221 s of CPU for 3.7 MB)."""
    rnd = random.Random(3)
    games = max(1, size // 160)
    out = [
        "Tournoi(s) :",
        "   Club 2026",
        "Fichier : club.618",
        "elodesk",
        "Envoyé par : Marc Dubois",
        "Club : 541(541)",
        "Date de début : 01/01/2026",
        "Date de fin : 31/12/2026",
        f"Nombre TOTAL parties: {games}",
        "Cadence: 90 min + 30 s",
        f"\x0031{min(999, 2 * games):3d} 12026010120261231+{games}=0-{games}",
        " N° Nom                       Matr. Clb Nat  ELO Adv C R   Date       Tournoi-Id",
    ]
    for g in range(games):
        a, b = rnd.sample(range(10000, 99999), 2)
        if star:
            a = 12345
        day = f"{1 + g % 28:02d}/{1 + g // 28 % 12:02d}/2026"
        w, bl = (2 * g + 1) % 1000, (2 * g + 2) % 1000
        out.append(
            f"{w:3d} {'White' + str(a):<25} {a:5d} 541 BEL 1864 {bl:3d} B 1   {day} Club 2026"
        )
        out.append(
            f"{bl:3d} {'Black' + str(b):<25} {b:5d} 541 BEL 1712 {w:3d} N 0   {day} Club 2026"
        )
    return ("\r\n".join(out) + "\r\n").encode("latin-1")


def h9_file(size: int = TARGET) -> bytes:
    rounds = 7
    n = max(2, size // 90) // 2 * 2
    out = ["; EV[Big open]", "; RC[Paris]"]
    for i in range(1, n + 1):
        opp = i + 1 if i % 2 else i - 1
        res = "+" if i % 2 else "-"
        col = "w" if i % 2 else "b"
        cells = " ".join(f"{opp}{res}/{col}0" for _ in range(rounds))
        out.append(f"{i} Player{i:06d} Jean 5k FR Pa {cells}")
    return ("\n".join(out) + "\n").encode("iso-8859-15")


def rate_json(size: int = TARGET) -> bytes:
    n = max(2, size // 75)
    players = [{"id": f"p{i}", "rating": 1500 + i % 700, "games": 50} for i in range(n)]
    games = [{"white": f"p{i}", "black": f"p{i + 1}", "result": "1-0"} for i in range(0, n - 1, 2)]
    return json.dumps({"players": players, "games": games}).encode()


def timed(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - wall, time.process_time() - cpu


CASES = {
    "national .541": ("S_BIG.541", national),
    "FIDE TRF": ("big.trf", fide_trf),
    "24 lines .618": ("big.618", chessman_24),
    "h9": ("big.h9", h9_file),
}


def check_case(folder: Path, label: str, size: int = TARGET) -> tuple[float, float, int, int]:
    """(wall s, CPU s, file size, problems) of ``elodesk check`` on a generated file."""
    name, make = CASES[label]
    path = folder / name
    path.write_bytes(make(size))
    problems, wall, cpu = timed(lambda: check_file(str(path)))
    return wall, cpu, path.stat().st_size, len(problems)


MERGE_SIZE = 3_700_000


def merge_case(folder: Path, size: int = MERGE_SIZE) -> tuple[float, float, int, int]:
    """(wall s, CPU s, file size, rows) of the officer's merge (``app.merge.merge_files``, what
    Files received runs) on a 24 lines file where one player wins every game with White."""
    from elodesk.app.merge import merge_files

    path = folder / "star.618"
    path.write_bytes(chessman_24(size, star=True))
    merged, wall, cpu = timed(lambda: merge_files([path]))
    return wall, cpu, path.stat().st_size, len(merged.rows)


def rate_case(size: int = TARGET) -> tuple[float, float, int, int]:
    data = rate_json(size)

    def run() -> int:
        e, p, g = parse_rate_input(data)
        get_system("frbe").rate(e, p, g)
        return len(p)

    n, wall, cpu = timed(run)
    return wall, cpu, len(data), n


def main() -> int:
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for label in CASES:
            wall, cpu, size, n = check_case(Path(tmp), label)
            worst = max(worst, cpu)
            print(
                f"check {label}: {size / 1e6:.1f} MB, {n} problem(s): CPU {cpu:.2f} s, wall "
                f"{wall:.2f} s ({'OK' if cpu < GOAL else 'TOO SLOW'}, goal < 2 s)"
            )
        wall, cpu, size, n = merge_case(Path(tmp))
        worst = max(worst, cpu)
        print(
            f"officer's merge, one player winning every game with White: {size / 1e6:.1f} MB, "
            f"{n} records: CPU {cpu:.2f} s, wall {wall:.2f} s "
            f"({'OK' if cpu < GOAL else 'TOO SLOW'}, goal < 2 s)"
        )
        wall, cpu, size, n = rate_case()
        worst = max(worst, cpu)
        print(
            f"rate JSON: {size / 1e6:.1f} MB, {n} players: CPU {cpu:.2f} s, wall {wall:.2f} s "
            f"({'OK' if cpu < GOAL else 'TOO SLOW'}, goal < 2 s)"
        )
    return 0 if worst < GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
