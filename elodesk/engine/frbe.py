"""The Belgian Elo formulas (FRBE-KBSB) and their rule sets.

Sources: seed ``000_c4f72fb3c887abd0.txt`` (Formula I, Formula II, K, 25/150, floor, cap),
seed ``003_907f8c977e1d48a1.txt`` (K transitions at 2000/2200), ``shared/rules/frbe.md``.

* :func:`performance` — Formula I, R = Rc + D(p), Rc the opponents' mean rounded half-up,
  p rounded half-up to hundredths (seed example: 24 048 / 12, 4 points → 2004 − 125 = 1879).
* :func:`regular_update` — Formula II, Rn = Ro + Σ K·(W − We), every game against the
  start-of-period ratings, rounded half-up once at the end; K from the game's number
  (32 for 21–100, 24 for 101–300, then 16/12/10 by rating band) and, across 2000/2200, the
  transition formula Rf = B + ((W − We) + (Ri − B)/Ki)·Kf (seed 003).
* :func:`apply_25_150` — seed 000, "Traitement d'exception dit 25/150".
* the floor (seed 000: "Tout joueur qui, après 20 parties, n'obtient pas 1150 pts …").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from .tables import d_of_p, p_hundredths, round_half_up, we_hundredths, we_table


@dataclass(frozen=True)
class FrbeRules:
    """A named FRBE rule set; every value is one the sources leave to a choice or changed.

    Attributes:
        name: the rule set's name (``frbe-2008`` …).
        we_cap: maximum rating difference looked up in Table II. 350 in seed 000
            ("ramenée à 350"); 400 in the 2022 data (We 0.08 … 0.92 on the 2022-01 cards).
        p_clamp: (low, high) hundredths p is clamped to in Formula I, or None (0 and 100 % are
            then "x" in the seed: ±800, flagged ``undetermined-p``). The federation's cards
            clamp p to 0.11…0.89 in 2009–2010 (2010-01, players 10004, 10075, 10414: "p=0.11
            D(p)=-351" for 1/10, 0/15 and 1.5/20), matching the 350-point We cap, and to
            0.08…0.92 in 2022.
        first_rating_games: games against rated opponents after which a player is rated
            (seed 000: 20). The 2024 proposal lowers it to 5.
        informative_games: games from which an informative Formula I rating is shown
            (seed 000: "classé provisoirement après 10 parties").
        floor: rating given to a rated player below it (seed 000: 1150; 1400 in 2024).
        big_event_games / big_change: the 25/150 rule's thresholds: at least 25 games in seed
            000 (``big_event_games`` 25); "more than 25 games" in article 10.g of the 2023
            competition rules (26).
        k_young, k_middle: K for games 21–100 and 101–300 (seed 000, Prof. Elo's values).
        k_bands: K after 300 games by rating band: (upper bound, K) pairs, last one open
            (seed 000: 16 below 2000, 12 below 2200, 10 above; see :func:`band_k` for the
            bounds themselves).
        run1_order: the order in which an unrated player's games are taken in RUN 1, which
            decides which games make his first 20 (the seeds are silent). ``date-file-opponent``
            in the 2009–2010 files (2010-01: player 50299's 20th game is the file
            B22INT04A.998's on 22 November, player 60545's three games of 16 December in one
            file are taken by opponent ID); ``date-line`` (the import line) in the 2022 files
            (2022-01, player 22643: 16868 before 15179 on 2 October).
        run2_order: the order in which RUN 2 takes the players RUN 1 rated, which decides
            which of an unrated player's games against them make his 20 (the seeds are silent).
            ``rated``: the order RUN 1 rated them, the list's (2009-07, player 8851's card:
            his games against 36986, rated by the list's earlier record, are his 19th and 20th,
            the one against 50076 his 21st, although 50076's 20th game is the earlier import
            line, 4515 against 32941); ``line``: the import line of the game that rated each
            (2007-07, player 53660's card: 38822, rated by his game of line 28775, before 16471
            (line 38938) although 16471 comes first in the list: "│  19│38822│" at 1423 and
            "│  20│16471│" at 1151 give "Rc=1379 p=0.13 D(p)=-322 … = 1057"; 18112 (line
            45024) is left to RUN 3, his 21st game).
        effective: the first period (``YYYY-MM``) the rule set applies to; None for a proposal
            never in force (:func:`rules_for_date`).
        carry_over_periods: how many later periods take up again a game not processed because
            a player had no rating (article 12.e of the 2023 competition rules: the three
            previous periods' such games are taken up again); 0 before those rules.
        extreme_d: without a p clamp, the D(p) of a null or full score instead of the seed's
            "x" (±800 flagged ``undetermined-p``): 677, Table I's value at 0.01/0.99, as the
            cards before 2009-07 print it ("p=0.00 D(p)=-677", 2007-07 and 2008-07).
        uncounted_stay_blank: a player who has never had a game counted (the previous list's
            PART_CALCU blank, none counted in the period) keeps ELO_CALCUL, PART_CALCU,
            ADVERSAIRE and PERFORMAN blank, while his card prints "Nieuwe ELO 0, # Part. 0"
            (2012-01, player 11839: two games against unrated opponents, both "NG", the four
            columns blank, GAIN 0). Every such player of 2007-07 (18), 2008-07 (40), 2009-07
            (28), 2010-01 (13) and 2012-01 (16) is blank, one whose previous list had 0 keeps 0;
            from 2015-04 the lists write 0 and 0 (2015-04 … 2022-01: 153 players, blank before
            or not). The periods between 2012-01 and 2015-04 are not in ../shared.
    """

    name: str
    we_cap: int
    p_clamp: tuple[int, int] | None
    first_rating_games: int
    informative_games: int
    floor: int
    big_event_games: int = 25
    big_change: int = 150
    k_young: int = 32
    k_middle: int = 24
    young_until: int = 100
    middle_until: int = 300
    k_bands: tuple[tuple[int | None, int], ...] = ((2000, 16), (2200, 12), (None, 10))
    run1_order: str = "date-file-opponent"
    run2_order: str = "rated"
    effective: str | None = None
    extreme_d: int | None = None
    carry_over_periods: int = 0
    uncounted_stay_blank: bool = False

    def is_rated(self, rating: int, games: int) -> bool:
        """A player with ``rating`` and ``games`` counted games is rated under these rules: a
        rating and at least :attr:`first_rating_games` games (seed 000: "après 20 parties";
        article 10.a of the 2023 competition rules: 5 games against rated players)."""
        return rating > 0 and games >= self.first_rating_games

    def note_values(self) -> dict[str, tuple[int, ...]]:
        """The values a rule tag's or a game reason's words name (``app.labels``), from this
        rule set: the K bands' bounds of a transition (``k-transition``, 2000/2200), the
        periods article 12.e takes a game up again in (``opponent-stays-unrated-taken-up``)."""
        return {
            "k-transition": tuple(b for b, _ in self.k_bands if b is not None),
            "opponent-stays-unrated-taken-up": (self.carry_over_periods,),
        }


# Before 2009-07 the cards print "p=0.00 D(p)=-677" and "p=1.00 D(p)=677" (2007-07: 134
# and 17 cards; 2008-07 likewise): no p clamp, Table I's last value for a null or full score.
# 2006-01 is the archive's first period, not necessarily the date the rules took effect.
# The K table is today's: a reading of the seed gave K 10 above 2200 whatever the game count and
# K 16 at exactly 2000 in 2006–2007, but the 2007-07 cards show K 24 for player 4081 at
# 2212 (games 291–295) and K 12 for player 65765 at exactly 2000 (games 910–931, the
# transition then using Kf 16); CHCKLIST 2007-07 agrees (396 records above 2200 with
# game numbers 101–300, all K 24).
_FRBE_2006_01 = FrbeRules(
    "frbe-2006-01",
    we_cap=350,
    p_clamp=None,
    first_rating_games=20,
    informative_games=10,
    floor=1150,
    effective="2006-01",
    extreme_d=677,
    uncounted_stay_blank=True,
    run2_order="line",
)
# The p clamp 0.11…0.89 from 2009-07 (2010-01, players 10004, 10075, 10414: "p=0.11
# D(p)=-351"); 2009-07 … 2015-01 (99.1 % of rated players over the archive's 10 periods).
_FRBE_2009_07 = replace(
    _FRBE_2006_01,
    name="frbe-2009-07",
    p_clamp=(11, 89),
    effective="2009-07",
    extreme_d=None,
    run2_order="rated",
)
# Expectation cap 400 and p 0.08…0.92 from 2015-04 (the archive's 26 periods 2015-04 …
# 2022-01: 99.3 % of rated players; 2015-04 is the first, README of shared/data/frbe).
_FRBE_2015_04 = replace(
    _FRBE_2009_07,
    name="frbe-2015-04",
    we_cap=400,
    p_clamp=(8, 92),
    run1_order="date-line",
    effective="2015-04",
    uncounted_stay_blank=False,
)
# The competition rules approved on 17 June 2023 (Wedstrijdreglement / Règlement des tournois,
# article 10; ../shared/rules/frbe.md, "Rule sets"): a first rating after 5 games against rated
# players (10.a, 10.e), 1150 to a player below it after 5 games (10.f.3), differences capped at
# 400 (10.f.4), the 25/150 rule for more than 25 games (10.g). The first list they applied to is
# not stated; 2023-07 is the earliest (the first list after their approval). No archived period
# is of this era.
_FRBE_2023_07 = replace(
    _FRBE_2015_04,
    name="frbe-2023-07",
    first_rating_games=5,
    informative_games=5,
    big_event_games=26,
    effective="2023-07",
    carry_over_periods=3,
)
# The 2024 rules: the 2023 rules with the 1400 floor of the 2024-04 list (board decision of
# 11 March 2024, "ELO adaptation"; ../shared/rules/frbe.md). No archived period is of this era.
_FRBE_2024 = replace(
    _FRBE_2023_07,
    name="frbe-2024",
    floor=1400,
    effective="2024-04",
)

#: The rule sets in force, each named by the first period it applies to (measured on the
#: federation's archive 2006–2022, ``scripts/conformance_all.py``), the 2023 and 2024 rules; each era
#: is the one before it with what changed.
ERAS: tuple[FrbeRules, ...] = (
    _FRBE_2006_01,
    _FRBE_2009_07,
    _FRBE_2015_04,
    _FRBE_2023_07,
    _FRBE_2024,
)
#: The first rule set that takes up earlier periods' games (article 12.e of the 2023
#: competition rules, :attr:`FrbeRules.carry_over_periods`): frbe-2023-07.
CARRY_OVER_SINCE: str = next(r.name for r in ERAS if r.carry_over_periods)

#: Today's names of earlier versions, still accepted wherever a rule set is named.
ALIASES: dict[str, str] = {"frbe-2008": "frbe-2009-07", "frbe-2022": "frbe-2015-04"}


class _RuleSets(dict[str, FrbeRules]):
    """The rule sets by name; an alias (``frbe-2008``, ``frbe-2022``) finds its era but is not
    listed, so menus show each rule set once."""

    def __missing__(self, key: str) -> FrbeRules:
        if key in ALIASES:
            return self[ALIASES[key]]
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in ALIASES

    def get(self, key: str, default: FrbeRules | None = None) -> FrbeRules | None:  # type: ignore[override]
        return self[key] if key in self else default


RULE_SETS: dict[str, FrbeRules] = _RuleSets((r.name, r) for r in ERAS)
DEFAULT_RULES = "frbe-2008"


#: The months the federation publishes its lists (article 10.a of the 2023 competition rules:
#: four lists a year, 1 January, April, July, October; ``../shared/rules/frbe.md``). The
#: archive's lists of 2007–2012 were half-yearly (January and July).
LIST_MONTHS = (1, 4, 7, 10)


def list_at_or_after(year: int, month: int) -> tuple[int, int]:
    """The first list (year, month) at or after ``year``-``month``: the run a game file whose
    last games are of that month belongs to (a run's games go up to its list's month, the few
    of that month received before it; ``app.period_dates`` names a game file's period so).
    An event's games are rated by the list after their month: :func:`list_rating`."""
    at = next((m for m in LIST_MONTHS if m >= month), None)
    return (year + 1, LIST_MONTHS[0]) if at is None else (year, at)


def list_rating(year: int, month: int) -> tuple[int, int]:
    """The list (year, month) whose run rates an event's games of ``year``-``month``: the first
    list month after it. A list's run is in the middle of its month (2010-01-13, 2022-01-16:
    the CHCKLISTs' headers) and takes the results files received by then, so the games of its
    own month wait for the next run. Measured on the federation's game files
    (``../shared/data/frbe``): the 2015-04 CHCKLIST holds 46 games of April 2015, the 2015-07
    one 6 031; 2019-01's and 2022-01's hold none of January and 6 394 and 4 708 of the October
    before; in every shared period 0–1.0 % of the games are of the list's own month."""
    return list_at_or_after(year + month // 12, month % 12 + 1)


def rules_in_force(date: str) -> str:
    """The name of the rule set that rates an event starting on ``date`` (ISO ``yyyy-mm-dd``
    or ``yyyy-mm``): that of the period run its games go to (:func:`list_rating`,
    :func:`rules_for_date`; ``../shared/rules/frbe.md``: "the federation rates an event inside
    its period run"), so an event of March 2024, or of January 2024, gets the 2024-04 list's
    1400 floor; :data:`DEFAULT_RULES` without a readable date."""
    try:
        year, month = int(date[:4]), int(date[5:7])
    except ValueError:
        return DEFAULT_RULES
    if not 1 <= month <= 12:
        return DEFAULT_RULES
    return rules_for_date(*list_rating(year, month)).name


def rules_for_date(year: int, month: int) -> FrbeRules:
    """The rule set in force for a period of ``year``-``month``: the latest era that took effect
    by then (the first era for an earlier date)."""
    when = f"{year:04d}-{month:02d}"
    dated = [r for r in ERAS if r.effective is not None]
    chosen = dated[0]
    for r in dated:
        if r.effective is not None and r.effective <= when:
            chosen = r
    return chosen


@dataclass(frozen=True)
class Performance:
    """Formula I with its parts, as the rating card prints them."""

    rating: int
    rc: int
    p100: int
    d: int
    games: int
    opponents_sum: int
    score: Fraction
    undetermined: bool


def performance(
    opponents_sum: int, games: int, score: Fraction | float, rules: FrbeRules
) -> Performance:
    """Formula I: R = Rc + D(p) (seed 000, "FORMULE DE LA COTE DE PERFORMANCE")."""
    score = Fraction(score)
    rc = int(round_half_up(Fraction(opponents_sum, games)))
    p100 = p_hundredths(score, games)
    undetermined = False
    if rules.p_clamp is not None:
        p100 = min(max(p100, rules.p_clamp[0]), rules.p_clamp[1])
    if rules.p_clamp is None and p100 in (0, 100) and rules.extreme_d is not None:
        d = rules.extreme_d if p100 else -rules.extreme_d
    else:
        if rules.p_clamp is None and p100 in (0, 100):
            undetermined = True
        d = d_of_p(p100)
    return Performance(rc + d, rc, p100, d, games, opponents_sum, score, undetermined)


def expected(own: int, opponent: int, rules: FrbeRules) -> Fraction:
    """We of one game from Table II with the rule set's difference cap."""
    return Fraction(we_hundredths(own - opponent, rules.we_cap), 100)


def band_k(rating: Fraction | int, rules: FrbeRules, downward: bool = False) -> int:
    """K after 300 games for a rating.

    The seed says ≤ 2000 → 16, ≤ 2200 → 12, > 2200 → 10; the federation's files give K 12 at
    exactly 2000 and K 10 at exactly 2200 (2009-07: 13 games at 2000 with K 12, 6 at 2200 with
    K 10; 2010-01: player 9245 at 2200, K 10), so a bound belongs to the band above it.
    ``downward``: the rating is about to fall, so a rating exactly on a bound takes the K below.
    """
    for bound, k in rules.k_bands:
        if bound is None or rating < bound or (rating == bound and downward):
            return k
    raise AssertionError("k_bands must end with an open band")


def k_for_game(number: int, rating: Fraction | int, rules: FrbeRules) -> int:
    """K of a player's game by its running number (seed 000, "valeurs suivantes")."""
    if number <= rules.young_until:
        return rules.k_young
    if number <= rules.middle_until:
        return rules.k_middle
    return band_k(rating, rules)


@dataclass(frozen=True)
class Transition:
    """Seed 003's K transition: Rf = B + ((W − We) + (Ri − B)/Ki)·Kf, B the bound crossed."""

    bound: int
    ki: int
    kf: int

    def rating(self, ri: int, w_minus_we: Fraction) -> Fraction:
        """Rf for a start rating ``ri`` and the whole period's W − We (seed 003)."""
        return self.bound + (w_minus_we + Fraction(ri - self.bound, self.ki)) * self.kf


@dataclass(frozen=True)
class RegularUpdate:
    """Formula II with its parts: per-game We (hundredths) and K, exact and rounded rating."""

    exact: Fraction
    new: int
    w: Fraction
    we: Fraction
    we_per_game: tuple[int, ...]
    k_per_game: tuple[int, ...]
    transition: Transition | None
    plain: int = 0  # Ri + Σ K·(W − We) rounded, before the transition formula


def _crossed_bound(ro: int, rf: Fraction, rules: FrbeRules) -> int | None:
    """The 2000/2200 bound between Ri and Ri + G where the band's K changes (the nearest to Ri
    when both are crossed), or None. A bound belongs to the band above it (see band_k)."""
    bounds = sorted(b for b, _ in rules.k_bands if b is not None)
    if rf > ro:
        return next((b for b in bounds if ro < b <= rf), None)
    if rf < ro:
        return next((b for b in reversed(bounds) if rf < b <= ro), None)
    return None


def k_transition(
    ro: int, plain: Fraction, ks: Sequence[int], rules: FrbeRules, banded: bool
) -> Transition | None:
    """The K transition of seed 003 for a player starting at ``ro`` whose games had the K
    ``ks`` (in order) and whose Ri + Σ K·(W − We) is ``plain``; None when it does not apply.

    It applies when Ri + G crosses 2000 or 2200 and the K changed during the period: the
    player is past 300 games (``banded``), or his K changed at game 100 or 300. As the
    federation's program does it (2010-01, player 50075: games at K 24 then 16, from 1991):
    Ki is the first game's K, Kf the band's K after the bound (2008-07, player 12262: games
    100–117, K 32 then 24, 2047 → "Ki=32, Kf=24 … = 1984"; 2015-07, player 13384: games
    68–123, 1994 → 2028: without the band's K, Kf is the last game's K).
    """
    if not ks or not (banded or ks[0] != ks[-1]):
        return None
    bound = _crossed_bound(ro, plain, rules)
    if bound is None:
        return None
    return Transition(bound, ks[0], band_k(plain, rules) if banded else ks[-1])


_we_tables: dict[int, list[int]] = {}


def regular_update(
    ro: int, games: Sequence[tuple[int, int, int]], rules: FrbeRules
) -> RegularUpdate:
    """Formula II over ``games`` = (opponent rating, points in hundredths, game number).

    Each game has the K of its number (:func:`k_for_game` at the start rating): G =
    Σ K·(W − We). When Ri + G crosses 2000 or 2200 while the K changed, the transition
    formula of seed 003 replaces it (:func:`k_transition`). Integer arithmetic in hundredths;
    one rounding, half-up, at the end (seed 000).
    """
    cap = rules.we_cap
    table = _we_tables.get(cap) or _we_tables.setdefault(cap, we_table(cap))
    total = w = we_sum = 0
    banded = False
    wes: list[int] = []
    ks: list[int] = []
    for opp, p100, number in games:
        d = ro - opp
        we = table[(cap if d > cap else -cap if d < -cap else d) + cap]
        wes.append(we)
        w += p100
        we_sum += we
        k = k_for_game(number, ro, rules)
        banded = banded or number > rules.middle_until
        total += k * (p100 - we)
        ks.append(k)
    exact = Fraction(ro * 100 + total, 100)  # Ri + G, K per game
    plain = int(round_half_up(exact))
    transition = k_transition(ro, exact, ks, rules, banded)
    if transition is not None:
        exact = transition.rating(ro, Fraction(w - we_sum, 100))
    new = int(round_half_up(exact))
    return RegularUpdate(
        exact,
        new,
        Fraction(w, 100),
        Fraction(we_sum, 100),
        tuple(wes),
        tuple(ks),
        transition,
        plain,
    )


def apply_25_150(
    ro: int, regular: int, opponents: Sequence[int], score: Fraction, rules: FrbeRules
) -> tuple[int, Performance | None]:
    """Seed 000, 25/150: with ≥ 25 games and |Rn − Ro| > 150, keep the closer of Formula II/I.

    Returns the rating kept and the Formula I computed (None when the rule did not trigger).
    On a tie the regular rating is kept.
    """
    if len(opponents) < rules.big_event_games or abs(regular - ro) <= rules.big_change:
        return regular, None
    perf = performance(sum(opponents), len(opponents), score, rules)
    if abs(perf.rating - ro) < abs(regular - ro):
        return perf.rating, perf
    return regular, perf
