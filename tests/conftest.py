"""Shared test settings: Qt offscreen, and the federation's data beside the project (optional)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Bytecode is written and read again (``__pycache__``, ignored by git) even where the
# environment says PYTHONDONTWRITEBYTECODE: the suite starts some hundreds of Python processes
# (the command line as a user runs it, desks in child processes), and without it each one
# compiled elodesk's modules from source again, as each xdist worker did the test modules'
# assertion rewriting (tests/test_bad_input.py without the desk rows: 54 s, 37 s with it).
# A test that needs no bytecode written (the strace counts of renames and fsyncs) sets the
# variable in its child's environment itself.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("ELODESK_SHARED", ROOT.parent / "shared"))
DATA = Path(__file__).resolve().parent / "data"


def shared_path(*parts: str) -> Path:
    """A path under ../shared, or skip the test when it is absent."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"{path} not available (../shared is absent)")
    return path


def desk_child_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment of a desk started in a child process: offscreen, this checkout on its
    path, its own settings and home under ``tmp_path`` (never the user's)."""
    return dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        HOME=str(tmp_path),
        **extra,
    )


def killed_write(target: Path, content: bytes) -> None:
    """A write to ``target`` through the output rule (``io.outputs.writing``) killed with
    SIGKILL once its temporary file holds ``content``: what a power cut or the task manager
    leaves beside ``target``."""
    import signal
    import subprocess

    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from elodesk.io.outputs import writing\n"
            "with writing(sys.argv[1], force=True) as tmp:\n"
            "    tmp.write_bytes(sys.argv[2].encode('latin-1'))\n"
            "    print('written', flush=True)\n"
            "    time.sleep(60)\n",
            str(target),
            content.decode("latin-1"),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert child.stdout is not None and child.stdout.readline() == "written\n"
    child.send_signal(signal.SIGKILL)
    child.wait()
