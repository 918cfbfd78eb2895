"""Texts of the Qt-free layer that the interface's translations hold (``resources/translations``,
made by ``scripts/translations.py``): the engine's rule tags (a rating's ``notes``, context
"Preview"; the desk's preview shows them through Qt, the results site through
:mod:`app.web.i18n`) and what only the web pages say (context "Web", :mod:`app.web.strings`).

``QT_TRANSLATE_NOOP`` here is the marker ``pyside6-lupdate`` looks for (it returns the text);
the Linguist sources are updated with ``pyside6-lupdate ui/*.py app/labels.py ...``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.preview import GameNote


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

#: A player's outcome in the preview (``engine.preview`` ``Status`` values), worded: beside the
#: new rating on the screen, in the printed rating changes' and the web's rules column.
STATUS_LABELS = {
    "newly-rated": QT_TRANSLATE_NOOP("Preview", "first rating"),
    "provisional": QT_TRANSLATE_NOOP("Preview", "provisional"),
    "unrated": QT_TRANSLATE_NOOP("Preview", "unrated"),
    "rated": QT_TRANSLATE_NOOP("Preview", "rated"),
}

#: Why a game counts or not (``engine.preview.GameNote.code``), worded: %1 the opponent's
#: name, %2 the rating the game counts at, %3 the game's number in the count it belongs to, %4
#: the games a first rating needs under the event's rule set.
GAME_LABELS = {
    "opponent-rated": QT_TRANSLATE_NOOP("Preview", "counts: %1 is rated, %2"),
    "opponent-fictitious": QT_TRANSLATE_NOOP(
        "Preview",
        "counts at the fictitious rating of %1, %2: the 24 lines file writes %1 as *** with it",
    ),
    "opponent-rated-here": QT_TRANSLATE_NOOP(
        "Preview",
        "counts only if %1 is rated in this period: %1 gets a first rating after %4 games "
        "against rated players, and the game counts at that first rating, %2",
    ),
    "opponent-stays-unrated": QT_TRANSLATE_NOOP(
        "Preview",
        "not counted: %1 stays unrated (%3 of the %4 games against rated players a first "
        "rating needs)",
    ),
    "opponent-stays-unrated-taken-up": QT_TRANSLATE_NOOP(
        "Preview",
        "not counted in this period: %1 stays unrated (%3 of the %4 games against rated "
        "players a first rating needs); the game is taken up again if %1 is rated in one of "
        "the next three periods (article 12.e)",
    ),
    "written-as-fictitious": QT_TRANSLATE_NOOP(
        "Preview",
        "not counted for this player: the 24 lines file writes this player as *** with the "
        "fictitious rating %2, without the ID",
    ),
    "first-rating-game": QT_TRANSLATE_NOOP(
        "Preview", "game %3 of the %4 towards a first rating, %1 counting at %2"
    ),
    "after-first-rating": QT_TRANSLATE_NOOP(
        "Preview", "counts from the first rating on, %1 counting at %2"
    ),
    "not-counted": QT_TRANSLATE_NOOP("Preview", "not counted"),
}

#: The results files the FRBE preview can assume (``engine.systems.RESULTS_FILES``).
RESULTS_FILE_LABELS = {
    "national": QT_TRANSLATE_NOOP("Preview", "the national results file"),
    "chessman": QT_TRANSLATE_NOOP("Preview", 'the "24 lines" file (Chess Manager)'),
}


def game_reason(note: GameNote, opponent: str, tr: Callable[[str], str]) -> str:
    """One game's reason (an ``engine.preview.GameNote``) in the language of ``tr`` (a
    translation of context "Preview"), with the opponent's name."""
    text = tr(GAME_LABELS.get(note.code, GAME_LABELS["not-counted"]))
    for mark, value in (
        ("%1", opponent),
        ("%2", "—" if note.value is None else str(note.value)),
        ("%3", "—" if note.number is None else str(note.number)),
        ("%4", "—" if note.needed is None else str(note.needed)),
    ):
        text = text.replace(mark, value)
    return text


#: The rating card's words (``Officer`` context), key → English: the one table of the card on
#: screen and in its PDF (``ui.officer_period.card_words``) and of ``app.cards``'s English. The
#: colour letters are the federation's: W/B in English, B/N in French (blancs, noirs), W/Z in
#: Dutch (wit, zwart — its printed cards).
CARD_WORDS = (
    ("W", QT_TRANSLATE_NOOP("Officer", "W")),
    ("B", QT_TRANSLATE_NOOP("Officer", "B")),
    ("old", QT_TRANSLATE_NOOP("Officer", "Old rating")),
    ("new", QT_TRANSLATE_NOOP("Officer", "New rating")),
    ("list", QT_TRANSLATE_NOOP("Officer", "list")),
    ("previous", QT_TRANSLATE_NOOP("Officer", "Previous periods")),
    ("rc", QT_TRANSLATE_NOOP("Officer", "Average opponents (Rc)")),
    ("rule25", QT_TRANSLATE_NOOP("Officer", "25/150 rule")),
    ("floor", QT_TRANSLATE_NOOP("Officer", "Floor")),
    ("carry", QT_TRANSLATE_NOOP("Officer", "Carried over from the previous list")),
    ("provisional", QT_TRANSLATE_NOOP("Officer", "Provisional rating")),
    ("transition", QT_TRANSLATE_NOOP("Officer", "K change at %1")),
    ("no", QT_TRANSLATE_NOOP("Officer", "No.")),
    ("opp", QT_TRANSLATE_NOOP("Officer", "Opp.")),
    ("name", QT_TRANSLATE_NOOP("Officer", "Name")),
    ("c", QT_TRANSLATE_NOOP("Officer", "C")),
    ("k", QT_TRANSLATE_NOOP("Officer", "K")),
    ("date", QT_TRANSLATE_NOOP("Officer", "Date")),
    ("file", QT_TRANSLATE_NOOP("Officer", "File")),
    ("sender", QT_TRANSLATE_NOOP("Officer", "Sender")),
    ("selo", QT_TRANSLATE_NOOP("Officer", "s.Elo")),
    ("taken_up", QT_TRANSLATE_NOOP("Officer", "Taken up from the period %1 (article 12.e)")),
)


#: What only the results site and the live view say (the rest is the interface's own texts).
WEB_TEXTS = (
    QT_TRANSLATE_NOOP("Web", "Results"),
    QT_TRANSLATE_NOOP("Web", "Pairings and results"),
    QT_TRANSLATE_NOOP("Web", "Standings after round %1"),
    QT_TRANSLATE_NOOP("Web", "Player card"),
    QT_TRANSLATE_NOOP("Web", "Home"),
    QT_TRANSLATE_NOOP("Web", "Rating change"),
    QT_TRANSLATE_NOOP("Web", "Expected score"),
    QT_TRANSLATE_NOOP("Web", "Rules applied"),
    QT_TRANSLATE_NOOP("Web", "No rating change"),
    QT_TRANSLATE_NOOP("Web", "Published on %1 by elodesk"),
    QT_TRANSLATE_NOOP("Web", "Current round: %1"),
    QT_TRANSLATE_NOOP("Web", "Pairings by board"),
    QT_TRANSLATE_NOOP("Web", "Pairings by name"),
    QT_TRANSLATE_NOOP("Web", "No round paired yet"),
)
