"""The live view's server, with real HTTP requests on 127.0.0.1: what it serves, and that
nothing a visitor sends changes anything (4xx for everything but reading a page)."""

from __future__ import annotations

import http.client
import socket

import pytest

from elodesk.app.live import LiveError, LiveServer
from elodesk.app.web.live_pages import live_pages
from elodesk.app.web.site import from_store
from elodesk.engine.model import Result

from .site_fixture import make_store


@pytest.fixture
def store(tmp_path):
    s = make_store(tmp_path / "club.elodesk")
    yield s
    s.close()


@pytest.fixture
def server(store):
    srv = LiveServer("127.0.0.1", 0)
    srv.update(live_pages(from_store(store), "en", seconds=5))
    srv.start()
    yield srv
    srv.stop()


def get(srv: LiveServer, path: str, method: str = "GET", body: bytes | None = None, headers=None):
    host, port = srv.address
    c = http.client.HTTPConnection(host, port, timeout=10)
    c.request(method, path, body=body, headers=headers or {})
    r = c.getresponse()
    data = r.read()
    c.close()
    return r.status, dict(r.getheaders()), data


def raw(srv: LiveServer, data: bytes) -> bytes:
    """Send bytes as they are (no client library cleaning them) and return the status line."""
    s = socket.create_connection(srv.address, timeout=10)
    try:
        s.sendall(data)
        reply = b""
        while b"\r\n" not in reply:
            chunk = s.recv(4096)
            if not chunk:
                break
            reply += chunk
        return reply.split(b"\r\n", 1)[0]
    finally:
        s.close()


def test_off_until_started():
    srv = LiveServer("127.0.0.1", 0)
    assert not srv.running


def test_rotation_of_three_pages(server):
    # site_fixture: round 3 is the last paired: Uu–Aa on board 1 (C.04.2: higher score first)
    status, headers, page = get(server, "/")
    text = page.decode()
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    # the pairings by board: start number and name in their own columns (app.printables)
    assert "Current round: 3" in text and ">Uu, Ulla &lt;b&gt;&amp;<" in text
    assert '<meta http-equiv="refresh" content="5;url=/names">' in text
    names = get(server, "/names")[2].decode()
    assert '<meta http-equiv="refresh" content="5;url=/standings">' in names
    standings = get(server, "/standings")[2].decode()
    assert 'content="5;url=/"' in standings and "<th" in standings
    status, headers, css = get(server, "/style.css")
    assert status == 200 and headers["Content-Type"].startswith("text/css")
    assert (
        headers["Cache-Control"] == "no-store"
        and "default-src 'none'" in headers["Content-Security-Policy"]
    )
    assert get(server, "/", "HEAD")[0] == 200


def test_a_result_typed_is_served(store, server):
    before = get(server, "/")[2].decode()
    assert "1 – 0" not in before  # round 3 not played
    store.set_result(3, 4, 1, Result.WHITE_WINS)  # what the desk does when a result is typed
    server.update(live_pages(from_store(store), "en", seconds=5))
    assert "1 – 0" in get(server, "/")[2].decode()


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "FOO"])
def test_every_other_method_is_refused(store, server, method):
    before = store.pairings()
    status, headers, _ = get(server, "/", method, body=b"result=1-0&board=1")
    assert status == 405 and headers["Allow"] == "GET, HEAD"
    assert store.pairings() == before
    assert get(server, "/")[0] == 200  # still serving


@pytest.mark.parametrize(
    "path",
    [
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "//etc/passwd",
        "/style.css/../../club.elodesk",
        "/club.elodesk",
        "/..%5c..%5cwindows%5cwin.ini",
        "/C:/Windows/win.ini",
        "/names/",
    ],
)
def test_paths_outside_the_pages_are_404(server, path):
    assert raw(server, f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode()) == (
        b"HTTP/1.0 404 Not Found"
    )


def test_huge_request_line_and_headers(server):
    # http.server's limits: a header line over 64 KiB or over 100 headers is 431 (RFC 6585);
    # this server refuses a request line over 8 KiB with 414
    assert raw(server, b"GET /" + b"a" * 10_000 + b" HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.0 414")
    big = b"GET / HTTP/1.1\r\nX-Big: " + b"b" * 70_000 + b"\r\n\r\n"
    assert raw(server, big).startswith(b"HTTP/1.0 431")
    many = b"GET / HTTP/1.1\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(150)) + b"\r\n"
    assert raw(server, many).startswith(b"HTTP/1.0 431")
    assert raw(server, b"HELLO\r\n\r\n").startswith(b"HTTP/1.0 400")
    assert raw(server, b"GET / HTTP/9.9\r\n\r\n").startswith(b"HTTP/1.0 505")
    assert get(server, "/")[0] == 200  # and it goes on serving


def test_an_address_not_of_this_computer(store):
    # 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine
    with pytest.raises(LiveError, match="192.0.2.1:0"):
        LiveServer("192.0.2.1", 0).start()


def test_a_port_already_taken(server):
    host, port = server.address
    with pytest.raises(LiveError, match=str(port)):
        LiveServer(host, port).start()
