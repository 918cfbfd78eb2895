"""The texts only the results site and the live view use, in French and Dutch (English is the
source). Every text the interface already translates (column headings, "Rating", "Club"…) is
taken from its translations (:mod:`app.web.i18n`); only what a web page adds is here.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import catalogue

# English → (French, Dutch)
WEB: dict[str, tuple[str, str]] = {
    "Results": ("Résultats", "Uitslagen"),
    "Pairings and results": ("Appariements et résultats", "Paringen en uitslagen"),
    "Standings after round %1": ("Classement après la ronde %1", "Rangschikking na ronde %1"),
    "Player card": ("Fiche du joueur", "Spelersfiche"),
    "Home": ("Accueil", "Start"),
    "Other languages": ("Autres langues", "Andere talen"),
    "Rating change": ("Variation Elo", "Elowijziging"),
    "Expected score": ("Score attendu", "Verwachte score"),
    "Rules applied": ("Règles appliquées", "Toegepaste regels"),
    "No rating change": ("Pas de variation Elo", "Geen Elowijziging"),
    "Published on %1 by elodesk": ("Publié le %1 par elodesk", "Gepubliceerd op %1 door elodesk"),
    "Current round: %1": ("Ronde en cours : %1", "Huidige ronde: %1"),
    "Pairings by board": ("Appariements par table", "Paringen per bord"),
    "Pairings by name": ("Appariements par nom", "Paringen per naam"),
    "No round paired yet": ("Aucune ronde appariée", "Nog geen ronde gepaard"),
}


#: The interface's contexts whose translations the pages reuse, the first that has a text wins:
#: the printed sheets' headings, the preview's, then the desk's labels for the same things.
CONTEXTS = (
    "Print",
    "Preview",
    "Fictitious",
    "Officer",
    "ManualPlayerDialog",
    "MainWindow",
    "StandingsRulesEditor",
)


def web_tr(language: str) -> Callable[[str], str]:
    """``tr`` for the site's texts: this table for what only a page says, else the interface's
    translation of the same English text (:data:`CONTEXTS`, in order)."""
    col = {"fr": 0, "nl": 1}.get(language)
    table = catalogue(language)

    def tr(text: str) -> str:
        if col is not None and text in WEB:
            return WEB[text][col]
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
