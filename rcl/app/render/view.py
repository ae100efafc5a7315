"""What a picture of the board needs to know about a planner `Scene`.

The board is drawn as the person typing commands sees it, standing at the
front of the table: the back row (x = 0, the robot's side) at the top, the
left edge (y = 7) on the left.
"""

from __future__ import annotations

from dataclasses import dataclass

from planner import Scene
from rcl.shape import Cell, Shape

SIZE = 8
#: One letter per colour, as in the treebank's configuration.txt.
COLOR_LETTERS = {"blue": "B", "cyan": "C", "green": "G", "magenta": "M", "red": "R",
                 "white": "W", "gray": "X", "yellow": "Y"}


@dataclass(frozen=True)
class BoardView:
    """The scene's shapes, the gripper's cell and what it holds."""

    shapes: tuple[Shape, ...]
    gripper: Cell
    held: Shape | None

    @classmethod
    def of(cls, scene: Scene) -> "BoardView":
        return cls(scene.shapes, scene.gripper, scene.held)

    def column(self, x: int, y: int) -> list[Shape]:
        """The shapes standing in cell (x, y), bottom first (the held shape excluded)."""
        return sorted((s for s in self.shapes if s.x == x and s.y == y and s != self.held), key=lambda s: s.z)

    @property
    def tallest(self) -> int:
        return max((len(self.column(x, y)) for x in range(SIZE) for y in range(SIZE)), default=0)

    def gripper_line(self, held_name: str | None = None) -> str:
        """One line: where the gripper is and what it holds (`held_name` may dress the shape's name)."""
        x, y, z = self.gripper
        if self.held is None:
            return f"gripper: open, over x={x} y={y} at height {z}, holding nothing"
        return f"gripper: closed, over x={x} y={y} at height {z}, holding the {held_name or self.held.name}"
