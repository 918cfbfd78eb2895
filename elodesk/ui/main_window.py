"""The main window (replaced by the tournament director's desk in a later issue)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow


class MainWindow(QMainWindow):
    """The program's main window, titled "elodesk"."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("elodesk")
        label = QLabel(self.tr("elodesk — tournament and rating manager"))
        label.setMargin(24)
        self.setCentralWidget(label)
        self.resize(1024, 700)
