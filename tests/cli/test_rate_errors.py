"""`elodesk rate` on bad input: exit 2, one line on stderr naming the field, nothing on stdout."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

GOOD = {
    "event": {"type": "open"},
    "players": [{"id": "a", "rating": 1500, "games": 50}, {"id": "b", "rating": 1600, "games": 50}],
    "games": [{"white": "a", "black": "b", "result": "1-0"}],
}


def run(doc_or_text, *extra):
    data = doc_or_text if isinstance(doc_or_text, (str, bytes)) else json.dumps(doc_or_text)
    if isinstance(data, str):
        data = data.encode()
    return subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "rate", "--system", "frbe", *extra, "-"],
        input=data,
        capture_output=True,
        timeout=60,
    )


def variant(path, value):
    doc = json.loads(json.dumps(GOOD))
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


CASES = [
    (variant(["games", 0, "black"], "zz"), "games[0].black: unknown player id 'zz'"),
    (variant(["games", 0, "black"], "a"), "games[0].black: player 'a' is paired with himself"),
    (variant(["players", 1, "id"], "a"), "players[1].id: duplicate player id 'a'"),
    (variant(["games", 0, "result"], "2-0"), "games[0].result: unknown result '2-0'"),
    (variant(["players", 0, "rating"], -5), "players[0].rating: must be 0 or more"),
    (variant(["players", 0, "rating"], "1500"), "players[0].rating: expected a number"),
    (variant(["event", "type"], "swiss"), "event.type: unknown event type 'swiss'"),
    ("{not json", "input: malformed JSON"),
    (b"\xff\xfe{}", "input: not UTF-8"),
    ("[]", "input: the document must be a JSON object"),
]


@pytest.mark.parametrize(
    "doc,message", CASES, ids=[c[1].split(":")[0] + str(i) for i, c in enumerate(CASES)]
)
def test_bad_input(doc, message):
    proc = run(doc)
    assert proc.returncode == 2
    assert proc.stdout == b""
    err = proc.stderr.decode()
    assert err.count("\n") == 1 and "Traceback" not in err
    assert message in err


def test_unknown_rules_and_system():
    proc = run(GOOD, "--rules", "frbe-1900")
    assert proc.returncode == 2 and "unknown rule set 'frbe-1900'" in proc.stderr.decode()
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "rate", "--system", "xyz", "-"],
        input=b"{}",
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "unknown rating system 'xyz'" in proc.stderr.decode()


def test_missing_file():
    proc = subprocess.run(
        [sys.executable, "-m", "elodesk.cli", "rate", "--system", "frbe", "/nonexistent/x.json"],
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "/nonexistent/x.json: cannot read" in proc.stderr.decode()


def test_good_output_fields():
    proc = run(GOOD)
    assert proc.returncode == 0
    doc = json.loads(proc.stdout)
    assert doc["system"] == "frbe" and doc["rules"] == "frbe-2008"
    fields = {
        "id",
        "status",
        "old",
        "new",
        "delta",
        "games",
        "games_after",
        "score",
        "expected",
        "performance",
        "fictitious",
        "notes",
    }
    assert all(set(p) == fields for p in doc["players"])
    a = doc["players"][0]
    # 1500 vs 1600: We .36, win, K 32 → 1500 + 20.48 = 1520
    assert (a["new"], a["delta"], a["expected"], a["games_after"]) == (1520, 20, 0.36, 51)


@pytest.mark.parametrize(
    "system,player,message",
    [
        # shared/rules/ffg.md: levels are clamped to [−2950, 850], the ranks 30k…9d
        ("ffg", {"id": "a", "rank": "10d"}, "players[0].rank: rank must be 30k…1k or 1d…9d"),
        ("ffg", {"id": "a", "rank": "99999d"}, "players[0].rank: rank must be 30k…1k or 1d…9d"),
        ("ffg", {"id": "a", "level": -3000}, "players[0].level: must be -2950 or more"),
        ("ffg", {"id": "a", "level": 1e308}, "players[0].level: must be 850 or less"),
        # formats.md: PART_PRECE N4, ADVERSAIRE N6
        ("fqe", {"id": "a", "rating": 1500, "games": 10**6}, "players[0].games: must be 9999"),
        ("frbe", {"id": "a", "opponents_sum": 10**7}, "players[0].opponents_sum: must be 999999"),
    ],
)
def test_bounds_of_every_system(system, player, message):
    doc = {"players": [player, {"id": "b", "rating": 1500, "games": 50, "level": 0}], "games": []}
    proc = run(doc, "--system", system)
    assert proc.returncode == 2 and proc.stdout == b""
    err = proc.stderr.decode()
    assert err.count("\n") == 1 and message in err, err
