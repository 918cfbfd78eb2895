"""Running a period without its previous list, or with another period's, is said before the
run: on the command line (stderr, before the summary) and on the desk (first in Problems)."""

from __future__ import annotations

from elodesk.app.officer_open import open_period
from elodesk.app.period import PREVIOUS_AGREEMENT, previous_list_note
from elodesk.io.player_list import read_player_list
from tests.cli.test_period_cli import _tiny, period
from tests.conftest import shared_path


def _list(name: str):
    return read_player_list(str(shared_path("data", "frbe", name, "PLAYER.DBF")))


def test_the_previous_periods_list_fits_and_another_does_not():
    # shared/data/frbe README: 2009-07 → 2010-01 are consecutive; 2009-01's list is two
    # periods back (2010-01's starting ratings are 2009-07's ELO_CALCUL, not 2009-01's)
    current = _list("period-201001")
    assert previous_list_note(current, _list("period-200907")) is None
    said = previous_list_note(current, _list("period-200901"))
    assert said is not None and "does not look like the previous list" in said
    # 2010-01 with 2009-01's list: 10 020 of 13 855 players agree (72.3 %), below the
    # consecutive pairs' lowest 96.2 % (2008-07)
    assert "72.3 %" in said and PREVIOUS_AGREEMENT > 0.723
    assert "no previous list given" in previous_list_note(current, None)


def test_the_command_line_says_it_before_the_run(tmp_path):
    players, games = _tiny(tmp_path)
    proc = period("--players", str(players), "--games", str(games), "--out", str(tmp_path / "o"))
    assert proc.returncode == 0, proc.stderr
    assert "warning: " in proc.stderr and "no previous list given" in proc.stderr
    assert "written to" in proc.stdout  # said, and the period runs


def test_the_desk_says_it_first_in_problems(tmp_path):
    players, games = _tiny(tmp_path)
    opened = open_period(str(players), str(games), None, "frbe-2008")
    assert "no previous list given" in opened.warnings[0]


def test_foreign_players_with_a_stale_rating_are_counted_before_the_run():
    # 2022-01 PLAYER.DBF: 2 336 records with NATFIDE other than BEL or a FEDERATION ending in
    # "*", of which 2 036 rated at the start (2021-10 list: ELO_CALCUL > 0, PART_CALCU >= 20;
    # counted on the raw DBF columns); a FIDE list giving one of them his rating leaves 2 035
    from elodesk.app.officer_open import stale_foreign

    folder = shared_path("data", "frbe", "period-202201")
    opened = open_period(
        str(folder / "PLAYER.DBF"),
        str(folder / "CHCKLIST.DBF"),
        str(shared_path("data", "frbe", "period-202110", "PLAYER.DBF")),
    )
    assert opened.warnings[0].startswith("2036 player(s) of a foreign federation")
    players = opened.period.inp.period_players
    one = next(pp.id for pp in players if pp.keep_rating)
    assert stale_foreign(players, {one: 2000}) == 2035
