"""A player's rating card in the officer's open period (:class:`~.officer_session.Period`):
his games in processing order with every number the federation's printed card shows
(FICHES.txt of each period in ``shared/data/frbe``), the K transition's included.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..engine.frbe import Transition, k_transition
from .labels import CARD_WORDS
from .officer_session import Period


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
                "origin": p.origin.get(k),  # the earlier period of a game taken up (12.e)
            }
        )
    order = sorted(
        range(len(rows)),
        key=lambda i: (rows[i]["run"] == 0, rows[i]["run"] == 3, rows[i]["number"] or 0),
    )
    return [rows[i] for i in order]


@dataclass(frozen=True)
class KGroup:
    """One line ``G = (W − We) × K`` of the card: consecutive RUN 3 games at the same K."""

    w: float
    we: float
    k: int

    @property
    def g(self) -> float:
        return round((round(self.w, 1) - round(self.we, 2)) * self.k, 2)


@dataclass(frozen=True)
class CardSummary:
    """The numbers under a card's games, as the federation prints them (FICHES.txt).

    ``groups``: one G line per run of games at the same K (2010-01, player 11789:
    ``(13.0 − 10.30) × 24 = +64.80`` and ``(5.5 − 2.66) × 16 = +45.44``, Rf = 1920 + 110.24 =
    2030); ``transition``: the K-change block, with the whole period's W and We, Ki the first
    game's K and Kf the K after the bound (``Rf = 2000 + ((18.5 − 12.96) + ((1920 − 2000)/24))
    × 12 = 2026``); ``rc``/``games``/``w``/``we``: the "average opponents (Rc)" row of those
    games. For a player unrated at the start: ``carry``, the line carried over from the
    previous list (s.Elo, W, games: 50299 in 2010-01, ``s.Elo=18602, W / NbrPart = 9.0 / 11``;
    from 2012-01 W and games are the totals, :data:`CARRY_TOTALS_FROM`),
    ``run1`` the Rc row of his RUN 1 games counted with it (Rc, games, W: ``20 … 1838 … 16.0``)
    and ``provisional`` Formula I over them (``Rc=1838 p=0.80 D(p)=240 Rf=2078``); a player
    who stays unrated gets it too (7251 in 2010-01: ``Rc=1692 p=0.11 D(p)=-351 … = 1341``)."""

    ri: int | None
    groups: tuple[KGroup, ...]
    rf: int | None
    transition: Transition | None
    rc: int | None
    games: int
    w: float
    we: float | None
    carry: tuple[int, float, int] | None = None  # s.Elo, W, games
    run1: tuple[int, int, float] | None = None  # Rc, games, W
    provisional: Any = None  # engine.frbe.Performance


#: The first list whose cards print, on the carry-over line, the totals of W and games (the
#: previous list's and this period's, as the Rc row under them) after the carried s.Elo: every
#: carry-over line of the shared cards of 2012-01, 2015-04, 2015-07, 2019-01 and 2022-01
#: (1 895 lines; 2022-01: ``s.Elo=27555,   W / # Part. =  5.0 /   20`` under an Rc row of 20
#: games and 5.0, of which 19 and 4.0 carried). The cards of 2007-07 to 2010-01 (2 108 lines)
#: print the previous list's W and games; the lists between are not in the shared archive.
CARRY_TOTALS_FROM = dt.date(2012, 1, 1)


def carry_line(p: Period, carried: tuple[int, float, int], total: tuple[float, int]):
    """The carry-over line's (s.Elo, W, games) as the period's cards print it: the previous
    list's s.Elo, then its W and games, or the totals from :data:`CARRY_TOTALS_FROM`."""
    if p.when is not None and p.when >= CARRY_TOTALS_FROM:
        return (carried[0], *total)
    return carried


def card_summary(p: Period, pid: int) -> CardSummary | None:
    """What the card prints below the games (see :class:`CardSummary`)."""
    from ..engine.frbe import performance
    from ..engine.tables import round_half_up

    r = p.pos.get(pid)
    if r is None or p.result is None:
        return None
    pp, pc = p.inp.period_players[r], p.result.players[r]
    rows = card_lines(p, pid)
    reg = [x for x in rows if x["run"] == 3]
    carry = run1 = provisional = None
    if not pp.rated:
        first = [x for x in rows if x["run"] in (1, 2)]  # RUN 2 games count for him too
        total = pp.opponents_sum + sum(x["rating"] or 0 for x in first)
        n = pp.games + len(first)
        w1 = Fraction(pp.score) + sum(Fraction(str(x["w"])) for x in first)
        carry = carry_line(p, (pp.opponents_sum, float(pp.score), pp.games), (float(w1), n))
        if n:  # Formula I over the history and this period's games (none counted: the history)
            provisional = performance(total, n, w1, p.rule_set)
            run1 = (provisional.rc, n, float(w1))
    if not reg:
        if run1 is None:
            return None
        return CardSummary(None, (), None, None, None, 0, 0.0, None, carry, run1, provisional)
    groups: list[KGroup] = []
    for x in reg:
        if groups and groups[-1].k == x["k"]:
            last = groups[-1]
            groups[-1] = KGroup(last.w + x["w"], last.we + x["we"], last.k)
        else:
            groups.append(KGroup(x["w"], x["we"], x["k"]))
    w, we = sum(x["w"] for x in reg), sum(x["we"] for x in reg)
    ri = pc.intermediate if pc.intermediate is not None else pp.list_rating
    tr = None
    if pc.out and "k-transition" in pc.out.notes:
        # the engine's own transition over the card's games (their K and W − We in hundredths)
        plain = (
            Fraction(ri)
            + sum((x["k"] * (round(x["w"] * 100) - round(x["we"] * 100)) for x in reg), Fraction(0))
            / 100
        )
        banded = any((x["number"] or 0) > p.rule_set.middle_until for x in reg)
        tr = k_transition(ri, plain, [x["k"] for x in reg], p.rule_set, banded)
    rc = int(round_half_up(Fraction(sum(x["rating"] for x in reg), len(reg))))
    rf = int(round_half_up(Fraction(ri) + Fraction(str(round(sum(g.g for g in groups), 2)))))
    return CardSummary(ri, tuple(groups), rf, tr, rc, len(reg), w, we, carry, run1, provisional)


def _words(words: dict[str, str] | None) -> dict[str, str]:
    """The card's words: ``words`` (the interface's language) over the English of
    :data:`app.labels.CARD_WORDS`."""
    return {**dict(CARD_WORDS), **(words or {})}


def summary_lines(p: Period, pid: int, words: dict[str, str] | None = None) -> list[str]:
    """The formulas under a card's games, line by line, as the federation's card prints them
    (:class:`CardSummary`)."""
    wd = _words(words)
    sm = card_summary(p, pid)
    r = p.pos.get(pid)
    if sm is None or r is None or p.result is None:
        return []
    pc = p.result.players[r]
    out = []
    if sm.provisional is not None:
        pf = sm.provisional
        if sm.carry is not None:
            se, cw, cn = sm.carry
            out.append(f"{wd['carry']}: s.Elo={se}, W / # = {cw:.1f} / {cn}")
        out.append(
            f"{wd['provisional']}: Elo = Rc + D(p) · Rc={pf.rc} p={pf.p100 / 100:.2f} "
            f"D(p)={pf.d:+d} · Rf={pf.rc} {pf.d:+d} = {pf.rating}"
        )
    if sm.groups:
        out.append(f"# {sm.games} · Ri={sm.ri}")
        out += [f"G = ({g.w:.1f} − {g.we:.2f}) × {g.k} = {g.g:+.2f}" for g in sm.groups]
        total = round(sum(g.g for g in sm.groups), 2)
        out.append(f"Rf = Ri + G = {sm.ri} {total:+.2f} = {sm.rf}")
        tr = sm.transition
        if tr is not None:
            b = tr.bound
            out.append(
                wd["transition"].replace("%1", str(b)) + f" · Ki={tr.ki}, Kf={tr.kf}, Ri={sm.ri}"
            )
            out.append(
                f"Rf = {b} + (({sm.w:.1f} − {sm.we:.2f}) + (({sm.ri} − {b}) / {tr.ki})) "
                f"× {tr.kf} = {pc.elo}"
            )
    notes = pc.out.notes if pc.out else ()
    perf = pc.out.performance if pc.out else None
    if perf is not None and ("25/150" in notes or "25/150-regular-kept" in notes):
        out.append(
            f"{wd['rule25']}: Rc={perf.rc} p={perf.p100 / 100:.2f} D(p)={perf.d:+d} → {perf.rating}"
        )
    if "floor" in notes:
        out.append(f"{wd['floor']}: {p.rule_set.floor}")
    pp = p.inp.period_players[r]
    if pp.list_rated or pp.keep_rating:
        out.append(f"{wd['list']}: {pc.elo}")
    # the last line is the published rating (the list's ELO_CALCUL), whatever acted
    out.append(f"{wd['new']}: {pc.elo}")
    return out


def card_table(p: Period, pid: int, words: dict[str, str] | None = None, sender: bool = False):
    """One player's card as a printable table (``app.printables.PrintTable``): his games with
    every number, the Rc rows, and the formulas as notes — what the published cards PDF
    holds, and the desk shows (``sender``: with each game's sender, a last column)."""
    from .printables import Column, PrintTable

    wd = _words(words)
    r = p.pos[pid]
    assert p.result is not None
    pp, pc = p.inp.period_players[r], p.result.players[r]
    sm = card_summary(p, pid)
    old = str(pp.list_rating if pp.rated else 0)
    if pc.intermediate is not None:
        old = f"{pc.intermediate} ({wd['list']} {pp.list_rating})"
    rows: list[tuple[str, ...]] = []
    s_elo = pp.opponents_sum if not pp.rated else None
    lines = card_lines(p, pid)
    for x in lines:
        running = ""
        if s_elo is not None and x["run"] == 1:
            s_elo += x["rating"] or 0
            running = str(s_elo)
        rows.append(
            (
                str(x["number"] or ""),
                str(x["opponent"] or 0),
                str(x["name"] or ""),
                str(x["rating"] or ""),
                running,
                wd.get(x["colour"] or "", x["colour"] or ""),
                f"{x['w']:.1f}",
                "" if x["we"] is None else f"{x['we']:.2f}",
                "" if x["diff"] is None else f"{x['diff']:+.2f}",
                str(x["k"] or ""),
                str(x["run"] or "—"),
                str(x["date"] or ""),
                str(x["file"] or ""),
            )
            + ((str(x["sender"] or ""),) if sender else ())
        )
    if sm is not None and sm.run1 is not None:
        rc1, n1, w1 = sm.run1
        rows.append(
            (str(n1), "", f"{wd['rc']} · RUN 1", str(rc1), "", "", f"{w1:.1f}")
            + ("",) * (7 if sender else 6)
        )
    if sm is not None and sm.groups:
        rows.append(
            (
                str(sm.games),
                "",
                wd["rc"],
                str(sm.rc),
                "",
                "",
                f"{sm.w:.1f}",
                f"{sm.we:.2f}",
                f"{sm.w - (sm.we or 0):+.2f}",
            )
            + ("",) * (5 if sender else 4)
        )
    return PrintTable(
        title=f"{pid} — {p.names[r]}",
        subtitle=f"{wd['old']} {old} · {wd['new']} {pc.elo}",
        columns=(
            Column(wd["no"], 4, "right"),
            Column(wd["opp"], 5, "right"),
            Column(wd["name"], 22),
            Column("Elo", 4, "right"),
            Column(wd["selo"], 5, "right"),
            Column(wd["c"], 1, "center"),
            Column("W", 3, "right"),
            Column("We", 4, "right"),
            Column("W−We", 5, "right"),
            Column(wd["k"], 2, "right"),
            Column("RUN", 3, "center"),
            Column(wd["date"], 10),
            Column(wd["file"], 16),
        )
        + ((Column(wd["sender"], 3, "right"),) if sender else ()),
        rows=tuple(rows),
        notes=tuple(origin_lines(lines, wd)) + tuple(summary_lines(p, pid, words)),
    )


def origin_lines(lines: list[dict[str, Any]], words: dict[str, str]) -> list[str]:
    """Where the games taken up again came from (article 12.e of the 2023 competition rules:
    an earlier period's game left unprocessed because a player had no rating): one line per
    earlier period, with each game's number (or "—" when it did not count), opponent and
    date: ``Taken up from the period 2023-07 (article 12.e): 6 (3, 2023-05-06)``."""
    by_period: dict[str, list[str]] = {}
    for x in lines:
        if x.get("origin"):
            by_period.setdefault(x["origin"], []).append(
                f"{x['number'] or '—'} ({x['opponent']}, {x['date'] or '?'})"
            )
    return [
        words["taken_up"].replace("%1", name) + ": " + ", ".join(games)
        for name, games in sorted(by_period.items())
    ]
