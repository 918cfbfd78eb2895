"""gacrux's Dutch crosstable with its per-edge quality record computed with fewer lookups.

gacrux (1.11.65, pinned) computes for every edge of a bracket, once per score level, the
quality criteria C.6–C.21 of C.04.3 that the pair would break (``crosstable_dutch.update_edge``):
44 512 edges for round 2 of a 500-player open, a third of the round's work outside the
matchings. :class:`DutchCrosstable` overrides that one method with the same statements in the
same order — the same record (``quality``, ``qc``, ``qcweight``, ``colordiff``, ``qlevel``)
for every edge — where the Enum lookups of the criterion names are replaced by the names
themselves, the fresh record is a copy of a template with the same keys in the same order, and
the competitors' fields are read once. The crosstable itself (``list_edges``: one edge per pair
of players, 126 253 for that round) is built the same way: gacrux's statements, with the edge
of each pair written in the loop instead of through two method calls per pair, and what belongs
to one player read once (``tests/engine/test_gacrux_crosstable.py`` holds it against gacrux's
own). :class:`DutchEngine` is gacrux's ``pairing_dutch`` with this crosstable, and with copies
of its ``pair_weighted_round`` (the weight of each edge computed in the loop), ``list_edges`` and
``compute_hamilton`` (their sorts of the round's edges done by score-level buckets, the counts
read from the crosstable's flags of the pairs that can meet), ``get_edges`` and
``get_modifiededges`` (a bracket's edges selected on numpy arrays of their players),
``find_pab`` (the bye's edges tested only where they can be) and ``weighted_match`` (the size
of a maximum matching asked for as such); the crosstable's
``update_hetrogenious``, ``update_homogenious``, ``compute_weight``, ``init_cweights`` and
``cascade_weights`` are copies too (the records of a bracket's edges share their lists of 0:
``DutchCrosstable.zero_record`` says why that is safe), and its ``compute_tiebreak`` takes the players' records when the round was built directly
(engine/gacruxround.py). Each copied method says what it changed and why; nothing else of
gacrux is changed. Each is held against gacrux's own method on generated rounds
(``tests/engine/test_gacrux_edges.py``, ``test_gacrux_crosstable.py``,
``test_gacrux_engine.py``, ``test_gacrux_brackets.py``, ``test_gacrux_lists.py``,
``test_pairing_fast.py``), and the
reference corpus (``make pairing-corpus``) pairs every round as before.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Iterable
from decimal import Decimal
from itertools import accumulate, combinations, compress
from operator import itemgetter
from typing import Any

import gacrux.pairingdutch
from gacrux.crosstable import ACC, ACX, COD, CSQ, FLT, NUM, PTS, PTX, RFP, RIP, TOP, flt
from gacrux.crosstabledutch import B0, HE0, HO0, crosstable_dutch
from gacrux.gacruxexeptions import GacruxInvariantError
from gacrux.pairingdutch import pairing_dutch, qdefs

# the names, read from the Enum once
_QL = qdefs.QL.value
_TEMPLATE: dict[str, Any] = {q.name: None for q in qdefs if q.value < _QL}
QC6, QC7, QN8, QC8, QC9, QMM = "QC6", "QC7", "QN8", "QC8", "QC9", "QMM"
QC10, QC11, QC12, QC13, QC14, QC15, QC16, QC17 = (f"QC{n}" for n in range(10, 18))
QC18, QC19, QC20, QC21 = "QC18", "QC19", "QC20", "QC21"
HE1, HE2, HO1, HO2, HO3, HO4, HO5 = "HE1", "HE2", "HO1", "HO2", "HO3", "HO4", "HO5"
_ZERO = tuple(qdefs(v).name for v in range(qdefs.QC10.value, qdefs.QC18.value))
_LISTS = tuple(qdefs(v).name for v in range(qdefs.QC18.value, qdefs.QC21.value + 1))
_DF1, _UF1, _DF2, _UF2 = flt.DF1.value, flt.UF1.value, flt.DF2.value, flt.UF2.value
_COLTRANS = {"nc": "n", "w0": "w", "w1": "W", "w2": "W", "b0": "b", "b1": "B", "b2": "B"}
assert _ZERO == (QC10, QC11, QC12, QC13, QC14, QC15, QC16, QC17)
# the record of an edge that can be played before its criteria are counted: gacrux sets these
# to 0 one by one in update_edge (QC6, QN8, QC9, QC10-QC17), the lists are made per edge
_ZEROED: dict[str, Any] = {**_TEMPLATE, QC6: 0, QN8: 0, QC9: 0, **dict.fromkeys(_ZERO, 0)}
assert list(_ZEROED) == list(_TEMPLATE)
assert _LISTS == (QC18, QC19, QC20, QC21)
# compute_weight's criteria by value, and which of them each mode of edge adds up: C.6-C.21
# always, HE1-HE2 for a heterogeneous edge, HO1-HO5 for a homogeneous one
_BY_VALUE = tuple(qdefs(v).name for v in range(_QL))
_ALWAYS = tuple(n for v, n in enumerate(_BY_VALUE) if v < qdefs.HE1.value)
_SUMMED = {
    "HE": tuple(n for v, n in enumerate(_BY_VALUE) if v < qdefs.HO1.value),
    "HO": _ALWAYS + tuple(n for v, n in enumerate(_BY_VALUE) if v >= qdefs.HO1.value),
}
assert (HE1, HE2, HO1, HO2, HO3, HO4, HO5) == tuple(
    qdefs(v).name for v in range(qdefs.HE1.value, qdefs.HO5.value + 1)
)


#: the lists of an edge's record that records may share (zero_record, update_hetrogenious,
#: update_homogenious)
_SHARED = (QC7, QC8, QMM, *_LISTS, HE1, HE2, HO3, HO4, HO5)


#: init_cweights: the weight and depth records before they are filled (gacrux's
#: ``{q.name: 0 for q in qdefs}``); cascade_weights: the names of each range, by its values
_ALLZERO: dict[str, Any] = {q.name: 0 for q in qdefs}
_CASCADE: dict[tuple[int, int], tuple[str, ...]] = {}
QC0 = qdefs.QC0.name


def _zeros_text(n: int) -> str:
    """``str(["0" for v in [0] * n]).replace("'", "")``: ``[0, 0]`` for 2, ``[]`` for 0."""
    return "[" + ", ".join("0" * n) + "]"


class DutchCrosstable(crosstable_dutch):
    """gacrux's ``crosstable_dutch`` with :meth:`update_edge` as described in the module, and
    :meth:`list_edges` building every edge of the crosstable with fewer calls."""

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
        per pair of them, then the forbidden pairs), where the edge of every pair — built there
        by ``create_edge`` and ``crosstable_dutch.update_canmeet``, 126 253 calls of each for a
        500-player round — is built in the loop itself: the same dictionary (same keys in the
        same order, same values), with what depends on one player only (his opponents counted,
        his unplayed rounds, rfp, colour preference, top) read once per player instead of once
        per pair, and each edge a copy of its row's dictionary with the pair's own values set.
        Whether a pair can meet is first set for a whole row as bytes (``update_canmeet``'s
        test for a pair not met before: both to be paired, or the blob's row), then for the
        opponents met before and the same absolute colour preference, the few pairs where it
        differs; row ``i`` builds its edges with ``j`` ≤ ``i`` (gacrux's ``create_edge(a=j,
        b=i)``), and the other half of every row is filled from the columns at the end. In a
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
        for i in range(size + 1):
            tbval = cmps[i]["tiebreakDetails"] if i in cmps else None
            competitors[i] = {
                "cid": i,
                "rnk": cmps[i]["orgrank"] if i in cmps else i,
                "pts": tbval[PTS]["val"] if tbval else Decimal("0.0"),
                "ptx": tbval[PTX]["val"] if tbval else Decimal("-1.0"),
                "acc": tbval[ACC]["val"] if tbval else Decimal("-1.0"),
                "acx": tbval[ACX]["val"] if tbval else Decimal("-1.0"),
                "rfp": tbval[RFP]["val"] not in ["", "N"] if tbval else False,
                "hst": tbval[RFP] if tbval else {},
                "num": tbval[NUM] if tbval else {},
                "rip": tbval[RIP]["val"] if tbval else 0,
                "cod": tbval[COD]["val"] if tbval else 0,
                "csq": " " + tbval[CSQ]["val"] if tbval else " ",
                "flt": tbval[FLT]["val"] if tbval else 0,
                "top": tbval[TOP]["val"] if tbval else False,
                "cop": self.color_preference(tbval[COD]["val"], tbval[CSQ]["val"])
                if tbval
                else "  ",
            }
            if i in cmps and not cmps[i]["present"] and not self.checkonly:
                competitors[i]["rfp"] = False
            opponents[i] = [None] * (size + 1)

            competitors[0]["rfp"] ^= competitors[i]["rfp"]
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
            met: list[tuple[int, int]] = []
            for j, played in Counter(
                opp for (key, opp) in b["num"].items() if key != "val"
            ).items():
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
            cannot = {
                "ca": 0,
                "cb": i,
                "sa": 0,
                "sb": sb,
                "canmeet": False,
                "isblob": isblob,
                "played": 0,
                "unplayed": unplayed,
                "qlevel": -1,
                "quality": None,
                "weight": 0,
                "qcweight": 0,
                "heweight": 0,
                "howeight": 0,
                "colordiff": "  ",
                "qc": False,
            }
            templates = (cannot, {**cannot, "canmeet": True, "qc": True})
            for j, canmeet in enumerate(rowflags[: i + 1]):
                edge = templates[canmeet].copy()
                edge["ca"] = j
                edge["sa"] = sl[j]
                row[j] = edge
            for j, played in met:
                row[j]["played"] = played
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

    #: the zero record of the bracket being paired (:meth:`zero_record`) and its ``maxpsd``
    _zero: tuple[int, dict[str, Any]] | None = None

    def zero_record(self, maxpsd: int) -> dict[str, Any]:
        """The record of an edge that can be played before its criteria are counted (gacrux's
        ``update_edge`` sets QC6, QN8, QC9, QC10–QC17 to 0 and QC7, QC8, QMM, QC18–QC21 to lists
        of 0), with one list of each length for all the edges of the bracket: an edge that
        breaks a criterion of a list gets a new list of its own (:meth:`update_edge`), and no
        list of a record is ever changed in place but by :meth:`compute_weight`, which copies
        it first."""
        zero = self._zero
        if zero is not None and zero[0] == maxpsd:
            return zero[1]
        psd, psd1, mm = [0] * maxpsd, [0] * (maxpsd + 1), [0] * (self.maxmeets - 1)
        record = {**_ZEROED, QC7: psd, QC8: psd1, QMM: mm}
        for name in _LISTS:
            record[name] = psd
        self._zero = (maxpsd, record)
        return record

    def update_edge(self, edge: dict[str, Any]) -> None:
        """A copy of gacrux 1.11.65's ``crosstable_dutch.update_edge`` (the module says how).

        Changed besides the names: an edge that can be played starts from the bracket's record
        whose counts are already 0 (:meth:`zero_record`; gacrux sets them one by one and makes
        seven lists of 0 per edge), a list gets its own copy only where a criterion is broken;
        the three cases of the pair's score levels (both players in the bracket with the lower
        one at its level, one above and one below, neither: gacrux's two branches and the
        criteria looked at after them) are taken apart, so that an edge of two players below
        the bracket (the most of a bracket paired with every player below it: 527 of the 889
        records of round 9 of a 30-player open) only looks at C.8 (``QN8``); ``qc`` is the
        sum of the criteria broken, counted as they are set instead of added up again (the
        same sum). C.18–C.21 are looked at only when the higher player's score level is above
        the bracket's (gacrux's ``val > 0``). The values, keys and order are gacrux's.
        """
        self.update_edges((edge,))

    def update_edges(self, edges: Iterable[dict[str, Any]]) -> None:
        """:meth:`update_edge` of each of ``edges`` in turn, with what the bracket gives every
        edge (its level, weights, record of zeros, the competitors) read once: the record of
        an edge depends on its own players and the bracket only, so the brackets' loops
        (:meth:`update_hetrogenious`, :meth:`update_homogenious`) bring their edges up to date
        before they read them instead of calling it per edge (889 calls for round 9 of a
        30-player open)."""
        scorelevel = self.scorelevel
        blob = self.BLOB
        maxpsd = self.maxpsd
        below = scorelevel - 1
        zero = None
        for c in edges:
            if c["qlevel"] == scorelevel and c["cb"] < blob:
                continue
            c["qlevel"] = scorelevel
            if not c["canmeet"]:
                c["quality"] = _TEMPLATE.copy()
                continue
            if zero is None:
                # what an edge that can be played reads (gacrux reads it there too)
                zero = self.zero_record(maxpsd)
                competitors = self.competitors
                weight = self.weight
                pablevel = self.pablevel
                rnd1 = self.rnd - 1
                maxmeets = self.maxmeets
            a = competitors[c["ca"]]
            b = competitors[c["cb"]]
            asl, bsl = a["scorelevel"], b["scorelevel"]
            if asl < bsl:
                (a, b, asl, bsl) = (b, a, bsl, asl)
            # the record with its counts at 0 (same keys, same order), its lists the bracket's
            q = c["quality"] = zero.copy()
            if bsl > scorelevel or asl < scorelevel:
                # neither branch of gacrux: no criterion but C.8 of the next bracket (an edge below
                # it: asl == scorelevel - 1, its level 0, no QC8 entry); C.18-C.21 all 0
                if asl == below and bsl < asl:
                    q[QN8] = 1
                    c["qcweight"] = weight[QN8]
                else:
                    c["qcweight"] = 0
                c["qc"] = True
                continue
            level = asl - scorelevel
            broken = 0  # gacrux's qc sum: QC9, QMM, QC10, QC11, QC14-QC17 and QC18-QC21
            if bsl == scorelevel:
                cweight = 0
                if pablevel and bsl == 0:
                    q[QC9] = q9 = rnd1 - a["num"].get("val", 0)
                    cweight += weight[QC9] * q9
                    broken += q9

                played = c["played"]
                if played > 0 and maxmeets > 1:
                    mm = q[QMM] = [0] * (maxmeets - 1)
                    mm[played - 1] = 1
                    broken += 1

                acop = a["cop"]
                bcop = b["cop"]
                if (a["top"] or b["top"]) and a["cid"] > 0 and b["cid"] > 0:
                    acod = a["cod"]
                    bcod = b["cod"]
                    if acod == bcod and abs(acod) >= 2:
                        q[QC10] = 1
                        cweight += weight[QC10]
                        broken += 1
                    if acop[0] == bcop[0] == "w" or acop[0] == bcop[0] == "b":
                        opp = {"w": "bb", "b": "ww"}[acop[0]]
                        anp = int(acop[1])
                        bnp = int(bcop[1])
                        asq = a["csq"][-2:]
                        bsq = b["csq"][-2:]
                        if (
                            asq == bsq
                            and (asq == "ww" or bsq == "bb")
                            or anp > bnp
                            and bsq == opp
                            or bnp > anp
                            and asq == opp
                            or (
                                anp == bnp == 2
                                and (
                                    abs(acod) > abs(bcod)
                                    and bsq == opp
                                    or abs(bcod) > abs(acod)
                                    and asq == opp
                                )
                            )
                        ):
                            q[QC11] = 1
                            cweight += weight[QC11]
                            broken += 1

                if acop != "nc" and acop[0].lower() == bcop[0].lower():
                    q[QC12] = 1
                    cweight += weight[QC12]
                    if int(acop[1]) > 0 and int(bcop[1]) > 0:
                        q[QC13] = 1
                        cweight += weight[QC13]

                c["colordiff"] = _COLTRANS.get(acop, acop[0].upper()) + _COLTRANS.get(
                    bcop, bcop[0].upper()
                )

                aacc, bacc = a["acc"], b["acc"]
                if aacc != bacc:
                    aflt, bflt = a["flt"], b["flt"]
                    if (aacc < bacc) and (aflt & _UF1) or (aacc > bacc) and (bflt & _UF1):
                        q[QC15] = 1
                        cweight += weight[QC15]
                        broken += 1
                        if level > 0:  # C.19
                            lst = q[QC19] = [0] * maxpsd
                            lst[maxpsd - level] = 1
                            cweight += weight[QC19][maxpsd - level]
                            broken += 1
                    if (aacc < bacc) and (aflt & _UF2) or (aacc > bacc) and (bflt & _UF2):
                        q[QC17] = 1
                        cweight += weight[QC17]
                        broken += 1
                        if level > 0:  # C.21
                            lst = q[QC21] = [0] * maxpsd
                            lst[maxpsd - level] = 1
                            cweight += weight[QC21][maxpsd - level]
                            broken += 1
            else:  # asl >= scorelevel > bsl: the higher player floats down
                q[QC6] = 1
                cweight = weight[QC6]
                if level > 0:
                    lst = q[QC7] = [0] * maxpsd
                    lst[maxpsd - level] = 1
                    cweight += weight[QC7][maxpsd - level]

                if pablevel and bsl == 0:
                    q[QC9] = q9 = rnd1 - a["num"].get("val", 0)
                    cweight += weight[QC9] * q9
                    broken += q9

                aflt = a["flt"]
                if aflt & _DF1:
                    if scorelevel == asl:
                        q[QC14] = 1
                        cweight += weight[QC14]
                        broken += 1
                    elif level > 0:  # C.18
                        lst = q[QC18] = [0] * maxpsd
                        lst[maxpsd - level] = 1
                        cweight += weight[QC18][maxpsd - level]
                        broken += 1
                if aflt & _DF2:
                    if scorelevel == asl:
                        q[QC16] = 1
                        cweight += weight[QC16]
                        broken += 1
                    elif level > 0:  # C.20
                        lst = q[QC20] = [0] * maxpsd
                        lst[maxpsd - level] = 1
                        cweight += weight[QC20][maxpsd - level]
                        broken += 1

                if bsl < scorelevel - 1:
                    # C.8: the next bracket's downfloater (asl >= scorelevel: its level is > 0)
                    q[QN8] = 1
                    cweight += weight[QN8]
                    level8 = asl - scorelevel + 1
                    lst = q[QC8] = [0] * (maxpsd + 1)
                    lst[maxpsd + 1 - level8] = 1
                    cweight += weight[QC8][maxpsd + 1 - level8]

            c["qc"] = broken == 0
            c["qcweight"] = cweight

    def update_hetrogenious(
        self, scorelevel: int, nodes: list[Any], edges: list[Any], bsn: dict[int, int]
    ) -> None:
        """A copy of gacrux 1.11.65's ``crosstable_dutch.update_hetrogenious`` (each edge's
        heterogeneous-bracket criteria, C.04.3 C.6–C.8 by bracket sequence number).

        Changed: ``get_edge_quality`` of each edge (the same test, then :meth:`update_edge`)
        is :meth:`update_edges` of all the edges before the loop (an edge's record depends on
        its players and the bracket only, nothing the loop sets); the weights, the competitors
        and the levels are read once before the loop; gacrux's ``e1weight = sum(weight[HE1])``, computed per edge and never used, is
        computed once; an edge that does not float a player of a higher level into the bracket
        (most of them: every edge below it) gets the call's one ``HE1``/``HE2`` list of 0
        (:meth:`zero_record` says why a list can be shared) instead of two new ones each. The
        statements per edge are otherwise gacrux's.
        """
        M = self.M = sum(self.mdp)
        self.ilen = 0
        elen = len(bsn) + 1
        weight = self.weight
        self.init_heweights(scorelevel, bsn)
        if edges:
            sum(weight[HE1])  # gacrux's e1weight (unused), for the same errors on bad weights
        he1, he2 = weight[HE1], weight[HE2]
        competitors = self.competitors
        bsn_get = bsn.get
        zeros = [0] * M
        self.update_edges(edges)
        for c in edges:
            (ca, cb) = (c["ca"], c["cb"])
            q = c["quality"]
            q[HE1] = q[HE2] = zeros
            heweight = 0

            ascl = competitors[ca]["scorelevel"]
            bscl = competitors[cb]["scorelevel"]
            absn = bsn_get(ca, elen)
            bbsn = bsn_get(cb, elen)
            if absn > bbsn:
                (absn, bbsn, ascl, bscl) = (bbsn, absn, bscl, ascl)
            if ascl > scorelevel and bscl <= scorelevel:
                e0 = absn
                e1 = 1 if bbsn == elen else 0
                e2 = bbsn - M if bbsn < elen else 0
                q[HE1] = lst1 = [0] * M
                q[HE2] = lst2 = [0] * M
                lst1[e0 - 1] = e1
                lst2[e0 - 1] = e2
                heweight += he1[e0 - 1] * e1
                heweight += he2[e0 - 1] * e2

            c["heweight"] = heweight

    def update_homogenious(
        self, scorelevel: int, edges: list[Any], bsn: dict[int, int], S: int
    ) -> None:
        """A copy of gacrux 1.11.65's ``crosstable_dutch.update_homogenious`` (each edge's
        homogeneous-bracket criteria: the transpositions and exchanges of C.04.3 D by bracket
        sequence number).

        Changed as :meth:`update_hetrogenious`: ``get_edge_quality`` of each edge is
        :meth:`update_edges` of all of them before the loop, the weights and the competitors
        read once before it; the statements per edge are gacrux's.
        And an edge that is not between two players of the bracket (or cannot be played) gets
        the ``HO3``/``HO4``/``HO5`` lists of the call (``[0]*S``, ``[1]*(B-S)``, ``[0]*(B-1)``:
        the values gacrux gives it, in one list each for all such edges) instead of three new
        lists of its own: 6 KB an edge for a 381-player bracket, and round 2 of a 2 000-player
        open holds 635 000 such edges. Only the edges the matching returns are read again
        (:meth:`compute_weight`, which adds the lists of the other edges into a copy of the
        first one's).
        """
        B = self.B = len(bsn)
        mdp = B - 2 * S
        B3 = self.B3 = S
        B4 = self.B4 = B - S
        B5 = self.B5 = B - 1
        self.ilen = 0
        weight = self.weight
        self.init_howeights(scorelevel, S, mdp)
        HO4weight = sum(weight[HO4])
        w1, w2, w3, w4, w5 = weight[HO1], weight[HO2], weight[HO3], weight[HO4], weight[HO5]
        competitors = self.competitors
        ho3, ho4, ho5 = [0] * B3, [1] * B4, [0] * B5
        self.update_edges(edges)
        for c in edges:
            c["howeight"] = 0
            (ca, cb) = (c["ca"], c["cb"])
            q = c["quality"]
            q[HO1] = 0
            q[HO2] = 0
            howeight = HO4weight
            ascl = competitors[ca]["scorelevel"]
            bscl = competitors[cb]["scorelevel"]
            if not (ascl == scorelevel and bscl == scorelevel and c["canmeet"]):
                q[HO3], q[HO4], q[HO5] = ho3, ho4, ho5
            else:
                q[HO3] = [0] * B3
                q[HO4] = [1] * B4
                q[HO5] = [0] * B5
                absn = bsn[ca]
                bbsn = bsn[cb]
                if absn > bbsn:
                    (absn, bbsn, ascl, bscl) = (bbsn, absn, bscl, ascl)

                if c["canmeet"]:
                    if absn > S:
                        q[HO1] = 1
                        howeight += w1
                    q[HO2] = absn - 1
                    howeight += (absn - 1) * w2
                    if absn <= S:
                        q[HO3][S - absn] = 1
                        howeight += w3[S - absn]
                    else:
                        q[HO4][absn - S - 1] = 0
                        howeight -= w4[absn - S - 1]
                    q[HO5][absn - 1] = bbsn - absn
                    howeight += w5[absn - 1] * (bbsn - absn)
            c["howeight"] = howeight

    def init_cweights(self, scorelevel: int, nodes: list[Any]) -> None:
        """A copy of gacrux 1.11.65's ``crosstable_dutch.init_cweights`` (the depth of each of
        the criteria C.6-C.21 in the bracket, and their weights cascaded from them).

        Changed: the players of the bracket, of the next one, the top scorers and the floaters
        of each kind are counted in one pass over the nodes (gacrux makes six lists of them);
        the empty weight and depth records are copies of one made from ``qdefs`` once; the
        text of the weights' layout (``QCweight``, read only by the engine's traces) is
        written with its lists of zeros joined instead of a list of strings printed and its
        quotes removed (the same text). Values, keys and order are gacrux's.
        """
        cc = len(nodes) + 1
        mdp = self.mdp
        c7len = len(mdp)
        mmlen = self.maxmeets - 1
        self.weight = weight = _ALLZERO.copy()
        self.depth = depth = _ALLZERO.copy()
        bsize = nsize = top = df1 = df2 = uf1 = uf2 = 0
        below = scorelevel - 1
        for node in nodes:
            sl = node["scorelevel"]
            fl = node["flt"]
            if sl >= scorelevel:
                bsize += 1
                if node["top"]:
                    top += 1
                if fl & _DF1:
                    df1 += 1
                if fl & _DF2:
                    df2 += 1
            if sl >= below:
                nsize += 1
            if sl <= scorelevel:
                if fl & _UF1:
                    uf1 += 1
                if fl & _UF2:
                    uf2 += 1
        depth[QC6] = bsize + 1
        depth[QC7] = [psd + 1 for psd in mdp]
        depth[QN8] = nsize + 1
        depth[QC8] = [psd + 1 for psd in mdp] + [bsize + 1 - sum(mdp)]
        depth[QC9] = bsize + 1 if scorelevel <= self.pablevel else 1
        depth[QMM] = [cc] * mmlen
        depth[QC10] = top + 1
        depth[QC11] = depth[QC10]
        depth[QC12] = cc
        depth[QC13] = cc
        depth[QC14] = df1 + 1
        depth[QC15] = uf1 + 1
        depth[QC16] = df2 + 1
        depth[QC17] = uf2 + 1
        for name in _LISTS:
            depth[name] = [psd + 1 for psd in mdp]
        weight[QC0] = self.cascade_weights(depth, qdefs.QC6, qdefs.QC21)
        psd, psd1, mm = _zeros_text(c7len), _zeros_text(c7len + 1), _zeros_text(mmlen)
        self.QCweight = f"C 1--0-{psd}-0-{psd1}-0-{mm}-0-0-0-0--0-0-0-0--{psd}-{psd}-{psd}-{psd}"

    def cascade_weights(self, depth: dict[str, Any], start: Any, stop: Any) -> int:
        """A copy of gacrux 1.11.65's ``crosstable_dutch.cascade_weights`` (each criterion's
        weight from ``stop`` up to ``start``: the product of the depths below it; its depth
        replaced by the number of digits of the old one, a list's by 1s).

        Changed: the names of the criteria from ``stop`` down to ``start`` are read from a
        table made once per range (gacrux looks each up by its value in ``qdefs``); a list's
        weights are set in place of gacrux's tuple assignments, which read the entry before it
        is set (``len(str(0))``: each depth of a list becomes 1). The same weights, depths and
        return value, and the same error for a depth that is neither an int nor a list.
        """
        key = (start.value, stop.value)
        names = _CASCADE.get(key)
        if names is None:
            names = _CASCADE[key] = tuple(
                qdefs(v).name for v in range(stop.value, start.value - 1, -1)
            )
        w = 1
        weight = self.weight
        for nval in names:
            d = depth[nval]
            if isinstance(d, int):
                weight[nval] = w
                w = w * d
                depth[nval] = len(str(d))
            elif isinstance(d, list):
                n = len(d)
                lst = weight[nval] = [0] * n
                for i in range(n - 1, -1, -1):
                    lst[i] = w
                    w = w * d[i]
                    d[i] = 1
            else:
                raise GacruxInvariantError(
                    "criterion "
                    + str(nval)
                    + " has a depth of type "
                    + type(d).__name__
                    + ", but a weight can only be cascaded over an int or a list of int"
                )
        return w

    def compute_weight(self, wpairs: list[Any], bquality: Any) -> dict[str, Any]:
        """A copy of gacrux 1.11.65's ``crosstable_dutch.compute_weight`` (a bracket's quality:
        its pairs' criteria added up, each pair's record brought to the bracket first).

        Changed: the criteria each pair adds up are looked up once per pair's mode (C.6-C.21,
        with HE1-HE2 for a heterogeneous pair, HO1-HO5 for a homogeneous one; gacrux tests the
        mode for each of the 26 criteria by their values, with a name lookup each), in the same
        order; the first list a criterion meets is kept and added to in place, as in gacrux,
        once copied into its pair's record (records share their lists of 0:
        :meth:`zero_record`, :meth:`update_hetrogenious`, :meth:`update_homogenious`).
        """
        quality: dict[str, Any] = dict(_TEMPLATE)
        quality[QN8] = 0
        for c in wpairs:
            self.get_edge_quality(c)
            q = c["quality"]
            for nelem in _SUMMED.get(c.get("mode", ""), _ALWAYS):
                value = q[nelem]
                if value is None:
                    pass
                elif quality[nelem] is None:
                    if isinstance(value, list):
                        # gacrux keeps the pair's own list and adds the others into it: the
                        # pair's list may be one the bracket's records share, so it gets its
                        # copy first
                        value = q[nelem] = value.copy()
                    quality[nelem] = value
                elif isinstance(quality[nelem], int):
                    quality[nelem] += value
                else:
                    total = quality[nelem]
                    for i in range(len(total)):
                        total[i] += value[i]
        return quality


def _minus_lower(edge: dict[str, Any]) -> int:
    """DutchEngine.find_pab: the key list_edges' list is sorted by (its lower level, down)."""
    return -min(edge["sa"], edge["sb"])


def _stable_buckets(buckets: dict[tuple[int, int], list[Any]], reverse: bool) -> list[Any]:
    """The edges of ``buckets`` (each in its order of arrival), bucket after bucket by key.

    This is Python's stable ``sorted`` by that key: equal keys keep their order of arrival.
    """
    out: list[Any] = []
    for key in sorted(buckets, reverse=reverse):
        out += buckets[key]
    return out


def _small(key: Any) -> Any:
    """A sort key as 16-bit integers when it fits (numpy's stable sort is then a radix sort)."""
    if len(key) and 0 <= int(key.min()) and int(key.max()) < 32_768:
        return key.astype(_np.int16)
    return key


# DutchEngine.get_edges: the players' numbers of an edge; the lists whose arrays are kept (how
# many, from how long); numpy (a dependency of rustworkx) if present
_CA, _CB = itemgetter("ca"), itemgetter("cb")
_ARRAYS_KEPT = 8
_ARRAYS_MIN = 200
try:
    import numpy as _np
except ImportError:  # pragma: no cover - gacrux's own loop
    _np = None  # type: ignore[assignment]


class DutchEngine(pairing_dutch):
    """gacrux's ``pairing_dutch`` with :class:`DutchCrosstable`, and the two sorts of the
    round's edges (``list_edges``, ``compute_hamilton``) done by score levels.

    ``records``: the players' tie-break records when the round was built directly
    (engine.gacruxround), which the crosstable takes instead of computing them."""

    def __init__(
        self,
        tournament: dict[str, Any],
        rnd: int,
        params: dict[str, Any],
        records: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(tournament, rnd, params)
        self.records = records

    def get_crosstable(self, experimental: Any, checkonly: Any, verbose: Any) -> DutchCrosstable:
        table = DutchCrosstable(experimental, checkonly, verbose)
        table.records = self.records
        return table

    def pair_weighted_round(
        self,
        bracket: dict[str, Any],
        nodes: list[Any],
        edges: list[Any],
        pairingmode: str,
        numpairs: int,
        category: Any,
    ) -> Any:
        """A copy of gacrux 1.11.65's ``pairing_dutch.pair_weighted_round`` (a bracket's
        criteria counted per edge, then the minimum-weight matching).

        Changed: ``crosstable_dutch.update_weight``, a call per edge (87 819 for a 500-player
        round), is written in the loop with its multiplier read once; an unknown mode raises
        as there; the matching is asked for the edges themselves when the engine's matching
        is elodesk's (``engine.matching.match_edges``: the same graph, without building it);
        the pairs kept get lists of their own in their records (the records share their lists
        of 0 while the bracket is weighed). With the engine's traces on (``reportlevel`` above
        2) gacrux's own runs.
        """
        if self.reportlevel > 2:
            return super().pair_weighted_round(
                bracket, nodes, edges, pairingmode, numpairs, category
            )
        scorelevel = bracket["scorelevel"]
        nx_edges: list[tuple[Any, Any, Any]] = []
        (modified_nodes, modified_edges) = self.modify_edges(
            nodes, None, edges, scorelevel, category, "canmeet"
        )
        if len(modified_nodes) == 0:
            return []
        table = self.crosstable
        if pairingmode == "HE":
            table.update_hetrogenious(scorelevel, modified_nodes, modified_edges, bracket["bsne"])
        elif pairingmode == "HO":
            bracket["bsno"] = self.update_bsn(
                scorelevel, [node for node in modified_nodes if node["scorelevel"] <= scorelevel]
            )
            table.update_homogenious(scorelevel, modified_edges, bracket["bsno"], numpairs)
        elif pairingmode == "BI":
            bracket["bsnb"] = {node["cid"]: i + 1 for i, node in enumerate(modified_nodes)}
            table.update_hetrogenious(scorelevel, modified_nodes, modified_edges, bracket["bsnb"])
            table.update_bipartite(
                scorelevel,
                modified_edges,
                bracket["bsnb"],
                nodes[len(nodes) // 2]["cid"],
                nodes[-1]["cid"],
            )
        # crosstable_dutch.update_weight, per edge
        extra = {"HE": ("heweight", HE0), "HO": ("howeight", HO0), "BI": ("biweight", B0)}
        if pairingmode != "QC" and pairingmode not in extra and modified_edges:
            raise GacruxInvariantError("unknown weight mode " + str(pairingmode))
        append = nx_edges.append
        if pairingmode == "QC":
            for c in modified_edges:
                weight = c["qcweight"]
                c["mode"] = pairingmode
                c["levels"] = category
                c["weight"] = weight
                append((c["ca"], c["cb"], weight))
        elif modified_edges:
            key, factor = extra[pairingmode]
            multiplier = table.weight[factor]
            for c in modified_edges:
                weight = c["qcweight"] * multiplier + c[key]
                c["mode"] = pairingmode
                c["levels"] = category
                c["weight"] = weight
                append((c["ca"], c["cb"], weight))

        nx = gacrux.pairingdutch.nx
        if self.checkonly and len(nodes) == 2 * len(edges):
            wpairs = [(a, b) for (a, b, c) in nx_edges]
        elif hasattr(nx, "match_edges"):
            # elodesk's matching (engine.matching): the graph of these edges, without building it
            wpairs = nx.match_edges(nx_edges)
        else:
            G = nx.Graph()
            G.add_weighted_edges_from(nx_edges)
            wpairs = nx.min_weight_matching(G)
        # the pairs kept have lists of their own in their records, as in gacrux (the records
        # share their lists of 0 while the bracket is weighed: DutchCrosstable.zero_record)
        opponents = self.opponents
        for a, b in wpairs:
            q = opponents[a][b]["quality"]
            if q is not None:
                for key in _SHARED:
                    value = q[key]
                    if value.__class__ is list:
                        q[key] = value.copy()
        return wpairs

    def weighted_match(self, nodes: list[Any], edges: list[Any]) -> int:
        """A copy of gacrux 1.11.65's ``pairing_dutch.weighted_match``: how many of ``nodes``
        a maximum matching of ``edges`` leaves unpaired (``is_complete``'s test whether the
        players can all be paired, C.04.3 C.4).

        Changed: gacrux reads only the size of the minimum-weight matching of the edges at
        weight 0, which is a maximum-cardinality matching, and every maximum-cardinality
        matching has the same size: it is asked for as such when the engine's matching is
        elodesk's (``engine.matching.maximum_matching_size``: no weights, no graph in
        networkx's order), the same number.
        """
        nx = gacrux.pairingdutch.nx
        if not hasattr(nx, "maximum_matching_size"):
            return int(super().weighted_match(nodes, edges))
        return len(nodes) - 2 * int(nx.maximum_matching_size([(e["ca"], e["cb"]) for e in edges]))

    def list_edges(self, opponents: list[Any]) -> list[Any]:
        """A copy of gacrux 1.11.65's ``pairing.list_edges``: the edges that can be played,
        sorted by (−lower score level, −higher score level, ``ca``, ``cb``).

        Changed: gacrux calls a key function per edge (124 500 for a 500-player round) and
        sorts them all; here the edges are put in one bucket per (lower, higher) score level,
        and the buckets are joined from the highest key down. The edges arrive by ``ca``, then
        ``cb`` (row ``ca`` of the crosstable holds ``cb`` > ``ca`` in order, and every pair is
        one edge), so each bucket is already in (``ca``, ``cb``) order: the same list. On the
        crosstable :class:`DutchCrosstable` has just built, which pairs can meet and each
        player's score level are read from its rows of flags and its list of levels, not from
        each edge (``canmeet``, ``sa``, ``sb``: the same values); the buckets are kept for
        :meth:`compute_hamilton`, which takes them when it is given this list.
        """
        table = self.crosstable
        flags, level = table.canmeet_rows, table.scorelevels
        if flags is None or level is None or opponents is not table.opponents:
            buckets: defaultdict[tuple[int, int], list[Any]] = defaultdict(list)
            for i, line in enumerate(opponents):
                for edge in line[i + 1 : -1]:
                    if edge["canmeet"]:
                        sa, sb = edge["sa"], edge["sb"]
                        buckets[(sa, sb) if sa <= sb else (sb, sa)].append(edge)
            return _stable_buckets(buckets, reverse=True)
        size = len(opponents) - 1  # the last row and column: the blob's, left out
        top = max(level) + 1
        # grid[s][t] is grid[t][s]: the bucket of the edges between levels s and t
        grid: list[list[list[Any]]] = [[[] for _ in range(top)] for _ in range(top)]
        for lo in range(top):
            for hi in range(lo + 1, top):
                grid[hi][lo] = grid[lo][hi]
        for a in range(size):
            row = opponents[a]
            into = grid[level[a]]
            for b in compress(range(a + 1, size), flags[a][a + 1 : size]):
                into[level[b]].append(row[b])
        out: list[Any] = []
        for lo in range(top - 1, -1, -1):
            for hi in range(top - 1, lo - 1, -1):
                out += grid[lo][hi]
        self.listed = (out, grid)
        self.edges_listed = out
        return out

    def compute_hamilton(self, nodes: list[Any], edges: list[Any]) -> list[Any]:
        """A copy of gacrux 1.11.65's ``pairing.compute_hamilton`` (per score level, whether
        the players of that level and below can all be paired, C.04.3 C.4).

        gacrux sorts the edges by (higher score level, lower score level) and walks them,
        counting for every player his edges to players of his level and below (``hist``), to
        his own level (``ll_hist``) and to the next (``fl_hist``, ``lf_hist``), and asks
        ``is_complete`` at each higher level met. Changed: given the list :meth:`list_edges`
        has just built, the sorted list is its buckets joined from the lowest key up (each in
        its order of arrival, as the stable sort leaves them), and the counts are taken from the
        crosstable's flags — each player's partners counted by score level once (the flags as a
        matrix times the columns' levels with numpy; else each row's bytes put in level order
        and counted per level) — instead of from each edge: the same lists are given to ``is_complete`` in the same order. Any other
        list, or players whose levels leave one out, goes to gacrux's own method.
        """
        listed = self.__dict__.pop("listed", None)
        table = self.crosstable
        flags, level = table.canmeet_rows, table.scorelevels
        levels = self.levels
        rest_nodes = nodes[::-1]
        present = sorted({node["scorelevel"] for node in rest_nodes})
        if (
            self.checkonly
            or listed is None
            or listed[0] is not edges
            or flags is None
            or level is None
            or present != list(range(present[0] if present else 0, levels))
            or present[0] not in (0, 1)
        ):
            return super().compute_hamilton(nodes, edges)
        grid: list[list[list[Any]]] = listed[1]
        hamilton: list[Any] = [{} for _ in range(levels)]
        self.pablevel = -1
        top = len(grid)

        # the edges by (higher, lower) level, and where each higher level's start
        rest_edges: list[Any] = []
        starts: list[tuple[int, int]] = []
        for hi in range(top):
            start = len(rest_edges)
            for lo in range(hi + 1):
                rest_edges += grid[hi][lo]
            if len(rest_edges) > start:
                starts.append((hi, start))
        if starts and starts[0][0] == 0:
            return super().compute_hamilton(nodes, edges)
        starts.append((levels, len(rest_edges)))

        # per player, his partners by their score level, and their running sum by level: his
        # row of flags with its columns put in order of score level (the blob's column left
        # out, as list_edges leaves it), the partners of a level counted in its part
        size = len(flags) - 1
        cids = [node["cid"] for node in rest_nodes]
        count: dict[int, list[int]] = {}
        upto: dict[int, list[int]] = {}
        if _np is not None:
            # (with numpy: the flags as a matrix times each column's level as a 0/1 row, sums
            # of 0 and 1 below 2**24, exact in float32; the same counts)
            np = _np
            matrix = np.frombuffer(b"".join(flags[:size]), dtype=np.uint8)
            matrix = matrix.reshape(size, size + 1)[:, :size].astype(np.float32)
            onehot = np.zeros((size, levels), dtype=np.float32)
            onehot[np.arange(size), np.asarray(level[:size], dtype=np.intp)] = 1.0
            per_level = (matrix @ onehot).astype(np.int64)
            counts = per_level.tolist()
            running = np.cumsum(per_level, axis=1).tolist()
            for cid in cids:
                count[cid] = counts[cid]
                upto[cid] = running[cid]
        else:
            order = sorted(range(size), key=level.__getitem__)
            ordered = [level[j] for j in order]
            bounds = [bisect_left(ordered, lvl) for lvl in range(levels + 1)]
            pick = itemgetter(*order, order[0])  # (a tuple even for one column)
            for cid in cids:
                row = bytes(pick(flags[cid])[:size])
                per = [row.count(1, bounds[lvl], bounds[lvl + 1]) for lvl in range(levels)]
                count[cid] = per
                upto[cid] = list(accumulate(per))

        # nodeptr[level]: the first of rest_nodes above level - 1 (gacrux's)
        nodeptr = [0] * (levels + 1)
        lastn = 0
        for i, node in enumerate([*rest_nodes, {"scorelevel": levels}]):
            if (firstn := node["scorelevel"]) > lastn:
                nodeptr[lastn + 1] = i
                lastn = firstn

        laste = 0
        ll_nodes: list[Any] = []
        ff_nodes: list[Any] = []
        for firste, i in starts:
            if firste > laste:
                # update each scorelevel - hamilton
                rest = hamilton[laste]
                if laste > 0:
                    ll_cids = cids[nodeptr[laste] : nodeptr[laste + 1]]
                    ll_hist = [count[c][laste] for c in ll_cids]
                    fl_hist = [count[c][laste] for c in cids[nodeptr[laste - 1] : nodeptr[laste]]]
                    lf_hist = [count[c][laste - 1] for c in ll_cids]
                    (rest["cur_pairs"], rest["cur_unpaired"], rest["cur_hamilton"]) = (
                        self.is_complete(ll_nodes, None, weight=False, hist=ll_hist)
                    )
                    (_, _, fh) = self.is_complete(ll_nodes, None, weight=False, hist=fl_hist)
                    (_, _, lh) = self.is_complete(ff_nodes, None, weight=False, hist=lf_hist)
                    rest["cross_hamilton"] = min(fh, lh)
                below = nodeptr[laste + 1]
                (rest["rem_pairs"], rest["rem_unpaired"], rest["rem_hamilton"]) = self.is_complete(
                    rest_nodes[:below],
                    rest_edges[:i],
                    hist=[upto[c][laste] for c in cids[:below]],
                    pab=firste == levels,
                )
                if firste == levels:
                    break
                laste = firste
                ff_nodes = rest_nodes[nodeptr[laste - 1] : nodeptr[laste]] if laste > 0 else []
                ll_nodes = rest_nodes[nodeptr[laste] : nodeptr[laste + 1]]

        return hamilton

    def get_edges(self, nodes: list[Any], edges: list[Any], condition: Any = None) -> list[Any]:
        """A copy of gacrux 1.11.65's ``pairing.get_edges``: the edges of ``edges`` (its part
        down to the lowest player's level less one, found by ``edgeBinarySearch``) whose two
        players are both in ``nodes``, in their order.

        Changed: the test of every edge's two players (a Python loop over the edges' dictionaries,
        66 000 edges a round for 100 players in round 9, most from ``remove_pairs`` after each
        bracket) is done on arrays of the players' numbers with numpy, and the edges kept are
        taken from an array of them by the same mask: the same edges in the same order. Each
        list this method returns keeps its arrays (the engine gives these lists back to it,
        bracket after bracket), for the last :data:`_ARRAYS_KEPT` lists, held by identity (no
        list is changed in place there); the round's first list gets its arrays from the
        crosstable's flags (:meth:`listed_arrays`). A short part, a ``condition`` (read from the
        edges, whose ``canmeet``/``qc`` change) or no numpy: gacrux's own loop.
        """
        if condition or len(nodes) == 0 or len(edges) == 0 or _np is None:
            return super().get_edges(nodes, edges, condition)
        msl = nodes[-1]["scorelevel"] - 1
        if min(edges[0]["sa"], edges[0]["sb"]) < msl:
            return []
        end = len(edges)
        if min(edges[-1]["sa"], edges[-1]["sb"]) <= msl and msl >= 0:
            mid = self.edgeBinarySearch(edges, msl)
            if mid < end:
                end = mid
        if end < _ARRAYS_MIN:
            return super().get_edges(nodes, edges, condition)
        np = _np
        kept: dict[int, tuple[Any, ...]] = self.__dict__.setdefault("edge_arrays", {})
        arrays = kept.pop(id(edges), None)
        if arrays is not None and (arrays[0] is not edges or len(arrays[1]) != len(edges)):
            arrays = None
        if arrays is None:
            arrays = self.listed_arrays(edges)
        if arrays is None:
            count = len(edges)
            arrays = (
                edges,
                np.fromiter(map(_CA, edges), dtype=np.intp, count=count),
                np.fromiter(map(_CB, edges), dtype=np.intp, count=count),
                np.fromiter(edges, dtype=object, count=count),
            )
        kept[id(edges)] = arrays  # the most recent last
        inside = np.zeros(self.crosstable.BLOB + 1, dtype=bool)
        inside[[node["cid"] for node in nodes]] = True
        ca, cb, objects = arrays[1][:end], arrays[2][:end], arrays[3][:end]
        mask = inside[ca] & inside[cb]
        chosen = objects[mask]
        out: list[Any] = chosen.tolist()
        if len(out) >= _ARRAYS_MIN:
            kept[id(out)] = (out, ca[mask], cb[mask], chosen)
            while len(kept) > _ARRAYS_KEPT:
                del kept[next(iter(kept))]
        return out

    def listed_arrays(self, edges: list[Any]) -> tuple[Any, ...] | None:
        """The arrays of :meth:`get_edges` (``edges``, its players ``ca`` and ``cb``, its
        edges) for the list :meth:`list_edges` returned, or the one :meth:`find_pab` made of it
        (its first part as it is, then the edges of the pairing-allocated bye, cid 0, left out
        but to the bye's level): the pairs that can meet read from the crosstable's flags in
        list_edges' order (lower level down, higher level down, ``ca``, ``cb``: the order
        list_edges gives its buckets), find_pab's test done on them, and a few edges checked
        against the arrays. None for any other list."""
        np = _np
        listed = self.__dict__.get("edges_listed")
        made = self.__dict__.get("pab_kept")
        table = self.crosstable
        flags, level = table.canmeet_rows, table.scorelevels
        if listed is None or flags is None or level is None:
            return None
        if edges is not listed and (made is None or made[0] is not edges):
            return None
        size = len(flags) - 1
        matrix = np.frombuffer(b"".join(flags[:size]), dtype=np.uint8).reshape(size, size + 1)
        ca, cb = np.nonzero(np.triu(matrix[:, :size], 1))  # by ca, then cb
        levels = np.asarray(level[:size], dtype=np.intp)
        lo = np.minimum(levels[ca], levels[cb])
        hi = np.maximum(levels[ca], levels[cb])
        top = int(levels.max()) + 1
        order = np.argsort(_small((top - 1 - lo) * top + (top - 1 - hi)), kind="stable")
        ca, cb = ca[order], cb[order]
        if len(ca) != len(listed):
            return None
        if edges is not listed:
            assert made is not None
            keep = (ca != 0) | (levels[cb] == made[2])
            keep[: made[1]] = True
            ca, cb = ca[keep], cb[keep]
        if len(ca) != len(edges):
            return None
        # (the players read from the flags are the edges' own: a few looked at)
        for k in [*range(0, len(edges), max(1, len(edges) // 16)), len(edges) - 1]:
            if k >= 0 and (edges[k]["ca"], edges[k]["cb"]) != (ca[k], cb[k]):
                return None
        return (edges, ca, cb, np.fromiter(edges, dtype=object, count=len(edges)))

    def get_modifiededges(
        self, nodeid1: list[int], nodeid2: list[int], edges: list[Any], condition: Any = None
    ) -> list[Any]:
        """A copy of gacrux 1.11.65's ``pairing.get_modifiededges`` (the edges of ``edges``
        from a player of ``nodeid1`` (``ca``) to one of ``nodeid2`` (``cb``), in their order;
        ``condition`` unused there too).

        Changed: when ``edges`` is a list :meth:`get_edges` keeps arrays for (the bracket's
        edges, given to it by ``modify_edges``), or the round's first list (its arrays from
        :meth:`listed_arrays`), the test is done on those arrays and the edges are taken by the
        mask, as there: the same edges in the same order, in a new list (which ``modify_edges``
        extends, so it keeps no arrays). Any other list: gacrux's own loop.
        """
        if _np is None:
            return super().get_modifiededges(nodeid1, nodeid2, edges, condition)
        kept: dict[int, tuple[Any, ...]] = self.__dict__.setdefault("edge_arrays", {})
        arrays = kept.pop(id(edges), None)
        if arrays is not None and (arrays[0] is not edges or len(arrays[1]) != len(edges)):
            arrays = None
        if arrays is None and len(edges) >= _ARRAYS_MIN:
            arrays = self.listed_arrays(edges)  # the round's first list, before any get_edges
        if arrays is None:
            return super().get_modifiededges(nodeid1, nodeid2, edges, condition)
        kept[id(edges)] = arrays  # the most recent last
        np = _np
        first = np.zeros(self.crosstable.BLOB + 1, dtype=bool)
        second = np.zeros(self.crosstable.BLOB + 1, dtype=bool)
        if nodeid1:
            first[list(nodeid1)] = True
        if nodeid2:
            second[list(nodeid2)] = True
        chosen = arrays[3][first[arrays[1]] & second[arrays[2]]]
        out: list[Any] = chosen.tolist()
        return out

    def find_pab(self, nodes: list[Any], edges: list[Any]) -> tuple[Any, int, list[Any], list[Any]]:
        """A copy of gacrux 1.11.65's ``pairing_dutch.find_pab`` (the score level of the
        pairing-allocated bye, C.04.3 C.2/C.5, then the round's edges less those of the bye's
        player, cid 0, but to that level).

        Changed: given the list :meth:`list_edges` built, the edges are filtered only where an
        edge of cid 0 can be: that list is sorted by lower score level down, cid 0 is alone at
        level 0 with edges (every other player of level 0 is not to be paired), so every edge
        before the first of lower level 0 is between two players above it and is kept (a copy
        of that part of the list); gacrux's test runs on the rest. Gacrux tests every edge
        (500 000 dictionaries read for a 1 000-player round 2). Any other list: every edge.
        """
        pab = self.pablevel
        cmp = self.competitors
        hamilton = self.hamilton
        if (
            self.optimize
            and pab == -1
            and len(edges) > 0
            and len(hamilton) > 0
            and hamilton[-1].get("rem_hamilton", -1) >= 0
        ):
            # Note that edges are sorted on "ca" and then on "cb"
            # in the order scorelevel on a, scorelevel on b, cid
            pab = cmp[edges[-1]["cb"]]["scorelevel"] if cmp[0]["rfp"] else 0
        if pab == -1 and len(edges) > 0:
            (_, _, pab) = self.find_weighted_pab(nodes, edges)
        if pab == -1 and self.verbose:
            print("No legal pairing")

        self.pablevel = pab
        start = 0
        if edges is self.__dict__.get("edges_listed") and cmp[0]["scorelevel"] == 0:
            # the first edge whose lower level is 0 (the list: lower level down)
            start = bisect_left(edges, 0, key=_minus_lower)
        kept = edges[:start] + [
            edge for edge in edges[start:] if edge["ca"] != 0 or edge["sb"] == pab
        ]
        if start:  # (listed_arrays: this list is list_edges' first part, then its rest tested)
            self.pab_kept = (kept, start, pab)
        return (None, pab, nodes, kept)
