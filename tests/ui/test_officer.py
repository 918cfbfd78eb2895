"""The ratings officer's desk on the federation's real periods, through the real window: every
number of a rating card against the federation's printed card (FICHES.txt.gz), the list's
operations, the run and publishing in the background.

Each real period is opened and run once per module (fixtures ``w2010`` and ``w2022``); tests
that change it put it back.
"""

from __future__ import annotations

import datetime as dt
import gzip
import html
import io
import re
import time
from collections import Counter

import pdfplumber
import pytest
from PySide6.QtCore import QUrl

from elodesk.app.cards import card_summary
from elodesk.app.publish import rating_list
from elodesk.io.dbf import header_date
from elodesk.ui.officer import OfficerWindow, card_lines
from tests.conftest import SHARED, shared_path
from tests.young_collections import trigger_a_collection, young_collections

FRBE = SHARED / "data" / "frbe"
_CARDS: dict[str, dict[int, str]] = {}


def printed_card(period: str, pid: int) -> str:
    return printed_cards(period)[pid]


def printed_cards(period: str) -> dict[int, str]:
    """The period's printed cards (FICHES.txt.gz) by player ID."""
    if period not in _CARDS:
        raw = gzip.open(shared_path("data", "frbe", period, "FICHES.txt.gz")).read()
        text = unescaped(raw.decode("latin-1"))
        _CARDS[period] = {
            int(m.group(1)): m.group(2)
            for m in re.finditer(r"^-(\d{5})\n(.*?)(?=^-\d{5}\n|\Z)", text, re.M | re.S)
        }
    return _CARDS[period]


_HEX_REF = re.compile(r"&#[xX][0-9a-fA-F]+;")


def unescaped(text: str) -> str:
    """``html.unescape(text)``, by one replacement per distinct character reference while every
    ``&`` begins a whole hexadecimal one (``&#x2502;``) standing for a character other than
    ``&``, html.unescape itself otherwise: the printed cards draw their tables with 6.4 million
    references to 11 box-drawing characters, which html.unescape replaced through a Python
    call each (14 s for the two periods, 1.3 s so; the same text, compared once for both)."""
    out, at = text, 0
    while (at := out.find("&", at)) >= 0:
        ref = _HEX_REF.match(out, at)
        char = html.unescape(ref.group()) if ref else "&"
        if ref is None or "&" in char:
            return html.unescape(text)
        out = out.replace(ref.group(), char)
    return out


def regular_rows(card: str) -> Counter:
    """(opponent, Elo, W, We, K) of the Formula II section of a printed card."""
    rows = Counter()
    for line in card.splitlines():
        cells = [c.strip() for c in line.split("│")]
        if (
            len(cells) >= 12
            and cells[1].isdigit()
            and cells[2].isdigit()
            and re.fullmatch(r"\d\.\d\d", cells[7] or "")
        ):
            rows[
                (int(cells[2]), int(cells[4]), float(cells[6]), float(cells[7]), int(cells[9]))
            ] += 1
    return rows


def new_rating(card: str) -> int:
    m = re.search(r"(?:Nieuwe ELO|Nouvel ELO)\s+(\d+)", card)
    return int(m.group(1))


def wait(w: OfficerWindow) -> None:
    w.wait_idle()
    assert w.job is None


def opened(period: str, previous: str, rules: str | None = None) -> OfficerWindow:
    folder = shared_path("data", "frbe", period)
    w = OfficerWindow()
    w.show()
    assert w.open_period(
        str(folder / "PLAYER.DBF"),
        str(folder / "CHCKLIST.DBF"),
        str(FRBE / previous / "PLAYER.DBF"),
        rules,
    )
    wait(w)
    assert w.period is not None, w.last_error
    assert w.run()
    wait(w)
    assert w.progress.value() == 1000
    return w


@pytest.fixture(scope="module")
def w2010(qapp):
    w = opened("period-201001", "period-200907")  # the rule set from the period's date
    yield w
    w.close()
    w.deleteLater()


@pytest.fixture(scope="module")
def w2022(qapp):
    w = opened("period-202201", "period-202110")
    yield w
    w.close()
    w.deleteLater()


@pytest.fixture
def officer(qtbot):
    w = OfficerWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()


def reset(w: OfficerWindow) -> None:
    w.search.setText("")
    w.kind.setCurrentIndex(0)


CASES = [
    (
        "w2010",
        "period-201001",
        [
            (50299, "BENSAID"),  # newly rated: 20th game in RUN 1, then K 32
            (4669, None),  # K transition at 2000 (1991 → 2001)
            (141, "VAN LIERDE"),  # a plain rated player
        ],
    ),
    ("w2022", "period-202201", [(20540, None)]),  # the 25/150 rule kept the performance (1850)
]


@pytest.mark.parametrize("fixture,period,players", CASES, ids=[c[1] for c in CASES])
def test_cards_match_the_federation(request, fixture, period, players):
    w = request.getfixturevalue(fixture)
    reset(w)
    for pid, name in players:
        w.search.setText(name or str(pid))
        assert w.model.rowCount() >= 1
        assert w.select_player(pid)
        assert w.current_card == pid
        card = printed_card(period, pid)
        mine = Counter(
            (r["opponent"], r["rating"], r["w"], r["we"], r["k"])
            for r in card_lines(w.period, pid)
            if r["run"] == 3
        )
        assert mine == regular_rows(card), pid
        assert w.model.row_values(w.period.pos[pid])[5] == new_rating(card), pid
        assert str(new_rating(card)) in w.card.toPlainText()
    reset(w)


def _printed_numbers(card: str, pattern: str) -> list[tuple[str, ...]]:
    return re.findall(pattern, card)


def test_k_transition_block_as_printed(w2010):
    """2010-01, player 11789 (ROOS), the equivalent of 45918 in 2010-07: 23 games at K 24 and
    8 at K 16 — the card prints one G line per K, Rf = Ri + ΣG, then the K-change block with
    the whole period's W and We, Ki the first game's K and Kf the K above 2000."""
    card = printed_card("period-201001", 11789)
    groups = _printed_numbers(card, r"G =  \(\s*([\d.]+) -\s*([\d.]+)\) \* (\d+) = ([+-][\d.]+)")
    block = re.search(r"Ki=(\d+), Kf=(\d+), Ri=(\d+)", card).groups()
    whole = re.search(r"Rf = 2000 \+  \(\(\s*([\d.]+) -\s*([\d.]+)\)", card).groups()
    rc_row = re.search(r"│\s*(\d+)│Gemiddelde tegenstanders \(Rc\)\s*│(\d+)│", card).groups()
    sm = card_summary(w2010.period, 11789)
    assert [(f"{g.w:.1f}", f"{g.we:.2f}", str(g.k), f"{g.g:+.2f}") for g in sm.groups] == groups
    assert (str(sm.transition.ki), str(sm.transition.kf), str(sm.ri)) == block
    assert (f"{sm.w:.1f}", f"{sm.we:.2f}") == whole
    assert (str(sm.games), str(sm.rc)) == rc_row
    w2010.show_card(11789)
    text = w2010.card.toPlainText()
    for line in ("× 24 = +64.80", "× 16 = +45.44", "Ki=24, Kf=12, Ri=1920", "× 12 = 2026"):
        assert line in text


def test_unrated_cards_show_carry_over_and_formula_i(w2010):
    """7251 stays unrated in 2010-01 (2 games with history, 1 counted here): the federation's
    card prints s.Elo, W / games carried over and Rc, p, D(p); 50299 is newly rated: carry-over,
    the RUN 1 Rc row and his first rating."""
    for pid in (7251, 50299):
        card = printed_card("period-201001", pid)
        carry = re.search(r"s\.Elo=\s*(\d+),\s+W / \S+ (?:\S+ )?=\s+([\d.]+) /\s+(\d+)", card)
        formula = re.search(
            r"Rc=(\d+)\s+p=([\d.]+)\s+D\(p\)=\s*(-?\d+)\s+Rf=\d+ [+-]\d+ = (\d+)", card
        )
        sm = card_summary(w2010.period, pid)
        se, cw, cn = sm.carry
        assert (str(se), f"{cw:.1f}", str(cn)) == carry.groups()
        pf = sm.provisional
        assert (str(pf.rc), f"{pf.p100 / 100:.2f}", str(pf.d), str(pf.rating)) == formula.groups()
        w2010.show_card(pid)
        text = w2010.card.toPlainText()
        assert f"Rc={pf.rc} p={pf.p100 / 100:.2f} D(p)={pf.d:+d}" in text
        assert f"s.Elo={se}, W / # = {cw:.1f} / {cn}" in text
    # newly rated: his old rating on the card is his first one (the federation's "Ancien ELO")
    assert "Old rating 2078" in w2010.card.toPlainText()


@pytest.mark.parametrize(
    ("fixture", "period", "lines"),
    [("w2010", "period-201001", 342), ("w2022", "period-202201", 523)],
)
def test_carry_over_line_as_the_federation_prints_it(request, fixture, period, lines):
    """Every carry-over line of the period's printed cards: the carried s.Elo, then W and the
    games, the previous list's in 2010-01 (50299: ``s.Elo=18602, W / NbrPart = 9.0 / 11``), the
    totals with this period's games from 2012-01 (2022-01, 10435: ``s.Elo= 8349, W / # Part. =
    3.0 / 13`` under an Rc row of 13 games and 3.0, of which 5 carried); the desk's card shows
    the same line."""
    w = request.getfixturevalue(fixture)
    printed = [
        (pid, m.groups())
        for pid in printed_cards(period)
        for m in re.finditer(
            r"s\.Elo=\s*(\d+),\s+W / [^=]*=\s*([\d.]+) /\s+(\d+)", printed_card(period, pid)
        )
    ]
    assert len(printed) == lines
    for pid, (se, cw, cn) in printed:
        sm = card_summary(w.period, pid)
        assert sm is not None and sm.carry is not None, pid
        assert (str(sm.carry[0]), f"{sm.carry[1]:.1f}", str(sm.carry[2])) == (se, cw, cn), pid
    pid, (se, cw, cn) = printed[0]
    w.show_card(pid)
    assert f"s.Elo={se}, W / # = {cw} / {cn}" in w.card.toPlainText()


def test_colour_letters_in_the_interface_language(w2010, qapp):
    from elodesk.ui import i18n

    try:
        from elodesk.ui.officer_period import card_html, card_words

        i18n.install("fr")
        # 11789's first game (No. 278): black against 10270 (the printed card's "Z"); the
        # colour letter in French is N (noir), in Dutch Z (zwart)
        row = re.search(r"^ *278│.*$", card_html(w2010.period, 11789), re.M).group(0)
        assert "│N│" in row
        assert (card_words()["W"], card_words()["B"]) == ("B", "N")
        i18n.install("nl")
        assert (card_words()["W"], card_words()["B"]) == ("W", "Z")  # wit, zwart
    finally:
        i18n.install("en")


def test_clicking_an_opponent_opens_his_card(w2010):
    w2010.show_card(50299)
    w2010.card.anchorClicked.emit(QUrl("player:8958"))
    assert w2010.current_card == 8958


def test_the_window_answers_while_a_period_runs(w2010, qapp):
    """2010-01 run again through the window: the event loop keeps answering, and once the run
    is delivered no collection walks what it made. The run is computed with the collector
    off (``ui.jobs``); its result was left in the youngest generation, and the first
    collection after it walked every object of it (100 951 here; the opening's, more) holding
    the interpreter lock: 50 to 360 ms of frozen window on a loaded machine
    (``scripts/bench_officer.py`` keeps the timings; the bound on the longest pass here
    only says the window answered). The list is the same after the second run."""
    w = w2010
    rows = [w.model.row_values(r) for r in range(len(w.period.ids))]
    longest = 0.0
    with young_collections() as seen:
        assert w.run()
        t0 = time.perf_counter()
        while w.job is not None and time.perf_counter() - t0 < 120:
            ready = time.perf_counter()
            time.sleep(0.005)
            qapp.processEvents()  # the wait to wake up counted: a lock held elsewhere
            longest = max(longest, time.perf_counter() - ready - 0.005)
        trigger_a_collection()
    assert w.run_state == "finished", w.last_error
    assert [w.model.row_values(r) for r in range(len(w.period.ids))] == rows
    walked = max((n for _g, n in seen), default=0)
    assert walked < 10_000, walked  # a few hundred: what the window itself made meanwhile
    assert longest < 0.5, longest


def _timed(qapp, action) -> float:
    t = time.perf_counter()
    action()
    qapp.processEvents()
    return time.perf_counter() - t


@pytest.mark.parametrize("fixture", ["w2010", "w2022"])
def test_the_largest_card_opens_at_once(request, fixture, qapp):
    """The card with the most games of the period (a player with 50 games or more) shown and
    laid out in under 60 ms of the window's own CPU time (the thread's: what the machine's
    load does not lengthen; as an HTML table of 14 columns it took 140 ms and more, in a
    monospaced block 10 to 20 ms); the best of three."""
    w = request.getfixturevalue(fixture)
    games = w.period.rec_by_player
    largest = max((pid for pid in games if pid in w.period.pos), key=lambda pid: len(games[pid]))
    assert len(games[largest]) >= 50
    other = next(pid for pid in w.period.ids if pid != largest)
    spent = []
    for _ in range(3):
        w.show_card(other)
        qapp.processEvents()
        t = time.thread_time()
        w.show_card(largest)
        qapp.processEvents()
        spent.append(time.thread_time() - t)
    assert w.current_card == largest
    assert min(spent) < 0.06, spent


def test_list_operations_over_28_000_rows(w2022, qapp):
    """2022-01's 27 789 players: sorting a column, searching, clearing the search and "All
    players" each well under the 200 ms goal of issue #15 (the bench prints the figures; the
    bound here leaves room for a loaded test machine)."""
    w = w2022
    reset(w)
    n = w.model.rowCount()
    assert n == len(w.period.ids) > 27000
    from PySide6.QtCore import Qt

    times = [
        _timed(qapp, lambda: w.table.sortByColumn(5, Qt.SortOrder.DescendingOrder)),
        _timed(qapp, lambda: w.search.setText("PEETERS")),
        _timed(qapp, lambda: w.search.setText("")),
        _timed(qapp, lambda: w.kind.setCurrentIndex(w.kind.findData("changed"))),
        _timed(qapp, lambda: w.kind.setCurrentIndex(0)),
        _timed(qapp, lambda: w.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)),
    ]
    assert max(times) < 0.5, times
    # sorted by the new rating, highest first: the model's order follows the values
    w.table.sortByColumn(5, Qt.SortOrder.DescendingOrder)
    top = [w.model.row_values(w.model.source_row(r))[5] for r in range(50)]
    assert top == sorted(top, reverse=True)
    w.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    reset(w)


def test_filters_and_cancel(w2022):
    w = w2022
    w.kind.setCurrentIndex(w.kind.findData("newly-rated"))
    assert w.model.rowCount() == 26
    w.kind.setCurrentIndex(w.kind.findData("rules"))
    assert w.model.rowCount() > 0
    reset(w)
    assert not w.cancel_btn.isEnabled()  # nothing runs
    w.run_btn.click()
    assert w.cancel_btn.isEnabled() and not w.run_btn.isEnabled()
    w.cancel_btn.click()
    wait(w)
    assert not w.cancel_btn.isEnabled() and w.run_btn.isEnabled()
    # cancelled or finished, the window answers and the previous result stays usable
    assert w.period.result is not None
    assert "cancelled" in w.last_message or "Run finished" in w.last_message


def test_foreign_federation_players_flagged_and_fide_list(w2022, tmp_path):
    """2022-01: players of another FIDE federation (NATFIDE not BEL) are flagged "FIDE"; a FIDE
    list of the period gives them its rating (in 2022-04 the federation did so)."""
    w = w2022
    p = w.period
    flagged = [pp.id for pp in p.inp.period_players if pp.keep_rating]
    w.kind.setCurrentIndex(w.kind.findData("foreign"))
    assert w.model.rowCount() == len(flagged) > 0
    reset(w)
    fide_col = p.inp.players.get("FIDE")
    with_fide = [
        (pp.id, fide_col[p.inp.player_index[r]])
        for r, pp in enumerate(p.inp.period_players)
        if pp.keep_rating and fide_col[p.inp.player_index[r]]
    ][:2]
    header = (
        "ID Number      Name                                                         Fed Sex Tit  "
        "WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag"
    )
    starts = {c: header.index(c) for c in ("ID Number", "Name", "Fed", "SRtng")}

    def line(fid, name, rating):
        out = [" "] * len(header)
        for col, text in (("ID Number", str(fid)), ("Name", name), ("Fed", "NED")):
            out[starts[col] : starts[col] + len(text)] = text
        out[starts["SRtng"] : starts["SRtng"] + 4] = str(rating)
        return "".join(out)

    fide = tmp_path / "players_list_foa.txt"
    fide.write_text(
        "\n".join(
            [header] + [line(f, f"Player {f}", 2000 + k) for k, (_, f) in enumerate(with_fide)]
        )
        + "\n",
        encoding="latin-1",
    )
    before = {pid: w.model.row_values(p.pos[pid])[5] for pid, _ in with_fide}
    assert w.load_fide(str(fide))
    wait(w)
    assert p.fide_ratings == {pid: 2000 + k for k, (pid, _) in enumerate(with_fide)}
    for k, (pid, _) in enumerate(with_fide):
        assert w.model.row_values(p.pos[pid])[5] == 2000 + k
        assert w.model.row_values(p.pos[pid])[10] == "FIDE"
    # back as it was for the other tests
    p.fide_ratings = {}
    w.run()
    wait(w)
    assert {pid: w.model.row_values(p.pos[pid])[5] for pid, _ in with_fide} == before


def test_bad_file_message(officer, tmp_path):
    bad = tmp_path / "PLAYER.DBF"
    bad.write_bytes(b"not a dbf at all" * 10)
    assert officer.open_period(str(bad), str(bad), None)
    wait(officer)
    assert "not a DBF file" in officer.last_error and str(bad) in officer.last_error
    assert officer.period is None and not officer.run_btn.isEnabled()


def test_the_cards_pdf_footers_say_page_n_of_m(w2022, tmp_path):
    """Every page of the cards PDF ends with "page N of M", M the document's page count
    (PDFium's, of the file written), as the list's pages do."""
    p = w2022.period
    played = [
        pid for pid, pc in zip(p.ids, p.result.players, strict=False) if pc.out and pc.out.indices
    ][:60]
    pages = pdf_pages_text(w2022.cards_pdf(tmp_path / "cards.pdf", played))
    n = len(pages)
    assert n > 2  # 60 cards of 2022-01 do not fit on two pages
    for k, text in enumerate(pages, 1):
        assert f"cards — page {k} of {n}" in text, k


def test_set_a_file_aside_and_publish(w2022, tmp_path):
    w = w2022
    p = w.period
    pid = 4316
    before = w.model.row_values(p.pos[pid])[5]
    name = sorted({p.g_file[k] for k in p.rec_by_player[pid]})[0]
    w.set_file_included(name, False)
    wait(w)
    assert all(r["run"] == 0 for r in card_lines(p, pid) if r["file"] == name)
    w.set_file_included(name, True)
    wait(w)
    assert w.model.row_values(p.pos[pid])[5] == before
    out = w.cards_pdf(tmp_path / "one.pdf", [pid])
    assert out.read_bytes().startswith(b"%PDF") and out.stat().st_size > 1000


def synthetic(folder, players: int, games: int):
    """A synthetic period (scripts/make_synthetic_period.py: the federation's 2010 layouts)."""
    import subprocess
    import sys

    from tests.conftest import ROOT

    subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "make_synthetic_period.py"),
            str(folder),
            "--players",
            str(players),
            "--games",
            str(games),
        ],
        check=True,
        capture_output=True,
    )
    return folder


def check_published(w: OfficerWindow, folder, qapp, run: dt.date) -> None:
    """Publishing writes every file in a worker, the window answering, with a final message;
    the DBF headers carry the date of the run (``run``); the PDF list has its title, the column headers
    on every page, 8 pt or more, and each player's columns apart."""
    p = w.period
    assert w.publish(folder)
    assert w.cancel_btn.isEnabled() and not w.publish_btn.isEnabled()
    t0 = time.perf_counter()
    longest = 0.0
    while w.job is not None and time.perf_counter() - t0 < 600:
        t = time.perf_counter()
        qapp.processEvents()
        longest = max(longest, time.perf_counter() - t)
        time.sleep(0.01)
    assert w.job is None, "publishing did not end"
    assert longest < 0.5, longest  # the window kept answering
    assert "Published into" in w.last_message, w.last_error
    for name in ("PLAYER.DBF", "CHCKLIST.DBF"):
        assert header_date(folder / name) == run
    pdf = pdfplumber.open(io.BytesIO((folder / "rating-list.pdf").read_bytes()))
    assert len(pdf.pages) > 3
    assert "Rating list" in pdf.pages[0].extract_text()
    for page in pdf.pages:
        text = page.extract_text()
        assert re.search(r"ID\s+Name\s+Club\s+Rating\s+Games", text), text[:200]
        assert min(c["size"] for c in page.chars) >= 8 - 0.05
    listed = rating_list(p)
    assert listed, "nobody published"
    row = listed[len(listed) // 2]
    line = " ".join(str(v) for v in row[:5])
    assert any(line in pg.extract_text() for pg in pdf.pages), line
    last = pdf.pages[-1].extract_text()
    assert f"page {len(pdf.pages)} of {len(pdf.pages)}" in last
    cards = pdf_pages_text(folder / "rating-cards.pdf")
    played = [
        pid for pid, pc in zip(p.ids, p.result.players, strict=False) if pc.out and pc.out.indices
    ]
    text = "\n".join(cards)
    assert all(f"{pid} — " in text for pid in played)  # every card, whole cards shared a page
    assert len(cards) < len(played)
    n = len(cards)
    assert all(f"page {k} of {n}" in pg for k, pg in enumerate(cards, 1))


def test_publish_in_the_background(qtbot, tmp_path, qapp):
    data = synthetic(tmp_path / "period", 300, 400)
    w = OfficerWindow()
    qtbot.addWidget(w)
    w.open_period(str(data / "PLAYER.DBF"), str(data / "CHCKLIST.DBF"), str(data / "PREVIOUS.DBF"))
    wait(w)
    w.run()
    wait(w)
    out = tmp_path / "out"
    out.mkdir()
    # the synthetic games run from 2009-07 to 2009-12 (scripts/make_synthetic_period.py) and
    # its CHCKLIST is written today: the period is January 2010's list, dated its first day
    check_published(w, out, qapp, dt.date(2010, 1, 1))


@pytest.mark.slow
def test_publish_a_real_period(w2010, tmp_path, qapp):
    # 2010-01-13: the header of the federation's CHCKLIST of 2010-01, the run's date
    check_published(w2010, tmp_path, qapp, dt.date(2010, 1, 13))


@pytest.mark.parametrize(
    "cycles", [10, pytest.param(30, marks=pytest.mark.slow)], ids=["10-cycles", "30-cycles"]
)
def test_crash_free_open_run_close_cycles(tmp_path, cycles):
    """Open/run/close cycles of the officer's window in one process (10 in ``make test``, 30
    with the slow tests), then Quit with it open: the process ends with 0 (4 of 12 runs used to
    crash at exit)."""
    import os
    import subprocess
    import sys

    from tests.conftest import ROOT

    data = synthetic(tmp_path / "period", 3000, 6000)
    out = subprocess.run(
        [
            sys.executable,
            "-X",
            "faulthandler",
            "-m",
            "tests.officer_cycles",
            str(data),
            str(cycles),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.split()[-2:] == ["cycles", str(cycles)], out.stdout[-500:]


def test_the_menu_reuses_one_window_and_quit_closes_it(qtbot, monkeypatch):
    """Issue #15: each menu open made a new window (6 windows, 560 MB) and Quit did not quit
    while one was open. The officer's window is a child window of the main one, reused."""
    from elodesk.ui.main_window import MainWindow

    monkeypatch.setattr(OfficerWindow, "open_dialog", lambda self: None)
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    main.open_officer()
    first = main.officer
    main.open_officer()
    main.open_officer()
    assert main.officer is first and first.parent() is main
    assert len(main.findChildren(OfficerWindow)) == 1
    assert first.isVisible()
    main.close()  # File ▸ Quit
    assert not first.isVisible() and not main.isVisible()


def test_a_file_set_aside_during_a_run_is_run_again(w2022):
    """Setting a file aside while the period runs: the run that ends did not know it, so the
    period runs again once it ends (the list never shows a result that ignores the choice)."""
    w = w2022
    p = w.period
    pid = 4316
    name = sorted({p.g_file[k] for k in p.rec_by_player[pid]})[0]
    assert w.run()
    w.set_file_included(name, False)
    w.wait_idle()  # the run started before; a new one starts as it ends
    assert w.job is not None
    w.wait_idle()
    assert all(r["run"] == 0 for r in card_lines(p, pid) if r["file"] == name)
    w.set_file_included(name, True)
    w.wait_idle()
    assert any(r["run"] for r in card_lines(p, pid) if r["file"] == name)


def test_publish_never_over_the_inputs_and_asks_before_replacing(qtbot, tmp_path):
    """Issue #16 item 1 in the desk: publishing into the folder the period was read from is
    refused with a message (the input PLAYER.DBF stays as it was); into a folder already holding
    an earlier publication it is refused without the desk's "replace?" answer (force)."""
    from tests.cli.test_period_cli import _tiny

    players, games = _tiny(tmp_path)
    before = players.read_bytes(), games.read_bytes()
    w = OfficerWindow()
    qtbot.addWidget(w)
    assert w.open_period(str(players), str(games), None, "frbe-2008")
    wait(w)
    assert w.run()
    wait(w)
    w.last_error = ""
    w.publish(tmp_path)
    wait(w)
    assert "is an input of the command" in w.last_error
    assert (players.read_bytes(), games.read_bytes()) == before
    out = tmp_path / "out"
    out.mkdir()
    w.last_error = ""
    w.publish(out)
    wait(w)
    assert not w.last_error and (out / "PLAYER.DBF").exists()
    w.publish(out)
    wait(w)
    assert "the file exists" in w.last_error
    w.last_error = ""
    w.publish(out, force=True)
    wait(w)
    assert not w.last_error


def folder_state(folder) -> dict[str, bytes]:
    """Every file under ``folder`` (hidden ones and the staging folder's included), by path."""
    return {
        str(f.relative_to(folder)): f.read_bytes() for f in sorted(folder.rglob("*")) if f.is_file()
    }


def test_a_cancelled_publish_leaves_the_folder_as_it_was(qtbot, tmp_path, qapp):
    """Publishing is all or nothing: Cancel while the cards are drawn (the DBFs, the Excel and
    the PDF list already written) leaves an empty folder empty, and a folder holding an
    earlier publication exactly as it was (the files, the manifest, nothing more)."""
    data = synthetic(tmp_path / "period", 300, 400)
    w = OfficerWindow()
    qtbot.addWidget(w)
    w.open_period(str(data / "PLAYER.DBF"), str(data / "CHCKLIST.DBF"), str(data / "PREVIOUS.DBF"))
    wait(w)
    w.run()
    wait(w)

    def cancelled_while_drawing_cards(folder, force: bool) -> None:
        assert w.publish(folder, force)
        # app.publish ticks 0.2 once the list's PDF is written, before the cards
        qtbot.waitUntil(lambda: w.progress.value() >= 200 or w.job is None, timeout=60000)
        assert w.job is not None, "publishing ended before it could be cancelled"
        w.cancel_btn.click()
        wait(w)
        assert w.run_state == "cancelled", w.last_error

    empty = tmp_path / "empty"
    empty.mkdir()
    cancelled_while_drawing_cards(empty, False)
    assert folder_state(empty) == {} and list(empty.iterdir()) == []

    earlier = tmp_path / "earlier"
    earlier.mkdir()
    assert w.publish(earlier)
    wait(w)
    assert "Published into" in w.last_message, w.last_error
    before = folder_state(earlier)
    assert {"PLAYER.DBF", "rating-cards.pdf", "elodesk-files.json"} <= set(before)
    cancelled_while_drawing_cards(earlier, True)
    assert folder_state(earlier) == before


def pdf_pages_text(path) -> list[str]:
    """Each page's text as a PDF reader extracts it (PDFium, the engine of Chromium's viewer,
    through pypdfium2, which pdfplumber itself depends on): a search in the reader finds what is
    here. PDFium reads the 2022-01 list's hundreds of pages in about a second where pdfplumber's
    layout analysis took three minutes of the suite."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(str(path))
    try:
        return [
            doc[k].get_textpage().get_text_range().replace("\r\n", "\n") for k in range(len(doc))
        ]
    finally:
        doc.close()


def test_the_published_list_is_the_federations(w2022, tmp_path):
    """The PDF list of 2022-01 as the federation publishes it (app.publish drawn by the desk's
    renderer): titled with the federation, the period named by its list and the day; grouped
    by club; "page N of M"; affiliated players only by default (PLAYER.DBF SUPPRESS false),
    every member with the option, never a deceased one (DECEDE); names with "ff" found in the
    text (no ligature glyph)."""
    from elodesk.app.publish import list_table, period_name
    from elodesk.ui.officer_pdf import list_pdf

    p = w2022.period
    day = dt.date(2022, 3, 30)  # the 2022-01 list's own header date

    def text_of(members: str) -> list[str]:
        table = list_table(p, rating_list(p, members), name=period_name(p), day=day)
        return pdf_pages_text(list_pdf(tmp_path / f"{members}.pdf", table))

    text = text_of("affiliated")
    # pdfplumber (pdfminer's own text layout, not PDFium's) on the one page that holds Harff:
    # the "ff" is two letters there too, not a ligature glyph
    page = next(k for k, t in enumerate(text) if "Harff" in t)
    with pdfplumber.open(tmp_path / "affiliated.pdf") as pdf:
        assert "14131 Harff, Marcel" in (pdf.pages[page].extract_text() or "")
    assert text[0].startswith("FRBE-KBSB — Rating list 2022-01\n2022-03-30 · ")
    assert "\nClub 101\n" in text[0]
    n = len(text)
    assert all(f"page {k} of {n}" in t for k, t in enumerate(text, 1))
    whole = "\n".join(text)
    # 2022-01 PLAYER.DBF: 14131 Harff, Marcel (club 607, SUPPRESS false, ELO_CALCUL 2365),
    # 14123 Hoffmann, Ruben (135, 1929); 95906 Vannuffel, Marc is not affiliated (SUPPRESS true)
    assert "14131 Harff, Marcel 607" in whole and "14123 Hoffmann, Ruben 135" in whole
    assert "Vannuffel" not in whole
    whole = "\n".join(text_of("all"))
    assert "Vannuffel, Marc " in whole and "Vannuffel, Marcel " in whole
    dead = p.inp.players.get("DECEDE")
    gone = {p.ids[r] for r, k in enumerate(p.inp.player_index) if dead[k]}
    listed = {row[0] for row in rating_list(p, "all")}
    assert gone and not gone & listed


def test_every_provisional_card_ends_on_the_published_rating(w2022):
    """Cards = list: the Formula I line of each provisional card of 2022-01 gives the rating
    the list publishes (RUN 2 games count in it, and a player with no game counted this period
    has his history's), and the card's last line is that rating. Against the federation's own
    list (PLAYER.DBF ELO_CALCUL): 136 of the 137 agree; player 22169 (1 point in 11 games,
    "Rc=1555 p=0.09") was published at 1266 where the run gives 1172, a rule not found yet."""
    from elodesk.app.cards import summary_lines
    from elodesk.engine.model import Status

    p = w2022.period
    published = p.inp.players.get("ELO_CALCUL")
    seen = same = 0
    for r, pc in enumerate(p.result.players):
        pp = p.inp.period_players[r]
        if pc.status is not Status.PROVISIONAL or not (pc.out and pc.out.indices):
            continue
        if pp.list_rated or r >= len(p.inp.player_index):
            continue
        sm = card_summary(p, pp.id)
        assert sm is not None and sm.provisional is not None, pp.id
        assert sm.provisional.rating == pc.elo, (pp.id, sm.provisional.rating, pc.elo)
        assert summary_lines(p, pp.id)[-1] == f"New rating: {pc.elo}"
        seen += 1
        same += published[p.inp.player_index[r]] == pc.elo
    assert (seen, same) == (137, 136)
