"""The director's preview against the ratings the federation published.

For one period of ``../shared/data/frbe`` (default 2022-01, with the 2021-10 list before it):
each event of the period is rebuilt from its games in CHCKLIST.DBF (FILE_CH names the results
file each game came in), its players looked up in the previous list as the desk's player
database has them (rating, games, and an unrated player's history ADVERSAIRE/PERFORMAN), and
previewed as the desk does (``app.event.rate``, the event's rule set in force at the period's
date, the results file the event was sent in). The preview is then compared with the published
list for the players whose games of the period all come from that one event and whose unrated
opponents' games too: nothing else could change their rating.

Expected values are the federation's published list (ELO_CALCUL, PART_CALCU), never the
program's. Kinds are read from the lists: rated at the start (the previous list's PART_CALCU
reaches the rule set's first rating and ELO_CALCUL > 0) with or without an opponent unrated at
the start; unrated at the start and rated in the published list (a first rating); unrated in
both (the preview must not rate him, and must count his games and his informative rating as
the list does).

Traps of the federation's files avoided: the published ELO_PRECE of a newly rated player is,
from 2019-01, his earlier informative rating (never read here); CHCKLIST's VAL_ADVERS is 0 for a
game counted against an opponent rated in the period (read only for opponents outside the list,
and for the grids with simulated ratings, whose value is an input).

    python scripts/preview_vs_federation.py [--period 202201 --previous 202110] [--show N]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from elodesk.app.event import rate  # noqa: E402
from elodesk.app.period import rules_of_period  # noqa: E402
from elodesk.app.roster import import_federation_list  # noqa: E402
from elodesk.engine.frbe_lists import grid_files, is_foreign  # noqa: E402
from elodesk.engine.model import (  # noqa: E402
    Entrant,
    EventType,
    Pairing,
    Result,
    Status,
    Tournament,
)
from elodesk.io.chcklist import read_chcklist  # noqa: E402
from elodesk.io.player_list import read_player_list  # noqa: E402
from elodesk.io.player_search import PlayerDatabase  # noqa: E402

SHARED = Path(os.environ.get("ELODESK_SHARED", ROOT.parent / "shared")) / "data" / "frbe"
KINDS = (
    "rated, no unrated opponent",
    "rated, unrated opponents",
    "first rating",
    "still unrated",
)
RESULT = {100: Result.WHITE_WINS, 50: Result.DRAW, 0: Result.BLACK_WINS}


@dataclass
class Row:
    """One player compared: the event, the kind, the federation's value and the preview's."""

    file: str
    player: int
    kind: str
    expected: tuple[int | None, int]
    previewed: tuple[int | None, int]

    @property
    def agrees(self) -> bool:
        return self.expected == self.previewed


@dataclass
class Measure:
    rows: list[Row] = field(default_factory=list)
    events: int = 0
    results_files: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def table(self) -> dict[str, tuple[int, int]]:
        """Kind → (agreeing, compared)."""
        out = {k: [0, 0] for k in KINDS}
        for r in self.rows:
            out[r.kind][1] += 1
            out[r.kind][0] += r.agrees
        return {k: (a, n) for k, (a, n) in out.items()}


class _Players:
    """An event's players as the desk enters them from its player database: start numbers in
    order of appearance, rating, games and history from the list before the period."""

    def __init__(self, listed: dict) -> None:
        self.listed = listed
        self.number: dict[int, int] = {}
        self.entrants: list[Entrant] = []
        self.before: dict[int, int] = {}
        self.history: dict[int, tuple[int, float]] = {}

    def add(self, pid: int) -> int:
        if pid not in self.number:
            n = self.number[pid] = len(self.entrants) + 1
            lp = self.listed[pid]
            self.entrants.append(Entrant(n, lp.name, str(pid), lp.rating))
            self.before[n] = lp.games
            if lp.history is not None:
                self.history[n] = lp.history
        return self.number[pid]

    def outside(self, rating: int) -> int:
        """An opponent outside the list, at the rating the results file gives him (rated)."""
        n = len(self.entrants) + 1
        self.entrants.append(Entrant(n, f"outside {n}", "", rating))
        self.before[n] = 1000
        return n


def _published(path: Path) -> dict[int, tuple[int, int]]:
    """ID → (ELO_CALCUL, PART_CALCU) of a published list."""
    pl = read_player_list(path)
    ids, elo, part = pl.get("MATRICULE"), pl.get("ELO_CALCUL"), pl.get("PART_CALCU")
    return {ids[i]: (elo[i] or 0, part[i] or 0) for i in pl.live if ids[i] is not None}


def _foreign(path: Path) -> set[int]:
    pl = read_player_list(path)
    ids, fed, nat = pl.get("MATRICULE"), pl.get("FEDERATION"), pl.get("NATFIDE")
    return {ids[i] for i in pl.live if ids[i] is not None and is_foreign(fed[i], nat[i])}


def measure(period: str = "202201", previous: str = "202110", assume: str = "") -> Measure:
    """Rebuild, preview and compare every event of ``period`` (see the module's docstring);
    ``assume="chessman"`` previews every event as a round robin sent in the 24 lines file
    (unrated players as ``***`` at their fictitious rating), to measure what that costs."""
    games_path = SHARED / f"period-{period}" / "CHCKLIST.DBF"
    rules, _why = rules_of_period(str(games_path))
    before_path = SHARED / f"period-{previous}" / "PLAYER.DBF"
    with tempfile.TemporaryDirectory() as tmp:
        db = PlayerDatabase(Path(tmp) / "players.sqlite")
        import_federation_list(db, before_path)  # the desk's player database, from the list before
        listed = {}
        gf = read_chcklist(games_path)
        for pid in {p for p in gf.player if p} | {o for o in gf.opponent if o}:
            lp = db.get("frbe", str(pid))
            if lp is not None:
                listed[pid] = lp
        db.close()
    after = _published(SHARED / f"period-{period}" / "PLAYER.DBF")
    foreign = _foreign(before_path) | _foreign(SHARED / f"period-{period}" / "PLAYER.DBF")
    files = gf.column("FILE_CH")
    dates = gf.column("DATE")
    lines = gf.column("LIGNE")

    def rated_at_start(pid: int) -> bool:
        lp = listed.get(pid)
        return lp is not None and rules.is_rated(lp.rating, lp.games)

    by_file: dict[str, list[int]] = defaultdict(list)
    files_of: dict[int, set[str]] = defaultdict(set)
    for i in gf.live:
        p = gf.player[i]
        if p is None or gf.points[i] < 0:
            continue
        by_file[files[i]].append(i)
        files_of[p].add(files[i])

    # grids with simulated ratings: a "$" in the name, or a file giving its unrated players a
    # rating (engine.frbe_lists.is_grid; the period's ELO_PRECE tells the run's own values)
    pl = read_player_list(SHARED / f"period-{period}" / "PLAYER.DBF")
    prece = {pl.get("MATRICULE")[i]: pl.get("ELO_PRECE")[i] or 0 for i in pl.live}
    live = list(gf.live)
    opp = gf.opponent
    grids = grid_files(
        [files[i] for i in live],
        [gf.opponent_value[i] for i in live],
        [opp[i] in listed and not rated_at_start(opp[i]) for i in live],
        [prece.get(opp[i], 0) for i in live],
    )
    m = Measure()
    for fname, recs in sorted(by_file.items()):
        # the file's unrated players written with a simulated (fictitious) rating, as the
        # federation's run reads a grid (engine.period: a grid's VAL_ADVERS against an
        # opponent unrated at the start); a grid without such values names them by ID, as the
        # national file does (2022-01, B30CKV2$.438: player 23815's opponents' records carry 0
        # and count nothing, his own 6 games count for him)
        grid = fname in grids and any(
            gf.opponent_value[i] and gf.opponent[i] in listed and not rated_at_start(gf.opponent[i])
            for i in recs
        )
        recs.sort(key=lambda i: (dates[i].toordinal() if dates[i] else 0, lines[i] or 0, i))
        day = {d: k + 1 for k, d in enumerate(sorted({dates[i] for i in recs}, key=str))}
        ev = _Players(listed)
        pairings: list[Pairing] = []
        seen: dict[tuple[int, int], int] = defaultdict(int)
        mirror: dict[tuple[int, int], int] = defaultdict(int)
        for i in recs:
            p, o, v = gf.player[i], gf.opponent[i], gf.opponent_value[i]
            if p not in listed:
                continue
            if not o or o not in listed:
                if not v:
                    continue  # an opponent outside the list without a rating: not rated
                # a foreign opponent at the rating in the results file (VAL_ADVERS)
                opp_n = ev.outside(v)
            else:
                # each game is two records (one per player): the second one is skipped
                key = (min(p, o), max(p, o))
                if mirror[(o, p)] > 0:
                    mirror[(o, p)] -= 1
                    continue
                mirror[(p, o)] += 1
                seen[key] += 1
                opp_n = ev.add(o)
            me = ev.add(p)
            pairings.append(Pairing(day[dates[i]], me, opp_n, RESULT[gf.points[i]]))
        if not pairings:
            continue
        if assume == "chessman":
            grid = True
        kind = EventType.ROUND_ROBIN if grid else EventType.OPEN
        t = Tournament(fname, tuple(ev.entrants), tuple(pairings), type=kind)
        results_file = "chessman" if grid else "national"
        pv = rate(t, "frbe", "frbe", rules.name, ev.before, ev.history, results_file)
        m.events += 1
        m.results_files[results_file] += 1

        number = ev.number
        alone = {pid for pid in number if files_of[pid] == {fname}}
        opponents: dict[int, set[int]] = defaultdict(set)
        for g in pairings:
            for a, b in ((g.white, g.black), (g.black, g.white)):
                opponents[a].add(b)
        pid_of = {n: pid for pid, n in number.items()}
        for pid, n in number.items():
            if pid not in alone or pid in foreign or pid not in after:
                continue
            unrated_opps = {
                pid_of[o] for o in opponents[n] if o in pid_of and not rated_at_start(pid_of[o])
            }
            if not unrated_opps <= alone:
                continue  # an unrated opponent who played elsewhere too: not this event alone
            r = pv.results[n]
            elo, part = after[pid]
            if rated_at_start(pid):
                k = KINDS[1] if unrated_opps else KINDS[0]
                exp: tuple[int | None, int] = (elo, part)
                got: tuple[int | None, int] = (r.new, r.games_after)
            elif rules.is_rated(elo, part):
                k, exp, got = KINDS[2], (elo, part), (r.new, r.games_after)
                if r.status is not Status.NEWLY_RATED:
                    got = (None, r.games_after)
            else:
                # still unrated: the list's informative rating (ELO_CALCUL, 0 when none) and
                # game count; the preview's must be no rating beyond an informative one
                k = KINDS[3]
                exp = (elo or None, part)
                rated_now = r.status in (Status.RATED, Status.NEWLY_RATED)
                got = (None if rated_now else r.new, r.games_after)
                if rated_now:
                    got = (-1, r.games_after)
            m.rows.append(Row(fname, pid, k, exp, got))
    return m


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--period", default="202201")
    ap.add_argument("--previous", default="202110")
    ap.add_argument("--show", type=int, default=10, help="disagreements listed per kind")
    ap.add_argument(
        "--assume",
        choices=("", "chessman"),
        default="",
        help="chessman: every event as a round robin sent in the 24 lines file",
    )
    a = ap.parse_args(argv)
    if not SHARED.exists():
        print(f"{SHARED} is absent", file=sys.stderr)
        return 2
    m = measure(a.period, a.previous, a.assume)
    files = ", ".join(f"{k} {v}" for k, v in sorted(m.results_files.items()))
    print(f"period {a.period} (list before: {a.previous}); {m.events} events ({files})")
    print("| kind | agree | compared | % |")
    print("|---|---|---|---|")
    for k, (ok, n) in m.table().items():
        print(f"| {k} | {ok} | {n} | {100 * ok / n:.1f} |" if n else f"| {k} | 0 | 0 | — |")
    for k in KINDS:
        bad = [r for r in m.rows if r.kind == k and not r.agrees][: a.show]
        for r in bad:
            print(f"  {k}: {r.file} player {r.player}: list {r.expected}, preview {r.previewed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
