"""The printed sheets as a reader gets them, in Dutch (the desk's own tables, real widgets
offscreen): tie-break values in decimals as on the screen, dates in the interface's
language, the club's name, pairing sheets with ratings and clubs, an open's rating changes
(the desk's preview), and a round without a game named for what it is."""

from __future__ import annotations

import re

from elodesk.app.demo import create_demo
from elodesk.engine.model import Pairing, Result
from elodesk.ui import i18n
from elodesk.ui.main_window import MainWindow
from elodesk.ui.print_dialog import PrintDialog, default_sheets, tables


def test_printed_sheets_in_dutch(qtbot, tmp_path):
    _rr, op = create_demo(tmp_path)
    i18n.install("nl")
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        assert w.open_event(str(op))
        ctl = w.ctl
        ctl.set_setting("club_name", "Gentse Schaakkring")
        # an open prints its rating changes by default, from the desk's preview
        assert "changes" in default_sheets(ctl)
        standings, changes = tables(ctl, {"standings", "changes"}, 1)
        # the demo open is played in Gent on 17–18 October 2026 (elodesk/demo.py)
        assert "17 oktober 2026" in standings.subtitle
        heads = [c.header for c in standings.columns]
        tbs = heads[heads.index("Ptn") + 1 :]  # "Pts" in elodesk_nl.ts
        assert tbs == list(ctl.standings_rules().tiebreaks)
        for row in standings.rows:
            for value in row[len(heads) - len(tbs) :]:
                assert re.fullmatch(r"|\d+(\.\d+)?", value), value  # never "0½"
        # the same numbers as the standings tab
        screen = w.standings.model
        for r, row in enumerate(standings.rows):
            for c, _tb in enumerate(tbs):
                assert row[len(heads) - len(tbs) + c] == screen.data(screen.index(r, 5 + c))
        assert {row[4] for row in standings.rows} == {"301 Gentse Schaakkring"}  # club 301
        assert [c.header for c in changes.columns][:3] == ["#", "Naam", "Oud"]
        new = {row[1]: row[7] for row in changes.rows}
        pv = ctl.preview()
        by_name = {p.name: p.number for p in ctl.tournament.players}
        for name, shown in new.items():
            r = pv.results[by_name[name]]
            assert shown == ("—" if r.new is None else f"{r.new:g}")
        # round 3: a game, the pairing-allocated bye, a half-point bye, an absent player
        ctl.set_round(
            3,
            [
                Pairing(3, 1, 2),
                Pairing(3, 5, 0, bye="U"),
                Pairing(3, 6, 0, bye="H"),
                Pairing(3, 8, 0, bye="Z"),
            ],
        )
        (sheet,) = tables(ctl, {"by_board"}, 3)
        heads = [c.header for c in sheet.columns]
        assert heads == [
            "Bord", "#", "Wit", "Elo", "Club", "Ptn", "Uitslag", "Ptn", "#", "Zwart", "Elo", "Club"
        ]  # fmt: skip
        rows = {row[2]: row for row in sheet.rows}
        claes = rows["Claes, Jan"]
        assert (claes[3], claes[4], claes[9], claes[10]) == ("2105", "301 Gentse Schaakkring",
                                                             "Wouters, Eva", "1980")  # fmt: skip
        # elodesk_nl.ts: "bye", "half-point bye" → "bye van ½ punt", "absent" → "afwezig"
        assert (rows["Jacobs, Ben"][6], rows["Jacobs, Ben"][9]) == ("1", "bye")
        assert (rows["Mertens, Lies"][6], rows["Mertens, Lies"][9]) == ("½", "bye van ½ punt")
        assert (rows["Dupont, Max"][6], rows["Dupont, Max"][9]) == ("", "afwezig")
        # round 4 of an event whose pairing-allocated bye is worth ½: Jacobs (0 after two
        # rounds, the bye in round 3) has ½ on the sheet, as the pairing view counts him
        ctl.set_setting("pairing_bye_value", 0.5)
        ctl.set_round(4, [Pairing(4, 5, 6)])
        (sheet,) = tables(ctl, {"by_board"}, 4)
        (row,) = sheet.rows
        assert (row[2], row[5]) == ("Jacobs, Ben", "½")
    finally:
        i18n.install("en")


def test_an_open_prints_its_crosstable_by_round(qtbot, tmp_path):
    # the wall's crosstable of an open: per round the opponent's start number, the colour
    # letter of the rating card (elodesk_nl.ts: W → W, B → Z, wit/zwart) and the score, as the
    # demo open's games say (elodesk/app/demo.py: round 1 1–5 1-0, 6–2 0-1, 3–7 ½, 8–4 0-1;
    # round 2 2–3, 4–1, 7–5, 8–6), round 2's 2–3 drawn here, round 3 a pairing-allocated bye
    # (worth 1), a half-point bye and a zero-point bye; the round robin grid it printed had a
    # column per player (seen on a Dutch PDF of a 32-player open)
    _rr, op = create_demo(tmp_path)
    i18n.install("nl")
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        assert w.open_event(str(op))
        ctl = w.ctl
        assert ctl.set_result(
            next(g for g in ctl.tournament.pairings if g.round == 2 and g.white == 2), Result.DRAW
        )
        ctl.set_round(
            3,
            [Pairing(3, 5, 0, bye="U"), Pairing(3, 6, 0, bye="H"), Pairing(3, 8, 0, bye="Z")],
        )
        dlg = PrintDialog(ctl, w)
        qtbot.addWidget(dlg)
        assert dlg.boxes["crosstable"].isEnabled()
        (sheet,) = tables(ctl, {"crosstable"}, 3)
        heads = [c.header for c in sheet.columns]
        assert heads[:4] == ["Plaats", "#", "Naam", "Elo"] and heads[4:7] == ["1", "2", "3"]
        cells = {row[1]: row[4:7] for row in sheet.rows}
        assert cells["1"] == ("5W1", "4Z", "")
        assert cells["2"] == ("6Z1", "3W½", "")
        assert cells["5"] == ("1Z0", "7Z", "bye 1")
        assert cells["6"] == ("2W0", "8Z", "bye ½")
        assert cells["8"] == ("4W0", "6W", "−")
        # in the standings' order, with their points
        assert [row[1] for row in sheet.rows] == [str(s.number) for s in ctl.standings()]
    finally:
        i18n.install("en")


def test_printed_rating_changes_say_a_first_rating(qtbot, tmp_path):
    # a newcomer rated by the event (test_table_columns: his 4 games of the list and one here,
    # five under frbe-2024) is "1497 (first rating)" on the screen; the printed sheet's rules
    # column says it too (elodesk_nl.ts: "first rating" → "eerste rating"), where a Dutch
    # PDF of an open showed his new rating without a word
    from .desks import type_key
    from .test_table_columns import desk

    i18n.install("nl")
    try:
        w = desk(qtbot, tmp_path)
        for row in range(1, 5):
            for col in range(row + 1, 6):
                type_key(qtbot, w, row, col, "=")
        (changes,) = tables(w.ctl, {"changes"}, 1)
        rules = {row[1]: row[-1] for row in changes.rows}
        assert rules["Vermeulen, Nils"].startswith("eerste rating")
        assert not any("eerste" in rules[n] for n in ("A", "B", "C", "D"))
    finally:
        i18n.install("en")
