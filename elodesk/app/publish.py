"""Publishing a period: PLAYER.DBF and CHCKLIST.DBF (both or neither, the DBF headers dated the
day of the run), the rating list as Excel (by club then rating, and by name) and the PDFs of the
list and of the rating cards.

Which rows, in which order, into which files is decided here, and the list's printable table
(:class:`app.printables.PrintTable`: title, columns, rows — laid out on A4 by
``ui/print_render.py``, headers on every page); the PDFs are drawn by the caller's renderers
(the desk draws them with Qt, which this layer does not import).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..engine.model import ElodeskError
from ..io.outputs import Staged
from ..io.xlsx import Sheet, write_workbook
from .cards import Period
from .period import check_period_output, period_files
from .printables import Column, PrintTable

Row = list  # [ID, name, club, rating, games, flag]


@dataclass(frozen=True)
class ListLabels:
    """The list's headings, in the reader's language (the desk passes its translations)."""

    by_club: str = "By club"
    by_name: str = "By name"
    head: tuple[str, ...] = ("ID", "Name", "Club", "Rating", "Games", "Flag")
    title: str = "Rating list"


FILES = ("PLAYER.DBF", "CHCKLIST.DBF", "rating-list.xlsx", "rating-list.pdf", "rating-cards.pdf")


def rating_list(period: Period) -> list[Row]:
    """Every player with a rating after the run, by club then rating (highest first); the flag
    "FIDE" marks a foreign-federation player whose rating is his FIDE rating."""
    if period.result is None:
        raise ElodeskError("the period has not been run")
    pps = period.inp.period_players
    rows = [
        [
            period.ids[r],
            period.names[r],
            period.clubs[r] or 0,
            pc.elo,
            pc.games,
            "FIDE" if pps[r].keep_rating else "",
        ]
        for r, pc in enumerate(period.result.players)
        if pc.elo
    ]
    rows.sort(key=lambda x: (x[2], -x[3], x[0]))
    return rows


def list_table(
    period: Period, rows: Sequence[Row], labels: ListLabels = ListLabels()
) -> PrintTable:
    """The rating list as a printable table: its title (the period and rule set), one column
    per field with a width in characters (the name's 30, NOM_PRENOM's length in PLAYER.DBF),
    numbers right-aligned."""
    h = labels.head
    return PrintTable(
        title=labels.title,
        subtitle=f"{period.rules} · {len(rows)}",
        columns=(
            Column(h[0], 6, "right"),
            Column(h[1], 30),
            Column(h[2], 5, "right"),
            Column(h[3], 6, "right"),
            Column(h[4], 6, "right"),
            Column(h[5], 5, "center"),
        ),
        rows=tuple(tuple(str(v) for v in r) for r in rows),
    )


def players_with_games(period: Period) -> list[int]:
    """The IDs of the players whose card has games this period (the cards that are printed)."""
    assert period.result is not None
    return [
        pid
        for pid, pc in zip(period.ids, period.result.players, strict=False)
        if pc.out and pc.out.indices
    ]


def _noop(_f: float) -> None:
    pass


def publish(
    period: Period,
    folder: Path,
    list_pdf: Callable[[Path, PrintTable], object],
    cards_pdf: Callable[[Path, Sequence[int]], object],
    labels: ListLabels = ListLabels(),
    tick: Callable[[float], None] = _noop,
    today: dt.date | None = None,
    force: bool = False,
) -> list[Path]:
    """Write the period's files into ``folder``, all or none; returns their paths
    (:data:`FILES`). ``cards_pdf`` is called last and reports its own progress (the longest
    part). Every file is staged (:class:`io.outputs.Staged`) and put in place only once all are
    written: a Cancel (``tick`` raising) or a failure leaves the folder as it was. Existing
    files are replaced only with ``force`` (the desk asks first); never an input."""
    if period.result is None:
        raise ElodeskError("the period has not been run")
    check_period_output(folder, period.inp.inputs, force, FILES)
    with Staged(folder, "elodesk publish") as staged:
        for name, data in period_files(period.inp, period.result, today or dt.date.today()).items():
            staged.write(name, data)
        tick(0.05)
        rows = rating_list(period)
        head = list(labels.head)
        write_workbook(
            staged.path("rating-list.xlsx"),
            [
                Sheet(labels.by_club, head, rows),
                Sheet(labels.by_name, head, sorted(rows, key=lambda x: (x[1], x[0]))),
            ],
        )
        tick(0.1)
        list_pdf(staged.path("rating-list.pdf"), list_table(period, rows, labels))
        tick(0.2)
        cards_pdf(staged.path("rating-cards.pdf"), players_with_games(period))
        tick(1.0)
        staged.commit()
    return [folder / n for n in FILES]
