"""The pairing worker process (app/pairing_process.py) is kept from one round to the next.

The expected pairing of each round is the engine's own in this process
(:func:`elodesk.app.pairing.compute` on the same plan): the worker must answer the same,
round after round, from the same process; a refusal (10 players have no legal pairing in
round 9 of the generated open, C.04.3 C.1–C.3, as bbpPairings v6 says too: its exit status 1)
keeps the worker; Cancel stops it and the next round gets a new one; a worker past the memory
limit is not kept. The rounds are generated opens (``tests/swiss_history.py``, seed 2).
"""

from __future__ import annotations

import multiprocessing
from multiprocessing.connection import Connection

import pytest

from elodesk.app import pairing_process
from elodesk.app.pairing import RoundPlan, compute
from elodesk.app.pairing_process import PairingCancelled, PairingProcess
from elodesk.engine.model import Tournament
from elodesk.engine.pairing import NoLegalPairing, PairedRound, PairingOptions
from tests.swiss_history import ROUNDS, generated


def plan(n: int, rnd: int) -> RoundPlan:
    return RoundPlan(generated(n, rnd - 1, seed=2), rnd, PairingOptions(rounds=ROUNDS))


def no_kept_worker() -> None:
    """Stop the worker kept from an earlier test, if any (the next one is started afresh)."""
    worker = pairing_process._take_spare()
    if worker is not None:
        worker.process.terminate()
        worker.process.join(5)
        worker.conn.close()


def test_rounds_paired_one_after_the_other_in_the_same_worker() -> None:
    no_kept_worker()
    first = PairingProcess(plan(30, 2))
    assert first.wait() == compute(plan(30, 2))
    pid = first.process.pid
    assert first.process.is_alive() and first.exitcode is None  # kept, not ended
    refused = PairingProcess(plan(10, 9))
    assert refused.process.pid == pid
    with pytest.raises(NoLegalPairing):
        refused.wait()
    again = PairingProcess(plan(30, 5))
    assert again.process.pid == pid  # a refusal keeps the worker too
    assert again.wait() == compute(plan(30, 5))


def test_a_cancelled_worker_is_not_kept() -> None:
    process = PairingProcess(plan(30, 9))
    pid = process.process.pid
    process.cancel()
    with pytest.raises(PairingCancelled):
        process.wait()
    assert process.exitcode is not None  # stopped and released
    nxt = PairingProcess(plan(10, 2))
    assert nxt.process.pid != pid
    assert nxt.wait() == compute(plan(10, 2))


def _answer(parent: Connection) -> tuple[object, ...]:
    while (message := parent.recv())[0] == "progress":
        pass
    return tuple(message)


def test_a_worker_past_the_memory_limit_is_not_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    # the worker's own answer says whether it may pair another round (here, in this process)
    parent, child = multiprocessing.Pipe()
    monkeypatch.setattr(pairing_process, "KEEP_BELOW_MB", 0.0)
    assert pairing_process._answer(plan(10, 2), None, child) is False
    message = _answer(parent)
    assert message[0] == "done" and message[-1] is False
    monkeypatch.setattr(pairing_process, "KEEP_BELOW_MB", 1e9)
    assert pairing_process._answer(plan(10, 2), None, child) is True
    message = _answer(parent)
    assert message[0] == "done" and message[-1] is True


def test_the_memory_reading_follows_what_the_process_holds() -> None:
    # what decides whether a worker is kept: the resident memory of the process reading it
    # (Windows' working set, Linux's resident set), not a peak; a block of 200 MB written to
    # (so that its pages are resident) shows in it, and is gone from it once freed
    before = pairing_process._resident_mb()
    block = bytearray(200 * 1024 * 1024)
    block[::4096] = b"x" * len(block[::4096])
    held = pairing_process._resident_mb()
    del block
    after = pairing_process._resident_mb()
    assert before > 0
    assert held - before >= 190
    assert held - after >= 190


def test_a_worker_started_ahead_pairs_the_first_round() -> None:
    # what the pairing tab of an open does when it is built
    pairing_process.prestart()
    spare = pairing_process._spare
    assert spare is not None and spare.process.is_alive()
    pairing_process.prestart()  # one is kept already: no second
    assert pairing_process._spare is spare
    process = PairingProcess(plan(10, 1))
    assert process.process.pid == spare.process.pid
    assert process.wait() == compute(plan(10, 1))


def test_a_worker_is_kept_whatever_the_desk_holds() -> None:
    # started (spawn: fork, then exec) by a desk holding more than the limit, the worker starts
    # from the desk's high-water mark in getrusage; it is judged by what it holds itself
    no_kept_worker()
    ballast = b"x" * int((pairing_process.KEEP_BELOW_MB + 100) * 1024 * 1024)
    process = PairingProcess(plan(10, 2))
    del ballast
    assert process.wait() == compute(plan(10, 2))
    assert process.process.is_alive() and process.exitcode is None  # kept


READY = """
import gc, sys
from elodesk.app.pairing_process import ready
ready()
frozen, before = gc.get_freeze_count(), set(sys.modules)
from elodesk.app.pairing import RoundPlan, compute
from elodesk.engine.pairing import PairingOptions
from tests.swiss_history import ROUNDS, generated
after_plan = set(sys.modules)
compute(RoundPlan(generated(30, 1, seed=2), 2, PairingOptions(rounds=ROUNDS)))
print(frozen, sorted(set(sys.modules) - after_plan), sorted(after_plan - before))
"""


def test_a_worker_is_ready_before_its_first_round() -> None:
    """Before it is given a round, a worker imports the engine (about 0.25 s, which its first
    round waited for: gacrux, networkx, the compiled matching) and puts what is alive then out
    of the cyclic collector's passes (gc.freeze): its first round imports nothing more. Run in
    a process of its own, as the worker is (spawn), so that this one is not frozen."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", READY], capture_output=True, text=True, check=True, cwd=root
    ).stdout.split(maxsplit=1)
    frozen, modules = int(out[0]), out[1]
    assert frozen > 10_000  # the modules' objects: about 45 000 here
    imported_by_round, _ = modules.split("] [")
    assert imported_by_round == "[", imported_by_round  # the round imported no module


def test_a_worker_whose_head_start_fails_still_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """ready() is only a head start: if it fails, the worker still pairs the round it is sent
    (or says why it cannot), instead of ending before its first answer. Run here, in a thread,
    on a pipe (the worker's loop itself); the expected pairing is the engine's own."""
    import threading

    def broken() -> None:
        raise ImportError("no engine")

    monkeypatch.setattr(pairing_process, "ready", broken)
    parent, child = multiprocessing.Pipe()
    worker = threading.Thread(target=pairing_process._child, args=(child,))
    worker.start()
    parent.send((plan(10, 2), None))
    assert parent.poll(30), "the worker ended without answering"
    message = _answer(parent)
    parent.close()
    worker.join(30)
    assert message[0] == "done" and message[1] == compute(plan(10, 2))


def test_warm_up_pairs_a_small_open_round_after_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """``warm_up`` (what a pairing worker does ahead of its first round, in ``ready``) pairs
    its 10-player, 5-round open twice; its first round is C.04.3's round 1 by hand: the top
    half (pairing numbers 1–5) against the bottom half (6–10), pairing number 1 White and the
    colours alternating down the boards (C.04.3 E.5 with White drawn for number 1). A round
    the engine refuses ends it quietly: it is only a head start."""
    seen: list[tuple[int, tuple[tuple[int, int], ...]]] = []
    own = pairing_process.pair_round

    def spy(t: Tournament, rnd: int, options: PairingOptions) -> PairedRound:
        got = own(t, rnd, options)
        seen.append((rnd, got.boards))
        return got

    monkeypatch.setattr(pairing_process, "pair_round", spy)
    assert pairing_process.warm_up() == 10
    assert [rnd for rnd, _ in seen] == [1, 2, 3, 4, 5] * 2
    assert seen[0][1] == ((1, 6), (7, 2), (3, 8), (9, 4), (5, 10))
    assert seen[5] == seen[0]  # the second pass pairs the same open again

    def refuse(t: Tournament, rnd: int, options: PairingOptions) -> PairedRound:
        raise NoLegalPairing("none")

    monkeypatch.setattr(pairing_process, "pair_round", refuse)
    assert pairing_process.warm_up() == 0
