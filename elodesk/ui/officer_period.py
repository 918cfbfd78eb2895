"""The ratings officer's period: its data, the list model and filter, the run worker, the
rating cards (what ``officer.py``'s window shows).

The list (30 000 rows) is a QAbstractTableModel over arrays, its rows computed once per run,
behind a QSortFilterProxyModel, so it scrolls, sorts and filters without copying rows. The run
goes through the same code as ``elodesk period``, in a worker thread without garbage collection.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from ..app.cards import Period, card_lines, k_transition
from ..app.period import no_gc
from ..engine.model import ElodeskError
from ..engine.period import compute_period
from .models import note_label, status_label

FILTERS = (
    "all",
    "rated",
    "newly-rated",
    "provisional",
    "unrated",
    "changed",
    "gains",
    "losses",
    "rules",
)
FILTER_LABELS = (
    QT_TRANSLATE_NOOP("OfficerWindow", "All players"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Rated"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Newly rated"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Provisional"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Unrated"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Changed this period"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Gains of 40 or more"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Losses of 40 or more"),
    QT_TRANSLATE_NOOP("OfficerWindow", "Rules that acted"),
)


class Cancelled(Exception):
    pass


class PeriodModel(QAbstractTableModel):
    """The whole list: ID, name, club, old rating, games, new rating, difference, rules."""

    HEAD = (
        QT_TRANSLATE_NOOP("PeriodModel", "ID"),
        QT_TRANSLATE_NOOP("PeriodModel", "Name"),
        QT_TRANSLATE_NOOP("PeriodModel", "Club"),
        QT_TRANSLATE_NOOP("PeriodModel", "Old"),
        QT_TRANSLATE_NOOP("PeriodModel", "Games"),
        QT_TRANSLATE_NOOP("PeriodModel", "New"),
        QT_TRANSLATE_NOOP("PeriodModel", "Diff."),
        QT_TRANSLATE_NOOP("PeriodModel", "Games after"),
        QT_TRANSLATE_NOOP("PeriodModel", "Status"),
        QT_TRANSLATE_NOOP("PeriodModel", "Rules"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.period: Period | None = None

    def set_period(self, period: Period | None) -> None:
        self.beginResetModel()
        self.period = period
        self.cache = [self._values(r) for r in range(len(period.ids))] if period else []
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() or self.period is None else len(self.period.ids)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.HEAD)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return QCoreApplication.translate("PeriodModel", self.HEAD[section])
        return None

    def row_values(self, r: int) -> tuple:
        return self.cache[r]

    def _values(self, r: int) -> tuple:
        p = self.period
        assert p is not None
        pp = p.inp.period_players[r]
        old = pp.list_rating if pp.rated else 0
        if p.result is None:
            return (
                p.ids[r],
                p.names[r],
                p.clubs[r],
                old,
                pp.list_games,
                None,
                None,
                None,
                "",
                "",
                "",
            )
        pc = p.result.players[r]
        diff = (
            (pc.elo - old) if (pc.elo is not None and old and pc.out and pc.out.indices) else None
        )
        notes = ", ".join(note_label(n) for n in pc.out.notes) if pc.out else ""
        return (
            p.ids[r],
            p.names[r],
            p.clubs[r],
            old,
            pp.list_games,
            pc.elo,
            diff,
            pc.games,
            status_label(pc.status.value) if pc.out and pc.out.indices else "",
            notes,
            pc.status.value if pc.out and pc.out.indices else "",
        )

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.period is None:
            return None
        vals = self.row_values(index.row())
        v = vals[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 6 and v is not None:
                return f"{v:+d}"
            return "" if v is None else v
        if role == Qt.ItemDataRole.UserRole:  # sort key
            return v if v is not None else -99999
        if role == Qt.ItemDataRole.BackgroundRole and index.column() in (5, 6) and vals[6]:
            return QBrush(QColor("#d9f2dd" if vals[6] > 0 else "#f8d7d5"))
        return None


class FilterProxy(QSortFilterProxyModel):
    """Search by name, ID or club; filter by status, change, rules that acted."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.kind = "all"
        self.setSortRole(Qt.ItemDataRole.UserRole)

    def set_filter(self, text: str, kind: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt ≥ 6.10
            self.beginFilterChange()
            self.text, self.kind = text.strip().upper(), kind
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.text, self.kind = text.strip().upper(), kind
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:  # noqa: N802
        m: PeriodModel = self.sourceModel()
        v = m.row_values(row)
        if self.text:
            t = self.text
            if not (
                str(v[0]) == t
                or (v[1] or "").upper().startswith(t)
                or t in (v[1] or "").upper()
                or str(v[2]) == t
            ):
                return False
        k = self.kind
        if k == "all":
            return True
        if k in ("rated", "newly-rated", "provisional", "unrated"):
            return v[10] == k  # the untranslated status
        if k == "changed":
            return bool(v[6])
        if k == "gains":
            return (v[6] or 0) >= 40
        if k == "losses":
            return (v[6] or 0) <= -40
        if k == "rules":
            return bool(v[9])
        return True


class RunWorker(QObject):
    """Runs the 3 RUNs in a thread; ``progress`` in per mille; cancel through ``cancel()``."""

    progress = Signal(int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, period: Period) -> None:
        super().__init__()
        self.period = period
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        def tick(f: float) -> None:
            if self._cancel:
                raise Cancelled()
            self.progress.emit(int(f * 1000))

        try:
            # no garbage collection in this thread: a collection here could delete Qt
            # wrappers that belong to the main thread (a crash seen in the tests)
            with no_gc():
                res = compute_period(
                    self.period.inp.period_players,
                    self.period.games_for_run(),
                    self.period.rule_set,
                    tick,
                )
        except Cancelled:
            self.cancelled.emit()
            return
        except ElodeskError as exc:
            self.failed.emit(str(exc))
            return
        self.finished.emit(res)


def history_html(p: Period, pid: int) -> str:
    rows = p.history.get(pid, [])
    if not rows:
        return ""
    out = [
        "<h4>" + QCoreApplication.translate("Officer", "Previous periods") + "</h4>"
        "<table border=1 cellspacing=0 cellpadding=2><tr><th></th><th>Prt</th><th>Adv.</th>"
        "<th>Nom</th><th>Elo</th><th>W</th><th>We</th><th>K</th><th>Date</th>"
        "<th>Fichier</th></tr>"
    ]
    for r in rows:
        out.append(
            f"<tr><td>{r['period']}</td><td>{r['number']}</td><td>{r['opponent']}</td>"
            f"<td>{r['name']}</td><td>{r['rating'] or ''}</td><td>{r['w']:.1f}</td>"
            f"<td>{r['we']:.2f}</td><td>{r['k'] or ''}</td><td>{r['date'] or ''}</td>"
            f"<td>{r['file']}</td></tr>"
        )
    out.append("</table>")
    return "".join(out)


def card_html(p: Period, pid: int) -> str:
    r = p.pos.get(pid)
    if r is None or p.result is None:
        return ""
    pp, pc = p.inp.period_players[r], p.result.players[r]
    rows = card_lines(p, pid)
    out = [
        f"<h3>{pid} — {p.names[r]}</h3><p>"
        + QCoreApplication.translate("Officer", "Old rating")
        + f" {pp.list_rating if pp.rated else 0} · "
        + QCoreApplication.translate("Officer", "New rating")
        + f" <b>{pc.elo}</b> · "
        + f"{status_label(pc.status.value)} · "
        + f"{', '.join(note_label(n) for n in pc.out.notes) if pc.out else ''}</p>"
    ]
    out.append(
        "<table border=1 cellspacing=0 cellpadding=2><tr><th>Prt</th><th>Adv.</th>"
        "<th>Nom</th><th>Elo</th><th>C</th><th>W</th><th>We</th><th>W−We</th>"
        "<th>K</th><th>RUN</th><th>Date</th><th>Fichier</th><th>Exp.</th></tr>"
    )
    for row in rows:
        opp = row["opponent"]
        link = f"<a href='player:{opp}'>{opp}</a>" if opp in p.pos else str(opp)
        fmt = lambda v, f="{:.2f}": "" if v is None else f.format(v)  # noqa: E731
        out.append(
            f"<tr><td>{row['number'] or ''}</td><td>{link}</td><td>{row['name']}</td>"
            f"<td>{row['rating'] or ''}</td><td>{row['colour']}</td>"
            f"<td>{row['w']:.1f}</td><td>{fmt(row['we'])}</td>"
            f"<td>{fmt(row['diff'], '{:+.2f}')}</td><td>{row['k'] or ''}</td>"
            f"<td>{row['run'] or '—'}</td><td>{row['date'] or ''}</td>"
            f"<td>{row['file']}</td><td>{row['sender'] or ''}</td></tr>"
        )
    out.append("</table>")
    reg = [x for x in rows if x["run"] == 3]
    if reg:
        w = sum(x["w"] for x in reg)
        we = sum(x["we"] for x in reg)
        k = reg[0]["k"]
        ri = pc.intermediate if pc.intermediate is not None else pp.list_rating
        out.append(
            f"<p># {len(reg)} · Ri={ri} · G = ({w:.1f} − {we:.2f}) × {k} = "
            f"{(w - we) * k:+.2f} · Rf = {pc.elo}</p>"
        )
        tr = (
            k_transition(ri, w, we, k, p.rule_set)
            if pc.out and "k-transition" in pc.out.notes
            else None
        )
        if tr is not None:
            # seed 003: Rf = B + ((W − We) + (Ri − B)/Ki)·Kf, B and Kf from the rule set
            b, kf = tr.bound, tr.kf
            out.append(
                f"<p>Rf = {b} + (({w:.1f} − {we:.2f}) + (({ri} − {b}) / {k})) × {kf} = {pc.elo}</p>"
            )
    if pc.out and pc.out.performance is not None:
        perf = pc.out.performance
        out.append(f"<p>Rc={perf.rc} p={perf.p100 / 100:.2f} D(p)={perf.d:+d} → {perf.rating}</p>")
    out.append(history_html(p, pid))
    return "".join(out)
