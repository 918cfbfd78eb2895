"""Dates typed from the keyboard in the new-event wizard and the event's properties are kept
as typed (real widgets, offscreen): nothing typed is silently replaced, round dates do not
append to their hint, calendars open on the event's date; and the wizard proposes the
tie-breaks of the event's type."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QWizard

from elodesk.ui.main_window import MainWindow

from .test_desk import player_db  # noqa: F401 (fixture)
from .test_event_identity import make_event, open_properties


def type_into(qtbot, field, text: str) -> None:
    """Select the field's text and type ``text`` over it, then leave it with Tab."""
    window = field.window()
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    field.edit.setFocus()
    qtbot.waitUntil(field.edit.hasFocus)
    field.edit.selectAll()
    qtbot.keyClicks(field.edit, text)
    qtbot.keyClick(field.edit, Qt.Key.Key_Tab)
    # offscreen, QTest's Tab does not move the focus: leave the field as Tab would
    field.edit.clearFocus()


def test_wizard_keeps_the_date_typed_and_left_with_tab(qtbot, tmp_path, player_db):  # noqa: F811
    w = MainWindow(player_db)
    qtbot.addWidget(w)
    w.show()
    wiz = w.new_event()
    wiz.name.setText("Championnat 2021")
    wiz.path.setText(str(tmp_path / "c.elodesk"))
    type_into(qtbot, wiz.start, "24/09/2021")
    type_into(qtbot, wiz.end, "03.12.2021")  # as Swar writes dates (00F S=24.09.2021)
    assert wiz.start.edit.text() == "24/09/2021"  # not the current year
    assert wiz.end.edit.text() == "03.12.2021"
    s = wiz.settings()
    assert (s["start"], s["end"]) == ("2021-09-24", "2021-12-03")
    # a two-digit year is written out in full in the field, where the director sees it
    type_into(qtbot, wiz.start, "24/09/21")
    assert wiz.start.edit.text() == "24/09/2021"
    # a date that does not exist is kept as typed, shown, and refused
    type_into(qtbot, wiz.end, "31/02/2021")
    assert wiz.end.edit.text() == "31/02/2021"
    wiz.button(QWizard.WizardButton.FinishButton).click()
    assert w.ctl is None and wiz.isVisible()
    assert "31/02/2021" in wiz.date_problem.text()
    type_into(qtbot, wiz.end, "03/12/2021")
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None)
    assert (w.ctl.settings.start, w.ctl.settings.end) == ("2021-09-24", "2021-12-03")


def test_wizard_calendar_opens_on_the_typed_date(qtbot, tmp_path, player_db):  # noqa: F811
    w = MainWindow(player_db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    type_into(qtbot, wiz.start, "24/09/2021")
    wiz.end.set_date(None)  # empty: its calendar opens on the start date
    wiz.end.open_calendar()
    assert wiz.end.calendar.selectedDate() == QDate(2021, 9, 24)
    assert (wiz.end.calendar.yearShown(), wiz.end.calendar.monthShown()) == (2021, 9)
    wiz.end.calendar.clicked.emit(QDate(2021, 12, 3))
    assert wiz.end.edit.text() == "03/12/2021"
    wiz.reject()


def test_round_dates_do_not_append_to_their_hint(qtbot, tmp_path, player_db):  # noqa: F811
    w = make_event(qtbot, tmp_path, player_db)  # 04/09/2026, 5 rounds once paired
    w.ctl.set_setting("rounds", 5)
    dlg = open_properties(w)
    assert dlg.round_dates, "one date field per round"
    r1 = dlg.round_dates[0]
    assert r1.edit.text() == "" and r1.edit.placeholderText()  # a hint, not a value
    type_into(qtbot, r1, "11/09/2026")
    assert r1.edit.text() == "11/09/2026"
    # the calendar of an empty round opens on the event's start, not in 2000
    r2 = dlg.round_dates[1]
    r2.open_calendar()
    assert r2.calendar.selectedDate() == QDate(2026, 9, 4)
    r2.menu.hide()
    assert dlg.all_values()["round_dates"][0] == "2026-09-11"
    type_into(qtbot, dlg.start, "4/9/2026x")
    assert dlg.start.edit.text() == "4/9/2026x" and "4/9/2026x" in dlg.problem()
    dlg.reject()


def test_wizard_proposes_the_tiebreaks_of_the_event_type(qtbot, tmp_path, player_db):  # noqa: F811
    from elodesk.ui.dialogs import TYPES

    w = MainWindow(player_db)
    qtbot.addWidget(w)
    wiz = w.new_event()
    ed = wiz.standings_rules
    # round robin: direct encounter first; an open: Buchholz cut 1 first (FIDE's lists for
    # round-robin and Swiss tournaments, engine/scoring.py DEFAULT_TIEBREAKS)
    assert TYPES[wiz.type.currentIndex()][0] == "round-robin"
    assert ed.rules().tiebreaks == ("DE", "WIN", "SB", "KS")
    wiz.type.setCurrentIndex([t for t, _ in TYPES].index("open"))
    assert ed.rules().tiebreaks == ("BH/C1", "BH", "DE", "SB")
    # a list changed by hand is the director's: another type does not replace it
    ed.tiebreaks.item(0).setCheckState(Qt.CheckState.Unchecked)
    wiz.type.setCurrentIndex(0)
    assert ed.rules().tiebreaks == ("BH", "DE", "SB")
    wiz.reject()
