"""A club's Swar national file imported into a new event keeps its header: club, dates,
arbiter, time control, each round's date (shared/data/frbe/swar)."""

from __future__ import annotations

from elodesk.io.store import create_event
from elodesk.ui.main_window import MainWindow
from tests.conftest import shared_path


def test_swar_header_kept(qtbot, tmp_path):
    swar = shared_path("data", "frbe", "swar", "S_SWAR_S1_championnat_2021_R01-06.541")
    create_event(tmp_path / "new.elodesk", {"name": "", "type": "open"}).close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "new.elodesk"))
    assert w.import_trf(str(swar)) == 6
    s = w.ctl.settings
    # the file's lines: 012 championnat 2021, 022 leuze-en-hinaut, 042 24.09.2021,
    # 052 03.12.2021, 102 knudde Francis, 122 90 min avec incrément de 30",
    # 00D Envoi par : échiquier leuzois 541, 00E Envoi par le club : 541,
    # 132 21.09.24 21.10.08 21.10.22 21.11.05 21.11.19 21.12.03
    assert s.name == "championnat 2021" and s.city == "leuze-en-hinaut"
    assert (s.start, s.end) == ("2021-09-24", "2021-12-03")
    assert s.arbiter == "knudde Francis"
    assert s.time_control == '90 min avec incrément de 30"'
    assert (s.sender, s.club_name) == ("541", "échiquier leuzois")
    assert s.round_dates == (
        "2021-09-24",
        "2021-10-08",
        "2021-10-22",
        "2021-11-05",
        "2021-11-19",
        "2021-12-03",
    )
    assert len(w.ctl.tournament.players) == 23  # 062 23
    # one undoable step: undo gives the empty event back, header included
    w.act_undo.trigger()
    assert w.ctl.settings.city == "" and not w.ctl.tournament.players
    w.close()
