"""The desk's ways into an event file (File ▸ Open, Recent, the start): the event open here is
never opened a second time (its lock stays, a second process stays out), a file with bad values
is a message and stays out of Recent, Recent holds absolute paths and a bad entry never stops
the start, a lock of another host can be taken over after confirmation, a read-only folder
opens read-only (issue #16 items 3, 5, 15 and the read-only message)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from elodesk.io.store import create_event
from elodesk.ui import settings as S
from elodesk.ui.app import open_at_start
from elodesk.ui.main_window import MainWindow
from tests.mounts import read_only

ROOT = Path(__file__).resolve().parents[2]


def _event(path: Path, name: str = "Open de Namur") -> Path:
    s = create_event(path, {"name": name, "rounds": 5})
    s.add_player(name="Dupont, Jean", rating=1500)
    s.close()
    return path


def _window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    return w


def _second_process_opens(path: Path) -> str:
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            "from elodesk.io.store import EventStore, EventLocked\n"
            f"try:\n    EventStore({str(path)!r}).close(); print('writable')\n"
            "except EventLocked:\n    print('locked')\n",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=60,
    )
    return proc.stdout.strip()


def test_open_and_recent_on_the_open_event_keep_its_lock(qtbot, tmp_path, monkeypatch):
    path = _event(tmp_path / "e.elodesk")
    w = _window(qtbot)
    assert w.open_event(str(path))
    store = w.ctl.store
    monkeypatch.chdir(tmp_path)
    assert w.open_event("e.elodesk")  # File ▸ Open with a relative spelling
    assert w.open_event(S.recent_files()[0])  # Recent
    assert w.ctl.store is store
    assert _second_process_opens(path) == "locked"  # the lock is still there
    w.ctl.add_player(name="Martin, Paul", rating=1600)
    assert [p["name"] for p in w.ctl.store.players()][-1] == "Martin, Paul"


def test_bad_value_is_a_message_and_stays_out_of_recent(qtbot, tmp_path):
    path = _event(tmp_path / "bad.elodesk")
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value = '\"abc\"' WHERE key = 'rounds'")
    db.commit()
    db.close()
    w = _window(qtbot)
    assert not w.open_event(str(path))
    assert "meta, rounds: 'abc' is not a whole number" in w.last_error
    assert str(path) not in S.recent_files() and w.ctl is None


def test_recent_is_absolute_and_a_bad_entry_never_stops_the_start(qtbot, tmp_path, monkeypatch):
    good = _event(tmp_path / "good.elodesk")
    monkeypatch.chdir(tmp_path)
    S.add_recent("good.elodesk")
    assert S.recent_files() == [str(good)]  # stored absolute
    bad = _event(tmp_path / "bad.elodesk")
    db = sqlite3.connect(bad)
    db.execute("UPDATE pairings SET result = 'X'")
    db.execute("INSERT INTO pairings (round, white, black, result) VALUES (1, 1, 2, 'X')")
    db.commit()
    db.close()
    # what an older version left: a relative path, and the bad event first
    S.RECENT_FILES.set([str(bad), "bad.elodesk", str(good)])
    assert S.recent_files() == [str(bad), str(good)]
    w = _window(qtbot)
    assert not open_at_start(w, [], S.recent_files())  # a message, no crash
    assert "result: 'X' is no result" in w.last_error
    assert w.open_event(str(good))


def test_lock_of_another_host_taken_over_after_confirmation(qtbot, tmp_path):
    path = _event(tmp_path / "e.elodesk")
    db = sqlite3.connect(path)
    db.execute(
        "INSERT INTO lock (id, pid, host, since, token, user) VALUES (1, 77, 'bar-pc', ?, 't', "
        "'luc')",
        (time.time() - 3600,),
    )
    db.commit()
    db.close()
    w = _window(qtbot)
    asked = []
    w.ask_locked = lambda exc: asked.append(str(exc)) or ""  # the user cancels
    assert not w.open_event(str(path)) and w.ctl is None
    assert "process 77, luc on bar-pc, since" in asked[0]
    w.ask_locked = lambda exc: "read-only"
    assert w.open_event(str(path)) and w.ctl.read_only
    w.ctl.store.close()
    w.ctl = None
    w.ask_locked = lambda exc: "take-over"
    assert w.open_event(str(path)) and not w.ctl.read_only
    assert _second_process_opens(path) == "locked"  # now held by this desk


def test_read_only_folder_opens_read_only_in_the_desk(qtbot, tmp_path):
    folder = tmp_path / "usb"
    folder.mkdir()
    path = _event(folder / "e.elodesk")
    w = _window(qtbot)
    with read_only(folder):
        assert w.open_event(str(path))
        assert w.ctl.read_only and w.windowTitle().endswith("[read-only]")
        assert "Opened read-only" in w.last_error
        assert "attempt to write a readonly database" not in w.last_error
        assert [p["name"] for p in w.ctl.store.players()] == ["Dupont, Jean"]
        w.ctl.store.close()
        w.ctl = None


def test_export_asks_before_replacing_a_file(qtbot, tmp_path):
    """Issue #16 item 1 in the desk: an export over an existing file is written only when the
    user says so."""
    from elodesk.app.demo import create_demo

    rr = create_demo(tmp_path / "demo")[0]
    w = _window(qtbot)
    assert w.open_event(str(rr))
    out = tmp_path / "out"
    out.mkdir()
    first = w.export("trf", folder=str(out))
    assert first is not None and first.exists()
    first.write_bytes(b"the arbiter's own edited copy")
    asked = []
    w.confirm_replace = lambda path: asked.append(path) or False
    assert w.export("trf", folder=str(out)) is None
    assert asked == [first] and first.read_bytes() == b"the arbiter's own edited copy"
    w.confirm_replace = lambda path: True
    assert w.export("trf", folder=str(out)) == first
    assert first.read_bytes().startswith(b"012 ")
