"""PLAYER.DBF, the Belgian rating list, in every layout the federation used.

Layouts (``shared/spec/formats.md``): 1989 (stops after GAIN), 2010 (NOM_PRENOM C25, CLUB N3,
FIDE N8), 2018 v3/v4 (NOM_PRENOM C32, CLUB N6), 2022 (adds NATFIDE C3, DECEDE L). The reader
does not depend on the layout: it reads the columns by name and writes the table back in the
layout it was read in (``dbf.DbfTable`` keeps the header and every untouched byte).

Code page: cp850 in the federation's files (the header's language byte is often 0); names in a
Latin-1 file decode the same way for every letter the lists use except a few accented capitals,
so ``encoding`` can be given.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from .dbf import DbfError, DbfTable

#: Columns every layout has; the reader refuses a table without them.
REQUIRED = ("MATRICULE", "NOM_PRENOM", "ELO_PRECE", "PART_PRECE")


@dataclass
class PlayerList:
    """A PLAYER.DBF in memory: its table and the decoded columns that matter."""

    table: DbfTable
    columns: dict[str, list[Any]]
    live: list[int]  # indices of the records that are not deleted

    @property
    def path(self) -> str:
        return self.table.path

    def get(self, name: str) -> list[Any]:
        """A decoded column (empty values when the layout does not have it)."""
        if name not in self.columns:
            self.columns[name] = (
                self.table.column(name) if self.table.has(name) else [None] * self.table.count
            )
        return self.columns[name]

    def index_by_id(self) -> dict[int, int]:
        """MATRICULE → record index, for live records."""
        ids = self.get("MATRICULE")
        return {ids[i]: i for i in self.live if ids[i] is not None}


def read_player_list(path: str | os.PathLike[str], encoding: str = "cp850") -> PlayerList:
    """Read a PLAYER.DBF; raise :class:`DbfError` naming the file, record and field."""
    table = DbfTable.open_checked(path, REQUIRED, "player list", encoding)
    live = table.live()
    plist = PlayerList(table, {}, live)
    ids = plist.get("MATRICULE")
    seen: dict[int, int] = {}
    for i in live:
        mid = ids[i]
        if mid is None:
            raise DbfError(f"{path}: record {i + 1}, field MATRICULE: empty ID")
        if mid in seen:
            raise DbfError(
                f"{path}: record {i + 1}, field MATRICULE: ID {mid} already in "
                f"record {seen[mid] + 1}"
            )
        seen[mid] = i
    return plist
