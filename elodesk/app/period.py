"""The period service: read PLAYER/CHCKLIST, run ``engine.period``, write both files back,
publish the list; what ``elodesk period`` and the officer's desk both call.

Inputs (``shared/spec/cli.md``): the period's PLAYER.DBF, of which only the before-state and
identity columns are used; the previous period's PLAYER.DBF for the unrated players' history
(PART_CALCU, ADVERSAIRE, PERFORMAN; seed 003: for a player not yet rated the period's ELO_PRECE
is itself an output); the raw game columns of CHCKLIST.DBF.

Who is rated at the start (:func:`engine.frbe_lists.rated_at_start`, the rule set's
``first_rating_games``: 20 in ``frbe-2008``/``frbe-2022``, 5 from ``frbe-2023-07``): with a previous
list, a player whose PART_CALCU there reaches it; without one, a player whose PART_PRECE does
(and the unrated history is then read from the period's own list, which is right only for
players who stay unrated).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.collector import no_gc
from ..engine.frbe import ALIASES, DEFAULT_RULES, RULE_SETS, FrbeRules, rules_for_date
from ..engine.frbe_lists import is_foreign
from ..engine.model import ElodeskError, RecordProblem, Status
from ..engine.period import (
    GameColumns,
    ListColumns,
    PeriodGames,
    PeriodPlayer,
    PeriodResult,
    assemble_period,
    compute_period,
)
from ..io.chcklist import GameFile, read_chcklist
from ..io.dbf import with_records
from ..io.outputs import check_folder_output, verify_together, write_together
from ..io.player_list import PlayerList, read_player_list
from ..io.player_search import nationality
from .period_dates import header_date, period_of_file, run_date

__all__ = [
    "PeriodInput",
    "PeriodResult",
    "load_period",
    "check_period_output",
    "write_period",
    "run_period",
    "rules_named",
    "rules_of_period",
    "no_gc",
    "status_counts",
]


def rules_named(name: str | None) -> FrbeRules:
    """The FRBE rule set called ``name`` (the default when None)."""
    name = name or DEFAULT_RULES
    if name not in RULE_SETS:
        raise ElodeskError(
            f"unknown rule set {name!r} (choose from {', '.join(RULE_SETS)}, "
            f"or {', '.join(ALIASES)})"
        )
    return RULE_SETS[name]


@dataclass
class PeriodInput:
    """What a period run reads, already checked."""

    players: PlayerList
    games: GameFile
    period_players: list[PeriodPlayer]
    player_index: list[int]  # PLAYER record index of each period player
    records: PeriodGames
    record_index: list[int]  # CHCKLIST record index of each period record
    problems: list[RecordProblem] = field(default_factory=list)
    inputs: tuple[str, ...] = ()  # the files read (never written over)
    warnings: list[str] = field(default_factory=list)  # said before running (the previous list)
    # article 12.e: the earlier periods' CHCKLISTs (app.carry_over.EarlierFile) and, for each
    # record after the period's own (``records`` beyond ``record_index``), (file, record)
    earlier: list[Any] = field(default_factory=list)
    taken_up: list[tuple[int, int]] = field(default_factory=list)


#: What ``write_period`` writes into its folder.
PERIOD_FILES = ("PLAYER.DBF", "CHCKLIST.DBF")


def check_period_output(
    out_dir: str | Path,
    inputs: tuple[str | None, ...],
    force: bool,
    names: Sequence[str] = PERIOD_FILES,
) -> Path:
    """Refuse an output folder before the run: one of ``names`` (PLAYER.DBF and CHCKLIST.DBF)
    there being one of ``inputs`` (always refused), existing without ``force``, being a
    folder; the folder under a file or read-only."""
    return check_folder_output(out_dir, names, inputs, force)


@dataclass
class PeriodFiles:
    """A period's files as read, before the run is assembled (:func:`assemble`): the list, the
    previous list and the games."""

    players_path: str
    games_path: str
    previous_path: str | None
    plist: PlayerList
    prev: PlayerList | None
    games: GameFile


def read_period_files(players_path: str, games_path: str, previous_path: str | None) -> PeriodFiles:
    """Read the period's files once. A PLAYER/CHCKLIST pair an interrupted ``write_period``
    left mixed is refused (``io.outputs.verify_together``)."""
    for path in (players_path, games_path, previous_path):
        if path:
            verify_together(path)
    plist = read_player_list(players_path)
    prev = read_player_list(previous_path) if previous_path else None
    games = read_chcklist(games_path)
    return PeriodFiles(players_path, games_path, previous_path, plist, prev, games)


def load_period(
    players_path: str,
    games_path: str,
    previous_path: str | None,
    rules: FrbeRules = RULE_SETS[DEFAULT_RULES],
) -> PeriodInput:
    """Read the period's files and assemble the run (:func:`read_period_files`, then
    :func:`assemble`)."""
    return assemble(read_period_files(players_path, games_path, previous_path), rules)


def assemble(files: PeriodFiles, rules: FrbeRules) -> PeriodInput:
    """The run of the files read (``engine.period.assemble_period``): who is rated at the start
    and the RUN 1 order come from ``rules``; the records that cannot be used are in
    ``problems`` and the period runs without them."""
    plist, prev, games = files.plist, files.prev, files.games
    players_path, games_path, previous_path = (
        files.players_path,
        files.games_path,
        files.previous_path,
    )
    file_ch = games.table.raw_column("FILE_CH") if games.table.has("FILE_CH") else None
    dates = games.column("DATE")
    ordinal = {d: (d.toordinal() if d else 0) for d in dict.fromkeys(dates)}
    lines = games.column("LIGNE") if games.table.has("LIGNE") else games.column("PAGE")
    built = assemble_period(
        list_columns(plist, previous=False),
        list_columns(prev, previous=True) if prev else None,
        GameColumns(
            games.path,
            games.live,
            games.player,
            games.opponent,
            games.points,
            games.opponent_value,
            [ordinal[d] for d in dates],
            lines,
            file_ch,
            games.unreadable(),
        ),
        rules,
    )
    found = plist.problems + (prev.problems if prev else []) + games.problems + built.problems
    note = previous_list_note(plist, prev)
    return PeriodInput(
        plist,
        games,
        built.players,
        built.player_index,
        built.records,
        built.record_index,
        merge_problems(found),
        tuple(str(p) for p in (players_path, games_path, previous_path) if p),
        ([note] if note else []) + [str(n) for n in built.notes],
    )


#: Below this share of agreeing players a previous list is not the list's previous one: the
#: archive's consecutive pairs agree for 96.2 % (2008-07) to 100 % (2019-01, 2022-01) of the
#: rated players, a list two periods back or of another year for 70–78 % (2010-01 with
#: 2009-01's list: 72.3 %; 2022-01 with 2019-01's: 73.5 %; 2015-07 with 2015-01's: 78.4 %).
PREVIOUS_AGREEMENT = 0.90


def previous_list_note(plist: PlayerList, prev: PlayerList | None) -> str | None:
    """What to say before running about the previous list: missing, or not this list's
    previous one — the players' ELO_PRECE/PART_PRECE in the list are the previous list's
    ELO_CALCUL/PART_CALCU (seed 003: the start of a period is the end of the one before) for
    fewer than :data:`PREVIOUS_AGREEMENT` of the players with games before. None when the
    previous list fits."""
    if prev is None:
        return (
            f"{plist.path}: no previous list given: who was rated at the start and the unrated "
            "players' history are read from this list, so the first ratings (and their "
            "opponents' new ratings) will not be the federation's; give the previous period's "
            "PLAYER.DBF"
        )
    after = {
        m: (e, g)
        for m, e, g in zip(
            prev.get("MATRICULE"), prev.get("ELO_CALCUL"), prev.get("PART_CALCU"), strict=True
        )
        if m is not None
    }
    ids, elo, played = plist.get("MATRICULE"), plist.get("ELO_PRECE"), plist.get("PART_PRECE")
    both = same = 0
    for k in plist.live:
        m, games = ids[k], played[k]
        if m in after and games:
            both += 1
            same += after[m] == (elo[k], games)
    if both and same / both >= PREVIOUS_AGREEMENT:
        return None
    share = f"{100 * same / both:.1f} %" if both else "none"
    return (
        f"{prev.path}: does not look like the previous list of {plist.path}: the ratings and "
        f"games it ends with are the list's starting ones for {share} of the {both} players "
        f"with games before (the previous period's list agrees for {PREVIOUS_AGREEMENT:.0%} or "
        "more); the first ratings will not be the federation's"
    )


def merge_problems(found: list[RecordProblem]) -> list[RecordProblem]:
    """One line per record and field, in file then record order: what the reader found and
    what the run did with it ("'20 11112' is not a date; unreadable date: kept, …")."""
    order = {path: k for k, path in enumerate(dict.fromkeys(p.path for p in found))}
    merged: dict[tuple[str, int, str], list[RecordProblem]] = {}
    for p in sorted(found, key=lambda p: (order[p.path], p.record)):
        merged.setdefault((p.path, p.record, p.field), []).append(p)
    return [
        parts[0]
        if len(parts) == 1
        else RecordProblem(
            path, rec, name, "; ".join(q.message for q in parts), "merged", tuple(parts)
        )
        for (path, rec, name), parts in merged.items()
    ]


@dataclass(frozen=True)
class UnreadableDates:
    """The records of one game file kept with an unreadable date (ordered as a blank date,
    ``engine.period``), said once: their number, the lowest and highest of their DATE texts
    and a few of them (record and text). 2012-01's CHCKLIST has 32 such records ('20 11111',
    '20 11112'), which were 32 lines among the problems."""

    path: str
    count: int
    lowest: str
    highest: str
    examples: tuple[tuple[int, str], ...]

    @property
    def shown(self) -> str:
        """The examples: ``366 ('20 11112'), 920 ('20 11111'), 921 ('20 11112') …``."""
        more = " …" if self.count > len(self.examples) else ""
        return ", ".join(f"{rec} ({text!r})" for rec, text in self.examples) + more

    def __str__(self) -> str:
        return (
            f"{self.path}: {self.count} record(s) with an unreadable date "
            f"({self.lowest!r} … {self.highest!r}), kept, ordered as a blank date (before every "
            f"dated game): records {self.shown}"
        )


#: How many records a grouped note names.
EXAMPLES = 3


def _blank_date_text(p: RecordProblem) -> str | None:
    """The DATE text of a record kept with an unreadable date; None for any other problem."""
    parts = [q for q in p.args if isinstance(q, RecordProblem)] if p.code == "merged" else [p]
    if p.field != "DATE" or not any(q.code == "date-as-blank" for q in parts):
        return None
    return next((str(q.args[0]) for q in parts if q.code != "date-as-blank" and q.args), "")


def group_problems(
    found: Sequence[RecordProblem],
) -> tuple[list[UnreadableDates], list[RecordProblem]]:
    """The records kept with an unreadable date, one note per file (:class:`UnreadableDates`),
    and the other problems as they are, in order: what the command line and the desk say
    after opening a period."""
    dates: dict[str, list[tuple[int, str]]] = {}
    rest: list[RecordProblem] = []
    for p in found:
        text = _blank_date_text(p)
        if text is None:
            rest.append(p)
        else:
            dates.setdefault(p.path, []).append((p.record, text))
    notes = [
        UnreadableDates(
            path,
            len(recs),
            min(t for _, t in recs),
            max(t for _, t in recs),
            tuple(recs[:EXAMPLES]),
        )
        for path, recs in dates.items()
    ]
    return notes, rest


def list_columns(plist: PlayerList, previous: bool) -> ListColumns:
    """The columns ``assemble_period`` reads from a player list (the history columns only from
    a previous list; the whole before-state from the period's)."""
    g = plist.get
    names: tuple[str, ...] = ("MATRICULE", "PART_CALCU", "ELO_CALCUL", "ADVERSAIRE", "PERFORMAN")
    if not previous:
        names += ("ELO_PRECE", "PART_PRECE")
    for name in names:
        g(name)
    fed, nat, modify, nouv = g("FEDERATION"), g("NATFIDE"), g("MODIFY_ELO"), g("NOUV_MOD")
    return ListColumns(
        plist.path,
        plist.live,
        g("MATRICULE"),
        g("ELO_PRECE") if not previous else [None] * plist.table.count,
        g("PART_PRECE") if not previous else [None] * plist.table.count,
        g("ELO_CALCUL"),
        g("PART_CALCU"),
        g("ADVERSAIRE"),
        g("PERFORMAN"),
        [is_foreign(f, n) for f, n in zip(fed, nat, strict=True)],
        plist.unreadable(),
        [m == 9 for m in modify],
        [nationality(n, o) for n, o in zip(nat, nouv, strict=True)],
    )


def rules_of_period(games_path: str) -> tuple[FrbeRules, str]:
    """The rule set in force at the period's date (``engine.frbe.rules_for_date``) and why: the
    period named by its list (:func:`app.period_dates.period_of`: the CHCKLIST header's run
    date, or the games' dates)."""
    games = read_chcklist(games_path)
    when, why = period_of_file(games)
    if when is None:
        return RULE_SETS[DEFAULT_RULES], f"{games_path}: {why}"
    return rules_for_date(when.year, when.month), f"in force in {when:%Y-%m} ({why})"


def dated(dbf: bytes, day: dt.date | None) -> bytes:
    """A DBF's bytes with its header's last-update date (bytes 1–3: year − 1900, month, day)
    set to ``day``: the published files carry the date of the run (:func:`run_date`), not the
    day they were written."""
    if day is None:
        return dbf
    return dbf[:1] + bytes((day.year - 1900, day.month, day.day)) + dbf[4:]


def write_period(
    inp: PeriodInput,
    result: PeriodResult,
    out_dir: Path,
    day: dt.date | None = None,
    force: bool = False,
) -> None:
    """Write DIR/PLAYER.DBF and DIR/CHCKLIST.DBF, both or neither (cli.md):
    :func:`io.outputs.write_together` stages both, puts a manifest of their checksums in place
    first, then the files; :func:`load_period` refuses a pair that does not match its manifest.
    Never over an input; over existing files only with ``force``. Their headers carry the
    run's date (:func:`period_files`), or ``day`` when given."""
    check_period_output(out_dir, inp.inputs, force)
    # both or neither (cli.md)
    write_together(out_dir, period_files(inp, result, day), "elodesk period")


def period_files(
    inp: PeriodInput, result: PeriodResult, day: dt.date | None = None
) -> dict[str, bytes]:
    """PLAYER.DBF and CHCKLIST.DBF with the run's columns, in the layout read, their headers
    dated ``day`` or, by default, the run's date (:func:`app.period_dates.run_date`: the
    CHCKLIST header the period is named by, or its month's first day), never the day of
    writing: the command line and the desk's publishing date a period alike."""
    if day is None:
        day = run_date(header_date(inp.games.path), inp.games.column("DATE"))
    pt = inp.players.table
    cols = {
        name: list(inp.players.get(name))
        for name in (
            "ELO_PRECE",
            "PART_PRECE",
            "ELO_CALCUL",
            "PART_CALCU",
            "GAIN",
            "ADVERSAIRE",
            "PERFORMAN",
            "MODIFY_ELO",
        )
    }
    for idx, pc in zip(inp.player_index, result.players, strict=False):
        cols["ELO_CALCUL"][idx] = None if pc.blank else pc.elo
        cols["PART_CALCU"][idx] = None if pc.blank else pc.games
        if pc.gain is not None:
            cols["GAIN"][idx] = pc.gain
        if pc.opponents_sum is not None:
            cols["ADVERSAIRE"][idx] = pc.opponents_sum
        if pc.score is not None:
            cols["PERFORMAN"][idx] = float(pc.score)
        if pc.modify is not None:
            cols["MODIFY_ELO"][idx] = pc.modify
        if pc.intermediate is not None:
            cols["ELO_PRECE"][idx] = pc.intermediate
        elif pc.status in (Status.PROVISIONAL, Status.UNRATED) and pc.out and pc.out.indices:
            cols["ELO_PRECE"][idx] = pc.elo
    for name, values in cols.items():
        if pt.has(name):
            pt.set_column(name, values)
    gt = inp.games.table
    run = result.run
    counted = [bool(r) for r in run.run]
    computed: dict[str, Sequence[Any]] = {
        "NB_PARTIES": [n if c else 0 for n, c in zip(run.number, counted, strict=False)],
        "K_NB_PART": run.k,
        "ESPERANCE": run.we,
        "VAL_ADVERS": [v if c else 0 for v, c in zip(run.value, counted, strict=False)],
        "NO_RUN": [r or None for r in run.run],
    }
    own = len(inp.record_index)  # the games taken up (article 12.e) are their periods'
    for name, computed_values in computed.items():
        if not gt.has(name):
            continue
        computed_values = computed_values[:own]
        if len(inp.record_index) == gt.count:
            gt.set_column(name, computed_values)
        else:
            col = list(gt.column(name))
            for idx, v in zip(inp.record_index, computed_values, strict=False):
                col[idx] = v
            gt.set_column(name, col)
    games = gt.to_bytes()
    if inp.taken_up:  # the earlier games the run counted, after the period's own (12.e)
        from .carry_over import taken_up_records

        games = with_records(games, taken_up_records(inp, result, computed))
    return {"PLAYER.DBF": dated(pt.to_bytes(), day), "CHCKLIST.DBF": dated(games, day)}


def run_period(
    players: str,
    games: str,
    previous: str | None,
    rules: FrbeRules,
    progress: Callable[[float], None] | None = None,
    warn: Callable[[str], None] | None = None,
    earlier: Sequence[str] = (),
) -> tuple[PeriodInput, PeriodResult]:
    """Load and compute (no writing); ``warn`` is told the input's warnings (a missing or
    wrong previous list) before the computation starts. ``earlier``: the previous periods'
    CHCKLISTs whose unprocessed games the run takes up again (``app.carry_over``)."""
    with no_gc():
        inp = load_period(players, games, previous, rules)
        if earlier:
            from .carry_over import take_up_earlier

            when = period_of_file(inp.games)[0]
            inp = take_up_earlier(inp, earlier, when, rules)
        if warn is not None:
            for text in inp.warnings:
                warn(text)
        result = compute_period(inp.period_players, inp.records, rules, progress)
    return inp, result


def status_counts(result: PeriodResult) -> dict[Status, int]:
    """Players with games this period, by status (what ``elodesk period`` prints)."""
    counts = {s: 0 for s in Status}
    for pc in result.players:
        if pc.out is not None and pc.out.indices:
            counts[pc.status] += 1
    return counts
