#!/usr/bin/env python3
"""Screenshots of the pairing desk and its printed pairings (issue 19), to look at.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/screenshots_pairing.py OUT

A 30-player open in a temporary event file: rounds 1–3 paired by the engine with results, a
forbidden pair, a requested half-point bye and a withdrawal for round 4, round 4 paired, two
players swapped by hand (the checker's findings shown) and a board explained. Writes
``OUT/pairing-view.png``, ``OUT/wall.pdf``, ``OUT/slips.pdf``; render the PDFs with
``pdftoppm -r 60 -png OUT/wall.pdf OUT/wall``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(out: Path) -> int:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from elodesk.engine.model import Pairing, Result
    from elodesk.io.store import create_event
    from elodesk.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    out.mkdir(parents=True, exist_ok=True)
    names = [
        "Claes, Jan", "Wouters, Eva", "Maes, Pieter", "Leroy, Julie", "Jacobs, Ben",
        "Mertens, Lies", "Willems, Tim", "Dupont, Max", "Peeters, Anna", "Janssens, Luc",
        "Lambert, Sophie", "Dubois, Marc", "Goossens, Ilse", "Martin, Léa", "Hermans, Koen",
        "Renard, Chloé", "Vermeulen, Bart", "Michel, Hugo", "Smets, Lotte", "Lemaire, Paul",
        "De Smet, Wout", "Simon, Clara", "Pauwels, Jens", "Dumont, Inès", "Coppens, Stijn",
        "Laurent, Noé", "Aerts, Fien", "Denis, Lucas", "Van Damme, Kobe", "Fontaine, Zoé",
    ]  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        store = create_event(
            Path(tmp) / "open.elodesk",
            {"name": "Open de Liège 2026", "type": "open", "rounds": 7, "city": "Liège"},
        )
        for i, name in enumerate(names, start=1):
            store.add_player(name=name, rating=2350 - 25 * i, fide_rating=2340 - 25 * i)
        store.set("pairing_forbidden", [[3, 18]])
        w = MainWindow()
        w.set_store(store)
        w.resize(1366, 740)
        w.show()
        panel = w.pairing
        ctl = w.ctl
        w.tabs.setCurrentWidget(panel)

        def wait() -> None:
            loop = QEventLoop()
            panel.idle.connect(loop.quit)
            QTimer.singleShot(60000, loop.quit)
            loop.exec()
            panel.idle.disconnect(loop.quit)

        for rnd in range(1, 5):
            if rnd == 4:
                ctl.store.set_pairings([Pairing(4, 9, 0, bye="H")])
                ctl.store.update_player(22, withdrawn=1)
                ctl.invalidate()
            panel.pair_next()
            wait()
            if rnd < 4:
                for k, g in enumerate(x for x in ctl.tournament.pairings if x.round == rnd):
                    if g.black:
                        res = (
                            Result.DRAW
                            if k % 3 == 2
                            else (Result.WHITE_WINS if g.white < g.black else Result.BLACK_WINS)
                        )
                        ctl.set_result(g, res)
        games = [g for g in ctl.tournament.pairings if g.round == 4 and g.black]
        a, b = games[0].white, games[0].black
        met = {
            g.black if g.white == a else g.white
            for g in ctl.tournament.pairings
            if g.round < 4 and g.black and a in (g.white, g.black)
        }
        c = next(x for g in games[1:] for x in (g.white, g.black) if x in met)
        panel.swap(b, c)  # a meets c again: the checker flags C1
        wait()
        panel.boards.selectRow(0)
        panel.explain_board(games[0].white)
        wait()
        app.processEvents()
        w.grab().save(str(out / "pairing-view.png"))
        panel.print_pairings(str(out / "wall.pdf"))
        panel.print_slips(str(out / "slips.pdf"))
        w.close()
    print(f"written: {out}/pairing-view.png, wall.pdf, slips.pdf")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")))
