"""Position words said of shapes: "the individual one", "the leftmost", "the far blue cube", "the middle
stack in the back row", "the right one of the two towers in the middle" (the filters compile_entity
in planner.grounding puts them in)."""

from __future__ import annotations

from planner.checks import Filter, middle
from planner.errors import IncoherentError
from planner.world import Thing, World

CORNER_SIDES = {"front": (0, 7), "back": (0, 0), "left": (1, 7), "right": (1, 0)}


def indicator_filter(indicator: str) -> Filter:
    """individual shapes (alone on the board), edges by name, corners by side; nothing else."""
    def keeps(world: World, thing: Thing) -> bool:
        if thing.shape is not None:
            s = thing.shape
            return indicator == "individual" and s.z == 0 and world.scene.at(s.x, s.y, 1) is None
        if thing.type == "edge":
            return thing.name == indicator
        if thing.type == "corner" and indicator in CORNER_SIDES:
            axis, value = CORNER_SIDES[indicator]
            return thing.cell[axis] == value
        return False

    def alone(world: World, thing: Thing, caps: tuple[str, ...]) -> bool:
        s = thing.shape
        if s is None or s.z != 0:
            return False
        cap = world.scene.at(s.x, s.y, 1)
        return (cap is None or cap.type in caps and world.scene.at(s.x, s.y, 2) is None) and not any(
            world.scene.at(s.x + dx, s.y + dy, 0) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))

    def keep(world: World, things: list) -> list:
        kept = [t for t in things if keeps(world, t)]
        if not kept and indicator == "individual" and world.extended:
            # "the lone red cube" that wears a pyramid: it stands by itself, nothing beside it, only a cap on
            # it; failing that, "the red cube sitting on the single green cube": one cube high under its cap
            kept = [t for t in things if alone(world, t, ("prism",))] or [
                t for t in things if alone(world, t, ("prism", "cube"))] or [
                t for t in things if sits_alone(world, t)]  # failing both, "the white cube sitting alone on the
            # cyan floor": by itself on top of a shape on the board, nothing on it
        return kept
    return keep


def sits_alone(world: World, thing: Thing) -> bool:
    """One shape high on a shape standing on the board, with nothing on it."""
    s = thing.shape
    return s is not None and s.z == 1 and world.scene.at(s.x, s.y, 2) is None


def loosely_central(side: str | None, type: str | None) -> Filter:
    """"in the middle" said with a side or a nearest: in an extended world those off the rows along the
    edges, for the side to choose among; the organisers' planner takes no second position word."""
    def keep(world: World, things: list) -> list:
        if world.extended:
            return [t for t in things if all(1 <= v <= 6 for v in t.base_xy())]
        if side is not None:
            raise IncoherentError(f"two position words ('{side}', 'center') on one {type}")
        return things
    return keep


def official_only(step: Filter) -> Filter:
    """`step` for the organisers' planner; nothing in an extended world, which said it another way."""
    return lambda world, things: things if world.extended else step(world, things)


def centre_filter(world: World, things: list) -> list:
    """"the middle stack": in an extended world the one in the middle 2x2 or, when none stands there, the
    middle one of those in a line; the organisers' planner matched no shape with it."""
    return extreme_filter("center")(world, things) if world.extended else indicator_filter("center")(world, things)


def extreme_filter(indicator: str) -> Filter:
    """left/leftmost: the largest base y; right/rightmost: the smallest; center: the middle 2x2, or in
    an extended world, when none stands there (or several do, of a line with one middle), the middle one
    of those in a line ("the middle stack in the back row")."""
    if indicator not in ("left", "leftmost", "right", "rightmost", "center"):
        raise IncoherentError(f"'{indicator}' cannot pick out a region of the board here")

    def keep(world: World, things: list) -> list:
        if not things:
            return things
        if indicator == "center":
            central = [t for t in things if t.base_xy()[0] in (3, 4) and t.base_xy()[1] in (3, 4)]
            lined = middle(world, things) if world.extended and len({t.base for t in things}) >= 3 else []
            if len(central) > 1 and len({t.base for t in lined}) == 1:
                return lined  # "the middle red green blue stack" of three in a line, two in the middle 2x2: that one
            if central or not world.extended or len({t.base for t in things}) < 3:
                return central
            return lined or near_centre(things)
        if world.extended and world.scene.held is not None and len(things) > 1:
            # "the green pyramid furthest to the left" while holding one: of those on the board (the held one is in
            # the air, where the gripper is)
            things = [t for t in things if t.shape is not world.scene.held] or things
        ys = [t.base_xy()[1] for t in things]
        best = max(ys) if indicator in ("left", "leftmost") else min(ys)
        return [t for t, y in zip(things, ys) if y == best]
    return keep


def near_centre(things: list) -> list:
    """"the green pyramid which stays alone in the middle" where none stands in the middle 2x2 and they make
    no line: those nearest the centre, when they stand in the middle 4x4 (ties kept, for the board to ask)."""
    def away(t) -> float:
        x, y = t.base_xy()
        return (x - 3.5) ** 2 + (y - 3.5) ** 2
    inner = [t for t in things if t.base is not None and all(2 <= v <= 5 for v in t.base_xy())]
    nearest = min((away(t) for t in inner), default=None)
    return [t for t in inner if away(t) == nearest]


def depth_filter(indicator: str) -> Filter:
    """front: the largest base x (farthest from the robot); back: the smallest.  The organisers'
    planner matched no shape with these; an extended world reads them as people mean them."""
    def keep(world: World, things: list) -> list:
        if not world.extended:
            return indicator_filter(indicator)(world, things)
        if not things:
            return things
        xs = [t.base_xy()[0] for t in things]
        best = max(xs) if indicator == "front" else min(xs)
        return [t for t, x in zip(things, xs) if x == best]
    return keep
