"""Child process of the officer's crash test: ``python -m tests.officer_cycles DIR N [PREVIOUS.DBF]``.

The main window's Ratings officer menu opens the officer's window (one, reused); each cycle
opens the period in DIR (PLAYER.DBF, CHCKLIST.DBF, PREVIOUS.DBF as make_synthetic_period.py
writes them), runs it, shows a card, sorts, and closes the window; a garbage collection between
cycles. Then Quit with the officer's window open. Prints ``cycles N`` at the end; any crash
ends the process otherwise (issue #15).
"""

from __future__ import annotations

import gc
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication


def main(folder: str, cycles: int, previous_list: str | None = None) -> int:
    app = QApplication(sys.argv[:1])
    from elodesk.ui.main_window import MainWindow
    from elodesk.ui.officer import OfficerWindow

    OfficerWindow.open_dialog = lambda self: None  # no modal dialog in a test
    settings = tempfile.TemporaryDirectory(prefix="elodesk-cycles-")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings.name)
    app.setOrganizationName("elodesk-tests")
    main_window = MainWindow()
    main_window.show()
    d = Path(folder)
    previous = Path(previous_list) if previous_list else d / "PREVIOUS.DBF"
    seen = set()

    def wait(w: OfficerWindow) -> None:
        while w.job is not None:
            app.processEvents()
            time.sleep(0.002)

    for k in range(cycles):
        main_window.open_officer()
        w = main_window.officer
        seen.add(id(w))
        w.open_period(
            str(d / "PLAYER.DBF"),
            str(d / "CHCKLIST.DBF"),
            str(previous) if previous.exists() else None,
        )
        wait(w)
        assert w.period is not None, w.last_error
        w.run()
        if k % 3 == 2:
            w.cancel()  # a cancelled run now and then
        wait(w)
        w.table.sortByColumn(k % 8, Qt.SortOrder.DescendingOrder)
        w.show_card(w.period.ids[k % len(w.period.ids)])
        app.processEvents()
        w.close()
        app.processEvents()
        gc.collect()
    assert len(seen) == 1, "the menu made a new window"
    main_window.open_officer()  # Quit with the officer's window open
    w = main_window.officer
    w.run()  # and something running in it
    QTimer.singleShot(50, main_window.close)
    app.exec()
    settings.cleanup()
    print("cycles", cycles, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], int(sys.argv[2]), *sys.argv[3:4]))
