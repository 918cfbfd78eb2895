"""The FIDE preview uses FIDE ratings, never the Belgian ones (FIDE Rating Regulations
effective from 1 March 2024, engine/fide.py). Worked by hand:

A (Belgian 1500, FIDE 2000) beats B (Belgian 2200, FIDE 1900) and draws C (Belgian 1800, no
FIDE rating). For FIDE, C is unrated: the draw does not count for A (8.1: games against unrated
players are not rated for the rated player). A: +100 against 1900, We .64 (FIDE's table, 8.1.2),
K 20 (below 2400, more than 30 games, 8.3.3): 20 · .36 = 7.2 → +7, 2007. B: −100, We .36,
20 · −.36 = −7.2 → −7, 1893. C: one game against a rated player, fewer than the 5 a first FIDE
rating needs (8.2): unrated.
"""

from __future__ import annotations

from elodesk.engine.model import Entrant, EventType, Pairing, Result, Status, Tournament
from elodesk.engine.preview import preview


def test_fide_preview_uses_fide_ratings():
    players = (
        Entrant(1, "A", "1", 1500, fide_id="101", fide_rating=2000),
        Entrant(2, "B", "2", 2200, fide_id="102", fide_rating=1900),
        Entrant(3, "C", "3", 1800),
    )
    pairings = (Pairing(1, 1, 2, Result.WHITE_WINS), Pairing(2, 3, 1, Result.DRAW))
    t = Tournament("Open", players, pairings, rounds=2, type=EventType.OPEN)
    before = {1: 100, 2: 100, 3: 100}
    r = preview(t, "fide", None, before).results
    assert (r[1].old, r[1].new, r[1].games) == (2000, 2007, 1)
    assert (r[2].old, r[2].new) == (1900, 1893)
    assert r[3].old is None and r[3].status is Status.UNRATED
    # the FRBE preview of the same event uses the Belgian ratings
    assert preview(t, "frbe", "frbe-2015-04", before).results[1].old == 1500
