"""A round the engine refuses to pair says why in the desk's language (real window, offscreen):
the engine's refusals carry a code (engine.model.ElodeskError.with_code) worded in
ui/messages.py."""

from __future__ import annotations

from elodesk.ui import i18n
from elodesk.ui.main_window import MainWindow
from tests.ui.test_pairing_desk import enter_results, make_open, pair


def test_pairing_refusal_in_dutch_and_french(qtbot, tmp_path):
    # a one-round open of four players, its round paired and played: a second round is refused
    # ("the event has 1 rounds: all are paired", app/pairing.py plan_for)
    store = make_open(tmp_path / "one.elodesk", players=4, rounds=1)
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_store(store)
    pair(qtbot, w.pairing)
    enter_results(w.ctl, 1)
    try:
        w.set_language("nl")
        assert not w.pairing.pair_next()
        assert "het toernooi heeft 1 rondes: alle zijn gepaard" in w.last_error, w.last_error
        w.set_language("fr")
        assert not w.pairing.pair_next()
        assert "le tournoi a 1 rondes : toutes sont appariées" in w.last_error, w.last_error
        assert "all are paired" not in w.last_error
    finally:
        w.set_language("en")
        i18n.install("en")
