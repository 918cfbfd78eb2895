"""The published PLAYER.DBF and CHCKLIST.DBF carry the run's date in their DBF headers, as the
federation's do (2010-01's CHCKLIST header: 2010-01-13, its run), by both paths: `elodesk
period` and the desk's publishing (app.publish); never the day they were written."""

from __future__ import annotations

import datetime as dt

from elodesk.app.officer_open import open_period
from elodesk.app.period import dated
from elodesk.app.publish import publish
from elodesk.engine.period import compute_period
from elodesk.io.chcklist import CHCKLIST_2010
from elodesk.io.dbf import DbfTable, header_date
from tests.cli.test_period_cli import _tiny, period
from tests.dbf_mutations import fields_of

NAMES = ("PLAYER.DBF", "CHCKLIST.DBF")


def _period_of_2010_01(tmp_path, header: dt.date | None):
    """The tiny period (two players, one game) with its game played on 2009-11-10 and its
    CHCKLIST header dated ``header`` (None: the day the test writes it, as a CHCKLIST merged
    from the files received)."""
    tmp_path.mkdir(exist_ok=True)
    players, games = _tiny(tmp_path)
    g = DbfTable.create(
        fields_of(
            CHCKLIST_2010,
            "JOUEUR RESULTAT ADVERS DATE VAL_ADVERS NB_PARTIES K_NB_PART ESPERANCE",
        ),
        2,
    )
    g.set_column("JOUEUR", [1, 2])
    g.set_column("ADVERS", [2, 1])
    g.set_column("RESULTAT", [1, 0])
    g.set_column("DATE", [dt.date(2009, 11, 10)] * 2)
    g.save(games)
    if header is not None:
        games.write_bytes(dated(games.read_bytes(), header))
    return players, games


def _published(tmp_path, players, games):
    p = open_period(str(players), str(games), None, "frbe-2008").period
    p.set_result(compute_period(p.inp.period_players, p.games_for_run(), p.rule_set))
    out = tmp_path / "published"
    out.mkdir()
    publish(
        p, out, lambda path, t: path.write_bytes(b"%PDF"), lambda path, i: path.write_bytes(b"%PDF")
    )
    return out


def test_the_headers_carry_the_run_date_not_today(tmp_path):
    # 2010-01-13: the header of the federation's CHCKLIST of 2010-01 (../shared/data/frbe
    # period-201001), the run's date; the game of 2009-11-10 is in that period
    run = dt.date(2010, 1, 13)
    players, games = _period_of_2010_01(tmp_path, run)
    out = tmp_path / "cli"
    proc = period("--players", str(players), "--games", str(games), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    assert [header_date(out / n) for n in NAMES] == [run, run]
    out = _published(tmp_path, players, games)
    assert [header_date(out / n) for n in NAMES] == [run, run]


def test_a_merged_chcklist_is_dated_by_its_period(tmp_path):
    # a CHCKLIST written today (merged from the files received): its header is not the run's;
    # the game of 2009-11-10 names the period by the next list month, January 2010
    # (period_dates: list months January, April, July, October), dated its first day
    players, games = _period_of_2010_01(tmp_path / "in", None)
    assert header_date(games) == dt.date.today()
    first = dt.date(2010, 1, 1)
    out = tmp_path / "cli"
    proc = period("--players", str(players), "--games", str(games), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    assert [header_date(out / n) for n in NAMES] == [first, first]
    out = _published(tmp_path, players, games)
    assert [header_date(out / n) for n in NAMES] == [first, first]
