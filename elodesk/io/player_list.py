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

#: A DBF field as :meth:`DbfTable.create` takes it: name, type, length, decimals.
Field = tuple[str, str, int, int]
#: The 1989 layout, which stops after GAIN (``shared/spec/formats.md``, the 2010 widths).
_BASE: list[Field] = [
    ("MATRICULE", "N", 6, 0),
    ("NOM_PRENOM", "C", 25, 0),
    ("SEXE", "C", 1, 0),
    ("CLUB", "N", 3, 0),
    ("PTARECUPER", "N", 2, 0),
    ("DATE_NAISS", "D", 8, 0),
    ("ELO_PRECE", "N", 4, 0),
    ("PART_PRECE", "N", 4, 0),
    ("ADVERSAIRE", "N", 6, 0),
    ("ELO_CALCUL", "N", 4, 0),
    ("PART_CALCU", "N", 4, 0),
    ("MODIFY_ELO", "N", 1, 0),
    ("SUPPRESS", "L", 1, 0),
    ("CLAS_R1_R2", "L", 1, 0),
    ("NOMBRE_R2", "N", 1, 0),
    ("TITRE", "C", 3, 0),
    ("PERFORMAN", "N", 5, 1),
    ("DER_JEUX", "D", 8, 0),
    ("GAIN", "N", 4, 0),
]
#: What the 2010 layout adds after GAIN.
_TAIL_2010: list[Field] = [
    ("FEDERATION", "C", 2, 0),
    ("CTR_RUN_1", "L", 1, 0),
    ("NOUV_MOD", "C", 4, 0),
    ("FIDE", "N", 8, 0),
    ("ARBITRE", "C", 4, 0),
]
#: The layouts :func:`player_layout` knows, oldest first.
LAYOUTS = ("1989", "2010", "2018v3", "2018v4", "2022")


def player_layout(name: str) -> list[Field]:
    """The PLAYER.DBF layout ``name`` of ``shared/spec/formats.md`` (one of :data:`LAYOUTS`):
    1989 stops after GAIN; 2010 adds FEDERATION … ARBITRE; 2018 widens NOM_PRENOM to C32 and
    CLUB to N6 (v4 also FIDE to N10); 2022 adds NATFIDE C3 and DECEDE L. For writing test and
    benchmark lists; the reader itself takes any layout."""
    if name == "1989":
        return list(_BASE)
    if name == "2010":
        return _BASE + _TAIL_2010
    if name not in LAYOUTS:
        raise ValueError(f"unknown PLAYER.DBF layout {name!r} (choose from {', '.join(LAYOUTS)})")
    wide = [
        (n, t, 32 if n == "NOM_PRENOM" else 6 if n == "CLUB" else ln, d) for n, t, ln, d in _BASE
    ]
    fide = [(n, t, 10 if n == "FIDE" else ln, d) for n, t, ln, d in _TAIL_2010]
    if name == "2018v3":
        return wide + _TAIL_2010
    if name == "2018v4":
        return wide + fide
    return wide + fide + [("NATFIDE", "C", 3, 0), ("DECEDE", "L", 1, 0)]


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
