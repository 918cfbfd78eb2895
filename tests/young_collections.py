"""What the cyclic garbage collector walks, for tests of the window's responsiveness.

A collection of the young generations walks every object in them while holding the
interpreter lock: no other thread runs a line of Python meanwhile (the window's event loop
included). :func:`young_collections` records, for each collection of generation 0 or 1 made
while it is active, how many objects it walked — counted in the collector's own callback,
before it walks them, whatever thread triggered it.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def young_collections() -> Iterator[list[tuple[int, int]]]:
    """(generation, objects walked) of each young collection while in the block."""
    seen: list[tuple[int, int]] = []

    def callback(phase: str, info: dict) -> None:
        g = info["generation"]
        if phase == "start" and g < 2:
            seen.append((g, sum(len(gc.get_objects(k)) for k in range(g + 1))))

    gc.callbacks.append(callback)
    try:
        yield seen
    finally:
        gc.callbacks.remove(callback)


def trigger_a_collection() -> None:
    """Allocate enough containers for the youngest generation's threshold: a collection
    pending since the collector was turned back on happens here at the latest."""
    junk = [[k] for k in range(2 * gc.get_threshold()[0])]
    del junk
