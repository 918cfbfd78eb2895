"""The one way an input file is read: a regular file, refused before reading otherwise.

A FIFO given as an input blocks the reader forever (its writer never comes), a device such as
``/dev/zero`` never ends, a folder cannot be read: each is refused *before* any byte is read,
with the reason, instead of a hang or a traceback. The file is opened without blocking
(``O_NONBLOCK``: opening a FIFO with no writer returns at once on POSIX) and checked on the
open handle (``fstat``), so it cannot be swapped between the check and the read. On Windows
``O_NONBLOCK`` does not exist; named pipes there are not files of a folder.

The refusal is an :class:`OSError` (:class:`NotRegularFile`) whose ``strerror`` is the reason,
so every reader's existing *cannot read (…)* message names the file and says why.
"""

from __future__ import annotations

import errno
import os
import stat


class NotRegularFile(OSError):
    """An input that is a FIFO, a device, a socket or a folder (refused before reading)."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (a named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def refuse_special(path: str | os.PathLike[str]) -> None:
    """Raise :class:`NotRegularFile` when ``path`` exists and is not a regular file (checked
    without opening it: for a reader such as SQLite that opens the file itself)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return  # a missing file: the reader says so in its own words
    if not stat.S_ISREG(mode):
        raise NotRegularFile(
            errno.EINVAL, f"{_kind(mode)}, not a regular file; nothing was read", os.fspath(path)
        )


def read_input(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The whole content of the regular file ``path`` (at most ``limit`` bytes read when given:
    a larger file is refused). Raises :class:`OSError` — :class:`NotRegularFile` for a FIFO, a
    device, a socket or a folder, before reading."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(
                errno.EINVAL,
                f"{_kind(mode)}, not a regular file; nothing was read",
                os.fspath(path),
            )
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=True) as fh:
            fd = -1
            data = fh.read() if limit is None else fh.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)
    if limit is not None and len(data) > limit:
        raise OSError(errno.EFBIG, f"larger than {limit} bytes; not read", os.fspath(path))
    return data
