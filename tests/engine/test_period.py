"""The 3 RUNs on small periods, each test naming the rule it shows."""

from fractions import Fraction

from elodesk.engine.frbe import RULE_SETS
from elodesk.engine.model import Status
from elodesk.engine.period import PeriodGames, PeriodPlayer, compute_period

R = RULE_SETS["frbe-2008"]


def games(*rows):
    """rows of (player, opponent, points in hundredths[, opponent rating]) in processing order;
    each game is given from both sides when the opponent is in the list."""
    g = PeriodGames()
    for i, row in enumerate(rows):
        p, o, pts = row[:3]
        g.player.append(p)
        g.opponent.append(o)
        g.points.append(pts)
        g.opponent_rating.append(row[3] if len(row) > 3 else 0)
        g.run1_key.append(i)
    return g


def test_newly_rated_in_run1_then_rated_opponent_counts_him_at_intermediate():
    # seed 003 + the federation's cards: 11184-style player reaches 20 with his first game,
    # his rated opponent counts the game at the intermediate rating, after his other games
    players = [
        PeriodPlayer(1, 0, 19, False, 19 * 1500, Fraction(19, 2)),
        PeriodPlayer(2, 1600, 50, True, list_rating=1600, list_games=50),
        PeriodPlayer(3, 1500, 50, True, list_rating=1500, list_games=50),
    ]
    g = games((1, 2, 100), (2, 1, 0), (2, 3, 50), (3, 2, 50))
    res = compute_period(players, g, R)
    p1, p2, _ = res.players
    # 19 games at 1500 with 9.5 + a win against 1600: Rc = 30 100/20 = 1505, p = .53 → +21
    assert p1.status is Status.NEWLY_RATED and p1.intermediate == 1526 and p1.games == 20
    run = res.run
    assert (run.run[0], run.number[0]) == (1, 20)
    # player 2: game vs 3 is his 51st, the deferred game vs 1 his 52nd, at 1526
    assert run.number[2] == 51 and run.number[1] == 52 and run.value[1] == 1526
    assert p2.games == 52


def test_run2_counts_games_against_the_newly_rated_for_the_unrated():
    # seed 003, RUN 2: once player 1 is rated, player 4's game against him counts for 4
    players = [
        PeriodPlayer(1, 0, 19, False, 19 * 1500, Fraction(19, 2)),
        PeriodPlayer(2, 1600, 50, True, list_rating=1600, list_games=50),
        PeriodPlayer(4, 0, 9, False, 9 * 1400, Fraction(4)),
    ]
    g = games((1, 2, 100), (2, 1, 0), (1, 4, 100), (4, 1, 0))
    res = compute_period(players, g, R)
    p4 = res.players[2]
    assert res.run.run[3] == 2 and res.run.value[3] == res.players[0].intermediate
    assert p4.status is Status.PROVISIONAL and p4.games == 10


def test_games_between_unrated_are_dropped_and_players_without_games_keep_their_columns():
    players = [
        PeriodPlayer(1, 0, 3, False, 4500, Fraction(1)),
        PeriodPlayer(2, 0, 2, False, 3000, Fraction(1)),
        PeriodPlayer(3, 1700, 80, True, list_rating=1700, list_games=80),
    ]
    res = compute_period(players, games((1, 2, 100), (2, 1, 0)), R)
    assert res.run.run == [0, 0]
    assert res.players[2].elo == 1700 and res.players[2].gain is None


def test_foreign_opponent_counts_at_the_record_value_and_foreign_player_keeps_rating():
    players = [PeriodPlayer(1, 2000, 400, True, keep_rating=True, list_rating=2000, list_games=400)]
    res = compute_period(players, games((1, 0, 100, 2000)), R)
    pc = res.players[0]
    assert pc.elo == 2000 and pc.modify == 9 and pc.gain == 6  # 12·(1 − .5) = 6
    assert res.run.k[0] == 12 and res.run.we[0] == 50


def test_grid_files_are_named_with_a_dollar_or_give_their_unrated_players_a_rating():
    # 2007-07's CHCKLIST: 530K4A4A.132 gives 56758 (unrated, ELO_PRECE 0 in the period's list)
    # 1359, and 53180 (first rating 1220 = his ELO_PRECE in the published list) 1359 too; an
    # ordinary file's record against a player rated in the run holds his first rating, the
    # value the federation's run writes (2010-01, 11184, first rating 1530); 124CK55$.417 is a
    # grid by its name.
    from elodesk.engine.frbe_lists import grid_files, is_grid, simulated_value

    assert simulated_value(1359, True, 0) and simulated_value(1359, True, 1220)
    assert not simulated_value(1530, True, 1530)  # the run's own value
    assert not simulated_value(1580, False, 1580)  # a rated opponent: the list's rating
    assert not simulated_value(0, True, 0)
    files = [b"530K4A4A.132", b"530K4A4A.132", b"C3024L.533", b"124CK55$.417"]
    assert grid_files(
        files, [1580, 1359, 1530, 0], [False, True, True, False], [1580, 0, 1530, 0]
    ) == {
        b"530K4A4A.132",
        b"124CK55$.417",
    }
    assert is_grid("124CK55$.417") and not is_grid("530K4A4A.132")
    assert is_grid("530K4A4A.132", rates_unrated=True)
