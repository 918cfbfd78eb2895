"""Where a file lives: on a network share or on this computer's disk.

SQLite's WAL journal needs shared memory between the processes that open a database, which a
network file system does not give ("WAL does not work over a network filesystem", sqlite.org,
*Write-Ahead Logging*, "Disadvantages"); an event on a share is therefore opened with the
classic rollback journal (``io/store.py``). Detected:

* Windows: a UNC path (``\\\\server\\share\\…``, also ``\\\\?\\UNC\\…``) or a drive letter the
  system reports as remote (``GetDriveTypeW`` = ``DRIVE_REMOTE``, a mapped drive);
* Linux: the mount holding the path (the longest mount point of ``/proc/mounts`` above it) has
  a network file system type (NFS, SMB/CIFS, sshfs, 9p, …);
* elsewhere (macOS): not detected — the file is taken as local.
"""

from __future__ import annotations

import ntpath
import os
import sys
from pathlib import Path

NETWORK_TYPES = frozenset(
    {
        "nfs",
        "nfs4",
        "cifs",
        "smb3",
        "smbfs",
        "9p",
        "afs",
        "ceph",
        "glusterfs",
        "fuse.sshfs",
        "fuse.glusterfs",
        "davfs",
        "fuse.davfs2",
        "ncpfs",
    }
)
DRIVE_REMOTE = 4  # GetDriveTypeW


def is_unc(path: str) -> bool:
    """A Windows UNC path (``\\\\server\\share``, ``//server/share``, ``\\\\?\\UNC\\…``); the
    device namespaces ``\\\\?\\C:\\`` and ``\\\\.\\`` are not shares."""
    p = path.replace("/", "\\")
    if p.upper().startswith("\\\\?\\UNC\\"):
        return True
    if p.startswith(("\\\\?\\", "\\\\.\\")):
        return False
    drive, _rest = ntpath.splitdrive(p)
    return drive.startswith("\\\\") and len(drive) > 2


def _windows_remote(path: str) -> bool:
    import ctypes

    drive = ntpath.splitdrive(os.path.abspath(path))[0]
    if not drive:
        return False
    return ctypes.windll.kernel32.GetDriveTypeW(drive + "\\") == DRIVE_REMOTE  # type: ignore[attr-defined]


def mount_type(path: str, mounts: str) -> str:
    """The file system type of the mount holding ``path`` in a ``/proc/mounts`` text (octal
    escapes such as ``\\040`` for a space decoded)."""
    best, kind = "", ""
    target = os.path.abspath(path)
    for line in mounts.splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        point = parts[1].encode().decode("unicode_escape")
        inside = target == point or target.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, kind = point, parts[2]
    return kind


def on_network_share(path: str | os.PathLike[str], platform: str | None = None) -> bool:
    """Whether ``path`` (a file or where it will be) is on a network share."""
    p = os.fspath(path)
    platform = platform or sys.platform
    if platform == "win32":
        return is_unc(p) or (sys.platform == "win32" and _windows_remote(p))
    if platform.startswith("linux"):
        try:
            mounts = Path("/proc/mounts").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return False
        return mount_type(p, mounts) in NETWORK_TYPES
    return False
