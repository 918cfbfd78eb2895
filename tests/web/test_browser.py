"""The results site and the live view in a real browser (headless Chromium): a phone's width
without sideways scrolling, tables readable, the live view following a result typed."""

from __future__ import annotations

import datetime as dt

import pytest

from elodesk.app.web.site import build_site, from_store, write_site

from .browser import Browser, chromium_path
from .site_fixture import make_store

pytestmark = pytest.mark.skipif(chromium_path() is None, reason="chromium is not installed")


@pytest.fixture
def browser(tmp_path):
    b = Browser(tmp_path / "profile")
    yield b
    b.close()


def _site(folder):
    s = make_store(folder / "club.elodesk")
    files = build_site(from_store(s), "fr", dt.date(2026, 1, 25))
    s.close()
    write_site(folder / "site", files)
    return folder / "site"


@pytest.fixture
def site(tmp_path):
    return _site(tmp_path)


@pytest.fixture(scope="module")
def phone(tmp_path_factory):
    """One browser and one site for the pages measured at a phone's width: each test sets the
    same viewport and loads its page (a Chromium started per page took 1.2 s of each)."""
    folder = tmp_path_factory.mktemp("phone")
    b = Browser(folder / "profile")
    yield b, _site(folder)
    b.close()


# what a phone shows: 375 CSS pixels wide (an iPhone 6–8, the narrowest still common)
PHONE = 375

PAGES = (
    "index.html",
    "fr/round-2.html",
    "fr/standings-2.html",
    "fr/crosstable.html",
    "fr/ratings.html",
    "fr/player-1.html",
    "nl/player-4.html",
)


@pytest.mark.parametrize("name", PAGES)
def test_no_sideways_scrolling_on_a_phone(phone, tmp_path, name):
    browser, site = phone
    browser.viewport(PHONE, 800)
    browser.open((site / name).as_uri())
    width = browser.js("document.documentElement.scrollWidth")
    inner = browser.js("window.innerWidth")
    assert inner == PHONE
    assert width <= PHONE, f"{name}: the page is {width} px wide on a {PHONE} px screen"
    # readable: no text smaller than 12 px (a table's cells included)
    smallest = browser.js(
        "Math.min(...[...document.querySelectorAll('td,th,p,a,dd,dt,h1,h2')]"
        ".map(e => parseFloat(getComputedStyle(e).fontSize)))"
    )
    assert smallest >= 12
    # a table wider than the screen scrolls inside its own box, the page does not
    boxes = browser.js(
        "[...document.querySelectorAll('table')].map(t => t.parentElement.className)"
    )
    assert all(b == "scroll" for b in boxes)
    browser.screenshot(tmp_path / f"web-{name.replace('/', '-')}-{PHONE}.png")


def test_the_page_prints_without_the_navigation(browser, site):
    browser.open((site / "fr" / "standings-2.html").as_uri())
    browser.call("Emulation.setEmulatedMedia", media="print")
    assert browser.js("getComputedStyle(document.querySelector('nav')).display") == "none"
    pdf = browser.call("Page.printToPDF")
    assert pdf["data"]


def test_live_view_on_a_phone_and_on_a_projector(browser, tmp_path):
    from elodesk.app.live import LiveServer
    from elodesk.app.web.live_pages import live_pages

    s = make_store(tmp_path / "live.elodesk")
    srv = LiveServer("127.0.0.1", 0)
    srv.update(live_pages(from_store(s), "nl", seconds=60))
    s.close()
    srv.start()
    try:
        for width, height, mobile, name in (
            (PHONE, 800, True, "phone"),
            (1280, 720, False, "wall"),
        ):
            browser.viewport(width, height, mobile)
            for path in ("/", "/names", "/standings"):
                browser.open(srv.url().rstrip("/") + path)
                assert browser.js("document.documentElement.scrollWidth") <= width, path
                tail = path.strip("/") or "board"
                browser.screenshot(tmp_path / f"live-{name}-{tail}.png", full=False)
        # on the wall the text is big: a table cell at least 20 px (readable from the back)
        assert (
            browser.js("parseFloat(getComputedStyle(document.querySelector('td')).fontSize)") >= 20
        )
    finally:
        srv.stop()
