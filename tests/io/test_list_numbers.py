"""A rating list whose rating or games hold more digits than a list's four-wide column (the
attack: 5 000 digits, over Python's limit for int(), and 30, over SQLite's 8-byte integers,
were tracebacks of the player database's import): one message naming the list, the player and
the field, nothing imported (the database as it was), in the desk too."""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.io.player_search import PlayerDatabase, PlayerDbError

#: FIDE's XML list, one <player> each (the layout of players_list_xml.zip)
XML = "<playerslist>{}</playerslist>"
PLAYER = (
    "<player><fideid>{fid}</fideid><name>{name}</name><country>BEL</country>"
    "<rating>{rating}</rating><games>{games}</games></player>"
)


def _xml(path: Path, *players: dict) -> Path:
    path.write_text(XML.format("".join(PLAYER.format(**p) for p in players)), encoding="utf-8")
    return path


def _good(tmp_path: Path) -> PlayerDatabase:
    db = PlayerDatabase(tmp_path / "players.sqlite")
    good = _xml(
        tmp_path / "good.xml", dict(fid="4100018", name="Dévocht, Jef", rating="2100", games="5")
    )
    assert db.import_fide_xml(good) == 1
    return db


@pytest.mark.parametrize(
    "field,rating,games,shown",
    [
        ("rating", "9" * 5000, "5", "999999999999…"),  # over Python's 4 300 digits
        ("rating", "9" * 30, "5", "999999999999…"),  # over SQLite's integers
        ("games", "2100", "12345", "12345"),  # five digits: no list has them
    ],
)
def test_an_xml_number_too_large_is_named(tmp_path, field, rating, games, shown):
    db = _good(tmp_path)
    bad = _xml(
        tmp_path / "bad.xml",
        dict(fid="1503014", name="Carlsen, Magnus", rating="2830", games="9"),
        dict(fid="4100026", name="Devos, Anne", rating=rating, games=games),
    )
    with pytest.raises(PlayerDbError) as err:
        db.import_fide_xml(bad)
    assert str(err.value) == (
        f"{bad}: player 4100026: {field} {shown} is not a number of a rating list (0 to 9999); "
        "nothing was imported"
    )
    assert [p.name for p in db.search("dev")] == ["Dévocht, Jef"]  # the list as it was
    assert db.search("1503014") == []


def test_leading_zeros_are_not_digits_too_many(tmp_path):
    db = PlayerDatabase(tmp_path / "players.sqlite")
    ok = _xml(tmp_path / "ok.xml", dict(fid="1", name="A, B", rating="002100", games="00012"))
    assert db.import_fide_xml(ok) == 1
    (p,) = db.search("A, B")
    assert (p.rating, p.games) == (2100, 12)


def test_the_desk_says_it(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from elodesk.ui.main_window import MainWindow

    w = MainWindow(player_db=_good(tmp_path))
    qtbot.addWidget(w)
    bad = _xml(tmp_path / "bad.xml", dict(fid="7", name="X, Y", rating="9" * 30, games="1"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    with qtbot.capture_exceptions() as raised:
        w.choose_player_db()  # Player database… with FIDE's list chosen
    assert raised == []
    assert "player 7: rating 999999999999… is not a number of a rating list" in w.last_error
