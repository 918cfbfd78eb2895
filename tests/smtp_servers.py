"""Small hostile SMTP servers on 127.0.0.1 (raw sockets, one connection each, in a daemon
thread) for the behaviours a real server library will not produce: silence, a ``220-``
continuation line every few seconds, a byte at a time, a connection dropped in the middle of
DATA, a 552 after DATA. Used by ``tests/io/test_mail.py`` and the bad-input table.

Each server speaks the SMTP of RFC 5321 only as far as its test needs; the replies are written
out in full so that a reader sees what the client receives.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable

Script = Callable[[socket.socket], None]


def serve(script: Script) -> int:
    """Listen on 127.0.0.1, run ``script`` on the first connection; returns the port."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(4)
    port = sock.getsockname()[1]

    def run() -> None:
        try:
            conn, _ = sock.accept()
            with conn:
                script(conn)
        except OSError:
            pass
        finally:
            sock.close()

    threading.Thread(target=run, daemon=True).start()
    return port


def silent(conn: socket.socket) -> None:
    """Accept and never say a word (until the client leaves)."""
    conn.recv(1024)


def continuation(every: float, lasting: float = 12.0) -> Script:
    """A ``220-`` continuation line every ``every`` seconds, never the final ``220 `` line;
    the server gives up after ``lasting`` seconds (so that a client without an overall deadline
    ends, with the wrong message, instead of hanging the suite)."""

    def script(conn: socket.socket) -> None:
        end = time.monotonic() + lasting
        while time.monotonic() < end:
            conn.sendall(b"220-still warming up\r\n")
            time.sleep(every)

    return script


def flood(lasting: float = 12.0) -> Script:
    """``220-`` continuation lines of 8 000 bytes as fast as the client reads them, never the
    final line (the attack: smtplib kept 2.46 GB of them before the deadline)."""

    def script(conn: socket.socket) -> None:
        line = b"220-" + b"x" * 7994 + b"\r\n"
        end = time.monotonic() + lasting
        while time.monotonic() < end:
            conn.sendall(line * 16)

    return script


def drip(every: float, lasting: float = 12.0) -> Script:
    """The greeting one byte at a time, never finished, for ``lasting`` seconds."""

    def script(conn: socket.socket) -> None:
        end = time.monotonic() + lasting
        conn.sendall(b"220 ")
        while time.monotonic() < end:
            conn.sendall(b"x")
            time.sleep(every)

    return script


class _Reader:
    """Lines (without CR LF) and raw bytes from one connection, through one buffer."""

    def __init__(self, conn: socket.socket) -> None:
        self.conn = conn
        self.buf = b""

    def line(self) -> bytes | None:
        while b"\r\n" not in self.buf:
            chunk = self.conn.recv(4096)
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b"\r\n", 1)
        return line

    def until(self, end: bytes, limit: int | None = None) -> bool:
        """Read until ``end`` (or ``limit`` bytes); False when the client left."""
        while end not in self.buf and (limit is None or len(self.buf) < limit):
            chunk = self.conn.recv(65536)
            if not chunk:
                return False
            self.buf += chunk
        if end in self.buf:
            self.buf = self.buf.split(end, 1)[1]
        return True


def dialog(after_data: str) -> Script:
    """Plain SMTP without TLS nor AUTH up to DATA; then ``drop`` (close after 100 bytes of the
    message) or ``552`` (read the whole message, answer 552 too big)."""

    def script(conn: socket.socket) -> None:
        conn.sendall(b"220 hostile.test ESMTP\r\n")
        reader = _Reader(conn)
        while (line := reader.line()) is not None:
            cmd = line[:4].upper()
            if cmd in (b"EHLO", b"HELO"):
                conn.sendall(b"250-hostile.test\r\n250 8BITMIME\r\n")
            elif cmd in (b"MAIL", b"RCPT", b"RSET", b"NOOP"):
                conn.sendall(b"250 OK\r\n")
            elif cmd == b"QUIT":
                conn.sendall(b"221 bye\r\n")
                return
            elif cmd == b"DATA":
                conn.sendall(b"354 go ahead\r\n")
                if after_data == "drop":
                    reader.until(b"\r\n.\r\n", limit=100)
                    return  # closed in the middle of the message
                if not reader.until(b"\r\n.\r\n"):
                    return
                conn.sendall(b"552 5.3.4 message size exceeds the limit\r\n")
            else:
                conn.sendall(b"502 not implemented\r\n")

    return script
