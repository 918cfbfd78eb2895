"""An event built from a club's Swar national file (File ▸ Import rounds from a TRF…) takes its
players' ratings, games and histories from the player database, found by ID, so its preview
rates them as the federation would (before, every player came in with 0 games: unrated).

The file: ../shared/data/frbe/swar/S_SWAR_S1_championnat_2021_R01-06.541 (an open of
September–December 2021, 23 players); the list: the one published before it,
../shared/data/frbe/period-202110/PLAYER.DBF, read here with dbfread (the tests' reference
reader) for the expected values.
"""

from __future__ import annotations

import pytest
from dbfread import DBF

from elodesk.app.roster import import_federation_list
from elodesk.engine.model import Status
from elodesk.io.player_search import PlayerDatabase
from elodesk.io.store import create_event
from elodesk.ui.main_window import MainWindow
from tests.conftest import shared_path


@pytest.fixture(scope="module")
def list_202110(tmp_path_factory):
    dbf = shared_path("data", "frbe", "period-202110", "PLAYER.DBF")
    db = PlayerDatabase(tmp_path_factory.mktemp("db") / "players.sqlite")
    assert import_federation_list(db, dbf) > 20000
    return db, dbf


def test_trf_players_come_with_the_lists_values(qtbot, tmp_path, list_202110):
    db, dbf = list_202110
    swar = shared_path("data", "frbe", "swar", "S_SWAR_S1_championnat_2021_R01-06.541")
    create_event(tmp_path / "new.elodesk", {"name": "", "type": "open"}).close()
    w = MainWindow(db)
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "new.elodesk"))
    assert w.import_trf(str(swar)) == 6
    players = {p["id"]: p for p in w.ctl.store.players()}
    listed = {
        str(r["MATRICULE"]): r
        for r in DBF(str(dbf), encoding="cp850", char_decode_errors="replace")
        if str(r["MATRICULE"]) in players
    }
    assert len(listed) >= 20  # the file's players the list knows
    for pid, r in listed.items():
        p = players[pid]
        assert (p["rating"], p["games"]) == (r["ELO_CALCUL"] or 0, r["PART_CALCU"] or 0), pid
    # 84735 Decellier (line 001 1: 1831 in the file) is rated in the list: the preview rates him
    pv = w.ctl.preview("frbe")
    n = players["84735"]["number"]
    assert (listed["84735"]["PART_CALCU"] or 0) >= 20
    assert (
        pv.results[n].status is Status.RATED and pv.results[n].old == listed["84735"]["ELO_CALCUL"]
    )
    w.close()
