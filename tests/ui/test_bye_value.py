"""The pairing-allocated bye's value is set once (the event's score system) and every reader
takes it from there: the pairing's scores, the standings, the printed sheets and the files.

The event: an open of three players and three rounds (a real event file). Round 1: 1–2 1-0,
and player 3, alone, gets the pairing-allocated bye (TRF code ``U``). The director sets the
bye at ½ (the pairing panel's choice; C.04.1 (c): "a player who has been allocated a bye
receives the number of points for a win, unless the rules of the tournament say otherwise").
Every value below is worked by hand from that round:

- scores before round 2 (C.04.2, what the Dutch system pairs by): 1 → 1, 2 → 0, 3 → ½;
- standings (C.07 art. 16, the bye at the event's value): 1 → 1, 3 → ½, 2 → 0;
- the wall sheet of round 1: the bye's row shows ½; of round 2, player 3's points before it ½;
- the TRF (FIDE TRF-16 player line: points in columns 81–84, ``%4.1f``): player 3 ``" 0.5"``,
  his round-1 cell ``0000 - U``; the Belgian national file and FIDE's rating report likewise.
"""

from __future__ import annotations

from elodesk.app import pairing as service
from elodesk.app.pairing_trf import options_from
from elodesk.engine.model import Pairing, Result
from elodesk.io import trf as trf_io
from elodesk.io.store import EventStore, create_event
from elodesk.ui.controller import EventController
from elodesk.ui.print_dialog import tables


def _event(tmp_path) -> EventController:
    store = create_event(
        tmp_path / "open.elodesk",
        {"name": "Open", "type": "open", "rounds": 3, "start": "2026-03-07", "sender": "541"},
    )
    for name, rating in (("Alpha, Ann", 2000), ("Beta, Bob", 1900), ("Gamma, Gil", 1800)):
        store.add_player(name=name, rating=rating, federation="BEL", id=str(rating))
    ctl = EventController(store)
    ctl.set_round(1, [Pairing(1, 1, 2, Result.WHITE_WINS), Pairing(1, 3, 0, bye="U")])
    return ctl


def _trf_line(text: str, number: int) -> str:
    return next(ln for ln in text.splitlines() if ln.startswith(f"001 {number:4d}"))


def test_the_bye_value_set_once_is_the_value_everywhere(qapp, tmp_path):
    ctl = _event(tmp_path)
    # set once: the pairing panel's combo writes the score system's pairing_bye
    assert ctl.edit_settings(ctl.settings.with_pairing_bye(0.5))
    assert ctl.settings.standings.score.pairing_bye == 0.5

    # the pairing: the engine's options and the scores it pairs round 2 by
    plan = ctl.session.plan(2)
    assert plan.options.bye_value == 0.5
    assert service.scores(plan) == {1: 1.0, 2: 0.0, 3: 0.5}

    # the standings
    points = {s.number: s.points for s in ctl.standings()}
    assert points == {1: 1.0, 2: 0.0, 3: 0.5}

    # the printed sheets (File ▸ Print…): round 1's bye row, round 2's points before it
    (r1,) = tables(ctl, ["by_board"], 1)
    # columns: board, then White's number, name, rating, club, points; the result; Black's
    bye_row = next(r for r in r1.rows if r[0] == "")
    assert (bye_row[1], bye_row[6]) == ("3", "½")
    ctl.set_round(2, [Pairing(2, 3, 1), Pairing(2, 2, 0, bye="U")])
    (r2,) = tables(ctl, ["by_board"], 2)
    board = next(r for r in r2.rows if r[0] == "1")
    assert (board[2], board[5], board[7]) == ("Gamma, Gil", "½", "1")

    # the files: TRF26 and the national file, player 3's points and his round-1 cell
    trf, national, fide = ctl.session.exports(["trf", "national", "fide-report"])
    line = _trf_line(trf.data.decode(), 3)
    assert line[80:84] == " 0.5" and line[91:99] == "0000 - U"
    assert _trf_line(national.data.decode("latin-1"), 3)[80:84] == " 0.5"
    # FIDE's rating report too (it counted the bye at a win: " 1.0")
    assert _trf_line(fide.data.decode(), 3)[80:84] == " 0.5"
    # the TRF-26 files say the bye's value in their 162 record (the scoring), so that a
    # program reading them counts it as the desk does: ``elodesk pair`` on the export pairs
    # round 2 at ½ (it read the U at a win)
    for f in (trf, fide):
        assert "162  W 1.0    D 0.5    L 0.0    P 0.5" in f.data.decode().splitlines()
    path = tmp_path / "open.trf"
    path.write_bytes(trf.data)
    doc = trf_io.read_file(str(path))
    assert doc.pairing_bye == 0.5 and options_from(doc, str(path), 2).bye_value == 0.5
    # not in the national file: Swar's TRF-16 has no 162 (the bye written blank, ½)
    assert "162" not in [tag for tag, _ in trf_io.parse(national.data.decode("latin-1")).header]

    # and in the event file: one home, the retired second value is gone
    again = EventStore(ctl.store.path, read_only=True)
    try:
        assert again.settings()["score_system"]["pairing_bye"] == 0.5
        assert again.get("pairing_bye_value") is None
    finally:
        again.close()
    ctl.store.close()


def test_an_old_file_with_the_pairing_panels_half_point_reads_as_half_everywhere(qapp, tmp_path):
    """An event written before kept the pairing's bye value apart (``pairing_bye_value``): ½
    there is the director's choice, and the standings now count it too (they said 1)."""
    store = create_event(
        tmp_path / "old.elodesk",
        {"name": "Old", "type": "open", "rounds": 3, "pairing_bye_value": 0.5},
    )
    for name, rating in (("Alpha, Ann", 2000), ("Beta, Bob", 1900), ("Gamma, Gil", 1800)):
        store.add_player(name=name, rating=rating)
    store.set_pairings([Pairing(1, 1, 2, Result.WHITE_WINS), Pairing(1, 3, 0, bye="U")])
    ctl = EventController(store)
    assert ctl.settings.pairing_bye_points == 0.5
    assert {s.number: s.points for s in ctl.standings()}[3] == 0.5
    assert ctl.session.plan(2).options.bye_value == 0.5
    store.close()
