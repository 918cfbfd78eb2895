"""``elodesk pair --system dutch IN.trf --round N [--out OUT]``: argument parsing and printing.

The work is :mod:`elodesk.app.pairing_trf` (what the file says, the engine, the answer).
Every problem is one line on stderr naming the file and the record, exit status 2.
"""

from __future__ import annotations

import argparse
import sys

from .engine.model import ElodeskError
from .io.outputs import check_output


def run_pair_command(args: argparse.Namespace) -> int:
    from .app.pairing_trf import pair_file, write_pairing  # the engine: only when pairing

    if args.system != "dutch":
        raise ElodeskError(f"--system {args.system}: only dutch is available")
    if args.out:  # refused before the work: over the input, or an existing file without --force
        check_output(args.out, inputs=[args.file], force=args.force)
    text = pair_file(args.file, args.round)
    if args.out:
        write_pairing(args.out, text, args.file, force=args.force)
    else:
        sys.stdout.write(text)
    return 0


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("pair", help="pair one round of a Swiss tournament from a TRF file")
    p.add_argument("--system", required=True, help="pairing system: dutch (FIDE C.04.3, 2025)")
    p.add_argument("file", help="TRF16/TRF26 file")
    p.add_argument("--round", type=int, required=True, help="the round to pair")
    p.add_argument("--out", help="output file (default: standard output)")
    p.add_argument("--force", action="store_true", help="replace an existing --out file")
    p.set_defaults(func=run_pair_command)
