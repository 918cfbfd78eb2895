"""The officer's merge keeps the rating a grid gives each opponent (VAL_ADVERS), so that a
simulated rating for an unrated player reaches the run: before, the merge wrote 0 for every
opponent with an ID, and a grid received as a file lost its values (seed 003, "grille avec
simulation d'étrangers"; ``engine.frbe_lists.is_grid``). A grid: a ``$`` in the name or a
closed group (``app.merge.is_grid_file``); a Swiss open's ratings of its unrated players are
not simulated ones (the Swar file gives 1505 to 22762, unrated in the 2022-01 list).

Neither real results file of ``../shared/data/frbe`` gives an unrated player a rating (the 24
lines file ``chessman/Ferme-4-9-1.618`` writes ``0000`` for 15722, the Swar files ``0``), so the
grid is that real file with a simulated rating written where the club's program would write it:
1300 for 15722 (the rating column of his three lines)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from elodesk.app.merge import merge_files
from elodesk.app.officer_open import open_results
from elodesk.app.period import compute_period
from elodesk.io.dbf import DbfTable
from elodesk.io.player_list import player_layout
from tests.conftest import shared_path
from tests.dbf_mutations import fields_of

TODAY = dt.date(2015, 12, 20)  # the file's games: 20 November … 11 December 2015
SIMULATED = 1300


def _file_values(path: Path) -> dict[int, int]:
    """ID → the rating the 24 lines file gives him (``ID club nat rating`` on his lines)."""
    text = path.read_bytes().decode("cp850")
    return {int(i): int(r) for i, r in re.findall(r" (\d{5}) \d{3} [A-Z]{3} (\d{4}) ", text)}


def _grid(tmp_path: Path) -> Path:
    src = shared_path("data", "frbe", "chessman", "Ferme-4-9-1.618")
    text = src.read_bytes()
    grid = text.replace(b"15722 618 BEL 0000", b"15722 618 BEL %04d" % SIMULATED)
    assert grid.count(b"BEL %04d" % SIMULATED) == 3  # his three game lines
    path = tmp_path / src.name
    path.write_bytes(grid)
    return path


def test_the_merge_keeps_every_opponents_rating_of_a_real_round_robin():
    path = shared_path("data", "frbe", "chessman", "Ferme-4-9-1.618")
    values = _file_values(path)
    assert values == {94714: 1158, 60490: 1189, 15722: 0, 62812: 1349}  # the file's lines
    m = merge_files([path], TODAY)
    assert len(m.rows) == 12  # 6 games: each of the 4 players met the 3 others
    for row in m.rows:
        assert row["VAL_ADVERS"] == values[row["ADVERS"]], row


def test_a_swiss_opens_ratings_stay_out():
    path = shared_path("data", "frbe", "swar", "S_SWAR_A1_tournoi_meri_R01-04.541")
    m = merge_files([path], dt.date(2021, 12, 20))
    against = [r for r in m.rows if r["ADVERS"] == 22762]  # Jonniaux, 1505 in the file
    assert against and all(r["VAL_ADVERS"] == 0 for r in against)


def _players(tmp_path: Path) -> Path:
    """The four players: three rated (100 games each, the file's ratings), 15722 unrated with
    no game before."""
    t = DbfTable.create(
        fields_of(
            player_layout("2010"),
            "MATRICULE NOM_PRENOM ELO_PRECE PART_PRECE ELO_CALCUL PART_CALCU GAIN "
            "ADVERSAIRE PERFORMAN",
        ),
        4,
    )
    t.set_column("MATRICULE", [94714, 60490, 15722, 62812])
    t.set_column(
        "NOM_PRENOM", ["HAVELANGE ANDRE", "RODRIGUEZ JOHNNY", "ALGRAIN PHILIPPE", "DE RYCK JACQUES"]
    )
    t.set_column("ELO_PRECE", [1158, 1189, 0, 1349])
    t.set_column("PART_PRECE", [100, 100, 0, 100])
    path = tmp_path / "PLAYER.DBF"
    t.save(path)
    return path


def test_a_grids_simulated_rating_counts_in_the_run(tmp_path):
    grid = _grid(tmp_path)
    m = merge_files([grid], TODAY)
    against = [r for r in m.rows if r["ADVERS"] == 15722]
    assert [r["VAL_ADVERS"] for r in against] == [SIMULATED] * 3
    opened = open_results(str(_players(tmp_path)), [str(grid)], None, None, TODAY)
    p = opened.period
    res = compute_period(p.inp.period_players, p.games_for_run(), p.rule_set)
    run = res.run
    # every rated player's game against 15722 counts at the file's 1300 (the file is a grid:
    # it rates an unrated player), in RUN 3; before, at nothing: not counted
    for pid in (94714, 60490, 62812):
        ks = [k for k in p.rec_by_player[pid] if p.inp.records.opponent[k] == 15722]
        assert len(ks) == 1, pid
        assert (run.run[ks[0]], run.value[ks[0]]) == (3, SIMULATED), pid
