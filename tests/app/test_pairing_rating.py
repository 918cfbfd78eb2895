"""The rating the pairing list follows (the event's ``pairing_rating``): the FRBE rating, the
FIDE rating, or the higher of the two, as Swar numbers its players (issue text: with Swar's
numbering the engine matched Swar's round 7 on every board). C.04.2: the list is by rating,
highest first."""

from __future__ import annotations

from elodesk.app.pairing import pairing_list
from elodesk.app.settings import PairingSettings

# (start number, name, FRBE rating, FIDE rating)
ROWS = [(1, "A", 1800, 2100), (2, "B", 2000, 0), (3, "C", 1900, 1950)]
PLAYERS = [
    {"number": n, "name": name, "rating": r, "fide_rating": f, "title": ""}
    for n, name, r, f in ROWS
]


def test_pairing_list_by_each_rating():
    # FRBE: B 2000, C 1900, A 1800; FIDE: A 2100, C 1950, B none; higher: A 2100, B 2000, C 1950
    assert pairing_list(PairingSettings.from_meta({"pairing_rating": "frbe"}), PLAYERS) == [2, 3, 1]
    assert pairing_list(PairingSettings.from_meta({"pairing_rating": "fide"}), PLAYERS) == [1, 3, 2]
    assert pairing_list(PairingSettings.from_meta({"pairing_rating": "higher"}), PLAYERS) == [
        1,
        2,
        3,
    ]
