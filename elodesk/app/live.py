"""The live view: the desk serves the current round and the standings to the screens and phones
of the playing hall, over the local network, with the standard library's HTTP server.

Read-only by construction: the server holds only a table of finished pages (path → bytes) that
the desk replaces after each edit (:meth:`LiveServer.update`); a request can do nothing but
read one of them — there is no path from a request to the event. Off until the director starts
it, bound to the address he chooses (``127.0.0.1`` for this computer only, a network card's
address, or ``0.0.0.0`` for every one).

What a visitor may send and what he gets:

* ``GET``/``HEAD`` of a page in the table: 200 with the page; of anything else (``..``,
  encoded slashes, a file name): 404, the path is looked up in the table, never on the disk;
* any other method (``POST``, ``PUT``, ``DELETE``, a made-up one): 405 with ``Allow: GET, HEAD``;
* a request line over 8 KiB: 414; a header line over 64 KiB or over 100 headers: 431
  (``http.server``'s limits); a malformed request: 400; a client that sends nothing for
  10 seconds is disconnected.

Nothing is written to ``sys.stderr`` (the windowed program has none).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Mapping
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

from ..engine.model import ElodeskError

#: The longest request line accepted (a page's path is short); longer ones get 414.
MAX_REQUEST_LINE = 8192

CONTENT_TYPES = {".css": "text/css; charset=utf-8", ".html": "text/html; charset=utf-8"}

SECURITY_HEADERS = (
    ("X-Content-Type-Options", "nosniff"),
    ("Content-Security-Policy", "default-src 'none'; style-src 'self'; img-src 'self'"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
    ("X-Frame-Options", "DENY"),
)


class LiveError(ElodeskError):
    """The live view cannot start (the address is not this computer's, the port is taken)."""


def content_type(path: str) -> str:
    for ext, ctype in CONTENT_TYPES.items():
        if path.endswith(ext):
            return ctype
    return "text/html; charset=utf-8"  # "/" and the rotating pages have no extension


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    timeout = 10
    server_version = "elodesk-live"
    sys_version = ""
    error_content_type = "text/plain; charset=utf-8"
    error_message_format = "%(code)d %(message)s\n"

    def parse_request(self) -> bool:
        if len(self.raw_requestline) > MAX_REQUEST_LINE:
            self.requestline = ""
            self.request_version = "HTTP/1.0"
            self.command = ""
            self.send_error(HTTPStatus.REQUEST_URI_TOO_LONG)
            return False
        return super().parse_request()

    def _page(self) -> tuple[str, bytes] | None:
        path = urlsplit(self.path).path
        data = self.server.pages.get(path)
        return None if data is None else (path, data)

    def _send(self, with_body: bool) -> None:
        found = self._page()
        if found is None:
            self.send_error(HTTPStatus.NOT_FOUND)
            return
        path, data = found
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", content_type(path))
        self.send_header("Content-Length", str(len(data)))
        for k, v in SECURITY_HEADERS:
            self.send_header(k, v)
        self.end_headers()
        if with_body:
            self.wfile.write(data)

    def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
        self._send(True)

    def do_HEAD(self) -> None:  # noqa: N802
        self._send(False)

    def _refuse(self) -> None:
        self.send_response(HTTPStatus.METHOD_NOT_ALLOWED)
        self.send_header("Allow", "GET, HEAD")
        self.send_header("Content-Length", "0")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

    def __getattr__(self, name: str) -> Any:
        # http.server calls do_<METHOD>; every method but GET and HEAD is refused with 405
        if name.startswith("do_"):
            return self._refuse
        raise AttributeError(name)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if getattr(self, "request_version", "") != "HTTP/1.1":
            self.request_version = "HTTP/1.0"  # a status line even to an HTTP/0.9 request
        super().send_error(code, None, None)  # the standard reason: no echo of what was sent

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass  # the windowed desk has no stderr; the server keeps no log of visitors


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = False
    pages: Mapping[str, bytes]

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that went away: nothing to tell


class _Server6(_Server):
    address_family = socket.AF_INET6


class LiveServer:
    """The live view's server; :meth:`start` and :meth:`stop` from the desk, :meth:`update`
    after each edit (the pages are replaced as a whole: a visitor sees the old set or the new)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 8080) -> None:
        self.host, self.port = host, port
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._pages: Mapping[str, bytes] = {}

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def address(self) -> tuple[str, int]:
        """The address and port actually bound (port 0 asks the system for a free one)."""
        if self._server is None:
            return self.host, self.port
        host, port = self._server.server_address[:2]
        return str(host), int(port)

    def url(self) -> str:
        host, port = self.address
        return f"http://{'[' + host + ']' if ':' in host else host}:{port}/"

    def update(self, pages: Mapping[str, bytes]) -> None:
        self._pages = dict(pages)
        if self._server is not None:
            self._server.pages = self._pages

    def start(self) -> str:
        """Bind and serve in a background thread; the URL to open. :class:`LiveError` when the
        address cannot be bound."""
        if self._server is not None:
            return self.url()
        try:
            cls = _Server6 if ":" in self.host else _Server
            server = cls((self.host, self.port), _Handler)
        except OSError as exc:
            raise LiveError(
                f"{self.host}:{self.port}: the live view cannot listen there "
                f"({exc.strerror or exc}); choose another address or port"
            ) from None
        server.pages = self._pages
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.2}, daemon=True
        )
        self._thread.start()
        return self.url()

    def stop(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        server.shutdown()
        server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None
