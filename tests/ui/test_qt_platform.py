"""A missing Qt display plugin: one line saying what to do, not Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.ui.qt_platform import INSTALL_LINE, missing_xcb_libraries

ROOT = Path(__file__).resolve().parents[2]


def start(platform: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py"],
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": platform, **env},
        capture_output=True,
        timeout=60,
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's plugins are bundled")
def test_unknown_platform_plugin_is_one_clear_line():
    r = start("no-such-platform")
    assert r.returncode == 1  # not Qt's abort (-6)
    err = r.stderr.decode()
    assert err.count("\n") == 1 and "no display plugin 'no-such-platform'" in err
    assert "offscreen" in err and "xcb" in err  # what there is instead


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's plugins are bundled")
def test_xcb_without_its_libraries_or_a_display_is_one_clear_line():
    # on a machine without the xcb libraries: the apt-get line naming them; with them but
    # without a display: that there is no display (Qt would abort in both cases)
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    r = subprocess.run(
        [sys.executable, "main.py"],
        cwd=ROOT,
        env={**env, "QT_QPA_PLATFORM": "xcb"},
        capture_output=True,
        timeout=60,
    )
    assert r.returncode == 1
    err = r.stderr.decode()
    assert err.count("\n") == 1
    missing = missing_xcb_libraries()
    if missing:
        assert INSTALL_LINE in err and all(p in err for p in missing)
    else:
        assert "DISPLAY is not set" in err
    assert "libxcb-cursor0" in INSTALL_LINE and "libxcb-icccm4" in INSTALL_LINE
