"""A player's sex read by one table (``engine.model.sex_of``) for the standings' categories and
the TRF's column 10, whatever file it came from: the federation's PLAYER.DBF wrote women ``V``
(vrouw) as well as ``F`` in 2007–2008."""

from __future__ import annotations

from elodesk.engine.model import Entrant
from elodesk.engine.scoring import Category
from elodesk.io import trf
from elodesk.io.player_list import read_player_list
from tests.conftest import shared_path


def _sexe(period: str, ident: int) -> str:
    pl = read_player_list(shared_path("data", "frbe", period, "PLAYER.DBF"))
    return dict(zip(pl.get("MATRICULE"), pl.get("SEXE"), strict=True))[ident]


def test_a_woman_written_v_in_the_2008_07_list():
    # 353 MAECKELBERGH ANNE-MARIE: SEXE "V" in 2008-07, "F" in the next list (2009-01)
    assert _sexe("period-200807", 353) == "V"
    assert _sexe("period-200901", 353) == "F"
    women, men = Category("Women", sex="f"), Category("Men", sex="m")
    for letter in ("V", "F"):
        her = Entrant(1, "MAECKELBERGH ANNE-MARIE", "353", sex=letter)
        assert women.admits(her) and not men.admits(her), letter
        assert trf.sex_letter(letter) == "w"  # FIDE TRF, column 10: m or w


def test_every_file_s_letters():
    from elodesk.engine.model import sex_of

    # PLAYER.DBF and FIDE's lists M/F, the TRF m/w; blank or unknown: no sex
    assert [sex_of(x) for x in ("M", "m", "F", "f", "W", "w", "V", "", " ", "?")] == [
        *("m", "m", "f", "f", "f", "f", "f", "", "", ""),
    ]
    assert [trf.sex_letter(x) for x in ("M", "F", "w", "")] == ["m", "w", "w", ""]
    assert Category("Women", sex="w").admits(Entrant(1, "x", sex="F"))
