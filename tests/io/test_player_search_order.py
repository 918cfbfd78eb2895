"""Player search on the federation's real list (2022-01): affiliated players first, "first
last" finds "last, first" (issue 13)."""

from __future__ import annotations

import pytest

from elodesk.app.roster import import_federation_list
from elodesk.io.player_search import PlayerDatabase
from tests.conftest import shared_path


@pytest.fixture(scope="module")
def db() -> PlayerDatabase:
    d = PlayerDatabase()
    import_federation_list(d, shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))
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


def test_any_word_or_part_of_a_name(db):
    # "De Rycke, Killian" (15710) and "De Noose, Daniel" (90883) in the 2022-01 list: their
    # names start with "De", yet the second word, or part of it, finds them
    rycke = [p.name for p in db.search("Rycke")]
    assert rycke[0] == "Ryckeboer, Nora"  # a name starting with what is typed comes first
    assert "De Rycke, Killian" in rycke
    # the names where a word starts with "RYCKE" before "De Prycker, Wannes" (15070), where
    # it is inside a word
    assert all(n.startswith(("Rycke", "De Rycke")) for n in rycke[:8])
    noose = {p.id for p in db.search("Noose")}
    assert {"90883", "71382", "23410"} <= noose  # De Noose, De Noose Clasens
    assert "90883" in {p.id for p in db.search("oose dan")}  # parts of two words
    # a partial ID: 1685 → 16850…16859 (16858 is Belin, David), then IDs holding 1685
    ids = [p.id for p in db.search("1685")]
    assert "16858" in ids and all("1685" in i for i in ids)
    assert [p.id for p in db.search("16858")][0] == "16858"  # the whole ID: that player first
