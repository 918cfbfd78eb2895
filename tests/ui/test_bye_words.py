"""A round without a game is named by one table (``ByeCode.label``, the printed sheets'
words) wherever the desk and the results site show it: the pairing sheet, the Rounds tab, the
Pairings tab and a player's web card. TRF-26's codes: ``H`` half-point bye, ``Z`` zero-point bye
(named "absent" on the sheets), ``U`` the pairing-allocated bye."""

from __future__ import annotations

import datetime as dt
import re

from elodesk.app import printables as P
from elodesk.app.web.site import SiteEvent, _Site
from elodesk.app.web.strings import web_tr
from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
from elodesk.engine.scoring import StandingsRules
from elodesk.io.store import create_event
from elodesk.ui.controller import EventController
from elodesk.ui.models import PairingsModel
from elodesk.ui.pairing_models import bye_text

#: round 1 of a five-player open: 1–2 1-0, 3 asked for a half-point bye, 4 for a zero-point
#: bye, 5 got the pairing-allocated bye
ROUND = (
    Pairing(1, 1, 2, Result.WHITE_WINS),
    Pairing(1, 3, 0, bye="H"),
    Pairing(1, 4, 0, bye="Z"),
    Pairing(1, 5, 0, bye="U"),
)
WORDS = {3: "half-point bye", 4: "absent", 5: "bye"}
POINTS = {3: "½", 4: "0", 5: "1"}  # ByeCode.points: H ½, Z 0, U a win's (the default)


def _open() -> Tournament:
    players = tuple(Entrant(n, f"Player {n}", rating=1500 + 10 * n) for n in range(1, 6))
    return Tournament("Open", players, ROUND, rounds=5, type=EventType.OPEN)


def test_web_card_names_the_bye_as_the_pairing_sheet():
    t = _open()
    for lang in ("en", "fr", "nl"):
        site = _Site(SiteEvent(t, StandingsRules(), None), lang, dt.date(2026, 1, 25))
        tr = web_tr(lang)
        for n, word in WORDS.items():
            card = site.player_page(n).decode()
            games = card.split("</table>")[0]
            cells = re.findall(r"<td[^>]*>(.*?)</td>", games)
            (g,) = [g for g in ROUND if g.white == n]
            assert cells[:5] == ["1", "", P.unplayed_label(g, tr), "", POINTS[n]], (lang, n)
            if lang == "en":
                assert cells[2] == word


def test_rounds_tab_names_the_bye_as_the_pairings_tab(qtbot, tmp_path):
    store = create_event(tmp_path / "open.elodesk", {"name": "Open", "type": "open", "rounds": 5})
    for n in range(1, 6):
        store.add_player(name=f"Player {n}", rating=1500 + 10 * n)
    store.set_pairings(ROUND)
    ctl = EventController(store)
    model = PairingsModel(ctl)
    shown = {model.rows[r].white: model.data(model.index(r, 3)) for r in range(model.rowCount())}
    assert {n: shown[n] for n in WORDS} == WORDS
    assert all(shown[n] == bye_text(g.bye) for g in ROUND if not g.black for n in [g.white])
    store.close()
