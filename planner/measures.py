"""Counted places: "two squares left", "three squares in front of the grey prism" (PLANNER-NOTES.md 3, a
measure in a destination), counted from the moving shape or from the one landmark that fits.

    measure_target(relation, "left", world, antecedents, reference)   # the drop position there
"""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch
from planner.describe import describe
from planner.errors import FROM, IncoherentError
from planner.grounding import Antecedents, compile_entity
from planner.landmarks import from_source, placeable, the_other
from planner.relations import OFFSETS
from planner.scene import Cell
from planner.unique import not_unique
from planner.world import World


def measure_target(relation: Branch, name: str | None, world: World, antecedents: Antecedents,
                   reference: Cell, fits: Callable[[Cell], bool] | None = None) -> Cell:
    """'n tiles left/right/forward/backward [of a landmark]': the drop position there."""
    measure = relation.get("measure")
    unit = measure.get("entity") if isinstance(measure, Branch) else None
    count = unit.value_of("cardinal") if isinstance(unit, Branch) else None
    if count is None:
        raise IncoherentError("the distance does not say how many tiles")
    landmark = relation.get("entity")
    if world.extended and landmark is not None and landmark.value_of("type") == "robot" and name == "forward":
        landmark = None  # "three squares farther away from you": the robot stands off the board, so a count
        # away from it is a way to go from the moving shape
    if landmark is not None:
        query = compile_entity(landmark, antecedents)
        things = query.solve(world)
        if world.extended and len({t.base for t in things if t.type == "stack"}) == 1 and all(
                t.type == "stack" for t in things):
            things = things[:1]  # a stack and its headless twin stand on one square
        if world.extended:
            whole = [t for t in things if not t.headless] or things
            things = the_other(from_source(landmark, whole, reference, True), world, reference)
        if len(things) > 1 and world.extended:
            things = placeable(things, lambda mark: counted(mark.base_xy(), name, count, world), fits) or things
            # "next to the cyan cube, on the robot side of it": of several, the one with a free square there
            things = [t for t in things if counted(t.base_xy(), name, count, world)[2] == 0] or things
        if len(things) != 1:
            raise not_unique(query, world, things, things, FROM, "where to count from: ")
        x, y = things[0].base_xy()
    else:
        x, y = reference[0], reference[1]
    if unit.value_of("type") != "tile":
        raise IncoherentError(f"distances are counted in tiles, not in {describe(unit, plural=True)}")
    return counted((x, y), name, count, world)


def counted(base: tuple[int, int], name: str | None, count: str, world: World) -> Cell:
    """The drop position `count` tiles from `base` in the direction `name`."""
    if name not in OFFSETS:
        raise IncoherentError(f"a distance can go left, right, forward or backward, not '{name}'")
    dx, dy = OFFSETS[name]
    n = int(count)
    return world.drop_position(base[0] + dx * n, base[1] + dy * n)


__all__ = ["counted", "measure_target"]
