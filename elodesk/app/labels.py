"""The engine's rule tags (a rating's ``notes``) as English texts, the source the interface's
translations are made from (context "Preview" of ``resources/translations``): the desk's
preview shows them through Qt, the results site through :mod:`app.web.i18n`.

``QT_TRANSLATE_NOOP`` here is the marker ``pyside6-lupdate`` looks for (it returns the text);
the Linguist sources are updated with ``pyside6-lupdate ui/*.py app/labels.py ...``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's marker name)
    """The text itself (Qt's marker, without Qt)."""
    return text


NOTE_LABELS = {
    "25/150": QT_TRANSLATE_NOOP("Preview", "25/150 rule (performance kept)"),
    "25/150-regular-kept": QT_TRANSLATE_NOOP("Preview", "25/150 rule (regular rating kept)"),
    "floor": QT_TRANSLATE_NOOP("Preview", "floor"),
    "k-transition": QT_TRANSLATE_NOOP("Preview", "K change at 2000/2200"),
    "undetermined-p": QT_TRANSLATE_NOOP("Preview", "score 0 or 100 %"),
    "bonus": QT_TRANSLATE_NOOP("Preview", "bonus"),
    "half-above-2300": QT_TRANSLATE_NOOP("Preview", "halved above 2300"),
    "match-cap": QT_TRANSLATE_NOOP("Preview", "match cap +50"),
    "below-1200": QT_TRANSLATE_NOOP("Preview", "below 1200: half the difference added"),
    "weighted-average": QT_TRANSLATE_NOOP("Preview", "weighted average"),
    "adjusted-start": QT_TRANSLATE_NOOP("Preview", "starting level adjusted"),
    "clamped": QT_TRANSLATE_NOOP("Preview", "level clamped"),
    "k-capped": QT_TRANSLATE_NOOP("Preview", "K·n ≤ 700"),
    "initial-cap": QT_TRANSLATE_NOOP("Preview", "initial rating capped at 2200"),
    "below-floor": QT_TRANSLATE_NOOP("Preview", "below the 1400 floor"),
    "history-unknown": QT_TRANSLATE_NOOP(
        "Preview", "history unknown: past games without their opponents' ratings"
    ),
}
