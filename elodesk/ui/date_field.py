"""A date typed from the keyboard, never changed behind the director's back.

:class:`DateField` is a line edit with a calendar button. What is typed stays as typed: a date
the field cannot read is shown in red and named by :meth:`DateField.problem` (the dialog then
refuses it) instead of being replaced by another; an empty field is allowed where the date is
optional, its hint being a placeholder (typing never appends to it). Accepted forms: ``dd/mm/yyyy``,
``d/m/yyyy``, ``dd.mm.yyyy``, ``dd-mm-yyyy``, ``yyyy-mm-dd``; a two-digit year (``15/03/24``) is
written out in full (``15/03/2024``) in the field itself when it is left, so what is kept is
on screen. The calendar opens on the field's date, else on :attr:`DateField.fallback` (the
event's start date, or today), never on Qt's default year 2000.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QCalendarWidget,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QToolButton,
    QWidget,
    QWidgetAction,
)

SHOWN = "dd/MM/yyyy"


def parse_date(text: str) -> QDate | None:
    """The date ``text`` names (see the module's accepted forms); None when it names none."""
    text = text.strip()
    m = re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})", text)
    if m:
        y, mo, d = (int(g) for g in m.groups())
    else:
        m = re.fullmatch(r"(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{2}|\d{4})", text)
        if not m:
            return None
        d, mo, y = (int(g) for g in m.groups())
        if len(m.group(3)) == 2:
            y += 2000
    q = QDate(y, mo, d)
    return q if q.isValid() else None


class DateField(QWidget):
    """A date field; :meth:`date` is None while the text is empty or unreadable."""

    changed = Signal()

    def __init__(
        self,
        date: QDate | None = None,
        placeholder: str = "",
        optional: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.optional = optional
        self.fallback: QDate = QDate.currentDate()
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(placeholder or self.tr("dd/mm/yyyy"))
        self.button = QToolButton()
        self.button.setText("▾")
        self.button.setToolTip(self.tr("Choose in a calendar"))
        self.button.setFocusPolicy(self.button.focusPolicy().NoFocus)
        self.calendar = QCalendarWidget()
        self.menu = QMenu(self)
        action = QWidgetAction(self.menu)
        action.setDefaultWidget(self.calendar)
        self.menu.addAction(action)
        self.button.clicked.connect(self.open_calendar)
        self.calendar.clicked.connect(self._picked)
        self.calendar.activated.connect(self._picked)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.edit, 1)
        lay.addWidget(self.button)
        self.setFocusProxy(self.edit)
        self.edit.textChanged.connect(self._check)
        self.edit.editingFinished.connect(self._write_out_year)
        if date is not None and date.isValid():
            self.set_date(date)

    # ---- value ------------------------------------------------------------------------------
    def date(self) -> QDate | None:
        return parse_date(self.edit.text())

    def iso(self) -> str:
        """The date as ``yyyy-MM-dd``; '' when the field is empty or unreadable."""
        d = self.date()
        return d.toString("yyyy-MM-dd") if d is not None else ""

    def set_date(self, date: QDate | None) -> None:
        self.edit.setText(date.toString(SHOWN) if date is not None and date.isValid() else "")

    def problem(self) -> str:
        """Why the text is not a date ('' when it is, or when an optional field is empty)."""
        text = self.edit.text().strip()
        if not text:
            return "" if self.optional else self.tr("A date is needed (dd/mm/yyyy).")
        if self.date() is None:
            return self.tr("%1 is not a date (dd/mm/yyyy).").replace("%1", text)
        return ""

    # ---- behaviour ---------------------------------------------------------------------------
    def _check(self) -> None:
        bad = bool(self.edit.text().strip()) and self.date() is None
        self.edit.setStyleSheet("color: #b3261e" if bad else "")
        self.changed.emit()

    def _write_out_year(self) -> None:
        """A two-digit year is shown in full once the field is left (what is kept is seen)."""
        d = self.date()
        if d is not None and re.search(r"[/.\-]\d{2}$", self.edit.text().strip()):
            self.set_date(d)

    def open_calendar(self) -> None:
        start = self.date() or self.fallback
        self.calendar.setSelectedDate(start)
        self.calendar.setCurrentPage(start.year(), start.month())
        self.menu.popup(self.button.mapToGlobal(self.button.rect().bottomLeft()))

    def _picked(self, date: QDate) -> None:
        self.set_date(date)
        self.menu.hide()
        self.edit.setFocus()
