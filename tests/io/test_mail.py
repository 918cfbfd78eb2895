"""Sending results through a real SMTP server on 127.0.0.1 (aiosmtpd), and .eml drafts."""

from __future__ import annotations

import os
import shutil
import socket
import ssl
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from email import policy
from email.parser import BytesParser
from typing import Any

import pytest

aiosmtpd = pytest.importorskip("aiosmtpd")
from aiosmtpd.controller import Controller  # noqa: E402
from aiosmtpd.smtp import AuthResult, LoginPassword  # noqa: E402

from elodesk.app.demo import create_demo  # noqa: E402
from elodesk.app.sending import compose, deliver  # noqa: E402
from elodesk.io import mail  # noqa: E402
from elodesk.io.store import EventStore  # noqa: E402
from tests import smtp_servers as hostile  # noqa: E402
from tests.tmpfs import small_tmpfs  # noqa: E402


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


@contextmanager
def local_smtp(**options: Any) -> Iterator[tuple[Handler, int]]:
    """A real aiosmtpd on 127.0.0.1 and a free port, with the Controller's ``options`` (TLS,
    authentication); yields the handler that keeps the messages, and the port."""
    handler = Handler()
    port = free_port()
    ctl = Controller(handler, hostname="127.0.0.1", port=port, **options)
    ctl.start()
    try:
        yield handler, port
    finally:
        ctl.stop()


@pytest.fixture
def server(cert):
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.load_cert_chain(str(cert[0]), str(cert[1]))
    with local_smtp(
        tls_context=ctx,
        require_starttls=True,
        authenticator=authenticator,
        auth_require_tls=True,
    ) as (handler, port):
        yield (
            handler,
            mail.SmtpSettings(
                "127.0.0.1", port, "starttls", "club", "s3cret", timeout=10, cafile=str(cert[0])
            ),
        )


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


def test_a_draft_is_not_a_sending(event, tmp_path, server):
    # issue #13 "Draft is not sent": a draft records nothing, says no mail program was opened,
    # and the same results can then really be sent without --force; after that real sending
    # they are recognised as sent
    path = event.path
    event.close()
    proc = _send_cli(path, "--eml", str(tmp_path / "d.eml"))
    assert proc.returncode == 0, proc.stderr
    assert "not recorded as sent" in proc.stdout and "no mail program was opened" in proc.stdout
    assert (tmp_path / "d.eml").exists()
    again = _send_cli(path, "--eml", str(tmp_path / "d2.eml"))
    assert again.returncode == 0 and "already sent" not in again.stdout
    s = EventStore(path, read_only=True)
    assert s.sent() == []
    s.close()
    handler, cfg = server
    smtp = ["--to", "ratings@example.org", "--smtp", f"127.0.0.1:{cfg.port}", "--user", "club"]
    env = {"ELODESK_SMTP_CAFILE": cfg.cafile}
    assert _send_cli(path, *smtp, env_extra=env).returncode == 0
    assert len(handler.messages) == 1
    dup = _send_cli(path, *smtp, env_extra=env)
    assert dup.returncode == 1 and "already sent" in dup.stdout


def test_from_is_required(event, tmp_path):
    path = event.path
    event.close()
    draft = str(tmp_path / "x.eml")
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "send", str(path), "--from", "", "--eml", draft],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "--from: no address given" in proc.stderr


@pytest.mark.skipif(os.name != "posix", reason="arguments are bytes on POSIX only")
def test_an_undecodable_byte_in_an_address(event, tmp_path):
    # b"\xff" is not UTF-8: Python hands it over as the lone surrogate \udcff, which the mail
    # cannot encode (a traceback in the message body before)
    path = event.path
    event.close()
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "send", os.fsencode(path), "--from", b"\xff@b.be"]
        + ["--eml", str(tmp_path / "d.eml")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "--from: '\\udcff@b.be' is not valid text (an undecodable byte)" in proc.stderr
    assert not (tmp_path / "d.eml").exists()


# ---- hostile servers (issue #16 items 10, 13 and "clear messages") ----------------------------


def _plain(port: int, timeout: float = 3.0, **kw) -> mail.SmtpSettings:
    return mail.SmtpSettings("127.0.0.1", port, "none", timeout=timeout, **kw)


def _send_until_timeout(event, server: hostile.Script, timeout: float, match: str) -> float:
    """Send the event's mail to a hostile ``server`` with ``timeout``; the send must fail with
    a MailError matching ``match``. Returns the seconds it took."""
    port = hostile.serve(server)
    msg = compose(event, ["national"], "club@example.org", "ratings@example.org").message
    t0 = time.monotonic()
    with pytest.raises(mail.MailError, match=match):
        mail.send(msg, _plain(port, timeout=timeout))
    return time.monotonic() - t0


def test_silent_server_reads_timed_out(event):
    # before: the per-read timeout became "the server closed the connection"
    elapsed = _send_until_timeout(event, hostile.silent, 2, r"no answer within 2 s \(timed out\)")
    assert elapsed < 3.5


def test_continuation_lines_do_not_extend_the_deadline(event):
    # a "220-" continuation line every second: each read succeeds within its timeout, so a
    # per-read timeout of 3 s never fires (the attack: one every 5 s against 20 s); the overall
    # deadline of 3 s must end it after 3 s, not when the server gives up (12 s)
    server = hostile.continuation(every=1.0)
    elapsed = _send_until_timeout(event, server, 3, r"no answer within 3 s \(timed out\)")
    assert elapsed < 4.5


def test_a_byte_at_a_time_does_not_extend_the_deadline(event):
    # one byte every 0.2 s inside one line: only the watchdog's shutdown can end it in time
    assert _send_until_timeout(event, hostile.drip(every=0.2), 2, "timed out") < 3.5


def test_cancel_from_another_thread(event):
    port = hostile.serve(hostile.silent)
    msg = compose(event, ["national"], "club@example.org", "ratings@example.org").message
    sending = mail.Sending(_plain(port, timeout=20))
    threading.Timer(0.3, sending.cancel).start()
    t0 = time.monotonic()
    with pytest.raises(mail.MailError, match="sending cancelled"):
        sending.run(msg)
    assert time.monotonic() - t0 < 2


def test_552_is_the_servers_refusal_not_cannot_connect(event, tmp_path):
    # SMTPDataError is an OSError: the old handler order read it as "cannot connect"
    port = hostile.serve(hostile.dialog("552"))
    c = compose(event, ["national"], "club@example.org", "ratings@example.org")
    outbox = mail.Outbox(tmp_path / "outbox")
    with pytest.raises(
        mail.MailError,
        match=r"the server refused the message \(552 5\.3\.4 message size exceeds the limit\)"
        r".*kept in the outbox",
    ):
        deliver(event, c, _plain(port), None, outbox)
    assert len(outbox.items()) == 1 and event.sent() == []


def test_connection_dropped_in_the_middle_of_data(event, tmp_path):
    port = hostile.serve(hostile.dialog("drop"))
    c = compose(event, ["national", "chessman"], "club@example.org", "ratings@example.org")
    outbox = mail.Outbox(tmp_path / "outbox")
    with pytest.raises(mail.MailError, match="closed the connection.*kept in the outbox"):
        deliver(event, c, _plain(port), None, outbox)
    ((mid, _meta),) = outbox.items()
    kept = mail.attachments_of((tmp_path / "outbox" / f"{mid}.eml").read_bytes())
    assert [d for _n, d, _t in kept] == [a.data for a in c.attachments]
    assert event.sent() == []  # not recorded as sent


def test_untrusted_certificate(server, event):
    # the test server's certificate is self-signed: without its CA file it is not trusted
    _handler, cfg = server
    untrusted = mail.SmtpSettings(cfg.host, cfg.port, "starttls", "club", "s3cret", 5)
    msg = compose(event, ["national"], "club@example.org", "ratings@example.org").message
    with pytest.raises(mail.MailError, match="certificate is not trusted"):
        mail.send(msg, untrusted)
    # the same through the command (no ELODESK_SMTP_CAFILE: the system's CAs only)
    path = event.path
    event.close()
    smtp = ["--to", "ratings@example.org", "--smtp", f"127.0.0.1:{cfg.port}", "--user", "club"]
    proc = _send_cli(path, *smtp)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "the server's certificate is not trusted (self-signed certificate)" in proc.stderr


def test_server_without_starttls(event):
    with local_smtp() as (handler, port):  # no TLS context: no STARTTLS
        msg = compose(event, ["national"], "club@example.org", "ratings@example.org").message
        with pytest.raises(mail.MailError, match="does not offer STARTTLS"):
            mail.send(msg, mail.SmtpSettings("127.0.0.1", port, "starttls", timeout=5))
        path = event.path
        event.close()
        proc = _send_cli(path, "--to", "ratings@example.org", "--smtp", f"127.0.0.1:{port}")
        assert proc.returncode == 2 and "Traceback" not in proc.stderr
        assert "the server does not offer STARTTLS (a secure connection)" in proc.stderr
        assert handler.messages == []


@pytest.fixture
def plain_server():
    """aiosmtpd without TLS that would accept AUTH in clear (auth_require_tls=False)."""
    with local_smtp(authenticator=authenticator, auth_require_tls=False) as running:
        yield running


def _send_cli(path, *args, env_extra=None):
    env = dict(os.environ, ELODESK_SMTP_PASSWORD="s3cret", **(env_extra or {}))
    return subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "send", str(path), "--from", "club@example.org"]
        + list(args),
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


def test_plaintext_auth_is_refused_unless_asked(plain_server, event):
    handler, port = plain_server
    path = event.path
    event.close()
    smtp = ["--to", "ratings@example.org", "--smtp", f"127.0.0.1:{port}", "--security", "none"]
    proc = _send_cli(path, *smtp, "--user", "club")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "refusing to send the password for 'club' unencrypted" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert handler.messages == [] and not path.with_suffix(".outbox").exists()
    proc = _send_cli(path, *smtp, "--user", "club", "--allow-plain-auth")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert len(handler.messages) == 1


# ---- outputs: the draft never over an input nor an existing file (issue #16 item 1) ----------


def test_draft_over_the_event_is_refused_and_the_event_kept(event, tmp_path):
    path = event.path
    event.close()
    before = path.read_bytes()
    proc = _send_cli(path, "--eml", str(path))
    assert proc.returncode == 2
    assert "this is an input of the command; it is never written over" in proc.stderr
    assert path.read_bytes() == before
    # another spelling of the same file, and a hard link to it, are the same input
    other = path.parent / ".." / path.parent.name / path.name
    assert _send_cli(path, "--eml", str(other), "--force").returncode == 2
    link = tmp_path / "link.elodesk"
    os.link(path, link)
    proc = _send_cli(path, "--eml", str(link), "--force")
    assert proc.returncode == 2 and "is an input" in proc.stderr
    assert path.read_bytes() == before
    s = EventStore(path, read_only=True)  # still an event, with its players
    assert len(s.players()) == 6  # the demo's round robin (elodesk/demo.py)
    s.close()


def test_draft_over_an_existing_file_needs_force_and_keeps_the_umask(event, tmp_path):
    path = event.path
    event.close()
    target = tmp_path / "d.eml"
    target.write_bytes(b"someone else's file")
    proc = _send_cli(path, "--eml", str(target))
    assert proc.returncode == 2 and "the file exists" in proc.stderr
    assert target.read_bytes() == b"someone else's file"
    assert _send_cli(path, "--eml", str(target), "--force").returncode == 0
    assert b"X-Unsent: 1" in target.read_bytes()
    # a new file gets the user's umask (022 here: 0644), not mkstemp's 0600
    old = os.umask(0o022)
    try:
        assert _send_cli(path, "--eml", str(tmp_path / "new.eml")).returncode == 0
    finally:
        os.umask(old)
    if os.name == "posix":
        assert stat.S_IMODE((tmp_path / "new.eml").stat().st_mode) == 0o644
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


# ---- the outbox on a really full disk (issue #16 item 8) -------------------------------------


@pytest.fixture
def small_disk(tmp_path):
    """A 256 KiB tmpfs (a real ENOSPC); skipped where mounting is not allowed."""
    with small_tmpfs(tmp_path, "256k") as mnt:
        yield mnt


def _fill(folder) -> None:
    """Fill the file system of ``folder`` to the last byte."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(fd, b"\0" * 4096):
            pass
    except OSError:
        pass
    finally:
        os.close(fd)


def test_failed_sending_on_a_full_disk_says_nothing_was_kept(event, small_disk):
    # the outbox (EVENT.outbox, here a link into a full file system) cannot take the message
    # after a failed sending (no server): the user is told that nothing waits in the outbox,
    # and no half entry nor temporary file is left behind
    path = event.path
    event.close()
    (small_disk / "outbox").mkdir()
    path.with_suffix(".outbox").symlink_to(small_disk / "outbox")
    _fill(small_disk)
    proc = _send_cli(path, "--to", "ratings@example.org", "--smtp", f"127.0.0.1:{free_port()}")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 2, out
    assert "cannot connect" in out and "NOT kept" in out and "No space left on device" in out
    assert "nothing waits in the outbox" in out and "Traceback" not in out
    assert list((small_disk / "outbox").iterdir()) == []


@pytest.mark.slow
def test_the_attack_as_reported_ends_at_20_seconds(event):
    # issue #16 item 10 exactly: a "220-" line every 5 s, the default deadline (20 s); the old
    # client was killed at 150 s. The server gives up at 40 s.
    port = hostile.serve(hostile.continuation(every=5.0, lasting=40.0))
    msg = compose(event, ["national"], "club@example.org", "ratings@example.org").message
    t0 = time.monotonic()
    with pytest.raises(mail.MailError, match=r"no answer within 20 s \(timed out\)"):
        mail.send(msg, mail.SmtpSettings("127.0.0.1", port, "none"))
    assert 19.5 < time.monotonic() - t0 < 21.5
