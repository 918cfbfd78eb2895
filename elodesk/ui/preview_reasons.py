"""The rating preview's reasons: which results file the FRBE preview assumes (with the switch to
the other) and, for the player selected, why each of his games counts or not, in the
interface's language. The reasons are the engine's (``engine.preview.GameNote``), worded by
``app.labels.game_reason``; nothing is computed here."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QTextBrowser, QWidget

from ..app.event import RESULTS_FILE, RESULTS_FILES
from ..app.labels import RESULTS_FILE_LABELS, game_reason
from ..app.rules import Preview, note_values


def _tr(text: str) -> str:
    return QCoreApplication.translate("Preview", text)


class ResultsFileChoice(QWidget):
    """ "Results file assumed: [the national results file | the 24 lines file]"; the event's
    own file first (the one it sends)."""

    chosen = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self.tr("Results file assumed:"))
        self.combo = QComboBox()
        for kind in RESULTS_FILES:
            self.combo.addItem(_tr(RESULTS_FILE_LABELS[kind]), kind)
        self.combo.setCurrentIndex(RESULTS_FILES.index(RESULTS_FILE))
        self.label.setBuddy(self.combo)
        lay.addWidget(self.label)
        lay.addWidget(self.combo)
        lay.addStretch(1)
        self.combo.currentIndexChanged.connect(lambda _i: self.chosen.emit(self.kind()))

    def kind(self) -> str:
        return str(self.combo.currentData())


def reasons_html(pv: Preview, number: int, names: dict[int, str]) -> str:
    """The player's games in round order, each with why it counts or not, under the results
    file ``pv`` assumed; a line for a player without rated games."""
    name = escape(names.get(number, str(number)))
    file = _tr(RESULTS_FILE_LABELS.get(pv.results_file or RESULTS_FILE, ""))
    head = (
        QCoreApplication.translate("Preview", "%1, with %2:")
        .replace("%1", f"<b>{name}</b>")
        .replace("%2", escape(file))
    )
    notes = pv.games.get(number, ())
    if not notes:
        none = QCoreApplication.translate("Preview", "no rated game yet.")
        return f"<p>{head} {escape(none)}</p>"
    items = []
    values = note_values(pv.system, pv.rules)
    for g in notes:
        opp = names.get(g.opponent, str(g.opponent))
        rnd = (
            QCoreApplication.translate("Preview", "round %1").replace("%1", str(g.round))
            if g.round
            else ""
        )
        mark = "✓" if g.counted else "✗"
        # "round 2 — Claes, Jan: reason"; French puts a space before the colon
        line = (
            QCoreApplication.translate("Preview", "%1 — %2: %3")
            .replace("%1", escape(rnd))
            .replace("%2", escape(opp))
            .replace("%3", escape(game_reason(g, opp, _tr, values)))
        )
        items.append(f"<li>{mark} {line}</li>")
    tail = QCoreApplication.translate(
        "Preview",
        "The preview knows this event only: the federation rates the whole period, so games "
        "played elsewhere in it can change these answers.",
    )
    return f"<p>{head}</p><ul>{''.join(items)}</ul><p><i>{escape(tail)}</i></p>"


class ReasonsView(QTextBrowser):
    """The selected player's reasons (read-only, selectable text)."""

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)
        self.setPlaceholderText(self.tr("Select a player to see why each game counts or not."))

    def show_player(self, pv: Preview | None, number: int | None, names: dict[int, str]) -> None:
        if pv is None or number is None or pv.results_file is None:
            self.clear()
            return
        self.setHtml(reasons_html(pv, number, names))
