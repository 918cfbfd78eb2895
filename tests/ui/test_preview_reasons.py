"""The preview panel says which results file it assumes, switches to the other, and says why
each game counts — through the real desk (an event file, the crosstable typed from the
keyboard, the panel's widgets).

The event is the worked example of tests/engine/test_preview_cases.py (seed 003, "Attribution
d'un ELO fictif"; shared/rules/frbe.md, "What a director's preview must predict"): a round robin
under frbe-2008, r1 1800 and r2 1700 with 300 games (K 16), u unrated. u beats r1 and draws r2,
r1 draws r2. u's fictitious rating: 1.5 of 2 against a mean of 1750, p .75, D(.75) = +193 →
1943.
- national file: u, 2 games, stays unrated (20 games needed, seed 000), so r1's game against
  him does not count: 1800 + 16 · (0.5 − 0.64) = 1797.76 → 1798;
- 24 lines file: u is *** at 1943, r1's loss counts at it (−143, We .31):
  1800 + 16 · (0.5 − 0.95) = 1792.8 → 1793.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from elodesk.io.store import create_event
from elodesk.ui.main_window import MainWindow

from .desks import open_round_robin


def open_event(qtbot, tmp_path: Path) -> MainWindow:
    path = tmp_path / "rr.elodesk"
    s = create_event(path, {"name": "Club", "type": "round-robin", "rules": "frbe-2008"})
    for name, rating, games in (("r1", 1800, 300), ("r2", 1700, 300), ("u", 0, 0)):
        s.add_player(name=name, rating=rating, games=games)
    s.close()
    w = open_round_robin(qtbot, path)
    w.show()
    view = w.grid
    view.setFocus()
    for row, col, key in ((3, 1, "1"), (2, 3, "="), (1, 2, "=")):  # row player's score
        view.setCurrentIndex(view.model().index(row - 1, col))
        qtbot.keyClick(view, key)
    return w


def new_of(panel, number: int) -> str:
    m = panel.model
    head = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
    return m.data(m.index(number - 1, head.index("FRBE new")))


def test_the_panel_says_the_file_and_why_each_game_counts(qtbot, tmp_path):
    w = open_event(qtbot, tmp_path)
    panel = w.preview
    w.tabs.setCurrentWidget(panel)
    choice = panel.results_file
    assert choice.isVisible() and choice.kind() == "national"
    assert choice.combo.currentText() == "the national results file"
    assert new_of(panel, 1) == "1798"
    panel.table.setFocus()
    panel.table.setCurrentIndex(panel.model.index(0, 0))  # r1
    text = panel.reasons.toPlainText()
    assert "r1, with the national results file:" in text
    assert "not counted: u stays unrated (2 of the 20 games" in text
    assert "counts: r2 is rated, 1700" in text
    # the other file on request: the same model, r1's loss counted at u's fictitious rating
    choice.combo.setCurrentIndex(1)
    assert choice.kind() == "chessman"
    assert new_of(panel, 1) == "1793"
    text = panel.reasons.toPlainText()
    assert 'with the "24 lines" file (Chess Manager)' in text
    assert "counts at the fictitious rating of u, 1943" in text
    # u himself is *** in that file
    panel.table.setCurrentIndex(panel.model.index(2, 0))
    assert "not counted for this player: the 24 lines file writes this player as ***" in (
        panel.reasons.toPlainText()
    )
    # the derivation stays shown, whichever file
    fict = panel.fict
    assert [fict.data(fict.index(0, c)) for c in (0, 8)] == [3, 1943]
    # an edit keeps the file chosen: r1–r2 now won by r1 (+100, We .64), with u counted at 1943:
    # 1800 + 16 · (1 − 0.95) = 1800.8 → 1801
    w.tabs.setCurrentWidget(w.grid)
    w.grid.setFocus()
    w.grid.setCurrentIndex(w.grid.model().index(0, 2))
    qtbot.keyClick(w.grid, "1")
    assert new_of(panel, 1) == "1801"
    w.close()


def test_each_reason_line_follows_the_languages_typography(qtbot, tmp_path):
    """A reason line is "round 3 — opponent: reason"; French typography puts a space before the
    colon ("ronde 3 — u : …") and says "partie 1 sur 20", Dutch and English do not. The event
    is the one above: r1 meets u in round 3 of the round robin, and u stays unrated (2 of the 20
    games, seed 000)."""
    from elodesk.ui import i18n

    expected = {
        "fr": "ronde 3 — u : ne compte pas",
        "nl": "ronde 3 — u: telt niet",
        "en": "round 3 — u: not counted",
    }
    try:
        for lang, line in expected.items():
            i18n.install(lang)
            (tmp_path / lang).mkdir()
            w = open_event(qtbot, tmp_path / lang)
            panel = w.preview
            w.tabs.setCurrentWidget(panel)
            panel.table.setFocus()
            panel.table.setCurrentIndex(panel.model.index(0, 0))  # r1
            assert line in panel.reasons.toPlainText(), (lang, panel.reasons.toPlainText())
            if lang == "fr":  # u's own first game towards a first rating
                panel.table.setCurrentIndex(panel.model.index(2, 0))
                # "première cote", as the status beside the new rating and the federation's
                # texts (seeds 000, 001, 003) say it
                assert "sur 20 vers une première cote" in (panel.reasons.toPlainText())
            w.close()
    finally:
        i18n.install("en")
