"""What a standings table is computed under: the event's score system, tie-break edition,
tie-breaks, categories and extra points (event properties, stored in the event file's meta).

* :class:`ScoreSystem` — points for a win, a draw, a loss, each kind of unplayed round and for
  presence. The tie-breaks that add points use the points of that system (as the FIDE
  commission's checker does with a declared score system), the rating-based ones (ARO, TPR)
  keep the 1 / ½ / 0 game result. Belgian club
  championships use e.g. 3-1-0 or "3-2-1" (a loss still earns the presence point).
* :class:`Edition` — which text of the tie-break rules applies: ``fide-2024`` (C.07 as ratified
  by the FIDE Council, in force from 1 September 2023 — FIDE news "Revised Tie-break Regulations
  come to force on September 1, 2023"; its clarified text of 1 April 2024 changed no definition,
  FIDE news 2849 of 19 January 2024), ``fide-2026`` (its amendments in force from 1 March 2026:
  art. 16.4's caps on a participant's own unplayed rounds) and ``fide-2009`` (the rules before
  2023: the "virtual opponent" of the 2009 Handbook, C.02 annex 3 F, which Swar applied; a club
  continuing a season begun in Swar needs it).
* :class:`Category` — a standings category (age by birth year, rating band, sex), shown with the
  overall rank.

Everything here is plain data with ``to_settings``/``from_settings`` for the event file's meta
(JSON); no I/O.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .model import Entrant, InvalidInput, sex_of

#: The day FIDE's 2023 tie-break text (C.07) took effect: events starting earlier are ranked by
#: the earlier rules (FIDE news, "Revised Tie-break Regulations come to force on September 1,
#: 2023": ratified by the FIDE Council, effective 1 September 2023).
C07_IN_FORCE = "2023-09-01"

#: The tie-breaks an event is created with, by its type. Round robin: direct encounter, the
#: number of wins, Sonneborn-Berger, Koya (FIDE's list for round-robin tournaments, as event
#: regulations quote it: World Junior Championship regulations 11.5.4). Swiss (an open):
#: Buchholz cut 1, Buchholz, direct encounter, Sonneborn-Berger (FIDE's recommendation for
#: individual Swiss tournaments: Buchholz cut 1, Buchholz, the direct encounter). A match has
#: no tie-break.
DEFAULT_TIEBREAKS: dict[str, tuple[str, ...]] = {
    "round-robin": ("DE", "WIN", "SB", "KS"),
    "open": ("BH/C1", "BH", "DE", "SB"),
    "match": (),
}


def default_tiebreaks(event_type: object) -> tuple[str, ...]:
    """The tie-breaks proposed for an event of ``event_type`` (an :class:`EventType` or its
    value, ``"round-robin"``/``"open"``/``"match"``); an unknown type gets the round robin's."""
    key = getattr(event_type, "value", event_type)
    return DEFAULT_TIEBREAKS.get(str(key), DEFAULT_TIEBREAKS["round-robin"])


class Edition(enum.Enum):
    """The tie-break rules' edition (see the module docstring)."""

    FIDE_2009 = "fide-2009"
    FIDE_2024 = "fide-2024"
    FIDE_2026 = "fide-2026"

    @classmethod
    def for_start(cls, start: str) -> Edition:
        """The edition in force on an ISO start date: before 2023-09-01 the earlier rules
        (the virtual opponent: C.07 took effect on 1 September 2023), from then the 2023/2024
        text, from 2026-03-01 the 2026 amendments (approved by the FIDE Council on 2 February
        2026); no date → the newest."""
        day = start[:10] if re.fullmatch(r"\d{4}-\d{2}-\d{2}", start[:10] or "") else ""
        if not day or day >= "2026-03-01":
            return cls.FIDE_2026
        return cls.FIDE_2024 if day >= C07_IN_FORCE else cls.FIDE_2009


@dataclass(frozen=True)
class ScoreSystem:
    """Points per kind of round. ``presence`` is added to every round the player was there for:
    a game over the board and the pairing-allocated bye (a club's "point de présence")."""

    win: float = 1.0
    draw: float = 0.5
    loss: float = 0.0
    forfeit_win: float = 1.0
    forfeit_loss: float = 0.0
    pairing_bye: float = 1.0  # the pairing-allocated bye (TRF ``U``)
    full_bye: float = 1.0  # a requested full-point bye (TRF ``F``)
    half_bye: float = 0.5  # a requested half-point bye (TRF ``H``)
    zero_bye: float = 0.0  # a requested zero-point bye, an absence (TRF ``Z``, ``-``)
    presence: float = 0.0

    @property
    def pairing_bye_points(self) -> float:
        """The pairing-allocated bye in game points (a win = 1): what the pairing's scores,
        the printed sheets and the results files count it at (C.04.1 (c): a win's points
        unless the rules of the tournament say otherwise)."""
        return self.pairing_bye / self.win if self.win else self.pairing_bye

    @property
    def standard(self) -> bool:
        """True for FIDE's 1 / ½ / 0 with byes and forfeits at their usual values."""
        return self == ScoreSystem()

    def to_settings(self) -> dict[str, float]:
        return asdict(self)

    @classmethod
    def from_settings(cls, data: Mapping[str, Any] | None) -> ScoreSystem:
        """From the event meta; unknown keys or non-numbers are refused with the key's name."""
        if not data:
            return cls()
        known = set(cls.__dataclass_fields__)
        values: dict[str, float] = {}
        for key, value in data.items():
            if key not in known:
                raise InvalidInput(f"unknown key {key!r}", "score_system", key)
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise InvalidInput(f"{value!r} is not a number", "score_system", key)
            values[key] = float(value)
        return cls(**values)


#: Score systems offered by the new-event wizard (name → system).
SCORE_SYSTEMS: dict[str, ScoreSystem] = {
    "fide": ScoreSystem(),
    "3-1-0": ScoreSystem(3, 1, 0, 3, 0, 3, 3, 1, 0),
    "3-2-1": ScoreSystem(3, 2, 1, 3, 0, 3, 3, 2, 0),
    # a point for presence: for every game over the board, the bye and a forfeit win (the
    # player was there); none for an absence
    "1-0.5-0+presence": ScoreSystem(forfeit_win=2.0, presence=1.0),
}


@dataclass(frozen=True)
class Category:
    """A standings category: born in ``born_from``…``born_to`` (years, inclusive), rating in
    ``rating_from``…``rating_to`` (inclusive, 0 = unrated), sex ``m``/``f``; None = any."""

    name: str
    born_from: int | None = None
    born_to: int | None = None
    rating_from: int | None = None
    rating_to: int | None = None
    sex: str = ""

    def admits(self, e: Entrant) -> bool:
        """True when the entrant belongs to this category (no birth year: no age category)."""
        if self.born_from is not None or self.born_to is not None:
            year = birth_year(e.birth)
            if year is None:
                return False
            if self.born_from is not None and year < self.born_from:
                return False
            if self.born_to is not None and year > self.born_to:
                return False
        if self.rating_from is not None and e.rating < self.rating_from:
            return False
        if self.rating_to is not None and e.rating > self.rating_to:
            return False
        return not self.sex or sex_of(e.sex) == sex_of(self.sex)

    @classmethod
    def from_settings(cls, data: Mapping[str, Any], where: str) -> Category:
        name = data.get("name")
        if not isinstance(name, str) or not name.strip():
            raise InvalidInput("a category needs a name", where, "name")
        kw: dict[str, Any] = {"name": name.strip(), "sex": str(data.get("sex") or "")}
        for key in ("born_from", "born_to", "rating_from", "rating_to"):
            v = data.get(key)
            if v is None or v == "":
                continue
            if isinstance(v, bool) or not isinstance(v, int):
                raise InvalidInput(f"{v!r} is not a whole number", where, key)
            kw[key] = v
        return cls(**kw)


def birth_year(text: str) -> int | None:
    """The year of a birth date as files write it (``1990/01/01``, ``1990-01-01``,
    ``01/01/1990``, ``1990``); None when there is none."""
    m = re.search(r"(?<!\d)(\d{4})(?!\d)", text or "")
    return int(m.group(1)) if m else None


@dataclass(frozen=True)
class StandingsRules:
    """Everything the standings of an event depend on besides its games (event properties).

    ``unrated_rating``: the rating an unrated opponent counts at in ARO/TPR (the tournament's
    regulations fix one, the checker's ``-u``); None leaves unrated opponents out of them.
    ``extra_points``: points added to a player's total by decision of the organiser (start
    number → points); they count in PTS only, not in the opponents' tie-breaks.
    ``cuts_by_rounds``: for ``BH/CV`` (a Buchholz whose cut depends on the number of rounds):
    (fewest rounds, low cuts, high cuts) rows, the last row whose fewest rounds is reached
    applies.
    """

    tiebreaks: tuple[str, ...] = DEFAULT_TIEBREAKS["round-robin"]
    edition: Edition | None = None  # None: by the event's start date (Edition.for_start)
    score: ScoreSystem = ScoreSystem()
    categories: tuple[Category, ...] = ()
    unrated_rating: int | None = None
    extra_points: Mapping[int, float] = field(default_factory=dict)
    cuts_by_rounds: tuple[tuple[int, int, int], ...] = ((0, 0, 0), (7, 1, 0), (10, 1, 1))

    def edition_for(self, start: str) -> Edition:
        return self.edition or Edition.for_start(start)

    def to_settings(self) -> dict[str, Any]:
        """The meta keys (JSON values) these rules are stored under."""
        return {
            "tiebreaks": list(self.tiebreaks),
            "tiebreak_edition": self.edition.value if self.edition else "",
            "score_system": self.score.to_settings(),
            "categories": [
                {k: v for k, v in asdict(c).items() if v not in (None, "")} for c in self.categories
            ],
            "unrated_rating": self.unrated_rating,
            "extra_points": {str(k): v for k, v in self.extra_points.items()},
            "bh_cuts_by_rounds": [list(r) for r in self.cuts_by_rounds],
        }

    @classmethod
    def from_settings(cls, s: Mapping[str, Any]) -> StandingsRules:
        """From the event meta (``EventStore.settings()``); a bad value raises
        :class:`InvalidInput` naming the key."""
        tbs = s.get("tiebreaks")
        if tbs is None:
            tbs = default_tiebreaks(s.get("type") or "round-robin")
        if isinstance(tbs, str) or not isinstance(tbs, Sequence):
            raise InvalidInput("not a list of tie-breaks", "meta", "tiebreaks")
        from .tiebreaks import parse_code  # local: tiebreaks imports this module

        for i, code in enumerate(tbs):
            try:
                parse_code(str(code))
            except InvalidInput as exc:
                raise InvalidInput(str(exc), "meta", f"tiebreaks[{i}]") from None
        ed_text = s.get("tiebreak_edition") or ""
        try:
            edition = Edition(ed_text) if ed_text else None
        except ValueError:
            raise InvalidInput(f"unknown edition {ed_text!r}", "meta", "tiebreak_edition") from None
        cats = tuple(
            Category.from_settings(c, f"categories[{i}]")
            for i, c in enumerate(s.get("categories") or ())
        )
        unrated = s.get("unrated_rating")
        if unrated is not None and (isinstance(unrated, bool) or not isinstance(unrated, int)):
            raise InvalidInput(f"{unrated!r} is not a rating", "meta", "unrated_rating")
        extra: dict[int, float] = {}
        for k, v in (s.get("extra_points") or {}).items():
            if not str(k).isdigit() or isinstance(v, bool) or not isinstance(v, int | float):
                raise InvalidInput(f"{k!r}: {v!r}", "meta", "extra_points")
            extra[int(k)] = float(v)
        cuts = (
            tuple((int(r[0]), int(r[1]), int(r[2])) for r in s.get("bh_cuts_by_rounds") or ())
            or cls.cuts_by_rounds
        )
        return cls(
            tuple(str(t) for t in tbs),
            edition,
            ScoreSystem.from_settings(s.get("score_system")),
            cats,
            unrated,
            extra,
            cuts,
        )
