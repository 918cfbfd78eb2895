"""The FIDE rating report of an event: the TRF file FIDE's rating officers take (FIDE's "TRF16"
tournament report, the format ``io/trf.py`` writes), beside the federation's national file.

What makes it FIDE's rather than the federation's: each player's FIDE ID in columns 58–68 and
his FIDE rating in columns 49–52 (the national file carries the national ID and rating there),
no Belgian ``00A``–``00F`` tags, LF line ends (TRF26). Checked before it is written, with the
federation's checks (``io/trf.py``: the games on both players' lines, dates, counts) and FIDE's
own: every player registered with FIDE (an ID of digits), a FIDE rating within the list's range
(1000 to 3000, or none for an unrated player), a chief arbiter named (tag 102).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..engine.model import Tournament
from ..io import trf
from ..io.problems import FileProblem
from .formats import ExportFile
from .formats.naming import base_name

KIND = "fide-report"


def fide_tournament(t: Tournament, players: Sequence[Mapping[str, Any]]) -> Tournament:
    """The event with each player's FIDE ID and FIDE rating (the store's ``fide_id`` and
    ``fide_rating``) where the national file has the federation's."""
    fide = {int(p["number"]): p for p in players}
    entrants = tuple(
        replace(
            e,
            id=str(fide.get(e.number, {}).get("fide_id") or "").strip(),
            rating=int(fide.get(e.number, {}).get("fide_rating") or 0),
            fide_id=str(fide.get(e.number, {}).get("fide_id") or "").strip(),
        )
        for e in t.players
    )
    return replace(t, players=entrants, sender="")


def fide_problems(t: Tournament, line_of: Mapping[int, int]) -> list[FileProblem]:
    """FIDE's checks on the report's players and header (each on the line it concerns)."""
    out: list[FileProblem] = []
    for p in t.players:
        line = line_of.get(p.number, 0)
        if not p.id:
            out.append(FileProblem("no-fide-id", (p.name,), line, "FIDE ID"))
        elif not p.id.isdigit():
            out.append(FileProblem("not-a-fide-id", (p.name, p.id), line, "FIDE ID"))
        if p.rating and not 1000 <= p.rating <= 3000:
            out.append(FileProblem("not-a-fide-rating", (p.name, p.rating), line, "rating"))
    if not t.arbiter.strip():
        out.append(FileProblem("no-chief-arbiter", (), 1, "102"))
    return out


def fide_report(
    t: Tournament,
    players: Sequence[Mapping[str, Any]],
    ranks: Mapping[int, int],
    today: dt.date | None = None,
    pairing_bye: float = 1.0,
) -> ExportFile:
    """The report in memory with its problems (:func:`app.event.write_export` refuses to write
    it while there are any); ``ranks`` are the event's standings (its tie-breaks),
    ``pairing_bye`` the event's pairing-allocated bye in game points (its score system's, the
    value the national file and the standings count it at)."""
    ft = fide_tournament(t, players)
    doc = trf.TrfDocument(ft, ranks=dict(ranks), pairing_bye=pairing_bye)
    text = trf.write(doc, newline="\n")
    parsed = trf.parse(text)
    # the federation's "has rated games but no ID" is said here in FIDE's words (no-fide-id)
    probs: list[FileProblem] = [p for p in trf.validate(parsed, today) if p.code != "no-id"]
    probs += fide_problems(ft, parsed.line_of)
    player_at = {line: n for n, line in parsed.line_of.items()}
    return ExportFile(
        KIND,
        f"{base_name(t)}-FIDE.trf",
        text.encode("utf-8"),
        tuple(probs),
        "text/plain",
        tuple((player_at[p.line],) if p.line in player_at else () for p in probs),
    )


def event_fide_report(store, today: dt.date | None = None) -> ExportFile:  # io.store.EventStore
    """The report of an event file, as the desk exports it (:meth:`EventSession.exports`)."""
    from .session import EventSession  # the session composes from this module

    return EventSession(store).exports([KIND], today)[0]
