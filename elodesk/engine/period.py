"""The FRBE period computation: the 3 RUNs of ``runs.py`` on a whole period's games.

Input: the players' state at the start of the period and the period's CHCKLIST records (one per
player per game, in the file's order, which is each player's processing order). Output: the
computed columns of PLAYER (ELO_CALCUL, PART_CALCU, GAIN, ADVERSAIRE, PERFORMAN, MODIFY_ELO and,
for the newly rated, the intermediate ELO_PRECE) and of CHCKLIST (NB_PARTIES, K_NB_PART,
ESPERANCE, VAL_ADVERS, NO_RUN).

Rules found in the federation's files, beyond the seeds (each with a period and a player that
shows it; ``scripts/conformance.py`` measures them all):

* The processing order of a player's games is the order of his CHCKLIST records (the file is
  sorted by player and game number; seed 003: the number is given at import, not by date).
* A rated player's games against an opponent who became rated during the period count at that
  opponent's intermediate rating, numbered after his other games (2010-01, player 11184's
  opponents; the issue's "first reading of the data").
* An opponent outside the list (ADVERS 0: a tournament abroad, sender 999, or a fictitious
  rating) counts at the VAL_ADVERS of the record, which is then input, not output.
* Players of a foreign federation (FEDERATION ending in ``*``) are computed like everyone (the
  card and GAIN show it) but keep their FIDE rating (MODIFY_ELO 9; 2010-01, player 27: GAIN 3,
  ELO_CALCUL 2168 = ELO_PRECE).
* Players without a game this period keep every column of the list as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .frbe import FrbeRules
from .model import Status
from .runs import HalfGames, PlayerOut, RunPlayer, RunResult, run_periods

MODIFY_FLOOR = 1
MODIFY_25_150 = 2
MODIFY_TRANSITION = 3
MODIFY_FIDE = 9


@dataclass(frozen=True)
class PeriodPlayer:
    """A player at the start of the period.

    ``rated``: he had 20 games or more at the end of the previous period. For the unrated,
    ``games``/``opponents_sum``/``score`` are his history (previous list: PART_CALCU,
    ADVERSAIRE, PERFORMAN). ``keep_rating``: a foreign player whose Belgian rating is his FIDE
    rating (not computable from the games).
    """

    id: int
    rating: int
    games: int
    rated: bool
    opponents_sum: int = 0
    score: Fraction = Fraction(0)
    keep_rating: bool = False
    list_rating: int = 0
    list_games: int = 0


@dataclass
class PeriodGames:
    """The period's CHCKLIST records, column by column, in the file's order.

    ``opponent`` 0 is an opponent outside the list, counted at ``opponent_rating``; ``points``
    are hundredths; ``run1_key`` orders a player's games in RUN 1 (date, then import line).
    """

    player: list[int] = field(default_factory=list)
    opponent: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    opponent_rating: list[int] = field(default_factory=list)
    run1_key: list[Any] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.player)


@dataclass(frozen=True)
class PlayerColumns:
    """The computed PLAYER columns of one player (None = leave the column as it was)."""

    elo: int
    games: int
    gain: int | None
    opponents_sum: int | None
    score: Fraction | None
    modify: int | None
    intermediate: int | None
    status: Status
    out: PlayerOut | None


@dataclass
class PeriodResult:
    """Computed PLAYER columns per player, and the CHCKLIST columns per record (``run``)."""

    players: list[PlayerColumns]
    run: RunResult


def compute_period(
    players: Sequence[PeriodPlayer],
    games: PeriodGames,
    rules: FrbeRules,
    progress: Callable[[float], None] | None = None,
) -> PeriodResult:
    """Run the period; players and records keep their input order in the result."""
    ids = {p.id for p in players}
    run_players = []
    for p in players:
        if p.rated:
            run_players.append(RunPlayer(p.id, p.rating, max(p.games, rules.first_rating_games)))
        else:
            run_players.append(RunPlayer(p.id, 0, p.games, p.opponents_sum, p.score))
    opponent: list[Hashable | None] = [o if o and o in ids else None for o in games.opponent]
    rating = [
        None if o is not None else (r or None)
        for o, r in zip(opponent, games.opponent_rating, strict=False)
    ]
    half = HalfGames(
        list[Hashable](games.player), opponent, games.points, rating, games.run1_key or None
    )
    res = run_periods(run_players, half, rules, progress)
    cols = [_player_columns(p, o, res) for p, o in zip(players, res.players, strict=False)]
    return PeriodResult(cols, res)


def _player_columns(p: PeriodPlayer, o: PlayerOut, res: RunResult) -> PlayerColumns:
    if not o.indices:
        return PlayerColumns(p.list_rating, p.list_games, None, None, None, None, None, o.status, o)
    run, value = res.run, res.value
    opp_sum = sum(value[i] for i in o.indices if run[i])
    modify = None
    if "25/150" in o.notes:
        modify = MODIFY_25_150
    elif "floor" in o.notes:
        modify = MODIFY_FLOOR
    elif "k-transition" in o.notes:
        modify = MODIFY_TRANSITION
    if o.status is Status.RATED:
        new = o.new if o.new is not None else p.rating
        gain = new - p.rating
        if p.keep_rating:
            return PlayerColumns(
                p.rating, o.games_after, gain, opp_sum, o.w, MODIFY_FIDE, None, o.status, o
            )
        return PlayerColumns(new, o.games_after, gain, opp_sum, o.w, modify, None, o.status, o)
    if o.status is Status.NEWLY_RATED:
        assert o.new is not None and o.intermediate is not None
        gain = o.new - o.intermediate
        return PlayerColumns(
            o.new, o.games_after, gain, opp_sum, o.w, modify, o.intermediate, o.status, o
        )
    # unrated: cumulative history, informative rating from 10 games
    cum_sum = p.opponents_sum + opp_sum
    cum_score = p.score + o.w
    elo = o.new if o.new is not None else 0
    return PlayerColumns(elo, o.games_after, 0, cum_sum, cum_score, None, None, o.status, o)
