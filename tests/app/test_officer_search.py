"""The officer's search as typed: part of a name, an ID or a club number, on the real 2022-01
list (28 000 players)."""

from __future__ import annotations

from elodesk.app.officer_list import _accepts, visible_rows
from elodesk.app.officer_open import open_period
from tests.conftest import shared_path


def test_search_by_name_id_and_club_on_a_real_list(tmp_path):
    folder = shared_path("data", "frbe", "period-202201")
    opened = open_period(str(folder / "PLAYER.DBF"), str(folder / "CHCKLIST.DBF"), None)
    p, lr = opened.period, opened.rows
    order = list(range(len(lr)))
    ids = lambda rows: sorted(p.ids[r] for r in rows)  # noqa: E731
    # PLAYER.DBF 2022-01: "Vannuffelen, Johan" 53341, "Vannuffel, Marcel" 95905, "…, Marc" 95906
    assert ids(visible_rows(lr, order, "vannuffel")) == [53341, 95905, 95906]
    # an ID is found whole (14131 Harff, Marcel), not as a part of other IDs
    assert ids(visible_rows(lr, order, "14131")) == [14131]
    # a club number: every member of club 607 (PLAYER.DBF CLUB), Harff among them
    club = visible_rows(lr, order, "607")
    assert 14131 in ids(club) and all(lr.rows[r][2] == 607 for r in club)
    # typed key by key, the fast search keeps the list's order and agrees with the row filter
    for text in ("V", "VA", "VAN", "VANDEN", "1", "12", "501"):
        slow = [r for r in order if _accepts(lr.rows[r], lr.search[r], text, "all")]
        assert visible_rows(lr, order, text) == slow
