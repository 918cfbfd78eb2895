"""File ▸ Print… and File ▸ Export ▸ PDF: choose the sheets, preview them, print or save a PDF.

The sheets are those of ``app/printables.py`` (crosstable, standings, rating changes, a round's
pairings by board and by name, result slips), laid out by ``print_render.py``; the print
preview is Qt's own QPrintPreviewDialog over the same drawing code as the PDF.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..app import printables as P
from ..app.labels import CARD_WORDS
from ..app.rules import by_category, note_values
from ..engine.model import EventType
from . import i18n
from .controller import EventController
from .i18n import QT_TRANSLATE_NOOP
from .models import note_label
from .print_render import render, set_fitting_layout, write_pdf

# the labels app/printables.py asks for through ``tr`` (listed here so that lupdate finds them)
PRINT_LABELS = (
    QT_TRANSLATE_NOOP("Print", "Name"),
    QT_TRANSLATE_NOOP("Print", "Rating"),
    QT_TRANSLATE_NOOP("Print", "Pts"),
    QT_TRANSLATE_NOOP("Print", "Rank"),
    QT_TRANSLATE_NOOP("Print", "Club"),
    QT_TRANSLATE_NOOP("Print", "Old"),
    QT_TRANSLATE_NOOP("Print", "Games"),
    QT_TRANSLATE_NOOP("Print", "Score"),
    QT_TRANSLATE_NOOP("Print", "Expected"),
    QT_TRANSLATE_NOOP("Print", "Change"),
    QT_TRANSLATE_NOOP("Print", "New"),
    QT_TRANSLATE_NOOP("Print", "Rules"),
    QT_TRANSLATE_NOOP("Print", "Board"),
    QT_TRANSLATE_NOOP("Print", "White"),
    QT_TRANSLATE_NOOP("Print", "Black"),
    QT_TRANSLATE_NOOP("Print", "Result"),
    QT_TRANSLATE_NOOP("Print", "bye"),
    QT_TRANSLATE_NOOP("Print", "Round"),
    QT_TRANSLATE_NOOP("Print", "Colour"),
    QT_TRANSLATE_NOOP("Print", "Opponent"),
    QT_TRANSLATE_NOOP("Print", "alphabetical"),
    QT_TRANSLATE_NOOP("Print", "Crosstable"),
    QT_TRANSLATE_NOOP("Print", "Standings"),
    QT_TRANSLATE_NOOP("Print", "Place"),
    QT_TRANSLATE_NOOP("Print", "Overall"),
    QT_TRANSLATE_NOOP("Print", "Rating changes"),
    QT_TRANSLATE_NOOP("Print", "Pairings of the round, by board"),
    QT_TRANSLATE_NOOP("Print", "Pairings of the round, by name"),
    QT_TRANSLATE_NOOP("Print", "Result slips of the round"),
    QT_TRANSLATE_NOOP("Print", "full-point bye"),
    QT_TRANSLATE_NOOP("Print", "half-point bye"),
    QT_TRANSLATE_NOOP("Print", "absent"),
)

SHEETS = ("crosstable", "standings", "changes", "by_board", "by_name", "slips")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Print", text)


def _day(iso: str) -> str:
    """An ISO date as the interface's language writes it ("4 septembre 2026"); other text
    (a date as a file wrote it) as it is."""
    d = QDate.fromString(iso, "yyyy-MM-dd")
    return i18n.locale().toString(d, "d MMMM yyyy") if d.isValid() else iso


def colour_letters() -> tuple[str, str]:
    """White's and Black's letters as the rating card writes them (app.labels.CARD_WORDS)."""
    words = dict(CARD_WORDS)
    return (
        QCoreApplication.translate("Officer", words["W"]),
        QCoreApplication.translate("Officer", words["B"]),
    )


def sheet_label(key: str) -> str:
    return {
        "crosstable": _tr("Crosstable"),
        "standings": _tr("Standings"),
        "changes": _tr("Rating changes"),
        "by_board": _tr("Pairings of the round, by board"),
        "by_name": _tr("Pairings of the round, by name"),
        "slips": _tr("Result slips of the round"),
    }[key]


def default_sheets(ctl: EventController) -> set[str]:
    if ctl.tournament.type is EventType.ROUND_ROBIN:
        return {"crosstable", "standings", "changes"}
    return {"by_board", "standings", "changes"}  # an open's rating changes too


def last_paired_round(ctl: EventController) -> int:
    return max((g.round for g in ctl.tournament.pairings), default=1)


def tables(ctl: EventController, sheets: set[str] | list[str], rnd: int) -> list[P.PrintTable]:
    """The chosen sheets of the event as it stands, in the order of ``SHEETS``."""
    t = ctl.tournament
    st = ctl.standings()
    club = ctl.settings.club_name
    bye = ctl.settings.pairing_bye_points  # the event's pairing-allocated bye
    out: list[P.PrintTable] = []
    for key in SHEETS:
        if key not in sheets:
            continue
        if key == "crosstable" and t.type is EventType.OPEN:
            out.append(P.swiss_crosstable(t, st, _tr, _day, bye, colour_letters()))
        elif key == "crosstable":
            out.append(P.crosstable(t, st, _tr, _day))
        elif key == "standings":
            rules = ctl.standings_rules()  # the standings, then each category's
            out.append(P.standings_table(t, st, rules.tiebreaks, _tr, _day, club))
            for cat, lines in by_category(t, st, rules.categories):
                out.append(P.category_table(t, cat.name, lines, rules.tiebreaks, _tr, _day, club))
        elif key == "changes":
            # the desk's preview (app.event.rate), the rule tags in the interface's language
            # and the rule values of the preview's rule set
            pv = ctl.preview()
            values = note_values(pv.system, pv.rules)
            out.append(P.rating_changes(t, pv, _tr, _day, partial(note_label, values=values)))
        elif key == "by_board":
            out.append(P.pairings_by_board(t, rnd, _tr, _day, club, bye))
        elif key == "by_name":
            out.append(P.pairings_alphabetical(t, rnd, _tr, _day, bye))
        elif key == "slips":
            out.append(P.result_slips(t, rnd, _tr, _day, bye))
    return out


class PrintDialog(QDialog):
    """Which sheets, which round; then Preview (and print) or PDF."""

    def __init__(self, ctl: EventController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctl = ctl
        self.setWindowTitle(self.tr("Print"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("Sheets to print:")))
        self.boxes: dict[str, QCheckBox] = {}
        chosen = default_sheets(ctl)
        for key in SHEETS:
            box = QCheckBox(sheet_label(key))
            box.setChecked(key in chosen)
            self.boxes[key] = box
            lay.addWidget(box)
        form = QFormLayout()
        self.round = QSpinBox()
        self.round.setRange(1, max(1, ctl.tournament.rounds, last_paired_round(ctl)))
        self.round.setValue(last_paired_round(ctl))
        form.addRow(self.tr("Round:"), self.round)
        lay.addLayout(form)
        buttons = QDialogButtonBox()
        self.preview_btn = buttons.addButton(
            self.tr("Preview and print…"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def chosen(self) -> set[str]:
        return {k for k, b in self.boxes.items() if b.isChecked() and b.isEnabled()}

    def tables(self) -> list[P.PrintTable]:
        return tables(self.ctl, self.chosen(), self.round.value())


def preview_dialog(
    chosen: list[P.PrintTable], parent: QWidget | None = None
) -> QPrintPreviewDialog:
    """Qt's print preview over the sheets; printing from it draws the same pages."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    set_fitting_layout(chosen, printer)
    dlg = QPrintPreviewDialog(printer, parent)
    dlg.paintRequested.connect(lambda p: render(chosen, p))
    dlg._printer = printer  # type: ignore[attr-defined]  # kept alive with the dialog
    return dlg


def save_pdf(
    chosen: list[P.PrintTable], path: str | Path, title: str, inputs: Sequence[str | Path] = ()
) -> Path:
    """The sheets as a PDF, never over one of ``inputs`` (the open event and its companions)."""
    return write_pdf(chosen, path, title, inputs=inputs)
