"""Event ▸ Properties…: the event's identity and rules, editable after creation.

Name, place, dates, rule set, tie-breaks, time control, the sending club (number and name),
the arbiter and each round's date. What the files carry: the national file's ``00D``/``00E``
(club name and number), ``102`` (arbiter), ``132`` (round dates); the 24 lines file's
"Envoyé par" and "Club : 618(618)" and each game's date (``shared/data/frbe``). The dialog only
collects the values; the controller applies them as one undoable step
(:meth:`EventController.set_properties`).

The tie-breaks are a plain list of codes (``SB, WIN, DE``), checked against whatever codes
:mod:`engine.standings` knows, so the field follows that module's editions.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..app.rules import TIEBREAKS, rule_sets, rules_in_force
from ..app.settings import EventSettings
from .date_field import DateField

# the keys this dialog edits (the event store's meta)
KEYS = (
    "name",
    "city",
    "start",
    "end",
    "rules",
    "tiebreaks",
    "time_control",
    "sender",
    "club_name",
    "arbiter",
    "federation",
    "round_dates",
)


def _qdate(iso: str) -> QDate | None:
    d = QDate.fromString(iso or "", "yyyy-MM-dd")
    return d if d.isValid() else None


def known_tiebreaks() -> tuple[str, ...]:
    """The codes the standings module accepts (its ``TIEBREAKS``, whatever edition it has)."""
    return tuple(TIEBREAKS)


def parse_tiebreaks(text: str) -> tuple[list[str], list[str]]:
    """Codes typed as ``SB, WIN, DE`` (commas or spaces) → (codes, unknown codes)."""
    codes = [c for c in re.split(r"[,;\s]+", text.strip().upper()) if c]
    known = known_tiebreaks()
    return codes, [c for c in codes if known and c not in known]


class EventPropertiesDialog(QDialog):
    """The event's properties; :meth:`values` gives the changed settings."""

    def __init__(self, settings: EventSettings, rounds: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Event properties"))
        self.setMinimumWidth(480)
        self.original = settings.to_meta()  # what values() compares with
        form = QFormLayout()
        self.name = QLineEdit(settings.name)
        self.city = QLineEdit(settings.city)
        # dates typed stay as typed (DateField); the calendars open on the event's start
        start = _qdate(settings.start)
        self.start = DateField(start, optional=True)
        self.end = DateField(_qdate(settings.end), optional=True)
        for d in (self.start, self.end):
            d.fallback = start or QDate.currentDate()
        self.rules = QComboBox()
        system = settings.system
        names = list(rule_sets(system))  # the system was checked at open
        current = settings.rules
        if current and current not in names:
            names.insert(0, current)
        for n in names:
            self.rules.addItem(n, n)
        self.rules.setCurrentIndex(max(0, self.rules.findData(current)))
        if system == "frbe":
            self.start.changed.connect(self._follow_start)
        self._in_force = rules_in_force(settings.start)
        self.tiebreaks = QLineEdit(", ".join(settings.tiebreaks))
        self.tiebreaks.setToolTip(", ".join(known_tiebreaks()))
        self.time_control = QLineEdit(settings.time_control)
        self.sender_club = QLineEdit(settings.sender)
        self.sender_club.setPlaceholderText("618")
        self.club_name = QLineEdit(settings.club_name)
        self.arbiter = QLineEdit(settings.arbiter)
        from .dialogs import federation_box

        self.federation = federation_box(settings.federation)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Place"), self.city)
        form.addRow(self.tr("Start"), self.start)
        form.addRow(self.tr("End"), self.end)
        form.addRow(self.tr("Rule set"), self.rules)
        form.addRow(self.tr("Tie-breaks"), self.tiebreaks)
        form.addRow(self.tr("Time control"), self.time_control)
        form.addRow(self.tr("Sending club (number)"), self.sender_club)
        form.addRow(self.tr("Sending club (name)"), self.club_name)
        form.addRow(self.tr("Arbiter"), self.arbiter)
        form.addRow(self.tr("Federation"), self.federation)
        dates = list(settings.round_dates)
        self.round_dates: list[DateField] = []
        rounds_box = QWidget()
        rounds_form = QFormLayout(rounds_box)
        for r in range(1, rounds + 1):
            # empty: the round's games carry the start date (a placeholder, not a value)
            d = DateField(
                _qdate(dates[r - 1] if r - 1 < len(dates) else ""),
                placeholder=self.tr("(start date)"),
                optional=True,
            )
            d.fallback = start or QDate.currentDate()
            rounds_form.addRow(self.tr("Round %1").replace("%1", str(r)), d)
            self.round_dates.append(d)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(rounds_box)
        scroll.setMaximumHeight(220)
        self.message = QLabel()
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        if self.round_dates:
            layout.addWidget(QLabel(self.tr("Round dates")))
            layout.addWidget(scroll)
        layout.addWidget(self.message)
        layout.addWidget(buttons)

    def _follow_start(self) -> None:
        """A new start date brings the rule set in force then, unless another one was chosen
        (the rule set shown is still the one in force at the former start)."""
        if self.start.date() is None:
            return
        now = rules_in_force(self.start.iso())
        if self.rules.currentData() == self._in_force and self.rules.findData(now) >= 0:
            self.rules.setCurrentIndex(self.rules.findData(now))
        self._in_force = now

    def problem(self) -> str:
        """What keeps the values from being accepted ('' when nothing)."""
        if not self.name.text().strip():
            return self.tr("The event needs a name.")
        for r, field in enumerate([self.start, self.end, *self.round_dates]):
            if field.problem():
                label = (
                    (self.tr("Start"), self.tr("End"))[r]
                    if r < 2
                    else self.tr("Round %1").replace("%1", str(r - 1))
                )
                return f"{label}: {field.problem()}"
        start, end = self.start.date(), self.end.date()
        if start is not None and end is not None and end < start:
            return self.tr("The end date is before the start date.")
        if self.sender_club.text().strip() and not re.fullmatch(
            r"\d{1,5}", self.sender_club.text().strip()
        ):
            return self.tr("The sending club's number is digits only (as 618).")
        codes, unknown = parse_tiebreaks(self.tiebreaks.text())
        if unknown:
            return self.tr("Unknown tie-break: %1").replace("%1", ", ".join(unknown))
        return ""

    def accept(self) -> None:
        why = self.problem()
        if why:
            self.message.setText(why)
            return
        super().accept()

    def all_values(self) -> dict[str, Any]:
        """Every value the dialog edits, as the event store keeps them."""
        dates = [d.iso() for d in self.round_dates]
        while dates and not dates[-1]:
            dates.pop()
        return {
            "name": self.name.text().strip(),
            "city": self.city.text().strip(),
            "start": self.start.iso(),
            "end": self.end.iso(),
            "rules": self.rules.currentData() or self.original.get("rules"),
            "tiebreaks": parse_tiebreaks(self.tiebreaks.text())[0],
            "time_control": self.time_control.text().strip(),
            "sender": self.sender_club.text().strip(),
            "club_name": self.club_name.text().strip(),
            "arbiter": self.arbiter.text().strip(),
            "federation": self.federation.currentData() or self.original.get("federation") or "",
            "round_dates": dates,
        }

    def values(self) -> dict[str, Any]:
        """The settings that changed (empty when nothing did)."""
        return {
            k: v
            for k, v in self.all_values().items()
            if v
            != (self.original.get(k) if k != "round_dates" else list(self.original.get(k) or []))
        }
