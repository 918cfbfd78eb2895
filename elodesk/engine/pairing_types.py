"""What pairing a Swiss round (``engine.pairing``) is given and gives back: the event's options,
the progress of a round, the paired round with each pair's note, what a manual pairing breaks,
and the refusals. Types only: the desk's layers and the engine's input read them without the
engine's adapters."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .model import ElodeskError, Pairing


class PairingError(ElodeskError):
    """A round that cannot be paired; the message says why."""


class PairingRefused(PairingError):
    """The input itself is wrong (a result missing, a player twice in a round, …)."""


class NoLegalPairing(PairingError):
    """No pairing satisfies the absolute criteria (C.04.3 C.1–C.3): the arbiter decides."""


@dataclass(frozen=True)
class PairingOptions:
    """What the event says about its pairings.

    ``rounds``: the number of rounds (TRF ``142``). ``first_colour``: ``w`` or ``b``, the colour
    of pairing number 1 in round 1 (``152``; C.04.2 initial colour, drawn by lot). ``bye_value``:
    points of the pairing-allocated bye (1, ½ or 0). ``baku``: C.04.5.1 acceleration.
    ``forbidden``: pairs of start numbers that must not meet (absolute, like C.04.3 C.1).
    ``order``: start numbers in pairing-number order (empty: by start number).
    ``virtual_points``: explicit accelerations as a TRF-26 file gives them in ``250`` records:
    (points, first round, last round, first pairing number, last pairing number).
    """

    rounds: int
    first_colour: str = "w"
    bye_value: float = 1.0
    baku: bool = False
    forbidden: tuple[tuple[int, int], ...] = ()
    order: tuple[int, ...] = ()
    virtual_points: tuple[tuple[float, int, int, int, int], ...] = ()


@dataclass(frozen=True)
class Progress:
    """Where the engine is in a round, as it goes (for the desk's progress bar).

    ``stage``: ``reading`` (the round's input checked and read), ``completion`` (whether every
    player can be paired at all, C.04.3 C.4), ``bye`` (who may get the pairing-allocated bye,
    C.04.3 C.2/C.5), ``group`` (score group ``done`` of ``total``, from the top, with its
    ``players``, C.04.3 A.3: the brackets are paired one by one from the highest score).
    """

    stage: str
    done: int = 0
    total: int = 0
    players: int = 0


ProgressCallback = Callable[[Progress], None]


@dataclass(frozen=True)
class PairNote:
    """Why a pair is what it is, from the engine's own pairing (for "explain this pairing").

    ``colour_rule``: the article of C.04.3 E that gave the colours (``E.1`` both preferences
    granted, ``E.2`` the stronger preference, ``E.3`` alternation from the last different
    colours, ``E.4`` the higher-ranked player's preference, ``E.5`` the initial colour by
    pairing number; ``pab`` for the bye). ``white_preference``/``black_preference``: ``w0``
    (mild), ``w1`` (strong), ``w2`` (absolute), the same with ``b``, or empty. ``*_float``:
    ``down``/``up`` when that player floats in this pair. ``score_*`` are pairing scores
    (virtual points included).
    """

    white: int
    black: int
    colour_rule: str
    white_preference: str
    black_preference: str
    white_score: float
    black_score: float
    white_float: str
    black_float: str
    met_before: bool


@dataclass(frozen=True)
class PairedRound:
    """One round paired: boards in C.04.2 order (start numbers) and the pairing-allocated bye."""

    round: int
    boards: tuple[tuple[int, int], ...]
    bye: int | None = None
    notes: dict[int, PairNote] = field(default_factory=dict, compare=False)

    def rows(self) -> tuple[Pairing, ...]:
        """The rows to save: the games without result, then the bye (code ``U``)."""
        out = [Pairing(self.round, w, b) for w, b in self.boards]
        if self.bye is not None:
            out.append(Pairing(self.round, self.bye, 0, bye="U"))
        return tuple(out)

    def bbp_text(self, number: dict[int, int] | None = None) -> str:
        """bbpPairings' output: the number of pairs, ``white black`` per line, ``N 0`` for the bye.

        ``number`` maps start numbers to the numbers written (identity when absent).
        """

        def n(x: int) -> int:
            return number.get(x, x) if number else x

        lines = [f"{n(w)} {n(b)}" for w, b in self.boards]
        if self.bye is not None:
            lines.append(f"{n(self.bye)} 0")
        return "\n".join([str(len(lines)), *lines]) + "\n"


@dataclass(frozen=True)
class Finding:
    """One criterion a manual pairing breaks or makes worse than the engine's own pairing.

    ``kind``: ``absolute`` (C.04.3 C.1–C.3 or a forbidden pair: the pairing is not legal) or
    ``quality`` (C.04.3 C.5–C.21: the engine's pairing is better on it). ``criterion``: ``C1``
    met before, ``C3`` absolute colour, ``forbidden``, or the quality criterion (``C6`` …
    ``C21``). ``players``: the start numbers concerned. ``engine``/``manual``: the criterion's
    value for the engine's pairing and the manual one (quality only). ``colour``: the engine
    gives these two players the other colours by ``rule`` (C.04.3 E.1–E.5); as ``absolute``,
    the player's absolute colour preference is not granted. ``order``: no criterion counted
    is worse, but the boards with these players are not the pairing C.04.3 selects.
    """

    kind: str
    criterion: str
    players: tuple[int, ...] = ()
    engine: int = 0
    manual: int = 0
    rule: str = ""
