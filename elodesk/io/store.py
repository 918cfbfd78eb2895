"""The tournament file: one SQLite database per event (``.elodesk``).

Every edit is one transaction committed at once (no "save" to forget); WAL journal with
``synchronous=FULL`` so that a killed process or a power cut keeps every committed edit and the
file stays consistent. "Save as" copies through SQLite's online backup.

One event, one writer (issue #16 items 3 and 15): an open event holds a lock row (PID, host,
user, time and a token of this open). Opening a file whose lock belongs to another live process,
or to another host, raises :class:`EventLocked` saying who holds it and since when; the caller
may open it read-only, or take the lock over after the user confirms (``take_over=True``). The
same file opened twice for writing in one process is refused too (a registry of the open
writers), and every write transaction first checks that the lock is still this store's.

Nothing is written before the file is known to be an event of a schema this program reads
(issue #16 item 4): the file is inspected read-only first (its header, its tables, its schema
version, every stored value — item 5); a newer schema is refused, an older one migrated after a
backup. A file another program made, or an empty one, is refused with no table, no WAL switch,
no lock row and no ``-wal``/``-shm`` file left.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import re
import secrets
import socket
import sqlite3
import sys
import time
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..engine.model import (
    Entrant,
    EventType,
    Pairing,
    Result,
    Tournament,
    UnknownPlayer,
)
from . import fs
from .outputs import OutputError, writing
from .store_check import (
    MAX_NUMBER,
    MAX_ROUNDS,
    BadStoredValue,
    NewerSchema,
    NotAnEvent,
    StoreError,
    connect_read_only,
    inspect,
    uri,
)

__all__ = [
    "BadStoredValue",
    "EventLocked",
    "EventStore",
    "InvalidEntry",
    "NewerSchema",
    "NotAnEvent",
    "ReadOnlyStore",
    "StoreError",
    "StoreFull",
    "create_event",
    "restore_backup",
]

#: The schema this program writes. Version 2 added the lock's ``token`` and ``user``.
SCHEMA_VERSION = 2
#: How to bring a file of version ``n`` to ``n + 1`` (applied in order, after a backup).
MIGRATIONS: dict[int, str] = {
    1: "ALTER TABLE lock ADD COLUMN token TEXT; ALTER TABLE lock ADD COLUMN user TEXT;",
}
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS players (
    number INTEGER PRIMARY KEY, name TEXT NOT NULL, id TEXT DEFAULT '', rating INTEGER DEFAULT 0,
    games INTEGER DEFAULT 0, federation TEXT DEFAULT '', club TEXT DEFAULT '',
    sex TEXT DEFAULT '', title TEXT DEFAULT '', birth TEXT DEFAULT '', fide_id TEXT DEFAULT '',
    fide_rating INTEGER DEFAULT 0, withdrawn INTEGER DEFAULT 0
);
CREATE TABLE IF NOT EXISTS pairings (
    round INTEGER NOT NULL, white INTEGER NOT NULL, black INTEGER NOT NULL,
    result TEXT, date TEXT DEFAULT '', bye TEXT DEFAULT '', handicap INTEGER DEFAULT 0,
    PRIMARY KEY (round, white, black)
);
CREATE TABLE IF NOT EXISTS sent (
    at TEXT NOT NULL, recipient TEXT NOT NULL, files TEXT NOT NULL, digests TEXT NOT NULL,
    how TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS lock (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER,
                                 host TEXT, since REAL, token TEXT, user TEXT);
"""

SETTINGS_DEFAULTS: dict[str, Any] = {
    "name": "",
    "city": "",
    "federation": "FEFB",
    "start": "",
    "end": "",
    "rounds": 0,
    "type": "round-robin",
    "double": False,
    "system": "frbe",
    "rules": "frbe-2008",
    "time_control": "",
    # issue 17 (engine/scoring.py, StandingsRules): "" = the edition in force at the start date
    "tiebreak_edition": "",
    "score_system": {},
    "categories": [],
    "arbiter": "",
    "sender": "",
    "club_name": "",
    "round_dates": [],
    "fide_rated": False,
    # Swiss pairings (issue 19, elodesk/app/pairing.py): the pairing-allocated bye's value, the
    # colour of pairing number 1 in round 1, the Baku acceleration, forbidden pairs (start
    # numbers), the rating the pairing list is made from ("frbe" or "fide"), and the pairing
    # list itself (start numbers), frozen when round 1 is paired.
    "pairing_bye_value": 1.0,
    "pairing_first_colour": "w",
    "pairing_baku": False,
    "pairing_forbidden": [],
    "pairing_rating": "frbe",
    "pairing_order": [],
}


class InvalidEntry(StoreError):
    """An entry refused before it is stored (a board with the same player on both sides, a
    player entered twice, a line break in a name): the message names it."""


class EventLocked(StoreError):
    """The event is open in another program (one event, one writer): who holds it, since when."""

    def __init__(
        self, message: str, pid: int = 0, host: str = "", user: str = "", since: float = 0.0
    ) -> None:
        super().__init__(message)
        self.pid, self.host, self.user, self.since = pid, host, user, since


class ReadOnlyStore(StoreError):
    """The event was opened read-only, or its file or folder cannot be written."""


class StoreFull(StoreError):
    """A write failed (disk full, I/O error): nothing of this edit was written."""


def _pid_alive(pid: int) -> bool:
    """Whether process ``pid`` of this machine still runs.

    On Windows ``os.kill(pid, 0)`` is not a probe: signal 0 is CTRL_C_EVENT there, sent to the
    process group. The portable path asks the system for a handle on the process instead
    (OpenProcess, then GetExitCodeProcess: STILL_ACTIVE = 259 while it runs).
    """
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def _pid_alive_windows(pid: int) -> bool:
    import ctypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    query_limited_information, still_active, access_denied = 0x1000, 259, 5
    handle = kernel32.OpenProcess(query_limited_information, False, pid)
    if not handle:
        # access denied: it exists (another user's process); anything else: it is gone
        return bool(ctypes.get_last_error() == access_denied)  # type: ignore[attr-defined]
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == still_active
    finally:
        kernel32.CloseHandle(handle)


def _write_error(exc: sqlite3.Error) -> type[StoreError]:
    """The typed error of a failed write, from SQLite's own error code (not its English text):
    SQLITE_READONLY (8) and its extended codes → :class:`ReadOnlyStore`, anything else (full
    disk 13, I/O error 10 …) → :class:`StoreFull`."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF == 8:
        return ReadOnlyStore
    return StoreFull


def _rollback(db: sqlite3.Connection) -> None:
    """Roll back if a transaction is still open (SQLite ends some by itself on errors)."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:
            pass


_COMPANIONS = ("-wal", "-shm", "-journal")

#: The events open for writing in this process (file identity → store): one writer per event
#: holds inside one desk too (issue #16 item 3: File ▸ Open on the open event removed its lock).
_WRITERS: dict[object, EventStore] = {}


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
    """Who holds the event and since when (issue #16 item 15)."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(since)) if since else "?"
    who = f"{user} on {host}" if user else host
    return f"{path}: already open in another elodesk (process {pid}, {who}, since {when})"


class EventStore:
    """An open event file."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        create: bool = False,
        read_only: bool = False,
        settings: dict[str, Any] | None = None,
        take_over: bool = False,
    ) -> None:
        self.path = Path(os.path.abspath(path))  # Recent and messages hold absolute paths
        self.read_only = read_only
        self.token = secrets.token_hex(8)
        self._locked = False
        self._key: object = None
        self._lock_v2: bool | None = None
        self.closed = False
        self.journal = "wal"
        if not create:
            version = inspect(self.path, SCHEMA_VERSION)  # nothing written before this
        elif self.path.exists():
            raise StoreError(f"{self.path}: already exists")
        try:
            if read_only:
                self.db = self._connect_read_only()
            else:
                self._register()
                self.db = sqlite3.connect(str(self.path), isolation_level=None, timeout=5)
                if not create:
                    self._check_lock(take_over)  # before the journal switch and migrations
                # WAL needs shared memory a network share does not give (io/fs.py): there,
                # the rollback journal
                self.journal = "delete" if fs.on_network_share(self.path) else "wal"
                self.db.execute(f"PRAGMA journal_mode={self.journal.upper()}")
                self.db.execute("PRAGMA synchronous=FULL")
                if create:
                    self.db.executescript(SCHEMA)
                elif version < SCHEMA_VERSION:
                    self._migrate(version)
            self.db.execute("PRAGMA foreign_keys=ON")
            if not read_only:
                self._take_lock(take_over)
            if create:
                with self.transaction():
                    values = dict(SETTINGS_DEFAULTS)
                    values.update(settings or {})
                    for k, v in values.items():
                        self._set(k, v)
                    self._set("schema", SCHEMA_VERSION)
        except sqlite3.DatabaseError as exc:
            self._unregister()
            if hasattr(self, "db"):
                self.db.close()
            code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
            # SQLITE_READONLY (8), SQLITE_CANTOPEN (14, the -wal file in a read-only folder)
            kind = ReadOnlyStore if code in (8, 14) else StoreError
            raise kind(f"{self.path}: cannot open ({exc})") from None
        except BaseException:
            self._unregister()
            if hasattr(self, "db"):
                self.db.close()
            raise

    def _connect_read_only(self) -> sqlite3.Connection:
        """``mode=ro`` sees a writer's changes as they come; in a read-only folder, where SQLite
        cannot create the ``-shm`` file ``mode=ro`` needs, the file is read as it is."""
        try:
            db = sqlite3.connect(uri(self.path, "mode=ro"), uri=True, isolation_level=None)
            db.execute("SELECT COUNT(*) FROM meta").fetchone()
            return db
        except sqlite3.Error:
            return connect_read_only(self.path)

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

    # ---- migrations ----------------------------------------------------------------------------
    def _migrate(self, version: int) -> None:
        """Bring a file of an older schema to :data:`SCHEMA_VERSION`, after a backup of it as it
        was (``<name>.backups/…-before-schema-N.elodesk``); one transaction, all or nothing."""
        self.backup(f"before-schema-{SCHEMA_VERSION}")
        self.db.execute("BEGIN IMMEDIATE")
        try:
            for v in range(version, SCHEMA_VERSION):
                for statement in MIGRATIONS[v].split(";"):
                    if statement.strip():
                        self.db.execute(statement)
            self._set("schema", SCHEMA_VERSION)
            self.db.execute("COMMIT")
        except BaseException:
            _rollback(self.db)
            raise

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

    def close(self) -> None:
        if not self.read_only and self._locked:
            try:
                self.db.execute("BEGIN IMMEDIATE")
                self.db.execute("DELETE FROM lock WHERE id = 1 AND token = ?", (self.token,))
                self.db.execute("COMMIT")
            except sqlite3.Error:
                _rollback(self.db)
            self._locked = False
        self._unregister()
        self.db.close()
        self.closed = True

    # ---- transactions -------------------------------------------------------------------------
    def transaction(self):
        store = self

        class _Tx:
            def __enter__(self_inner):
                if store.read_only:
                    raise ReadOnlyStore(f"{store.path}: opened read-only")
                try:
                    store.db.execute("BEGIN IMMEDIATE")
                except sqlite3.Error as exc:
                    kind = _write_error(exc)
                    raise kind(
                        f"{store.path}: cannot write ({exc}); nothing of this edit was written"
                    ) from None
                if store._locked:
                    store._still_mine()
                return store

            def __exit__(self_inner, exc_type, exc, tb):
                if exc_type is None:
                    try:
                        store.db.execute("COMMIT")
                        store._checkpoint()
                        return False
                    except sqlite3.Error as e:
                        exc = e
                _rollback(store.db)
                if isinstance(exc, sqlite3.Error):
                    kind = _write_error(exc)
                    raise kind(
                        f"{store.path}: cannot write ({exc}); nothing of this edit was written"
                    ) from None
                return False

        return _Tx()

    def _checkpoint(self) -> None:
        """Issue #13: the ``.elodesk`` file alone holds every committed edit. In WAL mode a
        commit lands in the ``-wal`` file, so a copy of the event file taken while the desk runs
        (to a USB stick) had no tables; the WAL is checkpointed into the file after each edit
        (TRUNCATE: the ``-wal`` file is emptied). A checkpoint that cannot finish (a reader in
        another process) leaves the data safe in the WAL; the next edit tries again."""
        try:
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error:
            pass

    # ---- settings -----------------------------------------------------------------------------
    def _set(self, key: str, value: Any) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, json.dumps(value)))

    def get(self, key: str, default: Any = None) -> Any:
        try:
            row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error:
            return default
        return json.loads(row[0]) if row else SETTINGS_DEFAULTS.get(key, default)

    def set(self, key: str, value: Any) -> None:
        with self.transaction():
            self._set(key, value)

    def set_many(self, values: dict[str, Any]) -> None:
        """Several settings in one transaction (the event's properties edited at once)."""
        with self.transaction():
            for key, value in values.items():
                self._set(key, value)

    def settings(self) -> dict[str, Any]:
        out = dict(SETTINGS_DEFAULTS)
        for k, v in self.db.execute("SELECT key, value FROM meta"):
            out[k] = json.loads(v)
        return out

    # ---- players ------------------------------------------------------------------------------
    _PCOLS = (
        "number",
        "name",
        "id",
        "rating",
        "games",
        "federation",
        "club",
        "sex",
        "title",
        "birth",
        "fide_id",
        "fide_rating",
        "withdrawn",
    )

    def players(self) -> list[dict[str, Any]]:
        rows = self.db.execute(f"SELECT {', '.join(self._PCOLS)} FROM players ORDER BY number")
        return [dict(zip(self._PCOLS, r, strict=False)) for r in rows]

    def player(self, number: int) -> dict[str, Any]:
        """One player's row (what :meth:`players` gives for him), read after an edit of his."""
        row = self.db.execute(
            f"SELECT {', '.join(self._PCOLS)} FROM players WHERE number = ?", (number,)
        ).fetchone()
        if row is None:
            raise UnknownPlayer(f"no player with start number {number}")
        return dict(zip(self._PCOLS, row, strict=False))

    # ---- what may be entered (refused before it is stored: the open-time check would then
    # refuse the whole event, io/store_check.py) ----------------------------------------------
    _TEXTS = ("name", "id", "federation", "club", "sex", "title", "birth", "fide_id")

    def _check_player(self, fields: Mapping[str, Any], number: int | None = None) -> None:
        """A player's text without line breaks or control characters (a pasted name), and his
        ID not already another player's (the same player entered twice)."""
        who = fields.get("name") or (f"player {number}" if number else "the player")
        for col in self._TEXTS:
            value = fields.get(col)
            if isinstance(value, str) and any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
                raise InvalidEntry(
                    f"{who}: {col} {value!r} holds a line break or a control character; "
                    "type it on one line"
                )
        for col in ("rating", "games", "fide_rating"):
            value = fields.get(col)
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 9999
            ):
                raise InvalidEntry(f"{who}: {col} {value!r} is not a whole number from 0 to 9999")
        given = fields.get("number")
        if given is not None and given != 0 and not 0 < int(given) <= MAX_NUMBER:
            raise InvalidEntry(f"{who}: start number {given} is not from 1 to {MAX_NUMBER}")
        pid = str(fields.get("id") or "").strip()
        if pid and pid != "0":
            row = self.db.execute(
                "SELECT number, name FROM players WHERE id = ? AND number != ?",
                (pid, number if number is not None else -1),
            ).fetchone()
            if row:
                raise InvalidEntry(
                    f"{who}: ID {pid} is already player {row[0]} ({row[1]}); a player is entered "
                    "once"
                )

    def _check_pairings(self, rows: Iterable[Pairing]) -> list[Pairing]:
        """Boards between two players of the event, in rounds 1 to 999: White 0, the same
        player on both sides, a player not in the event are refused with the board named."""
        rows = list(rows)
        numbers = {r[0] for r in self.db.execute("SELECT number FROM players")}
        for g in rows:
            where = f"round {g.round}, board {g.white}–{g.black}"
            if not 1 <= g.round <= MAX_ROUNDS:
                raise InvalidEntry(f"{where}: {g.round} is not a round from 1 to {MAX_ROUNDS}")
            if g.white == 0:
                raise InvalidEntry(f"{where}: White is no player (0); a bye has Black 0")
            if g.white == g.black:
                raise InvalidEntry(f"{where}: player {g.white} on both sides of the board")
            for n in (g.white, g.black):
                if n and n not in numbers:
                    raise InvalidEntry(f"{where}: player {n} is not in the event")
        return rows

    def add_player(self, **fields: Any) -> int:
        self._check_player(fields)
        with self.transaction():
            if "number" not in fields or not fields["number"]:
                n = self.db.execute("SELECT COALESCE(MAX(number), 0) + 1 FROM players").fetchone()
                fields["number"] = n[0]
            cols = [c for c in self._PCOLS if c in fields]
            self.db.execute(
                f"INSERT INTO players ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
                [fields[c] for c in cols],
            )
            if fields.get("history") and fields.get("id"):
                hist = dict(self.get("history") or {})
                hist[str(fields["id"])] = [int(fields.get("games") or 0), *fields["history"]]
                self._set("history", hist)
        return int(fields["number"])

    def history(self) -> dict[int, tuple[int, float]]:
        """Start number → (sum of past rated opponents' ratings, points against them) for the
        players whose history came with them from the federation's list (kept by ID in the
        event's ``history`` setting, with the game count it goes with)."""
        return player_history(self.get("history") or {}, self.players())

    def add_players(self, rows: Iterable[dict[str, Any]]) -> None:
        """Several players (each with its start number) in one transaction: all or none."""
        rows = list(rows)
        for fields in rows:
            self._check_player(fields)
        with self.transaction():
            for fields in rows:
                cols = [c for c in self._PCOLS if c in fields]
                self.db.execute(
                    f"INSERT INTO players ({', '.join(cols)}) "
                    f"VALUES ({', '.join('?' for _ in cols)})",
                    [fields[c] for c in cols],
                )

    def update_player(self, number: int, **fields: Any) -> None:
        self._check_player({k: v for k, v in fields.items() if k != "number"}, number)
        cols = [c for c in fields if c in self._PCOLS and c != "number"]
        with self.transaction():
            cur = self.db.execute(
                f"UPDATE players SET {', '.join(c + ' = ?' for c in cols)} WHERE number = ?",
                [fields[c] for c in cols] + [number],
            )
            if cur.rowcount == 0:
                raise UnknownPlayer(f"no player with start number {number}")

    def remove_player(self, number: int) -> dict[str, Any]:
        with self.transaction():
            row = self.db.execute(
                f"SELECT {', '.join(self._PCOLS)} FROM players WHERE number = ?", (number,)
            ).fetchone()
            if row is None:
                raise UnknownPlayer(f"no player with start number {number}")
            self.db.execute("DELETE FROM players WHERE number = ?", (number,))
            self.db.execute("DELETE FROM pairings WHERE white = ? OR black = ?", (number, number))
        return dict(zip(self._PCOLS, row, strict=False))

    def renumber(self, mapping: dict[int, int]) -> None:
        """New start numbers (old → new), before any pairing exists."""
        with self.transaction():
            if self.db.execute("SELECT COUNT(*) FROM pairings").fetchone()[0]:
                raise StoreError(f"{self.path}: start numbers cannot change once rounds are paired")
            for old, new in mapping.items():
                self.db.execute("UPDATE players SET number = ? WHERE number = ?", (-new, old))
            self.db.execute("UPDATE players SET number = -number WHERE number < 0")

    # ---- pairings and results -----------------------------------------------------------------
    def set_pairings(self, rows: Iterable[Pairing]) -> None:
        rows = self._check_pairings(rows)
        with self.transaction():
            for g in rows:
                self.db.execute(
                    "INSERT OR REPLACE INTO pairings VALUES (?,?,?,?,?,?,?)",
                    (
                        g.round,
                        g.white,
                        g.black,
                        g.result.value if g.result else None,
                        g.date,
                        g.bye,
                        g.handicap,
                    ),
                )

    def replace_round(
        self,
        rnd: int,
        rows: Iterable[Pairing],
        meta: dict[str, Any] | None = None,
        withdrawn: dict[int, int] | None = None,
    ) -> None:
        """Round ``rnd``'s rows replaced by ``rows``, ``meta`` settings and players' ``withdrawn``
        flags (start number → 0/1) written: all or none (one transaction)."""
        rows = self._check_pairings(rows)
        with self.transaction():
            for number, flag in (withdrawn or {}).items():
                self.db.execute(
                    "UPDATE players SET withdrawn = ? WHERE number = ?", (int(flag), number)
                )
            self.db.execute("DELETE FROM pairings WHERE round = ?", (rnd,))
            for g in rows:
                self.db.execute(
                    "INSERT OR REPLACE INTO pairings VALUES (?,?,?,?,?,?,?)",
                    (
                        g.round,
                        g.white,
                        g.black,
                        g.result.value if g.result else None,
                        g.date,
                        g.bye,
                        g.handicap,
                    ),
                )
            for key, value in (meta or {}).items():
                self._set(key, value)

    def replace_all_pairings(self, rows: Iterable[Pairing], meta: dict[str, Any]) -> None:
        """Every pairing replaced by ``rows`` and ``meta`` settings written: all or none (one
        transaction)."""
        rows = self._check_pairings(rows)
        with self.transaction():
            self.db.execute("DELETE FROM pairings")
            for g in rows:
                self.db.execute(
                    "INSERT OR REPLACE INTO pairings VALUES (?,?,?,?,?,?,?)",
                    (
                        g.round,
                        g.white,
                        g.black,
                        g.result.value if g.result else None,
                        g.date,
                        g.bye,
                        g.handicap,
                    ),
                )
            for key, value in meta.items():
                self._set(key, value)

    def clear_round(self, rnd: int) -> None:
        with self.transaction():
            self.db.execute("DELETE FROM pairings WHERE round = ?", (rnd,))

    def set_result(self, rnd: int, white: int, black: int, result: Result | None) -> None:
        with self.transaction():
            cur = self.db.execute(
                "UPDATE pairings SET result = ? WHERE round = ? AND white = ? AND black = ?",
                (result.value if result else None, rnd, white, black),
            )
            if cur.rowcount == 0:
                raise UnknownPlayer(f"round {rnd}: no game {white}–{black}")

    def pairings(self) -> list[Pairing]:
        rows = self.db.execute(
            "SELECT round, white, black, result, date, bye, handicap FROM "
            "pairings ORDER BY round, rowid"
        )
        return [
            Pairing(
                r[0], r[1], r[2], Result(r[3]) if r[3] else None, r[4] or "", r[5] or "", r[6] or 0
            )
            for r in rows
        ]

    # ---- the whole tournament -----------------------------------------------------------------
    def tournament(self) -> Tournament:
        return build_tournament(self.settings(), self.players(), self.pairings())

    def games_before(self) -> dict[int, int]:
        return {p["number"]: p["games"] or 0 for p in self.players()}

    # ---- sending log (issue: sending the results) ----------------------------------------------
    def log_sent(self, recipient: str, files: list[str], digests: list[str], how: str) -> None:
        with self.transaction():
            self.db.execute(
                "INSERT INTO sent VALUES (?, ?, ?, ?, ?)",
                (
                    time.strftime("%Y-%m-%d %H:%M:%S"),
                    recipient,
                    json.dumps(files),
                    json.dumps(digests),
                    how,
                ),
            )

    def sent(self) -> list[dict[str, Any]]:
        return [
            {
                "at": r[0],
                "recipient": r[1],
                "files": json.loads(r[2]),
                "digests": json.loads(r[3]),
                "how": r[4],
            }
            for r in self.db.execute("SELECT * FROM sent ORDER BY rowid")
        ]

    # ---- copies --------------------------------------------------------------------------------
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
            why = "the disk is full" if full else str(exc)
            raise StoreFull(f"{target}: cannot write ({why}); no copy was made") from None

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


def player_history(
    hist: Mapping[str, Any], players: Iterable[dict[str, Any]]
) -> dict[int, tuple[int, float]]:
    """:meth:`EventStore.history` from the ``history`` setting and the players' rows: a
    history counts while the player's games are still those it went with."""
    out: dict[int, tuple[int, float]] = {}
    for p in players:
        h = hist.get(str(p["id"] or ""))
        if h and len(h) == 3 and int(h[0]) == int(p["games"] or 0):
            out[p["number"]] = (int(h[1]), float(h[2]))
    return out


def entrant(p: dict[str, Any]) -> Entrant:
    """A player of the store (a :meth:`EventStore.players` row) as the engine sees him."""
    return Entrant(
        p["number"],
        p["name"],
        p["id"] or "",
        p["rating"] or 0,
        p["federation"] or "",
        p["club"] or "",
        p["sex"] or "",
        p["title"] or "",
        p["birth"] or "",
        p["fide_id"] or "",
        withdrawn=bool(p["withdrawn"]),
        fide_rating=int(p.get("fide_rating") or 0),
    )


def build_tournament(
    settings: Mapping[str, Any],
    players: Iterable[dict[str, Any]] | tuple[Entrant, ...],
    pairings: Iterable[Pairing],
) -> Tournament:
    """The event as a :class:`Tournament` from its settings, player rows (or entrants already
    built) and pairings: what :meth:`EventStore.tournament` reads, and what the desk rebuilds in
    memory after an edit without reading the file again."""
    s = settings
    entrants = tuple(p if isinstance(p, Entrant) else entrant(p) for p in players)
    etype = {
        "round-robin": EventType.ROUND_ROBIN,
        "open": EventType.OPEN,
        "match": EventType.MATCH,
    }.get(s["type"], EventType.OPEN)
    games = tuple(pairings)
    rounds = int(s.get("rounds") or 0) or max((g.round for g in games), default=0)
    return Tournament(
        name=s["name"],
        players=entrants,
        pairings=games,
        city=s["city"],
        federation=s["federation"],
        start=s["start"],
        end=s["end"],
        rounds=rounds,
        type=etype,
        time_control=s["time_control"],
        arbiter=s["arbiter"],
        sender=str(s["sender"]),
        round_dates=tuple(str(d) for d in s.get("round_dates") or ()),
    )


def create_event(path: str | os.PathLike[str], settings: dict[str, Any]) -> EventStore:
    """A new event file (refuses to overwrite an existing one)."""
    return EventStore(path, create=True, settings=settings)


def restore_backup(backup: str | os.PathLike[str], target: str | os.PathLike[str]) -> Path:
    """A backup restored as a new event file (never over the current one)."""
    if Path(target).exists():
        raise StoreError(f"{target}: already exists")
    src = EventStore(backup, read_only=True)
    try:
        if src.integrity() != "ok":
            raise StoreError(f"{backup}: damaged backup")
        src.save_as(target)
    finally:
        src.close()
    return Path(target)
