"""The one output rule: every file elodesk writes — a command's output, an export of the desk
(results files, Excel, PDF), a copy of the event, a mail draft, the officer's published files —
goes through this module.

The rule (the project's standard "no command writes over one of its inputs; writes are atomic"):

* the target is resolved (``..``, symbolic links) and compared with every input — the same file
  (``os.path.samefile``, so a hard link or another spelling is caught too), or one of the SQLite
  companions of an input (``-wal``, ``-shm``, ``-journal``): refused, whatever ``force`` says
  (``send EVENT --eml EVENT`` used to write the draft over the event; the desk's PDF export over
  the open event turned it into a PDF);
* an existing file is replaced only with ``force`` (``--force`` on the command line; in the desk
  the save dialog has asked first); a folder, a missing folder or a file where the folder should
  be each have their own message;
* the data goes to a temporary file in the same folder, created exclusively (``O_EXCL``) under
  an unpredictable name (``.NAME.<random>.tmp``), so a planted file or symbolic link is never
  written through; it is flushed to the disk and renamed into place, so the target holds the old
  content or the new, never half of it, and is never a symbolic link afterwards (a rename
  replaces the link itself); without ``force`` the rename cannot replace a file that appeared in
  the meantime (``os.link`` on POSIX, plain ``os.rename`` on Windows, both refuse an existing
  target); on any failure the temporary file is removed and the message says nothing was written;
* files are created with ``os.open(..., 0o666)``: the user's umask decides their mode (not
  ``mkstemp``'s 0600);
* a killed process cannot remove its temporary file: the next write to the same name removes
  the leftovers (:func:`remove_leftovers`).

Files that belong together (the period's PLAYER.DBF and CHCKLIST.DBF) cannot be renamed into
place in one step, so :func:`write_together` makes the pair *recognisable* instead:

1. every file is written and flushed into a staging folder ``DIR/.elodesk-writing`` (a leftover
   of a killed run is removed first);
2. a manifest ``DIR/elodesk-files.json`` holding every new file's size and SHA-256 is renamed
   into place *before* the files;
3. the files are renamed into place, the staging folder removed.

A kill at any point leaves either the old files with their own manifest (before 2), or a
manifest that does not match the files (between 2 and the last rename), or the complete new set.
:func:`verify_together` — called by every reader of those files — tells the second case apart
and refuses it with a message, so the new PLAYER.DBF is never used beside an old CHCKLIST.DBF.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import secrets
import shutil
import sys
import time
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

from ..engine.model import ElodeskError

#: Files SQLite keeps beside a database: writing one of them corrupts the event.
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")
#: The manifest of files written together (sizes and SHA-256), renamed into place first.
MANIFEST = "elodesk-files.json"
#: The staging folder of :func:`write_together` (removed at the end, or by the next run).
STAGING = ".elodesk-writing"

Inputs = Iterable["str | os.PathLike[str] | None"]


class OutputError(ElodeskError):
    """An output that is refused (it would replace an input or an existing file) or failed."""


class IncompleteSet(ElodeskError):
    """Files written together that do not match their manifest (a run was interrupted)."""


# ---- the pieces --------------------------------------------------------------------------------
def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:  # one of them does not exist: compare the resolved names
        return os.path.normcase(str(a.resolve())) == os.path.normcase(str(b.resolve()))


def _unlink(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def _create(path: Path, data: bytes = b"") -> None:
    """A new file (never an existing one, never through a link) with the user's umask, flushed
    to disk."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags | getattr(os, "O_NOFOLLOW", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        _unlink(path)
        raise


def temp_name(target: Path) -> Path:
    """An unpredictable temporary name beside ``target`` (``.NAME.<16 hex>.tmp``)."""
    return target.with_name(f".{target.name}.{secrets.token_hex(8)}.tmp")


def remove_leftovers(target: Path) -> list[Path]:
    """The temporary files a killed write to ``target`` left beside it (``.NAME.<hex>.tmp`` and
    their SQLite companions), removed; regular files only, never through a link."""
    pattern = re.compile(
        rf"\.{re.escape(target.name)}\.[0-9a-f]{{8,16}}\.tmp(?:-wal|-shm|-journal)?\Z"
    )
    removed: list[Path] = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        if pattern.match(entry.name) and entry.is_file(follow_symlinks=False):
            _unlink(Path(entry.path))
            removed.append(Path(entry.path))
    return removed


#: a temporary file of a write, any target (``temp_name``), and its SQLite companions
_ANY_TEMP = re.compile(r"\A\..+\.[0-9a-f]{16}\.tmp(?:-wal|-shm|-journal)?\Z")

#: how old a temporary file is before the next start takes it for a killed write's (a write in
#: progress in another program touches its file every moment; a write lasts seconds)
STALE_AFTER = 600.0


def remove_stale_leftovers(
    folder: str | os.PathLike[str], older_than: float = STALE_AFTER
) -> list[Path]:
    """The temporary files of writes killed midway in ``folder`` (``.NAME.<16 hex>.tmp`` and
    their SQLite companions: an export, a copy, a draft), whatever their target, removed when
    untouched for ``older_than`` seconds (a write of another program under way keeps its own);
    regular files only, never through a link; a folder that cannot be read is left as it is."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        try:
            if (
                _ANY_TEMP.match(entry.name)
                and entry.is_file(follow_symlinks=False)
                and now - entry.stat(follow_symlinks=False).st_mtime > older_than
            ):
                _unlink(Path(entry.path))
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


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


def _why(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "the folder cannot be written (read-only)"
    return exc.strerror or str(exc)


# ---- one file ----------------------------------------------------------------------------------
def check_output(
    path: str | os.PathLike[str],
    *,
    inputs: Inputs = (),
    force: bool = False,
) -> Path:
    """The resolved target, or :class:`OutputError` when writing there must not happen."""
    raw = os.fspath(path)
    if not raw or raw.strip() != raw or any(c in raw for c in "\0\r\n"):
        raise OutputError(f"{raw!r}: not a usable file name")
    given_path = Path(raw).expanduser()
    # the folder resolved, the name kept: a link at the target is replaced, never written through
    target = given_path.parent.resolve() / given_path.name
    for given in inputs:
        if not given:
            continue
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


class TargetLocked(OutputError):
    """The target could not be replaced (open in another program); the new content is kept."""

    def __init__(self, message: str, kept: Path) -> None:
        super().__init__(message)
        self.kept = kept


def _place_or_keep(tmp: Path, target: Path, force: bool, shown: str) -> None:
    """:func:`_place`; when the target is locked — on Windows a file open in a PDF viewer or in
    Excel cannot be replaced (PermissionError, "used by another process") — the new content is
    kept in the temporary file and the message says where (the next write to the name removes
    it, :func:`remove_leftovers`)."""
    try:
        _place(tmp, target, force)
    except PermissionError as exc:
        raise TargetLocked(
            f"{shown}: cannot be replaced: it is open in another program (a PDF viewer, Excel…) "
            f"or read-only ({exc.strerror or exc}). Close it and write again; meanwhile the new "
            f"content is kept in {tmp}",
            tmp,
        ) from None


@contextlib.contextmanager
def _nothing_on_failure(tmp: Path, shown: str) -> Iterator[None]:
    """The output rule's failures, one home for :func:`writing` and :func:`write_output`: the
    temporary file removed (but for a locked target: it then holds the new content), a
    file-system failure said as :class:`OutputError` naming the file."""
    try:
        yield
    except TargetLocked:
        raise  # the temporary file holds the new content
    except FileExistsError:
        _unlink(tmp)
        raise OutputError(f"{shown}: the file appeared meanwhile; nothing was written") from None
    except OSError as exc:
        _unlink(tmp)
        raise OutputError(
            f"{shown}: cannot write ({exc.strerror or exc}); nothing was written"
        ).with_code("cannot-write", shown, exc.strerror or str(exc)) from None
    except BaseException:
        _unlink(tmp)
        raise


@contextlib.contextmanager
def writing(
    path: str | os.PathLike[str],
    *,
    inputs: Inputs = (),
    force: bool = False,
) -> Iterator[Path]:
    """The output rule for a writer that needs a file name (a PDF drawn page by page, an SQLite
    copy): yields a new, empty temporary file beside the target (created exclusively, under an
    unpredictable name) for the writer to fill; when the block ends it is flushed and renamed
    into place. On any failure — and when the block raises — it is removed and the target is as
    it was (:class:`OutputError` for a file-system failure, naming the file)."""
    inputs = list(inputs)
    shown = os.fspath(path)
    target = check_output(path, inputs=inputs, force=force)
    remove_leftovers(target)
    tmp = temp_name(target)
    try:
        with _nothing_on_failure(tmp, shown):
            _create(tmp)
            yield tmp
            for companion in SQLITE_COMPANIONS:
                _unlink(tmp.with_name(tmp.name + companion))
            fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_BINARY", 0))
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            _place_or_keep(tmp, target, force, shown)
    finally:
        for companion in SQLITE_COMPANIONS:
            _unlink(tmp.with_name(tmp.name + companion))
    _fsync_folder(target.parent)


def write_output(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    inputs: Inputs = (),
    force: bool = False,
) -> Path:
    """Write ``data`` to ``path`` by the output rule (see the module); atomic; nothing left on
    failure; the resolved target."""
    inputs = list(inputs)
    shown = os.fspath(path)
    target = check_output(path, inputs=inputs, force=force)
    remove_leftovers(target)
    tmp = temp_name(target)
    with _nothing_on_failure(tmp, shown):
        _create(tmp, data)
        _place_or_keep(tmp, target, force, shown)
    _fsync_folder(target.parent)
    return target


# ---- files that belong together ----------------------------------------------------------------
def check_folder_output(
    folder: str | os.PathLike[str],
    names: Iterable[str],
    inputs: Inputs = (),
    force: bool = False,
) -> Path:
    """Refuse, before any work, an output folder where ``names`` cannot or must not be written.

    Never over an input (whatever ``force`` says: ``period --out`` pointing at the inputs'
    folder would write the new PLAYER.DBF over the one being read); an existing file only with
    ``force``; a name that is a folder, a folder under a file, a read-only folder each have their
    own message. The folder is created if missing (and probed for writing by creating and
    removing the staging folder, and removed again: a run that fails afterwards leaves nothing
    behind)."""
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
    with contextlib.suppress(OSError):
        folder.rmdir()


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
