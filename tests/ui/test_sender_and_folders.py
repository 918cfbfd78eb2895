"""Asked once: the sending club, the arbiter and the federation typed in the new-event wizard
come back for the next event; events go to a folder the director sees; rounds imported from
a TRF are backed up like rounds typed (real widgets, offscreen; isolated QSettings)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QWizard

from elodesk.io.store import create_event
from elodesk.ui.main_window import MainWindow
from tests.conftest import shared_path


def finish(qtbot, w, wiz, path: Path) -> None:
    wiz.path.setText(str(path))
    wiz.button(QWizard.WizardButton.FinishButton).click()
    qtbot.waitUntil(lambda: w.ctl is not None and w.ctl.store.path == path)


def test_sender_arbiter_federation_asked_once(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    wiz = w.new_event()
    # nothing remembered yet: the federation is asked, not FEFB by default
    assert wiz.federation.currentData() == "" and wiz.sender_club.text() == ""
    wiz.name.setText("Championnat 2021")
    # shared/data/frbe/swar: "00E Envoi par le club : 541", "00D Envoi par : échiquier
    # leuzois 541", "102 knudde Francis"; a Flemish club would choose VSF
    wiz.sender_club.setText("541")
    wiz.club_name.setText("échiquier leuzois")
    wiz.arbiter.setText("knudde Francis")
    wiz.federation.setCurrentIndex(wiz.federation.findData("VSF"))
    finish(qtbot, w, wiz, tmp_path / "a.elodesk")
    s = w.ctl.settings
    assert (s.sender, s.club_name, s.arbiter, s.federation) == (
        "541",
        "échiquier leuzois",
        "knudde Francis",
        "VSF",
    )
    national = w.build_export("national").data.decode("latin-1")
    assert "\r\n032 VSF\r\n" in national and "00E Envoi par le club : 541" in national
    # the next event proposes them, and the folder of the last one
    wiz2 = w.new_event()
    assert (wiz2.sender_club.text(), wiz2.club_name.text(), wiz2.arbiter.text()) == (
        "541",
        "échiquier leuzois",
        "knudde Francis",
    )
    assert wiz2.federation.currentData() == "VSF"
    wiz2.name.setText("Open")
    assert Path(wiz2.path.text()).parent == tmp_path
    wiz2.reject()


def test_new_event_goes_to_documents_and_missing_club_says_where(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    wiz = w.new_event()
    wiz.name.setText("Club")
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if docs and Path(docs).is_dir():
        assert Path(wiz.path.text()).parent == Path(docs)
    finish(qtbot, w, wiz, tmp_path / "club.elodesk")
    f = w.build_export("national")
    # no sending club: the problem says where to give it
    assert any(p.code == "no-sending-club" for p in f.problems)
    from elodesk.ui.messages import translate

    text = "\n".join(translate(p) for p in f.problems)
    assert "Event ▸ Properties…, Sending club (number)" in text


def test_rounds_imported_from_a_trf_are_backed_up(qtbot, tmp_path):
    swar = shared_path("data", "frbe", "swar", "S_SWAR_S1_championnat_2021_R01-06.541")
    create_event(tmp_path / "new.elodesk", {"name": "", "type": "open"}).close()
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.open_event(str(tmp_path / "new.elodesk"))
    assert w.ctl.store.backups() == []
    assert w.import_trf(str(swar)) == 6  # "00C Envoi des rondes 1 à 6", every result in
    labels = sorted(p.stem.split("-", 2)[2] for p in w.ctl.store.backups())
    assert labels == [f"round-{r}" for r in range(1, 7)]
