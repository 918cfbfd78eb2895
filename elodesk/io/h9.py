"""EGD "h9" results files for Go tournaments, as OpenGotha writes them.

Text in ISO-8859-15 (``shared/spec/formats.md``) or UTF-8 (OpenGotha writes UTF-8 when a name
is outside Latin-9: ``shared/data/h9/nonlatin.h9``); a UTF-8 BOM is dropped; CR, LF and CR LF
line ends are read alike and written back as they were.

What OpenGotha writes (``shared/data/h9/README.md``, checked on its four files):

* ``;`` lines: tags (``; CL[A]``, ``; EV[name]``, ``; PC[country,city]``, ``; DT[start,end]``,
  ``; HA[h9]``, ``; KM[7.5]``, ``; TM[minutes]``, ``; CM[...]``), comments, and the column header
  ``; Pl Name                            Rk Co Club  MMS  SOSSOSOS`` whose 5-character fields
  after ``Club`` name the placement-criterion columns.
* one line per player: the place (4 columns, **blank** for a player tied with the line above),
  name (30 columns: surname, then first name; spaces inside a part are ``_``; a 30-character name
  can run into the rank, ``Alexander10K``), rank (3 columns, ``5D``, ``12K``), country, club
  (4 columns, right-aligned), then the placement criteria (``36  128  503 0``: as many as the
  tournament uses, filled with ``0`` up to four), then one 9-column cell per round.
* a round cell: the opponent's **line position** among the player lines (not his place: tied
  players have none), ``+``/``-``/``=`` (``?`` result unknown), ``/`` (or ``!`` for a game
  decided by default, not rated: ``22+!w0``), colour ``w``/``b`` (``?`` or ``-`` unknown: a game
  whose colours OpenGotha was not told, ``ScoredPlayer.halfGamesStrings``), handicap
  stones (``0`` even game); ``0+``, ``0=``, ``0-`` a bye or an absence. ``-!`` on both cells is
  a game both lost by default (``DOUBLE_FORFEIT``), as is ``=!``; OpenGotha's ``+!`` on both
  cells (both won by default) has no Result and reads as White's win by default.

Criteria and round cells: where the header line names the criteria, a line has as many
criterion columns as it names, and at least four (OpenGotha fills up with ``0``); a criterion
may be a fraction (``12½``, ``12¼``) that OpenGotha's ISO-8859-15 writer turns into ``12?``,
which is also how a short-format cell (no ``/``, colour or handicap) reads: the count tells
them apart. Without a header, by their shape (a criterion is a number, ``36``, ``0``, ``12.5``,
``33½``; a cell has a result sign after its number).

An Entrant's ``number`` is its line position, ``title`` its rank in lower case (``3d``),
``name`` "Surname, First name" with the ``_`` read as spaces. Writing keeps what was read: the
``;`` lines, criteria columns and every player line whose data did not change are written back
as they were (``write_bytes(read_bytes(data)) == data``); a changed line is laid out as
OpenGotha lays it out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from ..engine.model import (
    GO_RANK_UNKNOWN,
    ByeCode,
    ElodeskError,
    Entrant,
    EventType,
    Pairing,
    Result,
    Tournament,
)
from .problems import FileProblem


class H9Error(ElodeskError):
    """A file that cannot be read as h9."""


H9Problem = FileProblem  # noqa: N816 (the format's name for it)


def _problem(line: int, field: str, code: str, *args: object) -> FileProblem:
    """One problem of the file (the only place h9 builds one): a code of ``io.problems``."""
    return FileProblem(code, args, line, field)


BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class H9Cell:
    """One round cell as written: ``15+/w4`` is (15, "+", "/", "w", 4); ``0=`` is a bye."""

    opponent: int
    sign: str  # + - = ?
    mark: str = ""  # "/" played, "!" decided by default, "" not written
    colour: str = ""  # w b; "?" (OpenGotha's ``halfGamesStrings``), "-" or "" unknown
    handicap: int | None = None  # None: not written

    @property
    def bye(self) -> bool:
        return self.opponent == 0

    def same(self, other: H9Cell | None) -> bool:
        """The same game as ``other`` (an unwritten colour, mark or handicap matches any)."""
        if other is None:
            return False
        if self.bye or other.bye:
            return (self.opponent, self.sign) == (other.opponent, other.sign)
        return (
            self.opponent == other.opponent
            and self.sign == other.sign
            and (self.mark or "/") == (other.mark or "/")
            and (
                self.colour in ("", "-", "?")
                or other.colour in ("", "-", "?")
                or self.colour == other.colour
            )
            and (self.handicap or 0) == (other.handicap or 0)
        )

    def text(self) -> str:
        """The cell as OpenGotha writes it (a bye padded like ``0=   ``)."""
        if self.bye:
            return f"0{self.sign}   "
        hc = "" if self.handicap is None else str(self.handicap)
        return f"{self.opponent}{self.sign}{self.mark}{self.colour}{hc}"


@dataclass(frozen=True)
class H9Row:
    """A player line as read: its fields and where they were, to write it back unchanged."""

    line: int  # 1-based line of the file
    position: int  # 1-based position among the player lines (what opponents refer to)
    place: str  # as written ("" for a tied player)
    name: str  # as written (``le_Brouster Remi``)
    rank: str  # as written (``3D``)
    country: str
    club: str
    criteria: str  # the criteria columns as written, leading spaces included
    cells: tuple[H9Cell | str, ...]  # str: a cell that could not be read, as written
    tail: str  # text after the last cell (an EGD PIN column ``|12850431``), as written
    raw: str  # the whole line, without its end


@dataclass
class H9Document:
    tournament: Tournament
    tags: dict[str, str] = field(default_factory=dict)
    problems: list[H9Problem] = field(default_factory=list)
    lines: list[tuple[str, str]] = field(default_factory=list)  # (text, line end) as read
    rows: list[H9Row] = field(default_factory=list)
    criteria: tuple[str, ...] = ()  # criterion names of the header line
    encoding: str = "iso-8859-15"
    bom: bool = False
    read_as: Tournament | None = None  # the tournament as read, to tell what changed since


_TAG = re.compile(r"^;\s*([A-Z]{2})\[(.*)\]\s*$", re.ASCII)
_CELL = re.compile(r"^(\d+)([+\-=?])(?:([/!])([wb?-]?)(\d*))?$", re.ASCII)
_RANK = re.compile(r"(\d{1,2}[kdpKDP])(?=\s|$)", re.ASCII)
_TOKEN = re.compile(r"\S+", re.ASCII)
#: A criterion value: 36, 0, 12.5, and OpenGotha's fractions (``ScoredPlayer.formatScore``: ½ ¼ ¾),
#: which its ISO-8859-15 writer cannot encode and writes as ``?`` (``12?``), and which an older
#: OpenGotha wrote in the Windows code page, read in Latin-9 as œ Œ Ÿ (bytes BD BC BE).
_CRITERION = re.compile(r"^-?\d+(?:[.,]\d+)?[½¼¾œŒŸ]?$")
#: The same with ``12?``: taken as a criterion only where the header says a criterion stands
#: (a short-format round cell is also ``12?``: opponent 12, result unknown).
_CRITERION_OR_UNKNOWN = re.compile(r"^-?\d+(?:[.,]\d+)?[½¼¾œŒŸ?]?$")
_LINE = re.compile(r"([^\r\n]*)(\r\n|\r|\n|$)")
_BYE_CODE = {"+": "F", "=": "H", "-": "Z"}


def split_lines(text: str) -> list[tuple[str, str]]:
    """(text, end) per line; CR, LF and CR LF all end a line; the last may have no end."""
    out: list[tuple[str, str]] = []
    pos = 0
    while pos < len(text):
        m = _LINE.match(text, pos)
        assert m is not None  # the pattern matches everywhere
        out.append((m.group(1), m.group(2)))
        pos = m.end()
    return out


@lru_cache(maxsize=1 << 16)
def _cell(token: str) -> H9Cell | None:
    """A round cell (cached: a file repeats its cells, and H9Cell is immutable)."""
    m = _CELL.match(token)
    if not m or len(m.group(1)) > 6 or len(m.group(5) or "") > 6:
        return None  # an opponent or a handicap of thousands of digits: not a cell
    hc = m.group(5)
    return H9Cell(
        int(m.group(1)), m.group(2), m.group(3) or "", m.group(4) or "", int(hc) if hc else None
    )


def _header_criteria(line: str) -> tuple[str, ...]:
    """Criterion names of ``; Pl Name … Rk Co Club  MMS  SOSSOSOS`` (5-character fields)."""
    at = line.find("Club")
    rest = line[at + 4 :].rstrip() if at >= 0 else ""
    if len(rest) % 5 == 0 and all(rest[i : i + 5].strip() for i in range(0, len(rest), 5)):
        return tuple(rest[i : i + 5].strip() for i in range(0, len(rest), 5))
    return tuple(rest.split())


def _row(
    n: int, position: int, line: str, rank_end: int | None, columns: int | None = None
) -> H9Row | FileProblem:
    """One player line; ``rank_end``: where the header's ``Rk`` column ends, if any;
    ``columns``: how many criterion columns the header announces (OpenGotha writes one per
    criterion it names, and ``0`` columns up to four: ``generateH9File``)."""
    m = re.match(r"\s*(\d*)", line, re.ASCII)
    assert m is not None
    place, start = m.group(1), m.end()
    ranks = [r for r in _RANK.finditer(line, start) if line[start : r.start()].strip()]
    if not ranks:
        return _problem(n, "rank", "no-rank")
    # the rank where the header puts it, else the first one after a name (``Alexander10K``)
    rank = next((r for r in ranks if r.end() == rank_end), ranks[0])
    at = rank.end()
    fixed = (
        columns is not None
        and line[at : at + 1] == " "
        and line[at + 3 : at + 4] == " "
        and line[at + 1 : at + 3].strip() == line[at + 1 : at + 3]
        and line[at + 8 : at + 9] in (" ", "")
    )
    if fixed:
        # OpenGotha's columns (generateH9File): " " country (2) " " club (4, right-aligned,
        # a space inside allowed: ``Le M``), whatever the characters are
        tokens = list(_TOKEN.finditer(line, at + 8))
        country, club = line[at + 1 : at + 3], line[at + 4 : at + 8].strip()
    else:
        tokens = list(_TOKEN.finditer(line, at))
        country = club = ""
    i = 0
    for _ in () if fixed else range(2):  # country, then club: the first tokens not a cell
        if i < len(tokens) and _cell(tokens[i].group()) is None:
            if i == 0:
                country = tokens[i].group()
            else:
                club = tokens[i].group()
            i += 1
    crit_from = at + 8 if fixed else tokens[i - 1].end() if i else at
    wanted = tokens[i : i + columns] if columns else []
    if columns and len(wanted) == columns:
        if all(_CRITERION_OR_UNKNOWN.match(t.group()) for t in wanted):
            i += columns
    while i < len(tokens) and _CRITERION.match(tokens[i].group()):
        i += 1
    crit_to = tokens[i - 1].end() if i else crit_from
    cells: list[H9Cell | str] = []
    end = crit_to
    for tok in tokens[i:]:
        if tok.group().startswith("|"):
            break
        cell = _cell(tok.group())
        cells.append(cell or tok.group())
        end = tok.end()
        if cell is not None and cell.bye and line.startswith("   ", end):
            end += 3  # OpenGotha pads a bye like a game: ``0=   ``
    return H9Row(
        n,
        position,
        place,
        line[start : rank.start()].strip(),
        rank.group(),
        country,
        club,
        line[crit_from:crit_to],
        tuple(cells),
        line[end:],
        line,
    )


def entrant_name(written: str) -> str:
    """``le_Brouster Remi`` → ``le Brouster, Remi`` (the last word is the first name)."""
    parts = written.split()
    if len(parts) < 2:
        return written.replace("_", " ")
    return f"{' '.join(parts[:-1]).replace('_', ' ')}, {parts[-1].replace('_', ' ')}"


def written_name(name: str) -> str:
    """``le Brouster, Remi`` → ``le_Brouster Remi`` (OpenGotha: the last word is the first name)."""
    if "," in name:
        surname, first = (s.strip() for s in name.split(",", 1))
    else:
        surname, _, first = name.strip().rpartition(" ")
    parts = [p.replace(" ", "_") for p in (surname, first) if p]
    return " ".join(parts) or "?"


def parse(text: str) -> H9Document:
    """Parse an h9 file's text (a BOM and any line ends accepted)."""
    return _parse(text.removeprefix("\ufeff"))


def _parse(text: str) -> H9Document:
    lines = split_lines(text)
    tags: dict[str, str] = {}
    problems: list[H9Problem] = []
    rows: list[H9Row] = []
    criteria: tuple[str, ...] = ()
    rank_end: int | None = None
    header = False
    position = 0
    for n, (line, _end) in enumerate(lines, start=1):
        if not line.strip():
            continue
        if line.lstrip().startswith(";"):
            m = _TAG.match(line.strip())
            if m:
                tags[m.group(1)] = m.group(2)
            elif re.match(r";\s*Pl\s+Name\b", line.strip()):
                criteria, header = _header_criteria(line), True
                rk = line.find(" Rk ")
                rank_end = rk + 3 if rk >= 0 else None
            continue
        position += 1  # a line that cannot be read still holds its place in the numbering
        got = _row(n, position, line, rank_end, max(len(criteria), 4) if header else None)
        if isinstance(got, H9Row):
            rows.append(got)
        else:
            problems.append(got)
    if not rows:
        raise H9Error("no player line")
    for row in rows:
        found = len(_TOKEN.findall(row.criteria))
        if criteria and found < len(criteria):
            problems.append(
                _problem(
                    row.line, "criteria", "h9-criteria", found, len(criteria), " ".join(criteria)
                )
            )
    pairings = _pairings(rows, problems)
    dt = tags.get("DT", "").split(",")
    pc = tags.get("PC", "").split(",")
    t = Tournament(
        name=tags.get("EV", ""),
        players=tuple(
            Entrant(
                number=r.position,
                name=entrant_name(r.name),
                title=r.rank.lower(),
                federation=r.country,
                club=r.club,
            )
            for r in rows
        ),
        pairings=tuple(pairings),
        city=pc[1].strip() if len(pc) > 1 else "",
        federation=pc[0].strip(),
        start=dt[0].strip(),
        end=dt[1].strip() if len(dt) > 1 else "",
        rounds=max((len(r.cells) for r in rows), default=0),
        type=EventType.OPEN,
        time_control=tags.get("TM", ""),
    )
    problems.sort(key=lambda p: p.line)
    return H9Document(t, tags, problems, lines, rows, criteria, read_as=t)


def _result(white: H9Cell, black: H9Cell | None = None) -> Result | None:
    """The game's result from White's cell (None: unknown, ``?``); ``-!`` on both cells is a
    game both players lost by default."""
    if white.sign == "?":
        return None
    if white.mark == "!":
        if white.sign == "-" and black is not None and (black.sign, black.mark) == ("-", "!"):
            return Result.DOUBLE_FORFEIT
        return {
            "+": Result.WHITE_FORFEIT_WIN,
            "-": Result.BLACK_FORFEIT_WIN,
            "=": Result.DOUBLE_FORFEIT,
        }[white.sign]
    return {"+": Result.WHITE_WINS, "-": Result.BLACK_WINS, "=": Result.DRAW}[white.sign]


_MIRROR = {"+": "-", "-": "+", "=": "=", "?": "?"}


def _pairings(rows: list[H9Row], problems: list[H9Problem]) -> list[Pairing]:
    """One Pairing per game and per bye; both players' cells of a game are checked together.

    A game is made from White's cell (from the lower line position when neither cell gives a
    colour); a cell whose opponent's line does not point back still makes its game, with a
    problem on its line.
    """
    by_position = {row.position: row for row in rows}
    pairings: list[Pairing] = []
    for row in rows:
        me = row.position
        for r, c in enumerate(row.cells, start=1):
            if isinstance(c, str):
                problems.append(_problem(row.line, f"round {r}", "bad-h9-cell", c))
                continue
            if c.bye:
                pairings.append(Pairing(r, me, 0, None, bye=_BYE_CODE[c.sign]))
                continue
            other = by_position.get(c.opponent)
            if other is None or c.opponent == me:
                what = "opponent-is-self" if c.opponent == me else "opponent-not-in-file"
                problems.append(_problem(row.line, f"round {r}", what, c.opponent))
                continue
            mirror = other.cells[r - 1] if r <= len(other.cells) else None
            if (
                isinstance(mirror, H9Cell)
                and mirror.opponent == me
                and c.colour in ("w", "b")
                and mirror.colour == c.colour
            ):
                # both cells give the same colour: neither line can be believed; the game is
                # kept once (from the earlier line) and the contradiction named there
                if me > c.opponent:
                    continue
                problems.append(
                    _problem(
                        row.line,
                        f"round {r}",
                        "h9-cells-disagree",
                        c.text(),
                        other.line,
                        mirror.text(),
                    )
                )
                white = True
            elif isinstance(mirror, H9Cell) and mirror.opponent == me:
                if c.colour in ("w", "b"):
                    white = c.colour == "w"
                elif mirror.colour in ("w", "b"):
                    white = mirror.colour == "b"
                else:
                    white = me < c.opponent
                if not white:
                    continue  # made from the opponent's line
                expected = H9Cell(
                    me, _MIRROR[c.sign], c.mark, {"w": "b", "b": "w"}.get(c.colour, ""), c.handicap
                )
                both_lost = (c.sign, c.mark, mirror.sign, mirror.mark) == ("-", "!", "-", "!")
                if not mirror.same(expected) and not both_lost:
                    problems.append(
                        _problem(
                            row.line,
                            f"round {r}",
                            "h9-cells-disagree",
                            c.text(),
                            other.line,
                            mirror.text(),
                        )
                    )
            else:
                problems.append(
                    _problem(
                        row.line, f"round {r}", "h9-no-game-back", other.line, c.opponent, me, r
                    )
                )
                white = c.colour != "b"
            own = c if white else H9Cell(c.opponent, _MIRROR[c.sign], c.mark)
            back = mirror if isinstance(mirror, H9Cell) and mirror.opponent == me else None
            pairings.append(
                Pairing(
                    r,
                    me if white else c.opponent,
                    c.opponent if white else me,
                    _result(own, back),
                    handicap=c.handicap or 0,
                )
            )
    return pairings


# ---- writing ------------------------------------------------------------------------------------


def _game_cell(
    g: Pairing, number: int, position: dict[int, int], pairing_bye: float = 1.0
) -> H9Cell:
    """The cell of player ``number`` for the board ``g``; a bye is ``0+``, ``0=`` or ``0-`` by
    its points (:meth:`ByeCode.points`, the pairing-allocated bye at ``pairing_bye``)."""
    if not g.black:
        points = ByeCode.of(g.bye).points(pairing_bye)
        return H9Cell(0, "+" if points >= 1 else "=" if points > 0 else "-")
    white = g.white == number
    opp = position.get(g.black if white else g.white, 0)
    colour = "w" if white else "b"
    if g.result is None:
        return H9Cell(opp, "?", "/", colour, g.handicap)
    if g.result is Result.DOUBLE_FORFEIT:
        return H9Cell(opp, "-", "!", colour, g.handicap)
    score = g.result.white_score if white else g.result.black_score
    sign = {1.0: "+", 0.0: "-", 0.5: "="}[score]
    return H9Cell(opp, sign, "/" if g.result.rated else "!", colour, g.handicap)


def _derived_cells(
    t: Tournament, position: dict[int, int], pairing_bye: float = 1.0
) -> dict[int, list[H9Cell | None]]:
    """Per start number, its cell in each round of ``t`` (None: nothing in that round)."""
    out: dict[int, list[H9Cell | None]] = {p.number: [None] * t.rounds for p in t.players}
    for g in t.pairings:
        if not 1 <= g.round <= t.rounds:
            continue
        for number in (g.white, g.black):
            if number in out:
                out[number][g.round - 1] = _game_cell(g, number, position, pairing_bye)
    return out


def _games_by_number(t: Tournament) -> dict[int, tuple[Pairing, ...]]:
    """Per start number, its boards and byes (in a fixed order)."""
    out: dict[int, list[Pairing]] = {}
    for g in t.pairings:
        for n in {g.white, g.black} - {0}:
            out.setdefault(n, []).append(g)
    return {
        n: tuple(sorted(gs, key=lambda g: (g.round, g.white, g.black, g.bye)))
        for n, gs in out.items()
    }


def _unchanged(row: H9Row, e: Entrant, cells: list[H9Cell | None]) -> bool:
    """For a document built by hand (no ``read_as``): the row's data against its cells."""
    if (entrant_name(row.name), row.rank.lower(), row.country, row.club) != (
        e.name,
        e.title.lower(),
        e.federation,
        e.club,
    ):
        return False
    for r in range(max(len(row.cells), len(cells))):
        was = row.cells[r] if r < len(row.cells) else None
        now = cells[r] if r < len(cells) else None
        if isinstance(was, str):
            was = None  # an unreadable cell made no game; it is written back as it was
        if (was is None) != (now is None) or (was is not None and not was.same(now)):
            return False
    return True


def _layout(
    place: str,
    name: str,
    rank: str,
    country: str,
    club: str,
    criteria: str,
    cells: Iterable[str],
    tail: str,
) -> str:
    """A player line laid out as OpenGotha does (``ExternalDocument.generateH9File``)."""
    return (
        f"{place:>4} {name:<30.30} {rank:>3} {country:>2} {club:>4}{criteria}"
        + "".join(f" {c:>8}" for c in cells)
        + tail
    )


def _render(
    row: H9Row | None, e: Entrant, position: int, cells: list[H9Cell | None], rounds: int
) -> str:
    """A player line from the model, in the layout of the line read (OpenGotha's)."""
    same_id = row is not None and (
        entrant_name(row.name),
        row.rank.lower(),
        row.country,
        row.club,
    ) == (e.name, e.title.lower(), e.federation, e.club)
    texts: list[str] = []
    for r in range(rounds):
        now = cells[r] if r < len(cells) else None
        was = row.cells[r] if row is not None and r < len(row.cells) else None
        if now is None and isinstance(was, str):
            texts.append(was)
        else:
            texts.append((now or H9Cell(0, "-")).text())
    if row is not None and same_id:
        return _layout(
            row.place, row.name, row.rank, row.country, row.club, row.criteria, texts, row.tail
        )
    return _layout(
        row.place if row is not None else str(position),
        written_name(e.name),
        (e.title or GO_RANK_UNKNOWN).upper(),
        e.federation or "XX",
        e.club or "xxxx",
        row.criteria if row is not None else "",
        texts,
        row.tail if row is not None else "",
    )


def _tag_values(t: Tournament) -> dict[str, str]:
    values = {"EV": t.name, "PC": f"{t.federation},{t.city}", "DT": f"{t.start},{t.end}"}
    if t.time_control:
        values["TM"] = t.time_control
    return values


def _same_tag(key: str, written: str, value: str) -> bool:
    """The tag as read still says what the tournament says (PC and DT: their first two parts,
    as ``parse`` reads them)."""
    if key in ("PC", "DT"):
        a, b = written.split(","), value.split(",")
        return (a[0].strip(), a[1].strip() if len(a) > 1 else "") == (
            b[0].strip(),
            b[1].strip() if len(b) > 1 else "",
        )
    return written == value


def write(doc: H9Document | Tournament, relayout: bool = False, pairing_bye: float = 1.0) -> str:
    """The h9 text of a document (or of a tournament, players in start-number order).

    What was read is kept: ``;`` lines (a tag rewritten only when the tournament's value
    changed), line ends, and every player line whose player and games did not change.
    ``relayout``: lay out every player line anew (OpenGotha's layout) even when unchanged.
    """
    if isinstance(doc, Tournament):
        doc = H9Document(doc, {"CL": "A"})
    t = doc.tournament
    values = _tag_values(t)
    changed = {k: v for k, v in values.items() if not _same_tag(k, doc.tags.get(k, ""), v)}
    lines = list(doc.lines)
    if not lines:  # a new file: tags, then the column header
        tags = {**doc.tags, **values}
        lines = [(f"; {k}[{v}]", "\n") for k, v in tags.items()]
        lines.append(("; Pl Name                            Rk Co Club", "\n"))
    by_number = {e.number: e for e in t.players}
    rows = {r.position: r for r in doc.rows}
    row_at = {r.line: r for r in doc.rows}
    position: dict[int, int] = {}  # start number → line position in the file written
    for n, (text, _end) in enumerate(lines, start=1):
        if text.strip() and not text.lstrip().startswith(";"):
            row = row_at.get(n)
            if row is None:  # a line that could not be read, kept: it holds its place
                position[-n] = len(position) + 1
            elif row.position in by_number:
                position[row.position] = len(position) + 1
    added = sorted(n for n in by_number if n not in rows)
    for number in added:
        position[number] = len(position) + 1
    cells = _derived_cells(t, position, pairing_bye)

    games = _games_by_number(t)
    before = _games_by_number(doc.read_as) if doc.read_as is not None else {}
    entrants_before = {e.number: e for e in doc.read_as.players} if doc.read_as else {}

    def unchanged(row: H9Row, e: Entrant) -> bool:
        if doc.read_as is None:
            return _unchanged(row, e, cells[e.number])
        mine = games.get(e.number, ())
        return (
            entrants_before.get(e.number) == e
            and before.get(e.number, ()) == mine
            and all(position.get(n) == n for g in mine for n in (g.white, g.black) if n)
        )

    def player_line(number: int) -> str:
        row, e = rows.get(number), by_number[number]
        if row is not None and not relayout and unchanged(row, e):
            return row.raw  # as read, problems included
        return _render(row, e, position[number], cells[number], t.rounds)

    out: list[str] = []
    last_end = "\n"
    for n, (text, end) in enumerate(lines, start=1):
        last_end = end or last_end
        row = row_at.get(n)
        if row is not None:
            if row.position in by_number:
                out.append(player_line(row.position) + end)
            continue
        m = _TAG.match(text.strip()) if text.lstrip().startswith(";") else None
        if m and m.group(1) in changed:
            text = f"; {m.group(1)}[{changed[m.group(1)]}]"
        out.append(text + end)
    if added and out and not out[-1].endswith(("\n", "\r")):
        out[-1] += last_end
    out.extend(player_line(n) + last_end for n in added)
    return "".join(out)


def write_bytes(doc: H9Document | Tournament, relayout: bool = False) -> bytes:
    """``write`` encoded as the file was read (its code page, its BOM); a name Latin-9 cannot
    hold makes the file UTF-8, as OpenGotha does."""
    text = write(doc, relayout)
    encoding = doc.encoding if isinstance(doc, H9Document) else "iso-8859-15"
    bom = isinstance(doc, H9Document) and doc.bom
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError:
        data = text.encode("utf-8")
    return (BOM if bom else b"") + data


def read_bytes(data: bytes) -> H9Document:
    """Decode (UTF-8 when the bytes are UTF-8, else ISO-8859-15; a BOM dropped) and parse."""
    bom = data.startswith(BOM)
    if bom:
        data = data[len(BOM) :]
    try:
        text = data.decode("utf-8")
        encoding = "iso-8859-15" if data.isascii() else "utf-8"  # the EGD's code page by default
    except UnicodeDecodeError:
        text, encoding = data.decode("iso-8859-15"), "iso-8859-15"
    doc = _parse(text)
    doc.encoding, doc.bom = encoding, bom
    return doc
