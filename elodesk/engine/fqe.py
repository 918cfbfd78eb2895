"""Quebec rating (Fédération québécoise des échecs), seed ``001_dac8c27544822231.txt``.

Within one competition players are rated in the order the seed gives: unrated, then provisional,
then permanent ("L'ordre de cotation").

* Unrated: performance Cm + 400·(V − D)/n, unrated opponents at 1100; below 1200, half the
  difference is added (800 → 1000).
* Provisional (≤ 24 games before): weighted mean of the old rating and the performance
  (12·1462 + 4·1630)/16 = 1504; no below-1200 adjustment.
* Permanent: Ca + 32·(R − Rp) with the seed's table (no cap; 735 and more → 100); bonus of the
  gain beyond 24 + 2·(m − 4); above 2300 changes count half; a match gain is capped at +50.

Choices (parameters of :class:`FqeRules`, shown in the UI): m is the number of rated games the
player played in the event (the seed says "rounds"); no bonus under 4 games; the unrated
player's new rating is his rating for his opponents; provisional and permanent opponents count
at their pre-event rating; the gain is rounded half-up before the bonus (the seed's 84 + 52).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .checks import check_request, scores_by_player
from .model import Event, EventType, Game, Player, PlayerRating, Status
from .tables import round_half_up, we_hundredths


@dataclass(frozen=True)
class FqeRules:
    """The FQE parameters; each value is the seed's unless marked as a choice."""

    name: str = "fqe"
    k: int = 32
    provisional_until: int = 24  # "24 parties ou moins"
    unrated_opponent: int = 1100  # "une cote de 1100 à ses adversaires non cotés"
    adjust_below: int = 1200  # "n'atteint pas 1200 … 50 % de la différence"
    bonus_base: int = 24  # 24 points for 4 rounds, +2 per round
    bonus_min_games: int = 4  # choice: no bonus under 4 games
    half_above: int = 2300
    match_cap: int = 50

    def note_values(self) -> dict[str, tuple[int, ...]]:
        """The values a rule tag's words name (``app.labels``), from these rules."""
        return {
            "below-1200": (self.adjust_below,),
            "half-above-2300": (self.half_above,),
            "match-cap": (self.match_cap,),
        }


RULES = FqeRules()


def fqe_expected(diff: int) -> Fraction:
    """The seed's expectation table (0–3 → 50 … 620–734 → 99, 735 and more → 100)."""
    if abs(diff) >= 735:
        return Fraction(1 if diff > 0 else 0)
    return Fraction(we_hundredths(diff, None), 100)


def performance(opponents: Sequence[int], wins: int, losses: int) -> Fraction:
    """Cote = Cm + 400·(V − D)/n (seed, "Les joueurs sans cote")."""
    n = len(opponents)
    return Fraction(sum(opponents), n) + Fraction(400 * (wins - losses), n)


class FqeSystem:
    """The FQE rating of one competition."""

    name = "fqe"
    rule_sets = ("fqe",)
    default_rules = "fqe"

    def rule_set(self, name: str | None = None) -> FqeRules:
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
        rows = {
            pid: [(o, Fraction(pts, 100)) for o, pts in games_of]
            for pid, games_of in scores_by_player(players, games).items()
        }

        def klass(p: Player) -> int:
            if p.games == 0 or p.rating == 0:
                return 0
            return 1 if p.games <= r.provisional_until else 2

        new_unrated: dict[str, int] = {}
        out: dict[str, PlayerRating] = {}
        for p in players:  # unrated first
            if klass(p) != 0:
                continue
            mine = rows[p.id]
            if not mine:
                out[p.id] = PlayerRating(
                    p.id, Status.UNRATED, None, None, None, 0, p.games, 0.0, None
                )
                continue
            opps = [by_id[o].rating if klass(by_id[o]) else r.unrated_opponent for o, _ in mine]
            perf = performance(
                opps, sum(1 for _, s in mine if s == 1), sum(1 for _, s in mine if s == 0)
            )
            notes: list[str] = []
            value = perf
            if perf < r.adjust_below:
                value = perf + (r.adjust_below - perf) / 2
                notes.append("below-1200")
            new = int(round_half_up(value))
            new_unrated[p.id] = new
            total = p.games + len(mine)
            status = Status.NEWLY_RATED if total > r.provisional_until else Status.PROVISIONAL
            out[p.id] = PlayerRating(
                p.id,
                status,
                None,
                new,
                None,
                len(mine),
                total,
                float(sum(s for _, s in mine)),
                None,
                float(round_half_up(perf)),
                None,
                tuple(notes),
            )

        def opp_rating(oid: str) -> int:
            o = by_id[oid]
            return new_unrated.get(oid, o.rating) if klass(o) == 0 else o.rating

        for p in players:  # provisional
            if klass(p) != 1:
                continue
            mine = rows[p.id]
            if not mine:
                out[p.id] = PlayerRating(
                    p.id, Status.PROVISIONAL, p.rating, p.rating, 0, 0, p.games, 0.0, None
                )
                continue
            perf = performance(
                [opp_rating(o) for o, _ in mine],
                sum(1 for _, s in mine if s == 1),
                sum(1 for _, s in mine if s == 0),
            )
            n = len(mine)
            new = int(round_half_up((p.games * p.rating + n * perf) / (p.games + n)))
            total = p.games + n
            status = Status.NEWLY_RATED if total > r.provisional_until else Status.PROVISIONAL
            out[p.id] = PlayerRating(
                p.id,
                status,
                p.rating,
                new,
                new - p.rating,
                n,
                total,
                float(sum(s for _, s in mine)),
                None,
                float(round_half_up(perf)),
                None,
                ("weighted-average",),
            )

        for p in players:  # permanent
            if klass(p) != 2:
                continue
            mine = rows[p.id]
            we = sum((fqe_expected(p.rating - opp_rating(o)) for o, _ in mine), Fraction(0))
            w = sum((s for _, s in mine), Fraction(0))
            gain = int(round_half_up(r.k * (w - we)))
            notes = []
            m = len(mine)
            if m >= r.bonus_min_games:
                limit = r.bonus_base + 2 * (m - 4)
                if gain > limit:
                    gain += gain - limit
                    notes.append("bonus")
            capped: Fraction | float = Fraction(p.rating + gain)
            if p.rating > r.half_above:
                capped = p.rating + Fraction(gain, 2)
                notes.append("half-above-2300")
            elif capped > r.half_above:
                capped = r.half_above + (capped - r.half_above) / 2
                notes.append("half-above-2300")
            new_i = int(round_half_up(capped))
            if event.type is EventType.MATCH and new_i - p.rating > r.match_cap:
                new_i = p.rating + r.match_cap
                notes.append("match-cap")
            out[p.id] = PlayerRating(
                p.id,
                Status.RATED,
                p.rating,
                new_i,
                new_i - p.rating,
                m,
                p.games + m,
                float(w),
                float(we),
                None,
                None,
                tuple(notes),
            )
        return [out[p.id] for p in players]
