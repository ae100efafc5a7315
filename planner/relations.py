"""Where one thing stands from another: the relations of PLANNER-NOTES 2.2 between a candidate and a
landmark, and the readings people give them where the organisers' planner matched nothing (a square
between the shape and its landmark, a corner square with nothing in it).

    holds("left", thing, landmark)          # directly left of it, in its row
    nearest_in_line("front", things, mark)  # the nearest of `things` in front of `mark`, in its column
"""

from __future__ import annotations

from planner.errors import IncoherentError
from planner.world import CENTRE, Thing


def distance(candidate: Thing, landmark) -> float:
    """Squared Euclidean distance between bases; linear distance to an edge or the robot's row."""
    x, y = candidate.base_xy()
    if landmark == "centre":
        return (x - CENTRE[0]) ** 2 + (y - CENTRE[1]) ** 2
    if landmark.type == "robot":
        return x
    if landmark.type == "edge":
        return {"front": 7 - x, "back": x, "left": 7 - y, "right": y}[landmark.name]
    lx, ly = landmark.base_xy()
    return (x - lx) ** 2 + (y - ly) ** 2


EDGE_LINES = {"back": (0, 0), "front": (0, 7), "right": (1, 0), "left": (1, 7)}
#: One square in each direction of a move, as (dx, dy).
OFFSETS = {"left": (0, 1), "right": (0, -1), "forward": (1, 0), "backward": (-1, 0)}
#: The board's sides that a landmark's "in front of" and "behind" name, and the other ones: the sides a viewer who
#: looks across the board from the robot's side may mean by them (the board's front is away from the robot); with
#: a count of squares, the ways.
VIEWER_SIDES = {"front": "backward", "backward": "front"}
VIEWER_WAYS = {"forward": "backward", "backward": "forward"}


def on_edge(edge: Thing, thing: Thing) -> bool:
    axis, value = EDGE_LINES[edge.name]
    return thing.base_xy()[axis] == value


def shape_of(thing: Thing):
    if thing.shape is None:
        raise IncoherentError(f"a {thing.describe()} cannot sit on something")
    return thing.shape


def holds(relation: str | None, thing: Thing, landmark: Thing, extended: bool = False) -> bool:
    """Whether `thing` stands in `relation` to `landmark` (PLANNER-NOTES 2.2, Relation)."""
    kind = landmark.type
    if relation == "adjacent":
        if kind == "edge":
            return on_edge(landmark, thing)
        (x, y), (lx, ly) = thing.base_xy(), landmark.base_xy()
        return abs(x - lx) + abs(y - ly) == 1
    if relation in ("left", "right"):
        (x, y), (lx, ly) = thing.base_xy(), landmark.base_xy()
        return x == lx and y == ly + (1 if relation == "left" else -1)
    if relation == "front":
        (x, y), (lx, ly) = thing.base_xy(), landmark.base_xy()
        return y == ly and x == lx + 1
    if relation == "backward" and extended:  # "the cube behind the red one": the organisers' planner matched nothing
        (x, y), (lx, ly) = thing.base_xy(), landmark.base_xy()
        return y == ly and x == lx - 1
    if relation in ("part", "within") and extended and kind == "stack" and thing.shape is not None:
        # ("the blue cube in the stack on the left": one of its shapes too)
        top, s = landmark.top, thing.shape  # "the top red off the 2-high red stack": one of the stack's shapes
        return (s.x, s.y) == landmark.base and s.z <= top.z
    if relation == "above" and extended and thing.type == "stack" and landmark.shape is not None \
            and thing.top is not None:  # "the tower in the corner, the one which stands on a cyan cube": its bottom
        s = landmark.shape
        return (s.x, s.y) == thing.base and s.z == 0 and thing.top.z > 0
    if relation == "above":
        if kind == "board":  # "the one empty hole on the board", "the back right corner, on the floor": every
            # square, corner and edge of it is
            return thing.type in ("tile", "corner", "edge") and extended or shape_of(thing).z == 0
        if landmark.shape is not None:
            s = landmark.shape
            return shape_of(thing).cell == (s.x, s.y, s.z + 1)
        if kind == "stack":
            top = landmark.top
            return shape_of(thing).cell == (top.x, top.y, top.z + 1)
        if kind == "corner":
            return thing.base_xy() == landmark.base
        if kind == "edge":
            return on_edge(landmark, thing)
        return False
    if relation == "within" and (kind == "corner" or kind == "tile" and extended and thing.type != "tile"):
        return thing.base_xy() == landmark.base  # ("inside the red wall there is a blue cube on a cyan one": on a
        # square there, at any height)
    if relation == "within" and kind == "board" and extended:  # "the empty hole in the floor": a square of it
        return thing.shape is None or thing.shape.z == 0
    return False


#: A side of a landmark said in a description, as the direction of a move (see OFFSETS).
SIDES = {"left": "left", "right": "right", "front": "forward", "backward": "backward"}


def by_corner(things: list, corners: list) -> list:
    """"the stack in the far left corner" when none stands in the corner square itself: the nearest
    shapes one square from it."""
    def away(thing: Thing) -> int:
        return min(max(abs(thing.base[0] - c.cell[0]), abs(thing.base[1] - c.cell[1])) for c in corners)
    near = [t for t in things if t.shape is not None or t.type == "stack"] if corners else []
    nearest = min((away(t) for t in near if t.base is not None), default=None)
    return [t for t in near if t.base is not None and away(t) == nearest] if nearest == 1 else []


def nearest_in_line(relation: str, things: list, mark: Thing) -> list:
    """The things nearest `mark` on its `relation` side, in its own row or column."""
    if mark.base is None:
        return []
    dx, dy = OFFSETS[SIDES[relation]]

    def squares_away(thing: Thing) -> int | None:
        """How many squares that way `thing` stands from `mark`; None when it is not in that line."""
        x, y = thing.base[0] - mark.base[0], thing.base[1] - mark.base[1]
        n = x * dx + y * dy
        return n if n > 0 and (x, y) == (dx * n, dy * n) else None

    line = [(squares_away(t), t) for t in things if t.base is not None]
    line = [(n, t) for n, t in line if n is not None]
    nearest = min((n for n, _ in line), default=None)
    return [t for n, t in line if n == nearest]
