"""Texts of the Qt-free layer that the interface's translations hold (``resources/translations``,
made by ``scripts/translations.py``): the engine's rule tags (a rating's ``notes``, context
"Preview"; the desk's preview shows them through Qt, the results site through
:mod:`app.web.i18n`) and what only the web pages say (context "Web", :mod:`app.web.strings`).

``QT_TRANSLATE_NOOP`` here is the marker ``pyside6-lupdate`` looks for (it returns the text);
the Linguist sources are updated with ``pyside6-lupdate ui/*.py app/labels.py ...``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..engine.preview import GameNote


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's marker name)
    """The text itself (Qt's marker, without Qt)."""
    return text


#: The rule tags of the engine (a rating's ``notes``), worded. A value of a rule is never
#: written here: it is %1, %2 … filled from the rule set in force (its ``note_values()``,
#: ``engine.systems.note_values``; :func:`note_text`), so that a rule set that changes it
#: (frbe-2024's floor, a FIDE cap) changes the words in every language.
NOTE_LABELS = {
    "25/150": QT_TRANSLATE_NOOP("Preview", "25/150 rule (performance kept)"),
    "25/150-regular-kept": QT_TRANSLATE_NOOP("Preview", "25/150 rule (regular rating kept)"),
    "floor": QT_TRANSLATE_NOOP("Preview", "floor"),
    "k-transition": QT_TRANSLATE_NOOP("Preview", "K change at %1/%2"),
    "undetermined-p": QT_TRANSLATE_NOOP("Preview", "score 0 or 100 %"),
    "bonus": QT_TRANSLATE_NOOP("Preview", "bonus"),
    "half-above-2300": QT_TRANSLATE_NOOP("Preview", "halved above %1"),
    "match-cap": QT_TRANSLATE_NOOP("Preview", "match cap +%1"),
    "below-1200": QT_TRANSLATE_NOOP("Preview", "below %1: half the difference added"),
    "weighted-average": QT_TRANSLATE_NOOP("Preview", "weighted average"),
    "adjusted-start": QT_TRANSLATE_NOOP("Preview", "starting level adjusted"),
    "clamped": QT_TRANSLATE_NOOP("Preview", "level clamped"),
    "k-capped": QT_TRANSLATE_NOOP("Preview", "K·n ≤ %1"),
    "initial-cap": QT_TRANSLATE_NOOP("Preview", "initial rating capped at %1"),
    "below-floor": QT_TRANSLATE_NOOP("Preview", "below the %1 floor"),
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
#: the games a first rating needs under the event's rule set, %5 the rule set's value of the
#: code (``note_values()``: the periods article 12.e takes a game up again in).
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
        "the next %5 periods (article 12.e)",
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


def fill(text: str, values: Sequence[object], first: int = 1) -> str:
    """``text`` with %``first``, %``first + 1`` … replaced by ``values`` in order (Qt's
    numbered marks; a mark without a value is left as it is)."""
    for i, value in reversed(list(enumerate(values, first))):  # %10 before %1
        text = text.replace(f"%{i}", str(value))
    return text


def note_text(
    tag: str, values: Mapping[str, Sequence[int]], tr: Callable[[str], str] = lambda s: s
) -> str:
    """A rule tag of the engine (``notes``) or a player's status in the language of ``tr`` (a
    translation of context "Preview"), its rule values taken from ``values`` (the rule set's
    ``note_values()``); an unknown tag as it is."""
    text = NOTE_LABELS.get(tag) or STATUS_LABELS.get(tag)
    return fill(tr(text), values.get(tag, ())) if text else tag


def game_reason(
    note: GameNote,
    opponent: str,
    tr: Callable[[str], str],
    values: Mapping[str, Sequence[int]],
) -> str:
    """One game's reason (an ``engine.preview.GameNote``) in the language of ``tr`` (a
    translation of context "Preview"), with the opponent's name and the rule values of the
    event's rule set (``values``: its ``note_values()``)."""
    text = tr(GAME_LABELS.get(note.code, GAME_LABELS["not-counted"]))
    return fill(
        text,
        (
            opponent,
            "—" if note.value is None else note.value,
            "—" if note.number is None else note.number,
            "—" if note.needed is None else note.needed,
            *values.get(note.code, ()),
        ),
    )


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
