"""The open event in the desk: its session, its undo stack, and every edit as a QUndoCommand.

Every edit is one call of the event's :class:`~elodesk.app.session.EventSession` (the store
first, one SQLite transaction, so nothing typed can be lost; then the copy in memory) and one
command on the undo stack, which lives for the whole session. :attr:`EventController.changed`
carries the :class:`~elodesk.app.session.Changes` the call returned to the models, which redraw
only those cells. The read views (standings, previews, exports) are the session's.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..app.event import RESULTS_FILE
from ..app.rules import Preview, Standing, StandingsRules
from ..app.session import EVERYTHING, Changes, EventSession, EventStore
from ..app.settings import EventSettings
from ..engine.model import ElodeskError, Entrant, Pairing, Result, Tournament
from .messages import desk_text, error_text

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
        # the file as this desk last read it (a read-only desk follows another desk's edits)
        self._stamp = store.file_stamp() if store.read_only else None
        self.session = EventSession(store)
        self.undo = QUndoStack(self)

    # ---- the session's read views -------------------------------------------------------------
    def applied(self, changes: Changes) -> None:
        """An edit is in memory: tell the views what it changed."""
        self.changed.emit(changes)

    def invalidate(self) -> None:
        """Read the whole event again (something other than this desk wrote to the file)."""
        self.session.reload()
        self.applied(EVERYTHING)

    def follow_file(self) -> bool:
        """A desk that opened the event read-only (another desk writes it) shows what the file
        holds: when another program committed since this desk last read it, the event is read
        again, and the views and every export show it. True when it was read again. Raises
        what reading the file raises (it was damaged or taken away meanwhile)."""
        if not self.read_only or self.store.closed:
            return False
        stamp = self.store.file_stamp()
        if stamp == self._stamp:
            return False
        self.store.reopen()
        self.invalidate()
        self._stamp = stamp  # taken before the read: a commit after it is seen next time
        return True

    @property
    def tournament(self) -> Tournament:
        return self.session.tournament()

    @property
    def settings(self) -> EventSettings:
        return self.session.settings

    @property
    def read_only(self) -> bool:
        return self.store.read_only

    def games_before(self) -> dict[int, int]:
        return self.session.games_before()

    def preview(self, system: str | None = None, results_file: str = RESULTS_FILE) -> Preview:
        """The event rated under ``system`` (the event's by default), FRBE from
        ``results_file`` (the file the event sends unless asked): the session's view."""
        return self.session.preview(system, results_file)

    def standings_rules(self) -> StandingsRules:
        """The event's tie-breaks, edition, score system and categories."""
        return self.session.standings_rules()

    def standings(self) -> list[Standing]:
        return self.session.standings()

    def game_between(self, a: int, b: int, white: int | None = None) -> Pairing | None:
        """The game of ``a`` and ``b`` (in a double round robin, the one ``white`` has White)."""
        return self.session.game_between(a, b, white)

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
        """A rotating copy of the event at each round's end."""
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
        """One of the event's settings (its meta key) changed; undoable."""
        return self.set_properties({key: value})

    def edit_settings(self, new: EventSettings) -> bool:
        """The event's settings replaced by ``new``: one transaction, one undoable step."""
        if new == self.settings:
            return True
        return self.push(SetSettings(self, new))

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
        order = sorted(self.session.players, key=lambda p: (-(p["rating"] or 0), p["name"]))
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
            self._drop_empty_macro()
        for rnd in rounds:  # a round imported whole is backed up as a round typed is
            self._backup_if_round_complete(rnd)
        return len(rounds)

    def _drop_empty_macro(self) -> None:
        """A step whose every edit failed (a full disk) holds nothing: it leaves the stack
        (Ctrl+Z would otherwise undo nothing, once)."""
        top = self.undo.command(self.undo.index() - 1)
        if top is not None and top.childCount() == 0 and type(top) is QUndoCommand:
            top.setObsolete(True)
            self.undo.undo()  # an obsolete command is deleted from the stack when undone

    def generate_round_robin(self) -> bool:
        """Berger pairings for the players as they are (FIDE tables); undoable."""
        if any(g.result is not None for g in self.tournament.pairings):
            self.error.emit(desk_text("results-entered"))
            return False
        rows, rounds = self.session.round_robin_rows()
        return self.push(ReplacePairings(self, rows, rounds))

    # ---- the event's properties (Event ▸ Properties…) -----------------------------------------
    def set_properties(self, values: dict[str, Any]) -> bool:
        """Name, place, dates, rule set, tie-breaks, sending club, arbiter, round dates… (meta
        keys and values) changed together: checked as at open, then one transaction, one
        undoable step."""
        try:
            new = self.session.with_meta(values)
        except ElodeskError as exc:
            self.error.emit(error_text(exc))
            return False
        return self.edit_settings(new)


class _Command(QUndoCommand):
    """Base of the edits: each one a call of :class:`EventSession` (store first, then the
    copy in memory) whose :class:`Changes` go to the views. Store errors (read-only file, full
    disk) become a message and the command leaves the stack; nothing half-written stays (each
    store call is a transaction, and the copy in memory is read again after a failure)."""

    def __init__(self, ctl: EventController, text: str) -> None:
        super().__init__(text)
        self.ctl = ctl
        self.session = ctl.session

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
        return self.session.set_result(self.g.round, self.g.white, self.g.black, self.new)

    def revert(self) -> Changes:
        return self.session.set_result(self.g.round, self.g.white, self.g.black, self.old)


class AddPlayer(_Command):
    def __init__(self, ctl: EventController, fields: dict[str, Any]) -> None:
        super().__init__(ctl, f"+ {fields.get('name', '')}")
        self.fields = dict(fields)
        self.number: int | None = None

    def apply(self) -> Changes:
        if self.number is not None:
            self.fields["number"] = self.number
        self.number, changes = self.session.add_player(self.fields)
        return changes

    def revert(self) -> Changes:
        assert self.number is not None
        return self.session.remove_player(self.number)[2]


class EditPlayer(_Command):
    def __init__(self, ctl: EventController, number: int, fields: dict[str, Any]) -> None:
        super().__init__(ctl, f"#{number}")
        self.number, self.new = number, dict(fields)
        current = ctl.session.player(number)
        self.old = {k: current[k] for k in fields}

    def apply(self) -> Changes:
        return self.session.update_player(self.number, self.new)

    def revert(self) -> Changes:
        return self.session.update_player(self.number, self.old)


class RemovePlayer(_Command):
    def __init__(self, ctl: EventController, number: int) -> None:
        super().__init__(ctl, f"− #{number}")
        self.number = number
        self.row: dict[str, Any] | None = None
        self.games: list[Pairing] = []

    def apply(self) -> Changes:
        self.row, self.games, changes = self.session.remove_player(self.number)
        return changes

    def revert(self) -> Changes:
        assert self.row is not None
        return self.session.restore_player(self.row, self.games)


class Renumber(_Command):
    """Starting ranks changed (old → new start numbers)."""

    def __init__(self, ctl: EventController, mapping: dict[int, int]) -> None:
        super().__init__(ctl, "ranks")
        self.mapping = mapping

    def apply(self) -> Changes:
        return self.session.renumber(self.mapping)

    def revert(self) -> Changes:
        return self.session.renumber({new: old for old, new in self.mapping.items()})


class SetRound(_Command):
    """A round's pairings entered by hand or imported (replacing what the round had)."""

    def __init__(self, ctl: EventController, rnd: int, rows: list[Pairing]) -> None:
        super().__init__(ctl, f"round {rnd}")
        self.rnd, self.new = rnd, rows
        self.old = [g for g in ctl.session.pairings if g.round == rnd]

    def apply(self) -> Changes:
        return self.session.replace_round(self.rnd, self.new)

    def revert(self) -> Changes:
        return self.session.replace_round(self.rnd, self.old)


class ReplacePairings(_Command):
    """All pairings replaced (the round robin's Berger tables)."""

    def __init__(self, ctl: EventController, rows: list[Pairing], rounds: int) -> None:
        super().__init__(ctl, "Berger")
        self.new, self.rounds = rows, rounds
        self.old = ctl.session.pairings
        self.old_rounds = ctl.settings.rounds

    def apply(self) -> Changes:
        return self.session.replace_pairings(self.new, self.rounds)

    def revert(self) -> Changes:
        return self.session.replace_pairings(self.old, self.old_rounds)


class SetSettings(_Command):
    """The event's settings changed (one or several at once); undo puts back the old ones."""

    def __init__(self, ctl: EventController, new: EventSettings) -> None:
        super().__init__(ctl, "properties")
        self.new, self.old = new, ctl.settings

    def apply(self) -> Changes:
        return self.session.set_settings(self.new)

    def revert(self) -> Changes:
        return self.session.set_settings(self.old)
