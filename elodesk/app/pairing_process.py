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
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from ..engine.model import ElodeskError, Pairing
from ..engine.pairing import NoLegalPairing, PairingRefused, Progress
from .pairing import RoundPlan, check_manual, compute


class PairingCancelled(ElodeskError):
    """The pairing was cancelled: the process is stopped, nothing was written."""


class PairingProcessFailed(ElodeskError):
    """The worker process ended without an answer (killed, out of memory, an engine fault)."""


_REFUSALS: dict[str, type[ElodeskError]] = {
    "PairingRefused": PairingRefused,
    "NoLegalPairing": NoLegalPairing,
}


def _child(plan: RoundPlan, rows: tuple[Pairing, ...] | None, conn: Connection) -> None:
    """The worker process: pair the round (or check ``rows`` against the engine's pairing),
    sending each progress step, then the answer."""
    try:
        if rows is None:
            paired: Any = compute(plan, lambda step: conn.send(("progress", step)))
        else:
            paired = check_manual(plan, rows)
    except (PairingRefused, NoLegalPairing) as exc:
        conn.send(("refused", type(exc).__name__, str(exc)))
    except Exception as exc:  # an engine fault is reported, not lost with the process
        conn.send(("error", "", f"pairing engine error: {exc!r}"))
    else:
        conn.send(("done", paired))
    finally:
        conn.close()


class PairingProcess:
    """One round being paired in its own process (started by the constructor).

    With ``rows`` (a manual pairing of the planned round), the process runs the checker
    (:func:`elodesk.app.pairing.check_manual`, which pairs the round too) instead, and
    :meth:`wait` returns its findings.
    """

    def __init__(self, plan: RoundPlan, rows: tuple[Pairing, ...] | None = None) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe(duplex=False)
        self.process = ctx.Process(
            target=_child, args=(plan, rows, child), name="elodesk-pairing", daemon=True
        )
        self.cancelled = False
        #: the process's exit code once it has ended and been released (negative: a signal)
        self.exitcode: int | None = None
        self._closed = False
        self.process.start()
        child.close()

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
                elif kind == "done":
                    return message[1]
                elif kind == "refused":
                    raise _REFUSALS[message[1]](message[2])
                else:
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
        """Stop the process if it still runs and release it (the pipe, the process handle)."""
        if self._closed:
            return
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(5)
        self._conn.close()
        self.exitcode = self.process.exitcode
        if self.exitcode is not None:
            self._closed = True
            self.process.close()
