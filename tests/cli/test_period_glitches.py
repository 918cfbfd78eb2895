"""Every glitch kind of the federation's archive (issue 15, "Every archived period opens"): the
record is listed as a problem with its number and field, left out of the run (or, for a date,
ordered as the federation did), and the period runs. Kinds absent from ../shared/data/frbe are
tested on small DBFs written with the project's own writer; the others on the real files
(``test_period_archive.py``)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from elodesk.app.period import load_period
from elodesk.engine.frbe import RULE_SETS
from elodesk.engine.period import compute_period
from elodesk.io.dbf import DbfTable

R = RULE_SETS["frbe-2009-07"]
PLAYER = [
    ("MATRICULE", "N", 6, 0),
    ("NOM_PRENOM", "C", 25, 0),
    ("ELO_PRECE", "N", 4, 0),
    ("PART_PRECE", "N", 4, 0),
    ("ADVERSAIRE", "N", 6, 0),
    ("ELO_CALCUL", "N", 4, 0),
    ("PART_CALCU", "N", 4, 0),
    ("PERFORMAN", "N", 5, 1),
]
GAMES = [
    ("JOUEUR", "N", 6, 0),
    ("RESULTAT", "N", 1, 0),
    ("ADVERS", "N", 6, 0),
    ("VAL_ADVERS", "N", 4, 0),
    ("NB_PARTIES", "N", 4, 0),
    ("K_NB_PART", "N", 2, 0),
    ("ESPERANCE", "N", 2, 0),
    ("LIGNE", "N", 8, 0),
    ("DATE", "D", 8, 0),
    ("FILE_CH", "C", 32, 0),
]


def write(path: Path, fields, cols: dict) -> Path:
    t = DbfTable.create(fields, len(next(iter(cols.values()))))
    for k, v in cols.items():
        t.set_column(k, v)
    t.save(path)
    return path


def patch(path: Path, record: int, name: str, raw: bytes) -> None:
    """The raw bytes of one field of one record (0-based), as a glitch in a real file."""
    data = bytearray(path.read_bytes())
    t = DbfTable(bytes(data))
    f = t.field(name)
    pos = len(t.header) + record * t.record_length + f.offset
    data[pos : pos + f.length] = raw.ljust(f.length)
    path.write_bytes(bytes(data))


def players(d: Path, ids=(1, 2, 3), name="PLAYER.DBF") -> Path:
    """Players 1 (1500) and 2 (1600) rated with 100 games; 3 unrated without history."""
    n = len(ids)
    return write(
        d / name,
        PLAYER,
        {
            "MATRICULE": list(ids),
            "ELO_PRECE": [1500, 1600, 0, 1700][:n],
            "PART_PRECE": [100, 100, 0, 100][:n],
            "ELO_CALCUL": [1500, 1600, 0, 1700][:n],
            "PART_CALCU": [100, 100, 0, 100][:n],
        },
    )


def games(d: Path, rows: list[tuple[int, int, int]], dates=None) -> Path:
    """(player, opponent, result) records, one line each, dated 1 Oct 2011 + k days."""
    n = len(rows)
    return write(
        d / "CHCKLIST.DBF",
        GAMES,
        {
            "JOUEUR": [r[0] for r in rows],
            "ADVERS": [r[1] for r in rows],
            "RESULTAT": [r[2] for r in rows],
            "LIGNE": list(range(1, n + 1)),
            "DATE": dates or [dt.date(2011, 10, 1 + k) for k in range(n)],
            "FILE_CH": ["A.123"] * n,
        },
    )


def test_a_player_paired_with_himself_is_left_out(tmp_path):
    # 2011-07's glitch (not in ../shared): record 3 pairs player 1 with himself
    g = games(tmp_path, [(1, 2, 1), (2, 1, 0), (1, 1, 5)])
    inp = load_period(str(players(tmp_path)), str(g), None, rules=R)
    assert [str(p) for p in inp.problems] == [
        f"{g}: record 3, field ADVERS: player 1 paired with himself: left out of the run"
    ]
    assert inp.record_index == [0, 1]
    res = compute_period(inp.period_players, inp.records, R)
    # only the real game counts: 1500 beats 1600, game 101, K 24, We 0.36 (Table II, d = -100)
    # → 1500 + 24 × 0.64 = 1515.36 → 1515
    assert res.players[0].elo == 1515


def test_unreadable_dates_are_ordered_as_blank_dates(tmp_path):
    # 2012-07's `20R01` and 2019-07's `20190229` (not in ../shared): kept, listed, and taken
    # first in the unrated player's RUN 1 order, as 2012-01's `20 11111` was (player 10942's
    # card shows that game as his 13th, before his games of July 2011: test_period_archive)
    g = games(tmp_path, [(3, 1, 1), (3, 2, 0), (3, 1, 5), (1, 3, 0), (2, 3, 1), (1, 3, 5)])
    patch(g, 1, "DATE", b"20R01")
    patch(g, 2, "DATE", b"20190229")
    inp = load_period(str(players(tmp_path)), str(g), None, rules=R)
    # one line per record: what was read and what was done
    assert [str(p) for p in inp.problems] == [
        f"{g}: record {k}, field DATE: {v!r} is not a date; unreadable date: kept, ordered as "
        "a blank date (before every dated game)"
        for k, v in ((2, "20R01   "), (3, "20190229"))
    ]
    res = compute_period(inp.period_players, inp.records, R)
    # player 3's RUN 1 numbers: the two undated games first, between them by file then
    # opponent ID (frbe-2009-07's run1_order: record 3 against player 1 before record 2
    # against player 2), then the game of 1 October
    assert [res.run.number[i] for i in (0, 1, 2)] == [3, 2, 1]


def test_unreadable_numbers_leave_the_record_out(tmp_path):
    # #16 item 6: inf and nan in N fields, a result that is not 1/0/5, an unreadable opponent
    p = players(tmp_path, ids=(1, 2, 3, 4))
    patch(p, 3, "ELO_PRECE", b" inf")
    g = games(tmp_path, [(1, 2, 1), (2, 1, 0), (1, 2, 7), (2, 1, 5), (4, 1, 1), (1, 4, 0)])
    patch(g, 3, "ADVERS", b"   nan")
    inp = load_period(str(p), str(g), None, rules=R)
    got = [str(x).split(": ", 1)[1] for x in inp.problems]
    assert got == [
        "record 4, field ELO_PRECE: ' inf' is not a number; player 4 cannot be run "
        "(unreadable): left out with his games",
        "record 3, field RESULTAT: 7 is not a result (1, 0 or 5 for a draw); no readable "
        "result: left out of the run",
        "record 4, field ADVERS: '   nan' is not a number; no readable opponent: left out of "
        "the run",
        "record 5, field JOUEUR: player 4 is not in " + str(p) + ": left out of the run",
        "record 6, field ADVERS: opponent 4 is not in " + str(p) + ": left out of the run",
    ]
    assert inp.record_index == [0, 1]


def test_a_player_missing_from_the_list_is_run_from_the_previous_list(tmp_path):
    # 2019-01's glitch (player 39829, test_period_archive): in the previous list, not in the
    # period's; his games count, at his previous ELO_CALCUL, and his opponents' too
    (tmp_path / "prev").mkdir()
    prev = players(tmp_path / "prev", ids=(1, 2, 3, 4))
    cur = players(tmp_path, ids=(1, 2, 3))
    g = games(tmp_path, [(1, 4, 1), (4, 1, 0)])
    inp = load_period(str(cur), str(g), str(prev), rules=R)
    assert [str(p).split(": ", 1)[1] for p in inp.problems] == [
        f"record 2, field JOUEUR: player 4 is not in {cur}: run from the previous list "
        "(rating 1700, 100 games); his new rating is written nowhere"
    ]
    res = compute_period(inp.period_players, inp.records, R)
    # player 1 (1500) beats player 4 (1700): d = -200, We 0.24, K 24 → 1500 + 18.24 = 1518
    assert res.players[0].elo == 1518
    # player 4, last of the run's players: 1700 − 24 × 0.76 = 1681.76 → 1682
    assert inp.period_players[-1].id == 4 and res.players[-1].elo == 1682
    assert len(inp.player_index) == 3  # and he is not written back


def test_an_unreadable_value_the_run_does_not_need_is_only_listed(tmp_path):
    # 2008-07's PERFORMAN `-55.-` belongs to a rated player (22772): listed, never used
    (tmp_path / "prev").mkdir()
    prev = players(tmp_path / "prev")
    patch(prev, 0, "PERFORMAN", b"-55.-")
    g = games(tmp_path, [(1, 2, 1), (2, 1, 0)])
    inp = load_period(str(players(tmp_path)), str(g), str(prev), rules=R)
    assert [str(p) for p in inp.problems] == [
        f"{prev}: record 1, field PERFORMAN: '-55.-' is not a number"
    ]
    assert inp.record_index == [0, 1] and len(inp.period_players) == 3


def test_an_impossible_history_leaves_the_player_out(tmp_path):
    # found by the long fuzz run: 5.5 points in 2 games in the previous list gave p = 2.75 and
    # a ValueError in Table I; W must lie between 0 and the games
    (tmp_path / "prev").mkdir()
    prev = players(tmp_path / "prev")
    patch(prev, 2, "PART_CALCU", b"   2")
    patch(prev, 2, "PERFORMAN", b"  5.5")
    g = games(tmp_path, [(3, 1, 1), (1, 3, 0)])
    inp = load_period(str(players(tmp_path)), str(g), str(prev), rules=R)
    assert str(inp.problems[0]) == (
        f"{prev}: record 3, field PERFORMAN: player 3 cannot be run (5.5 points in 2 games): "
        "left out with his games"
    )
    compute_period(inp.period_players, inp.records, R)
