"""Switching the language while the desk runs rebuilds the menus and the toolbar once: no
second set of buttons, every button in the new language (real widgets, offscreen)."""

from __future__ import annotations

from PySide6.QtWidgets import QToolBar

from elodesk.app.demo import create_demo
from elodesk.ui import i18n
from elodesk.ui.main_window import MainWindow


def bars(w) -> list[list[str]]:
    return [[a.text() for a in b.actions()] for b in w.findChildren(QToolBar) if b.isVisible()]


def test_language_switch_does_not_duplicate_the_toolbar(qtbot, tmp_path):
    rr, _ = create_demo(tmp_path)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.open_event(str(rr))
    (english,) = bars(w)
    assert english[-2:] == ["&Print…", "&Send the results…"]
    try:
        for code, last in (
            # elodesk_fr.ts / elodesk_nl.ts: "&Print…", "&Send the results…"
            ("fr", ["&Imprimer…", "&Envoyer les résultats…"]),
            ("nl", ["&Afdrukken…", "Uitslagen &versturen…"]),
            ("en", ["&Print…", "&Send the results…"]),
        ):
            w.set_language(code)
            qtbot.wait(10)  # the former menus are deleted by the event loop
            (bar,) = bars(w)  # one toolbar
            assert len(bar) == len(english), bar  # as many buttons as at the start
            assert bar[-2:] == last
    finally:
        i18n.install("en")
