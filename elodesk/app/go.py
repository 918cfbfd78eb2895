"""Go events from OpenGotha's h9 files: read one (:func:`read_h9`, every problem with its line)
and turn it into a new event file (:func:`create_go_event`: players, ranks, rounds, handicaps,
results; nothing written when the file has a problem)."""

from __future__ import annotations

from ..io.h9 import H9Document
from ..io.h9 import read_bytes as read_h9
from ..io.h9_event import GoEventError, create_go_event

__all__ = ["GoEventError", "H9Document", "create_go_event", "read_h9"]
