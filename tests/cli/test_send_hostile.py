"""``elodesk send`` against what the attack tried: a non-ASCII password (smtplib's encoding
error quoted it in the message and the outbox), through the real command and a local server."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests import smtp_servers as hostile
from tests.bad_inputs import event

ROOT = Path(__file__).resolve().parents[2]


def test_a_non_ascii_password_is_named_and_never_kept(tmp_path):
    ev = event(tmp_path)
    port = hostile.serve(hostile.dialog("552"))
    secret = "pässwörd-Zürich"
    env = dict(os.environ, ELODESK_SMTP_PASSWORD=secret, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "elodesk.cli",
            "send",
            str(ev),
            "--from",
            "td@club.be",
            "--smtp",
            f"127.0.0.1:{port}",
            "--security",
            "none",
            "--user",
            "club",
            "--allow-plain-auth",
            "--timeout",
            "5",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 2, out
    assert "the password for this server holds a character other than ASCII" in out, out
    assert "Traceback" not in out
    for part in ("ä", "ö", "ü", "Zürich", "w\\xf6", "\\xe4"):
        assert part not in out
    for p in tmp_path.rglob("*"):  # the outbox (and anything else written) holds none of it
        if p.is_file():
            data = p.read_bytes()
            assert secret.encode() not in data and "pässw".encode("latin-1") not in data
