"""Publishing a period: PLAYER.DBF and CHCKLIST.DBF (both or neither, the DBF headers dated the
run's date), the rating list as Excel (by club then rating, and by name) and the PDFs of the
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
from .officer_session import Period
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
    federation: str = "FRBE-KBSB"
    club: str = "Club %1"
    players: str = "%1 players"


FILES = ("PLAYER.DBF", "CHCKLIST.DBF", "rating-list.xlsx", "rating-list.pdf", "rating-cards.pdf")
#: Who the published list holds: the affiliated members (PLAYER.DBF's SUPPRESS false:
#: shared/spec/formats.md, "SUPPRESS L (not affiliated)"), or every member; never a deceased one
#: (DECEDE true, the 2022 layout: 245 of 27 790 records in 2022-01).
MEMBERS = ("affiliated", "all")


def rating_list(period: Period, members: str = "affiliated") -> list[Row]:
    """The players the federation publishes: a rating after the run, not deceased, and (unless
    ``members`` is "all") affiliated; by club then rating (highest first). The flag "FIDE" marks
    a foreign-federation player whose rating is his FIDE rating."""
    if period.result is None:
        raise ElodeskError("the period has not been run")
    if members not in MEMBERS:
        raise ElodeskError(f"members: {members!r} is not one of {', '.join(MEMBERS)}")
    plist = period.inp.players
    table = plist.table
    dead = plist.get("DECEDE") if table.has("DECEDE") else None
    gone = plist.get("SUPPRESS") if table.has("SUPPRESS") and members != "all" else None
    index = period.inp.player_index
    pps = period.inp.period_players
    rows = []
    for r, pc in enumerate(period.result.players):
        if not pc.elo or r >= len(index):  # unrated, or not in the list (run from the previous)
            continue
        k = index[r]
        if (dead is not None and dead[k]) or (gone is not None and gone[k]):
            continue
        rows.append(
            [
                period.ids[r],
                period.names[r],
                period.clubs[r] or 0,
                pc.elo,
                pc.games,
                "FIDE" if pps[r].keep_rating else "",
            ]
        )
    rows.sort(key=lambda x: (x[2], -x[3], x[0]))
    return rows


def list_table(
    period: Period,
    rows: Sequence[Row],
    labels: ListLabels = ListLabels(),
    name: str = "",
    day: dt.date | None = None,
) -> PrintTable:
    """The rating list as a printable table, grouped by club (a heading row per club: the
    rows of ``groups``): titled with the federation, the period's name (``name``, as its list:
    ``app.period_dates``) and the day of publication; one column per field with a width in
    characters (the name's 30, NOM_PRENOM's length in PLAYER.DBF), numbers right-aligned."""
    h = labels.head
    out: list[tuple[str, ...]] = []
    groups: list[int] = []
    club = None
    for r in rows:
        if r[2] != club:
            club = r[2]
            groups.append(len(out))
            out.append(("", labels.club.replace("%1", str(club)), "", "", "", ""))
        out.append(tuple(str(v) for v in r))
    when = (day or dt.date.today()).isoformat()
    return PrintTable(
        title=f"{labels.federation} — {labels.title} {name}".rstrip(),
        subtitle=f"{when} · {period.rules} · {labels.players.replace('%1', str(len(rows)))}",
        columns=(
            Column(h[0], 6, "right"),
            Column(h[1], 30),
            Column(h[2], 5, "right"),
            Column(h[3], 6, "right"),
            Column(h[4], 6, "right"),
            Column(h[5], 5, "center"),
        ),
        rows=tuple(out),
        groups=tuple(groups),
    )


def period_name(period: Period) -> str:
    """The period's name, as its list (``app.period_dates.period_of`` on its game file)."""
    from .period_dates import period_name as name
    from .period_dates import period_of_file

    return name(period_of_file(period.inp.games)[0])


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
    members: str = "affiliated",
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
        for name, data in period_files(period.inp, period.result).items():
            staged.write(name, data)
        tick(0.05)
        rows = rating_list(period, members)
        head = list(labels.head)
        write_workbook(
            staged.path("rating-list.xlsx"),
            [
                Sheet(labels.by_club, head, rows),
                Sheet(labels.by_name, head, sorted(rows, key=lambda x: (x[1], x[0]))),
            ],
        )
        tick(0.1)
        table = list_table(period, rows, labels, period_name(period), today)
        list_pdf(staged.path("rating-list.pdf"), table)
        tick(0.2)
        cards_pdf(staged.path("rating-cards.pdf"), players_with_games(period))
        tick(1.0)
        staged.commit()
    return [folder / n for n in FILES]
