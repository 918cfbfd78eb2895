"""Player database ▸ Update: fetch the federation's player list and FIDE's, check what arrived,
then import it as File ▸ Player database… imports a file chosen by hand
(:class:`io.player_search.PlayerDatabase`).

Download (standard library ``urllib``): into ``NAME.part`` beside the target, in blocks, with
progress; ``tick(fraction)`` may raise to cancel (the desk's job does), the ``.part`` file stays
and the next run resumes it with an HTTP ``Range`` request (a server that ignores it sends the
whole file again: the part is then started over). A connection that drops or stalls for
``timeout`` seconds leaves the part too. The finished file replaces the target atomically.

Check (before anything is imported):

* the federation's list: a zip (``PK`` signature, CRCs good) holding a ``PLAYER.DBF`` that
  :func:`io.player_list.read_player_list` reads — the layout the federation published from 2007
  on (shared/data/frbe/period-*/PLAYER.DBF);
* FIDE's list: a zip holding one XML (root ``<playerslist>``) or TXT (header line starting with
  ``ID Number``) file, as FIDE publishes them (shared/spec/formats.md, "FIDE rating list").

Offline (name not resolved, connection refused, network unreachable): one message,
:class:`Offline`, naming the address.
"""

from __future__ import annotations

import os
import shutil
import socket
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .. import __version__
from ..engine.model import ElodeskError
from ..io.player_search import PlayerDatabase
from .roster import import_federation_list

#: The lists' addresses when the settings name none. FIDE's combined list as XML (its download
#: page, "players_list_xml.zip"). The federation publishes no anonymous bulk address that could
#: be confirmed: its address is left to the settings (the officer's own server, or a copy).
DEFAULT_URLS: dict[str, str] = {
    "fide": "https://ratings.fide.com/download/players_list_xml.zip",
    "frbe": "",
}

__all__ = ["DEFAULT_URLS", "DownloadError", "Offline", "PlayerDatabase", "Updated", "update_list"]

BLOCK = 64 * 1024

Tick = Callable[[float], None]


class DownloadError(ElodeskError):
    """The list could not be fetched or is not what it should be; nothing was imported."""


class Offline(DownloadError):
    """No network (or the server cannot be reached at all)."""


def _noop(_f: float) -> None:
    pass


def download(url: str, target: Path, tick: Tick = _noop, timeout: float = 30.0) -> Path:
    """Fetch ``url`` into ``target`` (resuming ``target.part``); progress 0..1 through
    ``tick`` when the size is known. Returns ``target``."""
    if not url:
        raise DownloadError("no address is set for this list (Settings ▸ Player lists)")
    if not url.lower().startswith(("http://", "https://")):
        raise DownloadError(f"{url}: not an http(s) address")
    part = target.with_name(target.name + ".part")
    have = part.stat().st_size if part.exists() else 0
    headers = {"User-Agent": f"elodesk/{__version__}"}
    if have:
        headers["Range"] = f"bytes={have}-"
    try:
        resp = urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=timeout)
    except urllib.error.HTTPError as exc:
        if exc.code == 416 and have:  # the part is already whole, or the file changed
            part.unlink(missing_ok=True)
            return download(url, target, tick, timeout)
        raise DownloadError(f"{url}: the server answered {exc.code} {exc.reason}") from None
    except urllib.error.URLError as exc:
        raise _reach_error(url, exc.reason) from None
    except TimeoutError:
        raise DownloadError(f"{url}: no answer within {timeout:g} s; try again later") from None
    except OSError as exc:
        raise _reach_error(url, exc) from None
    with resp:
        resumed = have and resp.status == 206
        if not resumed:
            have = 0
        size = resp.headers.get("Content-Length")
        total = have + int(size) if size and size.isdigit() else None
        done = have
        with open(part, "ab" if resumed else "wb") as fh:
            while True:
                try:
                    block = resp.read(BLOCK)
                except TimeoutError:
                    raise DownloadError(
                        f"{url}: the transfer stalled for {timeout:g} s at {done} bytes; "
                        "Update again to resume"
                    ) from None
                except OSError as exc:
                    raise DownloadError(
                        f"{url}: the connection broke at {done} bytes ({exc}); "
                        "Update again to resume"
                    ) from None
                if not block:
                    break
                fh.write(block)
                done += len(block)
                if total:
                    tick(min(done / total, 1.0))
                else:
                    tick(0.0)
            fh.flush()
            os.fsync(fh.fileno())
    if total is not None and done < total:
        raise DownloadError(
            f"{url}: the connection closed at {done} of {total} bytes; Update again to resume"
        )
    os.replace(part, target)
    return target


def _reach_error(url: str, reason: object) -> DownloadError:
    if isinstance(reason, (TimeoutError, socket.timeout)):
        return DownloadError(f"{url}: no answer; try again later")
    return Offline(
        f"{url}: cannot be reached ({getattr(reason, 'strerror', None) or reason}); "
        "is this computer connected to the Internet?"
    )


def _zip_member(path: Path, want: Callable[[str], bool], what: str) -> tuple[zipfile.ZipFile, str]:
    if not zipfile.is_zipfile(path):
        head = path.read_bytes()[:60]
        shown = head.decode("latin-1", "replace").strip().replace("\n", " ")
        raise DownloadError(f"{path.name}: not a zip file (it starts with {shown!r}); {what}")
    zf = zipfile.ZipFile(path)
    try:
        bad = zf.testzip()
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError):
        bad = "a member"
    if bad is not None:
        zf.close()
        raise DownloadError(f"{path.name}: {bad} is damaged in the zip; download it again")
    names = [n for n in zf.namelist() if want(n.rsplit("/", 1)[-1])]
    if not names:
        zf.close()
        raise DownloadError(f"{path.name}: holds no {what}")
    return zf, names[0]


def _extract(zf: zipfile.ZipFile, member: str, target: Path) -> Path:
    """One member to ``target`` (a fixed name: a member's own path is never used)."""
    tmp = target.with_name(target.name + ".tmp")
    with zf.open(member) as src, open(tmp, "wb") as dst:
        shutil.copyfileobj(src, dst, BLOCK)
    os.replace(tmp, target)
    return target


def check_frbe(path: Path) -> Path:
    """The PLAYER.DBF inside the federation's zip, extracted beside it and read once."""
    from ..io.player_list import read_player_list

    zf, member = _zip_member(path, lambda n: n.upper() == "PLAYER.DBF", "PLAYER.DBF")
    with zf:
        dbf = _extract(zf, member, path.with_name("PLAYER.DBF"))
    pl = read_player_list(dbf)  # raises with the file, record and field when unreadable
    if not len(pl.live):
        raise DownloadError(f"{path.name}: its PLAYER.DBF holds no player")
    return dbf


def check_fide(path: Path) -> Path:
    """The XML or TXT list inside FIDE's zip, extracted beside it, its first lines checked."""
    zf, member = _zip_member(
        path, lambda n: n.lower().endswith((".xml", ".txt")), "XML or TXT player list"
    )
    with zf:
        out = _extract(zf, member, path.with_name("fide-list" + Path(member).suffix.lower()))
    if out.suffix == ".xml":
        try:
            for _ev, el in ET.iterparse(str(out), events=("start",)):
                if el.tag != "playerslist":
                    raise DownloadError(f"{member}: not FIDE's list (its root is <{el.tag}>)")
                break
        except ET.ParseError as exc:
            raise DownloadError(f"{member}: not readable XML ({exc})") from None
    else:
        with open(out, encoding="latin-1") as fh:
            header = fh.readline().lstrip("\ufeffï»¿")
        if not header.startswith("ID Number"):
            raise DownloadError(f"{member}: not FIDE's list (no 'ID Number' header line)")
    return out


@dataclass(frozen=True)
class Updated:
    """What an update did: the list, the file checked, the players imported."""

    source: str
    file: Path
    players: int


def update_list(
    source: str,
    url: str,
    folder: Path,
    db: PlayerDatabase,
    tick: Tick = _noop,
    timeout: float = 30.0,
) -> Updated:
    """Download ``source``'s list ("frbe" or "fide") into ``folder``, check it, import it into
    ``db``. Download is 0–80 % of the progress, the import the rest."""
    if source not in DEFAULT_URLS:
        raise DownloadError(f"unknown list {source!r}")
    folder.mkdir(parents=True, exist_ok=True)
    archive = folder / f"{source}-list.zip"

    def part(f: float) -> None:
        tick(0.8 * f)

    download(url or DEFAULT_URLS[source], archive, part, timeout)
    if source == "frbe":
        dbf = check_frbe(archive)
        tick(0.85)
        n = import_federation_list(db, dbf)
        found = dbf
    else:
        found = check_fide(archive)
        tick(0.85)
        n = db.import_fide_xml(found) if found.suffix == ".xml" else db.import_fide_txt(found)
    tick(1.0)
    return Updated(source, found, n)
