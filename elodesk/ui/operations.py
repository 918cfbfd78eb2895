"""The open event in memory, and every edit as a small typed operation that says what it changed.

Anki's way ("operations return OpChanges"): an operation writes to the store first (one
transaction committed at once: the file stays the single source on disk and a power cut loses
nothing), then applies the same change to the in-memory copy and returns a :class:`Changes`
naming the games and players it touched and whether the rows themselves or the settings changed.
The desk's models redraw only that, instead of every edit reading the whole file again.

The settings are read once when the event opens and change only through :meth:`set_setting`.
What is derived from the event (the :class:`Tournament`, the start numbers' rated games) is
built at most once per edit, from memory.

No Qt here: :mod:`.controller` wraps each operation in a ``QUndoCommand``.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..engine.model import Entrant, Pairing, Result, Tournament
from ..io.store import EventStore, build_tournament, entrant, player_history

GameKey = tuple[int, int, int]
"""A game as the store keys it: (round, White's start number, Black's start number)."""


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


class EventState:
    """The event as its store holds it: read once, then kept up to date by the operations."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        self.reload()

    def reload(self) -> None:
        """Read the whole event (when it opens, or after something else wrote to the file)."""
        self._settings: dict[str, Any] = self.store.settings()
        self._players: list[dict[str, Any]] = self.store.players()
        self._pairings: list[Pairing] = self.store.pairings()
        self._players_changed()

    # ---- what the desk reads ------------------------------------------------------------------
    @property
    def settings(self) -> Mapping[str, Any]:
        """The settings (read-only: they change through :meth:`set_setting`)."""
        return MappingProxyType(self._settings)

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
            self._tournament = build_tournament(self._settings, self._entrants, self._pairings)
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
            self._history = player_history(self._settings.get("history") or {}, self._players)
        return self._history

    # ---- caches -------------------------------------------------------------------------------
    def _players_changed(self) -> None:
        self._entrants: tuple[Entrant, ...] | None = None
        self._games_before: dict[int, int] | None = None
        self._history: dict[int, tuple[int, float]] | None = None
        self._pindex: dict[int, int] | None = None
        self._pairings_changed()

    def _pairings_changed(self) -> None:
        self._gindex: dict[GameKey, int] | None = None
        self._tournament: Tournament | None = None

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

    # ---- the operations -------------------------------------------------------------------------
    def set_result(self, rnd: int, white: int, black: int, result: Result | None) -> Changes:
        """A result typed, corrected or cleared: one game."""
        self.store.set_result(rnd, white, black, result)
        key = (rnd, white, black)
        i = self._game_index()[key]
        self._pairings[i] = dataclasses.replace(self._pairings[i], result=result)
        self._tournament = None
        return Changes(games=frozenset({key}))

    def add_player(self, fields: Mapping[str, Any]) -> tuple[int, Changes]:
        """A player added (his start number: the one given, or the next free one)."""
        number = self.store.add_player(**fields)
        if fields.get("history") and fields.get("id"):  # the store keeps it in a setting
            self._settings["history"] = self.store.get("history")
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
        an insert left the round empty, results included)."""
        old = [g for g in self._pairings if g.round == rnd]
        self.store.replace_round(rnd, rows)
        self._pairings = [g for g in self._pairings if g.round != rnd]
        self._put_pairings(rows)
        self._pairings_changed()
        return Changes(games=frozenset(map(game_key, old + list(rows))), rows=True)

    def replace_pairings(self, rows: list[Pairing], rounds: int) -> Changes:
        """Every round replaced (the round robin's tables) and the number of rounds set: one
        transaction."""
        old = self._pairings
        self.store.replace_all_pairings(rows, {"rounds": rounds})
        self._pairings = []
        self._put_pairings(rows)
        self._settings["rounds"] = rounds
        self._history = None
        self._pairings_changed()
        return Changes(games=frozenset(map(game_key, old + list(rows))), rows=True, settings=True)

    def set_settings(self, values: dict[str, Any]) -> Changes:
        """Several settings at once, in one transaction (Event ▸ Properties…)."""
        self.store.set_many(values)
        for key, value in values.items():
            self._settings[key] = json.loads(json.dumps(value))
        self._history = None
        self._pairings_changed()
        return Changes(settings=True)

    def set_setting(self, key: str, value: Any) -> Changes:
        """One of the event's settings (name, rounds, tie-breaks, …)."""
        self.store.set(key, value)
        self._settings[key] = json.loads(json.dumps(value))  # what the store gives back
        self._history = None
        self._pairings_changed()  # the tournament carries the settings
        return Changes(settings=True)
