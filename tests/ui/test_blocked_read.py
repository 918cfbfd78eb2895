"""Cancel and closing the window while a read blocks (a network share that stopped answering:
the file looks like a file, its read never returns).

The hung share is a real FIFO that no one writes, seen as a regular file: ``os.stat``/``os.fstat`` (the
OS boundary ``io/inputs.py`` asks) report the FIFO as a regular file, so the real
reader gets past its check and blocks in ``read()`` as it would on the share. The officer's
real Open a period reads it as PLAYER.DBF in its background job. Cancel ends the job within
``jobs.ABANDON_AFTER`` (the read is left behind in its daemon thread), and the desk closed
while the read blocks exits normally, where it waited 30 s and then aborted (a running QThread
destroyed)."""

from __future__ import annotations

import contextlib
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from elodesk.ui import jobs
from tests.bad_inputs import games
from tests.conftest import desk_child_env

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def hung_share(path: Path):
    """``path`` a FIFO that ``os.stat`` and ``os.fstat`` report as a regular file, held open by a
    writer that never writes (a read waits for ever); at the end the writer closes it, so that
    the read left behind returns (end of file)."""
    os.mkfifo(path)
    writer = os.open(path, os.O_RDWR)  # a writer that never writes: every read waits
    real_stat, real_fstat = os.stat, os.fstat

    def regular(st: os.stat_result) -> os.stat_result:
        if not stat.S_ISFIFO(st.st_mode):
            return st
        fields = list(st)
        fields[0] = stat.S_IFREG | 0o644
        return os.stat_result(fields)

    os.stat = lambda p, *a, **k: regular(real_stat(p, *a, **k))  # type: ignore[assignment]
    os.fstat = lambda fd: regular(real_fstat(fd))  # type: ignore[assignment]
    try:
        yield path
    finally:
        os.stat, os.fstat = real_stat, real_fstat
        os.close(writer)  # the read left behind returns (end of file)


def test_cancel_answers_while_the_period_read_blocks(qtbot, tmp_path):
    from elodesk.ui.officer import OfficerWindow

    w = OfficerWindow()
    qtbot.addWidget(w)
    with hung_share(tmp_path / "PLAYER.DBF") as players:
        assert w.open_period(str(players), str(games(tmp_path)), None)
        time.sleep(0.5)  # the read is under way, and blocked
        assert w.job is not None and w.job.isRunning() and w.run_state == "running", w.job.error
        t0 = time.monotonic()
        w.cancel_btn.click()
        qtbot.waitUntil(lambda: w.job is None, timeout=int(jobs.ABANDON_AFTER * 1000) + 3000)
        took = time.monotonic() - t0
        assert w.run_state == "cancelled" and w._old_job is not None and w._old_job.abandoned
        assert took < jobs.ABANDON_AFTER + 2


CHILD = """
import sys, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["elodesk"])
app.setOrganizationName("elodesk-tests")
from elodesk.ui.main_window import MainWindow
from elodesk.ui.officer import OfficerWindow
from tests.bad_inputs import games
from tests.ui.test_blocked_read import hung_share

folder = Path(sys.argv[1])
share = hung_share(folder / "PLAYER.DBF")  # kept: never left, the read stays blocked
players = share.__enter__()
w = MainWindow()
w.show()
w.officer = OfficerWindow(w)  # what Ratings officer > Open a period makes
assert w.officer.open_period(str(players), str(games(folder)), None)
print("reading", flush=True)
closed = []

def close():
    t0 = time.monotonic()
    w.close()  # File > Quit while the read blocks
    closed.append(time.monotonic() - t0)
    app.quit()

QTimer.singleShot(500, close)
app.exec()
print(f"closed in {closed[0]:.1f} s", flush=True)
"""


def test_quit_while_a_read_blocks_exits(tmp_path):
    env = desk_child_env(tmp_path)
    t0 = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    took = time.monotonic() - t0
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr[-2000:])
    assert "reading" in proc.stdout and "closed in" in proc.stdout
    closed = float(proc.stdout.split("closed in ")[1].split()[0])
    assert closed < jobs.ABANDON_AFTER + 2  # not the 30 s the desk waited for each job
    assert took < 30  # the read still blocked in its daemon thread keeps nothing alive
