"""The house rules of docs/architecture.md, read off the code itself.

The core (rcl/, without rcl/app/) imports nothing else of ours; the planner and each engine
import only the core and themselves; only the hall (rcl/app/) composes them.  No module
imports itself back through others, and an import inside a function says why (on its line or
the line above).  Only the command-line tools (rcl/app/cli/) write to the terminal, and
pydelphin is loaded only by the ERG path.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rcl", "planner", "erg_bridge", "fallback_pcfg")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room(module: str) -> str:
    """'hall' for rcl.app..., 'core' for the rest of rcl, else the package."""
    if module == "rcl.app" or module.startswith("rcl.app."):
        return "hall"
    top = module.split(".")[0]
    return "core" if top == "rcl" else top


MODULES = {module_name(p): p for package in PACKAGES for p in sorted((ROOT / package).rglob("*.py"))}


def imports(path: Path) -> list[tuple[str, ast.AST, bool]]:
    """(module imported, node, inside a function) for each import of ours in a file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            names = []
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                # "from rcl import vocabulary" imports the module rcl.vocabulary, not only the face
                names = [f"{child.module}.{a.name}" if f"{child.module}.{a.name}" in MODULES else child.module
                         for a in child.names]
            found.extend((name, child, in_function) for name in names if name.split(".")[0] in PACKAGES)
            visit(child, inside)

    visit(tree, False)
    return found


ALLOWED = {"core": {"core"}, "planner": {"core", "planner"}, "erg_bridge": {"core", "erg_bridge"},
           "fallback_pcfg": {"core", "fallback_pcfg"},
           "hall": {"core", "planner", "erg_bridge", "fallback_pcfg", "hall"}}


#: The one documented exception (docs/architecture.md): an entry point nothing imports.
ENTRY_POINTS = {"planner.__main__"}


@pytest.mark.parametrize("module", sorted(set(MODULES) - ENTRY_POINTS))
def test_each_room_imports_only_what_the_house_allows(module):
    wrong = [name for name, _, _ in imports(MODULES[module]) if room(name) not in ALLOWED[room(module)]]
    assert not wrong, f"{module} ({room(module)}) may not import {wrong}"


def test_an_entry_point_is_imported_by_nobody():
    assert not [m for m, p in MODULES.items() for name, _, _ in imports(p) if name in ENTRY_POINTS]


def test_an_import_inside_a_function_says_why_on_its_line():
    silent = []
    for module, path in MODULES.items():
        lines = path.read_text(encoding="utf-8").splitlines()
        for name, node, in_function in imports(path):
            if in_function and "#" not in lines[node.lineno - 1] + lines[node.lineno - 2]:
                silent.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {name}")
    assert not silent


def test_no_import_circle():
    graph = {module: set() for module in MODULES}
    for module, path in MODULES.items():
        for name, _, _ in imports(path):
            target = name
            while target and target not in MODULES:  # "from rcl.app.systems.base import X" -> that module
                target = target.rpartition(".")[0]
            if target and target != module:
                graph[module].add(target)
    circles = []
    state: dict[str, int] = {}

    def walk(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                circles.append(path[path.index(target):] + [target])
            elif target not in state:
                walk(target, path + [target])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            walk(module, [module])
    assert not circles, circles


def writes_to_terminal(path: Path) -> list[str]:
    """Where a file's code prints, or writes to (or passes along) sys.stdout or sys.stderr."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} prints")
        if (isinstance(node, ast.Attribute) and node.attr in ("stdout", "stderr")
                and isinstance(node.value, ast.Name) and node.value.id == "sys"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} uses sys.{node.attr}")
    return found


def test_only_the_command_line_tools_write_to_the_terminal():
    writers = [where for module, path in MODULES.items()
               if not module.startswith("rcl.app.cli") and module not in ENTRY_POINTS
               for where in writes_to_terminal(path)]
    assert not writers, writers


def test_pydelphin_is_loaded_only_with_the_erg_path():
    ours = [m for m in MODULES if room(m) != "erg_bridge" and not m.startswith("rcl.app.training")
            and m != "rcl.app.cli.train" and m not in ENTRY_POINTS]
    code = ("import importlib, sys\n"
            f"for name in {ours!r}: importlib.import_module(name)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'delphin'))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert loaded.stdout.strip() == "[]"
