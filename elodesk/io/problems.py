"""One problem found in a file: a code and its arguments, where (line, 1-based, 0 for the whole
file, and field) — what the validators return, the command line prints in English
(:meth:`FileProblem.__str__`, through :data:`MESSAGES`) and the desk translates by code
(``ui/messages.py``), never by matching the English text.

Adding a problem = a code here, with its English wording, and its translation in the desk's
table. The wordings the README's troubleshooting table and ``tests/bad_inputs.py`` quote are
kept as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.model import ElodeskError

# code → English wording; {0}, {1} … are the arguments (``!r`` quotes them as Python does)
MESSAGES: dict[str, str] = {
    # any format: values
    "not-a-number": "{0!r} is not a number",
    "not-a-date": "{0!r} is not a date",
    "not-dd-mm-yyyy": "{0!r} is not dd/mm/yyyy",
    "no-such-date": "{0!r} does not exist",
    "in-the-future": "{0} is in the future",
    "over-a-year-old": "{0} is more than a year old",
    "wins-but-losses": "{0} wins but {1} losses",
    "odd-draws": "{0} draws (an odd number)",
    "too-many-games": "more than {0} games in one section",
    "same-game-as-line": "same game as line {0}",
    "crlf-missing": "{0} lines end without CR LF",
    "crlf-not-everywhere": "not every line ends with CR LF",
    # IDs against the player list (the checker given to the validators)
    "id-not-in-list": "{0}: not in {1}",
    "id-suppressed": "{0}: suppressed (not affiliated) in the player list",
    "id-twice": "{0} is also player {1}",
    "no-id": "{0!r} has rated games but no ID",
    "not-a-federation": "{0!r} is not a 3-letter code",
    "foreign-needs-name-rating": "foreign player ({0}) needs a name and a rating",
    # TRF and the national file
    "opponent-not-a-number": "opponent {0!r} is not a number",
    "appears-twice": "{0} appears twice",
    "missing-start-number": "missing (columns 5-8 of a 001 line)",
    "start-number-zero": "{0} is not a start number (they start at 1)",
    "unknown-line-type": "unknown line type {0!r}",
    "opponent-not-in-file": "opponent {0} is not in the file",
    "unknown-result": "result {0!r} unknown",
    "not-the-same-game": "player {0} does not have the same game",
    "bye-with-colour": "opponent 0000 with colour {0!r} and result {1!r}: a game against nobody",
    "results-disagree": "results disagree with player {0}'s line",
    "00f-syntax": "{0!r} is not P= R= S= E= +W =D -L",
    "announces-players": "announces {0} players, the file has {1}",
    "announces-rounds": "announces {0} rounds, the lines have {1}",
    "announces-games": "announces {0}, the games give {1}",
    "no-sending-club": "names no sending club (its number): set it in Event ▸ Properties…, "
    "Sending club (number)",
    # the FIDE rating report (app/fide_report.py)
    "no-fide-id": "{0!r} has no FIDE ID (FIDE rates only the players it has registered)",
    "not-a-fide-id": "{0!r}: {1!r} is not a FIDE ID (digits only)",
    "not-a-fide-rating": "{0!r}: {1} is not a FIDE rating (1000 to 3000, or none)",
    "no-chief-arbiter": "names no chief arbiter (tag 102)",
    # 24 lines
    "code-line-syntax": "{0!r} is not type, count, rounds, dates, +W=D-L",
    "code-not-24": "the code is not 24 characters",
    "not-a-line-number": "{0!r} is not a line number",
    "bad-colour": "{0!r} (expected B or N)",
    "bad-24-result": "{0!r} (expected 1, 0 or 5)",
    "not-a-rating": "{0!r} is not a rating",
    "not-pointing-back": "game line {0} does not point back to game line {1}",
    "same-colour": "game line {0} has the same colour ({1}): one of the two lines is wrong",
    "result-against": "{0} against {1} on line {2}",
    "announces-lines": "announces {0} lines, the file has {1}",
    "announces-counts": "announces {0}, the lines give {1}",
    # files that cannot be read at all (FileError)
    "cannot-read": "cannot read ({0})",
    "binary-not-trf": "binary data (NUL bytes): not a TRF file",
    "no-trf-line": "no TRF line found (no 001 player line nor header tag)",
    "no-code-line": "no code line (a line starting with a NUL byte): not a 24 lines file",
    "section-too-long": "{0} games: a 24 lines section holds at most {1}",
    "not-for-frbe": "{0}, not a results file for the FRBE",
    "unknown-format": "not a results file this program knows",
    "empty-file": "empty file, not a results file",
    "event-file-not-results": "this is an elodesk event file, not a results file (File ▸ Open "
    "opens it)",
    "dbf-not-results": "this is a DBF table (a PLAYER.DBF or CHCKLIST.DBF), not a results file",
    "excel-not-results": "this is an Excel file, not a results file",
    "pdf-not-results": "this is a PDF file, not a results file",
    # names for the federation's Latin-1 files (app/event.py)
    "name-not-latin1": (
        "{0!r}: {1!r} cannot be written in the federation's files (Latin-1); write the name in "
        "Latin letters"
    ),
    # h9
    "no-rank": "no rank such as 12k or 3d",
    "bad-h9-cell": "{0!r} is not like 15+/w4",
    "opponent-is-self": "opponent {0} is this player",
    "h9-criteria": "{0} placement columns, the header names {1} ({2})",
    "h9-cells-disagree": "{0} but line {1} says {2}",
    "h9-no-game-back": "line {0} (player {1}) has no game against player {2} in round {3}",
}


@dataclass(frozen=True)
class FileProblem:
    """A problem: ``code`` (a key of :data:`MESSAGES`), its ``args``, the ``line`` and the
    ``field`` (a column or part of the line, such as ``date``, ``00F +=-``, ``round 3``)."""

    code: str
    args: tuple[Any, ...]
    line: int
    field: str = ""

    @property
    def message(self) -> str:
        """The problem in English (the command line's wording)."""
        return MESSAGES[self.code].format(*self.args)

    def __str__(self) -> str:
        return f"line {self.line}: {self.field}: {self.message}"


IdCheck = tuple[str, tuple[Any, ...]]
"""Why an ID is refused: a code of :data:`MESSAGES` and its arguments after the ID."""

KnownId = Callable[[str], IdCheck | None]
"""The player-list check the validators take: None when the ID is fine."""


class FileError(ElodeskError):
    """A file that cannot be read at all: its one problem, with a code (translated by the desk
    like the others) and the file's name when known."""

    def __init__(
        self, code: str, args: tuple[Any, ...] = (), line: int = 0, field: str = "", path: str = ""
    ) -> None:
        self.problem = FileProblem(code, tuple(args), line, field)
        self.path = path
        super().__init__(f"{path}: {self.problem.message}" if path else self.problem.message)
