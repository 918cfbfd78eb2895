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
