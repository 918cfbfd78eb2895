"""The results-file service: a results file received checked as the federation's import did,
against the player list when one is given (what ``elodesk check``, the officer's merge and the
desk's exports share).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from ..io.inputs import read_input
from ..io.player_list import read_player_list
from ..io.problems import FileError, FileProblem, IdCheck, KnownId
from .formats import ResultsFormat, read_checked


def id_checker(player_dbf: str | None) -> KnownId | None:
    """known_id(id) for the validators: None when fine, else why (a problem code and its
    arguments after the ID)."""
    if not player_dbf:
        return None
    pl = read_player_list(player_dbf)
    ids, supp = pl.get("MATRICULE"), pl.get("SUPPRESS")
    status = {str(ids[i]): bool(supp[i]) for i in pl.live}
    list_name = Path(player_dbf).name

    def known(pid: str) -> IdCheck | None:
        pid = pid.strip().lstrip("0") or "0"
        if pid not in status:
            return ("id-not-in-list", (list_name,))
        if status[pid]:
            return ("id-suppressed", ())
        return None

    return known


def check_bytes(
    data: bytes, today: dt.date | None = None, known_id: KnownId | None = None
) -> tuple[ResultsFormat, list[FileProblem]]:
    """The format of a results file and its problems (the format recognised from the bytes). A
    BOM at the start is dropped (it hid the first ``001 `` from the detection and lost player
    1); an empty file is :class:`FileError` ``empty-file``."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if not data.strip():
        raise FileError("empty-file")
    fmt, _doc, problems = read_checked(data, today, known_id)
    return fmt, problems


def check_file(
    path: str, players: str | None = None, today: dt.date | None = None
) -> list[FileProblem]:
    """Problems of one file (``elodesk check``)."""
    try:
        data = read_input(path)
    except OSError as exc:
        raise FileError("cannot-read", (exc.strerror,), path=path) from None
    try:
        return check_bytes(data, today, id_checker(players))[1]
    except FileError as exc:  # a file that cannot be read at all: the message names it
        if exc.path:
            raise
        p = exc.problem
        raise FileError(p.code, p.args, p.line, p.field, path=path) from None
