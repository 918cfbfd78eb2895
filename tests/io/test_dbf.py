"""DBF tables: every layout round-trips byte for byte; broken files give a clear DbfError."""

from __future__ import annotations

import datetime as dt
import struct
from pathlib import Path

import pytest
from dbfread import DBF
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.io.chcklist import read_chcklist
from elodesk.io.dbf import DbfError, DbfTable
from elodesk.io.player_list import LAYOUTS, player_layout, read_player_list
from tests.conftest import SHARED


def sample(path: Path, name: str) -> DbfTable:
    t = DbfTable.create(player_layout(name), 3)
    t.set_column("MATRICULE", [27, 35, 10043])
    t.set_column("NOM_PRENOM", ["RENET JACK", "DÉVOCHT JÉF", "ISAYEV IBRAGIM"])
    t.set_column("ELO_PRECE", [2176, None, 0])
    t.set_column("PART_PRECE", [327, 234, 19])
    t.set_column("PERFORMAN", [4.5, None, 7.5])
    t.set_column("DATE_NAISS", [None, dt.date(1950, 2, 3), None])
    t.set_column("SUPPRESS", [False, True, None])
    t.save(path)
    return t


@pytest.mark.parametrize("name", LAYOUTS)
def test_every_layout_round_trips_and_dbfread_agrees(tmp_path, name):
    path = tmp_path / f"{name}.dbf"
    sample(path, name)
    data = path.read_bytes()
    t = DbfTable.open(path)
    assert t.to_bytes() == data  # byte for byte when nothing changed
    t.save(tmp_path / "copy.dbf")
    assert (tmp_path / "copy.dbf").read_bytes() == data
    ref = list(DBF(str(path), encoding="cp850"))  # an independent reader agrees
    assert [r["MATRICULE"] for r in ref] == t.column("MATRICULE")
    assert [r["NOM_PRENOM"] for r in ref] == t.column("NOM_PRENOM")
    assert t.column("ELO_PRECE") == [2176, None, 0]
    assert t.column("PERFORMAN") == [4.5, None, 7.5]
    assert t.column("DATE_NAISS")[1] == dt.date(1950, 2, 3)
    plist = read_player_list(path)
    assert plist.get("NATFIDE")[0] is None or name == "2022"


def test_changed_column_keeps_everything_else(tmp_path):
    path = tmp_path / "p.dbf"
    sample(path, "2010")
    t = DbfTable.open(path)
    t.set_column("ELO_CALCUL", [2171, 1549, 1363])
    out = t.to_bytes()
    t2 = DbfTable(out)
    assert t2.column("ELO_CALCUL") == [2171, 1549, 1363]
    assert t2.column("NOM_PRENOM") == t.column("NOM_PRENOM")
    assert len(out) == len(path.read_bytes())


def test_value_too_wide_is_refused(tmp_path):
    t = sample(tmp_path / "p.dbf", "2010")
    with pytest.raises(DbfError, match="ELO_CALCUL.*does not fit"):
        t.set_column("ELO_CALCUL", [12345, 0, 0])


def _bytes(tmp_path) -> bytes:
    sample(tmp_path / "p.dbf", "2010")
    return (tmp_path / "p.dbf").read_bytes()


def test_truncated_file(tmp_path):
    data = _bytes(tmp_path)
    with pytest.raises(DbfError, match="announces 3 records but the file holds 2"):
        DbfTable(data[:-60], "cut.dbf")


def test_header_claims_more_records(tmp_path):
    data = bytearray(_bytes(tmp_path))
    data[4:8] = struct.pack("<I", 1000)
    with pytest.raises(DbfError, match="announces 1000 records"):
        DbfTable(bytes(data), "more.dbf")


def test_wrong_record_length(tmp_path):
    data = bytearray(_bytes(tmp_path))
    data[10:12] = struct.pack("<H", 99)
    with pytest.raises(DbfError, match="record length 99 in the header"):
        DbfTable(bytes(data), "len.dbf")


def test_non_numeric_numeric_field(tmp_path):
    data = bytearray(_bytes(tmp_path))
    t = DbfTable(bytes(data))
    f = t.field("ELO_PRECE")
    pos = len(t.header) + t.record_length + f.offset  # record 2
    data[pos : pos + 4] = b"12X4"
    with pytest.raises(DbfError, match=r"bad.dbf: record 2, field ELO_PRECE: '12X4' is not a"):
        DbfTable(bytes(data), "bad.dbf").column("ELO_PRECE")


def test_not_a_dbf(tmp_path):
    with pytest.raises(DbfError, match="not a DBF file"):
        DbfTable(b"<html>" + b"x" * 100, "page.html")
    with pytest.raises(DbfError, match="too short"):
        DbfTable(b"\x03", "tiny.dbf")
    with pytest.raises(DbfError, match="cannot read"):
        DbfTable.open(tmp_path / "missing.dbf")


def test_player_list_needs_its_columns(tmp_path):
    t = DbfTable.create([("JOUEUR", "N", 6, 0), ("RESULTAT", "N", 1, 0)], 1)
    t.save(tmp_path / "x.dbf")
    with pytest.raises(DbfError, match="not a player list"):
        read_player_list(tmp_path / "x.dbf")


def test_chcklist_bad_result(tmp_path):
    t = DbfTable.create([("JOUEUR", "N", 6, 0), ("RESULTAT", "N", 1, 0), ("ADVERS", "N", 6, 0)], 2)
    t.set_column("JOUEUR", [1, 2])
    t.set_column("ADVERS", [2, 1])
    t.set_column("RESULTAT", [1, 7])
    t.save(tmp_path / "c.dbf")
    games = read_chcklist(tmp_path / "c.dbf")  # the record is a problem, not the file
    assert [str(p) for p in games.problems] == [
        f"{tmp_path / 'c.dbf'}: record 2, field RESULTAT: 7 is not a result (1, 0 or 5 for a draw)"
    ]
    assert games.points == [100, -1]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_fuzz_never_raises_anything_else(data):
    try:
        t = DbfTable(b"\x03" + data)
        for name in t.field_names:
            t.column(name)
    except DbfError:
        pass


@pytest.mark.parametrize(
    "period", ["period-200907", "period-201001", "period-202201", "period-200901", "period-202110"]
)
def test_real_files_round_trip(period):
    folder = SHARED / "data" / "frbe" / period
    if not folder.exists():
        pytest.skip("../shared absent")
    for name in ("PLAYER.DBF", "CHCKLIST.DBF"):
        path = folder / name
        if path.exists():
            t = DbfTable.open(path)
            assert t.to_bytes() == path.read_bytes()
            # dbfread's count of the records not deleted (the loop of its iteration, without
            # parsing every field, as tests/app/test_lists_download.py counts the list's)
            ref = DBF(str(path), encoding="cp850")
            assert len(ref) == sum(1 for d in t.deleted() if not d)
