"""An event's Swiss rounds through app/pairing.py and a real event file (SQLite).

Expectations are worked by hand from C.04.3 (2025) and C.04.2 in the comments.
"""

from __future__ import annotations

import pytest

from elodesk.app import pairing as service
from elodesk.engine.model import ElodeskError, Pairing, Result
from elodesk.io.store import create_event


@pytest.fixture
def store(tmp_path):
    s = create_event(tmp_path / "open.elodesk", {"name": "Open", "type": "open", "rounds": 5})
    for i in range(1, 7):
        s.add_player(name=f"P{i}", rating=2000 - 100 * i, fide_rating=1500 + 50 * i)
    yield s
    s.close()


def pair_and_play(store, winner_is_white: bool = True) -> None:
    p = service.plan(store)
    paired = service.compute(p)
    service.save(store, p, paired)
    for w, b in paired.boards:
        store.set_result(p.round, w, b, Result.WHITE_WINS if winner_is_white else Result.DRAW)


def test_pairing_list_from_the_chosen_rating_frozen_once_paired(store):
    # FIDE ratings rise with the start number: the pairing list is 6 5 4 3 2 1
    store.set("pairing_rating", "fide")
    p = service.plan(store)
    assert p.options.order == (6, 5, 4, 3, 2, 1)
    paired = service.compute(p)
    # round 1, S1 = 6 5 4 against S2 = 3 2 1: 6–3, 5–2, 4–1 (colours by E.5 from pairing numbers)
    assert {frozenset(b) for b in paired.boards} == {
        frozenset((6, 3)),
        frozenset((5, 2)),
        frozenset((4, 1)),
    }
    service.save(store, p, paired)
    assert store.get("pairing_order") == [6, 5, 4, 3, 2, 1]
    # a change of rating choice after round 1 does not move anybody (C.04.2: frozen)
    store.set("pairing_rating", "frbe")
    assert service.plan(store, 2).options.order == (6, 5, 4, 3, 2, 1)


def test_late_entry_inserted_by_rating_and_paired(store):
    pair_and_play(store)
    # a late entry rated 1750 (FRBE) goes between 2 (1800) and 3 (1700)
    store.add_player(name="Late", rating=1750)
    p = service.plan(store)
    assert p.options.order == (1, 2, 7, 3, 4, 5, 6)
    paired = service.compute(p)
    # 7 players: three boards and a pairing-allocated bye; the late entry (0 points, round 1
    # missed) is paired like any other player
    assert len(paired.boards) == 3 and paired.bye is not None
    assert 7 in {x for b in paired.boards for x in b} | {paired.bye}


def test_unpair_refused_once_a_result_is_in(store):
    pair_and_play(store)
    with pytest.raises(ElodeskError, match="round 1 has results"):
        service.unpair_rows(store, 1)
    p = service.plan(store)
    service.save(store, p, service.compute(p))
    store.set_pairings([Pairing(3, 2, 0, bye="H")])  # a bye already asked for round 3
    now, after = service.unpair_rows(store, 2)
    assert len(now) == 3 and after == []


def test_all_rounds_paired_and_not_an_open(store, tmp_path):
    store.set("rounds", 3)
    for _ in range(3):
        pair_and_play(store)
    with pytest.raises(ElodeskError, match="the event has 3 rounds: all are paired"):
        service.plan(store)
    rr = create_event(tmp_path / "rr.elodesk", {"name": "RR", "type": "round-robin", "rounds": 5})
    with pytest.raises(ElodeskError, match="only an open"):
        service.plan(rr)
    rr.close()


def test_replace_round_all_or_nothing(store):
    p = service.plan(store)
    service.save(store, p, service.compute(p))
    before = store.pairings()
    # the database refuses the third row (a trigger stands in for a full disk): nothing of the
    # round is written, and not the withdrawal either
    bad = [Pairing(1, 1, 4), Pairing(1, 3, 6), Pairing(1, 2, 5)]
    store.db.execute(
        "CREATE TRIGGER no_two BEFORE INSERT ON pairings WHEN NEW.white = 2 "
        "BEGIN SELECT RAISE(ABORT, 'refused'); END"
    )
    with pytest.raises(Exception, match="refused"):
        store.replace_round(1, bad, withdrawn={6: 1})
    assert store.pairings() == before
    assert not any(p["withdrawn"] for p in store.players())
