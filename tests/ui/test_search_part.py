"""The Players tab finds a player of the federation's real list (2022-01) by a word of his
name that is not the first, or part of it, as the director types (real widgets, offscreen)."""

from __future__ import annotations

from PySide6.QtWidgets import QWizard

from elodesk.app.roster import import_federation_list
from elodesk.io.player_search import PlayerDatabase
from elodesk.ui.main_window import MainWindow
from tests.conftest import shared_path


def test_typing_part_of_a_name_suggests_the_player(qtbot, tmp_path):
    db = PlayerDatabase()
    import_federation_list(db, shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))
    w = MainWindow(db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    wiz.name.setText("Club")
    wiz.path.setText(str(tmp_path / "club.elodesk"))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    panel = w.players
    panel.search.setFocus()
    qtbot.keyClicks(panel.search, "noose")  # De Noose, Daniel (90883) in the list
    shown = [panel.suggestions.item(i).text() for i in range(panel.suggestions.count())]
    assert any(t.startswith("De Noose, Daniel  ·  90883") for t in shown), shown
    row = next(i for i, t in enumerate(shown) if t.startswith("De Noose, Daniel"))
    panel.suggestions.setCurrentRow(row)
    panel.add_selected()
    assert [(p["name"], p["id"]) for p in w.ctl.store.players()] == [("De Noose, Daniel", "90883")]
