"""FIDE's TRF (TRF16, written as TRF26: LF line ends, no Belgian tags) (``io/trf.py``)."""

from __future__ import annotations

import datetime as dt

from ...engine.model import Tournament
from ...io import trf
from ...io.problems import FileProblem, KnownId
from . import ExportFile, ResultsFormat, WriteContext
from .naming import base_name
from .national import trf_like


def read(data: bytes) -> trf.TrfDocument:
    """UTF-8 as TRF26 says; Latin-1 for older files that are not."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return trf.parse(text)


def validate(
    doc: trf.TrfDocument, today: dt.date | None, known_id: KnownId | None
) -> list[FileProblem]:
    return trf.validate(doc, today, known_id)


def write(t: Tournament, ctx: WriteContext) -> ExportFile:
    plain = Tournament(**{**t.__dict__, "sender": ""})
    text = trf.write(
        trf.TrfDocument(plain, ranks=dict(ctx.ranks), pairing_bye=ctx.pairing_bye), newline="\n"
    )
    probs = trf.parse(text).problems
    return ExportFile(
        "trf", f"{base_name(t)}.trf", text.encode("utf-8"), tuple(probs), "text/plain"
    )


FORMAT = ResultsFormat(
    "trf",
    "FIDE TRF",
    frozenset({"frbe", "fide", "fqe"}),
    trf_like,
    read,
    validate,
    write,
)
