"""The desk behaves as a desktop program is expected to (issue #13): both redo shortcuts,
Ctrl+S, a saved indicator, a first-start page with what to do, a window that fits the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton

from elodesk.app.demo import create_demo
from elodesk.ui import desk_chrome as chrome
from elodesk.ui.main_window import MainWindow


def test_redo_has_both_shortcuts_and_save_says_saved(qtbot, tmp_path) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    keys = {k.toString() for k in w.act_redo.shortcuts()}
    assert {"Ctrl+Y", "Ctrl+Shift+Z"} <= keys  # the README promises Ctrl+Y
    assert w.act_save.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    rr, _ = create_demo(tmp_path)
    assert w.open_event(str(rr))
    assert "Saved" in w.saved_label.text()
    w.act_save.trigger()
    assert "Saved" in w.statusBar().currentMessage()


def test_first_start_says_what_to_do(qtbot) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    names = {b.objectName() for b in w.findChildren(QPushButton)}
    assert {"welcome-import", "welcome-new", "welcome-open", "welcome-demo"} <= names
    demo = next(b for b in w.findChildren(QPushButton) if b.objectName() == "welcome-demo")
    demo.click()
    assert w.ctl is not None and w.tabs.count() > 1  # the demo event opened


def test_window_fits_a_small_screen(qtbot) -> None:
    w = MainWindow()
    qtbot.addWidget(w)
    avail = w.screen().availableGeometry().size()
    w.resize(QSize(avail.width() + 500, avail.height() + 500))
    chrome.fit_to_screen(w)
    assert w.width() <= avail.width() and w.height() <= avail.height()


def test_cell_colours_follow_a_dark_palette(qapp) -> None:
    """A dark theme stays readable: coloured cells contrast with the palette's text."""
    from PySide6.QtGui import QColor, QPalette

    from elodesk.ui.models import palette_brush

    old = qapp.palette()
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Base, QColor("#1e1e1e"))
    dark.setColor(QPalette.ColorRole.Text, QColor("#e8e8e8"))
    dark.setColor(QPalette.ColorRole.AlternateBase, QColor("#2a2a2a"))
    qapp.setPalette(dark)
    try:
        text = dark.color(QPalette.ColorRole.Text).lightness()
        for kind in ("awaited", "not-paired"):  # backgrounds under the palette's light text
            assert text - palette_brush(kind).color().lightness() > 100, kind
        for kind in ("gain", "loss"):  # text colours over the dark base
            base = dark.color(QPalette.ColorRole.Base).lightness()
            assert palette_brush(kind).color().lightness() - base > 100, kind
    finally:
        qapp.setPalette(old)
