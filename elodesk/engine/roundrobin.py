"""Round robin pairing tables (FIDE Handbook C.05, Annex 1: the Berger tables).

For n players (n even; an odd field gets a dummy, the bye), round r pairs are built by the
Berger rotation: player n stays, the others rotate. FIDE's table for 6 players, round 1 is
1–6, 2–5, 3–4; round 2 is 6–4, 5–3, 1–2; … which :func:`berger` reproduces (White first). A
double round robin repeats the cycle with colours reversed.
"""

from __future__ import annotations


def berger(n: int, double: bool = False) -> list[list[tuple[int, int]]]:
    """Rounds of (white, black) start numbers; an odd ``n`` pairs the bye as number 0."""
    if n < 2:
        return []
    size = n if n % 2 == 0 else n + 1
    bye = size if size != n else None
    rounds: list[list[tuple[int, int]]] = []
    # FIDE Berger: round 1 = (1, n), (2, n-1), …; next rounds: rotate by n/2 positions
    players = list(range(1, size))
    half = size // 2
    for r in range(size - 1):
        row = []
        first = players[0]
        # the fixed player meets `first`; colours alternate by round
        pairs = [(first, size) if r % 2 == 0 else (size, first)]
        for k in range(1, half):
            pairs.append((players[k], players[-k]))
        for w, b in pairs:
            if bye is not None and bye in (w, b):
                row.append((w if b == bye else b, 0))
            else:
                row.append((w, b))
        rounds.append(row)
        players = players[half:] + players[:half]
    if double:
        rounds += [[(b, w) if b else (w, 0) for w, b in row] for row in rounds]
    return rounds
