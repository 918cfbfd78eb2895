"""Players entered from the player database (app/roster.py): national values from the
federation's list, the FIDE rating from FIDE's list matched by FIDE ID; a results file's players
found by national or FIDE ID. Real files: a PLAYER.DBF written with the federation's columns and
a FIDE TXT list with FIDE's header, imported into a real SQLite player database."""

from __future__ import annotations

import pytest

from elodesk.app.roster import entry, import_federation_list, lookup
from elodesk.io.dbf import DbfTable
from elodesk.io.player_search import TXT_COLUMNS, PlayerDatabase

# (ID, name, rating ELO_CALCUL, games PART_CALCU, ADVERSAIRE, PERFORMAN, FIDE ID): the values of
# players 16865 and 19642 in ../shared/data/frbe/period-202201/PLAYER.DBF (FIDE ID made up)
LISTED = [
    (16865, "De Geest, Hannes", 1901, 65, 0, 0.0, 205000),
    (19642, "Vermeulen, Nils", 0, 4, 5316, 2.5, 0),
]


@pytest.fixture
def db(tmp_path) -> PlayerDatabase:
    t = DbfTable.create(
        [
            ("MATRICULE", "N", 6, 0),
            ("NOM_PRENOM", "C", 25, 0),
            ("CLUB", "N", 3, 0),
            ("ELO_PRECE", "N", 4, 0),
            ("PART_PRECE", "N", 4, 0),
            ("ELO_CALCUL", "N", 4, 0),
            ("PART_CALCU", "N", 4, 0),
            ("ADVERSAIRE", "N", 6, 0),
            ("PERFORMAN", "N", 5, 1),
            ("FIDE", "N", 10, 0),
            ("SUPPRESS", "L", 1, 0),
        ],
        len(LISTED),
    )
    for k, name in enumerate(
        ("MATRICULE", "NOM_PRENOM", "ELO_CALCUL", "PART_CALCU", "ADVERSAIRE", "PERFORMAN", "FIDE")
    ):
        t.set_column(name, [row[(0, 1, 2, 3, 4, 5, 6)[k]] for row in LISTED])
    t.set_column("CLUB", [401] * len(LISTED))
    t.set_column("SUPPRESS", [False] * len(LISTED))
    t.save(tmp_path / "PLAYER.DBF")
    header = "".join(c.ljust(max(len(c) + 2, 12 if c == "ID Number" else 0)) for c in TXT_COLUMNS)
    header = header.replace("Name", "Name" + " " * 30, 1)

    def row(fid: str, name: str, fed: str, rating: str) -> str:
        line = [" "] * len(header)
        for col, text in (("ID Number", fid), ("Name", name), ("Fed", fed), ("SRtng", rating)):
            p = header.find(col)
            line[p : p + len(text)] = text
        return "".join(line)

    txt = tmp_path / "players_list.txt"
    txt.write_text(
        "\n".join(
            [
                header,
                row("205000", "De Geest, Hannes", "BEL", "1954"),
                row("1503014", "Carlsen, Magnus", "NOR", "2830"),
            ]
        )
        + "\n",
        encoding="latin-1",
    )
    d = PlayerDatabase(tmp_path / "players.sqlite")
    assert import_federation_list(d, tmp_path / "PLAYER.DBF") == 2
    assert d.import_fide_txt(txt) == 2
    return d


def test_a_pick_gets_both_ratings(db):
    national = entry(db, db.get("frbe", "16865"))
    assert (national["id"], national["rating"], national["games"]) == ("16865", 1901, 65)
    assert (national["fide_id"], national["fide_rating"]) == ("205000", 1954)
    # the same player picked in FIDE's list: his national values from the federation's
    fide = entry(db, db.get("fide", "205000"))
    assert (fide["id"], fide["rating"], fide["games"], fide["fide_rating"]) == (
        "16865",
        1901,
        65,
        1954,
    )
    # a player in FIDE's list only: no national ID, his FIDE rating
    foreign = entry(db, db.get("fide", "1503014"))
    assert (foreign["id"], foreign["fide_rating"]) == ("", 2830)
    # a listed player without a FIDE ID: unrated for FIDE, his history kept
    young = entry(db, db.get("frbe", "19642"))
    assert (young["fide_rating"], young["games"], young["history"]) == (0, 4, (5316, 2.5))


def test_a_results_files_players_found_by_national_or_fide_id(db):
    assert lookup(db, "16865", "De Geest, Hannes")["rating"] == 1901
    by_fide = lookup(db, "205000", "DE GEEST Hannes")
    assert by_fide is not None and by_fide["id"] == "16865" and by_fide["games"] == 65
    assert lookup(db, "19642", "Vermeulen, Nils")["history"] == (5316, 2.5)
    # an ID of another player (the name does not match) is not taken
    assert lookup(db, "16865", "Janssens, Luc") is None
    assert lookup(db, "", "De Geest, Hannes") is None


def test_the_lists_history_read_with_the_rules_of_its_date(tmp_path):
    # a player with 6 games and a rating: under the rules before 2023-07 (seed 000, 20 games)
    # he is not yet rated and ADVERSAIRE/PERFORMAN are his history; under the 2023 competition
    # rules (article 10.a, 5 games) he is rated and they are no history
    import datetime as dt

    from elodesk.app.period import dated
    from elodesk.app.roster import import_federation_list

    t = DbfTable.create(
        [
            ("MATRICULE", "N", 6, 0),
            ("NOM_PRENOM", "C", 25, 0),
            ("ELO_PRECE", "N", 4, 0),
            ("PART_PRECE", "N", 4, 0),
            ("ELO_CALCUL", "N", 4, 0),
            ("PART_CALCU", "N", 4, 0),
            ("ADVERSAIRE", "N", 6, 0),
            ("PERFORMAN", "N", 5, 1),
        ],
        1,
    )
    for name, value in (
        ("MATRICULE", 30001),
        ("NOM_PRENOM", "Zesde, Piet"),
        ("ELO_CALCUL", 1500),
        ("PART_CALCU", 6),
        ("ADVERSAIRE", 9000),
        ("PERFORMAN", 3.0),
    ):
        t.set_column(name, [value])
    for day, history in ((dt.date(2022, 1, 16), (9000, 3.0)), (dt.date(2024, 4, 2), None)):
        path = tmp_path / f"PLAYER-{day.year}.DBF"
        path.write_bytes(dated(t.to_bytes(), day))
        db = PlayerDatabase(tmp_path / f"p{day.year}.sqlite")
        assert import_federation_list(db, path) == 1
        assert db.get("frbe", "30001").history == history, day
