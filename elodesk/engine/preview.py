"""Live rating preview of a tournament: every player's rating change under one or two systems.

Goes through :func:`systems.get_system` like ``elodesk rate``, so the FRBE, FIDE, FQE and FFG
previews are the same code path. The FRBE preview is the federation's period run
(``runs.run_periods``, what ``elodesk period`` runs) applied to the event, from the results file
assumed (``systems.RESULTS_FILES``: the national file by default), each player's history from
the list; the fictitious ratings of unrated players come with their derivation
(``fictitious.py``), and every game of every player says, as data (:class:`GameNote`), why it
counts or not (``../shared/rules/frbe.md``, "What a director's preview must predict").
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from .ffg import Adjustment, FfgSystem
from .fictitious import Fictitious
from .frbe import RULE_SETS
from .model import (
    GO_RANK_UNKNOWN,
    Entrant,
    Event,
    Game,
    Pairing,
    Player,
    PlayerRating,
    Status,
    Tournament,
)
from .runs import PlayerOut
from .systems import FrbeEventRating, FrbeSystem, get_system

#: The rated games a rated player is taken to have played before the event when the desk does
#: not know them (neither the list nor the director gave them): past the FRBE's 20 games to a
#: first rating and K 32 of games 21–100 (seed 000), past FIDE's 30 games of K 40 (K 20 below
#: 2400, FIDE Rating Regulations 8.3.3). An unrated player has none.
ASSUMED_GAMES = 50


def assumed_games(rating: int) -> int:
    """:data:`ASSUMED_GAMES` for a rated player (``rating`` > 0), 0 for an unrated one."""
    return ASSUMED_GAMES if rating else 0


#: Why a game counts or not (:attr:`GameNote.code`), each with the rule it follows:
#: ``opponent-rated`` — counts at the opponent's rating (Formula II, seed 000);
#: ``opponent-fictitious`` — counts at the opponent's fictitious rating, written as ``***`` in
#: the 24 lines file (seed 003, "Attribution d'un ELO fictif");
#: ``opponent-rated-here`` — counts only because the opponent gets his first rating in this
#: period, after ``needed`` games, and at his intermediate rating ``value`` (seed 003, RUN 2
#: and RUN 3);
#: ``opponent-stays-unrated`` — not counted: the opponent stays unrated, with ``number`` of the
#: ``needed`` games (seed 003: "les parties entre joueurs classés et non classés sont
#: supprimées");
#: ``opponent-stays-unrated-taken-up`` — the same, under rules that take such a game up again
#: in the next periods if both players are then rated (article 12.e of the 2023 competition
#: rules, :attr:`FrbeRules.carry_over_periods`);
#: ``written-as-fictitious`` — not counted for him: the 24 lines file writes him as ``***`` with
#: his fictitious rating ``value``, without his ID;
#: ``first-rating-game`` — his game ``number`` towards a first rating after ``needed`` games
#: (Formula I, seed 000; RUN 1, or RUN 2 when the opponent is rated in this period);
#: ``after-first-rating`` — counts by Formula II from his first rating (RUN 3);
#: ``not-counted`` — any other game the run left out.
GAME_CODES = (
    "opponent-rated",
    "opponent-fictitious",
    "opponent-rated-here",
    "opponent-stays-unrated",
    "opponent-stays-unrated-taken-up",
    "written-as-fictitious",
    "first-rating-game",
    "after-first-rating",
    "not-counted",
)


@dataclass(frozen=True)
class GameNote:
    """Why one of a player's games counts or not, as data the interface words in its language:
    the round, the opponent's start number, a code of :data:`GAME_CODES`, the rating it counts at
    (``value``), the game's number in the count it belongs to (``number``) and the games a first
    rating needs under the rule set (``needed``)."""

    round: int | None
    opponent: int
    code: str
    counted: bool
    value: int | None = None
    number: int | None = None
    needed: int | None = None


@dataclass(frozen=True)
class LevelAdjustment:
    """FFG: how the adjustment of starting levels went (seed 002, ``ffg.adjust``): full
    computations made, whether it settled before the seed's limit, and per start number whose
    starting level moved, (registration level, starting level used)."""

    iterations: int
    settled: bool
    moved: dict[int, tuple[float, float]]


@dataclass(frozen=True)
class Preview:
    """Per start number, the outcome under each system asked for."""

    system: str
    rules: str
    results: dict[int, PlayerRating]
    fictitious: dict[int, Fictitious]
    adjustment: LevelAdjustment | None = None  # FFG only
    results_file: str | None = None  # FRBE only: the results file assumed
    games: Mapping[int, tuple[GameNote, ...]] = field(default_factory=dict)  # FRBE only


def tournament_games(t: Tournament) -> tuple[list[Player], list[Game]]:
    """The rating systems' view of a tournament: players by start number, games by round.

    What the last tournament gave is kept when it cannot change (its players and pairings
    tuples of frozen objects, as the event session builds it): the same tournament gives the
    same lists (the desk's FRBE and FIDE previews of one edit), and a game whose pairing is the
    same object as in the last one (every game but the one typed) is the same game."""
    global _last_games
    last = _last_games  # one read: another thread may replace it meanwhile
    if last is not None and last.tournament is t:
        return list(last.players), list(last.games)
    if last is not None and last.tournament.players is t.players:
        players = list(last.players)
    else:
        players = [
            Player(str(p.number), p.rating, assumed_games(p.rating), name=p.name) for p in t.players
        ]
    known = last.by_pairing if last is not None else {}
    games: list[Game] = []
    made: dict[int, tuple[Pairing, Game]] = {}
    for g in sorted(t.pairings, key=_round):
        if g.black and g.result is not None:
            seen = known.get(id(g))
            if seen is not None and seen[0] is g:
                game = seen[1]
            else:
                game = Game(str(g.white), str(g.black), g.result, g.round, g.handicap)
            made[id(g)] = (g, game)
            games.append(game)
    if type(t.players) is tuple and type(t.pairings) is tuple:
        _last_games = _Converted(t, tuple(players), tuple(games), made)
    return players, games


def _round(g: Pairing) -> int:
    return g.round


@dataclass(frozen=True)
class _Converted:
    """The last tournament :func:`tournament_games` converted, and its games by the identity
    of their pairings (each kept beside its game, so that an identity is never reused)."""

    tournament: Tournament
    players: tuple[Player, ...]
    games: tuple[Game, ...]
    by_pairing: dict[int, tuple[Pairing, Game]]


_last_games: _Converted | None = None


def rating_players(
    t: Tournament,
    system: str,
    rules: str,
    games_before: Mapping[int, int],
    history: Mapping[int, tuple[int, float]],
) -> tuple[list[Player], set[int]]:
    """The tournament's players as ``system`` rates them under ``rules`` (by start number), and
    the unrated players whose past games cannot be counted (no history in the list).

    The last answer per system and rule set is kept while the players tuple is the same object
    (frozen, as the event session builds it) and the games and histories are equal: a result
    typed changes none of them."""
    global _last_players
    key = (system, rules)
    last = _last_players.get(key)
    if last is not None and last[0] is t.players and last[1] == games_before and last[2] == history:
        return list(last[3]), set(last[4])
    frbe_rules = RULE_SETS[rules] if system == "frbe" else None
    players = []
    unknown: set[int] = set()
    for p in t.players:
        g = games_before.get(p.number, assumed_games(p.rating))
        if system == "fide":
            # FIDE ratings are FIDE's: the FIDE list's (or typed) rating, never the Belgian one;
            # without one the player is unrated for FIDE. His FIDE game count is not known:
            # ASSUMED_GAMES for a rated player (K 20 below 2400, FIDE Rating Regulations 8.3.3).
            fr = p.fide_rating
            players.append(Player(str(p.number), fr, assumed_games(fr), name=p.name))
        elif system == "ffg":
            # the rank the h9 file writes for a player without one (one value)
            players.append(Player(str(p.number), rank=p.title or GO_RANK_UNKNOWN, name=p.name))
        elif frbe_rules is not None and not frbe_rules.is_rated(p.rating, g):
            # not yet rated: his history against rated opponents comes from the federation's
            # list (ADVERSAIRE, PERFORMAN); without it, past games cannot be counted — never as
            # games against 0-rated opponents (588 instead of 1486). He is then rated
            # here as a newcomer only so that his opponents are, and shown "history unknown".
            if p.number in history:
                osum, score = history[p.number]
                players.append(Player(str(p.number), 0, g, osum, score, name=p.name))
            else:
                if g:
                    unknown.add(p.number)
                players.append(Player(str(p.number), 0, 0, 0, 0.0, name=p.name))
        else:
            players.append(Player(str(p.number), p.rating, g, name=p.name))
    if type(t.players) is tuple:
        kept = (t.players, dict(games_before), dict(history), tuple(players), frozenset(unknown))
        _last_players = {**_last_players, key: kept}
    return players, unknown


_last_players: dict[
    tuple[str, str],
    tuple[
        tuple[Entrant, ...],
        dict[int, int],
        dict[int, tuple[int, float]],
        tuple[Player, ...],
        frozenset[int],
    ],
] = {}


def preview(
    t: Tournament,
    system: str = "frbe",
    rules: str | None = None,
    games_before: dict[int, int] | None = None,
    history: dict[int, tuple[int, float]] | None = None,
    results_file: str = "national",
) -> Preview:
    """Rate the tournament as it stands; ``games_before`` gives each player's rated games
    (default: :data:`ASSUMED_GAMES` for rated players, so K is the young players' one), ``history`` an unrated
    player's (opponents' sum, points); ``results_file`` the file the federation is assumed to
    receive (FRBE: ``national`` or ``chessman``, :data:`systems.RESULTS_FILES`)."""
    sysobj = get_system(system)
    rules = rules or sysobj.default_rules
    games_before = games_before or {}
    history = history or {}
    players, unknown = rating_players(t, system, rules, games_before, history)
    _, games = tournament_games(t)
    event = Event(t.name, t.type)
    adjustment = None
    fict: dict[int, Fictitious] = {}
    notes: Mapping[int, tuple[GameNote, ...]] = {}
    used_file = None
    if isinstance(sysobj, FfgSystem):  # the same rate(), keeping the adjustment it made
        results, old, adj = sysobj.rate_adjusted(event, players, games, rules)
        adjustment = level_adjustment(old, adj)
    elif isinstance(sysobj, FrbeSystem):
        # the fictitious ratings the rating used, not computed a second time for the screen
        rated = sysobj.rate_event(event, players, games, rules, results_file)
        results, used_file = rated.results, rated.results_file
        fict = {int(k): v for k, v in rated.fictitious.items()}
        notes = game_notes(rated, games)
    else:
        results = sysobj.rate(event, players, games, rules)
    out = {int(r.id): r for r in results}
    for n in unknown:
        r = out[n]
        out[n] = replace(
            r,
            status=Status.UNRATED,
            new=None,
            delta=None,
            notes=(*r.notes, "history-unknown"),
        )
    return Preview(system, rules, out, fict, adjustment, used_file, notes)


class GameNotes(Mapping[int, tuple[GameNote, ...]]):
    """Every player's :class:`GameNote` by start number, each player's worked out when first
    read (:func:`player_notes`): the desk shows one player's at a time, and a 300-player open
    has 2 700 half-games whose notes would otherwise be made again after every result typed."""

    def __init__(self, rated: FrbeEventRating, games: Sequence[Game]) -> None:
        self._rated, self._games = rated, games
        self._index = {int(str(o.id)): k for k, o in enumerate(rated.run.players)}
        self._status = {o.id: o for o in rated.run.players}
        self._done: dict[int, tuple[GameNote, ...]] = {}

    def __getitem__(self, number: int) -> tuple[GameNote, ...]:
        notes = self._done.get(number)
        if notes is None:
            k = self._index[number]  # KeyError for a number not in the event
            notes = player_notes(self._rated, self._games, k, self._status)
            self._done[number] = notes
        return notes

    def __iter__(self) -> Iterator[int]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)


def game_notes(rated: FrbeEventRating, games: Sequence[Game]) -> GameNotes:
    """Every player's games (by start number), each with why the run counted it or not
    (:func:`player_notes`)."""
    return GameNotes(rated, games)


def player_notes(
    rated: FrbeEventRating,
    games: Sequence[Game],
    k: int,
    status: Mapping[Hashable, PlayerOut] | None = None,
) -> tuple[GameNote, ...]:
    """The games of the run's ``k``-th player in round order, each with why the run counted it
    or not: read from what the run did with each of his half-games (its RUN, number and
    opponent value), who was rated at the start, who got a first rating in the run and who is
    written as ``***``. ``status``: the run's players by ID (built when not given)."""
    run, rs = rated.run, rated.rules
    if status is None:
        status = {o.id: o for o in run.players}
    out_player = run.players[k]
    me = out_player.id
    out: list[GameNote] = []
    for i in out_player.indices:
        g = games[rated.game_of[i]]
        opp = g.black if g.white == me else g.white
        r, number, value = run.run[i], run.number[i], run.value[i]
        o = status[opp]
        opp_rated_here = o.intermediate is not None
        if me in rated.start_rated:
            if rated.half.opponent[i] is None:
                code = "opponent-fictitious"
            elif opp in rated.start_rated:
                code = "opponent-rated"
            elif opp_rated_here:
                code = "opponent-rated-here"
            else:
                code = "opponent-stays-unrated"
        elif r in (1, 2):
            code = "first-rating-game"
        elif r == 3:
            code = "after-first-rating"
        elif (
            rated.half.opponent[i] is not None
            and opp not in rated.start_rated
            and not (opp_rated_here)
        ):
            code = "opponent-stays-unrated"
        else:
            code = "not-counted"
        count = number or None  # the game's number in its count (0: not numbered)
        if code == "opponent-stays-unrated":
            count = o.games_after  # the opponent's games towards a first rating, 0 included
            value = 0
            if rs.carry_over_periods:
                code = "opponent-stays-unrated-taken-up"
        if code == "opponent-rated-here" and not r:
            code = "not-counted"
        out.append(
            GameNote(
                g.round,
                int(str(opp)),
                code,
                bool(r),
                value or None,
                count,
                rs.first_rating_games,
            )
        )
    if me in rated.written_fictitious:
        f = rated.fictitious[me]
        for g in games:
            if me in (g.white, g.black) and g.result.rated:
                opp = g.black if g.white == me else g.white
                out.append(GameNote(g.round, int(opp), "written-as-fictitious", False, f.rating))
    return tuple(sorted(out, key=lambda x: (x.round or 0, x.opponent)))


def level_adjustment(old: dict[str, float], adj: Adjustment) -> LevelAdjustment:
    """The FFG adjustment of starting levels, as the preview states it."""
    moved = {
        int(pid): (old[pid], adj.start[pid]) for pid in old if abs(adj.start[pid] - old[pid]) > 1e-9
    }
    return LevelAdjustment(adj.iterations, adj.settled, moved)
