"""The board as text for a terminal: coloured glyphs, or plain letters.

Each cell shows its column of shapes from the bottom up; the gripper's cell is
bracketed and what it holds is named.

    >>> from planner import Scene
    >>> from rcl.shape import Shape
    >>> scene = Scene((Shape(3, 3, 0, "blue", "cube"), Shape(3, 3, 1, "blue", "cube"),
    ...                Shape(6, 5, 1, "green", "prism"), Shape(6, 5, 0, "red", "cube")), (6, 5, 4))
    >>> print(draw_board(scene, color=False))  # doctest: +NORMALIZE_WHITESPACE
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
"""

from __future__ import annotations

import os
import sys

from planner import Scene
from rcl.app.render.view import COLOR_LETTERS, SIZE, BoardView
from rcl.shape import Shape

#: ANSI foreground codes of the 16-colour palette every colour terminal has.
ANSI = {"blue": "34", "cyan": "36", "green": "32", "magenta": "35", "red": "31",
        "white": "97", "gray": "90", "yellow": "33"}
GLYPHS = {"cube": "■", "prism": "▲"}


def color_supported(stream=None) -> bool:
    """Whether to colour output on `stream` (stdout): a TTY, not TERM=dumb, no NO_COLOR."""
    stream = stream or sys.stdout
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def draw_board(scene: Scene, color: bool | None = None, width: int = 80) -> str:
    """The board as text: coloured glyphs (■ cube, ▲ prism) or plain letters.

    `color=None` decides from the terminal; NO_COLOR in the environment always
    turns colour off.  `width` bounds the line length: taller columns than fit
    are shown as their height followed by their top shapes.
    """
    view = BoardView.of(scene)
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
            if view.gripper[:2] == (x, y):
                row.append(f"[{text}{pad}]")
            else:
                row.append(f" {text}{pad} ")
        lines.append("".join(row).rstrip())
    lines.append(view.gripper_line(f"{_glyph(view.held, True)} {view.held.name}" if use_color and view.held else None))
    lines.extend(_key(use_color))
    return "\n".join(lines)


def _cell_text(column: list[Shape], cell: int, use_color: bool) -> tuple[str, int]:
    """(text, visible length) of one column: glyphs bottom to top, "." when empty."""
    if not column:
        return ".", 1
    shown = column
    prefix = ""
    if len(column) > cell:
        prefix = str(len(column))
        shown = column[len(column) - (cell - len(prefix)):]
    return prefix + "".join(_glyph(p, use_color) for p in shown), len(prefix) + len(shown)


def _glyph(shape: Shape, use_color: bool) -> str:
    if use_color:
        code = ANSI.get(shape.color, "0")
        return f"\x1b[1;{code}m{GLYPHS.get(shape.type, '?')}\x1b[0m"
    letter = COLOR_LETTERS.get(shape.color, "?")
    return letter if shape.type == "cube" else letter.lower()


def _key(use_color: bool) -> list[str]:
    if use_color:
        colors = ", ".join(f"\x1b[1;{ANSI[c]}m{c}\x1b[0m" for c in sorted(ANSI))
        return [f"key: a column reads bottom to top; {GLYPHS['cube']} cube, {GLYPHS['prism']} prism;",
                f"     {colors}"]
    letters = ", ".join(f"{COLOR_LETTERS[c]} {c}" for c in sorted(COLOR_LETTERS, key=COLOR_LETTERS.get))
    return ["key: a column reads bottom to top; capital = cube, small = prism;", f"     {letters}"]
