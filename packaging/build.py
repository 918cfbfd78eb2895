#!/usr/bin/env python3
"""Build the one-folder application with PyInstaller (make dist): dist/elodesk/.

Writes the Windows version-information resource from the package version first (used on
Windows only; PyInstaller cannot cross-build, see packaging/README.md).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from elodesk import __version__  # noqa: E402

VERSION_INFO = """VSVersionInfo(
  ffi=FixedFileInfo(filevers=({v}, 0), prodvers=({v}, 0)),
  kids=[StringFileInfo([StringTable('040904B0', [
    StringStruct('CompanyName', 'elodesk'),
    StringStruct('FileDescription', 'elodesk tournament and rating manager'),
    StringStruct('FileVersion', '{s}'),
    StringStruct('ProductName', 'elodesk'),
    StringStruct('ProductVersion', '{s}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])])
"""


def main() -> int:
    build = ROOT / "build"
    build.mkdir(exist_ok=True)
    parts = [int(x) for x in __version__.split(".")[:3]] + [0] * 3
    (build / "version_info.txt").write_text(
        VERSION_INFO.format(v=", ".join(map(str, parts[:3])), s=__version__), encoding="utf-8"
    )
    return subprocess.call(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--distpath",
            str(ROOT / "dist"),
            "--workpath",
            str(build / "pyi"),
            str(ROOT / "packaging" / "elodesk.spec"),
        ]
    )


if __name__ == "__main__":
    raise SystemExit(main())
