"""``elodesk web``: the results site from the command line, never over the event."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.web.site_fixture import make_store

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "web", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_site_written(tmp_path):
    make_store(tmp_path / "club.elodesk").close()
    r = run(str(tmp_path / "club.elodesk"), "--out", str(tmp_path / "site"), "--language", "nl")
    assert r.returncode == 0, r.stderr
    # the layout of app/web/site.py: 3 languages × (index, 3 rounds, 2 standings, crosstable,
    # ratings, 4 players) + index.html + style.css
    assert r.stdout.strip() == f"{tmp_path / 'site'}: {3 * 12 + 2} files"
    assert '<html lang="nl">' in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")


def test_never_over_the_event(tmp_path):
    event = tmp_path / "index.html"  # an event file named like the site's top page
    make_store(event).close()
    before = event.read_bytes()
    r = run(str(event), "--out", str(tmp_path))
    assert r.returncode == 2 and "input" in r.stderr
    assert event.read_bytes() == before


def test_missing_parent_folder(tmp_path):
    make_store(tmp_path / "club.elodesk").close()
    r = run(str(tmp_path / "club.elodesk"), "--out", str(tmp_path / "no" / "site"))
    assert r.returncode == 2 and "does not exist" in r.stderr
