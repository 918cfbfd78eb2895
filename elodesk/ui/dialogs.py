"""Dialogs: the new event wizard, a player entered by hand, a list of file problems."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from ..app.files import BELGIAN_FEDERATIONS, FileProblem
from ..app.rules import StandingsRules, default_tiebreaks, rules_in_force
from ..engine.model import HOME_FEDERATION
from . import settings as S
from .date_field import DateField
from .standings_rules import StandingsRulesEditor


def federation_box(current: str) -> QComboBox:
    """The federation the national file names (tag 032), with nothing chosen until one is."""
    box = QComboBox()
    box.addItem("—", "")
    for code in BELGIAN_FEDERATIONS:
        box.addItem(code, code)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


TYPES = (("round-robin", False), ("round-robin", True), ("open", False), ("match", False))
SYSTEMS = ("frbe", "fide", "fqe", "ffg")


class NewEventWizard(QWizard):
    """Name, place, dates, rating system, type, rounds, time control, tie-breaks, file."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New event"))
        self.folder = folder
        page = QWizardPage()
        page.setTitle(self.tr("The event"))
        form = QFormLayout(page)
        self.name = QLineEdit()
        self.city = QLineEdit()
        # dates typed stay as typed (DateField): an unreadable one is refused, never replaced
        self.start = DateField(QDate.currentDate())
        self.end = DateField(QDate.currentDate())
        self.start.changed.connect(self._start_changed)
        self.date_problem = QLabel()
        self.date_problem.setStyleSheet("color: #b3261e")
        self.system = QComboBox()
        for s, label in zip(
            SYSTEMS,
            (
                self.tr("Belgian Elo (FRBE-KBSB)"),
                self.tr("FIDE"),
                self.tr("Quebec (FQE)"),
                self.tr("French Go (FFG)"),
            ),
            strict=False,
        ):
            self.system.addItem(label, s)
        self.type = QComboBox()
        for label in (
            self.tr("Round robin"),
            self.tr("Double round robin"),
            self.tr("Open"),
            self.tr("Match"),
        ):
            self.type.addItem(label)
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 99)
        self.rounds.setSpecialValueText(self.tr("from the pairings"))
        self.time_control = QLineEdit("90 min + 30 s")
        self.fide = QCheckBox(self.tr("Also FIDE-rated (show the FIDE change)"))
        # who sends the results: remembered from the last event (ui/settings.py)
        self.sender_club = QLineEdit(S.EVENT_SENDER.get())
        self.sender_club.setPlaceholderText("618")
        self.club_name = QLineEdit(S.EVENT_CLUB_NAME.get())
        self.arbiter = QLineEdit(S.EVENT_ARBITER.get())
        self.federation = federation_box(S.EVENT_FEDERATION.get())
        # edition, score system, tie-breaks and categories: its own page; the tie-breaks
        # proposed are the usual ones of the event's type (engine.scoring.default_tiebreaks)
        self.standings_rules = StandingsRulesEditor(
            StandingsRules(tiebreaks=default_tiebreaks(self.event_type()))
        )
        self.type.currentIndexChanged.connect(self._type_changed)
        self._proposed = default_tiebreaks(self.event_type())
        self.path = QLineEdit()
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Place"), self.city)
        form.addRow(self.tr("Start"), self.start)
        form.addRow(self.tr("End"), self.end)
        form.addRow("", self.date_problem)
        form.addRow(self.tr("Rating system"), self.system)
        form.addRow(self.tr("Type"), self.type)
        form.addRow(self.tr("Rounds"), self.rounds)
        form.addRow(self.tr("Time control"), self.time_control)
        form.addRow("", self.fide)
        form.addRow(self.tr("Sending club (number)"), self.sender_club)
        form.addRow(self.tr("Sending club (name)"), self.club_name)
        form.addRow(self.tr("Arbiter"), self.arbiter)
        form.addRow(self.tr("Federation"), self.federation)
        form.addRow(self.tr("File"), row)
        self.name.textChanged.connect(self._suggest_path)
        page.registerField("name*", self.name)
        page.setFinalPage(True)  # the standings page is optional: Finish from here too
        self.addPage(page)
        rules_page = QWizardPage()
        rules_page.setTitle(self.tr("Standings"))
        QVBoxLayout(rules_page).addWidget(self.standings_rules)
        self.addPage(rules_page)

    def event_type(self) -> str:
        return TYPES[self.type.currentIndex()][0]

    def _type_changed(self) -> None:
        """Another type proposes its own tie-breaks, unless the list was changed by hand."""
        if self.standings_rules.rules().tiebreaks == self._proposed:
            self._proposed = default_tiebreaks(self.event_type())
            self.standings_rules.set_tiebreaks(self._proposed)

    def _start_changed(self) -> None:
        start = self.start.date()
        if start is not None:
            self.end.fallback = start  # the end's calendar opens at the start

    def date_problems(self) -> str:
        """Why the dates cannot be kept ('' when they can)."""
        for label, field in ((self.tr("Start"), self.start), (self.tr("End"), self.end)):
            if field.problem():
                return f"{label}: {field.problem()}"
        start, end = self.start.date(), self.end.date()
        if start is not None and end is not None and end < start:
            return self.tr("The end date is before the start date.")
        return ""

    def _dates_ok(self) -> bool:
        why = self.date_problems()
        self.date_problem.setText(why)
        return not why

    def validateCurrentPage(self) -> bool:  # noqa: N802 (Qt's name)
        # Finish from any page: the dates of the first page are checked whichever page it is
        return self._dates_ok() and super().validateCurrentPage()

    def _suggest_path(self, text: str) -> None:
        safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in text).strip() or "event"
        self.path.setText(str(self.folder / f"{safe}.elodesk"))

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Event file"), self.path.text(), self.tr("elodesk events (*.elodesk)")
        )
        if path:
            self.path.setText(path if path.endswith(".elodesk") else path + ".elodesk")

    def settings(self) -> dict[str, Any]:
        etype, double = TYPES[self.type.currentIndex()]
        system = self.system.currentData()
        start = self.start.iso()
        # the rules in force at the event's dates (frbe-2024 for an event in 2026)
        rules = {
            "frbe": rules_in_force(start),
            "fide": "fide-2024",
            "fqe": "fqe",
            "ffg": "ffg-2022",
        }[system]
        return {
            "name": self.name.text().strip(),
            "city": self.city.text().strip(),
            "start": start,
            "end": self.end.iso() or start,
            "system": system,
            "rules": rules,
            "type": etype,
            "double": double,
            "rounds": self.rounds.value(),
            "time_control": self.time_control.text().strip(),
            "fide_rated": self.fide.isChecked(),
            **self.sender_values(),
            **self.standings_rules.rules().to_settings(),
        }

    def sender_values(self) -> dict[str, Any]:
        """The sending club, arbiter and federation typed (empty ones left out)."""
        values = {
            "sender": self.sender_club.text().strip(),
            "club_name": self.club_name.text().strip(),
            "arbiter": self.arbiter.text().strip(),
            "federation": self.federation.currentData() or "",
        }
        return {k: v for k, v in values.items() if v}


class ManualPlayerDialog(QDialog):
    """A player not in the player database (a foreign player: name, federation, rating)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add a player by hand"))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Surname, First name"))
        self.pid = QLineEdit()
        self.fed = QLineEdit(HOME_FEDERATION)
        self.fed.setMaxLength(3)
        self.rating = QSpinBox()
        self.rating.setRange(0, 3500)
        self.games = QSpinBox()
        self.games.setRange(0, 9999)
        self.club = QLineEdit()
        self.rank = QLineEdit()
        self.rank.setPlaceholderText(self.tr("Go only: 15k, 3d…"))
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("ID"), self.pid)
        form.addRow(self.tr("Federation"), self.fed)
        form.addRow(self.tr("Rating"), self.rating)
        form.addRow(self.tr("Rated games"), self.games)
        form.addRow(self.tr("Club"), self.club)
        form.addRow(self.tr("Rank (Go)"), self.rank)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b3261e")
        form.addRow(self.error)
        form.addRow(self.buttons)

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.error.setText(self.tr("A name is needed."))
            return
        if len(self.fed.text().strip()) not in (0, 3):
            self.error.setText(self.tr("The federation is a 3-letter code (BEL, FRA, NED…)."))
            return
        if self.rank.text().strip():
            from ..app.rules import rank_to_level
            from ..engine.model import ElodeskError

            try:
                rank_to_level(self.rank.text())
            except ElodeskError:
                self.error.setText(self.tr("A Go rank looks like 15k or 3d."))
                return
        self.accept()

    def fields(self) -> dict[str, Any]:
        return {
            "name": self.name.text().strip(),
            "id": self.pid.text().strip(),
            "federation": self.fed.text().strip().upper(),
            "rating": self.rating.value(),
            "games": self.games.value(),
            "club": self.club.text().strip(),
            "title": self.rank.text().strip().lower(),
        }


class ProblemsDialog(QDialog):
    """The validator's problems before an export: nothing is written while there are any."""

    def __init__(
        self,
        title: str,
        problems: Sequence[FileProblem | str],
        parent: QWidget | None = None,
        where: tuple[tuple[int, ...], ...] = (),
        jump=None,
    ) -> None:
        """``where[i]``: the start numbers problem i concerns; activating it calls
        ``jump(numbers)`` (the desk shows that player, or that game in the grid)."""
        super().__init__(parent)
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("The file was not written. Problems found:")))
        from .messages import translate

        self.list = QListWidget()
        self.list.addItems([translate(p) for p in problems])
        self.where, self.jump = where, jump
        self.list.itemActivated.connect(self._activated)
        lay.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
        self.resize(640, 320)

    def _activated(self, item) -> None:
        row = self.list.row(item)
        if self.jump is not None and row < len(self.where) and self.where[row]:
            self.jump(self.where[row])
