"""The "24 lines" file of the Belgian federation's Chess Manager (``io/chessman.py``)."""

from __future__ import annotations

import datetime as dt

from ...engine.model import Tournament
from ...io import chessman
from ...io.latin1 import latin1_names, name_problems
from ...io.problems import FileProblem, KnownId
from . import ExportFile, ResultsFormat, WriteContext
from .naming import base_name, club_name


def detect(data: bytes) -> bool:
    """A NUL-led code line: no other results file holds a NUL byte."""
    return b"\x00" in data[:4096]


def validate(
    doc: chessman.ChessmanDocument, today: dt.date | None, known_id: KnownId | None
) -> list[FileProblem]:
    return chessman.validate(doc, today, known_id)


def write(t: Tournament, ctx: WriteContext) -> ExportFile:
    """Names transliterated to Latin-1, NUL and ESC never written (``io/latin1.py``,
    ``chessman.write``); a name without a Latin-1 spelling is a problem naming the player."""
    name = f"{base_name(t)}.{club_name(t)}"
    t = latin1_names(t)
    doc = chessman.from_tournament(t, name, ctx.sender_name, dict(ctx.fictitious))
    data = chessman.write(doc)
    parsed = chessman.parse(data)
    probs = chessman.validate(parsed, ctx.today) + name_problems(t, {})
    # the file's line → the two players of its game (lines 2k−1 and 2k are one game)
    game_at = {
        gl.at: (doc.games[(gl.line - 1) // 2].white, doc.games[(gl.line - 1) // 2].black)
        for gl in parsed.lines
        if 0 < gl.line <= 2 * len(doc.games)
    }
    return ExportFile(
        "chessman",
        name,
        data,
        tuple(probs),
        "text/plain",
        tuple(game_at.get(p.line, ()) for p in probs),
    )


FORMAT = ResultsFormat(
    "chessman",
    "24 lines (Chess Manager)",
    frozenset({"frbe"}),
    detect,
    chessman.parse,
    validate,
    write,
)
