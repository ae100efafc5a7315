"""A tiny stand-in parser and scene for REPL and CLI tests, independent of the real engines.

The stub knows a handful of sentences (a fixed candidate each) and abstains
on anything else; the planner still judges and executes for real.  Tests
register it with `register(monkeypatch)`; run as a script it registers
itself and starts rcl-repl or rcl-parse with `--system stub`:

    python tests/app/repl_stub.py repl --scene scene.json
"""

from __future__ import annotations

import sys
from pathlib import Path

from planner import Scene, dumps_scene
from rcl.app.systems import SYSTEMS, EngineSystem, Registration
from rcl.candidate import Candidate, Proposal
from rcl.normalise import Utterance
from rcl.reader import read_rcl
from rcl.shape import Shape

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
SCENE = Scene((
    Shape(0, 7, 0, "red", "cube"), Shape(0, 7, 1, "green", "prism"),
    Shape(3, 3, 0, "blue", "cube"), Shape(5, 5, 0, "blue", "cube"),
    Shape(7, 0, 0, "yellow", "cube")), (4, 4, 7))


class StubEngine:
    """Proposes the fixed tree of a known sentence, nothing for any other."""

    name = "stub"

    def __init__(self):
        self.calls = 0

    def propose(self, utterance: Utterance) -> Proposal:
        self.calls += 1
        key = utterance.text
        found = (Candidate(read_rcl(KNOWN[key]), "stub", 0, "fixed"),) if key in KNOWN else ()
        return Proposal(self.name, found)

    def close(self) -> None:
        pass


def stub_system(physics: str = "official") -> EngineSystem:
    return EngineSystem("stub", (StubEngine(),), physics)


REGISTRATION = Registration("test stand-in: a few fixed sentences", lambda options: stub_system(options.physics))


def register(monkeypatch=None) -> None:
    """Add the stub to the system registry (for one test with `monkeypatch`, else for good)."""
    if monkeypatch is not None:
        monkeypatch.setitem(SYSTEMS, "stub", REGISTRATION)
    else:
        SYSTEMS["stub"] = REGISTRATION


def scene_file(folder: Path) -> Path:
    """The stub scene written as scene JSON in `folder`."""
    path = folder / "scene.json"
    path.write_text(dumps_scene(SCENE), encoding="utf-8")
    return path


if __name__ == "__main__":
    register()
    tool, argv = sys.argv[1], sys.argv[2:]
    if tool == "repl":
        from rcl.app.cli.repl import main  # noqa: E402 - the tool named on the command line
    else:
        from rcl.app.cli.parse import main  # noqa: E402 - the tool named on the command line
    sys.exit(main(argv + ["--system", "stub"]))
