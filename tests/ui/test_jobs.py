"""The desk's one background-job helper (ui/jobs.py): progress, cancel, wait-on-close.

Real threads and a real child process: a job that reports progress stops at its next report
once cancelled; a job that waits on a subprocess (what the pairing's worker process is) stops
when its cancel hook terminates the process; closing the desk cancels and waits for every job,
so no thread outlives the window (Qt aborts the program when a running QThread is destroyed).
"""

from __future__ import annotations

import subprocess
import sys
import time

from elodesk.ui import jobs
from elodesk.ui.main_window import MainWindow
from tests.young_collections import trigger_a_collection, young_collections


def _until_cancelled(progress: jobs.Progress) -> str:
    for i in range(10_000):
        progress(i / 10_000)  # raises Cancelled once the job was cancelled
        time.sleep(0.01)
    return "ran to the end"


def test_progress_then_cancel_stops_the_work(qtbot):
    job = jobs.Job("count", _until_cancelled)
    seen: list[int] = []
    job.progress.connect(seen.append)
    job.start()
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=5000)
    job.cancel()
    qtbot.waitUntil(job.isFinished, timeout=5000)
    assert job.cancelled and job.result is None and job.error is None
    assert seen == sorted(seen) and 0 <= seen[0] < 1000  # per mille, increasing


def test_a_job_waiting_on_a_process_is_stopped_by_its_cancel_hook(qtbot):
    def wait_on_child(progress: jobs.Progress) -> int:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        progress.on_cancel(child.terminate)
        progress.say("child started")
        return child.wait()

    job = jobs.Job("child", wait_on_child)
    steps: list[str] = []
    job.step.connect(steps.append)
    job.start()
    qtbot.waitUntil(lambda: steps == ["child started"], timeout=10000)
    t0 = time.monotonic()
    job.cancel()
    qtbot.waitUntil(job.isFinished, timeout=10000)
    assert time.monotonic() - t0 < 5  # not the child's 60 s
    assert job.cancelled


def test_an_error_in_the_work_is_the_jobs_error(qtbot):
    def fails(_progress: jobs.Progress) -> None:
        raise OSError("disk on fire")

    job = jobs.Job("fails", fails)
    job.start()
    qtbot.waitUntil(job.isFinished, timeout=5000)
    assert job.error == "disk on fire" and not job.cancelled


def test_closing_the_desk_cancels_and_waits_for_every_job(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    job = jobs.Job("long", _until_cancelled)  # no owner keeps it: the registry does
    job.start()
    qtbot.waitUntil(job.isRunning, timeout=5000)
    assert job in jobs.running()
    w.close()
    assert job.isFinished() and job.cancelled and jobs.running() == []


def _many_objects(_progress: jobs.Progress) -> list[list[int]]:
    return [[k] for k in range(300_000)]  # 300 000 lists: each one tracked by the collector


def test_a_keeping_job_leaves_no_collection_over_what_it_made(qtbot):
    """A job runs with the collector off, so what it made is still in the youngest generation
    when it ends: without ``keep`` the first collection after it walks all of it (about 0.3 s
    for a rating period on a loaded machine, the interpreter lock held: the window frozen);
    with ``keep`` its objects are out of the collector's reach before it is on again."""
    walked = {}
    for keep in (False, True):
        with young_collections() as seen:
            job = jobs.Job("objects", _many_objects, keep=keep)
            job.start()
            qtbot.waitUntil(job.isFinished, timeout=10000)
            trigger_a_collection()
        assert len(job.result) == 300_000 and job.result[-1] == [299_999]
        walked[keep] = max((n for _g, n in seen), default=0)
        job.result = None
    assert walked[False] >= 300_000  # the collection the desk used to wait for
    assert walked[True] < 50_000, walked


def test_the_desk_gets_the_lock_back_sooner_while_a_job_runs(qtbot):
    """While a job runs its work gives the interpreter lock back within 1 ms of the desk's
    thread asking (a paint of the officer's list during a run waited up to 120 ms at Python's
    5 ms); once no job runs, the interval is Python's again."""
    idle = sys.getswitchinterval()
    job = jobs.Job("count", _until_cancelled)
    job.start()
    assert sys.getswitchinterval() == jobs.SWITCH_INTERVAL < idle
    job.cancel()
    qtbot.waitUntil(job.isFinished, timeout=5000)
    qtbot.waitUntil(lambda: sys.getswitchinterval() == idle, timeout=5000)
