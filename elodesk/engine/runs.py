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
* In RUN 1 a player's games are taken in the order of ``HalfGames.run1_key``, which the period
  builds from ``FrbeRules.run1_order`` (by date, then file and opponent in 2009–2010; by date
  and import line in 2022). RUN 2 takes the players RUN 1 rated in that order, or in the
  order of ``HalfGames.rated_key`` of the game that rated each (``FrbeRules.run2_order``: the
  import line in 2006–2008, 2007-07 player 53660's card).
* **RUN 3** — games between rated players by Formula II from the start-of-period ratings (the
  intermediate rating for the newly rated), K by each game's running number, 25/150, floor.

A *half-game* is one player's side of one game (one CHCKLIST record): the unit the federation's
program numbers and prints. An opponent outside the list (a tournament abroad, or a fictitious
rating written as ``***``) is a half-game with ``opponent=None`` and a fixed ``opponent_rating``.
Half-games are held column by column (:class:`HalfGames`) and points and expectations are integer
hundredths, so that a period of a million records runs in seconds.

Choices where the seeds are silent (each visible on the federation's cards, see ``period.py``):

* a rated player's games against an opponent who became rated during the run count in RUN 3, at
  that opponent's intermediate rating, numbered after the player's other games;
* in a grid with simulated ratings (``engine.frbe_lists.is_grid``) a game against
  a grid mate unrated at the start counts in RUN 1 at the file's value (the half-game's
  ``opponent_rating`` beside his ID), even when the mate was rated earlier in RUN 1; in RUN 3,
  once the mate has a first rating, at that rating and in its place among the player's games
  (2007-07, player 10199's card: games 11, 12 and 20 count 1159 in s.Elo, game 20 against
  10061 although 10061 was rated at 700 in RUN 1 on 11 October 2006; game 21 against 46647
  counts 1334, We 0.34, K 32, new rating 1210); for a
  player still unrated after RUN 2, the games against a mate rated in the run count at the
  mate's first rating, in their places (2009-07, player 10356's card, file 424GRM$$.114:
  games 6 and 12 against 52523 count 1497 in s.Elo, not the file's 1564; 2007-07, player
  56758, 530K4A4A.132: 1220 and 1598 for 53180 and 51292, not 1359);
* the intermediate rating is not floored (the opponents count it as it is); the floor applies
  to the rating at the end of the period (2010-01, player 10414: intermediate 1077, opponent
  value 1077 on his opponents' cards, final rating 1150).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .frbe import FrbeRules, Performance, apply_25_150, performance, regular_update
from .model import Status


@dataclass(frozen=True)
class RunPlayer:
    """A player's state at the start of the run (the PLAYER file's before-state)."""

    id: Hashable
    rating: int = 0
    games: int = 0
    opponents_sum: int = 0
    score: Fraction = Fraction(0)
    fixed_rating: int | None = None  # a rating imposed from outside (foreign player's FIDE)


@dataclass(frozen=True)
class HalfGame:
    """One player's side of one rated game (a row of :class:`HalfGames`)."""

    player: Hashable
    opponent: Hashable | None
    points: Fraction
    opponent_rating: int | None = None
    run1_key: tuple = ()


@dataclass
class HalfGames:
    """Half-games column by column, in processing order.

    ``points`` are hundredths (0, 50, 100); ``opponent`` is None for an opponent outside the
    list, who then counts at ``opponent_rating``; an opponent in the list with an
    ``opponent_rating`` is a grid mate with a simulated rating (see the module's docstring);
    ``run1_key`` orders a player's games in RUN 1 (None: the record order); ``rated_key``
    orders the players RUN 1 rated for RUN 2, each by the key of the half-game that rated him
    (None: the order RUN 1 rated them; ``FrbeRules.run2_order``).
    """

    player: list[Hashable] = field(default_factory=list)
    opponent: list[Hashable | None] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    opponent_rating: list[int | None] = field(default_factory=list)
    run1_key: list[Any] | None = None
    rated_key: list[Any] | None = None

    @classmethod
    def from_rows(cls, rows: Sequence[HalfGame]) -> HalfGames:
        """Columns from row objects (events and tests)."""
        return cls(
            [r.player for r in rows],
            [r.opponent for r in rows],
            [int(r.points * 100) for r in rows],
            [r.opponent_rating for r in rows],
            [r.run1_key for r in rows] if any(r.run1_key for r in rows) else None,
        )

    def __len__(self) -> int:
        return len(self.player)


@dataclass(frozen=True)
class LineOut:
    """What the run did with one half-game (the CHCKLIST computed columns).

    ``run`` 0 means the game was not counted for this player; ``we`` and ``k`` are 0 for games
    that fed a Formula I rating.
    """

    index: int
    run: int
    number: int
    opponent_value: int
    k: int
    we: Fraction


@dataclass(frozen=True)
class PlayerOut:
    """One player's outcome of the run; ``indices`` are his half-games, in order."""

    id: Hashable
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
    indices: tuple[int, ...] = field(compare=False, default=())


@dataclass
class RunResult:
    """Every player's outcome and, per half-game, RUN, number, opponent value, K and We (1/100)."""

    players: list[PlayerOut]
    run: list[int]
    number: list[int]
    value: list[int]
    k: list[int]
    we: list[int]

    def lines(self, out: PlayerOut) -> list[LineOut]:
        """A player's half-games as rating-card lines."""
        return [
            LineOut(
                i, self.run[i], self.number[i], self.value[i], self.k[i], Fraction(self.we[i], 100)
            )
            for i in out.indices
        ]


#: Formula II (:func:`regular_update`) of the last few thousand players' RUN 3, kept by its
#: arguments (start rating, the games as (opponent value, points, number), the rule set): a pure
#: function, so a value kept is the one it would compute again. The desk's preview runs the
#: event again after every result typed, and every player but the game's two has the same
#: games as before (40 µs each to compute again, 3 µs to look up).
_formula_ii = lru_cache(maxsize=4096)(regular_update)


@dataclass
class _Unrated:
    count: int
    opp_sum: int
    score100: int
    counted: list[int] = field(default_factory=list)


def _is_rated(p: RunPlayer, rules: FrbeRules) -> bool:
    return p.fixed_rating is not None or rules.is_rated(p.rating, p.games)


def run_periods(
    players: Sequence[RunPlayer],
    hg: HalfGames | Sequence[HalfGame],
    rules: FrbeRules,
    progress: Callable[[float], None] | None = None,
) -> RunResult:
    """Run the 3 RUNs; one :class:`PlayerOut` per player, in the input order."""
    if not isinstance(hg, HalfGames):
        hg = HalfGames.from_rows(hg)
    n = len(hg)
    by_player: dict[Hashable, list[int]] = {p.id: [] for p in players}
    for i, pid in enumerate(hg.player):
        by_player[pid].append(i)
    res = RunResult([], [0] * n, [0] * n, [0] * n, [0] * n, [0] * n)

    rating_of: dict[Hashable, int] = {}
    for p in players:
        if _is_rated(p, rules):
            rating_of[p.id] = p.fixed_rating if p.fixed_rating is not None else p.rating
    start_rated = set(rating_of)
    opponent, opp_rating, points = hg.opponent, hg.opponent_rating, hg.points

    # RUN 1 -------------------------------------------------------------------------------
    state = {
        p.id: _Unrated(p.games, p.opponents_sum, int(Fraction(p.score) * 100))
        for p in players
        if p.id not in start_rated
    }
    keys = hg.run1_key
    run1_order = {
        pid: (sorted(by_player[pid], key=keys.__getitem__) if keys is not None else by_player[pid])
        for pid in state
    }
    consumed: set[int] = set()
    intermediate: dict[Hashable, Performance] = {}
    queue: list[Hashable] = []

    def count(pid: Hashable, st: _Unrated, i: int, opp: int, run: int) -> bool:
        consumed.add(i)
        st.count += 1
        st.opp_sum += opp
        st.score100 += points[i]
        st.counted.append(i)
        res.run[i], res.number[i], res.value[i] = run, st.count, opp
        if st.count < rules.first_rating_games:
            return False
        perf = performance(st.opp_sum, st.count, Fraction(st.score100, 100), rules)
        intermediate[pid] = perf
        rating_of[pid] = perf.rating
        queue.append(pid)
        return True

    for pid, st in state.items():
        for i in run1_order[pid]:
            o = opponent[i]
            if o is None or o not in start_rated:  # outside the list, or a grid mate's value
                opp = opp_rating[i]
            else:
                opp = rating_of[o]
            if opp is not None and count(pid, st, i, opp, 1):
                break
    if hg.rated_key is not None:  # FrbeRules.run2_order "line"; ties keep RUN 1's order
        rated_key = hg.rated_key
        queue.sort(key=lambda pid: rated_key[state[pid].counted[-1]])
    if progress:
        progress(0.2)

    # RUN 2: each newly rated player's games against the still unrated, in the order they were
    # rated; the unrated opponent's own record of the game is the one counted.
    mirror: dict[tuple[Hashable, Hashable], list[int]] = {}
    for pid in state:
        for i in run1_order[pid]:
            o = opponent[i]
            if o is not None and o not in start_rated and opp_rating[i] is None:
                mirror.setdefault((pid, o), []).append(i)
    pos = 0
    while pos < len(queue):
        n_id = queue[pos]
        pos += 1
        for i in run1_order[n_id]:
            u = opponent[i]
            if u is None or u not in state or u in intermediate:
                continue
            pending = mirror.get((u, n_id))
            while pending and pending[0] in consumed:
                pending.pop(0)
            if pending:
                count(u, state[u], pending.pop(0), rating_of[n_id], 2)
    # a player still unrated counts a grid mate rated in the run at his first rating
    for pid, st in state.items():
        if pid in intermediate:
            continue
        for i in st.counted:
            o = opponent[i]
            if o is not None and opp_rating[i] is not None and o in intermediate:
                st.opp_sum += rating_of[o] - res.value[i]
                res.value[i] = rating_of[o]
    if progress:
        progress(0.5)

    # RUN 3 -----------------------------------------------------------------------------------
    total = len(players)
    for pos, p in enumerate(players):
        if progress and pos % 4096 == 0:
            progress(0.5 + 0.5 * pos / max(total, 1))
        res.players.append(
            _finish(
                p,
                by_player[p.id],
                hg,
                state.get(p.id),
                consumed,
                intermediate.get(p.id),
                rating_of,
                start_rated,
                rules,
                res,
            )
        )
    if progress:
        progress(1.0)
    return res


def _finish(
    p: RunPlayer,
    indices: list[int],
    hg: HalfGames,
    st: _Unrated | None,
    consumed: set[int],
    inter: Performance | None,
    rating_of: dict[Hashable, int],
    start_rated: set[Hashable],
    rules: FrbeRules,
    res: RunResult,
) -> PlayerOut:
    notes: list[str] = []
    opponent, opp_rating, points = hg.opponent, hg.opponent_rating, hg.points
    ids = tuple(indices)

    def leave_uncounted(number: int) -> None:
        for i in indices:
            if not res.run[i]:
                res.number[i] = number

    if p.fixed_rating is not None:
        leave_uncounted(p.games)
        return PlayerOut(
            p.id,
            Status.RATED,
            p.rating,
            p.fixed_rating,
            None,
            0,
            p.games,
            Fraction(0),
            None,
            None,
            ("fide-rating",),
            ids,
        )

    if p.id not in rating_of:  # still unrated: informative rating or nothing
        assert st is not None
        perf = None
        status = Status.UNRATED
        new = None
        if st.count >= rules.informative_games and st.count > 0:
            perf = performance(st.opp_sum, st.count, Fraction(st.score100, 100), rules)
            status, new = Status.PROVISIONAL, perf.rating
            if perf.undetermined:
                notes.append("undetermined-p")
        leave_uncounted(st.count)
        w = Fraction(st.score100, 100) - Fraction(p.score)
        return PlayerOut(
            p.id,
            status,
            p.rating,
            new,
            None,
            len(st.counted),
            st.count,
            w,
            None,
            perf,
            tuple(notes),
            ids,
        )

    # rated at start, or newly rated in RUN 1/2
    ro = rating_of[p.id]
    if inter is not None:
        if inter.undetermined:
            notes.append("undetermined-p")
        number = rules.first_rating_games if st is None else st.count
    else:
        number = p.games
    regular: list[int] = []
    deferred: list[int] = []
    for i in indices:
        if inter is not None and i in consumed:
            continue
        o = opponent[i]
        if o is None:
            if opp_rating[i] is not None:
                regular.append(i)
        elif o in start_rated or opp_rating[i] is not None:  # a grid mate: in order
            regular.append(i)
        elif o in rating_of:
            deferred.append(i)
    order = regular + deferred
    items = []
    for i in order:
        number += 1
        o = opponent[i]
        value = rating_of[o] if o is not None and o in rating_of else opp_rating[i] or 0
        items.append((value, points[i], number))
    upd = _formula_ii(ro, tuple(items), rules)
    run, num, val, kk, we = res.run, res.number, res.value, res.k, res.we
    for i, (opp, _pts, nb), k, e in zip(
        order, items, upd.k_per_game, upd.we_per_game, strict=False
    ):
        run[i], num[i], val[i], kk[i], we[i] = 3, nb, opp, k, e
    new = upd.new
    if upd.transition:
        notes.append("k-transition")
    if len(items) >= rules.big_event_games:
        # 25/150 is judged on Ri + G before the K transition (2007-07, player 40568: 29
        # games, 1988 + 176.64 = 2165, "Règle des 25/150" → 2141, no transition printed);
        # when it keeps the regular rating, the transition's stands
        kept, perf = apply_25_150(ro, upd.plain, [it[0] for it in items], upd.w, rules)
        if perf is not None:
            notes.append("25/150" if kept != upd.plain else "25/150-regular-kept")
        if perf is not None and kept != upd.plain:
            new = kept
    else:
        perf = None
    if new < rules.floor:
        new = rules.floor
        notes.append("floor")
    leave_uncounted(number)
    if inter is not None:
        counted = len(items) + (len(st.counted) if st is not None else 0)
        w = upd.w + (Fraction(st.score100, 100) - Fraction(p.score) if st is not None else 0)
        return PlayerOut(
            p.id,
            Status.NEWLY_RATED,
            p.rating,
            new,
            ro,
            counted,
            number,
            w,
            upd.we if items else None,
            perf or inter,
            tuple(notes),
            ids,
        )
    return PlayerOut(
        p.id,
        Status.RATED,
        p.rating,
        new,
        None,
        len(items),
        number,
        upd.w,
        upd.we,
        perf,
        tuple(notes),
        ids,
    )
