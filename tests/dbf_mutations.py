"""The DBF fuzzer (issue 16): mutate real files' fields, not random bytes after one byte.

Seeds are a PLAYER.DBF and a CHCKLIST.DBF in the federation's layouts (written with the
project's writer, or slices of the real files in ../shared when present). A mutation changes
one record's field to a value the federation's files or an attacker could hold (``inf``,
``nan``, ``-55.-``, ``20 11112``, a letter, NULs, bytes above 127 …) or one field descriptor
(type, length, decimals) or a header count; :func:`fuzz_period` then runs the period on the
mutated pair and lets only the project's own errors through.
"""

from __future__ import annotations

import datetime as dt
import random
import struct
from pathlib import Path

from elodesk.app.period import load_period
from elodesk.engine.frbe import RULE_SETS
from elodesk.engine.model import ElodeskError
from elodesk.engine.period import compute_period
from elodesk.io.chcklist import CHCKLIST_2010
from elodesk.io.dbf import DbfTable
from elodesk.io.player_list import Field, player_layout

VALUES = [
    b"inf",
    b"-inf",
    b"nan",
    b"NaN",
    b"1e308",
    b"-55.-",
    b"20 11112",
    b"20R01",
    b"015 1/9/",
    b"20190229",
    b"00000000",
    b"",
    b"-",
    b".",
    b"1_000",
    b"12X4",
    b"\x00\x00",
    b"\xff\xfe",
    b"1500.5",
    b"1500.0",
    b"9" * 20,
    b"-0",
    b"+5",
    b"5",
    b"1",
    b"0",
    b"T",
    b"?",
]


def fields_of(layout: list[Field], names: str) -> list[Field]:
    """The fields ``names`` (separated by spaces) of one of the federation's layouts
    (``player_layout``, ``CHCKLIST_2010``), with the layout's types and widths, in the layout's
    order: a small test file in the federation's format without restating it."""
    wanted = names.split()
    missing = set(wanted) - {f[0] for f in layout}
    assert not missing, f"not in the layout: {sorted(missing)}"
    return [f for f in layout if f[0] in wanted]


def seeds(n: int = 12) -> tuple[bytes, bytes]:
    """A small period in the 2010 layouts: players 1…n (even ones rated), a round of games."""
    p = DbfTable.create(
        fields_of(
            player_layout("2010"),
            "MATRICULE NOM_PRENOM ELO_PRECE PART_PRECE ADVERSAIRE ELO_CALCUL PART_CALCU "
            "MODIFY_ELO PERFORMAN DER_JEUX GAIN FEDERATION",
        ),
        n,
    )
    ids = list(range(1, n + 1))
    p.set_column("MATRICULE", ids)
    p.set_column("NOM_PRENOM", [f"PLAYER {i}" for i in ids])
    p.set_column("ELO_PRECE", [1400 + 50 * i if i % 2 == 0 else 0 for i in ids])
    p.set_column("PART_PRECE", [150 if i % 2 == 0 else 12 for i in ids])
    p.set_column("ADVERSAIRE", [0 if i % 2 == 0 else 12 * 1500 for i in ids])
    p.set_column("PERFORMAN", [None if i % 2 == 0 else 5.5 for i in ids])
    p.set_column("FEDERATION", ["V*" if i == 2 else "V" for i in ids])
    rows = [(a, b) for a in ids for b in ids if a < b][: 3 * n]
    g = DbfTable.create(
        fields_of(
            CHCKLIST_2010,
            "JOUEUR RESULTAT ADVERS VAL_ADVERS NB_PARTIES NO_RUN K_NB_PART ESPERANCE LIGNE DATE "
            "FILE_CH",
        ),
        2 * len(rows),
    )
    g.set_column("JOUEUR", [x for a, b in rows for x in (a, b)])
    g.set_column("ADVERS", [x for a, b in rows for x in (b, a)])
    g.set_column("RESULTAT", [x for k in range(len(rows)) for x in ((1, 0), (5, 5), (0, 1))[k % 3]])
    g.set_column("LIGNE", list(range(1, 2 * len(rows) + 1)))
    g.set_column("DATE", [dt.date(2011, 9, 1 + k // 8) for k in range(2 * len(rows))])
    g.set_column(
        "FILE_CH", ["C20901$$.533" if k % 7 == 0 else "A.123" for k in range(2 * len(rows))]
    )
    return p.to_bytes(), g.to_bytes()


def real_seeds(folder: Path, records: int = 400) -> tuple[bytes, bytes] | None:
    """The first ``records`` records of a real period's two files (header count adjusted)."""
    out = []
    for name in ("PLAYER.DBF", "CHCKLIST.DBF"):
        path = folder / name
        if not path.exists():
            return None
        t = DbfTable.open(path)
        k = min(records, t.count)
        head = bytearray(t.header)
        head[4:8] = struct.pack("<I", k)
        out.append(bytes(head) + t.body[: k * t.record_length] + b"\x1a")
    return out[0], out[1]


def mutate(rnd: random.Random, data: bytes) -> bytes:
    """One to three field-level mutations of a DBF."""
    b = bytearray(data)
    try:
        t = DbfTable(bytes(b))
    except ElodeskError:
        return bytes(b)
    for _ in range(rnd.randint(1, 3)):
        op = rnd.random()
        k = rnd.randrange(len(t.fields))
        f = t.fields[k]
        desc = 32 + 32 * k
        if op < 0.7 and t.count:  # a value
            r = rnd.randrange(t.count)
            value = rnd.choice(VALUES)
            if rnd.random() < 0.3:
                value = bytes(rnd.randrange(32, 256) for _ in range(rnd.randint(1, f.length)))
            value = value[: f.length]
            value = value.rjust(f.length) if rnd.random() < 0.5 else value.ljust(f.length)
            pos = len(t.header) + r * t.record_length + f.offset
            b[pos : pos + f.length] = value
        elif op < 0.8:  # the field's type
            b[desc + 11] = ord(rnd.choice("CNDLFMIX"))
        elif op < 0.88:  # its length (the record length may then disagree)
            b[desc + 16] = rnd.choice([0, 1, 2, f.length + 1, 255])
        elif op < 0.94:  # its decimals
            b[desc + 17] = rnd.choice([0, 1, 2, 9, 200])
        else:  # a header count: records, header length or record length
            which = rnd.choice([(4, "<I"), (8, "<H"), (10, "<H")])
            val = rnd.choice([0, 1, 2**16 - 1, t.count + 1, t.record_length - 1])
            if which[1] == "<I":
                b[which[0] : which[0] + 4] = struct.pack("<I", val)
            else:
                b[which[0] : which[0] + 2] = struct.pack("<H", val & 0xFFFF)
    return bytes(b)


def fuzz_period(
    rnd: random.Random, tries: int, folder: Path, pairs: list[tuple[bytes, bytes]]
) -> int:
    """Run the period on ``tries`` mutated pairs; returns how many ran to the end."""
    rules = [RULE_SETS["frbe-2006-01"], RULE_SETS["frbe-2009-07"], RULE_SETS["frbe-2015-04"]]
    ran = 0
    for n in range(tries):
        players, games = rnd.choice(pairs)
        which = rnd.random()
        if which < 0.45:
            players = mutate(rnd, players)
        elif which < 0.9:
            games = mutate(rnd, games)
        else:
            players, games = mutate(rnd, players), mutate(rnd, games)
        (folder / "PLAYER.DBF").write_bytes(players)
        (folder / "CHCKLIST.DBF").write_bytes(games)
        (folder / "PREV.DBF").write_bytes(players if n % 2 else mutate(rnd, players))
        r = rules[n % 3]
        try:
            inp = load_period(
                str(folder / "PLAYER.DBF"),
                str(folder / "CHCKLIST.DBF"),
                str(folder / "PREV.DBF") if n % 3 else None,
                rules=r,
            )
            compute_period(inp.period_players, inp.records, r)
            for p in inp.problems:
                str(p)
            ran += 1
        except ElodeskError:
            pass
    return ran
