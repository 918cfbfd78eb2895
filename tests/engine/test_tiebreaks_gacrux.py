"""Agreement with FIDE's Technical Commission's tie-break checker (gacrux 1.11.65, the
commission's author's engine, ``tiebreak.py``) on the 208 tournaments of
``../shared/pairing/dutch-2025`` (Swiss, 10-260 players, 5-11 rounds, with draws, forfeits,
half- and zero-point byes and pairing-allocated byes).

Every value of every tie-break elodesk computes, under the 2024 rules (gacrux ``/V1``) and the
2026 amendment (``/V2``), and the ranks with DE among the tie-breaks (DE is a rank, not a
value). A fast subset runs in ``make test``; every file in the slow test
(``pytest -m slow tests/engine/test_tiebreaks_gacrux.py``). Sixty generated tournaments add
what the corpus lacks: round robins, withdrawals, full-point byes, double forfeits.
"""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
from elodesk.engine.roundrobin import berger
from elodesk.engine.scoring import SCORE_SYSTEMS, Edition, StandingsRules
from elodesk.engine.standings import standings
from elodesk.engine.tiebreaks import Kind, build_field, compute
from elodesk.io import trf
from tests.conftest import shared_path

gacrux_tiebreak = pytest.importorskip("gacrux.tiebreak")
gacrux_trf = pytest.importorskip("gacrux.trf2json")

CODES = (
    "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "SB", "SB/C1", "KS", "ARO", "ARO/C1", "ARO/C2",
    "TPR", "PS", "PS/C1", "WIN", "WON", "BPG", "BWG", "GE",
)  # fmt: skip
VERSION = {Edition.FIDE_2024: "V1", Edition.FIDE_2026: "V2"}
RANK_LISTS = (("DE",), ("BH/C1", "DE", "SB"), ("SB", "WIN", "DE"), ("DE", "BH", "TPR"))
ROUND_ROBIN = EventType.ROUND_ROBIN
FAST = ("s900014", "s900003", "s900158", "s900106")  # small files rich in forfeits and byes


def _gacrux(text: str, codes, edition: Edition, with_pts=False):
    """gacrux's results for a TRF, run as its own tests run it (a Swiss, nothing unrated)."""
    chessfile = gacrux_trf.trf2json()
    chessfile.parse_file(text, False)
    tm = chessfile.get_tournament(1)
    suffix = VERSION[edition]
    asked = [f"{c}/{suffix}" if c.split("/")[0] in ("BH", "SB") else c for c in codes]
    params = {
        "tiebreak": (["PTS"] if with_pts else []) + asked,
        "check": False,
        "unrated": None,
        "pre_determined": False,
        "swiss": True,
    }
    return gacrux_tiebreak.tiebreak(tm, -1, params).compute_tiebreaks(tm, params)["competitors"]


def compare(path) -> tuple[int, list[str], dict[Kind, int]]:
    """(values compared, differences, unplayed rounds of each kind in the file)."""
    text = path.read_text(encoding="latin-1")
    t = trf.parse(text).tournament
    compared = 0
    diffs: list[str] = []
    for edition in VERSION:
        rules = StandingsRules(edition=edition)
        f = build_field(t, rules)
        ours = {c: compute(f, c) for c in CODES}
        for comp in _gacrux(text, CODES, edition):
            for code, v in zip(CODES, comp["tiebreakScore"], strict=True):
                compared += 1
                theirs = None if v is None else float(v)
                if ours[code][comp["cid"]] != theirs:
                    diffs.append(f"{path.name} {edition.value} {code} player {comp['cid']}")
        for tbs in RANK_LISTS:
            theirs = {c["cid"]: c["rank"] for c in _gacrux(text, tbs, edition, with_pts=True)}
            mine = {s.number: s.rank for s in standings(t, tbs, rules)}
            compared += len(mine)
            diffs += [f"{path.name} {edition.value} rank {tbs} player {k}" for k in mine if mine[k] != theirs[k]]  # fmt: skip
    kinds = {k: sum(1 for rs in f.rounds.values() for r in rs if r.kind is k) for k in Kind}
    return compared, diffs, kinds


def _files(names=None):
    folder = shared_path("pairing", "dutch-2025")
    files = sorted(folder.glob("*.trf"))
    return [p for p in files if names is None or p.stem in names]


def test_agrees_with_gacrux_on_a_subset():
    total = 0
    unplayed: dict[Kind, int] = dict.fromkeys(Kind, 0)
    for path in _files(FAST):
        n, diffs, kinds = compare(path)
        assert diffs == [], diffs[:10]
        total += n
        for k, v in kinds.items():
            unplayed[k] += v
    assert total > 5_000
    # the subset holds every kind of unplayed round the corpus has
    for k in (Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS, Kind.PAIRING_BYE, Kind.HALF_BYE):
        assert unplayed[k] > 0, k
    assert unplayed[Kind.ZERO_BYE] + unplayed[Kind.ABSENT] > 0


@pytest.mark.slow
def test_agrees_with_gacrux_on_all_208_tournaments():
    files = _files()
    assert len(files) == 208
    total = 0
    for path in files:
        n, diffs, _ = compare(path)
        assert diffs == [], diffs[:10]
        total += n
    assert total > 600_000


# ---- generated tournaments: what the corpus lacks ------------------------------------------
# Round robins (odd and even, forfeits counted as played: C.07 16.1), withdrawals (a player
# absent from a round on: 16.3's draws), requested full-point byes and double forfeits.

_RESULTS = [Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW] * 4 + [
    Result.WHITE_FORFEIT_WIN,
    Result.BLACK_FORFEIT_WIN,
    Result.DOUBLE_FORFEIT,
]


def _generated(seed: int) -> Tournament:
    rnd = random.Random(seed)
    n = rnd.randint(4, 9)
    players = tuple(Entrant(i, f"P{i}", rating=rnd.randint(1400, 2400)) for i in range(1, n + 1))
    pairings: list[Pairing] = []
    if seed % 3 == 0:
        rounds = berger(n)
        for r, games in enumerate(rounds, 1):
            pairings += [Pairing(r, w, b, rnd.choice(_RESULTS)) for w, b in games if w and b]
        return Tournament("rr", players, tuple(pairings), rounds=len(rounds), type=ROUND_ROBIN)
    last = rnd.randint(3, 7)
    gone = {rnd.randint(1, n): rnd.randint(2, last)} if rnd.random() < 0.5 else {}
    for r in range(1, last + 1):
        pool = [p.number for p in players if r < gone.get(p.number, last + 1)]
        rnd.shuffle(pool)
        for k in list(pool):
            if rnd.random() < 0.12:
                pool.remove(k)
                pairings.append(Pairing(r, k, 0, bye=rnd.choice("HZF")))
        while len(pool) >= 2:
            pairings.append(Pairing(r, pool.pop(), pool.pop(), rnd.choice(_RESULTS)))
        if pool:
            pairings.append(Pairing(r, pool.pop(), 0, bye="U"))
    return Tournament("swiss", players, tuple(pairings), rounds=last)


def test_agrees_with_gacrux_on_generated_tournaments():
    codes = [c for c in CODES if c not in ("BH/M2", "ARO/C2")]
    compared = 0
    for seed in range(60):
        t = _generated(seed)
        rr = t.type is ROUND_ROBIN
        text = trf.write(t, newline="\n")
        assert set(trf.parse(text).tournament.pairings) == set(t.pairings)  # TRF is faithful
        for edition, suffix in VERSION.items():
            asked = [f"{c}/{suffix}" if c[:2] in ("BH", "SB") else c for c in codes]
            for tbs, with_de in ((asked, False), (["PTS", "DE", asked[0]], True)):
                chessfile = gacrux_trf.trf2json()
                chessfile.parse_file(text, False)
                tm = chessfile.get_tournament(1)
                params = {"tiebreak": tbs, "check": False, "unrated": None}
                params |= {"pre_determined": rr, "swiss": not rr}
                theirs = gacrux_tiebreak.tiebreak(tm, -1, params).compute_tiebreaks(tm, params)
                rules = StandingsRules(edition=edition)
                if with_de:
                    ranks = {s.number: s.rank for s in standings(t, ["DE", codes[0]], rules)}
                    got = {c["cid"]: c["rank"] for c in theirs["competitors"]}
                    assert ranks == got, (seed, edition)
                    compared += len(got)
                    continue
                f = build_field(t, rules)
                ours = {c: compute(f, c) for c in codes}
                for comp in theirs["competitors"]:
                    for code, v in zip(codes, comp["tiebreakScore"], strict=True):
                        expected = None if v is None else float(v)
                        assert ours[code][comp["cid"]] == expected, (seed, edition, code, comp)
                        compared += 1
    assert compared > 10_000


# ---- other points systems -------------------------------------------------------------------
# gacrux takes a game score system (W, D, L, Z and letters standing for another: F forfeit
# win / full-point bye = W, H half-point bye = D, P pairing-allocated bye = W); an unplayed
# loss scores Z. 3-1-0 and 3-2-1 are expressible so; the presence system is not (a forfeit
# win with a presence point is not a W), so it has only its hand-worked test.
_GACRUX_SYSTEMS = {
    "3-1-0": {"W": Decimal(3), "D": Decimal(1), "L": Decimal(0), "Z": Decimal(0)},
    "3-2-1": {"W": Decimal(3), "D": Decimal(2), "L": Decimal(1), "Z": Decimal(0)},
}


@pytest.mark.parametrize("system", sorted(_GACRUX_SYSTEMS))
def test_agrees_with_gacrux_under_other_points_systems(system):
    codes = ["BH", "BH/C1", "BH/M1", "SB", "SB/C1", "KS", "PS", "WIN", "WON", "BPG", "BWG", "GE"]
    letters = {"F": "W", "H": "D", "P": "W", "A": "D", "U": "Z"}
    compared = 0
    for path in _files(FAST):
        text = path.read_text(encoding="latin-1")
        t = trf.parse(text).tournament
        for edition, suffix in VERSION.items():
            rules = StandingsRules(edition=edition, score=SCORE_SYSTEMS[system])
            asked = [f"{c}/{suffix}" if c[:2] in ("BH", "SB") else c for c in codes]
            for tbs, with_de in ((asked, False), (["PTS", "DE", asked[0]], True)):
                chessfile = gacrux_trf.trf2json()
                chessfile.parse_file(text, False)
                tm = chessfile.get_tournament(1)
                tm["scoreSystem"]["game"] = {**_GACRUX_SYSTEMS[system], **letters}
                params = {"tiebreak": tbs, "check": False, "unrated": None, "swiss": True}
                theirs = gacrux_tiebreak.tiebreak(tm, -1, params).compute_tiebreaks(tm, params)
                if with_de:
                    ranks = {s.number: s.rank for s in standings(t, ["DE", codes[0]], rules)}
                    assert ranks == {c["cid"]: c["rank"] for c in theirs["competitors"]}
                    compared += len(ranks)
                    continue
                f = build_field(t, rules)
                ours = {c: compute(f, c) for c in codes}
                for comp in theirs["competitors"]:
                    for code, v in zip(codes, comp["tiebreakScore"], strict=True):
                        assert ours[code][comp["cid"]] == float(v), (path.name, code, comp["cid"])
                        compared += 1
    assert compared > 3_000
