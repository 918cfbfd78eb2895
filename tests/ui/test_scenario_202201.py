"""Issue 13's scenario through the real widgets, on the federation's real list
(../shared/data/frbe/period-202201/PLAYER.DBF): the list imported, an 8-player round robin of
club 401 (6 rated, 2 unrated with their history) found through the search field, Berger
pairings, 28 results typed in the crosstable, the preview, the event's properties, the exports,
and ``elodesk check`` finding the national and 24 lines files clean.

The players, as the list has them (ID, rating ELO_CALCUL, games PART_CALCU, and for the
unrated ADVERSAIRE/PERFORMAN):
  1 De Geest, Hannes 16865, 1901, 65 games     5 Ruzhansky, Elias 21132, 1702, 73
  2 Pouleyn, Floris 16873, 1801, 79            6 Raman, Simon 16540, 1639, 28
  3 Bezsilko, Christine 99749, 1780, 30         7 Vermeulen, Nils 19642, unrated, 4 games,
  4 De Fre, Hannes 14269, 1752, 66                opponents 5316, 2.5 points
                                                8 Coppens, Bart 15863, unrated, 5 games,
                                                  opponents 6928, 1.0 point
The event starts 2026-09-04, so its rule set is frbe-2024 (in force from the 2024-04 list,
shared/rules/frbe.md); every number below is worked by hand from seed 000's Tables I and II
(shared/seeds/000_…txt) and shared/rules/frbe.md, not taken from the program.
"""

from __future__ import annotations

import io
import subprocess
import sys

import openpyxl
import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QWizard

from elodesk.app.roster import import_federation_list
from elodesk.io import chessman, trf
from elodesk.io.player_search import PlayerDatabase
from elodesk.ui.main_window import MainWindow
from tests.conftest import shared_path

# (typed in the search field, the list's name, its ID); Down + Return for some, Return for others
PLAYERS = [
    ("hannes de geest", "De Geest, Hannes", "16865"),
    ("pouleyn", "Pouleyn, Floris", "16873"),
    ("christine bez", "Bezsilko, Christine", "99749"),
    ("de fre h", "De Fre, Hannes", "14269"),
    ("ruzhansky", "Ruzhansky, Elias", "21132"),
    ("simon raman", "Raman, Simon", "16540"),
    ("nils vermeulen", "Vermeulen, Nils", "19642"),
    ("coppens b", "Coppens, Bart", "15863"),  # before Coppens, Bart 56707 (suppressed)
]
ROUND_DATES = [
    "2026-09-04",
    "2026-09-11",
    "2026-09-18",
    "2026-09-25",
    "2026-10-02",
    "2026-10-09",
    "2026-10-16",
]
# the row player's score against the column player, each game typed once (28 games)
TYPED = [
    (1, 2, "="), (1, 3, "1"), (1, 4, "1"), (1, 5, "="), (1, 6, "1"), (1, 7, "1"), (1, 8, "1"),
    (2, 3, "="), (2, 4, "1"), (2, 5, "0"), (2, 6, "1"), (2, 7, "1"), (2, 8, "1"),
    (3, 4, "="), (3, 5, "1"), (3, 6, "0"), (3, 7, "="), (3, 8, "1"),
    (4, 5, "="), (4, 6, "1"), (4, 7, "="), (4, 8, "="),
    (5, 6, "="), (5, 7, "0"), (5, 8, "="),
    (6, 7, "0"), (6, 8, "0"),
    (7, 8, "="),
]  # fmt: skip

# Fictitious ratings (seed 003; shared/rules/frbe.md "Fictitious Elo"): the rated players'
# ratings, one game each: 1901 + 1801 + 1780 + 1752 + 1702 + 1639 = 10 575, mean 1762.5 → 1763.
#   7 Vermeulen: 3 of 6 against them (½ 3, ½ 4, 1 5, 1 6) → p .50, D 0 → 1763.
#   8 Coppens: 2 of 6 (½ 4, ½ 5, 1 6) → p .33, D −125 → 1638.
FICTITIOUS = {7: 1763, 8: 1638}
# The preview assumes the national file (the file the event sends): the federation's run
# counts a rated player's game against 7 or 8 only because they become rated in the run, at
# their intermediate ratings 1423 and 1199 worked below, not at the fictitious ratings
# (shared/rules/frbe.md, "What a director's preview must predict"). Formula II, K 32
# (games 21–100), We from Table II, differences capped at 400 (frbe-2024):
#   1 De Geest 1901: vs 1801 +100 .64 (½), 1780 +121 .66 (1), 1752 +149 .70 (1), 1702 +199 .76
#     (½), 1639 +262 .82 (1), 7 at 1423 +478 → 400 .92 (1), 8 at 1199 +702 → 400 .92 (1):
#     W 6, We 5.42, 1901 + 32·0.58 = 1919.56 → 1920.
#   6 Raman 1639: vs 1901 −262 .18 (0), 1801 −162 .29 (0), 1780 −141 .31 (1), 1752 −113 .35 (0),
#     1702 −63 .41 (½), 7 at 1423 +216 .78 (0), 8 at 1199 +440 → 400 .92 (0): W 1.5, We 3.24,
#     1639 − 32·1.74 = 1583.32 → 1583.
# The two unrated players (shared/rules/frbe.md "The 3 RUNs"; frbe-2024 rates from 5 games
# against rated opponents). Their games in round order (FIDE Berger tables for 8 players,
# C.05 Annex 1: round 1 1–8 2–7 3–6 4–5, round 2 8–5 6–4 7–3 1–2, …), asserted below:
#   7 Vermeulen: 2 (0), 3 (½), 4 (½), 5 (1), 6 (1), 8 (½), 1 (0)
#   8 Coppens:   1 (0), 5 (½), 2 (0), 6 (1), 3 (0), 7 (½), 4 (½)
# RUN 1: his first game against a rated player makes his 5th (7) or 6th (8) game: Formula I
#   7: (5316 + 1801) / 5 = 1423.4 → 1423, p 2.5/5 = .50, D 0 → intermediate 1423;
#   8: (6928 + 1901) / 6 = 1471.5 → 1472, p 1/6 = .17, D −273 → intermediate 1199.
# RUN 3: the other games by Formula II from the intermediate rating, K 32, the game 7–8 at the
# other's intermediate rating (both became rated in the run), differences capped at 400:
#   7 (1423): 1780 −357 .11 (½), 1752 −329 .12 (½), 1702 −279 .16 (1), 1639 −216 .22 (1),
#     1901 −400 .08 (0), 1199 +224 .78 (½): W 3.5, We 1.47, 1423 + 32·2.03 = 1487.96 → 1488.
#   8 (1199): 1702, 1801, 1639, 1780, 1752 all −400 or more, .08 each (½, 0, 1, 0, ½), 1423
#     −224 .22 (½): W 2.5, We 0.62, 1199 + 32·1.88 = 1259.16 → 1259, raised to the 1400 floor
#     of frbe-2024.
NEW = {1: 1920, 6: 1583, 7: 1488, 8: 1400}
# points, added from TYPED: 1: 6, 2: 5, 3: 3.5, 4: 3, 5: 3, 6: 1.5, 7: 3.5, 8: 2.5 (28 in all)
POINTS = {1: 6.0, 2: 5.0, 3: 3.5, 4: 3.0, 5: 3.0, 6: 1.5, 7: 3.5, 8: 2.5}


@pytest.fixture(scope="module")
def list_202201(tmp_path_factory) -> PlayerDatabase:
    dbf = shared_path("data", "frbe", "period-202201", "PLAYER.DBF")
    db = PlayerDatabase(tmp_path_factory.mktemp("db") / "players.sqlite")
    assert import_federation_list(db, dbf) > 20000
    return db


def test_club_round_robin_from_the_list_to_the_files(qtbot, tmp_path, list_202201):
    w = MainWindow(list_202201)
    qtbot.addWidget(w)
    w.show()
    wiz = w.new_event()
    wiz.name.setText("Clubkampioenschap 2026")
    wiz.city.setText("Brugge")
    wiz.start.set_date(QDate(2026, 9, 4))
    wiz.end.set_date(QDate(2026, 10, 16))
    wiz.type.setCurrentIndex(0)  # single round robin
    wiz.path.setText(str(tmp_path / "club.elodesk"))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    assert w.ctl.settings.rules == "frbe-2024"
    # players through the search field
    panel = w.players
    w.tabs.setCurrentWidget(panel)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    for i, (typed, name, pid) in enumerate(PLAYERS):
        panel.search.setFocus()
        qtbot.keyClicks(panel.search, typed)
        first = panel.suggestions.item(0).data(Qt.ItemDataRole.UserRole)
        assert (first.name, first.id) == (name, pid)
        if i % 2:
            qtbot.keyClick(panel.search, Qt.Key.Key_Down)
            assert panel.suggestions.hasFocus()
            qtbot.keyClick(panel.suggestions, Qt.Key.Key_Return)
        else:
            qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    listed = [(p["name"], p["id"], p["rating"]) for p in w.ctl.store.players()]
    assert listed == [
        ("De Geest, Hannes", "16865", 1901),
        ("Pouleyn, Floris", "16873", 1801),
        ("Bezsilko, Christine", "99749", 1780),
        ("De Fre, Hannes", "14269", 1752),
        ("Ruzhansky, Elias", "21132", 1702),
        ("Raman, Simon", "16540", 1639),
        ("Vermeulen, Nils", "19642", 0),
        ("Coppens, Bart", "15863", 0),
    ]
    # Berger pairings: 8 players, 7 rounds of 4 games
    panel.pair_btn.click()
    assert len(w.ctl.tournament.pairings) == 28 and w.ctl.settings.rounds == 7
    by_round = sorted(w.ctl.tournament.pairings, key=lambda g: g.round)
    opponents = {
        n: [g.black if g.white == n else g.white for g in by_round if n in (g.white, g.black)]
        for n in (7, 8)
    }
    assert opponents == {7: [2, 3, 4, 5, 6, 8, 1], 8: [1, 5, 2, 6, 3, 7, 4]}
    # the event's identity: sending club, arbiter, the dates of the 7 rounds
    w.event_properties()
    dlg = w.properties_dialog
    dlg.sender_club.setText("401")
    dlg.club_name.setText("Club 401")
    dlg.arbiter.setText("Arbiter, Test")
    for edit, iso in zip(dlg.round_dates, ROUND_DATES, strict=True):
        edit.set_date(QDate.fromString(iso, "yyyy-MM-dd"))
    dlg.accept()
    # 28 results typed in the crosstable
    w._build_tabs()
    view = w.grid
    w.tabs.setCurrentWidget(view)
    view.setFocus()
    for row, col, key in TYPED:
        view.setCurrentIndex(view.model().index(row - 1, col))
        qtbot.keyClick(view, key)
    t = w.ctl.tournament
    assert all(g.result is not None for g in t.pairings)
    assert {s.number: s.points for s in w.ctl.standings()} == POINTS
    # the preview, as the screen shows it
    fict = w.preview.fict
    last = fict.columnCount() - 1  # "Fictitious rating"
    rows = range(fict.rowCount())
    assert {fict.data(fict.index(r, 0)): fict.data(fict.index(r, last)) for r in rows} == FICTITIOUS
    results = w.ctl.preview("frbe").results
    assert {n: results[n].new for n in NEW} == NEW
    pv = w.preview.model
    head = [pv.headerData(c, Qt.Orientation.Horizontal) for c in range(pv.columnCount())]
    new_col = head.index("FRBE new")
    shown = {pv.data(pv.index(r, 0)): pv.data(pv.index(r, new_col)) for r in range(pv.rowCount())}
    assert {n: shown[n] for n in (1, 6)} == {1: "1920", 6: "1583"}
    assert {n: shown[n] for n in (7, 8)} == {7: "1488 (first rating)", 8: "1400 (first rating)"}
    # the Excel export's rating changes are the screen's (the histories included)
    book = openpyxl.load_workbook(io.BytesIO(w.build_export("xlsx").data), read_only=True)
    sheet = list(book["Rating changes"].iter_rows(values_only=True))
    new_at = sheet[0].index("New")
    assert {row[0]: row[new_at] for row in sheet[1:] if row[0] in NEW} == NEW
    # the exports
    out = tmp_path / "out"
    out.mkdir()
    national = w.export("national", folder=str(out))
    lines24 = w.export("chessman", folder=str(out))
    assert national is not None and lines24 is not None
    text = national.read_bytes().decode("latin-1")
    assert "\r\n00D Envoi par : Club 401 401\r\n" in text
    # 28 games: 17 decisive, 11 drawn (counted on both lines as the federation's files do)
    assert "\r\n00F P=008 R=07 S=04.09.2026 E=16.10.2026 +17 =22 -17\r\n" in text
    assert trf.parse(text).points == POINTS
    data = lines24.read_bytes()
    assert b"\r\nClub : 401(401)\r\n" in data
    doc = chessman.parse(data)
    # the 2 unrated players as *** with their fictitious rating in the ID's place (seed 003);
    # the 27 games with a rated player are all there (the game between the two unrated
    # players is written too, *** against ***: the seeds do not say whether it should be)
    games = list(zip(doc.lines[::2], doc.lines[1::2], strict=True))
    assert sum(1 for a, b in games if not a.nat == b.nat == "***") == 27
    assert {gl.id.strip() for gl in doc.lines if gl.nat == "***"} == {"1763", "1638"}
    assert {gl.date for gl in doc.lines} == {f"{d[8:]}/{d[5:7]}/{d[:4]}" for d in ROUND_DATES}
    for path in (national, lines24):
        proc = subprocess.run(
            [sys.executable, "-m", "elodesk.cli", "check", str(path), "--today", "2026-10-20"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert proc.stdout.strip() == f"{path}: no problem found"
    w.close()
