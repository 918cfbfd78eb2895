"""A loaded period as the officer reads it: names, clubs, the records of each player, and the
rating card of one player game by game with every number the federation's printed card shows
(FICHES.txt of each period in ``shared/data/frbe``), the K transition's included.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..engine.frbe import FrbeRules, band_k
from ..engine.period import PeriodGames
from ..io.chcklist import read_chcklist
from .period import PeriodInput, PeriodResult


@dataclass
class Period:
    """A loaded period and, once run, its result."""

    inp: PeriodInput
    rules: str
    result: PeriodResult | None = None

    def __post_init__(self) -> None:
        pl = self.inp.players
        idx = self.inp.player_index
        self.ids = [pl.get("MATRICULE")[i] for i in idx]
        self.names = [pl.get("NOM_PRENOM")[i] for i in idx]
        self.clubs = [pl.get("CLUB")[i] for i in idx]
        self.pos = {pid: k for k, pid in enumerate(self.ids)}
        g = self.inp.games
        self.rec_by_player: dict[int, list[int]] = {}
        for k, pid in enumerate(self.inp.records.player):
            self.rec_by_player.setdefault(pid, []).append(k)
        ri = self.inp.record_index

        def col(name: str) -> list[Any]:
            values = g.column(name)  # decoded once, then picked per record
            return [values[i] for i in ri]

        self.g_date = col("DATE")
        self.g_file = col("FILE_CH")
        self.g_sender = col("EXPEDIT")
        self.g_colour = col("WH_BL")
        self.g_oppname = col("ETRANGER")
        self.g_adv = [g.opponent[i] for i in ri]
        self.excluded: set[str] = set()
        self.history: dict[int, list[dict[str, Any]]] = {}  # earlier periods' games

    def load_history(self, chcklist: str, label: str = "") -> int:
        """An earlier period's CHCKLIST: its counted games are shown on the cards."""
        g = read_chcklist(chcklist)
        col = {
            n: g.column(n)
            for n in (
                "NB_PARTIES",
                "K_NB_PART",
                "ESPERANCE",
                "VAL_ADVERS",
                "DATE",
                "FILE_CH",
                "ETRANGER",
            )
        }
        n = 0
        for i in g.live:
            pid = g.player[i]
            if not col["NB_PARTIES"][i] or pid is None or g.points[i] < 0:
                continue  # not numbered, or a record the reader lists as a problem
            self.history.setdefault(pid, []).append(
                {
                    "period": label,
                    "number": col["NB_PARTIES"][i],
                    "opponent": g.opponent[i],
                    "name": col["ETRANGER"][i],
                    "rating": col["VAL_ADVERS"][i],
                    "w": g.points[i] / 100,
                    "k": col["K_NB_PART"][i],
                    "we": (col["ESPERANCE"][i] or 0) / 100,
                    "date": col["DATE"][i],
                    "file": col["FILE_CH"][i],
                }
            )
            n += 1
        return n

    def games_for_run(self) -> PeriodGames:
        """The period's records, without those of the files the officer set aside (their
        records stay in place but count for nobody)."""
        rec = self.inp.records
        if not self.excluded:
            return rec
        keep = [f not in self.excluded for f in self.g_file]
        return PeriodGames(
            rec.player,
            [o if k else 0 for o, k in zip(rec.opponent, keep, strict=False)],
            rec.points,
            [v if k else 0 for v, k in zip(rec.opponent_rating, keep, strict=False)],
            rec.run1_key,
        )

    @property
    def rule_set(self) -> FrbeRules:
        from .period import rules_named

        return rules_named(self.rules)


def card_lines(p: Period, pid: int) -> list[dict[str, Any]]:
    """The rating card of one player: his games in processing order with every number."""
    if p.result is None:
        return []
    run = p.result.run
    recs = p.rec_by_player.get(pid, [])
    rows = []
    for k in recs:
        r = run.run[k]
        opp = p.inp.records.opponent[k]
        name = p.names[p.pos[opp]] if opp in p.pos else (p.g_oppname[k] or "?")
        pts = p.inp.records.points[k] / 100
        we = run.we[k] / 100 if r == 3 else None
        rows.append(
            {
                "number": run.number[k] if r else None,
                "opponent": p.g_adv[k],
                "name": name,
                "rating": run.value[k] if r else None,
                "colour": p.g_colour[k],
                "w": pts,
                "we": we,
                "diff": None if we is None else round(pts - we, 2),
                "k": run.k[k] if r == 3 else None,
                "run": r,
                "date": p.g_date[k],
                "file": p.g_file[k],
                "sender": p.g_sender[k],
            }
        )
    order = sorted(
        range(len(rows)),
        key=lambda i: (rows[i]["run"] == 0, rows[i]["run"] == 3, rows[i]["number"] or 0),
    )
    return [rows[i] for i in order]


@dataclass(frozen=True)
class Transition:
    """Seed 003's K transition as the card prints it: Rf = B + ((W − We) + (Ri − B)/Ki)·Kf."""

    bound: int
    ki: int
    kf: int


def k_transition(ri: int, w: float, we: float, ki: int, rules: FrbeRules) -> Transition | None:
    """The bound crossed between Ri and Ri + G (G = (W − We)·Ki over the period's RUN 3 games,
    all at the band's K past 300 games) and the K after it, from the rule set's ``k_bands``
    (seed 000: 2000 and 2200 in every FRBE rule set so far) — the numbers
    :func:`engine.frbe.regular_update` used; None when no bound is crossed."""
    exact = Fraction(ri) + (Fraction(str(w)) - Fraction(str(we))) * ki
    bounds = sorted(b for b, _ in rules.k_bands if b is not None)
    if exact > ri:
        bound = next((b for b in bounds if ri < b <= exact), None)
    else:
        bound = next((b for b in reversed(bounds) if exact < b <= ri), None)
    if bound is None:
        return None
    return Transition(bound, ki, band_k(exact, rules))
