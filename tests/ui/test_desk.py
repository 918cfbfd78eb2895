"""The tournament director's desk driven through its real widgets (pytest-qt, offscreen)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QWizard

from elodesk.app import event as exports
from elodesk.app.roster import import_federation_list
from elodesk.engine.model import Result
from elodesk.io.dbf import DbfTable
from elodesk.io.player_search import PlayerDatabase
from elodesk.ui.main_window import MainWindow
from elodesk.ui.models import (
    CrosstableModel,
    FictitiousModel,
    PairingsModel,
    PlayersModel,
    PreviewModel,
    StandingsModel,
)

DATA = Path(__file__).resolve().parents[1] / "data"
NAMES = [
    ("DUBOIS MARC", 21134, 1864, 240),
    ("PEETERS ANNA", 16858, 1712, 180),
    ("JANSSENS LUC", 12935, 1655, 95),
    ("LAMBERT SOPHIE", 84735, 1941, 410),
    ("NIEUW TOM", 22762, 0, 4),
    ("MARTIN LEA", 13780, 0, 0),
]


@pytest.fixture
def player_db(tmp_path) -> PlayerDatabase:
    t = DbfTable.create(
        [
            ("MATRICULE", "N", 6, 0),
            ("NOM_PRENOM", "C", 25, 0),
            ("CLUB", "N", 3, 0),
            ("ELO_PRECE", "N", 4, 0),
            ("PART_PRECE", "N", 4, 0),
            ("ELO_CALCUL", "N", 4, 0),
            ("PART_CALCU", "N", 4, 0),
            ("SUPPRESS", "L", 1, 0),
        ],
        len(NAMES),
    )
    t.set_column("MATRICULE", [n[1] for n in NAMES])
    t.set_column("NOM_PRENOM", [n[0] for n in NAMES])
    t.set_column("CLUB", [541] * len(NAMES))
    t.set_column("ELO_CALCUL", [n[2] for n in NAMES])
    t.set_column("PART_CALCU", [n[3] for n in NAMES])
    t.set_column("SUPPRESS", [False] * len(NAMES))
    t.save(tmp_path / "PLAYER.DBF")
    db = PlayerDatabase(tmp_path / "players.sqlite")
    assert import_federation_list(db, tmp_path / "PLAYER.DBF") == 6
    return db


def make_event(qtbot, tmp_path, player_db) -> MainWindow:
    w = MainWindow(player_db)
    qtbot.addWidget(w)
    w.show()
    wiz = w.new_event()
    wiz.name.setText("Championnat du club 2026")
    wiz.city.setText("Leuze-en-Hainaut")
    wiz.start.set_date(QDate(2026, 9, 4))
    wiz.end.set_date(QDate(2026, 10, 9))
    wiz.type.setCurrentIndex(0)  # single round robin
    wiz.fide.setChecked(True)
    wiz.path.setText(str(tmp_path / "club.elodesk"))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    w.ctl.set_setting("sender", "541")
    return w


def add_players(qtbot, w: MainWindow) -> None:
    panel = w.players
    for name, *_ in NAMES:
        panel.search.setFocus()
        qtbot.keyClicks(panel.search, name.split()[0][:4].lower())
        assert panel.suggestions.count() >= 1
        assert panel.suggestions.currentItem().text().startswith(name)
        qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    assert [p["name"] for p in w.ctl.store.players()] == [n[0] for n in NAMES]


# results typed in the grid: (row, column, key) with start numbers
TYPED = [
    (1, 6, "1"),
    (2, 5, "="),
    (3, 4, "0"),
    (4, 6, "½"),
    (5, 3, "1"),
    (1, 2, "0"),
    (6, 2, "0"),
    (3, 1, "="),
    (4, 5, "1"),
    (2, 4, "1"),
    (5, 1, "0"),
    (6, 3, "="),
]


def type_results(qtbot, w: MainWindow) -> None:
    view = w.grid
    w.tabs.setCurrentWidget(view)
    view.setFocus()
    for row, col, key in TYPED:
        view.setCurrentIndex(view.model().index(row - 1, col))
        if key == "½":
            view.type_result(view.currentIndex(), "½")  # not an ASCII key (TOOLCHAIN.md)
        else:
            qtbot.keyClick(view, key)


def test_wizard_players_grid_undo_standings_preview_export(qtbot, tmp_path, player_db):
    w = make_event(qtbot, tmp_path, player_db)
    assert w.windowTitle() == "elodesk — Championnat du club 2026"
    assert w.ctl.settings.city == "Leuze-en-Hainaut" and w.ctl.settings.fide_rated
    add_players(qtbot, w)
    qtbot.mouseClick(w.players.pair_btn, Qt.MouseButton.LeftButton)
    assert len(w.ctl.tournament.pairings) == 15 and w.ctl.settings.rounds == 5
    w._build_tabs()
    type_results(qtbot, w)
    m: CrosstableModel = w.grid.model()
    cell = lambda r, c: m.data(m.index(r - 1, c))  # noqa: E731
    # the mirror cell is filled by the same game
    assert (cell(1, 6), cell(6, 1)) == ("1", "0")
    assert (cell(2, 5), cell(5, 2)) == ("½", "½")
    assert (cell(4, 6), cell(6, 4)) == ("½", "½")
    assert (cell(5, 1), cell(1, 5)) == ("0", "1")
    # the row player's score is what was typed, whatever the colours
    g = w.ctl.game_between(3, 4)
    assert g.result is (Result.BLACK_WINS if g.white == 3 else Result.WHITE_WINS)
    points = {r.number: r.points for r in w.ctl.standings()}
    assert points == {1: 2.5, 2: 3.5, 3: 1.0, 4: 2.5, 5: 1.5, 6: 1.0}
    # undo the last three entries, redo one
    for _ in range(3):
        w.act_undo.trigger()
    assert w.ctl.game_between(6, 3).result is None and w.ctl.game_between(2, 4).result is None
    w.act_redo.trigger()
    assert w.ctl.game_between(2, 4).result is not None
    assert w.ctl.game_between(5, 1).result is None
    for _ in range(2):
        w.act_redo.trigger()
    assert {r.number: r.points for r in w.ctl.standings()} == points
    # clearing a cell from the keyboard is an edit too
    w.grid.setCurrentIndex(m.index(0, 6))
    qtbot.keyClick(w.grid, Qt.Key.Key_Delete)
    assert w.ctl.game_between(1, 6).result is None
    w.act_undo.trigger()
    assert w.ctl.game_between(1, 6).result is not None
    # standings and preview as the screens show them
    st = w.standings.model
    # the round robin's tie-breaks DE, WIN, SB, KS (engine.scoring.default_tiebreaks)
    heads = [st.headerData(c, Qt.Orientation.Horizontal) for c in range(st.columnCount())]
    assert heads[5:] == ["DE", "WIN", "SB", "KS"]
    # SB 6.75 = 2.5 + 1 + 2.5 + ½·1.5; Dubois and Lambert (2.5 each) never met: DE 0 each
    # (no points between them), and equal on wins and SB
    assert [
        (st.data(st.index(r, 2)), st.data(st.index(r, 5)), st.data(st.index(r, 7)))
        for r in range(3)
    ] == [("PEETERS ANNA", "", "6.75"), ("DUBOIS MARC", "0", "3"), ("LAMBERT SOPHIE", "0", "3")]
    assert st.data(st.index(0, 0)) == 1
    pv: PreviewModel = w.preview.model
    assert pv.systems == ["frbe", "fide"]
    head = [pv.headerData(c, Qt.Orientation.Horizontal) for c in range(pv.columnCount())]
    assert "FRBE new" in head and "FIDE new" in head
    frbe_new = head.index("FRBE new")
    # Dubois: 1864, 240 games → K 24 (seed 000). The national file (the preview's default)
    # names 5 and 6 by ID; neither reaches the 5 games of a first rating (frbe-2024: 6 plays
    # 4 rated players, 5's 4 past games have no history), so the federation's run drops Dubois'
    # games against them (shared/rules/frbe.md, "What a director's preview must predict"): he
    # keeps 2 games, a loss to 1712 (+152, We .70) and a draw with 1655 (+209, We .77):
    # 1864 + 24 · (0.5 − 1.47) = 1840.72 → 1841
    prev = w.ctl.preview("frbe").results
    assert pv.data(pv.index(0, frbe_new)) == f"{prev[1].new:g}"
    assert prev[1].old == 1864 and prev[1].games == 2 and prev[1].new == 1841
    fict: FictitiousModel = w.preview.fict
    assert {fict.rows[i][0] for i in range(fict.rowCount())} == {5, 6}
    # the national results file, compared with the expected file
    f = exports.build(
        "national", w.ctl.tournament, w.ctl.store.games_before(), today=dt.date(2026, 11, 22)
    )
    assert f.problems == ()
    path = w.export("national", folder=str(tmp_path))
    assert path is not None and path.name == "S_ELODESK_S1_Championnat du club 2026_R01-05.541"
    # tests/data/expected_national.541 was checked by hand once against ../shared/spec/formats.md
    # ("The Belgian national results file") and the Swar samples in ../shared/data/frbe/swar:
    # Latin-1 and CR LF on every line; 00A program, 00B "5 rondes", 00C "Envoi des rondes 1 à 5",
    # 00D/00E club 541; 00F P=006 R=05, S/E the first and last round dates, +8 =8 -8 (8 decisive
    # games, 4 drawn ones counted on both lines, as the validator counts them); 062 6 players,
    # 072 4 of them rated; 001 lines with the name in columns 15–47, the Belgian rating in 49–52,
    # BEL in 54–56, the Belgian ID in 58–68, points 81–84 (2.5 3.5 1.0 2.5 1.5 1.0: the results
    # typed above) and ranks 86–89 (the screen's, tie-breaks SB, DE, WIN: Peeters 1; Dubois and
    # Lambert 2, equal on SB, wins, not met; Nieuw 4; Janssens and Martin 5, SB ½·2.5 + ½·1.0 =
    # 1.75 each, no win, their game drawn), then from column 92 one 10-column cell per
    # round (opponent, colour, result) agreeing on both players' lines; round 4's three games,
    # never typed, have a blank result. Not checked by hand: 00Z's CRC, whose algorithm the spec says is unknown.
    expected = (DATA / "expected_national.541").read_bytes()
    assert path.read_bytes() == expected
    w.close()


def test_model_tester(qtbot, qtmodeltester, tmp_path, player_db):
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    w.ctl.generate_round_robin()
    w._build_tabs()
    type_results(qtbot, w)
    for model in (
        PlayersModel(w.ctl),
        CrosstableModel(w.ctl),
        StandingsModel(w.ctl),
        PreviewModel(w.ctl),
        FictitiousModel(w.ctl),
        PairingsModel(w.ctl),
    ):
        qtmodeltester.check(model)
    w.close()


def test_player_edits_are_checked_and_undoable(qtbot, tmp_path, player_db):
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    pm = w.players.model
    assert pm.setData(pm.index(0, 3), "1900")
    assert w.ctl.store.players()[0]["rating"] == 1900
    assert not pm.setData(pm.index(0, 3), "abc")
    assert "whole numbers" in w.last_error
    assert not pm.setData(pm.index(0, 3), "9999")
    w.act_undo.trigger()
    assert w.ctl.store.players()[0]["rating"] == 1864
    w.close()


def test_open_rounds_by_hand(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    from elodesk.app.demo import create_demo

    _rr, op = create_demo(tmp_path)
    assert w.open_event(str(op))
    rp = w.rounds
    rp.round.setValue(2)
    assert rp.model.rowCount() == 4
    rp.table.setCurrentIndex(rp.model.index(0, 2))
    rp.result.setCurrentIndex(1)  # ½-½
    rp.set_btn.click()
    assert w.ctl.tournament.pairings[4].result is Result.DRAW
    rp.round.setValue(3)
    rp.white.setValue(1)
    rp.black.setValue(99)
    rp.add_btn.click()
    assert "No player with start number 99" in w.last_error
    rp.black.setValue(2)
    rp.add_btn.click()
    assert rp.model.rowCount() == 1
    w.act_undo.trigger()
    assert rp.model.rowCount() == 0
    w.close()


def test_open_rounds_imported_from_a_trf(qtbot, tmp_path):
    from elodesk.engine.model import Entrant, EventType, Pairing, Tournament
    from elodesk.io import trf
    from elodesk.io.store import create_event

    t = Tournament(
        "Open",
        tuple(Entrant(i, f"Player {i}", str(1000 + i), 1500 + i, "BEL") for i in range(1, 7)),
        (
            Pairing(1, 1, 4, Result.WHITE_WINS),
            Pairing(1, 5, 2, Result.DRAW),
            Pairing(1, 3, 6, Result.BLACK_WINS),
            Pairing(2, 4, 2),
            Pairing(2, 6, 5),
            Pairing(2, 1, 3),
        ),
        rounds=2,
        type=EventType.OPEN,
    )
    path = tmp_path / "pairing.trf"
    path.write_text(trf.write(t, newline="\n"), encoding="utf-8")
    create_event(tmp_path / "o.elodesk", {"name": "Open", "type": "open"}).close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "o.elodesk"))
    assert w.import_trf(str(path)) == 2
    got = w.ctl.tournament
    assert len(got.players) == 6 and len(got.pairings) == 6
    assert got.pairings[0].result is Result.WHITE_WINS
    w.act_undo.trigger()  # the whole import is one step
    assert w.ctl.tournament.players == () and w.ctl.tournament.pairings == ()
    w.close()


def test_go_event_ranks_handicap_and_ffg_preview(qtbot, tmp_path):
    from elodesk.io.store import create_event

    create_event(
        tmp_path / "go.elodesk",
        {
            "name": "Tournoi de go",
            "type": "open",
            "system": "ffg",
            "rules": "ffg-2022",
            "rounds": 1,
        },
    ).close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "go.elodesk"))
    w.ctl.add_player(name="Dupont, Jean", title="5k")
    w.ctl.add_player(name="Martin, Paul", title="8k")
    pm = w.players.model
    assert pm.headerData(3, Qt.Orientation.Horizontal) == "Rank"
    assert pm.data(pm.index(0, 3)) == "5k"
    assert not pm.setData(pm.index(0, 3), "5 dan")
    assert "15k or 3d" in w.last_error
    rp = w.rounds
    rp.white.setValue(1)
    rp.black.setValue(2)
    rp.handicap.setValue(3)
    rp.add_btn.click()
    g = w.ctl.tournament.pairings[0]
    assert g.handicap == 3
    assert w.ctl.set_result(g, Result.BLACK_WINS)
    assert "(H3)" in rp.model.data(rp.model.index(0, 2))
    pv = w.ctl.preview()
    # the 8k (−750) wins with 3 stones against the 5k (−450): a level change, one decimal
    assert pv.system == "ffg" and pv.results[2].delta > 0 > pv.results[1].delta
    assert pv.results[1].old == -450.0 and pv.results[2].old == -750.0
    w.close()


def test_starting_ranks_and_withdrawal(qtbot, tmp_path, player_db):
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    w.players.sort_btn.click()
    assert [p["name"] for p in w.ctl.store.players()][:2] == ["LAMBERT SOPHIE", "DUBOIS MARC"]
    w.act_undo.trigger()
    assert [p["name"] for p in w.ctl.store.players()][0] == "DUBOIS MARC"
    w.players.table.selectRow(1)
    w.players.withdraw_btn.click()
    pm = w.players.model
    assert pm.data(pm.index(1, 1)).startswith("PEETERS ANNA  (")
    w.ctl.generate_round_robin()
    w.players.sort_btn.click()
    assert "cannot change once rounds are paired" in w.last_error
    w.close()


def test_export_problems_jump_to_the_game(qtbot, tmp_path):
    from elodesk.app.demo import create_demo

    rr, _ = create_demo(tmp_path)
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(rr))
    # a game dated in the future: the 24 lines file is refused and the problem shows the game
    g = w.ctl.tournament.pairings[0]
    w.ctl.store.db.execute(
        "UPDATE pairings SET date = '2099-01-01' WHERE round = ? AND white = ? AND black = ?",
        (g.round, g.white, g.black),
    )
    w.ctl.invalidate()
    assert w.export("chessman", folder=str(tmp_path)) is None
    dlg = w.problems_dialog
    assert dlg.list.count() >= 2 and "is in the future" in dlg.list.item(0).text()
    dlg.list.itemActivated.emit(dlg.list.item(0))
    assert w.tabs.currentWidget() is w.grid
    idx = w.grid.currentIndex()
    assert (idx.row() + 1, idx.column()) == (g.white, g.black)
    w.close()


def test_double_round_robin_grid(qtbot, tmp_path):
    from elodesk.io.store import create_event

    s = create_event(
        tmp_path / "d.elodesk", {"name": "Double", "type": "round-robin", "double": True}
    )
    for i, r in enumerate((1800, 1700, 1600, 1500), start=1):
        s.add_player(name=f"P{i}", rating=r, games=100)
    s.close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "d.elodesk"))
    assert w.ctl.generate_round_robin()
    assert len(w.ctl.tournament.pairings) == 12 and w.ctl.settings.rounds == 6
    w._build_tabs()
    view, m = w.grid, w.grid.model()
    # cell (1, 2) is the game 1 has White in, cell (2, 1) the return game: two games
    view.setCurrentIndex(m.index(0, 2))
    qtbot.keyClick(view, "1")
    view.setCurrentIndex(m.index(1, 1))
    qtbot.keyClick(view, "=")
    assert (m.data(m.index(0, 2)), m.data(m.index(1, 1))) == ("1", "½")
    first = w.ctl.game_between(1, 2, white=1)
    second = w.ctl.game_between(1, 2, white=2)
    assert first.result is Result.WHITE_WINS and second.result is Result.DRAW
    assert {r.number: r.points for r in w.ctl.standings()}[1] == 1.5
    w.close()


def test_full_disk_on_the_desk_keeps_everything(qtbot, tmp_path):
    from elodesk.app.demo import create_demo

    rr, _ = create_demo(tmp_path)
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(rr))
    before = w.ctl.store.players()
    pages = w.ctl.store.db.execute("PRAGMA page_count").fetchone()[0]
    w.ctl.store.db.execute(f"PRAGMA max_page_count={pages}")  # SQLite's own "disk full"
    for i in range(300):
        if not w.ctl.add_player(name="X" * 300 + str(i)) or w.last_error:
            break
    assert "cannot be written" in w.last_error and "Save a copy" in w.last_error
    assert w.ctl.store.players()[: len(before)] == before
    assert not w.ctl.undo.canRedo()
    w.ctl.store.db.execute("PRAGMA max_page_count=1073741823")
    w.ctl.store.save_as(tmp_path / "copy.elodesk")
    assert (tmp_path / "copy.elodesk").stat().st_size > 0
    w.close()
