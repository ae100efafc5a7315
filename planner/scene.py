"""The scene model: shapes on an 8 x 8 board and the robot's gripper.

Coordinates are the treebank's: a cell is (x, y, z) where x is the row
(0 = back, the robot's side; 7 = front), y the column (0 = right edge,
7 = left edge) and z the height (0 = on the board, at most 7).

The held shape is not special: it is the shape in the gripper's cell, as in
the organisers' planner.  A scene is immutable and hashable; two scenes are
equal when they hold the same shapes (in any order) and the gripper is in
the same cell.

    >>> scene = Scene((Shape(0, 7, 0, "red", "cube"), Shape(0, 7, 1, "green", "prism")), (3, 3, 7))
    >>> scene.held is None, scene.at(0, 7, 1).name
    (True, 'green prism')
    >>> scene == Scene(tuple(reversed(scene.shapes)), (3, 3, 7))
    True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from rcl.shape import Cell, Shape, format_cell
from rcl.vocabulary import COLORS, SHAPE_TYPES

SIZE = 8
HEIGHT = 8


def on_board(x: int, y: int, z: int = 0) -> bool:
    """Whether a cell lies inside the 8 x 8 x 8 space."""
    return 0 <= x < SIZE and 0 <= y < SIZE and 0 <= z < HEIGHT


@dataclass(frozen=True)
class Scene:
    """Shapes (the held one included, in the gripper's cell) and the gripper's cell."""

    shapes: tuple[Shape, ...]
    gripper: Cell = (0, 0, 7)
    _cells: dict = field(init=False, compare=False, repr=False, hash=False)

    def __post_init__(self):
        # A canonical order makes equality and hashing ignore the given order.
        object.__setattr__(self, "shapes", tuple(sorted(self.shapes)))
        object.__setattr__(self, "gripper", tuple(int(v) for v in self.gripper))
        object.__setattr__(self, "_cells", {s.cell: s for s in self.shapes})

    def at(self, x: int, y: int, z: int) -> Shape | None:
        """The shape in a cell; None for an empty or off-board cell."""
        return self._cells.get((x, y, z))

    @property
    def held(self) -> Shape | None:
        """The shape in the gripper, if any."""
        return self._cells.get(self.gripper)

    @property
    def closed(self) -> bool:
        return self.held is not None

    @cached_property
    def resting(self) -> frozenset[Shape]:
        """The shapes on the board, the held one left out."""
        return frozenset(s for s in self.shapes if s.cell != self.gripper)

    def column(self, x: int, y: int) -> list[Shape]:
        """The shapes of a column bottom first (the held shape left out)."""
        return [s for z in range(HEIGHT) if (s := self.at(x, y, z)) is not None and s.cell != self.gripper]

    def drop_height(self, x: int, y: int) -> int | None:
        """The lowest empty height of a column, the gripper's cell counted as empty; None when full."""
        for z in range(HEIGHT):
            shape = self.at(x, y, z)
            if shape is None or shape.cell == self.gripper:
                return z
        return None

    def replace(self, old: Shape, new: Shape | None, gripper: Cell | None = None) -> "Scene":
        """A copy with `old` replaced by `new` (or removed) and maybe the gripper moved."""
        shapes = [s for s in self.shapes if s != old] + ([new] if new is not None else [])
        return Scene(tuple(shapes), self.gripper if gripper is None else gripper)

    def same_arrangement(self, other: "Scene") -> bool:
        """Equal up to where the arm is: same resting shapes, same held shape in the same column.

        The treebank's layouts put the arm at heights no command determines
        (a taken shape rises to wherever the arm stopped), so comparing a
        planned scene with a recorded one ignores the arm's height, and its
        position when it holds nothing.
        """
        if self.resting != other.resting:
            return False
        mine, theirs = self.held, other.held
        if mine is None or theirs is None:
            return mine is theirs
        return (mine.x, mine.y, mine.color, mine.type) == (theirs.x, theirs.y, theirs.color, theirs.type)


def scene_from_layout(layout) -> Scene:
    """The Scene of a treebank Layout (rcl.treebank.Layout).

    The open/closed flag is not read: as in the organisers' planner, the
    gripper holds whatever shape is in its cell.
    """
    return Scene(tuple(layout.shapes), tuple(layout.gripper))


__all__ = ["SIZE", "HEIGHT", "COLORS", "SHAPE_TYPES", "Cell", "Shape", "Scene", "on_board",
           "format_cell", "scene_from_layout"]
