"""`elodesk rate --results-file`: the FRBE rating of an event as the federation computes it from
the national file (the default) or from the 24 lines file, through the real command and the same
engine call as the desk's preview (``FrbeSystem.rate_event``).

The event is seed 003's "Attribution d'un ELO fictif" worked by hand in
tests/engine/test_preview_cases.py (frbe-2008 rules, seed 000): a round robin, r1 1800 and r2
1700 (300 games, K 16), u unrated; u beats r1, draws r2; r1–r2 drawn. u's fictitious rating is
1.5 of 2 against a mean of 1750, p .75, D(.75) = +193 → 1943.
- 24 lines file: r1 loses to 1943 (−143, We .31) and draws 1700 (+100, We .64):
  1800 + 16 · (0.5 − 0.95) = 1792.8 → 1793;
- national file: u, with 2 games, stays unrated (20 games in frbe-2008), so r1 keeps his draw
  with 1700 only: 1800 + 16 · (0.5 − 0.64) = 1797.76 → 1798.
"""

from __future__ import annotations

import json
import subprocess
import sys

DOC = {
    "event": {"name": "RR", "type": "round-robin"},
    "players": [
        {"id": "1", "rating": 1800, "games": 300},
        {"id": "2", "rating": 1700, "games": 300},
        {"id": "3", "rating": 0, "games": 0},
    ],
    "games": [
        {"white": "3", "black": "1", "result": "1-0", "round": 1},
        {"white": "2", "black": "3", "result": "1/2-1/2", "round": 2},
        {"white": "1", "black": "2", "result": "1/2-1/2", "round": 3},
    ],
}


def rate(*extra: str) -> subprocess.CompletedProcess:
    args = [sys.executable, "-m", "elodesk.cli", "rate", "--system", "frbe", "--rules"]
    args += ["frbe-2008", *extra, "-"]
    return subprocess.run(args, input=json.dumps(DOC).encode(), capture_output=True, timeout=60)


def new_of(proc: subprocess.CompletedProcess) -> dict[str, int | None]:
    assert proc.returncode == 0, proc.stderr.decode()
    return {p["id"]: p["new"] for p in json.loads(proc.stdout)["players"]}


def test_the_national_file_is_the_default():
    assert new_of(rate())["1"] == new_of(rate("--results-file", "national"))["1"] == 1798


def test_the_24_lines_file_counts_at_the_fictitious_rating():
    assert new_of(rate("--results-file", "chessman"))["1"] == 1793


def test_other_systems_have_no_results_files():
    args = [sys.executable, "-m", "elodesk.cli", "rate", "--system", "fide"]
    proc = subprocess.run(
        [*args, "--results-file", "national", "-"],
        input=json.dumps(DOC).encode(),
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.decode().strip() == (
        "elodesk rate: --results-file: the fide system has no results files"
    )
