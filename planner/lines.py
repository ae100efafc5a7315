"""Shapes said by the line of the board they stand in: "the leftmost blue cube in the third row", "the magenta
cube in the back row, 4th square from the left", "on the front edge, in line with the gray and blue pyramids".

A line said of a shape narrows those meant before a position word picks among them: "the leftmost blue cube in
the third row" is the leftmost of that row's blue cubes, not the board's leftmost blue cube, which may stand in
another row (`lined_first`). A row said with a square counted along it ("the back row, 4th square from the
left") holds its shape on that square: on the row and in the line across it (`on_counted_row`). And pyramids
of two colours ("in line with the gray and blue pyramids") are two pyramids, one of each colour, as a pyramid
has one colour: in line with both (`each_colour`). "The last one", "the second to last" are at (or that far in from)
an end of the line those meant stand in (`line_ends`).
"""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch

#: Checks that say which line of the board a shape stands in.
LINE_CHECKS = frozenset({"line", "aligned"})


def lined_first(checks: list[Branch]) -> list[Branch]:
    """The checks of a line among a shape's `checks`, which its position word ("leftmost", "the front one") picks
    among, and a place counted from an end of the line ("the second to last cube on the right": of the two second
    from an end, the right one); none when it is one of a group (where it is in the group is said of the whole
    group first)."""
    if any(c.value_of("kind") == "group" for c in checks):
        return []
    return [c for c in checks if c.value_of("kind") in LINE_CHECKS or c.value_of("kind") == "end" and c.get("count")]


def on_counted_row(relation: str | None, landmark: Branch) -> tuple[Branch, list[Branch]] | None:
    """"(the magenta cube) in the back row, 4th square from the left", read with the count said of the row: the
    row itself and the lines its shape stands in, across it (None: no such landmark)."""
    if relation not in ("above", "within") or landmark.value_of("type") != "edge" or not landmark.all("check"):
        return None
    return landmark.with_children(c for c in landmark.children if c.tag != "check"), landmark.all("check")


def each_colour(landmark: Branch) -> list[Branch]:
    """"the gray and blue pyramids": one pyramid of each colour said (a pyramid has one colour); any other
    landmark as it is."""
    colours = list(dict.fromkeys(landmark.values_of("color")))
    if landmark.value_of("type") != "prism" or len(colours) < 2:
        return [landmark]
    return [landmark.with_children(c for c in landmark.children if c.tag != "color" or c.value == colour)
            for colour in colours]


def line_ends(count: int = 1) -> Callable[[object, list], list]:
    """The filter of `(check: (kind: end) [(count: N)])`: "the last one", "the last green": of those meant, the
    ones at either end of the way they lie longest; "the second to last", "the penultimate stack": the ones
    `count` places in from either end along it (the middle one of three is second from both ends)."""
    def keep(world: object, things: list) -> list:
        placed = [t for t in things if t.base is not None]
        if len({t.base for t in placed}) < 2:
            return placed if count == 1 else []
        spans = [max(t.base[a] for t in placed) - min(t.base[a] for t in placed) for a in (0, 1)]
        along = 0 if spans[0] > spans[1] else 1
        places = sorted({t.base[along] for t in placed})
        ends = {places[count - 1], places[-count]} if count <= len(places) else set()
        return [t for t in placed if t.base[along] in ends]
    return keep


#: The four ways a line of the board runs from a square, by the side of the board each goes toward.
WAYS = {"front": (1, 0), "back": (-1, 0), "left": (0, 1), "right": (0, -1)}


def counted_way(node: Branch) -> tuple[int, int] | None:
    """The way a `(check: (kind: counted) ...)` counts, when a second entity names the side it goes toward
    ("the second stack back from the yellow corner": toward the back edge); None: any way along a line."""
    entities = node.all("entity")
    sides = entities[1].values_of("indicator") if len(entities) > 1 else ()
    return WAYS.get(sides[0]) if sides else None


def counted_from(landmark, count: int, ground: Callable, way: tuple[int, int] | None = None
                 ) -> Callable[[object, list], list]:
    """"the second green counting from the yellow one", "the 3rd yellow cube counting back from the front-right
    corner", "the second stack back from the yellow corner": of those meant, the `count`th met walking from what
    the entity names along a row or column of the board, as a person counts (shapes not meant are passed over;
    a corner's own square is the first, and so is the landmark's own square when it is one of those counted:
    "the 3rd stack from the far end of the wall"); only that `way` when one is said ("back from"). Where none
    lies in a line with it, the `count`th nearest (squares apart)."""
    def keep(world: object, things: list) -> list:
        named = ground(landmark, world)
        marks = [m.base for m in named if m.base is not None]
        at: dict = {}
        for t in things:
            if t.base is not None:
                at.setdefault(t.base, []).append(t)
        own = bool(named) and all(m.type == "corner" for m in named) or bool(marks) and all(m in at for m in marks)
        first = 0 if own else 1
        along = [t for x, y in marks for step in ([way] if way else WAYS.values())
                 for t in _nth_along(at, (x, y), step, first, count)]
        if along:
            return list(dict.fromkeys(along))
        distance = {t: min(abs(t.base[0] - x) + abs(t.base[1] - y) for x, y in marks)
                    for t in things if t.base is not None and marks}
        steps = sorted({d for d in distance.values() if d >= first})
        return [t for t in things if distance.get(t) == steps[count - 1]] if len(steps) >= count else []
    return keep


def _nth_along(at: dict, start: tuple[int, int], way: tuple[int, int], first: int, count: int) -> list:
    """The things on the `count`th square holding one of `at` walking from `start` along `way` (from the
    start's own square when `first` is 0); [] when the line ends first."""
    met = 0
    for k in range(first, 8):
        square = (start[0] + way[0] * k, start[1] + way[1] * k)
        if not (0 <= square[0] < 8 and 0 <= square[1] < 8):
            return []
        if square in at:
            met += 1
            if met == count:
                return at[square]
    return []


__all__ = ["LINE_CHECKS", "WAYS", "counted_from", "each_colour", "line_ends", "lined_first", "on_counted_row"]
