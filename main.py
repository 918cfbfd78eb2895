"""python main.py starts the desktop program."""

import multiprocessing
import sys

from elodesk.cli import main

if __name__ == "__main__":
    # the pairing worker process (elodesk/app/pairing_process.py) is started by spawn: in the
    # frozen program the child is this executable again, which this call turns into the worker
    multiprocessing.freeze_support()
    sys.exit(main(sys.argv[1:]))
