"""The pairing interface (engine/pairing.py) and the Swiss bookkeeping (engine/swiss.py).

Every expected value is worked by hand from C.04.3 (Dutch, 2025), C.04.2 or C.04.5.1 in the
comment beside it.
"""

from __future__ import annotations

import pytest

from elodesk.engine.model import (
    Entrant,
    Pairing,
    Result,
    Tournament,
    trf_pairing_bye,
    trf_scoring,
)
from elodesk.engine.pairing import (
    NoLegalPairing,
    PairingOptions,
    PairingRefused,
    check_round,
    engine_input,
    pair_round,
)
from elodesk.engine.swiss import (
    baku_groups,
    baku_virtual_points,
    board_order,
    infer_first_colour,
    pairing_order,
    scores_before,
)


def four(rows=()) -> Tournament:
    players = tuple(Entrant(n, f"P{n}", rating=2000 - 100 * n) for n in range(1, 5))
    return Tournament("four", players, tuple(rows), rounds=3)


ROUND1 = (
    Pairing(1, 1, 3, Result.WHITE_WINS),
    Pairing(1, 4, 2, Result.BLACK_WINS),
)


def test_round_two_by_hand():
    # After 1-3 1-0 and 4-2 0-1: {1, 2} on 1 point, {3, 4} on 0. 1 had White (colour difference
    # +1: strong preference for Black), 2 had Black (strong for White): E.1 gives 2 White.
    # 3 had Black, 4 White: E.1 gives 3 White.
    got = pair_round(four(ROUND1), 2, PairingOptions(rounds=3))
    assert got.boards == ((2, 1), (3, 4))  # C.04.2 board order: the 1-point pair first
    assert got.bye is None
    assert got.notes[1].colour_rule == "E.1" and got.notes[3].colour_rule == "E.1"
    assert got.bbp_text() == "2\n2 1\n3 4\n"


def test_checker_flags_a_repeat_and_a_colour_change():
    t = four(ROUND1)
    options = PairingOptions(rounds=3)
    # 2 and 3 swapped: 3-1 and 2-4 both met in round 1 (C.04.3 C.1, absolute)
    swapped = check_round(t, 2, options, [(3, 1), (2, 4)])
    assert {(f.kind, f.criterion, frozenset(f.players)) for f in swapped} >= {
        ("absolute", "C1", frozenset((1, 3))),
        ("absolute", "C1", frozenset((2, 4))),
    }
    # 1 given White instead of Black: the engine's E.1 is not followed
    flipped = check_round(t, 2, options, [(1, 2), (3, 4)])
    assert [(f.kind, f.criterion, f.players, f.rule) for f in flipped] == [
        ("quality", "colour", (1, 2), "E.1")
    ]
    # the engine's own pairing: nothing to report
    assert check_round(t, 2, options, [(2, 1), (3, 4)]) == []


def test_forbidden_pair_makes_a_two_player_round_impossible():
    t = Tournament("two", (Entrant(1, "A", rating=2000), Entrant(2, "B", rating=1900)), rounds=1)
    with pytest.raises(NoLegalPairing):
        pair_round(t, 1, PairingOptions(rounds=1, forbidden=((1, 2),)))


def test_refused_inputs():
    unfinished = four((Pairing(1, 1, 3), Pairing(1, 4, 2, Result.DRAW)))
    with pytest.raises(PairingRefused, match="round 1: the game 1–3 has no result yet"):
        pair_round(unfinished, 2, PairingOptions(rounds=3))
    twice = four((Pairing(1, 1, 3, Result.DRAW), Pairing(1, 1, 2, Result.DRAW)))
    with pytest.raises(PairingRefused, match="player 1 is paired twice"):
        pair_round(twice, 2, PairingOptions(rounds=3))
    with pytest.raises(PairingRefused, match="already paired"):
        pair_round(four(ROUND1), 1, PairingOptions(rounds=3))


def test_withdrawn_and_requested_bye_not_paired():
    # 4 withdrawn, 3 asks a zero-point bye in round 2: only 1 and 2 are paired (1 point each).
    players = tuple(
        Entrant(n, f"P{n}", rating=2000 - 100 * n, withdrawn=n == 4) for n in (1, 2, 3, 4)
    )
    t = Tournament("w", players, (*ROUND1, Pairing(2, 3, 0, bye="Z")), rounds=3)
    got = pair_round(t, 2, PairingOptions(rounds=3))
    assert got.boards == ((2, 1),) and got.bye is None


def test_scores_with_byes():
    # H = ½, U at the event's value (here ½), Z = 0, a forfeit win 1, a double forfeit 0.
    rows = (
        Pairing(1, 1, 0, bye="H"),
        Pairing(1, 2, 0, bye="U"),
        Pairing(1, 3, 4, Result.DOUBLE_FORFEIT),
        Pairing(2, 1, 2, Result.WHITE_FORFEIT_WIN),
        Pairing(2, 3, 0, bye="Z"),
    )
    assert scores_before(four(rows), 3, bye_value=0.5) == {1: 1.5, 2: 0.5, 3: 0.0, 4: 0.0}


def test_board_order_c042():
    # pairs (1-point vs 1-point), (1½ vs 0½), (1 vs 1 with a better-ranked player), the bye last:
    # higher top score first, then higher sum, then the better-ranked player.
    scores = {1: 1.0, 2: 1.0, 3: 1.5, 4: 0.5, 5: 1.0, 6: 1.0, 7: 0.0}
    pn = {n: n for n in scores}
    pairs = [(5, 6), (7, 0), (4, 3), (2, 1)]
    assert board_order(pairs, scores, pn) == [(4, 3), (2, 1), (5, 6), (7, 0)]


def test_pairing_order_and_late_entry():
    a, b, c = (
        Entrant(1, "Zed", rating=1800),
        Entrant(2, "Abe", rating=1800, title="FM"),
        Entrant(3, "Kim", rating=2000),
    )
    # C.04.2 B: rating, then title (FM before none), then name
    assert pairing_order([a, b, c]) == [3, 2, 1]
    late = Entrant(4, "Late", rating=1900)
    # frozen [3, 2, 1]: the late entry goes before the first player he precedes (2, 1800)
    assert pairing_order([a, b, c, late], [3, 2, 1]) == [3, 4, 2, 1]


def test_baku_numbers():
    # C.04.5.1: 161 players → GA = 82; nine rounds: five accelerated, 1 point in 1-3, ½ in 4-5
    assert baku_groups(161) == 82
    assert [baku_virtual_points(9, r) for r in range(1, 8)] == [1, 1, 1, 0.5, 0.5, 0, 0]


def test_first_colour_inference():
    # player 1 had White in round 1: W; player 1 absent and 2 (first with a colour, nobody
    # before him took part) had Black: B; with 1 in the pairing before 2, the colour flips.
    assert infer_first_colour(four(ROUND1)) == "w"
    t = four((Pairing(1, 3, 2, Result.DRAW), Pairing(1, 1, 0, bye="H")))
    assert infer_first_colour(t) == "b"
    t = four((Pairing(1, 3, 2, Result.DRAW), Pairing(1, 1, 0, bye="U")))
    assert infer_first_colour(t) == "w"


def test_pairing_allocated_bye_value():
    # Five players; round 1: 1-3 1-0, 4-2 0-1, 5 the pairing-allocated bye. Worth 1 point, 5
    # joins {1, 2} on 1 point: 5–1 (1 had White: E.1 gives him Black), 2 floats down to 3
    # (2 had Black, 3 had Black: E.3 cannot separate them, E.4 the higher-ranked 2 gets his
    # preference, White), 4 the bye (C.2: 5 has had one). Worth ½ or 0, 5 sits with {3, 4}
    # under {1, 2}: 2–1 (E.1), 3–5 (3 wants White, 5 has no preference), 4 the bye.
    players = tuple(Entrant(n, f"P{n}", rating=2000 - 100 * n) for n in range(1, 6))
    rows = (*ROUND1, Pairing(1, 5, 0, bye="U"))
    t = Tournament("b", players, rows, rounds=3)
    one = pair_round(t, 2, PairingOptions(rounds=3, bye_value=1.0))
    assert set(one.boards) == {(5, 1), (2, 3)} and one.bye == 4
    for value in (0.5, 0.0):
        got = pair_round(t, 2, PairingOptions(rounds=3, bye_value=value))
        assert set(got.boards) == {(2, 1), (3, 5)} and got.bye == 4
        assert got.notes[5].black_score == value


def test_the_engines_scoring_line_is_the_trf_one():
    # the 162 record given to the pairing engine is model.trf_scoring's (the TRF writer's): a
    # symbol every 9 columns from column 6 (TRF-26, as gacrux reads it), the bye's ½ read back
    players = tuple(Entrant(n, f"P{n}", rating=2000 - 100 * n) for n in range(1, 6))
    t = Tournament("b", players, (*ROUND1, Pairing(1, 5, 0, bye="U")), rounds=3)
    text, _ = engine_input(t, 2, PairingOptions(rounds=3, bye_value=0.5))
    line = next(x for x in text.splitlines() if x.startswith("162"))
    assert line == f"162 {trf_scoring(0.5)}"
    assert (line[5], line[14], line[23], line[32]) == ("W", "D", "L", "P")
    assert trf_pairing_bye(line[4:]) == 0.5


def test_the_engines_adapters_are_put_back_when_undone(monkeypatch: pytest.MonkeyPatch) -> None:
    """``load_engine`` installs elodesk's matching adapter and criterion tables in gacrux once
    (later calls only see that they are in place); a gacrux module whose adapter was replaced
    (here by networkx itself) gets it back at the next round, paired as before (the boards of
    ``test_round_two_by_hand``, worked from C.04.3 there)."""
    import gacrux.pairingdutch
    import networkx

    from elodesk.engine import pairing
    from elodesk.engine.matching import GacruxNetworkx

    pairing.load_engine()
    assert pairing._installed()
    monkeypatch.setattr(gacrux.pairingdutch, "nx", networkx)
    assert not pairing._installed()
    got = pair_round(four(ROUND1), 2, PairingOptions(rounds=3))
    assert got.boards == ((2, 1), (3, 4))
    assert gacrux.pairingdutch.nx is GacruxNetworkx
    assert pairing._installed()
