"""Pairing a Swiss round by the FIDE Dutch system (C.04.3, 2025 edition), through gacrux.

The engine is gacrux 1.11.65 (Otto Milvang, FIDE Technical Commission; MIT licence;
https://github.com/OttoMilvang/TieBreakServer), chosen by measurement (README, "Swiss pairings:
which engine, and why"): identical to the FIDE-endorsed bbpPairings v6.0.0 on every round measured,
and faster from 100 players (README's table). This module is the only one that imports it, and
nothing of gacrux leaves it: elodesk gives a :class:`~elodesk.engine.model.Tournament`, a round and
:class:`PairingOptions`, and gets back a :class:`PairedRound` of start numbers (or a
:class:`NoLegalPairing` / :class:`PairingRefused` with the reason).

How a round's input is formed (``shared/pairing/README.md``, which is what the reference engine
was given): players numbered by the pairing list; the number of rounds (``142``) and the colour of
pairing number 1 in round 1 (``152``); each player's rounds ``1 .. r-1``; a requested bye of round
``r`` (``H``, ``Z``, ``F``) kept in round ``r`` so that he is not paired, with its value already in
the points column (gacrux requires the points to add up to every result on the line); a withdrawn
player gets a zero-point bye ``Z`` in round ``r``. Forbidden pairs become TRF-26 ``260`` records and
the Baku acceleration ``250`` records (gacrux reads virtual points there, not from ``192``).
gacrux reports a refused input in its status, not by raising: the status is read.
:func:`pair_round` gives gacrux that same round built directly, without the text
(engine/gacruxround.py: what gacrux's reader and tie-breaks would make of it, the fields its
pairing reads); the text stays what the reference engine is given and what a checked pairing
goes through.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from .collector import no_gc
from .model import Pairing, Tournament
from .pairing_input import (
    REQUESTED_BYES,
    _accelerations,
    _checked,
    _forbidden,
    engine_input,
)
from .pairing_types import (
    Finding,
    NoLegalPairing,
    PairedRound,
    PairingError,
    PairingOptions,
    PairingRefused,
    PairNote,
    Progress,
    ProgressCallback,
)
from .swiss import board_order, scores_before

if TYPE_CHECKING:
    from .gacruxround import EngineRound

#: The engine's exact version: its published wheel is newer than its public repository and has
#: no tests, so elodesk is tested against this one only (pyproject.toml pins it).
ENGINE = "gacrux"
ENGINE_VERSION = "1.11.65"
ENGINE_URL = "https://github.com/OttoMilvang/TieBreakServer"

#: What this module gives the desk and the tools (its types and input are in pairing_types.py
#: and pairing_input.py, imported from here as before)
__all__ = [
    "ENGINE",
    "ENGINE_URL",
    "ENGINE_VERSION",
    "REQUESTED_BYES",
    "Finding",
    "NoLegalPairing",
    "PairNote",
    "PairedRound",
    "PairingError",
    "PairingOptions",
    "PairingRefused",
    "Progress",
    "ProgressCallback",
    "check_round",
    "engine_input",
    "load_engine",
    "pair_round",
]


# --- running it -------------------------------------------------------------------------------


def _watch(engine: Any, progress: ProgressCallback) -> None:
    """Report the engine's stages through ``progress`` (its own methods, wrapped on the object)."""
    hamilton, find_pab, pair_bracket = (
        engine.compute_hamilton,
        engine.find_pab,
        engine.pair_bracket,
    )
    top: list[int] = []

    def completion(*args: Any) -> Any:
        progress(Progress("completion"))
        return hamilton(*args)

    def bye(*args: Any) -> Any:
        progress(Progress("bye"))
        return find_pab(*args)

    def group(scorelevel: int, nodes: list[dict[str, Any]], *args: Any) -> Any:
        if not top:
            top.append(scorelevel)
        players = sum(1 for c in nodes if c["scorelevel"] >= scorelevel)
        progress(Progress("group", top[0] - scorelevel + 1, top[0] + 1, players))
        return pair_bracket(scorelevel, nodes, *args)

    engine.compute_hamilton, engine.find_pab, engine.pair_bracket = completion, bye, group


def _stage(engine: Any) -> None:
    """Tell the matching which homogeneous bracket it solves (engine.lexmatching: in stages).

    gacrux's own ``pair_weighted_round`` is wrapped on the object, as :func:`_watch` does; the
    places are read from its crosstable when the matching is asked for (after
    ``update_homogenious`` has set them) and the bracket numbers from the bracket it is given.
    """
    from .lexmatching import Places
    from .matching import homogeneous

    pair_weighted_round = engine.pair_weighted_round

    def staged(bracket: dict[str, Any], nodes: Any, edges: Any, mode: str, *args: Any) -> Any:
        if mode != "HO":
            return pair_weighted_round(bracket, nodes, edges, mode, *args)

        def places() -> Places:
            table = engine.crosstable
            w = table.weight
            return Places(
                ho0=w["HO0"],
                p1=w["HO1"],
                p2=w["HO2"],
                p3=tuple(w["HO3"]),
                p4=tuple(w["HO4"]),
                p5=tuple(w["HO5"]),
                size=table.B,
                pairs=table.B3,
                bsn=dict(bracket["bsno"]),
            )

        with homogeneous(places):
            return pair_weighted_round(bracket, nodes, edges, mode, *args)

    engine.pair_weighted_round = staged


#: what :func:`load_engine` installed: gacrux's two modules it changed, then their matching
#: adapter and criterion tables (empty until the engine is loaded)
_INSTALLED: list[Any] = []


def _installed() -> bool:
    """Whether the engine is loaded with elodesk's adapters still in place (a few identities
    compared: a round of 10 players pairs in about 1.5 ms, where importing and installing
    them again took 16 us)."""
    if not _INSTALLED:
        return False
    pairing, dutch, nx, qdefs, flt = _INSTALLED
    return (
        pairing.nx is nx
        and pairing.qdefs is qdefs is dutch.qdefs
        and pairing.flt is flt is dutch.flt
    )


def load_engine() -> None:
    """Import the engine (gacrux, networkx, the compiled matching) with elodesk's adapters
    installed, as the first pairing of a process would: about 0.25 s, which a worker spends
    before it is given a round (``app.pairing_process.ready``). Calling it again costs nothing
    while they are in place (:func:`_installed`).
    """
    if _installed():
        return
    import gacrux.crosstabledutch
    import gacrux.pairingdutch

    from . import gacruxdefs, gacruxedges, gacruxround  # noqa: F401 - imported ahead
    from .matching import GacruxNetworkx, _compiled

    # the engine's matchings go through engine.matching (compiled where the weights fit)
    gacrux.pairingdutch.nx = GacruxNetworkx
    # its criterion names looked up as a table (engine.gacruxdefs: the same names, faster)
    gacruxdefs.install()
    _compiled()
    dutch = gacrux.crosstabledutch
    _INSTALLED[:] = [gacrux.pairingdutch, dutch, GacruxNetworkx, dutch.qdefs, dutch.flt]


def _run(
    source: str | EngineRound,
    rnd: int,
    checkonly: bool,
    progress: ProgressCallback | None = None,
) -> tuple[list[dict[str, Any]], Any]:
    """Run the engine on ``source`` (the round's TRF text, or the round as the engine reads it,
    engine.gacruxround); the brackets it returns and its pairing object."""
    load_engine()

    # the engine builds its crosstable as small objects by the hundred thousand, and no cycles
    with no_gc():
        return _run_engine(source, rnd, checkonly, progress)


def _read(text: str) -> dict[str, Any]:
    """gacrux's tournament document of a round's TRF text (engine.gacruxread: gacrux's reader,
    its game list looked up by a dictionary)."""
    from .gacruxread import TrfReader

    reader = TrfReader()
    with contextlib.redirect_stdout(io.StringIO()):
        reader.parse_file(text, 0)
    status = reader.chessjson["status"]
    if status.get("code", 0) >= 400:
        raise PairingRefused("; ".join(str(e) for e in status.get("error", [])) or "input refused")
    tournament: dict[str, Any] = reader.get_tournament(1)
    tournament["pairingSystem"] = ["dutch"]
    tournament["maxMeets"] = max(1, tournament.get("maxMeets", 1))
    return tournament


def _run_engine(
    source: str | EngineRound, rnd: int, checkonly: bool, progress: ProgressCallback | None
) -> tuple[list[dict[str, Any]], Any]:
    """:func:`_run`'s work (gacrux, its adapters installed)."""
    from gacrux.gacruxexeptions import GacruxNoLegalPairing

    from .gacruxedges import DutchEngine

    if isinstance(source, str):
        tournament, records = _read(source), None
    else:
        tournament, records = source.tournament, source.records
    params = {"experimental": [], "verbose": 0, "top_color": " ", "rank": False}
    # gacrux's pairing_dutch, its crosstable and per-edge quality record computed faster
    # (engine.gacruxedges, engine.gacruxtable, engine.gacruxrecords), its players' tie-break
    # records given when the round was built directly
    engine = DutchEngine(tournament, rnd, params, records)
    _stage(engine)
    if progress:
        progress(Progress("reading"))
        _watch(engine, progress)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            brackets = engine.compute_pairing(checkonly, 0)
    except GacruxNoLegalPairing as exc:
        raise NoLegalPairing(str(exc)) from None
    return [b for b in brackets if b], engine


def _source(
    t: Tournament, rnd: int, options: PairingOptions
) -> tuple[str | EngineRound, dict[int, int]]:
    """What the engine is given to pair round ``rnd``: the round built directly
    (engine.gacruxround), or its TRF text when a bye code is one only gacrux's reader reads;
    and start number → pairing number."""
    from .gacruxround import engine_round

    order, pn, by_round = _checked(t, rnd, options)
    built = engine_round(
        rnd,
        options.rounds,
        options.first_colour,
        pn,
        by_round,
        {p.number for p in t.players if p.withdrawn},
        options.bye_value,
        _accelerations(options, rnd, len(order)),
        _forbidden(options, pn),
    )
    if built is None:
        return engine_input(t, rnd, options)
    return built, pn


def _pairs(brackets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(
        (p for b in brackets for p in b.get("pairs", [])), key=lambda p: p.get("board", 0)
    )


def _float(competitor: dict[str, Any], other: dict[str, Any]) -> str:
    if competitor["acc"] > other["acc"]:
        return "down"
    if competitor["acc"] < other["acc"]:
        return "up"
    return ""


def pair_round(
    t: Tournament,
    rnd: int,
    options: PairingOptions,
    progress: ProgressCallback | None = None,
) -> PairedRound:
    """Pair round ``rnd`` of ``t`` by the Dutch system (C.04.3, 2025 edition).

    Raises :class:`PairingRefused` for an input no engine should take (a result missing in an
    earlier round, the round already paired, a player paired twice) and
    :class:`NoLegalPairing` when no pairing respects the absolute criteria.
    """
    return _pair(t, rnd, options, progress, keep=False)[0]


def _pair(
    t: Tournament,
    rnd: int,
    options: PairingOptions,
    progress: ProgressCallback | None = None,
    keep: bool = True,
) -> tuple[PairedRound, list[dict[str, Any]]]:
    """:func:`pair_round`, and the engine's brackets (for the checker's comparison; none when
    ``keep`` is False: they are dropped with the engine, see :func:`_release`)."""
    source, pn = _source(t, rnd, options)
    # the players to pair: not on a requested bye of the round, not withdrawn (one pass over
    # the rows and the players, not one per player)
    excused = {
        g.white for g in t.pairings if g.round == rnd and g.black == 0 and g.bye in REQUESTED_BYES
    }
    withdrawn = {p.number for p in t.players if p.withdrawn}
    present = [n for n in pn if n not in excused and n not in withdrawn]
    if not present:
        raise NoLegalPairing(f"round {rnd}: nobody is to be paired").with_code(
            "nobody-to-pair", rnd
        )
    with no_gc():
        brackets, engine = _run(source, rnd, False, progress)
        try:
            result = _read_pairs(brackets, engine.competitors, pn, present, rnd)
        finally:
            _release(engine)
            del engine, source
            if not keep:
                brackets = []
    pairs, bye, notes = result
    scores = scores_before(t, rnd, options.bye_value)
    ordered = board_order(pairs, scores, pn)
    return PairedRound(rnd, tuple(ordered), bye, notes), brackets


def _release(engine: Any) -> None:
    """Empty the engine and its crosstable once the round is read from them.

    Their objects hold one another in cycles (the methods :func:`_stage` and :func:`_watch` wrap
    on the engine hold the engine; the crosstable's edges by the thousand), which only the cyclic
    collector could free; emptied while the collector is off (:func:`_pair`), they are freed at
    once instead, and the collector does not walk them afterwards (measured on the benchmark's
    30- and 100-player opens: ``scripts/bench_pairing.py``).
    """
    table = getattr(engine, "crosstable", None)
    if table is not None:
        table.__dict__.clear()
    engine.__dict__.clear()


def _read_pairs(
    brackets: list[dict[str, Any]],
    competitors: list[dict[str, Any]],
    pn: dict[int, int],
    present: list[int],
    rnd: int,
) -> tuple[list[tuple[int, int]], int | None, dict[int, PairNote]]:
    """The engine's pairs, its pairing-allocated bye and each player's note, in start numbers."""
    start = {v: k for k, v in pn.items()}
    pairs: list[tuple[int, int]] = []
    bye: int | None = None
    notes: dict[int, PairNote] = {}
    for p in _pairs(brackets):
        w, b = int(p["w"]), int(p["b"])
        if b == 0 or w == 0:
            bye = start[w or b]
            continue
        cw, cb = competitors[w], competitors[b]
        pairs.append((start[w], start[b]))
        notes[start[w]] = notes[start[b]] = PairNote(
            white=start[w],
            black=start[b],
            colour_rule=str(p.get("colorrule", "")),
            white_preference=str(cw.get("cop", "")).strip(),
            black_preference=str(cb.get("cop", "")).strip(),
            white_score=float(Decimal(cw["acc"])),
            black_score=float(Decimal(cb["acc"])),
            white_float=_float(cw, cb),
            black_float=_float(cb, cw),
            met_before=bool(p.get("played", 0)),
        )
    paired = {x for pair in pairs for x in pair} | ({bye} if bye else set())
    if paired != set(present):
        raise NoLegalPairing(f"round {rnd}: the engine left players unpaired")
    return pairs, bye, notes


# --- checking a manual pairing -----------------------------------------------------------------

#: gacrux's names of the quality criteria → C.04.3 (2025) article.
_QUALITY = {
    "QC6": "C6",
    "QC7": "C7",
    "QC8": "C8",
    "QC9": "C9",
    "QC10": "C10",
    "QC11": "C11",
    "QC12": "C12",
    "QC13": "C13",
    "QC14": "C14",
    "QC15": "C15",
    "QC16": "C16",
    "QC17": "C17",
    "QC18": "C18",
    "QC19": "C19",
    "QC20": "C20",
    "QC21": "C21",
}


def _quality_totals(brackets: list[dict[str, Any]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for b in brackets:
        q = b.get("quality") or {}
        if not isinstance(q, dict):
            continue
        for name, label in _QUALITY.items():
            value = q.get(name)
            # a count, or one count per score difference (C7, C8, C18–C21)
            values = value if isinstance(value, list) else [value]
            counts = [int(v) for v in values if isinstance(v, int | float | Decimal)]
            if counts:
                out[label] = out.get(label, 0) + sum(counts)
    return out


def check_round(
    t: Tournament,
    rnd: int,
    options: PairingOptions,
    boards: Sequence[tuple[int, int]],
    bye: int | None = None,
) -> list[Finding]:
    """Every absolute criterion a manual pairing of round ``rnd`` breaks, and every quality
    criterion it makes worse than the engine's own pairing (C.04.3 C.1–C.21).

    ``t`` holds rounds ``1 .. rnd - 1`` (and the requested byes of ``rnd``); ``boards``/``bye``
    are the manual pairing, in start numbers.
    """
    findings: list[Finding] = []
    met: set[frozenset[int]] = {
        frozenset((g.white, g.black))
        for g in t.pairings
        if g.round < rnd and g.black and g.result is not None and _played(g)
    }
    forbidden = {frozenset(p) for p in options.forbidden}
    for w, b in boards:
        if frozenset((w, b)) in met:
            findings.append(Finding("absolute", "C1", (w, b)))
        if frozenset((w, b)) in forbidden:
            findings.append(Finding("absolute", "forbidden", (w, b)))
    if bye is not None and any(
        g.round < rnd and g.black == 0 and g.white == bye and g.bye in ("U", "F", "+")
        for g in t.pairings
    ):
        findings.append(Finding("absolute", "C2", (bye,)))
    rows = [Pairing(rnd, w, b) for w, b in boards]
    if bye is not None:
        rows.append(Pairing(rnd, bye, 0, bye="U"))
    text, pn = engine_input(t, rnd, options, rows)
    start = {v: k for k, v in pn.items()}
    manual, _ = _run(text, rnd, True)
    for p in _pairs(manual):
        a, b = int(p.get("ca", 0)), int(p.get("cb", 0))
        if a and b and not p.get("canmeet", True):
            pair = (start[int(p["w"])], start[int(p["b"])])
            if not any(f.kind == "absolute" and set(f.players) == set(pair) for f in findings):
                findings.append(Finding("absolute", "C3", pair))
    paired, own = _pair(t, rnd, options)
    for w, b in boards:
        note = paired.notes.get(w)
        if note is None or (note.white, note.black) != (b, w):
            continue
        # the engine pairs the same two players with the other colours (C.04.3 E)
        findings.append(Finding("quality", "colour", (w, b), rule=note.colour_rule))
        for player, wanted in ((w, note.black_preference), (b, note.white_preference)):
            if wanted.endswith("2"):  # an absolute preference not granted
                findings.append(Finding("absolute", "colour", (player,), rule=note.colour_rule))
    mine, theirs = _quality_totals(manual), _quality_totals(own)
    for label in _QUALITY.values():
        if mine.get(label, 0) > theirs.get(label, 0):
            findings.append(Finding("quality", label, (), theirs.get(label, 0), mine.get(label, 0)))
    engine_pairs = {frozenset(p) for p in paired.boards}
    changed = [(w, b) for w, b in boards if frozenset((w, b)) not in engine_pairs]
    if changed and not findings:
        # as good on every criterion counted, yet not the pairing C.04.3 selects (the first in
        # its order of transpositions and exchanges)
        findings.append(Finding("quality", "order", tuple(x for pair in changed for x in pair)))
    return findings


def _played(g: Pairing) -> bool:
    from .model import Result

    return g.result not in (
        Result.WHITE_FORFEIT_WIN,
        Result.BLACK_FORFEIT_WIN,
        Result.DOUBLE_FORFEIT,
    )
