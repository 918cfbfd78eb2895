"""The ``elodesk rate`` JSON format (``shared/spec/cli.md``): reader and writer.

The reader validates every field and raises :class:`InvalidInput` naming the record
(``players[2]``, ``games[5]``) and the field; it never lets another exception out.

Every number is bounded by what the federation's files can hold (``shared/spec/formats.md``,
PLAYER.DBF: ELO_PRECE N4, PART_PRECE N4, ADVERSAIRE N6, PERFORMAN N5.1) or by the rules
(``shared/rules/ffg.md``: levels are clamped to −2950…850, 30k…9d), so no value can reach the
engine that would overflow a float (a rating of 10**400, ``1e308``) or Python's 4 300-digit limit
on integer conversion. Text must be valid Unicode: JSON's ``"\\ud800"`` (a lone surrogate) cannot
be written back as UTF-8 and is refused where it is read.
"""

from __future__ import annotations

import json
import math
from typing import Any

from ..engine.model import (
    Event,
    EventType,
    Game,
    InvalidInput,
    InvalidResult,
    Player,
    PlayerRating,
    Result,
)
from .numbers import is_digits

_RANK_OK = "kd"
#: The longest number literal read (more digits cannot be a rating, a count or a level; Python
#: refuses to convert integers of more than 4 300 digits and floats overflow long before that).
_MAX_DIGITS = 30
#: Largest accepted value per field: the width of its PLAYER.DBF column (formats.md).
LIMITS: dict[str, tuple[float, float]] = {
    "rating": (0, 9999),  # ELO_PRECE N4
    "games": (0, 9999),  # PART_PRECE N4
    "opponents_sum": (0, 999999),  # ADVERSAIRE N6
    "score": (0, 9999.5),  # PERFORMAN N5.1
    "level": (-2950, 850),  # ffg.md: levels clamped to [−2950, 850]
    "birth_year": (1850, 9999),
    "round": (1, 9999),
    "handicap": (0, 9),
    "coefficient": (0, 100),
}
#: Ranks (ffg.md): 30k…1k and 1d…9d, the centres of the clamped levels.
_RANK_MAX = {"k": 30, "d": 9}


class _TooLong:
    """A number literal with more than :data:`_MAX_DIGITS` characters (never a str nor a
    number, so no field takes it for an id or a value)."""

    def __init__(self, text: str) -> None:
        self.length = len(text)


def _parse_number(text: str) -> Any:
    if len(text) > _MAX_DIGITS:
        return _TooLong(text)
    return float(text) if any(c in text for c in ".eE") else int(text)


def _show(value: Any) -> str:
    """``repr`` of a value for a message, cut so that a message stays one short line."""
    if isinstance(value, _TooLong):
        return f"a number of {value.length} characters"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _number(value: Any, where: str, field: str) -> int | float:
    if isinstance(value, _TooLong):
        raise InvalidInput(f"number too long ({_show(value)})", where, field)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidInput(f"expected a number, got {_show(value)}", where, field)
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidInput(f"expected a number, got {_show(value)}", where, field)
    low, high = LIMITS.get(field, (-math.inf, math.inf))
    if value > high:
        raise InvalidInput(f"must be {high:g} or less, got {value:g}", where, field)
    return value


def _int(value: Any, where: str, field: str, *, minimum: int | None = 0) -> int:
    value = _number(value, where, field)
    if isinstance(value, float):
        if value != int(value):
            raise InvalidInput(f"expected a whole number, got {_show(value)}", where, field)
        value = int(value)
    if minimum is not None and value < minimum:
        raise InvalidInput(f"must be {minimum} or more, got {value}", where, field)
    return value


def _num(value: Any, where: str, field: str) -> float:
    value = _number(value, where, field)
    low = LIMITS.get(field, (-math.inf, math.inf))[0]
    if value < low:
        raise InvalidInput(f"must be {low:g} or more, got {value:g}", where, field)
    return float(value)


def _check_text(doc: Any) -> None:
    """Refuse a lone surrogate anywhere (keys included), naming where it is; iterative, so that
    a document nested as deeply as ``json`` accepts is walked without recursion."""
    stack: list[tuple[str, Any]] = [("", doc)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError as exc:
                where, _, field = path.rpartition(".")
                raise InvalidInput(
                    f"not valid Unicode (lone surrogate \\u{ord(value[exc.start]):04x})",
                    where or field or "input",
                    field if where else "",
                ) from None
        elif isinstance(value, dict):
            for k, v in reversed(value.items()):  # popped in document order
                name = "".join(f"\\u{ord(c):04x}" if 0xD800 <= ord(c) < 0xE000 else c for c in k)
                sub = f"{path}.{name}" if path else name
                stack += [(sub, v), (sub, k)]
        elif isinstance(value, list):
            stack.extend((f"{path}[{i}]", v) for i, v in reversed(list(enumerate(value))))


def _player(obj: Any, i: int) -> Player:
    where = f"players[{i}]"
    if not isinstance(obj, dict):
        raise InvalidInput("expected an object", where)
    pid = obj.get("id")
    if isinstance(pid, int) and not isinstance(pid, bool):
        pid = str(pid)
    if not isinstance(pid, str) or not pid.strip():
        raise InvalidInput(f"missing or empty id ({_show(pid)})", where, "id")
    kw: dict[str, Any] = {"id": pid}
    if "rating" in obj:
        kw["rating"] = _int(obj["rating"], where, "rating")
    if "games" in obj:
        kw["games"] = _int(obj["games"], where, "games")
    if "opponents_sum" in obj:
        kw["opponents_sum"] = _int(obj["opponents_sum"], where, "opponents_sum")
    if "score" in obj:
        score = _num(obj["score"], where, "score")
        if score < 0 or (score * 2) != int(score * 2):
            raise InvalidInput(
                f"score must be a non-negative multiple of 0.5, got {score}", where, "score"
            )
        kw["score"] = score
    if "level" in obj:
        kw["level"] = _num(obj["level"], where, "level")
    if "rank" in obj:
        rank = obj["rank"]
        if (
            not isinstance(rank, str)
            or len(rank) < 2
            or rank[-1].lower() not in _RANK_OK
            or not is_digits(rank[:-1])
        ):
            raise InvalidInput(f"rank must look like 15k or 3d, got {_show(rank)}", where, "rank")
        if len(rank) > 3 or not 1 <= int(rank[:-1]) <= _RANK_MAX[rank[-1].lower()]:
            raise InvalidInput(f"rank must be 30k…1k or 1d…9d, got {_show(rank)}", where, "rank")
        kw["rank"] = rank.lower()
    for flag in ("known", "junior", "reached_2400"):
        if flag in obj:
            if not isinstance(obj[flag], bool):
                raise InvalidInput(f"expected true or false, got {_show(obj[flag])}", where, flag)
            kw[flag] = obj[flag]
    if "birth_year" in obj:
        kw["birth_year"] = _int(obj["birth_year"], where, "birth_year", minimum=1850)
    if "name" in obj and isinstance(obj["name"], str):
        kw["name"] = obj["name"]
    return Player(**kw)


def _game(obj: Any, j: int) -> Game:
    where = f"games[{j}]"
    if not isinstance(obj, dict):
        raise InvalidInput("expected an object", where)
    ids = []
    for side in ("white", "black"):
        v = obj.get(side)
        if isinstance(v, int) and not isinstance(v, bool):
            v = str(v)
        if not isinstance(v, str) or not v:
            raise InvalidInput(f"missing player id ({_show(v)})", where, side)
        ids.append(v)
    res = obj.get("result")
    if not isinstance(res, str):
        raise InvalidResult(f"missing or non-text result ({_show(res)})", where, "result")
    try:
        result = Result.parse(res)
    except InvalidResult as exc:
        raise InvalidResult(str(exc), where, "result") from None
    rnd = obj.get("round")
    rnd = _int(rnd, where, "round", minimum=1) if rnd is not None else None
    handicap = _int(obj.get("handicap", 0), where, "handicap")
    if handicap > 9:
        raise InvalidInput(f"handicap must be 0–9 stones, got {handicap}", where, "handicap")
    return Game(ids[0], ids[1], result, rnd, handicap)


def parse_rate_input(text: str | bytes) -> tuple[Event, list[Player], list[Game]]:
    """Parse an ``elodesk rate`` input document; raise :class:`InvalidInput` on any problem."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
        doc = json.loads(text, parse_int=_parse_number, parse_float=_parse_number)
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"not UTF-8 ({exc.reason} at byte {exc.start})", "input") from None
    except json.JSONDecodeError as exc:
        raise InvalidInput(
            f"malformed JSON: {exc.msg} at line {exc.lineno} column {exc.colno}", "input"
        ) from None
    except RecursionError:
        raise InvalidInput("malformed JSON: nested too deeply", "input") from None
    except ValueError as exc:  # a number json cannot convert (kept for safety)
        raise InvalidInput(f"malformed JSON: {exc}", "input") from None
    _check_text(doc)
    if not isinstance(doc, dict):
        raise InvalidInput("the document must be a JSON object", "input")
    ev = doc.get("event", {})
    if not isinstance(ev, dict):
        raise InvalidInput("expected an object", "event")
    etype = ev.get("type", "open")
    try:
        event_type = EventType(etype)
    except ValueError:
        raise InvalidInput(
            f"unknown event type {_show(etype)} (round-robin, open or match)", "event", "type"
        ) from None
    coeff = _num(ev.get("coefficient", 1.0), "event", "coefficient")
    if coeff <= 0:
        raise InvalidInput(f"coefficient must be positive, got {coeff}", "event", "coefficient")
    name = ev.get("name", "")
    event = Event(name if isinstance(name, str) else str(name), event_type, coeff)
    players_raw = doc.get("players")
    games_raw = doc.get("games", [])
    if not isinstance(players_raw, list):
        raise InvalidInput("expected a list of players", "players")
    if not isinstance(games_raw, list):
        raise InvalidInput("expected a list of games", "games")
    players = [_player(p, i) for i, p in enumerate(players_raw)]
    games = [_game(g, j) for j, g in enumerate(games_raw)]
    return event, players, games


def _round(value: float | None, places: int) -> float | int | None:
    if value is None:
        return None
    r = round(value, places)
    return int(r) if places == 0 else r


def rate_output(
    system: str, rules: str, results: list[PlayerRating], decimals: int = 0
) -> dict[str, Any]:
    """The output document of ``elodesk rate``; ratings with ``decimals`` places (1 for FFG)."""
    return {
        "system": system,
        "rules": rules,
        "players": [
            {
                "id": r.id,
                "status": r.status.value,
                "old": _round(r.old, decimals),
                "new": _round(r.new, decimals),
                "delta": _round(r.delta, decimals),
                "games": r.games,
                "games_after": r.games_after,
                "score": float(r.score),
                "expected": None if r.expected is None else round(r.expected, 2),
                "performance": _round(r.performance, decimals),
                "fictitious": r.fictitious,
                "notes": list(r.notes),
            }
            for r in results
        ],
    }


def dumps(doc: dict[str, Any]) -> str:
    """Serialise an output document (UTF-8, stable key order)."""
    return json.dumps(doc, ensure_ascii=False, indent=1)
