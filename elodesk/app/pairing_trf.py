"""A Swiss round paired from a TRF file, as pairing programs exchange it (``elodesk pair``).

The file's ``001`` numbers are the pairing numbers; ``142`` or ``XXR`` the number of rounds;
``152`` (``W``/``B``) or JaVaFo's ``XXC white1``/``black1`` the colour of pairing number 1 in
round 1 (without either, read from the games as bbpPairings does); a requested bye in round N
(``0000 - H``/``Z``/``F``); ``260`` (TRF-26: rounds, then players) or ``XXP`` (players)
forbidden pairs — every two players of one record; the Baku acceleration from a ``192``
tournament type ending in ``_BAKU`` (C.04.5.1, computed) or from ``250`` records (as given).
The answer is bbpPairings' output: the number of pairs, ``white black`` per line, ``N 0`` for
the pairing-allocated bye.
"""

from __future__ import annotations

from itertools import combinations

from ..engine.model import ElodeskError, Tournament
from ..engine.pairing import REQUESTED_BYES, PairingOptions, pair_round
from ..engine.swiss import infer_first_colour
from ..io import trf
from ..io.outputs import write_output


def _numbers(text: str, where: str) -> list[int]:
    out = []
    for word in text.replace(",", " ").split():
        try:
            out.append(int(word))
        except ValueError:
            raise ElodeskError(f"{where}: {word!r} is not a pairing number") from None
    return out


def options_from(doc: trf.TrfDocument, path: str, rnd: int) -> PairingOptions:
    """The pairing options a TRF file states (see the module's docstring)."""
    t = doc.tournament
    rounds = 0
    colour = ""
    baku = False
    forbidden: list[tuple[int, int]] = []
    virtual: list[tuple[float, int, int, int, int]] = []
    known = {p.number for p in t.players}
    for tag, text in doc.header:
        where = f"{path}: record {tag}"
        if tag in ("142", "XXR"):
            try:
                rounds = int(text.split()[0])
            except (ValueError, IndexError):
                raise ElodeskError(f"{where}: {text.strip()!r} is not a number of rounds") from None
        elif tag == "152":
            value = text.strip().upper()[:1]
            if value not in ("W", "B"):
                raise ElodeskError(f"{where}: initial colour {text.strip()!r} is not W or B")
            colour = value.lower()
        elif tag == "XXC":
            words = text.lower().split()
            if "white1" in words:
                colour = "w"
            elif "black1" in words:
                colour = "b"
        elif tag == "192" and text.strip().upper().endswith("_BAKU"):
            baku = True
        elif tag in ("260", "XXP"):
            line = f"{tag} {text}"
            if tag == "260":
                from_round, to_round = _numbers(line[4:7], where), _numbers(line[8:11], where)
                first = from_round[0] if from_round else 0
                last = to_round[0] if to_round else first
                players = _numbers(line[11:], where)
                if first and not first <= rnd <= last:
                    continue
            else:
                players = _numbers(text, where)
            for n in players:
                if n not in known:
                    raise ElodeskError(f"{where}: player {n} is not in the file")
            forbidden += list(combinations(players, 2))
        elif tag == "250":
            line = f"{tag} {text}".ljust(31)
            try:
                points = float(line[9:13].strip() or line[4:8].strip() or 0)
                r1 = int(line[14:17])
                r2 = int(line[18:21].strip() or r1)
                a = int(line[22:26])
                b = int(line[27:31].strip() or a)
            except ValueError:
                raise ElodeskError(f"{where}: {text.strip()!r} is not an acceleration") from None
            virtual.append((points, r1, r2, a, b))
    if not rounds:
        raise ElodeskError(f"{path}: no number of rounds (record 142 or XXR)")
    if rnd < 1 or rnd > rounds:
        raise ElodeskError(f"{path}: round {rnd} is not between 1 and {rounds}")
    return PairingOptions(
        rounds=rounds,
        first_colour=colour or infer_first_colour(_before(t, rnd)),
        baku=baku,
        forbidden=tuple(forbidden),
        virtual_points=tuple(virtual),
        bye_value=doc.pairing_bye,  # its 162 record (TRF-26 scoring), else a win's
    )


def _before(t: Tournament, rnd: int) -> Tournament:
    """The rounds before ``rnd`` and the requested byes of ``rnd`` (what pairing it reads)."""
    rows = tuple(
        g
        for g in t.pairings
        if g.round < rnd or (g.round == rnd and g.black == 0 and g.bye in REQUESTED_BYES)
    )
    return Tournament(t.name, t.players, rows, rounds=t.rounds)


def pair_file(path: str, rnd: int) -> str:
    """bbpPairings' output for round ``rnd`` of the TRF file ``path``."""
    doc = trf.read_file(path)
    if not doc.tournament.players:
        raise ElodeskError(f"{path}: no player (no 001 record)")
    problems = [p for p in doc.problems if not p.field.startswith("round ") or _in(p.field, rnd)]
    if problems:
        p = problems[0]
        raise ElodeskError(f"{path}: line {p.line}, {p.field}: {p.message}")
    options = options_from(doc, path, rnd)
    try:
        paired = pair_round(_before(doc.tournament, rnd), rnd, options)
    except ElodeskError as exc:
        raise ElodeskError(f"{path}: {exc}") from None
    return paired.bbp_text()


def _in(field: str, rnd: int) -> bool:
    """A problem in a round cell matters when the cell is one pairing reads (before ``rnd``)."""
    try:
        return int(field.split()[1]) < rnd
    except (IndexError, ValueError):
        return True


def write_pairing(target: str, text: str, source: str, force: bool = False) -> None:
    """Write the answer to ``target`` by the output rule (``io.outputs``): never over the input
    file ``source``, over an existing file only with ``force``, atomically."""
    write_output(target, text.encode("ascii"), inputs=[source], force=force)
