"""The round as gacrux's Dutch pairing reads it, built from elodesk's tournament directly.

gacrux (1.11.65, pinned) pairs a round given as TRF text: elodesk writes it
(``pairing.engine_input``), gacrux's ``trf2json`` reads it back into its tournament document
(players, a game list, a score system guessed from the points column), and
``crosstable.compute_tiebreak`` computes eleven tie-breaks of its ``tiebreak.py`` for every
player — PTS, ACC, ACC/X, RFP, NUM, RIP, COD, CSQ, FLTD, TOP, PTS/X, each a value per round
plus a copy of its whole record per player, over results it first rebuilds per player and
round with rating expectations, wins, black games and the like. For 30 players in round 9
the writing, the reading and the tie-breaks were 40 % of the round's CPU, for a handful of
numbers: what ``crosstable.list_edges`` and the Dutch pairing after it read of each player
is the ``val`` of ten of them (PTS, PTS/X, ACC, ACC/X, RFP, RIP, COD, CSQ, FLTD, TOP), the
opponents listed per round in NUM, ``orgrank`` and ``present``. (RFP's per-round record is
read only to check a given pairing, which keeps gacrux's own path.)

:func:`engine_round` computes these from the tournament itself, round by round, in gacrux's
terms: a game is *played* unless forfeited (:attr:`Result.rated`; TRF ``+``/``-`` are
unplayed), the pairing-allocated bye ``U`` is *played* against nobody, the byes ``F``, ``H``,
``Z``, ``+``, ``-`` and a round without a row (``0000 - Z``) are unplayed; the points are
elodesk's own (:attr:`Result.white_score`, :func:`~elodesk.engine.swiss.bye_points`, the
pairing-allocated bye at the event's value), and the virtual points of an acceleration and the
forbidden pairs are the ``250``/``260`` records ``engine_input`` writes. Each value is the one
gacrux's tie-break computes (its function named where it is computed), so the crosstable built
from them is the same: ``tests/engine/test_gacrux_round.py`` holds the whole crosstable (every
player's record, every pair's edge) equal to the one gacrux builds from the TRF text, on every
round of the reference corpus and on generated rounds with byes, forfeits, withdrawals,
accelerations, forbidden pairs and a half- or zero-point pairing-allocated bye. A bye code
outside that list (a TRF cell code elodesk's TRF reader kept as read) is left to gacrux's own
reading: :func:`engine_round` returns ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from math import copysign
from typing import Any

from gacrux.crosstable import ACC, ACX, COD, CSQ, FLT, NUM, PTS, PTX, RFP, RIP, TOP

from .model import Pairing, Result
from .swiss import bye_points

#: gacrux's tie-break list of ``crosstable.compute_tiebreak``, by its positions: each record's
#: ``tiebreakDetails`` is written in this order.
_POSITIONS = (PTS, ACC, ACX, RFP, NUM, RIP, COD, CSQ, FLT, TOP, PTX)
assert _POSITIONS == tuple(range(11))
#: The bye codes read here, as ``engine_input`` writes them (an empty code is written ``Z``):
#: played (the pairing-allocated bye is, against nobody) or not.
_BYE_PLAYED = {"U": True, "F": False, "H": False, "Z": False, "+": False, "-": False, "": False}
_ZERO = Decimal("0.0")
_WIN = Decimal("1.0")


@dataclass(frozen=True)
class EngineRound:
    """What gacrux's Dutch pairing reads of a round: its tournament document's few fields
    (``tournament``) and each player's tie-break records by pairing number (``records``, the
    shape of ``tiebreak.cmps``)."""

    tournament: dict[str, Any]
    records: dict[int, dict[str, Any]]


#: the points read so far as gacrux reads them from the TRF text: Decimal of the float's repr
#: (a round's points take a handful of values: each is converted once)
_DECIMALS: dict[float, Decimal] = {}


def _decimal(points: float) -> Decimal:
    if not points and copysign(1.0, points) < 0:  # -0.0: the key of 0.0, not its text
        return Decimal(repr(float(points)))
    value = _DECIMALS.get(points)
    if value is None:
        value = _DECIMALS[points] = Decimal(repr(float(points)))
    return value


def engine_round(
    rnd: int,
    rounds: int,
    first_colour: str,
    pn: dict[int, int],
    by_round: dict[int, list[Pairing]],
    withdrawn: set[int],
    bye_value: float,
    accelerations: Sequence[tuple[float, int, int]],
    forbidden: Sequence[tuple[int, int]],
) -> EngineRound | None:
    """The round ``rnd`` as gacrux's pairing reads it, or ``None`` for a bye code it does not
    read here.

    ``pn``: start number → pairing number; ``by_round``: the rows of rounds ``1 .. rnd`` (round
    ``rnd``: its requested byes); ``withdrawn``: start numbers; ``accelerations``: virtual
    points of round ``rnd`` (points, first and last pairing number, as the ``250`` records);
    ``forbidden``: pairs of pairing numbers (``260``).
    """
    before = rnd - 1
    # (opponent, colour, points, played) per pairing number and round 1 .. rnd - 1; no row is
    # gacrux's default result (``tiebreak.prepare_competitors``): unplayed, no points, White
    unplayed = (0, "w", _ZERO, False)
    history = {c: [unplayed] * before for c in pn.values()}
    # each result's points and whether it was played, read once
    by_result: dict[Result, tuple[Decimal, Decimal, bool]] = {}
    current = 0  # trf2json's currentRound: the last round with a game played over the board
    for r in range(1, rnd):
        k = r - 1
        for g in by_round[r]:
            w = pn[g.white]
            if g.black == 0:
                if g.bye not in _BYE_PLAYED:
                    return None
                points = _decimal(bye_points(g.bye, bye_value))
                history[w][k] = (0, "w", points, _BYE_PLAYED[g.bye])
                continue
            b = pn[g.black]
            result = g.result
            assert result is not None  # engine_input's checks refuse it
            read = by_result.get(result)
            if read is None:
                read = by_result[result] = (
                    _decimal(result.white_score),
                    _decimal(result.black_score),
                    result.rated,
                )
            white, black, played = read
            history[w][k] = (b, "w", white, played)
            history[b][k] = (w, "b", black, played)
            if played:
                current = r
    # round rnd: a requested bye (or a withdrawal, written 0000 - Z) makes the player absent
    # (tiebreak.compute_rfp: "N"); everybody else is to be paired ("Y")
    absent = {pn[g.white] for g in by_round.get(rnd, ()) if g.black == 0}
    if any(g.bye not in _BYE_PLAYED for g in by_round.get(rnd, ()) if g.black == 0):
        return None
    absent |= {pn[n] for n in withdrawn}

    # tiebreak.get_accelerated: the virtual points of round rnd of each player a ``250``
    # record names (the last record naming him); none in the rounds before rnd
    virtual: dict[int, Decimal] = {}
    for vp, first, last in accelerations:
        value = Decimal(f"{vp:.1f}")
        for c in history:
            if first <= c <= (last or first):
                virtual[c] = value

    # tiebreak.compute_acc: the score after each round, with the virtual points of the next
    # (those of a round before rnd are none: _ZERO added, as there)
    acc: dict[int, list[Decimal]] = {}
    total: dict[int, Decimal] = {}
    for c, rows in history.items():
        spoints = _ZERO
        line = [virtual.get(c, _ZERO) if rnd == 1 else _ZERO]
        for _, _, points, _ in rows:
            spoints += points
            line.append(spoints + _ZERO)
        if before:
            line[before] = spoints + virtual.get(c, _ZERO)
        acc[c] = line
        total[c] = spoints
    last = rounds - 1
    lim = _WIN * last / Decimal("2.0")
    # the rank column engine_input writes (by score, then pairing number): gacrux's orgrank
    # (by pairing number, then a stable sort by score, highest first)
    ranked = sorted(total)
    ranked.sort(key=total.__getitem__, reverse=True)
    rank = {c: i for i, c in enumerate(ranked, start=1)}
    records: dict[int, dict[str, Any]] = {}
    keys = [str(k) for k in range(1, rnd)]  # NUM's round keys
    # FLT keeps the floats of the last two rounds (nfloat % 16, two in base 4): the scores of
    # a game's two players are compared from that round on only
    recent = before - 2
    for c, rows in history.items():
        own = acc[c]
        # (gacrux's record starts with its description, which list_edges reads as one more
        # "opponent" of the player: kept, so that the records are the same)
        num: dict[str, Any] = {"desc": "NUM", "val": 0}
        games = rip = cod = 0
        csq = ""
        nfloat = 0
        for k, (opp, colour, points, played) in enumerate(rows):
            # tiebreak.compute_score: NUM (opponents of the games played; a point won
            # without playing counts as one against nobody), RIP, COD, CSQ;
            # tiebreak.compute_flt (Dutch): down (1) or up (2) float of each round, by the
            # scores before it; a point without a game played is a down float
            if played:
                num[keys[k]] = opp
                rip += 1
                if opp > 0:
                    games += 1
                    cod += 1 if colour == "w" else -1
                    csq += colour
                    if k >= recent:
                        mine, theirs = own[k], acc[opp][k]
                        nfloat = nfloat * 4 + (1 if mine > theirs else 2 if mine < theirs else 0)
                else:
                    nfloat = nfloat * 4 + 1
            else:
                if points == _WIN:
                    num[keys[k]] = 0
                if opp > 0:
                    rip += 1
                nfloat = nfloat * 4 + (1 if points > _ZERO else 0)
        num["val"] = games
        top = before >= last and own[last] > lim  # tiebreak.compute_top
        score = total[c]
        records[c] = {
            "cid": c,
            "orgrank": rank[c],
            "present": True,
            # PTS, ACC, ACX, RFP, NUM, RIP, COD, CSQ, FLT, TOP, PTX (_POSITIONS)
            "tiebreakDetails": [
                {"val": score},
                {"val": own[before]},
                {"val": own[before]},
                {"val": "N" if c in absent else "Y"},
                num,
                {"val": rip},
                {"val": cod},
                {"val": csq},
                {"val": nfloat % 16},
                {"val": top},
                {"val": score},
            ],
        }
    tournament = {
        "competitors": [{"cid": c} for c in sorted(records)],
        "numRounds": rounds,
        "currentRound": current,
        "maxMeets": 1,
        "topColor": first_colour.lower(),
        "teamTournament": False,
        "pairingSystem": ["dutch"],
        "prohibited": [
            {"firstRound": rnd, "lastRound": rnd, "competitors": [a, b]} for a, b in forbidden
        ],
    }
    return EngineRound(tournament, records)
