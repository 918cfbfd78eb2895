"""Tie-break values (FIDE Handbook C.07, Tie-Break Regulations), each player's rounds first.

Codes (C.07's names, modifiers after ``/``): ``BH`` Buchholz (8.1), ``SB``
Sonneborn-Berger (9.1), ``KS`` Koya (9.2), ``ARO`` average rating of opponents (10.1), ``TPR``
tournament performance rating (10.2), ``PS`` progressive score (7.5), ``WIN`` (7.1), ``WON``
(7.2), ``BPG`` games played with Black (7.3), ``BWG`` games won with Black (7.4), ``GE`` games
elected to play; ``DE`` direct encounter (6) is ranked in :mod:`.standings`. Modifiers
(14): ``C1``/``C2`` cut the 1 or 2 least significant values, ``M1``/``M2`` also the most
significant; ``CV`` cuts by the number of rounds (:attr:`StandingsRules.cuts_by_rounds`).
The codes of earlier elodesk versions (``BH-C1``, ``BH-M1``) are read as ``BH/C1``, ``BH/M1``.

Unplayed rounds (C.07 art. 16, 2024 text):
* 16.2 — a round is *voluntarily unplayed* (VUR) when the participant was absent: a forfeit
  loss, a half- or zero-point bye, no pairing at all. A pairing-allocated bye, a forfeit win and a
  full-point bye are not.
* 16.3 — for his opponents' tie-breaks, a participant's VURs after the last round that was not
  one count as draws; every other round counts its real points.
* 16.4 — for his own Buchholz and SB, each unplayed round counts as a game against a dummy
  opponent whose score is the participant's own; the 2026 amendment caps it at the forfeiting
  opponent's adjusted score (16.4.1) or at 50 % of the rounds played so far (16.4.2).
* cuts — a low cut removes a VUR first (the 2022 draft's 14.6: "these unplayed rounds are the
  first games to be cut"), the commission's checker's reading of the 2024 text.
In a round robin (pre-determined pairings) forfeits count as games against the real opponent
and rounds without opponent are left out (pre-determined pairings, as the checker's ``-p``).

Edition ``fide-2009`` (the rules before 2023, Handbook C.02 annex 3 F, as Swar applied them):
the opponents' unplayed rounds count as draws; the player's own unplayed round r counts as a
game against a virtual opponent with Sv = S(before r) + (W − S(r)) + D·(n − r) points, where a
half-point absence is a lost round for tie-breaks (S(r) = 0); cuts take the lowest values.

Where C.07 leaves the computation open, the choice is that of FIDE's Technical Commission's
checker (gacrux 1.11.65, ``tiebreak.py``), with which ``tests/engine/test_tiebreaks_gacrux.py``
agrees on every value of 208 tournaments. One deliberate difference: gacrux gives no ARO/TPR
at all as soon as one participant is unrated; here an unrated opponent counts at
``unrated_rating`` or, without it, is left out.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from operator import itemgetter
from typing import NamedTuple

from .model import BYE_CODES, ByeCode, EventType, InvalidInput, Tournament
from .scoring import Edition, ScoreSystem, StandingsRules
from .tables import d_of_p, round_half_up


class Kind(enum.IntEnum):
    """What happened to a player in one round (an IntEnum: hashed at C speed)."""

    PLAYED = 1
    FORFEIT_WIN = 2
    FORFEIT_LOSS = 3
    PAIRING_BYE = 4
    FULL_BYE = 5
    HALF_BYE = 6
    ZERO_BYE = 7
    ABSENT = 8


_VUR = {Kind.FORFEIT_LOSS, Kind.HALF_BYE, Kind.ZERO_BYE, Kind.ABSENT}
#: C.07 article 16's kind of each bye code (:class:`ByeCode`); a blank cell is an absence
_BYE_KIND = {
    ByeCode.PAIRING_ALLOCATED: Kind.PAIRING_BYE,
    ByeCode.FULL: Kind.FULL_BYE,
    ByeCode.FORFEIT_WIN: Kind.FULL_BYE,
    ByeCode.HALF: Kind.HALF_BYE,
    ByeCode.ZERO: Kind.ZERO_BYE,
    ByeCode.ABSENT: Kind.ZERO_BYE,
}


class Rnd(NamedTuple):
    """One player's round: ``result`` is the 1 / ½ / 0 of a game over the board (0 otherwise),
    ``points`` what the score system gives for the round; ``vur`` (C.07 16.2: a voluntarily
    unplayed round) and ``win`` (WIN, 7.1: a game or forfeit won, a pairing-allocated or
    full-point bye) are set by :func:`build_field`. A named tuple: a field has thousands."""

    kind: Kind = Kind.ABSENT
    opponent: int = 0
    colour: str = ""
    result: float = 0.0
    points: float = 0.0
    vur: bool = True
    win: bool = False


_WINS = (Kind.FORFEIT_WIN, Kind.PAIRING_BYE, Kind.FULL_BYE)
_ABSENT = Rnd()
#: a named tuple made from all its values at C speed (``tuple.__new__(Rnd, values)``, what
#: ``Rnd._make`` does) rather than through its generated ``__new__``: thousands per standings
_new = tuple.__new__


def _unplayed_points(s: ScoreSystem) -> dict[Kind, float]:
    return {
        Kind.FORFEIT_WIN: s.forfeit_win,
        Kind.FORFEIT_LOSS: s.forfeit_loss,
        Kind.PAIRING_BYE: s.pairing_bye + s.presence,
        Kind.FULL_BYE: s.full_bye,
        Kind.HALF_BYE: s.half_bye,
        Kind.ZERO_BYE: s.zero_bye,
        Kind.ABSENT: 0.0,
    }


@dataclass
class Field:
    """Every player's rounds 1…n and what the tie-breaks share."""

    n: int
    rounds: dict[int, list[Rnd]]
    points: dict[int, float]
    ratings: dict[int, int]
    round_robin: bool
    edition: Edition
    rules: StandingsRules
    cache: dict[object, object] = field(default_factory=dict, repr=False)

    @property
    def draw(self) -> float:
        """The points of a drawn game (what "evaluated as a draw" gives)."""
        return self.rules.score.draw + self.rules.score.presence

    @property
    def win(self) -> float:
        return self.rules.score.win + self.rules.score.presence


def build_field(t: Tournament, rules: StandingsRules) -> Field:
    """Each player's rounds from the pairings. n is the last round with a result or a bye (a
    standings during a round is that of the rounds finished); a game without result yet, or
    a player not paired, is an absence."""
    nums = [p.number for p in t.players]
    known = set(nums)
    done = [g.round for g in t.pairings if g.result is not None or (g.black == 0 and g.bye)]
    n = max(done, default=0)
    rounds = {k: [_ABSENT] * n for k in nums}
    s = rules.score
    unplayed = _unplayed_points(s)
    played = {1.0: s.win + s.presence, 0.5: s.draw + s.presence, 0.0: s.loss + s.presence}
    # the enum members once (a lookup costs 0.3 µs; a 300-player open has 2 700 rounds)
    game, forfeit_win, forfeit_loss = Kind.PLAYED, Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS
    for g in t.pairings:
        if not 1 <= g.round <= n or g.white not in known:
            continue
        i = g.round - 1
        if g.black == 0:
            kind = _BYE_KIND[ByeCode(g.bye)] if g.bye in BYE_CODES else None
            if kind is not None:
                rounds[g.white][i] = Rnd(
                    kind, 0, "", 0.0, unplayed[kind], kind in _VUR, kind in _WINS
                )
            continue
        if g.result is None or g.black not in known:
            continue
        res = g.result
        rated, white_score, black_score = res.rated, res.white_score, res.black_score
        for me, opp, colour, score in (
            (g.white, g.black, "w", white_score),
            (g.black, g.white, "b", black_score),
        ):
            if rated:
                r = _new(Rnd, (game, opp, colour, score, played[score], False, score == 1.0))
            elif score == 1.0:
                r = _new(Rnd, (forfeit_win, opp, colour, 0.0, unplayed[forfeit_win], False, True))
            else:
                r = _new(Rnd, (forfeit_loss, opp, colour, 0.0, unplayed[forfeit_loss], True, False))
            rounds[me][i] = r
    points = {k: sum(r.points for r in rs) for k, rs in rounds.items()}
    return Field(
        n,
        rounds,
        points,
        {p.number: p.rating for p in t.players},
        t.type is EventType.ROUND_ROBIN,
        rules.edition_for(t.start),
        rules,
    )


# ---- codes ---------------------------------------------------------------------------------

NAMES = ("BH", "SB", "KS", "ARO", "TPR", "PS", "WIN", "WON", "BPG", "BWG", "GE", "DE")
_LEGACY = {"BH-C1": "BH/C1", "BH-C2": "BH/C2", "BH-M1": "BH/M1", "BH-M2": "BH/M2"}
_CUTTABLE = {"BH", "SB", "ARO", "TPR", "PS"}


@dataclass(frozen=True)
class Code:
    """A parsed tie-break code: its name and cuts (``variable``: ``/CV``)."""

    name: str
    low: int = 0
    high: int = 0
    variable: bool = False


def canonical(text: str) -> str:
    """A code as this version writes it (``bh-c1`` → ``BH/C1``)."""
    code = text.strip().upper()
    return _LEGACY.get(code, code)


def parse_code(text: str) -> Code:
    """``BH``, ``BH/C1``, ``BH/M2``, ``BH/CV``, ``ARO/C1`` …; an unknown one raises
    :class:`InvalidInput`."""
    code = _LEGACY.get(text.strip().upper(), text.strip().upper())
    name, _, mod = code.partition("/")
    if name not in NAMES:
        raise InvalidInput(f"unknown tie-break {text!r}")
    if not mod:
        return Code(name)
    if name not in _CUTTABLE:
        raise InvalidInput(f"tie-break {name} takes no modifier ({text!r})")
    if mod == "CV" and name == "BH":
        return Code(name, variable=True)
    if len(mod) == 2 and mod[0] in "CM" and mod[1] in "12":
        k = int(mod[1])
        return Code(name, k, k if mod[0] == "M" else 0)
    raise InvalidInput(f"unknown modifier {mod!r} in {text!r}")


def compute(f: Field, text: str) -> dict[int, float | None]:
    """The values of one tie-break (not DE) for every player."""
    code = parse_code(text)
    if code.name == "DE":
        raise InvalidInput("DE is ranked with the standings, not computed alone")
    low, high = code.low, code.high
    if code.variable:
        for fewest, lo, hi in f.rules.cuts_by_rounds:
            if f.n >= fewest:
                low, high = lo, hi
    fn: Callable[[Field, int, int], dict[int, float | None]] = _FUNCS[code.name]
    return fn(f, low, high) if code.name in _CUTTABLE else fn(f, 0, 0)


def _count(pred: Callable[[Rnd], bool]) -> Callable[[Field, int, int], dict[int, float | None]]:
    def fn(f: Field, _low: int, _high: int) -> dict[int, float | None]:
        return {k: float(sum(1 for r in rs if pred(r))) for k, rs in f.rounds.items()}

    return fn


def _won(r: Rnd) -> bool:
    return r.kind is Kind.PLAYED and r.result == 1.0


_win = _count(lambda r: r.win)
_won_count = _count(_won)
_bpg = _count(lambda r: r.kind is Kind.PLAYED and r.colour == "b")
_bwg = _count(lambda r: _won(r) and r.colour == "b")
_ge = _count(lambda r: r.kind in (Kind.PLAYED, Kind.PAIRING_BYE) or r.win)


def _progressive(f: Field, low: int, _high: int) -> dict[int, float | None]:
    """PS (7.5): the sum of the running scores after each round, the first ``low`` left out."""
    out: dict[int, float | None] = {}
    for k, rs in f.rounds.items():
        running = total = 0.0
        for i, r in enumerate(rs):
            running += r.points
            if i >= low:
                total += running
        out[k] = total
    return out


def _koya(f: Field, _low: int, _high: int) -> dict[int, float | None]:
    """KS (9.2): points scored (forfeits included) against the opponents with at least 50 % of
    the maximum; in a round robin the maximum leaves out each player's bye round and the
    rounds of a participant never paired (as the commission's checker)."""
    games = f.n
    if f.round_robin:
        if f.n and f.n % len(f.rounds) == 0:
            games -= f.n // len(f.rounds)
        games -= sum(1 for rs in f.rounds.values() if not any(r.opponent for r in rs))
    limit = f.rules.score.win * games / 2
    return {
        k: sum(r.points for r in rs if r.opponent and f.points[r.opponent] >= limit)
        for k, rs in f.rounds.items()
    }


# ---- Buchholz and Sonneborn-Berger ---------------------------------------------------------


def adjusted_scores(f: Field) -> dict[int, float]:
    """A participant's score as his opponents' tie-breaks see it (C.07 16.3; 2009: every
    unplayed round a draw)."""
    cached = f.cache.get("adjusted")
    if isinstance(cached, dict):
        return cached
    out: dict[int, float] = {}
    no_opp = 0.0 if f.round_robin else f.draw
    for k, rs in f.rounds.items():
        if f.edition is Edition.FIDE_2009:
            out[k] = sum(r.points if r.kind is Kind.PLAYED else f.draw for r in rs)
            continue
        if rs and not rs[-1].vur:  # no VUR after the last round played: every real point
            out[k] = f.points[k]  # (the same sum, in the same order, as build_field's)
            continue
        last = max((i for i, r in enumerate(rs) if not r.vur), default=-1)
        out[k] = sum(r.points if (i <= last or r.opponent) else no_opp for i, r in enumerate(rs))
    f.cache["adjusted"] = out
    return out


class _Part(NamedTuple):
    """One round's value for BH/SB (a named tuple: a 300-player field makes thousands per
    result typed)."""

    score: float  # the opponent's (or dummy's) score
    value: float  # what it adds: score for BH, score × own points for SB
    vur: bool


def _parts(f: Field, k: int, adj: dict[int, float]) -> tuple[list[_Part], list[_Part]]:
    """A player's parts for Buchholz and for Sonneborn-Berger (the same rounds and scores;
    SB's value is the score times his own points), in one pass over his rounds."""
    rs = f.rounds[k]
    own = f.points[k]
    bh: list[_Part] = []
    sb: list[_Part] = []
    before = 0.0
    round_robin = f.round_robin
    fide_2009 = f.edition is Edition.FIDE_2009
    fide_2026 = f.edition is Edition.FIDE_2026
    played, half_bye = Kind.PLAYED, Kind.HALF_BYE  # an enum member's lookup costs 0.3 µs
    for i, r in enumerate(rs):
        mine = r.points
        if r.kind is played or (round_robin and r.opponent):
            score, vur = adj[r.opponent], False
        elif round_robin:
            before += mine
            continue
        elif fide_2009:
            if r.kind is half_bye:
                mine = 0.0  # a half-point absence is a lost round for tie-breaks
            score = before + (f.win - mine) + f.draw * (f.n - i - 1)
            vur = r.vur
        else:
            score, vur = own, r.vur
            if fide_2026:
                cap = adj[r.opponent] if r.opponent else f.draw * f.n
                score = min(score, cap)
        before += r.points
        bh.append(_new(_Part, (score, score, vur)))
        sb.append(_new(_Part, (score, score * mine, vur)))
    return bh, sb


_BY_VALUE = itemgetter(0, 1)  # (score, value)
_VALUE = itemgetter(1)


def _by_vur(p: _Part) -> tuple[bool, float, float]:
    return (not p.vur, p.value, p.score)


def _cut(parts: list[_Part], low: int, high: int, n: int, vur_first: bool) -> list[_Part]:
    """C.07 14 with the VUR rule above: the ``low`` least significant values (a VUR first unless the lowest
    value is below it), then the ``high`` most significant. Ties are broken as the
    commission's checker breaks them (the list kept in the order of its last sort)."""
    low = min(low, n)
    high = min(high, n - low)
    for _ in range(low):
        if not parts:
            break
        by_value = sorted(parts, key=_BY_VALUE)
        # the VUR order only matters when there is a VUR to cut
        by_vur = sorted(parts, key=_by_vur) if vur_first and any(p.vur for p in parts) else None
        if by_vur is None or not by_vur[0].vur or by_value[0].value > by_vur[0].value:
            parts = by_value[1:]
        else:
            parts = by_vur[1:]
    for _ in range(high):
        if not parts:
            break
        parts = sorted(parts, key=lambda p: (-p.score, -p.value))[1:]
    return parts


def _bh_sb(sb: bool) -> Callable[[Field, int, int], dict[int, float | None]]:
    def fn(f: Field, low: int, high: int) -> dict[int, float | None]:
        adj = adjusted_scores(f)
        vur_first = f.edition is not Edition.FIDE_2009
        parts = f.cache.get(("parts", sb))
        if not isinstance(parts, dict):
            both = {k: _parts(f, k, adj) for k in f.rounds}
            f.cache[("parts", False)] = {k: v[0] for k, v in both.items()}
            f.cache[("parts", True)] = {k: v[1] for k, v in both.items()}
            parts = f.cache[("parts", sb)]
            assert isinstance(parts, dict)
        if not low and not high:
            return {k: sum(map(_VALUE, parts[k])) for k in f.rounds}
        return {k: sum(map(_VALUE, _cut(parts[k], low, high, f.n, vur_first))) for k in f.rounds}

    return fn


# ---- ratings -------------------------------------------------------------------------------


def _rated_games(f: Field, k: int, low: int, high: int) -> tuple[list[int], float, int]:
    """Ratings and score of the games over the board that count, after the cuts (an unrated
    opponent without ``unrated_rating`` is the first cut, as the commission's checker)."""
    games = [r for r in f.rounds[k] if r.kind is Kind.PLAYED]
    rated: list[tuple[int, float]] = []
    for r in games:
        rating = f.ratings.get(r.opponent, 0) or f.rules.unrated_rating
        if rating:
            rated.append((rating, r.result))
    low = min(low, f.n)
    high = min(high, f.n - low)
    count = len(games)
    for _ in range(low):
        if count == len(rated) and rated:
            rated = sorted(rated, key=lambda x: x[0])[1:]
        count -= 1
    for _ in range(high):
        if count == len(rated) and rated:
            rated = sorted(rated, key=lambda x: x[0])[:-1]
        count -= 1
    return [x for x, _ in rated], sum(s for _, s in rated), count


def _aro(f: Field, low: int, high: int) -> dict[int, float | None]:
    """ARO (10.1): the average rating of the opponents met over the board, half up."""
    out: dict[int, float | None] = {}
    for k in f.rounds:
        ratings, _, _ = _rated_games(f, k, low, high)
        out[k] = float(round_half_up(Fraction(sum(ratings), len(ratings)))) if ratings else None
    return out


def _tpr(f: Field, low: int, high: int) -> dict[int, float | None]:
    """TPR (10.2): ARO + dp(p), p = the score's fraction in hundredths half up (the FIDE
    table 8.1.1, :func:`.tables.d_of_p`)."""
    out: dict[int, float | None] = {}
    for k in f.rounds:
        ratings, score, _ = _rated_games(f, k, low, high)
        if not ratings:
            out[k] = None
            continue
        aro = int(round_half_up(Fraction(sum(ratings), len(ratings))))
        p = int(round_half_up(Fraction(score) * 100 / len(ratings)))
        out[k] = float(aro + d_of_p(p))
    return out


_FUNCS: dict[str, Callable[[Field, int, int], dict[int, float | None]]] = {
    "BH": _bh_sb(False),
    "SB": _bh_sb(True),
    "KS": _koya,
    "ARO": _aro,
    "TPR": _tpr,
    "PS": _progressive,
    "WIN": _win,
    "WON": _won_count,
    "BPG": _bpg,
    "BWG": _bwg,
    "GE": _ge,
}
