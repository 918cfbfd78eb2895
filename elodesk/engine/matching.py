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
the largest weight, so a margin is kept below 127), and to networkx otherwise: the weights of a
homogeneous bracket's transposition order grow with the bracket (one digit per player of S1 and
S2; 1 909 bits for round 2 of a 500-player open) and do not fit.

Nodes and edges are given to rustworkx in networkx's own order (nodes as inserted, each edge
once as networkx lists it), so that the two algorithms meet ties in the same order; the
equality of the pairings is tested (``tests/engine/test_pairing_fast.py``) and measured on the
reference corpus (``make pairing-corpus``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import networkx as nx

#: Largest weight (after ``max + 1 - w``) given to the compiled matching: rustworkx keeps
#: weights and duals as i128; the blossom algorithm's slacks reach 4× the largest weight.
COMPILED_BITS = 120

#: ``"fast"``: compiled where the weights fit (the default); ``"pure"``: networkx always (the
#: oracle the fast path is tested against, and the path when rustworkx is not installed).
_MODE: ContextVar[str] = ContextVar("elodesk_matching_mode", default="fast")

#: How many matchings each path solved since the process started (for the benchmark).
COUNTS = {"compiled": 0, "python": 0}


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


def min_weight_matching(G: nx.Graph, weight: str = "weight") -> set[tuple[Any, Any]]:
    """A maximum-cardinality matching of least total weight, as ``networkx.min_weight_matching``.

    Returns a set of node pairs (one orientation per pair), like networkx.
    """
    rx = _compiled() if _MODE.get() == "fast" else None
    edges = list(G.edges(data=weight, default=1))
    if rx is None or not edges:
        COUNTS["python"] += 1
        return set(nx.min_weight_matching(G, weight=weight))
    top = 1 + max(w for _, _, w in edges)
    low = min(w for _, _, w in edges)
    if (top - low).bit_length() > COMPILED_BITS or not all(isinstance(w, int) for *_, w in edges):
        COUNTS["python"] += 1
        return set(nx.min_weight_matching(G, weight=weight))
    nodes = list(G)
    index = {v: i for i, v in enumerate(nodes)}
    graph = rx.PyGraph(multigraph=False)
    graph.add_nodes_from(nodes)
    graph.add_edges_from([(index[u], index[v], top - w) for u, v, w in edges])
    found = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    COUNTS["compiled"] += 1
    return {(nodes[i], nodes[j]) for i, j in found}


class GacruxNetworkx:
    """What the Dutch engine uses of networkx: ``Graph`` and :func:`min_weight_matching`."""

    Graph = nx.Graph
    min_weight_matching = staticmethod(min_weight_matching)
