"""The EGD/OpenGotha h9 results file of Go tournaments, through ``io/h9.py``'s public functions
(``read_bytes``, ``parse``, ``write``)."""

from __future__ import annotations

import datetime as dt

from ...engine.model import Tournament
from ...io import h9
from ...io.problems import FileProblem, KnownId
from . import ExportFile, ResultsFormat, WriteContext
from .naming import base_name


def detect(data: bytes) -> bool:
    """What no other format recognised is read as h9 (``; EV[`` tags are optional there): the
    reader then lists every line it cannot read."""
    return True


def validate(
    doc: h9.H9Document, today: dt.date | None, known_id: KnownId | None
) -> list[FileProblem]:
    """The reader's problems (the EGD has no import checks beyond the file's own syntax)."""
    return list(doc.problems)


def write(t: Tournament, ctx: WriteContext) -> ExportFile:
    text = h9.write(t, pairing_bye=ctx.pairing_bye)
    probs = h9.parse(text).problems
    return ExportFile(
        "h9",
        f"{base_name(t)}.h9",
        text.encode("iso-8859-15", "replace"),
        tuple(probs),
        "text/plain",
    )


FORMAT = ResultsFormat(
    "h9", "h9 (EGD, OpenGotha)", frozenset({"ffg"}), detect, h9.read_bytes, validate, write
)
