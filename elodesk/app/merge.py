"""Results files received by the ratings officer, merged into a period's game file.

Each file (Belgian national file, "24 lines", TRF: the formats of ``app.formats`` that fit the
FRBE) is read and validated; every rated game becomes
two CHCKLIST records (one per player, 2009+ layout) keeping the file's name (FILE_CH), the line it
came from (LIGNE), the sender (EXPEDIT), the date and the colour; an opponent outside the list (ID 0,
a foreign player) keeps the rating the file gave (VAL_ADVERS) and his name (ETRANGER). A game already
present (same two players, date and result, from any file) is reported as a duplicate and not added.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.model import ElodeskError, Result
from ..io import trf
from ..io.dbf import DbfTable
from ..io.numbers import ascii_int
from ..io.problems import FileError, FileProblem, KnownId
from . import formats

CHCKLIST_2009 = [
    ("JOUEUR", "N", 6, 0),
    ("RESULTAT", "N", 1, 0),
    ("ADVERS", "N", 6, 0),
    ("VAL_ADVERS", "N", 4, 0),
    ("CODE_ADVER", "C", 1, 0),
    ("NB_PARTIES", "N", 4, 0),
    ("NO_RUN", "N", 1, 0),
    ("K_NB_PART", "N", 2, 0),
    ("ESPERANCE", "N", 2, 0),
    ("EXPEDIT", "N", 3, 0),
    ("LIGNE", "N", 8, 0),
    ("DATE", "D", 8, 0),
    ("BOTH_Y_N", "C", 1, 0),
    ("RECUP", "C", 1, 0),
    ("WH_BL", "C", 1, 0),
    ("FILE_CH", "C", 32, 0),
    ("ETRANGER", "C", 32, 0),
]
_CODE = {Result.WHITE_WINS: (1, 0), Result.BLACK_WINS: (0, 1), Result.DRAW: (5, 5)}


@dataclass
class Merged:
    """Records ready for a CHCKLIST, and what the merge reported."""

    rows: list[dict] = field(default_factory=list)
    problems: list[tuple[str, FileProblem]] = field(default_factory=list)  # (file, problem)
    duplicates: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


def merge_files(
    paths: Sequence[str | Path], today: dt.date | None = None, known_id: KnownId | None = None
) -> Merged:
    out = Merged()
    seen: dict[tuple, str] = {}
    for path in paths:
        path = Path(path)
        data = path.read_bytes()
        fmt = formats.detect(data)
        if not fmt.fits("frbe"):
            raise FileError("not-for-frbe", (fmt.label,), path=path.name)
        doc = fmt.read(data)
        problems = fmt.validate(doc, today, known_id)
        t = doc.tournament
        out.problems += [(path.name, p) for p in problems]
        out.files.append(path.name)
        by_no = {p.number: p for p in t.players}
        sender = ascii_int(t.sender)
        for k, g in enumerate(t.pairings, start=1):
            if not g.black or g.result is None or not g.result.rated:
                continue
            w, b = by_no[g.white], by_no[g.black]
            date = g.date or (
                trf.round_date_iso(t.round_dates[g.round - 1])
                if 0 < g.round <= len(t.round_dates)
                else t.end or t.start
            )
            try:
                day = dt.date.fromisoformat(date) if date else None
            except ValueError:
                day = None
            key = tuple(sorted((w.id or w.name, b.id or b.name))) + (date, g.result.value)
            if key in seen:
                out.duplicates.append(
                    f"{path.name}: game {k} ({w.name} – {b.name}, {date}) already in {seen[key]}"
                )
                continue
            seen[key] = path.name
            rw, rb = _CODE[g.result]
            for me, opp, res, colour in ((w, b, rw, "W"), (b, w, rb, "B")):
                if not ascii_int(me.id):
                    continue  # a foreign player's own line is not rated in Belgium
                foreign = not ascii_int(opp.id)
                out.rows.append(
                    {
                        "JOUEUR": ascii_int(me.id),
                        "RESULTAT": res,
                        "ADVERS": 0 if foreign else ascii_int(opp.id),
                        "VAL_ADVERS": opp.rating if foreign else 0,
                        "EXPEDIT": sender % 1000,
                        "LIGNE": len(out.rows) + 1,
                        "DATE": day,
                        "WH_BL": colour,
                        "FILE_CH": path.name[:32],
                        "ETRANGER": opp.name[:32],
                    }
                )
    return out


def write_chcklist(m: Merged, path: str | Path) -> Path:
    """The merged records as a CHCKLIST.DBF (2009+ layout), sorted by player, atomically."""
    if not m.rows:
        raise ElodeskError("no rated game in the files")
    rows = sorted(m.rows, key=lambda r: (r["JOUEUR"], r["DATE"] or dt.date.min, r["LIGNE"]))
    t = DbfTable.create(CHCKLIST_2009, len(rows))
    for name in (
        "JOUEUR",
        "RESULTAT",
        "ADVERS",
        "VAL_ADVERS",
        "EXPEDIT",
        "LIGNE",
        "DATE",
        "WH_BL",
        "FILE_CH",
        "ETRANGER",
    ):
        t.set_column(name, [r[name] for r in rows])
    t.save(path)
    return Path(path)
