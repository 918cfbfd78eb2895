"""Cancel stops a long pairing, and quitting the desk during one never aborts the program.

A 500-player open after a C.04.3 first round (``tests/swiss_history.py``, seed 2): round 2 has a
score group of about 250 players whose transposition order does not fit the compiled matching,
so the engine works about 10 s of CPU on it (``scripts/bench_pairing.py``: 500 players, round
2) — long enough to cancel it or to quit while it runs. The pairing runs in a worker process
(``app/pairing_process.py``): Cancel and quitting stop that process; the event file keeps round
1 only.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt

from elodesk.io.store import EventStore, create_event
from elodesk.ui.main_window import MainWindow
from tests.swiss_history import ROUNDS, generated


def big_open(path: Path) -> EventStore:
    t = generated(500, 1, seed=2)
    store = create_event(path, {"name": "Open 500", "type": "open", "rounds": ROUNDS})
    store.add_players(
        [
            {"number": p.number, "name": p.name, "rating": p.rating, "fide_rating": p.rating}
            for p in t.players
        ]
    )
    store.set_pairings(t.pairings)
    return store


def start_pairing(qtbot, desk: MainWindow):
    panel = desk.pairing
    assert panel is not None
    qtbot.mouseClick(panel.pair_btn, Qt.MouseButton.LeftButton)
    process = panel.process
    assert process is not None
    # the engine is at work in its process once it reports a score group
    qtbot.waitUntil(lambda: "score group" in panel.status.text(), timeout=60000)
    assert process.process.is_alive()
    return panel, process


def test_cancel_stops_a_500_player_pairing(qtbot, tmp_path):
    desk = MainWindow()
    qtbot.addWidget(desk)
    desk.set_store(big_open(tmp_path / "open.elodesk"))
    panel, process = start_pairing(qtbot, desk)
    t0 = time.monotonic()
    with qtbot.waitSignal(panel.idle, timeout=10000):
        qtbot.mouseClick(panel.cancel_btn, Qt.MouseButton.LeftButton)
    assert time.monotonic() - t0 < 5  # stopped, not waited for (the round takes > 60 s)
    assert process.cancelled and process.exitcode is not None  # the process has ended
    assert panel.process is None and panel.job is None
    assert panel.status.text() == "Cancelled: the event is unchanged."
    assert {g.round for g in desk.ctl.store.pairings()} == {1}
    assert panel.pair_btn.isEnabled() and not panel.cancel_btn.isEnabled()


def test_quit_during_a_pairing(qtbot, tmp_path):
    path = tmp_path / "open.elodesk"
    desk = MainWindow()
    qtbot.addWidget(desk)
    desk.set_store(big_open(path))
    _panel, process = start_pairing(qtbot, desk)
    t0 = time.monotonic()
    assert desk.close()
    assert time.monotonic() - t0 < 10
    # the worker process was stopped with the window, and the program goes on
    assert process.exitcode is not None
    assert desk.ctl is None
    again = EventStore(path)
    assert {g.round for g in again.pairings()} == {1}
    again.close()
