"""The printed sheets' typeface: chosen from the system (Arial, or the metric-compatible
Liberation Sans), else the bundled Liberation Sans — never a font only some systems have."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QFontInfo

from elodesk.ui import print_render


def test_the_systems_arial_or_liberation_first(qapp):
    assert print_render.choose_family({"Arial", "DejaVu Sans"}) == "Arial"
    assert print_render.choose_family({"Liberation Sans", "DejaVu Sans"}) == "Liberation Sans"


def test_bundled_fallback_when_the_system_has_neither(qapp):
    # a system with only DejaVu (a bare Linux): the bundled font is loaded and used
    fam = print_render.choose_family({"DejaVu Sans"})
    assert fam == "Liberation Sans"
    assert fam in QFontDatabase.families()
    assert QFontInfo(print_render._font(10)).family() in print_render.PDF_FAMILIES


def test_the_bundled_files_and_their_licence():
    for name in ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"):
        assert (print_render.FONTS / name).read_bytes()[:4] == b"\x00\x01\x00\x00"  # TrueType
    assert "LIBERATION" in (print_render.FONTS / "LICENSE-LiberationSans.txt").read_text()
