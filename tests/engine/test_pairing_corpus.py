"""Every round of the Dutch reference corpus paired again (``shared/pairing/dutch-2025``).

The corpus (README there): 208 random Swiss tournaments made and paired round by round by
bbpPairings v6.0.0, a FIDE-endorsed Dutch engine (C.04.3, 2025 edition). The expectation of
round ``r`` is that round as the file holds it: same pairs, same colours, same
pairing-allocated bye. The input is formed as the README says: rounds ``1 .. r-1``, the
requested byes of round ``r``, ``142`` the file's number of round columns, ``152`` inferred as
bbpPairings infers it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.engine.model import Tournament
from elodesk.engine.pairing import REQUESTED_BYES, PairingOptions, pair_round
from elodesk.engine.swiss import infer_first_colour
from elodesk.io import trf
from tests.conftest import SHARED, shared_path

CORPUS = SHARED / "pairing" / "dutch-2025"
#: The fast subset run by ``make test``: small, mid-sized and large files, with byes.
FAST = ("s900001.trf", "s900007.trf", "s900050.trf", "s900120.trf")


def expected_round(t: Tournament, rnd: int) -> tuple[set[tuple[int, int]], int | None]:
    """Round ``rnd`` as the reference paired it: (white, black) pairs and the ``U`` bye."""
    pairs = {(g.white, g.black) for g in t.pairings if g.round == rnd and g.black}
    byes = [g.white for g in t.pairings if g.round == rnd and g.black == 0 and g.bye in "U+"]
    return pairs, (byes[0] if byes else None)


def cut(t: Tournament, rnd: int) -> Tournament:
    """The tournament as it stood before round ``rnd`` was paired (its requested byes kept)."""
    rows = tuple(
        g
        for g in t.pairings
        if g.round < rnd or (g.round == rnd and g.black == 0 and g.bye in REQUESTED_BYES)
    )
    return Tournament(t.name, t.players, rows, rounds=t.rounds)


def check_file(path: Path) -> list[str]:
    """Pair every round of one corpus file; the differences found (empty: all identical)."""
    doc = trf.read_file(str(path))
    t = doc.tournament
    assert not doc.problems, doc.problems[:3]
    options = PairingOptions(rounds=t.rounds, first_colour=infer_first_colour(t))
    bad = []
    for rnd in range(1, t.rounds + 1):
        got = pair_round(cut(t, rnd), rnd, options)
        pairs, bye = expected_round(t, rnd)
        if set(got.boards) != pairs or got.bye != bye:
            bad.append(f"{path.name} round {rnd}")
    return bad


@pytest.mark.parametrize("name", FAST)
def test_fast_subset_identical(name: str) -> None:
    assert check_file(shared_path("pairing", "dutch-2025", name)) == []


@pytest.mark.slow
def test_whole_corpus_identical() -> None:
    files = sorted(shared_path("pairing", "dutch-2025").glob("*.trf"))
    assert len(files) == 208  # the README's count
    bad = [d for f in files for d in check_file(f)]
    assert bad == []
