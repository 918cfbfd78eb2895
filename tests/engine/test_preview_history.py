"""An unrated player's history in the desk's preview (issue #13).

The expected values are the worked example of ../shared/rules/frbe.md ("Unrated and provisional
players", from the 2010-01 files): player 52612 had 7 games against rated opponents summing
12 046 with 1 point, and plays 8 more against rated players summing 13 034 with 2 points:
15 games, Rc = 25 080 / 15 = 1672, p = 3/15 = .20, D(.20) = −240 (Table I), informative rating
1432. Here the 8 games are an open's: opponents 6 × 1629 + 2 × 1630 = 13 034, two wins.
"""

from __future__ import annotations

from elodesk.engine.model import Entrant, EventType, Pairing, Result, Status, Tournament
from elodesk.engine.preview import preview

OPP = [1629] * 6 + [1630] * 2


def _open() -> Tournament:
    players = [Entrant(1, "Unrated, Player", "52612", 0)]
    players += [Entrant(i + 2, f"Rated, {i}", str(20000 + i), r) for i, r in enumerate(OPP)]
    pairings = [
        Pairing(r + 1, 1, r + 2, Result.WHITE_WINS if r < 2 else Result.BLACK_WINS)
        for r in range(8)
    ]
    return Tournament("Open", tuple(players), tuple(pairings), rounds=8, type=EventType.OPEN)


def test_history_from_the_list_gives_the_worked_rating() -> None:
    t = _open()
    games = {1: 7} | {n: 50 for n in range(2, 10)}
    for rules in ("frbe-2008", "frbe-2022"):
        r = preview(t, "frbe", rules, games, history={1: (12046, 1.0)}).results[1]
        assert r.new == 1432, rules
        assert r.status is Status.PROVISIONAL  # 15 games: informative only (fewer than 20)


def test_past_games_without_history_are_not_counted_as_zeros() -> None:
    t = _open()
    games = {1: 7} | {n: 50 for n in range(2, 10)}
    r = preview(t, "frbe", "frbe-2022", games).results[1]
    # the old preview counted his 7 past games against 0-rated opponents: Rc = 13 034 / 15 = 869
    assert r.new is None and r.delta is None
    assert "history-unknown" in r.notes
    assert r.status is Status.UNRATED
    # his opponents are rated as before: each rated player's change does not depend on it
    with_history = preview(t, "frbe", "frbe-2022", games, history={1: (12046, 1.0)}).results
    without = preview(t, "frbe", "frbe-2022", games).results
    assert all(with_history[n].new == without[n].new for n in range(2, 10))


def test_a_newcomer_without_past_games_needs_no_history() -> None:
    t = _open()
    r = preview(t, "frbe", "frbe-2022", {1: 0} | {n: 50 for n in range(2, 10)}).results[1]
    assert "history-unknown" not in r.notes
