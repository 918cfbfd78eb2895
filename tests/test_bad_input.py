"""Every row of the bad-input table (tests/bad_inputs.py, README "Troubleshooting") through the
real command: the user gets the message, never a traceback, and nothing is written (every file
of the row's folder is as it was, but for the outbox where a failed sending waits, as the README
promises); the bad event files also through the desk's File ▸ Open."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.bad_inputs import BAD_EVENTS, TABLE


def _state(folder: Path) -> dict[str, bytes | None]:
    return {
        str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else None)
        for p in sorted(folder.rglob("*"))
    }


@pytest.mark.parametrize("what,make,status,message", TABLE, ids=[r[0] for r in TABLE])
def test_bad_input(tmp_path, what, make, status, message):
    args = make(tmp_path)
    if args[0] == "check":
        args += ["--today", "2026-11-22"]
    before = _state(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", *args], capture_output=True, text=True, timeout=60
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == status, out
    assert message in out, out
    assert "Traceback" not in out
    if args[0] == "period" and status not in (0, 2):  # status 2: every file checked below
        out_dir = tmp_path / "out"
        assert not out_dir.exists() or not any(out_dir.iterdir())  # nothing half-written
    if status == 2 and "--smtp" not in args:  # a failed sending waits in the outbox
        assert _state(tmp_path) == before  # nothing written, nothing half-written


@pytest.mark.parametrize("what,make,message", BAD_EVENTS, ids=[r[0] for r in BAD_EVENTS])
def test_bad_event_in_the_desk(qtbot, tmp_path, what, make, message):
    from elodesk.ui import settings as S
    from elodesk.ui.main_window import MainWindow

    path = make(tmp_path)
    before = _state(tmp_path)
    w = MainWindow()
    qtbot.addWidget(w)
    w.ask_locked = lambda exc: (setattr(w, "last_error", str(exc)), "")[1]  # the user cancels
    assert not w.open_event(str(path))
    assert message in w.last_error and w.ctl is None
    assert str(path) not in S.recent_files()
    assert _state(tmp_path) == before
