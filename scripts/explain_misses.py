#!/usr/bin/env python3
"""Why a shared period's players differ from the federation's list, from his printed card.

Each player whose computed ELO_CALCUL/PART_CALCU is not the list's (foreign players aside, as in
conformance_all), with the card's counted games (FICHES.txt.gz: number, opponent, value, K, We)
beside the program's and a first guess at the cause:

* ``card≠list`` — the card's new rating is not the list's: a hand correction after the run;
* ``counted`` — the card counts other games (other opponents);
* ``value`` — a game counted at another opponent value (``value of a wrong opponent``: that
  opponent's own rating is one of the misses, the cause is his);
* ``order`` — the same games at the same values, numbered in another order (another 20th game,
  or another K at the 100th/300th game);
* ``K``/``We``/``same lines`` — what is left.

The published CHCKLIST is not the run's record of the games: its NB_PARTIES is renumbered within
a day and leaves the games of RUN 2 and the deferred RUN 3 games at 0, so the cards are read.

Usage: ``PYTHONPATH=$PWD python scripts/explain_misses.py [period-YYYYMM …] [-v] [ids…]``
(the previous list is the README's consecutive pair, as in conformance_all).
"""

from __future__ import annotations

import gzip
import html
import re
import sys
from collections import Counter
from itertools import zip_longest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from conformance import SHARED  # noqa: E402
from conformance_all import periods  # noqa: E402

from elodesk.app.period import load_period, rules_of_period  # noqa: E402
from elodesk.engine.frbe_lists import is_foreign  # noqa: E402
from elodesk.engine.period import compute_period  # noqa: E402
from elodesk.io.dbf import DbfTable  # noqa: E402

_HEAD = re.compile(r"^-(\d+)\s*$")
_NEW = re.compile(r"(?:Nieuwe ELO|Nouvel ELO)\s+(-?\d+)")


def all_cards(path: Path) -> dict[int, list[str]]:
    """Every printed card of FICHES.txt.gz (HTML entities decoded), by player."""
    out: dict[int, list[str]] = {}
    cur: list[str] | None = None
    with gzip.open(path, "rt", encoding="latin-1", errors="replace") as f:
        for line in f:
            m = _HEAD.match(line)
            if m:
                cur = out.setdefault(int(m.group(1)), [])
            elif cur is not None:
                cur.append(html.unescape(line.rstrip("\n")))
    return out


def card_new(lines: list[str]) -> int | None:
    """The new rating printed at the top of a card."""
    for line in lines[:4]:
        n = _NEW.search(line)
        if n:
            return int(n.group(1))
    return None


def card_rows(lines: list[str]) -> list[tuple[int, int, int, int, int]]:
    """(number, opponent, value, K, We in hundredths) of a card's counted games; K and We 0
    for the games of a first rating (the s.Elo table)."""
    rows = []
    for line in lines:
        f = [x.strip() for x in line.split("\u2502")[1:-1]]
        if len(f) == 11 and f[0].isdigit() and f[1].isdigit() and f[3].isdigit():
            rows.append((int(f[0]), int(f[1]), int(f[3]), int(f[8]), round(float(f[6]) * 100)))
        elif len(f) == 10 and f[0].isdigit() and f[1].isdigit() and f[4].isdigit():
            rows.append((int(f[0]), int(f[1]), int(f[3]), 0, 0))
    return rows


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    wanted = [a for a in argv if a.startswith("period-")]
    only = {int(a) for a in argv if a.isdigit()}
    root = SHARED / "data" / "frbe"
    for period, previous in periods(root):
        if wanted and period not in wanted:
            continue
        folder = root / period
        rules, _ = rules_of_period(str(folder / "CHCKLIST.DBF"))
        inp = load_period(
            str(folder / "PLAYER.DBF"),
            str(folder / "CHCKLIST.DBF"),
            str(root / previous / "PLAYER.DBF"),
            rules,
        )
        res = compute_period(inp.period_players, inp.records, rules)
        fed = DbfTable.open(folder / "PLAYER.DBF")
        prev = DbfTable.open(root / previous / "PLAYER.DBF")
        prev_games = dict(zip(prev.column("MATRICULE"), prev.column("PART_CALCU"), strict=True))
        row = {m: i for i, m in enumerate(fed.column("MATRICULE"))}
        f_elo, f_part = fed.column("ELO_CALCUL"), fed.column("PART_CALCU")
        fedcol, natf = (
            fed.column("FEDERATION"),
            (fed.column("NATFIDE") if fed.has("NATFIDE") else [None] * fed.count),
        )
        modify = fed.column("MODIFY_ELO")
        cards = all_cards(folder / "FICHES.txt.gz")
        recs, r = inp.records, res.run
        by_player: dict[int, list[int]] = {}
        for k, pid in enumerate(recs.player):
            by_player.setdefault(pid, []).append(k)
        wrong = {
            p.id
            for p, c in zip(inp.period_players, res.players, strict=False)
            if p.id in row
            and ((None, None) if c.blank else (c.elo, c.games))
            != (f_elo[row[p.id]], f_part[row[p.id]])
        }
        causes: Counter[str] = Counter()
        print(f"{period} (previous {previous}, {rules.name})")
        for p, cols in zip(inp.period_players, res.players, strict=False):
            if p.id not in by_player or p.id not in wrong:
                continue
            i = row[p.id]
            if is_foreign(fedcol[i], natf[i]) or modify[i] == 9:
                continue
            if only and p.id not in only:
                continue
            rated = (prev_games.get(p.id) or 0) >= 20
            lines = cards.get(p.id, [])
            theirs = sorted(card_rows(lines))
            ours = sorted(
                (r.number[k], recs.opponent[k], r.value[k], r.k[k], r.we[k])
                for k in by_player[p.id]
                if r.run[k]
            )
            card = card_new(lines) if lines else None
            opp_value = Counter((o, v) for _n, o, v, _k, _w in ours)
            their_value = Counter((o, v) for _n, o, v, _k, _w in theirs)
            if not lines:
                cause = "no card"
            elif card != f_elo[i]:
                cause = "card≠list"
            elif Counter(o for _n, o, *_ in ours) != Counter(o for _n, o, *_ in theirs):
                cause = "counted"
            elif opp_value != their_value:
                bad = {o for o, _v in (opp_value - their_value)}
                cause = "value of a wrong opponent" if bad & wrong else "value"
            elif [x[:3] for x in ours] != [x[:3] for x in theirs]:
                cause = "order"
            elif [x[3] for x in ours] != [x[3] for x in theirs]:
                cause = "K"
            elif ours != theirs:
                cause = "We"
            else:
                cause = "same lines"
            kind = "rated" if rated else "new"
            causes[f"{kind}: {cause}"] += 1
            print(
                f"  {p.id:6d} {kind:5s} {cause:26s} list {f_elo[i]}/{f_part[i]} "
                f"ours {cols.elo}/{cols.games} card {card}"
            )
            if verbose:
                for a, b in zip_longest(ours, theirs):
                    if a != b:
                        print(f"      ours {a}  card {b}")
        for c, n in causes.most_common():
            print(f"  {c}: {n}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
