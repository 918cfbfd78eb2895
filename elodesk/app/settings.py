"""An event's settings, typed: what the event file's meta says, read once and checked.

The event file (:mod:`elodesk.io.store`) keeps its settings as raw JSON values under string keys
(its ``meta`` table). Everything that reads them goes through :class:`EventSettings`:
:meth:`EventSettings.from_meta` reads the meta, checks every value (a wrong type, an unknown
rating system, a rule set the system does not have: :class:`InvalidInput` naming the key) and
gives one frozen, typed value; :meth:`EventSettings.to_meta` gives the meta back (what the store
writes). No default is applied silently to a bad value: an unknown rule set is an error at open,
never a fall-back to another rule set.

Parts:

* identity — name, place, federation, dates, time control, arbiter, the sending club (number
  and name), each round's date: what the results files' headers carry (the national file's
  ``00A``–``00F``, the TRF's ``012``–``132``, the 24 lines file's "Envoyé par");
* rating — ``system`` (``frbe``, ``fqe``, ``ffg``, ``fide``: :func:`engine.systems.get_system`)
  and ``rules``, one of that system's rule sets (``frbe-2008`` … ``frbe-2024``, ``fide-2024``,
  ``fqe``, ``ffg-2022``); ``fide_rated``: the FIDE preview is shown beside the event's own;
* format — :class:`EventType`, a double round robin, the number of rounds;
* :class:`StandingsRules` (:mod:`engine.scoring`) — tie-breaks, edition, score system (the
  single home of every round's points, the pairing-allocated bye's included), categories;
* :class:`PairingSettings` — the Swiss pairing's options (C.04.2 / C.04.5.1).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.model import Entrant, EventType, InvalidInput, Pairing, Tournament
from ..engine.scoring import ScoreSystem, StandingsRules
from ..engine.systems import get_system
from ..io.store import EventStore, entrant

__all__ = [
    "Colour",
    "EventSettings",
    "PairingSettings",
    "RatingSource",
    "LEGACY_DEFAULT_RULES",
]

#: The rule set the event file recorded for every new event before the event's own system's
#: default was recorded: an event of another system holding it means "that system's default".
LEGACY_DEFAULT_RULES = "frbe-2008"


class Colour(enum.Enum):
    """The colour of pairing number 1 in round 1 (C.04.2 initial colour, drawn by lot)."""

    WHITE = "w"
    BLACK = "b"


class RatingSource(enum.Enum):
    """The rating the pairing list is made from (C.04.2 B: the rating the event uses): the
    national (FRBE) rating, the FIDE rating, or the higher of the two, as Swar numbers its
    players."""

    FRBE = "frbe"
    FIDE = "fide"
    HIGHER = "higher"


def _bad(key: str, message: str) -> InvalidInput:
    return InvalidInput(message, "meta", key)


def _text(meta: Mapping[str, Any], key: str, default: str = "") -> str:
    v = meta.get(key)
    if v is None:
        return default
    if isinstance(v, bool) or not isinstance(v, str | int):
        raise _bad(key, f"{v!r} is not text")
    return str(v)


def _int(meta: Mapping[str, Any], key: str, default: int = 0) -> int:
    v = meta.get(key)
    if v is None or v == "":
        return default
    if isinstance(v, bool) or not isinstance(v, int):
        raise _bad(key, f"{v!r} is not a whole number")
    return v


def _flag(meta: Mapping[str, Any], key: str) -> bool:
    v = meta.get(key)
    if v is None:
        return False
    if not isinstance(v, bool | int):
        raise _bad(key, f"{v!r} is not true or false")
    return bool(v)


def _list(meta: Mapping[str, Any], key: str) -> list[Any]:
    v = meta.get(key)
    if v is None:
        return []
    if isinstance(v, str) or not isinstance(v, Sequence):
        raise _bad(key, f"{v!r} is not a list")
    return list(v)


@dataclass(frozen=True)
class PairingSettings:
    """The Swiss pairing's options (an open: :mod:`elodesk.app.pairing`).

    ``first_colour``: the colour of pairing number 1 in round 1; ``baku``: the Baku acceleration
    (C.04.5.1); ``forbidden``: pairs of start numbers that must not meet (the TRF-26 ``260``
    record); ``rating``: the rating the pairing list is made from; ``order``: the pairing list
    itself (start numbers), frozen when round 1 is paired (C.04.2: pairing numbers do not
    change during the event); empty before. The pairing-allocated bye's value is not here: it
    is the score system's (:attr:`ScoreSystem.pairing_bye`), which the standings, the printed
    sheets and the files use too.
    """

    first_colour: Colour = Colour.WHITE
    baku: bool = False
    forbidden: tuple[tuple[int, int], ...] = ()
    rating: RatingSource = RatingSource.FRBE
    order: tuple[int, ...] = ()

    @property
    def frozen(self) -> bool:
        """The pairing list is fixed (round 1 is paired)."""
        return bool(self.order)

    @classmethod
    def from_meta(cls, meta: Mapping[str, Any]) -> PairingSettings:
        colour = _text(meta, "pairing_first_colour", "w").lower()[:1] or "w"
        try:
            first = Colour(colour)
        except ValueError:
            raise _bad("pairing_first_colour", f"{colour!r} is not w or b") from None
        source = _text(meta, "pairing_rating", "frbe") or "frbe"
        try:
            rating = RatingSource(source)
        except ValueError:
            raise _bad("pairing_rating", f"{source!r} is not frbe, fide or higher") from None
        pairs: list[tuple[int, int]] = []
        for i, pair in enumerate(_list(meta, "pairing_forbidden")):
            if (
                isinstance(pair, str)
                or not isinstance(pair, Sequence)
                or len(pair) != 2
                or not all(isinstance(n, int) and not isinstance(n, bool) for n in pair)
            ):
                raise _bad(f"pairing_forbidden[{i}]", f"{pair!r} is not two start numbers")
            if pair[0] != pair[1]:
                pairs.append((int(pair[0]), int(pair[1])))
        order = _list(meta, "pairing_order")
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in order):
            raise _bad("pairing_order", "not a list of start numbers")
        return cls(first, _flag(meta, "pairing_baku"), tuple(pairs), rating, tuple(order))

    def to_meta(self) -> dict[str, Any]:
        return {
            "pairing_first_colour": self.first_colour.value,
            "pairing_baku": self.baku,
            "pairing_forbidden": [list(p) for p in self.forbidden],
            "pairing_rating": self.rating.value,
            "pairing_order": list(self.order),
        }


_TYPES = {t.value: t for t in EventType}


#: The settings :meth:`StandingsRules.from_settings` reads.
_STANDINGS_KEYS = ("tiebreaks", "tiebreak_edition", "score_system", "categories", "extra_points")


def _standings(meta: Mapping[str, Any]) -> StandingsRules:
    """The standings rules, the pairing-allocated bye's value included.

    The bye's value has one home, the score system's ``pairing_bye``. Files written before
    kept a second value, ``pairing_bye_value`` (in game points, 1 / ½ / 0), that only the
    pairing read: when it is not the old default 1 it is the value the director chose, and it
    becomes the score system's (in that system's points: ``value × win``).
    """
    for key in _STANDINGS_KEYS:  # one at a time, so that the message names the setting
        if key not in meta:
            continue
        try:
            StandingsRules.from_settings({key: meta[key]})
        except InvalidInput as exc:
            raise _bad(key, f"{meta[key]!r} cannot be used ({exc})") from None
        except (TypeError, ValueError, AttributeError, KeyError, IndexError, OverflowError):
            raise _bad(key, f"{meta[key]!r} cannot be used") from None
    rules = StandingsRules.from_settings(meta)
    legacy = meta.get("pairing_bye_value")
    if legacy is not None:
        if isinstance(legacy, bool) or not isinstance(legacy, int | float):
            raise _bad("pairing_bye_value", f"{legacy!r} is not a number")
        if float(legacy) != 1.0:
            score = replace(rules.score, pairing_bye=float(legacy) * rules.score.win)
            rules = replace(rules, score=score)
    return rules


@dataclass(frozen=True)
class EventSettings:
    """Every setting of an event, typed and checked (see the module docstring)."""

    name: str = ""
    city: str = ""
    federation: str = "FEFB"
    start: str = ""
    end: str = ""
    time_control: str = ""
    arbiter: str = ""
    sender: str = ""  # the sending club's number
    club_name: str = ""
    round_dates: tuple[str, ...] = ()
    language: str = ""  # the language of the event's published pages ("" = the interface's)
    system: str = "frbe"
    rules: str = LEGACY_DEFAULT_RULES
    fide_rated: bool = False
    type: EventType = EventType.ROUND_ROBIN
    double: bool = False
    rounds: int = 0
    standings: StandingsRules = StandingsRules()
    pairing: PairingSettings = PairingSettings()
    #: ID → [games, opponents' sum, points]: unrated players' histories from the federation's
    #: list (:func:`elodesk.io.store.player_history`)
    history: Mapping[str, Any] = field(default_factory=dict)

    # ---- derived ------------------------------------------------------------------------------
    @property
    def tiebreaks(self) -> tuple[str, ...]:
        return self.standings.tiebreaks

    @property
    def score(self) -> ScoreSystem:
        return self.standings.score

    @property
    def pairing_bye_points(self) -> float:
        """The pairing-allocated bye in game points (a win = 1), what the pairing counts with
        (C.04.1: the bye scores as a win unless the rules of the tournament say otherwise)."""
        return self.standings.score.pairing_bye_points

    @property
    def go(self) -> bool:
        return self.system == "ffg"

    def with_pairing_bye(self, points: float) -> EventSettings:
        """These settings with the pairing-allocated bye worth ``points`` game points (1, ½,
        0; in the score system's points: ``points × win``)."""
        score = replace(self.standings.score, pairing_bye=float(points) * self.standings.score.win)
        return replace(self, standings=replace(self.standings, score=score))

    def rules_for(self, system: str) -> str | None:
        """The rule set a preview under ``system`` uses: the event's own for its own system,
        else None (that system's default)."""
        return self.rules if system == self.system else None

    def tournament(self, players: Sequence[Entrant], pairings: Sequence[Pairing]) -> Tournament:
        """The event as the engine sees it: these settings with its players and pairings
        (``rounds`` unset: the last round played)."""
        games = tuple(pairings)
        return Tournament(
            name=self.name,
            players=tuple(players),
            pairings=games,
            city=self.city,
            federation=self.federation,
            start=self.start,
            end=self.end,
            rounds=self.rounds or max((g.round for g in games), default=0),
            type=self.type,
            time_control=self.time_control,
            arbiter=self.arbiter,
            sender=self.sender,
            round_dates=self.round_dates,
        )

    # ---- meta ---------------------------------------------------------------------------------
    @classmethod
    def from_meta(cls, meta: Mapping[str, Any]) -> EventSettings:
        """From the event file's meta; a bad value raises :class:`InvalidInput` naming the key
        (``meta.rules: unknown rule set 'frbe-1999' for frbe (choose from …)``)."""
        system = _text(meta, "system", "frbe") or "frbe"
        try:
            rating_system = get_system(system)
        except InvalidInput as exc:
            raise _bad("system", str(exc).split(": ", 1)[-1]) from None
        rules = _text(meta, "rules") or rating_system.default_rules
        if system != "frbe" and rules == LEGACY_DEFAULT_RULES:
            rules = rating_system.default_rules
        if rules not in rating_system.rule_sets and not (system == "frbe" and _frbe_alias(rules)):
            raise _bad(
                "rules",
                f"unknown rule set {rules!r} for {system} "
                f"(choose from {', '.join(rating_system.rule_sets)})",
            )
        type_text = _text(meta, "type", "round-robin")
        if type_text not in _TYPES:
            raise _bad("type", f"{type_text!r} is not one of {', '.join(_TYPES)}")
        history = meta.get("history") or {}
        if not isinstance(history, Mapping):
            raise _bad("history", "not a table of players' histories")
        return cls(
            name=_text(meta, "name"),
            city=_text(meta, "city"),
            federation=_text(meta, "federation", "FEFB"),
            start=_text(meta, "start"),
            end=_text(meta, "end"),
            time_control=_text(meta, "time_control"),
            arbiter=_text(meta, "arbiter"),
            sender=_text(meta, "sender"),
            club_name=_text(meta, "club_name"),
            round_dates=tuple(str(d or "") for d in _list(meta, "round_dates")),
            language=_text(meta, "language"),
            system=system,
            rules=rules,
            fide_rated=_flag(meta, "fide_rated"),
            type=_TYPES[type_text],
            double=_flag(meta, "double"),
            rounds=_int(meta, "rounds"),
            standings=_standings(meta),
            pairing=PairingSettings.from_meta(meta),
            history=dict(history),
        )

    def to_meta(self) -> dict[str, Any]:
        """The meta keys and JSON values these settings are stored under (the retired
        ``pairing_bye_value`` is written as null: the score system holds the bye's value)."""
        return {
            "name": self.name,
            "city": self.city,
            "federation": self.federation,
            "start": self.start,
            "end": self.end,
            "time_control": self.time_control,
            "arbiter": self.arbiter,
            "sender": self.sender,
            "club_name": self.club_name,
            "round_dates": list(self.round_dates),
            "language": self.language,
            "system": self.system,
            "rules": self.rules,
            "fide_rated": self.fide_rated,
            "type": self.type.value,
            "double": self.double,
            "rounds": self.rounds,
            **self.standings.to_settings(),
            "pairing_bye_value": None,
            **self.pairing.to_meta(),
            "history": dict(self.history),
        }

    def changed_meta(self, new: EventSettings) -> dict[str, Any]:
        """The meta keys whose values differ from ``self`` to ``new`` (what an edit writes)."""
        old, out = self.to_meta(), {}
        for key, value in new.to_meta().items():
            if old.get(key) != value:
                out[key] = value
        if "score_system" in out:  # the retired second home of the bye's value goes
            out["pairing_bye_value"] = None
        return out


def _frbe_alias(name: str) -> bool:
    from ..engine.frbe import RULE_SETS

    return name in RULE_SETS


def read_event(store: EventStore) -> tuple[EventSettings, Tournament]:
    """An event file's settings and the event as the engine sees it, read as they are on disk
    (the desk's :class:`elodesk.app.session.EventSession` keeps them in memory instead)."""
    settings = EventSettings.from_meta(store.settings())
    return settings, settings.tournament([entrant(p) for p in store.players()], store.pairings())
