"""A score bracket of gacrux's Dutch pairing: how far below it the matching looks
(``get_category``), and its edges weighed and matched (``pair_weighted_round``), without going
over every remaining edge of the round again and again.

gacrux (1.11.65, pinned) pairs a round bracket by bracket, and each bracket works on all the
round's remaining edges: ``get_category`` asks, for the bracket's level and each level below,
whether the players of that level and above can all be paired among themselves (C.04.3 C.4),
selecting them and counting their edges again each time; ``pair_weighted_round`` then gives
every remaining edge its quality record (C.6–C.21) and its weight, and matches them all.
Round 9 of a 30-player open: 11 brackets, 67 completion tests, 1 363 records for 14 matchings,
two thirds of them between players below the bracket. :class:`BracketEngine` gives the same
answers with one pass over the edges per bracket for the category, and weighs an edge whose
lower player is below the bracket by the weight of the first such edge of the same kind
(:meth:`BracketEngine.weigh_bracket` says why it is the same), making the records of the
pairs kept only. ``DutchEngine`` (engine.gacruxedges) is built on it. Each method copied says
what it changed and why, and is held against gacrux's own on generated rounds
(``tests/engine/test_gacrux_category.py``, ``test_gacrux_brackets.py``,
``test_pairing_fast.py``); the reference corpus (``make pairing-corpus``) pairs every round as
before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import gacrux.pairingdutch
from gacrux.crosstabledutch import B0, HE0, HE1, HO0
from gacrux.gacruxexeptions import GacruxInvariantError
from gacrux.pairingdutch import pairing_dutch

from .gacruxrecords import SHARED_LISTS


@dataclass(frozen=True)
class BelowWeights:
    """What :meth:`BracketEngine.weigh_bracket` keeps of a matching's edges below the bracket, for
    the pairs the matching keeps (:meth:`BracketEngine.settle_below`): the bracket's level, the
    mode and category of the call, how the crosstable weighs a list of edges (its records, then
    the mode's criteria), which weight of an edge the mode adds and its multiplier
    (``update_weight``), the weight given to each kind of edge (:func:`below_kind`)."""

    scorelevel: int
    mode: str
    category: Any
    weigh: Callable[[list[Any]], None]
    key: str
    multiplier: int
    given: dict[tuple[int, bool, bool], int]
    #: the first edge of each kind (by ``id``: its record is made), and how many edges were
    #: weighed by the first of their kind
    firsts: frozenset[int]
    later: int


def below_kind(edge: dict[str, Any], scorelevel: int, blob: int) -> tuple[int, bool, bool] | None:
    """The kind of a bracket's edge whose lower player is below the bracket (:meth:`BracketEngine
    .weigh_bracket`), or None for any other edge (both players in the bracket or above, a pair
    that cannot be played, the blob's).

    Both players below: (-1, whether it floats a player of the next bracket down (one player
    at ``scorelevel - 1``, the other lower: C.8's ``QN8``), False). One player at the bracket's
    level or above: (that player's number, whether the other is at level 0 (C.9), whether the
    other is below the next bracket (C.8))."""
    sa = edge["sa"]
    sb = edge["sb"]
    if sa >= sb:
        (hi, lo, up) = (sa, sb, edge["ca"])
    else:
        (hi, lo, up) = (sb, sa, edge["cb"])
    if lo >= scorelevel or not edge["canmeet"] or edge["cb"] >= blob:
        return None
    if hi < scorelevel:
        return (-1, hi == scorelevel - 1 and lo < hi, False)
    return (up, lo == 0, lo < scorelevel - 1)


def update_weights(
    edges: list[Any], mode: str, category: Any, key: str | None, multiplier: int
) -> list[int]:
    """gacrux 1.11.65's ``crosstable_dutch.update_weight`` of each of ``edges``, in one loop
    (a call per edge cost 87 819 calls in a 500-player round): its ``mode``, ``levels`` and
    ``weight`` set, the weight its criteria (``qcweight``) times ``multiplier`` plus its
    ``key`` weight of the mode (``heweight``, ``howeight``, ``biweight``), or ``qcweight``
    alone in mode ``QC`` (``key`` None). Returns the weights in the edges' order."""
    weights: list[int] = []
    append = weights.append
    for c in edges:
        weight = c["qcweight"] if key is None else c["qcweight"] * multiplier + c[key]
        c["mode"] = mode
        c["levels"] = category
        c["weight"] = weight
        append(weight)
    return weights


class BracketEngine(pairing_dutch):
    """gacrux's ``pairing_dutch`` with a bracket's category, weights and matching found as the
    module says."""

    def get_category(self, scorelevel: int, nodes: list[Any], edges: list[Any]) -> int:
        """A copy of gacrux 1.11.65's ``pairing_dutch.get_category`` (how many score levels a
        bracket's matching must take in: -1 none can meet, 0 all, 1 the bracket and the next,
        more: down to the level whose players and above can be paired by themselves).

        Changed: for each level from the bracket's down, gacrux selects the players of that
        level and above (``select_nodes_and_edges``) and asks ``is_complete``, which counts each
        one's edges (``compute_whohasmet_histogram``). The players are sorted by score level
        down, and the edges by their lower player's level down (``list_edges`` sorts them;
        ``find_pab``, ``get_edges`` and ``remove_pairs`` keep their order, and gacrux's own
        ``get_edges`` takes that order for granted: its binary search): the players of a level
        and above are the first of ``nodes``, their edges the first of ``edges`` — those whose
        two players are of that level or above. So the edges are walked once, as far as the
        levels asked for go, the level of each edge's lower player read from ``nodes``, and
        each player's count is carried from one level to the next, the edges of the new level
        added: ``is_complete`` is given the same players, edges and counts (``hist``) as
        gacrux's. An edge whose player is not in ``nodes``, or players or edges met out of
        that order: gacrux's own method. The traces of ``testlevel`` (off in gacrux) are left
        out.
        """
        if not self.optimize or scorelevel < self.pablevel:
            return 0
        if len(edges) == 0:  # (gacrux's error: the bracket has no admissible pairing)
            return int(super().get_category(scorelevel, nodes, edges))
        cat1 = False
        hamilton = self.hamilton
        if edges[0]["sa"] < scorelevel or edges[0]["sb"] < scorelevel:
            return -1  # There are no pairing for this scorebracket
        if edges[0]["sa"] == 1 and edges[0]["sb"] == 1:
            return 1  # Last scoregroup is always pairable
        if hamilton[scorelevel].get("rem_unpaired", 2) > 1 or scorelevel < self.pablevel:
            return 0

        shamilton = hamilton[scorelevel]
        if scorelevel == 1:
            return 1 if shamilton["rem_hamilton"] > 0 else 0
        # each player's place in nodes and level (in order of level, down: else gacrux's own)
        place: dict[int, int] = {}
        levels: list[int] = []
        for i, node in enumerate(nodes):
            place[node["cid"]] = i
            levels.append(node["scorelevel"])
        if not levels or levels != sorted(levels, reverse=True) or levels[0] > self.levels:
            return int(super().get_category(scorelevel, nodes, edges))
        count = [0] * len(nodes)  # each player's edges among the players counted so far
        npos = 0  # nodes[:npos]: the players of the level and above
        epos = 0  # edges[:epos]: their edges
        last = levels[0]  # the lower level of the last edge counted
        get = place.get
        bot_nodes = nodes
        bot_edges = edges
        for level in range(scorelevel, 0, -1):
            # gacrux: (top_nodes, top_edges) = self.select_nodes_and_edges(nodes, edges, level,
            # self.levels), and is_complete counts their edges
            while npos < len(levels) and levels[npos] >= level:
                npos += 1
            while epos < len(edges):
                edge = edges[epos]
                a = get(edge["ca"])
                b = get(edge["cb"])
                if a is None or b is None:
                    return int(super().get_category(scorelevel, nodes, edges))
                lower = levels[a] if levels[a] < levels[b] else levels[b]
                if lower > last:  # (out of order)
                    return int(super().get_category(scorelevel, nodes, edges))
                if lower < level:
                    break
                last = lower
                count[a] += 1
                count[b] += 1
                epos += 1
            top_nodes = nodes[:npos]
            top_edges = edges[:epos]
            lhamilton = hamilton[level]
            (shamilton["this_pairs"], shamilton["this_rest"], shamilton["this_hamilton"]) = (
                self.is_complete(top_nodes, top_edges, hist=count[:npos])
            )
            rhamilton = hamilton[level - 1]
            if level == scorelevel and shamilton["this_rest"] == 0:
                if rhamilton.get("rem_hamilton", -1) <= 0:
                    (bot_nodes, bot_edges) = self.select_nodes_and_edges(
                        bot_nodes, bot_edges, 0, level - 1
                    )
                    (shamilton["mod_pairs"], shamilton["mod_unpaired"], _) = self.is_complete(
                        bot_nodes, bot_edges
                    )
                    if shamilton["mod_unpaired"] > 0:
                        return 0  # Remaining can not be paired
                if rhamilton.get("rem_hamilton", -1) > 0:
                    if len(top_nodes) % 2:
                        raise GacruxInvariantError(
                            "score bracket "
                            + str(scorelevel)
                            + ", level "
                            + str(level)
                            + ": the top part holds an odd number of competitors ("
                            + str(len(top_nodes))
                            + ") while the remainder is hamiltonian,"
                            + " so it cannot be paired within itself"
                        )
                    return 1
            tmeet = (
                shamilton.get("this_hamilton", -1) > 0
                and lhamilton.get("cur_hamilton", -1) > 0
                and lhamilton.get("cross_hamilton", -1) >= 0
                and lhamilton.get("rem_hamilton", -1) > 0
            )
            cat1 = cat1 and tmeet
            if shamilton.get("rem_hamilton", -1) <= 0:
                return 1 if cat1 else 0  # Dont wait time to see if rest is complete
            if tmeet:
                category = scorelevel - level + 1
                ok = category > 1 or level > self.pablevel and len(top_nodes) % 2 == 0
                if ok and category == 2 and cat1:
                    category = 1
                if ok:
                    return category
                cat1 = True
        return 0

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

        Changed: in a heterogeneous or homogeneous bracket whose matching takes in players
        below it, the edges are weighed by :meth:`weigh_bracket` (an edge whose lower player
        is below the bracket: by the weight of the first edge of its kind, its record made
        only if the matching keeps the pair, :meth:`settle_below`);
        ``crosstable_dutch.update_weight``, a call per edge (87 819 for a 500-player round),
        is :func:`update_weights`, one loop with its multiplier read once; an unknown mode raises as
        there; the matching is asked for the edges themselves when the engine's matching is
        elodesk's (``engine.matching.match_edges``: the same graph, without building it; from
        :meth:`weigh_bracket`, each weight given once by its place); the pairs kept get lists
        of their own in their records (the records share their lists of 0 while the bracket
        is weighed), and in a homogeneous bracket the pairs kept of two of its players their
        ``HO3``-``HO5`` lists (``DutchCrosstable.homogenious_lists``: the bracket's edges are
        weighed without them, 6 KB an edge in a 381-player bracket). With the engine's traces
        on (``reportlevel`` above 2) gacrux's own runs.
        """
        if self.reportlevel > 2:
            return super().pair_weighted_round(
                bracket, nodes, edges, pairingmode, numpairs, category
            )
        scorelevel = bracket["scorelevel"]
        (modified_nodes, modified_edges) = self.modify_edges(
            nodes, None, edges, scorelevel, category, "canmeet"
        )
        if len(modified_nodes) == 0:
            return []
        below: BelowWeights | None = None
        placed: list[tuple[Any, Any, int]] = []
        weights: list[int] = []
        nx_edges: list[tuple[Any, Any, Any]] = []
        blob = self.crosstable.BLOB
        if (
            pairingmode in ("HE", "HO")
            and not self.checkonly
            and any(
                node["scorelevel"] < scorelevel and node["cid"] != blob
                for node in reversed(modified_nodes)
            )
        ):
            # (a player below the bracket: edges weighed by their kind, each edge's weight
            # given by its place in weights)
            (placed, weights, below) = self.weigh_bracket(
                bracket, modified_nodes, modified_edges, pairingmode, numpairs, category
            )
        else:
            nx_edges = self.weigh_edges(
                bracket, nodes, modified_nodes, modified_edges, pairingmode, numpairs, category
            )

        nx = gacrux.pairingdutch.nx
        if below is not None and hasattr(nx, "match_edges"):
            # elodesk's matching (engine.matching): the graph of these edges, without building
            # it, their weights by their places
            wpairs = nx.match_edges(placed, weights)
        elif below is not None:
            G = nx.Graph()
            G.add_weighted_edges_from([(a, b, weights[k]) for a, b, k in placed])
            wpairs = nx.min_weight_matching(G)
        elif self.checkonly and len(nodes) == 2 * len(edges):
            wpairs = [(a, b) for (a, b, c) in nx_edges]
        elif hasattr(nx, "match_edges"):
            # elodesk's matching (engine.matching): the graph of these edges, without building it
            wpairs = nx.match_edges(nx_edges)
        else:
            G = nx.Graph()
            G.add_weighted_edges_from(nx_edges)
            wpairs = nx.min_weight_matching(G)
        opponents = self.opponents
        if below is not None and below.later:
            # the pairs kept below the bracket get the records gacrux gives them
            self.settle_below(below, [opponents[a][b] for a, b in wpairs])
        if pairingmode == "HO" and not self.checkonly:
            # the pairs kept of two players of the bracket get their own HO3-HO5 lists, as
            # gacrux gives them (the bracket's edges were weighed without them)
            self.crosstable.homogenious_lists(
                scorelevel, [opponents[a][b] for a, b in wpairs], bracket["bsno"], numpairs
            )
        # the pairs kept have lists of their own in their records, as in gacrux (the records
        # share their lists of 0 while the bracket is weighed: DutchCrosstable.zero_record)
        for a, b in wpairs:
            q = opponents[a][b]["quality"]
            if q is not None:
                for key in SHARED_LISTS:
                    value = q[key]
                    if value.__class__ is list:
                        q[key] = value.copy()
        return wpairs

    def weigh_edges(
        self,
        bracket: dict[str, Any],
        nodes: list[Any],
        modified_nodes: list[Any],
        modified_edges: list[Any],
        pairingmode: str,
        numpairs: int,
        category: Any,
    ) -> list[tuple[Any, Any, Any]]:
        """gacrux's ``pair_weighted_round`` up to its matching, for any mode (a bipartite
        bracket, the check of a given pairing): the bracket's criteria of every edge, then each
        edge's weight (``update_weight``, in the loop), as ``(ca, cb, weight)``."""
        scorelevel = bracket["scorelevel"]
        table = self.crosstable
        if pairingmode == "HE":
            table.update_hetrogenious(scorelevel, modified_nodes, modified_edges, bracket["bsne"])
        elif pairingmode == "HO":
            bracket["bsno"] = self.update_bsn(
                scorelevel, [node for node in modified_nodes if node["scorelevel"] <= scorelevel]
            )
            # (outside a check, the bracket's edges without their own lists:
            # pair_weighted_round gives the pairs kept theirs, DutchCrosstable.homogenious_lists)
            table.update_homogenious(
                scorelevel, modified_edges, bracket["bsno"], numpairs, own_lists=self.checkonly
            )
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
        # crosstable_dutch.update_weight of each edge
        extra = {"HE": ("heweight", HE0), "HO": ("howeight", HO0), "BI": ("biweight", B0)}
        if pairingmode != "QC" and pairingmode not in extra and modified_edges:
            raise GacruxInvariantError("unknown weight mode " + str(pairingmode))
        if pairingmode == "QC" or not modified_edges:
            weights = update_weights(modified_edges, pairingmode, category, None, 1)
        else:
            key, factor = extra[pairingmode]
            weights = update_weights(
                modified_edges, pairingmode, category, key, table.weight[factor]
            )
        return [(c["ca"], c["cb"], w) for c, w in zip(modified_edges, weights, strict=True)]

    def weigh_bracket(
        self,
        bracket: dict[str, Any],
        nodes: list[Any],
        edges: list[Any],
        pairingmode: str,
        numpairs: int,
        category: Any,
    ) -> tuple[list[tuple[Any, Any, int]], list[int], BelowWeights]:
        """:meth:`weigh_edges` of a heterogeneous (``HE``) or homogeneous (``HO``) bracket,
        the weight of an edge whose lower player is below the bracket taken from the first
        edge of its kind (:func:`below_kind`), whose record is made as gacrux makes it.

        Such an edge's weight is a function of its kind: gacrux's record of it
        (``crosstable_dutch.update_edge``) has no criterion but C.8 (``QN8``) when both
        players are below the bracket (its branches need the higher player at the bracket's
        level or above); when one is at the level or above, it is the other's float down
        (C.6, C.7, C.14, C.16, C.18, C.20, by the higher player's level and floats), C.9 if
        the other is at level 0 in the bye's bracket and C.8 if the other is below the next
        bracket: the higher player and those two facts. ``update_hetrogenious`` adds to it the
        higher player's sequence number if he is above the bracket (the other has none), and
        ``update_homogenious`` the same criteria to every edge not between two players of the
        bracket. So the crosstable's loop (``hetrogenious_edges``, ``homogenious_edges``)
        makes the records of the other edges and of the first edge of each kind; the others'
        records are made only for the pairs the matching keeps (:meth:`settle_below`, which
        checks their weight): the others are read again only through ``get_edge_quality``,
        which makes them again at the next bracket, or by ``compute_weight`` for the pairs
        kept.

        Returns the edges as ``(ca, cb, place)``, the weights by their places (one per edge
        weighed by its record, one per kind: ``engine.matching.match_edges`` reads each once),
        and what :meth:`settle_below` needs.
        """
        scorelevel = bracket["scorelevel"]
        table = self.crosstable
        weigh: Callable[[list[Any]], None]
        if pairingmode == "HE":
            bsne = bracket["bsne"]
            # update_hetrogenious: the call's sizes and weights, then the edges in parts
            table.begin_hetrogenious(scorelevel, bsne)
            if edges:
                sum(table.weight[HE1])  # gacrux's e1weight (unused), for the same errors

            def weigh(part: list[Any]) -> None:
                table.hetrogenious_edges(scorelevel, part, bsne)

            (key, multiplier) = ("heweight", table.weight[HE0])
        else:
            bsno = bracket["bsno"] = self.update_bsn(
                scorelevel, [node for node in nodes if node["scorelevel"] <= scorelevel]
            )
            # update_homogenious: the call's sizes and weights, then the edges in parts
            table.begin_homogenious(scorelevel, bsno, numpairs)

            def weigh(part: list[Any]) -> None:
                # (the bracket's edges without their own lists: pair_weighted_round gives the
                # pairs kept theirs, DutchCrosstable.homogenious_lists)
                table.homogenious_edges(scorelevel, part, bsno, numpairs, own_lists=False)

            (key, multiplier) = ("howeight", table.weight[HO0])
        blob = table.BLOB
        weights: list[int] = []  # the weights by their places: an edge's, or its kind's
        places: dict[tuple[int, bool, bool], int] = {}  # each kind's place
        nx_edges: list[tuple[Any, Any, int]] = []  # (ca, cb, place of the weight)
        append = nx_edges.append
        firsts: list[Any] = []  # the first edge of each kind
        first_places: list[int] = []
        weighed: list[Any] = []  # the edges weighed by their records
        weighed_places: list[int] = []
        later = 0
        for c in edges:
            kind = below_kind(c, scorelevel, blob)
            if kind is None:
                place = len(weights)
                weights.append(0)
                weighed.append(c)
                weighed_places.append(place)
            else:
                found = places.get(kind)
                if found is None:
                    place = places[kind] = len(weights)
                    weights.append(0)
                    firsts.append(c)
                    first_places.append(place)
                else:
                    place = found
                    later += 1
            append((c["ca"], c["cb"], place))
        # the records of those, in one loop of the crosstable, and their weights
        weigh(firsts + weighed)
        for place, weight in zip(
            first_places + weighed_places,
            update_weights(firsts + weighed, pairingmode, category, key, multiplier),
            strict=True,
        ):
            weights[place] = weight
        given = {kind: weights[place] for kind, place in places.items()}
        first = frozenset(map(id, firsts))
        below = BelowWeights(
            scorelevel, pairingmode, category, weigh, key, multiplier, given, first, later
        )
        return (nx_edges, weights, below)

    def settle_below(self, below: BelowWeights, edges: list[Any]) -> None:
        """The records, ``mode``, ``levels`` and ``weight`` gacrux's ``pair_weighted_round``
        gives those of ``edges`` (the pairs a matching kept) that :meth:`weigh_bracket`
        weighed by the first edge of their kind: made by the crosstable's loop of the same call
        (``below.weigh``), each weight checked against the one the matching was given."""
        blob = self.crosstable.BLOB
        scorelevel = below.scorelevel
        firsts = below.firsts
        kinds = [(c, below_kind(c, scorelevel, blob)) for c in edges if id(c) not in firsts]
        settled = [(c, kind) for c, kind in kinds if kind is not None]
        if not settled:
            return
        kept = [c for c, _ in settled]
        below.weigh(kept)
        found = update_weights(kept, below.mode, below.category, below.key, below.multiplier)
        for (c, kind), weight in zip(settled, found, strict=True):
            if weight != below.given[kind]:
                raise GacruxInvariantError(
                    f"edge {c['ca']}-{c['cb']} of score bracket {scorelevel}: weight {weight},"
                    f" not the {below.given[kind]} of the first edge of its kind {kind}"
                )

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
