"""h9 files as OpenGotha writes them: the four real files of ../shared/data/h9, and the odd cases
their README describes (ties without a place, criteria columns, games won by default)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.engine.model import Result
from elodesk.io import h9
from tests.conftest import shared_path

# How the expectations below are worked out, without the reader under test: OpenGotha writes
# every player line in fixed columns (ExternalDocument.generateH9File: place 4, name 30, rank 3,
# country 2, club 4, one 5-column field per criterion — padded with " 0" up to four — then one
# 9-column cell per round). So round r's cell of a line is line[C0 + 9(r-1) : C0 + 9r], C0 being
# where the criteria end (read off each file's first player line by eye), and its text is one of
# `<opp><+|-|=|?></|!><w|b><handicap>` or `0<+|-|=>`. Players are the lines not starting with
# ";" (`grep -vc '^;' FILE`); rated games are the White cells `N[+-=]/w` (`grep -o
# '[0-9]*[-+=]/w[0-9]*' FILE | wc -l`: egc2011 1490, juvisy 36, lim2012 119, nonlatin 0).
FILES = {
    # name: (encoding, C0, rounds, players, rated games, games by default, unknown results)
    "juvisy.h9": ("iso-8859-15", 64, 4, 19, 36, 0, 0),
    "lim2012.h9": ("iso-8859-15", 64, 5, 48, 119, 1, 0),
    "egc2011.h9": ("iso-8859-15", 67, 5, 648, 1490, 0, 0),  # ASCII only
    "nonlatin.h9": ("utf-8", 64, 5, 9, 0, 0, 9),
}
_GAME = re.compile(r"^(\d+)([-+=?])([/!])([wb])(\d+)$")
_BYE = re.compile(r"^0([-+=])$")


def _by_columns(text: str, c0: int, rounds: int):
    """(players, cells) cut from the fixed columns: players[i] = (name, rank), cells[(round,
    position)] = the cell's text."""
    lines = [ln for ln in text.split("\n") if ln and not ln.startswith(";")]
    players = [(ln[5:35].strip(), ln[36:39].strip()) for ln in lines]
    cells = {
        (r, pos): ln[c0 + 9 * (r - 1) : c0 + 9 * r].strip()
        for pos, ln in enumerate(lines, start=1)
        for r in range(1, rounds + 1)
    }
    return players, cells


def _expected_games(cells):
    """From White's cells: {(round, white, black): (handicap, result)}, by-default and unknown
    results apart; and every Black cell pointing back with the opposite result."""
    rated, by_default, unknown = {}, {}, {}
    for (r, pos), text in cells.items():
        m = _GAME.match(text)
        if not m:
            assert _BYE.match(text), (r, pos, text)
            continue
        opp, sign, mark, colour, hc = int(m[1]), m[2], m[3], m[4], int(m[5])
        back = _GAME.match(cells[(r, opp)])
        assert back and int(back[1]) == pos and back[4] != colour and int(back[5]) == hc
        assert back[2] == {"+": "-", "-": "+", "=": "=", "?": "?"}[sign]
        if colour != "w":
            continue
        if sign == "?":
            unknown[(r, pos, opp)] = hc
        elif mark == "!":
            by_default[(r, pos, opp)] = (hc, sign)
        else:
            rated[(r, pos, opp)] = (hc, {"+": "1-0", "-": "0-1", "=": "1/2-1/2"}[sign])
    return rated, by_default, unknown


@pytest.mark.parametrize("name", sorted(FILES))
def test_every_player_and_game_of_the_real_files(name):
    encoding, c0, rounds, n_players, n_rated, n_default, n_unknown = FILES[name]
    data = shared_path("data", "h9", name).read_bytes()
    players, cells = _by_columns(data.decode(encoding), c0, rounds)
    rated, by_default, unknown = _expected_games(cells)
    assert (len(players), len(rated), len(by_default), len(unknown)) == (
        n_players,
        n_rated,
        n_default,
        n_unknown,
    )

    doc = h9.read_bytes(data)
    t = doc.tournament
    assert doc.problems == [] and doc.encoding == encoding and t.rounds == rounds
    # every player, at his line position, with his name and rank
    assert [(p.number, p.name.replace(",", ""), p.title) for p in t.players] == [
        (i, nm.replace("_", " "), rk.lower()) for i, (nm, rk) in enumerate(players, start=1)
    ]
    games = [g for g in t.pairings if g.black]
    got_rated = {
        (g.round, g.white, g.black): (g.handicap, g.result.value)
        for g in games
        if g.result is not None and g.result.rated
    }
    assert got_rated == rated  # right round, colour, handicap and result, none missing or extra
    assert {
        (g.round, g.white, g.black): g.handicap
        for g in games
        if g.result is not None and not g.result.rated
    } == {k: hc for k, (hc, _sign) in by_default.items()}
    assert {(g.round, g.white, g.black): g.handicap for g in games if g.result is None} == unknown
    # every other cell is a bye or an absence, in its round
    byes = {(r, pos): text for (r, pos), text in cells.items() if _BYE.match(text)}
    assert {(g.round, g.white): g.bye for g in t.pairings if not g.black} == {
        k: {"+": "F", "=": "H", "-": "Z"}[text[1]] for k, text in byes.items()
    }
    assert len(games) * 2 + len(byes) == len(players) * rounds


def test_lim2012_game_won_by_default():
    # lim2012.h9 line 13 (position 3, Noguchi) round 5: `11+!b0`; line 21 (position 11,
    # Mizessyn): `3-!w0` — Noguchi (Black) won by default: not rated, no problem.
    doc = h9.read_bytes(shared_path("data", "h9", "lim2012.h9").read_bytes())
    (g,) = [g for g in doc.tournament.pairings if g.round == 5 and 3 in (g.white, g.black)]
    assert (g.white, g.black, g.result) == (11, 3, Result.BLACK_FORFEIT_WIN)
    assert not g.result.rated


def test_egc2011_tied_players_found_by_line_position():
    # egc2011.h9: line 25 has no place (tied with place 14, Burzo); it is the 15th player line,
    # and Burzo's round-1 cell `15+/b0` names it: Surin (White, 15) lost to Burzo (Black, 14).
    doc = h9.read_bytes(shared_path("data", "h9", "egc2011.h9").read_bytes())
    t = doc.tournament
    assert t.entrant(15).name == "Surin, Dmitriy" and doc.rows[14].place == ""
    (g,) = [g for g in t.pairings if g.round == 1 and 15 in (g.white, g.black)]
    assert (g.white, g.black, g.result) == (15, 14, Result.BLACK_WINS)
    # 648 player lines, of which those without a place: `grep -c '^     [^ ]' egc2011.h9`
    assert sum(1 for r in doc.rows if not r.place) == 134


@pytest.mark.parametrize("name", sorted(FILES))
def test_real_files_round_trip_byte_for_byte(name):
    data = shared_path("data", "h9", name).read_bytes()
    doc = h9.read_bytes(data)
    assert h9.write_bytes(doc) == data
    # every player line laid out anew from what was read (names, ranks, every cell) is the same
    assert h9.write_bytes(doc, relayout=True) == data


@pytest.mark.parametrize("name", sorted(FILES))
@pytest.mark.parametrize("end", [b"\r\n", b"\r"])
def test_bom_and_line_ends_read_alike(name, end):
    data = shared_path("data", "h9", name).read_bytes()
    other = h9.BOM + data.replace(b"\n", end)
    doc = h9.read_bytes(other)
    assert doc.tournament == h9.read_bytes(data).tournament and doc.problems == []
    assert h9.write_bytes(doc) == other  # BOM and line ends written back as read


def test_changed_result_rewrites_only_the_two_lines():
    data = shared_path("data", "h9", "juvisy.h9").read_bytes()
    doc = h9.read_bytes(data)
    t = doc.tournament
    # round 4, Minieri (1, White) beat Pinchard (15, Black, 4 stones): make it Black's win
    (g,) = [g for g in t.pairings if g.round == 4 and g.white == 1]
    assert (g.black, g.handicap, g.result) == (15, 4, Result.WHITE_WINS)
    changed = [
        p if p is not g else type(g)(4, 1, 15, Result.BLACK_WINS, handicap=4) for p in t.pairings
    ]
    doc.tournament = type(t)(**{**t.__dict__, "pairings": tuple(changed)})
    before, after = data.split(b"\n"), h9.write_bytes(doc).split(b"\n")
    diff = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    assert [b.decode("latin-1")[-8:] for _a, b in diff] == ["  15-/w4", "   1+/b4"]
    assert h9.read_bytes(h9.write_bytes(doc)).tournament == doc.tournament


# ---- small files for the cases the real four do not hold ---------------------------------------

HEAD = "; EV[Test]\n; Pl Name                            Rk Co Club  MMS  SOSSOSOS\n"


def _line(place: str, name: str, rank: str, criteria: str, *cells: str) -> str:
    return f"{place:>4} {name:<30.30} {rank:>3} FR 75Pa{criteria}" + "".join(
        f" {c:>8}" for c in cells
    )


def test_thirty_character_name_running_into_the_rank():
    # older OpenGotha: the 30-column name, then the rank with no space between
    long = "Kowalczyk-Wisniewski Alexander"  # 30 characters
    text = (
        HEAD
        + f"   1 {long}10K FR 75Pa   11   12   13 0    2+/w0\n"
        + _line("2", "Dupont Jean", "12K", "   10   12   13 0", "1-/b0")
        + "\n"
    )
    doc = h9.parse(text)
    assert doc.problems == []
    assert doc.tournament.entrant(1).name == "Kowalczyk-Wisniewski, Alexander"
    assert doc.tournament.entrant(1).title == "10k"
    assert h9.write(doc) == text


def test_criteria_told_from_cells_without_a_header():
    # no `; Pl Name` line: 36, 128, 503 and 0 are criteria (no result sign), 2+/w0 a round
    text = " 1 Dupont Jean 3D FR Pa 36 128 503 0 2+/w0 0=\n 2 Martin Paul 2D FR Pa 33 120 500 0 1-/b0 0-\n"
    doc = h9.parse(text)
    assert doc.problems == [] and doc.tournament.rounds == 2
    g = [p for p in doc.tournament.pairings if p.black]
    assert [(p.round, p.white, p.black, p.result) for p in g] == [(1, 1, 2, Result.WHITE_WINS)]
    assert h9.write(doc) == text


def test_fewer_criteria_than_the_header_names():
    text = HEAD + _line("1", "Dupont Jean", "3D", "   36", "2+/w0") + "\n"
    text += _line("2", "Martin Paul", "2D", "   33  120  500 0", "1-/b0") + "\n"
    doc = h9.parse(text)
    assert [str(p) for p in doc.problems] == [
        "line 3: criteria: 1 placement columns, the header names 3 (MMS SOS SOSOS)"
    ]


def test_cells_that_disagree():
    crit = "   33  120  500 0"
    text = HEAD + _line("1", "Dupont Jean", "3D", crit, "2+/w0", "2+w0") + "\n"
    text += _line("2", "Martin Paul", "2D", crit, "1+/b0", "0-") + "\n"
    text += _line("3", "Petit Luc", "2D", crit, "9+/w0", "0=") + "\n"
    doc = h9.parse(text)
    assert [str(p) for p in doc.problems] == [
        "line 3: round 1: 2+/w0 but line 4 says 1+/b0",
        "line 3: round 2: '2+w0' is not like 15+/w4",
        "line 5: round 1: opponent 9 is not in the file",
    ]
    assert h9.write(doc) == text  # written back as read, problems and all


def test_unknown_colour_and_both_lost_by_default():
    text = " 1 A Jean 3D FR Pa 2+/-0 2-!w0\n 2 B Paul 2D FR Pa 1-/-0 1-!b0\n"
    doc = h9.parse(text)
    assert doc.problems == []
    got = [(g.round, g.white, g.black, g.result) for g in doc.tournament.pairings]
    assert got == [(1, 1, 2, Result.WHITE_WINS), (2, 1, 2, Result.DOUBLE_FORFEIT)]
    assert h9.write(doc) == text


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_read_or_refused_cleanly(data):
    try:
        doc = h9.read_bytes(data)
    except h9.H9Error:
        return
    assert h9.write_bytes(doc) == data.removeprefix(h9.BOM) or doc.bom


def test_a_line_that_cannot_be_read_keeps_its_position():
    # line 2 has no rank: it is still the 2nd player line, so `3+/w0` names the 3rd line
    text = " 1 A Jean 3D FR Pa 3+/w0\n 2 B Paul FR Pa 0-\n 3 C Luc 2D FR Pa 1-/b0\n"
    doc = h9.parse(text)
    assert [str(p) for p in doc.problems] == ["line 2: rank: no rank such as 12k or 3d"]
    got = [(g.round, g.white, g.black) for g in doc.tournament.pairings]
    assert got == [(1, 1, 3)]
    assert h9.write(doc) == text


def test_a_new_tournament_written_reads_back_the_same():
    # the export path (exports.py): a Tournament without a file behind it
    from elodesk.engine.model import Entrant, Pairing, Tournament

    t = Tournament(
        "Open de Lille",
        (Entrant(1, "le Brouster, Remi", title="3k"), Entrant(2, "Naddef, Jean Loup", title="2d")),
        (Pairing(1, 2, 1, Result.WHITE_WINS, handicap=0), Pairing(2, 1, 0, None, bye="H")),
        city="Lille",
        federation="FR",
        start="2026-01-10",
        end="2026-01-11",
        rounds=2,
    )
    text = h9.write(t)
    assert "   1 le_Brouster Remi                3K XX xxxx    2-/b0    0=   \n" in text
    back = h9.parse(text)
    assert back.problems == [] and h9.write(back) == text
    assert [p.name for p in back.tournament.players] == ["le Brouster, Remi", "Naddef, Jean Loup"]


cells = st.sampled_from(
    ["1+/w0", "2-/b3", "3=/w", "2?/b0", "1+!w0", "0=", "0-", "0+", "9+/w0", "2+w0", "x", "1+/-0"]
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["", "1", "2", "3"]),
            st.sampled_from(["A Jean", "le_B Remi", "Kowalczyk-Wisniewski Alexander", "Zz"]),
            st.sampled_from(["3D", "12K", "30k", ""]),
            st.sampled_from(["", "   36  128  503 0", " 7"]),
            st.lists(cells, max_size=4),
            st.sampled_from(["\n", "\r\n", "\r", ""]),
        ),
        min_size=1,
        max_size=5,
    ),
    st.sampled_from(["", HEAD, "; EV[x]\r\n; PC[FR,Lille,x]\n"]),
)
def test_any_file_read_and_written_back_unchanged(lines, head):
    # OpenGotha-like lines with every oddity mixed in (ties, glued names, bad cells, absent
    # ranks, criteria or not, any line end): what is read and written back unchanged is the file
    text = head + "".join(
        _line(place, name, rank, crit, *cs) + end for place, name, rank, crit, cs, end in lines
    )
    try:
        doc = h9.parse(text)
    except h9.H9Error:
        return
    assert h9.write(doc) == text
