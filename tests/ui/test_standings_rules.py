"""Issue 17 on the desk: the wizard's standings page, the rules changed from the Standings tab
(undoable), and a category's standings with the overall rank (real widgets, offscreen)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from elodesk.engine.model import Result
from elodesk.engine.scoring import SCORE_SYSTEMS, Category, Edition, StandingsRules
from elodesk.ui import i18n
from elodesk.ui.main_window import MainWindow
from elodesk.ui.standings_rules import SetStandingsRules, StandingsRulesEditor

from .test_desk import NAMES, add_players, player_db  # noqa: F401 (fixture)


def test_wizard_stores_the_standings_rules(qtbot, tmp_path, player_db):  # noqa: F811
    w = MainWindow(player_db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    wiz.name.setText("Interclub")
    wiz.type.setCurrentIndex(2)  # open
    wiz.path.setText(str(tmp_path / "open.elodesk"))
    wiz.next()  # the standings page
    ed = wiz.standings_rules
    ed.edition.setCurrentIndex(ed.edition.findData(Edition.FIDE_2009))
    ed.score.setCurrentIndex(ed.score.findData(SCORE_SYSTEMS["3-1-0"]))
    # tick BH/C2, move it to the top from the keyboard (Ctrl+Up, three times)
    items = [
        ed.tiebreaks.item(i).data(Qt.ItemDataRole.UserRole) for i in range(ed.tiebreaks.count())
    ]
    row = items.index("BH/C2")
    ed.tiebreaks.item(row).setCheckState(Qt.CheckState.Checked)
    ed.tiebreaks.setCurrentRow(row)
    for _ in range(row):
        qtbot.keyClick(ed.tiebreaks, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    ed._cats.append(Category("U14", born_from=2012))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    rules = w.ctl.standings_rules()
    # an open's proposed list (BH/C1, BH, DE, SB: engine.scoring.default_tiebreaks), BH/C2 first
    assert rules.tiebreaks == ("BH/C2", "BH/C1", "BH", "DE", "SB")
    assert rules.edition is Edition.FIDE_2009
    assert rules.score == SCORE_SYSTEMS["3-1-0"]
    assert rules.categories == (Category("U14", born_from=2012),)


def test_rules_from_the_standings_tab_undo_and_categories(qtbot, tmp_path, player_db):  # noqa: F811
    w = MainWindow(player_db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    wiz.name.setText("Club")
    wiz.path.setText(str(tmp_path / "club.elodesk"))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    add_players(qtbot, w)
    ctl = w.ctl
    ctl.edit_player(2, birth="2013/04/01")  # PEETERS ANNA, born 2013
    ctl.edit_player(6, birth="2012/01/01")  # MARTIN LEA, born 2012
    qtbot.mouseClick(w.players.pair_btn, Qt.MouseButton.LeftButton)
    w._build_tabs()
    # every game a White win: the standings follow the Berger tables' colours
    for g in ctl.tournament.pairings:
        ctl.set_result(g, Result.WHITE_WINS)
    rules = StandingsRules(
        ("SB",), Edition.FIDE_2024, categories=(Category("U14", born_from=2012),)
    )
    editor = StandingsRulesEditor(rules, players=ctl.tournament.players)
    qtbot.addWidget(editor)
    assert editor.rules() == rules  # what the dialog shows is what it gives back
    editor.unrated.setValue(1400)
    editor._extra[3] = 1.0
    assert editor.rules() == StandingsRules(
        ("SB",), Edition.FIDE_2024, categories=rules.categories, unrated_rating=1400,
        extra_points={3: 1.0},
    )  # fmt: skip
    ctl.push(SetStandingsRules(ctl, rules))
    panel = w.standings
    assert [panel.category.itemText(i) for i in range(panel.category.count())] == [
        "Overall",
        "U14",
    ]
    overall = {s.number: s.rank for s in ctl.standings()}
    panel.category.setCurrentIndex(1)
    m = panel.category_model
    assert panel.view.model() is m
    got = [
        (m.data(m.index(r, 0)), m.data(m.index(r, 1)), m.data(m.index(r, 2)))
        for r in range(m.rowCount())
    ]
    # the two U14 players, placed 1 and 2 among themselves, with their overall rank
    assert sorted(n for _, _, n in got) == [2, 6]
    assert [p for p, _, _ in got] == [1, 2]
    assert all(rank == overall[n] for _, rank, n in got)
    # undo puts the former rules back (no category): the overall standings show again
    ctl.undo.undo()
    assert ctl.standings_rules().categories == ()
    assert panel.category.count() == 1 and panel.view.model() is panel.model
    ctl.undo.redo()
    assert ctl.standings_rules() == rules


def test_printed_standings_have_the_categories(qtbot, tmp_path, player_db):  # noqa: F811
    """File ▸ Print…'s standings sheet is followed by each category's (the PDF export too)."""
    from elodesk.ui.print_dialog import tables

    w = MainWindow(player_db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    wiz.name.setText("Club")
    wiz.path.setText(str(tmp_path / "club.elodesk"))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    add_players(qtbot, w)
    ctl = w.ctl
    ctl.edit_player(2, birth="2013/04/01")  # PEETERS ANNA
    ctl.push(SetStandingsRules(ctl, StandingsRules(categories=(Category("U14", born_from=2012),))))
    sheets = tables(ctl, {"standings"}, 1)
    assert [s.title for s in sheets] == ["Club — Standings", "Club — Standings: U14"]
    cat = sheets[1]
    assert [c.header for c in cat.columns][:4] == ["Place", "Overall", "#", "Name"]
    # nobody has played: everyone is first overall, and Anna first (and alone) of the U14
    assert [row[:4] for row in cat.rows] == [("1", "1", "2", "PEETERS ANNA")]


def test_editor_reads_the_codes_of_earlier_versions(qtbot):
    """An event of an earlier elodesk stored "BH-C1": the editor shows and gives back BH/C1."""
    editor = StandingsRulesEditor(StandingsRules(("BH-C1", "SB")))
    qtbot.addWidget(editor)
    assert editor.rules().tiebreaks == ("BH/C1", "SB")


def test_the_points_system_is_found_by_value(qtbot, tmp_path, player_db):  # noqa: F811
    # a new event's 1-½-0 (StandingsRules' default, FIDE's C.07 points) and an event's 3-1-0
    # read back from its file are the editor's own entries, not "As stored in the event" (a
    # Dutch screenshot of the wizard's standings page said "Zoals bewaard in het tornooi")
    w = MainWindow(player_db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    ed = wiz.standings_rules
    assert ed.score.currentText() == "1 - ½ - 0"
    assert ed.score.count() == 4  # 1-½-0, 3-1-0, 3-2-1, 1-½-0 and a point for presence
    read_back = replace(SCORE_SYSTEMS["3-1-0"])  # equal, not the same object
    editor = StandingsRulesEditor(StandingsRules(("BH",), score=read_back))
    qtbot.addWidget(editor)
    assert (editor.score.currentText(), editor.score.count()) == ("3 - 1 - 0", 4)
    assert editor.rules().score == SCORE_SYSTEMS["3-1-0"]


@pytest.mark.parametrize("lang", ["fr", "nl", "en"])
def test_every_tiebreak_name_reads_whole(qtbot, lang):
    # the wizard's standings page: the tie-breaks' list as wide as its longest name (a French
    # screenshot cut "WIN — victoires (forfaits et exemptions compris" behind a scrollbar)
    i18n.install(lang)
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        wiz = w.new_event()
        wiz.next()
        qtbot.waitExposed(wiz)
        tb = wiz.standings_rules.tiebreaks
        assert tb.viewport().width() >= tb.sizeHintForColumn(0)
        assert not tb.horizontalScrollBar().isVisible()
    finally:
        i18n.install("en")
