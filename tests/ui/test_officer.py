"""The ratings officer's desk on the federation's real periods: every number of a rating card
against the federation's printed card (FICHES.txt.gz)."""

from __future__ import annotations

import gzip
import html
import re
from collections import Counter

import pytest
from PySide6.QtCore import QObject, Slot

from elodesk.app.cards import Period
from elodesk.app.period import run_period
from elodesk.engine.frbe import RULE_SETS
from elodesk.ui.officer import OfficerWindow, card_lines
from tests.conftest import SHARED, shared_path

FRBE = SHARED / "data" / "frbe"
_CARDS: dict[str, dict[int, str]] = {}


def printed_card(period: str, pid: int) -> str:
    if period not in _CARDS:
        raw = gzip.open(shared_path("data", "frbe", period, "FICHES.txt.gz")).read()
        text = html.unescape(raw.decode("latin-1"))
        _CARDS[period] = {
            int(m.group(1)): m.group(2)
            for m in re.finditer(r"^-(\d{5})\n(.*?)(?=^-\d{5}\n|\Z)", text, re.M | re.S)
        }
    return _CARDS[period][pid]


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


@pytest.fixture
def officer(qtbot):
    w = OfficerWindow()
    qtbot.addWidget(w)
    w.show()
    return w


_RUNS: dict[str, Period] = {}


@pytest.fixture(scope="module")
def ran():
    """Each real period run once for the whole module (the run through the desk's worker is
    tested by the set-aside and results-files tests; the 3 RUNs take seconds per period)."""

    def get(period: str, previous: str, rules: str) -> Period:
        if period not in _RUNS:
            folder = shared_path("data", "frbe", period)
            inp, result = run_period(
                str(folder / "PLAYER.DBF"),
                str(folder / "CHCKLIST.DBF"),
                str(FRBE / previous / "PLAYER.DBF"),
                RULE_SETS[rules],
            )
            _RUNS[period] = Period(inp, rules, result)
        return _RUNS[period]

    yield get
    _RUNS.clear()


def open_and_run(qtbot, w, period, previous, rules, ran):
    w.show_period(ran(period, previous, rules))
    assert w.model.row_values(0)[5] is not None  # the new ratings are shown


CASES = [
    (
        "period-201001",
        "period-200907",
        "frbe-2008",
        [
            (50299, "BENSAID"),  # newly rated: 20th game in RUN 1, then K 32
            (4669, None),  # K transition at 2000 (1991 → 2001)
            (141, "VAN LIERDE"),
        ],
    ),  # a plain rated player
    (
        "period-202201",
        "period-202110",
        "frbe-2022",
        [(20540, None)],
    ),  # the 25/150 rule kept the performance (1850)
]


@pytest.mark.parametrize("period,previous,rules,players", CASES, ids=[c[0] for c in CASES])
def test_cards_match_the_federation(qtbot, officer, period, previous, rules, players, ran):
    open_and_run(qtbot, officer, period, previous, rules, ran)
    for pid, name in players:
        officer.search.setText(name or str(pid))
        qtbot.waitUntil(lambda: officer.proxy.rowCount() >= 1)
        row = next(
            r
            for r in range(officer.proxy.rowCount())
            if officer.proxy.data(officer.proxy.index(r, 0)) == pid
        )
        officer.table.setCurrentIndex(officer.proxy.index(row, 0))
        assert officer.current_card == pid
        card = printed_card(period, pid)
        mine = Counter(
            (r["opponent"], r["rating"], r["w"], r["we"], r["k"])
            for r in card_lines(officer.period, pid)
            if r["run"] == 3
        )
        assert mine == regular_rows(card), pid
        src = officer.proxy.mapToSource(officer.proxy.index(row, 0)).row()
        assert officer.model.row_values(src)[5] == new_rating(card), pid
        assert str(new_rating(card)) in officer.card.toHtml()


def test_clicking_an_opponent_opens_his_card(qtbot, officer, ran):
    open_and_run(qtbot, officer, "period-201001", "period-200907", "frbe-2008", ran)
    officer.show_card(50299)
    officer.card.anchorClicked.emit(__import__("PySide6.QtCore").QtCore.QUrl("player:8958"))
    assert officer.current_card == 8958


class _Canceller(QObject):
    """Lives in the main thread, so the worker's ticks reach it queued, as they reach the bar."""

    def __init__(self, officer: OfficerWindow) -> None:
        super().__init__(officer)
        self.officer = officer

    @Slot(int)
    def first_tick(self, _value: int) -> None:
        self.officer.cancel()


def test_filters_and_cancel(qtbot, officer, ran):
    open_and_run(qtbot, officer, "period-202201", "period-202110", "frbe-2022", ran)
    officer.kind.setCurrentIndex(officer.kind.findData("newly-rated"))
    assert officer.proxy.rowCount() == 26
    officer.kind.setCurrentIndex(officer.kind.findData("rules"))
    n_rules = officer.proxy.rowCount()
    assert n_rules > 0
    officer.kind.setCurrentIndex(0)
    result = officer.period.result
    officer.run_btn.click()
    # cancel at the first progress tick (received in this thread): the worker stops at its next
    canceller = _Canceller(officer)
    officer.worker.progress.connect(canceller.first_tick)
    qtbot.waitUntil(lambda: officer.thread is None, timeout=20000)
    assert officer.run_state == "cancelled"
    assert officer.statusBar().currentMessage() == "Run cancelled"
    assert officer.period.result is result  # the previous result stays usable


def test_bad_file_message(officer, tmp_path):
    bad = tmp_path / "PLAYER.DBF"
    bad.write_bytes(b"not a dbf at all" * 10)
    assert not officer.open_period(str(bad), str(bad), None)
    assert "not a DBF file" in officer.last_error


def test_set_a_file_aside_and_publish(qtbot, officer, tmp_path, ran):
    open_and_run(qtbot, officer, "period-202201", "period-202110", "frbe-2022", ran)
    p = officer.period
    pid = 4316
    before = officer.model.row_values(p.pos[pid])[5]
    files = {p.g_file[k] for k in p.rec_by_player[pid]}
    name = sorted(files)[0]
    officer.set_file_included(name, False)
    qtbot.waitUntil(lambda: officer.thread is None, timeout=20000)
    assert officer.run_state == "finished" and officer.progress.value() == 1000
    lines = card_lines(p, pid)
    assert all(r["run"] == 0 for r in lines if r["file"] == name)
    officer.set_file_included(name, True)
    qtbot.waitUntil(lambda: officer.thread is None, timeout=20000)
    assert officer.model.row_values(p.pos[pid])[5] == before
    out = officer.cards_pdf(tmp_path / "one.pdf", [pid])
    assert out.read_bytes().startswith(b"%PDF") and out.stat().st_size > 1000


def test_period_from_the_results_files_received(qtbot, officer):
    import datetime as dt

    swar = sorted(shared_path("data", "frbe", "swar").glob("*.541"))
    players = shared_path("data", "frbe", "period-202201", "PLAYER.DBF")
    assert officer.open_results(
        str(players),
        [str(p) for p in swar + swar[:1]],
        str(FRBE / "period-202110" / "PLAYER.DBF"),
        "frbe-2022",
        today=dt.date(2021, 12, 20),
    )
    m = officer.merge_report
    assert len(m.duplicates) == 22  # the first file given twice
    # player 64963 is SUPPRESS in the 2022-01 PLAYER.DBF; the file's line keeps his ID
    assert any(p.code == "id-suppressed" and p.args == ("64963",) for _, p in m.problems)
    recs = officer.period.inp.records
    assert len(recs) == len(m.rows) == 120
    assert set(officer.period.g_file) == {p.name[:32] for p in swar}  # FILE_CH is C32
    officer.run_btn.click()
    qtbot.waitUntil(lambda: officer.thread is None, timeout=20000)
    # Hias (79316): 4 games in each file; his 3 games against unrated players (Jonniaux twice,
    # Malaise) do not count
    lines = card_lines(officer.period, 79316)
    assert len(lines) == 8 and sum(r["run"] == 3 for r in lines) == 5
    assert {r["opponent"] for r in lines if r["run"] == 0} == {22762, 12303}
    assert {r["file"][:9] for r in lines} == {"S_SWAR_A1", "S_SWAR_S1"}


def test_card_shows_earlier_periods(qtbot, officer, ran):
    open_and_run(qtbot, officer, "period-201001", "period-200907", "frbe-2008", ran)
    officer.show_card(50299)
    n = officer.load_history(
        str(shared_path("data", "frbe", "period-200907", "CHCKLIST.DBF")), "200907"
    )
    assert n > 30000
    earlier = officer.period.history[50299]
    assert earlier and all(r["period"] == "200907" for r in earlier)
    html = officer.card.toHtml()
    assert "Previous periods" in html and str(earlier[0]["opponent"]) in html
