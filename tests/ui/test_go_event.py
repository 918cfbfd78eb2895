"""An OpenGotha h9 file opened as a Go event on the desk, and the FFG preview stating how the
adjustment of starting levels went (issue 18)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QListWidget

from elodesk.app.settings import read_event
from elodesk.engine import ffg
from elodesk.engine.model import Game, Result
from elodesk.io import h9
from elodesk.io.h9_event import GoEventError, create_go_event
from elodesk.io.store import EventStore, StoreError
from elodesk.ui.main_window import MainWindow
from tests.conftest import shared_path


def test_h9_file_opened_as_a_go_event(qtbot, tmp_path):
    source = shared_path("data", "h9", "juvisy.h9")
    w = MainWindow()
    qtbot.addWidget(w)
    path = w.open_h9(str(source), str(tmp_path / "juvisy.elodesk"))
    assert path is not None and w.ctl is not None
    assert w.ctl.settings.system == "ffg" and w.ctl.settings.rules == "ffg-2022"
    t = w.ctl.tournament
    # juvisy.h9: 19 player lines (`grep -vc '^;'`), 4 rounds; line 12 is Minieri Davide, 3D;
    # 36 rated games (`grep -o '[0-9]*[-+=]/w[0-9]*' | wc -l`), 4 byes or absences (`0=`)
    assert len(t.players) == 19 and t.rounds == 4 and t.name == "Tournoi de Juvisy"
    assert (t.entrant(1).name, t.entrant(1).title) == ("Minieri, Davide", "3d")
    games = [g for g in t.pairings if g.black]
    assert len(games) == 36 and sum(1 for g in t.pairings if not g.black) == 4
    # round 4 on line 12: `15+/w4` — Minieri (White) beat Pinchard giving 4 stones
    assert any(
        (g.round, g.white, g.black, g.handicap, g.result) == (4, 1, 15, 4, Result.WHITE_WINS)
        for g in games
    )
    # the preview states the engine's adjustment: its iterations and whose start moved
    players = list(t.players)
    old = {str(p.number): ffg.rank_to_level(p.title) for p in players}
    engine = ffg.adjust(
        old,
        dict.fromkeys(old, False),  # the desk enters Go players by rank
        [Game(str(g.white), str(g.black), g.result, g.round, g.handicap) for g in games],
    )
    moved = {int(k) for k in old if engine.start[k] != old[k]}
    w.tabs.setCurrentWidget(w.preview)
    text = w.preview.adjustment_label.text()
    assert w.preview.adjustment_label.isVisibleTo(w.preview)
    assert f"settled after {engine.iterations} iteration(s)" in text
    assert f"Starting levels moved ({len(moved)})" in text
    named = {p.number for p in players if re.search(re.escape(p.name) + r" -?\d+ → ", text)}
    assert named == moved
    w.close()


def test_chess_event_has_no_adjustment_line(qtbot, tmp_path):
    from elodesk.io.store import create_event

    create_event(tmp_path / "c.elodesk", {"name": "Club", "type": "open"}).close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "c.elodesk"))
    assert not w.preview.adjustment_label.isVisibleTo(w.preview)
    w.close()


def test_go_event_file_never_overwritten_nor_half_written(tmp_path):
    doc = h9.read_bytes(shared_path("data", "h9", "lim2012.h9").read_bytes())
    target = tmp_path / "lim.elodesk"
    target.write_bytes(b"mine")
    with pytest.raises(StoreError, match="already exists"):
        create_go_event(doc, target)
    assert target.read_bytes() == b"mine"
    # a file with problems: nothing written, not even the temporary file
    bad = h9.parse(" 1 A Jean 3D FR Pa 2+/w0\n 2 B Paul 2D FR Pa 1+/b0\n")
    with pytest.raises(GoEventError, match="nothing was written"):
        create_go_event(bad, tmp_path / "bad.elodesk")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lim.elodesk"]
    # lim2012.h9: 48 players, 119 rated games and one won by default (line 13, `11+!b0`)
    path = create_go_event(doc, tmp_path / "lim2.elodesk")
    store = EventStore(path, read_only=True)
    t = read_event(store)[1]
    store.close()
    games = [g for g in t.pairings if g.black]
    assert len(t.players) == 48 and len(games) == 120
    assert sum(1 for g in games if g.result is not None and not g.result.rated) == 1


def test_a_rank_the_ffg_cannot_rate_is_listed_and_nothing_written(qtbot, tmp_path):
    # EGD files may hold professionals (`1P`); the FFG scale (seed 002) has levels for kyu and
    # dan ranks only
    source = tmp_path / "pro.h9"
    source.write_text(" 1 Pro Jean 1P FR Pa 2+/w0\n 2 Amateur Paul 3D FR Pa 1-/b0\n")
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_h9(str(source), str(tmp_path / "pro.elodesk")) is None
    assert not (tmp_path / "pro.elodesk").exists()
    shown = w.problems_dialog.findChildren(QListWidget)[0]
    assert shown.item(0).text() == "line 1: rank: rank must look like 15k or 3d, got '1P'"
    w.close()


def test_go_event_is_not_paired_by_the_chess_system(qtbot, tmp_path):
    # a Go open is paired by McMahon with handicaps (EGF/FFG rules): the chess Dutch system
    # (C.04.3) is not offered for it, and the desk says why where the button is
    from elodesk.app import pairing as service
    from elodesk.engine.pairing import PairingRefused

    w = MainWindow()
    qtbot.addWidget(w)
    w.open_h9(str(shared_path("data", "h9", "juvisy.h9")), str(tmp_path / "juvisy.elodesk"))
    assert w.ctl is not None and w.ctl.settings.type.value == "open"
    panel = w.pairing
    assert panel is not None
    assert not panel.pair_btn.isEnabled()
    assert "McMahon" in panel.status.text() and "OpenGotha" in panel.status.text()
    assert panel.pair_next() is False
    with pytest.raises(PairingRefused, match="McMahon"):
        service.plan(w.ctl.store)
