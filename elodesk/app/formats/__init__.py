"""The results-format registry: one entry, in one module, per results file format.

Each entry (:class:`ResultsFormat`) says how to recognise the format from a file's bytes, read
it (bytes in, a document with ``tournament`` and ``problems`` out), validate it as the
federation's import did, write an event into it (built, re-read and validated before anything
is written), its label, and which events it fits (by rating system). Export, check, merge and
send all go through :func:`get` and :func:`detect`; adding a format = one module listed in
:data:`FORMATS`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from ...engine.model import ElodeskError, Tournament
from ...io.problems import FileError, FileProblem, KnownId


class Document(Protocol):
    """What every reader returns."""

    tournament: Tournament
    problems: Any


@dataclass(frozen=True)
class ExportFile:
    """An export in memory. ``where`` gives, for each problem, the start numbers it concerns
    (a player, or the two players of a game; empty when it is about the whole file)."""

    kind: str
    name: str
    data: bytes
    problems: tuple[FileProblem, ...]
    mime: str
    where: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class WriteContext:
    """What a writer needs beyond the tournament: the day (for the validator's date checks),
    the sender's name, the fictitious ratings the event service computed (by start
    number, with the event's rule set), the ranks of the event's standings (its tie-breaks;
    empty: by points then start number), the sending club's name (national 00D) and the
    value of the pairing-allocated bye."""

    today: dt.date | None = None
    sender_name: str = ""
    fictitious: Mapping[int, int] = field(default_factory=dict)
    ranks: Mapping[int, int] = field(default_factory=dict)
    club_name: str = ""
    #: the pairing-allocated bye (``U``) in game points: the event's score system's
    #: (:attr:`ScoreSystem.pairing_bye_points`), the value the standings count it at
    pairing_bye: float = 1.0


@dataclass(frozen=True)
class ResultsFormat:
    """One results file format.

    ``detect(data)`` is cheap and looks at the bytes only; ``read(data)`` never raises for a
    problem it can list (it raises the format's error when the file is not of the format at
    all); ``validate(doc, today, known_id)`` gives the import's checks, the reader's problems
    included; ``write(t, ctx)`` builds the file and validates it; ``systems`` are the rating
    systems whose events it fits.
    """

    kind: str
    label: str
    systems: frozenset[str]
    detect: Callable[[bytes], bool]
    read: Callable[[bytes], Document]
    validate: Callable[[Any, dt.date | None, KnownId | None], list[FileProblem]]
    write: Callable[[Tournament, WriteContext], ExportFile]

    def fits(self, system: str) -> bool:
        return system in self.systems


def _load() -> dict[str, ResultsFormat]:
    from . import chessman, h9, national, trf26

    # detection order: the most specific first (h9 takes what no other format recognises)
    return {f.kind: f for f in (chessman.FORMAT, national.FORMAT, trf26.FORMAT, h9.FORMAT)}


FORMATS: dict[str, ResultsFormat] = _load()


def get(kind: str) -> ResultsFormat:
    """The format called ``kind``."""
    try:
        return FORMATS[kind]
    except KeyError:
        raise ElodeskError(
            f"unknown results format {kind!r} (choose from {', '.join(FORMATS)})"
        ) from None


#: The first bytes of the files a user may give instead of a results file, named in the
#: message instead of being read as one (a DBF's first byte is its version, ``io.dbf``).
_NOT_RESULTS = (
    (b"SQLite format 3\x00", "event-file-not-results"),
    (b"PK\x03\x04", "excel-not-results"),
    (b"%PDF-", "pdf-not-results"),
)


def detect(data: bytes) -> ResultsFormat:
    """The format of a file's bytes (the first whose ``detect`` accepts them); an event file, a
    DBF table, an Excel or PDF file is named as such (:class:`FileError`)."""
    for magic, code in _NOT_RESULTS:
        if data.startswith(magic):
            raise FileError(code)
    if len(data) >= 32 and data[0] in (0x03, 0x83, 0x8B, 0xF5, 0x30) and data[1] < 200:
        count, header, record = (
            int.from_bytes(data[4:8], "little"),
            data[8] | data[9] << 8,
            (data[10] | data[11] << 8),
        )
        if (
            header >= 65
            and record > 0
            and header + count * record <= len(data) <= header + (count + 1) * record + 1
        ):
            raise FileError("dbf-not-results")
    for f in FORMATS.values():
        if f.detect(data):
            return f
    raise FileError("unknown-format")  # h9 accepts the rest


def formats_for(system: str) -> list[ResultsFormat]:
    """The formats an event of rating system ``system`` can be exported to."""
    return [f for f in FORMATS.values() if f.fits(system)]


def read_checked(
    data: bytes, today: dt.date | None = None, known_id: KnownId | None = None
) -> tuple[ResultsFormat, Document, list[FileProblem]]:
    """Detect, read and validate one file."""
    fmt = detect(data)
    doc = fmt.read(data)
    return fmt, doc, fmt.validate(doc, today, known_id)
