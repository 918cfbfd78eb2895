"""The main window opens, titled elodesk."""

from elodesk.ui.main_window import MainWindow


def test_main_window_title(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.windowTitle().startswith("elodesk")
