"""The engine's pairing of a round in a worker process, so that Cancel stops it at once.

The Dutch engine cannot be interrupted inside a round, and a large round can take long (a
matching of a few hundred players in pure Python when its weights do not fit the compiled one,
``engine/matching.py``): a thread could only discard the answer when it came, while the engine
kept a core and its memory. A process can be stopped: :meth:`PairingProcess.cancel` terminates
it (``TerminateProcess`` on Windows, SIGTERM elsewhere), and the event is not touched (the round
is written only from :meth:`PairingProcess.wait`'s answer, by the caller).

The process is started by ``spawn`` on every platform (the only start method on Windows, and
the one PyInstaller's frozen program supports, with ``multiprocessing.freeze_support()`` at the
top of ``main.py``): it imports the engine afresh and receives the plan pickled. Progress
(:class:`elodesk.engine.pairing.Progress`) and the answer come back through a pipe. The process
is a daemon: if the program ends, it ends with it.

A worker that answered is kept for the next round (:class:`PairingProcess` takes it): a fresh
process costs about 0.7–0.8 s of CPU and as much waiting before it pairs anything (Python
started, ``elodesk.app`` imported, then :func:`ready`: gacrux, networkx, rustworkx and numpy
imported and a collection; ``scripts/bench_pairing.py``'s ``cold`` column, which does the same),
against a few milliseconds for pairing a round of 10 or 30 players. Every round is
still paired from its plan alone (nothing of a round is kept for the next). A worker is not
kept after a cancel (it is stopped), an engine fault, or a round that left it holding more
than :data:`KEEP_BELOW_MB` of memory (what Python has freed it does not always give back). The
pairing tab of an open starts one ahead (:func:`prestart`), so that its first round does not
wait for the imports either.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

import psutil

from ..engine.model import ElodeskError, Entrant, Pairing, Result, Tournament
from ..engine.pairing import (
    NoLegalPairing,
    PairingError,
    PairingOptions,
    PairingRefused,
    Progress,
    pair_round,
)
from .pairing import RoundPlan, check_manual, compute


class PairingCancelled(ElodeskError):
    """The pairing was cancelled: the process is stopped, nothing was written."""


class PairingProcessFailed(ElodeskError):
    """The worker process ended without an answer (killed, out of memory, an engine fault)."""


_REFUSALS: dict[str, type[ElodeskError]] = {
    "PairingRefused": PairingRefused,
    "NoLegalPairing": NoLegalPairing,
}


#: a worker holding this much memory once it has answered is not kept for another round
KEEP_BELOW_MB = 400.0


def _resident_mb() -> float:
    """The worker's resident memory now, in MB: psutil's ``rss`` (Linux the resident set,
    Windows the working set, macOS the resident size); 0 when it cannot be read, so the worker
    is kept.

    Not the peak ``getrusage`` reports: a process started by ``spawn`` (fork, then exec) starts
    from the desk's own high-water mark there, whatever it uses itself."""
    try:
        return float(psutil.Process().memory_info().rss) / 1024 / 1024
    except (psutil.Error, OSError):
        return 0.0


def _answer(plan: RoundPlan, rows: tuple[Pairing, ...] | None, conn: Connection) -> bool:
    """Pair the round (or check ``rows`` against the engine's pairing), sending each progress
    step, then the answer with whether this worker may pair another round."""
    try:
        if rows is None:
            paired: Any = compute(plan, lambda step: conn.send(("progress", step)))
        else:
            paired = check_manual(plan, rows)
    except (PairingRefused, NoLegalPairing) as exc:
        keep = _resident_mb() < KEEP_BELOW_MB
        conn.send(("refused", type(exc).__name__, str(exc), keep))
    except Exception as exc:  # an engine fault is reported, not lost with the process
        keep = False
        conn.send(("error", "", f"pairing engine error: {exc!r}", keep))
    else:
        keep = _resident_mb() < KEEP_BELOW_MB
        conn.send(("done", paired, keep))
    return keep


def ready() -> None:
    """What a worker does before it is given a round: the engine imported
    (:func:`elodesk.engine.pairing.load_engine`; a prestarted worker then pairs its first round
    in milliseconds instead of a quarter of a second), then everything alive in the process —
    the modules, gacrux's tables — moved out of the cyclic collector's reach (``gc.freeze``):
    they live as long as the process, and every collection the rounds' small objects trigger
    walked them again (the first rounds of a fresh process paired 1.5–2× slower than the later
    ones: 10 players, round 2 of the benchmark's open, 4 ms against 2 ms). Before that, a small
    open is paired (:func:`warm_up`), so that the worker's first rounds run code already
    specialised by Python, as its later ones do.
    """
    import gc

    from ..engine.pairing import load_engine

    load_engine()
    warm_up()  # a small open paired: the first rounds as fast as the later ones
    gc.collect()
    gc.freeze()


def warm_up(players: int = 10, rounds: int = 5, times: int = 2) -> int:
    """Pair a small open round after round, ``times`` over, as a worker does ahead of its first
    round (:func:`ready`): ``players`` numbered by rating, White winning every game, the
    pairing-allocated bye scored as a win.

    Python specialises a function's code for the values it meets after a few calls of it
    (PEP 659), and most of a round's functions are called once per round: in a fresh process
    the first rounds of 10 players paired 10–25 % slower than the later ones (round 2 of the
    benchmark's open: 2.4 ms against 1.9 ms for its first dozen repeats). Ten rounds paired
    here (about 20 ms) leave the worker's first rounds as fast as its later ones. A round the
    engine refuses ends the warm-up early: it is only a head start. Returns the number of
    rounds paired.
    """
    entrants = tuple(Entrant(n, f"P{n}", rating=2400 - 10 * n) for n in range(1, players + 1))
    options = PairingOptions(rounds=rounds)
    done = 0
    for _ in range(times):
        rows: list[Pairing] = []
        for rnd in range(1, rounds + 1):
            t = Tournament("warm-up", entrants, tuple(rows), rounds=rounds)
            try:
                paired = pair_round(t, rnd, options)
            except PairingError:
                return done
            done += 1
            rows += [Pairing(rnd, w, b, Result.WHITE_WINS) for w, b in paired.boards]
            if paired.bye is not None:
                rows.append(Pairing(rnd, paired.bye, 0, bye="U"))
    return done


def _child(conn: Connection) -> None:
    """The worker process: ready (:func:`ready`), then the rounds it is sent, one at a time,
    until it is not kept or its pipe is closed."""
    try:
        try:
            ready()
        except Exception:  # noqa: BLE001 - only a head start: the round's own pairing imports
            pass  # the engine again and answers what fails ("pairing engine error: …")
        while True:
            try:
                plan, rows = conn.recv()
            except (EOFError, OSError):
                return
            if not _answer(plan, rows, conn):
                return
    finally:
        conn.close()


class _Worker:
    """A spawned worker process and the parent's end of its (two-way) pipe."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(
            target=_child, args=(child,), name="elodesk-pairing", daemon=True
        )
        self.process.start()
        child.close()


_SPARE_LOCK = threading.Lock()
_spare: _Worker | None = None


def _take_spare() -> _Worker | None:
    """The worker kept from the last round, if it is still there."""
    global _spare
    with _SPARE_LOCK:
        worker, _spare = _spare, None
    if worker is not None and not worker.process.is_alive():
        worker.conn.close()
        return None
    return worker


def _keep(worker: _Worker) -> bool:
    """Keep ``worker`` for the next round (False: one is already kept)."""
    global _spare
    with _SPARE_LOCK:
        if _spare is not None:
            return False
        _spare = worker
        return True


def prestart() -> None:
    """Start a worker now (it imports the engine meanwhile) unless one is kept already, so that
    the first round paired does not wait for it."""
    global _spare
    with _SPARE_LOCK:
        if _spare is not None and _spare.process.is_alive():
            return
        _spare = _Worker()


class PairingProcess:
    """One round being paired in its own process (the kept worker, or a new one).

    With ``rows`` (a manual pairing of the planned round), the process runs the checker
    (:func:`elodesk.app.pairing.check_manual`, which pairs the round too) instead, and
    :meth:`wait` returns its findings.
    """

    def __init__(self, plan: RoundPlan, rows: tuple[Pairing, ...] | None = None) -> None:
        worker = _take_spare() or _Worker()
        self._worker = worker
        self._conn = worker.conn
        self.process = worker.process
        self.cancelled = False
        #: the process's exit code once it has ended and been released (negative: a signal);
        #: None while it runs or is kept for the next round
        self.exitcode: int | None = None
        self._closed = False
        self._keep = False
        self._conn.send((plan, rows))

    def cancel(self) -> None:
        """Stop the process now (safe from any thread, and more than once)."""
        self.cancelled = True
        if not self._closed and self.process.is_alive():
            self.process.terminate()

    def wait(self, progress: Callable[[Progress], None] | None = None) -> Any:
        """Block until the answer, passing each progress step on; raise what the engine raised.

        Raises :class:`PairingCancelled` after :meth:`cancel`, :class:`PairingRefused` /
        :class:`NoLegalPairing` as the engine did, :class:`PairingProcessFailed` when the
        process died without an answer.
        """
        try:
            while True:
                if self.cancelled:
                    raise PairingCancelled("cancelled")
                if not self._conn.poll(0.05):
                    if not self.process.is_alive() and not self._conn.poll(0):
                        raise self._gone()
                    continue
                try:
                    message: tuple[Any, ...] = self._conn.recv()
                except (EOFError, OSError):
                    raise self._gone() from None
                kind = message[0]
                if kind == "progress":
                    if progress is not None and not self.cancelled:
                        progress(message[1])
                    continue
                self._keep = bool(message[-1]) and not self.cancelled
                if kind == "done":
                    return message[1]
                if kind == "refused":
                    raise _REFUSALS[message[1]](message[2])
                raise PairingProcessFailed(message[2])
        finally:
            self.close()

    def _gone(self) -> ElodeskError:
        if self.cancelled:
            return PairingCancelled("cancelled")
        self.process.join(1)
        return PairingProcessFailed(
            f"the pairing process ended without an answer (exit code {self.process.exitcode})"
        )

    def close(self) -> None:
        """Keep the worker for the next round when it answered and may pair another, else stop
        it if it still runs and release it (the pipe, the process handle)."""
        if self._closed:
            return
        if self._keep and not self.cancelled and self.process.is_alive():
            self._keep = False
            if _keep(self._worker):
                self._closed = True
                return
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(5)
        self._conn.close()
        self.exitcode = self.process.exitcode
        if self.exitcode is not None:
            self._closed = True
            self.process.close()
