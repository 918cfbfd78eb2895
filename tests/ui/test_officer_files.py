"""The officer's period from the results files received, through the real window: duplicates
across formats, files with problems set aside, names cut to 32 characters, messages that name
the file, temporary folders removed, and the checks that used to be silent (issue #15)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import shutil
import tempfile

from elodesk.app.cards import card_lines
from elodesk.app.merge import merge_files, short_name
from elodesk.app.officer_open import checks, period_date, rules_for_period
from elodesk.app.period import load_period, rules_named
from elodesk.io import chessman, trf
from elodesk.ui.officer import OfficerWindow
from tests.conftest import shared_path

TODAY = dt.date(2021, 12, 20)  # the swar files' events end in December 2021


def swar():
    return sorted(shared_path("data", "frbe", "swar").glob("*.541"))


def players():
    return str(shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))


def previous():
    return str(shared_path("data", "frbe", "period-202110", "PLAYER.DBF"))


def open_files(w: OfficerWindow, files, today=TODAY) -> None:
    assert w.open_results(players(), [str(f) for f in files], previous(), None, today=today)
    w.wait_idle()


def click_box(qtbot, view, row: int) -> None:
    """A mouse click on the check box of ``row`` of a list view, where the style draws it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    index = view.model().index(row, 0)
    view.scrollTo(index)
    option = QStyleOptionViewItem()
    option.rect = view.visualRect(index)
    option.features |= QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
    box = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=box.center())


def run(w: OfficerWindow) -> None:
    assert w.run()
    w.wait_idle()


def test_period_from_the_results_files_received(officer):
    files = swar()
    open_files(officer, files + files[:1])
    m = officer.merge_report
    assert len(m.duplicates) == 22  # the first file given twice: same rounds, same games
    assert not m.suspected
    # player 64963 is SUPPRESS in the 2022-01 PLAYER.DBF; the file's line keeps his ID
    assert any(p.code == "id-suppressed" and p.args == ("64963",) for _, p in m.problems)
    recs = officer.period.inp.records
    # the copy's 44 records are kept, marked as twins of the first file's (counted only if
    # the first file is set aside)
    assert len(recs) == len(m.rows) == 164
    assert sum(1 for r in m.rows if not r["TWIN"]) == 120
    assert set(officer.period.g_file) >= {p.name[:32] for p in files}  # FILE_CH is C32
    # the championship file names a suppressed player: set aside until the officer takes it
    s1 = next(f for f in officer.period.g_file if f.startswith("S_SWAR_S1"))
    assert officer.period.excluded == {s1}
    run(officer)
    lines = card_lines(officer.period, 79316)
    assert {r["file"][:9] for r in lines if r["run"]} == {"S_SWAR_A1"}
    officer.set_file_included(s1, True)
    officer.wait_idle()
    # Hias (79316): 4 games in each file; his 3 games against unrated players (Jonniaux twice,
    # Malaise) do not count
    lines = card_lines(officer.period, 79316)
    copy = next(f for f in officer.period.g_file if f.endswith("~2.541"))  # the second copy
    assert not any(r["run"] for r in lines if r["file"] == copy)
    lines = [r for r in lines if r["file"] != copy]
    assert len(lines) == 8 and sum(r["run"] == 3 for r in lines) == 5
    assert {r["opponent"] for r in lines if r["run"] == 0} == {22762, 12303}
    assert {r["file"][:9] for r in lines} == {"S_SWAR_A1", "S_SWAR_S1"}


def _as_24_lines(national, tmp_path, dates=None, name="same-event.618"):
    """The same event as a club's Chess Manager would also send it: a 24 lines file written
    from the national file's tournament (a 24 lines file has dates, no rounds), each round on
    the national file's round date unless ``dates`` are given."""
    t = trf.read_file(str(national)).tournament
    # the TRF's round dates are YY.MM.DD; chessman.from_tournament writes ISO dates as D/M/Y
    iso = [trf.round_date_iso(d) for d in t.round_dates] if dates is None else dates
    t = dataclasses.replace(t, round_dates=tuple(iso[: t.rounds]))
    path = tmp_path / name
    path.write_bytes(chessman.write(chessman.from_tournament(t, name)))
    return path, t


def _without_round_dates(national, tmp_path, name="same-event.541"):
    """The national file as the desk's export wrote it: rounds, no round dates."""
    t = trf.read_file(str(national)).tournament
    path = tmp_path / name
    path.write_bytes(trf.write(dataclasses.replace(t, round_dates=())).encode("latin-1"))
    return path


def test_the_same_event_in_two_formats_counts_once(officer, tmp_path):
    """Issue #15: a national file without round dates and the 24 lines file of the same event
    merged with 3 of 15 games recognised. Every game of the 24 lines file here is a game of the
    national file (same players, colours, result) and nothing can confirm or deny it (no rounds
    on one side, no dates on the other): none is counted twice, each is shown as a suspected
    duplicate, and the officer can count one after all."""
    national = _without_round_dates(swar()[0], tmp_path)
    twin, t = _as_24_lines(swar()[0], tmp_path)
    rated = [g for g in t.pairings if g.black and g.result is not None and g.result.rated]
    alone = merge_files([national], TODAY)
    both = merge_files([national, twin], TODAY)
    assert len(both.suspected) == len(rated) == 22
    assert not both.duplicates
    open_files(officer, [national, twin])
    p = officer.period
    p.excluded.clear()  # the 24 lines file has a problem of its own (a foreign player)
    assert len(p.excluded_records) == len(both.rows) - len(alone.rows)
    run(officer)
    counted = sum(1 for r in p.result.run.run if r)
    officer_alone = OfficerWindow()
    try:
        open_files(officer_alone, [national])
        run(officer_alone)
        q = officer_alone.period
        assert counted == sum(1 for r in q.result.run.run if r)
        for pid in set(q.inp.records.player):
            assert p.result.players[p.pos[pid]].elo == q.result.players[q.pos[pid]].elo, pid
    finally:
        officer_alone.close()
    # the suspected duplicates are listed, unticked; ticking one counts its game
    fm = officer.files_model
    suspects = [r for r in range(fm.rowCount()) if fm.text(r).startswith("Suspected duplicate")]
    assert len(suspects) == 22
    fm.set_checked(suspects[0], True)
    officer.wait_idle()
    assert sum(1 for r in p.result.run.run if r) > counted


def test_dates_tell_games_apart(tmp_path):
    """When both files have dates they decide: the national file with its round dates and its
    24 lines twin are the same 22 games, left out as duplicates; the same pairings dated other
    days are other games."""
    national = swar()[0]
    same, _ = _as_24_lines(national, tmp_path, None, "a.618")
    other, _ = _as_24_lines(
        national, tmp_path, ["2021-11-03", "2021-11-10", "2021-11-17", "2021-11-24"], "c.618"
    )
    m = merge_files([national, same], TODAY)
    assert len(m.duplicates) == 22 and not m.suspected
    m = merge_files([national, other], TODAY)
    assert not m.duplicates and not m.suspected


def test_file_names_cut_to_32_characters_stay_two_files(officer, tmp_path):
    """FILE_CH holds 32 characters: two files whose names agree on those stay two entries, and
    setting one aside keeps the other's games."""
    src = swar()
    one = tmp_path / ("X" * 30 + "_club_one.541")
    two = tmp_path / ("X" * 30 + "_club_two.541")
    shutil.copy(src[0], one)
    shutil.copy(src[1], two)
    assert short_name(two.name, {one.name[:32]}) != one.name[:32]
    open_files(officer, [one, two])
    p = officer.period
    names = sorted(set(p.g_file))
    assert len(names) == 2 and all(len(n) <= 32 for n in names)
    officer.period.excluded.clear()  # two's suppressed player would set it aside
    run(officer)
    first = next(n for n in names if n == one.name[:32])
    officer.set_file_included(first, False)
    officer.wait_idle()
    counted = {p.g_file[k] for k, r in enumerate(p.result.run.run) if r}
    assert counted == set(names) - {first}


def test_a_truncated_24_lines_file_is_set_aside(officer, tmp_path):
    """A 24 lines file cut in the middle: its problems are listed and the file is set aside
    (none of its games counts) until the officer ticks it."""
    national = swar()[0]
    full, _ = _as_24_lines(national, tmp_path)
    lines = full.read_bytes().split(b"\r\n")
    cut = tmp_path / "cut.618"
    cut.write_bytes(b"\r\n".join(lines[: len(lines) - 12]) + b"\r\n")
    problems = chessman.validate(chessman.parse(cut.read_bytes()), TODAY)
    assert problems  # the federation's import refuses it
    open_files(officer, [cut])
    p = officer.period
    assert p.excluded == {"cut.618"}
    texts = [officer.problems.item(i).text() for i in range(officer.problems.count())]
    assert any("cut.618 set aside" in t for t in texts)
    run(officer)
    assert not any(p.result.run.run)
    officer.set_file_included("cut.618", True)
    officer.wait_idle()
    assert any(p.result.run.run)


def test_garbage_files_are_named_and_temporary_folders_removed(officer, tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    junk = tmp_path / "junk.541"
    junk.write_bytes(b"garbage\x01\x02 not a results file")
    # alone: one message that names the file, no period
    open_files(officer, [junk])
    assert officer.period is None
    assert "junk.541" in officer.last_error
    # with a good file: the period opens, the garbage is a named problem and set aside
    open_files(officer, [swar()[0], junk])
    assert officer.period is not None
    texts = [officer.problems.item(i).text() for i in range(officer.problems.count())]
    assert any("junk.541" in t for t in texts)
    assert not list(tmp_path.glob("elodesk-period-*"))  # the merged CHCKLIST's folder is gone


def test_a_truncated_national_file_is_reported_under_its_own_name(officer, tmp_path):
    """A national file cut after its 18th player line: the games of the missing players are
    the file's problems (named with the file), never the temporary CHCKLIST's."""
    src = swar()[0].read_bytes()
    cut = tmp_path / "cut.541"
    cut.write_bytes(src[:3000])
    open_files(officer, [cut])
    messages = [officer.last_error] + [
        officer.problems.item(i).text() for i in range(officer.problems.count())
    ]
    assert not any("CHCKLIST" in m or "elodesk-period-" in m for m in messages), messages


def test_silent_mismatches_are_said(tmp_path):
    """A list given as the previous list that is newer than the list, a list written years after
    the games, a rule set that was not in force: each said, in the Problems tab."""
    f2010 = shared_path("data", "frbe", "period-201001")
    f2022 = shared_path("data", "frbe", "period-202201")
    inp = load_period(
        str(f2010 / "PLAYER.DBF"), str(f2010 / "CHCKLIST.DBF"), None, rules_named("frbe-2008")
    )
    when = period_date(inp)
    assert when == dt.date(2010, 1, 1)  # games up to December 2009
    assert rules_named(rules_for_period(when)).name == rules_named("frbe-2008").name
    assert rules_named(rules_for_period(dt.date(2022, 1, 1))).name == rules_named("frbe-2022").name
    # the 2022 list given as the previous list of 2010-01
    said = checks(inp, str(f2010 / "PLAYER.DBF"), str(f2022 / "PLAYER.DBF"), "frbe-2008", when)
    assert any("newer than the list" in s for s in said)
    # the rule set of 2022 for 2010 games
    said = checks(inp, str(f2010 / "PLAYER.DBF"), None, "frbe-2022", when)
    assert any("in force in 2010-01" in s for s in said)
    # a list written in 2022 with the games of 2010 (its header date: 2022-03-30)
    late = tmp_path / "PLAYER.DBF"
    data = bytearray((f2010 / "PLAYER.DBF").read_bytes())
    data[1:4] = bytes((122, 3, 30))
    late.write_bytes(bytes(data))
    said = checks(inp, str(late), None, "frbe-2008", when)
    assert any("long after" in s for s in said)
    # and the real pair is quiet about lists and rules (its few misdated records are said)
    said = checks(inp, str(f2010 / "PLAYER.DBF"), None, "frbe-2008", when)
    assert all("dated outside the period" in s for s in said)


def test_card_shows_earlier_periods(officer):
    f = shared_path("data", "frbe", "period-201001")
    officer.open_period(
        str(f / "PLAYER.DBF"),
        str(f / "CHCKLIST.DBF"),
        str(shared_path("data", "frbe", "period-200907", "PLAYER.DBF")),
    )
    officer.wait_idle()
    run(officer)
    officer.show_card(50299)
    assert officer.load_history(
        str(shared_path("data", "frbe", "period-200907", "CHCKLIST.DBF")), "200907"
    )
    officer.wait_idle()
    assert officer.history_count > 30000
    earlier = officer.period.history[50299]
    assert earlier and all(r["period"] == "200907" for r in earlier)
    html = officer.card.toHtml()
    assert "Previous periods" in html and str(earlier[0]["opponent"]) in html


def test_a_period_with_glitches_opens_and_lists_them(officer):
    """2012-01's CHCKLIST holds dates such as '20 11112' (record 366 the first of 32): the
    period opens and runs, and the Problems tab says them in one note with their number, the
    range of the texts and the first records."""
    f = shared_path("data", "frbe", "period-201201")
    officer.open_period(
        str(f / "PLAYER.DBF"),
        str(f / "CHCKLIST.DBF"),
        str(shared_path("data", "frbe", "period-201107", "PLAYER.DBF")),
    )
    officer.wait_idle()
    assert officer.period is not None, officer.last_error
    texts = [officer.problems.item(i).text() for i in range(officer.problems.count())]
    dates = [t for t in texts if "unreadable date" in t or "field DATE" in t]
    assert len(dates) == 1 and "32 record(s) with an unreadable date" in dates[0], texts[:5]
    assert "records 366 ('20 11112')" in dates[0]
    run(officer)
    assert officer.run_state == "finished"


def _as_trf(national, tmp_path, name):
    """The same event as a FIDE TRF written by a pairing program (rounds and round dates)."""
    t = trf.read_file(str(national)).tournament
    path = tmp_path / name
    path.write_bytes(trf.write(t).encode("latin-1"))
    return path


def test_three_and_four_copies_in_mixed_formats_count_once(tmp_path):
    """The same event received three and four times — the national file, its 24 lines twin
    (dates, no rounds), a second national file, a TRF copy — is the 22 rated games of the
    first file (shared/data/frbe/swar, the first .541) once: every other copy's games are
    left out as duplicates (a third copy used to be counted again)."""
    national = swar()[0]
    alone = merge_files([national], TODAY)
    twin, _ = _as_24_lines(national, tmp_path, None, "twin.618")
    again = tmp_path / "again.541"
    shutil.copy(national, again)
    fide = _as_trf(national, tmp_path, "fide.trf")
    counted = lambda m: [r for r in m.rows if not r["TWIN"]]  # noqa: E731
    three = merge_files([national, twin, again], TODAY)
    assert len(counted(three)) == len(alone.rows) and len(three.duplicates) == 2 * 22
    assert not three.suspected
    four = merge_files([twin, national, fide, again], TODAY)
    assert len(counted(four)) == len(alone.rows) and len(four.duplicates) == 3 * 22
    assert not four.suspected
    # the fourth copy's games stand in for those of the three files before it
    last = [r["TWIN"] for r in four.rows if r["FILE_CH"] == "again.541"]
    assert len(last) == 44 and all(len(t) == 3 for t in last)


def test_every_suspected_duplicate_counted_at_once_in_one_run(officer, tmp_path):
    """The 22 suspected duplicates of a national file without round dates and its 24 lines
    twin, counted with one click: one run (not 22), every one ticked, none left out."""
    national = _without_round_dates(swar()[0], tmp_path)
    twin, _ = _as_24_lines(swar()[0], tmp_path)
    open_files(officer, [national, twin])
    p = officer.period
    p.excluded.clear()  # the 24 lines file has a problem of its own (a foreign player)
    run(officer)
    runs = []
    original = officer.run  # the real run, counted

    def counted_run():
        runs.append(1)
        return original()

    officer.run = counted_run
    officer.all_suspects_btn.click()
    officer.wait_idle()
    assert len(runs) == 1 and not p.excluded_records
    fm = officer.files_model
    suspects = [r for r in range(fm.rowCount()) if fm.text(r).startswith("Suspected duplicate")]
    assert len(suspects) == 22 and all(fm.on[r] for r in suspects)


def test_unticking_a_file_brings_back_its_twin(officer, qtbot, tmp_path):
    """The same national file received twice: the copy stays in Files received (all its games
    duplicates) and counts for nobody; setting the first aside brings the copy's games back,
    and every rating is as before."""
    national = swar()[0]
    again = tmp_path / "again.541"
    shutil.copy(national, again)
    open_files(officer, [national, again])
    p = officer.period
    fm = officer.files_model
    assert any(fm.text(r).startswith("again.541") for r in range(fm.rowCount()))
    run(officer)
    first = next(f for f in set(p.g_file) if f != "again.541")
    played = sorted({pid for pid, f in zip(p.inp.records.player, p.g_file, strict=True)})
    before = {pid: p.result.players[p.pos[pid]].elo for pid in played}
    copy = [k for k, f in enumerate(p.g_file) if f == "again.541"]
    assert copy and not any(p.result.run.run[k] for k in copy)
    # unticked as the officer does: a click on the file's box in Files received
    row = next(r for r in range(fm.rowCount()) if fm.rows[r][2] == first)
    officer.tabs.setCurrentIndex(1)
    click_box(qtbot, officer.files, row)
    assert not fm.on[row] and first in p.excluded
    officer.wait_idle()
    assert {pid: p.result.players[p.pos[pid]].elo for pid in played} == before
    assert any(p.result.run.run[k] for k in copy)
    assert not any(p.result.run.run[k] for k, f in enumerate(p.g_file) if f == first)
