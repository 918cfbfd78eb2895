"""File names built from an event's free text: they cannot leave the chosen folder."""

from __future__ import annotations

import re
import unicodedata

from ...engine.model import Tournament

#: Names Windows reserves for devices, with or without an extension ("CON.trf" is the console
#: too): Microsoft's "Naming Files, Paths, and Namespaces".
RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL"} | {f"{d}{i}" for d in ("COM", "LPT") for i in range(1, 10)}
)


def safe_name(text: str, default: str = "event") -> str:
    """A file name from free text: ASCII letters, digits, ``-_.`` and spaces; no path parts;
    never a name Windows reserves (``CON``, ``NUL``, ``COM1``… get a leading ``_``)."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"[^A-Za-z0-9 ._-]+", "_", text).strip(" .")
    text = text.replace("..", "_")
    text = text[:60].strip(" .")
    if text.split(".", 1)[0].strip().upper() in RESERVED:
        text = "_" + text
    return text or default


def base_name(t: Tournament) -> str:
    return safe_name(t.name)


def club_name(t: Tournament) -> str:
    """The sending club's number, the federation's file extension."""
    return safe_name(t.sender or "000")
