"""The short DBF fuzz run (issue 16): mutated fields of real-layout files through the whole
period loading and computation; only the project's own errors may come out. ``make fuzz`` runs
the long version (tests/test_fuzz_long.py)."""

from __future__ import annotations

import random

from tests.conftest import SHARED
from tests.dbf_mutations import fuzz_period, real_seeds, seeds


def test_fuzz_period_loading_short(tmp_path):
    pairs = [seeds()]
    real = real_seeds(SHARED / "data" / "frbe" / "period-201201", 300)
    if real:
        pairs.append(real)
    ran = fuzz_period(random.Random(15), 300, tmp_path, pairs)
    # most mutations leave the files readable: the period runs with the records listed
    assert ran > 150
