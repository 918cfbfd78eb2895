"""Results typed from the keyboard on a round's boards (Rounds tab), as in the crosstable:
1, 0, =, +, −, Delete; the cursor moves to the next board; each entry is one undoable edit
(real widgets, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from elodesk.engine.model import Pairing, Result
from elodesk.ui.main_window import MainWindow

from .test_desk import add_players, player_db  # noqa: F401 (fixture)


def test_results_typed_on_the_boards(qtbot, tmp_path, player_db):  # noqa: F811
    w = MainWindow(player_db)
    qtbot.addWidget(w)
    w.show()
    wiz = w.new_event()
    wiz.name.setText("Open")
    wiz.type.setCurrentIndex(2)  # open
    wiz.path.setText(str(tmp_path / "open.elodesk"))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    add_players(qtbot, w)
    # round 1 entered by hand: 1-2, 3-4, 5-6 and no bye
    w.ctl.set_round(1, [Pairing(1, 1, 2), Pairing(1, 3, 4), Pairing(1, 5, 6)])
    view = w.rounds.table
    w.tabs.setCurrentWidget(w.rounds)
    view.setFocus()
    view.setCurrentIndex(view.model().index(0, 2))
    qtbot.keyClick(view, Qt.Key.Key_1)  # board 1: White wins
    assert view.currentIndex().row() == 1  # on to the next board
    qtbot.keyClick(view, Qt.Key.Key_Equal)  # board 2: draw
    qtbot.keyClick(view, Qt.Key.Key_Minus)  # board 3: Black wins by forfeit
    g = {(x.white, x.black): x.result for x in w.ctl.tournament.pairings}
    assert g == {
        (1, 2): Result.WHITE_WINS,
        (3, 4): Result.DRAW,
        (5, 6): Result.BLACK_FORFEIT_WIN,
    }
    m = view.model()
    # written as the printed pairing sheet and the result combo write them (one way: White's
    # crosstable mark, then Black's), not "1-0", "½-½", "-+" beside a combo's "−/+" (seen on a
    # Dutch screenshot of an open's round with a forfeit)
    assert [m.data(m.index(r, 2)) for r in range(3)] == ["1 – 0", "½ – ½", "− – +"]
    combo = w.rounds.result
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "1 – 0", "½ – ½", "0 – 1", "+ – −", "− – +", "—"
    ]  # fmt: skip
    # a key that is no result changes nothing; 0 and + on board 1 replace its result
    view.setCurrentIndex(m.index(0, 2))
    qtbot.keyClick(view, Qt.Key.Key_X)
    assert w.ctl.game_between(1, 2).result is Result.WHITE_WINS
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert w.ctl.game_between(1, 2).result is Result.BLACK_WINS
    view.setCurrentIndex(m.index(0, 2))
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert w.ctl.game_between(1, 2).result is Result.WHITE_FORFEIT_WIN
    view.setCurrentIndex(m.index(1, 2))
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert w.ctl.game_between(3, 4).result is None
    # each entry is one undo step: Delete, +, 0, −, =, 1 undone one by one
    w.act_undo.trigger()
    assert w.ctl.game_between(3, 4).result is Result.DRAW
    w.act_undo.trigger()
    assert w.ctl.game_between(1, 2).result is Result.BLACK_WINS
    for _ in range(4):
        w.act_undo.trigger()
    assert all(x.result is None for x in w.ctl.tournament.pairings)
    # and the file holds what the screen shows
    assert all(p.result is None for p in w.ctl.store.pairings())


def test_refusals_in_the_interface_s_language(qtbot, tmp_path, player_db):  # noqa: F811
    from elodesk.ui import i18n

    w = MainWindow(player_db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    wiz.name.setText("Open")
    wiz.type.setCurrentIndex(2)  # open
    wiz.path.setText(str(tmp_path / "open.elodesk"))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    add_players(qtbot, w)
    w.ctl.set_round(1, [Pairing(1, 1, 2, Result.DRAW), Pairing(1, 3, 4), Pairing(1, 5, 6)])
    i18n.install("fr")
    try:
        # un-pairing a round with a result: refused, in French (elodesk_fr.ts, context Messages)
        assert not w.pairing.unpair_last()
        assert w.last_error == (
            "La ronde 1 a des résultats : effacez-les avant d'annuler ses appariements."
        )
        assert len(w.ctl.tournament.pairings) == 3
    finally:
        i18n.install("en")


def test_the_rounds_tab_shows_the_round_to_type(qtbot, tmp_path):
    # a 10-player open: round 1 paired by the engine shows round 1; its results typed, round 2
    # paired shows round 2 (the tab stayed on round 1: a Dutch screenshot of a director's
    # evening); a desk opened afresh shows the first round with a board without its result
    from .test_pairing_desk import enter_results, make_open, pair

    path = tmp_path / "open.elodesk"
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_store(make_open(path, players=10, rounds=5))
    pair(qtbot, w.pairing)
    assert w.rounds.round.value() == 1
    enter_results(w.ctl, 1)
    pair(qtbot, w.pairing)
    assert w.rounds.round.value() == 2
    boards = w.rounds.model.rows
    assert {g.round for g in boards} == {2} and len(boards) == 5
    first = next(g for g in boards if g.black)
    assert w.ctl.set_result(first, Result.DRAW)  # round 2 under way, one result in
    w.rounds.round.setValue(1)  # the director looks back at round 1
    assert w.ctl.set_result(first, Result.WHITE_WINS)  # a correction does not move the tab
    assert w.rounds.round.value() == 1
    w.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.open_event(str(path))
    assert again.rounds.round.value() == 2
