"""The engine's input for round ``r`` of a Swiss event (``engine.pairing``): the rows of rounds
``1 .. r`` checked, the pairing numbers, the accelerations and forbidden pairs, and the TRF-26
text the reference engine is given (``shared/pairing/README.md`` says how a round's input is
formed; ``engine.pairing``'s docstring says what each record holds)."""

from __future__ import annotations

from collections.abc import Sequence

from .model import ByeCode, Pairing, Tournament, trf_scoring
from .pairing_types import PairingOptions, PairingRefused
from .swiss import baku_groups, baku_virtual_points, bye_points, result_code, scores_before

#: Requested absences of the round being paired: not paired, value already counted.
REQUESTED_BYES = tuple(b.value for b in ByeCode if b.requested)


def _cell(rows: list[Pairing], number: int, pn: dict[int, int]) -> tuple[str, float, bool]:
    """One TRF round cell for start number ``number`` (text, points, is a game)."""
    for g in rows:
        if g.black == 0 and g.white == number:
            return f"0000 - {g.bye or 'Z'}", -1.0, False
        if number in (g.white, g.black) and g.black:
            white = g.white == number
            opp = g.black if white else g.white
            return f"{pn[opp]:4d} {'w' if white else 'b'} {result_code(g.result, white)}", 0.0, True
    return "0000 - Z", 0.0, False


def _check_rounds(t: Tournament, rnd: int, known: set[int]) -> dict[int, list[Pairing]]:
    """The rows of rounds ``1 .. rnd`` by round, refusing what no engine can read."""
    by_round: dict[int, list[Pairing]] = {r: [] for r in range(1, rnd + 1)}
    # the players of the rows already kept, by round (kept as they come: the rows of a round
    # were gathered again for every row, 4 000 times for round 9 of 100 players)
    in_round: dict[int, set[int]] = {r: set() for r in range(1, rnd + 1)}
    for g in t.pairings:
        if g.round < 1 or g.round > rnd:
            continue
        seen = in_round[g.round]
        white, black = g.white, g.black
        # (both players known and not seen yet in the round: the checks below pass)
        if (white and (white not in known or white in seen)) or (
            black and (black not in known or black in seen)
        ):
            for x in (white, black):
                if x and x not in known:
                    raise PairingRefused(
                        f"round {g.round}: player {x} is not in the event"
                    ).with_code("player-not-in-event", g.round, x)
                if x and x in seen:
                    raise PairingRefused(f"round {g.round}: player {x} is paired twice").with_code(
                        "paired-twice", g.round, x
                    )
        if g.black and g.result is None and g.round < rnd:
            raise PairingRefused(
                f"round {g.round}: the game {g.white}–{g.black} has no result yet"
            ).with_code("no-result-yet", g.round, g.white, g.black)
        if g.round == rnd and (g.black or g.bye not in REQUESTED_BYES):
            raise PairingRefused(f"round {rnd} is already paired (un-pair it first)").with_code(
                "already-paired", rnd
            )
        by_round[g.round].append(g)
        if white:
            seen.add(white)
        if black:
            seen.add(black)
    return by_round


def _checked(
    t: Tournament, rnd: int, options: PairingOptions
) -> tuple[list[int], dict[int, int], dict[int, list[Pairing]]]:
    """The pairing order, start number → pairing number and the rows of rounds ``1 .. rnd``,
    refusing what no engine can read."""
    order = list(options.order) or sorted(p.number for p in t.players)
    known = {p.number for p in t.players}
    if sorted(order) != sorted(known):
        raise PairingRefused("the pairing order does not hold every player exactly once")
    if options.rounds < rnd:
        raise PairingRefused(
            f"the event has {options.rounds} rounds: round {rnd} cannot be paired"
        ).with_code("beyond-rounds", options.rounds, rnd)
    pn = {n: i for i, n in enumerate(order, start=1)}
    return order, pn, _check_rounds(t, rnd, known)


def _accelerations(options: PairingOptions, rnd: int, players: int) -> list[tuple[float, int, int]]:
    """The virtual points of round ``rnd`` (TRF-26 ``250``: points, first and last pairing
    number): the Baku acceleration's, then the explicit ones."""
    out: list[tuple[float, int, int]] = []
    if options.baku:
        vp = baku_virtual_points(options.rounds, rnd)
        last = min(baku_groups(players), players)
        if vp and last:
            out.append((vp, 1, last))
    for vp, r1, r2, first, last in options.virtual_points:
        if r1 <= rnd <= max(r1, r2) and vp:
            out.append((vp, first, last))
    return out


def _forbidden(options: PairingOptions, pn: dict[int, int]) -> list[tuple[int, int]]:
    """The forbidden pairs of players in the event, in pairing numbers (TRF-26 ``260``)."""
    return [(pn[a], pn[b]) for a, b in options.forbidden if a in pn and b in pn]


def engine_input(
    t: Tournament, rnd: int, options: PairingOptions, current: Sequence[Pairing] = ()
) -> tuple[str, dict[int, int]]:
    """The TRF-26 text given to the engine for round ``rnd``, and start number → pairing number.

    ``current``: a pairing of round ``rnd`` to analyse (the manual pairing checked), written in
    the round's cells without result.
    """
    order, pn, by_round = _checked(t, rnd, options)
    players = {p.number: p for p in t.players}
    if current:
        by_round[rnd] = [g for g in by_round[rnd] if g.black == 0] + list(current)
    scores = scores_before(t, rnd, options.bye_value)
    lines = [
        f"012 {t.name or 'elodesk'}",
        f"142 {options.rounds}",
        f"152 {options.first_colour.upper()}",
    ]
    if options.bye_value != 1.0:
        # TRF-26 162, the score system with the pairing-allocated bye's points (model.trf_scoring,
        # the text the TRF writer gives it too)
        lines.append(f"162 {trf_scoring(options.bye_value)}")
    for vp, first, last in _accelerations(options, rnd, len(order)):
        lines.append(f"250 {vp:4.1f} {vp:4.1f} {rnd:3d} {rnd:3d} {first:4d} {last:4d}")
    for a, b in _forbidden(options, pn):
        lines.append(f"260 {rnd:3d} {rnd:3d} {a:4d} {b:4d}")
    body: list[tuple[float, int, str]] = []
    for n in order:
        p = players[n]
        cells: list[str] = []
        points = scores[n]
        for r in range(1, rnd + 1):
            rows = by_round[r]
            text, _, _ = _cell(rows, n, pn)
            if r == rnd:
                # gacrux wants the points column to add up every cell of the line, so a bye
                # already in this round (requested, or the analysed pairing's own) counts.
                bye = next((g.bye for g in rows if g.black == 0 and g.white == n), None)
                if bye is not None:
                    cells.append(f"0000 - {bye or 'Z'}")
                    points += bye_points(bye or "", options.bye_value)
                elif current and any(n in (g.white, g.black) for g in rows):
                    cells.append(text)
                elif p.withdrawn:
                    cells.append("0000 - Z")
                continue
            cells.append(text)
        head = (
            f"001 {pn[n]:4d}  {'':3} {p.name[:33]:<33} {p.rating:4d} {'':3} {'':>11} {'':10} "
            f"{points:4.1f} {0:4d}"
        )
        body.append((-scores[n], pn[n], head + "".join("  " + c for c in cells)))
    ranked = sorted(body)
    for rank, (_, _, line) in enumerate(ranked, start=1):
        lines.append(line[:85] + f"{rank:4d}" + line[89:])
    lines.sort(key=lambda ln: (ln[:3] == "001", int(ln[4:8]) if ln[:3] == "001" else 0))
    return "\n".join(lines) + "\n", pn
