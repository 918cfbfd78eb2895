"""File ▸ Update the player lists… in the desk: the federation's real list served on 127.0.0.1,
downloaded in the job with progress, imported; cancel; offline in one message."""

from __future__ import annotations

import socket

import dbfread

from elodesk.ui.lists_update import ListsUpdateDialog
from elodesk.ui.main_window import MainWindow
from tests.app.test_lists_download import player_zip, server  # noqa: F401 (fixtures)
from tests.conftest import shared_path


def test_update_from_the_desk(qtbot, tmp_path, server, player_zip):  # noqa: F811
    server.files["/PLAYER.zip"] = player_zip
    w = MainWindow()
    qtbot.addWidget(w)
    assert "lists" in {a.data() for a in w.menuBar().actions()[0].menu().actions()}
    dlg = ListsUpdateDialog(w, tmp_path / "lists")
    qtbot.addWidget(dlg)
    dlg.frbe_url.setText(server.base + "/PLAYER.zip")
    dlg.fide.setChecked(False)
    dlg.update_button.click()
    assert dlg.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: dlg.job is None, timeout=60_000)
    # every record of the 2022-01 list, as dbfread counts them
    n = len(dbfread.DBF(str(shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))))
    assert dlg.status.text() == f"FRBE: {n} players imported"
    assert dlg.bar.value() == 1000
    assert [p.id for p in w.player_db.search("roy maessen")] == ["16879"]
    w.close()


def test_offline_from_the_desk(qtbot, tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    w = MainWindow()
    qtbot.addWidget(w)
    dlg = ListsUpdateDialog(w, tmp_path / "lists")
    qtbot.addWidget(dlg)
    dlg.frbe.setChecked(False)
    dlg.fide.setChecked(True)
    dlg.fide_url.setText(f"http://127.0.0.1:{port}/players_list_xml.zip")
    dlg.update_button.click()
    qtbot.waitUntil(lambda: dlg.job is None, timeout=30_000)
    assert "cannot be reached" in dlg.status.text()
    assert w.player_db is None
    w.close()
