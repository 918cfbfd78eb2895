"""The results-format registry: one entry per format, each recognising its own files."""

from __future__ import annotations

import datetime as dt

import pytest

from elodesk.app import formats
from elodesk.app.formats import WriteContext
from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament

T = Tournament(
    "Club",
    (
        Entrant(1, "Dupont, Jean", "12345", 1500, "BEL", "618", title="5k"),
        Entrant(2, "Martin, Luc", "23456", 1600, "BEL", "618", title="3k"),
    ),
    (Pairing(1, 1, 2, Result.DRAW, "2026-01-10"),),
    rounds=1,
    start="2026-01-10",
    end="2026-01-10",
    type=EventType.ROUND_ROBIN,
    sender="618",
)


@pytest.mark.parametrize("kind", ["national", "chessman", "trf", "h9"])
def test_each_format_recognises_and_reads_back_what_it_writes(kind):
    fmt = formats.get(kind)
    f = fmt.write(T, WriteContext(dt.date(2026, 2, 1)))
    assert f.kind == kind and f.problems == ()
    assert formats.detect(f.data) is fmt
    doc = fmt.read(f.data)  # one signature for every reader: bytes in
    assert fmt.validate(doc, dt.date(2026, 2, 1), None) == []
    # the one game written, a draw between start numbers 1 and 2
    games = [(g.white, g.black, g.result) for g in doc.tournament.pairings if g.black]
    assert games == [(1, 2, Result.DRAW)]


def test_which_events_each_format_fits():
    # the FRBE's two files for FRBE events, TRF for chess events, h9 for Go (FFG) events
    assert [f.kind for f in formats.formats_for("frbe")] == ["chessman", "national", "trf"]
    assert [f.kind for f in formats.formats_for("fide")] == ["trf"]
    assert [f.kind for f in formats.formats_for("ffg")] == ["h9"]


def test_unknown_format_is_named():
    with pytest.raises(Exception, match="unknown results format 'pgn'"):
        formats.get("pgn")
