"""Which rating period a game file belongs to: the one way the command line and the officer's
desk date a period, and so choose its rule set (``engine.frbe.rules_for_date``).

A period is named by its list: the month the federation ran it and published the list
(2009-07, 2010-01, … 2022-01). Two witnesses, in this order:

* the CHCKLIST's DBF header, the date the federation's program last wrote the file, which is
  the run's date in every archived period (2009-07: 2009-07-15; 2010-01: 2010-01-13; 2015-07:
  2015-07-31; 2022-01: 2022-01-16), trusted when it falls from the games' end to four months
  after it. A run is named by the list month at or before it (a list run in early August is
  July's list: 2010-07, not 2010-08), or by the games' list month when the run came before it
  (a run on 28 December for January's list);
* otherwise the games (a CHCKLIST merged from the results files received, written today): the
  first list month (January, April, July, October) at or after the month of the 95th
  percentile of the dates. The percentile leaves out the glitches (2090-12-19 in 2009-07;
  2015-07's dates such as ``015 1/9/`` read as September 2015: its 99th percentile is
  2015-09-19, its 95th 2015-06-22); a period whose games run into the list's month stays that
  month (2008-07: games to 2008-07-03, the list 2008-07, not 2008-08).
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..engine.frbe import LIST_MONTHS, list_at_or_after

if TYPE_CHECKING:
    from ..io.chcklist import GameFile

__all__ = [
    "LIST_MONTHS",
    "period_of",
    "period_name",
    "month_after",
    "header_date",
    "run_date",
    "judged_on",
]

#: How long after the games' end a CHCKLIST header is still the period's run date.
_HEADER_SLACK = dt.timedelta(days=122)


def header_date(path: str | None) -> dt.date | None:
    """The date a DBF was last written (``io.dbf.header_date``), None without a file or when
    it cannot be read."""
    if not path:
        return None
    from ..io.dbf import DbfError
    from ..io.dbf import header_date as read

    try:
        return read(path)
    except DbfError:
        return None


def _games_end(dates: Iterable[dt.date | None]) -> dt.date | None:
    """The date 95 % of the way through the games' dates (the late stragglers left out).

    Counted per day, then the few hundred days sorted: sorting the 80 000 dates themselves
    held the interpreter lock (and the officer's window, opening in the background) for
    about 0.1 s."""
    days = Counter(d for d in dates if d)
    n = sum(days.values())
    if not n:
        return None
    k = min(n - 1, (n * 95) // 100)  # the k-th date (from 0) of the ordered dates
    seen = 0
    for day in sorted(days):
        seen += days[day]
        if seen > k:
            break
    return day


def period_of(
    header: dt.date | None, dates: Iterable[dt.date | None]
) -> tuple[dt.date | None, str]:
    """The first day of the period's month and how it was found (see the module's docstring);
    (None, why) when neither the header nor a game date says it."""
    end = _games_end(dates)
    if header is not None and (end is None or end <= header <= end + _HEADER_SLACK):
        month = max(m for m in LIST_MONTHS if m <= header.month)
        run = dt.date(header.year, month, 1)
        if end is not None:
            run = max(run, _list_at_or_after(end))
        return run, f"the run's date {header.isoformat()}"
    if end is None:
        return None, "no date in the header nor in the games"
    return _list_at_or_after(end), f"the games' dates (to {end.isoformat()})"


def period_of_file(games: GameFile, by_header: bool = True) -> tuple[dt.date | None, str]:
    """:func:`period_of` a CHCKLIST: its header's date (``by_header`` False for a file merged
    from the files received, whose header is the day it was written, not the run's) and its
    games' dates."""
    return period_of(header_date(games.path) if by_header else None, games.column("DATE"))


def _list_at_or_after(day: dt.date) -> dt.date:
    """The first day of the first list month at or after ``day``'s month
    (:func:`engine.frbe.list_at_or_after`: the run a game file ending then belongs to; an
    event of that month is rated by the list after it, :func:`engine.frbe.list_rating`)."""
    return dt.date(*list_at_or_after(day.year, day.month), 1)


def run_date(header: dt.date | None, dates: Iterable[dt.date | None]) -> dt.date | None:
    """The date of the period's run, which the published DBF headers carry (as the
    federation's: 2010-01's CHCKLIST header 2010-01-13): the CHCKLIST header when
    :func:`period_of` takes it for the run's date (also in the month after the list's),
    otherwise the first day of the period's
    month (a CHCKLIST merged from the files received), so that the published files name the
    same period again; None when neither says it."""
    when, why = period_of(header, dates)
    if header is not None and why.startswith("the run's date"):
        return header
    return when


def judged_on(dates: Iterable[dt.date | None]) -> dt.date | None:
    """The day the results files of a period are judged against (a date after it is "in the
    future", one more than a year before it "more than a year old"): the last day of the
    month of the period's list, the period named by the games' dates (:func:`period_of`), not
    the day the officer reads them (2012-01's files, read in 2026, are not all too old; its
    games run into the list's month: 2008-07's to 2008-07-03). None without a date."""
    when, _why = period_of(None, dates)
    return month_after(when) - dt.timedelta(days=1) if when is not None else None


def period_name(when: dt.date | None) -> str:
    """``YYYY-MM``, the period's name, or ``?``."""
    return f"{when:%Y-%m}" if when is not None else "?"


def month_after(when: dt.date) -> dt.date:
    """The first day of the month after ``when``'s: a period's games run up to it."""
    return dt.date(when.year + when.month // 12, when.month % 12 + 1, 1)
