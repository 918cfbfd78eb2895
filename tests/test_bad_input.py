"""Every row of the bad-input table (tests/bad_inputs.py, README "Troubleshooting") through the
real command: the user gets the message, never a traceback, and nothing is written (every file
of the row's folder is as it was, but for the outbox where a failed sending waits, as the README
promises); the bad event files also through the desk's File ▸ Open."""

from __future__ import annotations

import os
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


def _shell(args: list[str]) -> tuple[list[str], dict]:
    """A row's command line read as a shell reads it: leading ``NAME=value`` items set the
    environment, ``>PATH`` sends the standard output to PATH, ``<&-`` closes the standard
    input; the rest is the command."""
    env, how = dict(os.environ), {}
    while "=" in args[0] and not args[0].startswith("-"):
        name, value = args.pop(0).split("=", 1)
        env[name] = value
    for item in [a for a in args if a.startswith(">") or a == "<&-"]:
        args.remove(item)
        if item == "<&-":
            how["stdin"] = subprocess.DEVNULL
            how["preexec_fn"] = lambda: os.close(0)
        else:
            how["stdout"] = open(item[1:], "wb")  # noqa: SIM115 (closed after the run)
    return args, {"env": env, **how}


@pytest.mark.parametrize("what,make,status,message", TABLE, ids=[r[0] for r in TABLE])
def test_bad_input(tmp_path, what, make, status, message):
    args, how = _shell(make(tmp_path))
    if args[0] == "check":
        args += ["--today", "2026-11-22"]
    before = _state(tmp_path)
    stdout = how.pop("stdout", None)
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", *args],
        stdout=stdout or subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
        **how,
    )
    if stdout is not None:
        stdout.close()
    out = (proc.stdout or "") + proc.stderr
    assert proc.returncode == status, out
    assert message in out, out
    assert "Traceback" not in out
    secret = how["env"].get("ELODESK_SMTP_PASSWORD")
    if secret and secret != os.environ.get("ELODESK_SMTP_PASSWORD"):  # the row's password
        assert secret not in out  # never quoted, in the message or in the outbox
        assert not any(secret.encode() in p.read_bytes() for p in tmp_path.rglob("*.eml"))
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


def test_every_row_is_in_the_readme():
    """The README's table says what this table tests: each row's message, with its status."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    part = readme[readme.index("## Troubleshooting") :]
    part = part[: part.index("\n## ")]
    rows = [
        [c.strip() for c in line.strip().strip("|").split(" | ")]
        for line in part.splitlines()
        if line.startswith("| ") and not line.startswith("| what happened")
    ]
    missing = [
        (what, status, message)
        for what, _make, status, message in TABLE
        if not any(r[-2] == str(status) and message in r[-1] for r in rows)
    ]
    assert missing == []
