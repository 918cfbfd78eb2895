"""The officer's player list as plain arrays: one tuple per player, a sort key per column, the
filters — computed in a worker, so the window only swaps a finished list in (28 000
players of 2022-01 sorted or filtered in a few milliseconds instead of seconds in the main
thread).

No Qt: the desk translates the status and rule tags when it draws a cell.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .officer_session import Period

__all__ = ["BIG_CHANGE", "COLUMNS", "FILTERS", "ListRows", "list_rows", "visible_rows"]

# ID, name, club, old rating, games before, new rating, difference, games after, status (the
# engine's value), rule tags, flag ("FIDE": a foreign-federation player whose Belgian rating is
# his FIDE rating, seed 000's last paragraph)
COLUMNS = ("id", "name", "club", "old", "games", "new", "diff", "after", "status", "rules", "flag")
FILTERS = (
    "all",
    "rated",
    "newly-rated",
    "provisional",
    "unrated",
    "changed",
    "gains",
    "losses",
    "rules",
    "foreign",
)
#: The change the "gains" and "losses" filters show from (both ways): the filters and their
#: labels ("Gains of %1 or more", ``ui.officer_period.FILTER_LABELS``) read it here.
BIG_CHANGE = 40
_NONE_KEY = -99999  # blank numbers sort first in ascending order


@dataclass
class ListRows:
    """Every player of the period, in PLAYER.DBF order, with a sort key array per column."""

    rows: list[tuple] = field(default_factory=list)
    keys: list[list] = field(default_factory=list)  # keys[column][row]
    search: list[str] = field(default_factory=list)  # upper-case name per row
    _exact: dict[str, list[int]] | None = field(default=None, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.rows)

    def exact(self, text: str) -> list[int]:
        """The rows whose ID or club number is ``text`` (a dict built once)."""
        if self._exact is None:
            self._exact = {}
            for r, row in enumerate(self.rows):
                self._exact.setdefault(str(row[0]), []).append(r)
                if str(row[2]) != str(row[0]):
                    self._exact.setdefault(str(row[2]), []).append(r)
        return self._exact.get(text, [])


def _row(p: Period, r: int) -> tuple:
    pp = p.inp.period_players[r]
    old = pp.list_rating if pp.rated else 0
    flag = "FIDE" if pp.keep_rating else ""
    if p.result is None:
        return (
            p.ids[r],
            p.names[r],
            p.clubs[r],
            old,
            pp.list_games,
            None,
            None,
            None,
            "",
            (),
            flag,
        )
    pc = p.result.players[r]
    played = bool(pc.out and pc.out.indices)
    elo = pc.elo  # the FIDE list's rating of a foreign player already (Period.set_result)
    diff = (elo - old) if (elo is not None and old and played) else None
    notes = tuple(pc.out.notes) if pc.out else ()
    return (
        p.ids[r],
        p.names[r],
        p.clubs[r],
        old,
        pp.list_games,
        elo,
        diff,
        pc.games,
        pc.status.value if played else "",
        notes,
        flag,
    )


def list_rows(p: Period) -> ListRows:
    """The rows and sort keys of the whole list (about 0.1 s for 28 000 players)."""
    rows = [_row(p, r) for r in range(len(p.ids))]
    keys: list[list] = []
    for c in range(len(COLUMNS)):
        col = [row[c] for row in rows]
        if c == 9:
            keys.append([", ".join(v) for v in col])
        elif c in (1, 8, 10):
            keys.append([v or "" for v in col])
        else:
            keys.append([_NONE_KEY if v is None else v for v in col])
    lr = ListRows(rows, keys, [(n or "").upper() for n in p.names])
    lr.exact("")  # the ID and club index built here, in the worker, not at the first keystroke
    return lr


def _accepts(row: tuple, name: str, text: str, kind: str) -> bool:
    if text and not (str(row[0]) == text or text in name or str(row[2]) == text):
        return False
    if kind == "all":
        return True
    if kind in ("rated", "newly-rated", "provisional", "unrated"):
        return row[8] == kind
    if kind == "changed":
        return bool(row[6])
    if kind == "gains":
        return (row[6] or 0) >= BIG_CHANGE
    if kind == "losses":
        return (row[6] or 0) <= -BIG_CHANGE
    if kind == "rules":
        return bool(row[9])
    if kind == "foreign":
        return bool(row[10])
    return True


def visible_rows(
    lr: ListRows, order: Sequence[int], text: str = "", kind: str = "all"
) -> list[int]:
    """The rows of ``order`` that pass the search (ID, club number or part of the name) and the
    filter, in that order."""
    text = text.strip().upper()
    if not text and kind == "all":
        return list(order)
    rows, names = lr.rows, lr.search
    if kind == "all":  # the search alone, as the officer types: a name scan and two lookups
        found = {r for r, name in enumerate(names) if text in name}
        found.update(lr.exact(text))
        return [r for r in order if r in found]
    return [r for r in order if _accepts(rows[r], names[r], text, kind)]
