"""Every command stops quietly when its reader goes away (``elodesk check FILE | head``)."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

import pytest

from elodesk.app import formats
from elodesk.engine.model import Entrant, Pairing, Result, Tournament

T = Tournament(
    "Club",
    (Entrant(1, "Dupont, Jean", "12345", 1500, "BEL"), Entrant(2, "Martin, Luc", "23456", 1600)),
    (Pairing(1, 1, 2, Result.DRAW, "2026-01-10"),),
    rounds=1,
    start="2026-01-10",
    end="2026-01-10",
    sender="618",
)

GOOD = {
    "event": {"type": "open"},
    "players": [{"id": "a", "rating": 1500, "games": 50}, {"id": "b", "rating": 1600, "games": 50}],
    "games": [{"white": "a", "black": "b", "result": "1-0"}],
}


def run_with_stdout_closed(args: list[str], stdin: bytes = b"") -> tuple[int, bytes]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "elodesk.cli", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    proc.stdout.close()  # the reader is gone before the command writes anything
    _, err = proc.communicate(stdin, timeout=60)
    return proc.returncode, err


@pytest.mark.parametrize("command", ["check", "rate"])
def test_closed_stdout_is_quiet(tmp_path, command):
    if command == "check":
        # a national file with LF line ends and dates of 2026 checked in 2099: problems to print
        national = formats.get("national").write(T, formats.WriteContext(dt.date(2026, 2, 1)))
        bad = tmp_path / "results.618"
        bad.write_bytes(national.data.replace(b"\r\n", b"\n"))
        code, err = run_with_stdout_closed(["check", str(bad), "--today", "2099-01-01"])
    else:
        code, err = run_with_stdout_closed(
            ["rate", "--system", "frbe", "-"], json.dumps(GOOD).encode()
        )
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err.decode()
    assert err == b""
    assert code == 141  # as a program killed by SIGPIPE


@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="no /dev/full")
def test_an_output_that_cannot_be_written_is_one_message():
    # the attack: `elodesk check FILE > /dev/full` ended in a traceback (ENOSPC at print)
    from pathlib import Path

    data = Path(__file__).resolve().parents[1] / "data" / "club.618"
    with open("/dev/full", "wb") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "elodesk.cli", "check", str(data), "--today", "2026-11-22"],
            stdout=full,
            stderr=subprocess.PIPE,
            timeout=60,
        )
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "Traceback" not in err, err
    assert "elodesk check: cannot write the output (No space left on device)" in err


@pytest.mark.skipif(sys.platform == "win32", reason="preexec_fn: POSIX")
def test_a_closed_stdin_is_one_message():
    # the attack: `elodesk rate --system frbe - <&-` ended in AttributeError
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "rate", "--system", "frbe", "-"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
        preexec_fn=lambda: __import__("os").close(0),
    )
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "Traceback" not in err, err
    assert "-: no standard input (it is closed); give a file" in err
