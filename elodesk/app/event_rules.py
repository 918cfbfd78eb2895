"""The open-time check of an event file's settings, registered in
``io.store_check.SETTINGS_CHECKS`` (io imports only the engine's model): the settings are read
once by :meth:`app.settings.EventSettings.from_meta`, the one reader of an event's settings (the
rating system, its rule set, the standings rules, the pairing options), and a value it cannot
use is one message naming the file and the setting, at open, instead of a traceback later (in
the preview, the standings, an export)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.model import InvalidInput
from ..io.store_check import SETTINGS_CHECKS, BadStoredValue
from .settings import EventSettings


def check_settings(meta: dict[str, Any], path: Path) -> None:
    """Refuse the event at ``path`` when :meth:`EventSettings.from_meta` cannot read its meta:
    ``…/club.elodesk: meta.rules: unknown rule set 'frbe-1850' for frbe (choose from …) — the
    file was changed outside elodesk (…)``."""
    try:
        EventSettings.from_meta(meta)
    except InvalidInput as exc:
        raise BadStoredValue(
            f"{path}: {exc} — the file was changed outside elodesk (File ▸ Restore a backup… "
            "holds the copies made at each round)"
        ) from None


SETTINGS_CHECKS.append(check_settings)
