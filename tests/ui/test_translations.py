"""French and Dutch: every source string translated, and no English left on the screens."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableView, QTabWidget

from elodesk.app.demo import create_demo
from elodesk.ui import i18n
from elodesk.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations  # noqa: E402  (scripts/translations.py: lupdate/lrelease over the .ts files)


@pytest.mark.parametrize("lang", ["fr", "nl", "en"])
def test_every_string_translated(lang):
    # the committed .ts files hold a finished translation for every message
    assert translations.untranslated(i18n.TRANSLATIONS / f"elodesk_{lang}.ts") == []


def test_every_source_string_of_the_code_is_in_the_ts_and_translated():
    # lupdate run over the code on a copy of the .ts: a tr() string added without its French
    # and Dutch translation shows up as unfinished
    assert translations.check() == {"fr": [], "nl": [], "en": []}


@pytest.mark.parametrize("lang", ["fr", "nl", "en"])
def test_compiled_qm_up_to_date_with_the_ts(tmp_path, lang):
    # the .qm the desk loads is what lrelease makes of the committed .ts, byte for byte
    ts = i18n.TRANSLATIONS / f"elodesk_{lang}.ts"
    fresh = tmp_path / f"elodesk_{lang}.qm"
    translations.lrelease(ts, fresh)
    assert fresh.read_bytes() == ts.with_suffix(".qm").read_bytes(), (
        f"run: python scripts/translations.py --release ({ts.name} changed since the .qm)"
    )


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_a_translation_adds_no_number_to_its_source(lang):
    # a number of two digits or more (a rating, a year, a floor) belongs to the rule that the
    # source names, never to its translation alone: the French and Dutch "floor" said
    # "plancher 1150" / "bodem 1150" beside a player raised to 1400 by frbe-2024 (the floor
    # of the 2024-04 list, engine/frbe.py), seen on a Dutch screenshot of an open of 2026
    extra = []
    for msg in ET.parse(i18n.TRANSLATIONS / f"elodesk_{lang}.ts").getroot().iter("message"):
        source = msg.findtext("source") or ""
        tr = msg.find("translation")
        for text in [n.text or "" for n in tr.iter("numerusform")] or [tr.text or ""]:
            added = set(re.findall(r"\d{2,}", text)) - set(re.findall(r"\d{2,}", source))
            if added:
                extra.append((source, text, sorted(added)))
    assert extra == []


@pytest.mark.parametrize(
    ("lang", "one", "many"),
    [
        ("fr", "1 joueur", "32 joueurs"),
        ("nl", "1 speler", "32 spelers"),
        ("en", "1 player", "32 players"),
    ],
)
def test_a_count_takes_its_plural(qapp, lang, one, many):
    # Qt's numerus forms (French: 0 and 1 singular; Dutch and English: 1 singular) each in its
    # own words, not "32 joueur(s)" / "32 speler(s)" / "32 player(s)" (seen on the Players tab
    # of a 32-player open; English needs its own plural-only .ts, the source says "(s)")
    i18n.install(lang)
    try:

        def count(n: int) -> str:
            return QCoreApplication.translate("PlayersPanel", "%n player(s)", "", n)

        assert (count(1), count(32)) == (one, many)
    finally:
        i18n.install("en")
    for msg in ET.parse(i18n.TRANSLATIONS / f"elodesk_{lang}.ts").getroot().iter("message"):
        forms = [n.text or "" for n in msg.iter("numerusform")]
        assert len(set(forms)) == len(forms), forms  # each form its own


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_a_first_rating_is_named_alike_in_the_preview(lang):
    # the status beside a newcomer's new rating and the reasons under his games name his first
    # rating with the same words: French "première cote" (the federation's seeds 000, 001 and
    # 003), Dutch "eerste rating" — not "première cote" above "premier classement", nor
    # "eerste quotering" above "eerste rating" (seen on French and Dutch screenshots)
    pairs = {
        src: text
        for ctx in ET.parse(i18n.TRANSLATIONS / f"elodesk_{lang}.ts").getroot().iter("context")
        if ctx.findtext("name") == "Preview"
        for msg in ctx.iter("message")
        for src, text in [(msg.findtext("source"), msg.findtext("translation") or "")]
    }
    word = pairs["first rating"]
    assert word == {"fr": "première cote", "nl": "eerste rating"}[lang]
    using = [src for src in pairs if "first rating" in src and src != "first rating"]
    assert len(using) >= 5
    assert [src for src in using if word not in pairs[src]] == []


@pytest.mark.parametrize(
    ("lang", "words", "not_words"),
    [
        ("fr", r"cotes? fictives?", "classement fictif"),
        ("nl", r"fictieve ratings?", "fictieve elo"),
    ],
)
def test_a_fictitious_rating_is_named_alike(lang, words, not_words):
    # the preview's column, its explanation above and the reasons under a player's games name
    # the fictitious rating with the same words (French "cote fictive", seed 003; Dutch
    # "fictieve rating"), not "ELO fictif" under "Classements fictifs" nor "Fictieve elo"
    # under "Fictieve ratings" (seen on French and Dutch screenshots of the preview)
    found = []
    for msg in ET.parse(i18n.TRANSLATIONS / f"elodesk_{lang}.ts").getroot().iter("message"):
        if "fictitious rating" in (msg.findtext("source") or "").lower():
            found.append((msg.findtext("translation") or "").lower())
    assert len(found) >= 4
    assert [t for t in found if not re.search(words, t) or not_words in t] == []


def ts_pairs(lang: str) -> dict[str, str]:
    """source text → its translation in the .ts of ``lang`` (first context wins)."""
    out: dict[str, str] = {}
    for msg in ET.parse(i18n.TRANSLATIONS / f"elodesk_{lang}.ts").getroot().iter("message"):
        tr = msg.find("translation")
        text = tr.text if not list(tr) else tr[0].text
        out.setdefault(msg.findtext("source"), (text or "").strip() or (text or ""))
    return out


def visible_texts(w) -> list[str]:
    out = []
    for child in w.findChildren(QLabel):
        out.append(child.text())
    for child in w.findChildren(QAbstractButton):
        out.append(child.text())
    for tabs in w.findChildren(QTabWidget):
        out += [tabs.tabText(i) for i in range(tabs.count())]
    for view in w.findChildren(QTableView):
        m = view.model()
        out += [
            str(m.headerData(c, __import__("PySide6.QtCore").QtCore.Qt.Orientation.Horizontal))
            for c in range(m.columnCount())
        ]
    for menu_action in w.menuBar().actions():
        out.append(menu_action.text())
        if menu_action.menu():
            out += [a.text() for a in menu_action.menu().actions()]
    return [t for t in out if t]


@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_no_english_left_on_the_desk(qtbot, tmp_path, lang):
    i18n.install(lang)
    try:
        rr, _ = create_demo(tmp_path)
        w = MainWindow()
        qtbot.addWidget(w)
        assert w.open_event(str(rr))
        pairs = ts_pairs(lang)
        translated = set(pairs.values())
        english = {src for src, tr in pairs.items() if tr != src} - translated
        texts = visible_texts(w)
        left = sorted({t for t in texts if t in english or t.replace("&", "") in english})
        assert left == [], left
        assert "Joueurs" in texts if lang == "fr" else "Spelers" in texts
        w.close()
    finally:
        i18n.install("en")


def test_password_never_in_the_settings_file(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from elodesk.ui import settings as S
    from elodesk.ui.mail_dialog import MailSettingsDialog

    d = MailSettingsDialog()
    qtbot.addWidget(d)
    d.host.setText("smtp.example.org")
    d.user.setText("club541")
    d.password.setText("Sup3r-s3cret!")
    import elodesk.ui.mail_dialog as md

    shown = []
    md.QMessageBox.information = lambda *a, **k: shown.append(a)  # no modal box in a test
    d.save()
    QSettings().sync()
    text = Path(QSettings().fileName()).read_text()
    assert "smtp.example.org" in text and "Sup3r-s3cret!" not in text
    assert S.SMTP_HOST.get() == "smtp.example.org"


def test_validator_messages_are_translated():
    from elodesk.io.problems import FileProblem
    from elodesk.ui.messages import translate

    i18n.install("fr")
    try:
        assert (
            translate(FileProblem("in-the-future", ("01/01/2099",), 27, "date"))
            == "ligne 27 : date : 01/01/2099 est dans le futur"
        )
        assert (
            translate(FileProblem("id-suppressed", ("64963",), 43, "ID"))
            == "ligne 43 : Matricule : 64963 : non affilié (supprimé) dans la liste des joueurs"
        )
        assert translate("something new") == "something new"
        # an error of a file that cannot be read at all, by its code too, with the file's name
        from elodesk.io.trf import TrfError
        from elodesk.ui.messages import error_text

        err = TrfError("no-trf-line", path="r.txt")
        assert str(err) == "r.txt: no TRF line found (no 001 player line nor header tag)"
        assert error_text(err) == "r.txt: aucune ligne TRF (ni ligne de joueur 001, ni en-tête)"
        i18n.install("nl")
        assert (
            translate(FileProblem("wins-but-losses", (7, 5), 0, "results"))
            == "lijn 0: uitslagen: 7 winstpartijen maar 5 verloren"
        )
    finally:
        i18n.install("en")


def test_every_problem_code_has_its_translation():
    # one place translates by code: every code of io.problems has a template there, with as
    # many arguments as the English wording
    import re

    from elodesk.io.problems import MESSAGES
    from elodesk.ui.messages import TEMPLATES

    assert set(TEMPLATES) == set(MESSAGES)
    for code, english in MESSAGES.items():
        n = len(set(re.findall(r"\{(\d+)", english)))
        assert set(re.findall(r"%(\d+)", TEMPLATES[code])) == {str(i + 1) for i in range(n)}, code
