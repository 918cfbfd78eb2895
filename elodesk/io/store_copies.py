"""Copies of an event file: File ▸ Save a copy…, the automatic backups, a backup restored.

A copy goes through SQLite's online backup API (consistent while the event is open), carries no
lock, and is written through the output rule (:mod:`.outputs`: a temporary file renamed into
place; a full disk leaves no partial or 0-byte copy). The automatic backups (one at the end of
each round, the ten newest this event made kept) live in ``<event>.backups/``.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

from .outputs import OutputError, writing
from .store_check import StoreError, connect_read_only
from .store_lock import EventLocked, _identity, lock_message
from .store_tx import StoreFull

_COMPANIONS = ("-wal", "-shm", "-journal")


class Copies:
    """The copies part of :class:`~elodesk.io.store.EventStore` (a mixin)."""

    path: Path
    db: sqlite3.Connection

    def get(self, key: str, default: Any = None) -> Any:  # pragma: no cover - the store's
        raise NotImplementedError

    def set(self, key: str, value: Any) -> None:  # pragma: no cover - the store's
        raise NotImplementedError

    def save_as(self, target: str | os.PathLike[str]) -> None:
        """A consistent copy through SQLite's backup API (the copy carries no lock), by the
        output rule (``io.outputs.writing``: a temporary file created exclusively, renamed into
        place: a full disk leaves no partial or 0-byte copy, a link at the target is replaced,
        never written through); never over this event itself or its ``-wal``/``-shm`` files, nor
        over an event another elodesk has open (its lock: that program would go on writing into
        a file replaced under it) — as File ▸ Open refuses it."""
        dest = Path(os.path.abspath(target))
        for own in (self.path, *(self.path.with_name(self.path.name + x) for x in _COMPANIONS)):
            if _identity(dest) == _identity(own) or dest == own:
                raise StoreError(f"{target}: this is the open event itself; choose another name")
        held = _lock_of(dest)
        if held is not None:
            pid, host, since, user = held
            raise EventLocked(f"{lock_message(dest, pid, host, user, since)}; it is not replaced")
        try:
            with writing(dest, inputs=[self.path], force=True) as tmp:
                dst = sqlite3.connect(str(tmp))
                try:
                    with dst:
                        self.db.backup(dst)
                    dst.execute("DELETE FROM lock")
                    dst.commit()
                finally:
                    dst.close()
        except (sqlite3.Error, OSError, OutputError) as exc:
            full = getattr(exc, "sqlite_errorcode", 0) == 13 or getattr(exc, "errno", 0) == 28
            full = full or "No space left" in str(exc) or "disk is full" in str(exc)
            if full:
                why = "the disk is full"
            elif isinstance(exc, OutputError) and exc.code == "cannot-write":
                why = str(exc.values[1])  # the system's reason, without the path again
            else:
                why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise StoreFull(f"{target}: cannot write ({why}); no copy was made").with_code(
                "copy-not-written", str(target), why
            ) from None

    # ---- automatic backups -------------------------------------------------------------------
    def backup_folder(self) -> Path:
        return self.path.with_name(self.path.stem + ".backups")

    def _checked_backup_folder(self) -> Path:
        folder = self.backup_folder()
        if folder.is_symlink():
            raise StoreError(
                f"{folder}: is a link, not a folder; elodesk keeps its backups only in a folder of "
                "its own, so no backup was made"
            )
        if folder.exists() and not folder.is_dir():
            raise StoreError(f"{folder}: is a file, not a folder; no backup was made")
        return folder

    def backup(self, label: str, keep: int = 10) -> Path:
        """A copy of the event in ``<name>.backups/``; beyond ``keep`` of them, the oldest of
        the backups this event made are removed: only files it recorded making (their names in
        the event's ``backups_made`` setting), still named as it names them
        (``YYYYMMDD-HHMMSS-label.elodesk``) and regular files (never through a link) — someone
        else's event in a shared or linked folder is never deleted."""
        folder = self._checked_backup_folder()
        try:
            folder.mkdir(exist_ok=True)
        except OSError as exc:
            raise StoreError(
                f"{folder}: cannot be made ({exc.strerror}); no backup was made"
            ) from None
        for entry in os.scandir(folder):  # the temporary files of a copy killed midway
            if _BACKUP_TEMP.match(entry.name) and entry.is_file(follow_symlinks=False):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in label)
        target = folder / f"{stamp}-{safe}.elodesk"
        n = 1
        while os.path.lexists(target):
            n += 1
            target = folder / f"{stamp}-{safe}-{n}.elodesk"
        self.save_as(target)
        made = self.get("backups_made", [])
        made = [m for m in made if isinstance(m, str)] if isinstance(made, list) else []
        made.append(target.name)
        ours = [p for p in self.backups() if p.name in made]
        for old in ours[keep:]:
            with contextlib.suppress(OSError):
                old.unlink()
        self.set("backups_made", [m for m in made if os.path.lexists(folder / m)])
        return target

    def backups(self) -> list[Path]:
        """The backups in ``<name>.backups/`` (files named as :meth:`backup` names them,
        regular files, not links), newest first."""
        folder = self.backup_folder()
        if folder.is_symlink() or not folder.is_dir():
            return []
        return sorted(
            (
                Path(e.path)
                for e in os.scandir(folder)
                if _BACKUP_NAME.match(e.name) and e.is_file(follow_symlinks=False)
            ),
            reverse=True,
        )

    def integrity(self) -> str:
        return self.db.execute("PRAGMA integrity_check").fetchone()[0]


#: How :meth:`EventStore.backup` names a backup: stamp, label, and a number when two are made
#: in the same second.
_BACKUP_NAME = re.compile(r"\d{8}-\d{6}-[A-Za-z0-9_-]+\.elodesk\Z")
#: The temporary file of a backup being written (``io.outputs.temp_name``) and SQLite's own.
_BACKUP_TEMP = re.compile(
    r"\.\d{8}-\d{6}-[A-Za-z0-9_-]+\.elodesk\.[0-9a-f]{8,16}\.tmp(?:-wal|-shm|-journal)?\Z"
)


def _lock_of(path: Path) -> tuple[int, str, float, str] | None:
    """Who holds the lock of the event at ``path`` (pid, host, since, user), when it is an
    elodesk event open in another program; None otherwise (no file, another kind of file)."""
    if not path.is_file():
        return None
    try:
        db = connect_read_only(path)
    except sqlite3.Error:
        return None
    try:
        cols = {r[1] for r in db.execute("PRAGMA table_info(lock)")}
        user = "user" if "user" in cols else "''"
        row = db.execute(f"SELECT pid, host, since, {user} FROM lock WHERE id = 1").fetchone()
    except (sqlite3.Error, ValueError):
        return None
    finally:
        db.close()
    if row is None:
        return None
    return int(row[0] or 0), str(row[1] or ""), float(row[2] or 0), str(row[3] or "")
