"""An event file inspected read-only, before anything is written to it.

Opening used to switch any SQLite file to WAL, add the event's tables and a lock row, and only
then look for the event's ``schema`` key: another program's database was changed and a 0-byte
file became an empty event. Here the file is read through a connection that cannot write and
creates nothing beside it (``immutable=1`` when no ``-wal`` file is there, so no ``-wal`` or
``-shm`` appears either), and checked in order: its header, the event's tables, the schema
version (newer: refused; older: the caller migrates after a backup), then every stored value
elodesk reads back (meta JSON and types, start numbers, ratings, results, the sending log), so
that a value changed outside elodesk is one message naming the table, the row and the field
instead of a traceback in the command or at every start of the desk.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine.model import ElodeskError, Result
from .inputs import refuse_special


class StoreError(ElodeskError):
    """The event file cannot be opened or written."""


class NotAnEvent(StoreError):
    """The file is not an elodesk event (another program's database, an empty file, …)."""


class NewerSchema(StoreError):
    """The event was written by a newer elodesk (a schema this program does not know)."""


class BadStoredValue(StoreError):
    """A value in the event file that elodesk never writes (the file was changed elsewhere)."""


SQLITE_MAGIC = b"SQLite format 3\x00"
#: The most rounds an event holds: the TRF's round cells and the results files' round fields
#: have at most 3 digits (a double round robin of 60 players has 118 rounds).
MAX_ROUNDS = 999
#: The highest start number: TRF's 4-digit start-number field (``001`` records).
MAX_NUMBER = 9999
#: Schema objects SQLite itself creates: the index of a primary key or a UNIQUE column, the
#: AUTOINCREMENT counter, ANALYZE's statistics.
_SQLITE_OWN = ("sqlite_autoindex_", "sqlite_sequence", "sqlite_stat")
#: The tables every event has (since version 1).
EVENT_TABLES = {"meta", "players", "pairings", "sent", "lock"}
_RESULTS = {r.value for r in Result}
#: Settings whose type is fixed (others, such as the ones later versions add, are only JSON).
_TYPED: dict[str, type | tuple[type, ...]] = {
    "name": str,
    "city": str,
    "federation": str,
    "start": str,
    "end": str,
    "rounds": int,
    "type": str,
    "double": bool,
    "system": str,
    "rules": str,
    "time_control": str,
    "tiebreaks": list,
    "arbiter": str,
    "sender": (str, int),
    "fide_rated": bool,
    "schema": int,
    "history": dict,  # ID → [games, opponents' sum, points] (store.history)
}


def uri(path: Path, *options: str) -> str:
    """An SQLite URI for ``path`` (``as_uri`` percent-encodes ``?`` and ``#`` in names)."""
    return sqlite_uri(path.absolute().as_uri()) + ("?" + "&".join(options) if options else "")


def sqlite_uri(file_uri: str) -> str:
    """A ``file:`` URI as SQLite takes it: a Windows UNC path (``\\\\nas\\club\\e.elodesk``,
    which ``as_uri`` writes ``file://nas/club/e.elodesk``) with an empty authority and the
    server in the path (``file:////nas/club/e.elodesk``): SQLite refuses any authority but
    ``localhost`` ("invalid uri authority", sqlite.org/uri.html, 3.2)."""
    if file_uri.startswith("file://") and not file_uri.startswith("file:///"):
        return "file:////" + file_uri[len("file://") :]
    return file_uri


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write. With a ``-wal`` file beside (a writer is open, or one was
    killed) the WAL must be read: ``mode=ro``. Without one, ``immutable=1``, which creates no
    ``-wal``/``-shm`` file (on another program's database, or in a read-only folder where
    ``mode=ro`` cannot create them and fails)."""
    wal = path.with_name(path.name + "-wal")
    if wal.exists():
        try:
            db = sqlite3.connect(uri(path, "mode=ro"), uri=True, isolation_level=None)
            db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            return db
        except sqlite3.Error:
            pass  # a read-only folder without the -shm file: read the main file as it is
    return sqlite3.connect(uri(path, "mode=ro", "immutable=1"), uri=True, isolation_level=None)


def inspect(path: Path, newest: int) -> int:
    """The event's schema version, after every check; raises before anything is written
    (:class:`NewerSchema` above ``newest``, the version this program writes)."""
    if not path.exists():
        raise StoreError(f"{path}: no such event file")
    if path.is_dir():
        raise NotAnEvent(f"{path}: is a folder, not an elodesk event file")
    wal = path.with_name(path.name + "-wal")
    try:
        refuse_special(path)  # a FIFO or a device would hang SQLite (and this read)
        with open(path, "rb") as fh:
            head = fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise StoreError(f"{path}: cannot read ({exc.strerror})") from None
    has_wal = wal.exists() and wal.stat().st_size > 0
    if not head and not has_wal:
        raise NotAnEvent(f"{path}: empty file, not an elodesk event")
    if head and head != SQLITE_MAGIC:
        raise NotAnEvent(f"{path}: not an elodesk event file (not an SQLite database)")
    try:
        db = connect_read_only(path)
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: cannot open ({exc})") from None
    try:
        try:
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            row = (
                db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
                if "meta" in tables
                else None
            )
        except (sqlite3.DatabaseError, ValueError) as exc:  # ValueError: text not UTF-8
            raise NotAnEvent(f"{path}: not an elodesk event file ({exc})") from None
        if not EVENT_TABLES <= tables or row is None:
            raise NotAnEvent(
                f"{path}: not an elodesk event file (an SQLite database of another program); "
                "nothing was changed in it"
            )
        version = _json(path, "meta", "schema", row[0])
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise BadStoredValue(f"{path}: meta, schema: {row[0]!r} is not a schema version")
        if version > newest:
            raise NewerSchema(
                f"{path}: written by a newer elodesk (event schema {version}; this version reads "
                f"up to {newest}); update elodesk to open it"
            )
        try:
            check_schema_objects(db, path)
            ok = db.execute("PRAGMA integrity_check(1)").fetchone()[0]
            if ok != "ok":
                raise BadStoredValue(
                    f"{path}: damaged event file ({ok}); File ▸ Restore a backup… holds the "
                    "copies made at each round"
                )
            check_values(db, path)
        except StoreError:
            raise
        except (sqlite3.DatabaseError, ValueError) as exc:  # ValueError: text not UTF-8
            raise BadStoredValue(f"{path}: damaged event file ({exc})") from None
        return version
    finally:
        db.close()


def _json(path: Path, table: str, where: str, text: Any) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        raise BadStoredValue(bad_value(path, table, where, text, "is not JSON")) from None


def bad_value(path: Path, table: str, where: str, value: Any, why: str) -> str:
    shown = repr(value if not isinstance(value, bytes) else value[:20])
    if len(shown) > 40:
        shown = shown[:37] + "…"
    return (
        f"{path}: {table}, {where}: {shown} {why} — the file was changed outside elodesk "
        "(File ▸ Restore a backup… holds the copies made at each round)"
    )


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_schema_objects(db: sqlite3.Connection, path: Path) -> None:
    """Only the event's own tables and SQLite's own indexes: a trigger, a view or any other
    object was put there by another program, and a trigger runs on every write (one turned a
    typed 0–1 into 1–0 on disk while the desk showed 0–1): refused before anything is read."""
    kinds = {"trigger": "a trigger", "view": "a view", "index": "an index", "table": "a table"}
    for kind, name in db.execute("SELECT type, name FROM sqlite_master ORDER BY rowid"):
        if (kind == "table" and name in EVENT_TABLES) or str(name).startswith(_SQLITE_OWN):
            continue
        raise BadStoredValue(
            f"{path}: holds {kinds.get(kind, kind)} {name!r} that elodesk never writes — another "
            "program changed the file; it is not opened (File ▸ Restore a backup… holds the "
            "copies made at each round)"
        )


#: Checks of the settings the engine reads (its rule sets, its standings rules), registered by
#: the application layer (``app/event_rules.py``: the engine's own readers; io imports only the
#: engine's model). Each raises :class:`BadStoredValue` naming the setting.
SETTINGS_CHECKS: list[Callable[[dict[str, Any], Path], None]] = []


def check_values(db: sqlite3.Connection, path: Path) -> None:
    """Every stored value elodesk reads back, of the type it writes; one message for the first
    that is not (table, row, field, value)."""
    meta: dict[str, Any] = {}
    for key, text in db.execute("SELECT key, value FROM meta"):  # as settings() reads it
        value = _json(path, "meta", str(key), text)
        meta[str(key)] = value
        want = _TYPED.get(key)
        if want is None:
            continue
        ok = isinstance(value, want) and not (want is int and isinstance(value, bool))
        if key == "rounds" and ok and not 0 <= value <= MAX_ROUNDS:
            raise BadStoredValue(
                bad_value(
                    path, "meta", key, value, f"is not a number of rounds from 0 to {MAX_ROUNDS}"
                )
            )
        if key == "tiebreaks" and ok:
            ok = all(isinstance(t, str) for t in value)
        if key == "history" and ok:
            ok = all(
                isinstance(h, list)
                and len(h) == 3
                and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in h)
                and all(abs(x) < 1e9 for x in h)
                for h in value.values()
            )
        if not ok:
            names = want.__name__ if isinstance(want, type) else "text"
            kind = {
                "str": "text",
                "int": "a whole number",
                "bool": "true or false",
                "dict": "a table of [games, opponents, points] by ID",
            }
            raise BadStoredValue(
                bad_value(path, "meta", key, value, f"is not {kind.get(names, 'a ' + names)}")
            )
    for check in SETTINGS_CHECKS:
        check(meta, path)
    ints = ("rating", "games", "fide_rating", "withdrawn")
    texts = ("name", "id", "federation", "club", "sex", "title", "birth", "fide_id")
    cols = ", ".join(("number",) + ints + texts)
    numbers: set[int] = set()
    for row in db.execute(f"SELECT {cols} FROM players ORDER BY rowid"):
        number = row[0]
        if not _is_int(number) or not 0 < number <= MAX_NUMBER:
            raise BadStoredValue(
                bad_value(path, "players", "start number", number, "is not a number")
            )
        where = f"player {number}"
        numbers.add(number)
        for name, v in zip(ints, row[1:5], strict=True):
            if v is not None and not _is_int(v):
                raise BadStoredValue(
                    bad_value(path, "players", f"{where}, {name}", v, "is not a number")
                )
            if v is not None and name != "withdrawn" and not 0 <= v <= 9999:
                raise BadStoredValue(
                    bad_value(path, "players", f"{where}, {name}", v, "is not from 0 to 9999")
                )
        for name, v in zip(texts, row[5:], strict=True):
            if v is not None and not isinstance(v, str):
                raise BadStoredValue(
                    bad_value(path, "players", f"{where}, {name}", v, "is not text")
                )
    q = "SELECT round, white, black, result, date, bye, handicap FROM pairings ORDER BY rowid"
    for rnd, white, black, result, date, bye, handicap in db.execute(q):
        for name, v in (("round", rnd), ("white", white), ("black", black)):
            if not _is_int(v) or v < 0:
                raise BadStoredValue(bad_value(path, "pairings", name, v, "is not a number"))
        where = f"round {rnd}, game {white}–{black}"
        if not 1 <= rnd <= MAX_ROUNDS:
            raise BadStoredValue(
                bad_value(
                    path,
                    "pairings",
                    f"{where}, round",
                    rnd,
                    f"is not a round from 1 to {MAX_ROUNDS}",
                )
            )
        if result is not None and result not in _RESULTS:
            raise BadStoredValue(
                bad_value(path, "pairings", f"{where}, result", result, "is no result")
            )
        if handicap is not None and not _is_int(handicap):
            raise BadStoredValue(
                bad_value(path, "pairings", f"{where}, handicap", handicap, "is no number")
            )
        for name, v in (("date", date), ("bye", bye)):
            if v is not None and not isinstance(v, str):
                raise BadStoredValue(
                    bad_value(path, "pairings", f"{where}, {name}", v, "is not text")
                )
        for name, v in (("white", white), ("black", black)):
            if v not in numbers and not (name == "black" and v == 0):  # black 0: a bye
                raise BadStoredValue(
                    bad_value(
                        path, "pairings", f"{where}, {name}", v, "is not a player of the event"
                    )
                )
        if white == black:
            raise BadStoredValue(
                bad_value(path, "pairings", where, white, "is the same player on both sides")
            )
    q = "SELECT rowid, at, recipient, files, digests, how FROM sent ORDER BY rowid"
    for n, at, recipient, files, digests, how in db.execute(q):
        where = f"sending {n}"
        for name, v in (("at", at), ("recipient", recipient), ("how", how)):
            if not isinstance(v, str):
                raise BadStoredValue(bad_value(path, "sent", f"{where}, {name}", v, "is not text"))
        for name, text in (("files", files), ("digests", digests)):
            v = _json(path, "sent", f"{where}, {name}", text)
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise BadStoredValue(
                    bad_value(path, "sent", f"{where}, {name}", v, "is not a list")
                )
