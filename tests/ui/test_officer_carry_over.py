"""Article 12.e on the officer's desk: the period of 2023-10 of ``tests/cli/test_carry_over.py``
(worked by hand there) opened in the real window with 2023-07's CHCKLIST named as an earlier
one, from its CHCKLIST or from the results files its clubs sent; the rating card (screen and
PDF) says which period a taken-up game came from; the status line says how many earlier games
were taken up and how many counted, as the command line does; a refused file is named in the
interface's language."""

from __future__ import annotations

import pytest

from elodesk.ui.officer import OfficerWindow, OpenPeriodDialog
from tests.cli.test_carry_over import chain
from tests.ui.test_officer import pdf_pages_text

# 1's win of 3 June 2023 against 4, his 51st game (the module's worked example)
ORIGIN = "Taken up from the period 2023-07 (article 12.e): 51 (4, 2023-06-03)"


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    return chain(tmp_path_factory.mktemp("desk-carry"))


@pytest.fixture
def officer(qtbot):
    w = OfficerWindow()
    qtbot.addWidget(w)
    yield w
    w.close()


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
