"""The earlier periods' games a period takes up again (article 12.e of the competition rules of
17 June 2023, ``../shared/rules/frbe.md``): the officer names the CHCKLIST.DBF files the runs of
the previous periods wrote (``elodesk period --carry-over``, the desk's *Open a period* dialog),
and their records left unprocessed join the period's run (``engine.period.take_up``).

Why named files rather than games the program keeps from its own runs: the federation's
published CHCKLIST of each period already holds what its run left unprocessed (NB_PARTIES
blank: 2 981 of 2022-01's 13 659 records), so a period runs the same from the federation's
files as from the program's, on the desk as on the command line, and nothing outside the
period's files decides a rating.

Refused, with one message naming the file: a file that cannot be read, one that was not run
(no numbered record), one of the period itself or later, one more than
:attr:`~elodesk.engine.frbe.FrbeRules.carry_over_periods` periods back (three: four lists a
year, article 10.a), the same file named twice, and any file under a rule set without the
carry-over (before ``frbe-2023-07``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.frbe import CARRY_OVER_SINCE, FrbeRules
from ..engine.model import ElodeskError, Note
from ..engine.period import EarlierGames, take_up
from ..io.chcklist import GameFile, read_chcklist
from ..io.dbf import DbfTable
from ..io.outputs import verify_together
from .period import PeriodInput, PeriodResult
from .period_dates import period_name, period_of_file

__all__ = [
    "EarlierFile",
    "read_earlier",
    "take_up_earlier",
    "periods_between",
    "taken_up_counts",
    "taken_up_note",
    "taken_up_summary",
    "taken_up_records",
]

#: Added to an earlier record's number in its RUN 1 key, after every record of the period.
_AFTER = 10**9


@dataclass
class EarlierFile:
    """A previous period's CHCKLIST: its path, its period (first day of the list's month), the
    file as read."""

    path: str
    period: dt.date
    games: GameFile

    @property
    def name(self) -> str:
        """The period's name (``2023-07``): where a taken-up game came from."""
        return period_name(self.period)


def periods_between(earlier: dt.date, when: dt.date) -> int:
    """How many periods ``earlier`` is before ``when`` (lists every three months, article
    10.a: 2023-07 is one period before 2023-10, three before 2024-04)."""
    months = (when.year - earlier.year) * 12 + when.month - earlier.month
    return -(-months // 3)


def read_earlier(
    paths: Sequence[str], when: dt.date | None, rules: FrbeRules, games_path: str = ""
) -> list[EarlierFile]:
    """The earlier CHCKLISTs, read and checked (see the module's docstring); ``when`` is the
    period's date (``app.officer_open.period_date``)."""
    out: list[EarlierFile] = []
    seen: dict[Path, str] = {}
    for path in paths:
        if not rules.carry_over_periods:
            raise ElodeskError(
                f"{path}: the rule set {rules.name} does not take up earlier periods' games "
                f"(article 12.e of the 2023 competition rules: {CARRY_OVER_SINCE} and later)"
            ).with_code("carry-over-rules", path, rules.name, CARRY_OVER_SINCE)
        here = Path(path).resolve()
        if here in seen or (games_path and here == Path(games_path).resolve()):
            raise ElodeskError(
                f"{path}: named twice (the period's games, or another earlier file)"
            ).with_code("carry-over-twice", path)
        seen[here] = path
        verify_together(path)  # an interrupted run's half-written pair is refused
        try:
            games = read_chcklist(path)
        except ElodeskError as exc:
            why = str(exc).removeprefix(f"{path}: ")
            raise ElodeskError(
                f"{path}: cannot be read as an earlier period's CHCKLIST ({why})"
            ).with_code("carry-over-unreadable", path, why) from None
        if games.table.has("NB_PARTIES"):
            numbered = any(games.column("NB_PARTIES"))
        else:
            numbered = False
        if not numbered:
            raise ElodeskError(
                f"{path}: no game is numbered (NB_PARTIES): not the CHCKLIST a period's run "
                "wrote; name the file the earlier period's run wrote"
            ).with_code("carry-over-not-run", path)
        period, _why = period_of_file(games)
        if period is None or when is None:
            raise ElodeskError(f"{path}: its period (or this period's) cannot be dated").with_code(
                "carry-over-undated", path
            )
        back = periods_between(period, when)
        if back <= 0:
            raise ElodeskError(
                f"{path}: its period {period_name(period)} is not before this period "
                f"{period_name(when)}"
            ).with_code("carry-over-not-before", path, period_name(period), period_name(when))
        if back > rules.carry_over_periods:
            raise ElodeskError(
                f"{path}: its period {period_name(period)} is {back} periods before "
                f"{period_name(when)}: article 12.e takes up the games of the "
                f"{rules.carry_over_periods} previous periods only"
            ).with_code(
                "carry-over-too-old",
                path,
                period_name(period),
                back,
                period_name(when),
                rules.carry_over_periods,
            )
        out.append(EarlierFile(str(path), period, games))
    return out


def _unprocessed(e: EarlierFile, seen: set[tuple]) -> EarlierGames:
    """The records ``e``'s run left unprocessed: not numbered, with a readable player, result
    and opponent in the list (ADVERS not 0); a game already taken from another file (the same
    player, opponent, result, date, file and line) once."""
    g = e.games
    nb = g.column("NB_PARTIES")
    dates = g.column("DATE")
    lines = g.column("LIGNE") if g.table.has("LIGNE") else g.column("PAGE")
    files = g.column("FILE_CH") if g.table.has("FILE_CH") else [None] * g.table.count
    bad = g.unreadable()
    player: list[int] = []
    opponent: list[int] = []
    points: list[int] = []
    index: list[int] = []
    keys: list[tuple] = []
    for i in g.live:
        pid, opp = g.player[i], g.opponent[i]
        if nb[i] or pid is None or not opp or g.points[i] < 0 or (i, "ADVERS") in bad:
            continue
        same = (pid, opp, g.points[i], dates[i], files[i], lines[i])
        if same in seen:
            continue
        seen.add(same)
        player.append(pid)
        opponent.append(opp)
        points.append(g.points[i])
        index.append(i)
        day = dates[i].toordinal() if dates[i] else 0
        keys.append((day, lines[i] or 0, _AFTER + len(keys)))
    return EarlierGames(player, opponent, points, index, keys)


def take_up_earlier(
    inp: PeriodInput, paths: Sequence[str], when: dt.date | None, rules: FrbeRules
) -> PeriodInput:
    """The period with the games of the earlier CHCKLISTs ``paths`` its run takes up again
    (``engine.period.take_up``); ``inp`` itself unchanged. Without ``paths``, ``inp``."""
    if not paths:
        return inp
    files = read_earlier(paths, when, rules, inp.games.path)
    seen: set[tuple] = set()
    # the latest period first: a game two files hold is taken from the latest
    ordered = sorted(files, key=lambda e: e.period, reverse=True)
    records, origins = take_up(
        inp.period_players, inp.records, [_unprocessed(e, seen) for e in ordered]
    )
    return dataclasses.replace(
        inp,
        records=records,
        earlier=ordered,
        taken_up=origins,
        inputs=inp.inputs + tuple(e.path for e in ordered),
    )


def taken_up_counts(
    inp: PeriodInput, result: PeriodResult | None = None
) -> dict[str, tuple[int, int]]:
    """Per earlier period (``2023-07``): its records in the run, and how many of them counted
    (the others wait for a later period, if any is left); 0 counted before the run
    (``result`` None)."""
    own = len(inp.record_index)
    out: dict[str, tuple[int, int]] = {}
    for k, (f, _i) in enumerate(inp.taken_up, start=own):
        name = inp.earlier[f].name
        n, counted = out.get(name, (0, 0))
        out[name] = (n + 1, counted + bool(result is not None and result.run.run[k]))
    return out


def taken_up_note(inp: PeriodInput, result: PeriodResult | None = None) -> Note | None:
    """What the period says of the earlier games it took up: the command line's summary after
    the run, the desk's status line once the period is open and once it is run (the desk words
    the codes in its language, ``ui/messages.py``). Per earlier period, before the run its
    records in the run (``2023-07: 3 game record(s)``), after it how many of them counted
    (``2023-07: 2 of 3``); ``none`` when the files named left nothing to take up. None without
    earlier files."""
    if not inp.earlier:
        return None
    per: list[Note] = []
    for name, (n, c) in sorted(taken_up_counts(inp, result).items()):
        if result is None:
            per.append(Note(f"{name}: {n} game record(s)", "taken-up-records", name, n))
        else:
            per.append(Note(f"{name}: {c} of {n}", "taken-up-counted", name, c, n))
    said = tuple(per) or (Note("none", "taken-up-none"),)
    return Note(
        f"games of earlier periods taken up (article 12.e): {', '.join(said)}", "taken-up", said
    )


def taken_up_summary(inp: PeriodInput, result: PeriodResult) -> str:
    """What ``elodesk period`` says of the earlier games (:func:`taken_up_note`): ``games of
    earlier periods taken up (article 12.e): 2023-07: 2 of 3; `` (empty without earlier
    files)."""
    note = taken_up_note(inp, result)
    return f"{note}; " if note is not None else ""


#: The game columns a taken-up record keeps from its own file.
_RAW = frozenset(
    "JOUEUR RESULTAT ADVERS EXPEDIT LIGNE PAGE DATE WH_BL FILE_CH ETRANGER CODE_ADVER BOTH_Y_N "
    "RECUP".split()
)


def taken_up_records(inp: PeriodInput, result: PeriodResult, computed: dict[str, Any]) -> bytes:
    """The records of the period's CHCKLIST for the earlier games the run counted, in its
    layout, after its own: each as its own file has it (player, opponent, result, date, file,
    line …) with this run's ``computed`` columns (NB_PARTIES, K_NB_PART, ESPERANCE, VAL_ADVERS,
    NO_RUN: one value per record of the run). Written there, a game taken up is a numbered
    record of the period that counted it, never left unprocessed again; one still waiting is
    not written (it stays its own period's)."""
    own = len(inp.record_index)
    counted = [(k, f, i) for k, (f, i) in enumerate(inp.taken_up, start=own) if result.run.run[k]]
    if not counted:
        return b""
    gt = inp.games.table
    layout = [(fd.name, fd.type, fd.length, fd.decimals) for fd in gt.fields]
    out = DbfTable.create(layout, len(counted), gt.encoding)
    cache: dict[tuple[int, str], list[Any]] = {}
    for name in gt.field_names:
        if name in computed:
            out.set_column(name, [computed[name][k] for k, _f, _i in counted])
            continue
        if name not in _RAW:
            continue
        values: list[Any] = []
        for _k, f, i in counted:
            g = inp.earlier[f].games
            if not g.table.has(name):
                values.append(None)
                continue
            if (f, name) not in cache:
                cache[f, name] = g.column(name)
            values.append(cache[f, name][i])
        out.set_column(name, values)
    return out.records_bytes()
