"""The national results file written as Swar writes the files the federation reads: the
sex letter and the unplayed rounds' cells compared with the two real Swar files of
shared/data/frbe/swar (sent by club 541 in 2021)."""

from __future__ import annotations

import datetime as dt
import re

from elodesk.app.formats import WriteContext, national
from elodesk.engine.model import Entrant, EventType, Pairing, Result, Tournament
from elodesk.io import trf
from tests.conftest import shared_path

SWAR = ("S_SWAR_S1_championnat_2021_R01-06.541", "S_SWAR_A1_tournoi_meri_R01-04.541")


def real_lines() -> list[str]:
    out = []
    for name in SWAR:
        text = shared_path("data", "frbe", "swar", name).read_bytes().decode("latin-1")
        out += [ln for ln in text.splitlines() if ln.startswith("001")]
    return out


def cells(line: str) -> list[str]:
    """The round cells of a 001 line (10 columns each from column 92)."""
    return [line[i : i + 8] for i in range(91, len(line.rstrip()), 10)]


def written() -> list[str]:
    # four players of the list (PLAYER.DBF's SEXE "M"/"F"); round 1 has a game and a
    # pairing-allocated bye, round 2 a game, a half-point bye and an absent player
    t = Tournament(
        "Open 2021",
        (
            Entrant(1, "Decellier, Patrick", "84735", 1831, "BEL", sex="M"),
            Entrant(2, "Decellier, Lise", "24000", 1500, "BEL", sex="F"),
            Entrant(3, "Hias, Ludovic", "79316", 2056, "BEL", sex="M"),
            Entrant(4, "Belin, David", "16858", 1428, "BEL", sex="M"),
        ),
        (
            Pairing(1, 1, 2, Result.WHITE_WINS),
            Pairing(1, 3, 0, bye="U"),
            Pairing(2, 3, 1, Result.DRAW),
            Pairing(2, 2, 0, bye="H"),
            Pairing(2, 4, 0, bye="Z"),
        ),
        start="2021-09-24",
        end="2021-10-08",
        rounds=2,
        type=EventType.OPEN,
        sender="541",
    )
    f = national.write(t, WriteContext(today=dt.date(2021, 10, 20)))
    return [ln for ln in f.data.decode("latin-1").splitlines() if ln.startswith("001")]


def test_sex_letter_as_swar_writes_it():
    real = real_lines()
    # every player line of both Swar files has "m" in column 10 (41 players)
    assert {ln[9] for ln in real} == {"m"} and len(real) == 41
    ours = written()
    assert [ln[9] for ln in ours] == ["m", "w", "m", "m"]  # "w": the TRF's letter for women


def test_unplayed_rounds_written_as_swar_does():
    real = {c for ln in real_lines() for c in cells(ln) if c.startswith("0000")}
    # what Swar writes for a round without a game: "-" none, "+" a point, blank a half
    assert real == {"0000 - -", "0000 - +", "0000 -  "}
    ours = {ln[14:47].strip(): cells(ln) for ln in written()}
    assert ours["Hias, Ludovic"][0] == "0000 - +"  # the pairing-allocated bye (1 point)
    assert ours["Decellier, Lise"][1] == "0000 -  "  # the half-point bye
    assert ours["Belin, David"] == ["0000 - -", "0000 - -"]  # not paired, absent
    assert {c for cs in ours.values() for c in cs if c.startswith("0000")} <= real
    # and the points column counts them as Swar's does (Hias 1 + ½, Lise ½)
    points = {ln[14:47].strip(): float(ln[80:84]) for ln in written()}
    assert points == {
        "Decellier, Patrick": 1.5,
        "Decellier, Lise": 0.5,
        "Hias, Ludovic": 1.5,
        "Belin, David": 0.0,
    }


def test_trf_sex_letters_read_by_category():
    # a player read back from a TRF ("w") is a woman for a women's category ("f")
    from elodesk.engine.scoring import Category

    assert Category("Dames", sex="f").admits(Entrant(1, "X", sex="w"))
    assert Category("Dames", sex="f").admits(Entrant(1, "X", sex="F"))
    assert not Category("Dames", sex="f").admits(Entrant(1, "X", sex="m"))
    assert re.fullmatch(r"[mw ]", trf.sex_letter("F") or " ")


def test_blank_rounds_read_at_the_points_of_the_file():
    """Swar writes blank (``0000 -  ``) a round without a game whatever it is worth; the file's
    points column is the judge: in the S1 file, player 8's 2.0 are a won game and round 4's
    blank (1), player 22's 0.0 hold round 5's (0), players 15 (1.5) and 20 (0.5) round 6's
    (½), player 19's 1.0 two blanks. The standings and the pairing's scores of the file read
    are its points for all 23 players (the blank read as an absence gave 8, 15, 19 and 20 a
    point or a half less)."""
    from elodesk.engine.standings import standings
    from elodesk.engine.swiss import scores_before

    path = shared_path("data", "frbe", "swar", SWAR[0])
    doc = trf.parse(path.read_bytes().decode("latin-1"))
    assert len(doc.points) == 23
    assert {s.number: s.points for s in standings(doc.tournament)} == doc.points
    assert scores_before(doc.tournament, 7) == doc.points
    assert {n: trf.points_of(doc.tournament, n) for n in doc.points} == doc.points
    byes = {(g.round, g.white): g.bye for g in doc.tournament.pairings if not g.black}
    assert [byes[k] for k in ((4, 8), (6, 15), (6, 20))] == ["F", "H", "H"]
    assert byes[(5, 22)] == " "  # worth nothing: left blank, an absence (as read before)
    assert byes[(4, 19)] == byes[(5, 19)] == "H"
    # written back blank, as read (every line of the file, test_formats)
    assert trf.write(doc).encode("latin-1") == path.read_bytes()


def test_a_half_point_bye_written_blank_is_read_back_as_one():
    ours = written()
    back = trf.parse("\n".join(ours) + "\n")
    lise = [g for g in back.tournament.pairings if g.white == 2 and not g.black]
    assert [(g.round, g.bye) for g in lise] == [(2, "H")]
