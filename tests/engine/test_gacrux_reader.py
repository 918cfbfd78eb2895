"""elodesk's TRF reader (engine/gacruxread.py) reads a round as gacrux's own ``trf2json``.

The expected value is gacrux 1.11.65's ``trf2json`` itself, reading the same text: the whole
document it builds (players, games with their ids and results, status) must be equal. The texts
are the engine's input for generated rounds (``tests/swiss_history.py``): round 2 after a
C.04.3 first round, later rounds, an odd field with the pairing-allocated bye, requested byes
and a withdrawn player (``0000 - H``/``Z`` cells), and a text whose games both records hold.
"""

from __future__ import annotations

import contextlib
import io
from typing import Any

import pytest
from gacrux.trf2json import trf2json

from elodesk.engine.gacruxread import TrfReader
from elodesk.engine.model import Pairing
from elodesk.engine.pairing import PairingOptions, engine_input
from tests.swiss_history import ROUNDS, generated


def _read(reader: Any, text: str) -> Any:
    with contextlib.redirect_stdout(io.StringIO()):
        reader.parse_file(text, 0)
    return reader.chessjson


@pytest.mark.parametrize(("n", "rnd"), [(40, 2), (61, 4), (60, 9), (100, 6), (61, 2)])
def test_reader_reads_as_gacrux(n: int, rnd: int) -> None:
    t = generated(n, rnd - 1)
    text, _ = engine_input(t, rnd, PairingOptions(rounds=ROUNDS))
    assert _read(TrfReader(), text) == _read(trf2json(), text)


def test_reader_reads_byes_and_a_checked_round_as_gacrux() -> None:
    from dataclasses import replace

    t = generated(41, 3)
    # a requested half-point bye in round 4, a withdrawn player, and round 4 written in as a
    # pairing to check (both records hold each game)
    players = list(t.players)
    players[5] = replace(players[5], withdrawn=True)
    t = replace(t, players=tuple(players), pairings=(*t.pairings, Pairing(4, 7, 0, bye="H")))
    text, _ = engine_input(t, 4, PairingOptions(rounds=ROUNDS))
    assert _read(TrfReader(), text) == _read(trf2json(), text)
    rows = [Pairing(4, a, b) for a, b in ((1, 2), (3, 4), (8, 9), (10, 11))]
    checked, _ = engine_input(t, 4, PairingOptions(rounds=ROUNDS), rows)
    assert _read(TrfReader(), checked) == _read(trf2json(), checked)
