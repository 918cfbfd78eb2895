"""Start the desktop program: translations, the player database, the demo event."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication

from .. import __version__


def create_app(argv: Sequence[str] = ()) -> QApplication:
    """The application object (one per process), with its identity set for QSettings."""
    app = QApplication.instance() or QApplication(list(argv) or [sys.argv[0]])
    app.setApplicationName("elodesk")
    app.setOrganizationName("elodesk")
    app.setApplicationVersion(__version__)
    return app  # type: ignore[return-value]


def run_gui(argv: Sequence[str]) -> int:
    """Open the main window on the given event, or on the most recent one (:func:`open_at_start`)."""
    from . import i18n
    from . import settings as S
    from .main_window import MainWindow
    from .qt_platform import platform_problem

    problem = platform_problem()
    if problem:
        sys.stderr.write(problem + "\n")
        return 1
    app = create_app(argv)
    i18n.install(S.LANGUAGE.get())
    db_path = S.PLAYER_DB.get()
    db, problem = player_database(db_path)
    window = MainWindow(db)
    window.show()
    if problem:  # the desk appears without the player database, and says why
        window.show_error(problem)
    open_at_start(window, [a for a in argv if a.endswith(".elodesk")], S.recent_files())
    return app.exec()


def player_database(path: str | None):
    """The player database at ``path`` (None when there is none), and the message when it
    cannot be opened (damaged, a folder): the desk then starts without it."""
    from ..app.files import PlayerDatabase
    from ..engine.model import ElodeskError

    if not path or not Path(path).exists():
        return None, ""
    try:
        return PlayerDatabase(path), ""
    except ElodeskError as exc:
        return None, str(exc)


def open_at_start(window, files: Sequence[str], recent: Sequence[str]) -> bool:
    """The event given on the command line, else the most recent one; at first start the
    welcome page says what to do (the player list, a new event, the demo) instead of opening a
    half-filled demo without a word. Never a crash at start because of a file: the desk then stays on its welcome page with the message, and the file's Recent
    entry stays for the user to see."""
    try:
        if files:
            return window.open_event(files[0])
        there = [p for p in recent if Path(p).exists()]
        return window.open_event(there[0]) if there else False
    except Exception as exc:  # a net under the checks made when opening: never a crash here
        window.show_error(f"{(files or recent or ['?'])[0]}: cannot be opened ({exc})")
        return False


#: where ``--smoke-test`` also writes its report: the windowed program of a Windows bundle has
#: no standard output (PyInstaller leaves ``sys.stdout`` None there, and print writes nothing)
SMOKE_REPORT = "ELODESK_SMOKE_REPORT"


def _smoke_say(line: str) -> None:
    """One line of the smoke test's report: on standard output, and appended to the file
    :data:`SMOKE_REPORT` names when it is set."""
    print(line)
    target = os.environ.get(SMOKE_REPORT)
    if target:
        with open(target, "a", encoding="utf-8") as out:
            out.write(line + "\n")


def smoke_test() -> int:
    """Start the program on its demo event in a temporary folder, print what it shows, quit
    (``elodesk --smoke-test``; used to check a built bundle, whose windowed program reports
    through the file :data:`SMOKE_REPORT` names)."""
    import tempfile

    from PySide6.QtCore import QTimer

    from ..app.demo import create_demo
    from . import i18n
    from .main_window import MainWindow

    app = create_app(["elodesk"])
    lang = i18n.install("fr")
    folder = Path(tempfile.mkdtemp(prefix="elodesk-smoke-"))
    window = MainWindow()
    ok = window.open_event(str(create_demo(folder)[0]))
    window.show()
    result: dict[str, object] = {}

    def report() -> None:
        result["title"] = window.windowTitle()
        result["tabs"] = [window.tabs.tabText(i) for i in range(window.tabs.count())]
        # the event's sheets printed as the desk prints them (Qt's PDF writer, the fonts)
        written = window.export_pdf(str(folder / "demo-sheets.pdf"))
        result["pdf"] = written.read_bytes()[:5] == b"%PDF-" if written else False
        window.close()
        app.quit()

    QTimer.singleShot(200, report)
    app.exec()
    boards = _smoke_pairing(folder / "demo-open.elodesk")
    from ..app.sending import mail

    _smoke_say(f"smoke test: keyring={mail.keyring_backend()}")
    _smoke_say(
        f"smoke test: opened={ok} language={lang} title={result.get('title')!r} "
        f"tabs={result.get('tabs')} pdf={result.get('pdf')} worker-paired={boards}"
    )
    titled = str(result.get("title", "")).startswith("elodesk — ")
    return 0 if ok and titled and result.get("pdf") and boards else 1


def _smoke_pairing(path: Path) -> int:
    """The demo open's round 2 paired in a pairing worker process, as the Pairings tab pairs
    (``app.pairing_process``: in a built bundle the worker is the program itself started again
    by ``multiprocessing``, which ``main.py``'s ``freeze_support`` must recognise); its boards,
    0 when it fails."""
    from ..app.pairing import plan
    from ..app.pairing_process import PairingProcess
    from ..app.session import EventStore

    store = EventStore(path, read_only=True)
    try:
        round_plan = plan(store, 2)
    finally:
        store.close()
    try:
        paired = PairingProcess(round_plan).wait()
    except Exception as exc:  # reported in the smoke test's line, not raised
        _smoke_say(f"smoke test: the pairing worker failed: {exc!r}")
        return 0
    return len(paired.boards)
