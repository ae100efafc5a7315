"""`Shape`: one cube or prism on the board, in the treebank's coordinates.

The one shape class of the project: the treebank's layouts, the planner's
scenes and the board pictures all hold these.  A cell is (x, y, z): x the
row (0 = back, the robot's side; 7 = front), y the column (0 = right edge,
7 = left edge), z the height (0 = on the board).

    >>> shape = Shape(3, 4, 0, "red", "cube")
    >>> shape.name, shape.cell, str(shape.at(3, 4, 1))
    ('red cube', (3, 4, 0), 'red cube at (3,4,1)')
"""

from __future__ import annotations

from dataclasses import dataclass

Cell = tuple[int, int, int]


@dataclass(frozen=True, order=True)
class Shape:
    """A cube or a prism of one of the eight colours, in one cell."""

    x: int
    y: int
    z: int
    color: str
    type: str

    @property
    def cell(self) -> Cell:
        return (self.x, self.y, self.z)

    @property
    def name(self) -> str:
        """'red cube', 'green prism'."""
        return f"{self.color} {self.type}"

    def at(self, x: int, y: int, z: int) -> "Shape":
        """The same shape in another cell."""
        return Shape(x, y, z, self.color, self.type)

    def __str__(self) -> str:
        return f"{self.name} at {format_cell(self.cell)}"


def format_cell(cell) -> str:
    """'(x,y,z)' as used in moves and messages."""
    return "(" + ",".join(str(v) for v in cell) + ")"
