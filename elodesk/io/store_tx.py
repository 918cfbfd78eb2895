"""Transactions of the event file: every edit is one, committed at once, or nothing is written.

``BEGIN IMMEDIATE`` takes the write lock before anything is read for the edit; a failed write
rolls back and raises a typed error from SQLite's own error code (:func:`_write_error`: a
read-only file or folder → :class:`ReadOnlyStore`, a full disk or an I/O error →
:class:`StoreFull`), saying that nothing of the edit was written. After each commit the WAL is
checkpointed into the file, so that the ``.elodesk`` file alone holds every committed edit.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .store_check import StoreError


class ReadOnlyStore(StoreError):
    """The event was opened read-only, or its file or folder cannot be written."""


class StoreFull(StoreError):
    """A write failed (disk full, I/O error): nothing of this edit was written."""


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


class Transactions:
    """The transaction part of :class:`~elodesk.io.store.EventStore` (a mixin)."""

    path: Path
    db: sqlite3.Connection
    read_only: bool
    _locked: bool

    def _still_mine(self) -> None:  # pragma: no cover - the lock mixin's
        raise NotImplementedError

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
        """The ``.elodesk`` file alone holds every committed edit. In WAL mode a
        commit lands in the ``-wal`` file, so a copy of the event file taken while the desk runs
        (to a USB stick) had no tables; the WAL is checkpointed into the file after each edit
        (TRUNCATE: the ``-wal`` file is emptied). A checkpoint that cannot finish (a reader in
        another process) leaves the data safe in the WAL; the next edit tries again."""
        try:
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error:
            pass
