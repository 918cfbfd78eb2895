"""The desk as the tests drive it: an event file opened in the real main window, its round robin
paired, every tab built; a key typed in a crosstable cell; what a table shows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractItemModel, Qt

from elodesk.ui.main_window import MainWindow


def open_round_robin(qtbot, path: Path) -> MainWindow:
    """The desk on the event file ``path`` (players entered), its Berger pairings made, every
    tab built."""
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(path))
    assert w.ctl.generate_round_robin()
    w._build_tabs()
    return w


def type_key(qtbot, w: MainWindow, row_number: int, col_number: int, key: str) -> None:
    """The key typed in the crosstable cell (row player, column player), by start number."""
    view = w.grid
    view.setFocus()
    view.setCurrentIndex(view.model().index(row_number - 1, col_number))
    qtbot.keyClick(view, key)


def snapshot(model: QAbstractItemModel) -> dict[tuple[int, int], tuple]:
    """What a table shows: every cell's text and colours."""
    roles = (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.ForegroundRole,
    )
    out = {}
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            i = model.index(r, c)
            values = [model.data(i, role) for role in roles]
            out[(r, c)] = tuple(v.color().name() if hasattr(v, "color") else v for v in values)
    return out
