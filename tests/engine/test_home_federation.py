"""A blank nationality is the home federation's, one rule (engine.model.federation_or_home):
"nationality BEL, blank or *** (anything else is a foreign player)" — Chess Manager's import of
the 24 lines file, ../shared/spec/formats.md. Its readers and writers (the 24 lines file, the TRF
check, the player list's nationality, the roster) each wrote ``x or "BEL"`` again, and a
fixed-width field's three spaces were not blank there."""

from __future__ import annotations

from elodesk.engine.model import HOME_FEDERATION, federation_or_home, is_home


def test_blank_is_home():
    assert HOME_FEDERATION == "BEL"
    for blank in (None, "", "   "):
        assert federation_or_home(blank) == "BEL" and is_home(blank)
    assert federation_or_home(" NED") == "NED" and not is_home("NED")
    assert is_home("BEL") and not is_home("***")
