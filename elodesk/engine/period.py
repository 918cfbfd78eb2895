"""The FRBE period computation: the 3 RUNs of ``runs.py`` on a whole period's games.

Input: the players' state at the start of the period and the period's CHCKLIST records (one per
player per game, in the file's order, which is each player's processing order). Output: the
computed columns of PLAYER (ELO_CALCUL, PART_CALCU, GAIN, ADVERSAIRE, PERFORMAN, MODIFY_ELO and,
for the newly rated, the intermediate ELO_PRECE) and of CHCKLIST (NB_PARTIES, K_NB_PART,
ESPERANCE, VAL_ADVERS, NO_RUN).

Rules found in the federation's files, beyond the seeds (each with a period and a player that
shows it; ``scripts/conformance.py`` measures them all):

* The processing order of a player's games is the order of his CHCKLIST records (the file is
  sorted by player and game number; seed 003: the number is given at import, not by date).
* A rated player's games against an opponent who became rated during the period count at that
  opponent's intermediate rating, numbered after his other games (2010-01, player 11184's
  opponents; the issue's "first reading of the data").
* An opponent outside the list (ADVERS 0: a tournament abroad, sender 999, or a fictitious
  rating) counts at the VAL_ADVERS of the record, which is then input, not output.
* In a grid with simulated ratings (``$`` files, and files giving their unrated players a
  rating: ``engine.frbe_lists.is_grid``) a grid mate unrated at the start counts at the file's
  VAL_ADVERS in RUN 1 and at his first rating in RUN 3 once he has one (``runs.py``).
* Players of a foreign federation (FEDERATION ending in ``*``) are computed like everyone (the
  card and GAIN show it) but keep their FIDE rating (MODIFY_ELO 9; 2010-01, player 27: GAIN 3,
  ELO_CALCUL 2168 = ELO_PRECE).
* Players without a game this period keep every column of the list as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .frbe import FrbeRules
from .frbe_lists import fide_rating_written_over, grid_files, rated_at_start
from .model import RecordProblem, Status
from .runs import HalfGames, PlayerOut, RunPlayer, RunResult, run_periods

MODIFY_FLOOR = 1
MODIFY_25_150 = 2
MODIFY_TRANSITION = 3
MODIFY_FIDE = 9


@dataclass(frozen=True)
class PeriodPlayer:
    """A player at the start of the period.

    ``rated``: he had 20 games or more at the end of the previous period. For the unrated,
    ``games``/``opponents_sum``/``score`` are his history (previous list: PART_CALCU,
    ADVERSAIRE, PERFORMAN). ``keep_rating``: a foreign player whose Belgian rating is his FIDE
    rating (not computable from the games). ``list_rated``: unrated by the previous list but
    rated by the period's list (a hand correction: a new member given his foreign rating); he
    is run as unrated and keeps the list's rating (2022-01, player 23614: previous list blank,
    list 1616 with 50 games; his card is an unrated player's, "Ancien ELO 0 … Rf = 1663", the
    published list 1616 with 53 games).
    """

    id: int
    rating: int
    games: int
    rated: bool
    opponents_sum: int = 0
    score: Fraction = Fraction(0)
    keep_rating: bool = False
    list_rating: int = 0
    list_games: int = 0
    list_rated: bool = False
    blank_before: bool = False


@dataclass
class PeriodGames:
    """The period's CHCKLIST records, column by column, in the file's order.

    ``opponent`` 0 is an opponent outside the list, counted at ``opponent_rating``; ``points``
    are hundredths; ``run1_key`` orders a player's games in RUN 1 (date, then import line);
    ``line`` is each record's import line (0: unknown), which orders RUN 2 under
    ``FrbeRules.run2_order`` "line".
    """

    player: list[int] = field(default_factory=list)
    opponent: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    opponent_rating: list[int] = field(default_factory=list)
    run1_key: list[Any] = field(default_factory=list)
    line: list[int] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.player)


@dataclass(frozen=True)
class PlayerColumns:
    """The computed PLAYER columns of one player (None = leave the column as it was).

    ``blank``: ELO_CALCUL, PART_CALCU, ADVERSAIRE and PERFORMAN are left blank, as the
    previous list had them (``FrbeRules.uncounted_stay_blank``); ``elo`` and ``games`` are then
    0, as the card prints them.
    """

    elo: int
    games: int
    gain: int | None
    opponents_sum: int | None
    score: Fraction | None
    modify: int | None
    intermediate: int | None
    status: Status
    out: PlayerOut | None
    blank: bool = False


@dataclass
class PeriodResult:
    """Computed PLAYER columns per player, and the CHCKLIST columns per record (``run``)."""

    players: list[PlayerColumns]
    run: RunResult


def compute_period(
    players: Sequence[PeriodPlayer],
    games: PeriodGames,
    rules: FrbeRules,
    progress: Callable[[float], None] | None = None,
) -> PeriodResult:
    """Run the period; players and records keep their input order in the result."""
    ids = {p.id for p in players}
    run_players = []
    for p in players:
        if p.rated:
            run_players.append(RunPlayer(p.id, p.rating, max(p.games, rules.first_rating_games)))
        else:
            run_players.append(RunPlayer(p.id, 0, p.games, p.opponents_sum, p.score))
    opponent: list[Hashable | None] = [o if o and o in ids else None for o in games.opponent]
    rating = [r or None for r in games.opponent_rating]
    rated_key = None
    if rules.run2_order == "line" and games.line:
        rated_key = [(ln, k) for k, ln in enumerate(games.line)]
    half = HalfGames(
        list[Hashable](games.player),
        opponent,
        games.points,
        rating,
        games.run1_key or None,
        rated_key,
    )
    res = run_periods(run_players, half, rules, progress)
    cols = [_player_columns(p, o, res, rules) for p, o in zip(players, res.players, strict=False)]
    return PeriodResult(cols, res)


def _player_columns(
    p: PeriodPlayer, o: PlayerOut, res: RunResult, rules: FrbeRules
) -> PlayerColumns:
    if not o.indices:
        return PlayerColumns(p.list_rating, p.list_games, None, None, None, None, None, o.status, o)
    run, value = res.run, res.value
    opp_sum = sum(value[i] for i in o.indices if run[i])
    modify = None
    if "25/150" in o.notes:
        modify = MODIFY_25_150
    elif "floor" in o.notes:
        modify = MODIFY_FLOOR
    elif "k-transition" in o.notes:
        modify = MODIFY_TRANSITION
    if o.status is Status.RATED:
        new = o.new if o.new is not None else p.rating
        gain = new - p.rating
        if p.keep_rating:
            return PlayerColumns(
                p.rating, o.games_after, gain, opp_sum, o.w, MODIFY_FIDE, None, o.status, o
            )
        return PlayerColumns(new, o.games_after, gain, opp_sum, o.w, modify, None, o.status, o)
    if o.status is Status.NEWLY_RATED:
        assert o.new is not None and o.intermediate is not None
        gain = o.new - o.intermediate
        return PlayerColumns(
            o.new, o.games_after, gain, opp_sum, o.w, modify, o.intermediate, o.status, o
        )
    # unrated: cumulative history, informative rating from 10 games
    cum_sum = p.opponents_sum + opp_sum
    cum_score = p.score + o.w
    if p.list_rated:  # the list's rating kept, his games added to the list's
        games = p.list_games + o.games_after - p.games
        return PlayerColumns(p.list_rating, games, 0, cum_sum, cum_score, None, None, o.status, o)
    if rules.uncounted_stay_blank and p.blank_before and o.games_after == 0:
        return PlayerColumns(0, 0, 0, None, None, None, None, o.status, o, blank=True)
    elo = o.new if o.new is not None else 0
    return PlayerColumns(elo, o.games_after, 0, cum_sum, cum_score, None, None, o.status, o)


# ---- assembling a period from the federation's files, tolerantly ---------------------------


@dataclass
class ListColumns:
    """What a period needs of a player list (PLAYER.DBF), column by column in record order.

    ``unreadable`` holds (record index, field) of the values the reader could not read (they
    are None in the columns).
    """

    path: str
    live: Sequence[int]
    ids: Sequence[int | None]
    elo: Sequence[int | None]  # ELO_PRECE
    games: Sequence[int | None]  # PART_PRECE
    elo_after: Sequence[int | None]  # ELO_CALCUL
    games_after: Sequence[int | None]  # PART_CALCU
    opponents_sum: Sequence[int | None]  # ADVERSAIRE
    score: Sequence[float | None]  # PERFORMAN
    foreign: Sequence[bool]
    unreadable: set[tuple[int, str]] = field(default_factory=set)
    fixed: Sequence[bool] = ()  # MODIFY_ELO 9: the FIDE rating kept (empty: not known)
    nation: Sequence[str] = ()  # FIDE nationality (NATFIDE, else NOUV_MOD; BEL if blank)


@dataclass
class GameColumns:
    """What a period needs of CHCKLIST.DBF; ``date`` is a day number (0: blank or unreadable),
    ``points`` −1 where the result cannot be read, ``file`` the raw FILE_CH (None without it:
    then no file is a grid with simulated ratings)."""

    path: str
    live: Sequence[int]
    player: Sequence[int | None]
    opponent: Sequence[int]
    points: Sequence[int]
    value: Sequence[int]
    date: Sequence[int]
    line: Sequence[int | None]
    file: Sequence[bytes] | None
    unreadable: set[tuple[int, str]] = field(default_factory=set)


@dataclass
class AssembledPeriod:
    """The run's input and what could not be used as it is.

    ``players[k]`` is the list's record ``player_index[k]`` for the first ``len(player_index)``
    players; the players after them are in the games but not in the list, run from the
    previous list and not written back. ``records[k]`` is CHCKLIST record ``record_index[k]``.
    """

    players: list[PeriodPlayer]
    player_index: list[int]
    records: PeriodGames
    record_index: list[int]
    problems: list[RecordProblem]
    notes: list[RecordProblem] = field(default_factory=list)  # what was done, not a glitch


def _list_player(
    mid: int,
    cur: ListColumns | None,
    i: int | None,
    hist: ListColumns,
    j: int | None,
    rules: FrbeRules,
    has_games: bool = True,
) -> PeriodPlayer | tuple[str, int, str, str]:
    """The player of list record ``i`` with history record ``j`` (None: no history), or the
    (list path, record index, field, why) of a value the run needs and cannot use."""

    def needed(
        cols: ListColumns, k: int, names: tuple[str, ...]
    ) -> tuple[str, int, str, str] | None:
        for name in names:
            if (k, name) in cols.unreadable:
                return (cols.path, k, name, "unreadable")
        return None

    if j is not None:
        bad = needed(hist, j, ("PART_CALCU", "ELO_CALCUL") if hist is not cur else ())
        if bad is None and hist is cur:
            bad = needed(hist, j, ("PART_PRECE", "ELO_PRECE"))
        if bad:
            return bad
        if hist is cur:
            hist_games, hist_elo = hist.games[j] or 0, hist.elo[j] or 0
            blank_before = hist.games[j] is None
        else:
            hist_games, hist_elo = hist.games_after[j] or 0, hist.elo_after[j] or 0
            blank_before = hist.games_after[j] is None
    else:
        hist_games = hist_elo = 0
        blank_before = True
    if cur is None:  # not in the period's list: the previous list's end state
        assert j is not None
        rated = rated_at_start(hist_games, hist_elo, rules)
        elo, games, foreign = hist_elo, hist_games, hist.foreign[j]
    else:
        assert i is not None
        rated = rated_at_start(hist_games, hist_elo, rules)
        bad = needed(cur, i, ("ELO_PRECE", "PART_PRECE")) if rated else None
        if bad:
            return bad
        elo, games, foreign = cur.elo[i] or 0, cur.games[i] or 0, cur.foreign[i]
    if rated:
        start = elo
        if (
            cur is not None
            and i is not None
            and hist is not cur
            and j is not None
            and hist.fixed
            and cur.nation
            and hist_elo
            and fide_rating_written_over(hist.fixed[j], foreign, cur.nation[i])
        ):
            start = hist_elo
        return PeriodPlayer(
            mid, start, games, True, keep_rating=foreign, list_rating=elo, list_games=games
        )
    if j is not None:
        bad = needed(hist, j, ("ADVERSAIRE", "PERFORMAN"))
        if bad:
            return bad
    opp_sum = (hist.opponents_sum[j] or 0) if j is not None else 0
    score = Fraction(str(hist.score[j] or 0)) if j is not None else Fraction(0)
    if has_games and j is not None and not (0 <= score <= hist_games and opp_sum >= 0):
        # Formula I needs 0 ≤ W ≤ games (a fuzzed list once gave p = 107.14); without a game
        # the history is never used (the 2021-10 list: player 29891, PERFORMAN 3.0 in 0 games)
        return (hist.path, j, "PERFORMAN", f"{float(score)} points in {hist_games} games")
    list_rated = cur is not None and hist is not cur and rated_at_start(games, elo, rules)
    return PeriodPlayer(
        mid,
        0,
        hist_games,
        False,
        opp_sum,
        score,
        list_rating=elo,
        list_games=games,
        list_rated=list_rated,
        blank_before=blank_before,
    )


def assemble_period(
    current: ListColumns,
    previous: ListColumns | None,
    games: GameColumns,
    rules: FrbeRules,
) -> AssembledPeriod:
    """The run's players and records from the period's files, leaving out what cannot be used.

    Who is rated at the start: with a previous list, a player whose PART_CALCU there reaches
    ``first_rating_games``; without one, whose PART_PRECE does. The federation's program ran on
    files with glitches; each is listed as a :class:`RecordProblem` and the period runs:

    * a list record without a readable ID, or whose value the run needs cannot be read, is left
      out with his games (a value it does not need is only listed: the 2008-07 list's
      PERFORMAN ``-55.-`` is player 22772's, who is rated, so it never counts);
    * a player of the games missing from the period's list but in the previous list is run from
      the previous list's ELO_CALCUL/PART_CALCU, as the federation did (2019-01, player 39829:
      not in the published list, his card shows "Oude ELO 1836" and games 437–446, and his
      unrated opponent 18383 counts him at 1836); his result is not written anywhere. Missing
      from both lists, his records and his opponents' records of those games are left out;
    * a record without a readable player, result or opponent, or of a player paired with
      himself, is left out;
    * an unreadable date is a blank date, taken before every dated game in RUN 1: the
      federation's card for 2012-01 player 10942 (unrated) shows his game of ``20 11111``
      against 12633 as his 13th, before his games of 5 July 2011 and later.
    """
    problems: list[RecordProblem] = []
    notes: list[RecordProblem] = []
    hist = previous or current
    prev_idx: dict[int, int] = {}
    if previous is not None:
        for j in previous.live:
            pid = previous.ids[j]
            if pid is not None:
                prev_idx.setdefault(pid, j)
    players: list[PeriodPlayer] = []
    player_index: list[int] = []
    left_out: set[int] = set()
    with_games = {games.player[i] for i in games.live}
    for i in current.live:
        mid = current.ids[i]
        if mid is None:
            problems.append(
                RecordProblem(
                    current.path, i + 1, "MATRICULE", "no ID: left out of the run", "no-id"
                )
            )
            continue
        hj: int | None = prev_idx.get(mid) if previous is not None else i
        got = _list_player(mid, current, i, hist, hj, rules, mid in with_games)
        if isinstance(got, tuple):
            path, k, name, why = got
            problems.append(
                RecordProblem(
                    path,
                    k + 1,
                    name,
                    f"player {mid} cannot be run ({why}): left out with his games",
                    "cannot-be-run",
                    (mid,),
                )
            )
            left_out.add(mid)
            continue
        players.append(got)
        player_index.append(i)
        if got.list_rated and mid in with_games:
            notes.append(
                RecordProblem(
                    current.path,
                    i + 1,
                    "ELO_PRECE",
                    f"player {mid} is rated {got.list_rating} ({got.list_games} games) in the "
                    "list but not in the previous list: run as unrated, his list rating kept",
                    "rated-not-in-previous",
                    (mid, got.list_rating, got.list_games),
                )
            )
    known = {p.id for p in players}

    # players of the games who are not in the list: from the previous list, or left out
    player, opponent = games.player, games.opponent
    for i in games.live:
        mid = player[i]
        if mid is None or mid in known or mid in left_out:
            continue
        jp = prev_idx.get(mid)
        found = _list_player(mid, None, None, hist, jp, rules) if jp is not None else None
        if isinstance(found, PeriodPlayer):
            got = found
            players.append(got)
            known.add(mid)
            problems.append(
                RecordProblem(
                    games.path,
                    i + 1,
                    "JOUEUR",
                    f"player {mid} is not in {current.path}: run from the previous list "
                    f"(rating {got.rating or got.list_rating}, {got.games} games); his new "
                    "rating is written nowhere",
                    "run-from-previous",
                    (mid, current.path, got.rating or got.list_rating, got.games),
                )
            )
        else:
            left_out.add(mid)
    unrated_at_start = {p.id for p in players if not p.rated}

    grids: set[str | bytes | None] = set()
    if games.file is not None:  # grids with simulated ratings (engine.frbe_lists.is_grid)
        list_rating = {p.id: p.list_rating for p in players}
        live = games.live
        grids = grid_files(
            [games.file[i] for i in live],
            [games.value[i] for i in live],
            [opponent[i] in unrated_at_start for i in live],
            [list_rating.get(opponent[i], 0) for i in live],
        )

    pg = PeriodGames()
    record_index: list[int] = []
    bad = games.unreadable
    date_reported: set[int] = set()
    by_date = rules.run1_order == "date-line"
    for i in games.live:
        mid = player[i]
        opp = opponent[i]
        why, code = "", ""
        args: tuple[object, ...] = ()
        what = "JOUEUR"
        if mid is None:
            why, code = "no player: left out of the run", "no-player"
        elif games.points[i] < 0:
            why, what = "no readable result: left out of the run", "RESULTAT"
            code = "no-result"
        elif (i, "ADVERS") in bad:
            why, what = "no readable opponent: left out of the run", "ADVERS"
            code = "no-opponent"
        elif opp == mid:
            why, what = f"player {mid} paired with himself: left out of the run", "ADVERS"
            code, args = "paired-with-himself", (mid,)
        elif mid not in known:
            why = f"player {mid} is not in {current.path}: left out of the run"
            code, args = "player-not-in-list", (mid, current.path)
        elif opp and opp not in known and not games.value[i]:
            why = f"opponent {opp} is not in {current.path}: left out of the run"
            what, code, args = "ADVERS", "opponent-not-in-list", (opp, current.path)
        if why or mid is None:
            problems.append(RecordProblem(games.path, i + 1, what, why, code, args))
            continue
        v = games.value[i]
        grid_value = (
            bool(v)
            and opp in unrated_at_start
            and games.file is not None
            and games.file[i] in grids
        )
        outside = opp not in known
        if (outside or grid_value) and (i, "VAL_ADVERS") in bad:
            problems.append(
                RecordProblem(
                    games.path,
                    i + 1,
                    "VAL_ADVERS",
                    "no readable rating: left out of the run",
                    "no-rating",
                )
            )
            continue
        if (i, "DATE") in bad and i not in date_reported:
            date_reported.add(i)
            problems.append(
                RecordProblem(
                    games.path,
                    i + 1,
                    "DATE",
                    "unreadable date: kept, ordered as a blank date (before every dated game)",
                    "date-as-blank",
                )
            )
        record_index.append(i)
        pg.player.append(mid)
        pg.points.append(games.points[i])
        if outside:
            pg.opponent.append(0)
            pg.opponent_rating.append(v)
        else:  # a grid mate keeps his ID beside the file's value (runs.py: his first rating)
            pg.opponent.append(opp)
            pg.opponent_rating.append(v if grid_value else 0)
        pg.line.append(games.line[i] or 0)
        # RUN 1 order (FrbeRules.run1_order): date, then file and opponent, or the import line
        # (only unrated players' games are ever sorted: the others get no key)
        if mid not in unrated_at_start:
            pg.run1_key.append(0)
        elif by_date or games.file is None:
            pg.run1_key.append((games.date[i], games.line[i] or 0, i))
        else:
            pg.run1_key.append((games.date[i], games.file[i], opp or 0, games.line[i] or 0, i))
    return AssembledPeriod(players, player_index, pg, record_index, problems, notes)


# ---- article 12.e: the earlier periods' games taken up again --------------------------------


@dataclass
class EarlierGames:
    """An earlier period's game records its run left unprocessed (NB_PARTIES blank), column by
    column: ``index`` is each record's number in its file, ``run1_key`` orders an unrated
    player's records among his own (date, then import line)."""

    player: Sequence[int]
    opponent: Sequence[int]
    points: Sequence[int]
    index: Sequence[int]
    run1_key: Sequence[Any]


def take_up(
    players: Sequence[PeriodPlayer], records: PeriodGames, earlier: Sequence[EarlierGames]
) -> tuple[PeriodGames, list[tuple[int, int]]]:
    """The period's records followed by the earlier periods' records taken up again, and for
    each of those (earlier file, record index).

    Article 12.e of the competition rules of 17 June 2023 (``../shared/rules/frbe.md``):
    "results that could not be processed in the three previous periods because one or both
    players had no rating are taken up again". A record left unprocessed is one player's side
    of a game against an opponent who had no rating; it is taken up in the period that
    opponent becomes rated, and only then: it joins this period's run when both players are in
    the list and the opponent is unrated at the start (an opponent rated at the start became
    rated in an earlier period, which took the game up then, or was never the reason it was
    left), and counts as the period's own games against a player rated during the run do (RUN
    2 for a player still unrated, RUN 3 after his other games for a rated one, ``runs.py``);
    if the opponent stays unrated it counts for nobody and waits for the next period, up to
    the third (the caller names the files of the three previous periods at most). An opponent
    becomes rated once, so a record is taken up once. Records of the same game named twice
    (two files holding it) are the caller's to leave out."""
    unrated = {p.id for p in players if not p.rated}
    known = {p.id for p in players}
    out = PeriodGames(
        list(records.player),
        list(records.opponent),
        list(records.points),
        list(records.opponent_rating),
        list(records.run1_key),
    )
    origins: list[tuple[int, int]] = []
    for f, e in enumerate(earlier):
        for k, (pid, opp) in enumerate(zip(e.player, e.opponent, strict=True)):
            if pid == opp or pid not in known or opp not in unrated:
                continue
            out.player.append(pid)
            out.opponent.append(opp)
            out.points.append(e.points[k])
            out.opponent_rating.append(0)  # counted at the rating he gets in this run
            out.run1_key.append(e.run1_key[k] if pid in unrated else 0)
            origins.append((f, e.index[k]))
    return out, origins
