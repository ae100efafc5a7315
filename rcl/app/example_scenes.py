"""The example scenes shipped inside the package (`rcl/app/scenes/NAME.json`), and scene names.

A user with only the wheel has no checkout to copy a scene from, so the tools
take the name of a shipped example wherever they take a scene file:

    rcl-parse "pick up the green pyramid" --scene example
    rcl-repl --scene demo
    rcl-scene example demo --out my-board.json     # a copy to edit

The examples are ordinary scene files (docs/scenes.md), read by the one JSON
scene reader, `planner.loads_scene`.  A file that exists wins over an example
of the same name.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from planner import Scene, load_scene, loads_scene
from rcl.errors import SceneError

#: The package folder that holds the examples, one `NAME.json` each.
FOLDER = resources.files("rcl.app") / "scenes"
SUFFIX = ".json"


class UnknownSceneError(SceneError):
    """A scene named neither an existing file nor a shipped example."""


def example_names() -> list[str]:
    """The names of the shipped example scenes, sorted ("demo", "example")."""
    return sorted(item.name.removesuffix(SUFFIX) for item in FOLDER.iterdir() if item.name.endswith(SUFFIX))


def example_text(name: str) -> str:
    """The JSON text of the shipped example `name`, exactly as shipped."""
    if name not in example_names():
        raise UnknownSceneError(f"no example scene '{name}'; the examples are {', '.join(example_names())}")
    return (FOLDER / f"{name}{SUFFIX}").read_text(encoding="utf-8")


def example_scene(name: str) -> Scene:
    """The shipped example `name` as a Scene."""
    return loads_scene(example_text(name), f"example scene '{name}'")


def is_example(value: str) -> bool:
    """Whether `value` names a shipped example and no file of that name exists here."""
    return value in example_names() and not Path(value).exists()


def load_named_scene(value: str) -> Scene:
    """The scene a user named: a scene file, else a shipped example of that name.

    A bare word that is neither (a mistyped example, say) gets an error listing the
    examples; a path that cannot be read gets the scene reader's own error.
    """
    if is_example(value):
        return example_scene(value)
    if not Path(value).exists() and Path(value).name == value and not value.endswith(SUFFIX):
        raise UnknownSceneError(f"no scene file '{value}' here and no example scene of that name; "
                                f"the examples are {', '.join(example_names())}")
    return load_scene(value)
