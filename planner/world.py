"""The things an RCL entity can denote in a scene, as the organisers' planner sees them.

Shapes, stacks (each column of 2+ shapes on a cube at z = 0 gives a full and
a "headless" stack), the four corners, the four edges, the board and the
robot.  Regions, tiles and references are not things: they only shape how
other things are filtered (see planner.grounding).
"""

from __future__ import annotations

from functools import lru_cache

from planner.errors import IncoherentError
from planner.scene import Cell, Scene, Shape, format_cell

CORNERS = {"back-right": (0, 0, 0), "back-left": (0, 7, 0), "front-right": (7, 0, 0), "front-left": (7, 7, 0)}
EDGES = ("front", "back", "left", "right")
CENTRE = (3.5, 3.5)


class Thing:
    """One groundable entity.  Compared by identity; a World builds each once."""

    __slots__ = ("type", "shape", "cell", "base", "colors", "top", "headless", "name")

    def __init__(self, type: str, *, shape: Shape | None = None, cell: Cell | None = None,
                 base: tuple[int, int] | None = None, colors: frozenset = frozenset(),
                 top: Shape | None = None, headless: bool = False, name: str = ""):
        self.type = type
        self.shape = shape
        self.cell = cell          # source cell: shapes and corners only
        self.base = base          # (x, y) of the base cell; None for edges, board, robot
        self.colors = colors
        self.top = top            # a stack's last member
        self.headless = headless
        self.name = name          # corner or edge name

    def base_xy(self) -> tuple[int, int]:
        """The base (x, y); an edge, the board or the robot has none (the planner gives up)."""
        if self.base is None:
            raise IncoherentError(f"the {self.describe()} has no position on the board")
        return self.base

    def source(self) -> Cell:
        """The cell a take or move starts from: a shape's own cell or a corner's cell."""
        if self.cell is None:
            raise IncoherentError(f"the {self.describe()} cannot be picked up or moved")
        return self.cell

    def describe(self) -> str:
        """Words for messages: 'red cube at (3,4,0)', 'back-left corner', 'red/blue stack at (2,2)'."""
        if self.shape is not None:
            return str(self.shape)
        if self.type == "stack":
            colors = "/".join(sorted(self.colors))
            what = "stack without its top" if self.headless else "stack"
            return f"{colors} {what} at ({self.base[0]},{self.base[1]})"
        if self.type in ("corner", "edge"):
            return f"{self.name} {self.type}"
        if self.type == "tile":
            return self.name
        return self.type

    def __repr__(self) -> str:
        return f"<{self.describe()}>"


class World:
    """Every Thing of one scene, built once per scene (see `world_of`).

    `extended`: read RCL as people mean it where the organisers' planner gave up or matched
    nothing (the physical mode): ordinals, "between", the squares of the board as things,
    "behind" a shape, front and back as a shape's indicators, places beside a stack, a shape as
    part of a stack.  Off, the organisers' rules exactly.
    """

    def __init__(self, scene: Scene, extended: bool = False, lenient: bool = False):
        self.scene = scene
        self.extended = extended
        #: A description that matches nothing may do without one of its modifiers when the rest names one
        #: thing (the second try, when no reading of a command fits the board as said).
        self.lenient = lenient and extended
        #: The descriptions a lenient world read without one of their modifiers (one judgement's).
        self.loosened: dict[str, None] = {}  # (an ordered set)
        #: What the planner went by that the words did not say exactly, in plain words (for the user).
        self.notes: list[str] = []
        #: What was read as the viewer sees the board ("behind the blue pyramid": on its far side from the robot):
        #: descriptions that named nothing as the board names its sides (planner.query), and places a place said
        #: again put on the landmark's other side (planner.events).
        self.turned: dict[str, None] = {}  # (an ordered set)
        self.shapes = [Thing(s.type, shape=s, cell=s.cell, base=(s.x, s.y), colors=frozenset((s.color,)))
                       for s in scene.shapes]
        self.by_shape = {t.shape: t for t in self.shapes}
        self.stacks = list(self._stacks())
        self.corners = {name: Thing("corner", cell=cell, base=cell[:2], name=name) for name, cell in CORNERS.items()}
        self.edges = {name: Thing("edge", name=name) for name in EDGES}
        self.board = Thing("board")
        self.robot = Thing("robot")
        # The squares of the board, for "the empty square left of X" (the organisers' planner had none).
        self.tiles = [Thing("tile", base=(x, y), name=f"square at ({x},{y})") for x in range(8) for y in range(8)] \
            if extended else []
        self.things = (self.shapes + self.stacks + list(self.corners.values()) + list(self.edges.values())
                       + [self.board, self.robot] + self.tiles)
        self.by_type: dict[str, list[Thing]] = {}
        for thing in self.things:
            self.by_type.setdefault(thing.type, []).append(thing)
        self.held = self.by_shape.get(scene.held) if scene.held is not None else None

    def _stacks(self):
        at = self.scene.at
        for cube in self.scene.shapes:
            if cube.type != "cube" or cube.z != 0:
                continue
            members = [cube]
            while (above := at(cube.x, cube.y, len(members))) is not None:
                members.append(above)
            if len(members) >= 2:
                base = (cube.x, cube.y)
                yield Thing("stack", base=base, colors=frozenset(s.color for s in members), top=members[-1])
                yield Thing("stack", base=base, colors=frozenset(s.color for s in members[:-1]),
                            top=members[-2], headless=True)

    def of_type(self, type: str) -> list[Thing]:
        """The things of exactly this type (region, tile, reference... give none)."""
        return self.by_type.get(type, [])

    def lone_cubes(self) -> list[Thing]:
        """The cubes on the board with nothing on them: what people may call a stack of one."""
        return [t for t in self.of_type("cube") if t.cell[2] == 0 and self.scene.at(t.cell[0], t.cell[1], 1) is None]

    def thing_at(self, cell: Cell) -> Thing | None:
        shape = self.scene.at(*cell)
        return None if shape is None else self.by_shape[shape]

    def drop_position(self, x: int, y: int) -> Cell:
        """The first empty cell of a column, z = 0..7 (moving shapes still count).

        An off-board column gives (x, y, 0); a full column is incoherent.
        """
        if not (0 <= x < 8 and 0 <= y < 8):
            return (x, y, 0)
        at = self.scene.at
        for z in range(8):
            if at(x, y, z) is None:
                return (x, y, z)
        raise IncoherentError(f"the column at ({x},{y}) is full")


@lru_cache(maxsize=256)
def world_of(scene: Scene, extended: bool = False, lenient: bool = False) -> World:
    """The World of a scene, built afresh: its notes (`World.notes`) are those of one judgement."""
    return World(scene, extended, lenient)


def where(things) -> str:
    """'at (1,2,0) and (3,4,0)' style list of the things' positions, for messages."""
    cells = all(t.shape is not None for t in things)
    spots = [format_cell(t.cell) if cells else t.describe() for t in things]
    if len(spots) > 4:
        spots = spots[:4] + [f"{len(things) - 4} more"]
    listed = spots[0] if len(spots) == 1 else ", ".join(spots[:-1]) + " and " + spots[-1]
    return ("at " if cells else "") + listed
