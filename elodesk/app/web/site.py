"""The results site of an event: a folder of HTML pages and one style sheet that a club uploads
as it is after each round (Swar's "publication internet" for the Belgian clubs).

Layout (file names depend only on round and start numbers, so links keep working from one
upload to the next)::

    index.html            the event's language, links into its folder
    style.css
    fr/ nl/ en/           the same pages in each language, each linking to the other two:
        index.html        the event, its rounds, its players
        round-N.html      round N: pairings by board and results (C.04.2 board order)
        standings-N.html  standings after round N, the event's tie-breaks, then each category
        crosstable.html   the crosstable
        ratings.html      the rating changes (the desk's preview)
        player-N.html     start number N: games, opponents, rating change and its reasons

Everything a page shows is computed by the layer that computes it for the desk and the files:
the standings by :func:`app.event.event_standings` with the event's standings rules, the
categories by :func:`engine.standings.by_category`, the rating change by the desk's preview
(:func:`app.event.rate`), the sheets by :mod:`app.printables`. No rule is applied here.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape
from pathlib import Path

from ...engine.model import ByeCode, EventType, Pairing, Tournament
from ...engine.preview import Preview
from ...engine.scoring import StandingsRules
from ...engine.standings import Standing, by_category
from ...engine.swiss import scores_before
from ...io.outputs import OutputError, check_output, write_output
from ...io.store import EventStore
from .. import printables as P
from ..event import event_standings
from ..labels import note_text
from ..rules import note_values
from ..session import EventSession
from . import html as H
from .i18n import LANGUAGES, translator
from .strings import arg, web_tr


@dataclass(frozen=True)
class SiteEvent:
    """What the site shows: the tournament, its standings rules (tie-breaks, categories,
    points system) and its rating preview under the event's system."""

    tournament: Tournament
    rules: StandingsRules
    preview: Preview | None


def from_store(source: EventSession | EventStore) -> SiteEvent:
    """The site's view of an open event (its session, or its file), with the event's own
    settings: the session's tournament, standings rules and preview."""
    session = source if isinstance(source, EventSession) else EventSession(source)
    return SiteEvent(session.tournament(), session.standings_rules(), session.preview())


def paired_rounds(t: Tournament) -> list[int]:
    return sorted({g.round for g in t.pairings})


def played_rounds(t: Tournament) -> list[int]:
    """Rounds with at least one result (or a bye): those after which standings are shown."""
    return sorted({g.round for g in t.pairings if g.result is not None or not g.black})


def after_round(t: Tournament, rnd: int) -> Tournament:
    """The tournament as it stood once round ``rnd`` was played (later rounds left out)."""
    return replace(t, pairings=tuple(g for g in t.pairings if g.round <= rnd))


class _Shared:
    """What every language's pages show alike, computed once: the rounds, the standings after
    each round and at the end, each player's games."""

    def __init__(self, ev: SiteEvent) -> None:
        t = ev.tournament
        self.paired = paired_rounds(t)
        self.played = played_rounds(t)
        self._standings: dict[int | None, list[Standing]] = {}
        self.games: dict[int, list[Pairing]] = {p.number: [] for p in t.players}
        for g in sorted(t.pairings, key=lambda g: g.round):
            for n in (g.white, g.black):
                if n in self.games:
                    self.games[n].append(g)
        self.ev = ev

    def standings(self, rnd: int | None = None) -> list[Standing]:
        """After round ``rnd`` (None: as the event stands)."""
        if rnd not in self._standings:
            t = self.ev.tournament if rnd is None else after_round(self.ev.tournament, rnd)
            self._standings[rnd] = event_standings(t, self.ev.rules.tiebreaks, self.ev.rules)
        return self._standings[rnd]


class _Site:
    def __init__(
        self, ev: SiteEvent, language: str, today: dt.date, shared: _Shared | None = None
    ) -> None:
        self.ev, self.lang, self.t = ev, language, ev.tournament
        self.shared = shared or _Shared(ev)
        self.tr = web_tr(language)
        self.note = translator(language, "Preview")
        self.today = today
        self.by_number = {p.number: p for p in self.t.players}
        self.bye = ev.rules.score.pairing_bye_points  # the event's pairing-allocated bye

    # ---- the frame of every page -----------------------------------------------------------
    def _frame(self, name: str, title: str, body: str, prefix: str = "") -> bytes:
        tr, t = self.tr, self.t
        langs = [
            (LANGUAGES[code], f"{'' if prefix else '../'}{code}/{name}")
            for code in LANGUAGES
            if code != self.lang
        ]
        menu = [(tr("Home"), f"{prefix}index.html")]
        rounds = self.shared.paired
        if rounds:
            menu.append((tr("Pairings and results"), f"{prefix}round-{rounds[-1]}.html"))
        played = self.shared.played
        if played:
            menu.append((tr("Standings"), f"{prefix}standings-{played[-1]}.html"))
        menu += [
            (tr("Crosstable"), f"{prefix}crosstable.html"),
            (tr("Rating changes"), f"{prefix}ratings.html"),
        ]
        head = (
            H.nav(langs, "lang")
            + f"<header><h1>{escape(t.name)}</h1>\n"
            + (f'<p class="sub">{escape(P._subtitle(t))}</p>' if P._subtitle(t) else "")
            + "</header>\n"
            + H.nav(menu)
        )
        foot = f"<footer>{escape(arg(tr('Published on %1 by elodesk'), self.today.isoformat()))}</footer>\n"
        css = "style.css" if prefix else "../style.css"
        return H.page(f"{title} — {t.name}", self.lang, head + body + foot, css=css)

    def _player_link(self, number: int, prefix: str = "") -> str:
        return f"{prefix}player-{number}.html"

    def _column_links(self, numbers: Sequence[int], col: int) -> H.Link:
        """Links from column ``col`` of each row to the card of ``numbers[row]``."""

        def link(i: int, j: int) -> str | None:
            return self._player_link(numbers[i]) if j == col and i < len(numbers) else None

        return link

    # ---- pages -----------------------------------------------------------------------------
    def index(self, prefix: str = "") -> bytes:
        tr, t = self.tr, self.t
        body = [f'<h2>{escape(tr("Rounds"))}</h2>\n<ul class="links">']
        played = set(self.shared.played)
        for r in self.shared.paired:
            item = f'<a href="{prefix}round-{r}.html">{escape(tr("Round"))} {r}</a>'
            if r in played:
                label = arg(tr("Standings after round %1"), r)
                item += f' · <a href="{prefix}standings-{r}.html">{escape(label)}</a>'
            body.append(f"<li>{item}</li>")
        if not self.shared.paired:
            body.append(f"<li>{escape(tr('No round paired yet'))}</li>")
        body.append("</ul>\n")
        body.append(f'<h2>{escape(tr("Players"))}</h2>\n<ul class="links">')
        for p in sorted(t.players, key=lambda p: (p.name.casefold(), p.number)):
            rating = f" ({p.rating})" if p.rating else ""
            body.append(
                f'<li><a href="{self._player_link(p.number, prefix)}">{escape(p.name)}</a>'
                f"{rating}</li>"
            )
        body.append("</ul>\n")
        return self._frame("index.html", tr("Results"), "".join(body), prefix)

    def round_page(self, rnd: int) -> bytes:
        tr = self.tr
        table = P.pairings_by_board(self.t, rnd, tr, pairing_bye=self.bye)
        numbers = self._pairing_numbers(rnd)

        def link(i: int, j: int) -> str | None:
            if j in (2, 9) and i < len(numbers):  # White's and Black's names
                n = numbers[i][0 if j == 2 else 1]
                return self._player_link(n) if n else None
            return None

        rounds = self.shared.paired
        nav = [(f"{tr('Round')} {r}", f"round-{r}.html") for r in rounds]
        body = H.nav(nav) + H.table(table, link, heading=f"{tr('Round')} {rnd}")
        if table.subtitle and table.subtitle != P._subtitle(self.t):  # the round's date
            body = body.replace(
                "</h2>\n", f'</h2>\n<p class="sub">{escape(table.subtitle)}</p>\n', 1
            )
        return self._frame(f"round-{rnd}.html", f"{tr('Round')} {rnd}", body)

    def _pairing_numbers(self, rnd: int) -> list[tuple[int, int]]:
        """(white, black) of each row of :func:`printables.pairings_by_board`, in its order
        (the same C.04.2 board order, byes last)."""
        order = P._board_order(self.t, rnd, scores_before(self.t, rnd, self.bye))
        return [(g.white, g.black) for g in order]

    def standings_page(self, rnd: int) -> bytes:
        tr, ev = self.tr, self.ev
        t = after_round(self.t, rnd)
        tbs = ev.rules.tiebreaks
        rows = self.shared.standings(rnd)
        table = P.standings_table(t, rows, tbs, tr)
        nums = [s.number for s in rows]

        def link(i: int, j: int) -> str | None:
            return self._player_link(nums[i]) if j == 2 else None

        title = arg(tr("Standings after round %1"), rnd)
        nav = [(str(r), f"standings-{r}.html") for r in self.shared.played]
        body = [H.nav(nav), H.table(table, link, heading=title)]
        for cat, lines in by_category(t, rows, ev.rules.categories):
            ct = P.category_table(t, cat.name, lines, tbs, tr)
            cn = [line.standing.number for line in lines]
            body.append(H.table(ct, self._column_links(cn, 3), heading=f"{title}: {cat.name}"))
        return self._frame(f"standings-{rnd}.html", title, "".join(body))

    def crosstable_page(self) -> bytes:
        tr = self.tr
        rows = self.shared.standings()
        if self.t.type is EventType.OPEN:  # by round, in the standings' order
            table = P.swiss_crosstable(
                self.t, rows, tr, pairing_bye=self.bye, colours=(tr("W"), tr("B"))
            )
            nums, name_col = [s.number for s in rows], 2
        else:
            table = P.crosstable(self.t, rows, tr)
            nums, name_col = sorted(p.number for p in self.t.players), 1
        body = H.table(
            table,
            self._column_links(nums, name_col),
            heading=tr("Crosstable"),
        )
        return self._frame("crosstable.html", tr("Crosstable"), body)

    def ratings_page(self) -> bytes:
        tr = self.tr
        pv = self.ev.preview
        if pv is None:
            return self._frame(
                "ratings.html", tr("Rating changes"), f"<p>{escape(tr('No rating change'))}</p>"
            )
        table = P.rating_changes(self.t, pv, tr, minus="-")  # a file: the ASCII hyphen
        values = note_values(pv.system, pv.rules)
        table = replace(
            table, rows=tuple(r[:-1] + (self._notes(r[-1], values),) for r in table.rows)
        )
        nums = [int(r[0]) for r in table.rows]
        body = H.table(
            table,
            self._column_links(nums, 1),
            heading=f"{tr('Rating changes')} ({pv.system.upper()} {pv.rules})",
        )
        return self._frame("ratings.html", tr("Rating changes"), body)

    def _notes(self, joined: str, values: Mapping[str, Sequence[int]]) -> str:
        """The rule tags of a row in the site's language, with the rule values of the
        preview's rule set (``values``)."""
        tags = [x.strip() for x in joined.split(",") if x.strip()]
        return ", ".join(note_text(tag, values, self.note) for tag in tags)

    def player_page(self, number: int) -> bytes:
        tr = self.tr
        p = self.by_number[number]
        body = [f"<h2>{escape(p.name)}</h2>\n"]
        body.append(
            H.facts(
                [
                    ("#", str(p.number)),
                    (tr("ID"), p.id),
                    (tr("Rating"), str(p.rating or "")),
                    (tr("Federation"), p.federation),
                    (tr("Club"), p.club),
                ]
            )
        )
        games = self.shared.games.get(number, [])
        rows, links = [], []
        for g in games:
            rows.append(self._game_row(g, number))
            opp = g.black if g.white == number else g.white
            links.append(self._player_link(opp) if opp else None)
        table = P.PrintTable(
            tr("Games"),
            "",
            (
                P.Column(tr("Round"), 4, "right"),
                P.Column(tr("Colour"), 6),
                P.Column(tr("Opponent"), 24),
                P.Column(tr("Rating"), 5, "right"),
                P.Column(tr("Result"), 5, "center"),
            ),
            tuple(rows),
        )
        body.append(H.table(table, lambda i, j: links[i] if j == 2 else None))
        body.append(self._rating_part(number))
        return self._frame(f"player-{number}.html", f"{tr('Player card')}: {p.name}", "".join(body))

    def _game_row(self, g: Pairing, me: int) -> tuple[str, ...]:
        tr = self.tr
        if not g.black:
            pts = ByeCode.of(g.bye).points(self.bye)
            # the round named as the pairing sheets name it (ByeCode.label, one table)
            return (str(g.round), "", P.unplayed_label(g, tr), "", P.points_text(pts))
        white = g.white == me
        opp = self.by_number.get(g.black if white else g.white)
        mark = P.cell_mark(g.result, white)  # empty while not played
        return (
            str(g.round),
            tr("White") if white else tr("Black"),
            opp.name if opp else "?",
            str(opp.rating or "") if opp else "",
            mark,
        )

    def _rating_part(self, number: int) -> str:
        tr, pv = self.tr, self.ev.preview
        r = pv.results.get(number) if pv else None
        if pv is None or r is None:
            return (
                f"<h2>{escape(tr('Rating change'))}</h2>\n<p>{escape(tr('No rating change'))}</p>\n"
            )
        fict = pv.fictitious.get(number)
        out = [
            f"<h2>{escape(tr('Rating change'))} ({escape(pv.system.upper())} {escape(pv.rules)})</h2>\n"
        ]
        out.append(
            H.facts(
                [
                    (tr("Old rating"), P._fmt(r.old) if r.old else "—"),
                    (tr("Rated games"), str(r.games)),
                    (tr("Score"), P.points_text(r.score)),
                    (tr("Expected score"), P.expected_text(r.expected)),
                    (tr("Rating change"), "" if r.delta is None else f"{r.delta:+g}"),
                    (tr("New rating"), P._fmt(r.new)),
                    (tr("Fictitious rating"), str(fict.rating) if fict else ""),
                    (
                        tr("Rules applied"),
                        self._notes(", ".join(r.notes), note_values(pv.system, pv.rules)),
                    ),
                ]
            )
        )
        if r.lines:
            rows = tuple(
                (
                    self.by_number[int(x.opponent)].name
                    if x.opponent.isdigit() and int(x.opponent) in self.by_number
                    else x.opponent,
                    P._fmt(x.opponent_rating),
                    P.points_text(x.score),
                    "" if x.we is None else f"{x.we:.2f}",
                    "" if x.k is None else P._fmt(x.k),
                )
                for x in r.lines
            )
            cols = (
                P.Column(tr("Opponent"), 24),
                P.Column(tr("Rating"), 5, "right"),
                P.Column(tr("Score"), 4, "right"),
                P.Column(tr("Expected"), 5, "right"),
                P.Column("K", 3, "right"),
            )
            out.append(H.table(P.PrintTable(tr("Rated games"), "", cols, rows), heading=""))
        return "".join(out)


def _noop(_f: float) -> None:
    pass


def build_site(
    ev: SiteEvent,
    language: str = "en",
    today: dt.date | None = None,
    tick: Callable[[float], None] = _noop,
) -> dict[str, bytes]:
    """Every file of the site (relative path → content), built in memory; ``language`` is the
    event's (the top ``index.html``); ``tick`` gets the progress (it may raise to cancel)."""
    if language not in LANGUAGES:
        language = "en"
    today = today or dt.date.today()
    files: dict[str, bytes] = {"style.css": H.CSS.encode("utf-8")}
    t = ev.tournament
    shared = _Shared(ev)
    for code in LANGUAGES:
        s = _Site(ev, code, today, shared)
        files[f"{code}/index.html"] = s.index()
        for r in shared.paired:
            files[f"{code}/round-{r}.html"] = s.round_page(r)
        for r in shared.played:
            files[f"{code}/standings-{r}.html"] = s.standings_page(r)
        files[f"{code}/crosstable.html"] = s.crosstable_page()
        files[f"{code}/ratings.html"] = s.ratings_page()
        for i, p in enumerate(t.players):
            files[f"{code}/player-{p.number}.html"] = s.player_page(p.number)
            if i % 20 == 0:
                tick((list(LANGUAGES).index(code) + i / max(len(t.players), 1)) / len(LANGUAGES))
        if code == language:
            files["index.html"] = s.index(prefix=f"{code}/")
    return files


def write_site(
    folder: str | Path,
    files: Mapping[str, bytes],
    *,
    inputs: Sequence[str | Path] = (),
    tick: Callable[[float], None] = _noop,
) -> list[Path]:
    """Write the site into ``folder`` (created if missing, its parent must exist): every file
    through :mod:`io.outputs` (atomic, never over an input such as the event file); the pages
    of an earlier publication are replaced, a page whose content is the same is left as it is
    (a club uploads what changed). Checked before anything is written."""
    root = Path(folder)
    if not root.parent.is_dir():
        raise OutputError(f"{root}: the folder {root.parent} does not exist")
    for sub in {str(Path(n).parent) for n in files} - {"."}:
        d = root / sub
        if d.exists() and not d.is_dir():
            raise OutputError(f"{d}: is a file, not a folder")
    for name in files:
        target = root / name
        if target.exists() and target.is_dir():
            raise OutputError(f"{target}: is a folder; give another one")
        if root.exists():
            check_output(target, inputs=inputs, force=True) if target.parent.exists() else None
    out = []
    for i, (name, data) in enumerate(files.items()):
        target = root / name
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a read-only folder, a full disk
            why = exc.strerror or str(exc)
            raise OutputError(
                f"{target.parent}: cannot write ({why}); nothing was written"
            ).with_code("cannot-write", str(target.parent), why) from None
        if _same_content(target, data):
            out.append(target.resolve())
        else:
            out.append(write_output(target, data, inputs=inputs, force=True))
        if i % 10 == 0:
            tick(i / len(files))
    return out


def _same_content(path: Path, data: bytes) -> bool:
    try:
        return path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data
    except OSError:
        return False


def publish_site(
    ev: SiteEvent,
    folder: str | Path,
    language: str,
    *,
    inputs: Sequence[str | Path] = (),
    today: dt.date | None = None,
    tick: Callable[[float], None] = _noop,
) -> list[Path]:
    """Build then write the site (File ▸ Publish as web pages…): building is the first 40 % of
    the progress, writing the rest."""
    files = build_site(ev, language, today, lambda f: tick(0.4 * f))
    return write_site(folder, files, inputs=inputs, tick=lambda f: tick(0.4 + 0.6 * f))
