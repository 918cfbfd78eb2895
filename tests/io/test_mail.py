"""Sending results through a real SMTP server on 127.0.0.1 (aiosmtpd), and .eml drafts."""

from __future__ import annotations

import shutil
import socket
import ssl
import subprocess
import sys
import threading
from email import policy
from email.parser import BytesParser

import pytest

aiosmtpd = pytest.importorskip("aiosmtpd")
from aiosmtpd.controller import Controller  # noqa: E402
from aiosmtpd.smtp import AuthResult, LoginPassword  # noqa: E402

from elodesk.demo import create_demo  # noqa: E402
from elodesk.io import mail  # noqa: E402
from elodesk.io.store import EventStore  # noqa: E402
from elodesk.sending import compose, deliver  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Handler:
    def __init__(self) -> None:
        self.messages: list[bytes] = []
        self.rcpts: list[str] = []

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.startswith("nobody@"):
            return "550 5.1.1 no such user"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.messages.append(envelope.original_content or envelope.content)
        self.rcpts += envelope.rcpt_tos
        return "250 Message accepted"


def authenticator(server, session, envelope, mechanism, auth_data):
    ok = (
        isinstance(auth_data, LoginPassword)
        and auth_data.login == b"club"
        and auth_data.password == b"s3cret"
    )
    return AuthResult(success=ok, handled=False)


@pytest.fixture(scope="module")
def cert(tmp_path_factory):
    if not shutil.which("openssl"):
        pytest.skip("openssl is needed to make the test certificate")
    d = tmp_path_factory.mktemp("tls")
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(d / "key.pem"),
            "-out",
            str(d / "cert.pem"),
        ],
        check=True,
        capture_output=True,
    )
    return d / "cert.pem", d / "key.pem"


@pytest.fixture
def server(cert):
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.load_cert_chain(str(cert[0]), str(cert[1]))
    handler = Handler()
    port = free_port()
    ctl = Controller(
        handler,
        hostname="127.0.0.1",
        port=port,
        tls_context=ctx,
        require_starttls=True,
        authenticator=authenticator,
        auth_require_tls=True,
    )
    ctl.start()
    yield (
        handler,
        mail.SmtpSettings(
            "127.0.0.1", port, "starttls", "club", "s3cret", timeout=10, cafile=str(cert[0])
        ),
    )
    ctl.stop()


@pytest.fixture
def event(tmp_path):
    rr, _ = create_demo(tmp_path / "demo")
    store = EventStore(rr)
    yield store
    store.close()


def test_starttls_auth_and_attachments_byte_for_byte(server, event, tmp_path):
    handler, cfg = server
    c = compose(event, ["national", "chessman"], "club@example.org", "ratings@example.org")
    assert not c.problems
    outbox = mail.Outbox(tmp_path / "outbox")
    print(deliver(event, c, cfg, None, outbox))
    assert len(handler.messages) == 1 and handler.rcpts == ["ratings@example.org"]
    got = BytesParser(policy=policy.default).parsebytes(handler.messages[0])
    assert got["Subject"].startswith("Résultats / Uitslagen : Club championship 2026")
    assert got["From"] == "club@example.org" and got["To"] == "ratings@example.org"
    atts = mail.attachments_of(handler.messages[0])
    assert [(n, d) for n, d, _t in atts] == [(a.name, a.data) for a in c.attachments]
    assert all(t == "text/plain" for _n, _d, t in atts)
    assert outbox.items() == []
    assert event.sent()[0]["files"] == [a.name for a in c.attachments]
    # sending the same results again is recognised
    again = compose(event, ["national"], "club@example.org", "ratings@example.org")
    assert again.duplicates
    with pytest.raises(mail.MailError.__mro__[1], match="already sent"):
        deliver(event, again, cfg, None, outbox)


def test_wrong_password(server, event, tmp_path):
    _handler, cfg = server
    bad = mail.SmtpSettings(cfg.host, cfg.port, "starttls", "club", "wrong", 10, cfg.cafile)
    c = compose(event, ["national"], "club@example.org", "ratings@example.org")
    outbox = mail.Outbox(tmp_path / "outbox")
    with pytest.raises(mail.MailError, match="refused the user name or password.*outbox"):
        deliver(event, c, bad, None, outbox)
    ((mid, meta),) = outbox.items()
    assert "password" in meta["reason"] and "s3cret" not in meta["reason"]
    kept = mail.attachments_of((tmp_path / "outbox" / f"{mid}.eml").read_bytes())
    assert [d for _n, d, _t in kept] == [a.data for a in c.attachments]
    outbox.retry(mid, cfg)  # retried with the right password
    assert outbox.items() == []


def test_refused_recipient_keeps_outbox(server, event, tmp_path):
    _handler, cfg = server
    c = compose(event, ["national"], "club@example.org", "nobody@example.org")
    outbox = mail.Outbox(tmp_path / "outbox")
    with pytest.raises(mail.MailError, match="recipient refused: nobody@example.org \\(550"):
        deliver(event, c, cfg, None, outbox)
    assert len(outbox.items()) == 1 and event.sent() == []


def test_dropped_connection(event, tmp_path):
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(1)
    port = sock.getsockname()[1]

    def drop():
        conn, _ = sock.accept()
        conn.close()

    threading.Thread(target=drop, daemon=True).start()
    cfg = mail.SmtpSettings("127.0.0.1", port, "starttls", timeout=5)
    c = compose(event, ["national"], "club@example.org", "ratings@example.org")
    outbox = mail.Outbox(tmp_path / "outbox")
    with pytest.raises(mail.MailError, match="closed the connection"):
        deliver(event, c, cfg, None, outbox)
    assert len(outbox.items()) == 1
    sock.close()


def test_no_server(event, tmp_path):
    cfg = mail.SmtpSettings("127.0.0.1", free_port(), "ssl", timeout=3)
    with pytest.raises(mail.MailError, match="cannot connect"):
        mail.send(compose(event, ["national"], "a@b.c", "d@e.f").message, cfg)


def test_eml_draft_parses_back(event, tmp_path):
    c = compose(event, ["national", "chessman", "xlsx"], "club@example.org", "ratings@frbe-kbsb.be")
    path = mail.write_eml(c.message, tmp_path / "draft.eml")
    data = path.read_bytes()
    msg = BytesParser(policy=policy.default).parsebytes(data)
    assert msg["X-Unsent"] == "1"
    assert [(n, d) for n, d, _ in mail.attachments_of(data)] == [
        (a.name, a.data) for a in c.attachments
    ]
    types = [t for _, _, t in mail.attachments_of(data)]
    assert types[-1] == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def test_send_cli_draft_and_duplicate(event, tmp_path):
    path = event.path
    event.close()

    def run(*a):
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "elodesk.cli",
                "send",
                str(path),  # noqa
                "--from",
                "club@example.org",
                *a,
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )

    proc = run("--eml", str(tmp_path / "d.eml"))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "d.eml").exists()
    again = run("--eml", str(tmp_path / "d2.eml"))
    assert again.returncode == 1 and "already sent" in again.stdout
    assert run("--eml", str(tmp_path / "d3.eml"), "--force").returncode == 0
