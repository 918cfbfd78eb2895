"""A national results file's header as the event's settings, so that importing a club's Swar
file as an event keeps more than its players and games.

The header of the Belgian national file (shared/spec/formats.md; shared/data/frbe/swar/
S_SWAR_S1_championnat_2021_R01-06.541): ``012`` name, ``022`` city, ``032`` federation,
``042``/``052`` first and last day (dd.mm.yyyy), ``102`` chief arbiter, ``122`` time control,
``132`` each round's date (yy.mm.dd), ``00D`` "Envoi par : <club name> <number>", ``00E`` "Envoi
par le club : <number>", ``00B`` "<n> rondes". The dates become ISO as the event store keeps
them (:func:`io.trf.round_date_iso`); empty values are left out (the event keeps its own).
"""

from __future__ import annotations

import re
from typing import Any

from ..io import trf


def club_name_of(doc: trf.TrfDocument) -> str:
    """The sending club's name from ``00D`` ("Envoi par : échiquier leuzois 541" gives
    "échiquier leuzois"): the text after the colon without the club's number."""
    text = dict(doc.header).get("00D", "")
    text = text.split(":", 1)[1] if ":" in text else ""
    number = doc.tournament.sender
    text = text.strip()
    if number and text.endswith(number):
        text = text[: -len(number)]
    return re.sub(r"\s+", " ", text).strip()


def header_settings(doc: trf.TrfDocument) -> dict[str, Any]:
    """The event settings the file's header gives (store keys of ``io/store.py``)."""
    t = doc.tournament
    values: dict[str, Any] = {
        "name": t.name.strip(),
        "city": t.city.strip(),
        "federation": t.federation.strip(),
        "start": t.start,
        "end": t.end,
        "arbiter": t.arbiter.strip(),
        "time_control": t.time_control.strip(),
        "sender": t.sender.strip(),
        "club_name": club_name_of(doc),
        "rounds": t.rounds,
        "round_dates": [trf.round_date_iso(d) for d in t.round_dates],
    }
    return {k: v for k, v in values.items() if v not in ("", 0, [], None)}
