"""Results files received by the ratings officer, merged into a period's game file.

Each file (Belgian national file, "24 lines", TRF: the formats of ``app.formats`` that fit the
FRBE) is read and validated; every rated game becomes
two CHCKLIST records (one per player, 2009+ layout) keeping the file's name (FILE_CH), the line it
came from (LIGNE: the merged record's number), the sender (EXPEDIT), the date and the colour; an
opponent outside the list (ID 0, a foreign player) keeps the rating the file gave (VAL_ADVERS) and
his name (ETRANGER); so does an opponent in the list in a grid (:func:`is_grid_file`), so that the
simulated rating the club gives its unrated players reaches the run. Duplicates across files: :func:`merge_files`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.frbe_lists import is_grid
from ..engine.model import ElodeskError, Note
from ..io import result_digits, trf
from ..io.chcklist import CHCKLIST_2010
from ..io.dbf import DbfTable
from ..io.inputs import read_input
from ..io.numbers import ascii_int
from ..io.player_search import name_key
from ..io.problems import FileError, FileProblem, KnownId
from . import formats
from .period_dates import judged_on

#: The merged CHCKLIST: the 2009+ layout with ETRANGER as wide as in the 2022 files (C32), so
#: an opponent's name from a results file is not cut.
CHCKLIST_2009 = [f if f[0] != "ETRANGER" else ("ETRANGER", "C", 32, 0) for f in CHCKLIST_2010]


@dataclass
class Merged:
    """Records ready for a CHCKLIST, and what the merge reported.

    ``problems``: (file name, problem), every file's; ``names`` maps each file's FILE_CH (32
    characters, unique) to its full name; ``file_problems`` the problems of each file by FILE_CH (a file with problems is set aside by
    default on the officer's desk); ``suspected`` the games that look like a game of another file
    but could not be confirmed by a round or a date: their records are in ``rows`` with
    ``SUSPECT`` set to the game they resemble, for the officer to decide (left out by default).
    """

    rows: list[dict] = field(default_factory=list)
    problems: list[tuple[str, FileProblem]] = field(default_factory=list)  # (file, problem)
    duplicates: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)
    file_problems: dict[str, list[FileProblem]] = field(default_factory=dict)
    suspected: list[str] = field(default_factory=list)


def short_name(name: str, taken: set[str], width: int = 32) -> str:
    """A file's name as FILE_CH holds it (C32), made unique among ``taken``: two files whose
    names share their first 32 characters would otherwise be one entry (setting one
    aside dropped both). The tail is replaced by ``~2``, ``~3``… and the extension kept."""
    cut = name[:width]
    if cut not in taken:
        return cut
    stem, dot, ext = name.rpartition(".")
    ext = (dot + ext) if stem and len(ext) <= 4 else ""
    n = 2
    while True:
        mark = f"~{n}{ext}"
        cand = name[: width - len(mark)] + mark
        if cand not in taken:
            return cand
        n += 1


@dataclass
class _Seen:
    """A game already merged: where it came from and what can confirm a match."""

    file_no: int
    name: str
    number: int
    round: int | None  # a real round (national file, TRF); None for a 24 lines file
    date: str | None  # a real date (the game's or its round's); None when the file has none
    label: str
    players: tuple[tuple[int, str], tuple[int, str]] = ((0, ""), (0, ""))  # White, Black
    matched: set[int] = field(default_factory=set)  # the files one of whose games it is
    copies: list[str] = field(default_factory=list)  # the files whose copy was left out for it


def _same(a: _Seen, round_: int | None, date: str | None) -> str | None:
    """ "same" when a round or a date of both files confirms it and nothing differs, "suspect"
    when nothing can be compared (a 24 lines file has dates but no rounds, a national file
    rounds but no dates), None when a compared field differs."""
    compared = False
    if a.round is not None and round_ is not None:
        if a.round != round_:
            return None
        compared = True
    if a.date is not None and date is not None:
        if a.date != date:
            return None
        compared = True
    return "same" if compared else "suspect"


def _who(e) -> tuple[int, str]:
    """A player as a results file names him: his ID (0 when none: a foreign player is ID 0 in
    an older 24 lines file, a fictitious one has no name) and his name as :func:`name_key`
    spells it, on its 20 first letters (a 24 lines file holds 25)."""
    return ascii_int(e.id), name_key(e.name)[:20]


def _same_player(a: tuple[int, str], b: tuple[int, str]) -> bool:
    """The same player in two files: the same ID when both files give one, else the same
    name (a foreign player the national file lists with his Belgian ID, an older 24 lines
    file with ID 0)."""
    if a[0] and b[0]:
        return a[0] == b[0]
    return bool(a[1]) and a[1] == b[1]


def _player_keys(who: tuple[int, str]) -> list[tuple]:
    """Where a player is filed: by his ID when the file gives one, and by his name when it has
    one (:func:`_same_player` matches on one or the other)."""
    pid, name = who
    return [k for k in (("id", pid) if pid else None, ("name", name) if name else None) if k]


def _index_keys(players: tuple[tuple[int, str], tuple[int, str]], result: str) -> list[tuple]:
    """Where a game is filed for lookup: by both players (each by ID and by name) and the
    result. Two games :func:`_same_player` matches on both sides share one of these keys, and a
    player's many games of one colour and result (a club's open of 20 000 games, 3.7 MB) are
    filed apart by their opponent: each lookup reads the games of that pairing only."""
    white, black = players
    return [(w, b, result) for w in _player_keys(white) for b in _player_keys(black)]


class _Index:
    """The games merged so far, by :func:`_index_keys` and by file: a lookup reads, in each
    other file, the games of that pairing not yet matched by the file being merged (a copy's
    games are matched in their order, so the matched ones are skipped once, not on every
    lookup): the merge is linear in the games received."""

    def __init__(self) -> None:
        self._games: dict[tuple, dict[int, list[_Seen]]] = {}
        self._start: dict[tuple, int] = {}  # (key, other file, file merged): first unmatched

    def add(self, here: _Seen, keys: list[tuple]) -> None:
        for key in keys:
            self._games.setdefault(key, {}).setdefault(here.file_no, []).append(here)

    def candidates(self, file_no: int, keys: list[tuple]) -> list[_Seen]:
        """The games of the other files under ``keys`` not matched by ``file_no`` yet, in the
        order they were merged."""
        out: dict[int, _Seen] = {}
        for key in keys:
            for other, games in self._games.get(key, {}).items():
                if other == file_no:
                    continue
                at = self._start.get((key, other, file_no), 0)
                while at < len(games) and file_no in games[at].matched:
                    at += 1
                self._start[(key, other, file_no)] = at
                for s in games[at:]:
                    if file_no not in s.matched:
                        out[id(s)] = s
        return sorted(out.values(), key=lambda s: (s.file_no, s.number))


def _read(path: Path):
    """The file's format and document; a file that cannot be read raises :class:`FileError`."""
    try:
        data = read_input(path)
    except OSError as exc:
        raise FileError("cannot-read", (exc.strerror,), path=path.name) from None
    try:
        fmt = formats.detect(data)
        if not fmt.fits("frbe"):
            raise FileError("not-for-frbe", (fmt.label,), path=path.name)
        doc = fmt.read(data)
    except FileError as exc:
        exc.path = exc.path or path.name
        raise
    return fmt, doc


def _game_day(t, g) -> tuple[str, dt.date | None]:
    """A game's own date (its line's, or its round's) and the day it is filed under (that
    date, or the event's end or start), None when unreadable."""
    real = g.date or (
        trf.round_date_iso(t.round_dates[g.round - 1]) if 0 < g.round <= len(t.round_dates) else ""
    )
    date = real or t.end or t.start
    try:
        return real, dt.date.fromisoformat(date) if date else None
    except ValueError:
        return real, None


def _judged_on(docs) -> dt.date | None:
    """The day the files' dates are judged against (neither in the future nor more than a
    year old): the period's list day (:func:`app.period_dates.judged_on`) from the dates of
    every rated game received, as the period is named by them."""
    days = [
        _game_day(doc.tournament, g)[1]
        for _fmt, doc in docs
        for g in doc.tournament.pairings
        if g.black and g.result is not None and g.result.rated
    ]
    return judged_on(days)


def merge_files(
    paths: Sequence[str | Path], today: dt.date | None = None, known_id: KnownId | None = None
) -> Merged:
    """Merge the results files received. A game is the same game whatever the file's format
    (a club's national file and its 24 lines file of the same event): the same two
    players, the same colours and result, and the same round when both files have rounds, the
    same date when both have dates. However many copies, in whatever formats, a game counts
    once: each merged game stands for one game of every later copy. A confirmed duplicate is
    listed and kept in ``rows`` marked ``TWIN`` with the files that hold the same game: it
    counts only when the officer sets all of them aside (unticking a file brings its twins
    back; a file of duplicates only stays in the list). A game that matches on players,
    colours and result only (nothing to compare) is a suspected duplicate, kept in ``rows``
    marked ``SUSPECT`` for the officer. A file that cannot be read at all is a problem of that
    file, named, and the others are merged. The files' dates are judged against ``today`` when
    given, otherwise against the period they name (:func:`app.period_dates.judged_on`)."""
    out = Merged()
    seen = _Index()
    read: list[tuple | FileError] = []
    for path in paths:
        try:
            read.append(_read(Path(path)))
        except FileError as exc:
            read.append(exc)
    if today is None:
        today = _judged_on([r for r in read if not isinstance(r, FileError)])
    for file_no, (path, got) in enumerate(zip(map(Path, paths), read, strict=True)):
        label = short_name(path.name, set(out.names))
        out.names[label] = path.name
        out.files.append(label)
        problems = out.file_problems.setdefault(label, [])
        if isinstance(got, FileError):
            problems.append(got.problem)
            out.problems.append((path.name, got.problem))
            continue
        fmt, doc = got
        t, has_rounds = doc.tournament, fmt.kind != "chessman"
        found = fmt.validate(doc, today, known_id)
        problems += found
        out.problems += [(path.name, p) for p in found]
        by_no = {p.number: p for p in t.players}
        who_of: dict[int, tuple[int, str]] = {}  # each player's _who, worked once
        sender = ascii_int(t.sender)
        fname = path.name
        grid = is_grid_file(fname, t.pairings)
        for k, g in enumerate(t.pairings, start=1):
            if not g.black or g.result is None or not g.result.rated:
                continue
            w, b = by_no[g.white], by_no[g.black]
            real, day = _game_day(t, g)
            date = real or t.end or t.start
            for pl in (w, b):
                if pl.number not in who_of:
                    who_of[pl.number] = _who(pl)
            who = (who_of[w.number], who_of[b.number])
            here = _Seen(
                file_no,
                label,
                k,
                g.round if has_rounds else None,
                real or None,
                _game_label(fname, k, w.name, b.name, g.round if has_rounds else None, date),
                who,
            )
            keys = _index_keys(who, g.result.value)
            verdicts = [
                (v, s)
                for s in seen.candidates(file_no, keys)
                if _same_player(s.players[0], who[0]) and _same_player(s.players[1], who[1])
                for v in [_same(s, here.round, here.date)]
                if v
            ]
            match = next((x for x in verdicts if x[0] == "same"), None) or next(
                iter(verdicts), None
            )
            suspect: Note | None = None
            twin: tuple[str, ...] = ()
            if match is not None:
                verdict, other = match
                other.matched.add(file_no)  # one game of each other copy, however many copies
                if verdict == "same":
                    out.duplicates.append(
                        Note(
                            f"{here.label} already in {other.name}",
                            "duplicate",
                            here.label,
                            other.name,
                        )
                    )
                    # kept, left out while one of the files holding the game counts
                    twin = (other.name, *other.copies)
                    other.copies.append(label)
                else:
                    suspect = Note(
                        f"{here.label} may be {other.label}", "suspect", here.label, other.label
                    )
                    out.suspected.append(suspect)
            if not twin:
                seen.add(here, keys)
            rw, rb = (int(result_digits.digit(g.result, white)) for white in (True, False))
            source = Note(f"{fname}: game {k}", "game-of-file", fname, k)
            for me, opp, res, colour in ((w, b, rw, "W"), (b, w, rb, "B")):
                mine, theirs = who_of[me.number][0], who_of[opp.number][0]
                if not mine:
                    continue  # a foreign player's own line is not rated in Belgium
                out.rows.append(
                    {
                        "JOUEUR": mine,
                        "RESULTAT": res,
                        "ADVERS": theirs,
                        # the file's rating of a foreign player, and in a grid of every
                        # player (the run counts it for an unrated grid mate only)
                        "VAL_ADVERS": (opp.rating or 0) if grid or not theirs else 0,
                        "EXPEDIT": sender % 1000,
                        "LIGNE": len(out.rows) + 1,
                        "DATE": day,
                        "WH_BL": colour,
                        "FILE_CH": label,
                        "ETRANGER": opp.name[:32],
                        "SUSPECT": suspect,
                        "TWIN": twin,
                        "SOURCE": source,
                    }
                )
    return out


def is_grid_file(name: str, pairings: Sequence) -> bool:
    """A results file whose ratings are the run's input for its unrated players too: a grid
    with simulated ratings as the federation's run knows it (a ``$`` in the name,
    :func:`engine.frbe_lists.is_grid`; seed 003, "grille avec simulation d'étrangers"), or a
    closed group (every player met every other: the round robins the club's program gives an
    "ELO fictif", seed 003). A Swiss open's file gives an unrated player a rating of its own
    (``swar/S_SWAR_A1…``: 1505 for 22762, unrated in the 2022-01 list) that the run must not
    take for a simulated one."""
    if is_grid(name):
        return True
    met: set[frozenset[int]] = set()
    players: set[int] = set()
    for g in pairings:
        if g.black and g.result is not None and g.result.rated and g.white != g.black:
            met.add(frozenset((g.white, g.black)))
            players.update((g.white, g.black))
    n = len(players)
    return n >= 3 and len(met) == n * (n - 1) // 2


def _game_label(name: str, k: int, white: str, black: str, round_: int | None, date: str) -> Note:
    """A game of a results file as the officer reads it: the file, the game's number, the
    players, and its round (a real round) or else its date."""
    if round_ is not None:
        text = f"{name}: game {k} ({white} – {black}, round {round_})"
        return Note(text, "game-in-round", name, k, white, black, round_)
    return Note(
        f"{name}: game {k} ({white} – {black}, {date})", "game-on-date", name, k, white, black, date
    )


def write_chcklist(m: Merged, path: str | Path) -> Path:
    """The merged records as a CHCKLIST.DBF (2009+ layout), sorted by player, atomically."""
    if not m.rows:
        raise ElodeskError("no rated game in the files")
    rows = sorted(m.rows, key=lambda r: (r["JOUEUR"], r["DATE"] or dt.date.min, r["LIGNE"]))
    t = DbfTable.create(CHCKLIST_2009, len(rows))
    for name in (
        "JOUEUR",
        "RESULTAT",
        "ADVERS",
        "VAL_ADVERS",
        "EXPEDIT",
        "LIGNE",
        "DATE",
        "WH_BL",
        "FILE_CH",
        "ETRANGER",
    ):
        t.set_column(name, [r[name] for r in rows])
    t.save(path)
    return Path(path)
