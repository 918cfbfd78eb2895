"""The round built directly (engine/gacruxround.py) is the round gacrux reads from the TRF text.

The expected value is gacrux 1.11.65 itself: its reader (``trf2json``, through
engine/gacruxread.py) on the TRF text ``engine_input`` writes, then its own
``crosstable.compute_tiebreak`` (the eleven tie-breaks of ``tiebreak.py``). From both, the
engine's crosstable is built (``init_engine``: every player's record and every pair's edge);
they must be equal, field by field, as must the fields of the tournament the pairing reads
(number of meetings, initial colour, number of rounds, score levels). RFP's per-round record
(read only when a given pairing is checked, which keeps gacrux's path) is compared by its
value. Rounds: every round of the reference corpus (``shared/pairing/dutch-2025``, forfeits
and the ``H``/``U``/``Z`` byes of bbpPairings' random tournaments; a fast subset by default),
and generated rounds with each input the corpus lacks: requested ``F``/``H``/``Z`` byes of the
round, a withdrawn player, forfeits both ways and a double forfeit, the Baku acceleration and
explicit virtual points, forbidden pairs, a pairing-allocated bye worth ½ or 0, Black first.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from elodesk.engine import pairing as P
from elodesk.engine.gacruxedges import DutchEngine
from elodesk.engine.gacruxround import EngineRound
from elodesk.engine.model import Pairing, Result, Tournament
from elodesk.engine.swiss import infer_first_colour
from elodesk.io import trf
from tests.engine.test_pairing_corpus import FAST, cut
from tests.swiss_history import ROUNDS, generated

PARAMS = {"experimental": [], "verbose": 0, "top_color": " ", "rank": False}


def _crosstable(tournament: dict[str, Any], records: Any, rnd: int) -> tuple[Any, ...]:
    from elodesk.engine import gacruxdefs

    gacruxdefs.install()
    engine = DutchEngine(tournament, rnd, PARAMS, records)
    table = engine.get_crosstable([], False, 0)
    competitors, opponents = table.init_engine(
        tournament, rnd, engine.nummeets, engine.topcolor, engine.rank
    )
    players = []
    for c in competitors:
        c = dict(c)
        c["hst"] = c["hst"].get("val") if c["hst"] else c["hst"]
        players.append(c)
    return (
        engine.nummeets,
        engine.topcolor,
        table.numrounds,
        table.level2score,
        players,
        opponents,
    )


def assert_same_round(t: Tournament, rnd: int, options: P.PairingOptions) -> None:
    text, pn = P.engine_input(t, rnd, options)
    built, built_pn = P._source(t, rnd, options)
    assert isinstance(built, EngineRound)
    assert built_pn == pn
    gacrux = _crosstable(P._read(text), None, rnd)
    direct = _crosstable(built.tournament, built.records, rnd)
    for name, theirs, ours in zip(
        ("meetings", "initial colour", "rounds", "score levels", "players", "pairs"),
        gacrux,
        direct,
        strict=True,
    ):
        assert ours == theirs, f"round {rnd}: {name} differ"


def check_file(path: Path) -> int:
    doc = trf.read_file(str(path))
    t = doc.tournament
    options = P.PairingOptions(rounds=t.rounds, first_colour=infer_first_colour(t))
    for rnd in range(1, t.rounds + 1):
        assert_same_round(cut(t, rnd), rnd, options)
    return t.rounds


@pytest.mark.parametrize("name", FAST)
def test_corpus_rounds_built_as_gacrux_reads_them(name: str) -> None:
    from tests.conftest import shared_path

    assert check_file(shared_path("pairing", "dutch-2025", name)) > 0


@pytest.mark.slow
def test_whole_corpus_built_as_gacrux_reads_it() -> None:
    from tests.conftest import shared_path

    files = sorted(shared_path("pairing", "dutch-2025").glob("*.trf"))
    assert len(files) == 208  # the README's count
    assert sum(check_file(f) for f in files) == 1659  # the README's rounds


@pytest.mark.parametrize("n", [10, 11, 30, 31, 60])
def test_generated_rounds_built_as_gacrux_reads_them(n: int) -> None:
    for rnd in range(1, ROUNDS + 1):
        assert_same_round(generated(n, rnd - 1, seed=2), rnd, P.PairingOptions(rounds=ROUNDS))


def _odd_inputs(n: int, before: int) -> Tournament:
    """A generated event with a withdrawn player, forfeits, and requested byes of the round."""
    t = generated(n, before, seed=5)
    players = list(t.players)
    players[4] = replace(players[4], withdrawn=True)
    rows = list(t.pairings)
    # round 2's first games forfeited: a win for White, a win for Black, both lost
    games = [i for i, g in enumerate(rows) if g.round == 2 and g.black]
    for i, result in zip(
        games,
        (Result.WHITE_FORFEIT_WIN, Result.BLACK_FORFEIT_WIN, Result.DOUBLE_FORFEIT),
        strict=False,
    ):
        rows[i] = replace(rows[i], result=result)
    busy = {x for g in rows if g.round == before + 1 for x in (g.white, g.black)}
    free = [p.number for p in players if p.number not in busy and not p.withdrawn]
    rows += [
        Pairing(before + 1, free[-k], 0, bye=code) for k, code in ((1, "F"), (2, "H"), (3, "Z"))
    ]
    return replace(t, players=tuple(players), pairings=tuple(rows))


@pytest.mark.parametrize(
    "options",
    [
        P.PairingOptions(rounds=ROUNDS),
        P.PairingOptions(rounds=ROUNDS, first_colour="b", bye_value=0.5),
        P.PairingOptions(rounds=ROUNDS, bye_value=0.0, forbidden=((1, 2), (3, 40), (7, 9))),
        P.PairingOptions(rounds=ROUNDS, baku=True),
        P.PairingOptions(
            rounds=ROUNDS,
            virtual_points=((1.0, 1, 9, 1, 10), (0.5, 4, 9, 5, 20), (2.0, 9, 9, 30, 0)),
        ),
    ],
    ids=["plain", "black-first-half-bye", "zero-bye-forbidden", "baku", "virtual-points"],
)
@pytest.mark.parametrize("before", [0, 2, 4, 8])
def test_odd_inputs_built_as_gacrux_reads_them(options: P.PairingOptions, before: int) -> None:
    t = _odd_inputs(41, before) if before >= 2 else generated(41, before, seed=5)
    assert_same_round(t, before + 1, options)


def test_an_unknown_bye_code_goes_through_gacrux_reader() -> None:
    # a TRF cell code elodesk's TRF reader keeps as read ('X': gacrux reads it as played)
    t = generated(13, 2, seed=5)
    rows = tuple(replace(g, bye="X") if g.round == 2 and g.bye == "U" else g for g in t.pairings)
    assert rows != t.pairings
    source, _ = P._source(replace(t, pairings=rows), 3, P.PairingOptions(rounds=ROUNDS))
    assert isinstance(source, str)
