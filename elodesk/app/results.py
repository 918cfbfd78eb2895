"""The results-file service: a results file received checked as the federation's import did,
against the player list when one is given (what ``elodesk check``, the officer's merge and the
desk's exports share).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from ..engine.model import ElodeskError
from ..io.player_list import read_player_list


def id_checker(player_dbf: str | None) -> Callable[[str], str | None] | None:
    """known_id(id) for the validators: None when fine, else the reason."""
    if not player_dbf:
        return None
    pl = read_player_list(player_dbf)
    ids, supp = pl.get("MATRICULE"), pl.get("SUPPRESS")
    status = {str(ids[i]): bool(supp[i]) for i in pl.live}

    def known(pid: str) -> str | None:
        pid = pid.strip().lstrip("0") or "0"
        if pid not in status:
            return f"not in {Path(player_dbf).name}"
        if status[pid]:
            return "suppressed (not affiliated) in the player list"
        return None

    return known


def check_file(path: str, players: str | None = None, today: dt.date | None = None) -> list[str]:
    """Problems of one file, as printable lines."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ElodeskError(f"{path}: cannot read ({exc.strerror})") from None
    known = id_checker(players)
    if b"\x00" in data[:4096]:
        from ..io import chessman

        doc = chessman.parse(data)
        problems = chessman.validate(doc, today, known)
    elif b"\n001 " in data or data.startswith(b"001 ") or b"00A " in data[:10]:
        from ..io import trf

        text = data.decode("latin-1")
        doc = trf.parse(text)
        problems = trf.validate(doc, today, known)
        bare = [i + 1 for i, line in enumerate(text.split("\n")[:-1]) if not line.endswith("\r")]
        if doc.belgian and bare:
            problems.insert(
                0, trf.TrfProblem(bare[0], "line ends", f"{len(bare)} lines end without CR LF")
            )
    else:
        from ..io import h9

        doc = h9.read_bytes(data)
        problems = list(doc.problems)
    return [f"{path}: {p}" for p in problems]
