"""The officer's list shows every column's title whole in each language (a screenshot of the
French desk showed "Matricule", "Nouvel ELO" and "Parties après" cut: the columns were sized
from their values only)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from elodesk.ui import i18n
from elodesk.ui.officer import OfficerWindow


@pytest.mark.parametrize("lang", ["fr", "nl", "en"])
def test_every_column_title_fits(qtbot, lang):
    try:
        i18n.install(lang)
        w = OfficerWindow()
        qtbot.addWidget(w)
        header = w.table.horizontalHeader()
        for c in range(w.model.columnCount()):
            title = str(w.model.headerData(c, Qt.Orientation.Horizontal))
            assert w.table.columnWidth(c) >= header.fontMetrics().horizontalAdvance(title), title
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["fr", "nl", "en"])
def test_every_status_fits_whole(qtbot, lang):
    """The status column holds one of four words (a French screenshot showed "première c…"):
    each, in the interface's language, fits whole."""
    from elodesk.engine.model import Status
    from elodesk.ui.models import status_label
    from elodesk.ui.officer_period import STATUS_COLUMN

    try:
        i18n.install(lang)
        w = OfficerWindow()
        qtbot.addWidget(w)
        cells = w.table.fontMetrics()
        assert w.model.headerData(STATUS_COLUMN, Qt.Orientation.Horizontal) == w.model.tr("Status")
        for s in Status:
            word = status_label(s.value)
            assert w.table.columnWidth(STATUS_COLUMN) > cells.horizontalAdvance(word), word
    finally:
        i18n.install("en")
