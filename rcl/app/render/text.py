"""Pictures of the board: a coloured terminal drawing, an SVG and a PNG.

The board is drawn as the person typing commands sees it, standing at the
front of the table: the back row (x = 0, the robot's side) at the top, the
left edge (y = 7) on the left.  Each cell shows its column of shapes from
the bottom up; the gripper's cell is bracketed and what it holds is named.

    >>> from rcl.treebank import Layout, Shape
    >>> layout = Layout(1, 1, (6, 5, 4), False, (Shape(3, 3, 0, "blue", "cube"),
    ...                 Shape(3, 3, 1, "blue", "cube"), Shape(6, 5, 1, "green", "prism"),
    ...                 Shape(6, 5, 0, "red", "cube")))
    >>> print(draw_board(layout, color=False))  # doctest: +NORMALIZE_WHITESPACE
                left                                  right
            y:   7    6    5    4    3    2    1    0
    back   x=0   .    .    .    .    .    .    .    .
           x=1   .    .    .    .    .    .    .    .
           x=2   .    .    .    .    .    .    .    .
           x=3   .    .    .    .   BB    .    .    .
           x=4   .    .    .    .    .    .    .    .
           x=5   .    .    .    .    .    .    .    .
           x=6   .    .  [Rg ]   .    .    .    .    .
    front  x=7   .    .    .    .    .    .    .    .
    gripper: open, over x=6 y=5 at height 4, holding nothing
    key: a column reads bottom to top; capital = cube, small = prism;
         B blue, C cyan, G green, M magenta, R red, W white, X gray, Y yellow

`board_svg` and `board_png` draw the same board in a 3-D-looking isometric
view (cubes as boxes, prisms as pyramids); see rcl.app.board_iso.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Any

from rcl.errors import SceneError

SIZE = 8
#: One letter per colour, as in the treebank's configuration.txt.
COLOR_LETTERS = {"blue": "B", "cyan": "C", "green": "G", "magenta": "M", "red": "R",
                 "white": "W", "gray": "X", "yellow": "Y"}
#: ANSI foreground codes of the 16-colour palette every colour terminal has.
ANSI = {"blue": "34", "cyan": "36", "green": "32", "magenta": "35", "red": "31",
        "white": "97", "gray": "90", "yellow": "33"}
GLYPHS = {"cube": "■", "prism": "▲"}


@dataclass(frozen=True)
class Piece:
    """One shape on the board, in treebank coordinates."""

    x: int
    y: int
    z: int
    color: str
    kind: str

    @property
    def name(self) -> str:
        return f"{self.color} {self.kind}"


@dataclass(frozen=True)
class BoardView:
    """What a picture needs to know about a scene: shapes, the gripper and what it holds."""

    pieces: tuple[Piece, ...]
    gripper: tuple[int, int, int] | None
    held: Piece | None
    closed: bool

    def column(self, x: int, y: int) -> list[Piece]:
        """The shapes standing in cell (x, y), bottom first (the held shape excluded)."""
        return sorted((p for p in self.pieces if p.x == x and p.y == y and p is not self.held),
                      key=lambda p: p.z)

    @property
    def tallest(self) -> int:
        return max((len(self.column(x, y)) for x in range(SIZE) for y in range(SIZE)), default=0)


def board_view(scene: Any) -> BoardView:
    """A BoardView of a planner Scene or a treebank Layout (duck-typed on their attributes)."""
    if isinstance(scene, BoardView):
        return scene
    shapes = getattr(scene, "shapes", None)
    if shapes is None:
        raise SceneError(f"cannot draw {type(scene).__name__}: it has no shapes")
    pieces = tuple(_piece(shape) for shape in shapes)
    gripper = _gripper_cell(scene)
    held = None
    if gripper is not None:
        held = next((p for p in pieces if (p.x, p.y, p.z) == gripper), None)
    closed = bool(getattr(scene, "closed", held is not None)) or held is not None
    return BoardView(pieces, gripper, held, closed)


def _piece(shape: Any) -> Piece:
    x, y, z = _cell(shape)
    color = _text(getattr(shape, "color", None) or getattr(shape, "colour", None))
    kind = _text(getattr(shape, "kind", None) or getattr(shape, "type", None) or getattr(shape, "shape", None))
    return Piece(x, y, z, color, kind)


def _cell(thing: Any) -> tuple[int, int, int]:
    for name in ("cell", "position", "pos", "at"):
        value = getattr(thing, name, None)
        if value is not None and not callable(value):
            return _cell(value) if not isinstance(value, tuple) else tuple(int(v) for v in value)  # type: ignore[return-value]
    if isinstance(thing, (tuple, list)) and len(thing) == 3:
        return tuple(int(v) for v in thing)  # type: ignore[return-value]
    return int(thing.x), int(thing.y), int(thing.z)


def _gripper_cell(scene: Any) -> tuple[int, int, int] | None:
    gripper = getattr(scene, "gripper", None) or getattr(scene, "arm", None)
    if gripper is None:
        return None
    return _cell(gripper)


def _text(value: Any) -> str:
    """An enum member's value or a plain string, lower-cased."""
    value = getattr(value, "value", value)
    return str(value).lower() if value is not None else "?"


# ---------------------------------------------------------------------------
# Terminal drawing

def color_supported(stream=None) -> bool:
    """Whether to colour output on `stream` (stdout): a TTY, not TERM=dumb, no NO_COLOR."""
    stream = stream or sys.stdout
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def draw_board(scene: Any, color: bool | None = None, width: int = 80) -> str:
    """The board as text: coloured glyphs (■ cube, ▲ prism) or plain letters.

    `color=None` decides from the terminal; NO_COLOR in the environment always
    turns colour off.  `width` bounds the line length: taller columns than fit
    are shown as their height followed by their top shapes.
    """
    view = board_view(scene)
    use_color = color_supported() if color is None else color
    if os.environ.get("NO_COLOR"):
        use_color = False
    cell = max(2, min(max(3, view.tallest), (width - 12) // SIZE - 2))
    slot = cell + 2
    margin = " " * 7
    lines = [margin + "     left" + " " * (slot * SIZE - 9) + "right",
             margin + "y:  " + "".join(f" {y:<{slot - 1}}" for y in reversed(range(SIZE))).rstrip()]
    for x in range(SIZE):
        side = "back" if x == 0 else "front" if x == SIZE - 1 else ""
        row = [f"{side:<7}x={x} "]
        for y in reversed(range(SIZE)):
            text, visible = _cell_text(view.column(x, y), cell, use_color)
            pad = " " * (cell - visible)
            if view.gripper is not None and view.gripper[:2] == (x, y):
                row.append(f"[{text}{pad}]")
            else:
                row.append(f" {text}{pad} ")
        lines.append("".join(row).rstrip())
    lines.append(describe_gripper(view, use_color))
    lines.extend(_key(use_color))
    return "\n".join(lines)


def _cell_text(column: list[Piece], cell: int, use_color: bool) -> tuple[str, int]:
    """(text, visible length) of one column: glyphs bottom to top, "." when empty."""
    if not column:
        return ".", 1
    shown = column
    prefix = ""
    if len(column) > cell:
        prefix = str(len(column))
        shown = column[len(column) - (cell - len(prefix)):]
    return prefix + "".join(_glyph(p, use_color) for p in shown), len(prefix) + len(shown)


def _glyph(piece: Piece, use_color: bool) -> str:
    if use_color:
        code = ANSI.get(piece.color, "0")
        return f"\x1b[1;{code}m{GLYPHS.get(piece.kind, '?')}\x1b[0m"
    letter = COLOR_LETTERS.get(piece.color, "?")
    return letter if piece.kind == "cube" else letter.lower()


def describe_gripper(view: BoardView, use_color: bool = False) -> str:
    """One line: where the gripper is and what it holds."""
    if view.gripper is None:
        return "gripper: not shown in this scene"
    x, y, z = view.gripper
    if view.held is None:
        return f"gripper: open, over x={x} y={y} at height {z}, holding nothing"
    held = view.held.name
    if use_color:
        held = f"{_glyph(view.held, True)} {held}"
    return f"gripper: closed, over x={x} y={y} at height {z}, holding the {held}"


def _key(use_color: bool) -> list[str]:
    if use_color:
        colors = ", ".join(f"\x1b[1;{ANSI[c]}m{c}\x1b[0m" for c in sorted(ANSI))
        return [f"key: a column reads bottom to top; {GLYPHS['cube']} cube, {GLYPHS['prism']} prism;",
                f"     {colors}"]
    letters = ", ".join(f"{COLOR_LETTERS[c]} {c}" for c in sorted(COLOR_LETTERS, key=COLOR_LETTERS.get))
    return ["key: a column reads bottom to top; capital = cube, small = prism;", f"     {letters}"]


# ---------------------------------------------------------------------------
# Pictures

def board_svg(scene: Any, title: str | None = None) -> str:
    """An SVG document: the board in isometric view, cubes as boxes and prisms as pyramids."""
    from rcl.app.board_iso import render_svg
    return render_svg(board_view(scene), title)


def board_png(scene: Any, path: str | os.PathLike | None = None, scale: int = 1) -> bytes:
    """The isometric picture as PNG bytes (numpy raster, zlib); written atomically to `path` if given."""
    from rcl.app.board_iso import render_png
    data = render_png(board_view(scene), scale=scale)
    if path is not None:
        from rcl.app.files import write_atomically
        write_atomically(path, data)
    return data
