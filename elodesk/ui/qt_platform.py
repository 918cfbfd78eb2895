"""Before Qt starts: is there a display plugin it can load?

When Qt cannot load its platform plugin it aborts the process with a long message that does not
say what to install (on a fresh Debian: "Could not load the Qt platform plugin "xcb" … no Qt
platform plugin could be initialized", because ``libxcb-cursor0`` and its kin are missing). This
looks first, on Linux, and says it in one line with the one command that fixes it.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

# the system libraries Qt 6's xcb plugin links to (``ldd libqxcb.so``), with their Debian package
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libX11-xcb.so.1": "libx11-xcb1",
}
INSTALL_LINE = "sudo apt-get install " + " ".join(XCB_LIBRARIES.values())


def _plugins() -> dict[str, Path]:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    out = {}
    for f in folder.glob("libq*.so"):
        out[f.name[len("libq") : -len(".so")]] = f
    return out


def missing_xcb_libraries() -> list[str]:
    """The Debian packages of the xcb plugin's libraries that cannot be loaded here."""
    missing = []
    for soname, package in XCB_LIBRARIES.items():
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.append(package)
    return missing


def platform_problem(environ: dict[str, str] | None = None) -> str | None:
    """Why Qt would abort on start, in one line with what to do, or None (Linux only: the
    Windows and macOS bundles carry their plugins and need nothing from the system)."""
    if not sys.platform.startswith("linux"):
        return None
    env = os.environ if environ is None else environ
    asked = env.get("QT_QPA_PLATFORM") or ("wayland;xcb" if env.get("WAYLAND_DISPLAY") else "xcb")
    names = [n.split(":")[0].strip() for n in asked.split(";") if n.strip()]
    plugins = _plugins()
    if not plugins:
        return None  # a layout we do not know (a bundle): let Qt decide
    missing: list[str] = []
    for name in names:
        if name not in plugins:
            continue
        if name != "xcb":
            return None
        missing = missing_xcb_libraries()
        if not missing:
            if not env.get("DISPLAY"):
                return "elodesk: no display to open the window on (DISPLAY is not set)"
            return None
    if missing:
        return (
            "elodesk: Qt's display plugin (xcb) needs system libraries that are missing "
            f"({', '.join(missing)}); install them with: {INSTALL_LINE}"
        )
    return (
        f"elodesk: Qt has no display plugin {asked!r} (QT_QPA_PLATFORM); "
        f"available: {', '.join(sorted(plugins))}"
    )
