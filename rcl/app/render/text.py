"""The board as text for a terminal: letters, coloured when the terminal has colour.

The board is drawn as the treebank's writers saw it, from the robot's side
(rcl.app.render.view): the front row (x = 7, "far" or "top" in their words) on
top, the robot's row at the back (x = 0, "near" or "bottom") at the bottom, the
left edge (y = 7) on the left; so "the top left corner" is the top left cell.
The left margin names the sides in the words the parsers read.

Each cell shows its column of shapes from the bottom up, one letter a shape:
the colour's letter, capital for a cube and small for a prism.  Colour mode
paints each letter in its colour but keeps the letter, so nobody needs to
tell the colours apart to read the board.  The gripper's cell is bracketed
and what it holds is named.

    >>> from planner import Scene
    >>> from rcl.shape import Shape
    >>> scene = Scene((Shape(3, 3, 0, "blue", "cube"), Shape(3, 3, 1, "blue", "cube"),
    ...                Shape(6, 5, 1, "green", "prism"), Shape(6, 5, 0, "red", "cube")), (6, 5, 4))
    >>> print(draw_board(scene, color=False))  # doctest: +NORMALIZE_WHITESPACE
                left                               right
           y:   7    6    5    4    3    2    1    0
    front  x=7  .    .    .    .    .    .    .    .
    (far)  x=6  .    .   [Rg ] .    .    .    .    .
           x=5  .    .    .    .    .    .    .    .
           x=4  .    .    .    .    .    .    .    .
           x=3  .    .    .    .    BB   .    .    .
           x=2  .    .    .    .    .    .    .    .
    back   x=1  .    .    .    .    .    .    .    .
    robot  x=0  .    .    .    .    .    .    .    .
    gripper: open, over x=6 y=5 at height 4, holding nothing
    key: a column reads bottom to top; capital = cube, small = prism;
         B blue, C cyan, G green, M magenta, R red, W white, X gray, Y yellow

A marked shape shows its label after its letter (in colour mode, in reverse
video), and lines below the key say in words which shape each mark is:

    >>> marks = {Shape(3, 3, 0, "blue", "cube"): "1", Shape(3, 3, 1, "blue", "cube"): "2",
    ...          Shape(6, 5, 1, "green", "prism"): "3"}
    >>> print(draw_board(scene, color=False, marks=marks))  # doctest: +NORMALIZE_WHITESPACE
                left                                       right
           y:   7     6     5     4     3     2     1     0
    front  x=7  .     .     .     .     .     .     .     .
    (far)  x=6  .     .    [Rg3 ] .     .     .     .     .
           x=5  .     .     .     .     .     .     .     .
           x=4  .     .     .     .     .     .     .     .
           x=3  .     .     .     .     B1B2  .     .     .
           x=2  .     .     .     .     .     .     .     .
    back   x=1  .     .     .     .     .     .     .     .
    robot  x=0  .     .     .     .     .     .     .     .
    gripper: open, over x=6 y=5 at height 4, holding nothing
    key: a column reads bottom to top; capital = cube, small = prism;
         B blue, C cyan, G green, M magenta, R red, W white, X gray, Y yellow
    marks: B1 = the blue cube at x=3 y=3, on the board
           B2 = the blue cube at x=3 y=3, height 1, on the blue cube
           g3 = the green prism at x=6 y=5, height 1, on the red cube
"""

from __future__ import annotations

import os
import re

from planner import Scene
from rcl.app.render.view import COLOR_LETTERS, SIZE, BoardView, Marks, color_letter
from rcl.shape import Shape

#: ANSI foreground codes of the 16-colour palette every colour terminal has.
ANSI = {"blue": "34", "cyan": "36", "green": "32", "magenta": "35", "red": "31",
        "white": "97", "gray": "90", "yellow": "33"}
BOLD, REVERSE = "1", "7"
_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")

#: Words in the left margin, each at most six letters, in the parsers' words for the sides:
#: the top rows read "front (far)", the bottom ones "back robot" (the parsers read "the
#: front left corner", "the far left corner" and "the top left corner" as x = 7, y = 7,
#: "the back left corner", "the near left corner" and "the bottom left corner" as x = 0, y = 7;
#: "in front of" a shape is the square beyond it, seen from the robot).
ROW_LABELS = {SIZE - 1: "front", SIZE - 2: "(far)", 1: "back", 0: "robot"}

#: One shape as drawn in a cell: (text, visible width, marked).
Token = tuple[str, int, bool]


def color_supported(stream) -> bool:
    """Whether to colour output on `stream`: a TTY, not TERM=dumb, no NO_COLOR."""
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def draw_board(scene: Scene, color: bool = False, width: int = 80, marks: Marks | None = None) -> str:
    """The board as text: colour letters, painted in their colours when `color`.

    NO_COLOR in the environment always turns colour off (`color_supported` says
    whether a stream shows colour).  `width` bounds the line length: taller columns than fit
    are shown as their height followed by their top shapes, and long lines
    below the board are wrapped.  `marks` (shape -> short label such as "1")
    shows each marked shape's label after its letter, and lists the marks in
    words under the key, in the mapping's order.
    """
    view = BoardView.of(scene, marks)
    use_color = color and not os.environ.get("NO_COLOR")
    columns = {(x, y): [_token(s, view, use_color) for s in view.column(x, y)]
               for x in range(SIZE) for y in range(SIZE)}
    widest = max(sum(w for _, w, _ in tokens) for tokens in columns.values())
    cell = max(2, min(max(3, widest), (width - 12) // SIZE - 2))
    slot = cell + 2
    margin = " " * 7
    lines = [margin + "     left" + " " * (slot * SIZE - 9) + "right",
             margin + "y:  " + "".join(f" {y:<{slot - 1}}" for y in reversed(range(SIZE))).rstrip()]
    for x in reversed(range(SIZE)):  # the far row (x = 7) on top, the robot's row (x = 0) at the bottom
        row = [f"{ROW_LABELS.get(x, ''):<7}x={x} "]
        for y in reversed(range(SIZE)):
            text, visible = _cell_text(columns[x, y], cell)
            pad = " " * (cell - visible)
            if view.gripper[:2] == (x, y):
                row.append(f"[{text}{pad}]")
            else:
                row.append(f" {text}{pad} ")
        lines.append("".join(row).rstrip())
    lines.extend(_wrap(view.gripper_line(_held_name(view, use_color)), width, 9))
    for line in _key(use_color):
        lines.extend(_wrap(line, width, 5))
    lines.extend(_mark_lines(view, use_color, width))
    return "\n".join(lines)


def _paint(text: str, *codes: str) -> str:
    return f"\x1b[{';'.join(codes)}m{text}\x1b[0m"


def _ansi(shape: Shape) -> str:
    return ANSI.get(shape.color, "0")


def _token(shape: Shape, view: BoardView, use_color: bool) -> Token:
    """A shape in its cell: its colour letter, followed by its label when marked ("B1")."""
    letter = color_letter(shape)
    text = _paint(letter, BOLD, _ansi(shape)) if use_color else letter
    label = view.mark(shape)
    if label is None:
        return text, 1, False
    # The label follows the letter rather than replacing it: two stacked marks
    # then read "B1B2", never "12", and the letter still says what the shape is.
    return text + _styled_label(label, shape, use_color), 1 + len(label), True


def _styled_label(label: str, shape: Shape, use_color: bool) -> str:
    # Reverse video sets a mark apart from the letters and still shows the shape's colour.
    return _paint(label, BOLD, REVERSE, _ansi(shape)) if use_color else label


def _cell_text(tokens: list[Token], cell: int) -> tuple[str, int]:
    """(text, visible length) of one column bottom to top, "." when empty.

    A column too tall for the cell shows its height, then its marked shapes and
    as many top shapes as fit ("7B1RR"); a mark never follows a digit, so the
    height cannot be read as one.
    """
    if not tokens:
        return ".", 1
    if sum(width for _, width, _ in tokens) <= cell:
        return "".join(text for text, _, _ in tokens), sum(width for _, width, _ in tokens)
    marked = [i for i, token in enumerate(tokens) if token[2]]
    prefix = str(len(tokens))
    if len(prefix) + sum(tokens[i][1] for i in marked) > cell:
        prefix = ""  # where the marks fill the cell, they matter more than the height
    budget = cell - len(prefix)
    keep: set[int] = set()
    for i in reversed(marked):
        if tokens[i][1] <= budget:
            keep.add(i)
            budget -= tokens[i][1]
    for i in reversed(range(len(tokens))):
        if i in keep:
            continue
        if tokens[i][1] > budget:
            break
        keep.add(i)
        budget -= tokens[i][1]
    shown = [tokens[i] for i in sorted(keep)]
    return prefix + "".join(text for text, _, _ in shown), len(prefix) + sum(width for _, width, _ in shown)


def _held_name(view: BoardView, use_color: bool) -> str | None:
    """The held shape's name for the gripper line: coloured, and with its mark if it has one."""
    if view.held is None:
        return None
    name = _paint(view.held.name, BOLD, _ansi(view.held)) if use_color else view.held.name
    label = view.mark(view.held)
    if label is not None:
        name += f", marked {_styled_label(label, view.held, use_color)}"
    return name


def _key(use_color: bool) -> list[str]:
    """The key: the same words in both modes, the colour letters and names painted in colour mode."""
    pairs = []
    for name in sorted(COLOR_LETTERS, key=COLOR_LETTERS.get):
        letter = COLOR_LETTERS[name]
        if use_color:
            # Letter and name painted apart, so wrapping between them leaves no colour open.
            letter, name = _paint(letter, BOLD, ANSI[name]), _paint(name, BOLD, ANSI[name])
        pairs.append(f"{letter} {name}")
    return ["key: a column reads bottom to top; capital = cube, small = prism;", "     " + ", ".join(pairs)]


def _mark_lines(view: BoardView, use_color: bool, width: int) -> list[str]:
    """One line per mark, in the order given, led by the mark as the board shows it.

        marks: B1 = the blue cube at x=3 y=3, on the board
    """
    if not view.marks:
        return []
    wide = max(len(label) for _, label in view.marks)
    lines = []
    for i, (shape, label) in enumerate(view.marks):
        head = "marks: " if i == 0 else " " * 7
        shown, _, _ = _token(shape, view, use_color)
        pad = " " * (wide - len(label))
        lines.extend(_wrap(f"{head}{shown}{pad} = {view.describe(shape)}", width, 7 + 1 + wide + 3))
    return lines


def visible_length(text: str) -> int:
    """The length of `text` on screen: colour escapes take no room."""
    return len(_ESCAPE.sub("", text))


def _wrap(line: str, width: int, indent: int) -> list[str]:
    """`line` broken into lines of at most `width` visible characters, continued `indent` deep.

    It breaks after a comma or semicolon where it can, inside a phrase only
    when the phrase alone is too long.
    """
    if visible_length(line) <= width:
        return [line]
    body = line.lstrip(" ")
    pieces: list[str] = []
    for phrase in re.split(r"(?<=[,;]) ", body):
        fits = indent + visible_length(phrase) <= width
        pieces.extend([phrase] if fits else phrase.split(" "))
    current, lines = line[:len(line) - len(body)], []
    for piece in pieces:
        if current.strip() and visible_length(current) + 1 + visible_length(piece) > width:
            lines.append(current)
            current = " " * indent + piece
        else:
            current += (" " if current.strip() else "") + piece
    return lines + [current]
