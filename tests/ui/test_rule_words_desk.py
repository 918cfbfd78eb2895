"""The desk's own words for a rule's value, through Qt's translators (the compiled .qm): the
preview's and the officer's rule tags, the officer's open dialog (article 12.e) and the list's
filters take the value from its one home, in French and Dutch.

Expected texts: the committed translations' wording (``elodesk_{fr,nl}.ts``) with the value of
the rule set the test builds (a FIDE rule set whose floor is 1000 instead of fide-2024's 1400,
FIDE Rating Regulations 2024) or of the rule sets' own home (article 12.e of the 2023
competition rules: three periods, ``FrbeRules.carry_over_periods``; the officer's gains and
losses filter, ``app.officer_list.BIG_CHANGE``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from elodesk.app.officer_list import BIG_CHANGE
from elodesk.engine import fide
from elodesk.ui import i18n
from elodesk.ui.models import note_label
from elodesk.ui.officer import OfficerWindow, OpenPeriodDialog


@pytest.fixture
def language():
    yield i18n.install
    i18n.install("en")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("fr", "sous le plancher de 1000"), ("nl", "onder de bodem van 1000")],
)
def test_a_rule_tag_on_the_desk_says_the_rule_sets_value(language, lang, expected):
    language(lang)
    other = replace(fide.RULES, floor=1000)
    assert note_label("below-floor", other.note_values()) == expected
    assert "1400" in note_label("below-floor", fide.RULES.note_values())


@pytest.mark.parametrize(
    ("lang", "placeholder", "tip"),
    [
        ("fr", "des 3 périodes précédentes au plus", "au plus tard 3 périodes après"),
        ("nl", "van ten hoogste 3 vorige periodes", "ten laatste 3 periodes later"),
    ],
)
def test_the_open_dialog_says_article_12e_periods(qtbot, language, lang, placeholder, tip):
    language(lang)
    d = OpenPeriodDialog()
    qtbot.addWidget(d)
    assert placeholder in d.earlier.placeholderText()
    assert tip in d.earlier.toolTip()


@pytest.mark.parametrize(
    ("lang", "gains", "losses"),
    [
        ("fr", "Gains de %1 ou plus", "Pertes de %1 ou plus"),
        ("nl", "Winst van %1 of meer", "Verlies van %1 of meer"),
    ],
)
def test_the_officers_filters_say_their_threshold(qtbot, language, lang, gains, losses):
    language(lang)
    w = OfficerWindow()
    qtbot.addWidget(w)
    items = [w.kind.itemText(i) for i in range(w.kind.count())]
    assert gains.replace("%1", str(BIG_CHANGE)) in items, items
    assert losses.replace("%1", str(BIG_CHANGE)) in items, items
    w.close()
