"""Squares named between two landmarks: "between X and Y", "halfway between X and Y" (on a row, a column
or, said so, a diagonal), and whether the places said again of a square name it too."""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch
from planner.describe import describe
from planner.errors import AMBIGUOUS, MISSING, WHERE, IncoherentError
from planner.gaps import toward_edge
from planner.grounding import Antecedents, compile_entity, touched
from planner.scene import Cell
from planner.world import Thing, World


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
    # "between the red pyramid and the red cubes": any cube of the one group of them, as "next to" reads it
    firsts, seconds = (touched(compile_entity(l, antecedents), world) for l in landmarks)
    spans: dict[tuple[int, int], int] = {}  # each square between, with how far apart its closest pair stands
    for a in firsts:
        for b in seconds:
            if a is b:
                continue
            for column, span in _squares_spanned(a, b, diagonal):
                spans[column] = min(spans.get(column, 99), span)
    free = sorted(c for c in spans if world.scene.at(c[0], c[1], 0) is None or c == reference[:2])
    if fits is not None:
        free = [c for c in free if fits_square(fits, world.drop_position(*c))]
    shapes = all(t.type != "tile" for t in firsts + seconds)  # (between a square and X: no pair of shapes around it)
    if len(free) > 1 and shapes:  # "between the red and the white pyramid": the two closest around it (checks.between_filter)
        free = [c for c in free if spans[c] == min(spans[f] for f in free)]
    if len(free) != 1:
        raise IncoherentError(f"where to put it: {len(free) or 'no'} free square{'s' * (len(free) != 1)} "
                              f"between the {describe(landmarks[0])} and the {describe(landmarks[1])}",
                              kind=AMBIGUOUS if free else MISSING, role=WHERE)
    return world.drop_position(*free[0])


def _squares_spanned(a: Thing, b: Thing, diagonal: bool) -> list[tuple[tuple[int, int], int]]:
    """The squares between two landmarks, each with how far apart the two stand: between two on the board, those
    strictly between; between one and an edge of the board, those past it up to the edge ("between the red cube
    and the left edge")."""
    if a.type == "edge" and b.base is not None or b.type == "edge" and a.base is not None:
        mark, edge = (b, a) if a.type == "edge" else (a, b)
        squares = toward_edge(mark.base, edge.name)
        return [(square, len(squares) + 1) for square in squares]
    if a.base is None or b.base is None:
        return []
    span = max(abs(a.base[0] - b.base[0]), abs(a.base[1] - b.base[1]))
    return [(square, span) for square in _squares_between(a.base, b.base, diagonal)]


def _squares_between(a: tuple[int, int], b: tuple[int, int], diagonal: bool) -> list[tuple[int, int]]:
    """The squares strictly between two in one row or column (or, with `diagonal`, on a diagonal)."""
    (ax, ay), (bx, by) = a, b
    if ax == bx:
        return [(ax, y) for y in range(min(ay, by) + 1, max(ay, by))]
    if ay == by:
        return [(x, ay) for x in range(min(ax, bx) + 1, max(ax, bx))]
    if abs(ax - bx) == abs(ay - by) and diagonal:
        steps = abs(ax - bx)
        return [(ax + (bx - ax) // steps * k, ay + (by - ay) // steps * k) for k in range(1, steps)]
    return []


__all__ = ["between_target", "fits_square"]
