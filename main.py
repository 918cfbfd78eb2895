"""python main.py starts the desktop program; with a command (``rate``, ``period``, ``check``…)
it is the command line.

In the built program (packaging/elodesk.spec) this script is two executables: ``elodesk`` (the
desk, no console window) and ``elodesk-cli`` (the command line, with a console): the latter
never starts the desk, without arguments it prints the commands.
"""

import sys
from pathlib import Path

from elodesk.cli import main


def is_cli_program() -> bool:
    """The bundle's ``elodesk-cli`` executable."""
    return bool(getattr(sys, "frozen", False)) and Path(sys.executable).stem.lower().endswith(
        "-cli"
    )


if __name__ == "__main__":
    args = sys.argv[1:]
    if is_cli_program() and not args:
        args = ["--help"]
    sys.exit(main(args))
