"""The event's identity and rules through the desk (issue 13): the rule set in force at the
event's dates, Event ▸ Properties… (one undoable step), what the national and 24 lines files
then carry (checked by the real ``elodesk check``), and one ranking in every file."""

from __future__ import annotations

import datetime as dt
import io
import subprocess
import sys

import openpyxl
from PySide6.QtCore import QDate, Qt

from elodesk.engine.model import Result
from elodesk.io import chessman, trf
from elodesk.ui.event_properties import EventPropertiesDialog
from tests.ui.test_desk import add_players, make_event, player_db  # noqa: F401 (fixture)

TODAY = dt.date(2026, 10, 20)
ROUND_DATES = [(2026, 9, 4), (2026, 9, 11), (2026, 9, 18), (2026, 9, 25), (2026, 10, 2)]

# 15 games of the 6-player round robin (winner, or "=" for a draw), chosen so that tie-breaks
# decide: points 1: 3.5, 2: 3.5, 6: 3.5, 3: 1.5, 4: 1.5, 5: 1.5.
# Sonneborn-Berger (FIDE C.07: opponents beaten's points + half of those drawn with):
#   6: 3.5 (1) + 3.5 (2) + 1.5 (3) + ½·1.5 (5) = 9.25;  1: ½·3.5 (2) + 1.5 + 1.5 + 1.5 = 6.25;
#   2: ½·3.5 (1) + 1.5 + 1.5 + 1.5 = 6.25;  4: ½·1.5 (3) + 3.5 (6) = 4.25;
#   5: 1.5 (4) + ½·3.5 (6) = 3.25;  3: ½·1.5 (4) + 1.5 (5) = 2.25.
# The wizard's tie-breaks for a round robin are DE, WIN, SB, KS (engine.scoring's default).
# Among 1, 2, 6 (all met): 6 scored 2 (beat 1 and 2), 1 and 2 ½ each: 6 first; 1 and 2 drew
# (DE equal), 3 wins each, SB 6.25 each, Koya (points against ≥ 50 %: 2 and 6, or 1 and 6) ½
# each: both rank 2. Among 3, 4, 5 (all met): 3 scored 1.5 (½ against 4, beat 5), 5 scored 1
# (beat 4, lost to 3), 4 scored ½: 3, 5, 4 at 4, 5, 6.
GAMES = {
    (1, 2): "=",
    (1, 3): 1,
    (1, 4): 1,
    (1, 5): 1,
    (1, 6): 6,
    (2, 3): 2,
    (2, 4): 2,
    (2, 5): 2,
    (2, 6): 6,
    (3, 4): "=",
    (3, 5): 3,
    (3, 6): 6,
    (4, 5): 5,
    (4, 6): 4,
    (5, 6): "=",
}
RANKS = {6: 1, 1: 2, 2: 2, 3: 4, 5: 5, 4: 6}  # by hand, above


def play_all(w) -> None:
    for (a, b), winner in GAMES.items():
        g = w.ctl.game_between(a, b)
        if winner == "=":
            res = Result.DRAW
        else:
            res = Result.WHITE_WINS if winner == g.white else Result.BLACK_WINS
        assert w.ctl.set_result(g, res)


def check(path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "check", str(path), "--today", TODAY.isoformat()],
        capture_output=True,
        text=True,
        timeout=120,
    )


def open_properties(w) -> EventPropertiesDialog:
    w.event_properties()
    dlg = w.properties_dialog
    assert dlg.isVisible()
    return dlg


def test_new_event_gets_the_rules_in_force_at_its_dates(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    # starts 2026-09-04: frbe-2024 applies from the 2024-04 list (shared/rules/frbe.md)
    assert w.ctl.settings.rules == "frbe-2024"


def test_properties_edit_is_one_undoable_step(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    w.players.pair_btn.click()
    before = w.ctl.settings
    dlg = open_properties(w)
    assert len(dlg.round_dates) == 5  # one date per round of the Berger tables
    dlg.name.setText("Championnat 2026")
    dlg.rules.setCurrentIndex(dlg.rules.findData("frbe-2015-04"))
    dlg.tiebreaks.setText("WIN, SB")
    dlg.sender_club.setText("618")
    dlg.club_name.setText("Cercle de Fontaine")
    dlg.arbiter.setText("Dambiermont Marc")
    for edit, (y, m, d) in zip(dlg.round_dates, ROUND_DATES, strict=True):
        edit.set_date(QDate(y, m, d))
    dlg.accept()
    s = w.ctl.settings
    assert (s.name, s.rules, s.tiebreaks) == (
        "Championnat 2026",
        "frbe-2015-04",
        ("WIN", "SB"),
    )
    assert (s.sender, s.club_name, s.arbiter) == (
        "618",
        "Cercle de Fontaine",
        "Dambiermont Marc",
    )
    assert s.round_dates == tuple(f"{y}-{m:02d}-{d:02d}" for y, m, d in ROUND_DATES)
    assert w.windowTitle() == "elodesk — Championnat 2026"
    assert w.ctl.tournament.round_dates[2] == "2026-09-18"
    # one undo puts every value back, one redo applies them all again
    w.act_undo.trigger()
    assert w.ctl.settings == before
    w.act_redo.trigger()
    assert w.ctl.settings.club_name == "Cercle de Fontaine"
    assert w.ctl.settings.rules == "frbe-2015-04"


def test_properties_refuse_an_unknown_tiebreak_and_a_bad_club(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    before, steps = w.ctl.settings, w.ctl.undo.count()
    dlg = open_properties(w)
    dlg.tiebreaks.setText("SB, XYZ")
    dlg.accept()
    assert dlg.isVisible() and "XYZ" in dlg.message.text()
    dlg.tiebreaks.setText("SB")
    dlg.sender_club.setText("61a")
    dlg.accept()
    assert dlg.isVisible() and dlg.message.text()
    dlg.reject()
    assert w.ctl.settings == before and w.ctl.undo.count() == steps


def test_files_carry_the_events_identity_and_check_clean(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    w.players.pair_btn.click()
    play_all(w)
    dlg = open_properties(w)
    dlg.sender_club.setText("618")
    dlg.club_name.setText("Cercle de Fontaine")
    dlg.arbiter.setText("Dambiermont Marc")
    for edit, (y, m, d) in zip(dlg.round_dates, ROUND_DATES, strict=True):
        edit.set_date(QDate(y, m, d))
    dlg.accept()
    out = tmp_path / "out"
    out.mkdir()
    national = w.export("national", folder=str(out))
    lines24 = w.export("chessman", folder=str(out))
    assert national is not None and lines24 is not None
    assert national.name.endswith(".618") and lines24.name.endswith(".618")
    text = national.read_bytes().decode("latin-1")
    head = text.split("\r\n")
    # the header as Swar writes it (shared/data/frbe/swar/S_SWAR_S1_championnat_2021_R01-06.541)
    assert [ln[:3] for ln in head[:7]] == ["00A", "00B", "00C", "00D", "00E", "00F", "00Z"]
    assert head[1:5] == [
        "00B 5 rondes",
        "00C Envoi des rondes 1 à 5",
        "00D Envoi par : Cercle de Fontaine 618",
        "00E Envoi par le club : 618",
    ]
    # 6 players, 5 rounds, 04.09–09.10.2026; 12 decisive games, 3 draws (counted per player)
    assert head[5] == "00F P=006 R=05 S=04.09.2026 E=09.10.2026 +12 =6 -12"
    assert "102 Dambiermont Marc" in head
    (l132,) = [ln for ln in head if ln.startswith("132")]
    assert l132.split() == ["132", "26.09.04", "26.09.11", "26.09.18", "26.09.25", "26.10.02"]
    # the 24 lines file: who sends and the club, each game on its round's date
    data = lines24.read_bytes()
    assert b"Envoy\xe9 par : Dambiermont Marc\r\n" in data and b"\r\nClub : 618(618)\r\n" in data
    doc = chessman.parse(data)
    # lines 2k−1 and 2k are game k (White, Black), in the writer's order of games
    games = chessman.from_tournament(w.ctl.tournament, lines24.name).games
    assert len(doc.lines) == 2 * len(games)
    for k, g in enumerate(games):
        y, m, d = ROUND_DATES[g.round - 1]
        assert doc.lines[2 * k].date == doc.lines[2 * k + 1].date == f"{d:02d}/{m:02d}/{y}"
    assert len({gl.date for gl in doc.lines}) == 5
    for path in (national, lines24):
        proc = check(path)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert proc.stdout.strip() == f"{path}: no problem found"


def test_every_file_ranks_as_the_screen(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    w.players.pair_btn.click()
    play_all(w)
    st = w.standings.model
    screen = {st.data(st.index(r, 1)): st.data(st.index(r, 0)) for r in range(st.rowCount())}
    assert screen == RANKS
    out = tmp_path / "out"
    out.mkdir()
    for kind in ("national", "trf"):
        path = w.export(kind, folder=str(out))
        assert path is not None
        assert trf.parse(path.read_bytes().decode("latin-1")).ranks == RANKS, kind
    book = openpyxl.load_workbook(io.BytesIO(w.build_export("xlsx").data), read_only=True)
    cross = list(book["Crosstable"].iter_rows(values_only=True))
    rank_col = cross[0].index("Rank")
    assert {row[0]: row[rank_col] for row in cross[1:]} == RANKS
    table = list(book["Standings"].iter_rows(values_only=True))
    assert table[0][:2] == ("Rank", "#")
    assert {row[1]: row[0] for row in table[1:]} == RANKS


def test_search_first_last_and_down_arrow(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    panel = w.players
    w.tabs.setCurrentWidget(panel)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    panel.search.setFocus()
    # the list says "DUBOIS MARC" (last first); typed first name first
    qtbot.keyClicks(panel.search, "marc dub")
    assert [
        panel.suggestions.item(i).text().split("  ")[0] for i in range(panel.suggestions.count())
    ] == ["DUBOIS MARC"]
    qtbot.keyClick(panel.search, Qt.Key.Key_Down)
    assert panel.suggestions.hasFocus() and panel.suggestions.currentRow() == 0
    qtbot.keyClick(panel.suggestions, Qt.Key.Key_Up)  # back to the field
    assert panel.search.hasFocus()
    qtbot.keyClick(panel.search, Qt.Key.Key_Down)
    qtbot.keyClick(panel.suggestions, Qt.Key.Key_Return)
    assert [p["name"] for p in w.ctl.store.players()] == ["DUBOIS MARC"]
    assert panel.search.hasFocus() and panel.search.text() == ""


def test_exports_offered_by_game(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)  # a chess event (FRBE): no h9
    offered = {k for k, a in w.export_actions.items() if a.isEnabled()}
    assert offered == {"national", "chessman", "trf"}
    w.ctl.store.set_many(
        {"system": "ffg", "rules": "ffg-2022"}
    )  # a Go event: of the results files, h9 only
    path = str(w.ctl.store.path)
    w.ctl.store.close()  # the lock released, then File ▸ Open again
    assert w.open_event(path)
    offered = {k for k, a in w.export_actions.items() if a.isEnabled()}
    assert offered == {"h9"}


def test_trf_round_dates_as_fide_writes_them(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    w.players.pair_btn.click()
    dates = [f"{y}-{m:02d}-{d:02d}" for y, m, d in ROUND_DATES]
    assert w.ctl.set_properties({"round_dates": dates})
    text = w.build_export("trf").data.decode("utf-8")
    (l132,) = [ln for ln in text.split("\n") if ln.startswith("132")]
    # FIDE's TRF16: round dates YY/MM/DD from column 92, ten columns each
    assert l132.split() == ["132", "26/09/04", "26/09/11", "26/09/18", "26/09/25", "26/10/02"]
    assert l132[91:99] == "26/09/04"
    assert trf.parse(text).tournament.round_dates[4] == "26/10/02"


def test_national_file_needs_the_sending_club(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)
    add_players(qtbot, w)
    w.players.pair_btn.click()
    play_all(w)
    assert w.ctl.set_properties({"sender": ""})
    f = w.build_export("national")
    # 00E is the file's 5th line ("00E Envoi par le club : 541" in the Swar samples)
    assert [(p.code, p.line, p.field) for p in f.problems] == [("no-sending-club", 5, "00E")]
    assert w.export("national", folder=str(tmp_path)) is None  # the problems are shown instead
    assert "no sending club" in "\n".join(map(str, f.problems))


def test_properties_rule_set_follows_the_start_date(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)  # 2026-09-04: frbe-2024
    dlg = open_properties(w)
    dlg.start.set_date(QDate(2020, 9, 4))  # the era of 2015-04 … 2024-03
    assert dlg.rules.currentData() == "frbe-2015-04"
    dlg.rules.setCurrentIndex(dlg.rules.findData("frbe-2009-07"))  # chosen by hand: kept
    dlg.start.set_date(QDate(2026, 9, 4))
    assert dlg.rules.currentData() == "frbe-2009-07"
    dlg.reject()
