"""Article 12.e of the competition rules of 17 June 2023 (``../shared/rules/frbe.md``): "results
that could not be processed in the three previous periods because one or both players had no
rating are taken up again", through the real ``elodesk period --carry-over`` on three small
periods written with the real DBF writer, each run's output the next one's input.

The example, worked by hand with seed 000's tables (Table I: D(p); Table II: We) and the 2023
rules (first rating after 5 games against rated players, K 32 to the 100th game):

* 2023-07 (games of June 2023): 1 (1800, 50 games) beats 4 (unrated, no game); 4 and 5 (both
  unrated) draw. 4 counts his game (1 game, s.Elo 1800, 0 points); 1's side and both sides of
  4–5 are left unprocessed (NB_PARTIES 0).
* 2023-10 (August–September): 4 plays 2 (1600) twice and 3 (1700) twice: 1, ½, 1, 0. At his
  5th game he is rated: Rc = (1800 + 1600 + 1700 + 1600 + 1700) / 5 = 1680, p = 2.5/5 = .50,
  D(p) = 0: 1680. Taken up from 2023-07: 1's win against 4, his 51st game, at 1680: difference
  120, We .66, 1800 + 32 × (1 − .66) = 1810.88 → 1811; 5's draw against 4 (RUN 2, at 1680: 1
  game, s.Elo 1680, ½ point, 5 stays unrated); 4's draw against 5 waits (5 unrated).
* 2024-01 (November–December): 5 plays 1 (1811) four times: 1, 0, ½, 0. At his 5th game (one
  from 2023-10) he is rated: Rc = (1680 + 4 × 1811) / 5 = 1784.8 → 1785, p = 2/5 = .40,
  D(p) = −72: 1713. Taken up from 2023-07 (two periods back): 4's draw against 5, his 6th game,
  at 1713: difference −33, We .45, 1680 + 32 × (.5 − .45) = 1681.6 → 1682. 1's win against 4 is
  not taken up again (4 is rated since 2023-10): 1 plays games 52–55 against 5 at 1713,
  difference 98, We .63 each: W 2.5 − 2.52 = −.02, 1811 − .64 = 1810.36 → 1810.
"""

from __future__ import annotations

import datetime as dt
import subprocess
from pathlib import Path

import pytest

from elodesk.io.chcklist import CHCKLIST_2010
from elodesk.io.dbf import DbfTable
from elodesk.io.player_list import player_layout
from tests.cli.test_period_cli import period as run_period_cli
from tests.dbf_mutations import fields_of

D = dt.date
NAMES = {1: "ONE ANNA", 2: "TWO BERT", 3: "THREE CARL", 4: "FOUR DORA", 5: "FIVE EMIL"}
START = {1: (1800, 50), 2: (1600, 50), 3: (1700, 50), 4: (0, 0), 5: (0, 0)}
# (white, black, white's RESULTAT: 1, 0 or 5 for a draw, date, file)
Q = [(1, 4, 1, D(2023, 6, 3), "Q1.101"), (4, 5, 5, D(2023, 6, 10), "Q2.101")]
P = [
    (4, 2, 1, D(2023, 8, 5), "P1.101"),
    (3, 4, 5, D(2023, 8, 12), "P1.101"),
    (2, 4, 0, D(2023, 9, 2), "P1.101"),
    (4, 3, 0, D(2023, 9, 9), "P1.101"),
]
P2 = [
    (5, 1, 1, D(2023, 11, 4), "R1.101"),
    (1, 5, 1, D(2023, 11, 11), "R1.101"),
    (5, 1, 5, D(2023, 12, 2), "R1.101"),
    (1, 5, 1, D(2023, 12, 9), "R1.101"),
]
_OTHER = {1: 0, 0: 1, 5: 5}
PLAYER_FIELDS = fields_of(
    player_layout("2010"),
    "MATRICULE NOM_PRENOM ELO_PRECE PART_PRECE ELO_CALCUL PART_CALCU GAIN ADVERSAIRE PERFORMAN",
)


def write_list(path: Path, start: dict[int, tuple[int, int]]) -> Path:
    ids = sorted(start)
    t = DbfTable.create(PLAYER_FIELDS, len(ids))
    t.set_column("MATRICULE", ids)
    t.set_column("NOM_PRENOM", [NAMES[i] for i in ids])
    t.set_column("ELO_PRECE", [start[i][0] for i in ids])
    t.set_column("PART_PRECE", [start[i][1] for i in ids])
    path.parent.mkdir(parents=True, exist_ok=True)
    t.save(path)
    return path


def write_games(path: Path, games: list[tuple[int, int, int, dt.date, str]]) -> Path:
    """Both players' records of each game, sorted by player (the federation's order)."""
    rows = []
    for line, (w, b, res, day, name) in enumerate(games, start=1):
        rows.append((w, b, res, day, name, line, "W"))
        rows.append((b, w, _OTHER[res], day, name, line, "B"))
    rows.sort(key=lambda r: (r[0], r[3], r[5]))
    t = DbfTable.create(CHCKLIST_2010, len(rows))
    for name, k in (("JOUEUR", 0), ("ADVERS", 1), ("RESULTAT", 2), ("DATE", 3)):
        t.set_column(name, [r[k] for r in rows])
    t.set_column("FILE_CH", [r[4] for r in rows])
    t.set_column("LIGNE", [r[5] for r in rows])
    t.set_column("WH_BL", [r[6] for r in rows])
    t.set_column("EXPEDIT", [101] * len(rows))
    path.parent.mkdir(parents=True, exist_ok=True)
    t.save(path)
    return path


def next_list(out: Path, path: Path) -> Path:
    """The next period's list: each player starts where the run left him."""
    t = DbfTable.open(out)
    rated = zip(t.column("ELO_CALCUL"), t.column("PART_CALCU"), strict=True)
    after = dict(zip(t.column("MATRICULE"), rated, strict=True))
    return write_list(path, {i: (e or 0, g or 0) for i, (e, g) in after.items()})


def period(*args: str) -> subprocess.CompletedProcess:
    return run_period_cli(*args, timeout=120)


def run(tmp: Path, name: str, players: Path, games: Path, prev: Path | None, *earlier: Path):
    args = ["--players", str(players), "--games", str(games), "--rules", "frbe-2023-07"]
    args += ["--previous", str(prev)] if prev else []
    for e in earlier:
        args += ["--carry-over", str(e)]
    proc = period(*args, "--out", str(tmp / name / "out"))
    assert proc.returncode == 0, proc.stderr
    return proc


def players_of(path: Path) -> dict[int, tuple]:
    t = DbfTable.open(path)
    cols = [t.column(n) for n in ("ELO_CALCUL", "PART_CALCU", "ADVERSAIRE", "PERFORMAN")]
    return {pid: tuple(c[k] for c in cols) for k, pid in enumerate(t.column("MATRICULE"))}


def chain(tmp: Path) -> dict[str, Path]:
    """The three periods' files, 2023-07 and 2023-10 run (the inputs of 2024-01)."""
    f: dict[str, Path] = {}
    f["q_list"] = write_list(tmp / "q" / "PLAYER.DBF", START)
    f["q_games"] = write_games(tmp / "q" / "CHCKLIST.DBF", Q)
    run(tmp, "q", f["q_list"], f["q_games"], None)
    f["q_out"] = tmp / "q" / "out" / "CHCKLIST.DBF"
    f["p_list"] = next_list(tmp / "q" / "out" / "PLAYER.DBF", tmp / "p" / "PLAYER.DBF")
    f["p_games"] = write_games(tmp / "p" / "CHCKLIST.DBF", P)
    f["p_proc"] = run(
        tmp, "p", f["p_list"], f["p_games"], tmp / "q" / "out" / "PLAYER.DBF", f["q_out"]
    )  # type: ignore[assignment]
    f["p_out"] = tmp / "p" / "out" / "CHCKLIST.DBF"
    f["r_list"] = next_list(tmp / "p" / "out" / "PLAYER.DBF", tmp / "r" / "PLAYER.DBF")
    f["r_games"] = write_games(tmp / "r" / "CHCKLIST.DBF", P2)
    f["r_prev"] = tmp / "p" / "out" / "PLAYER.DBF"
    return f


@pytest.fixture(scope="module")
def periods(tmp_path_factory) -> dict[str, Path]:
    return chain(tmp_path_factory.mktemp("carry"))


def test_2023_07_leaves_the_games_against_the_unrated(periods):
    after = players_of(periods["q_list"].parent / "out" / "PLAYER.DBF")
    assert after[4] == (0, 1, 1800, 0.0)  # his game against 1 counted: 1 game, 1800, 0 points
    assert after[1][:2] == (1800, 50) and after[5][1] == 0
    g = DbfTable.open(periods["q_out"])
    unprocessed = {
        (j, a)
        for j, a, n in zip(
            g.column("JOUEUR"), g.column("ADVERS"), g.column("NB_PARTIES"), strict=True
        )
        if not n
    }
    assert unprocessed == {(1, 4), (4, 5), (5, 4)}


def test_2023_10_takes_up_the_games_of_2023_07(periods):
    proc = periods["p_proc"]
    assert "games of earlier periods taken up (article 12.e): 2023-07: 2 of 3" in proc.stdout
    after = players_of(periods["p_list"].parent / "out" / "PLAYER.DBF")
    assert after[4][:2] == (1680, 5)  # rated at his 5th game: Rc 1680, p .50
    assert after[1][:2] == (1811, 51)  # his win of June against 4, at 1680
    assert after[5] == (0, 1, 1680, 0.5)  # his draw against 4, at 1680: still unrated
    assert after[2][:2] == (1575, 52) and after[3][:2] == (1714, 52)  # the period's own games
    # the period's CHCKLIST: its 8 records, then the two taken-up games that counted, as
    # their own file has them with this run's columns (4's draw against 5 waits: not written)
    g = DbfTable.open(periods["p_out"])
    assert g.count == 10
    cols = ("JOUEUR", "ADVERS", "RESULTAT", "DATE", "FILE_CH", "NB_PARTIES", "NO_RUN")
    cols += ("K_NB_PART", "ESPERANCE", "VAL_ADVERS")
    got = [tuple(g.column(c)[k] for c in cols) for k in (8, 9)]
    assert got == [
        (1, 4, 1, D(2023, 6, 3), "Q1.101", 51, 3, 32, 66, 1680),  # We .66, K 32
        (5, 4, 5, D(2023, 6, 10), "Q2.101", 1, 2, 0, 0, 1680),  # RUN 2: Formula I material
    ]


def test_2024_01_takes_up_a_game_two_periods_back_once(tmp_path, periods):
    f = periods
    proc = run(tmp_path, "r", f["r_list"], f["r_games"], f["r_prev"], f["q_out"], f["p_out"])
    assert "2023-07: 1 of 1" in proc.stdout  # 4–5 only: 1–4 was taken up in 2023-10
    after = players_of(tmp_path / "r" / "out" / "PLAYER.DBF")
    assert after[5][:2] == (1713, 5)  # Rc 1785, p .40, D(p) −72
    assert after[4][:2] == (1682, 6)  # his draw of June against 5, at 1713
    assert after[1][:2] == (1810, 55)  # games 52–55, not the June game again


def test_earlier_rule_sets_take_nothing_up(tmp_path, periods):
    f = periods
    proc = period(
        *("--players", str(f["p_list"]), "--games", str(f["p_games"])),
        *("--previous", str(f["p_list"].parent.parent / "q" / "out" / "PLAYER.DBF")),
        *("--carry-over", str(f["q_out"]), "--rules", "frbe-2015-04"),
        *("--out", str(tmp_path / "out")),
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert f"{f['q_out']}: the rule set frbe-2015-04 does not take up" in proc.stderr


def _refused(tmp_path: Path, f: dict[str, Path], earlier: Path) -> str:
    proc = period(
        *("--players", str(f["r_list"]), "--games", str(f["r_games"])),
        *("--previous", str(f["r_prev"]), "--rules", "frbe-2023-07"),
        *("--carry-over", str(earlier), "--out", str(tmp_path / "out")),
    )
    assert proc.returncode == 2 and proc.stdout == "", proc.stderr
    assert not (tmp_path / "out" / "PLAYER.DBF").exists()
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and str(earlier) in lines[0], proc.stderr
    return lines[0]


def test_refusals_name_the_file(tmp_path, periods):
    f = periods
    # later than the period: 2024-01's own run, named when running 2024-01 again
    later = write_games(tmp_path / "later" / "CHCKLIST.DBF", [(1, 2, 1, D(2024, 2, 3), "L.101")])
    run(tmp_path, "later", f["r_list"], later, f["r_prev"])
    text = _refused(tmp_path, f, tmp_path / "later" / "out" / "CHCKLIST.DBF")
    assert "its period 2024-04 is not before this period 2024-01" in text
    # unreadable
    bad = tmp_path / "bad" / "CHCKLIST.DBF"
    bad.parent.mkdir()
    bad.write_text("JOUEUR;RESULTAT;ADVERS;DATE\n1;1;4;2023-06-03\n" * 5)
    assert "not a DBF" in _refused(tmp_path, f, bad)
    # more than three periods back: a run of 2023-01 (games of December 2022)
    old = write_games(tmp_path / "old" / "CHCKLIST.DBF", [(1, 4, 1, D(2022, 12, 3), "O.101")])
    run(tmp_path, "old", write_list(tmp_path / "old" / "PLAYER.DBF", START), old, None)
    text = _refused(tmp_path, f, tmp_path / "old" / "out" / "CHCKLIST.DBF")
    assert "its period 2023-01 is 4 periods before 2024-01" in text
    assert "the 3 previous periods only" in text
    # not a run's output: nothing numbered
    text = _refused(tmp_path, f, f["q_games"])
    assert "no game is numbered" in text
    # missing
    text = _refused(tmp_path, f, tmp_path / "nowhere" / "CHCKLIST.DBF")
    assert "cannot be read as an earlier period's CHCKLIST (cannot read" in text
    # the period's own games named as an earlier period's
    text = _refused(tmp_path, f, f["r_games"])
    assert "named twice" in text
