"""The texts only the results site and the live view use, in French and Dutch (English is the
source). Column headings and sheet titles are the printed sheets' (context "Print" of the
interface's translations, :mod:`app.web.i18n`); only what a web page adds is here.
"""

from __future__ import annotations

from collections.abc import Callable

from .i18n import translator

# English → (French, Dutch)
WEB: dict[str, tuple[str, str]] = {
    "Results": ("Résultats", "Uitslagen"),
    "Rounds": ("Rondes", "Rondes"),
    "Pairings and results": ("Appariements et résultats", "Paringen en uitslagen"),
    "Standings after round %1": ("Classement après la ronde %1", "Rangschikking na ronde %1"),
    "Players": ("Joueurs", "Spelers"),
    "Player card": ("Fiche du joueur", "Spelersfiche"),
    "Home": ("Accueil", "Start"),
    "Other languages": ("Autres langues", "Andere talen"),
    "Games": ("Parties", "Partijen"),
    "Colour": ("Couleur", "Kleur"),
    "Opponent": ("Adversaire", "Tegenstander"),
    "Rating change": ("Variation Elo", "Elowijziging"),
    "Expected score": ("Score attendu", "Verwachte score"),
    "Score": ("Score", "Score"),
    "Old rating": ("Ancien Elo", "Oude Elo"),
    "New rating": ("Nouvel Elo", "Nieuwe Elo"),
    "Rules applied": ("Règles appliquées", "Toegepaste regels"),
    "Rated games": ("Parties comptées", "Gerekende partijen"),
    "No rating change": ("Pas de variation Elo", "Geen Elowijziging"),
    "ID": ("Matricule", "Stamnummer"),
    "Federation": ("Fédération", "Federatie"),
    "Club": ("Club", "Club"),
    "Rating": ("Elo", "Elo"),
    "Published on %1 by elodesk": ("Publié le %1 par elodesk", "Gepubliceerd op %1 door elodesk"),
    "Current round: %1": ("Ronde en cours : %1", "Huidige ronde: %1"),
    "Pairings by board": ("Appariements par table", "Paringen per bord"),
    "Pairings by name": ("Appariements par nom", "Paringen per naam"),
    "No round paired yet": ("Aucune ronde appariée", "Nog geen ronde gepaard"),
    "White": ("Blancs", "Wit"),
    "Black": ("Noirs", "Zwart"),
    "bye": ("exempt", "bye"),
    "Categories": ("Catégories", "Categorieën"),
}


def web_tr(language: str) -> Callable[[str], str]:
    """``tr`` for the site's texts: this table first, then the printed sheets' translations."""
    col = {"fr": 0, "nl": 1}.get(language)
    printed = translator(language, "Print")

    def tr(text: str) -> str:
        if col is not None and text in WEB:
            return WEB[text][col]
        return printed(text)

    return tr


def arg(text: str, *values: object) -> str:
    """Qt's ``%1``, ``%2`` placeholders filled (the table's texts use them)."""
    for i, v in enumerate(values, start=1):
        text = text.replace(f"%{i}", str(v))
    return text
