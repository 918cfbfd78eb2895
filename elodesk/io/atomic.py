"""Atomic writes: a file is either the old one or the whole new one, never half-written.

Every writer in elodesk goes through here (DBF, exports, mail drafts, the period's pair of files):
the data goes to a temporary file in the target's folder, is flushed to disk (fsync), and is then
renamed over the target with :func:`os.replace`, which is atomic on POSIX and on Windows (NTFS)
when both names are in the same folder. Files are created with ``os.open(..., 0o666)``: the
user's umask decides their mode (``mkstemp`` would make them 0600, issue #16).

Files that belong together (the period's PLAYER.DBF and CHCKLIST.DBF, issue #16 item 2) cannot be
renamed into place in one step, so :func:`write_together` makes the pair *recognisable* instead:

1. every file is written and flushed into a staging folder ``DIR/.elodesk-writing`` (a leftover
   of a killed run is removed first: a killed process cannot clean up after itself, the next
   run into the folder does);
2. a manifest ``DIR/elodesk-files.json`` holding every new file's size and SHA-256 is renamed
   into place *before* the files;
3. the files are renamed into place, the staging folder removed.

A kill at any point leaves either the old files with their own manifest (before 2), or a
manifest that does not match the files (between 2 and the last rename), or the complete new set.
:func:`verify_together` — called by every reader of those files — tells the second case apart
and refuses it with a message, so the new PLAYER.DBF is never used beside an old CHCKLIST.DBF.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import secrets
import shutil
from collections.abc import Iterable, Mapping
from pathlib import Path

from ..engine.model import ElodeskError
from .outputs import OutputError  # the one error of a refused or failed output (io/outputs.py)

#: The manifest of files written together (sizes and SHA-256), renamed into place first.
MANIFEST = "elodesk-files.json"
#: The staging folder of :func:`write_together` (removed at the end, or by the next run).
STAGING = ".elodesk-writing"


class IncompleteSet(ElodeskError):
    """Files written together that do not match their manifest (a run was interrupted)."""


def _create(path: Path, data: bytes) -> None:
    """A new file (never an existing one) with the user's umask, flushed to disk."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        _unlink(path)
        raise


def _temp_copy(folder: Path, name: str, data: bytes) -> Path:
    tmp = folder / f".{name}.{secrets.token_hex(4)}.tmp"
    _create(tmp, data)
    return tmp


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


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


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file renamed into place (fsync'd)."""
    target = Path(path)
    tmp = _temp_copy(target.parent, target.name, data)
    try:
        os.replace(tmp, target)
    except BaseException:
        _unlink(tmp)
        raise


def _why(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "the folder cannot be written (read-only)"
    return exc.strerror or str(exc)


def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.normcase(str(a.resolve())) == os.path.normcase(str(b.resolve()))


def check_folder_output(
    folder: str | os.PathLike[str],
    names: Iterable[str],
    inputs: Iterable[str | os.PathLike[str] | None] = (),
    force: bool = False,
) -> Path:
    """Refuse, before any work, an output folder where ``names`` cannot or must not be written.

    Never over an input (whatever ``force`` says: ``period --out`` pointing at the inputs'
    folder wrote the new PLAYER.DBF over the one being read, issue #16 item 1); an existing file
    only with ``force``; a name that is a folder, a folder under a file, a read-only folder
    (item 9) each have their own message. The folder is created if missing (and probed for
    writing by creating and removing the staging folder, and removed again: a run that fails
    afterwards leaves nothing behind)."""
    out = Path(folder).expanduser()
    shown = str(folder)
    for parent in [out, *out.parents]:
        if parent.exists():
            if not parent.is_dir():
                raise OutputError(f"{shown}: {parent} is a file, not a folder; nothing was written")
            break
    srcs = [Path(p) for p in inputs if p]
    for name in names:
        target = out / name
        for src in srcs:
            if src.exists() and target.exists() and _same(target, src):
                same = "" if src.resolve() == target.resolve() else f" (the same file as {src})"
                raise OutputError(
                    f"{target}: is an input of the command{same}; it is never written over — "
                    "choose another output folder"
                )
        if target.is_dir():
            raise OutputError(f"{target}: is a folder, not a file; nothing was written")
        if target.exists() and not force:
            raise OutputError(
                f"{target}: the file exists; choose another folder or add --force to replace it"
            )
    created = [p for p in [out, *out.parents] if not p.exists()]
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / STAGING
        _remove_staging(probe)
        probe.mkdir()
        probe.rmdir()
    except OSError as exc:
        raise OutputError(
            f"{shown}: cannot write there ({_why(exc)}); nothing was written"
        ) from None
    finally:
        for made in created:
            _rmdirs(made)
    return out


def _rmdirs(folder: Path) -> None:
    try:
        folder.rmdir()
    except OSError:
        pass


def _remove_staging(staging: Path) -> None:
    """A killed run's staging folder (its temporary files), removed by the next run."""
    if staging.is_dir() and not staging.is_symlink():
        shutil.rmtree(staging, ignore_errors=True)


class Staged:
    """A set of files written into the staging folder ``DIR/.elodesk-writing`` and put in
    place together by :meth:`commit` (see the module's docstring), or not at all.

    Writers either hand bytes to :meth:`write` or write the file themselves at :meth:`path`
    (a PDF drawn page by page). Leaving the ``with`` block without :meth:`commit` — a Cancel,
    an error — removes the staging folder: the files of ``DIR`` are as they were."""

    def __init__(self, folder: str | os.PathLike[str], written_by: str = "elodesk") -> None:
        self.folder = Path(folder)
        self.staging = self.folder / STAGING
        self.written_by = written_by
        self.names: list[str] = []

    def __enter__(self) -> Staged:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            _remove_staging(self.staging)
            self.staging.mkdir()
        except OSError as exc:
            raise OutputError(
                f"{self.folder}: cannot write there ({_why(exc)}); nothing was written"
            ) from None
        return self

    def path(self, name: str) -> Path:
        """Where the file ``name`` is written before it is put in place."""
        if name not in self.names:
            self.names.append(name)
        return self.staging / name

    def write(self, name: str, data: bytes) -> None:
        """Stage ``name`` with ``data`` (flushed to disk)."""
        _create(self.path(name), data)

    def commit(self) -> None:
        """The manifest of every staged file in place first, then the files."""
        missing = [n for n in self.names if not (self.staging / n).is_file()]
        if missing:
            raise OutputError(
                f"{self.folder}: {', '.join(missing)} not written; nothing was put in place"
            )
        files: dict[str, dict[str, object]] = {}
        for name in self.names:
            size, sha = _digest(self.staging / name)
            files[name] = {"size": size, "sha256": sha}
        manifest = {"written_by": self.written_by, "files": files}
        _create(self.staging / MANIFEST, json.dumps(manifest, indent=1).encode("ascii"))
        _fsync_folder(self.staging)
        os.replace(self.staging / MANIFEST, self.folder / MANIFEST)
        for name in self.names:
            os.replace(self.staging / name, self.folder / name)
        self.staging.rmdir()
        _fsync_folder(self.folder)

    def __exit__(self, kind: object, exc: BaseException | None, tb: object) -> None:
        if self.staging.exists():
            _remove_staging(self.staging)
        if isinstance(exc, OSError) and not isinstance(exc, OutputError):
            raise OutputError(
                f"{self.folder}: cannot write ({_why(exc)}); nothing was written, the files "
                "there are as they were"
            ) from None


def write_together(
    folder: str | os.PathLike[str], files: Mapping[str, bytes], written_by: str = "elodesk"
) -> None:
    """Write ``files`` into ``folder`` so that a reader can always tell a complete set (see the
    module's docstring and :class:`Staged`). On a failure (full disk, read-only) nothing is
    replaced and no temporary file is left; after a kill, :func:`verify_together` refuses the
    mixed set and the next run removes the temporary files."""
    with Staged(folder, written_by) as staged:
        for name, data in files.items():
            staged.write(name, data)
        staged.commit()


def _digest(path: Path) -> tuple[int, str]:
    h = hashlib.sha256()
    size = 0
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            size += len(chunk)
            h.update(chunk)
    return size, h.hexdigest()


def verify_together(path: str | os.PathLike[str]) -> None:
    """Refuse a file written by :func:`write_together` whose set is not complete: when its
    folder holds a manifest naming it, every file the manifest names must match it."""
    p = Path(path)
    manifest_path = p.parent / MANIFEST
    if not manifest_path.is_file():
        return  # not written by elodesk (a federation original): nothing to check
    try:
        manifest = json.loads(manifest_path.read_text("ascii"))
        listed = manifest["files"]
        if p.name not in listed:
            return
        for name, want in listed.items():
            f = p.parent / name
            if not f.is_file() or _digest(f) != (want["size"], want["sha256"]):
                raise IncompleteSet(
                    f"{p}: {', '.join(listed)} in {p.parent} are not the complete set "
                    f"{manifest.get('written_by', 'elodesk')} wrote ({name} differs: the run was "
                    "interrupted); run it again"
                )
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise IncompleteSet(f"{manifest_path}: unreadable manifest ({exc})") from None
