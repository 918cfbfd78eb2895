"""DESIGN.md boundaries: engine imports neither io nor ui; no Qt outside ui."""

import ast
import functools
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "elodesk"


@functools.cache
def parsed(path: Path) -> ast.Module:
    """The module's syntax tree, parsed once for the whole file (each test walks them all)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(parsed(path)):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add(("." * node.level) + (node.module or ""))
    return names


def test_no_qt_outside_ui():
    offenders = [
        str(p.relative_to(PKG))
        for p in PKG.rglob("*.py")
        if "ui" not in p.parts
        and any(n.startswith(("PySide6", "PyQt", "shiboken")) for n in imports(p))
        and p.name != "cli.py"
    ]
    assert offenders == []


def test_cli_imports_qt_lazily():
    # cli.py may start the GUI, but only inside a function (never at import time)
    tree = ast.parse((PKG / "cli.py").read_text(encoding="utf-8"))
    top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not any("ui" in (getattr(n, "module", "") or "") for n in top)


def test_engine_is_pure():
    for p in (PKG / "engine").rglob("*.py"):
        for name in imports(p):
            assert not name.startswith(("..io", "..ui", "elodesk.io", "elodesk.ui")), (p, name)
            assert name.split(".")[0] not in {"sqlite3", "dbf", "dbfread", "openpyxl"}, (p, name)


def test_io_uses_only_engine_model():
    for p in (PKG / "io").rglob("*.py"):
        for name in imports(p):
            if name.startswith("..engine"):
                assert name in {"..engine.model", "..engine"} or name.startswith(
                    "..engine.model"
                ), (p, name)
            assert not name.startswith(("..ui", "elodesk.ui")), (p, name)


def _cli_module(name: str) -> bool:
    last = name.rsplit(".", 1)[-1]
    return last.endswith("_cli") or last == "cli"


def test_ui_imports_no_command_module():
    # the desk goes through elodesk.app, never through a command module (*_cli.py, cli.py)
    for p in (PKG / "ui").rglob("*.py"):
        for name in imports(p):
            assert not _cli_module(name), (p, name)


def test_app_imports_neither_qt_nor_ui_nor_commands():
    for p in (PKG / "app").rglob("*.py"):
        for name in imports(p):
            assert not name.startswith(("PySide6", "PyQt", "shiboken")), (p, name)
            assert not name.startswith(("..ui", "elodesk.ui", ".ui")), (p, name)
            assert not _cli_module(name), (p, name)


@functools.cache
def _import_graph():
    """scripts/import_graph.py loaded once (it reads each module's tree once)."""
    import importlib.util

    path = PKG.parent / "scripts" / "import_graph.py"
    spec = importlib.util.spec_from_file_location("import_graph", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ui_imports_app_and_the_engine_model_only():
    """The desk reads and edits the event through ``app`` (the session, the settings, the
    rules it offers); of the engine it knows the domain types (``engine.model``) only; never
    ``io``. The graph is the one ``make lint`` prints (scripts/import_graph.py)."""
    graph = _import_graph()
    edges = graph.edges()
    ui_targets = {t for (a, _b), pairs in edges.items() if a == "ui" for _s, t in pairs}
    assert not [t for t in ui_targets if t.startswith("elodesk.io")]
    assert {t for t in ui_targets if t.startswith("elodesk.engine")} <= {"elodesk.engine.model"}
    assert graph.forbidden() == []


def test_the_import_graph_is_printed_and_says_the_layers(capsys):
    graph = _import_graph()
    assert graph.main([]) == 0
    out = capsys.readouterr().out
    assert "ui → app" in out and "app → engine" in out and "app → io" in out
    assert " ui → io " not in out and "no forbidden import" in out


def test_the_graph_resolves_relative_imports():
    # elodesk/ui/controller.py: "from ..app.session import …" is the module elodesk.app.session
    graph = _import_graph()
    assert "elodesk.app.session" in graph.imported(PKG / "ui" / "controller.py")
    assert graph.folder("elodesk.send_cli") == "cli" and graph.folder("elodesk.ui.views") == "ui"


def test_gacrux_stays_in_the_engine():
    # Issue 19: the pairing engine behind elodesk's own interface (engine/pairing.py); the
    # tie-break checker (engine/standings.py) is the only other user. No gacrux type leaves them.
    # The adapters of the Dutch engine's speed (engine/gacruxdefs.py, engine/gacruxrecords.py,
    # engine/gacruxtable.py, engine/gacruxedges.py, engine/gacruxread.py, engine/gacruxround.py,
    # engine/gacruxbracket.py: its criterion table, its per-edge record, its crosstable, its
    # engine, its reading of the round, the round built directly, its brackets) hold gacrux too, and only pairing.py (and the adapters,
    # one on another) use them.
    users = {
        str(p.relative_to(PKG))
        for p in PKG.rglob("*.py")
        if any(n.split(".")[0] == "gacrux" for n in imports(p))
    }
    adapters = {
        "engine/gacruxdefs.py",
        "engine/gacruxrecords.py",
        "engine/gacruxtable.py",
        "engine/gacruxedges.py",
        "engine/gacruxread.py",
        "engine/gacruxround.py",
        "engine/gacruxbracket.py",
    }
    assert users <= {"engine/pairing.py", "engine/standings.py"} | adapters
    assert "engine/pairing.py" in users
    adapter_users = {
        str(p.relative_to(PKG))
        for p in PKG.rglob("*.py")
        for node in ast.walk(parsed(p))
        if isinstance(node, ast.Import | ast.ImportFrom)
        and any(
            name.split(".")[-1] in {Path(a).stem for a in adapters}
            for name in [getattr(node, "module", None) or "", *(a.name for a in node.names)]
        )
    }
    assert "engine/pairing.py" in adapter_users
    assert adapter_users <= {"engine/pairing.py"} | adapters
