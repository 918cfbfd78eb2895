"""The federation's list carries an unrated player's history into the event (issue #13).

Values read from ../shared/data/frbe/period-202201/PLAYER.DBF (dbfread, the reference reader):
12303 Malaise, Florian: ELO_PRECE 0, PART_CALCU 3, ADVERSAIRE 4184, PERFORMAN 0.0.
16879 Maessen, Roy: FEDERATION 'V*', NOUV_MOD 'NED+', NATFIDE 'NED', club 705, rated 1770 → 1763.
"""

from __future__ import annotations

from elodesk.app.roster import import_federation_list
from elodesk.io.player_search import PlayerDatabase, nationality
from elodesk.io.store import create_event
from tests.conftest import shared_path


def test_list_import_keeps_history_and_nationality() -> None:
    db = PlayerDatabase()
    import_federation_list(db, shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))
    malaise = db.get("frbe", "12303")
    assert malaise is not None
    assert (malaise.rating, malaise.games, malaise.history) == (0, 3, (4184, 0.0))
    maessen = db.get("frbe", "16879")
    assert maessen is not None
    assert maessen.federation == "NED" and maessen.history is None  # rated: no history


def test_nationality_markers() -> None:
    assert nationality("NED", "NED+") == "NED"
    assert nationality(None, "NED+") == "NED"
    assert nationality(None, "") == "BEL"


def test_event_keeps_the_history_of_the_players_added(tmp_path) -> None:
    s = create_event(tmp_path / "e.elodesk", {"name": "x", "type": "open"})
    n = s.add_player(name="Malaise, Florian", id="12303", rating=0, games=3, history=(4184, 0.0))
    s.add_player(name="By hand", id="", rating=0, games=5)
    assert s.history() == {n: (4184, 0.0)}
    s.close()


def test_a_listed_player_of_another_nationality_keeps_his_id_in_the_files() -> None:
    """16879 (NED, club 705) was written as a foreigner with ID 0. The federation rated his
    games by his ID (1770 → 1763 in 2022-01); Swar writes such a player with his ID and his
    nationality (../shared/data/frbe/swar/: 23732 Quidousse, Christian, FRA)."""
    from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
    from elodesk.io import chessman, trf

    t = Tournament(
        "Club 705",
        (
            Entrant(1, "Maessen, Roy", "16879", 1770, federation="NED", club="705"),
            Entrant(2, "Belgian, Player", "10001", 1800, federation="BEL", club="705"),
        ),
        (Pairing(1, 1, 2, Result.DRAW, date="2026-10-01"),),
        start="2026-10-01",
        end="2026-10-01",
        rounds=1,
        type=EventType.ROUND_ROBIN,
        sender="705",
    )
    lines = chessman.parse(chessman.write(chessman.from_tournament(t, "x.705", "", {}))).lines
    by_name = {gl.name.strip(): gl for gl in lines}
    assert by_name["Maessen, Roy"].id.strip() == "16879"
    assert by_name["Maessen, Roy"].nat.strip() in ("", "BEL")  # a list player for Chess Manager
    assert by_name["Belgian, Player"].nat == "BEL"
    line = next(ln for ln in trf.write(t).splitlines() if ln.startswith("001    1"))
    assert line[53:56] == "NED" and line[57:68].strip() == "16879"  # TRF columns 54–56, 58–68
