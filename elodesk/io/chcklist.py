"""CHCKLIST.DBF, the period's game file: one record per player per game.

Layouts (seed ``003_907f8c977e1d48a1.txt`` and ``shared/spec/formats.md``): 1989 with PAGE N3,
2009+ with LIGNE N8, FILE_CH C32 and ETRANGER C25/C32. Raw game columns (input of a period run):
JOUEUR, RESULTAT (1, 0, 5 = draw), ADVERS (0 = an opponent outside the list), DATE, EXPEDIT,
LIGNE/PAGE, WH_BL, FILE_CH, ETRANGER, and VAL_ADVERS when ADVERS is 0 (the foreign opponent's
rating from the results file). Computed columns: NB_PARTIES, NO_RUN, K_NB_PART, ESPERANCE and
VAL_ADVERS.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from .dbf import DbfError, DbfTable

REQUIRED = ("JOUEUR", "RESULTAT", "ADVERS")
COMPUTED = ("NB_PARTIES", "NO_RUN", "K_NB_PART", "ESPERANCE", "VAL_ADVERS")
_POINTS = {1: 100, 0: 0, 5: 50}  # RESULTAT → points in hundredths


@dataclass
class GameFile:
    """A CHCKLIST.DBF in memory."""

    table: DbfTable
    live: list[int]
    player: list[int]
    opponent: list[int]
    points: list[int]  # hundredths: 100 win, 50 draw, 0 loss
    opponent_value: list[int]

    @property
    def path(self) -> str:
        return self.table.path

    def column(self, name: str) -> list[Any]:
        """Any other column, decoded (blank when the layout does not have it)."""
        if not self.table.has(name):
            return [None] * self.table.count
        return self.table.column(name)


def read_chcklist(path: str | os.PathLike[str], encoding: str = "cp850") -> GameFile:
    """Read a CHCKLIST.DBF; raise :class:`DbfError` naming the file, record and field."""
    table = DbfTable.open_checked(path, REQUIRED, "game file", encoding)
    live = table.live()
    player = table.column("JOUEUR")
    opponent = table.column("ADVERS")
    result = table.column("RESULTAT")
    value = table.column("VAL_ADVERS") if table.has("VAL_ADVERS") else [0] * table.count
    get = _POINTS.get
    points = [get(r, -1) for r in result]
    if -1 in points or None in player:
        for i in live:
            if player[i] is None:
                raise DbfError(f"{path}: record {i + 1}, field JOUEUR: empty ID")
            if points[i] == -1:
                raise DbfError(
                    f"{path}: record {i + 1}, field RESULTAT: {result[i]!r} is not "
                    f"a result (1, 0 or 5 for a draw)"
                )
    opponent = [o or 0 for o in opponent]
    value = [v or 0 for v in value]
    return GameFile(table, live, player, opponent, points, value)
