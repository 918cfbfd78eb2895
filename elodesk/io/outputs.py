"""The one way a command writes a file: :func:`check_output` before the work, :func:`write_output`
at the end.

Issue #16, item 1: ``elodesk send EVENT --eml EVENT`` wrote the draft over the event (the event
was gone), and every output replaced an existing file without a word. The guard makes that class
of fault impossible for whoever goes through it:

* the path is resolved (``..``, symbolic links) and compared with every input — the same file
  (``os.path.samefile``, so a hard link or another spelling is caught too), or one of the SQLite
  companions of an input (``-wal``, ``-shm``, ``-journal``): refused, whatever ``force`` says;
* an existing file is refused unless ``force`` (``--force`` on the command line, the save
  dialog's own overwrite question in the desk); a folder, a missing folder or a file where the
  folder should be each have their own message;
* the data goes to a temporary file in the same folder, is flushed to the disk, and is renamed
  into place: the target holds the old content or the new, never half of it; without ``force``
  the rename cannot replace a file that appeared in the meantime (``os.link`` on POSIX, plain
  ``os.rename`` on Windows, both refuse an existing target); on any failure the temporary file is
  removed and the message says nothing was written;
* the file is created with ``os.open(..., 0o666)``, so the user's umask decides its mode (not
  ``mkstemp``'s 0600).

Meant for every command and export: ``send --eml`` and the outbox, the exports' write path
(``exports.write_export``) use it; ``period --out`` and the officer's *Publish…* should.
"""

from __future__ import annotations

import errno
import os
import secrets
import sys
from collections.abc import Iterable
from pathlib import Path

from ..engine.model import ElodeskError

#: Files SQLite keeps beside a database: writing one of them corrupts the event.
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")


class OutputError(ElodeskError):
    """An output that is refused (it would replace an input or an existing file) or failed."""


def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist: compare the resolved names
        return os.path.normcase(str(a)) == os.path.normcase(str(b))


def check_output(
    path: str | os.PathLike[str],
    *,
    inputs: Iterable[str | os.PathLike[str]] = (),
    force: bool = False,
) -> Path:
    """The resolved target, or :class:`OutputError` when writing there must not happen."""
    raw = os.fspath(path)
    if not raw or raw.strip() != raw or any(c in raw for c in "\0\r\n"):
        raise OutputError(f"{raw!r}: not a usable file name")
    target = Path(raw).expanduser().resolve()
    for given in inputs:
        src = Path(os.fspath(given)).expanduser().resolve()
        if _same(target, src):
            raise OutputError(f"{raw}: this is an input of the command; it is never written over")
        for companion in SQLITE_COMPANIONS:
            if _same(target, src.with_name(src.name + companion)):
                raise OutputError(
                    f"{raw}: this is part of the event {src.name}; choose another name"
                )
    parent = target.parent
    if not parent.exists():
        raise OutputError(f"{raw}: the folder {parent} does not exist")
    if not parent.is_dir():
        raise OutputError(f"{raw}: {parent} is a file, not a folder")
    if target.is_dir():
        raise OutputError(f"{raw}: is a folder; give a file name")
    if target.exists() and not force:
        raise OutputError(
            f"{raw}: the file exists; choose another name or add --force to replace it"
        )
    return target


def _fsync_folder(folder: Path) -> None:
    if not hasattr(os, "O_DIRECTORY"):  # Windows: a folder cannot be opened to fsync
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _place(tmp: Path, target: Path, force: bool) -> None:
    """Rename ``tmp`` to ``target``; without ``force`` never over a file that exists."""
    if force:
        os.replace(tmp, target)
        return
    if sys.platform == "win32":
        os.rename(tmp, target)  # refuses an existing target (FileExistsError)
        return
    try:
        os.link(tmp, target)  # refuses an existing target (EEXIST)
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
            raise
        # a file system without hard links (FAT on a USB stick): check, then rename
        if target.exists():
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target)) from None
        os.replace(tmp, target)
        return
    os.unlink(tmp)


def write_output(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    inputs: Iterable[str | os.PathLike[str]] = (),
    force: bool = False,
) -> Path:
    """Write ``data`` to ``path`` after :func:`check_output`; atomic; nothing left on failure."""
    inputs = list(inputs)
    target = check_output(path, inputs=inputs, force=force)
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        _place(tmp, target, force)
    except FileExistsError:
        tmp.unlink(missing_ok=True)
        raise OutputError(
            f"{os.fspath(path)}: the file appeared meanwhile; nothing was written"
        ) from None
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise OutputError(
            f"{os.fspath(path)}: cannot write ({exc.strerror or exc}); nothing was written"
        ) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(target.parent)
    return target
