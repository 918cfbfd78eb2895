"""Nothing typed is lost: a child process entering players, pairings and results is killed
(SIGKILL) at random points; each time the file opens, passes SQLite's integrity check and holds
exactly the edits committed before the kill (the last acknowledged one, or the one being
acknowledged when the kill came)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from elodesk.io.store import EventStore, create_event
from tests.crash_child import edit

ROOT = Path(__file__).resolve().parents[2]


def expected_state(tmp: Path, n: int):
    path = tmp / f"expected-{n}.elodesk"
    if not path.exists():
        s = create_event(path, {"name": "crash", "rounds": 9})
        for k in range(n):
            edit(s, k)
        s.close()
    s = EventStore(path, read_only=True)
    try:
        return s.players(), s.pairings()
    finally:
        s.close()


def run_kills(tmp_path: Path, kills: int, seed: int = 2026) -> int:
    rnd = random.Random(seed)
    path = tmp_path / "event.elodesk"
    done = 0
    verified = 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for _ in range(kills):
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.crash_child", str(path), str(done), "100000"],
            stdout=subprocess.PIPE,
            cwd=ROOT,
            env=env,
        )
        acked = done
        target = rnd.randint(1, 12)
        assert proc.stdout is not None
        while acked < done + target:
            line = proc.stdout.readline()
            if not line:
                break
            acked = int(line.split()[1])
        time.sleep(rnd.random() * 0.003)  # kill anywhere, inside an edit too
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        for line in proc.stdout.read().split():  # what it acknowledged before dying
            if line.isdigit():
                acked = max(acked, int(line))
        s = EventStore(path)  # the killed process's lock is stale: reopened
        try:
            assert s.integrity() == "ok"
            state = (s.players(), s.pairings())
        finally:
            s.close()
        candidates = {acked, acked + 1}
        match = [n for n in sorted(candidates) if expected_state(tmp_path, n) == state]
        assert match, f"after kill, the file matches none of {sorted(candidates)} edits"
        done = match[-1]
        verified += 1
    return verified


def test_kill_while_entering(tmp_path):
    # 10 kills in make test; test_kill_200_times (slow) is the long run
    n = run_kills(tmp_path, 10)
    print(f"crash safety: {n} kills, every file intact with every committed edit")
    assert n == 10


@pytest.mark.slow
def test_kill_200_times(tmp_path):
    n = run_kills(tmp_path, 200, seed=7)
    print(f"crash safety: {n} kills, every file intact with every committed edit")
    assert n == 200
