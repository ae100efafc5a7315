"""A tiny stand-in parser and scene for REPL and CLI tests, independent of the real engines.

The stub knows a handful of sentences (a fixed candidate each) and abstains
on anything else; the planner still judges and executes for real.  Run as a
script it starts rcl-repl or rcl-parse with `--system stub`:

    python tests/app/repl_stub.py repl --scene scene.json
"""

from __future__ import annotations

import sys
from pathlib import Path

from rcl.app.pipeline import choose
from rcl.app.systems import register
from rcl.candidate import Candidate
from rcl.reader import read_rcl
from rcl.treebank import Layout, Shape

KNOWN = {
    "pick up the green pyramid": "(event: (action: take) (entity: (color: green) (type: prism)))",
    "drop the prism on the yellow cube": "(event: (action: drop) (entity: (type: prism)) (destination: "
                                         "(spatial-relation: (relation: above) (entity: (color: yellow) (type: cube)))))",
    "drop the prism": "(event: (action: drop) (entity: (type: prism)))",
    "take the blue cube": "(event: (action: take) (entity: (color: blue) (type: cube)))",
    "take the yellow cube": "(event: (action: take) (entity: (color: yellow) (type: cube)))",
    "move the yellow cube onto the red cube": "(event: (action: move) (entity: (color: yellow) (type: cube)) "
                                              "(destination: (spatial-relation: (relation: above) "
                                              "(entity: (color: red) (type: cube)))))",
}

#: A red cube under a green prism in the back-left corner, two blue cubes
#: (so "the blue cube" is ambiguous) and a yellow cube in the front-right corner.
LAYOUT = Layout(1, 1, (4, 4, 7), False, (
    Shape(0, 7, 0, "red", "cube"), Shape(0, 7, 1, "green", "prism"),
    Shape(3, 3, 0, "blue", "cube"), Shape(5, 5, 0, "blue", "cube"),
    Shape(7, 0, 0, "yellow", "cube")))


@register("stub", "test stand-in: a few fixed sentences")
class StubSystem:
    name = "stub"

    def __init__(self, **options):
        self.calls = 0
        self.physics = options.get("physics") or "official"

    def parse(self, text, scene):
        self.calls += 1
        key = " ".join(text.lower().split()).rstrip(".!")
        candidates = [Candidate(read_rcl(KNOWN[key]), "stub", 0, "fixed")] if key in KNOWN else []
        return choose(text, self.name, candidates, scene, physics=self.physics)


def scene_file(folder: Path) -> Path:
    """The stub scene written as scene JSON in `folder`."""
    from planner import dumps_scene, scene_from_layout
    path = folder / "scene.json"
    path.write_text(dumps_scene(scene_from_layout(LAYOUT)), encoding="utf-8")
    return path


def ensure_registry() -> None:
    """Let the registry load while rcl.app.builtin_systems is still being written elsewhere."""
    try:
        import rcl.app.builtin_systems  # noqa: F401
    except ImportError:
        import types
        sys.modules["rcl.app.builtin_systems"] = types.ModuleType("rcl.app.builtin_systems")


if __name__ == "__main__":
    ensure_registry()
    tool, argv = sys.argv[1], sys.argv[2:]
    if tool == "repl":
        from rcl.app.repl import main
    else:
        from rcl.app.parse_cli import main
    sys.exit(main(argv + ["--system", "stub"]))
