"""The desk's tables are as wide as what they show, after every result typed.

Seen on screenshots of a director's evening (a 2026 club round robin, a 32-player open): the
preview's "new" column, sized before any result, cut a newcomer's "1497 (first rating)" over two
lines; the standings' last tie-break, the players' FIDE rating and the fictitious rating were
stretched over the window's width, their numbers far right of their rows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from elodesk.io.store import create_event

from .desks import open_round_robin, type_key

# four rated players and a newcomer with a history in the federation's list (4 games, his
# opponents' ratings summing to 5316, 2.5 points: Vermeulen, Nils 19642 in the 2022-01
# PLAYER.DBF); under frbe-2024 (in force from the 2024-04 list, engine/frbe.py) a first rating
# needs 5 games against rated players, so his first game here gives him one
RATED = [("A", "1", 1901, 65), ("B", "2", 1801, 79), ("C", "3", 1780, 30), ("D", "4", 1752, 66)]


def desk(qtbot, tmp_path):
    path = tmp_path / "club.elodesk"
    s = create_event(
        path, {"name": "Club", "type": "round-robin", "start": "2026-09-04", "rules": "frbe-2024"}
    )
    for name, pid, rating, games in RATED:
        s.add_player(name=name, id=pid, rating=rating, games=games)
    s.add_player(name="Vermeulen, Nils", id="19642", games=4, history=(5316, 2.5))
    s.close()
    w = open_round_robin(qtbot, path)
    w.resize(1280, 720)
    w.show()
    return w


def test_a_column_grows_with_what_a_result_writes_into_it(qtbot, tmp_path):
    w = desk(qtbot, tmp_path)
    view, model = w.preview.table, w.preview.model
    for row in range(1, 5):
        for col in range(row + 1, 6):
            type_key(qtbot, w, row, col, "=")
    labels = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    new = labels.index("FRBE new")
    shown = model.data(model.index(4, new))
    assert shown.endswith("(first rating)")
    assert view.columnWidth(new) >= view.sizeHintForIndex(model.index(4, new)).width()


def test_a_number_in_the_last_column_stays_beside_its_row(qtbot, tmp_path):
    w = desk(qtbot, tmp_path)
    type_key(qtbot, w, 1, 2, "1")
    for view in (w.standings.view, w.players.table):
        last = view.model().columnCount() - 1
        # as wide as its header or its values, not the window's width left
        wanted = max(view.sizeHintForColumn(last), view.horizontalHeader().sectionSizeHint(last))
        assert view.columnWidth(last) <= wanted
