"""The Belgian national results file: TRF16 with the federation's ``00A``…``00F`` tags and CR LF
line ends (``io/trf.py``, ``shared/spec/formats.md``)."""

from __future__ import annotations

import datetime as dt
import re

from ...engine.model import Tournament
from ...io import trf
from ...io.latin1 import latin1_names, name_problems, to_latin1
from ...io.problems import FileProblem, KnownId
from . import ExportFile, ResultsFormat, WriteContext
from .naming import base_name, club_name

#: What the national file's tag 032 names: the federation's French-, Dutch- and
#: German-speaking wings (shared/data/frbe/swar: "032 FEFB").
BELGIAN_FEDERATIONS = ("FEFB", "VSF", "SVDB")

_TRF_LINE = re.compile(rb"(?:^|\n)001 ")
_BELGIAN_TAG = re.compile(rb"(?:^|\n)00[A-Z] ")  # 00A … 00F


def trf_like(data: bytes) -> bool:
    """TRF player lines (``001``), or a Belgian header tag on the first line."""
    return bool(_TRF_LINE.search(data)) or data[:4] in (b"00A ",)


def detect(data: bytes) -> bool:
    return trf_like(data) and bool(_BELGIAN_TAG.search(data))


def read(data: bytes) -> trf.TrfDocument:
    """The national file is Latin-1 (Swar, Chess Manager)."""
    return trf.parse(data.decode("latin-1"))


def line_end_problems(data: bytes) -> list[FileProblem]:
    """The federation wants CR LF: the first bare LF line, and how many there are."""
    lines = data.split(b"\n")[:-1]
    bare = [i + 1 for i, line in enumerate(lines) if not line.endswith(b"\r")]
    return [FileProblem("crlf-missing", (len(bare),), bare[0], "line ends")] if bare else []


def validate(
    doc: trf.TrfDocument, today: dt.date | None, known_id: KnownId | None
) -> list[FileProblem]:
    return trf.validate(doc, today, known_id)


def write(t: Tournament, ctx: WriteContext) -> ExportFile:
    """Names transliterated to Latin-1 and control characters dropped (``io/latin1.py``); a
    name without a Latin-1 spelling is a problem naming the player."""
    t = latin1_names(t)
    # always the Belgian variant: the 00A–00F/00Z header (shared/data/frbe/swar/*.541), the
    # club's name in 00D, the event's ranks
    doc = trf.TrfDocument(
        t,
        belgian=True,
        ranks=dict(ctx.ranks),
        club_name=to_latin1(ctx.club_name),
        pairing_bye=ctx.pairing_bye,
    )
    text = to_latin1(trf.write(doc))
    parsed = trf.parse(text)
    probs = trf.validate(parsed, ctx.today) + name_problems(t, parsed.line_of)
    player_at = {line: n for n, line in parsed.line_of.items()}
    # named by the rounds it sends (3 of 5 played: R01-03), as Swar names its files
    rounds = max(t.rounds_sent(), 1)
    name = f"S_ELODESK_S1_{base_name(t)}_R01-{rounds:02d}.{club_name(t)}"
    return ExportFile(
        "national",
        name,
        text.encode("latin-1", "replace"),
        tuple(probs),
        "text/plain",
        tuple((player_at[p.line],) if p.line in player_at else () for p in probs),
    )


def read_checked(data: bytes) -> trf.TrfDocument:
    """Read, with the line ends checked (they are gone once decoded)."""
    doc = read(data)
    doc.problems[:0] = line_end_problems(data) if doc.belgian else []
    return doc


FORMAT = ResultsFormat(
    "national",
    "Belgian national results file",
    frozenset({"frbe"}),
    detect,
    read_checked,
    validate,
    write,
)
