"""What a picture of the board needs to know about a planner `Scene`.

The board is drawn as the treebank's writers saw it, from the robot's side,
for the parsers learned their words: the far row (x = 7, RCL's "front", which
they call "far" or "top") at the top, the robot's row (x = 0, RCL's "back",
their "near" or "bottom") at the bottom or nearest the viewer, and the left
edge (y = 7) on the left.  "The top left corner", (indicator: front)
(indicator: left), is then cell (7, 7), drawn at the top left.

A picture may *mark* some shapes with short labels ("1", "2", ...), so that a
question such as "which one?" can point at them:

    >>> from planner import Scene
    >>> from rcl.shape import Shape
    >>> red, green = Shape(6, 5, 0, "red", "cube"), Shape(6, 5, 1, "green", "prism")
    >>> view = BoardView.of(Scene((red, green), (0, 0, 7)), marks={green: "1"})
    >>> view.mark(green), view.mark(red)
    ('1', None)
    >>> view.describe(green)
    'the green prism at x=6 y=5, height 1, on the red cube'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from planner import Scene
from rcl.shape import Cell, Shape

SIZE = 8
#: One letter per colour, as in the treebank's configuration.txt.
COLOR_LETTERS = {"blue": "B", "cyan": "C", "green": "G", "magenta": "M", "red": "R",
                 "white": "W", "gray": "X", "yellow": "Y"}

#: Shape -> label ("1", "2", ...) of the shapes a picture points at.
Marks = Mapping[Shape, str]


def color_letter(shape: Shape) -> str:
    """The shape's colour letter: capital for a cube, small for a prism ("?" for an unknown colour)."""
    letter = COLOR_LETTERS.get(shape.color, "?")
    return letter if shape.type == "cube" else letter.lower()


@dataclass(frozen=True)
class BoardView:
    """The scene's shapes, the gripper's cell, what it holds, and the marked shapes with their labels."""

    shapes: tuple[Shape, ...]
    gripper: Cell
    held: Shape | None
    marks: tuple[tuple[Shape, str], ...] = ()

    @classmethod
    def of(cls, scene: Scene, marks: Marks | None = None) -> "BoardView":
        """The view of `scene`; `marks` must name shapes of the scene, each with its own label."""
        pairs = tuple((marks or {}).items())
        for shape, label in pairs:
            if shape not in scene.shapes:
                raise ValueError(f"cannot mark the {shape}: it is not on the board")
            if not label or not label.isprintable() or any(ch.isspace() for ch in label):
                raise ValueError(f"mark {label!r} of the {shape} is not a short printable label")
        labels = [label for _, label in pairs]
        if len(set(labels)) != len(labels):
            raise ValueError(f"two shapes share a mark: {labels}")  # a picture would point at both
        return cls(scene.shapes, scene.gripper, scene.held, pairs)

    def column(self, x: int, y: int) -> list[Shape]:
        """The shapes standing in cell (x, y), bottom first (the held shape excluded)."""
        return sorted((s for s in self.shapes if s.x == x and s.y == y and s != self.held), key=lambda s: s.z)

    @property
    def tallest(self) -> int:
        return max((len(self.column(x, y)) for x in range(SIZE) for y in range(SIZE)), default=0)

    def mark(self, shape: Shape) -> str | None:
        """The label of `shape`, or None when it is not marked."""
        return next((label for marked, label in self.marks if marked == shape), None)

    def describe(self, shape: Shape) -> str:
        """Plain words for a shape: its colour, type and where it is ('the red cube at x=6 y=5, on the board')."""
        if shape == self.held:
            x, y, _ = self.gripper
            return f"the {shape.name} in the gripper, over x={x} y={y}"
        where = f"the {shape.name} at x={shape.x} y={shape.y}"
        if shape.z == 0:
            return f"{where}, on the board"
        below = [s for s in self.column(shape.x, shape.y) if s.z == shape.z - 1]
        return f"{where}, height {shape.z}" + (f", on the {below[0].name}" if below else "")

    def gripper_line(self, held_name: str | None = None) -> str:
        """One line: where the gripper is and what it holds (`held_name` may dress the shape's name)."""
        x, y, z = self.gripper
        if self.held is None:
            return f"gripper: open, over x={x} y={y} at height {z}, holding nothing"
        return f"gripper: closed, over x={x} y={y} at height {z}, holding the {held_name or self.held.name}"
