"""Real file systems for the fault tests: a tiny tmpfs (a real ENOSPC) and a read-only bind
mount (a real EROFS, which root cannot write either). Both need ``mount`` (Linux, root or a
user namespace that permits it); a test skips cleanly where they are not available."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def _mount(*args: str) -> None:
    if sys.platform != "linux" or shutil.which("mount") is None:
        pytest.skip("no mount command here")
    proc = subprocess.run(["mount", *args], capture_output=True, text=True)
    if proc.returncode != 0:
        pytest.skip(f"mount not permitted here: {proc.stderr.strip()}")


def _umount(where: Path) -> None:
    subprocess.run(["umount", "-l", str(where)], capture_output=True)


@contextmanager
def tmpfs(where: Path, size_kib: int) -> Iterator[Path]:
    """A tmpfs of ``size_kib`` KiB mounted on ``where`` (created): writing more is ENOSPC."""
    where.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", f"size={size_kib}k", "tmpfs", str(where))
    try:
        yield where
    finally:
        _umount(where)


@contextmanager
def read_only(folder: Path) -> Iterator[Path]:
    """``folder`` bind-mounted read-only over itself (its files stay readable)."""
    _mount("--bind", str(folder), str(folder))
    try:
        ro = subprocess.run(
            ["mount", "-o", "remount,bind,ro", str(folder)], capture_output=True, text=True
        )
        if ro.returncode != 0:
            pytest.skip(f"read-only remount not permitted: {ro.stderr.strip()}")
        yield folder
    finally:
        _umount(folder)
