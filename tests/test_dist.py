"""The built program (make dist-check; marked slow): build with PyInstaller, start it offscreen
on its demo event, measure its size and start-up time."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_built_bundle_starts_on_its_demo(tmp_path):
    pytest.importorskip("PyInstaller")
    exe = ROOT / "dist" / "elodesk" / ("elodesk.exe" if sys.platform == "win32" else "elodesk")
    if not exe.exists() or os.environ.get("ELODESK_REBUILD"):
        subprocess.run(
            [sys.executable, str(ROOT / "packaging" / "build.py")], check=True, capture_output=True
        )
    size = sum(
        f.lstat().st_size for f in exe.parent.rglob("*") if f.is_file() and not f.is_symlink()
    )
    # the windowed program has no standard output on Windows: it reports through a file
    report = tmp_path / "smoke.txt"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path),
        ELODESK_SMOKE_REPORT=str(report),
    )
    t = time.perf_counter()
    proc = subprocess.run(
        [str(exe), "--smoke-test"], capture_output=True, text=True, env=env, timeout=120
    )
    took = time.perf_counter() - t
    print(f"bundle: {size / 1e6:.0f} MB, start + demo event + quit: {took:.2f} s")
    said = report.read_text(encoding="utf-8") if report.exists() else ""
    assert proc.returncode == 0, said + proc.stdout + proc.stderr
    assert "title='elodesk — Club championship 2026 (demo)'" in said
    assert "Grille" in said  # the French translations are bundled
    # the demo open's round 2 paired by a worker process, the bundle started again by
    # multiprocessing: its 8 players (app/demo.py's OPEN_PLAYERS) on 4 boards
    assert "worker-paired=4" in said
    assert "pdf=True" in said  # the round robin's sheets written as a PDF
    # the keyring the built program finds (by the entry points of its backends, which the bundle
    # must carry) is the one the source finds on this machine: Windows' vault there
    source = subprocess.run(
        [sys.executable, "-c", "from elodesk.io.mail import keyring_backend as k; print(k())"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
    ).stdout.strip()
    if sys.platform == "win32":
        assert source == "keyring.backends.Windows.WinVaultKeyring"
    assert f"keyring={source}\n" in said


@pytest.mark.slow
def test_the_command_line_program_of_the_bundle(tmp_path):
    """``elodesk-cli`` (console=True in packaging/elodesk.spec) runs a command and prints it:
    the windowed ``elodesk`` has no stdout on Windows, every command was dead in it."""
    pytest.importorskip("PyInstaller")
    folder = ROOT / "dist" / "elodesk"
    cli = folder / ("elodesk-cli.exe" if sys.platform == "win32" else "elodesk-cli")
    if not cli.exists():
        subprocess.run(
            [sys.executable, str(ROOT / "packaging" / "build.py")], check=True, capture_output=True
        )
    assert (folder / ("elodesk.exe" if sys.platform == "win32" else "elodesk")).exists()
    sample = ROOT / "tests" / "data" / "expected_national.541"  # the project's own fixture
    env = dict(os.environ, HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [str(cli), "check", str(sample)], capture_output=True, text=True, env=env, timeout=120
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip() == f"{sample}: no problem found"
    usage = subprocess.run([str(cli)], capture_output=True, text=True, env=env, timeout=120)
    assert usage.returncode == 0 and "usage: elodesk" in usage.stdout  # never the desk
