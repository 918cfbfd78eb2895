"""A Go player entered without a rank is rated by the preview at the rank the h9 results file
writes for him, the file the federation rates (one value, ``engine.model.GO_RANK_UNKNOWN``)."""

from __future__ import annotations

from elodesk.app import event as exports
from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
from elodesk.engine.preview import preview


def test_preview_rates_a_player_without_rank_as_the_h9_file_writes_him():
    t = Tournament(
        "Go",
        (Entrant(1, "Sans, Rang", title=""), Entrant(2, "Kyu, Dix", title="10k")),
        (Pairing(1, 1, 2, Result.WHITE_WINS),),
        rounds=1,
        type=EventType.OPEN,
    )
    text = exports.build("h9", t).data.decode("iso-8859-15")
    (line,) = [ln for ln in text.splitlines() if "Sans" in ln]
    assert " 30K " in line
    # shared/rules/ffg.md, "Levels and ranks": n kyu = −(100·n − 50), 30k = −2950
    assert preview(t, "ffg").results[1].old == -2950.0
