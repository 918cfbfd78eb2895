"""Numbers the desk writes in a sentence are written as its language writes them (seen on Dutch
and French screenshots of a director's evening: "Ronde 1 gepaard in 0.8 s.", "De spelerslijst
bevat 27789 spelers."): the decimal comma and the thousands separator of nl_BE and fr_BE
(i18n.locale), the point and comma of en_GB."""

from __future__ import annotations

import re
import time
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QLabel

from elodesk.app.roster import import_federation_list
from elodesk.io.player_search import PlayerDatabase
from elodesk.ui import i18n, jobs
from elodesk.ui.main_window import MainWindow
from tests.conftest import shared_path

from .test_pairing_desk import make_open, pair


@pytest.fixture
def language():
    yield i18n.install
    i18n.install("en")


@pytest.mark.parametrize(
    ("lang", "pattern"),
    [
        ("fr", r"^Ronde 1 appariée en (moins de )?\d+,\d s\.$"),
        ("nl", r"^Ronde 1 gepaard in (minder dan )?\d+,\d s\.$"),
    ],
)
def test_pairing_time_with_the_decimal_comma(qtbot, tmp_path, language, lang, pattern):
    language(lang)
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_store(make_open(tmp_path / "open.elodesk", players=10, rounds=3))
    pair(qtbot, w.pairing)
    assert re.match(pattern, w.pairing.status.text()), w.pairing.status.text()
    # the bar of the finished job is empty, not "0%" beside the sentence
    assert w.pairing.busy.text() == ""


@pytest.fixture(scope="module")
def federation_db(tmp_path_factory):
    """The 2022-01 PLAYER.DBF imported once for the three languages (the desk only reads it)."""
    db = PlayerDatabase(tmp_path_factory.mktemp("players") / "players.sqlite")
    assert import_federation_list(db, shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))
    yield db
    db.close()


@pytest.mark.parametrize(("lang", "separator"), [("nl", "."), ("fr", "\u202f"), ("en", ",")])
def test_player_count_with_the_thousands_separator(qtbot, federation_db, language, lang, separator):
    # the 2022-01 PLAYER.DBF's players (over 20 000), grouped by thousands as Python groups
    # them, with nl_BE's point, fr_BE's narrow no-break space and en_GB's comma
    db = federation_db
    count = f"{db.count():,}".replace(",", separator)
    language(lang)
    w = MainWindow(db)
    qtbot.addWidget(w)
    texts = [label.text() for label in w.findChildren(QLabel)]
    assert any(count in t for t in texts), texts


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Ronde 1 appariée en moins de 0,1 s."),
        ("nl", "Ronde 1 gepaard in minder dan 0,1 s."),
        ("en", "Round 1 paired in less than 0.1 s."),
    ],
)
def test_an_instant_pairing_is_not_said_to_take_no_time(
    qtbot, tmp_path, language, monkeypatch, lang, said
):
    # a round paired quicker than the tenth of a second the sentence shows: the status line
    # said "Ronde 1 appariée en 0,0 s." on a director's evening (a 32-player open); the job's
    # clock is held still so that the pairing takes 0 s here on any machine
    monkeypatch.setattr(
        jobs, "time", SimpleNamespace(perf_counter=lambda: 1000.0, monotonic=time.monotonic)
    )
    language(lang)
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_store(make_open(tmp_path / "open.elodesk", players=10, rounds=3))
    pair(qtbot, w.pairing)
    assert w.pairing.status.text() == said
