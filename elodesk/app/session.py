"""The open event: read views and edits, one way for the desk and the command line. No Qt here.

An :class:`EventSession` holds an event file (:class:`~elodesk.io.store.EventStore`) and its
contents in memory. Every edit writes to the store first — one transaction committed at once, so
the file stays the single source on disk and a power cut loses nothing — then applies the same
change to the copy in memory and returns a :class:`Changes` naming the games and players it
touched and whether the rows themselves or the settings changed (Anki's "operations return
OpChanges"): the desk's models redraw only that.

The settings are read once, typed and checked (:class:`~elodesk.app.settings.EventSettings`: a
bad value is an error when the event opens), and change only through :meth:`set_settings`.
What is derived from the event — the :class:`Tournament`, the standings, the rating previews
(:func:`elodesk.app.event.rate`), the exports — is built at most once per edit, from memory.

The desk's controller wraps each edit in a ``QUndoCommand`` and keeps the undo stack; ``elodesk
send`` composes its files from a session too (:meth:`exports`), so both send the same files.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..engine.collector import no_gc
from ..engine.model import Entrant, Pairing, Result, Tournament
from ..engine.preview import Preview
from ..engine.roundrobin import berger
from ..engine.scoring import StandingsRules
from ..engine.standings import Standing
from ..io.store import (
    EventLocked,
    EventStore,
    ReadOnlyStore,
    StoreError,
    StoreFull,
    create_event,
    entrant,
    player_history,
    restore_backup,
)
from . import event as event_service
from . import pairing
from .formats import ExportFile
from .settings import EventSettings

__all__ = [
    "EVERYTHING",
    "Changes",
    "EventLocked",
    "EventSession",
    "EventStore",
    "GameKey",
    "ReadOnlyStore",
    "StoreError",
    "StoreFull",
    "create",
    "create_event",
    "game_key",
    "restore_backup",
]

GameKey = tuple[int, int, int]
"""A game as the store keys it: (round, White's start number, Black's start number)."""

T = TypeVar("T")


def game_key(g: Pairing) -> GameKey:
    return (g.round, g.white, g.black)


@dataclass(frozen=True)
class Changes:
    """What one edit changed.

    ``games``: the games whose result changed; ``players``: the start numbers whose fields
    changed; ``rows``: players or pairings added, removed or renumbered (the tables' rows
    themselves); ``settings``: the event's settings (columns and systems shown may follow).
    """

    games: frozenset[GameKey] = frozenset()
    players: frozenset[int] = frozenset()
    rows: bool = False
    settings: bool = False

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            self.games | other.games,
            self.players | other.players,
            self.rows or other.rows,
            self.settings or other.settings,
        )

    @property
    def structural(self) -> bool:
        """Rows or settings changed: a table rebuilds rather than redraws a few cells."""
        return self.rows or self.settings


EVERYTHING = Changes(rows=True, settings=True)


def create(path: str, settings: EventSettings) -> EventSession:
    """A new event file at ``path`` (never over an existing file), opened."""
    return EventSession(create_event(path, settings.to_meta()))


class EventSession:
    """The event as its store holds it: read once, then kept up to date by the edits."""

    # caches: None until asked, dropped by the edits that make them out of date
    _entrants: tuple[Entrant, ...] | None
    _games_before: dict[int, int] | None
    _history: dict[int, tuple[int, float]] | None
    _pindex: dict[int, int] | None
    _gindex: dict[GameKey, int] | None
    _tournament: Tournament | None
    _derived: dict[Any, Any]

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self.reload()

    def reload(self) -> None:
        """Read the whole event (when it opens, or after something else wrote to the file);
        a setting this version cannot read raises :class:`InvalidInput` naming it."""
        with self.store.reading():  # one snapshot: another program may write meanwhile
            meta = self.store.settings()
            players = self.store.players()
            pairings = self.store.pairings()
        self._settings = EventSettings.from_meta(meta)  # before anything is replaced
        self._players: list[dict[str, Any]] = players
        self._pairings: list[Pairing] = pairings
        self._players_changed()

    @property
    def read_only(self) -> bool:
        return self.store.read_only

    # ---- read views ---------------------------------------------------------------------------
    @property
    def settings(self) -> EventSettings:
        """The event's settings (they change through :meth:`set_settings`)."""
        return self._settings

    @property
    def players(self) -> list[dict[str, Any]]:
        """The players' rows by start number, as :meth:`EventStore.players` gives them."""
        return [dict(p) for p in self._players]

    def player(self, number: int) -> dict[str, Any]:
        return dict(self._players[self._player_index()[number]])

    @property
    def pairings(self) -> list[Pairing]:
        """The pairings in the store's order (round, then as entered)."""
        return list(self._pairings)

    def tournament(self) -> Tournament:
        """The event as the engine sees it, rebuilt in memory after an edit."""
        if self._tournament is None:
            if self._entrants is None:
                self._entrants = tuple(entrant(p) for p in self._players)
            self._tournament = self._settings.tournament(self._entrants, self._pairings)
        return self._tournament

    def games_before(self) -> dict[int, int]:
        """Each start number's rated games before the event (as :meth:`EventStore.games_before`)."""
        if self._games_before is None:
            self._games_before = {p["number"]: p["games"] or 0 for p in self._players}
        return self._games_before

    def history(self) -> dict[int, tuple[int, float]]:
        """The unrated players' histories from the federation's list (as
        :meth:`EventStore.history`)."""
        if self._history is None:
            self._history = player_history(self._settings.history, self._players)
        return self._history

    def standings_rules(self) -> StandingsRules:
        return self._settings.standings

    def standings(self) -> list[Standing]:
        """The standings by the event's tie-breaks and standings rules: the ranking the screen
        and every file show (:func:`elodesk.app.event.event_standings`)."""
        return self._once(
            "standings",
            lambda: event_service.event_standings(
                self.tournament(), self._settings.tiebreaks, self._settings.standings
            ),
        )

    def preview(
        self, system: str | None = None, results_file: str = event_service.RESULTS_FILE
    ) -> Preview:
        """The event rated under ``system`` (the event's own by default), FRBE as the
        federation's run rates it from ``results_file``, through :func:`elodesk.app.event.rate`,
        the one path the exports take too."""
        s = self._settings
        system = system or s.system
        return self._once(
            ("preview", system, results_file),
            lambda: event_service.rate(
                self.tournament(),
                system,
                s.system,
                s.rules,
                self.games_before(),
                self.history(),
                results_file,
            ),
        )

    def game_between(self, a: int, b: int, white: int | None = None) -> Pairing | None:
        """The game of ``a`` and ``b`` (in a double round robin, the one ``white`` has White)."""

        def index() -> dict[tuple[int, int], list[Pairing]]:
            out: dict[tuple[int, int], list[Pairing]] = {}
            for g in self._pairings:
                out.setdefault((min(g.white, g.black), max(g.white, g.black)), []).append(g)
            return out

        for g in self._once("pairs", index).get((min(a, b), max(a, b)), ()):
            if white is None or g.white == white:
                return g
        return None

    def round_robin_rows(self) -> tuple[list[Pairing], int]:
        """The Berger tables (FIDE C.05 annex 1) for the players as they are: the rows and the
        number of rounds (a double round robin repeats them, colours reversed)."""
        rounds = berger(len(self._players), self._settings.double)
        rows = [Pairing(r + 1, w, b) for r, rnd in enumerate(rounds) for w, b in rnd if b]
        return rows, len(rounds)

    def exports(
        self, kinds: Sequence[str], today: dt.date | None = None, sender_name: str = ""
    ) -> list[ExportFile]:
        """The event's files of ``kinds`` (``national``, ``chessman``, ``trf``, ``h9``,
        ``xlsx``, and FIDE's rating report ``fide-report``), each built with the event's rule
        set, tie-breaks, standings rules and sending club; who sends is ``sender_name`` (the
        mail's), else the event's arbiter. The desk's exports and ``elodesk send`` both come
        here."""
        from . import fide_report  # it reads events through this module

        out = []
        for kind in kinds:
            if kind == fide_report.KIND:  # ranked as the event ranks (its tie-breaks, rules)
                ranks = {r.number: r.rank for r in self.standings()}
                bye = self._settings.pairing_bye_points  # the event's, as every other file
                out.append(
                    fide_report.fide_report(self.tournament(), self._players, ranks, today, bye)
                )
                continue
            out += event_service.exports_of(
                self.tournament(),
                self._settings,
                [kind],
                self.games_before(),
                self.history(),
                today,
                sender_name,
            )
        return out

    # ---- caches -------------------------------------------------------------------------------
    def _once(self, key: Any, make: Callable[[], T]) -> T:
        if key not in self._derived:
            with no_gc():  # thousands of small objects and no cycle (engine.collector)
                self._derived[key] = make()
        value: T = self._derived[key]
        return value

    def _players_changed(self) -> None:
        self._entrants = None
        self._games_before = None
        self._history = None
        self._pindex = None
        self._pairings_changed()

    def _pairings_changed(self) -> None:
        self._gindex = None
        self._tournament = None
        self._derived = {}

    def _player_index(self) -> dict[int, int]:
        if self._pindex is None:
            self._pindex = {p["number"]: i for i, p in enumerate(self._players)}
        return self._pindex

    def _game_index(self) -> dict[GameKey, int]:
        if self._gindex is None:
            self._gindex = {game_key(g): i for i, g in enumerate(self._pairings)}
        return self._gindex

    def _put_pairings(self, rows: Iterable[Pairing]) -> None:
        """In memory what ``INSERT OR REPLACE`` does in the store: a game already there is
        replaced and goes last in its round (a new rowid), the order being round then rowid."""
        rows = list(rows)
        keys = {game_key(g) for g in rows}
        kept = [g for g in self._pairings if game_key(g) not in keys]
        by_key = {game_key(g): g for g in rows}  # the last one of a key wins, as in the store
        added = [g for g in rows if by_key[game_key(g)] is g]
        self._pairings = sorted(kept + added, key=lambda g: g.round)

    # ---- edits --------------------------------------------------------------------------------
    def set_result(self, rnd: int, white: int, black: int, result: Result | None) -> Changes:
        """A result typed, corrected or cleared: one game."""
        self.store.set_result(rnd, white, black, result)
        key = (rnd, white, black)
        i = self._game_index()[key]
        self._pairings[i] = dataclasses.replace(self._pairings[i], result=result)
        self._tournament = None
        self._derived = {}
        return Changes(games=frozenset({key}))

    def add_player(self, fields: Mapping[str, Any]) -> tuple[int, Changes]:
        """A player added (his start number: the one given, or the next free one)."""
        number = self.store.add_player(**fields)
        if fields.get("history") and fields.get("id"):  # the store keeps it in a setting
            history = self.store.get("history") or {}
            self._settings = dataclasses.replace(self._settings, history=dict(history))
        self._players.append(self.store.player(number))
        self._players.sort(key=lambda p: p["number"])
        self._players_changed()
        return number, Changes(players=frozenset({number}), rows=True)

    def update_player(self, number: int, fields: Mapping[str, Any]) -> Changes:
        """Some of a player's fields changed (his row in every table)."""
        self.store.update_player(number, **fields)
        self._players[self._player_index()[number]] = self.store.player(number)
        self._players_changed()
        return Changes(players=frozenset({number}))

    def remove_player(self, number: int) -> tuple[dict[str, Any], list[Pairing], Changes]:
        """A player removed with his games; returns his row and games (to put them back)."""
        games = [g for g in self._pairings if number in (g.white, g.black)]
        row = self.store.remove_player(number)
        self._players = [p for p in self._players if p["number"] != number]
        self._pairings = [g for g in self._pairings if number not in (g.white, g.black)]
        self._players_changed()
        return row, games, Changes(frozenset(map(game_key, games)), frozenset({number}), rows=True)

    def restore_player(self, row: Mapping[str, Any], games: list[Pairing]) -> Changes:
        """A removed player and his games back."""
        _number, changes = self.add_player(row)
        return changes | self.put_pairings(games)

    def put_pairings(self, rows: list[Pairing]) -> Changes:
        """Games added (or replaced, by round, White and Black)."""
        self.store.set_pairings(rows)
        self._put_pairings(rows)
        self._pairings_changed()
        return Changes(games=frozenset(map(game_key, rows)), rows=True)

    def renumber(self, mapping: Mapping[int, int]) -> Changes:
        """New start numbers (old → new), before any pairing."""
        self.store.renumber(dict(mapping))
        for p in self._players:
            p["number"] = mapping.get(p["number"], p["number"])
        self._players.sort(key=lambda p: p["number"])
        self._players_changed()
        return Changes(players=frozenset(mapping) | frozenset(mapping.values()), rows=True)

    def replace_round(self, rnd: int, rows: list[Pairing]) -> Changes:
        """A round's pairings replaced by ``rows``: one transaction (a kill between a delete and
        an insert would leave the round empty, results included)."""
        old = [g for g in self._pairings if g.round == rnd]
        self.store.replace_round(rnd, rows)
        self._pairings = [g for g in self._pairings if g.round != rnd]
        self._put_pairings(rows)
        self._pairings_changed()
        return Changes(games=frozenset(map(game_key, old + list(rows))), rows=True)

    def pair_round(
        self,
        rnd: int,
        rows: list[Pairing],
        settings: EventSettings | None = None,
        withdrawn: Mapping[int, int] | None = None,
    ) -> Changes:
        """A Swiss round written as a whole — its rows, the settings it changes (the frozen
        pairing list) and players' withdrawals (start number → 0/1) — in one transaction
        (:meth:`EventStore.replace_round`)."""
        meta = self._settings.changed_meta(settings) if settings is not None else {}
        old = [g for g in self._pairings if g.round == rnd]
        self.store.replace_round(rnd, rows, meta, dict(withdrawn or {}))
        if settings is not None:
            self._settings = settings
        self._pairings = [g for g in self._pairings if g.round != rnd] + list(rows)
        self._pairings.sort(key=lambda g: g.round)
        touched = frozenset(withdrawn or ())
        if touched:
            for number in touched:
                self._players[self._player_index()[number]] = self.store.player(number)
            self._players_changed()
        else:
            self._pairings_changed()
        games = frozenset(map(game_key, old)) | frozenset(map(game_key, rows))
        return Changes(games, touched, rows=True, settings=bool(meta))

    def replace_pairings(self, rows: list[Pairing], rounds: int) -> Changes:
        """Every round replaced (the round robin's tables) and the number of rounds set: one
        transaction."""
        old = self._pairings
        new = dataclasses.replace(self._settings, rounds=rounds)
        self.store.replace_all_pairings(rows, self._settings.changed_meta(new))
        self._settings = new
        self._pairings = []
        self._put_pairings(rows)
        self._history = None
        self._pairings_changed()
        return Changes(games=frozenset(map(game_key, old + list(rows))), rows=True, settings=True)

    def set_settings(self, new: EventSettings) -> Changes:
        """The event's settings replaced by ``new``: the meta keys that differ, written in one
        transaction."""
        changed = self._settings.changed_meta(new)
        if changed:
            self.store.set_many(changed)
        self._settings = new
        self._history = None
        self._pairings_changed()  # the tournament carries the settings
        return Changes(settings=True)

    def plan(self, rnd: int | None = None) -> pairing.RoundPlan:
        """What pairing the next round (or ``rnd``) of this open reads, from memory
        (:func:`elodesk.app.pairing.plan_for`)."""
        return pairing.plan_for(self.tournament(), self._settings, self._players, rnd)

    def with_meta(self, values: Mapping[str, Any]) -> EventSettings:
        """The settings with some meta keys set to ``values`` (checked as at open)."""
        return EventSettings.from_meta({**self._settings.to_meta(), **values})
