"""Command-line front door: ``elodesk`` with no argument starts the desktop program;
``elodesk rate`` and ``elodesk period`` follow ``shared/spec/cli.md``.

Every error the project raises on purpose becomes one line on stderr and exit status 2; nothing
is printed on stdout then.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from .engine.frbe import ALIASES, CARRY_OVER_SINCE, RULE_SETS
from .engine.model import ElodeskError
from .engine.systems import RESULTS_FILES, FrbeSystem, get_system, system_names


def _cmd_rate(args: argparse.Namespace) -> int:
    from .io.inputs import read_input
    from .io.ratejson import dumps, parse_rate_input, rate_output

    system = get_system(args.system)
    if args.file == "-":
        if sys.stdin is None:  # started with its input closed
            raise ElodeskError("-: no standard input (it is closed); give a file")
        data = sys.stdin.buffer.read()
    else:
        try:
            data = read_input(args.file)
        except OSError as exc:
            raise ElodeskError(f"{args.file}: cannot read ({exc.strerror})") from None
    event, players, games = parse_rate_input(data)
    rules = args.rules or system.default_rules
    if args.results_file is None:
        results = system.rate(event, players, games, rules)
    elif isinstance(system, FrbeSystem):  # the file the federation will rate the event from
        results = system.rate_event(event, players, games, rules, args.results_file).results
    else:
        raise ElodeskError(f"--results-file: the {system.name} system has no results files")
    decimals = 1 if system.name == "ffg" else 0
    sys.stdout.write(dumps(rate_output(system.name, rules, results, decimals)) + "\n")
    return 0


def _cmd_period(args: argparse.Namespace) -> int:
    from .period_cli import run_period_command

    return run_period_command(args)


def _cmd_check(args: argparse.Namespace) -> int:
    from .check_cli import run_check_command

    return run_check_command(args)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for the README and the tests)."""
    parser = argparse.ArgumentParser(prog="elodesk", description="Tournament and rating manager.")
    sub = parser.add_subparsers(dest="command")
    rate = sub.add_parser("rate", help="rate one event or batch of games (JSON in, JSON out)")
    rate.add_argument("--system", required=True, help="rating system: " + ", ".join(system_names()))
    rate.add_argument("--rules", default=None, help="rule set name (default: the system's)")
    rate.add_argument(
        "--results-file",
        choices=RESULTS_FILES,
        default=None,
        help="frbe: the results file the federation will rate the event from: national (the "
        "default: players by ID, a game against an unrated opponent counts only if he is rated "
        "in the same run) or chessman (the 24 lines file: an unrated round robin player as *** "
        "with his fictitious rating)",
    )
    rate.add_argument("file", help="input JSON file, or - for standard input")
    rate.set_defaults(func=_cmd_rate)
    period = sub.add_parser("period", help="the ratings officer's FRBE period run")
    period.add_argument("--players", required=True, help="PLAYER.DBF at the start of the period")
    period.add_argument("--previous", help="the previous period's PLAYER.DBF")
    period.add_argument("--games", required=True, help="the period's CHCKLIST.DBF")
    period.add_argument(
        "--carry-over",
        action="append",
        metavar="EARLIER_CHCKLIST.DBF",
        help="a CHCKLIST.DBF an earlier period's run wrote (repeatable, up to "
        f"{max(r.carry_over_periods for r in RULE_SETS.values())} periods "
        "back): its games left unprocessed because a player had no rating are taken up again "
        f"when he becomes rated (article 12.e, {CARRY_OVER_SINCE} and later)",
    )
    period.add_argument(
        "--rules",
        default=None,
        help=", ".join(
            name + "".join(f" (alias {a})" for a, to in ALIASES.items() if to == name)
            for name in RULE_SETS
        )
        + "; default: the one in force at the date of the games file",
    )
    period.add_argument("--out", required=True, help="output folder")
    period.add_argument(
        "--force",
        action="store_true",
        help="replace PLAYER.DBF and CHCKLIST.DBF already in the output folder (never an input)",
    )
    period.set_defaults(func=_cmd_period)
    check = sub.add_parser("check", help="validate a results file (24 lines, national, TRF, h9)")
    check.add_argument("file")
    check.add_argument("--players", help="PLAYER.DBF to check the IDs against")
    check.add_argument("--today", help="the date to check against (YYYY-MM-DD; default today)")
    check.set_defaults(func=_cmd_check)
    from .send_cli import add_parser as add_send

    add_send(sub)
    from .pair_cli import add_parser as add_pair

    add_pair(sub)
    from .web_cli import add_parser as add_web

    add_web(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``elodesk`` command."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].endswith(".elodesk"):
        from .ui.app import run_gui

        return run_gui(argv)
    if argv[0] == "--smoke-test":
        from .ui.app import smoke_test

        return smoke_test()
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        status = args.func(args)
        if sys.stdout is not None:  # None in a windowed bundle on Windows
            sys.stdout.flush()  # a closed pipe shows here, not at the interpreter's exit
        return status
    except ElodeskError as exc:
        sys.stderr.write(f"elodesk {args.command}: {exc}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("elodesk: interrupted\n")
        return 130
    except BrokenPipeError:
        return _stdout_closed()
    except OSError as exc:  # the output cannot be written (/dev/full, a disk gone): one line
        _stdout_unwritable()
        sys.stderr.write(
            f"elodesk {args.command}: cannot write the output ({exc.strerror or exc})\n"
        )
        return 2


def _stdout_unwritable() -> None:
    """What is still buffered for an output that cannot take it goes to the null device, so
    that Python's own flush at exit does not print a second error."""
    if sys.stdout is None:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)
    except (OSError, ValueError):
        pass


def _stdout_closed() -> int:
    """The reader of our output went away (``elodesk check FILE | head``): stop quietly, as a
    program killed by SIGPIPE would (status 141), on every platform. What is still buffered
    goes to the null device, so that Python's own flush at exit has nothing to complain about.
    """
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    finally:
        os.close(devnull)
    return 141


if __name__ == "__main__":
    sys.exit(main())
