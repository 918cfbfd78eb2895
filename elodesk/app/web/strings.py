"""The results site's and the live view's words in the page's language, from the interface's
own translations (:mod:`app.web.i18n`): the texts only a page says are in context "Web"
(:data:`app.labels.WEB_TEXTS`), column headings and the like are the desk's (``Print``…).
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import catalogue

#: The interface's contexts whose translations the pages reuse, the first that has a text wins:
#: the printed sheets' headings, the preview's, then the desk's labels for the same things.
CONTEXTS = (
    "Web",
    "Print",
    "Preview",
    "Fictitious",
    "Officer",
    "ManualPlayerDialog",
    "MainWindow",
    "StandingsRulesEditor",
)


def web_tr(language: str) -> Callable[[str], str]:
    """``tr`` for the site's texts: the interface's translation of the English text, what only
    a page says first (context "Web": :data:`app.labels.WEB_TEXTS`), then the same words as the
    desk says them (:data:`CONTEXTS`, in order)."""
    table = catalogue(language)

    def tr(text: str) -> str:
        for ctx in CONTEXTS:
            found = table.get((ctx, text))
            if found:
                return found
        return text

    return tr


def arg(text: str, *values: object) -> str:
    """Qt's ``%1``, ``%2`` placeholders filled (the table's texts use them)."""
    for i, v in enumerate(values, start=1):
        text = text.replace(f"%{i}", str(v))
    return text
