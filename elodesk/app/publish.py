"""Publishing a period: PLAYER.DBF and CHCKLIST.DBF (both or neither), the rating list as Excel
(by club then rating, and by name) and the PDFs of the list and of the rating cards.

Which rows, in which order, into which files is decided here; the PDFs are laid out by the
caller's renderers (the desk draws them with Qt, which this layer does not import).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.model import ElodeskError
from ..io.xlsx import Sheet, write_workbook
from .cards import Period
from .period import write_period

Row = list  # [ID, name, club, rating, games]


@dataclass(frozen=True)
class ListLabels:
    """The list's headings, in the reader's language (the desk passes its translations)."""

    by_club: str = "By club"
    by_name: str = "By name"
    head: tuple[str, ...] = ("ID", "Name", "Club", "Rating", "Games")


FILES = ("PLAYER.DBF", "CHCKLIST.DBF", "rating-list.xlsx", "rating-list.pdf", "rating-cards.pdf")


def rating_list(period: Period) -> list[Row]:
    """Every player with a rating after the run, by club then rating (highest first)."""
    if period.result is None:
        raise ElodeskError("the period has not been run")
    rows = [
        [period.ids[r], period.names[r], period.clubs[r] or 0, pc.elo, pc.games]
        for r, pc in enumerate(period.result.players)
        if pc.elo
    ]
    rows.sort(key=lambda x: (x[2], -x[3]))
    return rows


def players_with_games(period: Period) -> list[int]:
    """The IDs of the players whose card has games this period (the cards that are printed)."""
    assert period.result is not None
    return [
        pid
        for pid, pc in zip(period.ids, period.result.players, strict=False)
        if pc.out and pc.out.indices
    ]


def publish(
    period: Period,
    folder: Path,
    list_pdf: Callable[[Path, Sequence[Row]], object],
    cards_pdf: Callable[[Path, Sequence[int]], object],
    labels: ListLabels = ListLabels(),
) -> list[Path]:
    """Write the period's files into ``folder``; returns their paths (:data:`FILES`)."""
    if period.result is None:
        raise ElodeskError("the period has not been run")
    write_period(period.inp, period.result, folder)
    rows = rating_list(period)
    head = list(labels.head)
    write_workbook(
        folder / "rating-list.xlsx",
        [
            Sheet(labels.by_club, head, rows),
            Sheet(labels.by_name, head, sorted(rows, key=lambda x: x[1])),
        ],
    )
    list_pdf(folder / "rating-list.pdf", rows)
    cards_pdf(folder / "rating-cards.pdf", players_with_games(period))
    return [folder / n for n in FILES]
