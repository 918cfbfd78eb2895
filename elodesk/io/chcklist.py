"""CHCKLIST.DBF, the period's game file: one record per player per game.

Layouts (seed ``003_907f8c977e1d48a1.txt`` and ``shared/spec/formats.md``): 1989 with PAGE N3,
2009+ with LIGNE N8, FILE_CH C32 and ETRANGER C25/C32. Raw game columns (input of a period run):
JOUEUR, RESULTAT (1, 0, 5 = draw), ADVERS (0 = an opponent outside the list), DATE, EXPEDIT,
LIGNE/PAGE, WH_BL, FILE_CH, ETRANGER, and VAL_ADVERS when ADVERS is 0 (the foreign opponent's
rating from the results file). Computed columns: NB_PARTIES, NO_RUN, K_NB_PART, ESPERANCE and
VAL_ADVERS.

The reader is tolerant, as the federation's program was: a value it cannot read (a DATE such as
``20 11112``, 2012-01 record 366; ``015 1/9/``, 2015-07 record 860; a RESULTAT that is not 1, 0
or 5) is ``None`` (points −1 for a result) with a :class:`~elodesk.engine.model.RecordProblem`
in :attr:`GameFile.problems`; the period decides what becomes of the record. The C/N variants
of :mod:`elodesk.io.dbf` are accepted (RESULTAT as C, DATE as C or N(8)).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from ..engine.model import RecordProblem
from . import result_digits
from .dbf import DbfTable
from .player_list import decode_column

REQUIRED = ("JOUEUR", "RESULTAT", "ADVERS")
COMPUTED = ("NB_PARTIES", "NO_RUN", "K_NB_PART", "ESPERANCE", "VAL_ADVERS")
#: Columns holding whole numbers, whatever their DBF type.
WHOLE = frozenset(
    {
        "JOUEUR",
        "RESULTAT",
        "ADVERS",
        "VAL_ADVERS",
        "NB_PARTIES",
        "NO_RUN",
        "K_NB_PART",
        "ESPERANCE",
        "EXPEDIT",
        "LIGNE",
        "PAGE",
    }
)
#: The 2009+ layout as the 2009–2010 files have it (2009-07 and 2010-01 in ``shared/data/frbe``:
#: LIGNE N8, FILE_CH C32, ETRANGER C25; the 2022 files widen ETRANGER to C32), for writing test
#: and benchmark files.
CHCKLIST_2010: list[tuple[str, str, int, int]] = [
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
    ("ETRANGER", "C", 25, 0),
]
#: RESULTAT → points in hundredths (:data:`result_digits.POINTS`, the one table)
_POINTS = {int(d): round(points * 100) for d, points in result_digits.POINTS.items()}


@dataclass
class GameFile:
    """A CHCKLIST.DBF in memory; ``points`` is −1 where the result cannot be read."""

    table: DbfTable
    live: list[int]
    player: list[int | None]
    opponent: list[int]
    points: list[int]  # hundredths: 100 win, 50 draw, 0 loss, -1 unreadable
    opponent_value: list[int]
    problems: list[RecordProblem] = field(default_factory=list)

    @property
    def path(self) -> str:
        return self.table.path

    def column(self, name: str) -> list[Any]:
        """Any other column, decoded (blank when the layout does not have it); unreadable values
        are None and add to :attr:`problems`."""
        values, found = decode_column(self.table, name, WHOLE, frozenset({"DATE"}))
        if found:  # column() is not cached: a second call finds the same problems
            known = set(self.problems)
            self.problems.extend(p for p in found if p not in known)
        return values

    def unreadable(self) -> set[tuple[int, str]]:
        """(record index, field) of every value that could not be read so far."""
        return {(p.record - 1, p.field) for p in self.problems}


def read_chcklist(path: str | os.PathLike[str], encoding: str = "cp850") -> GameFile:
    """Read a CHCKLIST.DBF; raise :class:`~elodesk.io.dbf.DbfError` only for what makes the
    whole file unusable (not a DBF, a missing column, a field of an impossible type)."""
    table = DbfTable.open_checked(path, REQUIRED, "game file", encoding)
    games = GameFile(table, table.live(), [], [], [], [])
    games.player = games.column("JOUEUR")
    opponent = games.column("ADVERS")
    result = games.column("RESULTAT")
    value = games.column("VAL_ADVERS") if table.has("VAL_ADVERS") else [0] * table.count
    get = _POINTS.get
    games.points = [get(r, -1) if r is not None else -1 for r in result]
    if -1 in games.points:
        deleted = table.deleted()
        shown = games.unreadable()
        for i, (r, p) in enumerate(zip(result, games.points, strict=True)):
            if p == -1 and not deleted[i] and (i, "RESULTAT") not in shown:
                what = "empty" if r is None else f"{r!r} is not a result (1, 0 or 5 for a draw)"
                code, args = ("empty", ()) if r is None else ("not-a-result", (r,))
                games.problems.append(
                    RecordProblem(table.path, i + 1, "RESULTAT", what, code, args)
                )
    games.opponent = [o or 0 for o in opponent]
    games.opponent_value = [v or 0 for v in value]
    return games
