"""About: version, rule sets, and the licences of the bundled libraries."""

from __future__ import annotations

from importlib import metadata

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from .. import __version__
from ..app.pairing import ENGINE_URL, ENGINE_VERSION
from ..app.rules import ALIASES, RULE_SETS

LIBRARIES = (
    "PySide6-Essentials",
    "shiboken6",
    "dbfread",
    "dbf",
    "openpyxl",
    "et-xmlfile",
    "keyring",
    "gacrux",
    "networkx",
)


def _field(md: metadata.PackageMetadata, key: str) -> str:
    """A field of a package's metadata ("" when it has none)."""
    return (md.get_all(key) or [""])[0]


def library_licences() -> list[tuple[str, str, str]]:
    out = []
    for name in LIBRARIES:
        try:
            md = metadata.metadata(name)
        except metadata.PackageNotFoundError:
            continue
        lic = _field(md, "License-Expression") or _field(md, "License")
        if not lic or len(lic) > 60:
            lic = next(
                (
                    c.split("::")[-1].strip()
                    for c in md.get_all("Classifier") or []
                    if c.startswith("License ::")
                ),
                lic[:60],
            )
        out.append((name, _field(md, "Version") or "?", lic))
    return out


class AboutDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About elodesk"))
        lay = QVBoxLayout(self)
        lay.addWidget(
            QLabel(
                f"<h2>elodesk {__version__}</h2>"
                + self.tr("Tournament and rating manager for chess and Go federations.")
            )
        )
        text = QTextBrowser()
        rows = "".join(
            f"<tr><td>{n}</td><td>{v}</td><td>{lic}</td></tr>" for n, v, lic in library_licences()
        )
        text.setHtml(
            "<b>"
            + self.tr("Rule sets")
            + "</b>: "
            + ", ".join(
                list(RULE_SETS)
                + [f"{alias} (= {name})" for alias, name in ALIASES.items()]
                + ["fqe", "ffg-2022", "fide-2024"]
            )
            + "<br><br><b>"
            + self.tr("Libraries")
            + "</b><table>"
            + rows
            + "</table><br><b>"
            + self.tr("Pairings")
            + "</b>: "
            + self.tr(
                "Swiss rounds are paired by gacrux %1 (Otto Milvang, FIDE Technical "
                "Commission; MIT licence), the FIDE Dutch system (C.04.3, 2025 edition)."
            ).replace("%1", ENGINE_VERSION)
            + f" <a href='{ENGINE_URL}'>{ENGINE_URL}</a>"
        )
        text.setOpenExternalLinks(True)
        lay.addWidget(text)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.resize(520, 420)
