"""The engine's and the file formats' messages in the interface's language.

``engine`` and ``io`` speak English (they have no Qt); the desk shows their messages through
:func:`translate`, which recognises the common ones and translates them with Qt Linguist,
keeping the numbers, names and values; a message it does not know is shown as it is.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# (pattern, translatable template with %1 %2 … for the groups)
PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), t)
    for p, t in (
        (r"^(.*) is in the future$", QT_TRANSLATE_NOOP("Messages", "%1 is in the future")),
        (
            r"^(.*) is more than a year old$",
            QT_TRANSLATE_NOOP("Messages", "%1 is more than a year old"),
        ),
        (r"^'(.*)' is not dd/mm/yyyy$", QT_TRANSLATE_NOOP("Messages", "'%1' is not dd/mm/yyyy")),
        (
            r"^(\d+): suppressed \(not affiliated\) in the player list$",
            QT_TRANSLATE_NOOP("Messages", "%1: not affiliated (suppressed) in the player list"),
        ),
        (r"^(\d+): not in (.*)$", QT_TRANSLATE_NOOP("Messages", "%1: not in %2")),
        (r"^(\d+) wins but (\d+) losses$", QT_TRANSLATE_NOOP("Messages", "%1 wins but %2 losses")),
        (
            r"^announces (.*), the lines give (.*)$",
            QT_TRANSLATE_NOOP("Messages", "announces %1, the lines give %2"),
        ),
        (
            r"^announces (.*), the games give (.*)$",
            QT_TRANSLATE_NOOP("Messages", "announces %1, the games give %2"),
        ),
        (
            r"^results disagree with player (\d+)'s line$",
            QT_TRANSLATE_NOOP("Messages", "results disagree with player %1's line"),
        ),
        (r"^same game as line (\d+)$", QT_TRANSLATE_NOOP("Messages", "same game as line %1")),
        (
            r"^'(.*)' has rated games but no ID$",
            QT_TRANSLATE_NOOP("Messages", "'%1' has rated games but no ID"),
        ),
        (
            r"^foreign player \((.*)\) needs a name and a rating$",
            QT_TRANSLATE_NOOP("Messages", "foreign player (%1) needs a name and a rating"),
        ),
    )
)
FIELDS = {
    "date": QT_TRANSLATE_NOOP("Messages", "date"),
    "ID": QT_TRANSLATE_NOOP("Messages", "ID"),
    "results": QT_TRANSLATE_NOOP("Messages", "results"),
    "code line": QT_TRANSLATE_NOOP("Messages", "code line"),
    "game": QT_TRANSLATE_NOOP("Messages", "game"),
    "nationality": QT_TRANSLATE_NOOP("Messages", "nationality"),
}
_LINE = re.compile(r"^line (\d+): ([^:]+): (.*)$")
LINE_TEMPLATE = QT_TRANSLATE_NOOP("Messages", "line %1: %2: %3")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Messages", text)


def translate_detail(text: str) -> str:
    for pattern, template in PATTERNS:
        m = pattern.match(text)
        if m:
            out = _tr(template)
            for i, g in enumerate(m.groups(), start=1):
                out = out.replace(f"%{i}", g)
            return out
    return text


def translate(message: str) -> str:
    """``line N: field: detail`` (the validators' form) or a bare detail, translated."""
    m = _LINE.match(message)
    if not m:
        return translate_detail(message)
    line, field, detail = m.groups()
    field_tr = _tr(FIELDS[field]) if field in FIELDS else field
    return (
        _tr(LINE_TEMPLATE)
        .replace("%1", line)
        .replace("%2", field_tr)
        .replace("%3", translate_detail(detail))
    )
