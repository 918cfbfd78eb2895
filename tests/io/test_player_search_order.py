"""Player search on the federation's real list (2022-01): affiliated players first, "first
last" finds "last, first" (issue 13)."""

from __future__ import annotations

import pytest

from elodesk.io.player_search import PlayerDatabase
from tests.conftest import shared_path


@pytest.fixture(scope="module")
def db() -> PlayerDatabase:
    d = PlayerDatabase()
    d.import_player_dbf(shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))
    return d


def test_affiliated_players_first(db):
    # 85 names start with "Maes" (Maessen too), 74 of them suppressed (SUPPRESS); by name
    # alone the first would be Maes, Aki (22189, suppressed). The 11 affiliated ones first.
    hits = db.search("maes", limit=13)
    assert [p.suppressed for p in hits] == [False] * 11 + [True] * 2
    assert hits[-3].name == "Maessen, Roy" and hits[-2].name == "Maes, Aki"
    assert hits[0].name == "Maes, Chris" and hits[0].id == "18503"


def test_first_name_then_last_name(db):
    # the list writes "Maessen, Roy" (16879, club 705); typed in either order, or shortened
    for typed in ("roy maessen", "Maessen Roy", "maessen r", "ro maess"):
        assert [p.id for p in db.search(typed)] == ["16879"], typed
    # "chris maes": Maes, Chris (affiliated) before Maes, Christian (suppressed); not
    # Maes, Cedric nor Maes, Castor (no word starting with CHRIS)
    assert [p.id for p in db.search("chris maes")] == ["18503", "97548"]
