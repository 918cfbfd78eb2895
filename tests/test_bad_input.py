"""Every row of the bad-input table (tests/bad_inputs.py, README "Troubleshooting") through the
real command: the user gets the message, never a traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.bad_inputs import TABLE


@pytest.mark.parametrize("what,make,status,message", TABLE, ids=[r[0] for r in TABLE])
def test_bad_input(tmp_path, what, make, status, message):
    args = make(tmp_path)
    if args[0] == "check":
        args += ["--today", "2026-11-22"]
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", *args], capture_output=True, text=True, timeout=60
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == status, out
    assert message in out, out
    assert "Traceback" not in out
    if args[0] == "period" and status != 0:
        out_dir = tmp_path / "out"
        assert not out_dir.exists() or not any(out_dir.iterdir())  # nothing half-written
