"""`elodesk pair --system dutch IN.trf --round N` through the real command.

Expectations: the reference corpus (``shared/pairing/dutch-2025``, paired by bbpPairings
v6.0.0) and small rounds worked by hand from C.04.3 (2025) and C.04.5.1 in the comments.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from elodesk.io import trf
from tests.conftest import shared_path


def pair(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "pair", "--system", "dutch", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def parse_bbp(text: str) -> tuple[set[tuple[int, int]], int]:
    lines = text.split("\n")
    count = int(lines[0])
    pairs = {tuple(int(x) for x in ln.split()) for ln in lines[1 : 1 + count]}
    return {p for p in pairs if p[1]}, count  # type: ignore[misc]


def cut_file(src: Path, rnd: int, newline: str) -> str:
    """A corpus file cut after round ``rnd - 1`` (requested byes of ``rnd`` kept), with ``142``."""
    lines = src.read_text().splitlines()
    out = [ln for ln in lines if not ln.startswith("001")]
    rounds = max((len(ln) - 89) // 10 for ln in lines if ln.startswith("001"))
    out.append(f"142 {rounds}")
    for ln in lines:
        if not ln.startswith("001"):
            continue
        cells = [ln[91 + 10 * k : 99 + 10 * k] for k in range(rounds)]
        keep = cells[: rnd - 1]
        if cells[rnd - 1].startswith("0000") and cells[rnd - 1][7] in "HZF":
            keep.append(cells[rnd - 1])
        out.append(ln[:89] + "".join("  " + c for c in keep))
    return newline.join(out) + newline


def test_corpus_round_cr_only_file(tmp_path):
    # s900001 round 4 as bbpPairings paired it; the file written with CR-only line ends, as
    # bbpPairings writes them (the reader used to see 0 players in such a file).
    src = shared_path("pairing", "dutch-2025", "s900001.trf")
    path = tmp_path / "in.trf"
    path.write_bytes(cut_file(src, 4, "\r").encode("ascii"))
    proc = pair(str(path), "--round", "4", "--out", str(tmp_path / "out.txt"))
    assert proc.returncode == 0, proc.stderr
    got, count = parse_bbp((tmp_path / "out.txt").read_text())
    t = trf.read_file(str(src)).tournament
    want = {(g.white, g.black) for g in t.pairings if g.round == 4 and g.black}
    assert got == want
    byes = [g.white for g in t.pairings if g.round == 4 and g.black == 0 and g.bye == "U"]
    assert count == len(want) + len(byes)


def _trf(extra: list[str], players: int = 8) -> str:
    lines = ["012 Hand-made", "142 5", "152 W", *extra]
    for n in range(1, players + 1):
        lines.append(f"001 {n:4d}      Player {n:<26} {2400 - 10 * n:4d}")
    return "\r\n".join(lines) + "\r\n"


def test_round_one_without_options(tmp_path):
    # C.04.3 round 1, 8 players: S1 = 1-4, S2 = 5-8, 1-5 2-6 3-7 4-8; colours by E.5: the
    # higher-ranked player of each board gets W when his pairing number is odd (152 W).
    (tmp_path / "a.trf").write_text(_trf([]))
    proc = pair(str(tmp_path / "a.trf"), "--round", "1")
    assert proc.returncode == 0, proc.stderr
    assert parse_bbp(proc.stdout)[0] == {(1, 5), (6, 2), (3, 7), (8, 4)}


def test_forbidden_pair_xxp(tmp_path):
    # 1-5 forbidden: the first transposition of S2 that avoids it is 6 5 7 8 (round 1 has no
    # colour preference, so no later candidate is better): 1-6 2-5 3-7 4-8, colours by E.5.
    (tmp_path / "a.trf").write_text(_trf(["XXP 1 5"]))
    proc = pair(str(tmp_path / "a.trf"), "--round", "1")
    assert proc.returncode == 0, proc.stderr
    assert parse_bbp(proc.stdout)[0] == {(1, 6), (5, 2), (3, 7), (8, 4)}


def test_forbidden_pair_260_same_answer(tmp_path):
    (tmp_path / "a.trf").write_text(_trf(["260   1   5    1    5"]))
    proc = pair(str(tmp_path / "a.trf"), "--round", "1")
    assert proc.returncode == 0, proc.stderr
    assert parse_bbp(proc.stdout)[0] == {(1, 6), (5, 2), (3, 7), (8, 4)}


def test_baku_from_192(tmp_path):
    # C.04.5.1: GA = 2 * ceil(8 / 4) = 4 players; 5 rounds → 3 accelerated, 1 virtual point in
    # rounds 1-2. Round 1: bracket {1,2,3,4} (1 point) pairs 1-3 2-4, bracket {5..8} 5-7 6-8;
    # colours by E.5 (odd pairing number of the higher-ranked player: W).
    (tmp_path / "a.trf").write_text(_trf(["192 FIDE_DUTCH_BAKU"]))
    proc = pair(str(tmp_path / "a.trf"), "--round", "1")
    assert proc.returncode == 0, proc.stderr
    assert parse_bbp(proc.stdout)[0] == {(1, 3), (4, 2), (5, 7), (8, 6)}


def test_requested_bye_and_xxc(tmp_path):
    # Player 8 asks for a half-point bye in round 1 (0000 - H): 7 players are paired,
    # S1 = 1-3, S2 = 4-7 → 1-4 2-5 3-6, and 7 gets the pairing-allocated bye. XXC black1: the
    # first colour is B, so player 1 (odd) gets Black.
    text = _trf(["XXC black1"]).replace("152 W\r\n", "")
    lines = text.split("\r\n")
    lines = [ln.ljust(89) + "  0000 - H" if ln.startswith("001    8") else ln for ln in lines]
    (tmp_path / "a.trf").write_text("\r\n".join(lines))
    proc = pair(str(tmp_path / "a.trf"), "--round", "1")
    assert proc.returncode == 0, proc.stderr
    pairs, count = parse_bbp(proc.stdout)
    assert pairs == {(4, 1), (2, 5), (6, 3)}
    assert proc.stdout.split("\n")[4] == "7 0"
    assert count == 4


def test_bad_inputs_one_line(tmp_path):
    (tmp_path / "a.trf").write_text(_trf([]).replace("142 5\r\n", ""))
    proc = pair(str(tmp_path / "a.trf"), "--round", "1")
    assert proc.returncode == 2 and proc.stdout == ""
    assert "a.trf: no number of rounds (record 142 or XXR)" in proc.stderr
    (tmp_path / "b.trf").write_text(_trf(["XXP 1 99"]))
    proc = pair(str(tmp_path / "b.trf"), "--round", "1")
    assert proc.returncode == 2 and "record XXP: player 99 is not in the file" in proc.stderr
    proc = pair(str(tmp_path / "b.trf"), "--round", "1", "--out", str(tmp_path / "b.trf"))
    assert proc.returncode == 2
    proc = pair(str(tmp_path / "a.trf"), "--round", "9")
    assert proc.returncode == 2
