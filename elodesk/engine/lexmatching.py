"""A homogeneous bracket's matching solved exactly in stages that each fit the compiled matching.

The Dutch engine (gacrux) pairs a homogeneous bracket (C.04.3 A.3, the players of score group
``scorelevel`` numbered ``1 .. B`` by their bracket sequence number, ``S`` the pairs to make)
by one minimum-weight maximum-cardinality matching on a graph that also holds the players of
the lower groups (so that the rest stays pairable, C.04.3 C.4). Every edge weight is one mixed
radix integer, built by ``crosstable_dutch.update_homogenious`` and ``update_weight``::

    w(e) = Q(e)·HO0 + K + J(e)

``Q(e)`` is the edge's quality criteria C.6–C.21 (``qcweight``), ``K`` the sum of the ``HO4``
places (on every edge), and ``J(e) = 0`` unless both players are of the bracket; then, with
``a < b`` their bracket numbers (``a`` the edge's *lower* player)::

    J(e) = [a > S]·p1 + (a-1)·p2 + (a <= S ? p3[S-a] : -p4[a-S-1]) + (b-a)·p5[a-1]

(``p1 .. p5``: gacrux's places ``HO1 .. HO5``). For a matching ``M`` of the (fixed) maximum
cardinality ``m``, let ``A`` be the lower players of its bracket pairs and ``b(a)`` their
partners. Summing::

    W(M) = const + HO0·Q(M) + p2·Y(M) + F(M) + G(M)

    Y(M) = sum over a in A of  [a > S]·(p1/p2) + (a-1)
    F(M) = sum of p3[S-a] for a in A, a <= S  +  sum of p4[a-S-1] for a not in A, a > S
    G(M) = sum over a in A of (b(a)-a)·p5[a-1]

(``const = m·K - sum p4`` is the same for every such matching). Each player is the lower player
of at most one pair, so ``F`` is a sum of distinct places (one bit per player) and ``G`` holds at
most one term per place. A player with no edge to a higher bracket number is never a lower
player: his bit is the same in every matching and is left out. Call the others the *possible
lower players*, and ``reach(a)`` the largest ``b-a`` of ``a``'s edges. :func:`check_places`
verifies on gacrux's own numbers, before anything is decided, that

1. ``0 <= p2·Y + F + G < HO0`` and ``0 <= F + G < p2`` for every matching (``Y`` bounded by
   ``|A| <= B/2`` and ``|{a in A: a > S}| <= (B-S)/2``, each pair holding two players),
2. every possible lower player's flag place exceeds the sum of the smaller ones plus the
   largest ``G``, ``sum reach(a)·p5[a-1]``,
3. ``p5[a-1]`` exceeds ``sum (reach(a')-1)·p5[a'-1]`` over the possible lower players
   ``a' > a``,

and :func:`decompose` that every edge weight is exactly the formula above. Then ``W`` orders the
matchings exactly as the vector ``(Q, Y, the flags from the largest place, u(1), u(2), …)``
orders them lexicographically, where ``u(a) = b(a)-a-1`` for ``a in A`` (0 otherwise): by 1,
``Q`` decides first and then ``Y``; by 2 the flags decide bit by bit, the largest place first;
two matchings with the same flags have the same ``A``, so their ``G`` differ by
``sum (u(a)-u'(a))·p5[a-1]`` with ``0 <= u(a) <= reach(a)-1``, and by 3 the first ``u`` that
differs decides. (Condition 2 needs the largest ``G``, not ``p4``'s smallest place: gacrux's
``HO5`` digit ``b-a`` reaches its radix ``B-a``, so ``G`` can pass ``(B-1)!``; only the last
player's bit, which never varies, sits below it.) Replacing ``u(a)`` by the rank of ``b(a)``
among the higher players ``a`` still has an edge to keeps that order and narrows the digit.

``Q`` itself is re-encoded in fewer bits where its few values allow it (:func:`compress`),
keeping the order of every matching's ``Q``. Every component of that vector except ``Q`` and
``Y`` is a property of one player (whether he
is a lower player, and of whom), and its value is at most one edge's digit per matching, so a
prefix of the vector is encoded without carry in an integer of a few dozen bits. The staged
solution (:func:`staged_matching`) takes ``Q``, ``Y`` and as many of the next components as fit
:data:`STAGE_BITS`, solves that matching compiled, and reads the components' values off it. A
lexicographic minimum's prefix is the minimum of the prefixes, and every matching of minimal
prefix has the same prefix components (each is a carry-free digit), so the graph is cut to the
matchings with these values — a lower player keeps only his edges to higher bracket players,
a possible lower player who is not one loses those edges, a lower player and his partner are
paired and removed — which keeps every matching of minimal ``W``. The flags are decided so,
``Q``, ``Y`` and as many flags as fit in each stage; then the partners, ``Q`` and the partner
digits; the last stage's matching, with the pairs fixed before it, minimises ``W``.

A partner digit does not need its whole radix: a stage decides a prefix of the partners with
*cut* digits. Let ``a_1 < a_2 < …`` be the lower players of a stage (every flag known, so that
each has a partner above him and ``u`` is his partner's rank among the higher players still
joined to him) and ``G_k`` the partners guessed for ``a_1 .. a_{k-1}``. Player ``a_k``'s
digit is ``d_k(b) = min(r_k(b), c_k)``, where ``r_k(b)`` is the rank of ``b`` among his higher
players not in ``G_k``, ``c_k`` is the rank of his own guess plus one, and ``d_k(b) = c_k`` for
``b`` in ``G_k``; the digits take ``log2(c_k + 1)`` bits, one for a guess of rank 0. Let ``m``
be the least digit vector (after ``Q``) and ``P_k`` the partner of ``a_k`` in the stage's
matching. By induction on ``k``: while ``P_1 .. P_{k-1}`` are the partners of every matching
of least ``W`` (and of every matching of least digit vector, whose earlier digits are below
their cut and so name one partner each), the matchings holding them include all of both
kinds; among them ``a_k``'s partner is not one of ``P_1 .. P_{k-1}``, and on the others
``d_k`` grows with ``u``. So if ``m_k < c_k``, ``P_k`` is not in ``G_k``, and no partner in
``G_k`` not taken by ``a_1 .. a_{k-1}`` is below ``P_k`` and joined to ``a_k``, then ``P_k``
has the least ``u`` of them all: it is decided. If ``m_k = c_k`` (with ``P_k`` not in
``G_k``), every matching of least ``W`` gives ``a_k`` a partner of ``r_k >= c_k``: his edges
of ``r_k < c_k`` are cut. Either way the stage decides ``a_1 .. a_{k-1}`` and the next stage
goes on from ``a_k``; with good guesses (the first higher player of least ``Q``) a stage of
about a hundred bits decides about a hundred partners instead of a dozen.

The bracket's pairs (the pairs gacrux keeps from this matching: both players of the score
group) are a function of the vector (``A`` and the ``u``), so they are the same as any exact
solver's, networkx's included. Pairs among the other players may differ where ``Q`` ties them:
gacrux keeps none of them (they show that the rest can be paired) and only adds their criteria
to the bracket's quality record, where ``Q``, the criteria's mixed-radix sum, is the same
minimum either way.

If any check fails, or a stage does not fit, the caller falls back on the one-shot matching.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

#: Largest per-edge weight range given to one stage (the compiled matching takes 120 bits).
STAGE_BITS = 118

Pair = tuple[Hashable, Hashable]
#: a compiled solver: nodes, edges (their first two items node indices) and the edges'
#: weights, in their order → pairs of indices
Solver = Callable[[Sequence[Hashable], Sequence[tuple[int, ...]], list[int]], set[tuple[int, int]]]


class NotStaged(Exception):
    """The bracket's weights are not of the form the staging is proven for: solve in one go."""


@dataclass(frozen=True)
class Places:
    """gacrux's homogeneous places for one bracket (``crosstable.weight`` after
    ``update_homogenious``), its size ``B``, its pairs ``S`` and its bracket numbers."""

    ho0: int
    p1: int
    p2: int
    p3: tuple[int, ...]
    p4: tuple[int, ...]
    p5: tuple[int, ...]
    size: int
    pairs: int
    bsn: dict[Hashable, int]

    @property
    def k(self) -> int:
        """The constant on every edge: the sum of the ``HO4`` places."""
        return sum(self.p4)

    def flag_place(self, a: int) -> int:
        return self.p3[self.pairs - a] if a <= self.pairs else self.p4[a - self.pairs - 1]

    def j(self, a: int, b: int) -> int:
        """``J(e)`` of a bracket pair ``a < b``."""
        s = self.pairs
        flag = self.p3[s - a] if a <= s else -self.p4[a - s - 1]
        return (a > s) * self.p1 + (a - 1) * self.p2 + flag + (b - a) * self.p5[a - 1]


def check_places(p: Places, reach: dict[int, int]) -> int:
    """Verify conditions 1–3 of the module docstring; return the bound of ``Y`` (or raise).

    ``reach``: for each player who can be a lower player (he has an edge to a higher bracket
    number in the graph), the largest ``b - a`` of those edges. The flag of any other player
    is the same in every matching, so it is no component of the order.
    """
    b, s = p.size, p.pairs
    if b < 2 or not 0 <= s <= b // 2 or len(p.p3) != s or len(p.p4) != b - s:
        raise NotStaged("bracket sizes")
    if len(p.p5) != b - 1 or sorted(p.bsn.values()) != list(range(1, b + 1)):
        raise NotStaged("bracket numbers")
    if p.p2 <= 0 or p.p1 % p.p2:
        raise NotStaged("HO1 is not a multiple of HO2")
    owners = sorted(reach)
    # 3: each u place above everything after it
    tail = 0
    for a in reversed(owners):
        if p.p5[a - 1] <= tail:
            raise NotStaged(f"HO5 place of {a}")
        tail += (reach[a] - 1) * p.p5[a - 1]
    g_max = sum(reach[a] * p.p5[a - 1] for a in owners)
    # 2: each flag place above the smaller ones and G
    below = g_max
    for place in sorted(p.flag_place(a) for a in owners):
        if place <= below:
            raise NotStaged("flag places")
        below += place
    flags = below - g_max
    # 1: Y, F, G below their places
    d2 = p.p1 // p.p2
    largest = sorted((a - 1 for a in owners), reverse=True)[: b // 2]
    y_max = d2 * min((b - s) // 2, sum(a > s for a in owners)) + sum(largest)
    if flags + g_max >= p.p2 or y_max * p.p2 + flags + g_max >= p.ho0:
        raise NotStaged("Y or the flags reach a higher place")
    return y_max


#: an edge: node indices ``i``, ``j``, its ``Q``, the bracket numbers of its lower and higher
#: player (0, 0 for an edge not between two bracket players), and that of its one bracket
#: player when it has one only (else 0)
_Edge = tuple[int, int, int, int, int, int]


def decompose(
    p: Places, nodes: Sequence[Hashable], edges: Iterable[tuple[Hashable, Hashable, int]]
) -> list[_Edge]:
    """Each edge as ``Q`` and its bracket numbers, checked against its weight exactly."""
    index = {v: n for n, v in enumerate(nodes)}
    k, ho0, p5 = p.k, p.ho0, p.p5
    # J(a, b) = own[a] + (b - a)·p5[a-1]
    own = [0] + [p.j(a, a) for a in range(1, p.size)]
    out: list[_Edge] = []
    bsn = p.bsn
    for u, v, w in edges:
        if type(w) is not int:
            raise NotStaged("a weight is not an integer")
        a, b = bsn.get(u, 0), bsn.get(v, 0)
        if a and b:
            if a > b:
                a, b = b, a
            q, r = divmod(w - k - own[a] - (b - a) * p5[a - 1], ho0)
            solo = 0
        else:
            a, b, solo = 0, 0, a or b
            q, r = divmod(w - k, ho0)
        if r or q < 0:
            raise NotStaged(f"weight of {u}–{v} is not of the homogeneous form")
        out.append((index[u], index[v], q, a, b, solo))
    return out


def compress(es: list[_Edge], pairs: int) -> list[_Edge]:
    """The edges with ``Q`` re-encoded in fewer bits, where that keeps the order of every sum.

    ``pairs``: the most edges a matching can hold. With the distinct nonzero values
    ``v1 < v2 < …`` of ``Q`` such that each exceeds ``pairs`` times the sum of those below it,
    a matching's ``Q`` is decided by how many edges of the largest value it holds, then of the
    next (lexicographically, as a number in base ``pairs + 1``); ``vi`` becomes
    ``(pairs + 1)**(i-1)``, which orders every matching the same way, ties included. Otherwise
    the edges are returned as they are. The list given is re-encoded in place and returned
    (the staged matching's own list: a second one of its 707 000 edges was 65 MB more).
    """
    values = sorted({e[2] for e in es} - {0})
    below = 0
    for v in values:
        if v <= below:
            return es
        below += v * pairs
    code = {v: (pairs + 1) ** i for i, v in enumerate(values)} | {0: 0}
    if values and code[values[-1]] >= values[-1]:
        return es
    for k, (i, j, q, lo, hi, solo) in enumerate(es):
        es[k] = (i, j, code[q], lo, hi, solo)
    return es


def staged_matching(
    p: Places,
    nodes: Sequence[Hashable],
    edges: Iterable[tuple[Hashable, Hashable, int]],
    solve: Solver,
    stage_bits: int = STAGE_BITS,
) -> tuple[set[Pair], int]:
    """The minimum-weight maximum-cardinality matching of the bracket graph, in stages.

    Returns the pairs (as node pairs) and the number of stages solved. Raises
    :class:`NotStaged` where the module's conditions do not hold.
    """
    es = compress(decompose(p, nodes, edges), len(nodes) // 2)
    reach: dict[int, int] = {}
    for *_, lo, hi, _ in es:
        if lo and reach.get(lo, 0) < hi - lo:
            reach[lo] = hi - lo
    y_max = check_places(p, reach)
    d2 = p.p1 // p.p2
    index = {v: n for n, v in enumerate(nodes)}
    number = {index[v]: num for v, num in p.bsn.items() if v in index}
    if len(number) != p.size:
        raise NotStaged("a bracket player is not in the graph")
    # the components after Q and Y, most significant first: each possible lower player's
    # flag, by its place; then each lower player's partner, by bracket number
    flags: list[int] = sorted(reach, key=p.flag_place)[::-1]
    partners: list[int] = []
    by_number = {num: ix for ix, num in number.items()}
    alive = es
    del es  # (the graph's edges are alive's: the first stage's cut frees them)
    fixed: list[tuple[int, int]] = []
    lower_set: set[int] = set()
    stages = 0
    while True:
        stages += 1
        qs = [e[2] for e in alive]
        q_lo, q_hi = (min(qs), max(qs)) if qs else (0, 0)
        room = stage_bits - (q_hi - q_lo + 1).bit_length()
        # each pair's digits, by (lower, higher) bracket number
        term: dict[tuple[int, int], int] = {}
        if flags:
            head, top = _flag_digits(flags, room, y_max, p, d2, reach, alive, term)
        else:
            up, cap, top = _partner_digits(partners, room, alive, term)
        # (the weights only, the edges' nodes read from alive: a list of (i, j, weight) was
        # 45 MB more for 707 000 edges)
        weights = [
            (q - q_lo) * top + term.get((lo, hi), 0) if lo else (q - q_lo) * top
            for _, _, q, lo, hi, _ in alive
        ]
        found = solve(nodes, alive, weights)
        del weights  # (freed before the next stage's)
        partner: dict[int, int] = {}
        for i, j in found:
            partner[i], partner[j] = j, i
        if not flags and not partners:
            pairs = {(nodes[i], nodes[j]) for i, j in found}
            pairs |= {(nodes[i], nodes[j]) for i, j in fixed}
            return pairs, stages
        if flags:
            # each flag of the stage read off its matching: a lower player's edges go up from
            # him, a possible lower player who is not one loses those edges
            only_up: set[int] = set()
            no_up: set[int] = set()
            for a in head:
                other = partner.get(by_number[a])
                if other is not None and number.get(other, 0) > a:
                    only_up.add(a)
                    lower_set.add(a)
                else:
                    no_up.add(a)
            del flags[: len(head)]
            if stages == 1 and flags:
                lower = [a for a in reach if number.get(partner.get(by_number[a], -1), 0) > a]
                by_y = flags_of_y(p, reach, lower)
                only_up |= {a for a in flags if by_y.get(a) is True}
                no_up |= {a for a in flags if by_y.get(a) is False}
                lower_set |= only_up
                flags[:] = [a for a in flags if a not in by_y]
            if not flags:
                partners = sorted(lower_set)
            alive = [
                e
                for e in alive
                if not (e[3] and (e[3] in no_up or e[4] in only_up))
                and not (e[5] and e[5] in only_up)
            ]
            continue
        # the partner digits read off the matching, as far as the module's rule decides them
        gone: set[int] = set()
        cut: set[tuple[int, int]] = set()
        before = len(fixed)
        decided = 0
        guessed: set[int] = set()
        taken: set[int] = set()
        for a in up:
            other = partner.get(by_number[a])
            if other is None or number.get(other, 0) <= a:
                break  # not a lower player: the flags say otherwise; nothing more is read
            b = number[other]
            ranks, guess, c, joined = cap[a]
            if b in guessed or any(g < b and g in joined for g in guessed - taken):
                break  # an earlier guess left free could be a better partner: not decided
            if ranks[b] >= c:
                # the digit reached its cap: a's partner ranks at least c among the others
                cut |= {(a, x) for x, r in ranks.items() if r < c}
                break
            fixed.append((by_number[a], other))
            gone |= {by_number[a], other}
            guessed.add(guess)
            taken.add(b)
            decided += 1
        del partners[:decided]
        if not partners and not cut:
            # every component known: this matching, with the pairs fixed before, is the one
            pairs = {(nodes[i], nodes[j]) for i, j in found}
            pairs |= {(nodes[i], nodes[j]) for i, j in fixed[:before]}
            return pairs, stages
        alive = [
            e
            for e in alive
            if e[0] not in gone and e[1] not in gone and not (cut and (e[3], e[4]) in cut)
        ]


def flags_of_y(p: Places, reach: dict[int, int], lower: Sequence[int]) -> dict[int, bool]:
    """The flags that ``Y`` alone decides, from the lower players of a matching of least ``Y``.

    ``Y = d·j + σ`` (``d = HO1/HO2``; ``j`` the lower players above ``S``, ``σ >= 0`` the sum of
    ``a - 1`` over the lower players) is the same for every matching of least ``W``. If it is
    below ``d``, ``j = 0`` in all of them: no possible lower player above ``S`` is one; if
    moreover ``Y`` is the sum of ``a - 1`` over every possible lower player up to ``S``, each
    of them is one (but the first player, whose ``a - 1`` is 0). Returns those flags
    (``True``: a lower player).
    """
    d2, s = p.p1 // p.p2, p.pairs
    y = sum((a > s) * d2 + a - 1 for a in lower)
    if y >= d2:
        return {}
    out = {a: False for a in reach if a > s}
    if y == sum(a - 1 for a in reach if a <= s):
        out |= {a: True for a in reach if 1 < a <= s}
    return out


def _flag_digits(
    flags: list[int],
    room: int,
    y_max: int,
    p: Places,
    d2: int,
    reach: dict[int, int],
    alive: list[_Edge],
    term: dict[tuple[int, int], int],
) -> tuple[list[int], int]:
    """A flag stage's digits: ``Y``, then as many flags as fit ``room`` bits, one bit each.

    Fills ``term`` and returns the flags taken and the place of ``Q``.
    """
    head = flags[: max(0, room - (y_max + 1).bit_length())]
    if not head:
        raise NotStaged("a stage does not fit the compiled matching")
    place = {a: 1 << (len(head) - 1 - n) for n, a in enumerate(head)}
    y_place = 1 << len(head)
    s = p.pairs
    own = {
        a: y_place * ((a > s) * d2 + a - 1) + (place.get(a, 0) if a <= s else -place.get(a, 0))
        for a in reach
    }
    for *_, lo, hi, _ in alive:
        if lo:
            term[lo, hi] = own[lo]
    return head, y_place * (y_max + 1)


def _partner_digits(
    partners: list[int], room: int, alive: list[_Edge], term: dict[tuple[int, int], int]
) -> tuple[list[int], dict[int, tuple[dict[int, int], int, int, dict[int, int]]], int]:
    """A partner stage's digits (every flag known): as many lower players as fit ``room``.

    For each lower player ``a`` in turn, the higher players still joined to him are ranked
    without the partners guessed for the players before him; his guess is the first of them
    among those of least ``Q``; his digit is the rank, cut at the guess's rank + 1, and a
    partner guessed before him takes the cut value. Fills ``term`` and returns the players
    taken, each one's (ranks, guess, cut), and the place of ``Q``.
    """
    ups: dict[int, dict[int, int]] = {}
    for *_, q, lo, hi, _ in alive:
        if lo:
            ups.setdefault(lo, {})[hi] = q
    guessed: set[int] = set()
    head: list[tuple[int, dict[int, int], int, int]] = []
    bits = 0
    for a in partners:
        qs = ups.get(a, {})
        free = sorted(b for b in qs if b not in guessed)
        if not free:
            break
        ranks = {b: r for r, b in enumerate(free)}
        least = min(qs[b] for b in free)
        guess = next(b for b in free if qs[b] == least)
        c = ranks[guess] + 1
        radix = c + 1
        if bits + (radix - 1).bit_length() > room:
            break
        bits += (radix - 1).bit_length()
        head.append((a, ranks, guess, c))
        guessed.add(guess)
    if not head and partners:
        raise NotStaged("a stage does not fit the compiled matching")
    place = 1
    places: dict[int, int] = {}
    for a, _, _, c in reversed(head):
        places[a] = place
        place *= c + 1
    for a, ranks, _, c in head:
        for b in ups[a]:
            term[a, b] = places[a] * min(ranks.get(b, c), c)
    return [a for a, *_ in head], {a: (r, g, c, ups[a]) for a, r, g, c in head}, place
