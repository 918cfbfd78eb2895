"""Article 12.e from the results files received (``app.officer_open.open_results``): the
period of 2023-10 of ``tests/cli/test_carry_over.py`` arrives as the files its clubs sent, a
national results file (4's two games against 2) and a 24 lines file (his two games against 3),
each written by the program's own writer (``io.trf``, ``io.chessman``) with the example's games,
and 2023-07's CHCKLIST, written by its run, is named as an earlier one.

Expected, worked by hand in that module's docstring: at his 5th game 4 is rated 1680
(Rc = (1800 + 1600 + 1700 + 1600 + 1700) / 5, p .50, D(p) 0); 1's win of June against him,
taken up, his 51st game, at 1680: 1800 + 32 × (1 − .66) = 1810.88 → 1811; 5's draw against 4
counts (RUN 2, 1 game, still unrated); 4's draw against 5 waits (5 unrated): 2 of the 3
records taken up count."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from elodesk.app.carry_over import taken_up_counts, taken_up_summary
from elodesk.app.officer_open import open_results
from elodesk.app.period import compute_period, period_files
from elodesk.engine.model import Entrant, Pairing, Result, Tournament
from elodesk.io import chessman, trf
from elodesk.io.dbf import DbfTable
from tests.cli.test_carry_over import NAMES, START, P, Q, next_list, run, write_games, write_list

#: White's RESULTAT of the example (1, 0, 5 for a draw) as a results file's result.
_RESULT = {1: Result.WHITE_WINS, 0: Result.BLACK_WINS, 5: Result.DRAW}
CLUB = "101"  # the example's sender (EXPEDIT 101)


def _event(name: str, games: list[tuple[int, int, int, dt.date, str]]) -> Tournament:
    """The club's event of ``games`` (the example's tuples), one round per game, each round on
    its game's day; every player with his ID and his rating of the 2023-10 list."""
    ids = sorted({p for w, b, *_ in games for p in (w, b)})
    number = {pid: n for n, pid in enumerate(ids, start=1)}
    players = tuple(
        Entrant(number[pid], NAMES[pid], str(pid), START[pid][0], "BEL", CLUB) for pid in ids
    )
    pairings = tuple(
        Pairing(r, number[w], number[b], _RESULT[res])
        for r, (w, b, res, _day, _f) in enumerate(games, start=1)
    )
    days = tuple(day.isoformat() for *_, day, _f in games)
    return Tournament(
        name,
        players,
        pairings,
        city="Bruxelles",
        federation="BEL",
        start=days[0],
        end=days[-1],
        rounds=len(games),
        arbiter="ARBITER ONE",
        round_dates=days,
        sender=CLUB,
    )


def results_files(folder: Path) -> list[Path]:
    """2023-10's games as the clubs sent them: 4–2 in a national results file, 4–3 in a 24
    lines file."""
    folder.mkdir(parents=True, exist_ok=True)
    national = folder / f"S_P_S1_R01-02.{CLUB}"
    doc = trf.TrfDocument(_event("P national", [g for g in P if 2 in g[:2]]), belgian=True)
    national.write_bytes(trf.write(doc).encode("latin-1"))
    lines24 = folder / f"P24.{CLUB}"
    t = _event("P 24 lines", [g for g in P if 3 in g[:2]])
    lines24.write_bytes(chessman.write(chessman.from_tournament(t, lines24.name, "CLUB")))
    return [national, lines24]


def period_2023_07(tmp: Path) -> dict[str, Path]:
    """2023-07 run by the real command line (its CHCKLIST and list), and 2023-10's list."""
    q_list = write_list(tmp / "q" / "PLAYER.DBF", START)
    run(tmp, "q", q_list, write_games(tmp / "q" / "CHCKLIST.DBF", Q), None)
    q_players = tmp / "q" / "out" / "PLAYER.DBF"
    return {
        "q_out": tmp / "q" / "out" / "CHCKLIST.DBF",
        "q_players": q_players,
        "p_list": next_list(q_players, tmp / "p" / "PLAYER.DBF"),
    }


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, Path]:
    return period_2023_07(tmp_path_factory.mktemp("results-carry"))


def test_the_results_files_take_up_2023_07(files, tmp_path):
    opened = open_results(
        str(files["p_list"]),
        [str(f) for f in results_files(tmp_path)],
        str(files["q_players"]),
        earlier=[str(files["q_out"])],
    )
    assert not opened.file_problems and not opened.suspects  # every file counts as sent
    p = opened.period
    assert p.rules == "frbe-2023-07"  # in force at the period's date
    assert len(p.inp.record_index) == 8 and len(p.inp.taken_up) == 3  # 4 games; 1–4, 4–5
    result = compute_period(p.inp.period_players, p.games_for_run(), p.rule_set)
    p.set_result(result)
    at = {pid: result.players[p.pos[pid]] for pid in p.ids}
    assert (at[4].elo, at[4].games) == (1680, 5)  # rated at his 5th game
    assert (at[1].elo, at[1].games) == (1811, 51)  # his win of June against 4, at 1680
    assert at[5].games == 1  # his draw against 4 (RUN 2), still unrated
    assert taken_up_counts(p.inp, result) == {"2023-07": (3, 2)}
    assert taken_up_summary(p.inp, result) == (
        "games of earlier periods taken up (article 12.e): 2023-07: 2 of 3; "
    )
    # the period's CHCKLIST as publishing writes it: the 8 merged records, then the two
    # taken-up games that counted, as 2023-07's file has them (4's draw against 5 waits)
    t = DbfTable(period_files(p.inp, result)["CHCKLIST.DBF"])
    cols = ("JOUEUR", "ADVERS", "RESULTAT", "DATE", "FILE_CH", "NB_PARTIES", "NO_RUN")
    assert t.count == 10
    assert [tuple(t.column(c)[k] for c in cols) for k in (8, 9)] == [
        (1, 4, 1, dt.date(2023, 6, 3), "Q1.101", 51, 3),
        (5, 4, 5, dt.date(2023, 6, 10), "Q2.101", 1, 2),
    ]


def test_a_file_set_aside_keeps_the_earlier_games_of_its_name(files, tmp_path):
    """A file received this period under the name of a 2023-07 file (``Q1.101``, which held
    1's win against 4), set aside by the officer: the earlier game taken up again does not go
    with it (the module's example: 1 still at 1811 with his 51st game), and the file's own game
    (2–3, drawn in October) does."""
    sent = results_files(tmp_path)
    extra = tmp_path / "Q1.101"
    t = _event("Q 24 lines", [(2, 3, 5, dt.date(2023, 10, 7), extra.name)])
    extra.write_bytes(chessman.write(chessman.from_tournament(t, extra.name, "CLUB")))
    opened = open_results(
        str(files["p_list"]),
        [str(f) for f in [*sent, extra]],
        str(files["q_players"]),
        earlier=[str(files["q_out"])],
    )
    p = opened.period
    own = len(p.inp.record_index)
    assert own == 10 and "Q1.101" in p.g_file[:own] and "Q1.101" in p.g_file[own:]
    p.excluded.add("Q1.101")  # what unticking the file in Files received does
    result = compute_period(p.inp.period_players, p.games_for_run(), p.rule_set)
    at = {pid: result.players[p.pos[pid]] for pid in p.ids}
    assert (at[1].elo, at[1].games) == (1811, 51)  # the taken-up win of June still counts
    assert (at[2].games, at[3].games) == (52, 52)  # 2 games with 4 each, not the 2–3 draw
