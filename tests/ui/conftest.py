"""Qt tests: an isolated QSettings per test (INI in a temporary folder)."""

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
