"""Domain types shared by every rating system: players, games, results, events.

Frozen dataclasses and enums only; no behaviour beyond small derived properties. Every rating
system (``frbe``, ``fqe``, ``ffg``, ``fide``) takes these and returns :class:`PlayerRating`
values, never mutating its inputs (DESIGN.md, "Boundaries").
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field


class ElodeskError(Exception):
    """Base of every error the project raises on purpose. Its text is English (the command
    line's); ``code`` and ``values``, when given, say the same for the desk, which words each
    code in its language (``ui/messages.py``, the one place)."""

    code: str = ""
    values: tuple[object, ...] = ()

    def with_code(self, code: str, *values: object) -> ElodeskError:
        """This error, with the code and values its text is made of (returned for ``raise``)."""
        self.code, self.values = code, values
        return self


class Note(str):
    """A message as its English text (the command line's), with a ``code`` and its
    ``values`` for the desk, which words each code in its language (``ui/messages.py``, the
    one place); a value may itself be a note, or a tuple of notes (said one after the
    other). A ``str``, so lists of notes stay lists of texts and compare as their English."""

    code: str
    values: tuple[object, ...]

    def __new__(cls, text: str, code: str, *values: object) -> Note:
        note = super().__new__(cls, text)
        note.code = code
        note.values = values
        return note


@dataclass(frozen=True)
class RecordProblem:
    """A record of an input file that could not be used as it is: the file, the record
    (1-based), the field and what was done (left out of the run, ordered as a blank date …).
    The DBF readers and the period's assembly return lists of them instead of refusing the
    whole period (the federation's own files hold such records). ``code`` and ``args`` say
    the same as ``message`` for a translation (the desk words each code in its language;
    ``"merged"``: ``args`` are the problems of one record and field, in order). ``record`` 0:
    the path already names the record (a game of a results file merged for the period)."""

    path: str
    record: int
    field: str
    message: str
    code: str = ""
    args: tuple[object, ...] = ()

    def __str__(self) -> str:
        if not self.record:
            return f"{self.path}: field {self.field}: {self.message}"
        return f"{self.path}: record {self.record}, field {self.field}: {self.message}"


class InvalidInput(ElodeskError, ValueError):
    """Input that cannot be rated: unknown player, bad result, duplicate id, …

    ``where`` names the offending record (``players[3]``, ``games[12]``) and ``field`` the field.
    """

    def __init__(self, message: str, where: str = "", field: str = "") -> None:
        self.where = where
        self.field = field
        prefix = ""
        if where:
            prefix = f"{where}"
            if field:
                prefix += f".{field}"
            prefix += ": "
        super().__init__(prefix + message)


class InvalidResult(InvalidInput):
    """A result string that is none of ``1-0``, ``0-1``, ``1/2-1/2``, ``+-``, ``-+``, ``--``."""


class UnknownPlayer(InvalidInput):
    """A game names a player id that is not in the player list."""


class EventType(enum.Enum):
    """Kind of event (cli.md ``event.type``)."""

    ROUND_ROBIN = "round-robin"
    OPEN = "open"
    MATCH = "match"


class Result(enum.Enum):
    """A game's result from White's point of view.

    Forfeits (``+-``, ``-+``, ``--``) are recorded but never rated (FRBE seed 000, "0F-0F").
    """

    WHITE_WINS = "1-0"
    DRAW = "1/2-1/2"
    BLACK_WINS = "0-1"
    WHITE_FORFEIT_WIN = "+-"
    BLACK_FORFEIT_WIN = "-+"
    DOUBLE_FORFEIT = "--"

    # each member's own values (set below from _RATED, _WHITE, _BLACK): the rating runs and the
    # standings read them per half-game, thousands of times per result typed, and a lookup
    # through ``self.value`` (an enum descriptor) costs five times as much
    _rated: bool
    _white: float
    _black: float

    @classmethod
    def parse(cls, text: str) -> Result:
        """Parse the result notations accepted by the CLI contract (``½-½`` included)."""
        norm = text.strip().replace("½", "1/2").replace(" ", "")
        aliases = {"=": "1/2-1/2", "0.5-0.5": "1/2-1/2", "1/2": "1/2-1/2"}
        norm = aliases.get(norm, norm)
        for member in cls:
            if member.value == norm:
                return member
        raise InvalidResult(f"unknown result {text!r} (expected 1-0, 0-1, 1/2-1/2, +-, -+ or --)")

    @property
    def rated(self) -> bool:
        """True when the game counts for rating (forfeits never do)."""
        return self._rated

    @property
    def white_score(self) -> float:
        """Points for White (forfeit points included, for standings)."""
        return self._white

    @property
    def black_score(self) -> float:
        """Points for Black (forfeit points included, for standings)."""
        return self._black

    def mark(self, white: bool) -> str:
        """A crosstable cell from one side (``white``: White's): ``1``, ``½``, ``0`` for a game
        played, ``+`` won and ``−`` lost by forfeit (a double forfeit: ``−`` for both) — the
        one table the screen's, the printed, the web and the Excel crosstables write."""
        score = self._white if white else self._black
        if not self._rated:
            return "+" if score == 1.0 else "−"
        return _MARKS[score]

    def trf_code(self, white: bool) -> str:
        """The result character of a TRF round cell for one side (FIDE TRF-16/TRF-26: ``1``,
        ``0``, ``=``, ``+`` forfeit win, ``-`` forfeit loss; a double forfeit ``-`` on both
        lines) — what the TRF and national files and the pairing engine's input write."""
        score = self._white if white else self._black
        if not self._rated:
            return "+" if score == 1.0 else "-"
        return _TRF_CODES[score]


_WHITE = {"1-0": 1.0, "1/2-1/2": 0.5, "0-1": 0.0, "+-": 1.0, "-+": 0.0, "--": 0.0}
_BLACK = {"1-0": 0.0, "1/2-1/2": 0.5, "0-1": 1.0, "+-": 0.0, "-+": 1.0, "--": 0.0}
_RATED = {"1-0": True, "1/2-1/2": True, "0-1": True, "+-": False, "-+": False, "--": False}
_MARKS = {1.0: "1", 0.5: "½", 0.0: "0"}
_TRF_CODES = {1.0: "1", 0.5: "=", 0.0: "0"}
for _r in Result:
    _r._rated, _r._white, _r._black = _RATED[_r.value], _WHITE[_r.value], _BLACK[_r.value]
del _r


@dataclass(frozen=True)
class Player:
    """A player as a rating system sees him before the event.

    Chess: ``rating`` (0 = unrated) and ``games`` (rated games before the event). For an unrated
    FRBE player, ``opponents_sum``/``score`` carry his history against rated opponents (the
    federation's ADVERSAIRE and PERFORMAN columns). Go: ``level``/``rank``/``known``. The optional
    FIDE fields are ``birth_year``, ``junior`` and ``reached_2400``.
    """

    id: str
    rating: int = 0
    games: int = 0
    opponents_sum: int | None = None
    score: float | None = None
    name: str = ""
    level: float | None = None
    rank: str | None = None
    known: bool | None = None
    junior: bool = False
    reached_2400: bool = False
    birth_year: int | None = None
    federation: str = ""


@dataclass(frozen=True)
class Game:
    """One game; ``result`` is from White's side. The list order is the processing order."""

    white: str
    black: str
    result: Result
    round: int | None = None
    handicap: int = 0


@dataclass(frozen=True)
class Event:
    """What a rating system needs to know of the event itself."""

    name: str = ""
    type: EventType = EventType.OPEN
    coefficient: float = 1.0


class Status(enum.Enum):
    """A player's rating status after the event (cli.md ``status``)."""

    RATED = "rated"
    NEWLY_RATED = "newly-rated"
    PROVISIONAL = "provisional"
    UNRATED = "unrated"


@dataclass(frozen=True)
class GameLine:
    """One rated game as it appears on a player's rating card.

    ``we`` is the expected score, ``k`` the coefficient used (0 when the game only fed a
    performance), ``number`` the player's running game number, ``run`` the FRBE RUN (1–3).
    """

    opponent: str
    opponent_rating: float
    score: float
    we: float | None
    k: float | None
    number: int
    run: int = 3


@dataclass(frozen=True)
class PlayerRating:
    """One player's outcome; the fields are those of the CLI contract (cli.md, output)."""

    id: str
    status: Status
    old: float | None
    new: float | None
    delta: float | None
    games: int
    games_after: int
    score: float
    expected: float | None
    performance: float | None = None
    fictitious: int | None = None
    notes: tuple[str, ...] = ()
    lines: tuple[GameLine, ...] = field(default=(), compare=False)


# --- A whole tournament, as the results files and the event store hold it -------------------


@dataclass(frozen=True)
class Entrant:
    """A player of a tournament (a line of a results file).

    ``number`` is the start number (the TRF's "001" number, the crosstable's row).
    ``fictitious``: a fictitious rating written in place of the ID (the 24 lines file's ``***``).
    """

    number: int
    name: str
    id: str = ""
    rating: int = 0
    federation: str = ""
    club: str = ""
    sex: str = ""
    title: str = ""
    birth: str = ""
    fide_id: str = ""
    fictitious: bool = False
    withdrawn: bool = False
    fide_rating: int = 0  # the FIDE list's (or typed) standard rating, 0 when he has none


#: The rank of a Go player entered without one (the ``title`` of an :class:`Entrant` of a Go
#: event): what the h9 results file writes for him (``30K``), so what the federation rates him
#: at, and so what the preview assumes — the lowest rank of the FFG scale (levels clamped to
#: −2950, 30k: ``shared/rules/ffg.md``, "Levels and ranks").
GO_RANK_UNKNOWN = "30k"

#: The federation's codes for FIDE titles (PLAYER.DBF's TITRE) → FIDE's: the 2008 lists write
#: ``g m f c wg wm wf``, the 2015 lists ``WG WI WF WC``, the 2022 lists FIDE's own; the same
#: players carry FIDE's code in the later lists (2008-07 ``wg`` 11916 JARACZ BARBARA: ``WG`` in
#: 2015-01, ``WGM`` in 2022-01; ``wm`` 9369 HAMELINK DESIREE: ``WI``, ``WIM``; ``wf`` 51021
#: GORSHKOVA IRINA: ``WF``, ``WFM``; ``c`` 11492 SPRANGERS REMCO: ``CM``; ``f`` 10221: ``FM``).
_TITLES = {
    "G": "GM",
    "M": "IM",
    "F": "FM",
    "C": "CM",
    "WG": "WGM",
    "WM": "WIM",
    "WI": "WIM",
    "WF": "WFM",
    "WC": "WCM",
}


def fide_title(code: str) -> str:
    """FIDE's title for a title as a list writes it (:data:`_TITLES`); FIDE's own codes and
    anything else (a Go event keeps the rank there) as written, stripped."""
    text = (code or "").strip()
    return _TITLES.get(text.upper(), text)


#: A player's sex as the files write it → ``m`` or ``f``, the one table: the federation's
#: PLAYER.DBF (SEXE ``M``/``F``, and ``V``, vrouw, in the 2007–2008 lists: 129 players in
#: 2008-07, 125 of them ``F`` in 2009-01, e.g. 353 MAECKELBERGH ANNE-MARIE), FIDE's lists
#: (``M``/``F``) and the TRF (column 10: ``m``/``w``, FIDE's TRF definition).
_SEXES = {"M": "m", "F": "f", "V": "f", "W": "f"}


def sex_of(letter: str) -> str:
    """``m`` or ``f`` for a sex letter of any of the files (:data:`_SEXES`, in any case); ''
    when unknown or blank."""
    return _SEXES.get((letter or "").strip()[:1].upper(), "")


#: The federation a player's record stands for when it leaves his nationality blank: the Belgian
#: federation's own files read a blank as Belgian ("nationality ``BEL``, blank or ``***``; anything
#: else is a foreign player", Chess Manager's import of the 24 lines file,
#: ../shared/spec/formats.md), and so do its lists and the national results file.
HOME_FEDERATION = "BEL"


def federation_or_home(fed: str | None) -> str:
    """``fed`` as written (stripped), or :data:`HOME_FEDERATION` when blank."""
    return (fed or "").strip() or HOME_FEDERATION


def is_home(fed: str | None) -> bool:
    """A player of the home federation: ``BEL`` or blank (:func:`federation_or_home`)."""
    return federation_or_home(fed) == HOME_FEDERATION


class ByeCode(enum.Enum):
    """A round without an opponent, by its code in a TRF round cell (FIDE TRF-16 and TRF-26:
    ``0000 - U``) — the one table of what each code means and how many points it scores.

    ``U`` the pairing-allocated bye: C.04.1 (c) "a player who has been allocated a bye receives
    the number of points for a win, unless the rules of the tournament say otherwise"; its value
    is the event's (the score system's ``pairing_bye``). ``F``/``H``/``Z`` the byes a player
    requested, worth 1, ½ and 0 (TRF-26, "full-point bye", "half-point bye", "zero-point bye").
    ``+`` a win by forfeit with no opponent named (1 point), ``-`` a forfeit loss or an absence
    (0). Swar's blank round (``0000 -  ``) is worth what the player's points say (1, ½ or 0):
    the TRF reader gives it ``F`` or ``H`` by that value (``io.trf._blank_byes``), or leaves it
    blank, an absence, when it is worth nothing.
    """

    PAIRING_ALLOCATED = "U"
    FULL = "F"
    HALF = "H"
    ZERO = "Z"
    FORFEIT_WIN = "+"
    ABSENT = "-"

    @classmethod
    def of(cls, code: str) -> ByeCode:
        """The bye of a cell's code; a blank or unknown code is an absence."""
        try:
            return cls(code.strip())
        except ValueError:
            return cls.ABSENT

    @property
    def label(self) -> str:
        """What the round is called on a pairing sheet (English; translated where shown)."""
        return _BYE_LABELS[self]

    @property
    def requested(self) -> bool:
        """A bye the player asked for before the round was paired (not the pairing's)."""
        return self in (ByeCode.FULL, ByeCode.HALF, ByeCode.ZERO)

    def points(self, pairing_bye: float = 1.0) -> float:
        """Game points (a win = 1) of this bye; ``pairing_bye`` is the event's value of the
        pairing-allocated bye in game points."""
        if self is ByeCode.PAIRING_ALLOCATED:
            return pairing_bye
        return _BYE_POINTS[self]


_BYE_POINTS = {
    ByeCode.FULL: 1.0,
    ByeCode.FORFEIT_WIN: 1.0,
    ByeCode.HALF: 0.5,
    ByeCode.ZERO: 0.0,
    ByeCode.ABSENT: 0.0,
}

_BYE_LABELS = {
    ByeCode.PAIRING_ALLOCATED: "bye",
    ByeCode.FULL: "full-point bye",
    ByeCode.FORFEIT_WIN: "full-point bye",
    ByeCode.HALF: "half-point bye",
    ByeCode.ZERO: "absent",
    ByeCode.ABSENT: "absent",
}

#: The codes of :class:`ByeCode` (a TRF round cell's result column).
BYE_CODES = frozenset(b.value for b in ByeCode)


def trf_scoring(pairing_bye: float) -> str:
    """The text of a TRF-26 ``162`` record (the scoring) for a pairing-allocated bye worth
    ``pairing_bye`` game points: a symbol every 9 columns from column 6, its points in the 4
    columns after it (as FIDE's checker gacrux reads it) — W a win, D a draw, L a loss, P the
    pairing-allocated bye. Written where the bye is not a win's points (C.04.1 (c): "unless
    the rules of the tournament say otherwise"); :func:`trf_pairing_bye` reads it back."""
    games = "".join(f"{sym}{pts:4.1f}    " for sym, pts in (("W", 1.0), ("D", 0.5), ("L", 0.0)))
    return f" {games}P{pairing_bye:4.1f}"


def trf_pairing_bye(scoring: str) -> float:
    """The pairing-allocated bye in game points (a win = 1) of a TRF-26 ``162`` record's text
    (:func:`trf_scoring`): P's points over W's; 1 when it names no P."""
    points = {
        m.group(1): float(m.group(2)) for m in re.finditer(r"\b([A-Z])\s*(\d+(?:\.\d+)?)", scoring)
    }
    if "P" not in points:
        return 1.0
    win = points.get("W", 1.0)
    return points["P"] / win if win else points["P"]


def game_points(
    players: Iterable[Entrant],
    pairings: Iterable[Pairing],
    pairing_bye: float = 1.0,
    before: int | None = None,
) -> dict[int, float]:
    """Every player's game points (start number → points; a win = 1), from the rounds before
    ``before`` (all when None): a game's :attr:`Result.white_score`/``black_score`` (forfeits
    included), a round without a game :meth:`ByeCode.points` (the pairing-allocated bye at
    ``pairing_bye``); a game without result, nothing. The one count of the pairing's scores
    (C.04.2), the TRF's and the national file's points column and the printed sheets."""
    out = {p.number: 0.0 for p in players}
    for g in pairings:
        if before is not None and g.round >= before:
            continue
        if g.black == 0:
            if g.white in out:
                out[g.white] += ByeCode.of(g.bye).points(pairing_bye)
            continue
        if g.result is None:
            continue
        if g.white in out:
            out[g.white] += g.result.white_score
        if g.black in out:
            out[g.black] += g.result.black_score
    return out


@dataclass(frozen=True)
class Pairing:
    """One board of one round: start numbers of White and Black (0 for a bye) and the result.

    ``result`` None means not played yet. ``bye`` holds the TRF bye code (``H``, ``F``, ``U``,
    ``Z``, ``+``, ``-``) when ``black`` is 0.
    """

    round: int
    white: int
    black: int
    result: Result | None = None
    date: str = ""
    bye: str = ""
    handicap: int = 0


@dataclass(frozen=True)
class Tournament:
    """A tournament as exchanged between programs (results files, the event store)."""

    name: str
    players: tuple[Entrant, ...]
    pairings: tuple[Pairing, ...] = ()
    city: str = ""
    federation: str = ""
    start: str = ""  # ISO dates (yyyy-mm-dd) or empty
    end: str = ""
    rounds: int = 0
    type: EventType = EventType.OPEN
    time_control: str = ""
    arbiter: str = ""
    deputy: str = ""
    round_dates: tuple[str, ...] = ()  # per round: ISO (the event store) or as a file says
    sender: str = ""  # club number that sends the file
    program: str = ""

    def rounds_sent(self) -> int:
        """The last round with a game result: a results file sends rounds 1 to it. Swar names
        its file by the rounds sent and says them in ``00C`` (``…_R01-04.541``, "Envoi des
        rondes 1 à 4", ../shared/data/frbe/swar); the federation's cards list files of rounds
        sent before the event's end (``…_R01-05.417``, ``…_R05-07.417``, FICHES 2022-01). All
        the event's rounds while none has a result."""
        played = [g.round for g in self.pairings if g.black and g.result is not None]
        return max(played, default=self.rounds)

    def entrant(self, number: int) -> Entrant:
        """The player with start number ``number``."""
        for p in self.players:
            if p.number == number:
                return p
        raise UnknownPlayer(f"no player with start number {number}")
