"""An event's Swiss rounds: paired by the engine, un-paired, changed by hand and checked.

The event file (``io/store.py``) holds what the TD decided: the value of the pairing-allocated
bye, the colour of pairing number 1 in round 1, the Baku acceleration, forbidden pairs, the
rating the pairing list is made from (FRBE or FIDE), requested byes (rows ``H``/``Z`` of a round
not paired yet) and withdrawals (the player's flag). The pairing list is frozen when round 1 is
paired (C.04.2: pairing numbers do not change during the event); a late entry is inserted in it
by his rating (:func:`elodesk.engine.swiss.pairing_order`).

The desk runs :func:`compute` in a worker (it is pure: no store, no Qt) between :func:`plan`
(reads the event) and :func:`save` (writes the round and the frozen list in one transaction).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.model import ElodeskError, Entrant, EventType, Pairing, Tournament
from ..engine.pairing import (
    ENGINE_URL,
    ENGINE_VERSION,
    REQUESTED_BYES,
    Finding,
    PairedRound,
    PairingOptions,
    PairingRefused,
    PairNote,
    Progress,
    ProgressCallback,
    check_round,
    pair_round,
)
from ..engine.swiss import pairing_order, scores_before
from ..io.store import EventStore
from .settings import EventSettings, PairingSettings, RatingSource, read_event

__all__ = [  # the engine's pairing types the desk shows come from here (ui imports app only)
    "ENGINE_URL",
    "ENGINE_VERSION",
    "GO_NOT_PAIRED",
    "Finding",
    "PairNote",
    "PairedRound",
    "PairingNotAllowed",
    "PairingRefused",
    "Progress",
    "RoundPlan",
    "before",
    "check_manual",
    "compute",
    "event_options",
    "next_round",
    "paired_rounds",
    "pairing_list",
    "pairing_rating",
    "plan",
    "plan_for",
    "round_scores",
    "save",
    "scores",
    "unpair_rows",
    "unpaired",
    "validate_rows",
]

#: Why a Go event is not paired here: Go opens are paired by the McMahon system with handicaps
#: (EGF and FFG rules; OpenGotha is the program their directors use), not by the chess Dutch
#: system (C.04.3), which would pair a 5-dan with a 10-kyu at handicap 0 in round 1.
GO_NOT_PAIRED = (
    "a Go event is paired by the McMahon system with handicaps, which elodesk does not do: "
    "pair it in OpenGotha and open its h9 file here (File ▸ Open an h9 file as a Go event…)"
)


@dataclass(frozen=True)
class RoundPlan:
    """What pairing a round reads: the event before it, the round, the options."""

    tournament: Tournament
    round: int
    options: PairingOptions


#: The ratings the pairing list can follow (the event's pairing setting, :class:`RatingSource`):
#: the FRBE rating, the FIDE rating, or the higher of the two, as Swar numbers its players.
PAIRING_RATINGS = tuple(r.value for r in RatingSource)


def pairing_list(settings: PairingSettings, players: Sequence[dict[str, Any]]) -> list[int]:
    """The pairing list (start numbers), from the frozen one and the chosen rating."""
    rating = {int(p["number"]): pairing_rating(settings, p) for p in players}
    entrants = [
        Entrant(int(p["number"]), p["name"], rating=int(p.get("rating") or 0), title=p["title"])
        for p in players
    ]
    return pairing_order(entrants, list(settings.order), rating)


def pairing_rating(settings: PairingSettings, player: Mapping[str, Any]) -> int:
    """The rating a player's place in the pairing list follows (:class:`RatingSource`)."""
    national, fide = int(player.get("rating") or 0), int(player.get("fide_rating") or 0)
    if settings.rating is RatingSource.FIDE:
        return fide
    if settings.rating is RatingSource.HIGHER:
        return max(national, fide)
    return national


def event_options(settings: EventSettings, players: Sequence[dict[str, Any]]) -> PairingOptions:
    """The engine's options from the event's settings; the pairing-allocated bye's value is
    the score system's (:attr:`EventSettings.pairing_bye_points`), the one the standings,
    the printed sheets and the files count."""
    p = settings.pairing
    return PairingOptions(
        rounds=settings.rounds,
        first_colour=p.first_colour.value,
        bye_value=settings.pairing_bye_points,
        baku=p.baku,
        forbidden=p.forbidden,
        order=tuple(pairing_list(p, players)),
    )


def round_scores(t: Tournament, rnd: int, settings: EventSettings) -> dict[int, float]:
    """Every player's score before round ``rnd`` as the pairing counts it (C.04.2), the
    pairing-allocated bye at the event's value."""
    return scores_before(t, rnd, settings.pairing_bye_points)


def paired_rounds(t: Tournament) -> list[int]:
    """Rounds that hold a game or a pairing-allocated bye (requested byes alone do not count)."""
    return sorted({g.round for g in t.pairings if g.black or g.bye not in (*REQUESTED_BYES, "")})


def next_round(t: Tournament) -> int:
    rounds = paired_rounds(t)
    return (rounds[-1] if rounds else 0) + 1


def before(t: Tournament, rnd: int) -> Tournament:
    """The event as pairing round ``rnd`` reads it: earlier rounds and its requested byes."""
    rows = tuple(
        g
        for g in t.pairings
        if g.round < rnd or (g.round == rnd and g.black == 0 and g.bye in REQUESTED_BYES)
    )
    return Tournament(t.name, t.players, rows, rounds=t.rounds)


def plan(store: EventStore, rnd: int | None = None) -> RoundPlan:
    """Read what pairing the next round (or ``rnd``) needs from an event file (:func:`plan_for`)."""
    settings, t = read_event(store)
    return plan_for(t, settings, store.players(), rnd)


def plan_for(
    t: Tournament,
    settings: EventSettings,
    players: Sequence[dict[str, Any]],
    rnd: int | None = None,
) -> RoundPlan:
    """What pairing the next round (or ``rnd``) reads; refuse what cannot be paired."""
    if settings.type is not EventType.OPEN:
        raise PairingRefused("only an open is paired by the Swiss system").with_code("only-open")
    if settings.system == "ffg":
        raise PairingRefused(GO_NOT_PAIRED).with_code("go-not-paired")
    rnd = rnd or next_round(t)
    options = event_options(settings, players)
    if options.rounds and rnd > options.rounds:
        raise PairingRefused(f"the event has {options.rounds} rounds: all are paired").with_code(
            "all-rounds-paired", options.rounds
        )
    if not options.rounds:
        raise PairingRefused("the event has no number of rounds").with_code("no-rounds")
    return RoundPlan(before(t, rnd), rnd, options)


def compute(p: RoundPlan, progress: ProgressCallback | None = None) -> PairedRound:
    """The engine's pairing of the planned round (pure: safe in a worker thread)."""
    # (the round's byes gathered once: one pass over the rows, not one per player)
    byes = {g.white for g in p.tournament.pairings if g.round == p.round and g.black == 0}
    present = [e.number for e in p.tournament.players if not e.withdrawn and e.number not in byes]
    if len(present) < 2:
        raise PairingRefused(f"round {p.round}: fewer than two players to pair").with_code(
            "fewer-than-two", p.round
        )
    return pair_round(p.tournament, p.round, p.options, progress)


def round_rows(store: EventStore, rnd: int) -> list[Pairing]:
    return [g for g in store.pairings() if g.round == rnd]


def unpaired(rows: Sequence[Pairing], rnd: int) -> list[Pairing]:
    """Round ``rnd``'s rows after un-pairing it (requested byes stay); refused while it has
    results."""
    if any(g.result is not None for g in rows if g.black):
        raise PairingNotAllowed(rnd)
    return [g for g in rows if g.black == 0 and g.bye in REQUESTED_BYES]


def save(store: EventStore, p: RoundPlan, paired: PairedRound) -> None:
    """The round written with its requested byes, and the pairing list frozen (one transaction)."""
    keep = [g for g in p.tournament.pairings if g.round == p.round]
    store.replace_round(
        p.round, keep + list(paired.rows()), {"pairing_order": list(p.options.order)}
    )


def validate_rows(t: Tournament, rnd: int, rows: Sequence[Pairing]) -> None:
    """Refuse a round no rule allows: a player twice, a withdrawn player, an unknown number."""
    seen: set[int] = set()
    known = {e.number: e for e in t.players}
    for g in rows:
        for n in (g.white, g.black):
            if not n:
                continue
            if n not in known:
                raise PairingRefused(f"round {rnd}: player {n} is not in the event").with_code(
                    "player-not-in-event", rnd, n
                )
            if n in seen:
                raise PairingRefused(f"round {rnd}: player {n} is paired twice").with_code(
                    "paired-twice", rnd, n
                )
            if known[n].withdrawn and (g.black or g.bye not in REQUESTED_BYES):
                raise PairingRefused(f"round {rnd}: player {n} has withdrawn").with_code(
                    "has-withdrawn", rnd, n
                )
            seen.add(n)


def check_manual(p: RoundPlan, rows: Sequence[Pairing]) -> list[Finding]:
    """The checker of a manual change: broken absolute criteria, worsened quality criteria."""
    validate_rows(p.tournament, p.round, rows)
    boards = [(g.white, g.black) for g in rows if g.black]
    bye = next((g.white for g in rows if g.black == 0 and g.bye == "U"), None)
    return check_round(p.tournament, p.round, p.options, boards, bye)


def scores(p: RoundPlan) -> dict[int, float]:
    return scores_before(p.tournament, p.round, p.options.bye_value)


class PairingNotAllowed(ElodeskError):
    """An un-pairing that would lose results: ``round`` is the round that has them."""

    def __init__(self, rnd: int) -> None:
        super().__init__(f"round {rnd} has results: clear them before un-pairing it")
        self.round = rnd


def unpair_rows(store: EventStore, rnd: int) -> tuple[list[Pairing], list[Pairing]]:
    """The rows of round ``rnd`` now and after un-pairing (requested byes stay)."""
    now = round_rows(store, rnd)
    return now, unpaired(now, rnd)
