"""The officer's window lets go of a replaced period in the background
(``ui.officer.drop_later``); the program may end while that is under way — the desk closed
right after a run, as a screenshot script did — and must end cleanly, not abort."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import desk_child_env

CHILD = """
import sys
from PySide6.QtWidgets import QApplication
from elodesk.ui.officer import drop_later
app = QApplication(sys.argv)
drop_later(list(range(100000)), {"a": 1})  # still sleeping when the application ends
print("ending")
"""


def test_the_program_ends_cleanly_while_a_period_is_let_go(tmp_path):
    proc = subprocess.run(
        [sys.executable, "-c", CHILD],
        env=desk_child_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.stdout.strip() == "ending"
    assert proc.returncode == 0, proc.stderr
    assert "Destroyed while thread" not in proc.stderr
