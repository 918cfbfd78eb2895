"""The tournament file: one SQLite database per event (``.elodesk``).

Every edit is one transaction committed at once (no "save" to forget); WAL journal with
``synchronous=FULL`` so that a killed process or a power cut keeps every committed edit and the
file stays consistent. The file's parts, each in its module:

* :mod:`.store_schema` — the tables and the migrations;
* :mod:`.store_check` — the file inspected read-only before anything is written (its header,
  tables, schema version and every stored value): a newer schema is refused, an older one
  migrated after a backup; a file another program made, or an empty one, is refused with no
  table, no WAL switch, no lock row and no ``-wal``/``-shm`` file left;
* :mod:`.store_lock` — one event, one writer: the lock row, the registry of this process's
  writers, whether the holder still runs;
* :mod:`.store_tx` — every edit one transaction, a failed write a typed error;
* :mod:`.store_copies` — Save a copy, the automatic backups, a backup restored;
* :mod:`.store_rows` — a player row as the engine's :class:`Entrant`, the unrated players' histories.

This module opens the file (:class:`EventStore`) and reads and writes its settings (the raw JSON
values stored by key, no default filled in: :class:`elodesk.app.settings.EventSettings` types
them and is the one home of their defaults), players, pairings and
sending log; what may be entered is checked before it is stored (:class:`InvalidEntry`).
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import sqlite3
import time
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from ..engine.model import Pairing, Result, UnknownPlayer
from . import fs
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
from .store_copies import _COMPANIONS, Copies
from .store_lock import (
    _WRITERS,
    EventLocked,
    LockHolder,
    _identity,
    _pid_alive,
    _user,
    lock_message,
)
from .store_rows import entrant, player_history
from .store_schema import MIGRATIONS, SCHEMA, SCHEMA_VERSION
from .store_tx import ReadOnlyStore, StoreFull, Transactions, _rollback, _write_error

__all__ = [
    "MIGRATIONS",
    "SCHEMA",
    "SCHEMA_VERSION",
    "_COMPANIONS",
    "_WRITERS",
    "_identity",
    "_pid_alive",
    "_rollback",
    "_user",
    "_write_error",
    "entrant",
    "lock_message",
    "player_history",
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


class InvalidEntry(StoreError):
    """An entry refused before it is stored (a board with the same player on both sides, a
    player entered twice, a line break in a name): the message names it."""


class EventStore(LockHolder, Transactions, Copies):
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
                    for k, v in (settings or {}).items():
                        self._set(k, v)
                    self._set("schema", SCHEMA_VERSION)
        except sqlite3.DatabaseError as exc:
            self._unregister()
            if hasattr(self, "db"):
                self.db.close()
            code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
            # SQLITE_READONLY (8), SQLITE_CANTOPEN (14, the -wal file in a read-only folder)
            kind = ReadOnlyStore if code in (8, 14) else StoreError
            error = kind(f"{self.path}: cannot open ({exc})")
            if create:  # not an edit of an open event: said as a file that was not made
                error.with_code("event-not-created", str(self.path), str(exc))
            raise error from None
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

    # ---- another program's edits (a desk that opened the event read-only follows the file) ----
    def file_stamp(self) -> tuple[Any, ...]:
        """What changes when another program commits to the event: SQLite's ``data_version``
        (it changes when another connection commits, and only then) and the size and time of
        the file and its ``-wal`` (an ``immutable`` connection, in a folder where SQLite cannot
        make its ``-shm`` file, sees no ``data_version`` change)."""
        stamp: list[Any] = [self.db.execute("PRAGMA data_version").fetchone()[0]]
        for p in (self.path, self.path.with_name(self.path.name + "-wal")):
            try:
                st = os.stat(p)
                stamp.append((st.st_mtime_ns, st.st_size))
            except OSError:
                stamp.append(None)
        return tuple(stamp)

    def reopen(self) -> None:
        """A read-only store's connection made again (an ``immutable`` one never reads the file
        again); then read what the file holds now."""
        if not self.read_only:
            return
        db = self._connect_read_only()
        self.db.close()
        self.db = db

    @contextlib.contextmanager
    def reading(self) -> Iterator[None]:
        """Several reads as one snapshot of the file (another program may commit between
        them: the players and the games it holds then are read together)."""
        if self.db.in_transaction:  # within an edit's transaction already
            yield
            return
        self.db.execute("BEGIN")
        try:
            yield
        finally:
            if self.db.in_transaction:
                self.db.execute("COMMIT")

    # ---- settings -----------------------------------------------------------------------------
    def _set(self, key: str, value: Any) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, json.dumps(value)))

    def get(self, key: str, default: Any = None) -> Any:
        try:
            row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error:
            return default
        return json.loads(row[0]) if row else default

    def set(self, key: str, value: Any) -> None:
        with self.transaction():
            self._set(key, value)

    def set_many(self, values: dict[str, Any]) -> None:
        """Several settings in one transaction (the event's properties edited at once)."""
        with self.transaction():
            for key, value in values.items():
                self._set(key, value)

    def settings(self) -> dict[str, Any]:
        """The stored settings as they are (a key never written is absent)."""
        return {k: json.loads(v) for k, v in self.db.execute("SELECT key, value FROM meta")}

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
    def _insert_pairings(self, rows: Iterable[Pairing]) -> None:
        """The rows written as the table holds a pairing (inside the caller's transaction)."""
        self.db.executemany(
            "INSERT OR REPLACE INTO pairings VALUES (?,?,?,?,?,?,?)",
            (
                (
                    g.round,
                    g.white,
                    g.black,
                    g.result.value if g.result else None,
                    g.date,
                    g.bye,
                    g.handicap,
                )
                for g in rows
            ),
        )

    def set_pairings(self, rows: Iterable[Pairing]) -> None:
        rows = self._check_pairings(rows)
        with self.transaction():
            self._insert_pairings(rows)

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
            self._insert_pairings(rows)
            for key, value in (meta or {}).items():
                self._set(key, value)

    def replace_all_pairings(self, rows: Iterable[Pairing], meta: dict[str, Any]) -> None:
        """Every pairing replaced by ``rows`` and ``meta`` settings written: all or none (one
        transaction)."""
        rows = self._check_pairings(rows)
        with self.transaction():
            self.db.execute("DELETE FROM pairings")
            self._insert_pairings(rows)
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

    def games_before(self) -> dict[int, int]:
        return {p["number"]: p["games"] or 0 for p in self.players()}

    # ---- sending log ----------------------------------------------
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
