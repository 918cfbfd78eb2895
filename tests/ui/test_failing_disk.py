"""Every slot of the desk that writes a file or the event, on a disk that fails under it: a
message, never a traceback, and the event as it was.

The disk is real: the event lives on a small tmpfs filled to the last block (every write is
ENOSPC, SQLite's included) or on a folder remounted read-only while the event is open for
writing (EROFS), as a USB stick that is full or pulled write-protected. Each slot is triggered
as the user does (its menu action, or its method with the path the file dialog would give) with
pytest-qt capturing what a slot raises, and must say something (the desk's message box, or the
dialog's status line). Skipped where ``mount`` is not permitted."""

from __future__ import annotations

import datetime as dt
import errno
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from elodesk.app.demo import create_demo
from elodesk.app.files import PlayerDatabase
from elodesk.app.formats import FORMATS, WriteContext
from elodesk.engine.model import Result
from elodesk.io.store import create_event
from elodesk.ui import settings as S
from elodesk.ui.mail_dialog import SendDialog
from elodesk.ui.main_window import MainWindow
from elodesk.ui.web_actions import publish_web
from tests.bad_inputs import players
from tests.mounts import read_only, tmpfs


def _fill(folder: Path) -> None:
    """Write into ``folder`` until the file system has no block left."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        for size in (65536, 4096, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
    finally:
        os.close(fd)


@contextmanager
def failing(kind: str, place: Path, prepare: Callable[[Path], None]) -> Iterator[Path]:
    """``place`` made, ``prepare(place)`` run on a sound disk, then the disk fails."""
    if kind == "full":
        with tmpfs(place, 8192):
            prepare(place)
            _fill(place)
            yield place
    else:
        place.mkdir()
        prepare(place)
        with read_only(place):
            yield place


@pytest.mark.parametrize("kind", ["full", "read-only"])
def test_every_writing_slot_says_a_message(qtbot, tmp_path, monkeypatch, kind):
    """On the full disk every slot fails and says so; on the folder remounted read-only the
    event's own connection still writes (its file was opened before), so the edits may
    succeed: no traceback either way, and every new file refused with a message."""
    S.MAIL_FROM.set("club@example.org")
    S.MAIL_TO.set("ratings@example.org")
    w = MainWindow()
    qtbot.addWidget(w)
    said: list[str] = []
    shown = w.show_error
    w.show_error = lambda m: (said.append(m), shown(m))[1]  # and the real message box
    w.confirm_replace = lambda path: True
    trf = tmp_path / "rounds.trf"
    h9 = tmp_path / "go.h9"  # the event as a Go results file, to open as a Go event
    players_dbf = players(tmp_path)

    def prepare(place: Path) -> None:
        rr = create_demo(place)[0]
        assert w.open_event(str(rr)) and not w.ctl.read_only
        w.ctl.store.backup("round-5")  # one backup to restore
        w.export("trf", folder=str(tmp_path))  # rounds to import, on a sound disk
        (tmp_path / w.build_export("trf").name).rename(trf)
        w.player_db = PlayerDatabase(place / "players.sqlite")
        h9.write_bytes(
            FORMATS["h9"].write(w.ctl.tournament, WriteContext(today=dt.date(2026, 11, 22))).data
        )
        other = create_event(place / "other.elodesk", {"name": "Blitz", "rounds": 3})
        other.close()
        assert w.ctl.add_player(name="Lambert, Zoé", rating=1450)  # an edit to undo

    with failing(kind, tmp_path / "stick", prepare) as place:
        ctl = w.ctl
        before = [(g.round, g.white, g.black, g.result) for g in ctl.store.pairings()]
        backups = ctl.store.backups()
        game = ctl.tournament.pairings[0]
        new_result = Result.DRAW if game.result is not Result.DRAW else Result.WHITE_WINS
        opened: list[str] = [str(backups[0])]  # what File > Open's dialog gives
        monkeypatch.setattr(
            QFileDialog, "getSaveFileName", lambda *a, **k: (str(place / "copy.elodesk"), "")
        )
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (opened[0], ""))
        sending = SendDialog(ctl, w)
        qtbot.addWidget(sending)

        def draft() -> None:
            sending.draft(str(place / "results.eml"))
            said.append(sending.status.text())

        def publish() -> None:
            publish_web(w, folder=str(place))
            qtbot.waitUntil(lambda: w.web_job is None, timeout=20000)

        def new_event() -> None:
            wiz = w.new_event()
            wiz.name.setText("Blitz")
            wiz.path.setText(str(place / "blitz.elodesk"))
            w._create_from(wiz)
            wiz.close()

        def player_list() -> None:
            opened[0] = str(players_dbf)
            w.choose_player_db()

        edits = {
            "type a result": lambda: ctl.set_result(game, new_result),
            "add a player": lambda: ctl.add_player(name="Nouveau, Joueur", rating=1500),
            "event properties": lambda: ctl.set_properties({"city": "Namur"}),
            "import rounds from a TRF": lambda: w.import_trf(str(trf)),
            "import a player list": player_list,
            "withdraw a player": lambda: ctl.withdraw(1),
            "undo": w.act_undo.trigger,
        }
        slots: dict[str, Callable[[], object]] = {
            **{
                f"export {fmt}": (lambda fmt=fmt: w.export(fmt, folder=str(place)))
                for fmt, a in w.export_actions.items()
                if a.isEnabled()
            },
            "export xlsx": lambda: w.export("xlsx", folder=str(place)),
            "export PDF": lambda: w.export_pdf(str(place / "club.pdf")),
            "save a copy": w.save_as,
            "restore a backup": w.restore_backup,
            "save a draft": draft,
            "publish the web pages": publish,
            "new event": new_event,
            "open an h9 file as a Go event": lambda: w.open_h9(str(h9), str(place / "go.elodesk")),
            **edits,
            "open another event there": lambda: w.open_event(str(place / "other.elodesk")),
        }
        failed = []
        for name, slot in slots.items():
            said.clear()
            with qtbot.capture_exceptions() as raised:
                try:
                    slot()
                except Exception as exc:  # noqa: BLE001 - what the user would get as a traceback
                    raised.append((type(exc), exc, exc.__traceback__))
            # the edits of the open event and opening an event go through connections made
            # before the remount: they may succeed there
            may_work = name in edits or name.startswith("open another")
            quiet = not any(said) and (kind == "full" or not may_work)
            # said as what it is: no raw OSError, and only an edit speaks of "this edit"
            wrong = [m for m in said if "[Errno" in m or ("this edit" in m and not may_work)]
            if raised or quiet or wrong:
                failed.append((name, [repr(r[1]) for r in raised], wrong))
        assert failed == []
        if kind == "full":  # every refused edit left nothing behind
            assert [(g.round, g.white, g.black, g.result) for g in ctl.store.pairings()] == before
        assert not (place / "copy.elodesk").exists()
        with qtbot.capture_exceptions() as raised:
            w.close()  # its lock cannot be removed: closing is quiet all the same
        assert raised == []


def test_pairing_a_round_on_a_full_disk_says_a_message(qtbot, tmp_path):
    """An open's second round paired (in its worker process) and stored on a full disk, and
    the round's sheets printed to PDF there."""
    from tests.ui.test_pairing_desk import make_open

    w = MainWindow()
    qtbot.addWidget(w)
    said: list[str] = []
    w.show_error = said.append

    def prepare(place: Path) -> None:
        store = make_open(place / "open.elodesk", players=12, rounds=5)
        assert w.set_store(store) and w.pairing is not None
        assert w.pairing.pair_next()  # round 1, on a sound disk, and its results
        qtbot.waitUntil(lambda: w.pairing.job is None, timeout=60000)
        for g in [g for g in w.ctl.tournament.pairings if g.black]:
            assert w.ctl.set_result(g, Result.DRAW)

    with failing("full", tmp_path / "stick", prepare) as place:
        before = w.ctl.store.pairings()
        slots = {
            "pair round 2": lambda: (
                w.pairing.pair_next(),
                qtbot.waitUntil(lambda: w.pairing.job is None, timeout=60000),
            ),
            "print the pairings": lambda: w.pairing.print_pairings(str(place / "pairings.pdf")),
            "print the slips": lambda: w.pairing.print_slips(str(place / "slips.pdf")),
        }
        for name, slot in slots.items():
            said.clear()
            with qtbot.capture_exceptions() as raised:
                slot()
            assert raised == [] and said, name
        assert w.ctl.store.pairings() == before
        w.close()


def test_the_officers_publish_on_a_full_disk_says_a_message(qtbot, tmp_path):
    """Ratings officer: a small period read and run, then published onto a full disk."""
    from elodesk.ui.officer import OfficerWindow
    from tests.bad_inputs import games

    o = OfficerWindow()
    qtbot.addWidget(o)
    assert o.open_period(str(players(tmp_path)), str(games(tmp_path)), None)
    o.wait_idle()
    assert o.run()
    o.wait_idle()
    assert o.run_state == "finished"
    with failing("full", tmp_path / "stick", lambda place: None) as place:
        with qtbot.capture_exceptions() as raised:
            assert o.publish(place)
            o.wait_idle()
        assert raised == []
        assert o.run_state == "failed" and o.last_message, o.last_message
        o.close()


def test_updating_the_lists_onto_a_full_disk_says_a_message(qtbot, tmp_path):
    """File ▸ Update the player lists…: the federation's list served on 127.0.0.1, downloaded
    into the desk's folder on a full disk."""
    import threading
    from http.server import ThreadingHTTPServer

    from elodesk.ui.lists_update import ListsUpdateDialog
    from tests.app.test_lists_download import Files, _handler, _zip

    state = Files()
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
    state.files["/PLAYER.zip"] = _zip("PLAYER.DBF", players(tmp_path).read_bytes())
    w = MainWindow()
    qtbot.addWidget(w)
    try:
        with failing("full", tmp_path / "stick", lambda place: None) as place:
            dlg = ListsUpdateDialog(w, place / "lists")
            qtbot.addWidget(dlg)
            dlg.frbe_url.setText(f"http://127.0.0.1:{srv.server_address[1]}/PLAYER.zip")
            dlg.fide.setChecked(False)
            with qtbot.capture_exceptions() as raised:
                dlg.update_button.click()
                qtbot.waitUntil(lambda: dlg.job is None, timeout=60_000)
            assert raised == []
            assert dlg.status.text() and "[Errno" not in dlg.status.text(), dlg.status.text()
            assert "players imported" not in dlg.status.text()
            dlg.close()
    finally:
        srv.shutdown()
        srv.server_close()
