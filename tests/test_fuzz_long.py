"""The long fuzzing run (make fuzz): every reader on many random and mutated inputs; prints how
many inputs were tried. The suite's own fuzz tests are the short version of these."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from elodesk.engine.model import ElodeskError
from elodesk.engine.systems import get_system
from elodesk.io import chessman, h9, trf
from elodesk.io.dbf import DbfTable
from elodesk.io.ratejson import parse_rate_input
from tests.conftest import SHARED
from tests.dbf_mutations import fuzz_period, real_seeds
from tests.dbf_mutations import mutate as dbf_mutate
from tests.dbf_mutations import seeds as _dbf_seeds

DATA = Path(__file__).parent / "data"


def readers():
    def dbf(b):
        t = DbfTable(b)
        for n in t.field_names:
            t.column(n)

    def rate(b):
        e, p, g = parse_rate_input(b)
        get_system("frbe").rate(e, p, g)

    return {
        "trf": lambda b: trf.parse(b.decode("latin-1")),
        "chessman": chessman.parse,
        "h9": h9.read_bytes,
        "dbf": dbf,
        "json": rate,
    }


def mutate(rnd: random.Random, seed: bytes) -> bytes:
    b = bytearray(seed)
    for _ in range(rnd.randint(1, 8)):
        op = rnd.random()
        pos = rnd.randrange(len(b) + 1)
        if op < 0.4 and b:
            b[min(pos, len(b) - 1)] = rnd.randrange(256)
        elif op < 0.7:
            b[pos:pos] = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 5)))
        else:
            del b[pos : pos + rnd.randint(1, 40)]
    return bytes(b)


@pytest.mark.slow
def test_fuzz_every_reader_long():
    rnd = random.Random(1234)
    seeds = {
        "trf": (DATA / "expected_national.541").read_bytes(),
        "chessman": (DATA / "club.618").read_bytes(),
        "h9": b"; EV[x]\n 1 Dupont Jean 2k FR Pa 2+/w0\n 2 Martin Paul 3k FR Pa 1-/b0\n",
        "json": b'{"players":[{"id":"a","rating":1500,"games":50},{"id":"b","rating":0,'
        b'"games":3,"opponents_sum":4500,"score":1}],"games":[{"white":"a",'
        b'"black":"b","result":"1-0"}]}',
    }
    t = DbfTable.create(
        [
            ("JOUEUR", "N", 6, 0),
            ("RESULTAT", "N", 1, 0),
            ("NOM", "C", 10, 0),
            ("DATE", "D", 8, 0),
            ("OK", "L", 1, 0),
            ("P", "N", 5, 1),
        ],
        3,
    )
    seeds["dbf"] = t.to_bytes()
    dbf_seed = _dbf_seeds()[0]
    tried = 0
    for name, read in readers().items():
        for i in range(20000):
            if name == "dbf" and i % 2:  # field-level mutations of a PLAYER.DBF
                data = dbf_mutate(rnd, dbf_seed)
            else:
                data = (
                    mutate(rnd, seeds[name])
                    if i % 4
                    else bytes(rnd.randrange(256) for _ in range(rnd.randint(0, 300)))
                )
            try:
                read(data)
            except ElodeskError:
                pass
            tried += 1
    print(
        f"fuzz: {tried} inputs tried over {len(seeds)} readers, none raised anything but "
        "the project's own errors"
    )
    assert tried == 100000


@pytest.mark.slow
def test_fuzz_period_loading_long(tmp_path):
    """Issue 16: 20 000 pairs of PLAYER/CHCKLIST with mutated fields (the project's layouts and,
    when ../shared is there, slices of three real periods) through load_period and the run."""
    pairs = [_dbf_seeds()]
    for period in ("period-200807", "period-201201", "period-202201"):
        real = real_seeds(SHARED / "data" / "frbe" / period, 300)
        if real:
            pairs.append(real)
    ran = fuzz_period(random.Random(16), 20000, tmp_path, pairs)
    print(
        f"fuzz: 20000 mutated periods over {len(pairs)} seed pairs, {ran} ran to the end, "
        "the others stopped with the project's own one-line errors"
    )
    assert ran > 8000
