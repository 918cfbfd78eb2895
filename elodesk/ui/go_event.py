"""File ▸ Open an h9 file as a Go event…: an OpenGotha h9 file becomes a new event file rated
under FFG (``io/h9_event.py``), opened on the desk so the tournament director sees the FFG
preview of his tournament."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from ..app.files import FileProblem, read_input
from ..app.go import H9Document, create_go_event, read_h9
from ..app.rules import rank_to_level
from ..engine.model import ElodeskError
from . import settings as S
from .dialogs import ProblemsDialog
from .messages import error_text

if TYPE_CHECKING:
    from .main_window import MainWindow


def unrated_ranks(doc: H9Document) -> list[str]:
    """Players whose rank the FFG scale has no level for (a professional ``1p``), by line."""
    out = []
    for row in doc.rows:
        try:
            rank_to_level(row.rank)
        except ElodeskError as exc:
            out.append(f"line {row.line}: rank: {exc}")
    return out


def open_h9_as_go_event(
    window: MainWindow, source: str | None = None, target: str | None = None
) -> Path | None:
    """Ask for the h9 file and the new event file (unless given), build it, open it."""
    if source is None:
        source, _ = QFileDialog.getOpenFileName(
            window,
            QCoreApplication.translate("GoEvent", "Open an h9 file as a Go event"),
            S.LAST_FOLDER.get() or str(Path.home()),
            QCoreApplication.translate(
                "GoEvent", "h9 results files (*.h9 *.h *.txt);;All files (*)"
            ),
        )
        if not source:
            return None
    src = Path(source)
    try:
        doc = read_h9(read_input(src))
    except OSError as exc:
        window.show_error(f"{src}: {exc.strerror}")
        return None
    except ElodeskError as exc:
        window.show_error(f"{src.name}: {exc}")
        return None
    # the file's problems (FileProblem: translated by code), then the ranks without a level
    problems: list[FileProblem | str] = [*doc.problems, *unrated_ranks(doc)]
    if problems:
        window.problems_dialog = ProblemsDialog(src.name, problems, window)
        window.problems_dialog.open()
        return None
    if target is None:
        target, _ = QFileDialog.getSaveFileName(
            window,
            QCoreApplication.translate("GoEvent", "New Go event"),
            str(src.with_suffix(".elodesk")),
            QCoreApplication.translate("GoEvent", "elodesk events (*.elodesk)"),
        )
        if not target:
            return None
    try:
        path = create_go_event(doc, target)
    except ElodeskError as exc:
        window.show_error(error_text(exc))
        return None
    S.LAST_FOLDER.set(str(path.parent))
    return path if window.open_event(str(path)) else None
