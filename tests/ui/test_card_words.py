"""The rating card's words are one table (``app.labels.CARD_WORDS``): the card the officer
sees and prints (``ui.officer_period.card_words``, in the interface's language) and the
English of ``app.cards`` have the same words under the same keys (the officer's table held a
"Previous periods" the cards' own did not)."""

from __future__ import annotations

from elodesk.app.cards import _words
from elodesk.ui.officer_period import card_words


def test_card_words_one_table(qtbot):
    # no translator installed: the interface's words are the English ones
    assert card_words() == _words(None)
    assert _words({"W": "B"})["W"] == "B" and _words(None)["previous"] == "Previous periods"
