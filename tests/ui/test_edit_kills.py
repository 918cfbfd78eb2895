"""Every edit of the event is one transaction, whatever its size: the real desk (a child
process, offscreen) is killed at each of its disk syncs in turn (``strace -e
inject=…:signal=SIGKILL:when=N``, SQLite's commits being synced: ``synchronous=FULL``) while it
replaces a round (Rounds ▸ Add board, Import rounds from a TRF, their undo) or makes the round
robin pairings; the file then holds the edit whole or not at all (the attack: 16 of 30 kills
left round 1 empty, results included)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.engine.model import Pairing, Result
from elodesk.io.store import EventStore, create_event
from tests.conftest import desk_child_env

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(["elodesk"])
from elodesk.engine.model import Pairing
from elodesk.ui.main_window import MainWindow
w = MainWindow()
assert w.open_event(sys.argv[1])
if sys.argv[2] == "add-board":
    rows = [g for g in w.ctl.tournament.pairings if g.round == 1]
    w.ctl.set_round(1, rows + [Pairing(1, 5, 6)])
elif sys.argv[2] == "undo":
    rows = [g for g in w.ctl.tournament.pairings if g.round == 1]
    w.ctl.set_round(1, rows + [Pairing(1, 5, 6)])
    print("added", flush=True)
    w.ctl.undo.undo()
else:
    assert w.ctl.generate_round_robin()
print("done", flush=True)
"""


def _event(path: Path, results: bool) -> list[Pairing]:
    s = create_event(path, {"name": "Club", "rounds": 0, "type": "round-robin"})
    for k in range(6):
        s.add_player(name=f"Player {k + 1}", rating=1500 + 10 * k)
    # round 1 as typed: boards 1–2 and 3–4 (with their results, but for Berger, which refuses
    # to replace results)
    old = [
        Pairing(1, 1, 2, Result.WHITE_WINS if results else None),
        Pairing(1, 3, 4, Result.DRAW if results else None),
    ]
    s.set_pairings(old)
    s.close()
    return old


def _kill_each_sync(tmp_path: Path, op: str, results: bool) -> list[tuple]:
    strace = shutil.which("strace")
    if strace is None:
        pytest.skip("strace is not installed")
    env = desk_child_env(tmp_path, PYTHONDONTWRITEBYTECODE="1")
    seen = []
    for when in range(1, 60):
        path = tmp_path / f"{op}-{when}.elodesk"
        old = _event(path, results)
        proc = subprocess.run(
            [
                strace,
                "-f",
                "-qq",
                "-o",
                os.devnull,
                "-e",
                "trace=fsync,fdatasync",
                "-e",
                f"inject=fsync,fdatasync:signal=SIGKILL:when={when}",
                sys.executable,
                "-c",
                CHILD,
                str(path),
                op,
            ],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
            timeout=120,
        )
        s = EventStore(path, read_only=True)
        games = sorted((g.round, g.white, g.black, g.result) for g in s.pairings())
        rounds = s.get("rounds")
        s.close()
        seen.append((games, rounds))
        if "done" in proc.stdout:
            break
    else:
        pytest.fail("the edit never completed")
    assert len(seen) > 2  # killed at several syncs before the edit was through
    return [(sorted((g.round, g.white, g.black, g.result) for g in old))] + seen


@pytest.mark.slow
@pytest.mark.parametrize("op", ["add-board", "undo"])
def test_replacing_a_round_is_one_transaction(tmp_path, op):
    old, *seen = _kill_each_sync(tmp_path, op, results=True)
    new = sorted([*old, (1, 5, 6, None)])
    for games, _rounds in seen:
        assert games in (old, new), games  # never round 1 empty or half-written


@pytest.mark.slow
def test_making_the_round_robin_is_one_transaction(tmp_path):
    old, *seen = _kill_each_sync(tmp_path, "berger", results=False)
    # FIDE's Berger tables for 6 players: 5 rounds of 3 boards (C.05 annex 1)
    for games, rounds in seen:
        assert (games, rounds) == (old, 0) or (len(games), rounds) == (15, 5), (games, rounds)
    assert (len(seen[-1][0]), seen[-1][1]) == (15, 5)


def test_each_edit_commits_once(qtbot, tmp_path):
    """The fast check of the same rule (``make test``; the kills above run in ``make fuzz``):
    SQLite's own statement trace of the desk's connection shows one COMMIT per edit."""
    from elodesk.ui.main_window import MainWindow

    path = tmp_path / "club.elodesk"
    _event(path, results=True)
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(path))
    statements: list[str] = []
    w.ctl.store.db.set_trace_callback(statements.append)

    def commits(edit) -> int:
        statements.clear()
        edit()
        return sum(1 for s in statements if s.strip().upper().startswith(("COMMIT", "END")))

    rows = [g for g in w.ctl.tournament.pairings if g.round == 1]
    assert commits(lambda: w.ctl.set_round(1, rows + [Pairing(1, 5, 6)])) == 1  # Add board
    assert commits(w.ctl.undo.undo) == 1
    assert commits(w.ctl.undo.redo) == 1
    for g in w.ctl.tournament.pairings:
        w.ctl.set_result(g, None) if g.result else None
    w.ctl.store.db.set_trace_callback(None)
    assert not any(g.result for g in w.ctl.tournament.pairings)
    w.ctl.store.db.set_trace_callback(statements.append)
    assert commits(w.ctl.generate_round_robin) == 1  # Make round robin pairings
    w.ctl.store.db.set_trace_callback(None)
