"""PLAYER.DBF, the Belgian rating list, in every layout the federation used.

Layouts (``shared/spec/formats.md``): 1989 (stops after GAIN), 2010 (NOM_PRENOM C25, CLUB N3,
FIDE N8), 2018 v3/v4 (NOM_PRENOM C32, CLUB N6), 2022 (adds NATFIDE C3, DECEDE L). The reader
does not depend on the layout: it reads the columns by name and writes the table back in the
layout it was read in (``dbf.DbfTable`` keeps the header and every untouched byte).

Columns are read by what they mean (:data:`WHOLE`, :data:`DECIMAL`, :data:`DATES`), so a
MATRICULE written as C or an ELO_PRECE as N(6,1) reads the same; a field whose type cannot hold
its meaning (ELO_PRECE as a date) is refused naming the field. A value that cannot be read
(the 2008-07 list's PERFORMAN ``-55.-``, record 2360, player 22772) is ``None`` and a
:class:`~elodesk.engine.model.RecordProblem` in :attr:`PlayerList.problems`; whether the record
can still be used is the period's decision (``engine.period.assemble_period``).

Code page: cp850 in the federation's files (the header's language byte is often 0); names in a
Latin-1 file decode the same way for every letter the lists use except a few accented capitals,
so ``encoding`` can be given.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from ..engine.model import RecordProblem
from .dbf import DbfError, DbfTable

#: Columns every layout has; the reader refuses a table without them.
REQUIRED = ("MATRICULE", "NOM_PRENOM", "ELO_PRECE", "PART_PRECE")
#: Columns holding whole numbers (IDs, ratings, counts), whatever their DBF type.
WHOLE = frozenset(
    {
        "MATRICULE",
        "CLUB",
        "PTARECUPER",
        "ELO_PRECE",
        "PART_PRECE",
        "ADVERSAIRE",
        "ELO_CALCUL",
        "PART_CALCU",
        "MODIFY_ELO",
        "NOMBRE_R2",
        "GAIN",
        "FIDE",
    }
)
#: Columns holding a number with decimals (the points scored, N5.1).
DECIMAL = frozenset({"PERFORMAN"})
#: Columns holding dates.
DATES = frozenset({"DATE_NAISS", "DER_JEUX"})


def decode_column(
    table: DbfTable,
    name: str,
    whole: frozenset[str],
    dates: frozenset[str],
    decimal: frozenset[str] = frozenset(),
) -> tuple[list[Any], list[RecordProblem]]:
    """A column decoded by what it means (``whole``, ``decimal`` and ``dates`` name the columns
    of each meaning), whatever its DBF type; empty values when the layout does not have it.
    Returns the values (None where unreadable) and the problems of the live records (PLAYER.DBF
    and CHCKLIST.DBF alike: a deleted record's unreadable value is nobody's concern)."""
    found: list[RecordProblem] = []
    values: list[Any]
    if not table.has(name):
        values = [None] * table.count
    elif name in whole:
        values = list(table.ints(name, found))
    elif name in decimal:
        values = table.numbers(name, found)
    elif name in dates:
        values = table.dates(name, found)
    elif table.field(name).type in "CL":
        values = table.column(name, found)
    else:  # a text column written as a number or a date: its characters
        values = list(table.texts(name))
    if found:
        deleted = table.deleted()
        found = [p for p in found if not deleted[p.record - 1]]
    return values, found


@dataclass
class PlayerList:
    """A PLAYER.DBF in memory: its table, the decoded columns that matter, and the values that
    could not be read (live records only, in record order within each column)."""

    table: DbfTable
    columns: dict[str, list[Any]]
    live: list[int]  # indices of the records that are not deleted
    problems: list[RecordProblem] = field(default_factory=list)

    @property
    def path(self) -> str:
        return self.table.path

    def get(self, name: str) -> list[Any]:
        """A decoded column (empty values when the layout does not have it); an unreadable value
        is None and adds a problem."""
        if name not in self.columns:
            values, found = decode_column(self.table, name, WHOLE, DATES, DECIMAL)
            self.problems.extend(found)
            self.columns[name] = values
        return self.columns[name]

    def unreadable(self) -> set[tuple[int, str]]:
        """(record index, field) of every value that could not be read so far."""
        return {(p.record - 1, p.field) for p in self.problems}

    def index_by_id(self) -> dict[int, int]:
        """MATRICULE → record index, for live records."""
        ids = self.get("MATRICULE")
        return {ids[i]: i for i in self.live if ids[i] is not None}


def read_player_list(path: str | os.PathLike[str], encoding: str = "cp850") -> PlayerList:
    """Read a PLAYER.DBF; raise :class:`DbfError` naming the file, record and field for what
    makes the whole list unusable (not a DBF, a missing column, one ID on two records).

    An unreadable or empty MATRICULE is a problem of its record, not of the list."""
    table = DbfTable.open_checked(path, REQUIRED, "player list", encoding)
    live = table.live()
    plist = PlayerList(table, {}, live)
    ids = plist.get("MATRICULE")
    seen: dict[int, int] = {}
    for i in live:
        mid = ids[i]
        if mid is None:
            continue
        if mid in seen:
            raise DbfError(
                f"{path}: record {i + 1}, field MATRICULE: ID {mid} already in "
                f"record {seen[mid] + 1}"
            )
        seen[mid] = i
    return plist
