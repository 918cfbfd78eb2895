"""One event, one writer; read-only files; a full disk; backups — nothing already entered is
lost or half-written."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.engine.model import Pairing, Result
from elodesk.io.store import (
    EventLocked,
    EventStore,
    ReadOnlyStore,
    StoreError,
    StoreFull,
    _pid_alive,
    create_event,
    restore_backup,
)

ROOT = Path(__file__).resolve().parents[2]


def test_second_writer_is_refused_and_read_only_is_offered(tmp_path):
    path = tmp_path / "e.elodesk"
    create_event(path, {"name": "x"}).close()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from elodesk.io.store import EventStore\n"
            f"s = EventStore({str(path)!r})\n"
            "print('open', flush=True)\n"
            "time.sleep(30)\n",
        ],
        stdout=subprocess.PIPE,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    try:
        assert holder.stdout.readline().strip() == b"open"
        with pytest.raises(EventLocked, match="already open in another elodesk"):
            EventStore(path)
        ro = EventStore(path, read_only=True)
        assert ro.get("name") == "x"
        with pytest.raises(ReadOnlyStore, match="opened read-only"):
            ro.add_player(name="A")
        ro.close()
    finally:
        holder.kill()
        holder.wait()
    EventStore(path).close()  # the dead process's lock does not block for ever


# the read-only case on a real read-only folder (a bind mount, root included) and the full disk
# on a real ENOSPC (tmpfs) are in test_store_safety.py


def test_full_disk_keeps_what_was_entered(tmp_path):
    s = create_event(tmp_path / "e.elodesk", {"name": "x"})
    for i in range(5):
        s.add_player(name=f"P{i}", rating=1500 + i)
    pages = s.db.execute("PRAGMA page_count").fetchone()[0]
    s.db.execute(f"PRAGMA max_page_count={pages}")  # SQLite's own "disk full"
    with pytest.raises(StoreFull, match="full"):
        for i in range(5000):
            s.add_player(name="X" * 200 + str(i), rating=1500)
    kept = [p["name"] for p in s.players()]
    assert kept[:5] == [f"P{i}" for i in range(5)]
    assert s.integrity() == "ok"
    s.db.execute("PRAGMA max_page_count=1073741823")
    s.save_as(tmp_path / "elsewhere.elodesk")  # "Save as" elsewhere still works
    copy = EventStore(tmp_path / "elsewhere.elodesk")
    assert [p["name"] for p in copy.players()] == kept
    copy.close()
    s.close()


def test_backups_rotate_and_restore(tmp_path):
    s = create_event(tmp_path / "e.elodesk", {"name": "x"})
    s.add_player(name="A")
    s.add_player(name="B")
    s.set_pairings([Pairing(1, 1, 2, Result.DRAW)])
    made = [s.backup(f"round-{i}", keep=3) for i in range(5)]
    assert len(s.backups()) == 3 and made[-1] in s.backups()
    target = restore_backup(s.backups()[0], tmp_path / "restored.elodesk")
    r = EventStore(target)
    assert r.pairings() == s.pairings() and r.get("name") == "x"
    r.close()
    with pytest.raises(StoreError, match="already exists"):
        restore_backup(s.backups()[0], target)
    s.close()


def test_liveness_check_is_a_probe_not_a_signal():
    # our own process runs; a child that has exited and been reaped does not (on Windows the
    # probe is OpenProcess, never os.kill(pid, 0), which sends CTRL_C_EVENT there)
    assert _pid_alive(os.getpid())
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    assert not _pid_alive(child.pid)
    assert not _pid_alive(0)
    assert issubclass(ReadOnlyStore, StoreError) and issubclass(StoreFull, StoreError)
