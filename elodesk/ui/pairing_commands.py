"""The pairing desk's edits, each one undoable step, and the worker that runs the engine.

A round paired by the engine is one command (the round's rows and the frozen pairing list in one
transaction); un-pairing is one; a manual change (swap, colours) is one; each pairing setting
and each requested bye or withdrawal is one. The engine runs in a :class:`PairingWorker` on a
``QThread`` so the window never freezes; it reads nothing from the store (the plan is read
before, the round written after, both in the GUI thread). Pairing a round runs in a worker
process (``app/pairing_process.py``) that the thread waits on: Cancel stops the process.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..app import pairing as service
from ..engine.model import ElodeskError, Pairing
from ..engine.pairing import PairedRound
from .controller import EventController, _Command
from .messages import error_text
from .operations import EVERYTHING, Changes


class PairingWorker(QObject):
    """Runs one engine job (pair, check, explain) off the GUI thread; ``finished(result)``.

    ``job`` takes a progress callback and returns the result; it must not touch the store.
    ``on_cancel`` stops the job (the pairing process's ``cancel``); without it, *cancel*
    discards the answer when it comes. Either way the event is not touched, and the desk is
    usable at once.
    """

    progress = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(
        self,
        job: Callable[[Callable[[Any], None]], object],
        on_cancel: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.job = job
        self.on_cancel = on_cancel
        self.cancelled = False
        self.seconds = 0.0

    def cancel(self) -> None:
        self.cancelled = True
        if self.on_cancel is not None:
            self.on_cancel()

    def run(self) -> None:
        t0 = time.perf_counter()
        try:
            result = self.job(self.progress.emit)
        except ElodeskError as exc:
            self.failed.emit(error_text(exc))
            return
        except Exception as exc:  # an engine fault must not kill the desk
            self.failed.emit(f"pairing engine error: {exc!r}")
            return
        self.seconds = time.perf_counter() - t0
        if self.cancelled:
            self.failed.emit("cancelled")
            return
        self.finished.emit(result)


class _RoundCommand(_Command):
    """Replace one round's rows (and some settings) by others; undo puts the old ones back.

    The store writes the round and the settings in one transaction (``replace_round``); the
    event in memory is then read again, and every view told (a round is structural).
    """

    def __init__(
        self,
        ctl: EventController,
        text: str,
        rnd: int,
        new_rows: list[Pairing],
        new_meta: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(ctl, text)
        self.rnd = rnd
        self.old_rows = [g for g in ctl.state.pairings if g.round == rnd]
        self.new_rows = new_rows
        self.new_meta = new_meta or {}
        self.old_meta = {k: ctl.settings.get(k) for k in self.new_meta}

    def _write(self, rows: list[Pairing], meta: dict[str, Any]) -> Changes:
        self.ctl.store.replace_round(self.rnd, rows, meta)
        self.state.reload()
        return EVERYTHING

    def apply(self) -> Changes:
        return self._write(self.new_rows, self.new_meta)

    def revert(self) -> Changes:
        return self._write(self.old_rows, self.old_meta)


class PairRound(_RoundCommand):
    """The engine's pairing of a round saved; the pairing list frozen."""

    def __init__(self, ctl: EventController, plan: service.RoundPlan, paired: PairedRound):
        keep = [g for g in plan.tournament.pairings if g.round == plan.round]
        super().__init__(
            ctl,
            f"pair round {plan.round}",
            plan.round,
            keep + list(paired.rows()),
            {"pairing_order": list(plan.options.order)},
        )


class UnpairRound(_RoundCommand):
    """The last round's pairing removed (requested byes kept); round 1 un-freezes the list."""

    def __init__(self, ctl: EventController, rnd: int) -> None:
        _now, after = service.unpair_rows(ctl.store, rnd)
        meta = {"pairing_order": []} if rnd == 1 else {}
        super().__init__(ctl, f"un-pair round {rnd}", rnd, after, meta)


class ManualRound(_RoundCommand):
    """A round changed by hand (players swapped, colours changed)."""

    def __init__(self, ctl: EventController, rnd: int, rows: list[Pairing], text: str) -> None:
        super().__init__(ctl, text, rnd, rows)


class SetAbsence(_Command):
    """A player's status for the next round: present, half-point or zero-point bye, withdrawn.

    A requested bye is a row ``H``/``Z`` of the round not paired yet; a withdrawal is the
    player's flag (never paired again until it is cleared). Both change in one step and one
    transaction.
    """

    def __init__(self, ctl: EventController, rnd: int, number: int, status: str) -> None:
        super().__init__(ctl, f"#{number}: {status}")
        self.rnd, self.number, self.status = rnd, number, status
        self.old_rows = [g for g in ctl.state.pairings if g.round == rnd]
        self.old_withdrawn = int(ctl.state.player(number)["withdrawn"] or 0)

    def apply(self) -> Changes:
        rows = [g for g in self.old_rows if not (g.black == 0 and g.white == self.number)]
        if self.status in ("H", "Z"):
            rows.append(Pairing(self.rnd, self.number, 0, bye=self.status))
        flag = 1 if self.status == "W" else 0
        self.ctl.store.replace_round(self.rnd, rows, withdrawn={self.number: flag})
        self.state.reload()
        return EVERYTHING

    def revert(self) -> Changes:
        self.ctl.store.replace_round(
            self.rnd, self.old_rows, withdrawn={self.number: self.old_withdrawn}
        )
        self.state.reload()
        return EVERYTHING
