"""python main.py starts the desktop program; with a command (``rate``, ``period``, ``check``…)
it is the command line.

In the built program (packaging/elodesk.spec) this script is two executables: ``elodesk`` (the
desk, no console window) and ``elodesk-cli`` (the command line, with a console): the latter
never starts the desk, without arguments it prints the commands.
"""

import multiprocessing
import sys
from pathlib import Path

from elodesk.cli import main


def is_cli_program() -> bool:
    """The bundle's ``elodesk-cli`` executable."""
    return bool(getattr(sys, "frozen", False)) and Path(sys.executable).stem.lower().endswith(
        "-cli"
    )


def attach_parent_console() -> None:
    """The windowed ``elodesk.exe`` given a command from a Command Prompt: it has no stdout
    (console=False), so it writes into the console it was started from, if any (Windows'
    ``AttachConsole(ATTACH_PARENT_PROCESS)``); ``elodesk-cli.exe`` is the program for scripts."""
    if sys.platform != "win32" or sys.stdout is not None:
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
        sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115


if __name__ == "__main__":
    # In the built program a pairing worker (elodesk/app/pairing_process.py, started by
    # multiprocessing's spawn) and multiprocessing's resource tracker are this executable
    # started again with multiprocessing's own arguments: freeze_support (PyInstaller's, on
    # every platform) runs them and exits before the arguments are read as a command.
    multiprocessing.freeze_support()
    args = sys.argv[1:]
    if is_cli_program() and not args:
        args = ["--help"]
    if args and not args[0].endswith(".elodesk") and args[0] != "--smoke-test":
        attach_parent_console()
    sys.exit(main(args))
