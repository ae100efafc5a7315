"""Empty squares as places: "the gap", "the hole" (a free square with shapes on both sides of it in a row or a
column), the squares "between X and Y" (in line with both, strictly between them), and a square that leaves
empty squares between it and X ("with one free square between it and the blue cubes")."""

from __future__ import annotations

from typing import Callable

from planner.errors import IncoherentError
from planner.relations import EDGE_LINES
from planner.world import Thing, World

#: A filter of things on a board (as planner.checks has it).
Filter = Callable[[World, list], list]


def gap_filter(world: World, things: list) -> list:
    """"the gap", "the hole", "the missing spot": of the free squares meant, the ones in a line of shapes (a
    shape on both sides, in its row or its column), if any is; else those meant ("the hole next to the blue
    cube" where no line is broken: any free square there)."""
    gaps = [t for t in things if t.type == "tile" and t.base is not None and flanked(world, t.base)]
    return gaps or things


def flanked(world: World, square: tuple[int, int]) -> bool:
    """Whether shapes stand on the floor on both sides of a square, in its row or in its column."""
    x, y = square
    at = world.scene.at
    return any(0 <= x - dx < 8 and 0 <= y - dy < 8 and 0 <= x + dx < 8 and 0 <= y + dy < 8
               and at(x - dx, y - dy, 0) is not None and at(x + dx, y + dy, 0) is not None
               for dx, dy in ((0, 1), (1, 0)))


def inside(world: World, square: tuple[int, int], members: set[tuple[int, int]]) -> bool:
    """Whether a square lies inside a group of shapes standing on `members`: the first shape on both sides of it,
    in its row or in its column, is one of them ("the gap in the red floor")."""
    def first(dx: int, dy: int) -> tuple[int, int] | None:
        x, y = square[0] + dx, square[1] + dy
        while 0 <= x < 8 and 0 <= y < 8:
            if world.scene.at(x, y, 0) is not None:
                return x, y
            x, y = x + dx, y + dy
        return None
    return any(first(dx, dy) in members and first(-dx, -dy) in members for dx, dy in ((0, 1), (1, 0)))


def spaced_filter(landmark, count: int, ground: Callable[[object, World], list]) -> Filter:
    """"with one free square between it and the blue cubes": squares in line with one of what the entity names,
    with `count` free squares between them and nothing else (with no entity: so on each side)."""
    def keep(world: World, things: list) -> list:
        marks = [t.base for t in ground(landmark, world) if t.base is not None]
        return [t for t in things if t.base is not None and any(spaced(world, t.base, m, count) for m in marks)]

    def each_side(world: World, things: list) -> list:
        """"so there is one empty square on each side of it": a shape that many squares away both ways in its row
        or its column, with free squares between."""
        return [t for t in things if t.base is not None and any(
            all(_shape_at(world, (t.base[0] + dx * s * (count + 1), t.base[1] + dy * s * (count + 1)))
                and spaced(world, t.base, (t.base[0] + dx * s * (count + 1), t.base[1] + dy * s * (count + 1)), count)
                for s in (1, -1)) for dx, dy in ((0, 1), (1, 0)))]
    return keep if landmark is not None else each_side


def _shape_at(world: World, square: tuple[int, int]) -> bool:
    x, y = square
    return 0 <= x < 8 and 0 <= y < 8 and world.scene.at(x, y, 0) is not None


def spaced(world: World, square: tuple[int, int], mark: tuple[int, int], count: int) -> bool:
    """Whether `count` free squares, and nothing else, lie between a square and a mark in its row or column."""
    (x, y), (mx, my) = square, mark
    if x != mx and y != my or abs(x - mx) + abs(y - my) != count + 1:
        return False
    steps = [(x + (mx - x) * k // (count + 1), y + (my - y) * k // (count + 1)) for k in range(1, count + 1)]
    return all(world.scene.at(sx, sy, 0) is None for sx, sy in steps)


def between(thing: Thing, first: Thing, second: Thing) -> bool:
    """Whether `thing` stands in line with both landmarks, strictly between them; between a landmark and an edge
    of the board, in line with the landmark on the way to that edge, up to the edge's own row ("the green cube
    between the hole and the front edge")."""
    if first.type == "edge" or second.type == "edge":
        return first.type != second.type and _toward_edge(thing, *((second, first) if first.type == "edge"
                                                                     else (first, second)))
    (x, y), (ax, ay), (bx, by) = thing.base_xy(), first.base_xy(), second.base_xy()
    if ax == bx == x:
        return min(ay, by) < y < max(ay, by)
    if ay == by == y:
        return min(ax, bx) < x < max(ax, bx)
    return False


def diagonally_between(thing: Thing, first: Thing, second: Thing) -> bool:
    """Whether `thing` stands on the diagonal line that joins two shapes, strictly between them."""
    if first.type == "edge" or second.type == "edge" or thing.base is None:
        return False
    (x, y), (ax, ay), (bx, by) = thing.base_xy(), first.base_xy(), second.base_xy()
    if abs(bx - ax) != abs(by - ay) or abs(x - ax) != abs(y - ay):
        return False
    return min(ax, bx) < x < max(ax, bx) and min(ay, by) < y < max(ay, by) and (
        (x - ax) * (by - ay) == (y - ay) * (bx - ax))


def between_filter(first: Callable[[World], list], second: Callable[[World], list]) -> Filter:
    """Things between some grounding of each landmark (`first(world)`, `second(world)`). Of several squares of the
    board, "the gap between the red and the white pyramid" is between the two that stand closest around it (a
    red and a white one square apart, not a red and a white three apart with two squares between)."""
    def keep(world: World, things: list) -> list:
        if not things:
            return things
        firsts, seconds = first(world), second(world)
        spans = {}
        for t in things:
            try:
                found = [_span(a, b) for a in firsts for b in seconds if a is not b and between(t, a, b)]
            except IncoherentError:
                continue
            if found:
                spans[id(t)] = min(found)
        if not spans and world.extended:  # "the green cube in between the other two red pyramids", which stand on
            # a diagonal: on that diagonal, between them
            spans = {id(t): min(found) for t in things if (found := [_span(a, b) for a in firsts for b in seconds
                                                                     if a is not b and diagonally_between(t, a, b)])}
        kept = [t for t in things if id(t) in spans]
        free = [spans[id(t)] for t in kept if t.type == "tile" and world.scene.at(*t.base, 0) is None]
        shapes = all(t.type != "tile" for t in firsts + seconds)  # (between a square and X: no pair around it)
        if len(kept) > 1 and free and shapes and all(t.type == "tile" for t in kept):
            kept = [t for t in kept if spans[id(t)] == min(free)]  # (the free ones: a gap is empty)
        return kept
    return keep


def _toward_edge(thing: Thing, mark: Thing, edge: Thing) -> bool:
    """Whether `thing` stands past `mark` on the way from it to `edge`, in its row or column, up to the edge."""
    return thing.base_xy() in toward_edge(mark.base_xy(), edge.name)


def toward_edge(square: tuple[int, int], edge: str) -> list[tuple[int, int]]:
    """The squares past `square` on the way from it to an edge of the board, up to the edge's own row or column
    ("between the red cube and the left edge")."""
    axis, end = EDGE_LINES[edge]
    step = 1 if end > square[axis] else -1
    return [(k, square[1]) if axis == 0 else (square[0], k) for k in range(square[axis] + step, end + step, step)] \
        if end != square[axis] else []


def _span(a: Thing, b: Thing) -> int:
    """How many squares apart two things in one row or column stand (a thing and an edge: to the edge's row)."""
    if b.type == "edge":
        a, b = b, a
    if a.type == "edge":
        axis, end = EDGE_LINES[a.name]
        return abs(b.base_xy()[axis] - end) + 1
    (ax, ay), (bx, by) = a.base_xy(), b.base_xy()
    return abs(ax - bx) + abs(ay - by)


__all__ = ["between", "between_filter", "flanked", "gap_filter", "inside", "spaced", "spaced_filter", "toward_edge"]
