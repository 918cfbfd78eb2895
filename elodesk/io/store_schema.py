"""The event file's schema: its tables and its migrations.

An event file is one SQLite database (:mod:`elodesk.io.store`): ``meta`` (the settings, one JSON
value per key: :class:`elodesk.app.settings.EventSettings` reads them), ``players``, ``pairings``,
``sent`` (the sending log) and ``lock`` (who has the event open). :data:`SCHEMA_VERSION` is the
version this program writes; a file of an older version is brought to it by :data:`MIGRATIONS`
after a backup, a newer one is refused (:mod:`elodesk.io.store_check`).
"""

from __future__ import annotations

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
