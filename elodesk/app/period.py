"""The period service: read PLAYER/CHCKLIST, run ``engine.period``, write both files back,
publish the list; what ``elodesk period`` and the officer's desk both call.

Inputs (``shared/spec/cli.md``): the period's PLAYER.DBF, of which only the before-state and
identity columns are used; the previous period's PLAYER.DBF for the unrated players' history
(PART_CALCU, ADVERSAIRE, PERFORMAN; seed 003: for a player not yet rated the period's ELO_PRECE
is itself an output); the raw game columns of CHCKLIST.DBF.

Who is rated at the start (:func:`engine.frbe_lists.rated_at_start`, the rule set's
``first_rating_games``: 20 in ``frbe-2008``/``frbe-2022``, 5 in ``frbe-2024``): with a previous
list, a player whose PART_CALCU there reaches it; without one, a player whose PART_PRECE does
(and the unrated history is then read from the period's own list, which is right only for
players who stay unrated).
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..engine.frbe import DEFAULT_RULES, RULE_SETS, FrbeRules
from ..engine.frbe_lists import is_foreign, is_grid, rated_at_start
from ..engine.model import ElodeskError, Status
from ..engine.period import PeriodGames, PeriodPlayer, PeriodResult, compute_period
from ..io.atomic import atomic_write_many
from ..io.chcklist import GameFile, read_chcklist
from ..io.dbf import DbfError
from ..io.player_list import PlayerList, read_player_list

__all__ = [
    "PeriodInput",
    "PeriodResult",
    "load_period",
    "write_period",
    "run_period",
    "rules_named",
    "no_gc",
    "status_counts",
]


def rules_named(name: str | None) -> FrbeRules:
    """The FRBE rule set called ``name`` (the default when None)."""
    name = name or DEFAULT_RULES
    if name not in RULE_SETS:
        raise ElodeskError(f"unknown rule set {name!r} (choose from {', '.join(RULE_SETS)})")
    return RULE_SETS[name]


@dataclass
class PeriodInput:
    """What a period run reads, already checked."""

    players: PlayerList
    games: GameFile
    period_players: list[PeriodPlayer]
    player_index: list[int]  # PLAYER record index of each period player
    records: PeriodGames
    record_index: list[int]  # CHCKLIST record index of each period record


def load_period(
    players_path: str,
    games_path: str,
    previous_path: str | None,
    rules: FrbeRules = RULE_SETS[DEFAULT_RULES],
) -> PeriodInput:
    """Read and cross-check the period's files; who is rated at the start and the RUN 1 order
    come from ``rules`` (:func:`engine.frbe_lists.rated_at_start`, ``FrbeRules.run1_order``)."""
    run1_order = rules.run1_order
    plist = read_player_list(players_path)
    prev = read_player_list(previous_path) if previous_path else None
    games = read_chcklist(games_path)
    ids = plist.get("MATRICULE")
    elo = plist.get("ELO_PRECE")
    part = plist.get("PART_PRECE")
    fed = plist.get("FEDERATION")
    natfide = plist.get("NATFIDE")
    prev_idx = prev.index_by_id() if prev else {}
    if prev:
        p_part, p_elo = prev.get("PART_CALCU"), prev.get("ELO_CALCUL")
        p_adv, p_perf = prev.get("ADVERSAIRE"), prev.get("PERFORMAN")
    else:
        p_part, p_elo = plist.get("PART_PRECE"), plist.get("ELO_PRECE")
        p_adv, p_perf = plist.get("ADVERSAIRE"), plist.get("PERFORMAN")
    period_players: list[PeriodPlayer] = []
    for i in plist.live:
        mid = ids[i]
        if prev:
            j = prev_idx.get(mid)
        else:
            j = i
        hist_games = (p_part[j] or 0) if j is not None else 0
        rated = rated_at_start(hist_games, p_elo[j] or 0, rules) if j is not None else False
        if rated:
            period_players.append(
                PeriodPlayer(
                    mid,
                    elo[i] or 0,
                    part[i] or 0,
                    True,
                    keep_rating=is_foreign(fed[i], natfide[i]),
                    list_rating=elo[i] or 0,
                    list_games=part[i] or 0,
                )
            )
        else:
            period_players.append(
                PeriodPlayer(
                    mid,
                    0,
                    hist_games,
                    False,
                    (p_adv[j] or 0) if j is not None else 0,
                    Fraction(str(p_perf[j] or 0)) if j is not None else Fraction(0),
                    list_rating=elo[i] or 0,
                    list_games=part[i] or 0,
                )
            )
    known = {p.id for p in period_players}
    unrated_at_start = {p.id for p in period_players if not p.rated}
    file_ch = games.table.raw_column("FILE_CH") if games.table.has("FILE_CH") else None
    grid = [is_grid(f) for f in file_ch] if file_ch else [False] * games.table.count
    dates = games.column("DATE")
    lines = games.column("LIGNE") if games.table.has("LIGNE") else games.column("PAGE")
    ordinal = {d: (d.toordinal() if d else 0) for d in set(dates)}
    live = games.live if len(games.live) != games.table.count else range(games.table.count)
    player, opponent, value = games.player, games.opponent, games.opponent_value
    missing = set(player[i] for i in live) - known
    if missing:
        i = next(i for i in live if player[i] in missing)
        raise DbfError(
            f"{games.path}: record {i + 1}, field JOUEUR: player {player[i]} is not in {plist.path}"
        )
    pg = PeriodGames()
    pg.player = [player[i] for i in live]
    pg.points = [games.points[i] for i in live]
    # RUN 1 order (FrbeRules.run1_order): date, then file and opponent, or the import line
    # (only unrated players' games are ever sorted: the others get no key)
    files = file_ch if run1_order != "date-line" else None  # raw bytes sort as the names do
    pg.run1_key = [
        0
        if player[i] not in unrated_at_start
        else (ordinal[dates[i]], lines[i] or 0, i)
        if files is None
        else (ordinal[dates[i]], files[i], opponent[i] or 0, lines[i] or 0, i)
        for i in live
    ]
    for i in live:
        opp = opponent[i]
        if opp == player[i]:
            raise DbfError(
                f"{games.path}: record {i + 1}, field ADVERS: player {opp} paired with himself"
            )
        v = value[i]
        if opp in known and not (v and grid[i] and opp in unrated_at_start):
            pg.opponent.append(opp)
            pg.opponent_rating.append(0)
        else:
            pg.opponent.append(0)
            pg.opponent_rating.append(v)
    return PeriodInput(plist, games, period_players, list(plist.live), pg, list(live))


def write_period(inp: PeriodInput, result: PeriodResult, out_dir: Path) -> None:
    """Write DIR/PLAYER.DBF and DIR/CHCKLIST.DBF (each atomically)."""
    pt = inp.players.table
    cols = {
        name: list(inp.players.get(name))
        for name in (
            "ELO_PRECE",
            "PART_PRECE",
            "ELO_CALCUL",
            "PART_CALCU",
            "GAIN",
            "ADVERSAIRE",
            "PERFORMAN",
            "MODIFY_ELO",
        )
    }
    for idx, pc in zip(inp.player_index, result.players, strict=False):
        cols["ELO_CALCUL"][idx] = pc.elo
        cols["PART_CALCU"][idx] = pc.games
        if pc.gain is not None:
            cols["GAIN"][idx] = pc.gain
        if pc.opponents_sum is not None:
            cols["ADVERSAIRE"][idx] = pc.opponents_sum
        if pc.score is not None:
            cols["PERFORMAN"][idx] = float(pc.score)
        if pc.modify is not None:
            cols["MODIFY_ELO"][idx] = pc.modify
        if pc.intermediate is not None:
            cols["ELO_PRECE"][idx] = pc.intermediate
        elif pc.status in (Status.PROVISIONAL, Status.UNRATED) and pc.out and pc.out.indices:
            cols["ELO_PRECE"][idx] = pc.elo
    for name, values in cols.items():
        if pt.has(name):
            pt.set_column(name, values)
    gt = inp.games.table
    run = result.run
    counted = [bool(r) for r in run.run]
    computed: dict[str, Sequence[Any]] = {
        "NB_PARTIES": [n if c else 0 for n, c in zip(run.number, counted, strict=False)],
        "K_NB_PART": run.k,
        "ESPERANCE": run.we,
        "VAL_ADVERS": [v if c else 0 for v, c in zip(run.value, counted, strict=False)],
        "NO_RUN": [r or None for r in run.run],
    }
    for name, computed_values in computed.items():
        if not gt.has(name):
            continue
        if len(inp.record_index) == gt.count:
            gt.set_column(name, computed_values)
        else:
            col = list(gt.column(name))
            for idx, v in zip(inp.record_index, computed_values, strict=False):
                col[idx] = v
            gt.set_column(name, col)
    out_dir.mkdir(parents=True, exist_ok=True)
    player_bytes, game_bytes = pt.to_bytes(), gt.to_bytes()
    # both or neither (cli.md)
    atomic_write_many(out_dir, {"PLAYER.DBF": player_bytes, "CHCKLIST.DBF": game_bytes})


@contextmanager
def no_gc() -> Iterator[None]:
    """Millions of small objects and no cycles: the cyclic collector only costs time here."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def run_period(
    players: str,
    games: str,
    previous: str | None,
    rules: FrbeRules,
    progress: Callable[[float], None] | None = None,
) -> tuple[PeriodInput, PeriodResult]:
    """Load and compute (no writing): the desktop program's entry point too."""
    with no_gc():
        inp = load_period(players, games, previous, rules)
        result = compute_period(inp.period_players, inp.records, rules, progress)
    return inp, result


def status_counts(result: PeriodResult) -> dict[Status, int]:
    """Players with games this period, by status (what ``elodesk period`` prints)."""
    counts = {s: 0 for s in Status}
    for pc in result.players:
        if pc.out is not None and pc.out.indices:
            counts[pc.status] += 1
    return counts
