"""FIDE titles read by one table (``engine.model.fide_title``) from the federation's lists,
whose TITRE wrote them ``g m f c wg wm wf`` (2008) and ``WG WI WF WC`` (2015) before FIDE's
own codes (2022): the C.04.2 initial order and the TRF's title column know them all. The
expected codes are the same players' in the 2022-01 list."""

from __future__ import annotations

from elodesk.engine.model import Entrant, Tournament
from elodesk.engine.swiss import initial_order
from elodesk.io import trf
from elodesk.io.player_list import read_player_list
from tests.conftest import shared_path

# (ID, name): TITRE in 2008-07, 2015-01, 2022-01
PLAYERS = {
    (11916, "JARACZ BARBARA"): ("wg", "WG", "WGM"),
    (9369, "HAMELINK DESIREE"): ("wm", "WI", "WIM"),
    (51021, "GORSHKOVA IRINA"): ("wf", "WF", "WFM"),
    (11492, "SPRANGERS REMCO"): ("c", "CM", "CM"),
    (10221, "VAN DEN DIKKENBERG DIRK H"): ("f", "FM", "FM"),
}


def _one(title: str) -> Tournament:
    return Tournament("t", (Entrant(1, "X", title=title, rating=2200),), rounds=0)


def _titre(period: str) -> dict[int, str]:
    pl = read_player_list(shared_path("data", "frbe", period, "PLAYER.DBF"))
    return dict(zip(pl.get("MATRICULE"), pl.get("TITRE"), strict=True))


def test_the_lists_codes_are_fides_titles():
    lists = [_titre(p) for p in ("period-200807", "period-201501", "period-202201")]
    for (ident, _name), codes in PLAYERS.items():
        assert tuple(lst[ident] for lst in lists) == codes
        old, mid, fide = codes
        written = {
            trf.player_line(_one(t), _one(t).players[0], 1)[10:13].strip() for t in (old, mid)
        }
        assert written == {fide}, ident  # FIDE TRF, columns 11-13


def test_initial_order_knows_the_lists_codes():
    # C.04.2 B: equal ratings, the title decides (GM, IM, WGM, FM, WIM, CM, WFM, WCM)
    players = [
        Entrant(1, "A", rating=2200, title="FM"),
        Entrant(2, "B", rating=2200, title="wg"),  # WGM in the 2008 list's code
        Entrant(3, "C", rating=2200, title="WG"),  # and the 2015 list's
        Entrant(4, "D", rating=2200, title="c"),
    ]
    assert initial_order(players) == [2, 3, 1, 4]
