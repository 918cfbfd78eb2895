"""Issue #13: a copy of the event file taken while the desk has it open is the whole event.

Before, every edit stayed in the ``-wal`` file while the program ran: a copy of the
``.elodesk`` file alone (to a USB stick, mid-tournament) had no tables.
"""

from __future__ import annotations

import shutil
import sqlite3

from elodesk.engine.model import Pairing, Result
from elodesk.io.store import EventStore, create_event


def test_a_copy_of_the_open_file_holds_every_edit(tmp_path) -> None:
    s = create_event(tmp_path / "club.elodesk", {"name": "Club", "type": "round-robin"})
    for i in range(6):
        s.add_player(name=f"Player {i}", id=str(10000 + i), rating=1500 + 10 * i)
    s.set_pairings([Pairing(1, 1, 2), Pairing(1, 3, 4), Pairing(1, 5, 6)])
    s.set_result(1, 1, 2, Result.WHITE_WINS)
    s.set_result(1, 3, 4, Result.DRAW)
    usb = tmp_path / "usb"
    usb.mkdir()
    shutil.copyfile(s.path, usb / "club.elodesk")  # the file alone, the store still open
    db = sqlite3.connect(usb / "club.elodesk")
    assert db.execute("SELECT COUNT(*) FROM players").fetchone()[0] == 6
    rows = db.execute("SELECT white, black, result FROM pairings ORDER BY white").fetchall()
    assert rows == [(1, 2, "1-0"), (3, 4, "1/2-1/2"), (5, 6, None)]
    db.close()
    copy = EventStore(usb / "club.elodesk", read_only=True)
    assert [p["name"] for p in copy.players()][:2] == ["Player 0", "Player 1"]
    copy.close()
    s.close()
