"""What the desk keeps between keystrokes never shows a stale number.

The preview keeps values from one result typed to the next: Formula II of each player's games
(``engine.runs._formula_ii``, kept by its arguments), the games of the last tournament
(``engine.preview.tournament_games``) and its players as each system rates them
(``engine.preview.rating_players``), and each player's game notes worked out when first read
(``engine.preview.GameNotes``). After every kind of edit — results typed in the grid, a
correction, undo and redo, a player's rating, games or FIDE rating changed, a round's pairings
replaced, the rule set and the tie-breaks changed, a player added and removed — what the desk's
own tables show (preview, fictitious ratings, standings, crosstable) and the reasons it shows for
the selected player must equal what a desk opened afresh on the same file shows, computed by the
same engine with nothing kept (the oracle: the same code path from scratch).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import elodesk.engine.preview as preview_module
import elodesk.engine.runs as runs_module
from elodesk.engine.frbe import regular_update
from elodesk.engine.model import Pairing, Result
from elodesk.io.store import EventStore, create_event
from elodesk.ui.controller import EventController
from elodesk.ui.main_window import MainWindow
from elodesk.ui.models import CrosstableModel, FictitiousModel, PreviewModel, StandingsModel
from elodesk.ui.preview_reasons import reasons_html

from .desks import open_round_robin, snapshot, type_key

# (name, ID, rating, rated games before, FIDE rating): five rated players, three unrated — one
# with a history of games against rated players in the federation's list, one with a few
# games, one new — so that the FRBE run rates newcomers in the event (RUN 1 and 2)
PLAYERS = [
    ("DUBOIS MARC", "21001", 1864, 240, 1850),
    ("PEETERS ANNA", "21002", 1712, 180, 0),
    ("JANSSENS LUC", "21003", 1655, 95, 1700),
    ("LAMBERT SOPHIE", "21004", 1941, 410, 1930),
    ("WOUTERS JAN", "21005", 1420, 30, 0),
]
UNRATED = [
    {"name": "NIEUW TOM", "id": "21006", "games": 14, "history": (22100, 6.5)},
    {"name": "MARTIN LEA", "id": "21007", "games": 3},
    {"name": "GODTS ELS", "id": "21008"},
]


def open_desk(qtbot, tmp_path: Path) -> MainWindow:
    """A FIDE-rated Belgian round robin of eight, its Berger pairings made, every tab built."""
    path = tmp_path / "club.elodesk"
    s = create_event(
        path,
        {
            "name": "Club",
            "type": "round-robin",
            "fide_rated": True,
            "start": "2022-10-01",
            "rules": "frbe-2015-04",
        },
    )
    for name, pid, rating, games, fide in PLAYERS:
        s.add_player(name=name, id=pid, rating=rating, games=games, fide_rating=fide)
    for fields in UNRATED:
        s.add_player(**fields)
    s.close()
    w = open_round_robin(qtbot, path)
    return w


def select_in_preview(w: MainWindow, row: int) -> None:
    table = w.preview.table
    table.setCurrentIndex(table.model().index(row, 0))


class Oracle:
    """The event read afresh from its file (read-only, beside the desk that holds it) by a new
    controller, every preview and standings computed with nothing kept."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
        self.monkeypatch, self.path = monkeypatch, path

    def check(self, w: MainWindow) -> None:
        real_games, real_players = preview_module.tournament_games, preview_module.rating_players

        def games_from_scratch(t):
            preview_module._last_games = None  # nothing of an earlier tournament
            return real_games(t)

        def players_from_scratch(*args):
            preview_module._last_players = {}
            return real_players(*args)

        with self.monkeypatch.context() as m:
            m.setattr(runs_module, "_formula_ii", regular_update)  # computed, never looked up
            m.setattr(preview_module, "_last_games", None)  # the desk's, put back after
            m.setattr(preview_module, "_last_players", {})
            m.setattr(preview_module, "tournament_games", games_from_scratch)
            m.setattr(preview_module, "rating_players", players_from_scratch)
            store = EventStore(self.path, read_only=True)
            try:
                ref = EventController(store)
                self._compare(w, ref)
            finally:
                store.close()

    @staticmethod
    def _compare(w: MainWindow, ref: EventController) -> None:
        ctl = w.ctl
        assert ctl.tournament == ref.tournament
        for system in ("frbe", "fide"):
            mine, fresh = ctl.preview(system), ref.preview(system)
            assert mine.results == fresh.results
            assert mine.fictitious == fresh.fictitious
            assert dict(mine.games) == dict(fresh.games)
        assert ctl.preview("frbe", "chessman").results == ref.preview("frbe", "chessman").results
        assert ctl.standings() == ref.standings()
        fresh_preview = PreviewModel(ref)
        kind = w.preview.model.results_file  # the results file chosen on the desk
        fresh_preview.set_results_file(kind)
        assert snapshot(w.preview.model) == snapshot(fresh_preview)
        assert snapshot(w.preview.fict) == snapshot(FictitiousModel(ref))
        assert snapshot(w.standings.model) == snapshot(StandingsModel(ref))
        assert snapshot(w.grid.model()) == snapshot(CrosstableModel(ref))
        # the reasons the desk shows for the player selected in the preview
        row = w.preview.table.currentIndex().row()
        if 0 <= row < len(w.preview.model.rows):
            number = w.preview.model.rows[row][0].number
            names = {p.number: p.name for p in ref.tournament.players}
            shown = w.preview.reasons.toPlainText()
            w.preview.reasons.setHtml(reasons_html(ref.preview("frbe", kind), number, names))
            assert shown == w.preview.reasons.toPlainText()


def test_every_edit_shows_what_a_fresh_desk_computes(qtbot, tmp_path, monkeypatch):
    w = open_desk(qtbot, tmp_path)
    ctl = w.ctl
    oracle = Oracle(monkeypatch, Path(ctl.store.path))
    select_in_preview(w, 5)  # NIEUW TOM, the unrated player with a history
    hits = runs_module._formula_ii.cache_info().hits

    def replace_round_1() -> None:
        old = [g for g in ctl.tournament.pairings if g.round == 1]
        rows = [Pairing(1, old[0].white, old[0].black, Result.BLACK_WINS)] + old[2:]
        ctl.set_round(1, rows)

    edits = [
        lambda: type_key(qtbot, w, 1, 2, "1"),
        lambda: type_key(qtbot, w, 6, 1, "="),  # the newcomer with a history against no. 1
        lambda: type_key(qtbot, w, 6, 2, "1"),
        lambda: type_key(qtbot, w, 7, 3, "0"),
        lambda: type_key(qtbot, w, 8, 6, "1"),
        lambda: type_key(qtbot, w, 4, 5, "+"),
        lambda: type_key(qtbot, w, 1, 2, "0"),  # a correction
        lambda: w.act_undo.trigger(),
        lambda: w.act_undo.trigger(),
        lambda: w.act_redo.trigger(),
        lambda: ctl.edit_player(7, rating=1500, games=25),  # rated now: the run changes
        lambda: ctl.edit_player(2, fide_rating=1725),  # FIDE-rated now
        lambda: ctl.edit_player(1, rating=1990),
        lambda: w.act_undo.trigger(),
        replace_round_1,  # a round's pairings changed: one game gone, one result changed
        lambda: ctl.set_setting("rules", "frbe-2024"),
        lambda: ctl.set_setting("tiebreaks", ["SB", "WIN"]),
        lambda: w.preview.results_file.combo.setCurrentIndex(1),  # the 24 lines file
        lambda: type_key(qtbot, w, 3, 4, "="),
        lambda: ctl.add_player(name="LATE ARRIVAL", id="21009", rating=1600, games=50),
        lambda: ctl.remove_player(9),
        lambda: select_in_preview(w, 0),
        lambda: type_key(qtbot, w, 5, 8, "1"),
    ]
    oracle.check(w)
    kept_games = 0
    for edit in edits:
        before = preview_module._last_games
        edit()
        after = preview_module._last_games
        if before is not None and after is not None and after is not before:
            kept_games += len({id(g) for g in before.games} & {id(g) for g in after.games})
        oracle.check(w)
    while ctl.undo.canUndo():  # every step back
        ctl.undo.undo()
        oracle.check(w)
    assert not w.last_error
    # the kept values were used (otherwise this test would hold nothing about them)
    assert runs_module._formula_ii.cache_info().hits > hits
    assert kept_games > 0
    w.close()


def test_game_notes_are_a_mapping_of_every_player(qtbot, tmp_path):
    """The notes worked out when read behave as the dictionary they replace: every player of
    the run, a number outside the event absent."""
    w = open_desk(qtbot, tmp_path)
    type_key(qtbot, w, 1, 6, "1")
    notes = w.ctl.preview("frbe").games
    assert sorted(notes) == list(range(1, 9)) and len(notes) == 8
    assert 99 not in notes and notes.get(99, ()) == ()
    assert [n.opponent for n in notes[6]] == [1] and notes[6] is notes[6]
    assert notes[2] == ()
    w.close()
