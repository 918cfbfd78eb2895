"""The records of a period kept with an unreadable date are said once, grouped (their
number, the range of their DATE texts, a few of them), by the command line and the desk:
2012-01's CHCKLIST holds 32 of them, which were 32 lines among the problems."""

from __future__ import annotations

import re

from elodesk.app.officer_open import open_period
from elodesk.io.dbf import DbfTable
from tests.cli.test_period_cli import period
from tests.conftest import shared_path


def _odd_dates(chcklist):
    """The records whose DATE is not eight digits, read from the raw DBF column:
    period-201201's are '20 11111' and '20 11112' (an export that lost a digit)."""
    raw = DbfTable.open(chcklist).raw_column("DATE")
    return [(k, v.decode("cp850")) for k, v in enumerate(raw, 1) if not re.fullmatch(rb"\d{8}", v)]


def _late(chcklist):
    """The records whose raw DATE is after January 2012 (YYYYMMDD text)."""
    raw = DbfTable.open(chcklist).raw_column("DATE")
    return [k for k, v in enumerate(raw, 1) if re.fullmatch(rb"\d{8}", v) and v > b"20120131"]


def test_the_unreadable_dates_of_2012_01_are_one_note():
    src = shared_path("data", "frbe", "period-201201")
    games = src / "CHCKLIST.DBF"
    odd = _odd_dates(games)
    assert len(odd) == 32 and {t for _, t in odd} == {"20 11111", "20 11112"}
    opened = open_period(
        str(src / "PLAYER.DBF"),
        str(games),
        str(shared_path("data", "frbe", "period-201107", "PLAYER.DBF")),
    )
    notes = [w for w in opened.warnings if "unreadable date" in w]
    (k1, t1), (k2, t2), (k3, t3) = odd[:3]
    assert notes == [
        f"{games}: 32 record(s) with an unreadable date ('20 11111' … '20 11112'), kept, "
        f"ordered as a blank date (before every dated game): records {k1} ({t1!r}), "
        f"{k2} ({t2!r}), {k3} ({t3!r}) …"
    ]
    assert notes[0].code == "dates-unreadable"
    assert not any(r.field == "DATE" for r in opened.records)
    # the records dated after the list's month: 14 records of 2012-12-23 (raw '20121223' in
    # the federation's file), one note naming the first three
    late = _late(games)
    assert len(late) == 14
    outside = [w for w in opened.warnings if "dated outside the period" in w]
    assert outside == [
        "14 game record(s) dated outside the period 2010-07 … 2012-01 (2012-12-23 … 2012-12-23):"
        f" records {late[0]} (2012-12-23), {late[1]} (2012-12-23), {late[2]} (2012-12-23) …"
    ]


def test_the_command_line_says_it_once(tmp_path):
    src = shared_path("data", "frbe", "period-201201")
    proc = period(
        "--players",
        str(src / "PLAYER.DBF"),
        "--games",
        str(src / "CHCKLIST.DBF"),
        "--previous",
        str(shared_path("data", "frbe", "period-201107", "PLAYER.DBF")),
        "--out",
        str(tmp_path),
    )
    assert proc.returncode == 0, proc.stderr
    lines = [x for x in proc.stderr.splitlines() if "unreadable date" in x or "field DATE" in x]
    assert len(lines) == 1 and "32 record(s) with an unreadable date" in lines[0], lines
    lines = [x for x in proc.stderr.splitlines() if "dated outside" in x]
    assert len(lines) == 1 and "14 game record(s) dated outside the period" in lines[0], lines
    assert "field DATE" not in proc.stderr
