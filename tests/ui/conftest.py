"""Qt tests: an isolated QSettings per test (INI in a temporary folder); the officer's window."""

import pytest
from PySide6.QtCore import QSettings


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, qapp):
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "qs"))
    qapp.setOrganizationName("elodesk-tests")
    qapp.setApplicationName("elodesk")
    QSettings().clear()
    yield


@pytest.fixture
def officer(qtbot):
    """The ratings officer's window, closed after the test, the interface back in English."""
    from elodesk.ui import i18n
    from elodesk.ui.officer import OfficerWindow

    w = OfficerWindow()
    qtbot.addWidget(w)
    yield w
    w.close()
    i18n.install("en")
