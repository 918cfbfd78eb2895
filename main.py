"""python main.py starts the desktop program."""

import sys

from elodesk.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
