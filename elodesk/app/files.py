"""The files the desk reads and writes outside the event, through the project's one rule each.

Outputs go through :mod:`elodesk.io.outputs` (never over an input or the open event, atomic,
the user's umask): :func:`write_output` and :func:`writing`. A pairing program's rounds come from
a TRF (:func:`read_trf`); an input is read through :func:`read_input` (a FIFO, a device or a
folder refused before reading); the federations a national file may name
(:data:`BELGIAN_FEDERATIONS`). The player database is :class:`PlayerDatabase`; an error about a file's
record is a :class:`FileError`/:class:`FileProblem` (the desk words them in its language).
"""

from __future__ import annotations

from ..io.inputs import read_input
from ..io.outputs import remove_stale_leftovers, write_output, writing
from ..io.player_search import PlayerDatabase
from ..io.problems import FileError, FileProblem
from ..io.trf import TrfDocument
from ..io.trf import read_file as read_trf
from .formats.national import BELGIAN_FEDERATIONS

__all__ = [
    "BELGIAN_FEDERATIONS",
    "read_input",
    "FileError",
    "FileProblem",
    "PlayerDatabase",
    "TrfDocument",
    "read_trf",
    "remove_stale_leftovers",
    "write_output",
    "writing",
]
