"""The Windows risks that can be reproduced here: a target open in another program, names
Windows reserves, an event on a network share (no WAL there), UNC paths."""

from __future__ import annotations

import os
import sqlite3

import pytest

from elodesk.app.formats.naming import safe_name
from elodesk.io import fs, outputs
from elodesk.io.outputs import OutputError, TargetLocked, write_output
from elodesk.io.store import create_event


@pytest.mark.parametrize(
    "event, expected",
    [
        # Microsoft, "Naming Files, Paths, and Namespaces": CON, PRN, AUX, NUL, COM1–9, LPT1–9
        # are devices, with or without an extension
        ("CON", "_CON"),
        ("con", "_con"),
        ("Nul", "_Nul"),
        ("PRN.2026", "_PRN.2026"),
        ("COM1", "_COM1"),
        ("lpt9 ", "_lpt9"),
        ("AUX.", "_AUX"),
        ("CONSOLE cup", "CONSOLE cup"),  # only the exact device names
        ("COM10", "COM10"),
        ("..", "event"),  # nothing left: the default name
    ],
)
def test_no_reserved_name_from_an_event_name(event, expected):
    assert safe_name(event) == expected


def test_a_target_open_elsewhere_keeps_the_new_content(tmp_path, monkeypatch):
    target = tmp_path / "club.xlsx"
    target.write_bytes(b"old")

    def locked(src, dst):  # what Windows answers when Excel holds the file (WinError 32)
        raise PermissionError(13, "The process cannot access the file", str(dst))

    monkeypatch.setattr(outputs.os, "replace", locked)
    with pytest.raises(TargetLocked, match="open in another program.*kept in") as err:
        write_output(target, b"new", force=True)
    assert target.read_bytes() == b"old"
    assert err.value.kept.read_bytes() == b"new" and err.value.kept.parent == tmp_path
    monkeypatch.undo()
    # closed in the other program: the next write succeeds and removes the kept temporary
    write_output(target, b"newer", force=True)
    assert target.read_bytes() == b"newer" and not err.value.kept.exists()


def test_other_failures_still_leave_nothing(tmp_path, monkeypatch):
    target = tmp_path / "x.trf"

    def full(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(outputs, "_create", full)
    with pytest.raises(OutputError, match="nothing was written"):
        write_output(target, b"data")
    assert list(tmp_path.iterdir()) == []


# /proc/mounts lines as Linux writes them (man 5 proc): device, mount point, type, options
MOUNTS = """\
/dev/sda1 / ext4 rw,relatime 0 0
//nas/club /mnt/club cifs rw,vers=3.0 0 0
nas:/export /mnt/nfs nfs4 rw 0 0
/dev/sdb1 /mnt/club/local\\040disk ext4 rw 0 0
user@host:/ /home/u/remote fuse.sshfs rw 0 0
"""


@pytest.mark.parametrize(
    "path, kind",
    [
        ("/home/u/event.elodesk", "ext4"),
        ("/mnt/club/2026/open.elodesk", "cifs"),
        ("/mnt/clubhouse/x.elodesk", "ext4"),  # a prefix of the name is not the mount
        ("/mnt/nfs/a.elodesk", "nfs4"),
        ("/mnt/club/local disk/a.elodesk", "ext4"),  # the nested local mount wins
        ("/home/u/remote/a.elodesk", "fuse.sshfs"),
    ],
)
def test_mount_type(path, kind):
    assert fs.mount_type(path, MOUNTS) == kind


@pytest.mark.parametrize(
    "path, share",
    [
        (r"\\nas\club\open.elodesk", True),
        ("//nas/club/open.elodesk", True),
        (r"\\?\UNC\nas\club\open.elodesk", True),
        (r"\\?\C:\events\open.elodesk", False),
        (r"\\.\PhysicalDrive0", False),
        (r"C:\events\open.elodesk", False),
    ],
)
def test_unc_paths(path, share):
    assert fs.is_unc(path) is share
    assert fs.on_network_share(path, platform="win32") is share


def test_this_computers_temporary_folder_is_local(tmp_path):
    assert fs.on_network_share(tmp_path / "e.elodesk") is False


def test_an_event_on_a_share_uses_the_rollback_journal(tmp_path, monkeypatch):
    # a share cannot be mounted here: the detection answers "share" for this folder
    monkeypatch.setattr(fs, "on_network_share", lambda p: os.fspath(p).startswith(str(tmp_path)))
    s = create_event(tmp_path / "share.elodesk", {"name": "On the NAS"})
    assert s.journal == "delete"
    assert s.db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    s.add_player(name="Aa, Anne", rating=1800)
    assert not (tmp_path / "share.elodesk-wal").exists()
    s.close()
    # every edit is in the file itself
    db = sqlite3.connect(tmp_path / "share.elodesk")
    assert db.execute("SELECT name FROM players").fetchall() == [("Aa, Anne",)]
    db.close()


def test_a_local_event_keeps_wal(tmp_path):
    s = create_event(tmp_path / "local.elodesk", {"name": "Local"})
    assert s.journal == "wal" and s.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    s.close()


def test_sqlite_uri_of_a_unc_path():
    from pathlib import PureWindowsPath

    from elodesk.io.store_check import sqlite_uri

    unc = PureWindowsPath(r"\\nas\club\open #1.elodesk").as_uri()
    assert unc == "file://nas/club/open%20%231.elodesk"
    assert sqlite_uri(unc) == "file:////nas/club/open%20%231.elodesk"
    assert sqlite_uri("file:///C:/events/a.elodesk") == "file:///C:/events/a.elodesk"


def test_an_empty_authority_uri_opens_with_sqlite(tmp_path):
    # the form sqlite_uri gives a UNC path, tried on a local file: SQLite takes it
    from elodesk.io.store_check import sqlite_uri

    db = sqlite3.connect(tmp_path / "x.db")
    db.execute("CREATE TABLE t (a)")
    db.commit()
    db.close()
    # "file://tmp/…" read as a server "tmp" becomes "file:////tmp/…", the path "//tmp/…"
    u = sqlite_uri("file://" + (tmp_path / "x.db").as_posix()[1:]) + "?mode=ro"
    assert u.startswith("file:////")
    ro = sqlite3.connect(u, uri=True)
    assert ro.execute("SELECT name FROM sqlite_master").fetchall() == [("t",)]
    ro.close()
