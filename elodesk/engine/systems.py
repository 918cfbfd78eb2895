"""One interface for every rating system, and the registry the CLI and the UI use.

A rating system takes an :class:`Event`, its players and its games (in processing order) and
returns one :class:`PlayerRating` per player, in the players' order, without changing its inputs.
The UI's preview and ``elodesk rate --system …`` go through :func:`get_system` alike.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol, cast

from .checks import check_event
from .fictitious import Fictitious, event_fictitious, written_as_fictitious
from .frbe import DEFAULT_RULES, RULE_SETS, FrbeRules
from .model import Event, Game, InvalidInput, Player, PlayerRating
from .runs import HalfGames, RunPlayer, RunResult, run_periods


class RatingSystem(Protocol):
    """What every rating system provides."""

    name: str
    rule_sets: tuple[str, ...]
    default_rules: str

    def rate(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
    ) -> list[PlayerRating]:
        """Rate one event; one result per player, in input order."""
        ...

    def rule_set(self, name: str | None = None) -> RuleSet:
        """The rule set called ``name`` (the default one when None)."""
        ...


class RuleSet(Protocol):
    """What every rule set provides besides its own parameters."""

    name: str

    def note_values(self) -> dict[str, tuple[int, ...]]:
        """Per rule tag (or game reason's code), the rule values its words name, in order."""
        ...


#: The results files a Belgian event can be sent in, as the federation reads them (seed 003,
#: ``../shared/rules/frbe.md`` "What a director's preview must predict"): the national file
#: names every player by ID, so the federation's 3 RUNs decide who counts; the "24 lines"
#: file written as Chess Manager wrote it puts an unrated player of a round robin as ``***``
#: with his fictitious rating in place of his ID.
RESULTS_FILES = ("national", "chessman")


@dataclass(frozen=True)
class FrbeEventRating:
    """One event rated as the federation's run rates it from one results file.

    ``run`` is the run's answer per half-game; ``game_of`` the index in the event's games of each
    half-game; ``written_fictitious`` the players the file writes as ``***`` (whose own games it
    cannot credit to them); ``fictitious`` every fictitious rating of the event with its
    derivation, shown whichever file is assumed."""

    results: list[PlayerRating]
    fictitious: dict[str, Fictitious]
    results_file: str
    run: RunResult
    half: HalfGames
    game_of: list[int]
    written_fictitious: frozenset[str]
    start_rated: frozenset[Hashable]
    rules: FrbeRules


class FrbeSystem:
    """Belgian Elo for one event: the 3 RUNs of ``runs.py`` on the event's games, the same run
    as the ratings officer's period (``engine.period``), from the results file assumed.

    With the national file (the default) a rated player's game against an unrated opponent
    counts only if that opponent becomes rated in the run, at his intermediate rating; with the
    "24 lines" file, the round robin's unrated players with a fictitious rating
    (``fictitious.py``) are written as ``***`` and every game against them counts at it.
    """

    name = "frbe"
    rule_sets = tuple(RULE_SETS)
    default_rules = DEFAULT_RULES

    def rules(self, name: str | None) -> FrbeRules:
        """The named rule set (``frbe-2008`` when None)."""
        try:
            return RULE_SETS[name or DEFAULT_RULES]
        except KeyError:
            raise InvalidInput(
                f"unknown rule set {name!r} for frbe (choose from {', '.join(RULE_SETS)})", "rules"
            ) from None

    def rule_set(self, name: str | None = None) -> FrbeRules:
        """:meth:`rules`, under the name every rating system gives it."""
        return self.rules(name)

    def rate(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
    ) -> list[PlayerRating]:
        return self.rate_event(event, players, games, rules).results

    def rate_with_fictitious(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
        results_file: str = "national",
    ) -> tuple[list[PlayerRating], dict[str, Fictitious]]:
        """:meth:`rate`, and the fictitious ratings of the event with their derivation."""
        out = self.rate_event(event, players, games, rules, results_file)
        return out.results, out.fictitious

    def rate_event(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
        results_file: str = "national",
    ) -> FrbeEventRating:
        """Rate the event as the federation's run does from ``results_file`` (one of
        :data:`RESULTS_FILES`), keeping what the run did with every half-game."""
        if results_file not in RESULTS_FILES:
            raise InvalidInput(
                f"unknown results file {results_file!r} (choose from {', '.join(RESULTS_FILES)})",
                "results_file",
            )
        rs = self.rules(rules)
        check_event(players, games)
        for i, p in enumerate(players):
            unrated = not rs.is_rated(p.rating, p.games)
            if unrated and p.games > 0 and (p.opponents_sum is None or p.score is None):
                raise InvalidInput(
                    "an unrated player with past games needs opponents_sum and "
                    "score (his history against rated opponents)",
                    f"players[{i}]",
                    "opponents_sum",
                )
            if p.score is not None and (p.score < 0 or p.score > max(p.games, 0)):
                raise InvalidInput(
                    f"score {p.score} impossible in {p.games} games", f"players[{i}]", "score"
                )
        run_players = [
            RunPlayer(p.id, p.rating, p.games, p.opponents_sum or 0, Fraction(p.score or 0))
            for p in players
        ]
        rated = frozenset(p.id for p in run_players if rs.is_rated(p.rating, p.games))
        fict = event_fictitious(players, [g for g in games if g.result.rated], rs, event.type)
        written = (
            frozenset(fict)
            if results_file == "chessman" and written_as_fictitious(event.type)
            else frozenset()
        )
        half = HalfGames()
        game_of: list[int] = []
        # the columns' appends bound once: 2 700 half-games in a 300-player open
        add_player, add_points, add_game = half.player.append, half.points.append, game_of.append
        add_opponent, add_opponent_rating = half.opponent.append, half.opponent_rating.append
        for n, g in enumerate(games):
            res = g.result
            if not res.rated:
                continue
            a, b = g.white, g.black
            pa = int(res.white_score * 100)
            for me, opp, pts in ((a, b, pa), (b, a, 100 - pa)):
                if me in written:  # his lines carry *** instead of his ID: nobody to credit
                    continue
                add_player(me)
                add_points(pts)
                add_game(n)
                if opp in written:
                    # seed 003: the game counts at the fictitious rating written in the file, for
                    # every opponent (2010-01, grid C20901$$.533: player 10814 counts 1635 for
                    # everyone, engine.frbe_lists.is_grid)
                    add_opponent(None)
                    add_opponent_rating(fict[opp].rating)
                else:
                    add_opponent(opp)
                    add_opponent_rating(None)
        run = run_periods(run_players, half, rs)
        result = []
        for p, o in zip(players, run.players, strict=False):
            old = p.rating if p.rating > 0 else None
            new = o.new
            delta = new - old if (new is not None and old is not None) else None
            perf = o.performance.rating if o.performance is not None else None
            f = fict.get(p.id)
            result.append(
                PlayerRating(
                    id=p.id,
                    status=o.status,
                    old=old,
                    new=new,
                    delta=delta,
                    games=o.counted,
                    games_after=o.games_after,
                    score=float(o.w),
                    expected=float(o.we) if o.we is not None else None,
                    performance=perf,
                    fictitious=f.rating if f else None,
                    notes=o.notes,
                )
            )
        return FrbeEventRating(result, fict, results_file, run, half, game_of, written, rated, rs)


def _registry() -> dict[str, RatingSystem]:
    from .ffg import FfgSystem
    from .fide import FideSystem
    from .fqe import FqeSystem

    systems = (FrbeSystem(), FqeSystem(), FfgSystem(), FideSystem())
    return {s.name: cast(RatingSystem, s) for s in systems}


_SYSTEMS: dict[str, RatingSystem] = _registry()


def get_system(name: str) -> RatingSystem:
    """The rating system called ``name`` (``frbe``, ``fqe``, ``ffg``, ``fide``)."""
    try:
        return _SYSTEMS[name]
    except KeyError:
        raise InvalidInput(
            f"unknown rating system {name!r} (choose from {', '.join(sorted(_SYSTEMS))})", "system"
        ) from None


def note_values(system: str, rules: str | None = None) -> dict[str, tuple[int, ...]]:
    """Per rule tag of ``system``'s rule set ``rules``, the rule values its words name (the
    floor of ``below-floor``, 1400 under fide-2024): the words take them from the rule set in
    force, never from a number of their own."""
    return get_system(system).rule_set(rules).note_values()


def system_names() -> list[str]:
    """Names of the registered rating systems."""
    return sorted(_SYSTEMS)
