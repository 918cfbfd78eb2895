"""An h9 file from OpenGotha opened as a Go event: a new event file (``store.py``) with the
file's players (line position as start number, name, rank, country, club), rounds, handicaps
and results, rated under ``ffg-2022`` — so a French tournament director can preview the FFG
changes of his tournament.

Nothing half-written: the event is built in a temporary file beside the target and renamed
into place at the end (``os.replace``, atomic on Windows and POSIX); an existing file is never
overwritten.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from ..engine.model import ElodeskError
from .h9 import H9Document
from .store import EventStore, StoreError


class GoEventError(ElodeskError):
    """An h9 file that cannot become a Go event."""


def go_event_settings(doc: H9Document) -> dict[str, object]:
    """The event settings an h9 file gives (FFG rating, an open in rounds)."""
    t = doc.tournament
    return {
        "name": t.name,
        "city": t.city,
        "federation": "FFG",
        "start": t.start,
        "end": t.end,
        "rounds": t.rounds,
        "type": "open",
        "double": False,
        "system": "ffg",
        "rules": "ffg-2022",
        "time_control": t.time_control,
    }


def create_go_event(doc: H9Document, target: str | os.PathLike[str]) -> Path:
    """A new event file at ``target`` holding the h9 document's tournament."""
    target = Path(target)
    if target.exists():
        raise StoreError(f"{target}: already exists")
    if doc.problems:
        first = doc.problems[0]
        raise GoEventError(
            f"the h9 file has {len(doc.problems)} problem(s), the first: {first}; "
            "nothing was written"
        )
    part = target.with_name(target.name + ".part")
    try:
        return _create(doc, part, target)
    except (OSError, StoreError) as exc:  # a read-only folder, a full disk: said at the target
        if isinstance(exc, StoreError) and exc.code != "event-not-created":
            raise
        for leftover in _companions(part):
            with contextlib.suppress(OSError):
                leftover.unlink()
        why = str(exc.values[1]) if isinstance(exc, StoreError) else exc.strerror or str(exc)
        raise StoreError(f"{target}: cannot write ({why}); nothing was written").with_code(
            "cannot-write", str(target), why
        ) from None


def _companions(part: Path) -> tuple[Path, ...]:
    return (part, part.with_name(part.name + "-wal"), part.with_name(part.name + "-shm"))


def _create(doc: H9Document, part: Path, target: Path) -> Path:
    t = doc.tournament
    for leftover in _companions(part):
        with contextlib.suppress(FileNotFoundError):
            leftover.unlink()
    store = EventStore(part, create=True, settings=go_event_settings(doc))
    try:  # the file is not in place until it is complete
        store.add_players(
            {
                "number": p.number,
                "name": p.name,
                "title": p.title,
                "federation": p.federation,
                "club": p.club,
            }
            for p in t.players
        )
        store.set_pairings(t.pairings)
    except BaseException:
        store.close()
        part.unlink(missing_ok=True)
        raise
    store.close()
    os.replace(part, target)
    return target
