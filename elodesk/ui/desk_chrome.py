"""What a desktop program is expected to have around its tabs: the toolbar of the
frequent actions, a status bar that says the event is saved, Ctrl+S, both redo shortcuts, the
last window geometry (fitted to the screen, which at 150 % scaling on a 1366×768 laptop is only
910×512 logical pixels), and a first-start page that says what to do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QPushButton,
    QStyle,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from . import i18n
from . import settings as S

if TYPE_CHECKING:
    from .main_window import MainWindow


def install(win: MainWindow) -> None:
    """Shortcuts, the File ▸ Save action, the toolbar and the saved indicator (again after a
    language change, which rebuilds the menus)."""
    win.act_redo.setShortcuts(
        [
            QKeySequence("Ctrl+Y"),
            QKeySequence("Ctrl+Shift+Z"),
            QKeySequence(QKeySequence.StandardKey.Redo),
        ]
    )
    if win.act_save is None:
        win.act_save = QAction(win)
        win.act_save.setShortcut(QKeySequence.StandardKey.Save)
        win.act_save.triggered.connect(lambda: saved_now(win))
    win.act_save.setText(QCoreApplication.translate("Desk", "&Save"))
    file_menu = _menus(win)[0]
    file_menu.insertAction(win.act_save_as, win.act_save)
    _toolbar(win)
    _status(win)


def _menus(win: MainWindow) -> list[QMenu]:
    """The menus of the window's menu bar, in order (File first)."""
    return [m for a in win.menuBar().actions() if isinstance(m := a.menu(), QMenu)]


def _toolbar(win: MainWindow) -> None:
    old = win.toolbar
    if old is not None:
        win.removeToolBar(old)
        old.deleteLater()
    bar = QToolBar(QCoreApplication.translate("Desk", "Frequent actions"), win)
    bar.setObjectName("frequent")
    bar.setIconSize(QSize(20, 20))
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    style = win.style()
    items = (
        (win.act_new, QStyle.StandardPixmap.SP_FileIcon),
        (win.act_open, QStyle.StandardPixmap.SP_DialogOpenButton),
        (win.act_save, QStyle.StandardPixmap.SP_DialogSaveButton),
        (win.act_undo, QStyle.StandardPixmap.SP_ArrowBack),
        (win.act_redo, QStyle.StandardPixmap.SP_ArrowForward),
    )
    for act, icon in items:
        if act is None:
            continue
        act.setIcon(style.standardIcon(icon))
        bar.addAction(act)
    bar.addSeparator()
    icons = {"print": "document-print", "send": "mail-send"}
    # the actions of the menus now shown (a language change leaves the former menus' actions
    # behind until they are deleted: they must not come back as a second set of buttons)
    shown = [a for m in _menus(win) for a in m.actions()]
    for act in shown:
        if act.data() in icons:
            act.setIcon(QIcon.fromTheme(icons[act.data()]))
            bar.addAction(act)
    win.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    win.toolbar = bar


def _status(win: MainWindow) -> None:
    if win.saved_label is None:
        win.saved_label = QLabel()
        win.statusBar().addPermanentWidget(win.saved_label)
    refresh_saved(win)


def refresh_saved(win: MainWindow) -> None:
    """The permanent indicator: every edit is in the file the moment it is made."""
    label = getattr(win, "saved_label", None)
    if label is None:
        return
    if win.ctl is None:
        label.setText("")
    elif win.ctl.read_only:
        label.setText(QCoreApplication.translate("Desk", "Read-only"))
    else:
        label.setText("✓ " + QCoreApplication.translate("Desk", "Saved"))
    label.setToolTip(
        QCoreApplication.translate(
            "Desk", "Every edit is written to the event file the moment it is made."
        )
    )


def saved_now(win: MainWindow) -> None:
    """Ctrl+S: nothing to write (every edit is already in the file); say so."""
    refresh_saved(win)
    if win.ctl is not None and not win.ctl.read_only:
        win.statusBar().showMessage(
            QCoreApplication.translate(
                "Desk", "Saved: every edit is written to the event file the moment it is made."
            ),
            6000,
        )


# ---- window geometry ------------------------------------------------------------------------
def restore_geometry(win: MainWindow) -> None:
    """The last geometry, else 1280×720; in both cases within the screen's available area."""
    data = S.WINDOW_GEOMETRY.get()
    if data:
        win.restoreGeometry(QByteArray(data))
    fit_to_screen(win)


def fit_to_screen(win: MainWindow) -> None:
    screen = win.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    w = min(win.width(), int(avail.width() * 0.96))
    h = min(win.height(), int(avail.height() * 0.92))
    if (w, h) != (win.width(), win.height()):
        win.resize(w, h)
    if not avail.contains(win.frameGeometry().topLeft()):
        win.move(avail.topLeft())


def save_geometry(win: MainWindow) -> None:
    S.WINDOW_GEOMETRY.set(win.saveGeometry().data())


# ---- first start ----------------------------------------------------------------------------
def welcome_page(win: MainWindow) -> QWidget:
    """No event open: what to do, as buttons (the player list first: the desk finds players
    in it as you type)."""
    page = QWidget()
    lay = QVBoxLayout(page)
    lay.addStretch(1)
    title = QLabel(QCoreApplication.translate("Desk", "Welcome to elodesk"))
    font = title.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    font.setBold(True)
    title.setFont(font)
    lay.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
    db = win.player_db
    text = (
        QCoreApplication.translate("Desk", "The player list holds %1 players.").replace(
            "%1", i18n.locale().toString(db.count())
        )
        if db is not None
        else QCoreApplication.translate(
            "Desk",
            "First import the federation's player list (PLAYER.DBF): players are then found "
            "as you type their name or ID.",
        )
    )
    hint = QLabel(text)
    hint.setWordWrap(True)
    hint.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    lay.addWidget(hint)
    buttons = (
        (
            "import",
            QCoreApplication.translate("Desk", "Import the player list…"),
            win.choose_player_db,
        ),
        ("new", QCoreApplication.translate("Desk", "New event…"), win.new_event),
        ("open", QCoreApplication.translate("Desk", "Open an event…"), win.open_dialog),
        ("demo", QCoreApplication.translate("Desk", "Open the demo event"), lambda: open_demo(win)),
    )
    for name, label, slot in buttons:
        b = QPushButton(label)
        b.setObjectName(f"welcome-{name}")
        b.setMinimumWidth(280)
        b.clicked.connect(slot)
        lay.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
    lay.addStretch(2)
    return page


def open_demo(win: MainWindow) -> bool:
    from ..app.demo import create_demo
    from .main_window import data_folder

    return win.open_event(str(create_demo(data_folder() / "demo")[0]))
