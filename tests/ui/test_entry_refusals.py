"""Entries refused when typed, with a message, and never stored in a form that makes the event
unopenable (the attack: each of these was stored, and the next start refused the event): a
board with the same player on both sides, White number 0, a TRF player numbered 0, the same
player (same ID) added twice, a pasted line break in a name."""

from __future__ import annotations

from pathlib import Path

from elodesk.engine.model import Pairing
from elodesk.io.store import EventStore, create_event
from elodesk.ui.main_window import MainWindow


def _desk(qtbot, tmp_path: Path, kind: str = "open") -> MainWindow:
    path = tmp_path / "club.elodesk"
    s = create_event(path, {"name": "Club", "rounds": 5, "type": kind})
    for k, (name, pid) in enumerate([("Dubois, Marc", "21134"), ("Peeters, Anna", "16858")]):
        s.add_player(name=name, id=pid, rating=1800 - 100 * k)
    s.add_player(name="Janssens, Luc", rating=1650)
    s.close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(path))
    return w


def _still_opens(w: MainWindow) -> EventStore:
    path = w.ctl.store.path
    w.close()
    s = EventStore(path, read_only=True)  # the open-time check passes: the event opens
    return s


def test_boards_that_are_not_games_are_refused(qtbot, tmp_path):
    w = _desk(qtbot, tmp_path)
    for rows, message in (
        ([Pairing(1, 3, 3)], "round 1, board 3–3: player 3 on both sides of the board"),
        ([Pairing(1, 0, 2)], "round 1, board 0–2: White is no player (0); a bye has Black 0"),
        ([Pairing(1, 1, 9)], "round 1, board 1–9: player 9 is not in the event"),
    ):
        w.last_error = ""
        w.ctl.set_round(1, rows)
        assert message in w.last_error, w.last_error
        assert w.ctl.tournament.pairings == ()
    s = _still_opens(w)
    assert s.pairings() == []
    s.close()


def test_the_same_player_twice_and_line_breaks_are_refused(qtbot, tmp_path):
    w = _desk(qtbot, tmp_path)
    w.last_error = ""
    w.ctl.add_player(name="Dubois, Marc", id="21134", rating=1864)
    assert "ID 21134 is already player 1 (Dubois, Marc); a player is entered once" in (w.last_error)
    w.last_error = ""
    w.ctl.add_player(name="Martin\nLéa", rating=1400)  # pasted from a spreadsheet
    assert "holds a line break or a control character; type it on one line" in w.last_error
    assert len(w.ctl.tournament.players) == 3
    s = _still_opens(w)
    assert [p["name"] for p in s.players()] == ["Dubois, Marc", "Peeters, Anna", "Janssens, Luc"]
    s.close()


def test_a_trf_player_numbered_0_is_refused_at_import(qtbot, tmp_path):

    path = tmp_path / "new.elodesk"
    create_event(path, {"name": "", "type": "open"}).close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(path))
    lines = ["012 Open", "XXR 3"]
    for n, name in ((0, "Nobody"), (1, "Player 1"), (2, "Player 2")):
        lines.append(f"001 {n:4d}      {name:<33} {1800:4d}".ljust(91) + "   2 w 1")
    trf = tmp_path / "in.trf"
    trf.write_text("\r\n".join(lines) + "\r\n", encoding="latin-1")
    from elodesk.ui.dialogs import ProblemsDialog

    assert w.import_trf(str(trf)) == 0
    dialog = w.findChildren(ProblemsDialog)[-1]
    shown = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert any("0 is not a start number (they start at 1)" in t for t in shown), shown
    s = _still_opens(w)
    assert s.players() == [] and s.pairings() == []
    s.close()


def test_a_damaged_player_database_at_start_is_a_message(qtbot, tmp_path):
    # the attack: players.sqlite garbage or a folder, and the desk never appeared (traceback)
    from elodesk.ui.app import player_database

    garbage = tmp_path / "players.sqlite"
    garbage.write_bytes(b"this is not a database" * 100)
    folder = tmp_path / "folder.sqlite"
    folder.mkdir()
    for path, why in ((garbage, "file is not a database"), (folder, "")):
        db, problem = player_database(str(path))
        assert db is None
        assert f"{path}: the player database cannot be opened" in problem and why in problem
        w = MainWindow(db)  # the desk starts without it
        qtbot.addWidget(w)
        w.show_error(problem)
        assert problem in w.last_error
