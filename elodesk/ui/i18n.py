"""Qt Linguist translations: French, Dutch and English (the source language).

``resources/translations/elodesk_fr.ts`` and ``elodesk_nl.ts`` are the sources (pyside6-lupdate
keeps them in step with the code); the compiled ``.qm`` files ship beside them. English, the
source language, loads ``elodesk_en.qm``: only its plural forms ("1 player", "32 players" for
``%n player(s)``). The language
defaults to the system's, French or Dutch first for Belgian users.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLibraryInfo, QLocale, QTranslator

TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"
LANGUAGES = {"fr": "Français", "nl": "Nederlands", "en": "English"}

_installed: list[QTranslator] = []
_current = ["en"]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 (the name lupdate reads)
    """Mark ``source`` for translation in ``context`` without translating it now (lupdate finds
    the call by its name); gives the source text back, typed. Translated where it is shown,
    with ``QCoreApplication.translate(context, source)``."""
    return source


def current() -> str:
    """The language installed last ("en" before any)."""
    return _current[0]


def locale() -> QLocale:
    """The locale of the interface's language (dates written as its readers write them)."""
    return QLocale({"fr": "fr_BE", "nl": "nl_BE"}.get(current(), "en_GB"))


def day_in_figures(iso: str) -> str:
    """An ISO date (``2026-11-27``) as the interface's language writes it in figures, the year
    in full: fr_BE and nl_BE ``27/11/2026``, en_GB ``27/11/2026`` (the locale's short format,
    fr_BE's two-digit year widened). Human text only (a message's sentences): files keep ISO.
    Other text (a date as a file wrote it) as it is."""
    d = QDate.fromString(iso, "yyyy-MM-dd")
    if not d.isValid():
        return iso
    shape = locale().dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in shape:
        shape = shape.replace("yy", "yyyy")
    return locale().toString(d, shape)


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def install(language: str = "") -> str:
    """Install the translators for ``language`` ('' = the system's); returns the one used."""
    app = QCoreApplication.instance()
    lang = language or system_language()
    if app is None:  # no application yet: nothing to install into
        return lang if lang in LANGUAGES else "en"
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    _current[0] = lang if lang in LANGUAGES else "en"
    ours = QTranslator(app)
    if ours.load(str(TRANSLATIONS / f"elodesk_{lang}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    if lang == "en":  # Qt's own texts are English already
        return lang
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return lang
