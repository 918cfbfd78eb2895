"""Issue 17 in the files: the standings rules in the event file's meta, and TRF double
forfeits (``-`` on both players' lines, e.g. ``../shared/pairing/dutch-2025/s900001.trf``,
players 39 and 82 in round 5)."""

from __future__ import annotations

from elodesk.engine.model import Result
from elodesk.engine.scoring import SCORE_SYSTEMS, Category, Edition, StandingsRules
from elodesk.engine.tiebreaks import Kind, build_field
from elodesk.io import trf
from elodesk.io.store import EventStore, create_event


def test_rules_stored_in_the_event_meta(tmp_path):
    rules = StandingsRules(
        ("BH/C2", "ARO/C1", "TPR", "DE"),
        Edition.FIDE_2009,
        SCORE_SYSTEMS["3-2-1"],
        (Category("U12", born_from=2014), Category("1400-1799", rating_from=1400, rating_to=1799)),
        1200,
        {3: 1.0},
    )
    path = tmp_path / "club.elodesk"
    store = create_event(path, {"name": "Club championship", **rules.to_settings()})
    store.close()
    again = EventStore(path, read_only=True)
    assert StandingsRules.from_settings(again.settings()) == rules
    again.close()


def test_an_older_event_file_reads_with_the_defaults(tmp_path):
    path = tmp_path / "old.elodesk"
    create_event(path, {"name": "old"}).close()
    store = EventStore(path, read_only=True)
    # what an event written before issue 17 holds: its tie-breaks only
    assert StandingsRules.from_settings(store.settings()) == StandingsRules()
    store.close()


LINES = [
    "012 double forfeit",
    "001    1      A                                 2000                             1.0    1     2 w -     3 b 1",
    "001    2      B                                 1900                             1.0    2     1 b -  0000 - U",
    "001    3      C                                 1800                             1.0    3  0000 - U     1 w 0",
]


def test_double_forfeit_read_and_written_back():
    doc = trf.parse("\n".join(LINES) + "\n")
    assert doc.problems == []
    (game,) = [g for g in doc.tournament.pairings if g.round == 1 and g.black]
    assert (game.white, game.black, game.result) == (1, 2, Result.DOUBLE_FORFEIT)
    f = build_field(doc.tournament, StandingsRules())
    assert f.rounds[1][0].kind is f.rounds[2][0].kind is Kind.FORFEIT_LOSS
    assert f.points == {1: 1.0, 2: 1.0, 3: 1.0}
    written = trf.write(doc.tournament, newline="\n")
    assert "     2 w -" in written and "     1 b -" in written


def test_excel_standings_use_the_event_rules():
    """The Excel export's Standings sheet has the event's tie-breaks as columns, valued by
    its rules: the hand-worked Swiss of tests/engine/test_tiebreaks_hand.py, where player 5's
    Buchholz is 11.5 (2024 rules) and player 1's TPR 2006."""
    import io

    import openpyxl

    from elodesk.app import event as exports
    from tests.engine.test_tiebreaks_hand import T

    rules = StandingsRules(("BH", "TPR"), Edition.FIDE_2024)
    f = exports.build("xlsx", T, standings_rules=rules)
    ws = openpyxl.load_workbook(io.BytesIO(f.data))["Standings"]
    rows = list(ws.iter_rows(values_only=True))
    assert rows[0] == ("Rank", "#", "Name", "Pts", "Games", "BH", "TPR")
    by_number = {r[1]: r for r in rows[1:]}
    assert by_number[5][5] == 11.5
    assert by_number[1][6] == 2006  # 1733 + dp(0.83) = 273


def test_excel_has_a_sheet_per_category():
    """The hand-worked Swiss (tests/engine/test_tiebreaks_hand.py) with the categories of its
    test: born 2012 or later — players 2 and 5, places 1 and 2, overall 2nd and 3rd (BH
    decides 5 before 6); a name Excel refuses ("1600/1800") is made legal."""
    import io

    import openpyxl

    from elodesk.app import event as exports
    from tests.engine.test_tiebreaks_hand import T

    rules = StandingsRules(
        ("BH",),
        Edition.FIDE_2024,
        categories=(Category("U14", born_from=2012), Category("1600/1800", rating_from=1600)),
    )
    wb = openpyxl.load_workbook(io.BytesIO(exports.build("xlsx", T, standings_rules=rules).data))
    assert wb.sheetnames == [
        "Crosstable", "Standings", "U14", "1600_1800", "Rating changes", "Players",
    ]  # fmt: skip
    rows = list(wb["U14"].iter_rows(values_only=True))
    assert rows[0] == ("Place", "Overall", "#", "Name", "Pts", "BH")
    assert [r[:3] for r in rows[1:]] == [(1, 2, 2), (2, 3, 5)]


def test_excel_crosstable_points_are_the_standings_points():
    """The Crosstable sheet's Pts are the event's points, as its Standings sheet gives them
    (one home: the standings), not the games' 1 / ½ / 0 summed again. Worked by hand: a
    three-player round robin, 1 beats 2, 3–1 drawn, 2 beats 3, under 3-1-0
    (:data:`SCORE_SYSTEMS` "3-1-0": 3 a win, 1 a draw) with 1 extra point to player 3 by the
    organiser: 1 has 3 + 1 = 4, 2 has 0 + 3 = 3, 3 has 1 + 0 + 1 = 2 (the games alone would
    give 1.5, 1 and 0.5)."""
    import io

    import openpyxl

    from elodesk.app import event as exports
    from elodesk.engine.model import Entrant, EventType, Pairing, Tournament

    t = Tournament(
        "3-1-0 round robin",
        tuple(Entrant(n, f"Player {n}", rating=1500) for n in (1, 2, 3)),
        (
            Pairing(1, 1, 2, Result.WHITE_WINS),
            Pairing(2, 3, 1, Result.DRAW),
            Pairing(3, 2, 3, Result.WHITE_WINS),
        ),
        rounds=3,
        type=EventType.ROUND_ROBIN,
    )
    rules = StandingsRules(("SB",), score=SCORE_SYSTEMS["3-1-0"], extra_points={3: 1.0})
    wb = openpyxl.load_workbook(io.BytesIO(exports.build("xlsx", t, standings_rules=rules).data))
    cross = list(wb["Crosstable"].iter_rows(values_only=True))
    assert cross[0] == ("#", "Name", "Rating", "1", "2", "3", "Pts", "Rank")
    assert [r[3:] for r in cross[1:]] == [
        ("■", "1", "½", 4, 1),
        ("0", "■", "1", 3, 2),
        ("½", "0", "■", 2, 3),
    ]
    standings = {r[1]: r[3] for r in list(wb["Standings"].iter_rows(values_only=True))[1:]}
    assert standings == {1: 4, 2: 3, 3: 2}
