"""Each tie-break on a small Swiss worked by hand from its definition (FIDE C.07).

Six players, four rounds (White first):

    R1: 1-4 1-0   2-5 ½-½   3-6 0-1
    R2: 6-1 0-1   4-2 0-1   5-3 +-  (5 wins by forfeit)
    R3: 1-2 ½-½   3-4 1-0   5 pairing-allocated bye (U)   6 half-point bye (H)
    R4: 2-3 1-0   4-6 0-1   1-5 1-0

Points: 1: 3.5, 2: 3, 3: 1, 4: 0, 5: 2.5, 6: 2.5. Ratings 1: 2000, 2: 1900, 3: 1800,
4: 1700, 5: 1600, 6: unrated. Voluntarily unplayed rounds (16.2): 3's forfeit loss (R2) and
6's half-point bye (R3); both played round 4, so every adjusted score (16.3) is the real one.
"""

from __future__ import annotations

import pytest

from elodesk.engine.model import Entrant, EventType, InvalidInput, Pairing, Result, Tournament
from elodesk.engine.scoring import (
    SCORE_SYSTEMS,
    Category,
    Edition,
    ScoreSystem,
    StandingsRules,
)
from elodesk.engine.standings import by_category, shown, standings
from elodesk.engine.tiebreaks import build_field, compute, parse_code

W, B, D, WF = Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW, Result.WHITE_FORFEIT_WIN

T = Tournament(
    "hand",
    players=(
        Entrant(1, "A", rating=2000, birth="1990/01/01", sex="m"),
        Entrant(2, "B", rating=1900, birth="2012/05/01", sex="f"),
        Entrant(3, "C", rating=1800, birth="2010", sex="m"),
        Entrant(4, "D", rating=1700, birth="1980-03-02", sex="m"),
        Entrant(5, "E", rating=1600, birth="2013/01/01", sex="f"),
        Entrant(6, "F", rating=0, birth="2011/01/01", sex="m"),
    ),
    pairings=(
        Pairing(1, 1, 4, W),
        Pairing(1, 2, 5, D),
        Pairing(1, 3, 6, B),
        Pairing(2, 6, 1, B),
        Pairing(2, 4, 2, B),
        Pairing(2, 5, 3, WF),
        Pairing(3, 1, 2, D),
        Pairing(3, 3, 4, W),
        Pairing(3, 5, 0, bye="U"),
        Pairing(3, 6, 0, bye="H"),
        Pairing(4, 2, 3, W),
        Pairing(4, 4, 6, B),
        Pairing(4, 1, 5, W),
    ),
    rounds=4,
)


def tb(code: str, **rules) -> dict[int, float | None]:
    rules.setdefault("edition", Edition.FIDE_2024)
    return compute(build_field(T, StandingsRules(**rules)), code)


def test_points():
    f = build_field(T, StandingsRules())
    assert f.points == {1: 3.5, 2: 3.0, 3: 1.0, 4: 0.0, 5: 2.5, 6: 2.5}


def test_buchholz_2024():
    """8.1 with 16.4 (own unplayed round = dummy at own score):
    1: 0 + 2.5 + 3 + 2.5 = 8; 2: 2.5 + 0 + 3.5 + 1 = 7; 3: 2.5 + 1 (forfeit loss, dummy at his
    own 1) + 0 + 3 = 6.5; 4: 3.5 + 3 + 1 + 2.5 = 10; 5: 3 + 2.5 (forfeit win) + 2.5 (bye) +
    3.5 = 11.5; 6: 1 + 3.5 + 2.5 (half-point bye) + 0 = 7."""
    assert tb("BH") == {1: 8.0, 2: 7.0, 3: 6.5, 4: 10.0, 5: 11.5, 6: 7.0}


def test_buchholz_2026_caps():
    """16.4.1: a forfeit counts at most the forfeiting opponent's adjusted score (5's forfeit
    win: min(2.5, 3's 1) = 1); 16.4.2: a bye at most 50 % of 4 rounds, 2 (5's U, 6's H).
    5: 3 + 1 + 2 + 3.5 = 9.5; 6: 1 + 3.5 + 2 + 0 = 6.5; 3: min(1, 5's 2.5) = 1, unchanged."""
    got = tb("BH", edition=Edition.FIDE_2026)
    assert (got[3], got[5], got[6]) == (6.5, 9.5, 6.5)


def test_buchholz_cuts():
    """14.1-14.4 with 16.5 (a VUR is cut first): C1: 3 loses his forfeit (1) and not the 0 of
    player 4: 2.5 + 0 + 3 = 5.5; 6 loses his bye (2.5): 4.5; 5 (no VUR) loses a 2.5: 9.
    C2 (new): 1 loses 0 and 2.5: 5.5; 6 the bye then the 0: 4.5. M1: 1 loses 0 and 3: 5.
    M2 (new): four values, two cut at each end: 0."""
    c1 = tb("BH/C1")
    assert (c1[1], c1[3], c1[5], c1[6]) == (8.0, 5.5, 9.0, 4.5)
    c2 = tb("BH/C2")
    assert (c2[1], c2[6]) == (5.5, 4.5)
    assert tb("BH/M1")[1] == 5.0
    assert tb("BH/M2")[1] == 0.0


def test_buchholz_cut_by_number_of_rounds():
    """BH/CV: the cuts of the last row of ``cuts_by_rounds`` reached by the rounds played.
    The default rows start cutting at 7 rounds: 4 rounds give the plain Buchholz."""
    assert tb("BH/CV") == tb("BH")
    assert tb("BH/CV", cuts_by_rounds=((0, 0, 0), (4, 1, 0))) == tb("BH/C1")
    assert tb("BH/CV", cuts_by_rounds=((0, 0, 0), (4, 1, 1), (9, 2, 2))) == tb("BH/M1")


def test_sonneborn_berger():
    """9.1: opponent's score × own result. 1: 0×1 + 2.5×1 + 3×½ + 2.5×1 = 6.5; 5: 3×½ +
    2.5×1 (forfeit win) + 2.5×1 (bye) + 3.5×0 = 6.5; 6: 1×1 + 3.5×0 + 2.5×½ + 0×1 = 2.25."""
    got = tb("SB")
    assert (got[1], got[5], got[6]) == (6.5, 6.5, 2.25)


def test_koya():
    """9.2: points against opponents with at least 50 % (2 of 4), forfeits included:
    1: 1 (6) + ½ (2) + 1 (5) = 2.5; 5: ½ (2) + 0 (1); 3's forfeit opponent 5 has 2.5: 0."""
    got = tb("KS")
    assert (got[1], got[5], got[3]) == (2.5, 0.5, 0.0)


def test_average_rating_of_opponents():
    """10.1, games over the board only: 1 met 4 (1700), 6 (unrated), 2 (1900), 5 (1600):
    without a rating for the unrated, (1700 + 1900 + 1600) / 3 = 1733.3 → 1733; with 1500,
    6700 / 4 = 1675. 3 met 6, 4, 2 (the forfeit does not count): 3600 / 2 = 1800.
    Cut 1: the unrated one is the first cut (1733); at 1500 it is the lowest (1733)."""
    got = tb("ARO")
    assert (got[1], got[3]) == (1733.0, 1800.0)
    assert tb("ARO", unrated_rating=1500)[1] == 1675.0
    assert tb("ARO/C1")[1] == 1733.0
    assert tb("ARO/C1", unrated_rating=1500)[1] == 1733.0
    # C2: 2 met 5 (1600), 4 (1700), 1 (2000), 3 (1800): 2000 + 1800 → 1900
    assert tb("ARO/C2")[2] == 1900.0


def test_performance_rating():
    """10.2, TPR = ARO + dp(p) (FIDE table 8.1.1): 1 scored 2.5 of 3 against rated players,
    p = 0.83 → dp 273, 1733 + 273 = 2006; 2: 3 of 4, p = 0.75 → 193, ARO 1775 → 1968;
    4: 0 of 3 rated, dp −800: 1900 − 800 = 1100."""
    got = tb("TPR")
    assert (got[1], got[2], got[4]) == (2006.0, 1968.0, 1100.0)


def test_progressive_score():
    """7.5: 1's running scores 1, 2, 2.5, 3.5 → 9 (cut 1: 8); 5: ½, 1½, 2½, 2½ → 7; 6: 1, 1,
    1½, 2½ → 6."""
    got = tb("PS")
    assert (got[1], got[5], got[6]) == (9.0, 7.0, 6.0)
    assert tb("PS/C1")[1] == 8.0


def test_counts():
    """7.1-7.4, 7.6. WIN counts forfeit wins and the pairing-allocated bye (5: 2); WON only
    games over the board (5: 0). BPG: 3's forfeit with Black is no game (1: R4 only).
    BWG: 6 won both games with Black. GE: 5 played or won rounds 1-4; 3 and 6 missed one."""
    assert tb("WIN") == {1: 3, 2: 2, 3: 1, 4: 0, 5: 2, 6: 2}
    assert tb("WON") == {1: 3, 2: 2, 3: 1, 4: 0, 5: 0, 6: 2}
    assert tb("BPG") == {1: 1, 2: 2, 3: 1, 4: 2, 5: 2, 6: 2}
    assert tb("BWG") == {1: 1, 2: 1, 3: 0, 4: 0, 5: 0, 6: 2}
    assert tb("GE") == {1: 4, 2: 4, 3: 3, 4: 4, 5: 4, 6: 3}


def test_pre_2023_virtual_opponent():
    """Edition fide-2009 (C.02 annex 3 F). Opponents' unplayed rounds count as draws: 3 has
    0 + ½ + 1 + 0 = 1.5, 5 has ½ + ½ + ½ + 0 = 1.5. Own unplayed round r: Sv = S(before r) +
    (1 − S(r)) + ½(4 − r): 3's forfeit loss in R2: 0 + 1 + 1 = 2; 5's forfeit win in R2:
    ½ + 0 + 1 = 1.5, his bye in R3: 1.5 + 0 + ½ = 2; 6's half-point absence in R3, a lost round:
    1 + 1 + ½ = 2.5. BH: 1: 0 + 2.5 + 3 + 1.5 = 7; 3: 2.5 + 2 + 0 + 3 = 7.5;
    5: 3 + 1.5 + 2 + 3.5 = 10; 6: 1.5 + 3.5 + 2.5 + 0 = 7.5. SB: 6: 1.5×1 + 3.5×0 + 2.5×0 +
    0×1 = 1.5; 5: 3×½ + 1.5×1 + 2×1 + 3.5×0 = 5. Cut 1 takes the lowest (6: the 0 of player 4)."""
    got = tb("BH", edition=Edition.FIDE_2009)
    assert (got[1], got[3], got[5], got[6]) == (7.0, 7.5, 10.0, 7.5)
    sb = tb("SB", edition=Edition.FIDE_2009)
    assert (sb[5], sb[6]) == (5.0, 1.5)
    assert tb("BH/C1", edition=Edition.FIDE_2009)[6] == 7.5


def test_direct_encounter_only_when_it_separates():
    """C.07 6.2: 5 and 6 (2.5 each) never met: neither can be placed ahead, DE leaves them
    tied (each scored 0 against the other: DE 0) and the next tie-break decides: BH 11.5
    against 7."""
    rows = standings(T, ["DE"], StandingsRules(edition=Edition.FIDE_2024))
    assert [(s.number, s.rank) for s in rows] == [(1, 1), (2, 2), (5, 3), (6, 3), (3, 5), (4, 6)]
    assert rows[2].tiebreaks["DE"] == rows[3].tiebreaks["DE"] == 0.0
    rows = standings(T, ["DE", "BH"], StandingsRules(edition=Edition.FIDE_2024))
    assert [s.number for s in rows][2:4] == [5, 6]
    assert (rows[2].rank, rows[3].rank) == (3, 4)


def test_direct_encounter_when_all_met():
    """C.07 6.1: A, B and C end on 2 points and all met: A-B 1-0, B-C 1-0, C-A ½ (the rest
    against D and a bye for C). Among themselves A 1.5, B 1, C 0.5: DE places them 1, 2, 3
    and shows those points (C.07 6.1: the points scored in the games between the tied
    players); D is tied with nobody, no DE value."""
    t = Tournament(
        "de",
        (Entrant(1, "A"), Entrant(2, "B"), Entrant(3, "C"), Entrant(4, "D")),
        (
            Pairing(1, 1, 2, W),
            Pairing(1, 3, 4, D),
            Pairing(2, 2, 3, W),
            Pairing(2, 1, 4, D),
            Pairing(3, 3, 1, D),
            Pairing(3, 2, 4, W),
            Pairing(4, 3, 0, bye="U"),
        ),
    )
    rows = standings(t, ["DE"])
    assert [(s.number, s.points, s.rank, s.tiebreaks["DE"]) for s in rows] == [
        (1, 2.0, 1, 1.5),
        (2, 2.0, 2, 1.0),
        (3, 2.0, 3, 0.5),
        (4, 1.0, 4, None),
    ]


def test_score_systems():
    """3-1-0: 1 = 3 + 3 + 1 + 3 = 10; 5 = 1 (draw) + 3 (forfeit win) + 3 (bye) + 0 = 7.
    3-2-1 (a loss earns the presence point): 4 = 1 + 1 + 1 + 1 = 4; 3 = 1 + 0 (forfeit loss)
    + 3 + 1 = 5. 1-½-0 plus a presence point per round present (a game, the bye, a forfeit
    won): 5 = 1.5 + 2 + 2 + 1 = 6.5; 6 = 2 + 1 + 0.5 (absent: no presence point) + 2 = 5.5."""
    f = build_field(T, StandingsRules(score=SCORE_SYSTEMS["3-1-0"]))
    assert (f.points[1], f.points[5]) == (10.0, 7.0)
    f = build_field(T, StandingsRules(score=SCORE_SYSTEMS["3-2-1"]))
    assert (f.points[4], f.points[3]) == (4.0, 5.0)
    f = build_field(T, StandingsRules(score=SCORE_SYSTEMS["1-0.5-0+presence"]))
    assert (f.points[5], f.points[6]) == (6.5, 5.5)
    # SB with 3-1-0, player 6 (7 points): 3's 3 points × 3 (won) + 1's 10 × 0 (lost) + the
    # half-point bye, a dummy at his own 7 × its 1 point + 4's 0 × 3 = 16
    assert tb("SB", score=SCORE_SYSTEMS["3-1-0"])[6] == 3 * 3 + 10 * 0 + 7 * 1 + 0 * 3


def test_extra_points_and_categories():
    """Extra points count in the total. Categories keep the overall rank: born 2012 or later
    (2 and 5, overall 2nd and 3rd), rating 1600-1800 (5, then 4 and 3), women (2, 5)."""
    rules = StandingsRules(tiebreaks=("BH",), edition=Edition.FIDE_2024, extra_points={4: 1.0})
    rows = standings(T, rules=rules)
    # 4 (0 + 1 extra) and 3 (1) tie on points; BH 10 against 6.5
    assert [(s.number, s.rank, s.points) for s in rows][-2:] == [(4, 5, 1.0), (3, 6, 1.0)]
    cats = (
        Category("U14", born_from=2012),
        Category("1600-1800", rating_from=1600, rating_to=1800),
        Category("F", sex="f"),
    )
    got = {c.name: [(r.place, r.standing.number, r.standing.rank) for r in lines]
           for c, lines in by_category(T, standings(T, ["BH"], rules), cats)}  # fmt: skip
    assert got["U14"] == [(1, 2, 2), (2, 5, 3)]
    assert got["1600-1800"] == [(1, 5, 3), (2, 4, 5), (3, 3, 6)]
    assert got["F"] == [(1, 2, 2), (2, 5, 3)]


def test_codes_and_shown():
    assert parse_code("bh-c1") == parse_code("BH/C1")
    assert parse_code("BH/M2").low == parse_code("BH/M2").high == 2
    for bad in ("XX", "WIN/C1", "BH/C9"):
        with pytest.raises(InvalidInput):
            parse_code(bad)
    assert shown(None) == "" and shown(2.5) == "2.5" and shown(1969.0) == "1969"


def test_rules_round_trip_and_bad_meta():
    rules = StandingsRules(
        ("BH/C2", "DE"),
        Edition.FIDE_2009,
        ScoreSystem(3, 1, 0, 3, 0, 3, 3, 1, 0, 0),
        (Category("U12", born_from=2014), Category("-1400", rating_to=1399)),
        1400,
        {7: 2.0},
        ((0, 0, 0), (8, 1, 0)),
    )
    assert StandingsRules.from_settings(rules.to_settings()) == rules
    assert StandingsRules.from_settings({}) == StandingsRules()
    assert StandingsRules.from_settings({"tiebreaks": []}).tiebreaks == ()
    with pytest.raises(InvalidInput, match=r"meta.tiebreaks\[1\]: unknown tie-break 'XYZ'"):
        StandingsRules.from_settings({"tiebreaks": ["SB", "XYZ"]})
    with pytest.raises(InvalidInput, match="score_system.win: 'x' is not a number"):
        StandingsRules.from_settings({"score_system": {"win": "x"}})
    with pytest.raises(InvalidInput, match="meta.tiebreak_edition: unknown edition"):
        StandingsRules.from_settings({"tiebreak_edition": "fide-1999"})
    with pytest.raises(InvalidInput, match=r"categories\[0\].name"):
        StandingsRules.from_settings({"categories": [{"born_from": 2010}]})


def test_edition_by_start_date():
    """gacrux's rule: the 2026 text from 1 March 2026 (its date of entry into force)."""
    # C.07 in force from 1 September 2023 (FIDE news, "Revised Tie-break Regulations come to
    # force on September 1, 2023"): an event starting before is ranked by the earlier rules
    assert Edition.for_start("2021-09-24") is Edition.FIDE_2009
    assert Edition.for_start("2023-08-31") is Edition.FIDE_2009
    assert Edition.for_start("2023-09-01") is Edition.FIDE_2024
    assert Edition.for_start("2026-02-28") is Edition.FIDE_2024
    assert Edition.for_start("2026-03-01") is Edition.FIDE_2026
    assert Edition.for_start("") is Edition.FIDE_2026


def test_one_default_list_per_event_type():
    """The tie-breaks proposed by type (FIDE's lists for round-robin and for individual Swiss
    tournaments), and an event stored without a list ranks by its type's."""
    from elodesk.engine.scoring import default_tiebreaks

    assert default_tiebreaks("round-robin") == ("DE", "WIN", "SB", "KS")
    assert default_tiebreaks(EventType.OPEN) == ("BH/C1", "BH", "DE", "SB")
    assert default_tiebreaks("match") == ()
    assert StandingsRules.from_settings({"type": "open"}).tiebreaks == ("BH/C1", "BH", "DE", "SB")
    assert StandingsRules.from_settings({"type": "open", "tiebreaks": ["SB"]}).tiebreaks == ("SB",)


def test_direct_encounter_value_of_a_group_decided_again():
    """C.07 6.1, then again for the players still tied. A 6-player round robin (Berger
    tables), A–D end on 3: among the four A scored 2 (beat B, drew C and D), B 1.5 (beat C,
    drew D), C 1.5 (beat D, drew A), D 1 (drew A and B): A first, D fourth; B and C, still
    tied, compared again between themselves: B beat C, 1 to 0. The value shown is what
    decided: A 2, B 1, C 0, D 1; E (2 points) and F (1) are tied with nobody."""
    a, b, c, d, e, f = 1, 2, 3, 4, 5, 6
    t = Tournament(
        "de2",
        tuple(Entrant(n, name) for n, name in enumerate("ABCDEF", start=1)),
        (
            Pairing(1, a, f, W),
            Pairing(1, b, e, D),
            Pairing(1, c, d, W),
            Pairing(2, f, d, B),
            Pairing(2, e, c, D),
            Pairing(2, a, b, W),
            Pairing(3, b, f, W),
            Pairing(3, c, a, D),
            Pairing(3, d, e, W),
            Pairing(4, f, e, W),
            Pairing(4, a, d, D),
            Pairing(4, b, c, W),
            Pairing(5, c, f, W),
            Pairing(5, d, b, D),
            Pairing(5, e, a, W),
        ),
        rounds=5,
        type=EventType.ROUND_ROBIN,
    )
    rows = standings(t, ["DE"])
    assert {s.number: (s.points, s.rank, s.tiebreaks["DE"]) for s in rows} == {
        a: (3.0, 1, 2.0),
        b: (3.0, 2, 1.0),
        c: (3.0, 3, 0.0),
        d: (3.0, 4, 1.0),
        e: (2.0, 5, None),
        f: (1.0, 6, None),
    }
