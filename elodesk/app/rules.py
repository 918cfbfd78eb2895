"""The rules the desk offers, names and shows, as the application layer gives them to it.

The desk (``elodesk/ui``) reads the engine through ``app`` only (tests/test_boundaries.py): this
module names, for it, the engine's rule sets and tie-break vocabulary — the rating systems' rule
sets (:func:`rule_sets`, the FRBE eras and their aliases, the era in force at a date), the
standings rules' types (score systems, editions, categories, each event type's default
tie-breaks), the tie-break codes and how a value is shown, the standings, the preview's type,
the Go ranks. Each is the engine's own object, not a copy: one rule, one home.
"""

from __future__ import annotations

from ..engine.ffg import rank_to_level
from ..engine.frbe import ALIASES, RULE_SETS, rules_in_force
from ..engine.preview import Preview
from ..engine.scoring import (
    SCORE_SYSTEMS,
    Category,
    Edition,
    ScoreSystem,
    StandingsRules,
    default_tiebreaks,
)
from ..engine.standings import TIEBREAKS, CategoryRow, Standing, by_category, shown, standings
from ..engine.systems import get_system, note_values
from ..engine.tiebreaks import canonical

__all__ = [
    "ALIASES",
    "RULE_SETS",
    "SCORE_SYSTEMS",
    "TIEBREAKS",
    "Category",
    "CategoryRow",
    "Edition",
    "Preview",
    "ScoreSystem",
    "Standing",
    "StandingsRules",
    "by_category",
    "canonical",
    "default_tiebreaks",
    "note_values",
    "rank_to_level",
    "rule_sets",
    "rules_in_force",
    "shown",
    "standings",
]


def rule_sets(system: str) -> tuple[str, ...]:
    """The rule sets of rating system ``system`` (``frbe``, ``fqe``, ``ffg``, ``fide``)."""
    return tuple(get_system(system).rule_sets)
