"""Print the import graph between elodesk's folders (``ui → app → engine/io``).

Reads every module of the package with :mod:`ast` (nothing is imported or run) and resolves
each ``import``/``from … import`` to the elodesk module it names. Prints one line per pair of
folders with the number of modules on each side, then every import that crosses a boundary
the project forbids (:data:`ALLOWED`); exits 1 when there is one. ``make lint`` runs it, and
``tests/test_boundaries.py`` checks the same graph.

    python scripts/import_graph.py           # the folder graph and the forbidden edges
    python scripts/import_graph.py --modules # and each module-to-module edge between folders
"""

from __future__ import annotations

import ast
import functools
import sys
from collections import defaultdict
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "elodesk"

#: What each folder may import of the others (the package's top level — ``elodesk`` and its
#: command modules — is the folder "cli"). ``ui`` reads the event through ``app`` and shows the
#: engine's domain types (``engine.model``); ``app`` composes ``engine`` and ``io``; ``io``
#: knows the engine's model only; ``engine`` nothing else.
ALLOWED: dict[str, set[str]] = {
    "ui": {"app", "engine.model", "resources", "elodesk"},
    "app": {"engine", "io", "resources", "elodesk"},
    # io reads the engine's model; the event file's open-time check (io/store_check.py) reads
    # the stored settings with the engine's own readers (rule sets, standings rules)
    "io": {"engine", "elodesk"},
    "engine": {"elodesk"},
    "cli": {"app", "engine", "io", "ui", "elodesk"},
}


def folder(module: str) -> str:
    """``elodesk.ui.views`` → ``ui``; ``elodesk.cli`` or ``elodesk.send_cli`` → ``cli``."""
    parts = module.split(".")
    if len(parts) >= 3 or (len(parts) == 2 and (PKG / parts[1]).is_dir()):
        return parts[1]
    return "cli" if len(parts) == 2 else "elodesk"


def module_name(path: Path) -> str:
    rel = path.relative_to(PKG.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@functools.cache
def _tree(path: Path) -> ast.Module:
    """The module's syntax tree, read once per run (edges() and forbidden() each walk them all)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def imported(path: Path) -> set[str]:
    """The elodesk modules (or packages) ``path`` imports, as absolute names."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.split(".")[0] == "elodesk")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "elodesk":
                continue
            if node.module is None or (PKG.parent / target.replace(".", "/")).is_dir():
                # ``from . import x`` / ``from ..app import event``: the submodules named
                for a in node.names:
                    sub = f"{target}.{a.name}"
                    is_module = (PKG.parent / (sub.replace(".", "/") + ".py")).exists()
                    is_package = (PKG.parent / sub.replace(".", "/")).is_dir()
                    out.add(sub if is_module or is_package else target)
            else:
                out.add(target)
    return out


def allowed(src: str, target: str) -> bool:
    a, b = folder(src), folder(target)
    if a == b:
        return True
    rest = target.split(".")[1:]
    key = ".".join(rest[:2]) if rest[:1] == ["engine"] and len(rest) > 1 else b
    return b in ALLOWED.get(a, set()) or key in ALLOWED.get(a, set())


def edges() -> dict[tuple[str, str], set[tuple[str, str]]]:
    """(folder, folder) → the (module, module) imports between them."""
    out: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)
    for path in sorted(PKG.rglob("*.py")):
        src = module_name(path)
        for target in imported(path):
            a, b = folder(src), folder(target)
            if a != b and b != "elodesk":
                out[(a, b)].add((src, target))
    return out


def forbidden() -> list[tuple[str, str]]:
    return sorted(
        (src, target)
        for pairs in edges().values()
        for src, target in pairs
        if not allowed(src, target)
    )


def main(argv: list[str]) -> int:
    graph = edges()
    print("import graph between elodesk's folders (modules importing → modules imported):")
    for (a, b), pairs in sorted(graph.items()):
        srcs, targets = {s for s, _ in pairs}, {t for _, t in pairs}
        print(f"  {a:>6} → {b:<6} {len(srcs):3d} → {len(targets):3d}")
        if "--modules" in argv:
            for s, t in sorted(pairs):
                print(f"         {s} → {t}")
    ui_engine = sorted(
        {t for (a, b), ps in graph.items() if (a, b) == ("ui", "engine") for _, t in ps}
    )
    print(f"  ui → engine: {', '.join(ui_engine) or 'nothing'} (the domain types)")
    layers = {(a, b) for a, b in graph if a in ("ui", "app")}
    shown = " ; ".join(f"{a} → {b}" for a, b in sorted(layers) if not (a == "ui" and b == "engine"))
    print(f"  layers: {shown}")
    bad = forbidden()
    for src, target in bad:
        print(f"FORBIDDEN {src} → {target}")
    print("no forbidden import" if not bad else f"{len(bad)} forbidden import(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
