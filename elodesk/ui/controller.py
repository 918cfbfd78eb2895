"""The open event: its store, its undo stack, and every edit as a small QUndoCommand.

Every edit goes to the store at once (one SQLite transaction, so nothing typed can be lost) and
onto the undo stack, which lives for the whole session. The event is kept in memory
(:class:`~.operations.EventState`): each edit is an operation that updates it and says what it
changed, and :attr:`EventController.changed` carries that :class:`~.operations.Changes` to the
models, which redraw only those cells. What is derived from the event (standings, the FRBE and
FIDE previews with the fictitious ratings) is computed at most once per edit, whoever asks.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..app.event import RESULTS_FILE, rate
from ..engine.model import ElodeskError, Entrant, Pairing, Result, Tournament
from ..engine.preview import Preview
from ..engine.roundrobin import berger
from ..engine.scoring import StandingsRules
from ..engine.standings import Standing, standings
from ..io.store import EventStore
from .messages import desk_text, error_text
from .operations import EVERYTHING, Changes, EventState

#: keys typed in a crosstable cell → result for the row player
KEY_RESULTS = {"1": 1.0, "0": 0.0, "=": 0.5, "½": 0.5, "5": 0.5, "+": "+", "-": "-", "−": "-"}


def result_for(row_is_white: bool, key: str) -> Result | None:
    """The game's result (White's view) when the row player's score is typed as ``key``."""
    v = KEY_RESULTS.get(key)
    if v is None:
        return None
    if v == "+":
        return Result.WHITE_FORFEIT_WIN if row_is_white else Result.BLACK_FORFEIT_WIN
    if v == "-":
        return Result.BLACK_FORFEIT_WIN if row_is_white else Result.WHITE_FORFEIT_WIN
    if v == 0.5:
        return Result.DRAW
    won = v == 1.0
    return Result.WHITE_WINS if won == row_is_white else Result.BLACK_WINS


class EventController(QObject):
    """The event being edited."""

    #: emitted after every edit with the :class:`Changes` it made
    changed = Signal(object)
    error = Signal(str)

    def __init__(self, store: EventStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.state = EventState(store)
        self.undo = QUndoStack(self)
        self._derived: dict[Any, Any] = {}

    # ---- cached views of the event ----------------------------------------------------------
    def applied(self, changes: Changes) -> None:
        """An edit is in memory: what was derived from the event is out of date; tell the views."""
        self._derived = {}
        self.changed.emit(changes)

    def invalidate(self) -> None:
        """Read the whole event again (something other than this desk wrote to the file)."""
        self.state.reload()
        self.applied(EVERYTHING)

    def _once(self, key: Any, make: Any) -> Any:
        if key not in self._derived:
            self._derived[key] = make()
        return self._derived[key]

    @property
    def tournament(self) -> Tournament:
        return self.state.tournament()

    @property
    def settings(self) -> Mapping[str, Any]:
        return self.state.settings

    @property
    def read_only(self) -> bool:
        return self.store.read_only

    def games_before(self) -> dict[int, int]:
        return self.state.games_before()

    def preview(self, system: str | None = None, results_file: str = RESULTS_FILE) -> Preview:
        """The event rated under ``system`` (the event's by default) as ``app.event.rate``
        rates it; FRBE from ``results_file`` (the file the event sends unless asked)."""
        s = self.settings
        system = system or s["system"]
        return self._once(
            ("preview", system, results_file),
            lambda: rate(
                self.tournament,
                system,
                s["system"],
                s["rules"],
                self.state.games_before(),
                self.state.history(),
                results_file,
            ),
        )

    def standings_rules(self) -> StandingsRules:
        """The event's tie-breaks, edition, score system and categories (issue 17); a meta
        value this version cannot read is reported and the defaults are used."""
        try:
            return StandingsRules.from_settings(self.settings)
        except ElodeskError as exc:
            self.error.emit(error_text(exc))
            return StandingsRules()

    def standings(self) -> list[Standing]:
        # the event's tie-breaks and standings rules, as app.event.event_standings ranks the files
        rules = self.standings_rules()
        return self._once("standings", lambda: standings(self.tournament, None, rules))

    def _games_by_pair(self) -> dict[tuple[int, int], list[Pairing]]:
        def index() -> dict[tuple[int, int], list[Pairing]]:
            out: dict[tuple[int, int], list[Pairing]] = {}
            for g in self.tournament.pairings:
                out.setdefault((min(g.white, g.black), max(g.white, g.black)), []).append(g)
            return out

        return self._once("pairs", index)

    def game_between(self, a: int, b: int, white: int | None = None) -> Pairing | None:
        """The game of ``a`` and ``b`` (in a double round robin, the one ``white`` has White)."""
        for g in self._games_by_pair().get((min(a, b), max(a, b)), ()):
            if white is None or g.white == white:
                return g
        return None

    # ---- edits (each one an undoable command) -------------------------------------------------
    def push(self, cmd: QUndoCommand) -> bool:
        try:
            self.undo.push(cmd)
        except ElodeskError as exc:
            self.error.emit(error_text(exc))
            return False
        return True

    def set_result(self, g: Pairing, result: Result | None) -> bool:
        if g.result == result:
            return True
        ok = self.push(SetResult(self, g, result))
        if ok and result is not None:
            self._backup_if_round_complete(g.round)
        return ok

    def _backup_if_round_complete(self, rnd: int) -> None:
        """Issue 9: a rotating copy of the event at each round's end."""
        games = [x for x in self.tournament.pairings if x.round == rnd and x.black]
        if games and all(x.result is not None for x in games) and not self.read_only:
            try:
                self.last_backup = self.store.backup(f"round-{rnd}")
            except ElodeskError as exc:  # the result is in the file already: say both
                self.error.emit(
                    self.tr(
                        "The result is saved; the end-of-round backup was not made: %1"
                    ).replace("%1", error_text(exc))
                )

    def add_player(self, **fields: Any) -> bool:
        return self.push(AddPlayer(self, fields))

    def set_setting(self, key: str, value: Any) -> bool:
        """One of the event's settings changed; undoable."""
        if self.settings.get(key) == value:
            return True
        return self.push(SetSetting(self, key, value))

    def edit_player(self, number: int, **fields: Any) -> bool:
        return self.push(EditPlayer(self, number, fields))

    def remove_player(self, number: int) -> bool:
        return self.push(RemovePlayer(self, number))

    def withdraw(self, number: int, withdrawn: bool = True) -> bool:
        return self.edit_player(number, withdrawn=1 if withdrawn else 0)

    def sort_by_rating(self) -> bool:
        """Starting ranks by rating (then name), before any pairing; undoable."""
        if self.tournament.pairings:
            self.error.emit("start numbers cannot change once rounds are paired")
            return False
        order = sorted(self.state.players, key=lambda p: (-(p["rating"] or 0), p["name"]))
        mapping = {p["number"]: i for i, p in enumerate(order, start=1)}
        return self.push(Renumber(self, mapping))

    def set_round(self, rnd: int, rows: list[Pairing]) -> bool:
        return self.push(SetRound(self, rnd, rows))

    def import_pairings(
        self,
        t: Tournament,
        header: Mapping[str, Any] | None = None,
        lookup: Callable[[Entrant], Mapping[str, Any] | None] | None = None,
    ) -> int:
        """Rounds from a file written by a pairing program (a TRF): players added when the
        event has none — with the file's ``header`` as the event's settings then (a club's
        Swar file: club, dates, arbiter, round dates; ``app.swar_header``) — then each round's
        pairings (and results) replacing the round; one undoable step. Returns the number of
        rounds imported. ``lookup`` finds a new player in the player database (national and
        FIDE ID: ``app.roster.lookup``): his rating, games, history and FIDE rating then come
        from the lists."""
        own = {p.number: p for p in self.tournament.players}
        if own and any(n not in own for p in t.players for n in [p.number]):
            self.error.emit(desk_text("start-numbers-differ"))
            return 0
        rounds = sorted({g.round for g in t.pairings})
        self.undo.beginMacro("TRF")
        try:
            if not own and header:
                self.set_properties(dict(header))
            if not own:
                for p in sorted(t.players, key=lambda p: p.number):
                    fields: dict[str, Any] = {
                        "number": p.number,
                        "name": p.name,
                        "id": p.id,
                        "rating": p.rating,
                        "federation": p.federation,
                        "sex": p.sex,
                        "title": p.title,
                    }
                    found = lookup(p) if lookup is not None else None
                    if found:
                        fields.update({k: v for k, v in found.items() if v not in (None, "")})
                    self.add_player(**fields)
            for rnd in rounds:
                self.set_round(rnd, [g for g in t.pairings if g.round == rnd])
        finally:
            self.undo.endMacro()
        for rnd in rounds:  # a round imported whole is backed up as a round typed is
            self._backup_if_round_complete(rnd)
        return len(rounds)

    def generate_round_robin(self) -> bool:
        """Berger pairings for the players as they are (FIDE tables); undoable."""
        s = self.settings
        if any(g.result is not None for g in self.tournament.pairings):
            self.error.emit(desk_text("results-entered"))
            return False
        n = len(self.tournament.players)
        rounds = berger(n, bool(s.get("double")))
        rows = [Pairing(r + 1, w, b) for r, rnd in enumerate(rounds) for w, b in rnd if b]
        return self.push(ReplacePairings(self, rows, len(rounds)))

    # ---- the event's properties (Event ▸ Properties…) -----------------------------------------
    def set_properties(self, values: dict[str, Any]) -> bool:
        """Name, place, dates, rule set, tie-breaks, sending club, arbiter, round dates… changed
        together: one transaction, one undoable step (issue 13)."""
        current = self.settings
        changed = {k: v for k, v in values.items() if current.get(k) != v}
        if not changed:
            return True
        return self.push(SetProperties(self, changed, {k: current.get(k) for k in changed}))


class _Command(QUndoCommand):
    """Base of the edits: each one an operation of :class:`EventState` (store first, then the
    copy in memory) whose :class:`Changes` go to the views. Store errors (read-only file, full
    disk) become a message and the command leaves the stack; nothing half-written stays (each
    store call is a transaction, and the copy in memory is read again after a failure)."""

    def __init__(self, ctl: EventController, text: str) -> None:
        super().__init__(text)
        self.ctl = ctl
        self.state = ctl.state

    def _run(self, step: Any) -> None:
        try:
            changes = step()
        except ElodeskError as exc:
            self.setObsolete(True)
            self._resync()
            self.ctl.error.emit(error_text(exc))
            return
        self.ctl.applied(changes)

    def _resync(self) -> None:
        """After a failed write, the memory holds what the file holds (an edit of two
        transactions may have written its first)."""
        try:
            self.ctl.invalidate()
        except (ElodeskError, sqlite3.Error):
            pass

    def redo(self) -> None:
        self._run(self.apply)

    def undo(self) -> None:
        self._run(self.revert)

    def apply(self) -> Changes:  # pragma: no cover - overridden
        raise NotImplementedError

    def revert(self) -> Changes:  # pragma: no cover - overridden
        raise NotImplementedError


class SetResult(_Command):
    """A result typed, corrected or cleared."""

    def __init__(self, ctl: EventController, g: Pairing, result: Result | None) -> None:
        label = result.value if result else "—"
        super().__init__(ctl, f"{g.white}–{g.black}: {label}")
        self.g, self.old, self.new = g, g.result, result

    def apply(self) -> Changes:
        return self.state.set_result(self.g.round, self.g.white, self.g.black, self.new)

    def revert(self) -> Changes:
        return self.state.set_result(self.g.round, self.g.white, self.g.black, self.old)


class AddPlayer(_Command):
    def __init__(self, ctl: EventController, fields: dict[str, Any]) -> None:
        super().__init__(ctl, f"+ {fields.get('name', '')}")
        self.fields = dict(fields)
        self.number: int | None = None

    def apply(self) -> Changes:
        if self.number is not None:
            self.fields["number"] = self.number
        self.number, changes = self.state.add_player(self.fields)
        return changes

    def revert(self) -> Changes:
        assert self.number is not None
        return self.state.remove_player(self.number)[2]


class EditPlayer(_Command):
    def __init__(self, ctl: EventController, number: int, fields: dict[str, Any]) -> None:
        super().__init__(ctl, f"#{number}")
        self.number, self.new = number, dict(fields)
        current = ctl.state.player(number)
        self.old = {k: current[k] for k in fields}

    def apply(self) -> Changes:
        return self.state.update_player(self.number, self.new)

    def revert(self) -> Changes:
        return self.state.update_player(self.number, self.old)


class RemovePlayer(_Command):
    def __init__(self, ctl: EventController, number: int) -> None:
        super().__init__(ctl, f"− #{number}")
        self.number = number
        self.row: dict[str, Any] | None = None
        self.games: list[Pairing] = []

    def apply(self) -> Changes:
        self.row, self.games, changes = self.state.remove_player(self.number)
        return changes

    def revert(self) -> Changes:
        assert self.row is not None
        return self.state.restore_player(self.row, self.games)


class Renumber(_Command):
    """Starting ranks changed (old → new start numbers)."""

    def __init__(self, ctl: EventController, mapping: dict[int, int]) -> None:
        super().__init__(ctl, "ranks")
        self.mapping = mapping

    def apply(self) -> Changes:
        return self.state.renumber(self.mapping)

    def revert(self) -> Changes:
        return self.state.renumber({new: old for old, new in self.mapping.items()})


class SetRound(_Command):
    """A round's pairings entered by hand or imported (replacing what the round had)."""

    def __init__(self, ctl: EventController, rnd: int, rows: list[Pairing]) -> None:
        super().__init__(ctl, f"round {rnd}")
        self.rnd, self.new = rnd, rows
        self.old = [g for g in ctl.state.pairings if g.round == rnd]

    def apply(self) -> Changes:
        return self.state.replace_round(self.rnd, self.new)

    def revert(self) -> Changes:
        return self.state.replace_round(self.rnd, self.old)


class ReplacePairings(_Command):
    """All pairings replaced (the round robin's Berger tables)."""

    def __init__(self, ctl: EventController, rows: list[Pairing], rounds: int) -> None:
        super().__init__(ctl, "Berger")
        self.new, self.rounds = rows, rounds
        self.old = ctl.state.pairings
        self.old_rounds = ctl.settings.get("rounds")

    def apply(self) -> Changes:
        return self.state.replace_pairings(self.new, self.rounds)

    def revert(self) -> Changes:
        return self.state.replace_pairings(self.old, self.old_rounds)


class SetSetting(_Command):
    """One of the event's settings changed."""

    def __init__(self, ctl: EventController, key: str, value: Any) -> None:
        super().__init__(ctl, key)
        self.key, self.new, self.old = key, value, ctl.settings.get(key)

    def apply(self) -> Changes:
        return self.state.set_setting(self.key, self.new)

    def revert(self) -> Changes:
        return self.state.set_setting(self.key, self.old)


class SetProperties(_Command):
    """The event's settings (meta) changed at once; undo puts back every old value."""

    def __init__(self, ctl: EventController, new: dict[str, Any], old: dict[str, Any]) -> None:
        super().__init__(ctl, "properties")
        self.new, self.old = dict(new), dict(old)

    def apply(self) -> Changes:
        return self.state.set_settings(self.new)

    def revert(self) -> Changes:
        return self.state.set_settings(self.old)
