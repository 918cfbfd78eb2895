"""The rotating backups delete only their own files, never through a link; a copy is never
written over an event another elodesk has open (the attack: rotation deleted another event of a
shared ``<event>.backups`` folder; Save a copy replaced an event open in a second desk)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from elodesk.io.store import EventLocked, EventStore, StoreError, create_event


def _event(path: Path, name: str = "Club") -> EventStore:
    s = create_event(path, {"name": name, "rounds": 3})
    s.add_player(name="Dupont, Jean", rating=1500)
    return s


def test_rotation_deletes_only_its_own_backups(tmp_path):
    s = _event(tmp_path / "club.elodesk")
    folder = s.backup_folder()
    folder.mkdir()
    # someone else's event, named as a backup is (a shared folder): kept
    other = _event(folder / "20200101-000000-round-1.elodesk", name="Another club")
    other.close()
    # not an event at all, named as a backup: kept
    (folder / "20200101-000001-round-2.elodesk").write_bytes(b"the treasurer's notes")
    # an event of ours, outside, reached through a link named as a backup: the link is not ours
    outside = tmp_path / "elsewhere" / "kept.elodesk"
    outside.parent.mkdir()
    s.save_as(outside)
    if hasattr(os, "symlink"):
        (folder / "20200101-000002-round-3.elodesk").symlink_to(outside)
    before = {p.name for p in folder.iterdir()}
    made = [s.backup(f"round-{k}", keep=3) for k in range(6)]
    left = [p.name for p in s.backups() if p in made]
    assert left == sorted((p.name for p in made), reverse=True)[:3]  # keep=3 of its own
    assert before <= {p.name for p in folder.iterdir()}  # every foreign file still there
    assert outside.exists() and (folder / "20200101-000001-round-2.elodesk").read_bytes() == (
        b"the treasurer's notes"
    )
    s.close()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symbolic links")
def test_a_linked_backup_folder_is_not_followed(tmp_path):
    s = _event(tmp_path / "club.elodesk")
    shared = tmp_path / "shared"
    shared.mkdir()
    theirs = _event(shared / "20200101-000000-round-1.elodesk")  # same name, not ours
    theirs.close()
    s.backup_folder().symlink_to(shared, target_is_directory=True)
    with pytest.raises(StoreError, match="is a link, not a folder"):
        s.backup("round-1", keep=0)
    assert s.backups() == []
    assert [p.name for p in shared.iterdir()] == ["20200101-000000-round-1.elodesk"]
    s.close()


def test_a_backup_folder_that_is_a_file(tmp_path):
    s = _event(tmp_path / "club.elodesk")
    s.backup_folder().write_text("not a folder")
    with pytest.raises(StoreError, match="is a file, not a folder; no backup was made"):
        s.backup("round-1")
    s.close()


def test_save_a_copy_over_an_event_open_elsewhere_is_refused(tmp_path):
    # another desk (a real second process) has its event open: its lock refuses the copy
    theirs = tmp_path / "theirs.elodesk"
    _event(theirs, name="Theirs").close()
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\n"
            "from elodesk.io.store import EventStore\n"
            "s = EventStore(sys.argv[1])\n"
            "print('open', flush=True)\n"
            "time.sleep(60)\n",
            str(theirs),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "open\n"
        before = theirs.read_bytes()
        mine = _event(tmp_path / "mine.elodesk")
        with pytest.raises(EventLocked, match="already open in another elodesk .*not replaced"):
            mine.save_as(theirs)
        assert theirs.read_bytes() == before
        mine.save_as(tmp_path / "copy.elodesk")  # elsewhere: made
        mine.close()
    finally:
        child.kill()
        child.wait()


def test_a_killed_backups_temporary_files_are_removed_by_the_next(tmp_path):
    s = _event(tmp_path / "club.elodesk")
    folder = s.backup_folder()
    folder.mkdir()
    left = folder / ".20260101-120000-round-1.elodesk.0123456789abcdef.tmp"  # a power cut
    left.write_bytes(b"SQLite format 3\0half")
    (folder / ".20260101-120000-round-1.elodesk.0123456789abcdef.tmp-journal").write_bytes(b"x")
    notes = folder / ".notes.tmp"  # not named as a backup's temporary file: kept
    notes.write_text("kept")
    s.backup("round-2")
    names = sorted(p.name for p in folder.iterdir())
    assert names[0] == ".notes.tmp" and len(names) == 2 and names[1].endswith("round-2.elodesk")
    s.close()
