"""About: version, rule sets and the licences of the bundled libraries."""

from elodesk import __version__
from elodesk.ui.about import AboutDialog, library_licences


def test_about_shows_version_rules_and_licences(qtbot):
    d = AboutDialog()
    qtbot.addWidget(d)
    names = [n for n, _v, _l in library_licences()]
    assert "PySide6-Essentials" in names and "openpyxl" in names
    assert all(lic for _n, _v, lic in library_licences())
    text = d.findChildren(__import__("PySide6.QtWidgets").QtWidgets.QTextBrowser)[0].toPlainText()
    assert "frbe-2008" in text and "fide-2024" in text and "openpyxl" in text
    labels = [w.text() for w in d.findChildren(__import__("PySide6.QtWidgets").QtWidgets.QLabel)]
    assert any(__version__ in t for t in labels)
