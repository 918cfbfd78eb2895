"""The minimum-weight maximum-cardinality matching the Dutch engine asks for, compiled where it can.

The Dutch engine (gacrux, through :mod:`elodesk.engine.pairing`) turns a bracket into a graph
whose edge weights encode the quality criteria of C.04.3 (C.6–C.21) and, for a homogeneous or
heterogeneous bracket, the order of transpositions and exchanges (C.04.3 D), as digits of one
mixed-radix integer, the most important criterion in the highest digits. It then asks networkx's
``min_weight_matching``: the weights are replaced by ``max + 1 - w`` and the maximum-weight
matching of maximum cardinality is taken (networkx 3 ``min_weight_matching``).

networkx's matching is Edmonds' blossom algorithm in pure Python (O(n³)); rustworkx's
``max_weight_matching`` is the same algorithm (a port of the same code, Van Rantwijk's
``mwmatching.py``) compiled, with 128-bit integer weights. :func:`min_weight_matching` gives the
graph to rustworkx when every weight, after the same transformation, fits in
:data:`COMPILED_BITS` bits (the blossom algorithm's dual variables and slacks reach a few times
the largest weight, so a margin is kept below 127). The weights of a homogeneous bracket's
transposition order grow with the bracket (a bit per player for the exchanges, a digit per
player for the partners: 619 bits for the 93-player group of round 2 of the benchmark's
500-player open) and do not fit: such a bracket's matching is solved exactly in stages that each
fit, by :mod:`elodesk.engine.lexmatching` (its docstring proves that the staged matching is the
one-shot one), when the Dutch engine's adapter (:func:`elodesk.engine.pairing._stage`) has said,
through :func:`homogeneous`, which bracket the graph is. Any other matching that does not fit,
or a bracket whose weights are not of the form the staging is proven for, goes to networkx.

gacrux builds its graphs as :class:`WeightedGraph` (what it uses of ``networkx.Graph``, without
the attribute dictionaries); the pure path replays them into networkx. A bracket's matching is
asked for its edges themselves (:func:`match_edges`, in networkx's order without a graph built),
and the completion test's for its size only (:func:`maximum_matching_size`).

Nodes and edges are given to rustworkx in networkx's own order (nodes as inserted, each edge
once as networkx lists it), so that the two algorithms meet ties in the same order; the
equality of the pairings is tested (``tests/engine/test_pairing_fast.py``) and measured on the
reference corpus (``make pairing-corpus``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import islice
from typing import Any

import networkx as nx

from .lexmatching import NotStaged, Places, Solver, staged_matching

#: Largest weight (after ``max + 1 - w``) given to the compiled matching: rustworkx keeps
#: weights and duals as i128; the blossom algorithm's slacks reach 4× the largest weight.
COMPILED_BITS = 120

#: ``"fast"``: compiled where the weights fit (the default); ``"pure"``: networkx always (the
#: oracle the fast path is tested against, and the path when rustworkx is not installed).
_MODE: ContextVar[str] = ContextVar("elodesk_matching_mode", default="fast")

#: The homogeneous bracket whose matching is being asked for: its places, read when needed.
_BRACKET: ContextVar[Callable[[], Places] | None] = ContextVar("elodesk_bracket", default=None)

#: :func:`_solve` gives rustworkx the edges in parts of this many (a list of them all at once
#: costs its memory beside the graph's)
_CHUNK = 1 << 16

#: How many matchings each path solved since the process started (for the benchmark):
#: ``staged`` counts the homogeneous brackets solved in stages, ``stages`` their compiled stages.
COUNTS = {"compiled": 0, "python": 0, "staged": 0, "stages": 0}


@contextmanager
def homogeneous(places: Callable[[], Places]) -> Iterator[None]:
    """Within the block, a matching too large to compile is the homogeneous bracket ``places()``."""
    token = _BRACKET.set(places)
    try:
        yield
    finally:
        _BRACKET.reset(token)


@contextmanager
def mode(name: str) -> Iterator[None]:
    """Within the block, matchings go the ``name`` way (``fast`` or ``pure``)."""
    if name not in ("fast", "pure"):
        raise ValueError(f"unknown matching mode {name!r}")
    token = _MODE.set(name)
    try:
        yield
    finally:
        _MODE.reset(token)


def _compiled() -> Any | None:
    try:
        import rustworkx
    except ImportError:  # the pure path still pairs, only slower
        return None
    return rustworkx


class WeightedGraph:
    """What the Dutch engine builds of a ``networkx.Graph``: weighted edges, nothing else.

    gacrux builds a graph with ``add_weighted_edges_from`` only to hand it to
    ``min_weight_matching``; building networkx's attribute dictionaries for 44 000 edges, and
    listing them again, was a second's work of round 2 of a 500-player open. This graph keeps
    each node's neighbours with the edge's weight, in networkx's order (a node where it first
    appears, a neighbour where its edge first appears, a repeated edge's last weight), and
    lists the edges in the order ``networkx.Graph.edges`` lists them. For the pure path it
    replays the calls into a real ``networkx.Graph``, so that networkx gets the graph gacrux
    would have built.
    """

    def __init__(self) -> None:
        self._adj: dict[Any, dict[Any, Any]] = {}
        self._calls: list[list[tuple[Any, Any, Any]]] = []

    def add_weighted_edges_from(self, ebunch: Any, weight: str = "weight") -> None:
        if weight != "weight":
            raise ValueError("only the 'weight' attribute is kept")
        edges = [(u, v, w) for u, v, w in ebunch]
        self._calls.append(edges)
        adj = self._adj
        for u, v, w in edges:
            au = adj.get(u)
            if au is None:
                au = adj[u] = {}
            av = adj.get(v)
            if av is None:
                av = adj[v] = {}
            au[v] = w
            av[u] = w

    def __iter__(self) -> Iterator[Any]:
        return iter(self._adj)

    def __len__(self) -> int:
        return len(self._adj)

    def number_of_nodes(self) -> int:
        return len(self._adj)

    def number_of_edges(self) -> int:
        return len(self.weighted_edges())

    def weighted_edges(self) -> list[tuple[Any, Any, Any]]:
        """Every edge once, ``(u, v, weight)``, as ``networkx.Graph.edges(data="weight")``."""
        seen: set[Any] = set()
        out: list[tuple[Any, Any, Any]] = []
        for n, nbrs in self._adj.items():
            for nbr, w in nbrs.items():
                if nbr not in seen:
                    out.append((n, nbr, w))
            seen.add(n)
        return out

    def to_networkx(self) -> nx.Graph:
        graph = nx.Graph()
        for edges in self._calls:
            graph.add_weighted_edges_from(edges)
        return graph


def _listing(G: Any, weight: str) -> tuple[list[Any], list[tuple[Any, Any, Any]]]:
    if isinstance(G, WeightedGraph):
        return list(G), G.weighted_edges()
    return list(G), list(G.edges(data=weight, default=1))


def _networkx(G: Any, weight: str) -> set[tuple[Any, Any]]:
    graph = G.to_networkx() if isinstance(G, WeightedGraph) else G
    return set(nx.min_weight_matching(graph, weight=weight))


def min_weight_matching(G: Any, weight: str = "weight") -> set[tuple[Any, Any]]:
    """A maximum-cardinality matching of least total weight, as ``networkx.min_weight_matching``.

    ``G``: a ``networkx.Graph`` or a :class:`WeightedGraph`. Returns a set of node pairs (one
    orientation per pair), like networkx.
    """
    rx = _compiled() if _MODE.get() == "fast" else None
    if rx is None:
        COUNTS["python"] += 1
        return _networkx(G, weight)
    nodes, edges = _listing(G, weight)
    if not edges:
        COUNTS["python"] += 1
        return _networkx(G, weight)
    index = {v: i for i, v in enumerate(nodes)}
    return _matched(
        rx, nodes, [(index[u], index[v], w) for u, v, w in edges], lambda: _networkx(G, weight)
    )


def match_edges(
    edges: list[tuple[Any, Any, Any]], weights: Sequence[Any] | None = None
) -> set[tuple[Any, Any]]:
    """:func:`min_weight_matching` of the graph ``add_weighted_edges_from(edges)`` builds, where
    no two of ``edges`` join the same two nodes (the Dutch engine's graph of a bracket: one edge
    per pair of players of its crosstable, ``DutchEngine.pair_weighted_round``), found without
    building the graph (:func:`networkx_order`). Edges that join the same two nodes twice, or
    the ``pure`` mode, go through :class:`WeightedGraph` as before.

    ``weights``: if given, the third item of each edge is the place of its weight in
    ``weights``, each place used by at least one edge (``DutchEngine.weigh_bracket`` gives the
    edges of one kind one place): the same graph as ``(u, v, weights[k])``, whose weights are
    read once per place where the matching reads them all (their largest, smallest and types).
    """
    rx = _compiled() if _MODE.get() == "fast" else None
    nodes, listed = networkx_order(edges) if rx is not None else ([], [])

    def graph() -> WeightedGraph:
        built = WeightedGraph()
        if weights is None:
            built.add_weighted_edges_from(edges)
        else:
            built.add_weighted_edges_from([(u, v, weights[k]) for u, v, k in edges])
        return built

    if not listed or len({(i, j) for i, j, _ in listed}) < len(listed):
        return min_weight_matching(graph())
    return _matched(rx, nodes, listed, lambda: _networkx(graph(), "weight"), weights)


def networkx_order(
    edges: list[tuple[Any, Any, Any]],
) -> tuple[list[Any], list[tuple[int, int, Any]]]:
    """The nodes of ``edges`` and the edges on node indices, in networkx's order, in one pass.

    A node where it first appears (``u`` before ``v``), and each edge under whichever of its
    two nodes comes first, with that node first, in the order the edges come: for edges that
    are distinct pairs, what ``networkx.Graph.edges`` lists of the graph
    ``add_weighted_edges_from(edges)`` builds (and :meth:`WeightedGraph.weighted_edges`).
    """
    position: dict[Any, int] = {}
    under: list[list[tuple[int, int, Any]]] = []
    get = position.get
    for u, v, w in edges:
        pu = get(u)
        if pu is None:
            pu = position[u] = len(under)
            under.append([])
        pv = get(v)
        if pv is None:
            pv = position[v] = len(under)
            under.append([])
        if pu <= pv:
            under[pu].append((pu, pv, w))
        else:
            under[pv].append((pv, pu, w))
    return list(position), [e for group in under for e in group]


def maximum_matching_size(pairs: list[tuple[Any, Any]]) -> int:
    """The number of pairs of a maximum-cardinality matching of the graph of ``pairs`` (one
    edge per pair; a pair given twice, or either way round, is one edge; a node paired with
    itself is no edge, as in networkx's matching).

    Every maximum-cardinality matching of a graph has the same number of pairs, so this is the
    size of ``min_weight_matching`` of the same edges at any one weight: rustworkx's matching
    of maximum cardinality without weights (each edge weighs 1), on the nodes as they come,
    unless a greedy matching already pairs all the nodes but at most one (then it is maximum).
    The ``pure`` mode, or without rustworkx, asks networkx through :func:`min_weight_matching`
    (edges at weight 0).
    """
    rx = _compiled() if _MODE.get() == "fast" else None
    if rx is None:
        graph = WeightedGraph()
        graph.add_weighted_edges_from([(u, v, 0) for u, v in pairs])
        return len(min_weight_matching(graph))
    index: dict[Any, int] = {}
    get = index.get
    edges: list[tuple[int, int]] = []
    # a greedy matching as the edges come: when it pairs every node but at most one, no
    # matching has more pairs (one has at most half the nodes), and the compiled one is not asked
    taken: set[int] = set()
    greedy = 0
    for u, v in pairs:
        if u == v:
            continue
        i = get(u)
        if i is None:
            i = index[u] = len(index)
        j = get(v)
        if j is None:
            j = index[v] = len(index)
        edges.append((i, j))
        if i not in taken and j not in taken:
            taken.add(i)
            taken.add(j)
            greedy += 1
    if greedy == len(index) // 2:
        return greedy
    COUNTS["compiled"] += 1
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(len(index)))
    graph.add_edges_from_no_data(edges)
    return len(rx.max_weight_matching(graph, max_cardinality=True))


def _matched(
    rx: Any,
    nodes: list[Any],
    edges: list[tuple[int, int, Any]],
    pure: Callable[[], set[tuple[Any, Any]]],
    table: Sequence[Any] | None = None,
) -> set[tuple[Any, Any]]:
    """The matching of ``nodes`` and ``edges`` (on node indices, in networkx's order): compiled
    where the weights are integers that fit, else staged (a homogeneous bracket), else
    ``pure()`` (networkx). ``table``: the edges' weights by their places (:func:`match_edges`).
    ``edges`` is the caller's own list, not read again: a staged matching empties it once it has
    read them (:func:`_labelled`)."""
    weights = [e[2] for e in edges] if table is None else table
    integral = set(map(type, weights)) <= {int, bool}
    top, low = 1 + max(weights), min(weights)
    if (top - low).bit_length() > COMPILED_BITS or not integral:
        bracket = _BRACKET.get()
        if bracket is not None and integral:
            # (read once, as they come: a list of them was 49 MB for the 707 000 edges of a
            # 2 000-player round 2; and the list of edges emptied once read, below)
            labelled = _labelled(nodes, edges, table)
            try:
                pairs, stages = staged_matching(bracket(), nodes, labelled, _solver(rx))
            except NotStaged:
                pass
            else:
                COUNTS["staged"] += 1
                COUNTS["stages"] += stages
                return pairs
        COUNTS["python"] += 1
        return pure()
    found = _solve(rx, nodes, edges, top, table)
    COUNTS["compiled"] += 1
    return {(nodes[i], nodes[j]) for i, j in found}


def _labelled(
    nodes: Sequence[Hashable], edges: list[tuple[int, int, Any]], table: Sequence[Any] | None
) -> Iterator[tuple[Any, Any, Any]]:
    """:func:`_matched`'s edges on their nodes' labels, with their weights (``table``: by
    their places), as they are read; ``edges`` is emptied once they all are: every caller of
    :func:`_matched` gives it a list of its own that it does not read again (:func:`match_edges`'
    edges in networkx's order, 45 MB for the 707 000 edges of round 2 of a 2 000-player open,
    freed before the staged matching's first stage)."""
    if table is None:
        for i, j, w in edges:
            yield (nodes[i], nodes[j], w)
    else:
        for i, j, k in edges:
            yield (nodes[i], nodes[j], table[k])
    edges.clear()


def _solve(
    rx: Any,
    nodes: Sequence[Hashable],
    edges: Sequence[tuple[int, ...]],
    top: int,
    table: Sequence[int] | None = None,
    weights: Sequence[int] | None = None,
) -> Any:
    """rustworkx's matching of maximum cardinality and least total weight, on node indices,
    with ``top`` above every weight (its maximum-weight matching of ``top - w``): the edges
    ``(i, j, w)``; ``table``: the weights by their places, the third item of an edge its
    place; ``weights``: the edges' weights in their order, an edge's first two items its
    nodes."""
    # the edges are distinct pairs: a multigraph takes them without looking each one up
    # among its endpoint's edges (4 s of 4.2 for 707 000 edges), the same graph; given in
    # parts of _CHUNK edges, in their order (the same graph: a list of them all was 55 MB for
    # the 707 000 edges of a 2 000-player round 2, beside the graph itself)
    graph = rx.PyGraph(multigraph=True)
    graph.add_nodes_from(nodes)
    flipped: Iterator[tuple[int, int, int]]
    if weights is not None:
        flipped = ((e[0], e[1], top - w) for e, w in zip(edges, weights, strict=True))
    elif table is None:
        flipped = ((i, j, top - w) for i, j, w in edges)
    else:
        by_place = [top - w for w in table]  # (one int per place, shared by its edges)
        flipped = ((i, j, by_place[k]) for i, j, k in edges)
    while part := list(islice(flipped, _CHUNK)):
        graph.add_edges_from(part)
    return rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)


def _solver(rx: Any) -> Solver:
    """rustworkx's matching of least total weight and maximum cardinality, on node indices:
    the edges' first two items their nodes, their weights in their order (lexmatching's
    stages)."""

    def solve(
        nodes: Sequence[Hashable], edges: Sequence[tuple[int, ...]], weights: list[int]
    ) -> set[Any]:
        top, low = (1 + max(weights), min(weights)) if weights else (1, 0)
        if (top - low).bit_length() > COMPILED_BITS:
            raise NotStaged("a stage's weights do not fit the compiled matching")
        found: set[Any] = _solve(rx, nodes, edges, top, weights=weights)
        return found

    return solve


class GacruxNetworkx:
    """What the Dutch engine uses of networkx: ``Graph`` and :func:`min_weight_matching`."""

    Graph = WeightedGraph
    min_weight_matching = staticmethod(min_weight_matching)
    match_edges = staticmethod(match_edges)
    maximum_matching_size = staticmethod(maximum_matching_size)
