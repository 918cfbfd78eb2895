"""The pairing desk's edits, each one undoable step.

A round paired by the engine is one command (the round's rows and the frozen pairing list in one
transaction); un-pairing is one; a manual change (swap, colours) is one; each requested bye or
withdrawal is one. The engine itself runs in a background job (:mod:`.jobs`, started by the
pairing panel) that waits on a worker process (``app/pairing_process.py``): the window never
freezes, Cancel stops the process, and the job reads nothing from the store (the plan is read
before, the round written after, both in the desk's thread).
"""

from __future__ import annotations

from dataclasses import replace

from ..app import pairing as service
from ..app.session import Changes
from ..app.settings import EventSettings
from ..engine.model import Pairing
from .controller import EventController, _Command


class _RoundCommand(_Command):
    """Replace one round's rows (and maybe the settings) by others; undo puts the old ones back.

    The session writes the round and the settings in one transaction
    (:meth:`EventSession.pair_round`) and says what changed.
    """

    def __init__(
        self,
        ctl: EventController,
        text: str,
        rnd: int,
        new_rows: list[Pairing],
        new_settings: EventSettings | None = None,
    ) -> None:
        super().__init__(ctl, text)
        self.rnd = rnd
        self.old_rows = [g for g in ctl.session.pairings if g.round == rnd]
        self.new_rows = new_rows
        self.new_settings = new_settings
        self.old_settings = ctl.settings if new_settings is not None else None

    def apply(self) -> Changes:
        return self.session.pair_round(self.rnd, self.new_rows, self.new_settings)

    def revert(self) -> Changes:
        return self.session.pair_round(self.rnd, self.old_rows, self.old_settings)


def _with_order(settings: EventSettings, order: tuple[int, ...]) -> EventSettings:
    return replace(settings, pairing=replace(settings.pairing, order=order))


class PairRound(_RoundCommand):
    """The engine's pairing of a round saved; the pairing list frozen."""

    def __init__(self, ctl: EventController, plan: service.RoundPlan, paired: service.PairedRound):
        keep = [g for g in plan.tournament.pairings if g.round == plan.round]
        super().__init__(
            ctl,
            f"pair round {plan.round}",
            plan.round,
            keep + list(paired.rows()),
            _with_order(ctl.settings, plan.options.order),
        )


class UnpairRound(_RoundCommand):
    """The last round's pairing removed (requested byes kept); round 1 un-freezes the list."""

    def __init__(self, ctl: EventController, rnd: int) -> None:
        now = [g for g in ctl.session.pairings if g.round == rnd]
        after = service.unpaired(now, rnd)
        settings = _with_order(ctl.settings, ()) if rnd == 1 else None
        super().__init__(ctl, f"un-pair round {rnd}", rnd, after, settings)


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
        self.old_rows = [g for g in ctl.session.pairings if g.round == rnd]
        self.old_withdrawn = int(ctl.session.player(number)["withdrawn"] or 0)

    def apply(self) -> Changes:
        rows = [g for g in self.old_rows if not (g.black == 0 and g.white == self.number)]
        if self.status in ("H", "Z"):
            rows.append(Pairing(self.rnd, self.number, 0, bye=self.status))
        flag = 1 if self.status == "W" else 0
        return self.session.pair_round(self.rnd, rows, withdrawn={self.number: flag})

    def revert(self) -> Changes:
        return self.session.pair_round(
            self.rnd, self.old_rows, withdrawn={self.number: self.old_withdrawn}
        )
