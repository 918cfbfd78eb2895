"""The settings of an event file that the engine reads, checked at open by the engine's own
readers (registered in ``io.store_check.SETTINGS_CHECKS``): the rating system and, for the FRBE,
the rule set (``engine.systems``, ``engine.frbe.RULE_SETS``); the standings rules
(``engine.scoring.StandingsRules.from_settings``). A value they cannot use is one message
naming the setting, at open, instead of a traceback later (in the preview, the standings, an
export)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.frbe import RULE_SETS
from ..engine.model import InvalidInput
from ..engine.scoring import StandingsRules
from ..engine.systems import system_names
from ..io.store_check import SETTINGS_CHECKS, BadStoredValue
from ..io.store_check import bad_value as bad


def check_rules(meta: dict[str, Any], path: Path) -> None:
    """The settings the engine reads, read by the engine's own readers (the rating system and
    its rule set: ``engine.systems``; the standings rules: ``StandingsRules.from_settings``):
    a value it cannot use is one message naming the setting."""
    system = meta.get("system", "frbe")
    if system not in system_names():
        raise BadStoredValue(bad(path, "meta", "system", system, "is not a rating system"))
    rules = meta.get("rules")
    if system == "frbe" and rules and rules not in RULE_SETS:  # the only system with rule sets
        raise BadStoredValue(bad(path, "meta", "rules", rules, "is not a rule set of frbe"))
    for key in _STANDINGS:  # one at a time, so that the message names the setting
        if key not in meta:
            continue
        try:
            StandingsRules.from_settings({key: meta[key]})
        except InvalidInput as exc:
            raise BadStoredValue(
                bad(path, "meta", key, meta[key], f"cannot be used ({exc})")
            ) from None
        except (TypeError, ValueError, AttributeError, KeyError, IndexError, OverflowError):
            raise BadStoredValue(bad(path, "meta", key, meta[key], "cannot be used")) from None


#: The settings StandingsRules.from_settings reads.
_STANDINGS = ("tiebreaks", "tiebreak_edition", "score_system", "categories", "extra_points")


SETTINGS_CHECKS.append(check_rules)
