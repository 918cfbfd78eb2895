"""The officer's checks when a period opens (games outside the period, a list written long after
it, a previous list newer than the list, a rule set not in force) said in the desk's language:
the real window opens the federation's real files, in French then in Dutch."""

from __future__ import annotations

from elodesk.ui import i18n
from elodesk.ui.officer import OfficerWindow
from tests.conftest import shared_path


def problems(w: OfficerWindow) -> list[str]:
    return [w.problems.item(i).text() for i in range(w.problems.count())]


def test_period_checks_in_french_and_dutch(officer):
    f2010 = shared_path("data", "frbe", "period-201001")
    f2022 = shared_path("data", "frbe", "period-202201")
    # the 2022 list (header 2022-03-30) as the previous list of 2010-01 (header 2010-07-16)
    # and the 2022 rule set for games of 2009 (shared/data/frbe README: the rule set changed
    # in 2022): two of the four checks speak
    args = (str(f2010 / "PLAYER.DBF"), str(f2010 / "CHCKLIST.DBF"), str(f2022 / "PLAYER.DBF"))
    i18n.install("fr")
    assert officer.open_period(*args, "frbe-2022")
    officer.wait_idle()
    said = problems(officer)
    assert any("est plus récente que la liste" in s for s in said), said
    assert any("était en vigueur en 2010-01" in s for s in said), said
    assert not any("newer than" in s or "in force" in s for s in said), said
    i18n.install("nl")
    assert officer.open_period(*args, "frbe-2022")
    officer.wait_idle()
    said = problems(officer)
    assert any("is recenter dan de lijst" in s for s in said), said
    assert any("was van kracht in 2010-01" in s for s in said), said
    assert not any("newer than" in s or "in force" in s for s in said), said
