"""FIDE rating (FIDE Rating Regulations effective from 1 March 2024), rule set ``fide-2024``.

* Expected score from FIDE's table (8.1.2, the same bands as the Belgian Table II) with the
  400-point rule: a difference above 400 counts as 400 (every game, since 2024).
* K (8.3.3): 40 for a player's first 30 games, and for juniors (under 18) rated below 2300;
  20 while below 2400; 10 once 2400 has been reached. If K·n > 700 for the n games of the
  event, K is the largest whole number with K·n ≤ 700.
* Change = Σ K·(W − We), rounded to the nearest integer, .5 away from zero (the issue's reading
  of 8.3.1).
* Initial rating (8.2): at least 5 games against rated opponents and a score above zero; two
  hypothetical draws against 1800 are added; Ru = Ra + dp (Table 8.1.1, as the Belgian Table I),
  capped at 2200; below 1400 (the 2024 floor) no rating is published.
* Performance rating: Rc + dp over the games against rated opponents.

Player fields beyond the CLI contract are optional: ``junior``, ``birth_year``, ``reached_2400``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .checks import check_request, scores_by_player
from .model import Event, Game, Player, PlayerRating, Status
from .tables import d_of_p, p_hundredths, round_half_up, we_hundredths


@dataclass(frozen=True)
class FideRules:
    """FIDE 2024 parameters (article numbers of the 2024 regulations)."""

    name: str = "fide-2024"
    cap: int = 400  # 8.1.2, 400-point rule
    k_new: int = 40  # 8.3.3
    k_new_games: int = 30
    junior_below: int = 2300
    k_normal: int = 20
    k_top: int = 10
    top: int = 2400
    kn_limit: int = 700
    initial_min_games: int = 5  # 8.2.1
    hypothetical: int = 1800  # 8.2.2, two draws against 1800
    initial_cap: int = 2200
    floor: int = 1400

    def note_values(self) -> dict[str, tuple[int, ...]]:
        """The values a rule tag's words name (``app.labels``): K·n's limit, the initial
        rating's cap and the floor, from these rules."""
        return {
            "k-capped": (self.kn_limit,),
            "initial-cap": (self.initial_cap,),
            "below-floor": (self.floor,),
        }


RULES = FideRules()


def k_factor(p: Player, n: int, rules: FideRules = RULES) -> tuple[int, bool]:
    """K from the player's state before the event, then K·n ≤ 700; (K, whether it was cut)."""
    if p.games < rules.k_new_games or (p.junior and p.rating < rules.junior_below):
        k = rules.k_new
    elif p.rating >= rules.top or p.reached_2400:
        k = rules.k_top
    else:
        k = rules.k_normal
    if n and k * n > rules.kn_limit:
        return rules.kn_limit // n, True
    return k, False


class FideSystem:
    """FIDE standard rating change of one event."""

    name = "fide"
    rule_sets = ("fide-2024",)
    default_rules = "fide-2024"

    def rule_set(self, name: str | None = None) -> FideRules:
        """The rule set called ``name`` (its only one)."""
        check_request(self.name, self.rule_sets, name, [], [])
        return RULES

    def rate(
        self,
        event: Event,
        players: Sequence[Player],
        games: Sequence[Game],
        rules: str | None = None,
    ) -> list[PlayerRating]:
        check_request(self.name, self.rule_sets, rules, players, games)
        r = RULES
        by_id = {p.id: p for p in players}
        rows = scores_by_player(players, games)
        out = []
        for p in players:
            vs_rated = [(by_id[o].rating, s) for o, s in rows[p.id] if by_id[o].rating > 0]
            n = len(vs_rated)
            w100 = sum(s for _, s in vs_rated)
            w = Fraction(w100, 100)
            perf = None
            if n:  # integers: Rc and p rounded half-up (as Table I's p)
                rc = (2 * sum(o for o, _ in vs_rated) + n) // (2 * n)
                perf = float(rc + d_of_p((2 * w100 + n) // (2 * n)))
            if p.rating == 0:
                out.append(self._initial(p, vs_rated, w, perf))
                continue
            k, cut = k_factor(p, n, r)
            we100 = sum(we_hundredths(p.rating - o, r.cap) for o, _ in vs_rated)
            we = Fraction(we100, 100)
            q = k * (w100 - we100)  # the change in hundredths
            change = (abs(q) + 50) // 100 * (1 if q >= 0 else -1)  # .5 away from zero
            notes = ("k-capped",) if cut else ()
            out.append(
                PlayerRating(
                    p.id,
                    Status.RATED,
                    p.rating,
                    p.rating + change,
                    change,
                    n,
                    p.games + n,
                    float(w),
                    float(we),
                    perf,
                    None,
                    notes,
                )
            )
        return out

    def _initial(
        self, p: Player, vs_rated: list[tuple[int, int]], w: Fraction, perf: float | None
    ) -> PlayerRating:
        """8.2: Ru from at least 5 games and a score above zero, capped at 2200; below the
        1400 floor the player stays unrated (the note says why)."""
        r = RULES
        n = len(vs_rated)
        ru: int | None = None
        notes: list[str] = []
        if n >= r.initial_min_games and w != 0:
            total = sum(o for o, _ in vs_rated) + 2 * r.hypothetical
            ra = round_half_up(Fraction(total, n + 2))
            ru = int(ra + d_of_p(p_hundredths(w + 1, n + 2)))
            if ru > r.initial_cap:
                ru = r.initial_cap
                notes.append("initial-cap")
            if ru < r.floor:
                ru = None
                notes.append("below-floor")
        return PlayerRating(
            p.id,
            Status.UNRATED if ru is None else Status.NEWLY_RATED,
            None,
            ru,
            None,
            n,
            p.games + n,
            float(w),
            None,
            perf,
            None,
            tuple(notes),
        )
