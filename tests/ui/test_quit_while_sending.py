"""Quit while the results are being sent (the attack: the process aborted — SIGABRT, a QThread
destroyed while running — and the mail was neither sent nor kept): the real desk in a child
process sends to a server that never answers on 127.0.0.1, its window is closed meanwhile; the
process ends normally and the unsent mail waits in the outbox."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import desk_child_env

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["elodesk"])
app.setOrganizationName("elodesk-tests")
from elodesk.app.demo import create_demo
from elodesk.ui import settings as S
from elodesk.ui.mail_dialog import SendDialog
from elodesk.ui.main_window import MainWindow
from tests import smtp_servers as hostile

rr, _ = create_demo(Path(sys.argv[1]))
S.MAIL_FROM.set("club@example.org")
S.MAIL_TO.set("ratings@example.org")
S.SMTP_HOST.set("127.0.0.1")
S.SMTP_PORT.set(hostile.serve(hostile.silent))
S.SMTP_SECURITY.set("none")
S.SMTP_USER.set("")
w = MainWindow()
w.show()
assert w.open_event(str(rr))
w.send_results()
(d,) = w.findChildren(SendDialog)
d.send_btn.click()
assert d.job is not None
print("sending", flush=True)
QTimer.singleShot(500, w.close)  # File > Quit while the server says nothing
QTimer.singleShot(800, app.quit)
app.exec()
print("quit", flush=True)
"""


def test_quit_while_sending_keeps_the_mail_in_the_outbox(tmp_path):
    env = desk_child_env(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "demo")],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr[-2000:])
    assert "sending" in proc.stdout and "quit" in proc.stdout
    outboxes = list((tmp_path / "demo").glob("*.outbox"))
    assert outboxes and list(outboxes[0].glob("*.eml")), "the unsent mail is in the outbox"


PAIRING_CHILD = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["elodesk"])
from elodesk.ui.main_window import MainWindow
from tests.ui.test_pairing_desk import make_open

store = make_open(Path(sys.argv[1]), players=100, rounds=9)
w = MainWindow()
w.show()
w.set_store(store)
assert w.pairing.pair_next()  # round 1 of 100 players, in the background
print("pairing", flush=True)
QTimer.singleShot(100, w.close)  # File > Quit while the round is being paired
QTimer.singleShot(300, app.quit)
app.exec()
print("quit", flush=True)
"""


def test_quit_while_pairing_cancels_it_cleanly(tmp_path):
    env = desk_child_env(tmp_path)
    path = tmp_path / "open.elodesk"
    proc = subprocess.run(
        [sys.executable, "-c", PAIRING_CHILD, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 0, (proc.returncode, proc.stdout, proc.stderr[-2000:])
    assert "pairing" in proc.stdout and "quit" in proc.stdout
    from elodesk.io.store import EventStore

    s = EventStore(path, read_only=True)  # the event opens, the round paired whole or not
    rounds = {g.round for g in s.pairings()}
    assert rounds in (set(), {1})
    s.close()
