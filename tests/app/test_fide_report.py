"""The FIDE rating report: the TRF with FIDE IDs and FIDE ratings where the national file has
the federation's, checked before it is written."""

from __future__ import annotations

import datetime as dt

import pytest

from elodesk.app.event import write_export
from elodesk.app.fide_report import event_fide_report
from elodesk.engine.model import ElodeskError
from tests.web.site_fixture import make_store

TODAY = dt.date(2026, 2, 1)  # a week after the fixture's last round (2026-01-24)
FIDE = {1: ("205001", 2050), 2: ("205002", 1950), 3: ("205003", 0), 4: ("205004", 1480)}


@pytest.fixture
def store(tmp_path):
    s = make_store(tmp_path / "club.elodesk")
    for n, (fid, rating) in FIDE.items():
        s.update_player(n, fide_id=fid, fide_rating=rating)
    s.set_many(
        {"arbiter": "Janssens, Jan", "round_dates": ["2026-01-10", "2026-01-17", "2026-01-24"]}
    )
    yield s
    s.close()


def _line(text: str, number: int) -> str:
    return next(ln for ln in text.splitlines() if ln.startswith("001") and int(ln[4:8]) == number)


def test_fide_ids_and_ratings_in_fides_columns(store):
    f = event_fide_report(store, TODAY)
    assert f.problems == () and f.name == "Club 618 championship-FIDE.trf"
    text = f.data.decode("utf-8")
    # shared/spec/formats.md, FIDE TRF: 49–52 rating, 54–56 federation, 58–68 FIDE ID
    a = _line(text, 1)
    assert a[48:52] == "2050" and a[53:56] == "BEL" and a[57:68].strip() == "205001"
    c = _line(text, 3)
    assert c[48:52].strip() in ("", "0") and c[57:68].strip() == "205003"
    # FIDE's file, not the federation's: no 00A–00F tags, LF line ends, the arbiter in 102
    assert "\n00A" not in "\n" + text and "\r\n" not in text
    assert "102 Janssens, Jan" in text.splitlines()


def test_checked_before_written(store, tmp_path):
    store.update_player(2, fide_id="")
    store.update_player(4, fide_id="BEL-77", fide_rating=900)
    f = event_fide_report(store, TODAY)
    codes = sorted(p.code for p in f.problems)
    assert codes == ["no-fide-id", "not-a-fide-id", "not-a-fide-rating"]
    assert sorted(n for w in f.where for n in w) == [2, 4, 4]  # the players concerned
    with pytest.raises(ElodeskError, match="not written, 3 problem"):
        write_export(tmp_path, f, inputs=[store.path])
    assert not (tmp_path / f.name).exists()


def test_no_chief_arbiter(store):
    store.set("arbiter", "")
    assert [p.code for p in event_fide_report(store, TODAY).problems] == ["no-chief-arbiter"]
