"""The board in isometric view, as a list of flat polygons drawn far to near.

One geometry feeds both pictures: `render_svg` writes the polygons (and the
labels) as SVG, `render_png` fills them into a numpy raster (rcl.app.render.raster).

Every shape carries its colour letter (B, C, G, M, R, W, X, Y), so the picture
does not rely on colour alone, and a marked shape a numbered badge, drawn over
everything so that no candidate of a "which one?" question is lost.  Both go
on faces the nearer shapes leave in view (`place_letter_and_badge`).

The viewer stands where the treebank's writers did, on the robot's side
(rcl.app.render.view): the robot's row (x = 0, their "near" or "bottom") is
nearest the camera, drawn in front and lower down, the far row (x = 7, their
"far" or "top") farthest, at the top of the picture, and the left edge
(y = 7) on the viewer's left.  Board axes: u = 7 - y runs from the left edge
to the right edge, v = 7 - x from the far row to the robot's row, z up.  The
camera looks from above the near-right corner (x = 0, y = 0), so nearer
things have a larger u + v + z and are drawn later (the painter's algorithm
is exact for unit cells on a grid).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator
from xml.sax.saxutils import escape

import numpy as np

from rcl.app.render.raster import Canvas, encode_png
from rcl.app.render.view import COLOR_LETTERS, SIZE, BoardView
from rcl.app.render.visibility import Outline, covering, in_view
from rcl.shape import Shape

#: Screen units: half the width of a board cell, and the height of one level.
A = 28.0
H = 30.0
#: The gripper's rod starts this many levels above the board.
CEILING = 9.6
PALETTE = {"blue": (52, 104, 214), "cyan": (40, 196, 206), "green": (56, 164, 72),
           "magenta": (200, 58, 190), "red": (214, 56, 48), "white": (238, 238, 238),
           "gray": (136, 136, 136), "yellow": (238, 204, 48)}
UNKNOWN = (255, 0, 255)
INK = (40, 40, 48)
PAPER = (255, 255, 255)
TILE_LIGHT, TILE_DARK = (226, 214, 190), (204, 190, 162)
BOARD_SIDE_LEFT, BOARD_SIDE_RIGHT = (150, 118, 80), (120, 92, 60)
STEEL, STEEL_DARK = (170, 176, 186), (110, 116, 128)
BACKGROUND = (250, 250, 247)

RGB = tuple[int, int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class Polygon:
    points: tuple[Point, ...]
    fill: RGB
    stroke: RGB | None = INK
    opacity: float = 1.0
    title: str = ""


@dataclass(frozen=True)
class Label:
    at: Point
    text: str
    size: float = 12.0
    anchor: str = "middle"
    color: RGB = INK
    bold: bool = False


@dataclass(frozen=True)
class Badge:
    """A mark's label in a dark disc with a light ring; `title` says which shape it marks."""

    at: Point
    text: str
    title: str
    size: float = 11.0

    @property
    def radius(self) -> float:
        return badge_radius(self.text, self.size)


def badge_radius(text: str | None, size: float = 11.0) -> float:
    """A badge's radius: 7.5 units, wider for a label too long for that (a digit is about 0.6 size wide)."""
    return max(7.5, 0.33 * size * (len(text or "") + 1.4))


@dataclass(frozen=True)
class Picture:
    """Everything drawn, in order: board, its labels, shapes (faces and letters), badges."""

    board: list[Polygon]
    labels: list[Label]
    shapes: list[Polygon | Label]
    badges: list[Badge]


def project(u: float, v: float, z: float) -> Point:
    """Screen position (y down) of board point (u, v, z)."""
    return (u - v) * A, (u + v) * A / 2 - z * H


def shade(color: RGB, factor: float) -> RGB:
    """`color` lighter (factor > 1) or darker (factor < 1)."""
    if factor >= 1:
        return tuple(int(c + (255 - c) * (factor - 1)) for c in color)  # type: ignore[return-value]
    return tuple(int(c * factor) for c in color)  # type: ignore[return-value]


def board_to_uv(x: float, y: float) -> tuple[float, float]:
    """(u, v) of board cell (x, y): u = 7 - y from the left edge, v = 7 - x from the far row.

        >>> board_to_uv(7, 7), board_to_uv(0, 0)     # the far left corner, the near right one
        ((0, 0), (7, 7))
    """
    return SIZE - 1 - y, SIZE - 1 - x


def uv_to_board(u: int, v: int) -> tuple[int, int]:
    """(x, y) of the cell at (u, v): the inverse of `board_to_uv`."""
    return SIZE - 1 - v, SIZE - 1 - u


def cell_of(shape: Shape) -> tuple[int, int, int]:
    """(u, v, z) of a shape."""
    return (*board_to_uv(shape.x, shape.y), shape.z)


def scene_items(view: BoardView, coordinates: bool = True) -> Picture:
    """The picture's parts in drawing order.

    Board labels go between the board and the shapes, so tall stacks hide them
    rather than the other way round; each shape's letter is drawn with its
    faces, so nearer shapes hide it too; badges come last and are never hidden.
    """
    items: list[tuple[float, int, Shape | None, list[Polygon]]] = []
    for order, shape in enumerate(view.shapes):
        u, v, z = cell_of(shape)
        faces = cube_faces(u, v, z, shape) if shape.type == "cube" else prism_faces(u, v, z, shape)
        items.append((u + v + z, order, shape, faces))
    gx, gy, gz = view.gripper
    u, v = board_to_uv(gx, gy)
    top = max((s.z + 1 for s in view.column(gx, gy)), default=0)
    items.append((u + v + gz + 1.5, len(items), None, gripper_polygons(u, v, gz, top, view.held is not None)))
    items.sort(key=lambda item: (item[0], item[1]))
    shapes: list[Polygon | Label] = []
    badges: list[Badge] = []
    for k, (_, _, shape, faces) in enumerate(items):
        shapes.extend(faces)
        if shape is None:
            continue
        # Only opaque polygons drawn later can hide the shape's letter or badge.
        cover = covering([f.points for f in faces],
                         [poly.points for item in items[k + 1:] for poly in item[3] if poly.opacity >= 1])
        label = view.mark(shape)
        letter, badge = place_letter_and_badge(shape, cover, label)
        shapes.append(letter)
        if label is not None and badge is not None:
            badges.append(Badge(badge, label, f"mark {label}: {view.describe(shape)}"))
    return Picture(list(board_polygons()), board_labels(coordinates), shapes, badges)


def board_polygons() -> Iterator[Polygon]:
    """The board: a wooden slab and 64 tiles in two shades."""
    thick = 0.35
    yield Polygon((project(0, SIZE, 0), project(SIZE, SIZE, 0), project(SIZE, SIZE, -thick),
                   project(0, SIZE, -thick)), BOARD_SIDE_LEFT)
    yield Polygon((project(SIZE, 0, 0), project(SIZE, SIZE, 0), project(SIZE, SIZE, -thick),
                   project(SIZE, 0, -thick)), BOARD_SIDE_RIGHT)
    for v in range(SIZE):
        for u in range(SIZE):
            fill = TILE_LIGHT if (u + v) % 2 == 0 else TILE_DARK
            yield Polygon(square(u, v, 0), fill, stroke=shade(fill, 0.8),
                          title="x={} y={}".format(*uv_to_board(u, v)))


def board_labels(coordinates: bool = True) -> list[Label]:
    """The names of the four sides in the words the parsers read, and (unless `coordinates` is
    False) the coordinates along two edges.

    The far edge (x = 7) is RCL's "front", which people also call "far" or "top"; the
    edge nearest the viewer (x = 0) is the robot's, RCL's "back" ("near", "bottom"):
    "in front of the red cube" is the square beyond it, seen from the robot.
    """
    labels = []
    if coordinates:
        for v in range(SIZE):  # x, along the left edge: 7 far up, 0 near the viewer
            sx, sy = project(-0.55, v + 0.5, 0)
            labels.append(Label((sx, sy + 4), f"x={uv_to_board(0, v)[0]}", 10, "end"))
        for u in range(SIZE):  # y, along the near edge (the robot's side)
            sx, sy = project(u + 0.5, SIZE + 0.5, 0)
            labels.append(Label((sx - 4, sy + 12), f"y={uv_to_board(u, 0)[1]}", 10, "middle"))
    # Each name off the middle of its edge, clear of the shapes in the corners.
    sides = {"front": (4.6, -2.0), "left": (-2.2, 3.4), "back": (3.4, SIZE + 2.2), "right": (SIZE + 1.6, 4.6)}
    for name, (u, v) in sides.items():
        sx, sy = project(u, v, 0)
        labels.append(Label((sx, sy), name, 14))
    # What people also call them, on a line of their own under the side's name.
    for words, (u, v) in {"(far)": sides["front"], "(near, robot)": sides["back"]}.items():
        sx, sy = project(u, v, 0)
        labels.append(Label((sx, sy + 15), words, 12))
    return labels


def square(u: float, v: float, z: float, inset: float = 0.0) -> tuple[Point, ...]:
    return (project(u + inset, v + inset, z), project(u + 1 - inset, v + inset, z),
            project(u + 1 - inset, v + 1 - inset, z), project(u + inset, v + 1 - inset, z))


def cube_faces(u: int, v: int, z: int, shape: Shape) -> list[Polygon]:
    """The three visible faces of a cube: top, near-left (+v) and near-right (+u)."""
    color = PALETTE.get(shape.color, UNKNOWN)
    g = 0.04  # a hair of space between stacked cubes reads better
    lo, hi = z, z + 1 - g
    u0, u1, v0, v1 = u + g, u + 1 - g, v + g, v + 1 - g
    title = f"{shape.name} at x={shape.x} y={shape.y} z={shape.z}"
    return [
        Polygon((project(u0, v1, lo), project(u1, v1, lo), project(u1, v1, hi), project(u0, v1, hi)),
                shade(color, 0.82), title=title),
        Polygon((project(u1, v0, lo), project(u1, v1, lo), project(u1, v1, hi), project(u1, v0, hi)),
                shade(color, 0.62), title=title),
        Polygon((project(u0, v0, hi), project(u1, v0, hi), project(u1, v1, hi), project(u0, v1, hi)),
                shade(color, 1.25), title=title),
    ]


def prism_faces(u: int, v: int, z: int, shape: Shape) -> list[Polygon]:
    """A square pyramid: far faces first (mostly hidden), then the two near faces."""
    color = PALETTE.get(shape.color, UNKNOWN)
    g = 0.06
    apex = project(u + 0.5, v + 0.5, z + 0.95)
    a, b = project(u + g, v + g, z), project(u + 1 - g, v + g, z)
    c, d = project(u + 1 - g, v + 1 - g, z), project(u + g, v + 1 - g, z)
    title = f"{shape.name} at x={shape.x} y={shape.y} z={shape.z}"
    return [Polygon((a, b, apex), shade(color, 1.1), title=title),
            Polygon((a, d, apex), shade(color, 1.0), title=title),
            Polygon((d, c, apex), shade(color, 0.85), title=title),
            Polygon((b, c, apex), shade(color, 0.62), title=title)]


#: Where a letter or a badge may go on a shape, as (du, dv, dz) from its cell's
#: corner, with the shade of the face there: the middle of each face the viewer
#: can see (of a pyramid, low on its two near faces, where they are wide, and
#: its upper part, seen from above).
SPOTS: dict[str, dict[str, tuple[tuple[float, float, float], float]]] = {
    "cube": {"left": ((0.5, 0.96, 0.5), 0.82), "right": ((0.96, 0.5, 0.5), 0.62), "top": ((0.5, 0.5, 0.96), 1.25)},
    "prism": {"left": ((0.5, 0.85, 0.2), 0.85), "right": ((0.85, 0.5, 0.2), 0.62), "top": ((0.5, 0.5, 0.6), 1.0)},
}
#: Along each face, the screen direction from its left to its right edge.
ACROSS = {"left": (0.894, 0.447), "right": (0.894, -0.447), "top": (1.0, 0.0)}
LETTER_SIZE = {"cube": 12.0, "prism": 10.0}


def place_letter_and_badge(shape: Shape, cover: list[Outline], label: str | None) -> tuple[Label, Point | None]:
    """The shape's colour letter, and where its badge goes when it has a `label`, on faces left in view.

    The badge goes first (see `badge_face`); the letter takes the first other
    face in view of left, right, top, or shares the badge's face side by side;
    a letter on no face in view stays on the left face, hidden with it.
    """
    u, v, z = cell_of(shape)
    spots = SPOTS.get(shape.type, SPOTS["prism"])
    where = {face: project(u + du, v + dv, z + dz) for face, ((du, dv, dz), _) in spots.items()}
    size = LETTER_SIZE.get(shape.type, 10.0)
    badge = None if label is None else badge_face(where, cover, badge_radius(label))
    letter = next((f for f in ("left", "right", "top") if f != badge and in_view(where[f], 0.35 * size, cover)), None)
    letter_at, badge_at = where[letter or "left"], None if badge is None else where[badge]
    if badge is not None and letter is None:
        # One face for both: the letter to the left of the badge, a gap between them.
        letter, radius = badge, badge_radius(label)
        (cx, cy), (dx, dy) = where[badge], ACROSS[badge]
        letter_at = (cx - dx * (0.3 * radius + 4.5), cy - dy * (0.3 * radius + 4.5))
        badge_at = (cx + dx * 0.7 * radius, cy + dy * 0.7 * radius)
    face = shade(PALETTE.get(shape.color, UNKNOWN), spots[letter or "left"][1])
    # `at` is the baseline: capitals are about 3/4 of the size tall, so this centres them.
    return Label((letter_at[0], letter_at[1] + 0.37 * size), COLOR_LETTERS.get(shape.color, "?"), size,
                 "middle", contrasting(face), bold=True), badge_at


def badge_face(where: dict[str, Point], cover: list[Outline], radius: float) -> str:
    """The face a badge goes on: the first of right, left, top whose spot shows.

    A face that shows whole is better than one that shows in part, and that
    than one whose middle alone shows; on a shape hidden all over, the badge
    still goes to its right face, drawn over what hides it.
    """
    for reach in (0.8 * radius, 0.3 * radius, 0.0):
        for face in ("right", "left", "top"):
            if in_view(where[face], reach, cover):
                return face
    return "right"


def contrasting(background: RGB) -> RGB:
    """INK or PAPER, whichever has the higher WCAG contrast ratio against `background`."""
    def luminance(color: RGB) -> float:
        linear = [(c / 255) / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in color]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    lb = luminance(background)
    on_ink = (max(lb, luminance(INK)) + 0.05) / (min(lb, luminance(INK)) + 0.05)
    on_paper = (luminance(PAPER) + 0.05) / (lb + 0.05)
    return INK if on_ink >= on_paper else PAPER


def circle(center: Point, radius: float, sides: int = 32) -> tuple[Point, ...]:
    """A regular polygon close enough to a circle for the raster."""
    cx, cy = center
    return tuple((cx + radius * math.cos(2 * math.pi * k / sides), cy + radius * math.sin(2 * math.pi * k / sides))
                 for k in range(sides))


def gripper_polygons(u: int, v: int, z: int, column_top: int, holding: bool) -> list[Polygon]:
    """The arm: a rod from the ceiling, a plate above cell (u, v, z), two fingers.

    A dashed-looking guide (a thin translucent rod) runs down to the top of the
    column below, where a drop would land.
    """
    polygons = []
    cu, cv = u + 0.5, v + 0.5
    plate = z + 1.02
    if column_top < z:
        polygons.append(_rod(cu, cv, column_top, z, 0.03, STEEL_DARK, opacity=0.45))
    polygons.append(_rod(cu, cv, plate + 0.12, CEILING, 0.07, STEEL))
    polygons += _box(u + 0.18, v + 0.18, plate, 0.64, 0.64, 0.12, STEEL)
    spread = 0.0 if holding else 0.05
    for du in (0.1 - spread, 0.83 + spread):
        polygons += _box(u + du, v + 0.42, z + 0.45, 0.07, 0.16, plate - z - 0.45, STEEL_DARK)
    return polygons


def _rod(cu: float, cv: float, z0: float, z1: float, r: float, color: RGB, opacity: float = 1.0) -> Polygon:
    left, right = project(cu - r, cv + r, 0), project(cu + r, cv - r, 0)
    return Polygon(((left[0], left[1] - z1 * H), (right[0], right[1] - z1 * H),
                    (right[0], right[1] - z0 * H), (left[0], left[1] - z0 * H)),
                   color, stroke=None if opacity < 1 else INK, opacity=opacity)


def _box(u: float, v: float, z: float, du: float, dv: float, height: float, color: RGB) -> list[Polygon]:
    """The three visible faces of a box with corner (u, v, z) and the given extents."""
    u1, v1, z1 = u + du, v + dv, z + height
    return [Polygon((project(u, v1, z), project(u1, v1, z), project(u1, v1, z1), project(u, v1, z1)), shade(color, 0.85)),
            Polygon((project(u1, v, z), project(u1, v1, z), project(u1, v1, z1), project(u1, v, z1)), shade(color, 0.65)),
            Polygon((project(u, v, z1), project(u1, v, z1), project(u1, v1, z1), project(u, v1, z1)), shade(color, 1.15))]


def bounds(polygons: list[Polygon], labels: list[Label]) -> tuple[float, float, float, float]:
    xs = [p[0] for poly in polygons for p in poly.points] + [x for label in labels for x in text_span(label)]
    ys = [p[1] for poly in polygons for p in poly.points] + [l.at[1] for l in labels]
    pad = 36
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def text_span(label: Label) -> tuple[float, float]:
    """The left and right ends of a label on screen (a character is about 0.75 of its size wide)."""
    width = 0.75 * label.size * len(label.text)
    start = label.at[0] - {"start": 0.0, "middle": 0.5, "end": 1.0}.get(label.anchor, 0.0) * width
    return start, start + width


def _hex(color: RGB) -> str:
    return "#%02x%02x%02x" % color


def render_svg(view: BoardView, title: str | None = None, coordinates: bool = True) -> str:
    """A standalone SVG document of the isometric board."""
    picture = scene_items(view, coordinates)
    x0, y0, x1, y1 = bounds(picture.board + _polygons(picture.shapes), picture.labels)
    caption = view.gripper_line()
    y1 += 24
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x0:.0f} {y0:.0f} {x1 - x0:.0f} {y1 - y0:.0f}" '
           f'width="{x1 - x0:.0f}" height="{y1 - y0:.0f}" font-family="sans-serif">',
           f"<title>{escape(title or 'robot board')}</title>",
           f'<rect x="{x0:.0f}" y="{y0:.0f}" width="{x1 - x0:.0f}" height="{y1 - y0:.0f}" fill="{_hex(BACKGROUND)}"/>']
    out.extend(_svg_polygon(poly) for poly in picture.board)
    out.extend(_svg_text(label) for label in picture.labels)
    out.extend(_svg_polygon(part) if isinstance(part, Polygon) else _svg_text(part) for part in picture.shapes)
    out.extend(_svg_badge(badge) for badge in picture.badges)
    out.append(f'<text x="{x0 + 12:.0f}" y="{y1 - 12:.0f}" font-size="13" fill="{_hex(INK)}">{escape(caption)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _polygons(parts: list[Polygon | Label]) -> list[Polygon]:
    return [part for part in parts if isinstance(part, Polygon)]


def _svg_polygon(poly: Polygon) -> str:
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in poly.points)
    stroke = f' stroke="{_hex(poly.stroke)}" stroke-width="0.8" stroke-linejoin="round"' if poly.stroke else ""
    opacity = f' fill-opacity="{poly.opacity}"' if poly.opacity < 1 else ""
    tip = f"<title>{escape(poly.title)}</title>" if poly.title else ""
    if tip:
        return f'<polygon points="{points}" fill="{_hex(poly.fill)}"{stroke}{opacity}>{tip}</polygon>'
    return f'<polygon points="{points}" fill="{_hex(poly.fill)}"{stroke}{opacity}/>'


def _svg_text(label: Label) -> str:
    # A shape's letter lets the pointer through, so hovering still shows the face's title.
    style = ' font-weight="bold" pointer-events="none"' if label.bold else ""
    return (f'<text x="{label.at[0]:.1f}" y="{label.at[1]:.1f}" font-size="{label.size}" '
            f'text-anchor="{label.anchor}" fill="{_hex(label.color)}"{style}>{escape(label.text)}</text>')


def _svg_badge(badge: Badge) -> str:
    (x, y), size = badge.at, badge.size
    return (f'<g class="mark"><title>{escape(badge.title)}</title>'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{badge.radius:.1f}" fill="{_hex(INK)}" '
            f'stroke="{_hex(PAPER)}" stroke-width="1.5"/>'
            f'<text x="{x:.1f}" y="{y + 0.37 * size:.1f}" font-size="{size}" text-anchor="middle" '
            f'font-weight="bold" fill="{_hex(PAPER)}">{escape(badge.text)}</text></g>')


def render_png(view: BoardView, scale: int = 1, coordinates: bool = True) -> bytes:
    """PNG bytes of the isometric board, labels in a small stroke font."""
    return encode_png(render_rgb(view, scale, coordinates))


def render_rgb(view: BoardView, scale: int = 1, coordinates: bool = True) -> np.ndarray:
    """The isometric board as a uint8 (height, width, 3) array (pictures can be put side by side)."""
    picture = scene_items(view, coordinates)
    x0, y0, x1, y1 = bounds(picture.board + _polygons(picture.shapes), picture.labels)
    canvas = Canvas(int(x1 - x0) * scale, int(y1 - y0) * scale, BACKGROUND, origin=(x0, y0), scale=scale)

    def paint(parts: list[Polygon] | list[Polygon | Label]) -> None:
        for part in parts:
            if isinstance(part, Label):
                canvas.text(part.at, part.text, part.size, part.color, part.anchor, weight=1.3 if part.bold else 0.9)
                continue
            canvas.fill(part.points, part.fill, part.opacity)
            if part.stroke is not None:
                canvas.outline(part.points, part.stroke, width=0.8)
    paint(picture.board)
    for label in picture.labels:
        canvas.text(label.at, label.text, label.size, label.color, label.anchor)
    paint(picture.shapes)
    for badge in picture.badges:
        canvas.fill(circle(badge.at, badge.radius + 0.75), PAPER)   # the ring
        canvas.fill(circle(badge.at, badge.radius - 0.75), INK)
        canvas.text((badge.at[0], badge.at[1] + 0.37 * badge.size), badge.text, badge.size, PAPER, "middle",
                    weight=1.3)
    return canvas.rgb()
