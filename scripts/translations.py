#!/usr/bin/env python3
"""Update and compile the interface's translations. The Qt Linguist files
``elodesk/resources/translations/elodesk_{fr,nl}.ts`` are the translations' only source: this
script never writes a translation, it runs Qt's own tools over them. ``elodesk_en.ts`` holds only
the plural forms of the English source (``lupdate -pluralonly``, as Qt Linguist projects whose
source language is English do): without it Qt writes "%n player(s)" as "32 player(s)".

    python scripts/translations.py            # lupdate: add new source strings, drop vanished ones
    (translate the new strings in Qt Linguist: pyside6-linguist elodesk/resources/translations/elodesk_fr.ts,
     or by hand in the .ts file: fill <translation>, remove type="unfinished")
    python scripts/translations.py --release  # lrelease: compile the .ts into the .qm the desk loads
    python scripts/translations.py --check    # report strings without a translation, touch nothing

Sources scanned: every ``.py`` under ``elodesk/ui`` (the only package that calls ``tr`` /
``QCoreApplication.translate``) and ``elodesk/app/labels.py`` (the rule tags' texts, marked with
``QT_TRANSLATE_NOOP``, which the results site translates without Qt). Locations are not stored in the .ts (``-locations none``) so that
two people adding strings in different files do not collide on line numbers. Exit status 1 when
a string has no French or Dutch translation, or a plural no English forms (the test suite
checks the same).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "elodesk"
TS_DIR = PACKAGE / "resources" / "translations"
LANGUAGES = ("fr", "nl", "en")
#: Languages whose .ts holds only the numerus (plural) forms: the source language itself.
PLURAL_ONLY = ("en",)


def ts_path(lang: str) -> Path:
    return TS_DIR / f"elodesk_{lang}.ts"


def sources() -> list[Path]:
    """The Python files whose strings are translated, in a stable order."""
    return [*sorted((PACKAGE / "ui").rglob("*.py")), PACKAGE / "app" / "labels.py"]


def _tool(name: str, args: list[str]) -> None:
    """Run PySide6's ``lupdate``/``lrelease`` through the running interpreter (portable: no
    reliance on the ``pyside6-*`` launchers being on PATH)."""
    code = f"import sys; from PySide6.scripts.pyside_tool import {name}; sys.argv[0] = '{name}'; sys.exit({name}())"
    subprocess.run(
        [sys.executable, "-c", code, *args], check=True, capture_output=True, cwd=PACKAGE
    )


def lupdate(ts_files: list[Path]) -> None:
    """Merge the source strings into ``ts_files``: new strings come in unfinished, strings no
    longer in the code are dropped, existing translations are kept."""
    rel = [str(p.relative_to(PACKAGE)) for p in sources()]
    common = [*rel, "-no-obsolete", "-locations", "none"]
    full = [p for p in ts_files if not _plural_only(p)]
    if full:
        _tool("lupdate", [*common, "-ts", *map(str, full)])
    for ts in (p for p in ts_files if _plural_only(p)):
        lang = ts.stem.rsplit("_", 1)[-1]
        _tool(
            "lupdate",
            [
                *common,
                "-pluralonly",
                "-source-language",
                "en",
                "-target-language",
                lang,
                "-ts",
                str(ts),
            ],
        )


def _plural_only(ts: Path) -> bool:
    return ts.stem.rsplit("_", 1)[-1] in PLURAL_ONLY


def lrelease(ts: Path, qm: Path) -> None:
    """Compile one .ts into the binary .qm that ``QTranslator`` loads."""
    _tool("lrelease", ["-silent", str(ts), "-qm", str(qm)])


def untranslated(ts: Path) -> list[str]:
    """Source texts of ``ts`` without a finished translation (unfinished, obsolete or empty)."""
    out = []
    for msg in ET.parse(ts).getroot().iter("message"):
        tr = msg.find("translation")
        if (
            tr is None
            or tr.get("type") in ("unfinished", "obsolete", "vanished")
            or not ((tr.text or "").strip() or any((f.text or "").strip() for f in tr))
        ):
            out.append(msg.findtext("source") or "")
    return out


def check() -> dict[str, list[str]]:
    """Per language, the strings of the current code without a translation, computed on a
    copy of the .ts files brought up to date with lupdate (the repository is not touched)."""
    with tempfile.TemporaryDirectory() as tmp:
        copies = [Path(tmp) / ts_path(lang).name for lang in LANGUAGES]
        for lang, copy in zip(LANGUAGES, copies, strict=True):
            shutil.copy(ts_path(lang), copy)
        lupdate(copies)
        return {lang: untranslated(copy) for lang, copy in zip(LANGUAGES, copies, strict=True)}


def main(argv: list[str]) -> int:
    if "--check" in argv:
        missing = check()
    elif "--release" in argv:
        for lang in LANGUAGES:
            lrelease(ts_path(lang), ts_path(lang).with_suffix(".qm"))
        missing = {lang: untranslated(ts_path(lang)) for lang in LANGUAGES}
    else:
        lupdate([ts_path(lang) for lang in LANGUAGES])
        missing = {lang: untranslated(ts_path(lang)) for lang in LANGUAGES}
    for lang, texts in missing.items():
        for text in texts:
            print(f"elodesk_{lang}.ts: no translation for {text!r}")
    return 1 if any(missing.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
