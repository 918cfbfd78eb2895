"""One interface for every rating system, and the registry the CLI and the UI use.

A rating system takes an :class:`Event`, its players and its games (in processing order) and
returns one :class:`PlayerRating` per player, in the players' order, without changing its inputs.
The UI's preview and ``elodesk rate --system …`` go through :func:`get_system` alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Protocol, cast

from .checks import check_event
from .fictitious import Fictitious, event_fictitious
from .frbe import DEFAULT_RULES, RULE_SETS, FrbeRules
from .model import Event, Game, InvalidInput, Player, PlayerRating
from .runs import HalfGames, RunPlayer, run_periods


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


class FrbeSystem:
    """Belgian Elo for one event: the 3 RUNs of ``runs.py`` on the event's games.

    In a round robin (and, by our documented choice, in an open) unrated players get a
    fictitious rating (``fictitious.py``) and the rated players' games against them count at it.
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

    def rate(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
    ) -> list[PlayerRating]:
        return self.rate_with_fictitious(event, players, games, rules)[0]

    def rate_with_fictitious(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
    ) -> tuple[list[PlayerRating], dict[str, Fictitious]]:
        """:meth:`rate`, and the fictitious ratings it used with their derivation (the
        preview shows them: computed once, not again beside the rating)."""
        rs = self.rules(rules)
        check_event(players, games)
        for i, p in enumerate(players):
            unrated = p.rating == 0 or p.games < rs.first_rating_games
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
        rated = {p.id for p in run_players if p.rating > 0 and p.games >= rs.first_rating_games}
        rated_games = [g for g in games if g.result.rated]
        fict = event_fictitious(players, rated_games, rs, event.type)
        half = HalfGames()
        for g in rated_games:
            a, b = g.white, g.black
            pa = int(g.result.white_score * 100)
            for me, opp, pts in ((a, b, pa), (b, a, 100 - pa)):
                half.player.append(me)
                half.points.append(pts)
                if me in rated and opp in fict:
                    half.opponent.append(None)
                    half.opponent_rating.append(fict[opp].rating)
                else:
                    half.opponent.append(opp)
                    half.opponent_rating.append(None)
        outs = run_periods(run_players, half, rs).players
        result = []
        for p, o in zip(players, outs, strict=False):
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
        return result, fict


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


def system_names() -> list[str]:
    """Names of the registered rating systems."""
    return sorted(_SYSTEMS)
