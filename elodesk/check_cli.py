"""``elodesk check FILE``: argument parsing and printing around :mod:`elodesk.app.results`.

Every problem is printed with its line number; exit 1 when there is any, 0 when the file is
clean, 2 when it cannot be read at all.
"""

from __future__ import annotations

import argparse
import datetime as dt

from .app.results import check_file
from .engine.model import ElodeskError


def run_check_command(args: argparse.Namespace) -> int:
    today = None
    if args.today:
        try:
            today = dt.date.fromisoformat(args.today)
        except ValueError:
            raise ElodeskError(f"--today {args.today!r}: expected YYYY-MM-DD") from None
    lines = [f"{args.file}: {p}" for p in check_file(args.file, args.players, today)]
    for line in lines:
        print(line)
    if not lines:
        print(f"{args.file}: no problem found")
    return 1 if lines else 0
