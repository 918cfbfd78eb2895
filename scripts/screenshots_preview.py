#!/usr/bin/env python3
"""A screenshot of the rating preview explaining games against unrated players, to look at.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/screenshots_preview.py OUT

A six-player club round robin under the 2023 rules (``frbe-2023-07``: a first rating after 5
games against rated players): four rated players, Nouveau (one earlier game, his history from
the list) who becomes rated in the event, and Retard, who left after three games and stays
unrated. The preview is on Claes's games, with the national results file assumed, then with the
24 lines file. Writes ``OUT/preview-national.png`` and ``OUT/preview-24lines.png``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(out: Path) -> int:
    from PySide6.QtWidgets import QApplication

    from elodesk.engine.model import Result
    from elodesk.io.store import create_event
    from elodesk.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    out.mkdir(parents=True, exist_ok=True)
    players = [
        ("Claes, Jan", "11001", 1850, 120, None),
        ("Wouters, Eva", "11002", 1760, 80, None),
        ("Maes, Pieter", "11003", 1690, 60, None),
        ("Leroy, Julie", "11004", 1620, 45, None),
        ("Nouveau, Tom", "23001", 0, 1, (1600, 0.5)),
        ("Retard, Léa", "23002", 0, 0, None),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        store = create_event(
            Path(tmp) / "club.elodesk",
            {
                "name": "Championnat du club 2023",
                "type": "round-robin",
                "rules": "frbe-2023-07",
                "start": "2023-09-08",
            },
        )
        for name, pid, rating, games, history in players:
            store.add_player(name=name, id=pid, rating=rating, games=games, history=history)
        w = MainWindow()
        w.set_store(store)
        w.resize(1366, 740)
        w.show()
        ctl = w.ctl
        assert ctl.generate_round_robin()
        # results by start numbers (White's view); Retard (6) left after three games
        results = {
            (1, 2): Result.DRAW, (1, 3): Result.WHITE_WINS, (1, 4): Result.WHITE_WINS,
            (1, 5): Result.BLACK_WINS, (1, 6): Result.WHITE_WINS, (2, 3): Result.DRAW,
            (2, 4): Result.WHITE_WINS, (2, 5): Result.DRAW, (2, 6): Result.BLACK_WINS,
            (3, 4): Result.DRAW, (3, 5): Result.WHITE_WINS, (4, 5): Result.DRAW,
            (5, 6): Result.WHITE_WINS,
        }  # fmt: skip
        for g in ctl.tournament.pairings:
            key = (min(g.white, g.black), max(g.white, g.black))
            r = results.get(key)
            if r is None:
                continue
            if g.white != key[0]:
                r = {
                    Result.WHITE_WINS: Result.BLACK_WINS,
                    Result.BLACK_WINS: Result.WHITE_WINS,
                }.get(r, r)
            ctl.set_result(g, r)
        panel = w.preview
        w.tabs.setCurrentWidget(panel)
        panel.table.setFocus()
        panel.table.setCurrentIndex(panel.model.index(0, 0))
        app.processEvents()
        w.grab().save(str(out / "preview-national.png"))
        panel.results_file.combo.setCurrentIndex(1)
        app.processEvents()
        w.grab().save(str(out / "preview-24lines.png"))
        w.close()
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else ".")))
