"""The FRBE "3 RUNs" over a set of half-games: one event, or a whole rating period.

Seed ``003_907f8c977e1d48a1.txt`` and seed ``000``, "TRAITEMENT PAR L'ORDINATEUR":

* **RUN 1** — games of unrated players against rated ones (Formula I material). A player reaching
  ``first_rating_games`` games is rated at once: his Formula I rating over all his games against
  rated opponents (history included) is his first, "intermediate" rating; his other games wait.
* **RUN 2** — the games of the players rated in the previous pass against the still unrated are
  processed again, pass after pass, until nobody new is rated. Players with 10–19 games get an
  informative Formula I rating. As the federation's cards show it (2009-07, player 10546: games
  18–20 against 11317 then twice 10296, not by date), RUN 2 goes through the newly rated players
  in the order they were rated and, for each, through his games against the still unrated, each
  of which counts for the unrated opponent at the newly rated player's intermediate rating.
* In RUN 1 a player's games are taken by date, then by the line they were imported at (2010-01,
  player 50299: of two games on 22 November, the national interclub's line 13131 is his 20th).
* **RUN 3** — games between rated players by Formula II from the start-of-period ratings (the
  intermediate rating for the newly rated), K by each game's running number, 25/150, floor.

A *half-game* is one player's side of one game (one CHCKLIST record): the unit the federation's
program numbers and prints. An opponent outside the list (a tournament abroad, or a fictitious
rating written as ``***``) is a half-game with ``opponent=None`` and a fixed ``opponent_rating``.

Choices where the seeds are silent (each visible on the federation's cards, see ``period.py``):

* a rated player's games against an opponent who became rated during the run count in RUN 3, at
  that opponent's intermediate rating, numbered after the player's other games;
* the intermediate rating is not floored (the opponents count it as it is); the floor applies
  to the rating at the end of the period (2010-01, player 10414: intermediate 1077, opponent
  value 1077 on his opponents' cards, final rating 1150).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Iterable, Sequence

from .frbe import FrbeRules, Performance, apply_25_150, performance, regular_update
from .model import Status


@dataclass(frozen=True)
class RunPlayer:
    """A player's state at the start of the run (the PLAYER file's before-state)."""

    id: str
    rating: int = 0
    games: int = 0
    opponents_sum: int = 0
    score: Fraction = Fraction(0)
    fixed_rating: int | None = None  # a rating imposed from outside (foreign player's FIDE)


@dataclass(frozen=True)
class HalfGame:
    """One player's side of one rated game, in processing order."""

    player: str
    opponent: str | None
    points: Fraction
    opponent_rating: int | None = None
    run1_key: tuple = ()


@dataclass(frozen=True)
class LineOut:
    """What the run did with one half-game (the CHCKLIST computed columns).

    ``run`` 0 means the game was not counted for this player; ``we`` and ``k`` are 0 for games
    that fed a Formula I rating, as in the federation's CHCKLIST.
    """

    index: int
    run: int
    number: int
    opponent_value: int
    k: int
    we: Fraction


@dataclass(frozen=True)
class PlayerOut:
    """One player's outcome of the run."""

    id: str
    status: Status
    old: int
    new: int | None
    intermediate: int | None
    counted: int
    games_after: int
    w: Fraction
    we: Fraction | None
    performance: Performance | None
    notes: tuple[str, ...]
    lines: tuple[LineOut, ...] = field(compare=False, default=())


@dataclass
class _Unrated:
    count: int
    opp_sum: int
    score: Fraction
    counted: list[tuple[int, int, int]] = field(default_factory=list)  # (index, opp rating, run)


def _is_rated(p: RunPlayer, rules: FrbeRules) -> bool:
    return p.fixed_rating is not None or (p.rating > 0 and p.games >= rules.first_rating_games)


def run_periods(players: Sequence[RunPlayer], half_games: Sequence[HalfGame], rules: FrbeRules,
                progress: Callable[[float], None] | None = None) -> list[PlayerOut]:
    """Run the 3 RUNs; return one :class:`PlayerOut` per player, in the input order."""
    by_id = {p.id: p for p in players}
    by_player: dict[str, list[int]] = {p.id: [] for p in players}
    for i, hg in enumerate(half_games):
        by_player[hg.player].append(i)
    run1_order = {pid: sorted(idx, key=lambda i: half_games[i].run1_key)
                  for pid, idx in by_player.items()}

    rating_of: dict[str, int] = {}
    for p in players:
        if _is_rated(p, rules):
            rating_of[p.id] = p.fixed_rating if p.fixed_rating is not None else p.rating
    start_rated = set(rating_of)

    # RUN 1 -------------------------------------------------------------------------------
    state = {p.id: _Unrated(p.games, p.opponents_sum, Fraction(p.score))
             for p in players if p.id not in start_rated}
    consumed: set[int] = set()
    intermediate: dict[str, Performance] = {}
    queue: list[str] = []

    def count(pid: str, st: _Unrated, i: int, opp: int, run: int) -> bool:
        hg = half_games[i]
        consumed.add(i)
        st.count += 1
        st.opp_sum += opp
        st.score += hg.points
        st.counted.append((i, opp, run))
        if st.count < rules.first_rating_games:
            return False
        perf = performance(st.opp_sum, st.count, st.score, rules)
        intermediate[pid] = perf
        rating_of[pid] = perf.rating
        queue.append(pid)
        return True

    for pid, st in state.items():
        for i in run1_order[pid]:
            hg = half_games[i]
            opp = hg.opponent_rating if hg.opponent is None else (
                rating_of.get(hg.opponent) if hg.opponent in start_rated else None)
            if opp is not None and count(pid, st, i, opp, 1):
                break
    if progress:
        progress(0.2)

    # RUN 2: each newly rated player's games against the still unrated, in the order they were
    # rated; the unrated opponent's own record of the game is the one counted.
    mirror: dict[tuple[str, str], list[int]] = {}
    for pid in state:
        for i in run1_order[pid]:
            opp_id = half_games[i].opponent
            if opp_id is not None and opp_id not in start_rated:
                mirror.setdefault((pid, opp_id), []).append(i)
    pos = 0
    while pos < len(queue):
        n_id = queue[pos]
        pos += 1
        for i in run1_order[n_id]:
            u = half_games[i].opponent
            if u is None or u not in state or u in intermediate:
                continue
            pending = mirror.get((u, n_id))
            while pending and pending[0] in consumed:
                pending.pop(0)
            if pending:
                if count(u, state[u], pending.pop(0), rating_of[n_id], 2):
                    continue
    if progress:
        progress(0.5)

    # RUN 3 -----------------------------------------------------------------------------------
    outs: list[PlayerOut] = []
    n = len(players)
    for pos, p in enumerate(players):
        if progress and pos % 2048 == 0:
            progress(0.5 + 0.5 * pos / max(n, 1))
        outs.append(_finish(p, by_player[p.id], half_games, state.get(p.id), consumed,
                            intermediate.get(p.id), rating_of, start_rated, rules))
    if progress:
        progress(1.0)
    return outs


def _finish(p: RunPlayer, indices: Iterable[int], half_games: Sequence[HalfGame],
            st: _Unrated | None, consumed: set[int], inter: Performance | None,
            rating_of: dict[str, int], start_rated: set[str], rules: FrbeRules) -> PlayerOut:
    lines: dict[int, LineOut] = {}
    notes: list[str] = []
    if st is not None:
        for number_offset, (i, opp, run) in enumerate(st.counted, start=1):
            lines[i] = LineOut(i, run, p.games + number_offset, opp, 0, Fraction(0))

    if p.fixed_rating is not None:
        for i in indices:
            lines.setdefault(i, LineOut(i, 0, p.games, _value(half_games[i], rating_of), 0,
                                        Fraction(0)))
        return PlayerOut(p.id, Status.RATED, p.rating, p.fixed_rating, None, 0, p.games,
                         Fraction(0), None, None, ("fide-rating",), _ordered(lines))

    if p.id not in rating_of:  # still unrated: informative rating or nothing
        assert st is not None
        counted = len(st.counted)
        perf = None
        status = Status.UNRATED
        new = None
        if st.count >= rules.informative_games and st.count > 0:
            perf = performance(st.opp_sum, st.count, st.score, rules)
            status, new = Status.PROVISIONAL, perf.rating
            if perf.undetermined:
                notes.append("undetermined-p")
        number = st.count
        for i in indices:
            lines.setdefault(i, LineOut(i, 0, number, _value(half_games[i], rating_of), 0,
                                        Fraction(0)))
        return PlayerOut(p.id, status, p.rating, new, None, counted, st.count,
                         st.score - Fraction(p.score), None, perf, tuple(notes), _ordered(lines))

    # rated at start, or newly rated in RUN 1/2
    if inter is not None:
        ro = rating_of[p.id]
        if inter.undetermined:
            notes.append("undetermined-p")
        number = rules.first_rating_games if st is None else st.count
    else:
        ro = rating_of[p.id]
        number = p.games
    regular: list[int] = []
    deferred: list[int] = []
    for i in indices:
        if i in consumed and inter is not None:
            continue
        hg = half_games[i]
        if hg.opponent is None:
            if hg.opponent_rating is not None:
                regular.append(i)
        elif hg.opponent in start_rated:
            regular.append(i)
        elif hg.opponent in rating_of:
            deferred.append(i)
    items = []
    order = regular + deferred
    for i in order:
        number += 1
        items.append((_value(half_games[i], rating_of), half_games[i].points, number))
    upd = regular_update(ro, items, rules)
    for i, (opp, _pts, num), k, we in zip(order, items, upd.k_per_game, upd.we_per_game):
        lines[i] = LineOut(i, 3, num, opp, k, we)
    new = upd.new
    if upd.transition:
        notes.append("k-transition")
    opponents = [it[0] for it in items]
    kept, perf = apply_25_150(ro, new, opponents, upd.w, rules)
    if perf is not None and kept != new:
        notes.append("25/150")
    elif perf is not None:
        notes.append("25/150-regular-kept")
    new = kept
    if new < rules.floor:
        new = rules.floor
        notes.append("floor")
    for i in indices:
        lines.setdefault(i, LineOut(i, 0, number, _value(half_games[i], rating_of), 0,
                                    Fraction(0)))
    if inter is not None:
        counted = len(st.counted) + len(items) if st is not None else len(items)
        w = (st.score - Fraction(p.score) if st is not None else Fraction(0)) + upd.w
        return PlayerOut(p.id, Status.NEWLY_RATED, p.rating, new, rating_of[p.id], counted,
                         number, w, upd.we if items else None, perf or inter, tuple(notes),
                         _ordered(lines))
    return PlayerOut(p.id, Status.RATED, p.rating, new, None, len(items), number, upd.w, upd.we,
                     perf, tuple(notes), _ordered(lines))


def _value(hg: HalfGame, rating_of: dict[str, int]) -> int:
    if hg.opponent is None:
        return hg.opponent_rating or 0
    return rating_of.get(hg.opponent, 0)


def _ordered(lines: dict[int, LineOut]) -> tuple[LineOut, ...]:
    return tuple(lines[i] for i in sorted(lines))
