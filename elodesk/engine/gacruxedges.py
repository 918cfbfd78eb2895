"""gacrux's Dutch pairing engine with its round's edges sorted, selected and counted faster.

:class:`DutchEngine` is gacrux 1.11.65's ``pairing_dutch`` with elodesk's crosstable
(engine.gacruxtable, its records engine.gacruxrecords), its brackets weighed and matched as
engine.gacruxbracket says (``get_category``, ``pair_weighted_round``, ``weighted_match``), and
with copies of its ``list_edges`` and ``compute_hamilton`` (their sorts of the round's edges
done by score-level buckets, the counts read from the crosstable's flags of the pairs that can
meet), ``get_edges`` and ``get_modifiededges`` (a bracket's edges selected on numpy arrays of
their players) and ``find_pab`` (the bye's edges tested only where they can be). Each copied
method says what it changed and why; nothing else of gacrux is changed. Each is held against
gacrux's own method on generated rounds (``tests/engine/test_gacrux_engine.py``,
``test_gacrux_lists.py``, ``test_pairing_fast.py``), and the reference corpus
(``make pairing-corpus``) pairs every round as before.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from itertools import accumulate, compress
from operator import itemgetter
from typing import Any, cast

from .gacruxbracket import BracketEngine
from .gacruxtable import DutchCrosstable


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


#: DutchEngine.compute_hamilton: below this many players (crosstable rows) each player's
#: partners are counted one by one; numpy's matrix product costs more there (its dozen calls:
#: about 40 us against 23 us for 10 players, even at 16, twice as fast from 30)
_COUNT_BY_PARTNER_BELOW = 16

# DutchEngine.get_edges: the players' numbers of an edge; the lists whose arrays are kept (how
# many, from how long); numpy (a dependency of rustworkx) if present
_CA, _CB = itemgetter("ca"), itemgetter("cb")
_ARRAYS_KEPT = 8
_ARRAYS_MIN = 200
#: the players' numbers of a list of this many edges or more are kept as 16-bit integers (32-bit
#: from 32 768 players): two arrays of the round's two million edges each took 16 MB as
#: numpy's index type (8 bytes), and a round keeps several; shorter lists keep that type
#: (numpy indexes by it without a cast)
_NARROW_FROM = 1 << 16
try:
    import numpy as _np
except ImportError:  # pragma: no cover - gacrux's own loop
    _np = None  # type: ignore[assignment]


def _narrow(numbers: Any, blob: int) -> Any:
    """``numbers`` (players' numbers, each at most ``blob``) as :data:`_NARROW_FROM` says."""
    if len(numbers) < _NARROW_FROM:
        return numbers
    return numbers.astype(_np.int16 if blob < 1 << 15 else _np.int32)


class DutchEngine(BracketEngine):
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
        crosstable's flags — each player's partners counted by score level once (in a round of
        fewer than :data:`_COUNT_BY_PARTNER_BELOW` players, or without numpy, partner by
        partner; else the flags as a matrix times the columns' levels with numpy) — instead of
        from each edge: the same lists are given to ``is_complete`` in the same order. Any other
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
        if size < _COUNT_BY_PARTNER_BELOW or _np is None:
            # (a small round, or without numpy: each player's partners taken from his row of
            # flags one by one, their levels counted; the same counts)
            partner_levels = level[:size]
            for cid in cids:
                per = [0] * levels
                for lvl in compress(partner_levels, flags[cid]):
                    per[lvl] += 1
                count[cid] = per
                upto[cid] = list(accumulate(per))
        else:
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
            blob = self.crosstable.BLOB
            arrays = (
                edges,
                _narrow(np.fromiter(map(_CA, edges), dtype=np.intp, count=count), blob),
                _narrow(np.fromiter(map(_CB, edges), dtype=np.intp, count=count), blob),
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
        blob = table.BLOB
        return (
            edges,
            _narrow(ca, blob),
            _narrow(cb, blob),
            np.fromiter(edges, dtype=object, count=len(edges)),
        )

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

    def find_weighted_pab(self, nodes: list[Any], edges: list[Any]) -> tuple[int, int, int]:
        """A copy of gacrux 1.11.65's ``pairing_dutch.find_weighted_pab`` (whether ``nodes``
        can all be paired but one, and the lowest score level the pairing-allocated bye can
        go to: ``is_complete``'s test for the whole round, C.04.3 C.2/C.5): the pairs of a
        maximum matching, the players it leaves unpaired beyond one pair short (negative), and
        the bye's level (-1: no legal pairing).

        gacrux weighs each edge of the bye's node (cid 0) by its player's score level, every
        other edge 0 (``compute_pab_weight``), and reads the least-weight matching of maximum
        cardinality: its size, and the level of the bye's partner when the bye is in its first
        pair (0 otherwise). Changed: when no edge is the bye's (an even field: cid 0 is not to
        be paired), every weight is 0, the matching is any maximum one and its first pair is
        not the bye's, so only its size is read: asked for as such (:meth:`weighted_match`,
        a maximum matching without weights). The weights are still set on the edges, as
        gacrux sets them. Any edge of the bye's node, or no pair at all: gacrux's own method.
        """
        if any(edge["ca"] == 0 for edge in edges):
            return cast(tuple[int, int, int], super().find_weighted_pab(nodes, edges))
        self.crosstable.compute_pab_weight(edges)
        count = (len(nodes) - self.weighted_match(nodes, edges)) // 2
        if count < len(nodes) // 2:
            return (count, count * 2 - len(nodes), -1)  # no legal pairing
        if count == 0:  # (gacrux reads the first of no pairs: its own method, as it does)
            return cast(tuple[int, int, int], super().find_weighted_pab(nodes, edges))
        return (count, 0, 0)
