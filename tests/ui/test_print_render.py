"""Printed sheets are readable on A4 (issue #13): rendered to PDF, then measured with pdfplumber.

What is asserted comes from the issue, not from the program: every character at least 8 pt,
nothing outside the page's printable width (A4 minus 12 mm margins), the column headers on every
page of a long table, and a result slip per board.
"""

from __future__ import annotations

import io

import pdfplumber
import pytest

from elodesk.app import printables as P
from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
from elodesk.engine.preview import preview
from elodesk.engine.roundrobin import berger
from elodesk.engine.standings import standings
from elodesk.ui.print_render import pdf_bytes

MM = 72 / 25.4


def _round_robin(n: int) -> Tournament:
    players = tuple(
        Entrant(i, f"Player-{i:02d}, Firstname{i}", str(10000 + i), 2300 - 20 * i, club="Club")
        for i in range(1, n + 1)
    )
    pairings = []
    for r, rnd in enumerate(berger(n), start=1):
        for w, b in rnd:
            res = Result.WHITE_WINS if (w + b + r) % 3 == 0 else Result.DRAW
            pairings.append(Pairing(r, w, b, res))
    return Tournament(
        "Long club championship name 2026",
        players,
        tuple(pairings),
        city="Liège",
        start="2026-09-04",
        end="2027-03-26",
        type=EventType.ROUND_ROBIN,
    )


def _pages(data: bytes):
    pdf = pdfplumber.open(io.BytesIO(data))
    return pdf.pages


def _assert_legible(page) -> None:
    left, right = 12 * MM - 1, page.width - 12 * MM + 1
    assert page.chars, "a page without text"
    assert min(c["size"] for c in page.chars) >= 8 - 0.05
    assert min(c["x0"] for c in page.chars) >= left
    assert max(c["x1"] for c in page.chars) <= right


def test_crosstable_of_20_players_fits_a4_at_8pt_or_more(qapp) -> None:
    t = _round_robin(20)
    st = standings(t)
    pages = _pages(pdf_bytes([P.crosstable(t, st)]))
    assert len(pages) == 1
    _assert_legible(pages[0])
    text = pages[0].extract_text()
    # every player's name and the last column header are on the page, not cut
    assert "Player-20, Firstname20" in text
    assert "Rank" in text
    # portrait or landscape is whichever keeps 8 pt: with the sheets' Arial-metric typeface
    # (print_render.PDF_FAMILIES) 20 result columns fit portrait; DejaVu's wider glyphs did not


@pytest.mark.parametrize("n", [120])
def test_long_standings_repeat_the_headers_on_every_page(qapp, n: int) -> None:
    players = tuple(Entrant(i, f"Name{i:03d}, X", rating=2000) for i in range(1, n + 1))
    t = Tournament("Open", players, (Pairing(1, 1, 2, Result.WHITE_WINS),), rounds=9)
    pages = _pages(pdf_bytes([P.standings_table(t, standings(t, ["BH", "SB"]), ["BH", "SB"])]))
    assert len(pages) >= 3  # 120 rows cannot fit one A4 page at 8 pt or more
    seen = []
    for page in pages:
        _assert_legible(page)
        words = page.extract_text()
        assert "Rank" in words and "Name" in words and "BH" in words  # the header row
        seen += [w for w in words.split() if w.startswith("Name")]
    assert len([w for w in seen if w != "Name"]) == n  # every player printed once


def test_rating_changes_and_round_sheets(qapp) -> None:
    t = _round_robin(8)
    tables = [
        P.rating_changes(t, preview(t, "frbe")),
        P.pairings_by_board(t, 1),
        P.pairings_alphabetical(t, 1),
        P.result_slips(t, 1),
    ]
    pages = _pages(pdf_bytes(tables))
    for page in pages:
        _assert_legible(page)
    slips = pages[-1].extract_text()
    # 8 players: 4 boards in round 1, one slip each
    assert slips.count("Board") >= 4 and slips.count("½ – ½") == 4


def test_desk_prints_the_demo_round_robin(qtbot, tmp_path) -> None:
    """File ▸ Print…'s dialog offers the round robin's sheets; the PDF export draws them."""
    from elodesk.app.demo import create_demo
    from elodesk.ui.main_window import MainWindow
    from elodesk.ui.print_dialog import PrintDialog, preview_dialog

    rr, _open = create_demo(tmp_path)
    w = MainWindow()
    qtbot.addWidget(w)
    w.open_event(str(rr))
    dlg = PrintDialog(w.ctl, w)
    qtbot.addWidget(dlg)
    assert dlg.chosen() == {"crosstable", "standings", "changes"}
    pv = preview_dialog(dlg.tables(), w)
    qtbot.addWidget(pv)
    out = w.export_pdf(str(tmp_path / "sheets.pdf"))
    pages = _pages(out.read_bytes())
    assert len(pages) == 3
    for page in pages:
        _assert_legible(page)
    # the demo's six players (elodesk/demo.py RR_PLAYERS) are on the crosstable page
    assert all(n in pages[0].extract_text() for n in ("Dubois, Marc", "Martin, Lea"))


def test_expected_score_printed_with_two_decimals_as_the_screen() -> None:
    # two players rated 1800, one game: a difference of 0 is an expected score of
    # .50 (seed 000, Table II), printed "0.50" as the preview's column writes it — not "0.5"
    # beside "0.24" (seen on the rating changes of a 2026 open: 0.3, 0.8, 1 among 0.24, 2.76)
    players = (
        Entrant(1, "A, A", "10001", 1800),
        Entrant(2, "B, B", "10002", 1800),
    )
    t = Tournament(
        "Club",
        players,
        (Pairing(1, 1, 2, Result.DRAW),),
        start="2026-09-04",
        type=EventType.ROUND_ROBIN,
    )
    sheet = P.rating_changes(t, preview(t, "frbe"))
    expected = [c.header for c in sheet.columns].index("Expected")
    assert [row[expected] for row in sheet.rows] == ["0.50", "0.50"]


@pytest.mark.parametrize(
    ("lang", "footer"),
    # French writes a page count "page 1 sur 2" (not "page 1 de 2", which the French sheets
    # printed), Dutch "pagina 1 van 2"
    [("fr", "page 1 sur 2"), ("nl", "pagina 1 van 2"), ("en", "page 1 of 2")],
)
def test_page_count_in_the_interface_language(qapp, lang, footer) -> None:
    from elodesk.ui import i18n

    i18n.install(lang)
    try:
        t = _round_robin(60)  # 60 players: the standings over two A4 pages
        table = P.standings_table(t, standings(t), ())
        pages = _pages(pdf_bytes([table]))
        assert len(pages) == 2
        assert footer in pages[0].extract_text()
    finally:
        i18n.install("en")
