"""A rule's value has one home, its rule set: the words of a rule tag (the preview's rules
column, the printed rating changes, the officer's list and card, the web pages) and of a game's
reason take it from the rule set in force, in English, French and Dutch alike — never from a
number written into the sentence or its translation (the Dutch preview said "bodem 1150" beside
players raised to frbe-2024's 1400 floor).

Each expected text is the committed translation's own wording (``elodesk_{fr,nl}.ts``) with the
value of the rule set the test builds; the rule sets' values are those of ``engine/fide.py``
(FIDE Rating Regulations 2024: K·n ≤ 700 in 8.3.3, initial rating capped at 2200 in 8.2, the
1400 floor), ``engine/fqe.py`` (the FQE seed: below 1200, above 2300, +50 per match) and
``engine/frbe.py`` (K bands 2000/2200 of seed 000, article 12.e's three periods from
frbe-2023-07)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from elodesk.app.labels import GAME_LABELS, NOTE_LABELS, game_reason, note_text
from elodesk.app.rules import note_values
from elodesk.app.web.i18n import translator
from elodesk.engine import fide, fqe
from elodesk.engine.frbe import RULE_SETS
from elodesk.engine.preview import GameNote
from elodesk.engine.systems import get_system, system_names


def words(lang: str, tag: str, values) -> str:
    return note_text(tag, values, translator(lang, "Preview"))


# a FIDE rule set whose floor, initial cap and K·n limit differ from fide-2024's
OTHER_FIDE = replace(fide.RULES, floor=1000, initial_cap=2100, kn_limit=600)
OTHER_FQE = replace(fqe.RULES, adjust_below=1100, half_above=2400, match_cap=40)


@pytest.mark.parametrize(
    ("lang", "tag", "rules", "expected"),
    [
        ("fr", "below-floor", fide.RULES, "sous le plancher de 1400"),
        ("nl", "below-floor", fide.RULES, "onder de bodem van 1400"),
        ("en", "below-floor", fide.RULES, "below the 1400 floor"),
        ("fr", "below-floor", OTHER_FIDE, "sous le plancher de 1000"),
        ("nl", "below-floor", OTHER_FIDE, "onder de bodem van 1000"),
        ("fr", "initial-cap", OTHER_FIDE, "première cote plafonnée à 2100"),
        ("nl", "initial-cap", OTHER_FIDE, "eerste rating begrensd op 2100"),
        ("fr", "k-capped", OTHER_FIDE, "K·n ≤ 600"),
        ("nl", "k-capped", OTHER_FIDE, "K·n ≤ 600"),
        ("fr", "below-1200", OTHER_FQE, "sous 1100 : moitié de la différence ajoutée"),
        ("nl", "below-1200", OTHER_FQE, "onder 1100: helft van het verschil erbij"),
        ("fr", "half-above-2300", OTHER_FQE, "divisé par deux au-dessus de 2400"),
        ("nl", "half-above-2300", OTHER_FQE, "gehalveerd boven 2400"),
        ("fr", "match-cap", OTHER_FQE, "plafond de match +40"),
        ("nl", "match-cap", OTHER_FQE, "matchplafond +40"),
        ("fr", "match-cap", fqe.RULES, "plafond de match +50"),
    ],
)
def test_a_rule_tag_says_its_rule_sets_value(lang, tag, rules, expected):
    assert words(lang, tag, rules.note_values()) == expected


def test_the_k_transition_says_the_rule_sets_bounds():
    # seed 003: the K changes at the bands' bounds, 2000/2200 in every era; a rule set with
    # other bands says its own
    other = replace(RULE_SETS["frbe-2024"], k_bands=((1900, 16), (2300, 12), (None, 10)))
    assert words("fr", "k-transition", other.note_values()) == "changement de K à 1900/2300"
    assert words("nl", "k-transition", other.note_values()) == "K-wijziging rond 1900/2300"
    today = note_values("frbe", "frbe-2024")
    assert words("nl", "k-transition", today) == "K-wijziging rond 2000/2200"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("fr", "l'une des 2 périodes suivantes (article 12.e)"),
        ("nl", "in een van de 2 volgende periodes een rating krijgt"),
        ("en", "in one of the next 2 periods (article 12.e)"),
    ],
)
def test_a_game_taken_up_says_the_rule_sets_periods(lang, expected):
    # article 12.e of the 2023 competition rules: three periods (frbe-2023-07, frbe-2024); a
    # rule set taking games up for two periods says two
    note = GameNote(1, 2, "opponent-stays-unrated-taken-up", False, None, 3, 5)
    other = replace(RULE_SETS["frbe-2024"], carry_over_periods=2)
    text = game_reason(note, "Peeters, Jan", translator(lang, "Preview"), other.note_values())
    assert expected in text, text
    assert "Peeters, Jan" in text and "3" in text and "5" in text
    three = game_reason(note, "X", translator(lang, "Preview"), note_values("frbe", "frbe-2024"))
    assert {"fr": "des 3 périodes", "nl": "van de 3 volgende", "en": "next 3 periods"}[lang] in (
        three
    )


SPELLED = {2: "two", 3: "three", 4: "four", 5: "five"}


def test_no_rule_value_written_in_a_rule_tags_words():
    # every value a rule set's tags name is a mark (%1 …) of the English source: none of them
    # is in the words themselves, in figures or in letters, for every rule set of every system
    for system in system_names():
        for name in get_system(system).rule_sets:
            for tag, values in note_values(system, name).items():
                text = NOTE_LABELS.get(tag) or GAME_LABELS[tag]
                bare = re.sub(r"%\d+", "", text)
                for i, v in enumerate(values, 1 if tag in NOTE_LABELS else 5):
                    assert f"%{i}" in text, (system, name, tag)
                    for written in (str(v), SPELLED.get(v, str(v))):
                        assert not re.search(rf"\b{written}\b", bare), (system, name, tag, v)
