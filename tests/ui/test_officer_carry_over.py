"""Article 12.e on the officer's desk: the period of 2023-10 of ``tests/cli/test_carry_over.py``
(worked by hand there) opened in the real window with 2023-07's CHCKLIST named as an earlier
one, from its CHCKLIST or from the results files its clubs sent; the rating card (screen and
PDF) says which period a taken-up game came from; the status line says how many earlier games
were taken up and how many counted, as the command line does; a refused file is named in the
interface's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from elodesk.ui.officer import OfficerWindow, OpenPeriodDialog
from tests.app.test_carry_over_results import results_files
from tests.cli.test_carry_over import chain
from tests.ui.test_officer import pdf_pages_text

# 1's win of 3 June 2023 against 4, his 51st game (the module's worked example)
ORIGIN = "Taken up from the period 2023-07 (article 12.e): 51 (4, 2023-06-03)"


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    return chain(tmp_path_factory.mktemp("desk-carry"))


def open_2023_10(w: OfficerWindow, files, *earlier) -> None:
    prev = files["q_list"].parent / "out" / "PLAYER.DBF"
    assert w.open_period(str(files["p_list"]), str(files["p_games"]), str(prev), None, earlier)
    w.wait_idle()


def test_the_card_says_where_a_taken_up_game_came_from(officer, files, tmp_path):
    open_2023_10(officer, files, str(files["q_out"]))
    assert officer.run_state == "finished", officer.last_error
    assert officer.period.rules == "frbe-2023-07"  # in force at the period's date
    assert officer.run()
    officer.wait_idle()
    pc = officer.period.result.players[officer.period.pos[1]]
    assert (pc.elo, pc.games) == (1811, 51)  # as the command line (hand-worked: 1810.88)
    officer.show_card(1)
    assert ORIGIN in officer.card.toPlainText()
    # 4's draw against 5 waits (5 stays unrated): on his card, not numbered
    officer.show_card(4)
    assert "Taken up from the period 2023-07 (article 12.e): — (5, 2023-06-10)" in (
        officer.card.toPlainText()
    )
    text = "\n".join(pdf_pages_text(officer.cards_pdf(tmp_path / "cards.pdf", [1])))
    assert ORIGIN in text


def test_without_the_earlier_file_nothing_is_taken_up(officer, files):
    open_2023_10(officer, files)
    assert officer.run()
    officer.wait_idle()
    pc = officer.period.result.players[officer.period.pos[1]]
    assert pc.out is not None and not pc.out.indices  # no game of his in 2023-10's own file
    officer.show_card(1)
    assert "article 12.e" not in officer.card.toPlainText()


def test_a_refused_file_is_named_in_french(officer, files):
    from elodesk.ui import i18n

    i18n.install("fr")
    try:
        open_2023_10(officer, files, str(files["q_games"]))  # the raw file, never run
        assert officer.run_state == "failed"
        shown = officer.statusBar().currentMessage()
        assert shown.startswith(f"{files['q_games']} : aucune partie n'est numérotée"), shown
    finally:
        i18n.install("en")


def test_the_dialog_takes_several_earlier_files(qtbot):
    dlg = OpenPeriodDialog()
    qtbot.addWidget(dlg)
    dlg.earlier.setText("/a/CHCKLIST.DBF; /b/CHCKLIST.DBF;")
    assert dlg.earlier_files() == ["/a/CHCKLIST.DBF", "/b/CHCKLIST.DBF"]
    dlg.results.setText("/a/P1.101 ; /b/P24.101;")  # the results files, read the same way
    assert dlg.results_files() == ["/a/P1.101", "/b/P24.101"]


def _open_results_by_dialog(qtbot, w: OfficerWindow, files, sent, monkeypatch) -> None:
    """The officer clicks Open a period… and fills the dialog: the 2023-10 list, the previous
    list, the results files received (typed with a trailing ``;``) and 2023-07's CHCKLIST."""

    def filled(dlg: OpenPeriodDialog) -> bool:
        dlg.players.setText(str(files["p_list"]))
        dlg.previous.setText(str(files["q_list"].parent / "out" / "PLAYER.DBF"))
        dlg.results.setText("; ".join(map(str, sent)) + ";")
        dlg.earlier.setText(str(files["q_out"]))
        return True

    monkeypatch.setattr(OpenPeriodDialog, "exec", filled)
    qtbot.mouseClick(w.open_btn, Qt.MouseButton.LeftButton)
    w.wait_idle()
    assert w.run_state == "finished", w.last_error


def test_the_results_files_received_take_up_2023_07(qtbot, officer, files, tmp_path, monkeypatch):
    """The numbers of the module's example (``tests/cli/test_carry_over.py``'s docstring: 4
    rated 1680 at his 5th game, 1 at 1811 with his win of June against 4), from a national
    results file and a 24 lines file; the status line says the 3 records taken up from
    2023-07, then the 2 that counted (4's draw against 5 waits), as ``elodesk period``."""
    sent = results_files(tmp_path / "sent")
    _open_results_by_dialog(qtbot, officer, files, sent, monkeypatch)
    p = officer.period
    assert officer.merge_report is not None and not officer.opened.file_problems
    assert sorted(set(p.g_file[:8])) == sorted(f.name for f in sent)
    shown = officer.statusBar().currentMessage()
    # 8 records of the files and 3 taken up (1–4 and both sides of 4–5); the one problem: the
    # list's DBF header is the test's day, long after 2023-10
    assert shown.startswith("5 players, 11 game records, rule set frbe-2023-07 · "), shown
    assert shown.endswith(
        " · games of earlier periods taken up (article 12.e): 2023-07: 3 game record(s)"
    )
    qtbot.mouseClick(officer.run_btn, Qt.MouseButton.LeftButton)
    officer.wait_idle()
    at = {pid: p.result.players[p.pos[pid]] for pid in (1, 4)}
    assert (at[4].elo, at[4].games) == (1680, 5)
    assert (at[1].elo, at[1].games) == (1811, 51)
    shown = officer.statusBar().currentMessage()
    assert shown.endswith(" · games of earlier periods taken up (article 12.e): 2023-07: 2 of 3")
    officer.show_card(1)
    assert ORIGIN in officer.card.toPlainText()


def test_the_status_line_says_the_games_taken_up_in_french_and_dutch(officer, files):
    from elodesk.ui import i18n

    said = {
        "fr": (
            "parties de périodes antérieures reprises (article 12.e) : 2023-07 : 3 "
            "enregistrement(s) de partie",
            "parties de périodes antérieures reprises (article 12.e) : 2023-07 : 2 sur 3",
        ),
        "nl": (
            "partijen uit vorige periodes opnieuw verwerkt (artikel 12.e): 2023-07: 3 "
            "partijrecord(s)",
            "partijen uit vorige periodes opnieuw verwerkt (artikel 12.e): 2023-07: 2 van 3",
        ),
    }
    try:
        for lang, (opened, ran) in said.items():
            i18n.install(lang)
            open_2023_10(officer, files, str(files["q_out"]))
            assert officer.statusBar().currentMessage().endswith(" · " + opened)
            assert officer.run()
            officer.wait_idle()
            assert officer.statusBar().currentMessage().endswith(" · " + ran)
    finally:
        i18n.install("en")


def test_without_earlier_files_the_status_line_says_nothing_of_them(officer, files):
    open_2023_10(officer, files)
    assert "12.e" not in officer.statusBar().currentMessage()
    assert officer.run()
    officer.wait_idle()
    assert "12.e" not in officer.statusBar().currentMessage()
