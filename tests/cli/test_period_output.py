"""`elodesk period --out`: never over an input or an existing file without --force, both files
or neither even when killed between the renames, clear messages for a folder under a file, a
read-only mount and a full disk (issue #16 items 1, 2 and 9), outputs with the user's umask."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.app.period import load_period
from elodesk.io.dbf import DbfTable
from elodesk.io.outputs import MANIFEST, STAGING, IncompleteSet
from tests.cli.test_period_cli import _tiny, period
from tests.mounts import read_only, tmpfs

ROOT = Path(__file__).resolve().parents[2]


def _run(players: Path, games: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    return period("--players", str(players), "--games", str(games), "--out", str(out), *extra)


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def test_out_is_the_inputs_folder_refused_even_with_force(tmp_path):
    players, games = _tiny(tmp_path)
    before = _snapshot(tmp_path)
    for extra in ((), ("--force",)):
        proc = _run(players, games, tmp_path, *extra)
        assert proc.returncode == 2, proc.stderr
        assert "is an input of the command" in proc.stderr and "Traceback" not in proc.stderr
        assert _snapshot(tmp_path) == before  # the input DBFs are untouched


def test_existing_outputs_need_force(tmp_path):
    players, games = _tiny(tmp_path)
    out = tmp_path / "out"
    assert _run(players, games, out).returncode == 0
    first = _snapshot(out)
    proc = _run(players, games, out)
    assert proc.returncode == 2 and "add --force to replace it" in proc.stderr
    assert _snapshot(out) == first
    assert _run(players, games, out, "--force").returncode == 0
    assert sorted(p.name for p in out.iterdir()) == sorted(["CHCKLIST.DBF", MANIFEST, "PLAYER.DBF"])


def test_chcklist_a_folder_nothing_replaced(tmp_path):
    players, games = _tiny(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (out / "PLAYER.DBF").write_bytes(b"the officer's own file")
    (out / "CHCKLIST.DBF").mkdir()
    proc = _run(players, games, out, "--force")
    assert proc.returncode == 2, proc.stderr
    assert "CHCKLIST.DBF: is a folder, not a file" in proc.stderr
    assert (out / "PLAYER.DBF").read_bytes() == b"the officer's own file"
    assert sorted(p.name for p in out.iterdir()) == ["CHCKLIST.DBF", "PLAYER.DBF"]


def test_out_under_a_file(tmp_path):
    players, games = _tiny(tmp_path)
    (tmp_path / "notes.txt").write_text("x")
    proc = _run(players, games, tmp_path / "notes.txt" / "out")
    assert proc.returncode == 2
    assert "notes.txt is a file, not a folder" in proc.stderr and "Traceback" not in proc.stderr


def test_out_on_a_read_only_mount(tmp_path):
    players, games = _tiny(tmp_path)
    out = tmp_path / "ro"
    out.mkdir()
    with read_only(out):
        proc = _run(players, games, out)
        assert proc.returncode == 2, proc.stderr
        assert "cannot write there (the folder cannot be written (read-only))" in proc.stderr
        assert "Traceback" not in proc.stderr
        assert list(out.iterdir()) == []


def test_full_disk_leaves_no_temporary_file(tmp_path):
    """A real ENOSPC: a 64 KiB tmpfs holds the first run's outputs (2 × ~400 bytes) but not a
    second pair padded to 200 KB; the first pair stays, and no temporary file is left."""
    players, games = _tiny(tmp_path)
    with tmpfs(tmp_path / "small", 64) as out:
        assert _run(players, games, out).returncode == 0
        first = _snapshot(out)
        g = DbfTable.open(games)
        big = DbfTable.create([(f.name, f.type, f.length, f.decimals) for f in g.fields], 3000)
        big.set_column("JOUEUR", [1, 2] * 1500)
        big.set_column("ADVERS", [2, 1] * 1500)
        big.set_column("RESULTAT", [1, 0] * 1500)
        big.save(tmp_path / "BIG.DBF")
        proc = _run(players, tmp_path / "BIG.DBF", out, "--force")
        assert proc.returncode == 2, proc.stderr
        assert "the disk is full" in proc.stderr and "nothing was written" in proc.stderr
        assert _snapshot(out) == first
        assert sorted(p.name for p in out.iterdir()) == sorted(
            ["CHCKLIST.DBF", MANIFEST, "PLAYER.DBF"]
        )


def test_outputs_follow_the_umask(tmp_path):
    players, games = _tiny(tmp_path)
    out = tmp_path / "out"
    old = os.umask(0o022)
    try:
        assert _run(players, games, out).returncode == 0
    finally:
        os.umask(old)
    # 0o666 & ~0o022 = 0o644 (mkstemp would have made 0o600)
    assert (out / "PLAYER.DBF").stat().st_mode & 0o777 == 0o644
    assert (out / "CHCKLIST.DBF").stat().st_mode & 0o777 == 0o644


def _pair(out: Path) -> tuple[bytes, bytes] | str:
    """What a reader gets from the folder: the pair, or the refusal's message."""
    try:
        load_period(str(out / "PLAYER.DBF"), str(out / "CHCKLIST.DBF"), None)
    except IncompleteSet as exc:
        return str(exc)
    return (out / "PLAYER.DBF").read_bytes(), (out / "CHCKLIST.DBF").read_bytes()


def test_kill_between_renames(tmp_path):
    """``strace -e inject=rename:signal=SIGKILL:when=N`` kills the run at its N-th rename (1: the
    manifest, 2: PLAYER.DBF, 3: CHCKLIST.DBF). Whatever N, a reader gets the old pair, the new
    pair, or a message — never the new PLAYER.DBF beside the old CHCKLIST.DBF; the next run
    removes the killed run's temporary files."""
    strace = shutil.which("strace")
    if strace is None:
        pytest.skip("strace is not installed")
    players, games = _tiny(tmp_path)
    g = DbfTable.open(games)
    g.set_column("RESULTAT", [0, 1])  # another period's games: another pair of outputs
    g.save(tmp_path / "CHCKLIST2.DBF")
    games2 = tmp_path / "CHCKLIST2.DBF"
    fresh = tmp_path / "fresh"
    assert _run(players, games2, fresh).returncode == 0
    new = ((fresh / "PLAYER.DBF").read_bytes(), (fresh / "CHCKLIST.DBF").read_bytes())
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(ROOT))
    seen = set()
    for when in (1, 2, 3):
        out = tmp_path / f"out{when}"
        assert _run(players, games, out).returncode == 0
        old = ((out / "PLAYER.DBF").read_bytes(), (out / "CHCKLIST.DBF").read_bytes())
        assert old != new
        proc = subprocess.run(
            [
                strace,
                "-f",
                "-qq",
                "-o",
                os.devnull,
                "-e",
                "trace=rename,renameat,renameat2",
                "-e",
                f"inject=rename,renameat,renameat2:signal=SIGKILL:when={when}",
                sys.executable,
                "-m",
                "elodesk.cli",
                "period",
                "--players",
                str(players),
                "--games",
                str(games2),
                "--out",
                str(out),
                "--force",
            ],
            capture_output=True,
            env=env,
            cwd=ROOT,
            timeout=120,
        )
        assert proc.returncode != 0  # killed
        got = _pair(out)
        if isinstance(got, str):
            assert "are not the complete set elodesk period wrote" in got
            assert "run it again" in got
            seen.add("refused")
        else:
            assert got in (old, new)
            seen.add("old" if got == old else "new")
        assert (out / STAGING).exists()  # the killed run's temporary files …
        assert _run(players, games2, out, "--force").returncode == 0
        assert not (out / STAGING).exists()  # … removed by the next run
        assert _pair(out) == new
    assert "refused" in seen  # a mixed pair did happen, and was told apart
