"""The one output rule (``io/outputs.py``) in the desk and the officer's window: the PDF export
never over the open event or its SQLite companions, the published rating cards never written
through a planted link, and the result of an output never a symbolic link."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from elodesk.io.store import create_event
from elodesk.ui.main_window import MainWindow


def _desk(qtbot, tmp_path: Path) -> MainWindow:
    path = tmp_path / "club.elodesk"
    s = create_event(path, {"name": "Club", "rounds": 3})
    for name in ("Dupont, Jean", "Martin, Léa", "Peeters, Anna"):
        s.add_player(name=name, rating=1500)
    s.close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(path))
    return w


def test_export_pdf_never_over_the_open_event(qtbot, tmp_path):
    # the attack: File ▸ Export ▸ PDF with the event's own name turned the event into a PDF
    w = _desk(qtbot, tmp_path)
    event = tmp_path / "club.elodesk"
    before = event.read_bytes()
    for target in (event, tmp_path / "club.elodesk-wal", tmp_path / "." / "club.elodesk"):
        w.last_error = ""
        assert w.export_pdf(str(target)) is None
        assert (
            "club.elodesk" in w.last_error
            and "never written over" in w.last_error
            or ("part of the event" in w.last_error)
        ), w.last_error
    assert event.read_bytes()[:16] == b"SQLite format 3\0" and event.read_bytes() == before
    w.ctl.set_setting("sender", "541")  # the desk still writes its event
    out = w.export_pdf(str(tmp_path / "club.pdf"))
    assert out is not None and out.read_bytes()[:5] == b"%PDF-"


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_export_pdf_replaces_a_link_never_writes_through_it(qtbot, tmp_path):
    w = _desk(qtbot, tmp_path)
    victim = tmp_path / "victim.txt"
    victim.write_text("someone's file")
    link = tmp_path / "club.pdf"
    link.symlink_to(victim)
    out = w.export_pdf(str(link))
    assert out is not None and not link.is_symlink() and link.read_bytes()[:5] == b"%PDF-"
    assert victim.read_text() == "someone's file"


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_published_cards_never_through_a_planted_link(qtbot, tmp_path):
    # the attack: a symbolic link planted at the fixed name rating-cards.pdf.part redirected
    # the cards PDF onto any file the officer can write
    from tests.cli.test_period_cli import _tiny
    from tests.ui.test_officer import OfficerWindow, wait

    players, games = _tiny(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("someone's file")
    (out / "rating-cards.pdf.part").symlink_to(victim)
    w = OfficerWindow()
    qtbot.addWidget(w)
    assert w.open_period(str(players), str(games), None, "frbe-2008")
    wait(w)
    assert w.run()
    wait(w)
    w.last_error = ""
    w.publish(out)
    wait(w)
    assert not w.last_error
    cards = out / "rating-cards.pdf"
    assert not cards.is_symlink() and cards.read_bytes()[:5] == b"%PDF-"
    assert victim.read_text() == "someone's file"
    assert not [p.name for p in out.iterdir() if p.name.endswith(".tmp")]


def test_a_failed_end_of_round_backup_says_the_result_is_saved(qtbot, tmp_path):
    from elodesk.engine.model import Pairing, Result
    from elodesk.io.store import EventStore

    w = _desk(qtbot, tmp_path)
    w.ctl.store.set_pairings([Pairing(1, 1, 2)])
    w.close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "club.elodesk"))
    (tmp_path / "club.backups").write_text("a file where the backups' folder goes")
    w.last_error = ""
    (game,) = [g for g in w.ctl.tournament.pairings if g.round == 1]
    assert w.ctl.set_result(game, Result.WHITE_WINS)
    assert "The result is saved; the end-of-round backup was not made" in w.last_error
    assert "is a file, not a folder" in w.last_error
    w.close()
    s = EventStore(tmp_path / "club.elodesk", read_only=True)
    assert [g.result for g in s.pairings()] == [Result.WHITE_WINS]
    s.close()
