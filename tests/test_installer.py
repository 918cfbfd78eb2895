"""The Windows installer script and the Windows CI job: the script builds with NSIS (Debian's
``makensis`` here, over a stand-in program folder) and is per user; the workflow runs the whole
test suite on a Windows runner on every push to main, then builds the installer."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NSI = ROOT / "packaging" / "windows" / "elodesk.nsi"
WORKFLOW = ROOT / ".github" / "workflows" / "windows.yml"


def test_per_user_without_administrator_rights():
    text = NSI.read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in text
    assert "HKLM" not in text  # every registry key in HKEY_CURRENT_USER
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\elodesk"' in text
    # Start menu entry, the .elodesk association, an uninstaller listed in Apps & features
    assert 'CreateShortCut "$SMPROGRAMS\\elodesk\\elodesk.lnk"' in text
    assert 'WriteRegStr HKCU "Software\\Classes\\.elodesk"' in text
    assert '"$INSTDIR\\elodesk.exe" "%1"' in text
    assert 'WriteUninstaller "$INSTDIR\\uninstall.exe"' in text
    assert "CurrentVersion\\Uninstall\\elodesk" in text


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis (nsis) is not installed")
def test_the_installer_builds(tmp_path):
    dist = tmp_path / "elodesk"
    (dist / "_internal").mkdir(parents=True)
    for exe in ("elodesk.exe", "elodesk-cli.exe"):
        (dist / exe).write_bytes(b"MZ stand-in")
    (dist / "_internal" / "python311.dll").write_bytes(b"stand-in")
    out = tmp_path / "setup.exe"
    run = subprocess.run(
        ["makensis", "-V2", "-DVERSION=0.1.0", f"-DDIST={dist}", f"-DOUTFILE={out}", str(NSI)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert out.read_bytes()[:2] == b"MZ"  # a Windows executable


def test_windows_job_runs_the_suite_on_every_push_to_main():
    yaml = pytest.importorskip("yaml")
    wf = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    on = wf.get("on", wf.get(True))  # YAML 1.1 reads the key "on" as True
    assert "main" in on["push"]["branches"]
    (job,) = wf["jobs"].values()
    assert job["runs-on"].startswith("windows")
    runs = [s.get("run", "") for s in job["steps"]]
    assert "python -m pytest -q" in runs  # the whole suite, not a smoke test
    assert any("tests/test_dist.py" in r for r in runs)
    assert any("makensis" in r and "packaging\\windows\\elodesk.nsi" in r for r in runs)
