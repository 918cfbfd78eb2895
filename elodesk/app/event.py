"""The event service: an event's exports (the files a tournament director sends or hands on),
built with the event's own rule set and validated before writing.

Each export is built in memory, checked by the format's validator (the federation's import
rules), and only then written atomically; file names built from the event's name cannot leave
the chosen folder (:func:`safe_name`).
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.frbe import DEFAULT_RULES, RULE_SETS
from ..engine.model import ElodeskError, EventType, Tournament
from ..engine.preview import preview
from ..engine.standings import standings
from ..io import chessman, h9, trf, xlsx
from ..io.outputs import write_output
from ..io.store import EventStore

KINDS = ("national", "chessman", "trf", "h9", "xlsx")


@dataclass(frozen=True)
class ExportFile:
    """An export in memory. ``where`` gives, for each problem, the start numbers it concerns
    (a player, or the two players of a game; empty when it is about the whole file)."""

    kind: str
    name: str
    data: bytes
    problems: tuple[str, ...]
    mime: str
    where: tuple[tuple[int, ...], ...] = ()


def safe_name(text: str, default: str = "event") -> str:
    """A file name from free text: ASCII letters, digits, ``-_.`` and spaces; no path parts."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"[^A-Za-z0-9 ._-]+", "_", text).strip(" .")
    text = text.replace("..", "_")
    return text[:60] or default


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
    if t.type is not EventType.ROUND_ROBIN:
        return {}
    pv = preview(t, "frbe", frbe_rules(rules), games_before)
    return {n: f.rating for n, f in pv.fictitious.items()}


def build(
    kind: str,
    t: Tournament,
    games_before: dict[int, int] | None = None,
    today: dt.date | None = None,
    sender_name: str = "",
    rules: str = DEFAULT_RULES,
) -> ExportFile:
    """One export of the tournament, with the validator's problems; ``rules`` is the event's
    rule set (the 24 lines file's fictitious ratings and the Excel rating changes)."""
    base = safe_name(t.name)
    club = safe_name(t.sender or "000")
    if kind == "national":
        text = trf.write(t)
        parsed = trf.parse(text)
        probs = trf.validate(parsed, today)
        player_at = {line: n for n, line in parsed.line_of.items()}
        rounds = max(t.rounds, 1)
        name = f"S_ELODESK_S1_{base}_R01-{rounds:02d}.{club}"
        return ExportFile(
            kind,
            name,
            text.encode("latin-1", "replace"),
            tuple(map(str, probs)),
            "text/plain",
            tuple((player_at[p.line],) if p.line in player_at else () for p in probs),
        )
    if kind == "chessman":
        name = f"{base}.{club}"
        doc = chessman.from_tournament(
            t, name, sender_name, fictitious_for(t, games_before or {}, rules)
        )
        data = chessman.write(doc)
        parsed = chessman.parse(data)
        probs = chessman.validate(parsed, today)
        # the file's line → the two players of its game (lines 2k−1 and 2k are one game)
        game_at = {
            gl.at: (doc.games[(gl.line - 1) // 2].white, doc.games[(gl.line - 1) // 2].black)
            for gl in parsed.lines
            if 0 < gl.line <= 2 * len(doc.games)
        }
        return ExportFile(
            kind,
            name,
            data,
            tuple(map(str, probs)),
            "text/plain",
            tuple(game_at.get(p.line, ()) for p in probs),
        )
    if kind == "trf":
        plain = Tournament(**{**t.__dict__, "sender": ""})
        text = trf.write(plain, newline="\n")
        probs = trf.parse(text).problems
        return ExportFile(
            kind, f"{base}.trf", text.encode("utf-8"), tuple(map(str, probs)), "text/plain"
        )
    if kind == "h9":
        text = h9.write(t)
        probs = h9.parse(text).problems
        return ExportFile(
            kind,
            f"{base}.h9",
            text.encode("iso-8859-15", "replace"),
            tuple(map(str, probs)),
            "text/plain",
        )
    if kind == "xlsx":
        data = xlsx.workbook_bytes(
            [
                xlsx.crosstable_sheet(t),
                standings_sheet(t),
                rating_sheet(t, games_before or {}, rules=rules),
                xlsx.Sheet(
                    "Players",
                    ["#", "Name", "ID", "Rating", "Fed.", "Club"],
                    [
                        [p.number, p.name, p.id, p.rating or "", p.federation, p.club]
                        for p in t.players
                    ],
                ),
            ]
        )
        return ExportFile(
            kind,
            f"{base}.xlsx",
            data,
            (),
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        )
    raise ElodeskError(f"unknown export {kind!r} (choose from {', '.join(KINDS)})")


def standings_sheet(t: Tournament, tiebreaks=("SB", "WIN", "DE")) -> xlsx.Sheet:
    rows = [
        [s.rank, s.number, s.name, s.points, s.games] + [s.tiebreaks.get(tb, 0) for tb in tiebreaks]
        for s in standings(t, tiebreaks)
    ]
    return xlsx.Sheet("Standings", ["Rank", "#", "Name", "Pts", "Games", *tiebreaks], rows)


def rating_sheet(
    t: Tournament, games_before: dict[int, int], system: str = "frbe", rules: str | None = None
) -> xlsx.Sheet:
    pv = preview(t, system, frbe_rules(rules) if system == "frbe" else None, games_before)
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
    folder: str | Path, f: ExportFile, *, inputs: Sequence[str | Path] = (), force: bool = True
) -> Path:
    """Write an export into ``folder`` (refused while the validator reports problems), through
    ``io.outputs``: never over one of ``inputs`` (the event), atomic, the user's umask; an
    existing file is replaced only with ``force`` (the desk's default until it asks first)."""
    if f.problems:
        raise ElodeskError(f"{f.name}: not written, {len(f.problems)} problem(s): {f.problems[0]}")
    target = Path(folder) / f.name
    if target.resolve().parent != Path(folder).resolve():
        raise ElodeskError(f"{f.name}: the name leaves the chosen folder")
    return write_output(target, f.data, inputs=inputs, force=force)


def event_exports(
    store: EventStore,
    kinds: Sequence[str],
    today: dt.date | None = None,
    sender_name: str = "",
) -> list[ExportFile]:
    """The exports of an event file, each built with the event's own rule set."""
    t, before, rules = store.tournament(), store.games_before(), store.get("rules")
    return [build(k, t, before, today, sender_name, rules) for k in kinds]
