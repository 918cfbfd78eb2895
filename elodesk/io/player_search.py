"""The local player database: the federation's PLAYER.DBF and FIDE's rating list, in SQLite.

Imported once, then searched as the director types: by name prefix (accents and case ignored),
by ID (Belgian or FIDE) or by club. A name-prefix search is an index range scan on a normalised
key, so it answers in milliseconds on a 1.2-million-player FIDE list.

FIDE list formats (``shared/spec/formats.md``): the TXT download is fixed-width with a header
line (``ID Number  Name  Fed Sex Tit WTit OTit FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day
Flag``) — the column positions are taken from that header, never hard-coded; the XML download
holds ``<playerslist>`` with one ``<player>`` per player.
"""

from __future__ import annotations

import os
import sqlite3
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..engine.model import HOME_FEDERATION, ElodeskError, fide_title
from .inputs import refuse_special
from .numbers import is_digits

SCHEMA = """
CREATE TABLE IF NOT EXISTS players (
    source TEXT NOT NULL,          -- 'frbe' or 'fide'
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    key TEXT NOT NULL,             -- normalised name for prefix search
    federation TEXT, club TEXT, rating INTEGER, games INTEGER, sex TEXT, title TEXT,
    birth TEXT, fide_id TEXT, suppressed INTEGER DEFAULT 0,
    opp_sum INTEGER, opp_score REAL,  -- an unrated player's history (NULL: none known)
    PRIMARY KEY (source, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS players_key ON players(key);
CREATE INDEX IF NOT EXISTS players_club ON players(club);
CREATE INDEX IF NOT EXISTS players_fide ON players(fide_id);
"""

TXT_COLUMNS = (
    "ID Number",
    "Name",
    "Fed",
    "Sex",
    "Tit",
    "WTit",
    "OTit",
    "FOA",
    "SRtng",
    "SGm",
    "SK",
    "RRtng",
    "RGm",
    "Rk",
    "BRtng",
    "BGm",
    "BK",
    "B-day",
    "Flag",
)


def nationality(natfide: str | None, nat: str | None) -> str:
    """A listed player's nationality, three letters: NATFIDE (2022 lists), else NOUV_MOD without
    its markers ("NED+" for 16879 Maessen, Roy in 2022-01, whose NATFIDE is NED); BEL if blank."""
    for text in (natfide, nat):
        letters = "".join(c for c in (text or "") if c.isalpha())[:3].upper()
        if len(letters) == 3:
            return letters
    return HOME_FEDERATION


class PlayerDbError(ElodeskError):
    """A player list that cannot be imported."""


def list_number(path: object, where: str, field: str, text: str) -> int:
    """A rating or a number of games of a rating list: blank or not a number is 0 (unrated,
    none); more than four digits (the lists' columns are four wide, and an event refuses more
    at entry) is :class:`PlayerDbError` naming the list, the player and the field — a damaged
    or hostile list held 5 000 digits (over Python's limit) or 30 (over SQLite's integers)."""
    text = text.strip()
    if not is_digits(text):
        return 0
    if len(text.lstrip("0")) > 4:
        shown = text[:12] + ("…" if len(text) > 12 else "")
        raise PlayerDbError(
            f"{path}: {where}: {field} {shown} is not a number of a rating list (0 to 9999); "
            "nothing was imported"
        ).with_code("list-number-too-large", path, where, field, shown)
    return int(text)


@dataclass(frozen=True)
class ListedPlayer:
    source: str
    id: str
    name: str
    federation: str
    club: str
    rating: int
    games: int
    sex: str
    title: str
    birth: str
    fide_id: str
    suppressed: bool
    # An unrated (or provisionally rated) player's history against rated opponents, from the
    # federation's list: (ADVERSAIRE, PERFORMAN) — the sum of his past rated opponents' ratings
    # and his points against them, over his ``games`` (PART_CALCU). None: not known (the FIDE
    # list has no such history).
    history: tuple[int, float] | None = None


def name_key(name: str) -> str:
    """Upper case, accents removed, punctuation and spaces squeezed: "Dévocht, Jef" → "DEVOCHT JEF"."""
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c)).upper()
    text = "".join(c if c.isalnum() else " " for c in text)
    return " ".join(text.split())


def _words_match(words: list[str], key: str) -> bool:
    """Every query word starts a different word of the name's key."""
    free = key.split()
    for w in sorted(words, key=len, reverse=True):
        hit = next((i for i, k in enumerate(free) if k.startswith(w)), None)
        if hit is None:
            return False
        free.pop(hit)
    return True


class PlayerDatabase:
    """A SQLite player database (a file, or ``:memory:``)."""

    def __init__(self, path: str | os.PathLike[str] = ":memory:") -> None:
        """Open (or create) the database; a file that is not one (damaged, a folder, another
        program's) is :class:`PlayerDbError` naming it (the desk did not appear at all)."""
        self.path = str(path)
        try:
            if self.path != ":memory:":
                refuse_special(self.path)
            self.db = sqlite3.connect(self.path)
            self.db.executescript(SCHEMA)
            cols = {r[1] for r in self.db.execute("PRAGMA table_info(players)")}
            if "opp_sum" not in cols:  # a database imported by an earlier version
                with self.db:
                    self.db.execute("ALTER TABLE players ADD COLUMN opp_sum INTEGER")
                    self.db.execute("ALTER TABLE players ADD COLUMN opp_score REAL")
        except (sqlite3.Error, OSError) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise PlayerDbError(
                f"{self.path}: the player database cannot be opened ({why}); File ▸ Player "
                "database… imports the list again"
            ) from None

    def close(self) -> None:
        self.db.close()

    def count(self, source: str | None = None) -> int:
        q = "SELECT COUNT(*) FROM players" + (" WHERE source = ?" if source else "")
        return self.db.execute(q, (source,) if source else ()).fetchone()[0]

    def _replace(self, source: str, rows: Iterable[tuple]) -> int:
        """The players of ``source`` replaced by ``rows`` in one transaction; a database that
        cannot be written (a full disk, a read-only folder) is :class:`PlayerDbError`, the
        list as it was."""
        try:
            return self._replace_rows(source, rows)
        except sqlite3.Error as exc:
            raise PlayerDbError(
                f"{self.path}: the player database cannot be written ({exc}); the list was "
                "not imported"
            ).with_code("player-db-not-written", self.path, exc) from None

    def _replace_rows(self, source: str, rows: Iterable[tuple]) -> int:
        cur = self.db.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=NORMAL")
        with self.db:
            cur.execute("DELETE FROM players WHERE source = ?", (source,))
            cur.execute("DROP INDEX IF EXISTS players_key")
            cur.execute("DROP INDEX IF EXISTS players_club")
            cur.execute("DROP INDEX IF EXISTS players_fide")
            cur.executemany(
                "INSERT OR REPLACE INTO players VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", rows
            )
            n = cur.execute("SELECT COUNT(*) FROM players WHERE source = ?", (source,)).fetchone()[
                0
            ]
            for statement in SCHEMA.split(";"):  # the indexes again, in the same transaction
                if statement.strip():  # (executescript would commit what came before)
                    cur.execute(statement)
        return n

    # ---- imports ---------------------------------------------------------------------------
    def import_player_dbf(self, path: str | os.PathLike[str], first_rating_games: int) -> int:
        """Import the federation's PLAYER.DBF (any layout); returns the number of players.
        ``first_rating_games`` is the games a first rating needs under the rule set the list
        was computed with (``app.roster.import_federation_list`` gives it): below it a player's
        ADVERSAIRE/PERFORMAN are his history."""
        from .player_list import read_player_list

        pl = read_player_list(path)
        ids, names = pl.get("MATRICULE"), pl.get("NOM_PRENOM")
        club, elo, part = pl.get("CLUB"), pl.get("ELO_CALCUL"), pl.get("PART_CALCU")
        elo0, part0 = pl.get("ELO_PRECE"), pl.get("PART_PRECE")
        nat, sex, title = pl.get("NOUV_MOD"), pl.get("SEXE"), pl.get("TITRE")
        natfide = pl.get("NATFIDE")
        fide, supp = pl.get("FIDE"), pl.get("SUPPRESS")
        adv, perf = pl.get("ADVERSAIRE"), pl.get("PERFORMAN")
        unreadable = {i for i, name in pl.unreadable() if name in ("ADVERSAIRE", "PERFORMAN")}

        def rows() -> Iterator[tuple]:
            for i in pl.live:
                if ids[i] is None:  # no readable ID (pl.problems names the record)
                    continue
                name = names[i] or ""
                rating = elo[i] if elo[i] is not None else (elo0[i] or 0)
                games = part[i] if part[i] is not None else (part0[i] or 0)
                # ADVERSAIRE and PERFORMAN are cumulative for a player not yet rated (fewer than
                # the rule set's first-rating games, 20 then): checked on 2022-01 against 2021-10 and the period's games, e.g.
                # player 12750: 8249 + 2777 = 11026, 0.0 + 1.5 = 1.5. For a rated player they
                # are the last period's only, no history.
                history = (
                    (adv[i] or 0, float(perf[i] or 0.0))
                    if games
                    and games < first_rating_games
                    and adv[i] is not None
                    and i not in unreadable  # an unreadable history is an unknown one
                    else (None, None)
                )
                yield (
                    "frbe",
                    str(ids[i]),
                    name,
                    name_key(name),
                    nationality(natfide[i], nat[i]),
                    str(club[i] or ""),
                    rating or 0,
                    games or 0,
                    sex[i] or "",
                    fide_title(title[i] or ""),
                    "",
                    str(fide[i] or "") if fide[i] else "",
                    1 if supp[i] else 0,
                    *history,
                )

        return self._replace("frbe", rows())

    def import_fide_txt(self, path: str | os.PathLike[str]) -> int:
        """Import FIDE's fixed-width TXT list; columns located from its header line."""
        try:
            refuse_special(path)
            fh = open(path, encoding="latin-1", newline="")
        except OSError as exc:
            raise PlayerDbError(f"{path}: cannot read ({exc.strerror})") from None
        with fh:
            header = fh.readline().rstrip("\r\n")
            if header.startswith("\xef\xbb\xbf"):  # a UTF-8 BOM read as Latin-1: the columns
                header = header[3:]  # are counted from after it
            starts = []
            for col in TXT_COLUMNS:
                pos = header.find(col)
                if pos < 0:
                    raise PlayerDbError(f"{path}: line 1: the header has no column {col!r}")
                starts.append(pos)
            if starts != sorted(starts):
                raise PlayerDbError(f"{path}: line 1: columns out of order")
            bounds = list(zip(starts, starts[1:] + [None], strict=False))
            (i_id, i_name, i_fed, i_sex, i_tit, *_rest) = bounds
            i_rtg, i_gm, i_bday = bounds[8], bounds[9], bounds[17]

            def rows() -> Iterator[tuple]:
                for n, line in enumerate(fh, start=2):
                    fid = line[i_id[0] : i_id[1]].strip()
                    if not fid:
                        continue
                    if not is_digits(fid):
                        raise PlayerDbError(f"{path}: line {n}: ID Number {fid!r} is not a number")
                    name = line[i_name[0] : i_name[1]].strip()
                    rtg = line[i_rtg[0] : i_rtg[1]].strip()
                    gm = line[i_gm[0] : i_gm[1]].strip()
                    yield (
                        "fide",
                        fid,
                        name,
                        name_key(name),
                        line[i_fed[0] : i_fed[1]].strip(),
                        "",
                        list_number(path, f"line {n}", "SRtng", rtg),
                        list_number(path, f"line {n}", "SGm", gm),
                        line[i_sex[0] : i_sex[1]].strip(),
                        line[i_tit[0] : i_tit[1]].strip(),
                        line[i_bday[0] : i_bday[1]].strip(),
                        fid,
                        0,
                        None,  # FIDE's list holds no history against rated opponents
                        None,
                    )

            return self._replace("fide", rows())

    def import_fide_xml(self, path: str | os.PathLike[str]) -> int:
        """Import FIDE's XML list (streamed, constant memory)."""
        try:
            refuse_special(path)
        except OSError as exc:
            raise PlayerDbError(f"{path}: cannot read ({exc.strerror})") from None

        def rows() -> Iterator[tuple]:
            try:
                for _ev, el in ET.iterparse(str(path), events=("end",)):
                    if el.tag != "player":
                        continue

                    def get(tag: str, el: ET.Element = el) -> str:
                        return (el.findtext(tag) or "").strip()

                    fid, name = get("fideid"), get("name")
                    if fid:
                        rtg, gm = get("rating"), get("games")
                        yield (
                            "fide",
                            fid,
                            name,
                            name_key(name),
                            get("country"),
                            "",
                            list_number(path, f"player {fid}", "rating", rtg),
                            list_number(path, f"player {fid}", "games", gm),
                            get("sex"),
                            get("title"),
                            get("birthday"),
                            fid,
                            0,
                            None,
                            None,
                        )
                    el.clear()
            except ET.ParseError as exc:
                raise PlayerDbError(f"{path}: line {exc.position[0]}: {exc}") from None
            except OSError as exc:
                raise PlayerDbError(f"{path}: cannot read ({exc.strerror})") from None

        return self._replace("fide", rows())

    # ---- search ----------------------------------------------------------------------------
    def search(self, text: str, limit: int = 20, source: str | None = None) -> list[ListedPlayer]:
        """Players whose name or ID holds what is typed, best first.

        Digits: the player with that national or FIDE ID, then the IDs starting with them,
        then those holding them ("1685" finds 16858). Words: names starting with the text,
        then names where every word typed starts a word of the name, in any order ("jef
        devocht" and "devocht j" find "Dévocht, Jef": the lists write "last, first"), then
        names where every word typed is part of the name ("rycke" finds "De Rycke",
        "noose" finds "Vannooser"). Within each, affiliated players (the federation's list,
        not suppressed) come first, then by name."""
        text = text.strip()
        cond = " AND source = ?" if source else ""
        extra = (source,) if source else ()
        order = " ORDER BY (suppressed OR source <> 'frbe'), key"
        found: dict[tuple[str, str], tuple] = {}

        def add(rows: Iterable[tuple]) -> None:
            for r in rows:
                if len(found) >= limit:
                    return
                found.setdefault((r[0], r[1]), r)

        if is_digits(text):
            add(
                self.db.execute(
                    "SELECT * FROM players WHERE (id = ? OR fide_id = ?)"
                    + cond
                    + order
                    + " LIMIT ?",
                    (text, text, *extra, limit),
                )
            )
            # IDs starting with the digits, then IDs holding them
            for where, args in (
                ("substr(id, 1, ?) = ?", (len(text), text)),
                ("instr(id, ?) > 0", (text,)),
            ):
                if len(found) < limit:
                    add(
                        self.db.execute(
                            f"SELECT * FROM players WHERE {where}" + cond + order + " LIMIT ?",
                            (*args, *extra, limit),
                        )
                    )
            if found:
                return [self._row(r) for r in found.values()]
        key = name_key(text)
        if not key:
            return []
        words = key.split()
        if len(words) == 1:
            add(
                self.db.execute(
                    "SELECT * FROM players WHERE key >= ? AND key < ?" + cond + order + " LIMIT ?",
                    (key, key + "\uffff", *extra, limit),
                )
            )
        # names starting with any of the words, kept when every word starts a word of the
        # name; the names that start with the words as typed first
        starts: dict[tuple[str, str], tuple] = {}
        for w in dict.fromkeys(words):
            for r in self.db.execute(
                "SELECT * FROM players WHERE key >= ? AND key < ?" + cond + " LIMIT 5000",
                (w, w + "\uffff", *extra),
            ):
                if _words_match(words, r[3]):
                    starts[(r[0], r[1])] = r
        add(
            sorted(
                starts.values(),
                key=lambda r: (bool(r[12]) or r[0] != "frbe", not r[3].startswith(key), r[3]),
            )
        )
        if len(found) < limit:  # every word typed anywhere in the name: a word start first
            rows = self.db.execute(
                "SELECT * FROM players WHERE "
                + " AND ".join("instr(key, ?) > 0" for _ in words)
                + cond
                + " LIMIT 5000",
                (*words, *extra),
            ).fetchall()
            add(
                sorted(
                    rows,
                    key=lambda r: (
                        not _words_match(words, r[3]),
                        bool(r[12]) or r[0] != "frbe",
                        r[3],
                    ),
                )
            )
        return [self._row(r) for r in found.values()]

    def get(self, source: str, pid: str) -> ListedPlayer | None:
        r = self.db.execute(
            "SELECT * FROM players WHERE source = ? AND id = ?", (source, pid)
        ).fetchone()
        return self._row(r) if r else None

    def by_fide_id(self, fide_id: str) -> ListedPlayer | None:
        """The federation's listed player with this FIDE ID (PLAYER.DBF's FIDE column)."""
        r = self.db.execute(
            "SELECT * FROM players WHERE source = 'frbe' AND fide_id = ? ORDER BY suppressed",
            (fide_id,),
        ).fetchone()
        return self._row(r) if r else None

    @staticmethod
    def _row(r: tuple) -> ListedPlayer:
        return ListedPlayer(
            r[0],
            r[1],
            r[2],
            r[4] or "",
            r[5] or "",
            r[6] or 0,
            r[7] or 0,
            r[8] or "",
            r[9] or "",
            r[10] or "",
            r[11] or "",
            bool(r[12]),
            (int(r[13]), float(r[14])) if len(r) > 14 and r[13] is not None else None,
        )
