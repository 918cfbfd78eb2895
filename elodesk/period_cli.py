"""``elodesk period``: argument parsing and printing around :mod:`elodesk.app.period`."""

from __future__ import annotations

import argparse
import sys
import time

from .app.carry_over import taken_up_summary
from .app.officer_open import outside_period, period_date
from .app.period import (
    check_period_output,
    group_problems,
    no_gc,
    rules_named,
    rules_of_period,
    run_period,
    status_counts,
    write_period,
)
from .engine.model import Status


def run_period_command(args: argparse.Namespace) -> int:
    """The ``elodesk period`` command."""
    force = bool(getattr(args, "force", False))
    # refused before the run: over an input, over existing files
    # without --force, under a file, read-only
    earlier = list(getattr(args, "carry_over", None) or [])
    out_dir = check_period_output(
        args.out, (args.players, args.games, args.previous, *earlier), force
    )
    if args.rules:
        rules = rules_named(args.rules)
        name = rules.name
    else:  # the rule set in force at the period's date
        rules, why = rules_of_period(args.games)
        name = f"{rules.name}, {why}"
    start = time.monotonic()
    shown = [False]

    def progress(fraction: float) -> None:
        if time.monotonic() - start > 1.0:
            shown[0] = True
            sys.stderr.write(f"\relodesk period: {fraction * 100:5.1f} %")
            sys.stderr.flush()

    def warn(text: str) -> None:  # before the run: a missing or wrong previous list
        sys.stderr.write(f"elodesk period: warning: {text}\n")
        sys.stderr.flush()

    inp, result = run_period(
        args.players, args.games, args.previous, rules, progress, warn, earlier
    )
    with no_gc():
        write_period(inp, result, out_dir, force=force)
    if shown[0]:
        sys.stderr.write("\n")
    # records left out or kept with a note, in file order; the unreadable dates said once
    grouped, rest = group_problems(inp.problems)
    outside = outside_period(inp, period_date(inp))  # the records dated outside, said once
    for problem in [*([outside] if outside else []), *grouped, *rest]:
        sys.stderr.write(f"elodesk period: {problem}\n")
    counts = status_counts(result)
    print(
        f"elodesk period ({name}): {len(inp.records)} game records, "
        f"{sum(counts.values())} players with games: {counts[Status.RATED]} rated, "
        f"{counts[Status.NEWLY_RATED]} newly rated, {counts[Status.PROVISIONAL]} provisional, "
        f"{counts[Status.UNRATED]} unrated; "
        + (f"{len(inp.problems)} records with problems (above); " if inp.problems else "")
        + taken_up_summary(inp, result)
        + f"{time.monotonic() - start:.2f} s; written to {out_dir}"
    )
    return 0
