"""Player database ▸ Update against a real HTTP server on 127.0.0.1 serving the federation's
real PLAYER.DBF (shared/data/frbe, zipped on the fly) and a FIDE list: a good download, resume
after a break, cancel, a stall, a wrong file, a damaged zip, 404, and no server at all."""

from __future__ import annotations

import io
import socket
import threading
import time
import zipfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import dbfread
import pytest

from elodesk.app.lists_download import (
    DownloadError,
    Offline,
    check_fide,
    download,
    update_list,
)
from elodesk.io.player_search import PlayerDatabase
from tests.conftest import shared_path

# FIDE's XML as shared/spec/formats.md describes it (two players, made up for the test)
FIDE_XML = b"""<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player><fideid>205001</fideid><name>Aa, Anne</name><country>BEL</country><sex>F</sex>
<title></title><w_title>WFM</w_title><o_title></o_title><foa_title></foa_title>
<rating>2001</rating><games>3</games><k>20</k><rapid_rating></rapid_rating><rapid_games>
</rapid_games><rapid_k></rapid_k><blitz_rating></blitz_rating><blitz_games></blitz_games>
<blitz_k></blitz_k><birthday>1990</birthday><flag>w</flag></player>
<player><fideid>205002</fideid><name>Bb, Bert</name><country>NED</country><sex>M</sex>
<title>FM</title><w_title></w_title><o_title></o_title><foa_title></foa_title>
<rating>2300</rating><games>0</games><k>10</k><rapid_rating></rapid_rating><rapid_games>
</rapid_games><rapid_k></rapid_k><blitz_rating></blitz_rating><blitz_games></blitz_games>
<blitz_k></blitz_k><birthday>1980</birthday><flag></flag></player>
</playerslist>
"""


def _zip(name: str, data: bytes) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(name, data)
    return buf.getvalue()


class Files:
    """What the server serves (path → bytes) and how (the failure modes)."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.break_after: int | None = None  # close the connection after so many bytes
        self.stall: float = 0.0  # wait before sending the body
        self.ranges: list[str] = []  # Range headers received


def _handler(state: Files):
    class H(BaseHTTPRequestHandler):
        def log_message(self, *a):
            pass

        def do_GET(self):  # noqa: N802
            data = state.files.get(self.path)
            if data is None:
                self.send_error(404)
                return
            start = 0
            rng = self.headers.get("Range")
            if rng:
                state.ranges.append(rng)
                start = int(rng.split("=")[1].split("-")[0])
                self.send_response(206)
                self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
            else:
                self.send_response(200)
            body = data[start:]
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if state.stall:
                time.sleep(state.stall)
            if state.break_after is not None and not rng:
                self.wfile.write(body[: state.break_after])
                self.wfile.flush()
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            self.wfile.write(body)

    return H


@pytest.fixture
def server():
    state = Files()
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    srv.daemon_threads = True
    # shutdown() waits for the serving loop's next poll: 0.5 s by default, at every test's end
    t = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    t.start()
    state.base = f"http://127.0.0.1:{srv.server_address[1]}"
    yield state
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="module")
def player_zip() -> bytes:
    dbf = shared_path("data", "frbe", "period-202201", "PLAYER.DBF")
    return _zip("PLAYER.DBF", dbf.read_bytes())


@pytest.fixture(scope="module")
def live_players() -> int:
    # an independent reader (dbfread) counts the list's records: 27 789 in 2022-01
    return len(dbfread.DBF(str(shared_path("data", "frbe", "period-202201", "PLAYER.DBF"))))


def test_federation_list_downloaded_checked_imported(server, tmp_path, player_zip, live_players):
    server.files["/PLAYER.zip"] = player_zip
    seen: list[float] = []
    db = PlayerDatabase(tmp_path / "players.sqlite")
    done = update_list("frbe", server.base + "/PLAYER.zip", tmp_path / "lists", db, seen.append)
    assert done.players == live_players
    assert seen == sorted(seen) and seen[-1] == 1.0 and len(seen) > 10  # progress, in blocks
    # Maessen, Roy is 16879 in the 2022-01 list (tests/io/test_player_search_order.py)
    assert [p.id for p in db.search("roy maessen")] == ["16879"]
    db.close()


def test_resume_after_a_broken_connection(server, tmp_path, player_zip):
    server.files["/PLAYER.zip"] = player_zip
    server.break_after = 200_000
    target = tmp_path / "frbe-list.zip"
    with pytest.raises(DownloadError, match="Update again to resume"):
        download(server.base + "/PLAYER.zip", target, timeout=5)
    part = tmp_path / "frbe-list.zip.part"
    assert part.stat().st_size == 200_000 and not target.exists()
    server.break_after = None
    download(server.base + "/PLAYER.zip", target, timeout=5)
    assert server.ranges == ["bytes=200000-"]  # only the rest was asked for
    assert target.read_bytes() == player_zip and not part.exists()


def test_cancel_keeps_the_part_for_later(server, tmp_path, player_zip):
    server.files["/PLAYER.zip"] = player_zip

    class Stop(Exception):
        pass

    def tick(f: float) -> None:
        if f > 0.3:
            raise Stop()

    target = tmp_path / "frbe-list.zip"
    with pytest.raises(Stop):
        download(server.base + "/PLAYER.zip", target, tick)
    assert (tmp_path / "frbe-list.zip.part").stat().st_size > 0 and not target.exists()
    download(server.base + "/PLAYER.zip", target)
    assert target.read_bytes() == player_zip


def test_a_stalled_server(server, tmp_path, player_zip):
    server.files["/PLAYER.zip"] = player_zip
    server.stall = 3
    with pytest.raises(DownloadError, match="stalled for 1 s|no answer"):
        download(server.base + "/PLAYER.zip", tmp_path / "x.zip", timeout=1)


def test_wrong_content_is_not_imported(server, tmp_path):
    # a portal's login page where the list should be
    server.files["/PLAYER.zip"] = b"<!DOCTYPE html><html><body>Login</body></html>"
    db = PlayerDatabase()
    with pytest.raises(DownloadError, match="not a zip file .*<!DOCTYPE html>"):
        update_list("frbe", server.base + "/PLAYER.zip", tmp_path, db)
    assert db.count() == 0
    # a zip without PLAYER.DBF
    server.files["/PLAYER.zip"] = _zip("readme.txt", b"hello")
    with pytest.raises(DownloadError, match="holds no PLAYER.DBF"):
        update_list("frbe", server.base + "/PLAYER.zip", tmp_path, db)
    # a PLAYER.DBF that is not a DBF
    server.files["/PLAYER.zip"] = _zip("PLAYER.DBF", b"not a dbf at all" * 10)
    with pytest.raises(Exception, match="PLAYER.DBF"):
        update_list("frbe", server.base + "/PLAYER.zip", tmp_path, db)
    assert db.count() == 0


def test_damaged_zip(server, tmp_path, player_zip):
    broken = bytearray(player_zip)
    broken[5000] ^= 0xFF  # one byte of the compressed data changed: the CRC no longer matches
    server.files["/PLAYER.zip"] = bytes(broken)
    with pytest.raises(DownloadError, match="PLAYER.DBF is damaged in the zip"):
        update_list("frbe", server.base + "/PLAYER.zip", tmp_path, PlayerDatabase())


def test_404(server, tmp_path):
    with pytest.raises(DownloadError, match="404"):
        update_list("fide", server.base + "/nothing.zip", tmp_path, PlayerDatabase())


def test_offline_one_clear_message(tmp_path):
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(Offline, match="cannot be reached.*connected to the Internet"):
        update_list("fide", f"http://127.0.0.1:{port}/x.zip", tmp_path, PlayerDatabase())
    with pytest.raises(Offline):
        update_list("fide", "http://elodesk-no-such-host.invalid/x.zip", tmp_path, PlayerDatabase())


def test_fide_xml_list(server, tmp_path):
    server.files["/players_list_xml.zip"] = _zip("players_list_xml_foa.xml", FIDE_XML)
    db = PlayerDatabase()
    done = update_list("fide", server.base + "/players_list_xml.zip", tmp_path, db)
    assert done.players == 2 and done.file.name == "fide-list.xml"


def test_fide_wrong_xml(tmp_path):
    z = tmp_path / "fide-list.zip"
    z.write_bytes(_zip("list.xml", b"<html><body>maintenance</body></html>"))
    with pytest.raises(DownloadError, match="root is <html>"):
        check_fide(z)


def test_no_address(tmp_path):
    with pytest.raises(DownloadError, match="no address"):
        update_list("frbe", "", tmp_path, PlayerDatabase())


# FIDE's TXT header as shared/spec/formats.md gives it, and one player line in its columns
FIDE_TXT = (
    b"ID Number      Name                                                         Fed Sex Tit  "
    b"WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n"
    b"205001         Aa, Anne                                                     BEL F         "
    b"WFM                     2001   3 20                          1990 w\n"
)


def test_fide_txt_list(server, tmp_path):
    server.files["/players_list.zip"] = _zip("players_list_foa.txt", FIDE_TXT)
    done = update_list("fide", server.base + "/players_list.zip", tmp_path, PlayerDatabase())
    assert done.file.name == "fide-list.txt" and done.players == 1


def test_fide_txt_without_its_header(tmp_path):
    z = tmp_path / "fide-list.zip"
    z.write_bytes(_zip("list.txt", b"Name;Rating\nAa;2001\n"))
    with pytest.raises(DownloadError, match="no 'ID Number' header"):
        check_fide(z)
