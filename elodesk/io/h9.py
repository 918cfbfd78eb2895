"""EGD "h9" results files for Go tournaments.

ISO-8859-15 text (``shared/spec/formats.md``). Header comments ``; CL[A]``, ``; EV[name]``,
``; PC[country,city]``, ``; DT[start,end]``, ``; HA[rule]``, ``; KM[7.5]``, ``; TM[minutes]``;
player lines: place, surname and first name (spaces inside a name become ``_``), rank
(``3d``, ``12k``), country (2), club (≤ 4), then per round ``<opponent place><+|-|=>/<w|b>
<handicap>`` (``15+/w4``; ``0+``, ``0=``, ``0-`` for byes). The rank of an Entrant is kept in
its ``title`` field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..engine.model import ElodeskError, Entrant, EventType, Pairing, Result, Tournament
from .numbers import is_digits
from .problems import FileProblem


class H9Error(ElodeskError):
    """A file that cannot be read as h9."""


H9Problem = FileProblem  # noqa: N816 (the format's name for it)


@dataclass
class H9Document:
    tournament: Tournament
    tags: dict[str, str] = field(default_factory=dict)
    problems: list[H9Problem] = field(default_factory=list)


_TAG = re.compile(r"^;\s*([A-Z]{2})\[(.*)\]\s*$", re.ASCII)
_CELL = re.compile(r"^(\d+)([+\-=])(?:/([wb])(\d?))?$", re.ASCII)
_RANK = re.compile(r"^\d{1,2}[kdp]$", re.I | re.ASCII)


def parse(text: str) -> H9Document:
    """Parse an h9 file's text."""
    tags: dict[str, str] = {}
    problems: list[H9Problem] = []
    rows: list[tuple[int, Entrant, list[str]]] = []
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith(";"):
            m = _TAG.match(line)
            if m:
                tags[m.group(1)] = m.group(2)
            continue
        parts = line.split()
        if len(parts) < 5 or not is_digits(parts[0]):
            problems.append(H9Problem(n, "player", f"{line[:30]!r} is not a player line"))
            continue
        place = int(parts[0])
        rank_at = next((i for i in range(1, len(parts)) if _RANK.match(parts[i])), None)
        if rank_at is None or rank_at < 2:
            problems.append(H9Problem(n, "rank", "no rank such as 12k or 3d"))
            continue
        name = " ".join(p.replace("_", " ") for p in parts[1:rank_at])
        country = parts[rank_at + 1] if rank_at + 1 < len(parts) else ""
        club = (
            parts[rank_at + 2]
            if rank_at + 2 < len(parts) and not _CELL.match(parts[rank_at + 2])
            else ""
        )
        cells_from = rank_at + 2 + (1 if club else 0)
        rows.append(
            (
                n,
                Entrant(
                    number=place,
                    name=name,
                    title=parts[rank_at].lower(),
                    federation=country,
                    club=club,
                ),
                parts[cells_from:],
            )
        )
    if not rows:
        raise H9Error("no player line")
    numbers = {e.number for _, e, _ in rows}
    pairings: list[Pairing] = []
    for n, e, cells in rows:
        for r, cell in enumerate(cells, start=1):
            m = _CELL.match(cell)
            if not m:
                problems.append(H9Problem(n, f"round {r}", f"{cell!r} is not like 15+/w4"))
                continue
            opp = int(m.group(1))
            if opp == 0:
                pairings.append(
                    Pairing(r, e.number, 0, None, bye={"+": "F", "=": "H", "-": "Z"}[m.group(2)])
                )
                continue
            if opp not in numbers:
                problems.append(H9Problem(n, f"round {r}", f"opponent {opp} is not in the file"))
                continue
            if m.group(3) != "w":
                continue
            result = {"+": Result.WHITE_WINS, "-": Result.BLACK_WINS, "=": Result.DRAW}[m.group(2)]
            pairings.append(Pairing(r, e.number, opp, result, handicap=int(m.group(4) or 0)))
    dt = tags.get("DT", "").split(",")
    pc = tags.get("PC", "").split(",")
    t = Tournament(
        name=tags.get("EV", ""),
        players=tuple(e for _, e, _ in rows),
        pairings=tuple(pairings),
        city=pc[1].strip() if len(pc) > 1 else "",
        federation=pc[0].strip(),
        start=dt[0].strip() if dt else "",
        end=dt[1].strip() if len(dt) > 1 else "",
        rounds=max((len(c) for _, _, c in rows), default=0),
        type=EventType.OPEN,
        time_control=tags.get("TM", ""),
    )
    return H9Document(t, tags, problems)


def write(doc: H9Document | Tournament) -> str:
    """The h9 text of a tournament (players in place order)."""
    if isinstance(doc, Tournament):
        doc = H9Document(doc, {"CL": "A"})
    t = doc.tournament
    tags = dict(doc.tags)
    tags.update({"EV": t.name, "PC": f"{t.federation},{t.city}", "DT": f"{t.start},{t.end}"})
    tags.setdefault("CL", "A")
    out = [f"; {k}[{v}]" for k, v in tags.items()]
    for p in sorted(t.players, key=lambda p: p.number):
        cells = []
        for r in range(1, t.rounds + 1):
            cells.append(_cell(t, p.number, r))
        name = " ".join(part.replace(" ", "_") for part in p.name.split(" ", 1)) if p.name else "?"
        out.append(
            f"{p.number:4d} {name:<28} {p.title or '30k':>4} {p.federation or '--':2} "
            f"{p.club or '-':4} " + " ".join(f"{c:>8}" for c in cells)
        )
    return "\n".join(out) + "\n"


def _cell(t: Tournament, number: int, rnd: int) -> str:
    for g in t.pairings:
        if g.round != rnd:
            continue
        if g.black == 0 and g.white == number:
            return "0" + {"F": "+", "U": "+", "+": "+", "H": "="}.get(g.bye, "-")
        if number in (g.white, g.black) and g.black:
            white = g.white == number
            opp = g.black if white else g.white
            if g.result is None or not g.result.rated:
                sign = "+" if (g.result is Result.WHITE_FORFEIT_WIN) == white else "-"
            else:
                score = g.result.white_score if white else g.result.black_score
                sign = {1.0: "+", 0.0: "-", 0.5: "="}[score]
            hc = str(g.handicap) if g.handicap else ""
            return f"{opp}{sign}/{'w' if white else 'b'}{hc}"
    return "0-"


def read_bytes(data: bytes) -> H9Document:
    """Decode (ISO-8859-15, UTF-8 accepted) and parse."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("iso-8859-15")
    return parse(text)
