"""The event file before anything is written (issue #16 items 3, 4, 5, 15): a file that is not
an event, a newer or older schema, values changed outside elodesk, one writer per event inside
one process too, a lock of another host or of a reused PID, a read-only folder, a backup on a
full disk."""

from __future__ import annotations

import hashlib
import json
import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from elodesk.engine.model import Pairing, Result
from elodesk.io.store import (
    SCHEMA_VERSION,
    BadStoredValue,
    EventLocked,
    EventStore,
    NewerSchema,
    NotAnEvent,
    ReadOnlyStore,
    StoreFull,
    create_event,
)
from tests.mounts import read_only, tmpfs

ROOT = Path(__file__).resolve().parents[2]


def _files(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()
    }


def _event(path: Path) -> Path:
    s = create_event(path, {"name": "Open de Liège", "rounds": 5})
    s.add_player(name="Dupont, Jean", rating=1500, games=40)
    s.add_player(name="Martin, Paul", rating=1600, games=40)
    s.set_pairings([Pairing(1, 1, 2, Result.WHITE_WINS)])
    s.log_sent("ratings@frbe-kbsb.be", ["a.541"], ["00"], "smtp")
    s.close()
    return path


def _raw(path: Path, sql: str, *args) -> None:
    db = sqlite3.connect(path)
    db.execute(sql, args)
    db.commit()
    db.close()


@pytest.mark.parametrize("journal", ["delete", "wal"])
def test_another_programs_database_is_left_as_it_was(tmp_path, journal):
    path = tmp_path / "addresses.elodesk"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA journal_mode={journal}")
    db.execute("CREATE TABLE people (name TEXT)")
    db.execute("INSERT INTO people VALUES ('x')")
    db.commit()
    db.close()
    before = _files(tmp_path)
    for read_only_ in (False, True):
        with pytest.raises(NotAnEvent, match="SQLite database of another program"):
            EventStore(path, read_only=read_only_)
    assert _files(tmp_path) == before  # no table, no WAL switch, no lock, no -wal/-shm


def test_empty_file_is_refused_untouched(tmp_path):
    path = tmp_path / "empty.elodesk"
    path.write_bytes(b"")
    with pytest.raises(NotAnEvent, match=r"empty\.elodesk: empty file, not an elodesk event"):
        EventStore(path)
    assert _files(tmp_path) == {"empty.elodesk": hashlib.sha256(b"").hexdigest()}


def test_text_file_is_refused(tmp_path):
    path = tmp_path / "notes.elodesk"
    path.write_text("hello")
    with pytest.raises(NotAnEvent, match="not an SQLite database"):
        EventStore(path)
    assert path.read_text() == "hello"


def test_newer_schema_is_refused_and_not_written(tmp_path):
    path = _event(tmp_path / "e.elodesk")
    _raw(path, "UPDATE meta SET value = ? WHERE key = 'schema'", json.dumps(SCHEMA_VERSION + 1))
    before = _files(tmp_path)
    with pytest.raises(NewerSchema, match=f"event schema {SCHEMA_VERSION + 1}; this version"):
        EventStore(path)
    assert _files(tmp_path) == before


V1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE players (
    number INTEGER PRIMARY KEY, name TEXT NOT NULL, id TEXT DEFAULT '', rating INTEGER DEFAULT 0,
    games INTEGER DEFAULT 0, federation TEXT DEFAULT '', club TEXT DEFAULT '',
    sex TEXT DEFAULT '', title TEXT DEFAULT '', birth TEXT DEFAULT '', fide_id TEXT DEFAULT '',
    fide_rating INTEGER DEFAULT 0, withdrawn INTEGER DEFAULT 0);
CREATE TABLE pairings (round INTEGER NOT NULL, white INTEGER NOT NULL, black INTEGER NOT NULL,
    result TEXT, date TEXT DEFAULT '', bye TEXT DEFAULT '', handicap INTEGER DEFAULT 0,
    PRIMARY KEY (round, white, black));
CREATE TABLE sent (at TEXT NOT NULL, recipient TEXT NOT NULL, files TEXT NOT NULL,
    digests TEXT NOT NULL, how TEXT NOT NULL);
CREATE TABLE lock (id INTEGER PRIMARY KEY CHECK (id = 1), pid INTEGER, host TEXT, since REAL);
INSERT INTO meta VALUES ('schema', '1'), ('name', '"Open 2025"');
INSERT INTO players (number, name, rating) VALUES (1, 'Dupont, Jean', 1500);
"""


def test_older_schema_migrated_after_a_backup(tmp_path):
    """A file of schema 1 (the lock table of the first version: no token, no user)."""
    path = tmp_path / "old.elodesk"
    db = sqlite3.connect(path)
    db.executescript(V1_SCHEMA)
    db.close()
    s = EventStore(path)
    assert s.get("schema") == SCHEMA_VERSION and s.get("name") == "Open 2025"
    assert [p["name"] for p in s.players()] == ["Dupont, Jean"]
    (backup,) = s.backups()
    assert backup.name.endswith(f"before-schema-{SCHEMA_VERSION}.elodesk")
    s.close()
    b = sqlite3.connect(backup)
    assert b.execute("SELECT value FROM meta WHERE key='schema'").fetchone() == ("1",)
    assert [r[1] for r in b.execute("PRAGMA table_info(lock)")] == ["id", "pid", "host", "since"]
    b.close()


BAD_VALUES = [
    ("UPDATE meta SET value = '{oops' WHERE key = 'name'", "meta, name: '{oops' is not JSON"),
    (
        "UPDATE meta SET value = '\"abc\"' WHERE key = 'rounds'",
        "meta, rounds: 'abc' is not a whole",
    ),
    ("UPDATE pairings SET result = 'X'", "pairings, round 1, game 1–2, result: 'X' is no result"),
    ("UPDATE players SET rating = 'abc' WHERE number = 2", "player 2, rating: 'abc' is not a num"),
    ("UPDATE sent SET files = 'a.541'", "sent, sending 1, files: 'a.541' is not JSON"),
    ("UPDATE sent SET digests = '{}'", "sent, sending 1, digests: {} is not a list"),
    (
        "INSERT INTO meta VALUES ('history', '{\"12\": [\"a\", 1, 2]}')",
        "meta, history: {'12': ['a', 1, 2]} is not a table of [games, opponents, points]",
    ),
]


@pytest.mark.parametrize("sql,message", BAD_VALUES, ids=[m.split(":")[0] for _s, m in BAD_VALUES])
def test_bad_stored_value_is_one_message(tmp_path, sql, message):
    path = _event(tmp_path / "e.elodesk")
    _raw(path, sql)
    before = _files(tmp_path)
    for ro in (False, True):
        with pytest.raises(BadStoredValue) as info:
            EventStore(path, read_only=ro)
        assert message in str(info.value) and "changed outside elodesk" in str(info.value)
        assert "\n" not in str(info.value)
    assert _files(tmp_path) == before


def test_one_writer_inside_one_process(tmp_path):
    """Issue #16 item 3: the same file opened a second time for writing in one process (another
    spelling of its path too) is refused; closing the second attempt removes no lock."""
    path = _event(tmp_path / "e.elodesk")
    first = EventStore(path)
    with pytest.raises(EventLocked, match="already open for writing in this program"):
        EventStore(tmp_path / "." / ".." / tmp_path.name / "e.elodesk")
    first.add_player(name="Still, Writing")  # the first one still holds its lock
    token = sqlite3.connect(path).execute("SELECT token FROM lock").fetchone()[0]
    assert token == first.token
    first.close()
    EventStore(path).close()


def _lock_as(path: Path, pid: int, host: str, since: float, user: str = "anne") -> None:
    _raw(
        path,
        "INSERT OR REPLACE INTO lock (id, pid, host, since, token, user) VALUES (1,?,?,?,?,?)",
        pid,
        host,
        since,
        "their-token",
        user,
    )


def test_lock_of_another_host_says_who_and_since_when_and_can_be_taken_over(tmp_path):
    path = _event(tmp_path / "e.elodesk")
    since = time.mktime((2026, 11, 20, 18, 30, 0, 0, 0, -1))
    _lock_as(path, 4242, "club-laptop", since)
    with pytest.raises(EventLocked) as info:
        EventStore(path)
    exc = info.value
    assert "process 4242, anne on club-laptop, since 2026-11-20 18:30" in str(exc)
    assert (exc.pid, exc.host, exc.user, exc.since) == (4242, "club-laptop", "anne", since)
    s = EventStore(path, take_over=True)
    s.add_player(name="After, Takeover")
    s.close()


def test_reused_pid_can_be_taken_over(tmp_path):
    """A lock whose PID now belongs to another live process of this host (here a ``sleep``)."""
    path = _event(tmp_path / "e.elodesk")
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        _lock_as(path, other.pid, socket.gethostname(), time.time() - 86400)
        with pytest.raises(EventLocked, match=f"process {other.pid}"):
            EventStore(path)
        EventStore(path, take_over=True).close()
    finally:
        other.kill()
        other.wait()


def test_taken_over_desk_writes_nothing_more(tmp_path):
    """After a take-over the first program's next edit is refused (one writer, always)."""
    path = _event(tmp_path / "e.elodesk")
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys\n"
            "from elodesk.io.store import EventStore, EventLocked\n"
            f"s = EventStore({str(path)!r})\n"
            "print('open', flush=True)\n"
            "sys.stdin.readline()\n"
            "try:\n"
            "    s.add_player(name='Late, Edit')\n"
            "    print('written', flush=True)\n"
            "except EventLocked as exc:\n"
            "    print('refused', exc, flush=True)\n",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    try:
        assert child.stdout.readline().strip() == "open"
        with pytest.raises(EventLocked):
            EventStore(path)
        mine = EventStore(path, take_over=True)
        child.stdin.write("go\n")
        child.stdin.flush()
        answer = child.stdout.readline()
        assert answer.startswith("refused") and "taken over by another elodesk" in answer
        assert "Late, Edit" not in [p["name"] for p in mine.players()]
        mine.close()
    finally:
        child.kill()
        child.wait()


def test_read_only_folder_opens_read_only(tmp_path):
    """A real read-only folder: a read-only bind mount (root cannot write it either), else a
    chmod'ed folder when not root; skipped where neither is possible."""
    folder = tmp_path / "cd"
    folder.mkdir()
    path = _event(folder / "e.elodesk")
    if hasattr(os, "geteuid") and os.geteuid() != 0:
        os.chmod(folder, 0o555)
        try:
            _check_read_only(folder, path)
        finally:
            os.chmod(folder, 0o755)
        return
    with read_only(folder):
        _check_read_only(folder, path)


def _check_read_only(folder: Path, path: Path) -> None:
    before = _files(folder)
    with pytest.raises(ReadOnlyStore, match="cannot open"):
        EventStore(path)
    s = EventStore(path, read_only=True)
    assert [p["name"] for p in s.players()] == ["Dupont, Jean", "Martin, Paul"]
    assert s.get("name") == "Open de Liège"
    s.close()
    assert _files(folder) == before


def _fill(disk: Path) -> Path:
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError:
        pass
    finally:
        os.close(fd)
    return filler


def test_edit_on_a_full_disk_keeps_what_was_entered(tmp_path):
    """A real ENOSPC (a 512 KiB tmpfs filled up), not SQLite's max_page_count: the edit that
    does not fit is refused with a message, everything before is there, the file is intact."""
    with tmpfs(tmp_path / "small", 512) as disk:
        path = _event(disk / "e.elodesk")
        s = EventStore(path)
        filler = _fill(disk)
        with pytest.raises(StoreFull, match="nothing of this edit was written"):
            for i in range(2000):
                s.add_player(name="X" * 2000 + str(i), rating=1500)
        assert [p["name"] for p in s.players()][:2] == ["Dupont, Jean", "Martin, Paul"]
        s.close()
        filler.unlink()
        again = EventStore(path)
        assert again.integrity() == "ok"
        assert [p["name"] for p in again.players()][:2] == ["Dupont, Jean", "Martin, Paul"]
        again.close()


def test_backup_on_a_full_disk_leaves_no_file(tmp_path):
    """A real ENOSPC on a 256 KiB tmpfs filled up: the backup fails with a message and the
    backups folder lists nothing (no 0-byte file), the event itself is intact."""
    with tmpfs(tmp_path / "small", 256) as disk:
        path = _event(disk / "e.elodesk")
        s = EventStore(path)
        s.backup_folder().mkdir()
        filler = _fill(disk)
        with pytest.raises(StoreFull, match="no copy was made"):
            s.backup("round-1")
        assert s.backups() == [] and list(s.backup_folder().iterdir()) == []
        filler.unlink()
        assert s.integrity() == "ok" and len(s.players()) == 2
        s.close()
