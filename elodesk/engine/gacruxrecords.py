"""gacrux's Dutch crosstable: each edge's quality record and a bracket's criteria weights,
computed with fewer lookups (engine.gacruxtable builds the crosstable on this class,
engine.gacruxedges pairs with it).

gacrux (1.11.65, pinned) computes for every edge of a bracket, once per score level, the
quality criteria C.6–C.21 of C.04.3 that the pair would break (``crosstable_dutch.update_edge``):
44 512 edges for round 2 of a 500-player open, a third of the round's work outside the
matchings. :class:`CrosstableRecords` overrides that method with the same statements in the
same order — the same record (``quality``, ``qc``, ``qcweight``, ``colordiff``, ``qlevel``)
for every edge — where the Enum lookups of the criterion names are replaced by the names
themselves, the fresh record is a copy of the bracket's record of zeros whose lists the edges
share until a criterion is broken (:meth:`CrosstableRecords.zero_record` says why that is
safe), and the competitors' fields are read once; ``update_edges`` brings a bracket's edges up
to date in one loop. ``update_hetrogenious``, ``update_homogenious``, ``compute_weight``,
``init_cweights`` and ``cascade_weights`` are copies too. Each copied method says what it
changed and why; nothing else of gacrux is changed. Each is held against gacrux's own method on
generated rounds (``tests/engine/test_gacrux_edges.py``, ``test_gacrux_brackets.py``), and the
reference corpus (``make pairing-corpus``) pairs every round as before.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from gacrux.crosstable import flt
from gacrux.crosstabledutch import crosstable_dutch
from gacrux.gacruxexeptions import GacruxInvariantError
from gacrux.pairingdutch import qdefs


def shared_keys(record: dict[str, Any], later: Sequence[str] = ()) -> dict[str, Any]:
    """``record`` (the same keys in the same order, the same values) as a dictionary whose
    copies share one table of keys (CPython's key-sharing dictionary, PEP 412, the table of an
    instance's attributes): each copy holds its values only. The crosstable holds a record per
    pair of players (two million for 2 000 players) and a bracket a quality record per edge
    (707 000 for round 2 of a 2 000-player open): a dictionary of 16 keys copied whole takes
    464 bytes and one of 26 keys 832 (``tracemalloc``, CPython 3.11), a copy of this one 288
    bytes with room for 24 keys (the crosstable's 23 and one), 320 with the 30 a table has at
    first. ``later`` names the keys the records get afterwards, so that setting them keeps the
    table shared; the table's room is then cut to its keys and one more (CPython takes one
    place off it for each instance made, down to one: :data:`_SHRINK` instances), since each
    copy holds room for every key the table may take. A dictionary all the same (equal, the
    same order, every method): only its memory differs; a key beyond the table's room makes
    that copy an ordinary one."""
    holder = type("SharedKeys", (), {})
    everything = holder()
    for key in (*record, *later):
        setattr(everything, key, None)
    for _ in range(_SHRINK):
        holder()
    made = holder()
    for key, value in record.items():
        setattr(made, key, value)
    shared: dict[str, Any] = made.__dict__
    return shared


#: shared_keys: instances made to cut a table's room down (CPython 3.11 gives a class's table
#: 30 places and takes one off for each instance made, down to one)
_SHRINK = 32


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
# (copied per edge: their copies share one table of keys)
_TEMPLATE_SHARED, _ZEROED_SHARED = shared_keys(_TEMPLATE), shared_keys(_ZEROED)
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
SHARED_LISTS = (QC7, QC8, QMM, *_LISTS, HE1, HE2, HO3, HO4, HO5)


#: init_cweights: the weight and depth records before they are filled (gacrux's
#: ``{q.name: 0 for q in qdefs}``); cascade_weights: the names of each range, by its values
_ALLZERO: dict[str, Any] = {q.name: 0 for q in qdefs}
_CASCADE: dict[tuple[int, int], tuple[str, ...]] = {}
QC0 = qdefs.QC0.name


def _zeros_text(n: int) -> str:
    """``str(["0" for v in [0] * n]).replace("'", "")``: ``[0, 0]`` for 2, ``[]`` for 0."""
    return "[" + ", ".join("0" * n) + "]"


def _own_lists(q: dict[str, Any], absn: int, bbsn: int, S: int, b3: int, b4: int, b5: int) -> None:
    """The ``HO3``/``HO4``/``HO5`` lists gacrux 1.11.65's ``update_homogenious`` gives a
    quality record ``q`` of two players of the bracket who can meet, of bracket sequence
    numbers ``absn`` < ``bbsn`` (``S`` the size of S1; the lists ``[0]*b3``, ``[1]*b4``,
    ``[0]*b5``, i.e. ``S``, ``B - S`` and ``B - 1`` places): the pair's transposition and
    exchange digits, its statements in its order. Its weight digits are
    :meth:`CrosstableRecords.homogenious_edges`'."""
    q[HO3] = h3 = [0] * b3
    q[HO4] = h4 = [1] * b4
    q[HO5] = h5 = [0] * b5
    if absn <= S:
        h3[S - absn] = 1
    else:
        h4[absn - S - 1] = 0
    h5[absn - 1] = bbsn - absn


class CrosstableRecords(crosstable_dutch):
    """gacrux's ``crosstable_dutch`` with each edge's quality record and a bracket's criteria
    weights computed as the module says (the crosstable itself: engine.gacruxtable)."""

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
        # (a copy of a record whose copies share their table of keys: shared_keys)
        record = _ZEROED_SHARED.copy()
        record[QC7], record[QC8], record[QMM] = psd, psd1, mm
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
                c["quality"] = _TEMPLATE_SHARED.copy()
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

        Changed: ``get_edge_quality`` of each edge (the same test, then :meth:`update_edge`) is
        :meth:`update_edges` of all the edges before the loop (an edge's record depends on its
        players and the bracket only, nothing the loop sets); the weights, the competitors and the
        levels are read once before the loop; gacrux's ``e1weight = sum(weight[HE1])``, computed per
        edge and never used, is computed once; an edge that does not float a player of a higher
        level into the bracket (most of them: every edge below it) gets the call's one
        ``HE1``/``HE2`` list of 0 (:meth:`zero_record` says why a list can be shared) instead of two
        new ones each. The statements per edge are otherwise gacrux's.
        """
        self.begin_hetrogenious(scorelevel, bsn)
        if edges:
            sum(self.weight[HE1])  # gacrux's e1weight (unused), for the same errors on bad weights
        self.hetrogenious_edges(scorelevel, edges, bsn)

    def begin_hetrogenious(self, scorelevel: int, bsn: dict[int, int]) -> None:
        """:meth:`update_hetrogenious`'s start: the bracket's sizes and weights (``M``,
        ``ilen``, ``init_heweights``) its loop reads."""
        self.M = sum(self.mdp)
        self.ilen = 0
        self.init_heweights(scorelevel, bsn)

    def hetrogenious_edges(self, scorelevel: int, edges: list[Any], bsn: dict[int, int]) -> None:
        """:meth:`update_hetrogenious`'s loop: each of ``edges`` brought to the bracket
        (:meth:`update_edges`) and given its heterogeneous criteria, with the weights
        ``update_hetrogenious`` set (``M``, ``init_heweights``): an edge's criteria depend on its
        players, the bracket and those weights only, so the edges may be given in parts
        (``DutchEngine.pair_weighted_round``)."""
        M = self.M
        elen = len(bsn) + 1
        weight = self.weight
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
        self,
        scorelevel: int,
        edges: list[Any],
        bsn: dict[int, int],
        S: int,
        own_lists: bool = True,
    ) -> None:
        """A copy of gacrux 1.11.65's ``crosstable_dutch.update_homogenious`` (each edge's
        homogeneous-bracket criteria: the transpositions and exchanges of C.04.3 D by bracket
        sequence number).

        Changed as :meth:`update_hetrogenious`: ``get_edge_quality`` of each edge is
        :meth:`update_edges` of all of them before the loop, the weights and the competitors
        read once before it; the statements per edge are gacrux's, those that set the lists of
        two players of the bracket in :func:`_own_lists` (which :meth:`homogenious_lists` calls
        too), the weight's digits beside them. And an edge that is not between two players of
        the bracket (or cannot be played) gets the ``HO3``/``HO4``/``HO5`` lists of the call
        (``[0]*S``, ``[1]*(B-S)``, ``[0]*(B-1)``: the values gacrux gives it, in one list each
        for all such edges) instead of three new lists of its own: 6 KB an edge for a 381-player
        bracket, and round 2 of a 2 000-player open holds 635 000 such edges. Only the edges the
        matching returns are read again (:meth:`compute_weight`, which adds the lists of the
        other edges into a copy of the first one's). ``own_lists`` False: the edges between two
        players of the bracket too, until :meth:`homogenious_lists` gives them theirs
        (:meth:`homogenious_edges`).
        """
        self.begin_homogenious(scorelevel, bsn, S)
        self.homogenious_edges(scorelevel, edges, bsn, S, own_lists)

    def begin_homogenious(self, scorelevel: int, bsn: dict[int, int], S: int) -> None:
        """:meth:`update_homogenious`'s start: the bracket's sizes and weights (``B``,
        ``B3``-``B5``, ``ilen``, ``init_howeights``) its loop reads."""
        B = self.B = len(bsn)
        mdp = B - 2 * S
        self.B3 = S
        self.B4 = B - S
        self.B5 = B - 1
        self.ilen = 0
        self.init_howeights(scorelevel, S, mdp)

    def homogenious_edges(
        self,
        scorelevel: int,
        edges: list[Any],
        bsn: dict[int, int],
        S: int,
        own_lists: bool = True,
    ) -> None:
        """:meth:`update_homogenious`'s loop: each of ``edges`` brought to the bracket
        (:meth:`update_edges`) and given its homogeneous criteria, with the sizes and weights
        ``update_homogenious`` set (``B3``-``B5``, ``init_howeights``): an edge's criteria
        depend on its players, the bracket and those only, so the edges may be given in parts
        (``DutchEngine.pair_weighted_round``).

        ``own_lists`` False: an edge between two players of the bracket gets the call's
        ``HO3``/``HO4``/``HO5`` lists of the other edges too, its ``howeight`` and ``HO1``,
        ``HO2`` computed as gacrux computes them (from the weights, as there, not from the
        lists); its own lists, with their one digit each (gacrux's statements), are made by
        :meth:`homogenious_lists`, which the engine calls for the pairs its matching keeps:
        those lists are read only by :meth:`compute_weight`, of the pairs kept, and the next
        bracket makes every record again. Three lists of the bracket's size per edge: round 2
        of a 2 000-player open, a 381-player score group, 72 000 edges, 440 MB.
        """
        B3, B4, B5 = self.B3, self.B4, self.B5
        weight = self.weight
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
                # two players of the bracket who can meet: gacrux's digits by their bracket
                # sequence numbers, the lower first
                absn = bsn[ca]
                bbsn = bsn[cb]
                if absn > bbsn:
                    (absn, bbsn) = (bbsn, absn)
                if absn > S:
                    q[HO1] = 1
                    howeight += w1
                q[HO2] = absn - 1
                howeight += (absn - 1) * w2
                if absn <= S:
                    howeight += w3[S - absn]
                else:
                    howeight -= w4[absn - S - 1]
                howeight += w5[absn - 1] * (bbsn - absn)
                if own_lists:
                    _own_lists(q, absn, bbsn, S, B3, B4, B5)
                else:
                    # (the lists of the other edges until homogenious_lists; the same weight)
                    q[HO3], q[HO4], q[HO5] = ho3, ho4, ho5
            c["howeight"] = howeight

    def homogenious_lists(
        self, scorelevel: int, edges: Iterable[dict[str, Any]], bsn: dict[int, int], S: int
    ) -> None:
        """The ``HO3``/``HO4``/``HO5`` lists gacrux's ``update_homogenious`` gives each of
        ``edges`` that is between two players of the bracket and can be played (its
        statements: ``[0]*S``, ``[1]*(B-S)``, ``[0]*(B-1)`` with one digit set each by the
        pair's bracket sequence numbers), for edges :meth:`homogenious_edges` brought to the
        same bracket (``scorelevel``, ``bsn``, ``S``) without them (``own_lists`` False). The
        other edges are left as they are (they hold the lists gacrux gives them)."""
        B = len(bsn)
        competitors = self.competitors
        for c in edges:
            (ca, cb) = (c["ca"], c["cb"])
            if not (
                competitors[ca]["scorelevel"] == scorelevel
                and competitors[cb]["scorelevel"] == scorelevel
                and c["canmeet"]
            ):
                continue
            (absn, bbsn) = (bsn[ca], bsn[cb])
            if absn > bbsn:
                (absn, bbsn) = (bbsn, absn)
            _own_lists(c["quality"], absn, bbsn, S, S, B - S, B - 1)

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
