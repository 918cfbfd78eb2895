"""One event, one writer: the lock an open event holds, and the check that a process still runs.

An event open for writing holds a lock row (PID, host, user, time and a token of this open).
Opening a file whose lock belongs to another live process, or to another host, raises
:class:`EventLocked` saying who holds it and since when; the caller may open it read-only, or
take the lock over after the user confirms. The same file opened twice for writing in one
process is refused too (a registry of the open writers: File ▸ Open on the event already open
must not remove its lock), and every write transaction first checks that the lock is still this
store's (:meth:`LockHolder._still_mine`): after a take-over elsewhere nothing more is written.

:func:`_pid_alive` asks the system whether a process runs, portably (Windows has no signal 0).
"""

from __future__ import annotations

import getpass
import os
import socket
import sqlite3
import time
from pathlib import Path
from typing import Any

import psutil

from .store_check import StoreError
from .store_tx import _rollback


class EventLocked(StoreError):
    """The event is open in another program (one event, one writer): who holds it, since when."""

    def __init__(
        self, message: str, pid: int = 0, host: str = "", user: str = "", since: float = 0.0
    ) -> None:
        super().__init__(message)
        self.pid, self.host, self.user, self.since = pid, host, user, since


def _pid_alive(pid: int) -> bool:
    """Whether process ``pid`` of this machine still runs: psutil's ``pid_exists`` (on Windows
    a handle asked of the system, where ``os.kill(pid, 0)`` would send CTRL_C_EVENT to the
    process group; elsewhere signal 0), tested by psutil on each platform."""
    if pid <= 0:
        return False
    return bool(psutil.pid_exists(pid))


#: The events open for writing in this process (file identity → store): one writer per event
#: holds inside one desk too (File ▸ Open on the open event removed its lock).
_WRITERS: dict[object, Any] = {}


def _identity(path: Path) -> object:
    """The same file whatever its spelling (hard links, ``..``, case on Windows)."""
    try:
        st = path.stat()
        if st.st_ino:
            return (st.st_dev, st.st_ino)
    except OSError:
        pass
    return os.path.normcase(os.path.realpath(path))


def _user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no user name in the environment (a service): not worth failing for
        return ""


def lock_message(path: Path, pid: int, host: str, user: str, since: float) -> str:
    """Who holds the event and since when."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(since)) if since else "?"
    who = f"{user} on {host}" if user else host
    return f"{path}: already open in another elodesk (process {pid}, {who}, since {when})"


class LockHolder:
    """The lock part of :class:`~elodesk.io.store.EventStore` (a mixin: its connection, path
    and token are the store's)."""

    path: Path
    db: sqlite3.Connection
    token: str
    _locked: bool
    _key: object
    _lock_v2: bool | None
    _since: float

    def _register(self) -> None:
        key = _identity(self.path)
        other = _WRITERS.get(key)
        if other is not None:
            raise EventLocked(
                f"{self.path}: already open for writing in this program",
                os.getpid(),
                socket.gethostname(),
                _user(),
                other._since if hasattr(other, "_since") else 0.0,
            )
        _WRITERS[key] = self
        self._key = key

    def _unregister(self) -> None:
        if self._key is not None and _WRITERS.get(self._key) is self:
            del _WRITERS[self._key]
        self._key = None

    # ---- lock --------------------------------------------------------------------------------
    def _holder(self) -> tuple[int, str, float, str, str] | None:
        """The lock row (pid, host, since, token, user), read with the columns every schema has
        (version 1 had no token or user)."""
        if self._lock_v2 is None or not self._lock_v2:  # known once it has the columns
            cols = {r[1] for r in self.db.execute("PRAGMA table_info(lock)")}
            self._lock_v2 = "token" in cols
        extra = ", token, user" if self._lock_v2 else ", '', ''"
        row = self.db.execute(f"SELECT pid, host, since{extra} FROM lock WHERE id = 1").fetchone()
        return None if row is None else (row[0] or 0, row[1] or "", row[2] or 0.0, row[3], row[4])

    def _check_lock(self, take_over: bool) -> None:
        """Refuse a lock that another live process holds (another host's always counts as live:
        it cannot be probed), unless the user chose to take it over."""
        row = self._holder()
        if row is None or take_over:
            return
        pid, host, since, token, user = row
        if token == self.token:
            return
        here = socket.gethostname()
        if host == here and (pid == os.getpid() or not _pid_alive(pid)):
            return  # this process's stale lock (not in the registry) or a dead process's
        raise EventLocked(
            lock_message(self.path, pid, host, user or "", since), pid, host, user or "", since
        )

    def _take_lock(self, take_over: bool = False) -> None:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self._check_lock(take_over)
            self._since = time.time()
            self.db.execute(
                "INSERT OR REPLACE INTO lock (id, pid, host, since, token, user) "
                "VALUES (1, ?, ?, ?, ?, ?)",
                (os.getpid(), socket.gethostname(), self._since, self.token, _user()),
            )
            self.db.execute("COMMIT")
        except BaseException:
            _rollback(self.db)
            raise
        self._locked = True

    def _still_mine(self) -> None:
        """Inside a write transaction: the lock is still this store's (it may have been taken
        over from another desk after the user confirmed); else nothing is written."""
        row = self._holder()
        if row is None or row[3] != self.token:
            _rollback(self.db)
            pid, host, since, _token, user = row or (0, "?", 0.0, "", "")
            raise EventLocked(
                lock_message(self.path, pid, host, user or "", since).replace(
                    "already open in another elodesk", "taken over by another elodesk"
                )
                + "; nothing of this edit was written",
                pid,
                host,
                user or "",
                since,
            )
