"""Text for the federation's Latin-1 files (the national file and the 24 lines file,
``shared/spec/formats.md``: "Latin-1 text, CRLF").

Names outside Latin-1 became ``?`` without a word, and NUL or ESC went into the 24 lines file
(a NUL at the start of a line makes it a second code line). :func:`to_latin1`
transliterates what has a Latin-1 spelling (a letter with an accent Latin-1 lacks loses the
accent: ``Łukasz`` → ``Lukasz``, ``Şahin`` → ``Sahin``, ``œ`` → ``oe``) and removes control
characters; :func:`unencodable` tells which characters remain (Cyrillic, Chinese, …), for a
problem naming the player.
"""

from __future__ import annotations

import unicodedata
from dataclasses import replace

from ..engine.model import Tournament
from .problems import FileProblem

#: Letters whose decomposition does not give a Latin-1 base letter.
_SPECIAL = {
    "Ł": "L",
    "ł": "l",
    "Đ": "D",
    "đ": "d",
    "Ħ": "H",
    "ħ": "h",
    "ı": "i",
    "Œ": "OE",
    "œ": "oe",
    "Ŋ": "N",
    "ŋ": "n",
    "ſ": "s",
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
    "–": "-",
    "—": "-",
}


def _char(c: str) -> str:
    if c in "\r\n":
        return c
    if unicodedata.category(c) in ("Cc", "Cf"):  # NUL, ESC, BOM, zero-width …: dropped
        return ""
    if ord(c) < 256:
        return c
    if c in _SPECIAL:
        return _SPECIAL[c]
    base = "".join(d for d in unicodedata.normalize("NFKD", c) if not unicodedata.combining(d))
    return base if base and all(ord(d) < 256 for d in base) else c


def to_latin1(text: str) -> str:
    """``text`` with every character Latin-1 can hold, transliterated where it has a spelling,
    control characters removed (line ends kept); characters without one are left as they are
    (see :func:`unencodable`)."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(_char(c) for c in text)


def unencodable(text: str) -> str:
    """The characters of ``to_latin1(text)`` that Latin-1 cannot hold ("" when none)."""
    return "".join(dict.fromkeys(c for c in to_latin1(text) if ord(c) > 255))


def latin1_names(t: Tournament) -> Tournament:
    """The tournament with its names transliterated for a Latin-1 file, before the fixed-width
    columns are laid out (``Œ`` → ``OE`` is one character longer)."""
    players = tuple(replace(p, name=to_latin1(p.name)) for p in t.players)
    return replace(t, name=to_latin1(t.name), players=players)


def name_problems(t: Tournament, line_of: dict[int, int]) -> list[FileProblem]:
    """The players whose name keeps characters Latin-1 cannot hold (they became ``?``
    without a word): a problem each, so the file is held back until the name is
    written in Latin letters."""
    return [
        FileProblem(
            "name-not-latin1",
            (p.name, unencodable(p.name)),
            line_of.get(p.number, 0),
            f"player {p.number} name",
        )
        for p in t.players
        if unencodable(p.name)
    ]
