"""The glitch kinds present in ../shared/data/frbe, on the real files (README of that folder),
the rule set by era, and determinism of every message (issue 15)."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from typing import Any

from elodesk.app.period import PeriodInput, load_period, rules_of_period
from elodesk.engine.frbe import ALIASES, RULE_SETS, FrbeRules, performance, rules_for_date
from elodesk.engine.period import compute_period
from elodesk.io.dbf import DbfError, DbfTable
from elodesk.io.player_list import read_player_list
from tests.cli.test_period_glitches import GAMES, write
from tests.conftest import ROOT, shared_path


def frbe(*parts: str) -> str:
    return str(shared_path("data", "frbe", *parts))


def load_archived(period: str, previous: str, rules: FrbeRules) -> PeriodInput:
    """The archived ``period``'s PLAYER.DBF and CHCKLIST.DBF with ``previous``'s list."""
    return load_period(
        frbe(period, "PLAYER.DBF"),
        frbe(period, "CHCKLIST.DBF"),
        frbe(previous, "PLAYER.DBF"),
        rules=rules,
    )


@functools.cache
def archived_run(period: str, previous: str, rules: FrbeRules) -> tuple[PeriodInput, Any]:
    """:func:`load_archived` and its run, once per module (several tests read one period's
    problems and run: each real period is loaded and computed once)."""
    inp = load_archived(period, previous, rules)
    return inp, compute_period(inp.period_players, inp.records, rules)


def test_performan_glitch_of_the_2008_07_list_read_as_a_previous_list(tmp_path):
    # README: the 2008-07 list holds PERFORMAN `-55.-` (record 2360, player 22772, rated with
    # 772 games); read as the previous list of 2009-01 it is listed and the period runs. The
    # archive has no 2009-01 games file: two real players' game of that season stands for it.
    prev = frbe("period-200807", "PLAYER.DBF")
    g = write(
        tmp_path / "CHCKLIST.DBF",
        GAMES,
        {"JOUEUR": [22772, 23019], "ADVERS": [23019, 22772], "RESULTAT": [5, 5]},
    )
    inp = load_period(
        frbe("period-200901", "PLAYER.DBF"), str(g), prev, rules=RULE_SETS["frbe-2006-01"]
    )
    assert [str(p) for p in inp.problems] == [
        f"{prev}: record 2360, field PERFORMAN: '-55.-' is not a number"
    ]
    assert inp.record_index == [0, 1]  # his games are kept: a rated player's PERFORMAN is unused
    compute_period(inp.period_players, inp.records, RULE_SETS["frbe-2006-01"])


def test_dates_of_2012_01_are_ordered_as_the_federation_did():
    # README: dates such as `20 11111` in 2012-01's CHCKLIST.DATE (32 records, file
    # 902OPE1a.230). Player 10942 (unrated) has record 4126 dated `20 11111`; his card in
    # FICHES.txt.gz numbers that game 13, before his games of 5 July 2011 (14) and later,
    # and the federation's CHCKLIST says NB_PARTIES 13 for it.
    d = "period-201201"
    rules = RULE_SETS["frbe-2009-07"]
    inp, res = archived_run(d, "period-201107", rules)
    dates = [p for p in inp.problems if p.field == "DATE"]
    assert len(dates) == 32  # one line per record: what was read and what was done
    assert str(dates[0]).endswith(
        "record 366, field DATE: '20 11112' is not a date; unreadable date: kept, ordered as a "
        "blank date (before every dated game)"
    )
    k = inp.record_index.index(4125)
    assert res.run.number[k] == 13


def test_dates_of_2015_07_are_read(tmp_path):
    # README: dates such as `015 1/9/` (10 records, file 2015614_24L.727, first record 860)
    d = "period-201507"
    rules = RULE_SETS["frbe-2015-04"]
    inp, res = archived_run(d, "period-201504", rules)
    dates = [p for p in inp.problems if p.field == "DATE"]
    assert len(dates) == 10
    assert "record 860, field DATE: '015 1/9/' is not a date; unreadable date" in str(dates[0])
    # unrated player 13273's record 5309: the federation's CHCKLIST numbers it 10 (NB_PARTIES)
    k = inp.record_index.index(5308)
    assert res.run.number[k] == 10


def test_a_player_missing_from_the_2019_01_list():
    # README: CHCKLIST games of players missing from PLAYER.DBF. Player 39829 is in the
    # previous list (201810: ELO_CALCUL 1836, PART_CALCU 436) and not in 201901's. His card
    # shows "Oude ELO 1836", games 437–446 and "Nieuwe ELO 1813"; his unrated opponent 18383
    # counts him at 1836 and ends at 1598 ("Rf=1627 -29 = 1598").
    d = "period-201901"
    rules = RULE_SETS["frbe-2015-04"]
    inp, res = archived_run(d, "period-201810", rules)
    missing = [p for p in inp.problems if p.field == "JOUEUR"]
    assert len(missing) == 1 and missing[0].record == 10840
    assert "player 39829 is not in" in missing[0].message
    by_id = {p.id: c for p, c in zip(inp.period_players, res.players, strict=True)}
    assert by_id[39829].elo == 1813 and by_id[39829].games == 446
    assert by_id[18383].elo == 1598


def test_every_archived_period_opens():
    # the 9 periods with games all run; the records listed are the README's glitches and no
    # others: 2008-07's PERFORMAN `-55.-` (its own list), 2012-01's 32 dates `20 1111x`,
    # 2015-07's 10 dates `015 1/9/`, 2019-01's player 39829 (one line, his first record)
    expected = {"period-200807": 1, "period-201201": 32, "period-201507": 10, "period-201901": 1}
    root = shared_path("data", "frbe")
    folders = sorted(p.name for p in root.glob("period-*"))
    ran = 0
    for k, name in enumerate(folders):
        if not (root / name / "CHCKLIST.DBF").exists():
            continue
        rules, _why = rules_of_period(frbe(name, "CHCKLIST.DBF"))
        inp, _res = archived_run(name, folders[k - 1], rules)
        assert len(inp.problems) == expected.get(name, 0), (name, inp.problems[:3])
        ran += 1
    assert ran == 9


def _computed(period: str, previous: str, ids: tuple[int, ...]) -> dict[int, int | None]:
    rules, _why = rules_of_period(frbe(period, "CHCKLIST.DBF"))
    inp, res = archived_run(period, previous, rules)
    by_id = {p.id: c.out for p, c in zip(inp.period_players, res.players, strict=True)}
    return {i: by_id[i].new if by_id[i] else None for i in ids}


def test_transition_below_300_games_on_the_cards():
    # the rating-crossing formula when K changes at game 100 (issue 15, "remaining rule
    # differences"): 2008-07 player 12262, games 100–117 from 2047: "Rf = 2000 + ((7.5 − 9.62)
    # + ((2047 − 2000) / 32)) * 24 = 1984"; 2015-07 player 13384, games 68–123 from 1994:
    # "... * 24 = 2028" (a foreign player: his list keeps his FIDE rating, the card shows 2028)
    assert _computed("period-200807", "period-200801", (12262,)) == {12262: 1984}
    assert _computed("period-201507", "period-201504", (13384,)) == {13384: 2028}


def test_25_150_is_judged_before_the_transition():
    # 2007-07 player 40568, 29 games from 1988: Ri + G = 2165 (+177), "Règle des 25/150",
    # Rc 2000, p .69, D(p) +141 → 2141; the transition (which would give 2133, +145) is not
    # applied
    assert _computed("period-200707", "period-200701", (40568,)) == {40568: 2141}


def test_rule_sets_by_era():
    # shared/data/frbe/README: frbe-2008's parameters fit 2009-07 … 2015-01, frbe-2022's from
    # 2015-04; before 2009-07 no p clamp
    assert rules_for_date(2007, 7).name == "frbe-2006-01"
    assert rules_for_date(2009, 6).name == "frbe-2006-01"
    assert rules_for_date(2009, 7).name == "frbe-2009-07"
    assert rules_for_date(2015, 3).name == "frbe-2009-07"
    assert rules_for_date(2015, 4).name == "frbe-2015-04"
    assert rules_for_date(2023, 6).name == "frbe-2015-04"
    assert rules_for_date(2024, 3).name == "frbe-2023-07"  # 5 games (2023 rules, article 10)
    assert rules_for_date(2026, 1).name == "frbe-2024"  # the 1400 floor from the 2024-04 list
    assert RULE_SETS["frbe-2008"] is RULE_SETS["frbe-2009-07"] and "frbe-2022" in RULE_SETS
    assert set(ALIASES) == {"frbe-2008", "frbe-2022"}
    assert list(RULE_SETS) == [
        "frbe-2006-01",
        "frbe-2009-07",
        "frbe-2015-04",
        "frbe-2023-07",
        "frbe-2024",
    ]
    # 2007-07, player 3002's card: "Rc=1454 p=0.00 D(p)=-677 Rf=1454 -677 = 777" (0 of n)
    perf = performance(1454 * 10, 10, 0, RULE_SETS["frbe-2006-01"])
    assert (perf.p100, perf.d, perf.rating, perf.undetermined) == (0, -677, 777, False)


def test_the_era_comes_from_the_games_file_date():
    # the header dates of the archive's CHCKLIST.DBF: 2007-07-07, 2009-07-15, 2015-04-08
    assert rules_of_period(frbe("period-200707", "CHCKLIST.DBF"))[0].name == "frbe-2006-01"
    assert rules_of_period(frbe("period-200907", "CHCKLIST.DBF"))[0].name == "frbe-2009-07"
    assert rules_of_period(frbe("period-201504", "CHCKLIST.DBF"))[0].name == "frbe-2015-04"


_CHILD = """
import sys
from elodesk.io.dbf import DbfError, DbfTable
from elodesk.app.period import load_period
from elodesk.engine.frbe import RULE_SETS
try:
    DbfTable.open(sys.argv[1]).column("DATE")
except DbfError as exc:
    print(exc)
inp = load_period(sys.argv[2], sys.argv[1], sys.argv[3], rules=RULE_SETS["frbe-2009-07"])
print("\\n".join(map(str, inp.problems)))
"""


def test_messages_do_not_depend_on_hash_order():
    # issue 15: the record named for 2012-01's dates was 366 or 920 with PYTHONHASHSEED
    d = "period-201201"
    args = [frbe(d, "CHCKLIST.DBF"), frbe(d, "PLAYER.DBF"), frbe("period-201107", "PLAYER.DBF")]
    outs = []
    for seed in ("1", "2", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        proc = subprocess.run(
            [sys.executable, "-c", _CHILD, *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        outs.append(proc.stdout)
    assert outs[0] == outs[1] == outs[2]
    assert outs[0].startswith(f"{args[0]}: record 366, field DATE: '20 11112' is not a date\n")


def test_the_old_strict_reader_names_the_first_record():
    try:
        DbfTable.open(frbe("period-201201", "CHCKLIST.DBF")).column("DATE")
    except DbfError as exc:
        assert "record 366," in str(exc)
    else:
        raise AssertionError("the strict reader accepted `20 11112`")
    plist = read_player_list(frbe("period-200807", "PLAYER.DBF"))
    plist.get("PERFORMAN")
    assert [p.record for p in plist.problems] == [2360]
