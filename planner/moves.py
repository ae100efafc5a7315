"""Moves: what a command does to the board, in a compact printable form.

    take x,y,z              lift the shape in cell (x,y,z) into the gripper
    drop                    release the held shape (it falls to the lowest free height)
    move x,y,z -> x,y,z     carry the shape from the first cell to the second

    >>> str(Take((3, 4, 0))), str(Drop()), str(DirectMove((1, 2, 0), (5, 5, 1)))
    ('take 3,4,0', 'drop', 'move 1,2,0 -> 5,5,1')
    >>> parse_move("move 1,2,0 -> 5,5,1") == DirectMove((1, 2, 0), (5, 5, 1))
    True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from planner.scene import Cell


def _cell(cell: Cell) -> str:
    return ",".join(str(v) for v in cell)


@dataclass(frozen=True)
class Take:
    """Lift the shape at `source` into the gripper."""

    source: Cell

    def __str__(self) -> str:
        return f"take {_cell(self.source)}"


@dataclass(frozen=True)
class Drop:
    """Release the held shape straight down."""

    def __str__(self) -> str:
        return "drop"


@dataclass(frozen=True)
class DirectMove:
    """Carry the shape at `source` to `target`."""

    source: Cell
    target: Cell

    def __str__(self) -> str:
        return f"move {_cell(self.source)} -> {_cell(self.target)}"


Move = Take | Drop | DirectMove

_CELL = r"(-?\d+),(-?\d+),(-?\d+)"
_FORMS = [(re.compile(rf"take {_CELL}$"), lambda g: Take(tuple(map(int, g)))),
          (re.compile(r"drop$"), lambda g: Drop()),
          (re.compile(rf"move {_CELL} -> {_CELL}$"),
           lambda g: DirectMove(tuple(map(int, g[:3])), tuple(map(int, g[3:]))))]


def parse_move(text: str) -> Move:
    """The Move written as `str(move)`; ValueError for anything else."""
    for pattern, build in _FORMS:
        match = pattern.match(text.strip())
        if match:
            return build(match.groups())
    raise ValueError(f"not a move: {text!r}; expected 'take x,y,z', 'drop' or 'move x,y,z -> x,y,z'")


def format_moves(moves) -> str:
    """Several moves joined by '; '."""
    return "; ".join(str(m) for m in moves)
