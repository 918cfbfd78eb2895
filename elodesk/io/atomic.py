"""Atomic writes: a file is either the old one or the whole new one, never half-written.

Every writer in elodesk goes through here (DBF, exports, mail drafts, the period's pair of files):
the data goes to a temporary file in the target's folder, is flushed to disk (fsync), and is then
renamed over the target with :func:`os.replace`, which is atomic on POSIX and on Windows (NTFS)
when both names are in the same folder.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path


def _temp_copy(folder: Path, name: str, data: bytes) -> Path:
    fd, tmp = tempfile.mkstemp(prefix="." + name + ".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        _unlink(Path(tmp))
        raise
    return Path(tmp)


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file renamed into place (fsync'd)."""
    target = Path(path)
    tmp = _temp_copy(target.parent, target.name, data)
    try:
        os.replace(tmp, target)
    except BaseException:
        _unlink(tmp)
        raise


def atomic_write_many(folder: str | os.PathLike[str], files: Mapping[str, bytes]) -> None:
    """Several files of one folder, all or none: every temporary is written and flushed before
    the first is renamed into place (a failure while writing leaves every target untouched)."""
    out = Path(folder)
    temps: list[tuple[str, Path]] = []
    try:
        for name, data in files.items():
            temps.append((name, _temp_copy(out, name, data)))
        for name, tmp in temps:
            os.replace(tmp, out / name)
    finally:
        for _name, tmp in temps:
            if tmp.exists():
                _unlink(tmp)
