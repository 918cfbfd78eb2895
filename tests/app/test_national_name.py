"""The national results file is named by the rounds it sends, as Swar names its own: its files
``S_SWAR_S1_championnat_2021_R01-06.541`` and ``S_SWAR_A1_tournoi_meri_R01-04.541`` say the same
rounds in ``00C`` ("Envoi des rondes 1 à 4", ../shared/data/frbe/swar), and the federation's
cards list files sent before an event's end (``S_SWAR_S1_CK 21-22 deel 2_R01-05.417``,
``…_R05-07.417``, FICHES.txt.gz of period 2022-01). An open of 5 rounds sent after its third
was named ``…_R01-05`` on a director's evening."""

from __future__ import annotations

import dataclasses
import datetime as dt

from elodesk.app.event import build
from elodesk.engine.model import Pairing
from tests.app.test_event import BEFORE, T

TODAY = dt.date(2026, 2, 1)


def test_three_of_five_rounds_played_sends_rounds_1_to_3():
    # T's three rounds played, round 4 paired and not played, round 5 not paired yet
    t = dataclasses.replace(T, rounds=5, pairings=T.pairings + (Pairing(4, 1, 4), Pairing(4, 3, 2)))
    f = build("national", t, BEFORE, TODAY, rules="frbe-2022")
    assert f.name == "S_ELODESK_S1_Club_R01-03.618"
    head = f.data.decode("latin-1").split("\r\n")
    assert "00B 5 rondes" in head and "00C Envoi des rondes 1 à 3" in head


def test_every_round_played_sends_them_all():
    f = build("national", T, BEFORE, TODAY, rules="frbe-2022")
    assert f.name == "S_ELODESK_S1_Club_R01-03.618"
    assert "00C Envoi des rondes 1 à 3" in f.data.decode("latin-1").split("\r\n")
