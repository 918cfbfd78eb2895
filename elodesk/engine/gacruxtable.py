"""gacrux's Dutch crosstable built with fewer calls (engine.gacruxedges pairs with it).

The crosstable (gacrux 1.11.65's ``list_edges``: one edge per pair of players, 126 253 for
round 2 of a 500-player open) is built with gacrux's statements, the edge of each pair written
in the loop instead of through two method calls per pair (``create_edge``,
``crosstable_dutch.update_canmeet``), each row's flags (can the pair meet) set at once as bytes,
what belongs to one player read once, and the other half of every row filled from its columns;
the flags and the players' score levels are kept for the engine's sorts and counts
(engine.gacruxedges). ``compute_tiebreak`` takes the players' records when the round was built
directly (engine.gacruxround). ``tests/engine/test_gacrux_crosstable.py`` holds every edge
against gacrux's own ``list_edges``; each edge's quality record is engine.gacruxrecords'.
"""

from __future__ import annotations

from decimal import Decimal
from itertools import combinations
from typing import Any

from gacrux.crosstable import ACC, ACX, COD, CSQ, FLT, NUM, PTS, PTX, RFP, RIP, TOP

from .gacruxrecords import CrosstableRecords, shared_keys

#: below this many players (crosstable rows), :meth:`DutchCrosstable.list_edges` sets each
#: edge and flag in both rows of the pair as it builds them; from it, one half of the rows,
#: the other copied from the columns at the end (measured on the benchmark's opens: 200 against
#: 217 us for 10 players, 9.9 against 10.4 ms for 150, 46.6 against 42.5 ms for 300)
_BOTH_HALVES_BELOW = 200

#: create_edge's dictionary (its keys in its order, the values of a pair that cannot meet), whose
#: copies share one table of keys (engine.gacruxrecords.shared_keys: 288 bytes an edge instead
#: of 464, two million edges for 2 000 players), with room for the keys gacrux sets later
#: (``update_bipartite``, ``update_weight``, ``update_color``, ``update_board``)
_EDGE = shared_keys(
    {
        "ca": 0,
        "cb": 0,
        "sa": 0,
        "sb": 0,
        "canmeet": False,
        "isblob": False,
        "played": 0,
        "unplayed": 0,
        "qlevel": -1,
        "quality": None,
        "weight": 0,
        "qcweight": 0,
        "heweight": 0,
        "howeight": 0,
        "colordiff": "  ",
        "qc": False,
    },
    later=("biweight", "mode", "levels", "w", "b", "colorrule", "board"),
)


class DutchCrosstable(CrosstableRecords):
    """gacrux's ``crosstable_dutch`` with its edges' records as engine.gacruxrecords computes
    them, and :meth:`list_edges` building every edge of the crosstable with fewer calls."""

    #: the players' tie-break records given (engine.gacruxround), or None: gacrux's own
    records: dict[int, dict[str, Any]] | None = None
    #: set by :meth:`list_edges` (not in a check): whether each pair can meet (a row of bytes
    #: per player, the edges' ``canmeet``) and each player's score level (the edges' sa/sb)
    canmeet_rows: list[bytearray] | None = None
    scorelevels: list[int] | None = None

    def compute_tiebreak(self, tournament: Any, rnd: Any) -> Any:
        """The records given when the round was built directly (engine.gacruxround says what
        of gacrux's eleven tie-breaks they hold, and why), else gacrux's own computation."""
        if self.records is not None and not self.checkonly:
            return self.records
        return super().compute_tiebreak(tournament, rnd)

    def list_edges(
        self, cmps: Any, maxmeets: Any, topcolor: Any, prohibited: Any
    ) -> tuple[list[Any], list[Any]]:
        """A copy of gacrux 1.11.65's ``crosstable.list_edges`` (the competitors, then one edge
        per pair of them, then the forbidden pairs). Each competitor is built from his record read
        once (gacrux tests for a missing record in each of its fields: the bye's node, 0, and the
        blob have none and are written apart), the parity of the players to be paired (competitor
        0's ``rfp``) counted as they come. The edge of every pair — built there by ``create_edge``
        and ``crosstable_dutch.update_canmeet``, 126 253 calls of each for a 500-player round — is
        built in the loop itself: the same dictionary (same keys in the same order, same values),
        with what depends on one player only (his opponents counted, in a dictionary in a Counter's
        order, his unplayed rounds, rfp, colour preference, top) read once per player instead of
        once per pair, and each edge a copy of its row's dictionary with the pair's own values set.
        Whether a pair can meet is first set for a whole row as bytes (``update_canmeet``'s test for
        a pair not met before: both to be paired, or the blob's row), then for the opponents met
        before and the same absolute colour preference, the few pairs where it differs; row ``i``
        builds its edges with ``j`` ≤ ``i`` (gacrux's ``create_edge(a=j, b=i)``), and the other half
        of every row is filled from the columns at the end (in a
        round of fewer than :data:`_BOTH_HALVES_BELOW` players, as each edge is built). In a
        check of a given pairing (``checkonly``) gacrux's own method runs.
        """
        if self.checkonly:
            return super().list_edges(cmps, maxmeets, topcolor, prohibited)
        self.cmps = cmps
        self.size = self.BLOB = len(cmps.keys()) + 1
        self.ilen = 0
        self.score2level = None
        self.level2score = None

        cmps = self.cmps
        size = self.size
        opponents: list[Any] = [None] * (size + 1)
        competitors: list[Any] = [None] * (size + 1)
        self.opponents, self.competitors = opponents, competitors
        self.numtop = 0
        color_preference = self.color_preference
        parity = False  # competitors[0]["rfp"]: whether an odd number are to be paired
        for i in range(size + 1):
            entry = cmps[i] if i in cmps else None
            if entry is None:
                # the bye's node (0) and the blob (size): no tie-break record
                competitors[i] = {
                    "cid": i,
                    "rnk": i,
                    "pts": Decimal("0.0"),
                    "ptx": Decimal("-1.0"),
                    "acc": Decimal("-1.0"),
                    "acx": Decimal("-1.0"),
                    "rfp": False,
                    "hst": {},
                    "num": {},
                    "rip": 0,
                    "cod": 0,
                    "csq": " ",
                    "flt": 0,
                    "top": False,
                    "cop": "  ",
                }
            else:
                tbval = entry["tiebreakDetails"]
                hst = tbval[RFP]
                cod = tbval[COD]["val"]
                csq = tbval[CSQ]["val"]
                # (a player not present is not to be paired, whatever his RFP)
                rfp_i = hst["val"] not in ("", "N") if entry["present"] else False
                parity ^= rfp_i
                competitors[i] = {
                    "cid": i,
                    "rnk": entry["orgrank"],
                    "pts": tbval[PTS]["val"],
                    "ptx": tbval[PTX]["val"],
                    "acc": tbval[ACC]["val"],
                    "acx": tbval[ACX]["val"],
                    "rfp": rfp_i,
                    "hst": hst,
                    "num": tbval[NUM],
                    "rip": tbval[RIP]["val"],
                    "cod": cod,
                    "csq": " " + csq,
                    "flt": tbval[FLT]["val"],
                    "top": tbval[TOP]["val"],
                    "cop": color_preference(cod, csq),
                }
            opponents[i] = [None] * (size + 1)
        competitors[0]["rfp"] = parity
        self.level2score = acc = sorted(
            set([c["acc"] for c in competitors if c["rfp"] or c["cid"] == 0])
        )
        self.score2level = score2level = {acc[i]: i for i in range(len(acc))}

        competitors[0]["scorelevel"] = 0
        for i in range(1, size):
            competitors[i]["scorelevel"] = (
                score2level[competitors[i]["acc"]] if competitors[i]["rfp"] else 0
            )
        competitors[size]["scorelevel"] = -1

        self.assign_tpn(competitors, size)

        # Invariant c['ca'] < c['cb']; competitors[i]["cid"] == i
        # (create_edge: a = competitors[j], b = competitors[i], j <= i, no exchange)
        blob = self.BLOB
        rnd1 = self.rnd - 1
        maxmeets = self.maxmeets
        sl = [c["scorelevel"] for c in competitors]
        rfp = [c["rfp"] for c in competitors]
        # crosstable_dutch.update_canmeet, C.04.3 C.3: two non-topscorers with the same
        # absolute colour preference (cop "w2" or "b2") cannot meet
        absolute = [
            c["cop"] if c["cop"] in ("w2", "b2") and not c["top"] else None for c in competitors
        ]
        # whether each pair can meet, as bytes by row (the same for both orders of a pair):
        # what DutchEngine.list_edges and compute_hamilton read instead of every edge
        flags = [bytearray(size + 1) for _ in range(size + 1)]
        rfpbytes = bytes(rfp)
        # the players of each absolute colour preference, by pairing number
        same: dict[str, list[int]] = {}
        for j, colour in enumerate(absolute):
            if colour is not None:
                same.setdefault(colour, []).append(j)
        # (a round of fewer than _BOTH_HALVES_BELOW players: each edge and flag set in both
        # rows at once, instead of the columns copied at the end)
        both_halves = size < _BOTH_HALVES_BELOW
        numbers = list(range(size + 1))
        for i in range(size + 1):
            b = competitors[i]
            sb = sl[i]
            isblob = i == blob
            unplayed = rnd1 - b["num"].get("val", 0)
            brfp = rfp[i]
            babs = absolute[i]
            row = opponents[i]
            rowflags = flags[i]
            # update_canmeet for j = 0 .. i, as bytes: against a player not met, the blob's
            # row meets everybody before it, a player to be paired meets the others to be
            # paired, nobody meets himself; then the pairs met before (b's count of each
            # opponent: ``played``), then the same absolute colour preference
            if isblob:
                rowflags[:i] = b"\x01" * i
            elif brfp:
                rowflags[:i] = rfpbytes[:i]
            # b's count of each opponent, in order of first meeting (a Counter's order)
            counted: dict[Any, int] = {}
            for key, opp in b["num"].items():
                if key != "val":
                    counted[opp] = counted.get(opp, 0) + 1
            met: list[tuple[int, int]] = []
            for j, played in counted.items():
                if type(j) is int and 0 <= j <= i:
                    met.append((j, played))
                    # a bool: played < maxmeets, j != i, j < blob, isblob and rfp are bools
                    rowflags[j] = (
                        played < maxmeets and j != i and rfp[j] and brfp or j < blob and isblob
                    )
            if babs is not None:
                for j in same[babs]:
                    if j > i:
                        break
                    rowflags[j] = False
            # create_edge's dictionary for this row: what is the same for every j, then per j
            # the other player (ca, sa), whether they can meet (canmeet, qc) and how often
            # they met (played); copying it keeps the keys in create_edge's order
            # (copies of _EDGE: their copies share its table of keys)
            cannot = _EDGE.copy()
            cannot["cb"] = i
            cannot["sb"] = sb
            cannot["isblob"] = isblob
            cannot["unplayed"] = unplayed
            can = cannot.copy()
            can["canmeet"] = can["qc"] = True
            templates = (cannot, can)
            if both_halves:
                # (and the edge in row j too, and the flag in j's row)
                for j, canmeet in enumerate(rowflags[: i + 1]):
                    edge = templates[canmeet].copy()
                    edge["ca"] = j
                    edge["sa"] = sl[j]
                    row[j] = opponents[j][i] = edge
                    flags[j][i] = canmeet
            else:
                # (the players' numbers as one int object each, shared by their edges: a new
                # int per edge above 256 was 40 MB for 2 000 players)
                for j, canmeet in zip(numbers, rowflags[: i + 1], strict=False):
                    edge = templates[canmeet].copy()
                    edge["ca"] = j
                    edge["sa"] = sl[j]
                    row[j] = edge
            for j, played in met:
                row[j]["played"] = played
        if not both_halves:
            # the other half of each row: row j's edges and flags with the players after j
            for j, column in enumerate(zip(*opponents, strict=True)):
                opponents[j][j + 1 :] = column[j + 1 :]
            for j, column in enumerate(zip(*flags, strict=True)):
                flags[j][j + 1 :] = column[j + 1 :]

        for elem in prohibited:
            if elem["firstRound"] <= self.rnd <= elem["lastRound"]:
                for c1, c2 in list(combinations(elem["competitors"], 2)):
                    opponent = opponents[c1][c2]
                    opponent["canmeet"] = opponent["qc"] = False
                    flags[c1][c2] = flags[c2][c1] = False

        self.canmeet_rows = flags
        self.scorelevels = sl
        return (competitors, opponents)
