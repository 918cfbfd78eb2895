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


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "règlement des tournois de 2023 : %1 et suivants"), ("nl", "van 2023: %1 en later")],
)
def test_the_carry_over_refusal_names_the_first_rule_set_taking_games_up(
    language, monkeypatch, lang, said
):
    # article 12.e came with frbe-2023-07 (engine.frbe.CARRY_OVER_SINCE, the first era whose
    # carry_over_periods is not 0); the refusal of an earlier file under frbe-2015-04 names it,
    # and names another first rule set when that one is another
    from elodesk.app import carry_over
    from elodesk.engine.frbe import CARRY_OVER_SINCE, RULE_SETS
    from elodesk.engine.model import ElodeskError
    from elodesk.ui.messages import error_text

    assert CARRY_OVER_SINCE == "frbe-2023-07"
    language(lang)
    for since in (CARRY_OVER_SINCE, "frbe-2099-01"):
        monkeypatch.setattr(carry_over, "CARRY_OVER_SINCE", since)
        with pytest.raises(ElodeskError) as exc:
            carry_over.read_earlier(["EARLIER.DBF"], None, RULE_SETS["frbe-2015-04"])
        assert said.replace("%1", since) in error_text(exc.value), error_text(exc.value)
