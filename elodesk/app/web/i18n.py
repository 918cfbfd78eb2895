"""The interface's translations read without Qt, for what the program writes in a language
(the results site, the live view).

The desk translates through Qt Linguist: ``resources/translations/elodesk_{fr,nl}.ts`` hold,
per context, each English source text and its translation (``ui/i18n.py`` installs the compiled
``.qm``). The same ``.ts`` sources are read here with the standard library's XML parser, so a
page says "Classement" exactly where the printed standings do; English is the source language.
Unfinished or missing translations fall back to the English text, as Qt does.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"

#: The languages of the interface (``ui/i18n.py``'s LANGUAGES), with their own names.
LANGUAGES: dict[str, str] = {"fr": "Français", "nl": "Nederlands", "en": "English"}


@functools.lru_cache(maxsize=4)
def catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, source) → translation for ``language``; empty for English or a language
    without a ``.ts`` file."""
    path = TRANSLATIONS / f"elodesk_{language}.ts"
    if language == "en" or not path.is_file():
        return {}
    out: dict[tuple[str, str], str] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            src = msg.findtext("source")
            tr = msg.find("translation")
            if (
                src is None
                or tr is None
                or tr.get("type") in ("unfinished", "vanished", "obsolete")
            ):
                continue
            if tr.text:
                out[(name, src)] = tr.text
    return out


def translator(language: str, context: str) -> Callable[[str], str]:
    """A ``tr`` for one context (what ``QCoreApplication.translate(context, text)`` gives)."""
    table = catalogue(language)

    def tr(text: str) -> str:
        return table.get((context, text), text)

    return tr
