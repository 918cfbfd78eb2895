"""What the desk prints: crosstable, standings, rating changes, a round's pairings, result slips.

Each printable is a :class:`PrintTable` of plain strings built from the event's tournament, its
standings (ranked by the event's tie-breaks, the same ranking as the screen and the files) and
its rating preview. No Qt here: ``ui/print_render.py`` lays the tables out on A4 (fit to the
width, at least 8 pt, the column headers repeated on every page), for the printer and for PDF.

Labels go through ``tr`` (the desk passes its translator; the default keeps English), dates
through ``day`` (ISO ``yyyy-mm-dd`` → the interface's language's way of writing a date) and
the preview's rule tags through ``note``. Tie-break values are written as the screen writes
them (:func:`engine.standings.shown`: ``6.75``, ``2.5``), points as a crosstable does (``1½``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..engine.model import ByeCode, Entrant, Pairing, Result, Tournament
from ..engine.preview import Preview
from ..engine.standings import CategoryRow, Standing, shown
from ..engine.swiss import board_order, scores_before

Tr = Callable[[str], str]
Day = Callable[[str], str]


def _same(text: str) -> str:
    return text


@dataclass(frozen=True)
class Column:
    """A column: its header, its relative width (in average characters), its alignment."""

    header: str
    width: float
    align: str = "left"  # "left", "center", "right"


@dataclass(frozen=True)
class PrintTable:
    """One printable table. ``kind`` "slips" is drawn as cut-out result slips, one per row;
    ``groups``: the rows that head a group of the rows after them (a club's name)."""

    title: str
    subtitle: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    kind: str = "table"
    notes: tuple[str, ...] = field(default=())
    groups: tuple[int, ...] = field(default=())  # rows that head a group (a club), drawn bold


def _fmt(x: float | None) -> str:
    """A computed value (a rating, a K) in decimals; "—" when there is none."""
    return "—" if x is None else shown(round(x, 2))


def expected_text(x: float | None) -> str:
    """An expected score as the preview shows it, on the screen, on paper and on the web: two
    decimals (``0.30``, ``2.76``, ``1.00``), never ``0.3`` under ``0.24``; "—" when none."""
    return "—" if x is None else f"{x:.2f}"


#: The minus sign of a number read by people (screen, paper), as ``−½`` in :func:`points_text`.
MINUS = "\u2212"


def change_text(x: float, minus: str = MINUS) -> str:
    """A rating change as the screen and the paper write it: always signed (``+11``, ``-21`` on
    the federation's cards, ``Winst -21``), the minus a true minus sign, not the hyphen. Files
    (the web site's pages included) pass ``minus="-"``: they keep the ASCII hyphen."""
    text = f"{x:+d}" if isinstance(x, int) else f"{x:+g}"
    return text.replace("-", minus)


def points_text(x: float) -> str:
    """1, 1½, ½ — points as a crosstable writes them, on the screen, on paper and on the web
    (a value that is no multiple of ½ in decimals)."""
    whole = int(x)
    rest = abs(x - whole)
    if rest < 1e-9:
        return str(whole)
    if abs(rest - 0.5) > 1e-9:
        return f"{x:g}"
    return f"{whole}½" if whole else ("½" if x > 0 else "−½")


def _tb(x: float | None) -> str:
    """A tie-break value as the standings screen shows it (decimals, never ``0½``)."""
    return shown(x)


def _subtitle(t: Tournament, day: Day = _same) -> str:
    dates = [day(d) for d in dict.fromkeys((t.start, t.end)) if d]
    parts = [t.city, " – ".join(dates), t.time_control]
    return " · ".join(p for p in parts if p)


def club_label(t: Tournament, club: str, club_name: str = "") -> str:
    """A player's club as printed: the sending club's name beside its number when the player
    is of that club (the lists give club numbers only), else the club as entered."""
    club = (club or "").strip()
    if club and club_name and club == (t.sender or "").strip():
        return f"{club} {club_name}"
    return club


def cell_mark(result: Result | None, white: bool) -> str:
    """A crosstable cell from the row player's side (:meth:`Result.mark`: 1, ½, 0, + won and
    − lost by forfeit); empty while not played."""
    return "" if result is None else result.mark(white)


def crosstable(
    t: Tournament, standings: Sequence[Standing], tr: Tr = _same, day: Day = _same
) -> PrintTable:
    """The round robin grid, rows by start number, with points and rank (the event's ranking)."""
    players = sorted(t.players, key=lambda p: p.number)
    st = {s.number: s for s in standings}
    games: dict[tuple[int, int], list[str]] = {}
    for g in t.pairings:
        if g.black:
            games.setdefault((g.white, g.black), []).append(cell_mark(g.result, True))
            games.setdefault((g.black, g.white), []).append(cell_mark(g.result, False))
    cols = [Column("#", 3, "right"), Column(tr("Name"), 22), Column(tr("Rating"), 5, "right")]
    cols += [Column(str(p.number), 2.6, "center") for p in players]
    cols += [Column(tr("Pts"), 4, "right"), Column(tr("Rank"), 4, "right")]
    rows = []
    for p in players:
        cells = []
        for q in players:
            if p.number == q.number:
                cells.append("■")
            else:
                cells.append(" ".join(m for m in games.get((p.number, q.number), []) if m))
        s = st.get(p.number)
        rows.append(
            (
                str(p.number),
                p.name,
                str(p.rating or ""),
                *cells,
                points_text(s.points) if s else "",
                str(s.rank) if s else "",
            )
        )
    return PrintTable(f"{t.name} — {tr('Crosstable')}", _subtitle(t, day), tuple(cols), tuple(rows))


def swiss_crosstable(
    t: Tournament,
    standings: Sequence[Standing],
    tr: Tr = _same,
    day: Day = _same,
    pairing_bye: float = 1.0,
    colours: tuple[str, str] = ("W", "B"),
) -> PrintTable:
    """An open's crosstable for the wall: the players in the order of the standings, and for
    each round the opponent's start number, the colour and the score (``17W1``, ``5B½``,
    ``32W+``); a round without a game its points (``bye 1``, ``bye ½``) or ``−`` for an
    absence. ``colours``: the letters of White and Black in the interface's language, the
    rating card's (:data:`app.labels.CARD_WORDS`: B/N in French, W/Z in Dutch). The round
    robin grid (:func:`crosstable`) has a column per player: for 32 players, 32 nearly empty
    columns."""
    by_number = {p.number: p for p in t.players}
    rounds = max([t.rounds, *(g.round for g in t.pairings)], default=0)
    cells: dict[tuple[int, int], str] = {}
    white, black = colours
    for g in t.pairings:
        if g.black:
            cells[(g.white, g.round)] = f"{g.black}{white}{cell_mark(g.result, True)}"
            cells[(g.black, g.round)] = f"{g.white}{black}{cell_mark(g.result, False)}"
            continue
        bye = ByeCode.of(g.bye)
        if bye in (ByeCode.ZERO, ByeCode.ABSENT):
            cells[(g.white, g.round)] = "−"
        else:
            cells[(g.white, g.round)] = f"{tr('bye')} {points_text(bye.points(pairing_bye))}"
    cols = [
        Column(tr("Rank"), 4, "right"),
        Column("#", 3, "right"),
        Column(tr("Name"), 22),
        Column(tr("Rating"), 5, "right"),
    ]
    cols += [Column(str(r), 6, "center") for r in range(1, rounds + 1)]
    cols.append(Column(tr("Pts"), 4, "right"))
    rows = []
    for st in standings:
        p = by_number.get(st.number)
        rows.append(
            (
                str(st.rank),
                str(st.number),
                st.name,
                str(p.rating or "") if p else "",
                *(cells.get((st.number, r), "") for r in range(1, rounds + 1)),
                points_text(st.points),
            )
        )
    return PrintTable(f"{t.name} — {tr('Crosstable')}", _subtitle(t, day), tuple(cols), tuple(rows))


def _standing_columns(tiebreaks: Sequence[str], tr: Tr) -> list[Column]:
    """The standings' columns after the rank: start number, name, rating, club, points and
    the tie-breaks (the overall table's and each category's)."""
    cols = [
        Column("#", 3, "right"),
        Column(tr("Name"), 24),
        Column(tr("Rating"), 5, "right"),
        Column(tr("Club"), 14),
        Column(tr("Pts"), 4, "right"),
    ]
    return cols + [Column(tb, max(4.5, len(tb) + 1.0), "right") for tb in tiebreaks]


def _standing_cells(
    t: Tournament, s: Standing, p: Entrant | None, tiebreaks: Sequence[str], club_name: str
) -> tuple[str, ...]:
    """A player's cells under :func:`_standing_columns`."""
    return (
        str(s.number),
        s.name,
        str(p.rating or "") if p else "",
        club_label(t, p.club, club_name) if p else "",
        points_text(s.points),
        *(_tb(s.tiebreaks.get(tb)) for tb in tiebreaks),
    )


def standings_table(
    t: Tournament,
    standings: Sequence[Standing],
    tiebreaks: Sequence[str],
    tr: Tr = _same,
    day: Day = _same,
    club_name: str = "",
) -> PrintTable:
    """The standings in the event's order, with the event's tie-breaks."""
    by_number = {p.number: p for p in t.players}
    cols = [Column(tr("Rank"), 4, "right"), *_standing_columns(tiebreaks, tr)]
    rows = [
        (str(s.rank), *_standing_cells(t, s, by_number.get(s.number), tiebreaks, club_name))
        for s in standings
    ]
    return PrintTable(f"{t.name} — {tr('Standings')}", _subtitle(t, day), tuple(cols), tuple(rows))


def category_table(
    t: Tournament,
    name: str,
    lines: Sequence[CategoryRow],
    tiebreaks: Sequence[str],
    tr: Tr = _same,
    day: Day = _same,
    club_name: str = "",
) -> PrintTable:
    """One category's standings: the place in the category, then the overall rank and the
    standings' columns."""
    by_number = {p.number: p for p in t.players}
    cols = [
        Column(tr("Place"), 4, "right"),
        Column(tr("Overall"), 5, "right"),
        *_standing_columns(tiebreaks, tr),
    ]
    rows = [
        (
            str(line.place),
            str(line.standing.rank),
            *_standing_cells(
                t, line.standing, by_number.get(line.standing.number), tiebreaks, club_name
            ),
        )
        for line in lines
    ]
    title = f"{t.name} — {tr('Standings')}: {name}"
    return PrintTable(title, _subtitle(t, day), tuple(cols), tuple(rows))


def _status_tags(status: str) -> list[str]:
    """A player's status as the first of his rules, when it is not "rated" (the screen writes
    it beside the new rating: "1497 (first rating)")."""
    return [] if status == "rated" else [status]


def rating_changes(
    t: Tournament,
    pv: Preview,
    tr: Tr = _same,
    day: Day = _same,
    note: Tr = _same,
    minus: str = MINUS,
) -> PrintTable:
    """Every player's rating change under the preview's system (the desk's preview,
    ``app.event.rate``), with the rules that acted, after the player's status when he was not
    rated before (``note``: a rule tag or a status in words: "first rating, floor"); ``minus``
    as :func:`change_text` (the web site's pages keep the hyphen)."""
    cols = (
        Column("#", 3, "right"),
        Column(tr("Name"), 24),
        Column(tr("Old"), 5, "right"),
        Column(tr("Games"), 5, "right"),
        Column(tr("Score"), 5, "right"),
        Column(tr("Expected"), 7, "right"),
        Column(tr("Change"), 6, "right"),
        Column(tr("New"), 5, "right"),
        Column(tr("Rules"), 18),
    )
    rows = []
    for p in sorted(t.players, key=lambda p: p.number):
        r = pv.results.get(p.number)
        if r is None:
            continue
        delta = "" if r.delta is None else change_text(r.delta, minus)
        rows.append(
            (
                str(p.number),
                p.name,
                _fmt(r.old) if r.old else "—",
                str(r.games),
                points_text(r.score),
                expected_text(r.expected),
                delta,
                _fmt(r.new),
                ", ".join(note(n) for n in _status_tags(r.status.value) + list(r.notes)),
            )
        )
    title = f"{t.name} — {tr('Rating changes')} ({pv.system.upper()} {pv.rules})"
    return PrintTable(title, _subtitle(t, day), cols, tuple(rows))


def _board_order(t: Tournament, rnd: int, points: dict[int, float]) -> list[Pairing]:
    """Round ``rnd``'s boards in C.04.2 order (:func:`engine.swiss.board_order`: higher score of
    the pair, sum of scores, higher rank), byes last — the order the pairing view shows."""
    rows = [g for g in t.pairings if g.round == rnd]
    by_pair = {(g.white, g.black): g for g in rows}
    number = {p.number: i for i, p in enumerate(t.players, start=1)}
    return [by_pair[pair] for pair in board_order(list(by_pair), points, number)]


def result_text(result: Result | None) -> str:
    """A board's result as the desk writes it, on the screen, on the sheets and on the web:
    White's mark, then Black's (:meth:`Result.mark`): ``1 – 0``, ``½ – ½``, ``+ – −``,
    ``− – −``; empty while not played."""
    return "" if result is None else f"{result.mark(True)} – {result.mark(False)}"


def _result_text(g: Pairing, pairing_bye: float = 1.0) -> str:
    """A board's result, or a round without a game its points (the event's bye value)."""
    if not g.black:
        return points_text(ByeCode.of(g.bye).points(pairing_bye))
    return result_text(g.result)


def unplayed_label(g: Pairing, tr: Tr = _same) -> str:
    """A round without a game in words: "bye", "half-point bye", "absent"…"""
    return tr(ByeCode.of(g.bye).label)


def pairings_by_board(
    t: Tournament,
    rnd: int,
    tr: Tr = _same,
    day: Day = _same,
    club_name: str = "",
    pairing_bye: float = 1.0,
) -> PrintTable:
    """A round's pairings for the wall, by board (C.04.2 board order, as the pairing view);
    each player with his start number, rating, club and score before the round; rounds
    without a game last, named (bye, half-point bye, absent)."""
    pts = scores_before(t, rnd, pairing_bye)  # the bye at the event's value (one home)
    by_number = {p.number: p for p in t.players}
    pairs = _board_order(t, rnd, pts)
    cols = (
        Column(tr("Board"), 4, "right"),
        Column("#", 3, "right"),
        Column(tr("White"), 22),
        Column(tr("Rating"), 5, "right"),
        Column(tr("Club"), 8),
        Column(tr("Pts"), 4, "right"),
        Column(tr("Result"), 6, "center"),
        Column(tr("Pts"), 4, "right"),
        Column("#", 3, "right"),
        Column(tr("Black"), 22),
        Column(tr("Rating"), 5, "right"),
        Column(tr("Club"), 8),
    )

    def who(n: int) -> tuple[str, str, str, str]:
        p = by_number.get(n)
        if p is None:
            return (str(n), str(n), "", "")
        return (str(n), p.name, str(p.rating or ""), club_label(t, p.club, club_name))

    rows = []
    board = 0
    for g in pairs:
        wn, wname, wr, wc = who(g.white)
        if g.black:
            board += 1
            bn, bname, br, bc = who(g.black)
            rows.append(
                (
                    str(board),
                    wn,
                    wname,
                    wr,
                    wc,
                    points_text(pts.get(g.white, 0)),
                    _result_text(g, pairing_bye),
                    points_text(pts.get(g.black, 0)),
                    bn,
                    bname,
                    br,
                    bc,
                )
            )
        else:
            absent = ByeCode.of(g.bye).label == "absent"
            rows.append(
                (
                    "",
                    wn,
                    wname,
                    wr,
                    wc,
                    points_text(pts.get(g.white, 0)),
                    "" if absent else _result_text(g, pairing_bye),
                    "",
                    "",
                    unplayed_label(g, tr),
                    "",
                    "",
                )
            )
    title = f"{t.name} — {tr('Round')} {rnd}"
    return PrintTable(title, _round_date(t, rnd, day), cols, tuple(rows))


def pairings_alphabetical(
    t: Tournament, rnd: int, tr: Tr = _same, day: Day = _same, pairing_bye: float = 1.0
) -> PrintTable:
    """A round's pairings by player name: where each player sits and with which colour."""
    by_number = {p.number: p for p in t.players}
    rows = []
    pairs = _board_order(t, rnd, scores_before(t, rnd, pairing_bye))
    board = 0
    for g in pairs:
        if g.black:
            board += 1
            for me, opp, colour in (
                (g.white, g.black, tr("White")),
                (g.black, g.white, tr("Black")),
            ):
                p, o = by_number.get(me), by_number.get(opp)
                rows.append(
                    (
                        p.name if p else str(me),
                        str(me),
                        str(board),
                        colour,
                        f"{o.name} ({opp})" if o else str(opp),
                    )
                )
        else:
            p = by_number.get(g.white)
            rows.append(
                (p.name if p else str(g.white), str(g.white), "", "", unplayed_label(g, tr))
            )
    rows.sort(key=lambda r: r[0].casefold())
    cols = (
        Column(tr("Name"), 26),
        Column("#", 3, "right"),
        Column(tr("Board"), 5, "right"),
        Column(tr("Colour"), 7),
        Column(tr("Opponent"), 26),
    )
    return PrintTable(
        f"{t.name} — {tr('Round')} {rnd} ({tr('alphabetical')})",
        _round_date(t, rnd, day),
        cols,
        tuple(rows),
    )


def result_slips(
    t: Tournament, rnd: int, tr: Tr = _same, day: Day = _same, pairing_bye: float = 1.0
) -> PrintTable:
    """One slip per board of a round: board, players, boxes to tick, two signatures."""
    table = pairings_by_board(t, rnd, tr, day, pairing_bye=pairing_bye)
    rows = tuple((r[0], f"{r[2]} ({r[1]})", f"{r[9]} ({r[8]})") for r in table.rows if r[0])
    cols = (Column(tr("Board"), 4), Column(tr("White"), 20), Column(tr("Black"), 20))
    return PrintTable(table.title, table.subtitle, cols, rows, kind="slips")


def _round_date(t: Tournament, rnd: int, day: Day = _same) -> str:
    if 0 < rnd <= len(t.round_dates) and t.round_dates[rnd - 1]:
        return day(t.round_dates[rnd - 1])
    return _subtitle(t, day)
