"""A results file's dates are judged against the period it belongs to (its list's month), not
against the day the officer reads it: the federation rates a period's files months or years
later (app.merge over app.period_dates.judged_on)."""

from __future__ import annotations

import datetime as dt

from elodesk.app.merge import merge_files
from elodesk.app.period_dates import judged_on
from tests.conftest import shared_path


def _codes(m):
    return [(name[:9], p.code, p.field) for name, p in m.problems if p.code.endswith("old")]


def test_a_file_of_the_period_read_years_later_is_not_too_old():
    # S_SWAR_A1 (../shared/data/frbe/swar): 00F S=17.09.2021 E=10.12.2021, rounds of
    # September to December 2021: the period of the 2022-01 list
    path = sorted(shared_path("data", "frbe", "swar").glob("S_SWAR_A1*.541"))[0]
    assert _codes(merge_files([path])) == []
    # read on 2026-11-25, more than a year after 17.09.2021 and 10.12.2021: both dates too old
    late = merge_files([path], dt.date(2026, 11, 25))
    assert _codes(late) == [
        ("S_SWAR_A1", "over-a-year-old", "00F S"),
        ("S_SWAR_A1", "over-a-year-old", "00F E"),
    ]


def test_the_day_of_judgement_is_the_end_of_the_list_month():
    # games of September to December 2021: the January 2022 list (list months January,
    # April, July, October), judged on its month's last day
    days = [dt.date(2021, 9, 17), dt.date(2021, 12, 10)]
    assert judged_on(days) == dt.date(2022, 1, 31)
    # a period whose games run into the list's month: 2008-07 (games to 2008-07-03, README of
    # ../shared/data/frbe): a game of 3 July is not in the future
    assert judged_on([dt.date(2008, 5, 1)] * 30 + [dt.date(2008, 7, 3)]) == dt.date(2008, 7, 31)
    assert judged_on([None]) is None
