"""One way to date a period (the command line and the officer's desk): the period is named by
its list, from the CHCKLIST header's run date or, for a CHCKLIST merged from the files
received, from the games' dates."""

from __future__ import annotations

import datetime as dt

import pytest

from elodesk.app.period import rules_of_period
from elodesk.app.period_dates import header_date, period_of, run_date
from elodesk.io.chcklist import read_chcklist
from tests.conftest import shared_path

# (folder, the period's name): the folder names of ../shared/data/frbe, the federation's own
# names of its lists; the CHCKLIST headers (2007-07-07 … 2022-01-16) are their run dates.
PERIODS = [
    ("period-200707", "2007-07"),
    ("period-200807", "2008-07"),
    ("period-200907", "2009-07"),
    ("period-201001", "2010-01"),
    ("period-201201", "2012-01"),
    ("period-201504", "2015-04"),
    ("period-201507", "2015-07"),
    ("period-201901", "2019-01"),
    ("period-202201", "2022-01"),
]


@pytest.mark.parametrize(("folder", "name"), PERIODS)
def test_each_shared_period_is_named_by_its_list(folder, name):
    path = str(shared_path("data", "frbe", folder, "CHCKLIST.DBF"))
    dates = read_chcklist(path).column("DATE")
    by_header, why = period_of(header_date(path), dates)
    assert f"{by_header:%Y-%m}" == name and "run's date" in why
    # without the header (files received, merged today) the games give the same name: 2008-07
    # has games to 2008-07-03 (the desk used to name it 2008-08), 2015-07 has dates such as
    # "015 1/9/" read as September 2015 (its 99th percentile is 2015-09-19)
    by_games, why = period_of(None, dates)
    assert f"{by_games:%Y-%m}" == name and "games" in why


@pytest.mark.parametrize(("folder", "name"), PERIODS)
def test_a_run_after_or_before_its_list_month_keeps_the_list_name(folder, name):
    """A list run in the month after its own (a header of the 5th of the next month: the
    archive's 2010-07 run in August was named 2010-08) or on the last day of the month before
    it is still the list's period, named as the folder (the federation's name of its list)."""
    path = str(shared_path("data", "frbe", folder, "CHCKLIST.DBF"))
    dates = read_chcklist(path).column("DATE")
    year, month = int(name[:4]), int(name[5:])
    after = dt.date(year + month // 12, month % 12 + 1, 5)
    when, why = period_of(after, dates)
    assert f"{when:%Y-%m}" == name and "run's date" in why
    # the published files carry that run's date, and are named by the list again
    assert run_date(after, dates) == after
    before = dt.date(year, month, 1) - dt.timedelta(days=1)
    when, _why = period_of(before, dates)
    assert f"{when:%Y-%m}" == name


def test_the_command_line_dates_as_the_desk():
    path = str(shared_path("data", "frbe", "period-200807", "CHCKLIST.DBF"))
    rules, why = rules_of_period(path)
    # 2008-07 is of the era before the p clamp (README of shared/data/frbe)
    assert rules.name == "frbe-2006-01" and "2008-07" in why


def test_a_header_far_from_the_games_is_not_the_run_date():
    # a merged CHCKLIST written on 2026-11-25 for games of late 2010 and early 2011 (half of
    # them in March 2011): the list month at or after March is April (list months Jan/Apr/Jul/Oct)
    dates = [dt.date(2010, 12, 1)] * 5 + [dt.date(2011, 3, 20)] * 5
    when, why = period_of(dt.date(2026, 11, 25), dates)
    assert when == dt.date(2011, 4, 1) and "games" in why
    # games of December: the next January's list
    assert period_of(None, [dt.date(2021, 12, 18)])[0] == dt.date(2022, 1, 1)
    assert period_of(None, [None]) == (None, "no date in the header nor in the games")
