"""Invalid input never raises anything but the project's own errors (hypothesis)."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from elodesk.engine.model import ElodeskError, Event
from elodesk.engine.systems import get_system
from elodesk.io.ratejson import parse_rate_input

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=True)
    | st.text(max_size=6),
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
                    "type",
                    "players",
                    "games",
                    "event",
                ]
            ),
            children,
            max_size=5,
        )
    ),
    max_leaves=20,
)

player = st.fixed_dictionaries(
    {"id": st.sampled_from(["a", "b", "c", 1, "", None])},
    optional={
        "rating": st.integers(-5, 2800) | st.text(max_size=2),
        "games": st.integers(-1, 400),
        "opponents_sum": st.integers(-1, 60000),
        "score": st.sampled_from([0, 0.5, 3, 2.3, -1, 40]),
    },
)
game = st.fixed_dictionaries(
    {
        "white": st.sampled_from(["a", "b", "c", "d"]),
        "black": st.sampled_from(["a", "b", "c", "d"]),
        "result": st.sampled_from(["1-0", "0-1", "½-½", "+-", "x", 1]),
    }
)
doc = st.fixed_dictionaries(
    {"players": st.lists(player, max_size=4), "games": st.lists(game, max_size=6)},
    optional={
        "event": st.fixed_dictionaries(
            {"type": st.sampled_from(["open", "round-robin", "match", "x"])}
        )
    },
)


def _try(text):
    try:
        event, players, games = parse_rate_input(text)
        for rules in ("frbe-2008", "frbe-2022"):
            get_system("frbe").rate(event, players, games, rules)
    except ElodeskError:
        pass


@settings(max_examples=300, deadline=None)
@given(doc)
def test_structured_inputs(d):
    _try(json.dumps(d))


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
