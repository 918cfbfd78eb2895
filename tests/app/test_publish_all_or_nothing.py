"""Publishing a period is all or nothing (app.publish over io.outputs.Staged): a failure while
the files are written leaves the folder as it was."""

from __future__ import annotations

import errno

import pytest

from elodesk.app.officer_open import open_period
from elodesk.app.publish import FILES, publish
from elodesk.engine.period import compute_period
from elodesk.io.outputs import OutputError
from tests.cli.test_period_cli import _tiny


def _ran(tmp_path):
    players, games = _tiny(tmp_path)
    p = open_period(str(players), str(games), None, "frbe-2008").period
    p.set_result(compute_period(p.inp.period_players, p.games_for_run(), p.rule_set))
    return p


def _state(folder):
    return {str(f.relative_to(folder)): f.read_bytes() for f in folder.rglob("*") if f.is_file()}


def _list_pdf(path, table):
    path.write_bytes(b"%PDF-1.4 " + table.title.encode())


def test_a_failure_while_drawing_the_cards_leaves_the_folder_as_it_was(tmp_path):
    p = _ran(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("the officer's own file")
    before = _state(out)

    def disk_full(path, ids):
        path.write_bytes(b"%PDF-1.4 half")  # half a PDF, then the disk is full
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(
        OutputError,
        match=r"\(the disk is full\); nothing was written, the files there are as they were",
    ):
        publish(p, out, _list_pdf, disk_full)
    assert _state(out) == before and sorted(f.name for f in out.iterdir()) == ["notes.txt"]
    # the same publication, complete: every file and the manifest naming them
    paths = publish(p, out, _list_pdf, lambda path, ids: path.write_bytes(b"%PDF-1.4 cards"))
    assert [x.name for x in paths] == list(FILES)
    assert set(_state(out)) == {*FILES, "elodesk-files.json", "notes.txt"}
