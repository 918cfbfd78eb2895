"""The event store on mutated real event files (issue #16, ``make fuzz``): the demo events as
the program writes them, with random bytes of the SQLite file changed, inserted or cut, and
with stored values replaced by values of the wrong type. Opening (for writing and read-only)
and reading everything the desk reads raises nothing but the project's own errors, and a file
that is refused is left exactly as it was."""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from elodesk.app.demo import create_demo
from elodesk.engine.model import ElodeskError
from elodesk.io.store import EventStore

WRONG = ["abc", "", "X", "{", "[1,", "1e999", "-1", 3.5, b"\x00\xff", None, 2**62, "\x00", -5]
TABLES = {
    "meta": ["value"],
    "players": ["number", "name", "rating", "games", "withdrawn", "id"],
    "pairings": ["round", "white", "black", "result", "handicap", "date"],
    "sent": ["at", "files", "digests"],
}


def _read_all(path: Path, read_only: bool) -> None:
    s = EventStore(path, read_only=read_only)
    try:
        s.settings()
        s.players()
        s.pairings()
        s.sent()
        s.games_before()
    finally:
        s.close()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _mutate_bytes(rnd: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    for _ in range(rnd.randint(1, 6)):
        op = rnd.random()
        pos = rnd.randrange(len(b))
        if op < 0.7:
            b[pos] = rnd.randrange(256)
        elif op < 0.85:
            b[pos:pos] = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 8)))
        else:
            del b[pos : pos + rnd.randint(1, 64)]
    return bytes(b)


def _mutate_value(rnd: random.Random, path: Path) -> None:
    db = sqlite3.connect(path)
    table = rnd.choice(list(TABLES))
    col = rnd.choice(TABLES[table])
    try:
        db.execute(f"UPDATE {table} SET {col} = ? WHERE rowid = ?", (rnd.choice(WRONG), 1))
        db.commit()
    except sqlite3.Error:
        pass  # a constraint (NOT NULL, primary key): this one cannot be stored
    db.close()


def fuzz(tmp_path: Path, rounds: int, seed: int) -> dict[str, int]:
    rnd = random.Random(seed)
    seeds = [p for p in create_demo(tmp_path / "demo")]
    for p in seeds:  # a clean file: no -wal beside it
        EventStore(p).close()
    counts = {"opened": 0, "refused": 0}
    for i in range(rounds):
        src = rnd.choice(seeds)
        work = tmp_path / f"fuzz-{i % 4}.elodesk"
        for leftover in tmp_path.glob(f"fuzz-{i % 4}.*"):
            if leftover.is_dir():
                shutil.rmtree(leftover)
            else:
                leftover.unlink()
        if i % 2:
            work.write_bytes(_mutate_bytes(rnd, src.read_bytes()))
        else:
            shutil.copyfile(src, work)
            _mutate_value(rnd, work)
        before = _digest(work)
        for read_only in (True, False):
            try:
                _read_all(work, read_only)
                counts["opened"] += 1
            except ElodeskError:
                counts["refused"] += 1
                if not read_only:
                    assert _digest(work) == before, f"round {i}: a refused file was changed"
                    assert (
                        not Path(str(work) + "-wal").exists()
                        or os.path.getsize(str(work) + "-wal") == 0
                    )
    return counts


def test_fuzz_event_store_short(tmp_path):
    counts = fuzz(tmp_path, 150, seed=16)
    assert counts["opened"] and counts["refused"]


@pytest.mark.slow
def test_fuzz_event_store_long(tmp_path):
    counts = fuzz(tmp_path, 4000, seed=2026)
    print(
        f"fuzz event store: {sum(counts.values())} opens of mutated demo events, "
        f"{counts['opened']} opened, {counts['refused']} refused with a message, no other error"
    )
