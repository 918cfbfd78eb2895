"""Temporary files of an export or a copy killed midway (a power cut during Save a copy, the
task manager during Export ▸ PDF) are removed the next time the desk opens the event beside
them: a killed write's own file is a real one (a child process killed with SIGKILL while
writing through ``io.outputs.writing``); what is not such a file, a link, or a temporary file
touched in the last ``STALE_AFTER`` seconds (another program's write under way) is kept."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from elodesk.io.outputs import STALE_AFTER, remove_stale_leftovers
from elodesk.io.store import create_event
from tests.conftest import killed_write


def _killed_write(target: Path) -> Path:
    """What a write to ``target`` killed midway leaves: its temporary file."""
    killed_write(target, b"SQLite format 3 half")
    (left,) = [p for p in target.parent.iterdir() if p.name.startswith(f".{target.name}.")]
    return left


def _age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then), follow_symlinks=False)


def test_the_stale_leftovers_only(tmp_path):
    killed = _killed_write(tmp_path / "copy.elodesk")
    _age(killed, STALE_AFTER + 60)
    companion = tmp_path / f"{killed.name}-wal"
    companion.write_bytes(b"wal")
    _age(companion, STALE_AFTER + 60)
    fresh = tmp_path / ".club.pdf.0123456789abcdef.tmp"  # another desk's export under way
    fresh.write_bytes(b"%PDF")
    mine = tmp_path / ".notes.0123456789abcdef.txt"  # not a temporary name of elodesk's
    mine.write_bytes(b"someone's")
    _age(mine, STALE_AFTER + 60)
    removed = remove_stale_leftovers(tmp_path)
    assert sorted(removed) == sorted([killed, companion])
    assert fresh.exists() and mine.exists()


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_link_is_never_followed_nor_removed(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("theirs")
    link = tmp_path / ".x.elodesk.0123456789abcdef.tmp"
    link.symlink_to(victim)
    _age(link, STALE_AFTER + 60)
    assert remove_stale_leftovers(tmp_path) == []
    assert link.is_symlink() and victim.read_text() == "theirs"


def test_opening_the_event_removes_a_killed_copys_leftovers(qtbot, tmp_path):
    from elodesk.ui.main_window import MainWindow

    event = create_event(tmp_path / "club.elodesk", {"name": "Club", "rounds": 3})
    event.backup("round-1")
    event.close()
    copy = _killed_write(tmp_path / "club-copy.elodesk")  # File ▸ Save a copy…, killed
    backups = tmp_path / "club.backups"
    in_backups = _killed_write(backups / "20261127-010000-round-2.elodesk")
    for p in (copy, in_backups):
        _age(p, STALE_AFTER + 60)
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "club.elodesk"))
    assert not copy.exists() and not in_backups.exists()
    assert len(list(backups.glob("*.elodesk"))) == 1  # the backup itself kept
