"""French Go Federation rating ("échelle FFG", 6 October 2022), seed ``002_402b0011b2747d2d.txt``.

* Levels ↔ ranks: n kyu = −(100·n − 50), n dan = 100·n − 50; a level L < 0 shows as
  ceil(−L/100) kyu, L ≥ 0 as floor(L/100) + 1 dan.
* Handicap H: Black's level becomes level + 100·(H − 0.5) (H = 1: a game "à sen").
* P(win) = 1/(e^(D/a) + 1), D = opponent − own, a = (1250 − lower level)/7.
* Points = K·(R − P + ε/2)·coefficient; K by the player's own level (table, linear between
  rows — *choice*), ε by the stronger player's level. Forfeits do not count.
* Levels are clamped to [−2950, 850] after the tournament.
* Adjustment of starting levels: thresholds for known/unknown players, iterate until no computed
  level moves by 0.1 or more, or 100 iterations.

Choices (the seed's "Ajustements" section is cut off): a and ε use the levels after the handicap
replacement; every game of a tournament is evaluated against the start-of-tournament levels; the
event coefficient multiplies the points, except for players below −2000, for whom it is 1 unless
White loses a handicap game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .checks import check_request
from .model import Event, Game, InvalidInput, Player, PlayerRating, Status

#: K by level (seed table): centres from 650 (10) down to −1950 (116).
_K_TABLE: tuple[tuple[int, int], ...] = (
    (650, 10),
    (550, 11),
    (450, 13),
    (350, 15),
    (250, 18),
    (150, 21),
    (50, 24),
    (-50, 27),
    (-150, 31),
    (-250, 35),
    (-350, 39),
    (-450, 43),
    (-550, 47),
    (-650, 51),
    (-750, 55),
    (-850, 60),
    (-950, 65),
    (-1050, 70),
    (-1150, 75),
    (-1250, 80),
    (-1350, 85),
    (-1450, 90),
    (-1550, 95),
    (-1650, 100),
    (-1750, 105),
    (-1850, 110),
    (-1950, 116),
)


@dataclass(frozen=True)
class FfgRules:
    """FFG parameters (seed values; the iteration limits are the seed's 0.1 and 100)."""

    name: str = "ffg-2022"
    low: float = -2950.0
    high: float = 850.0
    tolerance: float = 0.1
    max_iterations: int = 100


RULES = FfgRules()


def rank_to_level(rank: str) -> float:
    """``15k`` → −1450, ``3d`` → 250 (seed: ranks at the centres of levels)."""
    text = rank.strip().lower()
    number = text[:-1]
    if (
        len(text) < 2
        or text[-1] not in "kd"
        or not (number.isascii() and number.isdigit())
        or int(number) < 1
    ):
        raise InvalidInput(f"rank must look like 15k or 3d, got {rank!r}", field="rank")
    n = int(text[:-1])
    return float(-(100 * n - 50) if text[-1] == "k" else 100 * n - 50)


def level_to_rank(level: float) -> str:
    """−1450 → ``15k``, 0 → ``1d``."""
    if level < 0:
        return f"{math.ceil(-level / 100)}k"
    return f"{math.floor(level / 100) + 1}d"


def k_of(level: float) -> float:
    """K by level, linear between the table's rows, 10 from 650, 116 from −1950 down."""
    if level >= _K_TABLE[0][0]:
        return float(_K_TABLE[0][1])
    if level <= _K_TABLE[-1][0]:
        return float(_K_TABLE[-1][1])
    for (l1, k1), (l2, k2) in zip(_K_TABLE, _K_TABLE[1:], strict=False):
        if l2 <= level <= l1:
            return k1 + (k2 - k1) * (l1 - level) / (l1 - l2)
    raise AssertionError("unreachable")


def epsilon(stronger: float) -> float:
    """ε by the stronger player's level (seed table)."""
    if stronger >= 400:
        return 0.0
    if stronger >= 0:
        return 0.01
    if stronger >= -1000:
        return 0.05
    if stronger >= -2000:
        return 0.10
    return 0.15


def win_probability(own: float, opponent: float) -> float:
    """P = 1/(e^(D/a) + 1), D = opponent − own, a = (1250 − lower)/7."""
    a = (1250 - min(own, opponent)) / 7
    return 1.0 / (math.exp((opponent - own) / a) + 1.0)


def threshold(level: float, known: bool) -> float:
    """Adjustment threshold ("garde-fou") for a known or unknown player."""
    if level > 675:
        t = 20.0
    elif level > -1950:
        t = (6200 - 4 * level) / 175
    else:
        t = 80.0
    return t if known else t / 2


def game_points(
    own: float,
    opp: float,
    result: float,
    handicap: int,
    own_is_black: bool,
    coefficient: float,
    white_lost_handicap: bool,
) -> float:
    """Points one player wins or loses in one game (seed, "K*(R-P+ε/2)")."""
    own_eff, opp_eff = own, opp
    if handicap > 0:
        if own_is_black:
            own_eff += 100 * (handicap - 0.5)
        else:
            opp_eff += 100 * (handicap - 0.5)
    p = win_probability(own_eff, opp_eff)
    coef = coefficient if (own >= -2000 or white_lost_handicap) else 1.0
    return k_of(own) * (result - p + epsilon(max(own_eff, opp_eff)) / 2) * coef


def changes(start: dict[str, float], games: Sequence[Game], coefficient: float) -> dict[str, float]:
    """One full computation: every game against the start levels, points summed per player."""
    delta = {pid: 0.0 for pid in start}
    for g in games:
        if not g.result.rated:
            continue
        w, b = start[g.white], start[g.black]
        rw = g.result.white_score
        lost = g.handicap > 0 and rw == 0
        delta[g.white] += game_points(w, b, rw, g.handicap, False, coefficient, lost)
        delta[g.black] += game_points(b, w, 1 - rw, g.handicap, True, coefficient, lost)
    return delta


def adjust(
    old: dict[str, float],
    known: dict[str, bool],
    games: Sequence[Game],
    coefficient: float = 1.0,
    rules: FfgRules = FfgRules(),
) -> tuple[dict[str, float], dict[str, float], int]:
    """The adjustment of starting levels; returns (start levels, changes, iterations).

    Seed, "L'algorithme d'ajustement": a full computation; every player whose change exceeds his
    threshold has his starting level moved by (|change| − threshold) towards it; repeat until no
    computed level moves by ``tolerance`` or more, or ``max_iterations``.
    """
    start = dict(old)
    previous: dict[str, float] | None = None
    iterations = 0
    while True:
        iterations += 1
        delta = changes(start, games, coefficient)
        computed = {pid: start[pid] + delta[pid] for pid in start}
        if previous is not None and all(
            abs(computed[k] - previous[k]) < rules.tolerance for k in computed
        ):
            return start, delta, iterations
        if iterations >= rules.max_iterations:
            return start, delta, iterations
        previous = computed
        moved = False
        for pid, d in delta.items():
            t = threshold(start[pid], known[pid])
            if abs(d) > t:
                start[pid] += math.copysign(abs(d) - t, d)
                moved = True
        if not moved:
            return start, delta, iterations


class FfgSystem:
    """The FFG rating of one tournament, with the adjustment of starting levels."""

    name = "ffg"
    rule_sets = ("ffg-2022",)
    default_rules = "ffg-2022"

    def rate(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
    ) -> list[PlayerRating]:
        check_request(self.name, self.rule_sets, rules, players, games)
        r = RULES
        old: dict[str, float] = {}
        known: dict[str, bool] = {}
        for i, p in enumerate(players):
            if p.level is not None:
                old[p.id] = float(p.level)
                known[p.id] = True if p.known is None else p.known
            elif p.rank is not None:
                old[p.id] = rank_to_level(p.rank)
                known[p.id] = bool(p.known)
            else:
                raise InvalidInput("a Go player needs a level or a rank", f"players[{i}]", "level")
            if not r.low <= old[p.id] <= r.high:
                raise InvalidInput(
                    f"level {old[p.id]} outside [{r.low}, {r.high}]", f"players[{i}]", "level"
                )
        start, delta, _iterations = adjust(old, known, games, event.coefficient, r)
        out = []
        for p in players:
            pid = p.id
            mine = [g for g in games if g.result.rated and pid in (g.white, g.black)]
            score = sum(
                g.result.white_score if g.white == pid else g.result.black_score for g in mine
            )
            new = min(max(start[pid] + delta[pid], r.low), r.high)
            notes = []
            if abs(start[pid] - old[pid]) > 1e-9:
                notes.append("adjusted-start")
            if new != start[pid] + delta[pid]:
                notes.append("clamped")
            status = Status.RATED if (known[pid] or mine) else Status.UNRATED
            out.append(
                PlayerRating(
                    pid,
                    status,
                    round(old[pid], 1),
                    round(new, 1),
                    round(new - old[pid], 1),
                    len(mine),
                    p.games + len(mine),
                    float(score),
                    None,
                    None,
                    None,
                    tuple(notes),
                )
            )
        return out
