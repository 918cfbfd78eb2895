"""The file problems (``io.problems.FileProblem``) in the interface's language, by code.

``engine`` and ``io`` have no Qt: a problem carries a code and its arguments, and this is the one
place that turns a code into a sentence of the interface's language (Qt Linguist, context
``Messages``). The English wordings of the command line are in ``io/problems.py``; a test checks
that every code has its translation here.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..app.files import FileError, FileProblem
from ..app.pairing import PairingNotAllowed
from ..app.session import ReadOnlyStore, StoreFull
from ..engine.model import ElodeskError, Note, RecordProblem
from .i18n import QT_TRANSLATE_NOOP

# code → translatable template, %1 %2 … for the arguments (in the order of io.problems)
TEMPLATES: dict[str, str] = {
    "not-a-number": QT_TRANSLATE_NOOP("Messages", "'%1' is not a number"),
    "not-a-date": QT_TRANSLATE_NOOP("Messages", "'%1' is not a date"),
    "not-dd-mm-yyyy": QT_TRANSLATE_NOOP("Messages", "'%1' is not dd/mm/yyyy"),
    "no-such-date": QT_TRANSLATE_NOOP("Messages", "'%1' does not exist"),
    "in-the-future": QT_TRANSLATE_NOOP("Messages", "%1 is in the future"),
    "over-a-year-old": QT_TRANSLATE_NOOP("Messages", "%1 is more than a year old"),
    "wins-but-losses": QT_TRANSLATE_NOOP("Messages", "%1 wins but %2 losses"),
    "odd-draws": QT_TRANSLATE_NOOP("Messages", "%1 draws (an odd number)"),
    "too-many-games": QT_TRANSLATE_NOOP("Messages", "more than %1 games in one section"),
    "same-game-as-line": QT_TRANSLATE_NOOP("Messages", "same game as line %1"),
    "crlf-missing": QT_TRANSLATE_NOOP("Messages", "%1 lines end without CR LF"),
    "no-fide-id": QT_TRANSLATE_NOOP(
        "Messages", "'%1' has no FIDE ID (FIDE rates only the players it has registered)"
    ),
    "not-a-fide-id": QT_TRANSLATE_NOOP("Messages", "'%1': '%2' is not a FIDE ID (digits only)"),
    "not-a-fide-rating": QT_TRANSLATE_NOOP(
        "Messages", "'%1': %2 is not a FIDE rating (1000 to 3000, or none)"
    ),
    "no-chief-arbiter": QT_TRANSLATE_NOOP("Messages", "names no chief arbiter (tag 102)"),
    "crlf-not-everywhere": QT_TRANSLATE_NOOP("Messages", "not every line ends with CR LF"),
    "id-not-in-list": QT_TRANSLATE_NOOP("Messages", "%1: not in %2"),
    "id-suppressed": QT_TRANSLATE_NOOP(
        "Messages", "%1: not affiliated (suppressed) in the player list"
    ),
    "id-twice": QT_TRANSLATE_NOOP("Messages", "%1 is also player %2"),
    "no-id": QT_TRANSLATE_NOOP("Messages", "'%1' has rated games but no ID"),
    "not-a-federation": QT_TRANSLATE_NOOP("Messages", "'%1' is not a 3-letter code"),
    "foreign-needs-name-rating": QT_TRANSLATE_NOOP(
        "Messages", "foreign player (%1) needs a name and a rating"
    ),
    "opponent-not-a-number": QT_TRANSLATE_NOOP("Messages", "opponent '%1' is not a number"),
    "appears-twice": QT_TRANSLATE_NOOP("Messages", "%1 appears twice"),
    "missing-start-number": QT_TRANSLATE_NOOP("Messages", "missing (columns 5-8 of a 001 line)"),
    "unknown-line-type": QT_TRANSLATE_NOOP("Messages", "unknown line type '%1'"),
    "opponent-not-in-file": QT_TRANSLATE_NOOP("Messages", "opponent %1 is not in the file"),
    "unknown-result": QT_TRANSLATE_NOOP("Messages", "result '%1' unknown"),
    "not-the-same-game": QT_TRANSLATE_NOOP("Messages", "player %1 does not have the same game"),
    "start-number-zero": QT_TRANSLATE_NOOP(
        "Messages", "%1 is not a start number (they start at 1)"
    ),
    "bye-with-colour": QT_TRANSLATE_NOOP(
        "Messages", "opponent 0000 with colour '%1' and result '%2': a game against nobody"
    ),
    "results-disagree": QT_TRANSLATE_NOOP("Messages", "results disagree with player %1's line"),
    "00f-syntax": QT_TRANSLATE_NOOP("Messages", "'%1' is not P= R= S= E= +W =D -L"),
    "announces-players": QT_TRANSLATE_NOOP("Messages", "announces %1 players, the file has %2"),
    "announces-rounds": QT_TRANSLATE_NOOP("Messages", "announces %1 rounds, the lines have %2"),
    "announces-games": QT_TRANSLATE_NOOP("Messages", "announces %1, the games give %2"),
    "no-sending-club": QT_TRANSLATE_NOOP(
        "Messages",
        "names no sending club (its number): set it in Event ▸ Properties…, Sending club (number)",
    ),
    "code-line-syntax": QT_TRANSLATE_NOOP(
        "Messages", "'%1' is not type, count, rounds, dates, +W=D-L"
    ),
    "code-not-24": QT_TRANSLATE_NOOP("Messages", "the code is not 24 characters"),
    "not-a-line-number": QT_TRANSLATE_NOOP("Messages", "'%1' is not a line number"),
    "bad-colour": QT_TRANSLATE_NOOP("Messages", "'%1' (expected B or N)"),
    "bad-24-result": QT_TRANSLATE_NOOP("Messages", "'%1' (expected 1, 0 or 5)"),
    "not-a-rating": QT_TRANSLATE_NOOP("Messages", "'%1' is not a rating"),
    "not-pointing-back": QT_TRANSLATE_NOOP(
        "Messages", "game line %1 does not point back to game line %2"
    ),
    "result-against": QT_TRANSLATE_NOOP("Messages", "%1 against %2 on line %3"),
    "same-colour": QT_TRANSLATE_NOOP(
        "Messages", "game line %1 has the same colour (%2): one of the two lines is wrong"
    ),
    "announces-lines": QT_TRANSLATE_NOOP("Messages", "announces %1 lines, the file has %2"),
    "announces-counts": QT_TRANSLATE_NOOP("Messages", "announces %1, the lines give %2"),
    "cannot-read": QT_TRANSLATE_NOOP("Messages", "cannot read (%1)"),
    "binary-not-trf": QT_TRANSLATE_NOOP("Messages", "binary data (NUL bytes): not a TRF file"),
    "no-trf-line": QT_TRANSLATE_NOOP(
        "Messages", "no TRF line found (no 001 player line nor header tag)"
    ),
    "no-code-line": QT_TRANSLATE_NOOP(
        "Messages", "no code line (a line starting with a NUL byte): not a 24 lines file"
    ),
    "section-too-long": QT_TRANSLATE_NOOP(
        "Messages", "%1 games: a 24 lines section holds at most %2"
    ),
    "not-for-frbe": QT_TRANSLATE_NOOP("Messages", "%1, not a results file for the FRBE"),
    "unknown-format": QT_TRANSLATE_NOOP("Messages", "not a results file this program knows"),
    "empty-file": QT_TRANSLATE_NOOP("Messages", "empty file, not a results file"),
    "event-file-not-results": QT_TRANSLATE_NOOP(
        "Messages", "this is an elodesk event file, not a results file (File ▸ Open opens it)"
    ),
    "dbf-not-results": QT_TRANSLATE_NOOP(
        "Messages", "this is a DBF table (a PLAYER.DBF or CHCKLIST.DBF), not a results file"
    ),
    "excel-not-results": QT_TRANSLATE_NOOP("Messages", "this is an Excel file, not a results file"),
    "pdf-not-results": QT_TRANSLATE_NOOP("Messages", "this is a PDF file, not a results file"),
    "name-not-latin1": QT_TRANSLATE_NOOP(
        "Messages",
        "'%1': '%2' cannot be written in the federation's files (Latin-1); write the name in "
        "Latin letters",
    ),
    "no-rank": QT_TRANSLATE_NOOP("Messages", "no rank such as 12k or 3d"),
    "bad-h9-cell": QT_TRANSLATE_NOOP("Messages", "'%1' is not like 15+/w4"),
    "opponent-is-self": QT_TRANSLATE_NOOP("Messages", "opponent %1 is this player"),
    "h9-criteria": QT_TRANSLATE_NOOP("Messages", "%1 placement columns, the header names %2 (%3)"),
    "h9-cells-disagree": QT_TRANSLATE_NOOP("Messages", "%1 but line %2 says %3"),
    "h9-no-game-back": QT_TRANSLATE_NOOP(
        "Messages", "line %1 (player %2) has no game against player %3 in round %4"
    ),
}
FIELDS = {
    "date": QT_TRANSLATE_NOOP("Messages", "date"),
    "ID": QT_TRANSLATE_NOOP("Messages", "ID"),
    "results": QT_TRANSLATE_NOOP("Messages", "results"),
    "code line": QT_TRANSLATE_NOOP("Messages", "code line"),
    "game": QT_TRANSLATE_NOOP("Messages", "game"),
    "nationality": QT_TRANSLATE_NOOP("Messages", "nationality"),
}
LINE_TEMPLATE = QT_TRANSLATE_NOOP("Messages", "line %1: %2: %3")
_ARG = re.compile(r"%(\d+)")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Messages", text)


def _fill(template: str, args: tuple[object, ...]) -> str:
    """%1 %2 … replaced in one pass (an argument's own text is never read again)."""
    return _ARG.sub(
        lambda m: str(args[int(m.group(1)) - 1]) if int(m.group(1)) <= len(args) else m.group(0),
        template,
    )


def problem_text(p: FileProblem) -> str:
    """The problem's own sentence, without its place."""
    template = TEMPLATES.get(p.code)
    return _fill(_tr(template), p.args) if template else p.message


def translate(item: FileProblem | str) -> str:
    """A problem as ``line N: field: sentence`` in the interface's language; any other message
    (an error's text) is shown as it is."""
    if not isinstance(item, FileProblem):
        return item
    field = _tr(FIELDS[item.field]) if item.field in FIELDS else item.field
    return _fill(_tr(LINE_TEMPLATE), (item.line, field, problem_text(item)))


STORE_FULL = QT_TRANSLATE_NOOP(
    "Messages",
    "The event file cannot be written (%1): nothing of this edit was written. Everything "
    "entered before is in the file. Free some space, or use File ▸ Save a copy… to keep working "
    "on a copy elsewhere.",
)
STORE_READ_ONLY = QT_TRANSLATE_NOOP(
    "Messages", "The event is open read-only: this edit was not made (%1)."
)


# the records of a period the run could not use as they are (engine.model.RecordProblem), by
# code; %1 … are the problem's args
RECORD_TEMPLATES: dict[str, str] = {
    "not-a-number": QT_TRANSLATE_NOOP("Messages", "'%1' is not a number"),
    "not-a-whole-number": QT_TRANSLATE_NOOP("Messages", "'%1' is not a whole number"),
    "not-a-date": QT_TRANSLATE_NOOP("Messages", "'%1' is not a date"),
    "empty": QT_TRANSLATE_NOOP("Messages", "empty"),
    "not-a-result": QT_TRANSLATE_NOOP("Messages", "'%1' is not a result (1, 0 or 5 for a draw)"),
    "no-id": QT_TRANSLATE_NOOP("Messages", "no ID: left out of the run"),
    "cannot-be-run": QT_TRANSLATE_NOOP(
        "Messages", "player %1 cannot be run (unreadable): left out with his games"
    ),
    "rated-not-in-previous": QT_TRANSLATE_NOOP(
        "Messages",
        "player %1 is rated %2 (%3 games) in the list but not in the previous list: run as "
        "unrated, his list rating kept",
    ),
    "run-from-previous": QT_TRANSLATE_NOOP(
        "Messages",
        "player %1 is not in %2: run from the previous list (rating %3, %4 games); his new "
        "rating is written nowhere",
    ),
    "no-player": QT_TRANSLATE_NOOP("Messages", "no player: left out of the run"),
    "no-result": QT_TRANSLATE_NOOP("Messages", "no readable result: left out of the run"),
    "no-opponent": QT_TRANSLATE_NOOP("Messages", "no readable opponent: left out of the run"),
    "paired-with-himself": QT_TRANSLATE_NOOP(
        "Messages", "player %1 paired with himself: left out of the run"
    ),
    "player-not-in-list": QT_TRANSLATE_NOOP(
        "Messages", "player %1 is not in %2: left out of the run"
    ),
    "opponent-not-in-list": QT_TRANSLATE_NOOP(
        "Messages", "opponent %1 is not in %2: left out of the run"
    ),
    "no-rating": QT_TRANSLATE_NOOP("Messages", "no readable rating: left out of the run"),
    "date-as-blank": QT_TRANSLATE_NOOP(
        "Messages", "unreadable date: kept, ordered as a blank date (before every dated game)"
    ),
}
RECORD_LINE = QT_TRANSLATE_NOOP("Messages", "%1: record %2, field %3: %4")
# a record named by its results file's game (RecordProblem.record 0)
GAME_RECORD_LINE = QT_TRANSLATE_NOOP("Messages", "%1: field %2: %3")


def record_text(p: RecordProblem) -> str:
    """A record the run could not use, in the interface's language (its English message
    when its code has no wording here)."""
    if p.code == "merged":
        body = "; ".join(_record_body(q) for q in p.args if isinstance(q, RecordProblem))
    else:
        body = _record_body(p)
    if not p.record:
        return _fill(_tr(GAME_RECORD_LINE), (note_text(p.path), p.field, body))
    return _fill(_tr(RECORD_LINE), (p.path, p.record, p.field, body))


def _record_body(p: RecordProblem) -> str:
    template = RECORD_TEMPLATES.get(p.code)
    return _fill(_tr(template), p.args) if template else p.message


# the notes said when a period opens and of the results files merged for it
# (engine.model.Note), by code; %1 … are its values, each a note worded in turn
NOTES: dict[str, str] = {
    "dates-unreadable": QT_TRANSLATE_NOOP(
        "Messages",
        "%1: %2 record(s) with an unreadable date (%3 … %4), kept, ordered as a blank date"
        " (before every dated game): records %5",
    ),
    "games-outside-period": QT_TRANSLATE_NOOP(
        "Messages", "%1 game record(s) dated outside the period %2 … %3 (%4 … %5): records %6"
    ),
    "list-written-late": QT_TRANSLATE_NOOP(
        "Messages",
        "%1 was written on %2, long after the games' period %3: is it the list of this period?",
    ),
    "previous-list-newer": QT_TRANSLATE_NOOP(
        "Messages", "the previous list %1 (%2) is newer than the list %3 (%4)"
    ),
    "rules-not-in-force": QT_TRANSLATE_NOOP(
        "Messages", "rule set %1 chosen, but %2 was in force in %3"
    ),
    "game-of-file": QT_TRANSLATE_NOOP("Messages", "%1: game %2"),
    "game-in-round": QT_TRANSLATE_NOOP("Messages", "%1: game %2 (%3 – %4, round %5)"),
    "game-on-date": QT_TRANSLATE_NOOP("Messages", "%1: game %2 (%3 – %4, %5)"),
    "duplicate": QT_TRANSLATE_NOOP("Messages", "%1 already in %2"),
    "suspect": QT_TRANSLATE_NOOP("Messages", "%1 may be %2"),
    "stale-foreign": QT_TRANSLATE_NOOP(
        "Messages",
        "%1 player(s) of a foreign federation keep the list's rating: without the period's FIDE "
        "list (FIDE list…) their rating is stale",
    ),
    # the earlier periods' games a period takes up (app.carry_over.taken_up_note); %1 of
    # "taken-up": one note per earlier period
    "taken-up": QT_TRANSLATE_NOOP(
        "Messages", "games of earlier periods taken up (article 12.e): %1"
    ),
    "taken-up-records": QT_TRANSLATE_NOOP("Messages", "%1: %2 game record(s)"),
    "taken-up-counted": QT_TRANSLATE_NOOP("Messages", "%1: %2 of %3"),
    "taken-up-none": QT_TRANSLATE_NOOP("Messages", "none"),
}


def note_text(text: str) -> str:
    """A note (:data:`NOTES`) in the interface's language; any other text as it is."""
    if isinstance(text, Note) and text.code in NOTES:
        values = tuple(_note_value(v) for v in text.values)
        return _fill(_tr(NOTES[text.code]), values)
    return text


def _note_value(v: object) -> object:
    """A note's value as said: a note worded in turn, a tuple of notes one after the other."""
    if isinstance(v, tuple):
        return ", ".join(str(_note_value(x)) for x in v)
    return note_text(v) if isinstance(v, Note) else v


# the desk's own refusals, by code (the controller emits them through desk_text)
DESK: dict[str, str] = {
    "results-entered": QT_TRANSLATE_NOOP(
        "Messages", "Results are already entered: clear them before new pairings."
    ),
    "start-numbers-differ": QT_TRANSLATE_NOOP(
        "Messages", "The file's start numbers do not match this event's players."
    ),
    "round-has-results": QT_TRANSLATE_NOOP(
        "Messages", "Round %1 has results: clear them before un-pairing it."
    ),
}


def desk_text(code: str, *args: object) -> str:
    """One of the desk's own messages (:data:`DESK`) in the interface's language."""
    return _fill(_tr(DESK[code]), args)


# the engine's and the desk's errors that carry a code (engine.model.ElodeskError.with_code)
ERRORS: dict[str, str] = {
    # an earlier period's CHCKLIST named for article 12.e (app.carry_over)
    "carry-over-rules": QT_TRANSLATE_NOOP(
        "Messages",
        "%1: the rule set %2 does not take up earlier periods' games (article 12.e of the "
        "2023 competition rules: %3 and later)",
    ),
    "carry-over-twice": QT_TRANSLATE_NOOP(
        "Messages", "%1: named twice (the period's games, or another earlier file)"
    ),
    "carry-over-unreadable": QT_TRANSLATE_NOOP(
        "Messages", "%1: cannot be read as an earlier period's CHCKLIST (%2)"
    ),
    "carry-over-not-run": QT_TRANSLATE_NOOP(
        "Messages",
        "%1: no game is numbered (NB_PARTIES): not the CHCKLIST a period's run wrote; name the "
        "file the earlier period's run wrote",
    ),
    "carry-over-undated": QT_TRANSLATE_NOOP(
        "Messages", "%1: its period (or this period's) cannot be dated"
    ),
    "carry-over-not-before": QT_TRANSLATE_NOOP(
        "Messages", "%1: its period %2 is not before this period %3"
    ),
    "carry-over-too-old": QT_TRANSLATE_NOOP(
        "Messages",
        "%1: its period %2 is %3 periods before %4: article 12.e takes up the games of the %5 "
        "previous periods only",
    ),
    "list-number-too-large": QT_TRANSLATE_NOOP(
        "Messages",
        "%1: %2: %3 %4 is not a number of a rating list (0 to 9999); nothing was imported",
    ),
    "cannot-write": QT_TRANSLATE_NOOP("Messages", "%1: cannot write (%2); nothing was written"),
    "copy-not-written": QT_TRANSLATE_NOOP("Messages", "%1: cannot write (%2); no copy was made"),
    "event-not-created": QT_TRANSLATE_NOOP(
        "Messages", "%1: the event file cannot be made here (%2); nothing was written"
    ),
    "player-db-not-written": QT_TRANSLATE_NOOP(
        "Messages", "%1: the player database cannot be written (%2); the list was not imported"
    ),
    "only-open": QT_TRANSLATE_NOOP("Messages", "only an open is paired by the Swiss system"),
    "go-not-paired": QT_TRANSLATE_NOOP(
        "Messages",
        "a Go event is paired by the McMahon system with handicaps, which elodesk does not do: "
        "pair it in OpenGotha and open its h9 file here (File ▸ Open an h9 file as a Go event…)",
    ),
    "all-rounds-paired": QT_TRANSLATE_NOOP("Messages", "the event has %1 rounds: all are paired"),
    "no-rounds": QT_TRANSLATE_NOOP("Messages", "the event has no number of rounds"),
    "fewer-than-two": QT_TRANSLATE_NOOP("Messages", "round %1: fewer than two players to pair"),
    "player-not-in-event": QT_TRANSLATE_NOOP("Messages", "round %1: player %2 is not in the event"),
    "paired-twice": QT_TRANSLATE_NOOP("Messages", "round %1: player %2 is paired twice"),
    "has-withdrawn": QT_TRANSLATE_NOOP("Messages", "round %1: player %2 has withdrawn"),
    "no-result-yet": QT_TRANSLATE_NOOP("Messages", "round %1: the game %2–%3 has no result yet"),
    "already-paired": QT_TRANSLATE_NOOP(
        "Messages", "round %1 is already paired (un-pair it first)"
    ),
    "beyond-rounds": QT_TRANSLATE_NOOP(
        "Messages", "the event has %1 rounds: round %2 cannot be paired"
    ),
    "nobody-to-pair": QT_TRANSLATE_NOOP("Messages", "round %1: nobody is to be paired"),
}


def error_text(exc: BaseException) -> str:
    """An error's message for the desk, in the interface's language: the event file's write
    errors by their type, a file's error by its code with the file's name; any other as it is."""
    if isinstance(exc, ElodeskError) and exc.code in ERRORS and not isinstance(exc, FileError):
        return _fill(_tr(ERRORS[exc.code]), exc.values)  # a coded error is worded by its code
    if isinstance(exc, StoreFull):
        return _fill(_tr(STORE_FULL), (exc.__cause__ or exc,))
    if isinstance(exc, ReadOnlyStore):
        return _fill(_tr(STORE_READ_ONLY), (exc,))
    if isinstance(exc, FileError):
        text = problem_text(exc.problem)
        return f"{exc.path}: {text}" if exc.path else text
    if isinstance(exc, PairingNotAllowed):
        return desk_text("round-has-results", exc.round)
    return str(exc)
