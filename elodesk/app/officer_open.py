"""Opening a period on the officer's desk, in a worker: the files read and cross-checked, the
rule set chosen from the period's date, the silent mismatches said, the list computed.

Either the period's PLAYER.DBF and CHCKLIST.DBF, or PLAYER.DBF and the results files received
(merged by :mod:`elodesk.merge` into a CHCKLIST written in a temporary folder that is removed
as soon as it is read). No Qt here.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import frbe
from ..engine.model import ElodeskError, Note, RecordProblem
from ..engine.period import PeriodPlayer
from ..io.chcklist import GameFile
from ..io.problems import FileError, FileProblem
from .carry_over import take_up_earlier
from .merge import Merged, merge_files, write_chcklist
from .officer_list import ListRows, list_rows
from .officer_session import Period
from .period import PeriodInput, assemble, group_problems, read_period_files, rules_named
from .period_dates import header_date, month_after, period_of_file
from .results import id_checker

Tick = Callable[[float], None]

__all__ = [
    "Opened",
    "open_period",
    "open_results",
    "period_date",
    "rules_for_period",
    "checks",
    "outside_period",
    "stale_foreign",
    "Note",
]


@dataclass
class Opened:
    """What the window shows once a period is open."""

    period: Period
    rows: ListRows
    warnings: list[str] = field(default_factory=list)
    merged: Merged | None = None
    # the records the run could not use as they are (also in ``warnings``, in English)
    records: list[RecordProblem] = field(default_factory=list)
    file_problems: dict[str, list[FileProblem]] = field(default_factory=dict)  # by FILE_CH
    suspects: dict[int, str] = field(default_factory=dict)  # record → suspected duplicate
    files: list[tuple[str, int | None, int]] = field(default_factory=list)  # FILE_CH, sender, n
    file_rows: tuple[list, list] = field(default_factory=lambda: ([], []))  # the desk's list


def _noop(_f: float) -> None:
    pass


def period_date(games: PeriodInput | GameFile, by_header: bool = True) -> dt.date | None:
    """The first day of the period's month (:func:`app.period_dates.period_of`, the one way a
    period is dated) from its games (a period read, or its CHCKLIST alone); ``by_header`` False
    for a CHCKLIST merged from the files received, whose header is today's date, not the
    run's."""
    g = games.games if isinstance(games, PeriodInput) else games
    return period_of_file(g, by_header)[0]


def rules_for_period(when: dt.date | None) -> str:
    """The name of the rule set in force at ``when`` (:func:`engine.frbe.rules_for_date`, the
    eras the archive shows); the default rule set when the date is unknown."""
    if when is None:
        return frbe.DEFAULT_RULES
    return frbe.rules_for_date(when.year, when.month).name


def outside_period(inp: PeriodInput, when: dt.date | None) -> Note | None:
    """The game records dated outside the period ``when`` (from 18 months before its list
    to the list's month: a period's games span up to a year and a half), said once: their
    number, the period, the range of their dates and the first few records (2012-01's
    CHCKLIST: 14 records of 2012-12-23). None when there are none or the date is unknown."""
    if when is None:
        return None
    first = dt.date(when.year - 1, when.month, 1) - dt.timedelta(days=183)
    end = month_after(when)
    outside = [
        (k, d) for k, d in enumerate(inp.games.column("DATE"), 1) if d and not first <= d < end
    ]
    if not outside:
        return None
    shown = ", ".join(f"{k} ({d})" for k, d in outside[:3]) + (" …" if len(outside) > 3 else "")
    days = [d for _, d in outside]
    span = (len(outside), f"{first:%Y-%m}", f"{when:%Y-%m}", min(days), max(days), shown)
    return Note(
        "{} game record(s) dated outside the period {} … {} ({} … {}): records {}".format(*span),
        "games-outside-period",
        *span,
    )


def checks(
    inp: PeriodInput,
    players: str,
    previous: str | None,
    rules: str,
    when: dt.date | None,
) -> list[Note]:
    """The mismatches that used to run without a word: games outside the period,
    a list written long after the period (a 2022 list with 2010 games), a previous list newer
    than the list, a rule set that is not the one in force at the period's date.

    The lists' dates are their DBF headers' (each list is written a few months after its
    period: 2010-07-16 for 2010-01, 2022-03-30 for 2022-01; 2009-12-18 for the lists of
    2008-01 to 2009-01, rewritten together, hence two years of slack)."""
    out: list[Note] = []
    outside = outside_period(inp, when)
    if outside is not None:
        out.append(outside)
    written = header_date(players)
    if when is not None and written is not None and (written - when).days > 2 * 366:
        late = (Path(players).name, written, f"{when:%Y-%m}")
        out.append(
            Note(
                "{} was written on {}, long after the games' period {}: is it the list of this "
                "period?".format(*late),
                "list-written-late",
                *late,
            )
        )
    before = header_date(previous)
    if written is not None and before is not None and before > written:
        newer = (Path(str(previous)).name, before, Path(players).name, written)
        out.append(
            Note(
                "the previous list {} ({}) is newer than the list {} ({})".format(*newer),
                "previous-list-newer",
                *newer,
            )
        )
    wanted = rules_for_period(when)
    if when is not None and rules_named(rules).name != rules_named(wanted).name:
        out.append(
            Note(
                f"rule set {rules} chosen, but {wanted} was in force in {when:%Y-%m}",
                "rules-not-in-force",
                rules,
                wanted,
                f"{when:%Y-%m}",
            )
        )
    return out


def open_period(
    players: str,
    games: str,
    previous: str | None,
    rules: str | None = None,
    tick: Tick = _noop,
    by_header: bool = True,
    earlier: Sequence[str] = (),
) -> Opened:
    """Read and check the period; ``rules`` None chooses the one in force at its date
    (``by_header``: see :func:`period_date`); ``earlier``: the previous periods' CHCKLISTs
    whose unprocessed games the run takes up again (:mod:`.carry_over`, article 12.e)."""
    tick(0.05)
    files = read_period_files(players, games, previous)
    tick(0.4)
    when = period_date(files.games, by_header)
    if rules is None:
        rules = rules_for_period(when)
    # who is rated at the start and the RUN 1 order depend on the rule set: assembled once,
    # with the one in force (the files were read once)
    inp = assemble(files, rules_named(rules))
    tick(0.6)
    inp = take_up_earlier(inp, earlier, when, rules_named(rules))
    warnings = inp.warnings + checks(inp, players, previous, rules, when)
    stale = stale_foreign(inp.period_players, {})
    if stale:
        warnings.insert(
            0,
            Note(
                f"{stale} player(s) of a foreign federation keep the list's rating: without the "
                "period's FIDE list (FIDE list…) their rating is stale",
                "stale-foreign",
                stale,
            ),
        )
    # the records the run could not use as they are (app.period.load_period: left out, or a
    # date ordered as the federation did), each with its file, record and field
    # (the records kept with an unreadable date: one note per file)
    grouped, rest = group_problems(inp.problems)
    warnings += [
        Note(str(g), "dates-unreadable", g.path, g.count, repr(g.lowest), repr(g.highest), g.shown)
        for g in grouped
    ]
    warnings += [str(problem) for problem in rest]
    tick(0.75)
    period = Period(inp, rules, when=when)
    tick(0.9)
    return Opened(period, list_rows(period), warnings, files=file_counts(period), records=rest)


def file_counts(p: Period) -> list[tuple[str, int | None, int]]:
    """The results files of the period (FILE_CH), each with its sender (EXPEDIT of its first
    record) and its number of records, by sender then name."""
    n: dict[str, int] = {}
    sender: dict[str, int | None] = {}
    own = len(p.inp.record_index)  # the period's own records, not the earlier games taken up
    for f, s in zip(p.g_file[:own], p.g_sender[:own], strict=True):
        if f in n:
            n[f] += 1
        else:
            n[f] = 1
            sender[f] = s
    # sorted by name, then (stable) by sender: two sorts on plain keys, not one on (sender,
    # name) pairs — comparing pairs runs in the interpreter's lock without a break, 40 000
    # files of a synthetic period held the window 85 ms
    rows = sorted(((f, sender[f], k) for f, k in n.items()), key=lambda x: x[0] or "")
    rows.sort(key=lambda x: x[1] or 0)
    return rows


_RECORD = re.compile(r"record (\d+)")


def _name_the_file(message: str, chcklist: str, merged: Merged, rows: list[dict]) -> str:
    """A message about the merged CHCKLIST told as the results file's game (a
    truncated national file was reported under the temporary CHCKLIST's path)."""
    if chcklist not in message:
        return message
    m = _RECORD.search(message)
    rest = message.split(chcklist, 1)[1].lstrip(": ")
    if m and 0 < int(m.group(1)) <= len(rows):
        rest = _RECORD.sub("", rest, count=1).lstrip(", ")
        return f"{rows[int(m.group(1)) - 1]['SOURCE']}: {rest}"
    return f"{', '.join(merged.names.values())}: {rest}"


def _record_of_file(
    p: RecordProblem, chcklist: str, merged: Merged, rows: list[dict]
) -> RecordProblem:
    """A record problem of the merged CHCKLIST told as the results file's game, as
    :func:`_name_the_file` tells its message (its text is that message)."""
    if p.path != chcklist:
        return p
    if 0 < p.record <= len(rows):
        return dataclasses.replace(p, path=rows[p.record - 1]["SOURCE"], record=0)
    return dataclasses.replace(p, path=", ".join(merged.names.values()))


def open_results(
    players: str,
    files: Sequence[str],
    previous: str | None,
    rules: str | None = None,
    today: dt.date | None = None,
    tick: Tick = _noop,
    earlier: Sequence[str] = (),
) -> Opened:
    """A period from the results files received: validated, merged, read. A file with
    problems is set aside (the officer can take it back); a suspected duplicate across files is
    left out (the officer can count it)."""
    merged = merge_files(files, today, id_checker(players))
    tick(0.2)
    with tempfile.TemporaryDirectory(prefix="elodesk-period-") as folder:
        path = str(Path(folder) / "CHCKLIST.DBF")
        if not merged.rows:
            unreadable = [(n, p) for n, p in merged.problems if not p.line]
            if unreadable:  # the first file that cannot be read, named, with its code
                name, problem = unreadable[0]
                raise FileError(problem.code, problem.args, path=name)
            raise ElodeskError(f"{', '.join(merged.names.values())}: no rated game in the files")
        write_chcklist(merged, path)
        rows = sorted(
            merged.rows, key=lambda r: (r["JOUEUR"], r["DATE"] or dt.date.min, r["LIGNE"])
        )
        try:
            opened = open_period(
                players, path, previous, rules, tick, by_header=False, earlier=earlier
            )
        except ElodeskError as exc:
            if path not in str(exc):  # not about the merged file: as it is, with its code
                raise
            raise ElodeskError(_name_the_file(str(exc), path, merged, rows)) from None
    opened.warnings = [_name_the_file(w, path, merged, rows) for w in opened.warnings]
    opened.records = [_record_of_file(r, path, merged, rows) for r in opened.records]
    p = opened.period
    by_line = {r["LIGNE"]: r for r in merged.rows}
    opened.merged = merged
    opened.file_problems = {k: v for k, v in merged.file_problems.items() if v}
    p.excluded |= set(opened.file_problems)
    for k, line in enumerate(p.g_line[: len(p.inp.record_index)]):  # not the earlier games
        row = by_line.get(line)
        if row is not None and row["SUSPECT"]:
            opened.suspects[k] = row["SUSPECT"]
        if row is not None and row["TWIN"]:
            p.twins[k] = row["TWIN"]
    p.excluded_records |= set(opened.suspects)
    return opened


def stale_foreign(players: Sequence[PeriodPlayer], fide: dict[int, int]) -> int:
    """How many players of a foreign federation (``keep_rating``: their Belgian rating is their
    FIDE rating, seed 000's last paragraph) keep the list's rating because the FIDE list loaded
    (``fide``, ID → rating) does not give them one (2022-01: 2 036 of the list's 27 789)."""
    return sum(1 for pp in players if pp.keep_rating and pp.id not in fide)


def fide_ratings(p: Period, path: str, tick: Tick = _noop) -> dict[int, int]:
    """The FIDE list's standard rating of each foreign-federation player of the period
    (``keep_rating``: NATFIDE not BEL, or FEDERATION ending in ``*``), found by the FIDE ID of
    PLAYER.DBF's FIDE column; ID → rating, players missing from the list or unrated there left
    out. In 2022-04 the federation gave these players their FIDE rating (106 players with
    games) where the run alone keeps their old one."""
    from ..io.player_search import PlayerDatabase

    db = PlayerDatabase(":memory:")
    try:
        if path.lower().endswith(".xml"):
            db.import_fide_xml(path)
        else:
            db.import_fide_txt(path)
        tick(0.7)
        fide = p.inp.players.get("FIDE") if p.inp.players.table.has("FIDE") else None
        if fide is None:
            raise ElodeskError(f"{p.inp.players.path}: no FIDE column: FIDE IDs unknown")
        out: dict[int, int] = {}
        for r, pp in enumerate(p.inp.period_players):
            fid = fide[p.inp.player_index[r]]
            if not pp.keep_rating or not fid:
                continue
            listed = db.get("fide", str(int(fid)) if str(fid).strip().isdigit() else str(fid))
            if listed is not None and listed.rating:
                out[pp.id] = listed.rating
        return out
    finally:
        db.close()
