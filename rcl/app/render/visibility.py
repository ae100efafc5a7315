"""Which points of a picture painted far to near stay in view.

The isometric board is painted with the painter's algorithm, so a point of a
shape shows unless a polygon painted later covers it.  The letters and badges
of rcl.app.render.iso ask here before they pick a face.

    >>> square = ((0, 0), (10, 0), (10, 10), (0, 10))
    >>> in_view((5, 5), 2, [square]), in_view((20, 5), 2, [square])
    (False, True)
"""

from __future__ import annotations

from typing import Sequence

Point = tuple[float, float]
#: A convex polygon's corners, in either winding.
Outline = Sequence[Point]


def covering(own: Sequence[Outline], later: Sequence[Outline]) -> list[Outline]:
    """The polygons of `later` whose bounding boxes meet that of `own` (those that may hide part of it)."""
    box = _box([point for outline in own for point in outline])
    return [outline for outline in later if _meet(box, _box(outline))]


def in_view(center: Point, reach: float, cover: Sequence[Outline]) -> bool:
    """Whether the centre and the four points `reach` away from it lie outside every polygon of `cover`."""
    cx, cy = center
    samples = [(cx, cy), (cx - reach, cy), (cx + reach, cy), (cx, cy - reach), (cx, cy + reach)]
    return not any(inside(point, outline) for point in samples for outline in cover)


def inside(point: Point, outline: Outline) -> bool:
    """Whether `point` is inside (or on the edge of) the convex polygon `outline`."""
    px, py = point
    turns = set()
    for (ax, ay), (bx, by) in zip(outline, [*outline[1:], outline[0]]):
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        if cross:
            turns.add(cross > 0)
    return len(turns) < 2


def _box(points: Sequence[Point]) -> tuple[float, float, float, float]:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def _meet(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]
