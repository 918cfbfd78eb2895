"""Invalid input never raises anything but the project's own errors (hypothesis), for every
rating system and every rule set, and what is accepted is rated and written back as UTF-8.

The generators go where the first fuzzer did not (issue #16, item 7): integers far beyond ±10⁶
(up to 5 000 digits, past Python's 4 300-digit conversion limit), floats up to ``1e308`` and
beyond (``1e400`` reads as infinity), lone surrogates (``"\\ud800"``) in ids, keys and names, and
FIDE/FQE/FFG as well as FRBE.
"""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.engine.model import ElodeskError, Event
from elodesk.engine.systems import get_system, system_names
from elodesk.io.ratejson import dumps, parse_rate_input, rate_output

#: Huge integers are written as digit strings (json.dumps refuses over 4 300 digits).
huge = st.integers(1, 5000).map(lambda n: "9" * n)
numbers = (
    st.integers(-(10**30), 10**30)
    | st.integers(-5, 12000)
    | st.sampled_from([1e308, -1e308, 1.7976931348623157e308, 5e-324, 0.5, 2399.5])
    | st.floats(allow_nan=False, allow_infinity=False)
)
#: Text with lone surrogates (json.dumps writes them as \\udXXX escapes, json.loads reads them
#: back as lone surrogates, which UTF-8 cannot encode).
texts = st.text(max_size=6) | st.sampled_from(["\ud800", "a\udfff", "é", "\x00", "9d", "31k"])

json_values = st.recursive(
    st.none() | st.booleans() | numbers | texts,
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "id",
                    "rating",
                    "games",
                    "white",
                    "black",
                    "result",
                    "score",
                    "opponents_sum",
                    "level",
                    "rank",
                    "type",
                    "players",
                    "event",
                    "\ud800",
                ]
            ),
            children,
            max_size=5,
        )
    ),
    max_leaves=20,
)

ids = st.sampled_from(["a", "b", "c", 1, "", None, "\ud800", "b\udc00", 10**25])
player = st.fixed_dictionaries(
    {"id": ids},
    optional={
        "rating": st.integers(-5, 2800) | numbers | st.text(max_size=2),
        "games": st.integers(-1, 400) | numbers,
        "opponents_sum": st.integers(-1, 60000) | numbers,
        "score": st.sampled_from([0, 0.5, 3, 2.3, -1, 40, 1e308]),
        "level": st.integers(-3000, 1000) | numbers,
        "rank": st.sampled_from(["15k", "3d", "9d", "10d", "30k", "31k", "0k", "99999d"]),
        "known": st.booleans(),
        "junior": st.booleans(),
        "reached_2400": st.booleans(),
        "birth_year": st.integers(1800, 2030) | numbers,
        "name": texts,
    },
)
game = st.fixed_dictionaries(
    {
        "white": ids,
        "black": ids,
        "result": st.sampled_from(["1-0", "0-1", "½-½", "+-", "x", 1]),
    },
    optional={"round": st.integers(-1, 20) | numbers, "handicap": st.integers(-1, 11)},
)
doc = st.fixed_dictionaries(
    {"players": st.lists(player, max_size=4), "games": st.lists(game, max_size=6)},
    optional={
        "event": st.fixed_dictionaries(
            {"type": st.sampled_from(["open", "round-robin", "match", "x"])},
            optional={"coefficient": numbers, "name": texts},
        )
    },
)


def _try(text):
    """Parse, rate with every system and rule set, and write the output as UTF-8."""
    try:
        event, players, games = parse_rate_input(text)
    except ElodeskError:
        return
    for name in system_names():
        system = get_system(name)
        for rules in system.rule_sets:
            try:
                results = system.rate(event, players, games, rules)
            except ElodeskError:
                continue
            dumps(rate_output(name, rules, results, 1 if name == "ffg" else 0)).encode("utf-8")


def _with_huge(d, digits: str) -> str:
    """The document with its first player's rating replaced by a literal of many digits."""
    text = json.dumps(d)
    return text.replace('"id":', f'"rating": {digits}, "id":', 1)


@settings(max_examples=300, deadline=None)
@given(doc)
def test_structured_inputs(d):
    _try(json.dumps(d))


@settings(max_examples=100, deadline=None)
@given(doc, huge)
def test_huge_integers(d, digits):
    _try(_with_huge(d, digits))


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_arbitrary_json(v):
    _try(json.dumps(v))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=64))
def test_arbitrary_bytes(b):
    _try(b)


def test_event_default():
    assert Event().type.value == "open"
