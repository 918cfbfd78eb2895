"""The pairing desk's tables: the players of the round to pair, and the last round's boards."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ..app import pairing as service
from ..app.printables import points_text, result_text
from ..engine.model import ByeCode, Pairing

if TYPE_CHECKING:
    from .pairing_view import PairingPanel


def bye_text(code: str) -> str:
    """A round without an opponent in words: :attr:`ByeCode.label` (the one table of the codes'
    meaning, the words of the printed sheets), in the interface's language."""
    return QCoreApplication.translate("Print", ByeCode.of(code).label)


def show_rows(
    model: QAbstractTableModel,
    old: Sequence[Any],
    new: Sequence[Any],
    key: Callable[[Any], Hashable],
    same_rest: bool = True,
) -> None:
    """``new`` shown in place of ``old``: the same rows in the same order (by ``key``) and
    nothing else changed (``same_rest``) redraw only the rows whose values changed (a result
    typed: one board and the players' scores); otherwise the table is rebuilt. ``model.rows``
    must already hold ``new``."""
    if not same_rest or [key(r) for r in old] != [key(r) for r in new]:
        model.beginResetModel()
        model.endResetModel()
        return
    last = model.columnCount() - 1
    for i, (a, b) in enumerate(zip(old, new, strict=True)):
        if a != b:
            model.dataChanged.emit(model.index(i, 0), model.index(i, last))


class NextRoundModel(QAbstractTableModel):
    """The players of the round to pair: pairing number, name, rating, score, status."""

    def __init__(self, panel: PairingPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.rows: list[tuple[int, int, str, int, float, str]] = []

    def reload(self) -> None:
        """The round to pair's players read again from the session; see :func:`show_rows`."""
        old = self.rows
        ctl = self.panel.ctl
        t = ctl.tournament
        rnd = service.next_round(t)
        players = ctl.session.players
        pairing = ctl.settings.pairing
        order = service.pairing_list(pairing, players)
        rating = {p["number"]: service.pairing_rating(pairing, p) for p in players}
        scores = service.round_scores(t, rnd, ctl.settings)
        status = {g.white: g.bye for g in t.pairings if g.round == rnd and g.black == 0}
        rows = []
        for pn, n in enumerate(order, start=1):
            e = t.entrant(n)
            s = "W" if e.withdrawn else status.get(n, "P")
            rows.append((pn, n, e.name, rating.get(n, 0), scores.get(n, 0.0), s))
        self.rows = rows
        show_rows(self, old, rows, lambda r: r[:2])

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return [
            QCoreApplication.translate("PairingView", "No."),
            QCoreApplication.translate("PairingView", "Name"),
            QCoreApplication.translate("PairingView", "Rating"),
            QCoreApplication.translate("PairingView", "Pts"),
            QCoreApplication.translate("PairingView", "Status"),
        ][section]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        pn, n, name, rating, score, status = self.rows[index.row()]
        labels = {  # the player's status; a requested bye in the sheets' words
            "P": QCoreApplication.translate("PairingView", "present"),
            "H": bye_text("H"),
            "Z": bye_text("Z"),
            "W": QCoreApplication.translate("PairingView", "withdrawn"),
        }
        return [pn, f"{name} (#{n})", rating or "", points_text(score), labels.get(status, status)][
            index.column()
        ]


class BoardsModel(QAbstractTableModel):
    """The last round paired: board, White, points, result, points, Black."""

    def __init__(self, panel: PairingPanel) -> None:
        super().__init__(panel)
        self.panel = panel
        self.round = 0
        self.rows: list[Pairing] = []
        self.names: dict[int, str] = {}
        self.scores: dict[int, float] = {}

    def reload(self) -> None:
        """The last round's boards read again from the session; see :func:`show_rows` (a
        row's values: its game and both players' names and scores)."""
        old = [self._shown(g) for g in self.rows]
        old_round = self.round
        t = self.panel.ctl.tournament
        rounds = service.paired_rounds(t)
        self.round = rounds[-1] if rounds else 0
        rows = [g for g in t.pairings if g.round == self.round]
        self.rows = [g for g in rows if g.black] + [g for g in rows if not g.black]
        self.names = {p.number: p.name for p in t.players}
        self.scores = service.round_scores(t, self.round, self.panel.ctl.settings)
        new = [self._shown(g) for g in self.rows]
        show_rows(self, old, new, lambda r: r[0][:3], same_rest=old_round == self.round)

    def _shown(self, g: Pairing) -> tuple[Any, ...]:
        """What a board's row shows, to compare before and after an edit."""
        return (
            (g.round, g.white, g.black, g.bye),
            g.result,
            self.names.get(g.white),
            self.names.get(g.black),
            self.scores.get(g.white),
            self.scores.get(g.black),
        )

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 6

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return [
            QCoreApplication.translate("PairingView", "Board"),
            QCoreApplication.translate("PairingView", "White"),
            QCoreApplication.translate("PairingView", "Pts"),
            QCoreApplication.translate("PairingView", "Result"),
            QCoreApplication.translate("PairingView", "Pts"),
            QCoreApplication.translate("PairingView", "Black"),
        ][section]

    def player_at(self, index: QModelIndex) -> int:
        g = self.rows[index.row()]
        return {1: g.white, 5: g.black}.get(index.column(), 0)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        g = self.rows[index.row()]
        c = index.column()
        if c == 0:
            return index.row() + 1 if g.black else ""
        if c in (1, 5):
            n = g.white if c == 1 else g.black
            if not n:
                return bye_text(g.bye)
            return f"{n}. {self.names.get(n, '?')}"
        if c in (2, 4):
            n = g.white if c == 2 else g.black
            return points_text(self.scores.get(n, 0.0)) if n else ""
        return result_text(g.result)
