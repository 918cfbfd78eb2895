"""io/outputs.py, the one way a command writes a file (issue #16 item 1): never over an input,
never over an existing file without force, atomic, the user's umask, nothing left on failure."""

from __future__ import annotations

import os
import stat

import pytest

from elodesk.io import outputs
from elodesk.io.outputs import OutputError, check_output, write_output
from tests.conftest import killed_write
from tests.tmpfs import small_tmpfs


def test_an_input_is_never_written_over_even_with_force(tmp_path):
    event = tmp_path / "club.elodesk"
    event.write_bytes(b"SQLite format 3\0")
    for spelling in (
        event,
        tmp_path / "." / "club.elodesk",
        tmp_path / "x" / ".." / "club.elodesk",
    ):
        with pytest.raises(OutputError, match="is an input of the command"):
            write_output(spelling, b"draft", inputs=[event], force=True)
    os.symlink(event, tmp_path / "alias.eml")
    with pytest.raises(OutputError, match="is an input"):
        write_output(tmp_path / "alias.eml", b"draft", inputs=[event], force=True)
    # SQLite's companions of the event (the data may live in -wal)
    with pytest.raises(OutputError, match="is part of the event club.elodesk"):
        write_output(tmp_path / "club.elodesk-wal", b"draft", inputs=[event], force=True)
    assert event.read_bytes() == b"SQLite format 3\0"


def test_an_existing_file_only_with_force(tmp_path):
    target = tmp_path / "out.eml"
    target.write_bytes(b"old")
    with pytest.raises(OutputError, match="the file exists"):
        write_output(target, b"new")
    assert target.read_bytes() == b"old"
    write_output(target, b"new", force=True)
    assert target.read_bytes() == b"new"


def test_folders(tmp_path):
    with pytest.raises(OutputError, match="does not exist"):
        check_output(tmp_path / "missing" / "x.eml")
    (tmp_path / "file").write_bytes(b"")
    with pytest.raises(OutputError, match="is a file, not a folder"):
        check_output(tmp_path / "file" / "x.eml")
    with pytest.raises(OutputError, match="is a folder; give a file name"):
        check_output(tmp_path, force=True)
    with pytest.raises(OutputError, match="not a usable file name"):
        check_output(str(tmp_path / "a\nb.eml"))


def test_a_file_that_appears_meanwhile_is_not_replaced(tmp_path, monkeypatch):
    # the target appears between the check and the rename (another program): without force the
    # rename itself refuses (os.link / Windows rename), so it is kept
    target = tmp_path / "out.eml"
    real_check = outputs.check_output

    def check_then_someone_writes(*a, **k):
        result = real_check(*a, **k)
        target.write_bytes(b"theirs")
        return result

    monkeypatch.setattr(outputs, "check_output", check_then_someone_writes)
    with pytest.raises(OutputError, match="appeared meanwhile"):
        write_output(target, b"ours")
    assert target.read_bytes() == b"theirs"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.eml"]  # no temporary file left


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_the_users_umask_decides_the_mode(tmp_path):
    old = os.umask(0o027)
    try:
        path = write_output(tmp_path / "a.eml", b"x")
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640  # 0666 & ~027, not mkstemp's 0600


def test_a_full_disk_leaves_nothing(tmp_path):
    with small_tmpfs(tmp_path, "64k") as mnt:
        (mnt / "old.eml").write_bytes(b"old")
        with pytest.raises(OutputError, match=r"No space left on device\); nothing was written"):
            write_output(mnt / "old.eml", b"x" * 200_000, force=True)
        assert sorted(p.name for p in mnt.iterdir()) == ["old.eml"]
        assert (mnt / "old.eml").read_bytes() == b"old"


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_killed_writes_temporary_file_is_removed_by_the_next_write(tmp_path):
    # a PDF export killed while drawing (a power cut, the task manager) leaves its temporary
    # file; the next write to the same name removes it, and only its own temporaries
    target = tmp_path / "club.pdf"
    killed_write(target, b"%PDF-half")
    left = [p.name for p in tmp_path.iterdir()]
    assert len(left) == 1 and left[0].startswith(".club.pdf.") and left[0].endswith(".tmp")
    (tmp_path / ".other.pdf.0123456789abcdef.tmp").write_bytes(b"not ours")
    write_output(target, b"%PDF-whole")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".other.pdf.0123456789abcdef.tmp",
        "club.pdf",
    ]


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_temporary_names_are_unpredictable_and_links_are_replaced(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("theirs")
    target = tmp_path / "out.pdf"
    target.symlink_to(victim)
    names = set()
    for _ in range(2):
        with outputs.writing(target, force=True) as tmp:
            names.add(tmp.name)
            assert tmp.stat().st_size == 0 and not tmp.is_symlink()
            tmp.write_bytes(b"%PDF-")
    assert len(names) == 2  # a new random name each time, nothing fixed to plant a link at
    assert not target.is_symlink() and target.read_bytes() == b"%PDF-"
    assert victim.read_text() == "theirs"
