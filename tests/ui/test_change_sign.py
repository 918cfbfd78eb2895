"""A rating change as the desk shows and prints it: signed, its minus a true minus sign (U+2212,
as the crosstable's "−½"), not the hyphen a director's evening showed in the Dutch preview; the
column keeps the federation's own word, Dutch "Winst" and French "Gain" — its printed cards head
the signed change so, a loss too ("Winst -21", card 51 of FICHES.txt.gz, period 2022-01;
"Gain" on its French cards)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from elodesk.app.demo import create_demo
from elodesk.ui import i18n
from elodesk.ui.main_window import MainWindow
from elodesk.ui.print_dialog import tables

MINUS = "\u2212"


@pytest.mark.parametrize(("lang", "word"), [("nl", "Winst"), ("fr", "Gain"), ("en", "Change")])
def test_a_loss_is_written_with_a_minus_sign(qtbot, tmp_path, lang, word):
    _rr, op = create_demo(tmp_path)
    i18n.install(lang)
    try:
        w = MainWindow()
        qtbot.addWidget(w)
        assert w.open_event(str(op))
        pv = w.ctl.preview()
        model = w.preview.model
        heads = [
            model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            for c in range(model.columnCount())
        ]
        col = heads.index(word)
        shown = {
            model.data(model.index(r, 0)): model.data(model.index(r, col))
            for r in range(model.rowCount())
        }
        deltas = {n: r.delta for n, r in pv.results.items() if r.delta}
        assert any(d < 0 for d in deltas.values()) and any(d > 0 for d in deltas.values())
        for n, d in deltas.items():
            # the engine's number, written with its sign: "+12", "−9" (never "-9")
            assert shown[n] == (f"+{d:g}" if d > 0 else f"{MINUS}{-d:g}"), (n, shown[n])
        (changes,) = tables(w.ctl, {"changes"}, 1)
        i = [c.header for c in changes.columns].index(word)
        printed = [row[i] for row in changes.rows]
        assert any(t.startswith(MINUS) for t in printed)
        assert all(re.fullmatch(rf"|[+{MINUS}]?\d+(\.\d+)?", t) for t in printed), printed
    finally:
        i18n.install("en")
