"""The director's preview, case by case, worked by hand (../shared/rules/frbe.md, "What a
director's preview must predict"; Tables I and II of seed 000, ../shared/seeds/000_…txt).

The 2023 rules (``frbe-2023-07``: competition rules of 17 June 2023, article 10): a first rating
after 5 games against rated players (10.a), Formula I (10.e), K 32 (10.f.2), 1150 for a player
below it after 5 games (10.f.3), differences over 400 brought back to 400 (10.f.4).

The open: five rated players R1–R5 (1600, 1700, 1800, 1900, 2000, 50 games each, so K 32), U
unrated with 2 past games against rated opponents (history: opponents 3000, 1 point), V a
newcomer. Rounds 1–5: U against R1 (U wins), R2 (draw), R3 (draw), R4 (R4 wins), R5 (R5 wins);
round 6 V–R2 draw, round 7 V–R3 (V wins).

U, RUN 1 (seed 003): his 5th game is round 3: Formula I over 5 games, opponents
3000 + 1600 + 1700 + 1800 = 8100, Rc 1620; points 1 + 1 + ½ + ½ = 3, p .60, D(.60) = +72 →
intermediate 1692. Rounds 4–5 by Formula II from 1692 (RUN 3): 1900 (−208, We .23), 2000
(−308, We .14), W 0, 1692 − 32 · .37 = 1680.16 → 1680.
R1 (national file): his loss to U counts because U is rated in this period, at U's
intermediate 1692 (seed 003, RUN 3): −92, We .37, 1600 − 32 · .37 = 1588.16 → 1588 (at U's
fictitious rating 1728 — Rc 9000 / 5 = 1800, 2 of 5, D(.40) = −72 — it would be −128, We .33,
1589).
R2: the draw with U at 1692 (+8, We .51): 1700 − 32 · .01 = 1699.68 → 1700; the draw with V does
not count: V has 2 games against rated players, not 5, and stays unrated (seed 003: after RUN 2
the games between rated and unrated players are dropped).
"""

from __future__ import annotations

from elodesk.engine.model import Entrant, EventType, Pairing, Result, Status, Tournament
from elodesk.engine.preview import preview

W, B, D = Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW
RULES = "frbe-2023-07"


def _open() -> Tournament:
    players = [Entrant(i + 1, f"R{i + 1}", str(1000 + i), 1600 + 100 * i) for i in range(5)]
    players += [Entrant(6, "U", "2000", 0), Entrant(7, "V", "2001", 0)]
    pairings = [
        Pairing(1, 6, 1, W),
        Pairing(2, 2, 6, D),
        Pairing(3, 6, 3, D),
        Pairing(4, 4, 6, W),
        Pairing(5, 6, 5, B),
        Pairing(6, 7, 2, D),
        Pairing(7, 3, 7, B),
    ]
    return Tournament("Open", tuple(players), tuple(pairings), rounds=7, type=EventType.OPEN)


BEFORE = {1: 50, 2: 50, 3: 50, 4: 50, 5: 50, 6: 2, 7: 0}
HISTORY = {6: (3000, 1.0)}


def _notes(pv, n):
    return {g.round: g for g in pv.games[n]}


def test_rated_player_meets_an_unrated_one_who_is_rated_in_the_event():
    pv = preview(_open(), "frbe", RULES, BEFORE, HISTORY)
    assert pv.results_file == "national"
    u = pv.results[6]
    assert u.status is Status.NEWLY_RATED and u.new == 1680
    assert pv.results[1].new == 1588
    note = _notes(pv, 1)[1]
    # "counts only if U is rated in this period; he gets his first rating after 5 games"
    assert (note.code, note.counted, note.value, note.needed) == (
        "opponent-rated-here",
        True,
        1692,
        5,
    )
    # R4 beat U: +208 against 1692, We .77, 1900 + 32 · .23 = 1907.36 → 1907
    assert pv.results[4].new == 1907
    # U's own games: 3rd to 5th towards his first rating, then Formula II
    un = _notes(pv, 6)
    assert [(un[r].code, un[r].number) for r in (1, 2, 3)] == [
        ("first-rating-game", n) for n in (3, 4, 5)
    ]
    assert un[4].code == un[5].code == "after-first-rating"


def test_rated_player_meets_an_unrated_one_who_stays_unrated():
    pv = preview(_open(), "frbe", RULES, BEFORE, HISTORY)
    r2 = pv.results[2]
    assert r2.new == 1700 and r2.games == 1
    note = _notes(pv, 2)[6]
    # "not counted: V stays unrated" (2 games of the 5 a first rating needs), and under the
    # 2023 rules "taken up again if V is rated in one of the next three periods" (article
    # 12.e of the competition rules of 17 June 2023, ../shared/rules/frbe.md)
    assert (note.code, note.counted, note.number, note.needed) == (
        "opponent-stays-unrated-taken-up",
        False,
        2,
        5,
    )
    # V's own side: the game is his first towards a first rating (kept in his history)
    assert (_notes(pv, 7)[6].code, _notes(pv, 7)[6].number) == ("first-rating-game", 1)
    # the 2015-04 rules have no such article: the game is simply dropped (seed 003)
    before = preview(_open(), "frbe", "frbe-2015-04", BEFORE, HISTORY)
    assert _notes(before, 2)[6].code == "opponent-stays-unrated"
    v = pv.results[7]
    assert v.status is Status.UNRATED and v.new is None and v.games_after == 2


def test_an_opponent_without_a_game_against_rated_players_has_zero_of_five():
    """V's win against a newcomer N (round 8), N's only game: N has 0 of the 5 games against
    rated players a first rating needs (article 10.a), so the game counts for neither — and
    the note says 0, not a blank (a 0 was once read as "no number" and shown as "—")."""
    t = _open()
    t = Tournament(
        t.name,
        (*t.players, Entrant(8, "N", "2002", 0)),
        (*t.pairings, Pairing(8, 7, 8, W)),
        rounds=8,
        type=EventType.OPEN,
    )
    pv = preview(t, "frbe", RULES, {**BEFORE, 8: 0}, HISTORY)
    note = _notes(pv, 7)[8]
    assert (note.code, note.counted, note.number, note.needed) == (
        "opponent-stays-unrated-taken-up",
        False,
        0,
        5,
    )


def test_a_first_rating_after_five_games_under_the_2023_rules():
    # a newcomer N plays the five rated players: 1 + ½ + ½ + 0 + 0 = 2 of 5, p .40, D(.40) = −72,
    # Rc 9000 / 5 = 1800 → 1728 (10.a, 10.e); under frbe-2015-04 (20 games, an informative
    # rating from 10) 5 games give nothing
    players = [Entrant(i + 1, f"R{i + 1}", str(1000 + i), 1600 + 100 * i) for i in range(5)]
    players.append(Entrant(6, "N", "3000", 0))
    res = [W, D, D, B, B]
    pairings = [Pairing(r + 1, 6, r + 1, res[r]) for r in range(5)]
    t = Tournament("Open", tuple(players), tuple(pairings), rounds=5, type=EventType.OPEN)
    before = {n: 50 for n in range(1, 6)} | {6: 0}
    n = preview(t, "frbe", RULES, before).results[6]
    assert n.status is Status.NEWLY_RATED and n.new == 1728 and n.games_after == 5
    old = preview(t, "frbe", "frbe-2015-04", before).results[6]
    assert old.status is Status.UNRATED and old.new is None
    # 0 of 5 against five 1400s: p clamped to .08, D(.08) = −401 (Table I), Rc 1400 → 999,
    # raised to 1150 (10.f.3)
    players = [Entrant(i + 1, f"R{i + 1}", str(1000 + i), 1400) for i in range(5)]
    players.append(Entrant(6, "N", "3000", 0))
    pairings = [Pairing(r + 1, r + 1, 6, W) for r in range(5)]
    t = Tournament("Open", tuple(players), tuple(pairings), rounds=5, type=EventType.OPEN)
    n = preview(t, "frbe", RULES, before).results[6]
    assert n.status is Status.NEWLY_RATED and n.new == 1150 and "floor" in n.notes


def test_the_24_lines_file_counts_at_the_fictitious_rating():
    # seed 003, "Attribution d'un ELO fictif": a round robin, r1 1800 and r2 1700 (300 games,
    # K 16), u unrated: u beats r1 and draws r2, 1.5 of 2 against a mean of 1750 → p .75,
    # D(.75) = +193 → 1943. The 24 lines file writes u as *** with 1943 in place of his ID:
    # r1 loses to 1943 (−143, We .31) and draws 1700 (+100, We .64):
    # 1800 + 16 · (0.5 − 0.95) = 1792.8 → 1793 (frbe-2008 rules, seed 000)
    players = (Entrant(1, "r1", "1", 1800), Entrant(2, "r2", "2", 1700), Entrant(3, "u", "3", 0))
    pairings = (Pairing(1, 3, 1, W), Pairing(2, 2, 3, D), Pairing(3, 1, 2, D))
    t = Tournament("RR", players, pairings, rounds=3, type=EventType.ROUND_ROBIN)
    before = {1: 300, 2: 300, 3: 0}
    pv = preview(t, "frbe", "frbe-2008", before, results_file="chessman")
    assert pv.results_file == "chessman"
    f = pv.fictitious[3]
    assert (f.rating, f.rc, f.p100, f.d, f.games) == (1943, 1750, 75, 193, 2)
    assert pv.results[1].new == 1793
    note = _notes(pv, 1)[1]
    assert (note.code, note.counted, note.value) == ("opponent-fictitious", True, 1943)
    # u is *** in the file: nothing of the event is credited to him
    assert {g.code for g in pv.games[3]} == {"written-as-fictitious"}
    assert pv.results[3].games == 0
    # the national file: u, with 2 games, stays unrated (20 games in frbe-2008): r1 keeps his
    # draw with 1700 only, 1800 + 16 · (0.5 − 0.64) = 1797.76 → 1798
    pv = preview(t, "frbe", "frbe-2008", before)
    assert pv.results[1].new == 1798 and pv.fictitious[3].rating == 1943
    assert _notes(pv, 1)[1].code == "opponent-stays-unrated"
