"""EventSettings: the event file's meta read once, typed and checked (app/settings.py)."""

from __future__ import annotations

import pytest

from elodesk.app.session import EventSession
from elodesk.app.settings import Colour, EventSettings, RatingSource
from elodesk.engine.model import EventType, InvalidInput
from elodesk.io.store import create_event


def test_meta_round_trip_and_types(tmp_path):
    store = create_event(
        tmp_path / "e.elodesk",
        {
            "name": "Open",
            "type": "open",
            "rounds": 7,
            "sender": 541,  # older files kept the club's number as a number
            "pairing_first_colour": "b",
            "pairing_rating": "fide",
            "pairing_forbidden": [[1, 2]],
        },
    )
    s = EventSession(store).settings
    store.close()
    assert (s.type, s.rounds, s.sender) == (EventType.OPEN, 7, "541")
    assert (s.pairing.first_colour, s.pairing.rating) == (Colour.BLACK, RatingSource.FIDE)
    assert s.pairing.forbidden == ((1, 2),)
    assert EventSettings.from_meta(s.to_meta()) == s


def test_an_unknown_rule_set_is_an_error_naming_the_key_never_a_fallback():
    # frbe-1999 is none of engine.frbe.RULE_SETS: refused at open, not rated as frbe-2008
    with pytest.raises(InvalidInput, match=r"meta\.rules: unknown rule set 'frbe-1999' for frbe"):
        EventSettings.from_meta({"system": "frbe", "rules": "frbe-1999"})
    with pytest.raises(InvalidInput, match=r"meta\.system: unknown rating system 'elo'"):
        EventSettings.from_meta({"system": "elo"})
    with pytest.raises(InvalidInput, match=r"meta\.rules: unknown rule set 'fqe' for fide"):
        EventSettings.from_meta({"system": "fide", "rules": "fqe"})


def test_the_old_stored_default_rule_set_of_another_system_is_that_systems_default():
    # files written before recorded "frbe-2008" for every new event, whatever its system
    assert EventSettings.from_meta({"system": "fide", "rules": "frbe-2008"}).rules == "fide-2024"


def test_an_unknown_rule_set_stops_elodesk_send_with_one_line(tmp_path, capsys):
    from elodesk.cli import main

    path = tmp_path / "e.elodesk"
    create_event(path, {"name": "E", "rules": "frbe-1999"}).close()
    code = main(["send", str(path), "--from", "a@b.be", "--eml", str(tmp_path / "d.eml")])
    assert code == 2
    err = capsys.readouterr().err  # one line naming the setting (the open-time check's)
    assert "rules" in err and "'frbe-1999'" in err and err.count("\n") == 1
