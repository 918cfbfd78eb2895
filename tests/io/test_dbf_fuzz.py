"""The short DBF fuzz run (issue 16): mutated fields of real-layout files through the whole
period loading and computation; only the project's own errors may come out. ``make fuzz`` runs
the long version (tests/test_fuzz_long.py)."""

from __future__ import annotations

import random

from elodesk.app.roster import import_federation_list
from elodesk.engine.model import ElodeskError
from elodesk.io.player_search import PlayerDatabase
from tests.conftest import SHARED
from tests.dbf_mutations import fuzz_period, mutate, real_seeds, seeds


def test_fuzz_period_loading_short(tmp_path):
    pairs = [seeds()]
    real = real_seeds(SHARED / "data" / "frbe" / "period-201201", 300)
    if real:
        pairs.append(real)
    ran = fuzz_period(random.Random(15), 300, tmp_path, pairs)
    # about half the mutations leave the files readable: the period runs with the records listed
    # (a header count that disagrees with the file's size is refused, not read short)
    assert ran > 135


def test_fuzz_player_database_import_short(tmp_path):
    # issue 16 item 6: the player-database import reads the same mutated lists
    rnd = random.Random(6)
    lists = [seeds()[0]]
    real = real_seeds(SHARED / "data" / "frbe" / "period-202201", 200)
    if real:
        lists.append(real[0])
    imported = 0
    for _ in range(150):
        path = tmp_path / "PLAYER.DBF"
        path.write_bytes(mutate(rnd, rnd.choice(lists)))
        db = PlayerDatabase()
        try:
            imported += import_federation_list(db, path) > 0
        except ElodeskError:
            pass
    assert imported > 75


def test_import_with_an_unreadable_history_keeps_it_unknown(tmp_path):
    # a player with 3 games whose PERFORMAN is the 2008-07 list's `-55.-`: imported, his
    # history unknown (None) rather than 0 points; a record without a readable ID is skipped
    from tests.cli.test_period_glitches import PLAYER, patch, write

    path = write(
        tmp_path / "PLAYER.DBF",
        PLAYER,
        {
            "MATRICULE": [1, 2, 3],
            "NOM_PRENOM": ["A", "B", "C"],
            "PART_CALCU": [3, 3, 3],
            "ADVERSAIRE": [4500, 4500, 4500],
            "PERFORMAN": [1.5, 1.5, 1.5],
        },
    )
    patch(path, 1, "PERFORMAN", b"-55.-")
    patch(path, 2, "MATRICULE", b"  12X4")
    db = PlayerDatabase()
    assert import_federation_list(db, path) == 2
    one, two = db.get("frbe", "1"), db.get("frbe", "2")
    assert one is not None and one.history == (4500, 1.5)
    assert two is not None and two.history is None
