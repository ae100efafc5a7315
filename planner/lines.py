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


__all__ = ["LINE_CHECKS", "each_colour", "line_ends", "lined_first", "on_counted_row"]
