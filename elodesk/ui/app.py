"""Start the desktop program."""

from __future__ import annotations

import sys
from typing import Sequence

from PySide6.QtWidgets import QApplication

from .. import __version__


def create_app(argv: Sequence[str] = ()) -> QApplication:
    """The application object (one per process), with its identity set for QSettings."""
    app = QApplication.instance() or QApplication(list(argv) or [sys.argv[0]])
    app.setApplicationName("elodesk")
    app.setOrganizationName("elodesk")
    app.setApplicationVersion(__version__)
    return app  # type: ignore[return-value]


def run_gui(argv: Sequence[str]) -> int:
    """Open the main window and run the event loop."""
    from .main_window import MainWindow

    app = create_app(argv)
    window = MainWindow()
    window.show()
    return app.exec()
