"""Squares named between two landmarks: "between X and Y", "halfway between X and Y" (on a row, a column
or, said so, a diagonal), and whether the places said again of a square name it too."""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch
from planner.describe import describe
from planner.errors import AMBIGUOUS, MISSING, WHERE, IncoherentError
from planner.grounding import Antecedents, compile_entity
from planner.scene import Cell
from planner.world import World


def fits_square(fits: Callable[[Cell], bool], cell: Cell) -> bool:
    """Whether the places said again (`fits`) name `cell` too; one that cannot be checked there names no
    square."""
    try:
        return fits(cell)
    except IncoherentError:
        return False


def between_target(relation: Branch, world: World, antecedents: Antecedents, reference: Cell,
                   fits: Callable[[Cell], bool] | None = None, diagonal: bool = False) -> Cell:
    """'between X and Y': the one free column in line with both, strictly between them; with places said
    again (`fits`), the one they name too; with `diagonal`, on a diagonal line as well ("halfway between X and
    Y, on the diagonal that joins them")."""
    landmarks = relation.all("entity")
    if len(landmarks) != 2:
        raise IncoherentError("'between' needs two landmarks")
    firsts, seconds = (compile_entity(l, antecedents).solve(world) for l in landmarks)
    columns = set()
    for a in firsts:
        for b in seconds:
            if a is b or a.base is None or b.base is None:
                continue
            (ax, ay), (bx, by) = a.base, b.base
            if ax == bx:
                columns |= {(ax, y) for y in range(min(ay, by) + 1, max(ay, by))}
            elif ay == by:
                columns |= {(x, ay) for x in range(min(ax, bx) + 1, max(ax, bx))}
            elif abs(ax - bx) == abs(ay - by) and diagonal:
                steps = abs(ax - bx)
                columns |= {(ax + (bx - ax) // steps * k, ay + (by - ay) // steps * k) for k in range(1, steps)}
    free = sorted(c for c in columns if world.scene.at(c[0], c[1], 0) is None or c == reference[:2])
    if fits is not None:
        free = [c for c in free if fits_square(fits, world.drop_position(*c))]
    if len(free) != 1:
        raise IncoherentError(f"where to put it: {len(free) or 'no'} free square{'s' * (len(free) != 1)} "
                              f"between the {describe(landmarks[0])} and the {describe(landmarks[1])}",
                              kind=AMBIGUOUS if free else MISSING, role=WHERE)
    return world.drop_position(*free[0])


__all__ = ["between_target", "fits_square"]
