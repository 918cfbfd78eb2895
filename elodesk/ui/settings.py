"""Settings declared once (key, type, default) over QSettings — never string keys elsewhere.

The SMTP password is not a setting: it lives in the system keyring (``io/mail.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QSettings, QStandardPaths

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    key: str
    type: type
    default: T

    def get(self, qs: QSettings | None = None) -> T:
        qs = qs or QSettings()
        value = qs.value(self.key, self.default)
        if self.type is bool:
            return (value in (True, "true", "1", 1)) if not isinstance(value, bool) else value  # type: ignore[return-value]
        if self.type is list:
            if value is None or value == "":
                return []  # type: ignore[return-value]
            return list(value) if isinstance(value, (list, tuple)) else [value]  # type: ignore[return-value]
        try:
            return self.type(value)
        except (TypeError, ValueError):
            return self.default

    def set(self, value: Any, qs: QSettings | None = None) -> None:
        (qs or QSettings()).setValue(self.key, value)


LANGUAGE = Setting("ui/language", str, "")  # "" = the system's language
RECENT_FILES: Setting[list[str]] = Setting("files/recent", list, [])
LAST_FOLDER = Setting("files/last_folder", str, "")
WINDOW_GEOMETRY = Setting("ui/geometry", bytes, b"")
PLAYER_DB = Setting("players/database", str, "")
SMTP_HOST = Setting("mail/host", str, "")
SMTP_PORT = Setting("mail/port", int, 587)
SMTP_SECURITY = Setting("mail/security", str, "starttls")  # starttls | ssl | none
SMTP_USER = Setting("mail/user", str, "")
MAIL_FROM = Setting("mail/from", str, "")
MAIL_TO = Setting("mail/to", str, "")
FRBE_RATINGS_ADDRESS = "ratings@frbe-kbsb.be"  # seed 000, "COMMUNICATION DES RÉSULTATS"

# Who sends an event's results, asked in the new-event wizard and remembered for the next
# event (changed in Event ▸ Properties… too): the sending club's number and name, the arbiter,
# the federation the national file names (tag 032: FEFB, VSF or SVDB).
EVENT_SENDER = Setting("event/sender", str, "")
EVENT_CLUB_NAME = Setting("event/club_name", str, "")
EVENT_ARBITER = Setting("event/arbiter", str, "")
EVENT_FEDERATION = Setting("event/federation", str, "")
SENDER_SETTINGS = {
    "sender": EVENT_SENDER,
    "club_name": EVENT_CLUB_NAME,
    "arbiter": EVENT_ARBITER,
    "federation": EVENT_FEDERATION,
}


def remember_sender(values: dict[str, Any]) -> None:
    """Keep the sending club, arbiter and federation of ``values`` (event settings) for the
    next event; keys absent or empty leave the remembered value."""
    for key, setting in SENDER_SETTINGS.items():
        if values.get(key):
            setting.set(str(values[key]))


def events_folder() -> Path:
    """Where events are saved and files looked for unless the director chose elsewhere: the
    last folder he used, else his Documents folder (one he sees, on Windows as elsewhere)."""
    last = LAST_FOLDER.get()
    if last and Path(last).is_dir():
        return Path(last)
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(docs) if docs and Path(docs).is_dir() else Path.home()


MAX_RECENT = 8


def recent_files() -> list[str]:
    """The recent events: absolute paths only, as text (an older version stored relative
    ones; a value of another type is dropped, never a crash at start)."""
    import os

    return [p for p in RECENT_FILES.get() if isinstance(p, str) and p and os.path.isabs(p)]


def add_recent(path: str) -> list[str]:
    import os

    path = os.path.abspath(path)
    items = [p for p in recent_files() if p != path]
    items.insert(0, path)
    items = items[:MAX_RECENT]
    RECENT_FILES.set(items)
    return items


# The live view (ui/web_actions.py): the address and port the director chose, the seconds each
# page stays on a projector. Off at every start: nothing listens until he starts it.
LIVE_HOST = Setting("live/host", str, "127.0.0.1")
LIVE_PORT = Setting("live/port", int, 8080)
LIVE_SECONDS = Setting("live/seconds", int, 15)
WEB_FOLDER = Setting("web/folder", str, "")
# The player lists' addresses (ui/lists_update.py); "" = app.lists_download.DEFAULT_URLS
LIST_URL_FRBE = Setting("lists/frbe_url", str, "")
LIST_URL_FIDE = Setting("lists/fide_url", str, "")
