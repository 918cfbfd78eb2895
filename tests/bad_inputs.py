"""The table of bad input tried (README, "Troubleshooting"): what the user does, and the
message he gets. ``tests/test_bad_input.py`` runs every row through the real command."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from elodesk.io.dbf import DbfTable
from tests import smtp_servers as hostile

Maker = Callable[[Path], list[str]]


def _dbf(path: Path, fields, rows: dict) -> Path:
    t = DbfTable.create(fields, len(next(iter(rows.values()))))
    for k, v in rows.items():
        t.set_column(k, v)
    t.save(path)
    return path


PLAYER_FIELDS = [
    ("MATRICULE", "N", 6, 0),
    ("NOM_PRENOM", "C", 25, 0),
    ("ELO_PRECE", "N", 4, 0),
    ("PART_PRECE", "N", 4, 0),
    ("ELO_CALCUL", "N", 4, 0),
    ("PART_CALCU", "N", 4, 0),
    ("SUPPRESS", "L", 1, 0),
]
GAME_FIELDS = [
    ("JOUEUR", "N", 6, 0),
    ("RESULTAT", "N", 1, 0),
    ("ADVERS", "N", 6, 0),
    ("VAL_ADVERS", "N", 4, 0),
    ("NB_PARTIES", "N", 4, 0),
]


def players(d: Path) -> Path:
    return _dbf(
        d / "PLAYER.DBF",
        PLAYER_FIELDS,
        {
            "MATRICULE": [1, 2],
            "ELO_PRECE": [1500, 1600],
            "PART_PRECE": [50, 50],
            "NOM_PRENOM": ["A", "B"],
        },
    )


def games(d: Path, **cols) -> Path:
    base = {"JOUEUR": [1, 2], "ADVERS": [2, 1], "RESULTAT": [1, 0]}
    base.update(cols)
    return _dbf(d / "CHCKLIST.DBF", GAME_FIELDS, base)


def rate_json(d: Path, doc) -> list[str]:
    p = d / "event.json"
    p.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return ["rate", "--system", "frbe", str(p)]


GOOD_EVENT = {
    "players": [{"id": "a", "rating": 1500, "games": 50}, {"id": "b", "rating": 1600, "games": 50}],
    "games": [{"white": "a", "black": "b", "result": "1-0"}],
}


def _with(path, key, value):
    doc = json.loads(json.dumps(GOOD_EVENT))
    doc[path][0][key] = value
    return doc


def rate_text(d: Path, text: str, system: str = "frbe") -> list[str]:
    """An input written as text (json.dumps cannot write integers of over 4 300 digits)."""
    p = d / "event.json"
    p.write_text(text, encoding="utf-8")
    return ["rate", "--system", system, str(p)]


def _rating_literal(literal: str) -> str:
    return json.dumps(GOOD_EVENT).replace('"rating": 1500', f'"rating": {literal}', 1)


def truncated(d: Path) -> list[str]:
    data = players(d).read_bytes()
    (d / "PLAYER.DBF").write_bytes(data[:-40])
    return [
        "period",
        "--players",
        str(d / "PLAYER.DBF"),
        "--games",
        str(games(d)),
        "--out",
        str(d / "out"),
    ]


def fifo(path: Path) -> Path:
    """A named pipe no program writes to: reading it blocks forever (the attack's hang)."""
    import os

    import pytest

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    os.mkfifo(path)
    return path


def undercounted(d: Path) -> list[str]:
    """A CHCKLIST.DBF of 2 games whose header announces 1 (the second game was left out of the
    period, exit 0, in the attack)."""
    path = games(d)
    data = bytearray(path.read_bytes())
    data[4:8] = (1).to_bytes(4, "little")
    path.write_bytes(bytes(data))
    return ["period", "--players", str(players(d)), "--games", str(path), "--out", str(d / "out")]


def nonnumeric(d: Path) -> list[str]:
    p = players(d)
    data = bytearray(p.read_bytes())
    t = DbfTable(bytes(data))
    pos = len(t.header) + t.field("ELO_PRECE").offset
    data[pos : pos + 4] = b"15O0"
    p.write_bytes(bytes(data))
    return ["period", "--players", str(p), "--games", str(games(d)), "--out", str(d / "out")]


def not_dbf(d: Path) -> list[str]:
    (d / "PLAYER.DBF").write_bytes(b"PK\x03\x04" + b"\x00" * 200)  # an .xlsx renamed
    return [
        "period",
        "--players",
        str(d / "PLAYER.DBF"),
        "--games",
        str(games(d)),
        "--out",
        str(d / "out"),
    ]


def unknown_player(d: Path) -> list[str]:
    return [
        "period",
        "--players",
        str(players(d)),
        "--games",
        str(games(d, JOUEUR=[1, 7])),
        "--out",
        str(d / "out"),
    ]


def bad_result_dbf(d: Path) -> list[str]:
    return [
        "period",
        "--players",
        str(players(d)),
        "--games",
        str(games(d, RESULTAT=[1, 3])),
        "--out",
        str(d / "out"),
    ]


def _period(d: Path, players_path: Path, games_path: Path) -> list[str]:
    return [
        "period",
        "--players",
        str(players_path),
        "--games",
        str(games_path),
        "--out",
        str(d / "out"),
    ]


def players_typed(d: Path, name: str, ftype: str, length: int, dec: int, values) -> Path:
    """PLAYER.DBF with field ``name`` declared (ftype, length, dec) and holding ``values``."""
    fields = [
        (n, ftype, length, dec) if n == name else (n, t, ln, dc) for n, t, ln, dc in PLAYER_FIELDS
    ]
    return _dbf(
        d / "PLAYER.DBF",
        fields,
        {
            "MATRICULE": [1, 2],
            "ELO_PRECE": [1500, 1600],
            "PART_PRECE": [50, 50],
            "NOM_PRENOM": ["A", "B"],
            name: values,
        },
    )


def raw_value(path: Path, record: int, name: str, value: bytes) -> Path:
    """Write ``value`` as the raw bytes of field ``name`` in ``record`` (0-based)."""
    data = bytearray(path.read_bytes())
    t = DbfTable(bytes(data))
    f = t.field(name)
    pos = len(t.header) + record * t.record_length + f.offset
    data[pos : pos + f.length] = value.rjust(f.length)
    path.write_bytes(bytes(data))
    return path


def zero_length_field(d: Path) -> list[str]:
    """A header declaring a field of length 0 (issue 16: a 100 MB such file took 5.6 GB)."""
    p = players(d)
    data = bytearray(p.read_bytes())
    t = DbfTable(bytes(data))
    k = t.field_names.index("NOM_PRENOM")
    desc = 32 + 32 * k
    data[desc + 16] = 0  # NOM_PRENOM C(0): the record length no longer adds up either
    data[desc + 17] = 0
    p.write_bytes(bytes(data))
    return _period(d, p, games(d))


def chessman_file(d: Path, transform) -> list[str]:
    src = (Path(__file__).parent / "data" / "club.618").read_bytes()
    p = d / "club.618"
    p.write_bytes(transform(src))
    return ["check", str(p)]


def trf_file(d: Path, transform) -> list[str]:
    src = (Path(__file__).parent / "data" / "expected_national.541").read_bytes()
    p = d / "S_X.541"
    p.write_bytes(transform(src))
    return ["check", str(p)]


def h9_file(d: Path, text: str) -> list[str]:
    p = d / "t.h9"
    p.write_text(text, encoding="iso-8859-15")
    return ["check", str(p)]


def event(d: Path, name: str | None = None, player: str | None = None) -> Path:
    """The demo's round robin (elodesk/demo.py), its name or first player's name changed."""
    from elodesk.app.demo import create_demo
    from elodesk.io.store import EventStore

    rr, _open = create_demo(d / "demo")
    if name is not None or player is not None:
        s = EventStore(rr)
        if name is not None:
            s.set("name", name)
        first = s.players()[0]["number"]
        s.close()
        if player is not None:  # written as an older elodesk did (the desk now refuses it)
            import sqlite3

            db = sqlite3.connect(rr)
            db.execute("UPDATE players SET name = ? WHERE number = ?", (player, first))
            db.commit()
            db.close()
    return rr


def send(d: Path, *args: str, ev: Path | None = None) -> list[str]:
    ev = ev or event(d)
    return ["send", str(ev), "--from", "club@example.org", "--to", "ratings@example.org", *args]


def draft_over_event(d: Path) -> list[str]:
    ev = event(d)
    return send(d, "--eml", str(ev), ev=ev)


def draft_over_file(d: Path) -> list[str]:
    (d / "draft.eml").write_text("someone else's file")
    return send(d, "--eml", str(d / "draft.eml"))


def smtp(d: Path, script: hostile.Script, *args: str) -> list[str]:
    """``send --smtp`` to a hostile server on 127.0.0.1 (security none, no user)."""
    port = hostile.serve(script)
    return send(d, "--smtp", f"127.0.0.1:{port}", "--security", "none", *args)


def pair_file(d: Path, header: list[str], extra: str = "", rnd: int = 1) -> list[str]:
    """A 4-player TRF for ``elodesk pair`` (round ``rnd`` asked), with header lines and a cell
    of round 1 on player 1's line."""
    lines = ["012 Bad input", *header]
    for n in range(1, 5):
        line = f"001 {n:4d}      Player {n:<26} {2000 - 10 * n:4d}"
        lines.append(line.ljust(89) + extra if n == 1 and extra else line)
    (d / "in.trf").write_text("\r\n".join(lines) + "\r\n")
    return ["pair", "--system", "dutch", str(d / "in.trf"), "--round", str(rnd)]


# (what the user did, how to reproduce it, exit status, the message (a part of it))
TABLE: list[tuple[str, Maker, int, str]] = [
    (
        "JSON that is not JSON",
        lambda d: rate_json(d, "{players: ["),
        2,
        "input: malformed JSON: Expecting property name",
    ),
    (
        "JSON in a legacy code page",
        lambda d: (
            d.joinpath("e.json").write_bytes('{"event": {"name": "Liège"}}'.encode("cp1252")),
            ["rate", "--system", "frbe", str(d / "e.json")],
        )[1],
        2,
        "input: not UTF-8",
    ),
    (
        "an impossible result",
        lambda d: rate_json(d, _with("games", "result", "2-0")),
        2,
        "games[0].result: unknown result '2-0'",
    ),
    (
        "an unknown player in a game",
        lambda d: rate_json(d, _with("games", "black", "zz")),
        2,
        "games[0].black: unknown player id 'zz'",
    ),
    (
        "a player paired with himself",
        lambda d: rate_json(d, _with("games", "black", "a")),
        2,
        "games[0].black: player 'a' is paired with himself",
    ),
    (
        "a negative rating",
        lambda d: rate_json(d, _with("players", "rating", -10)),
        2,
        "players[0].rating: must be 0 or more",
    ),
    (
        "rate: a rating of 5 000 digits (Python's limit is 4 300)",
        lambda d: rate_text(d, _rating_literal("9" * 5000)),
        2,
        "players[0].rating: number too long (a number of 5000 characters)",
    ),
    (
        "rate: a rating of 1e308",
        lambda d: rate_text(d, _rating_literal("1e308")),
        2,
        "players[0].rating: must be 9999 or less, got 1e+308",
    ),
    (
        "rate: a huge FIDE rating (10^400)",
        lambda d: rate_text(d, _rating_literal("1" + "0" * 400), "fide"),
        2,
        "players[0].rating: number too long",
    ),
    (
        "rate: a FIDE rating over the 4 digits of the rating lists",
        lambda d: rate_text(d, _rating_literal("100000"), "fide"),
        2,
        "players[0].rating: must be 9999 or less, got 100000",
    ),
    (
        "rate: a lone surrogate in an id",
        lambda d: rate_text(d, json.dumps(GOOD_EVENT).replace('"a"', '"\\ud800"')),
        2,
        "players[0].id: not valid Unicode (lone surrogate \\ud800)",
    ),
    ("a truncated PLAYER.DBF", truncated, 2, "announces 2 records but the file holds 1"),
    (
        "a CHCKLIST.DBF holding more records than its header counts",
        undercounted,
        2,
        "CHCKLIST.DBF: the header announces 1 records but the file holds 2",
    ),
    (
        "a letter in a numeric DBF field (the player is left out, the period runs)",
        nonnumeric,
        0,
        "record 1, field ELO_PRECE: '15O0' is not a number",
    ),
    (
        "inf in a numeric DBF field",
        lambda d: _period(d, raw_value(players(d), 1, "ELO_PRECE", b"inf"), games(d)),
        0,
        "record 2, field ELO_PRECE: ' inf' is not a number",
    ),
    (
        "nan in a numeric DBF field",
        lambda d: _period(d, raw_value(players(d), 0, "PART_PRECE", b"nan"), games(d)),
        0,
        "record 1, field PART_PRECE: ' nan' is not a number",
    ),
    (
        "ELO_PRECE declared as a date",
        lambda d: _period(d, players_typed(d, "ELO_PRECE", "D", 8, 0, [None, None]), games(d)),
        2,
        "field ELO_PRECE is of type D (date, 8 wide), expected a whole number",
    ),
    (
        "a DBF field of length 0",
        zero_length_field,
        2,
        "field NOM_PRENOM (descriptor 2) has length 0",
    ),
    ("an Excel file given as PLAYER.DBF", not_dbf, 2, "not a DBF file (first byte 0x50)"),
    (
        "a game of a player not in the list (left out, the period runs)",
        unknown_player,
        0,
        "record 2, field JOUEUR: player 7 is not in",
    ),
    (
        "an impossible result in CHCKLIST (left out, the period runs)",
        bad_result_dbf,
        0,
        "record 2, field RESULTAT: 3 is not a result",
    ),
    (
        "24 lines: counts that do not match the code line",
        lambda d: chessman_file(d, lambda b: b.replace(b"+2=0-2", b"+3=0-2")),
        1,
        "code line: announces +3=0-2, the lines give +2=0-2",
    ),
    (
        "24 lines: a game dated in the future",
        lambda d: chessman_file(d, lambda b: b.replace(b"B 1   12/10/2026", b"B 1   12/10/2099")),
        1,
        "12/10/2099 is in the future",
    ),
    (
        "24 lines: a date older than a year",
        lambda d: chessman_file(d, lambda b: b.replace(b"B 1   12/10/2026", b"B 1   12/10/2024")),
        1,
        "12/10/2024 is more than a year old",
    ),
    (
        "24 lines: the same game twice",
        lambda d: chessman_file(
            d,
            lambda b: b.replace(
                b"  3 Janssens, Luc             12935 541 BEL 1655   4 B 0",
                b"  3 Dubois, Marc              21134 541 BEL 1864   4 B 1",
            ).replace(
                b"  4 Lambert, Sophie           84735 541 BEL 1941   3 N 1",
                b"  4 Peeters, Anna             16858 541 BEL 1712   3 N 0",
            ),
        ),
        1,
        "same game as line",
    ),
    (
        "24 lines: a results file cut in the middle",
        lambda d: chessman_file(d, lambda b: b[: len(b) // 2]),
        1,
        "announces 4 lines",
    ),
    (
        "24 lines: not a 24 lines file at all",
        lambda d: chessman_file(d, lambda b: b"\x00hello"),
        1,
        "code line",
    ),
    (
        "national file: LF line ends (the federation wants CR LF)",
        lambda d: trf_file(d, lambda b: b.replace(b"\r\n", b"\n")),
        1,
        "lines end without CR LF",
    ),
    (
        "national file: 00F counts wrong",
        lambda d: trf_file(d, lambda b: b.replace(b"+8 =8 -8", b"+9 =8 -8")),
        1,
        "00F +=-: announces +9 =8 -8, the games give +8 =8 -8",
    ),
    (
        "national file: a result on one line only",
        lambda d: trf_file(
            d, lambda b: b.replace(b"     6 w 1     2 w 0", b"     6 w 0     2 w 0", 1)
        ),
        1,
        "results disagree with player 6's line",
    ),
    (
        "h9: a line without a rank",
        lambda d: h9_file(
            d, "; EV[x]\n 1 Dupont Jean FR Pa 2+/w0\n 2 Martin Paul 3k FR Pa 1-/b0\n"
        ),
        1,
        "line 2: rank: no rank such as 12k or 3d",
    ),
    # games seen from one side only: each was dropped with "no problem found" (exit 0)
    (
        "national file: a game whose two cells are both Black",
        lambda d: trf_file(
            d, lambda b: b.replace(b"     6 w 1     2 w 0", b"     6 b 1     2 w 0", 1)
        ),
        1,
        "round 1: player 6 does not have the same game",
    ),
    (
        "national file: a Black cell whose opponent has a bye",
        lambda d: trf_file(
            d, lambda b: b.replace(b"     6 w 1     2 w 0", b"  0000 - U     2 w 0", 1)
        ),
        1,
        "round 1: player 1 does not have the same game",
    ),
    (
        "national file: White's 0000 with a colour and a result",
        lambda d: trf_file(
            d, lambda b: b.replace(b"     6 w 1     2 w 0", b"  0000 w 1     2 w 0", 1)
        ),
        1,
        "opponent 0000 with colour 'w' and result '1': a game against nobody",
    ),
    (
        "24 lines: a game whose two lines are both N",
        lambda d: chessman_file(
            d,
            lambda b: b.replace(b"21134 541 BEL 1864   2 B 1", b"21134 541 BEL 1864   2 N 1", 1),
        ),
        1,
        "line 13: colour: game line 14 has the same colour (N): one of the two lines is wrong",
    ),
    (
        "h9: a game whose two cells are both b",
        lambda d: h9_file(
            d, "; EV[x]\n 1 Dupont Jean 2k FR Pa 2+/b0\n 2 Martin Paul 3k FR Pa 1-/b0\n"
        ),
        1,
        "round 1: 2+/b0",
    ),
    (
        "h9: an opponent of 5 000 digits (over Python's limit)",
        lambda d: h9_file(
            d, f"; EV[x]\n 1 Dupont Jean 2k FR Pa {'9' * 5000}+/w0\n 2 Martin Paul 3k FR Pa 1-/b0\n"
        ),
        1,
        "is not like 15+/w4",
    ),
    (
        "h9: a bad round cell",
        lambda d: h9_file(
            d, "; EV[x]\n 1 Dupont Jean 2k FR Pa 2?w0\n 2 Martin Paul 3k FR Pa 1-/b0\n"
        ),
        1,
        "round 1: '2?w0' is not like 15+/w4",
    ),
    (
        "send: --eml names the event itself",
        draft_over_event,
        2,
        "this is an input of the command; it is never written over",
    ),
    (
        "send: --eml names an existing file (without --force)",
        draft_over_file,
        2,
        "the file exists; choose another name or add --force to replace it",
    ),
    (
        "send: --eml in a folder that does not exist",
        lambda d: send(d, "--eml", str(d / "nowhere" / "d.eml")),
        2,
        "nowhere does not exist",
    ),
    (
        "send: --eml names a folder",
        lambda d: send(d, "--eml", str(d)),
        2,
        "is a folder; give a file name",
    ),
    (
        "send: a line break in --to",
        lambda d: send(d, "--to", "a@b.be\nBcc: x@y.be", "--eml", str(d / "d.eml")),
        2,
        "--to: 'a@b.be\\nBcc: x@y.be' contains a control character (U+000A",
    ),
    (
        "send: a line break in --from",
        lambda d: send(d, "--from", "a@b.be\r\nBcc: x@y.be", "--eml", str(d / "d.eml")),
        2,
        "--from: 'a@b.be\\r\\nBcc: x@y.be' contains a control character (U+000D",
    ),
    (
        "send: a line break in the event's name",
        lambda d: send(d, "--eml", str(d / "d.eml"), ev=event(d, name="Club\nchampionship")),
        2,
        "subject (the event's name): 'Résultats / Uitslagen : Club\\nchampionship",
    ),
    (
        "send: a NUL in a player's name, with the Excel file",
        lambda d: send(
            d, "--files", "xlsx", "--eml", str(d / "d.eml"), ev=event(d, player="Du\0bois, Marc")
        ),
        2,
        "cell B2: 'Du\\x00bois, Marc' holds a control character (U+0000) that an Excel file",
    ),
    (
        "send: --smtp with a port that is not a number",
        lambda d: send(d, "--smtp", "smtp.example.org:abc"),
        2,
        "--smtp 'smtp.example.org:abc': port 'abc' is not a number from 1 to 65535",
    ),
    (
        "send: a password over a connection without TLS",
        lambda d: send(d, "--smtp", "127.0.0.1:1", "--security", "none", "--user", "club"),
        2,
        "refusing to send the password for 'club' unencrypted (security none)",
    ),
    (
        "send: a user name with a character other than ASCII",
        lambda d: send(d, "--smtp", "127.0.0.1:1", "--security", "ssl", "--user", "clüb"),
        2,
        "the user name for this server holds a character other than ASCII (such as é or ß)",
    ),
    (
        "send: a password with a character other than ASCII (never quoted)",
        lambda d: [
            "ELODESK_SMTP_PASSWORD=motdepassé",
            *send(d, "--smtp", "127.0.0.1:1", "--security", "ssl", "--user", "club"),
        ],
        2,
        "the password for this server holds a character other than ASCII (such as é or ß)",
    ),
    (
        "send: a server that never answers",
        lambda d: smtp(d, hostile.silent, "--timeout", "2"),
        2,
        "no answer within 2 s (timed out) — kept in the outbox",
    ),
    (
        "send: a server sending a 220- continuation line every second",
        lambda d: smtp(d, hostile.continuation(every=1.0), "--timeout", "3"),
        2,
        "no answer within 3 s (timed out) — kept in the outbox",
    ),
    (
        "send: a server sending endless 8 000-byte continuation lines",
        lambda d: smtp(d, hostile.flood(), "--timeout", "10"),
        2,
        "the server's answer is longer than 64 KiB (not a mail server, or a broken one); "
        "nothing was sent — kept in the outbox",
    ),
    (
        "send: the server refuses the message (552)",
        lambda d: smtp(d, hostile.dialog("552")),
        2,
        "the server refused the message (552 5.3.4 message size exceeds the limit)",
    ),
    (
        "send: the connection drops in the middle of the message",
        lambda d: smtp(d, hostile.dialog("drop")),
        2,
        "the server closed the connection — kept in the outbox",
    ),
    (
        "pair: --out names the input file (even with --force)",
        lambda d: [*(a := pair_file(d, ["XXR 3"])), "--out", a[3], "--force"],
        2,
        "in.trf: this is an input of the command; it is never written over",
    ),
    (
        "pair: --out names an existing file (without --force)",
        lambda d: [
            *pair_file(d, ["XXR 3"]),
            "--out",
            (d.joinpath("pairs.txt").write_text("kept"), str(d / "pairs.txt"))[1],
        ],
        2,
        "pairs.txt: the file exists; choose another name or add --force to replace it",
    ),
    (
        "pair: no number of rounds",
        lambda d: pair_file(d, ["152 W"]),
        2,
        "no number of rounds (record 142 or XXR)",
    ),
    (
        "pair: a forbidden pair naming an unknown player",
        lambda d: pair_file(d, ["142 5", "XXP 1 9"]),
        2,
        "record XXP: player 9 is not in the file",
    ),
    (
        "pair: a bad initial colour",
        lambda d: pair_file(d, ["142 5", "152 R"]),
        2,
        "record 152: initial colour 'R' is not W or B",
    ),
    (
        "pair: a round cell that is not a cell",
        lambda d: pair_file(d, ["142 5"], "  00x2 w 1", rnd=2),
        2,
        "opponent '00x2' is not a number",
    ),
]


# ---- issue #16: outputs, the event file, messages (store-safety) ------------------------------


def _period_out(d: Path, out: Path) -> list[str]:
    return ["period", "--players", str(players(d)), "--games", str(games(d)), "--out", str(out)]


def period_into_inputs(d: Path) -> list[str]:
    return [*_period_out(d, d), "--force"]


def period_over_earlier(d: Path) -> list[str]:
    (d / "out").mkdir()
    (d / "out" / "PLAYER.DBF").write_bytes(b"an earlier list")
    return _period_out(d, d / "out")


def period_chcklist_folder(d: Path) -> list[str]:
    (d / "out" / "CHCKLIST.DBF").mkdir(parents=True)
    return [*_period_out(d, d / "out"), "--force"]


def period_under_file(d: Path) -> list[str]:
    (d / "notes.txt").write_text("x")
    return _period_out(d, d / "notes.txt" / "out")


def _event(d: Path, sql: str = "") -> Path:
    import sqlite3

    from elodesk.io.store import create_event

    path = d / "club.elodesk"
    s = create_event(path, {"name": "Club", "rounds": 3})
    s.add_player(name="Dupont, Jean", rating=1500)
    s.add_player(name="Martin, Léa", rating=1400)
    s.close()
    if sql:
        db = sqlite3.connect(path)
        db.execute(sql)
        db.commit()
        db.close()
    return path


def send_event(path: Path) -> list[str]:
    return ["send", str(path), "--from", "td@club.be", "--eml", str(path.with_suffix(".eml"))]


def other_program_db(d: Path) -> Path:
    import sqlite3

    path = d / "addresses.elodesk"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE people (name TEXT)")
    db.commit()
    db.close()
    return path


#: (what, make the event file, the message) — through ``elodesk send`` (exit 2) and through the
#: desk's File ▸ Open (``tests/test_bad_input.py::test_bad_event_in_the_desk``).
BAD_EVENTS: list[tuple[str, Callable[[Path], Path], str]] = [
    (
        "event: meta that is not JSON",
        lambda d: _event(d, "UPDATE meta SET value = '{oops' WHERE key = 'name'"),
        "meta, name: '{oops' is not JSON",
    ),
    (
        "event: rounds 'abc'",
        lambda d: _event(d, "UPDATE meta SET value = '\"abc\"' WHERE key = 'rounds'"),
        "meta, rounds: 'abc' is not a whole number",
    ),
    (
        "event: result X",
        lambda d: _event(
            d, "INSERT INTO pairings (round, white, black, result) VALUES (1,1,2,'X')"
        ),
        "pairings, round 1, game 1–2, result: 'X' is no result",
    ),
    (
        "event: a rating as text",
        lambda d: _event(d, "UPDATE players SET rating = 'abc'"),
        "players, player 1, rating: 'abc' is not a number",
    ),
    (
        "event: a bad sending log row",
        lambda d: _event(
            d, "INSERT INTO sent VALUES ('2026-01-01', 'x@y.be', 'a.541', '[]', 'smtp')"
        ),
        "sent, sending 1, files: 'a.541' is not JSON",
    ),
    (
        "event: another program's SQLite database",
        other_program_db,
        "not an elodesk event file (an SQLite database of another program)",
    ),
    (
        "event: a 0-byte file",
        lambda d: (d / "new.elodesk", (d / "new.elodesk").write_bytes(b""))[0],
        "new.elodesk: empty file, not an elodesk event",
    ),
    (
        "event: a FIFO (the desk hung at start)",
        lambda d: fifo(d / "club.elodesk"),
        "club.elodesk: cannot read (a FIFO (a named pipe), not a regular file; nothing was read)",
    ),
    (
        # the attack: the trigger rewrote a typed 0–1 into 1–0 on disk while the desk showed 0–1
        "event: an SQLite trigger",
        lambda d: _event(
            d,
            "CREATE TRIGGER flip AFTER UPDATE ON pairings BEGIN "
            "UPDATE pairings SET result = '1-0' WHERE result = '0-1'; END",
        ),
        "holds a trigger 'flip' that elodesk never writes",
    ),
    (
        "event: an SQLite view",
        lambda d: _event(d, "CREATE VIEW v AS SELECT * FROM players"),
        "holds a view 'v' that elodesk never writes",
    ),
    (
        "event: rounds 10^9 (the desk hung building the rounds)",
        lambda d: _event(d, "UPDATE meta SET value = '1000000000' WHERE key = 'rounds'"),
        "meta, rounds: 1000000000 is not a number of rounds from 0 to 999",
    ),
    (
        "event: a game in round 10^9",
        lambda d: _event(d, "INSERT INTO pairings (round, white, black) VALUES (1000000000, 1, 2)"),
        "round: 1000000000 is not a round from 1 to 999",
    ),
    (
        "event: a game of a missing player",
        lambda d: _event(d, "INSERT INTO pairings (round, white, black) VALUES (1, 1, 7)"),
        "pairings, round 1, game 1–7, black: 7 is not a player of the event",
    ),
    (
        "event: a negative rating",
        lambda d: _event(d, "UPDATE players SET rating = -5 WHERE number = 1"),
        "players, player 1, rating: -5 is not from 0 to 9999",
    ),
    (
        "event: an unknown rule set",
        lambda d: _event(d, "INSERT OR REPLACE INTO meta VALUES ('rules', '\"frbe-1850\"')"),
        "meta.rules: unknown rule set 'frbe-1850' for frbe (choose from",
    ),
    (
        "event: categories that are not categories",
        lambda d: _event(d, "INSERT OR REPLACE INTO meta VALUES ('categories', '[5]')"),
        "meta.categories: [5] cannot be used",
    ),
    (
        "event: extra points that are not a table",
        lambda d: _event(d, "INSERT OR REPLACE INTO meta VALUES ('extra_points', '[1]')"),
        "meta.extra_points: [1] cannot be used",
    ),
    (
        "event: round dates that are not a list",
        lambda d: _event(d, "INSERT OR REPLACE INTO meta VALUES ('round_dates', '5')"),
        "meta.round_dates: 5 is not a list",
    ),
    (
        "event: an unknown score system",
        lambda d: _event(d, "INSERT OR REPLACE INTO meta VALUES ('score_system', '\"chess-99\"')"),
        "meta.score_system: 'chess-99' cannot be used",
    ),
    (
        "event: a pairing colour that is not w or b",
        lambda d: _event(d, "INSERT OR REPLACE INTO meta VALUES ('pairing_first_colour', '\"r\"')"),
        "meta.pairing_first_colour: 'r' is not w or b",
    ),
    (
        "event: a forbidden pair of one player",
        lambda d: _event(d, "INSERT OR REPLACE INTO meta VALUES ('pairing_forbidden', '[[1]]')"),
        "meta.pairing_forbidden[0]: [1] is not two start numbers",
    ),
    (
        "event: written by a newer elodesk",
        lambda d: _event(d, "UPDATE meta SET value = '99' WHERE key = 'schema'"),
        "written by a newer elodesk (event schema 99",
    ),
    (
        "event: locked by another computer",
        lambda d: _event(
            d,
            "INSERT INTO lock (id, pid, host, since, token, user) "
            "VALUES (1, 4242, 'club-laptop', 1795000000, 't', 'anne')",
        ),
        "already open in another elodesk (process 4242, anne on club-laptop, since 2026-",
    ),
]

TABLE += [
    (
        "period --out at the inputs' folder (even with --force)",
        period_into_inputs,
        2,
        "is an input of the command; it is never written over",
    ),
    (
        "period --out over an earlier run without --force",
        period_over_earlier,
        2,
        "PLAYER.DBF: the file exists; choose another folder or add --force to replace it",
    ),
    (
        "period: out/CHCKLIST.DBF is a folder",
        period_chcklist_folder,
        2,
        "CHCKLIST.DBF: is a folder, not a file; nothing was written",
    ),
    (
        "period --out under a file",
        period_under_file,
        2,
        "notes.txt is a file, not a folder; nothing was written",
    ),
    *[(what, lambda d, m=make: send_event(m(d)), 2, msg) for what, make, msg in BAD_EVENTS],
    (
        "check: a FIFO",
        lambda d: ["check", str(fifo(d / "S_1.541"))],
        2,
        "a FIFO (a named pipe), not a regular file; nothing was read",
    ),
    (
        "rate: /dev/zero as the input",
        lambda d: ["rate", "--system", "frbe", "/dev/zero"],
        2,
        "/dev/zero: cannot read (a device, not a regular file; nothing was read)",
    ),
    (
        "period: a FIFO as PLAYER.DBF",
        lambda d: [
            "period",
            "--players",
            str(fifo(d / "PLAYER.DBF")),
            "--games",
            str(games(d)),
            "--out",
            str(d / "out"),
        ],
        2,
        "PLAYER.DBF: cannot read (a FIFO (a named pipe), not a regular file",
    ),
    (
        "pair: a FIFO as the TRF",
        lambda d: ["pair", "--system", "dutch", str(fifo(d / "in.trf")), "--round", "1"],
        2,
        "a FIFO (a named pipe), not a regular file; nothing was read",
    ),
    (
        "check: an event file",
        lambda d: ["check", str(_event(d))],
        2,
        "club.elodesk: this is an elodesk event file, not a results file (File ▸ Open opens it)",
    ),
    (
        "check: a PLAYER.DBF",
        lambda d: ["check", str(players(d))],
        2,
        "PLAYER.DBF: this is a DBF table (a PLAYER.DBF or CHCKLIST.DBF), not a results file",
    ),
    (
        "check: an empty file",
        lambda d: (d.joinpath("S_E.541").write_bytes(b""), ["check", str(d / "S_E.541")])[1],
        2,
        "S_E.541: empty file, not a results file",
    ),
    (
        "check: a TRF player numbered 0",
        lambda d: trf_file(d, lambda b: b.replace(b"\n001    1 ", b"\n001    0 ", 1)),
        1,
        "0 is not a start number (they start at 1)",
    ),
    (
        "check: the output to a full disk (> /dev/full)",
        lambda d: ["check", str(Path(__file__).parent / "data" / "club.618"), ">/dev/full"],
        2,
        "elodesk check: cannot write the output (No space left on device)",
    ),
    (
        "rate: a closed standard input (<&-)",
        lambda d: ["rate", "--system", "frbe", "-", "<&-"],
        2,
        "-: no standard input (it is closed); give a file",
    ),
    (
        "check: a file holding only '001 '",
        lambda d: (d.joinpath("S_1.541").write_bytes(b"001 "), ["check", str(d / "S_1.541")])[1],
        1,
        "line 1: start number: missing",
    ),
    (
        "national file: a BOM at the start",
        lambda d: trf_file(d, lambda b: b"\xef\xbb\xbf" + b),
        0,
        "no problem found",
    ),
]
