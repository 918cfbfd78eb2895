"""The officer's open period: the period as loaded (players, games and each game's file, line
and sender), the files and records set aside, the FIDE list's ratings of foreign players, the
earlier periods' games shown on the cards, and the run's result once computed. The desk's
officer window, the list, the cards and publishing all read it (:mod:`.cards`,
:mod:`.officer_list`, :mod:`.publish`)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from typing import Any

from ..engine.frbe import FrbeRules
from ..engine.period import PeriodGames
from ..io.chcklist import read_chcklist
from .period import PeriodInput, PeriodResult

__all__ = ["Period"]

#: The game columns a card shows, by attribute of :class:`Period`.
_COLUMNS = (
    ("g_date", "DATE"),
    ("g_file", "FILE_CH"),
    ("g_sender", "EXPEDIT"),
    ("g_colour", "WH_BL"),
    ("g_oppname", "ETRANGER"),
    ("g_line", "LIGNE"),
)


@dataclass
class Period:
    """A loaded period and, once run, its result; ``when``: the first day of the month of its
    list (``app.period_dates.period_of``), None when unknown."""

    inp: PeriodInput
    rules: str
    result: PeriodResult | None = None
    when: dt.date | None = None

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
        self.g_line = col("LIGNE")
        # the earlier periods' games taken up (article 12.e, app.carry_over): their own
        # files' columns, and the period each came from
        self.origin: dict[int, str] = {}
        cols: dict[tuple[int, str], list[Any]] = {}
        for k, (f, i) in enumerate(self.inp.taken_up, start=len(ri)):
            e = self.inp.earlier[f]
            for attr, name in _COLUMNS:
                if (f, name) not in cols:
                    cols[f, name] = e.games.column(name)
                getattr(self, attr).append(cols[f, name][i])
            self.g_adv.append(e.games.opponent[i])
            self.origin[k] = e.name
        self.excluded: set[str] = set()  # FILE_CH of the files set aside
        self.excluded_records: set[int] = set()  # records left out one by one (duplicates)
        self.fide_ratings: dict[int, int] = {}  # ID → the FIDE list's rating (foreign players)
        # record → the files holding the same game (a confirmed duplicate counts only when all
        # of them are set aside: app.merge)
        self.twins: dict[int, tuple[str, ...]] = {}
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
        """The period's records, without those of the files the officer set aside, and
        without the confirmed duplicates while a file holding their game counts (their records
        stay in place but count for nobody)."""
        rec = self.inp.records
        if not self.excluded and not self.excluded_records and not self.twins:
            return rec
        out, twins, aside = self.excluded_records, self.twins, self.excluded
        # a file set aside is one of the period's own (the files received); an earlier period's
        # game taken up again (article 12.e) never goes with it, even from a file of that name
        own = len(self.inp.record_index)
        keep = [
            (k >= own or f not in aside)
            and k not in out
            and (k not in twins or all(t in aside for t in twins[k]))
            for k, f in enumerate(self.g_file)
        ]
        return PeriodGames(
            rec.player,
            [o if k else 0 for o, k in zip(rec.opponent, keep, strict=False)],
            rec.points,
            [v if k else 0 for v, k in zip(rec.opponent_rating, keep, strict=False)],
            rec.run1_key,
            rec.line,
        )

    def set_result(self, result: PeriodResult) -> None:
        """The run's result, with the FIDE list's rating applied to the foreign-federation
        players (``keep_rating``: NATFIDE not BEL or FEDERATION ending in ``*``) when the
        officer loaded that list: the federation gave them their FIDE rating (2022-04, 106
        players with games) where the run keeps their old one."""
        if self.fide_ratings:
            players = list(result.players)
            for r, pp in enumerate(self.inp.period_players):
                fide = self.fide_ratings.get(pp.id)
                if pp.keep_rating and fide:
                    players[r] = replace(players[r], elo=fide)
            result = PeriodResult(players, result.run)
        self.result = result

    @property
    def rule_set(self) -> FrbeRules:
        from .period import rules_named

        return rules_named(self.rules)
