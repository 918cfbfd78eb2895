#!/usr/bin/env python3
"""Compare elodesk's Dutch pairings with a bbpPairings binary, round by round (make compare-bbp).

bbpPairings (v6, FIDE-endorsed Dutch engine, C.04.3 2025 edition) is the reference: every
expected pairing here is the one that binary prints for the same input on the same machine;
nothing is taken from elodesk's own output. The binary is given by path (``--bbp``); it is not
part of elodesk, and this check is held apart from ``make test`` and ``.ci/run``.

- Sizes (``--sizes``, ``--rounds``): the benchmark's generated opens
  (``tests/swiss_history.generated(n, rnd - 1, seed=SEED)``, as ``scripts/bench_pairing.py``).
  Round ``rnd``'s input is the TRF text elodesk's engine is given
  (:func:`elodesk.engine.pairing.engine_input`); bbp pairs it in a child process, its CPU the
  difference of ``getrusage(RUSAGE_CHILDREN)`` around it (wall time where there is no
  ``resource``, on Windows) and its peak memory the child's maximum resident size. elodesk pairs
  the same round in a child process of ``bench_pairing`` (its fast path, :func:`child`). The two
  are compared board by board: the same pairs with the same colours and the same
  pairing-allocated bye (C.04.2 board order is not compared). A round without a legal pairing
  (C.04.3 C.1–C.3; 10 players in round 9) is the same answer when bbp says so too (its exit
  status 1, "No valid pairing exists") and elodesk raises ``NoLegalPairing``. elodesk's CPU is
  its fresh process's (``bench_pairing``'s ``cold``: Python and every import included, as bbp's
  is its whole process's); with ``--warm``, also the mean CPU of the round paired again in that
  process (``warm``: every later round of a desk session, whose worker process is kept), beside
  bbp's mean over as many runs (each a whole process: bbp has no other way to be run), as many
  as fit in ``--warm-budget`` seconds, at most 20.
- ``--random N``: N tournaments made by bbp's own random generator (``--dutch -g -o FILE -s
  SEED``, seeds spread by :func:`bbp_seed`: random size, rounds, draws, forfeits and byes),
  every round of which bbp paired; each round is paired again by elodesk from the rounds before
  it, as the reference corpus test does (``tests/engine/test_pairing_corpus.check_file``), and
  compared with bbp's.
- ``--corpus``: bbp run on every round of ``shared/pairing/dutch-2025`` (the corpus paired by
  bbpPairings v6.0.0), to show that the binary given is the reference: it prints, for each
  round, the pairing the file holds.

Exit status 1 on any difference.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bench_pairing import MEASURED, SEED, SIZES, WARM_BUDGET, WARM_REPS, child  # noqa: E402

from elodesk.engine.model import Tournament  # noqa: E402
from elodesk.engine.pairing import PairingOptions, engine_input  # noqa: E402
from elodesk.engine.swiss import infer_first_colour  # noqa: E402
from elodesk.io import trf  # noqa: E402
from tests.conftest import SHARED  # noqa: E402
from tests.engine.test_pairing_corpus import check_file, cut, expected_round  # noqa: E402
from tests.swiss_history import ROUNDS, generated  # noqa: E402

#: bbp's time limit per round, seconds of wall time (a 2 000-player round may take long)
BBP_LIMIT = 1200.0
#: bbpPairings' exit status when the round has no legal pairing ("No valid pairing exists")
BBP_NO_PAIRING = 1


@dataclass(frozen=True)
class BbpRun:
    """One bbp round: its pairs (white, black) and bye as start numbers, CPU s and peak MB;
    ``paired`` False when bbp found no legal pairing (no pairs, no bye)."""

    pairs: frozenset[tuple[int, int]]
    bye: int | None
    cpu: float
    peak_mb: float | None
    paired: bool = True


class BbpStopped(Exception):
    """bbp passed its time limit and was stopped; ``cpu``: the CPU seconds it had used."""

    def __init__(self, limit: float, cpu: float | None) -> None:
        super().__init__(f"bbp stopped after {limit:.0f} s")
        self.limit, self.cpu = limit, cpu


def _children_cpu() -> float | None:
    try:
        import resource
    except ImportError:  # Windows: no getrusage
        return None
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def _spawn(
    cmd: list[str], err: Path, limit: float, measure_peak: bool = True
) -> tuple[int, float | None]:
    """Run ``cmd`` (stderr to ``err``), killed after ``limit`` s: exit code and peak MB.

    The peak is the program's maximum resident size as GNU ``time`` reports it (``%M``): a child
    forked from this Python process would count this process's own memory in its maximum (Linux
    keeps the high-water mark across ``exec``), while ``time`` is small. Without GNU ``time``
    (Windows, macOS), or with ``measure_peak`` False (``time``'s own CPU, about a millisecond,
    would count in bbp's), no memory figure.
    """
    gnu_time = shutil.which("time") if measure_peak else None
    peak_file = err.with_suffix(".peak")
    if gnu_time:
        cmd = [gnu_time, "-f", "%M", "-o", str(peak_file), *cmd]
    with err.open("wb") as stream:
        proc = subprocess.Popen(
            cmd, stdout=subprocess.DEVNULL, stderr=stream, start_new_session=os.name == "posix"
        )
        try:
            code = proc.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            _stop(proc)
            raise
    peak = None
    if gnu_time and peak_file.exists():
        kb = peak_file.read_text(encoding="utf-8").split()
        if kb and kb[-1].isdigit():
            peak = int(kb[-1]) / 1024
    return code, peak


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Kill bbp. Under ``time`` (Linux), bbp itself, so that ``time`` reaps it and its CPU is
    counted in this process's children; failing that the whole group (its CPU then lost)."""
    children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children")
    pids = children.read_text().split() if children.exists() else []
    if pids:
        for pid in pids:
            os.kill(int(pid), signal.SIGKILL)
    elif os.name == "posix":
        os.killpg(proc.pid, signal.SIGKILL)
    else:
        proc.kill()
    proc.wait()


def run_bbp(
    bbp: str, text: str, pn: dict[int, int], limit: float = BBP_LIMIT, measure_peak: bool = True
) -> BbpRun:
    """Pair one round's TRF ``text`` with bbp; its output mapped back to start numbers
    (``measure_peak``: see :func:`_spawn`).

    Raises :class:`BbpStopped` past ``limit`` seconds of wall time, RuntimeError when bbp
    refuses the input (its exit status and message); a round bbp finds no legal pairing for is
    a :class:`BbpRun` with ``paired`` False.
    """
    start = {v: k for k, v in pn.items()}
    with tempfile.TemporaryDirectory(prefix="bbp-") as tmp:
        src, out, err = Path(tmp) / "round.trf", Path(tmp) / "pairs.txt", Path(tmp) / "err"
        src.write_text(text, encoding="utf-8")
        cpu0, wall0 = _children_cpu(), time.perf_counter()
        try:
            code, peak = _spawn(
                [bbp, "--dutch", str(src), "-p", str(out)], err, limit, measure_peak
            )
        except subprocess.TimeoutExpired:
            cpu1 = _children_cpu()
            used = None if cpu0 is None or cpu1 is None else cpu1 - cpu0
            raise BbpStopped(limit, used) from None
        wall = time.perf_counter() - wall0
        cpu1 = _children_cpu()
        cpu = wall if cpu0 is None or cpu1 is None else cpu1 - cpu0
        if code == BBP_NO_PAIRING:
            return BbpRun(frozenset(), None, cpu, peak, paired=False)
        if code:
            message = err.read_text(encoding="utf-8", errors="replace").strip()[:200]
            raise RuntimeError(f"bbp exit {code}: {message}")
        lines = out.read_text(encoding="utf-8").split()
    numbers = [int(x) for x in lines[1:]]
    pairs, bye = set(), None
    for w, b in zip(numbers[0::2], numbers[1::2], strict=True):
        if b == 0:
            bye = start[w]
        else:
            pairs.add((start[w], start[b]))
    return BbpRun(frozenset(pairs), bye, cpu, peak)


def _boards(text: str) -> tuple[frozenset[tuple[int, int]], int | None] | None:
    """Pairs and bye of a ``PairedRound.bbp_text()`` (start numbers); None for no pairing
    (``bench_pairing.one``'s empty text)."""
    if not text:
        return None
    numbers = [int(x) for x in text.split()[1:]]
    pairs = {(w, b) for w, b in zip(numbers[0::2], numbers[1::2], strict=True) if b}
    byes = [w for w, b in zip(numbers[0::2], numbers[1::2], strict=True) if not b]
    return frozenset(pairs), (byes[0] if byes else None)


def _differences(
    ref: tuple[frozenset[tuple[int, int]], int | None],
    got: tuple[frozenset[tuple[int, int]], int | None],
) -> str:
    """The boards of bbp missing from elodesk's pairing, and the byes when they differ."""
    missing = sorted(ref[0] - got[0])[:3]
    text = ", ".join(f"{w}-{b}" for w, b in missing)
    if ref[1] != got[1]:
        text += f" bye {ref[1]} vs {got[1]}"
    return text


def verdict(ref: BbpRun, got: tuple[frozenset[tuple[int, int]], int | None] | None) -> str:
    """``yes`` when elodesk's answer is bbp's (the same boards, or no legal pairing for
    either), else ``NO`` and how they differ."""
    if not ref.paired:
        return "yes (no pairing)" if got is None else "NO: bbp finds no pairing"
    if got is None:
        return "NO: elodesk finds no pairing"
    want = (ref.pairs, ref.bye)
    return "yes" if got == want else "NO " + _differences(want, got)


def bbp_repeated(
    bbp: str, text: str, pn: dict[int, int], first: BbpRun, budget: float, limit: float
) -> float | None:
    """bbp's mean CPU on the round over as many runs as fit in ``budget`` seconds (at most
    ``WARM_REPS``, each a whole process of bbp alone, without GNU ``time`` around it); None
    when ``first`` (the measured run) alone took longer."""
    if not 0 < first.cpu < budget:
        return None
    reps = max(1, min(WARM_REPS, int(budget / first.cpu)))
    runs = [run_bbp(bbp, text, pn, limit, measure_peak=False).cpu for _ in range(reps)]
    return sum(runs) / len(runs)


def _seconds(value: float | None) -> str:
    if value is None:
        return "—"
    return f"{value:.2f}" if value >= 0.1 else f"{value:.4f}"


def compare_sizes(
    bbp: str,
    sizes: tuple[int, ...],
    rounds: tuple[int, ...],
    bbp_limit: float,
    limit: float,
    warm: float = 0.0,
) -> bool:
    """The table of the generated opens; True when every round compared is identical.

    ``warm`` > 0: the warm columns too (bbp's mean over repeated runs, elodesk's mean CPU of
    the round paired again in its process), within ``warm`` seconds each."""
    print(
        f"generated {ROUNDS}-round opens (tests/swiss_history, seed {SEED}), one round each: "
        "CPU s (peak MB); bbp stopped after "
        f"{bbp_limit:.0f} s, elodesk after {limit:.0f} s; elodesk cold: a fresh process, "
        "imports included"
        + ("; warm: bbp's mean over repeated runs, elodesk's round paired again" if warm else "")
    )
    head = f"  {'players':>7} {'round':>5} {'bbp':>18} {'elodesk cold':>18}"
    if warm:
        head += f" {'bbp mean':>10} {'elodesk warm':>13}"
    print(head + "  same")
    ok = True
    for n in sizes:
        for rnd in rounds:
            t = generated(n, rnd - 1, seed=SEED)
            text, pn = engine_input(t, rnd, PairingOptions(rounds=ROUNDS))
            bbp_mean: float | None = None
            try:
                ref: BbpRun | None = run_bbp(bbp, text, pn, bbp_limit)
                assert ref is not None
                bbp_text = _seconds(ref.cpu) + (
                    "" if ref.peak_mb is None else f" ({ref.peak_mb:.0f} MB)"
                )
                if warm:
                    bbp_mean = bbp_repeated(bbp, text, pn, ref, warm, bbp_limit)
            except BbpStopped as stop:
                used = "" if stop.cpu is None else f", {stop.cpu:.0f} CPU"
                ref, bbp_text = None, f"stopped ({bbp_limit:g} wall{used})"
            mine = child(n, rnd, "fast", limit, warm)
            if mine is None:
                mine_text = f"> {limit:.0f} (stopped)"
            else:
                peak = "" if mine["peak_mb"] is None else f" ({mine['peak_mb']:.0f} MB)"
                mine_text = f"{_seconds(float(str(mine['cpu'])))}{peak}"
            if ref is None or mine is None:
                same = "—"
            else:
                same = verdict(ref, _boards(str(mine["boards"])))
                ok &= same.startswith("yes")
            row = f"  {n:7d} {rnd:5d} {bbp_text:>18} {mine_text:>18}"
            if warm:
                mine_warm = mine.get("warm") if mine is not None else None
                row += f" {_seconds(bbp_mean):>10} "
                row += f"{_seconds(mine_warm if isinstance(mine_warm, float) else None):>13}"
            print(f"{row}  {same}", flush=True)
    return ok


#: bbp seeds its generator's ``std::minstd_rand`` with the seed given: consecutive small seeds
#: draw nearly the same first numbers (the first is seed × 48271), so every tournament would have
#: 5 rounds; the k-th tournament is seeded k × 2654435761 mod (2^31 - 1) instead
SEED_SPREAD, SEED_MODULUS = 2_654_435_761, 2_147_483_647


def bbp_seed(k: int) -> int:
    """The seed of the ``k``-th random tournament."""
    return k * SEED_SPREAD % SEED_MODULUS


def bbp_tournaments(bbp: str, count: int, folder: Path, first: int) -> Iterator[Path]:
    """``count`` tournaments generated and paired by bbp itself (the ``first``-th seed on)."""
    for k in range(first, first + count):
        seed = bbp_seed(k)
        path = folder / f"bbp{seed:010d}.trf"
        subprocess.run(
            [bbp, "--dutch", "-g", "-o", str(path), "-s", str(seed)],
            check=True,
            capture_output=True,
        )
        yield path


def compare_random(bbp: str, count: int, first_seed: int) -> bool:
    """Every round of ``count`` bbp-generated tournaments paired by elodesk; True if identical."""
    rounds = same = files = players = 0
    bad: list[str] = []
    cpu0 = time.process_time()
    with tempfile.TemporaryDirectory(prefix="bbp-random-") as tmp:
        for path in bbp_tournaments(bbp, count, Path(tmp), first_seed):
            t = trf.read_file(str(path)).tournament
            files += 1
            rounds += t.rounds
            players += len(t.players)
            diff = check_file(path)
            same += t.rounds - len(diff)
            bad += [f"seed {int(path.stem[3:])}: {d.split(' ', 1)[1]}" for d in diff]
    cpu = time.process_time() - cpu0
    print(
        f"random: {files} tournaments generated by bbp (seeds bbp_seed(k), k = {first_seed}.."
        f"{first_seed + count - 1}; {players} players, {rounds} rounds in all), "
        f"{same}/{rounds} rounds paired identically by elodesk ({cpu:.0f} s CPU for elodesk)"
    )
    for d in bad[:20]:
        print(f"  differs: {d}")
    return not bad


def compare_corpus(bbp: str) -> bool:
    """bbp on every round of the reference corpus; True when it prints every file's pairing."""
    folder = SHARED / "pairing" / "dutch-2025"
    files = sorted(folder.glob("*.trf"))
    total = same = 0
    bad: list[str] = []
    for path in files:
        t: Tournament = trf.read_file(str(path)).tournament
        options = PairingOptions(rounds=t.rounds, first_colour=infer_first_colour(t))
        for rnd in range(1, t.rounds + 1):
            text, pn = engine_input(cut(t, rnd), rnd, options)
            ref = run_bbp(bbp, text, pn)
            pairs, bye = expected_round(t, rnd)
            total += 1
            if ref.pairs == pairs and ref.bye == bye:
                same += 1
            else:
                bad.append(f"{path.name} round {rnd}")
    print(f"corpus: bbp gives the file's pairing on {same}/{total} rounds of {len(files)} files")
    for d in bad[:20]:
        print(f"  differs: {d}")
    return not bad and total > 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bbp", required=True, help="path of the bbpPairings executable")
    ap.add_argument("--sizes", default=",".join(str(n) for n in SIZES))
    ap.add_argument("--rounds", default=",".join(str(r) for r in MEASURED))
    ap.add_argument("--random", type=int, default=0, metavar="N")
    ap.add_argument("--seed", type=int, default=1, help="first k of --random (see bbp_seed)")
    ap.add_argument("--corpus", action="store_true")
    ap.add_argument("--bbp-limit", type=float, default=BBP_LIMIT)
    ap.add_argument("--limit", type=float, default=1800.0, help="elodesk's limit per round")
    ap.add_argument("--warm", action="store_true", help="warm columns beside the cold ones")
    ap.add_argument("--warm-budget", type=float, default=WARM_BUDGET)
    args = ap.parse_args()
    ok = True
    if args.corpus:
        ok &= compare_corpus(args.bbp)
    sizes = tuple(int(x) for x in args.sizes.split(",") if x)
    rounds = tuple(int(x) for x in args.rounds.split(",") if x)
    if sizes and rounds:
        warm = args.warm_budget if args.warm else 0.0
        ok &= compare_sizes(args.bbp, sizes, rounds, args.bbp_limit, args.limit, warm)
    if args.random:
        ok &= compare_random(args.bbp, args.random, args.seed)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
