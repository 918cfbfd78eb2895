"""The desk's File ▸ Publish as web pages… and File ▸ Live view…, and the live view in a real
browser following a result typed in the crosstable grid."""

from __future__ import annotations

import socket
import time

import pytest
from PySide6.QtCore import Qt

from elodesk.engine.model import Result
from elodesk.ui.main_window import MainWindow
from elodesk.ui.web_actions import LiveDialog, publish_web
from tests.web.browser import Browser, chromium_path
from tests.web.site_fixture import make_store


@pytest.fixture
def window(qtbot, tmp_path):
    make_store(tmp_path / "club.elodesk").close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "club.elodesk"))
    yield w
    w.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_menu_entries_and_publish(window, qtbot, tmp_path):
    data = {a.data() for a in window.menuBar().actions()[0].menu().actions()}
    assert {"web", "live"} <= data
    out = tmp_path / "out"
    out.mkdir()
    site = publish_web(window, str(out))
    qtbot.waitUntil(lambda: window.web_job is None, timeout=60_000)  # a background job
    # the folder is named after the event (app.formats.naming.safe_name), pages inside
    assert site == out / "Club 618 championship-web"
    assert "Web pages written" in window.statusBar().currentMessage()
    assert (site / "index.html").is_file() and (site / "fr" / "player-4.html").is_file()
    # a second publication asks before replacing (refused here: nothing changes)
    before = (site / "index.html").stat().st_mtime_ns
    window.confirm_replace = lambda path: False
    assert publish_web(window, str(out)) is None
    assert (site / "index.html").stat().st_mtime_ns == before


def test_live_view_off_by_default_then_on_and_off(window, qtbot):
    assert not window.live.running
    dlg = LiveDialog(window)
    qtbot.addWidget(dlg)
    dlg.host.setCurrentText("127.0.0.1")
    dlg.port.setValue(_free_port())
    dlg.start_button.click()
    assert window.live.running and "http://127.0.0.1:" in dlg.status.text()
    dlg.stop_button.click()
    assert not window.live.running


@pytest.mark.skipif(chromium_path() is None, reason="chromium is not installed")
def test_browser_sees_a_result_typed_in_the_desk(window, qtbot, tmp_path):
    dlg = LiveDialog(window)
    qtbot.addWidget(dlg)
    dlg.host.setCurrentText("127.0.0.1")
    dlg.port.setValue(_free_port())
    dlg.seconds.setValue(3)
    dlg.start_button.click()
    url = window.live.server.url()
    browser = Browser(tmp_path / "profile")
    try:
        browser.viewport(1280, 720, mobile=False)  # a projector
        browser.open(url)
        assert "1 – 0" not in browser.js("document.body.innerText")
        browser.screenshot(tmp_path / "live-before.png")
        # the director types Uu's win over Aa (round 3, Uu White) in the crosstable grid:
        # row 4 (Uu), column 1 (Aa); "1" = the row's player won
        view = window.grid
        window.tabs.setCurrentWidget(view)
        view.setFocus()
        view.setCurrentIndex(view.model().index(3, 1))
        qtbot.keyClick(view, Qt.Key.Key_1)
        assert window.ctl.game_between(4, 1).result is Result.WHITE_WINS
        # the page moves on every 3 s (/, /names, /standings, /): back on "/" it shows 1 – 0
        deadline = time.monotonic() + 30
        seen = ""
        while time.monotonic() < deadline:
            qtbot.wait(300)
            path = browser.js("location.pathname")
            seen = browser.js("document.body ? document.body.innerText : ''") or ""
            if path == "/" and "1 – 0" in seen:
                break
        assert "1 – 0" in seen, seen
        browser.screenshot(tmp_path / "live-after.png")
    finally:
        browser.close()
        dlg.stop_button.click()
