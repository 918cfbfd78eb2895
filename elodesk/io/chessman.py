"""The "24 lines" results file of Chess Manager (the seed's email file to the ratings service).

Latin-1, CRLF (``shared/spec/formats.md``; sample ``data/frbe/chessman/Ferme-4-9-1.618``):

1. free header lines (``Tournoi(s) :``, the event, ``Fichier :``, the program, ``Envoyé par :``,
   ``Club :``, ``Date de début :``, ``Date de fin :``, ``Nombre TOTAL parties:``, ``Cadence:``);
2. the 24-character code line: NUL, type ``3``, ``1``, the number of game lines (3), the number of
   rounds (2), first and last dates (yyyymmdd), then ``+W=D-L``;
3. a column header, then one line per player per game (White on line 2k−1, Black on 2k):
   number (3), name (25), ID (5), club (3), nationality (3: ``BEL``, blank, or ``***`` for a
   fictitious rating, which then stands in the ID's place), rating (4), opponent's line (3),
   colour (``B`` white, ``N`` black), result (``1``, ``0``, ``5`` draw), date (dd/mm/yyyy), and
   the first 9 characters of the event's name.

At most 499 games per section (:data:`MAX_GAMES`); :func:`write` refuses more. The reader is
tolerant: problems are collected with their line numbers; :func:`validate` adds the checks of
Chess Manager's "Vérif. fichier ELO".
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass, field

from ..engine.model import (
    HOME_FEDERATION,
    Entrant,
    EventType,
    Pairing,
    Tournament,
    federation_or_home,
    is_home,
)
from . import result_digits
from .latin1 import to_latin1
from .numbers import ascii_int, is_digits
from .problems import FileError, FileProblem, KnownId

MAX_GAMES = 499
_CODE = re.compile(
    r"^\x00(\d)(\d)([ \d]{3})([ \d]{2})(\d{8})(\d{8})\+(\d+)=(\d+)-(\d+)\s*$", re.ASCII
)
_RES = result_digits.POINTS


class ChessmanError(FileError):
    """A file that cannot be read as a 24 lines file."""


Problem = FileProblem  # noqa: N816 (the format's name for it)


@dataclass(frozen=True)
class GameLine:
    """One line of the file (one player's side of one game)."""

    line: int
    name: str
    id: str
    club: str
    nat: str
    rating: int
    opponent_line: int
    colour: str
    result: str
    date: str
    event_id: str
    separator: str = " "
    at: int = 0  # the line of the file (1-based), 0 for generated lines


@dataclass
class ChessmanDocument:
    tournament: Tournament
    header: list[str]
    column_header: str
    lines: list[GameLine]
    code: dict[str, int | str] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    line_ends_ok: bool = True
    games: list[Pairing] = field(default_factory=list)  # when built from a tournament


def parse(data: bytes) -> ChessmanDocument:
    """Parse a 24 lines file (bytes, Latin-1)."""
    text = data.decode("latin-1")
    problems: list[Problem] = []
    raw_lines = text.split("\n")
    if raw_lines and raw_lines[-1] == "":
        raw_lines.pop()
    ends_ok = all(r.endswith("\r") for r in raw_lines)
    lines = [r.rstrip("\r") for r in raw_lines]
    code_at = next((i for i, ln in enumerate(lines) if ln.startswith("\x00")), None)
    if code_at is None:
        raise ChessmanError("no-code-line")
    m = _CODE.match(lines[code_at])
    code: dict[str, int | str] = {}
    if not m:
        problems.append(
            Problem("code-line-syntax", (lines[code_at][1:],), code_at + 1, "code line")
        )
    else:
        code = {
            "type": m.group(1),
            "flag": m.group(2),
            "count": ascii_int(m.group(3)),
            "rounds": ascii_int(m.group(4)),
            "first": m.group(5),
            "last": m.group(6),
            "wins": int(m.group(7)),
            "draws": int(m.group(8)),
            "losses": int(m.group(9)),
        }
        if len(lines[code_at]) - len(f"+{m.group(7)}={m.group(8)}-{m.group(9)}") != 24:
            problems.append(Problem("code-not-24", (), code_at + 1, "code line"))
    header = lines[:code_at]
    column_header = lines[code_at + 1] if code_at + 1 < len(lines) else ""
    game_lines: list[GameLine] = []
    for n, line in enumerate(lines[code_at + 2 :], start=code_at + 3):
        if not line.strip():
            continue
        padded = line.ljust(70)
        sep = padded[56]
        gl = GameLine(
            line=ascii_int(padded[0:3]),
            name=padded[4:29].rstrip(),
            id=padded[30:35].strip(),
            club=padded[36:39].strip(),
            nat=padded[40:43].strip(),
            rating=ascii_int(padded[44:48]),
            opponent_line=ascii_int(padded[49:52]),
            colour=padded[53],
            result=padded[55],
            date=padded[59:69].strip(),
            event_id=padded[70:],
            separator=sep,
            at=n,
        )
        if not is_digits(padded[0:3].strip()):
            problems.append(Problem("not-a-line-number", (padded[0:3],), n, "number"))
            continue
        if gl.colour not in "BN":
            problems.append(Problem("bad-colour", (gl.colour,), n, "colour"))
        if gl.result not in _RES:
            problems.append(Problem("bad-24-result", (gl.result,), n, "result"))
        if not is_digits(padded[44:48].strip()):
            problems.append(Problem("not-a-rating", (padded[44:48],), n, "rating"))
        game_lines.append(gl)
    t = _tournament(header, code, game_lines, problems)
    return ChessmanDocument(t, header, column_header, game_lines, code, problems, ends_ok)


def _key(gl: GameLine) -> tuple[str, str]:
    if gl.nat == "***" or not gl.id or gl.id == "0":
        return (gl.name, gl.nat + gl.id)
    return ("", gl.id)


@functools.lru_cache(maxsize=4096)
def _iso(date: str) -> str:
    """dd/mm/yyyy → yyyy-mm-dd ("" when not a date); cached: a file holds few distinct days
    and this ran several times per game line."""
    m = _DMY.match(date)
    return f"{m.group(3)}-{m.group(2)}-{m.group(1)}" if m else ""


_DMY = re.compile(r"^(\d{2})/(\d{2})/(\d{4})$")


def _tournament(
    header: list[str], code: dict, lines: list[GameLine], problems: list[Problem]
) -> Tournament:
    players: dict[tuple[str, str], Entrant] = {}
    for gl in lines:
        k = _key(gl)
        if k not in players:
            players[k] = Entrant(
                number=len(players) + 1,
                name=gl.name,
                id=gl.id if gl.nat != "***" else "",
                rating=gl.rating if gl.nat != "***" else ascii_int(gl.id),
                federation=gl.nat if gl.nat != "***" else "",
                club=gl.club,
                fictitious=gl.nat == "***",
            )
    by_line = {gl.line: gl for gl in lines}
    dates = sorted({_iso(gl.date) for gl in lines if _iso(gl.date)})
    day_number = {d: k for k, d in enumerate(dates, start=1)}  # not list.index per game
    pairings = []
    for gl in lines:
        if gl.colour != "B":  # counted from White's (B) line, which must point back to it
            opp = by_line.get(gl.opponent_line)
            if gl.colour == "N" and opp is not None and opp.colour == "N":
                if gl.line > opp.line:
                    continue  # named once, on the earlier line
                problems.append(
                    Problem("same-colour", (opp.at or opp.line, "N"), gl.at or gl.line, "colour")
                )
            elif gl.colour == "N" and (opp is None or opp.opponent_line != gl.line):
                problems.append(
                    Problem(
                        "not-pointing-back",
                        (gl.opponent_line, gl.line),
                        gl.at or gl.line,
                        "opponent",
                    )
                )
            continue
        opp = by_line.get(gl.opponent_line)
        if opp is not None and opp.colour == "B" and opp.opponent_line == gl.line:
            if gl.line > opp.line:
                continue  # the game once, from the earlier line, and named there
            problems.append(
                Problem("same-colour", (opp.at or opp.line, "B"), gl.at or gl.line, "colour")
            )
        if opp is None or opp.opponent_line != gl.line:
            problems.append(
                Problem(
                    "not-pointing-back", (gl.opponent_line, gl.line), gl.at or gl.line, "opponent"
                )
            )
            continue
        if gl.result in _RES and opp.result in _RES and _RES[gl.result] + _RES[opp.result] != 1:
            problems.append(
                Problem(
                    "result-against",
                    (gl.result, opp.result, opp.at or opp.line),
                    gl.at or gl.line,
                    "result",
                )
            )
        res = result_digits.result_of(gl.result)
        iso = _iso(gl.date)
        pairings.append(
            Pairing(
                day_number.get(iso, 0),
                players[_key(gl)].number,
                players[_key(opp)].number,
                res,
                date=iso,
            )
        )
    name = header[1].strip() if len(header) > 1 else ""
    start = _iso(next((h.split(":", 1)[1].strip() for h in header if "but :" in h), ""))
    end = _iso(next((h.split(":", 1)[1].strip() for h in header if "fin :" in h), ""))
    club = next(
        (h.split(":", 1)[1].strip() for h in header if h.startswith("Club") and ":" in h), ""
    )
    cadence = next(
        (h.split(":", 1)[1].strip() for h in header if h.startswith("Cadence") and ":" in h), ""
    )
    return Tournament(
        name=name,
        players=tuple(players.values()),
        pairings=tuple(pairings),
        start=start,
        end=end,
        rounds=int(code.get("rounds", 0) or len(dates)),
        type=EventType.ROUND_ROBIN,
        time_control=cadence,
        sender=club.split("(")[0].strip(),
        program="Chess Manager",
    )


def _dmy(iso: str) -> str:
    m = re.match(r"^(\d{4})-(\d{2})-(\d{2})$", iso)
    return f"{m.group(3)}/{m.group(2)}/{m.group(1)}" if m else iso


def _round_date(t: Tournament, rnd: int) -> str:
    """The ISO date of round ``rnd``: the event's per-round date (ISO, or ``yy.mm.dd`` as a
    national file's 132 line has it), else the start date."""
    text = t.round_dates[rnd - 1].strip() if 0 < rnd <= len(t.round_dates) else ""
    m = re.match(r"^(\d{2})[./](\d{2})[./](\d{2})$", text, re.ASCII)
    if m:
        return f"20{m.group(1)}-{m.group(2)}-{m.group(3)}"
    return text or t.start


def game_line_text(gl: GameLine) -> str:
    return (
        f"{gl.line:3d} {to_latin1(gl.name)[:25]:<25} {gl.id[:5]:>5} {gl.club[:3]:>3} {gl.nat[:3]:<3} "
        f"{gl.rating:04d} {gl.opponent_line:3d} {gl.colour} {gl.result}{gl.separator}  "
        f"{gl.date} {gl.event_id}"
    )


def write(doc: ChessmanDocument) -> bytes:
    """The file's bytes (Latin-1, CRLF); at most 499 games."""
    if len(doc.lines) > 2 * MAX_GAMES:
        raise ChessmanError("section-too-long", (len(doc.lines) // 2, MAX_GAMES))
    c = doc.code
    wins = sum(1 for g in doc.lines if g.result == "1")
    draws = sum(1 for g in doc.lines if g.result == "5")
    losses = sum(1 for g in doc.lines if g.result == "0")
    dates = sorted(_iso(g.date) for g in doc.lines if _iso(g.date))
    first = dates[0].replace("-", "") if dates else "00000000"
    last = dates[-1].replace("-", "") if dates else "00000000"
    code = (
        f"\x00{c.get('type', '3')}{c.get('flag', '1')}{len(doc.lines):3d}"
        f"{int(c.get('rounds', 0) or 0):2d}{c.get('first', first)}{c.get('last', last)}"
        f"+{wins}={draws}-{losses}"
    )
    # names and header lines transliterated, control characters (NUL, ESC) never written: only
    # the code line starts with NUL
    text = [to_latin1(x) for x in doc.header + [doc.column_header]]
    body = [to_latin1(game_line_text(g)) for g in doc.lines]
    out = text[:-1] + [code, text[-1]] + body
    return ("\r\n".join(out) + "\r\n").encode("latin-1", "replace")


def event_id(name: str) -> str:
    """The 9-character ``Tournoi-Id`` of an event's game lines. A name of 9 characters or
    fewer is kept; a longer one keeps the words that tell the groups of one championship
    apart — the words with a digit (``U12``, ``2021``, ``4-9-1``) and the last word (``A``,
    ``filles``) — after as much of the name's start as fits: "Championnat jeunes U12
    filles" → ``U12filles``, "… U14 filles" → ``U14filles``, "Open de Leuze 2021" →
    ``Open 2021``, "Championnat jeunes groupe B" → ``Champio B``. Cutting the name at 9
    characters, as the 24 lines sample does ("Fermé 4-9-1" → ``Fermé 4-9``), gives every
    group of a championship the same id."""
    name = " ".join(name.split())
    if len(name) <= 9:
        return name
    words = name.split(" ")
    keep = [w for i, w in enumerate(words) if any(c.isdigit() for c in w) or i == len(words) - 1]
    tail = " ".join(keep)
    if len(tail) > 9:
        return "".join(keep)[:9]
    room = 9 - len(tail) - 1  # the name's start, then a space, then the tail
    head = name[:room].rstrip() if room > 0 else ""
    return f"{head} {tail}" if head else tail


def from_tournament(
    t: Tournament, file_name: str, sender_name: str = "", fictitious: dict[int, int] | None = None
) -> ChessmanDocument:
    """Build the file of a tournament: rated games only, White then Black for each.

    ``fictitious`` maps start numbers to fictitious ratings: those players are written as
    ``***`` with the rating in place of the ID and no name (seed 003). Foreign players have ID 0.
    """
    fictitious = fictitious or {}
    games = [g for g in t.pairings if g.black and g.result is not None and g.result.rated]
    games.sort(key=lambda g: (g.date or t.start, g.round))
    lines: list[GameLine] = []
    eid = event_id(t.name)
    for g in games:
        w, b = t.entrant(g.white), t.entrant(g.black)
        n = len(lines) + 1
        date = _dmy(g.date or _round_date(t, g.round))
        assert g.result is not None  # only played games reach the file (checked above)
        ws, bs = result_digits.digit(g.result, True), result_digits.digit(g.result, False)
        for me, opp_n, colour, res in ((w, n + 1, "B", ws), (b, n, "N", bs)):
            if me.number in fictitious:
                lines.append(
                    GameLine(
                        len(lines) + 1,
                        "",
                        str(fictitious[me.number]),
                        me.club,
                        "***",
                        0,
                        opp_n,
                        colour,
                        res,
                        date,
                        eid,
                    )
                )
            else:
                # A player of the federation's list is written with his ID whatever his
                # nationality (16879 Maessen, Roy, NED, club 705, rated by the federation in
                # 2022-01: 1770 → 1763); Chess Manager takes any nationality but BEL, blank or
                # *** for a foreign player without ID, so a listed player of another nationality
                # gets a blank one. A player without ID and of another nationality is foreign.
                listed = bool(me.id.strip()) and me.id.strip() != "0"
                if listed:
                    ident, nat = me.id, HOME_FEDERATION if is_home(me.federation) else ""
                else:
                    ident, nat = "0", federation_or_home(me.federation)
                lines.append(
                    GameLine(
                        len(lines) + 1,
                        me.name,
                        ident,
                        me.club,
                        nat,
                        me.rating,
                        opp_n,
                        colour,
                        res,
                        date,
                        eid,
                    )
                )
    header = [
        "Tournoi(s) :",
        f"   {t.name}",
        f"Fichier : {file_name}",
        "elodesk",
        f"Envoyé par : {sender_name}",
        f"Club : {t.sender}({t.sender})",
        f"Date de début : {_dmy(t.start)}",
        f"Date de fin : {_dmy(t.end)}",
        f"Nombre TOTAL parties: {len(games)}",
        f"Cadence: {t.time_control}",
    ]
    column = " N° Nom                       Matr. Clb Nat  ELO Adv C R   Date       Tournoi-Id"
    return ChessmanDocument(
        t, header, column, lines, {"type": "3", "flag": "1", "rounds": t.rounds}, games=games
    )


def validate(
    doc: ChessmanDocument,
    today: dt.date | None = None,
    known_id: KnownId | None = None,
) -> list[Problem]:
    """Chess Manager's import checks; ``known_id(id)`` returns None when the ID is fine, else
    why it is not (a problem code and its arguments: ``id-not-in-list``, ``id-suppressed``)."""
    today = today or dt.date.today()
    out = list(doc.problems)
    if not doc.line_ends_ok:
        out.append(Problem("crlf-not-everywhere", (), 0, "line ends"))
    c = doc.code
    if c:
        if c["count"] != len(doc.lines):
            out.append(Problem("announces-lines", (c["count"], len(doc.lines)), 0, "code line"))
        wins = sum(1 for g in doc.lines if g.result == "1")
        draws = sum(1 for g in doc.lines if g.result == "5")
        losses = sum(1 for g in doc.lines if g.result == "0")
        if (c["wins"], c["draws"], c["losses"]) != (wins, draws, losses):
            out.append(
                Problem(
                    "announces-counts",
                    (f"+{c['wins']}={c['draws']}-{c['losses']}", f"+{wins}={draws}-{losses}"),
                    0,
                    "code line",
                )
            )
        if wins != losses:
            out.append(Problem("wins-but-losses", (wins, losses), 0, "results"))
        if draws % 2:
            out.append(Problem("odd-draws", (draws,), 0, "results"))
    if len(doc.lines) > 2 * MAX_GAMES:
        out.append(Problem("too-many-games", (MAX_GAMES,), 0, "games"))
    seen: dict[tuple, int] = {}
    for g in doc.lines:
        iso = _iso(g.date)
        if not iso:
            out.append(Problem("not-dd-mm-yyyy", (g.date,), g.at or g.line, "date"))
        else:
            try:
                d = dt.date.fromisoformat(iso)
            except ValueError:
                out.append(Problem("no-such-date", (g.date,), g.at or g.line, "date"))
            else:
                if d > today:
                    out.append(Problem("in-the-future", (g.date,), g.at or g.line, "date"))
                elif (today - d).days > 366:
                    out.append(Problem("over-a-year-old", (g.date,), g.at or g.line, "date"))
        if not is_home(g.nat) and g.nat != "***":
            if not g.name or not g.rating:
                out.append(
                    Problem("foreign-needs-name-rating", (g.nat,), g.at or g.line, "nationality")
                )
        elif g.nat != "***" and known_id is not None:
            why = known_id(g.id)
            if why is not None:
                out.append(Problem(why[0], (g.id, *why[1]), g.at or g.line, "ID"))
        key = (
            g.id,
            g.name,
            g.opponent_line and doc.lines[g.opponent_line - 1].id
            if 0 < g.opponent_line <= len(doc.lines)
            else "",
            g.date,
            g.colour,
        )
        if key in seen:
            out.append(Problem("same-game-as-line", (seen[key],), g.at or g.line, "game"))
        else:
            seen[key] = g.at or g.line
    return out
