"""The event service: an event's exports (the files a tournament director sends or hands on),
built with the event's own rule set and validated before writing.

Each export is built in memory, checked by the format's validator (the federation's import
rules), and only then written atomically; file names built from the event's name cannot leave
the chosen folder (:func:`safe_name`).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from ..engine.fictitious import written_as_fictitious
from ..engine.frbe import DEFAULT_RULES, RULE_SETS
from ..engine.model import ElodeskError, Tournament
from ..engine.preview import Preview, preview
from ..engine.scoring import StandingsRules, default_tiebreaks
from ..engine.standings import Standing, by_category, standings
from ..engine.systems import RESULTS_FILES
from ..io import xlsx
from ..io.outputs import write_output
from ..io.store import EventStore
from .formats import FORMATS, ExportFile, WriteContext, get
from .formats.naming import safe_name
from .settings import EventSettings, read_event

KINDS = (*FORMATS, "xlsx")
__all__ = [
    "KINDS",
    "RESULTS_FILE",
    "RESULTS_FILES",
    "ExportFile",
    "build",
    "event_exports",
    "event_ranks",
    "event_standings",
    "exports_of",
    "fictitious_for",
    "rate",
    "safe_name",
]


#: The results file a Belgian event sends, and so the one its preview assumes unless asked for
#: the other (:data:`engine.systems.RESULTS_FILES`): the national file, the format the
#: federation asks for today, the one the desk's sending and ``elodesk send`` tick by default.
RESULTS_FILE = "national"


def frbe_rules(rules: str | None) -> str:
    """The event's FRBE rule set (an event of another system: the default one)."""
    return rules if rules in RULE_SETS else DEFAULT_RULES


def fictitious_for(
    t: Tournament, games_before: dict[int, int], rules: str = DEFAULT_RULES
) -> dict[int, int]:
    """Fictitious ratings of the unrated players of a round robin (seed 003), by start number;
    only a round robin's go into the 24 lines file as ``***``. The same computation as the
    desk's preview (:func:`engine.preview.preview`, the event's rule set), so the file says
    what the screen said."""
    if not written_as_fictitious(t.type):
        return {}
    pv = preview(t, "frbe", frbe_rules(rules), games_before)
    return {n: f.rating for n, f in pv.fictitious.items()}


def event_tiebreaks(
    t: Tournament, tiebreaks: Sequence[str] | None = None, rules: StandingsRules | None = None
) -> tuple[str, ...]:
    """The tie-breaks an event ranks by: those given, else its standings rules', else the
    default for its type (:func:`engine.scoring.default_tiebreaks`)."""
    if tiebreaks is not None:
        return tuple(tiebreaks)
    if rules is not None:
        return rules.tiebreaks
    return default_tiebreaks(t.type)


def build(
    kind: str,
    t: Tournament,
    games_before: dict[int, int] | None = None,
    today: dt.date | None = None,
    sender_name: str = "",
    rules: str = DEFAULT_RULES,
    tiebreaks: Sequence[str] | None = None,
    club_name: str = "",
    history: Mapping[int, tuple[int, float]] | None = None,
    standings_rules: StandingsRules | None = None,
) -> ExportFile:
    """One export of the tournament, with the validator's problems; ``rules`` is the event's
    rule set (the 24 lines file's fictitious ratings and the Excel rating changes),
    ``tiebreaks`` its tie-breaks (every file ranks as the screen does), ``sender_name`` who
    sends (the 24 lines file's "Envoyé par"), ``club_name`` the sending club's name (the
    national file's 00D, "Envoi par : Échiquier leuzois 541" in shared/data/frbe/swar),
    ``history`` the unrated players' histories from the list (the Excel rating changes are
    then the preview's), ``standings_rules`` its standings rules (edition, points
    system, categories; the defaults without)."""
    if tiebreaks is None and standings_rules is not None:
        tiebreaks = standings_rules.tiebreaks
    if kind == "xlsx":
        return ExportFile(
            kind,
            f"{safe_name(t.name)}.xlsx",
            workbook(t, games_before or {}, rules, tiebreaks, history, standings_rules),
            (),
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        )
    if kind not in FORMATS:
        raise ElodeskError(f"unknown export {kind!r} (choose from {', '.join(KINDS)})")
    fictitious = fictitious_for(t, games_before or {}, rules) if kind == "chessman" else {}
    ranks = event_ranks(t, tiebreaks, standings_rules)
    bye = (standings_rules or StandingsRules()).score.pairing_bye_points
    ctx = WriteContext(today, sender_name, fictitious, ranks, club_name, bye)
    return get(kind).write(t, ctx)


def workbook(
    t: Tournament,
    games_before: dict[int, int],
    rules: str,
    tiebreaks: Sequence[str] | None = None,
    history: Mapping[int, tuple[int, float]] | None = None,
    standings_rules: StandingsRules | None = None,
) -> bytes:
    """The Excel export: crosstable and standings (the event's tie-breaks and standings
    rules) and a sheet per category, rating changes (the event's rule set), players."""
    tiebreaks = event_tiebreaks(t, tiebreaks, standings_rules)
    used = replace(standings_rules or StandingsRules(), tiebreaks=tiebreaks)
    ranked = event_standings(t, tiebreaks, standings_rules)
    return xlsx.workbook_bytes(
        [
            xlsx.crosstable_sheet(
                t, {s.number: s.points for s in ranked}, {s.number: s.rank for s in ranked}
            ),
            standings_sheet(t, used.tiebreaks, standings_rules),
            *category_sheets(t, used),
            rating_sheet(t, games_before, rules=rules, history=history),
            xlsx.Sheet(
                "Players",
                ["#", "Name", "ID", "Rating", "Fed.", "Club"],
                [[p.number, p.name, p.id, p.rating or "", p.federation, p.club] for p in t.players],
            ),
        ]
    )


def rate(
    t: Tournament,
    system: str,
    event_system: str,
    event_rules: str | None,
    games_before: dict[int, int] | None = None,
    history: Mapping[int, tuple[int, float]] | None = None,
    results_file: str = RESULTS_FILE,
) -> Preview:
    """The event rated under ``system``: with the event's own rule set when it is the event's
    system, else that system's default (what the desk's preview and the exports show); FRBE as
    the federation's run will rate it from ``results_file`` (:data:`RESULTS_FILES`)."""
    rules = event_rules if system == event_system else None
    if system == "frbe" and rules is not None:
        rules = frbe_rules(rules)
    return preview(t, system, rules, games_before, dict(history or {}), results_file)


def event_standings(
    t: Tournament, tiebreaks: Sequence[str] | None = None, rules: StandingsRules | None = None
) -> list[Standing]:
    """The standings with the event's tie-breaks (:func:`event_tiebreaks`) under its
    standings rules (edition, points system): the one ranking the screen, the national file,
    the TRF and the Excel sheets all show."""
    return standings(t, event_tiebreaks(t, tiebreaks, rules), rules)


def event_ranks(
    t: Tournament, tiebreaks: Sequence[str] | None = None, rules: StandingsRules | None = None
) -> dict[int, int]:
    """Start number → rank in :func:`event_standings`."""
    return {s.number: s.rank for s in event_standings(t, tiebreaks, rules)}


def standings_sheet(
    t: Tournament,
    tiebreaks: Sequence[str] | None = None,
    rules: StandingsRules | None = None,
) -> xlsx.Sheet:
    tiebreaks = event_tiebreaks(t, tiebreaks, rules)
    rows = [
        [s.rank, s.number, s.name, s.points, s.games] + [s.tiebreaks.get(tb) for tb in tiebreaks]
        for s in event_standings(t, tiebreaks, rules)
    ]
    return xlsx.Sheet("Standings", ["Rank", "#", "Name", "Pts", "Games", *tiebreaks], rows)


def category_sheets(t: Tournament, rules: StandingsRules) -> list[xlsx.Sheet]:
    """One sheet per category of the event: the place in the category, the overall
    rank, then the standings' columns. Sheet names are the categories' within Excel's rules
    (31 characters, none of the characters it refuses: brackets, colon, star, question mark,
    slashes)."""
    rows_all = standings(t, rules=rules)
    out: list[xlsx.Sheet] = []
    used: set[str] = {"standings"}
    for cat, lines in by_category(t, rows_all, rules.categories):
        name = re.sub(r"[\[\]:*?/\\]", "_", cat.name)[:31] or "Category"
        while name.lower() in used:
            name = (name[:28] + f"~{len(used)}")[:31]
        used.add(name.lower())
        rows = [
            [r.place, r.standing.rank, r.standing.number, r.standing.name, r.standing.points]
            + [r.standing.tiebreaks.get(tb) for tb in rules.tiebreaks]
            for r in lines
        ]
        header = ["Place", "Overall", "#", "Name", "Pts", *rules.tiebreaks]
        out.append(xlsx.Sheet(name, header, rows))
    return out


def rating_sheet(
    t: Tournament,
    games_before: dict[int, int],
    system: str = "frbe",
    rules: str | None = None,
    history: Mapping[int, tuple[int, float]] | None = None,
) -> xlsx.Sheet:
    pv = rate(t, system, "frbe", rules, games_before, history)
    rows = []
    for p in sorted(t.players, key=lambda p: p.number):
        r = pv.results.get(p.number)
        if r is not None:
            rows.append(
                [
                    p.number,
                    p.name,
                    r.old or "",
                    r.games,
                    r.score,
                    "" if r.expected is None else round(r.expected, 2),
                    "" if r.delta is None else r.delta,
                    "" if r.new is None else r.new,
                    r.status.value,
                    ", ".join(r.notes),
                ]
            )
    return xlsx.Sheet(
        "Rating changes",
        ["#", "Name", "Old", "Games", "Score", "Expected", "Change", "New", "Status", "Rules"],
        rows,
    )


def write_export(
    folder: str | Path, f: ExportFile, *, inputs: Sequence[str | Path] = (), force: bool = False
) -> Path:
    """Write an export into ``folder`` (refused while the validator reports problems), through
    ``io.outputs``: never over one of ``inputs`` (the event), atomic, the user's umask; an
    existing file is replaced only with ``force`` (the desk asks first)."""
    if f.problems:
        raise ElodeskError(f"{f.name}: not written, {len(f.problems)} problem(s): {f.problems[0]}")
    target = Path(folder) / f.name
    if target.resolve().parent != Path(folder).resolve():
        raise ElodeskError(f"{f.name}: the name leaves the chosen folder")
    return write_output(target, f.data, inputs=inputs, force=force)


def exports_of(
    t: Tournament,
    settings: EventSettings,
    kinds: Sequence[str],
    games_before: dict[int, int],
    history: Mapping[int, tuple[int, float]] | None = None,
    today: dt.date | None = None,
    sender_name: str = "",
) -> list[ExportFile]:
    """The exports of an event, each built with the event's own rule set, tie-breaks,
    standings rules and sending club; who sends is ``sender_name`` (the mail's), else the
    event's arbiter. The desk and ``elodesk send`` both come here (through
    :meth:`elodesk.app.session.EventSession.exports`)."""
    return [
        build(
            k,
            t,
            games_before,
            today,
            sender_name or settings.arbiter,
            settings.rules,
            settings.tiebreaks,
            settings.club_name,
            history,
            settings.standings,
        )
        for k in kinds
    ]


def event_exports(
    store: EventStore,
    kinds: Sequence[str],
    today: dt.date | None = None,
    sender_name: str = "",
) -> list[ExportFile]:
    """:func:`exports_of` an event file as it is on disk."""
    settings, t = read_event(store)
    return exports_of(
        t,
        settings,
        kinds,
        store.games_before(),
        store.history(),
        today,
        sender_name,
    )
