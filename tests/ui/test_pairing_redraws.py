"""The pairing tab follows the event's edits without rebuilding its tables: a result redraws
its board and the scores it changed, a setting of another tab (the event's name) redraws
nothing, rows that come or go rebuild the table. Through the real desk on a real event file.

The round is written to the file before the desk opens (boards 1–4 as the Dutch system pairs
8 players in round 1, C.04.3: S1 = 1–4 against S2 = 5–8, White to the top seed on odd boards
when the first colour is White), so no pairing engine runs here.
"""

from __future__ import annotations

from pathlib import Path

from elodesk.engine.model import Pairing, Result
from elodesk.io.store import create_event
from elodesk.ui.main_window import MainWindow

from .test_model_changes import Signals


def open_desk(qtbot, tmp_path: Path) -> MainWindow:
    store = create_event(tmp_path / "open.elodesk", {"name": "Open", "type": "open", "rounds": 5})
    for i in range(1, 9):
        store.add_player(name=f"Player {i}", rating=2000 - 50 * i)
    store.set_pairings([Pairing(1, 1, 5), Pairing(1, 6, 2), Pairing(1, 3, 7), Pairing(1, 8, 4)])
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.set_store(store)
    assert w.pairing is not None
    return w


def test_a_result_redraws_its_board_and_the_scores_only(qtbot, tmp_path):
    w = open_desk(qtbot, tmp_path)
    panel = w.pairing
    boards, players = Signals(panel.boards_model), Signals(panel.next_model)
    assert w.ctl.set_result(Pairing(1, 6, 2), Result.BLACK_WINS)
    # board 2 only (row 1), all its columns; no rebuild of either table
    assert boards.kinds() == {"data"} and {r for r, _ in boards.cells()} == {1}
    assert panel.boards_model.data(panel.boards_model.index(1, 3)) == "0 – 1"
    # the players' table: the winner's row only (pairing number 2 now 1 point); the loser,
    # number 6, keeps 0 points and is not redrawn
    assert players.kinds() == {"data"} and {r for r, _ in players.cells()} == {1}
    assert panel.next_model.data(panel.next_model.index(1, 3)) == "1"
    assert panel.next_model.data(panel.next_model.index(5, 3)) == "0"
    w.close()


def test_the_event_s_name_redraws_nothing_here(qtbot, tmp_path):
    w = open_desk(qtbot, tmp_path)
    panel = w.pairing
    boards, players = Signals(panel.boards_model), Signals(panel.next_model)
    assert w.ctl.set_properties({"name": "Open de printemps"})
    assert boards.seen == [] and players.seen == []
    w.close()


def test_a_player_added_rebuilds_the_players_table(qtbot, tmp_path):
    w = open_desk(qtbot, tmp_path)
    panel = w.pairing
    players = Signals(panel.next_model)
    rows = panel.next_model.rowCount()
    assert w.ctl.add_player(name="Player 9", rating=1500)
    assert "modelReset" in players.kinds() and panel.next_model.rowCount() == rows + 1
    w.close()


def test_byes_in_the_words_of_the_printed_sheets(qtbot, tmp_path):
    """One table of what a bye code means (engine.model.ByeCode): the pairing tab words a
    round without an opponent as the printed sheets do (elodesk_fr.ts, context "Print":
    "half-point bye" → "bye à ½ point", "absent" → "absent")."""
    from elodesk.ui import i18n

    store = create_event(tmp_path / "o.elodesk", {"name": "Open", "type": "open", "rounds": 5})
    for i in range(1, 5):
        store.add_player(name=f"Player {i}", rating=2000 - 50 * i)
    store.set_pairings([Pairing(1, 1, 3), Pairing(1, 2, 0, bye="H"), Pairing(1, 4, 0, bye="Z")])
    try:
        i18n.install("fr")
        w = MainWindow()
        qtbot.addWidget(w)
        assert w.set_store(store)
        m = w.pairing.boards_model
        # the opponent's column: Black of the game, the bye's words where there is no opponent
        shown = [m.data(m.index(r, 5)) for r in range(m.rowCount())]
        assert shown == ["3. Player 3", "bye à ½ point", "absent"]
        w.close()
    finally:
        i18n.install("en")
