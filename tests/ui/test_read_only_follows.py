"""A desk that opened an event read-only, because another desk holds it, shows what the file
holds: the other desk's edits appear on the timer and when the window is activated, and an
export made at once carries them (never the state the read-only desk read at opening).

The writer is another process (its own lock, its own SQLite connection), as the second desk on
the club's network is. The result changed is the demo's round 1, player 1 against player 6: 1-0
as ``elodesk.app.demo`` enters it, 0-1 as the other desk corrects it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.app.demo import create_demo
from elodesk.app.files import read_trf
from elodesk.engine.model import Result
from elodesk.ui import main_window
from elodesk.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]

#: the other desk: opens the event for writing (its lock), then changes one result per line
#: read on stdin ("round white black result"), saying "done" after each commit
WRITER = """
import sys
from elodesk.io.store import EventStore
from elodesk.engine.model import Result
store = EventStore(sys.argv[1])
print("open", flush=True)
for line in sys.stdin:
    if not line.strip():
        break
    rnd, white, black, result = line.split()
    store.set_result(int(rnd), int(white), int(black), Result(result))
    print("done", flush=True)
store.close()
"""


@pytest.fixture
def other_desk(tmp_path):
    event = create_demo(tmp_path / "demo")[0]
    proc = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(event)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "open"

    def write(rnd: int, white: int, black: int, result: Result) -> None:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(f"{rnd} {white} {black} {result.value}\n")
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == "done"

    yield event, write
    assert proc.stdin is not None
    proc.stdin.close()
    proc.wait(timeout=30)


def _read_only_desk(qtbot, event: Path) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.ask_locked = lambda exc: "read-only"  # the user's choice in the locked event's question
    assert w.open_event(str(event)) and w.ctl is not None and w.ctl.read_only
    return w


def _cell(w: MainWindow, white: int, black: int) -> str:
    """The crosstable's cell of ``white``'s row and ``black``'s column, as shown."""
    assert w.grid is not None
    model = w.grid.model()
    return str(model.index(white - 1, black).data())


def test_the_other_desks_result_appears_on_the_timer(qtbot, tmp_path, other_desk):
    event, write = other_desk
    w = _read_only_desk(qtbot, event)
    assert w.follow_timer.isActive() and w.follow_timer.interval() == main_window.FOLLOW_MS
    assert w.ctl.game_between(1, 6).result is Result.WHITE_WINS  # the demo's 1-0
    assert _cell(w, 1, 6) == "1"
    before = {s.number: s.points for s in w.ctl.standings()}
    write(1, 1, 6, Result.BLACK_WINS)
    qtbot.waitUntil(lambda: _cell(w, 1, 6) == "0", timeout=3 * main_window.FOLLOW_MS + 2000)
    assert w.ctl.game_between(1, 6).result is Result.BLACK_WINS
    assert _cell(w, 6, 1) == "1"
    after = {s.number: s.points for s in w.ctl.standings()}  # a win is 1 point, a loss 0
    assert (after[1], after[6]) == (before[1] - 1, before[6] + 1)


def test_an_export_made_at_once_carries_the_other_desks_result(qtbot, tmp_path, other_desk):
    event, write = other_desk
    w = _read_only_desk(qtbot, event)
    w.follow_timer.stop()  # no poll between the other desk's commit and the export
    write(1, 1, 6, Result.BLACK_WINS)
    out = tmp_path / "out"
    out.mkdir()
    path = w.export("trf", folder=str(out))
    assert path is not None
    games = {(g.round, g.white, g.black): g.result for g in read_trf(path).tournament.pairings}
    assert games[(1, 1, 6)] is Result.BLACK_WINS
    assert games[(1, 2, 5)] is Result.DRAW  # the demo's, unchanged


def test_window_activation_reads_the_file_again(qtbot, tmp_path, other_desk):
    event, write = other_desk
    w = _read_only_desk(qtbot, event)
    w.follow_timer.stop()
    write(1, 2, 5, Result.WHITE_WINS)
    assert _cell(w, 2, 5) == "½"  # as read at opening
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    w.activateWindow()
    QApplication.sendEvent(w, QEvent(QEvent.Type.ActivationChange))
    qtbot.waitUntil(lambda: _cell(w, 2, 5) == "1", timeout=2000)


def test_a_writing_desk_does_not_poll(qtbot, tmp_path):
    event = create_demo(tmp_path / "demo")[0]
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(event)) and not w.ctl.read_only
    assert not w.follow_timer.isActive() and not w.follow_file()


def test_a_file_that_can_no_longer_be_read_is_said_once(qtbot, tmp_path, other_desk):
    event, write = other_desk
    w = _read_only_desk(qtbot, event)
    w.follow_timer.stop()
    shown = w.ctl.tournament
    write(1, 1, 6, Result.BLACK_WINS)
    saved = event.read_bytes()
    event.write_bytes(b"not a database any more" * 100)  # a damaged share, a bad copy over it
    said = []
    w.show_error = said.append
    assert not w.follow_file() and not w.follow_file()
    assert len(said) == 1 and "could not be read again" in said[0]
    assert w.ctl.tournament is shown  # what it held before, as the message says
    event.write_bytes(saved)
