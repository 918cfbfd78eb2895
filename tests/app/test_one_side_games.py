"""Games seen from one side only (the attack: each was dropped while the reader said "no
problem"): every reader checks each game from both players' lines, and the contradiction is
shown by the officer's merge (the file's problems, the file set aside) and refused by the desk's
File ▸ Import rounds from a TRF (its problems dialog, nothing imported). The crafted files are
the rows of ``tests/bad_inputs.py`` (through ``elodesk check``); here the same files through
``app.merge.merge_files`` and the desk."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from elodesk.app.merge import merge_files
from tests.bad_inputs import TABLE

TODAY = dt.date(2026, 11, 22)
ONE_SIDED = [
    row
    for row in TABLE
    if row[0].startswith(
        (
            "national file: a game whose",
            "national file: a Black cell",
            "national file: White's 0000",
            "24 lines: a game whose",
            "h9: a game whose",
        )
    )
]


def test_every_format_has_a_one_sided_row():
    assert len(ONE_SIDED) == 5  # 3 TRF shapes, 24 lines, h9 (issue's list)


@pytest.mark.parametrize("what,make,status,message", ONE_SIDED, ids=[r[0] for r in ONE_SIDED])
def test_the_officers_merge_names_it(tmp_path, what, make, status, message):
    if what.startswith("h9"):
        pytest.skip("an h9 file is a Go results file: not one the FRBE's officer merges")
    path = Path(make(tmp_path)[1])
    m = merge_files([path], TODAY)
    shown = [str(p) for _f, p in m.problems]
    assert any(message.split(": ", 1)[-1] in s for s in shown), shown
    (label,) = m.file_problems
    assert m.file_problems[label]  # a file with problems is set aside by default


def test_the_desks_import_refuses_it(qtbot, tmp_path):
    from elodesk.io.store import create_event
    from elodesk.ui import main_window as MW
    from elodesk.ui.dialogs import ProblemsDialog

    rows = [r for r in ONE_SIDED if r[0].startswith("national file")]
    path = tmp_path / "open.elodesk"
    s = create_event(path, {"name": "Open", "rounds": 5, "type": "open"})
    s.close()
    w = MW.MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(path))
    for what, make, _status, message in rows:
        folder = tmp_path / what[:20].replace(" ", "_").replace(":", "")
        folder.mkdir()
        trf_path = make(folder)[1]
        assert w.import_trf(trf_path) == 0, what
        dialog = w.findChildren(ProblemsDialog)[-1]  # the real dialog the desk opened
        text = "\n".join(dialog.list.item(i).text() for i in range(dialog.list.count()))
        assert message.split(": ", 1)[-1] in text, (what, text)
        dialog.close()
    assert w.ctl.store.pairings() == []  # nothing imported


# ---- fuzz: every results format, a game made one-sided at random (``make fuzz``: the long run) --
ROOT = Path(__file__).resolve().parents[1]


def _seeds() -> list[tuple[str, bytes]]:
    from tests.conftest import SHARED

    seeds = [
        ("national", (ROOT / "data" / "expected_national.541").read_bytes()),
        ("24 lines", (ROOT / "data" / "club.618").read_bytes()),
    ]
    corpus = sorted((SHARED / "pairing" / "dutch-2025").glob("*.trf"))[:3]
    seeds += [("national", p.read_bytes()) for p in corpus]  # TRF16/TRF26 of the corpus
    seeds += [("h9", p.read_bytes()) for p in sorted((SHARED / "data" / "h9").glob("*.h9"))]
    return seeds


def _one_sided(rnd, kind: str, data: bytes) -> bytes | None:
    """``data`` with one game seen from one side only (None when the file has no game):
    TRF — a cell given its opponent's colour, turned into a bye, or 0000 keeping its colour and
    result; 24 lines — a game line given its opponent's colour; h9 — a cell given its
    opponent's colour."""
    import re

    lines = data.split(b"\n")
    if kind == "national":
        spots = [
            (i, 91 + 10 * k)
            for i, ln in enumerate(lines)
            if ln.startswith(b"001 ")
            for k in range((len(ln.rstrip()) - 91 + 9) // 10)
            if ln[91 + 10 * k : 95 + 10 * k].strip(b" 0") and ln[96 + 10 * k : 97 + 10 * k] in b"wb"
        ]
        if not spots:
            return None
        i, at = rnd.choice(spots)
        ln = bytearray(lines[i])
        how = rnd.randrange(3)
        if how == 0:
            ln[at + 5] = ord("w") if ln[at + 5] == ord("b") else ord("b")
            # the opponent's cell: the same colour as this one
            opp = int(ln[at : at + 4])
            for j, other in enumerate(lines):
                if other.startswith(b"001 ") and other[4:8].strip() == str(opp).encode():
                    o = bytearray(other)
                    if len(o) > at + 5:
                        o[at + 5] = ln[at + 5]
                        lines[j] = bytes(o)
        elif how == 1:
            ln[at : at + 8] = b"0000 - U"
        else:
            ln[at : at + 4] = b"0000"
        lines[i] = bytes(ln)
    elif kind == "24 lines":
        spots = [
            i for i, ln in enumerate(lines) if re.search(rb"^ *\d+ .{25}.* \d+ [BN] [105] ", ln)
        ]
        if not spots:
            return None
        i = rnd.choice(spots)
        m = list(re.finditer(rb" \d+ ([BN]) [105] ", lines[i]))[-1]
        ln = bytearray(lines[i])
        ln[m.start(1)] = ord("N") if ln[m.start(1)] == ord("B") else ord("B")
        lines[i] = bytes(ln)
    else:
        spots = [
            (i, m.start(3))
            for i, ln in enumerate(lines)
            for m in re.finditer(rb"\b(\d+)([+=-])/([wb])", ln)
        ]
        if not spots:
            return None
        i, at = rnd.choice(spots)
        ln = bytearray(lines[i])
        ln[at] = ord("w") if ln[at] == ord("b") else ord("b")
        lines[i] = bytes(ln)
    return b"\n".join(lines)


def _fuzz(tries: int, seed: int) -> int:
    """``tries`` one-sided files through ``elodesk check``'s reader (``app.results.check_bytes``):
    each must have more problems than the file it was made from."""
    import random

    from elodesk.app.results import check_bytes

    rnd = random.Random(seed)
    seeds = [(kind, data, len(check_bytes(data, TODAY)[1])) for kind, data in _seeds()]
    checked = 0
    for _ in range(tries):
        kind, data, before = rnd.choice(seeds)
        crafted = _one_sided(rnd, kind, data)
        if crafted is None:
            continue
        problems = check_bytes(crafted, TODAY)[1]
        assert len(problems) > before, (kind, crafted.decode("latin-1"))  # the game is named
        checked += 1
    return checked


def test_fuzz_one_sided_games_short():
    assert _fuzz(60, 24) >= 50


@pytest.mark.slow
def test_fuzz_one_sided_games_long():
    assert _fuzz(3000, 2024) >= 2500
