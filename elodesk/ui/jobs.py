"""The desk's background jobs: long work in a thread, with progress, cancel and wait-on-close.

One mechanism for everything that would freeze the window: pairing a round, checking or
explaining it, sending the results, the officer's open / run / publish. A :class:`Job` runs
``fn(progress)`` in its own ``QThread``; ``progress`` is a :class:`Progress`:

* ``progress(fraction)`` reports how far it got (0…1, the bar's per mille) and raises
  :class:`Cancelled` once the job was cancelled — the work stops at its next report;
* ``progress.say(step)`` reports a named step (the mail's "Logging in…", the engine's notes);
* ``progress.on_cancel(hook)`` registers what cancelling must do at once for work that does not
  report (a socket to close, a worker process to terminate): the hook is called from the
  desk's thread when :meth:`Job.cancel` is.

The job's outcome is read in the desk's thread when ``finished`` arrives: ``result``, or
``error``/``exception``, or ``cancelled``. ``fn`` runs with the garbage collector off (a
collection in the worker could delete Qt wrappers of the desk's thread) and must not touch the
event's store (its SQLite connection belongs to the desk's thread).

Every job started is known to :func:`running`; :func:`stop_all` cancels them all and waits for
them: the desk calls it when it closes, so no thread outlives the window (Qt aborts the program
when a running ``QThread`` is destroyed).

A read that nothing can interrupt (a file on a network share that stopped answering: the
system call never returns, no progress is reported, no socket can be closed) must not hold the
window or its closing: ``fn`` runs in a daemon thread of its own, which the job's ``QThread``
waits for. Once cancelled, the work has :data:`ABANDON_AFTER` seconds to stop by itself (at
its next report, or when its cancel hook closed its socket or ended its process: what every job
of the desk does); past that the work is left behind, its outcome discarded, and the job ends
as cancelled at once — Cancel answers, the window closes, and the program exits (a daemon
thread does not keep it alive).
"""

from __future__ import annotations

import gc
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from ..app.period import no_gc
from ..engine.model import ElodeskError

__all__ = ["Cancelled", "Job", "Progress", "running", "stop_all"]


class Cancelled(Exception):
    """Raised inside a job's work by its progress report once the job was cancelled."""


#: seconds a cancelled job's work is given to stop by itself before it is abandoned (see above)
ABANDON_AFTER = 2.0

#: The jobs started and not finished: held here too, so that a job whose owner let go of it is
#: never destroyed while its thread runs (Qt aborts the program then).
_RUNNING: set[Job] = set()

#: While a job runs, how long its work may keep the interpreter lock once the desk's thread
#: wants it (seconds; Python's default is 5 ms). A paint of the officer's list makes some
#: 2 000 calls into Python, each taking the lock: during a run of 2022-01 on a loaded machine
#: one paint waited up to 113–124 ms at 5 ms, 77–83 ms at 1 ms. The work loses nothing while
#: the desk is idle (nobody asks for the lock).
SWITCH_INTERVAL = 0.001
_IDLE_SWITCH_INTERVAL = sys.getswitchinterval()


def _switch_interval() -> None:
    sys.setswitchinterval(SWITCH_INTERVAL if _RUNNING else _IDLE_SWITCH_INTERVAL)


def _ended(job: Job) -> None:
    _RUNNING.discard(job)
    _switch_interval()


class Progress:
    """What a job's work reports through (see the module docstring)."""

    def __init__(self, job: Job) -> None:
        self._job = job
        self._hooks: list[Callable[[], None]] = []

    def __call__(self, fraction: float) -> None:
        self.check()
        self._job.progress.emit(int(max(0.0, min(1.0, fraction)) * 1000))

    def say(self, step: str) -> None:
        """A named step (shown as the job's status)."""
        self._job.step.emit(step)

    def note(self, what: object) -> None:
        """A report the owner reads as it is (the pairing engine's stage and score group)."""
        self._job.note.emit(what)

    def check(self) -> None:
        """Raise :class:`Cancelled` once the job was cancelled."""
        if self._job.cancel_requested:
            raise Cancelled()

    @property
    def cancelled(self) -> bool:
        return self._job.cancel_requested

    def on_cancel(self, hook: Callable[[], None]) -> None:
        """``hook()`` is called (in the desk's thread) when the job is cancelled; at once when
        it already was."""
        self._hooks.append(hook)
        if self._job.cancel_requested:
            hook()

    def _cancel(self) -> None:
        for hook in list(self._hooks):
            try:
                hook()
            except Exception:  # a hook that fails must not stop the others (nor the desk)
                pass


class Job(QThread):
    """One piece of long work in its own thread (see the module docstring).

    ``progress(int)`` per mille, ``step(str)`` a named step, ``note(object)`` any other report;
    ``finished`` (QThread's) when it
    ended whatever the outcome: then ``done`` is True and one of ``result``, ``error`` or
    ``cancelled`` says how. ``seconds``: how long the work took.

    ``keep``: what the work made is long-lived (a rating period's players, games and run: about
    a million objects for 2010-01). The work runs with the cyclic collector off, so everything
    it made is still in the collector's youngest generation when it ends; the first collection
    once the collector is back on walks all of it while holding the interpreter lock — 50 to
    360 ms during which the window could not run one line of Python (2010-01 opened and run on
    a loaded machine). With ``keep`` those objects are moved out of the collector's reach
    (``gc.freeze``, one list splice) before it is turned back on; they are still freed by
    reference counting when let go.
    """

    progress = Signal(int)
    step = Signal(str)
    note = Signal(object)

    def __init__(
        self,
        name: str,
        fn: Callable[[Progress], Any],
        parent: QObject | None = None,
        *,
        keep: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.name, self.fn, self.keep = name, fn, keep
        self.result: Any = None
        self.error: str | None = None
        self.exception: BaseException | None = None  # the error itself (the desk translates it)
        self.cancelled = False
        self.cancel_requested = False
        self.abandoned = False  # cancelled while its work was blocked: the work was left behind
        self._cancel_at = 0.0
        self.done = False  # set by run() as it ends, before ``finished`` is emitted
        self.seconds = 0.0
        self.report = Progress(self)
        self.started.connect(lambda: _RUNNING.add(self))
        self.finished.connect(lambda: _ended(self))

    def start(self, *args: Any) -> None:
        _RUNNING.add(self)  # before the thread runs: stop_all() sees it at once
        _switch_interval()
        super().start(*args)

    def cancel(self) -> None:
        """Ask the work to stop: its next progress report raises, its hooks run now."""
        if self.done or self.cancel_requested:
            return
        self._cancel_at = time.monotonic()
        self.cancel_requested = True
        self.report._cancel()

    def run(self) -> None:
        t0 = time.perf_counter()
        outcome: dict[str, Any] = {}
        ended = threading.Event()

        def work() -> None:  # in a daemon thread: a read that never returns is left behind
            try:
                outcome["result"] = self.fn(self.report)
            except BaseException as exc:
                outcome["exception"] = exc
            finally:
                ended.set()

        try:
            with no_gc():
                threading.Thread(target=work, name=f"job-{self.name}", daemon=True).start()
                while not ended.wait(0.05):
                    if self.cancel_requested and (
                        time.monotonic() - self._cancel_at >= ABANDON_AFTER
                    ):
                        self.abandoned = True
                        break
                if self.keep and not self.abandoned:
                    gc.freeze()  # before the collector is back on: see the class docstring
            if self.abandoned:
                return
            exc = outcome.get("exception")
            if exc is None:
                self.result = outcome.get("result")
            elif isinstance(exc, Cancelled):
                self.cancelled = True
            elif isinstance(exc, (ElodeskError, OSError, ValueError)):
                self.error, self.exception = str(exc), exc
            else:  # a bug: said in the window rather than killing the thread
                self.error, self.exception = f"{type(exc).__name__}: {exc}", exc
        finally:
            self.seconds = time.perf_counter() - t0
            if self.cancel_requested and self.error is None:
                self.cancelled = True  # work that could not stop: its answer is discarded
            self.done = True


def running() -> list[Job]:
    """The jobs started and not finished yet."""
    return [j for j in list(_RUNNING) if j.isRunning()]


def stop_all(ms: int = 30000) -> bool:
    """Cancel every running job and wait for each (at most ``ms`` in all); True when none is
    left running."""
    jobs = running()
    for j in jobs:
        j.cancel()
    deadline = time.monotonic() + ms / 1000
    for j in jobs:
        j.wait(max(0, int((deadline - time.monotonic()) * 1000)))
    return not running()
