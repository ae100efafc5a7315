"""Board pictures: terminal text (coloured or plain), SVG and PNG of a hand-made scene.

Marks (numbered shapes for "which one?") are tested in test_marks.py.
"""

import os
import re
import struct
import xml.etree.ElementTree as ET
import zlib

import numpy as np
import pytest

from planner import Scene
from rcl.app.render import BoardView, board_png, board_svg, draw_board
from rcl.app.render.iso import INK, PALETTE, PAPER, STEEL, contrasting, shade
from rcl.app.render.raster import STROKES, Canvas, encode_png
from rcl.app.render.view import COLOR_LETTERS
from rcl.shape import Shape

SVG = "{http://www.w3.org/2000/svg}"

# Two blue cubes stacked at (3,3); a red cube under a green prism at (6,5);
# the gripper closed at (1,5,4) holding a magenta prism.
SCENE = Scene((
    Shape(3, 3, 0, "blue", "cube"), Shape(3, 3, 1, "blue", "cube"),
    Shape(6, 5, 0, "red", "cube"), Shape(6, 5, 1, "green", "prism"),
    Shape(1, 5, 4, "magenta", "prism")), (1, 5, 4))


PLAIN_SCENE = """\
            left                               right
       y:   7    6    5    4    3    2    1    0
front  x=7  .    .    .    .    .    .    .    .
(far)  x=6  .    .    Rg   .    .    .    .    .
       x=5  .    .    .    .    .    .    .    .
       x=4  .    .    .    .    .    .    .    .
       x=3  .    .    .    .    BB   .    .    .
       x=2  .    .    .    .    .    .    .    .
back   x=1  .    .   [.  ] .    .    .    .    .
robot  x=0  .    .    .    .    .    .    .    .
gripper: closed, over x=1 y=5 at height 4, holding the magenta prism
key: a column reads bottom to top; capital = cube, small = prism;
     B blue, C cyan, G green, M magenta, R red, W white, X gray, Y yellow"""


def rows(text):
    """The eight board rows of a plain drawing from their "x=" on (the margin's words left out), keyed by x."""
    return {int(line.split("x=")[1][0]): line[line.index("x="):]
            for line in text.splitlines() if "x=" in line and "y=" not in line}


def test_plain_drawing_shows_columns_bottom_to_top_in_viewer_orientation(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    text = draw_board(SCENE, color=False)
    assert "\x1b[" not in text
    board = rows(text)
    assert len(board) == 8
    # after the row label, the left edge (y=7) first: y=5 is the third cell, y=3 the fifth.
    assert board[6].split()[3] == "Rg"          # red cube under a green prism
    assert board[3].split()[5] == "BB"          # a 2-high stack of blue cubes
    assert "[." in board[1]                     # the gripper's cell is bracketed
    assert "holding the magenta prism" in text
    lines = text.splitlines()
    assert lines[2].startswith("front  x=7") and lines[9].startswith("robot  x=0")     # x = 7 on top


def test_colour_drawing_paints_the_letters_and_no_color_turns_it_off(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    coloured = draw_board(SCENE, color=True)
    assert "\x1b[1;34mB\x1b[0m\x1b[1;34mB\x1b[0m" in coloured       # two blue cubes, in blue
    assert "\x1b[1;32mg\x1b[0m" in coloured                         # the green prism, in green
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b[" not in draw_board(SCENE, color=True)
    assert "\x1b[" not in draw_board(SCENE)                        # auto: not a TTY here


def test_colour_drawing_says_everything_the_plain_one_does(monkeypatch):
    # Nobody has to tell colours apart: without its colour the board reads as the plain one.
    monkeypatch.delenv("NO_COLOR", raising=False)
    coloured, plain = draw_board(SCENE, color=True), draw_board(SCENE, color=False)
    assert unpainted(coloured) == plain
    assert "key: a column reads bottom to top; capital = cube, small = prism;" in coloured
    assert "\x1b[1;34mB\x1b[0m \x1b[1;34mblue\x1b[0m" in coloured      # the key pairs letter and colour


def test_plain_drawing_of_an_unmarked_board_is_the_documented_one(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert draw_board(SCENE, color=False) == PLAIN_SCENE


def unpainted(text):
    """`text` without its colour escapes."""
    return re.sub(r"\x1b\[[0-9;]*m", "", text)


def test_tall_columns_are_shortened_with_their_height_in_a_narrow_terminal():
    tall = Scene(tuple(Shape(4, 4, z, "red", "cube") for z in range(7)), (0, 0, 7))
    wide = rows(draw_board(tall, color=False, width=120))
    narrow = rows(draw_board(tall, color=False, width=60))
    assert "RRRRRRR" in wide[4]
    assert "7RRR " in narrow[4] and max(len(line) for line in narrow.values()) <= 60


def test_open_gripper_is_described_as_holding_nothing():
    empty = Scene((Shape(0, 7, 0, "green", "prism"),), (0, 7, 3))
    assert "gripper: open, over x=0 y=7 at height 3, holding nothing" in draw_board(empty, color=False)
    assert BoardView.of(empty).held is None


def test_svg_is_wellformed_and_has_a_face_per_visible_side():
    svg = ET.fromstring(board_svg(SCENE, title="scene 1"))
    ns = "{http://www.w3.org/2000/svg}"
    titles = [p.findtext(f"{ns}title") or "" for p in svg.iter(f"{ns}polygon")]
    assert sum("blue cube at x=3 y=3 z=1" in t for t in titles) == 3     # top + two sides
    assert sum("green prism" in t for t in titles) == 4              # four pyramid faces
    labels = [t.text for t in svg.iter(f"{ns}text")]
    # The sides in the parsers' words: RCL's front is the far side, its back the robot's.
    assert {"front", "(far)", "back", "(near, robot)", "left", "right", "x=0", "y=7"} <= set(labels)
    assert labels[-1].endswith("holding the magenta prism")


def test_svg_writes_each_shapes_colour_letter_on_it():
    svg = ET.fromstring(board_svg(SCENE))
    ns = "{http://www.w3.org/2000/svg}"
    letters = [t.text for t in svg.iter(f"{ns}text") if t.get("font-weight") == "bold"]
    assert sorted(letters) == ["B", "B", "G", "M", "R"]     # two blue cubes, green, magenta, red


def test_svg_draws_nearer_shapes_after_farther_ones():
    svg = board_svg(SCENE)
    # The viewer is on the robot's side: (3,3) is nearer than (6,5), (0,0) nearest of all.
    assert svg.index("red cube at x=6 y=5 z=0") < svg.index("blue cube at x=3 y=3 z=0")
    near = board_svg(Scene(SCENE.shapes + (Shape(0, 0, 0, "red", "cube"),), SCENE.gripper))
    assert near.index("blue cube at x=3 y=3 z=1") < near.index("red cube at x=0 y=0 z=0")


# -- orientation: the board as the treebank's writers saw it, from the robot's side ----
# They call x = 7 "far" or "top" (RCL's front) and x = 0 "near" or "bottom" (RCL's back, the
# robot's side), with y = 7 on their left: "the top left corner" is (7,7), "the bottom left
# corner" (0,7). The pictures name the sides with the words the parsers read.

CORNERS = Scene((Shape(7, 7, 0, "red", "cube"), Shape(0, 7, 0, "blue", "cube"),
                 Shape(7, 0, 0, "green", "cube"), Shape(0, 0, 0, "yellow", "cube")), (4, 4, 7))


def test_text_board_has_the_far_row_on_top_and_the_robots_row_at_the_bottom():
    lines = draw_board(CORNERS, color=False).splitlines()
    board = [line for line in lines if "x=" in line and "y:" not in line][:8]
    assert [int(line.split("x=")[1][0]) for line in board] == [7, 6, 5, 4, 3, 2, 1, 0]
    assert lines.index(board[0]) == 2 and lines[9] == board[-1]      # right under the header
    assert board[0].startswith("front") and lines[3].startswith("(far)")
    assert board[-1].startswith("robot") and lines[8].startswith("back")


def test_text_board_draws_the_top_left_corner_at_its_top_left():
    lines = draw_board(CORNERS, color=False).splitlines()
    assert lines[0].split() == ["left", "right"] and lines[1].split()[1] == "7"
    top, bottom = lines[2].split()[2:], lines[9].split()[2:]
    assert (top[0], top[-1]) == ("R", "G")           # (7,7) top left, (7,0) top right
    assert (bottom[0], bottom[-1]) == ("B", "Y")     # (0,7) bottom left, (0,0) bottom right


def shape_box(svg, name):
    """(left, top, right, bottom) on screen of the SVG polygons whose title starts with `name`."""
    return box_of([polygon for polygon in ET.fromstring(svg).iter(f"{SVG}polygon")
                   if (polygon.findtext(f"{SVG}title") or "").startswith(name)])


def box_of(polygons):
    """(left, top, right, bottom) on screen of SVG polygon elements."""
    points = [tuple(map(float, point.split(","))) for polygon in polygons for point in polygon.get("points").split()]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs), max(ys)


def test_svg_draws_the_far_row_farther_up_than_the_robots_row():
    svg = board_svg(CORNERS)
    far_left, near_left = shape_box(svg, "red cube at x=7 y=7"), shape_box(svg, "blue cube at x=0 y=7")
    far_right, near_right = shape_box(svg, "green cube at x=7 y=0"), shape_box(svg, "yellow cube at x=0 y=0")
    assert far_left[3] < near_left[1] and far_right[3] < near_right[1]      # wholly above
    assert near_right[1] == max(box[1] for box in (far_left, near_left, far_right, near_right))  # nearest
    assert near_left[0] < near_right[0] and far_left[0] < far_right[0]      # y = 7 on the viewer's left
    # The tiles and the coordinates along the left edge agree: x = 7 far up, x = 0 near the viewer.
    tiles = {title: box for title in ("x=7 y=7", "x=0 y=7", "x=0 y=0") for box in [shape_box(svg, title)]}
    assert tiles["x=7 y=7"][1] < tiles["x=0 y=7"][1] < tiles["x=0 y=0"][1]
    labels = {t.text: float(t.get("y")) for t in ET.fromstring(svg).iter(f"{SVG}text")}
    assert labels["x=7"] < labels["x=0"] and labels["front"] < labels["back"] < labels["(near, robot)"]


def test_png_draws_the_far_row_farther_up_than_the_robots_row():
    def top_row(scene):
        _, _, pixels = decode_png(board_png(scene))
        ys, _ = np.nonzero((pixels[..., 0] > 150) & (pixels[..., 1] < 90) & (pixels[..., 2] < 90))
        return ys.min()                                           # the red cube's highest pixel
    assert top_row(Scene((Shape(7, 7, 0, "red", "cube"),), (4, 4, 7))) < \
        top_row(Scene((Shape(0, 7, 0, "red", "cube"),), (4, 4, 7)))


def test_gripper_is_drawn_over_its_cell():
    def rod(scene):
        steel = "#%02x%02x%02x" % STEEL                           # the rod's colour
        return box_of([p for p in ET.fromstring(board_svg(scene)).iter(f"{SVG}polygon") if p.get("fill") == steel])
    near, far = rod(Scene((), (0, 7, 7))), rod(Scene((), (7, 7, 7)))
    assert far[3] < near[3]                                       # over (7,7) the arm stands farther up


def decode_png(data):
    """(width, height, pixels) of an 8-bit RGB PNG as written by encode_png."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    idat_length = struct.unpack(">I", data[33:37])[0]
    raw = zlib.decompress(data[41:41 + idat_length])
    rows = np.frombuffer(raw, dtype=np.uint8).reshape(height, width * 3 + 1)
    assert (rows[:, 0] == 0).all()
    return width, height, rows[:, 1:].reshape(height, width, 3)


def test_png_is_written_atomically_and_shows_the_shapes_colours(tmp_path):
    target = tmp_path / "board.png"
    data = board_png(SCENE, target)
    assert target.read_bytes() == data
    assert [p.name for p in tmp_path.iterdir()] == ["board.png"]
    width, height, pixels = decode_png(data)
    assert 300 < width < 1000 and 300 < height < 1000
    colours = {tuple(int(c) for c in px) for px in pixels.reshape(-1, 3)[::7]}
    # shaded blue of a cube face, and the magenta of the held prism, appear somewhere
    assert any(b > 150 and r < 80 and g < 120 for r, g, b in colours)
    assert any(r > 150 and b > 140 and g < 80 for r, g, b in colours)


def test_png_writes_a_light_letter_on_a_dark_cube():
    lone = Scene((Shape(3, 3, 0, "blue", "cube"),), (0, 0, 7))
    _, _, pixels = decode_png(board_png(lone))
    ys, xs = np.nonzero((pixels[..., 2] > 120) & (pixels[..., 0] < 80))      # the cube's blue faces
    cube = pixels[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    assert (cube.min(axis=2) > 200).sum() > 10                              # the white strokes of its "B"


def test_letters_are_dark_on_light_faces_and_light_on_dark_ones():
    assert contrasting(shade(PALETTE["yellow"], 0.82)) == INK
    assert contrasting(shade(PALETTE["white"], 0.82)) == INK
    assert contrasting(shade(PALETTE["blue"], 0.82)) == PAPER
    assert contrasting(shade(PALETTE["red"], 0.62)) == PAPER


def test_stroke_font_has_every_colour_letter_and_digit():
    assert set(COLOR_LETTERS.values()) | set("0123456789") <= set(STROKES)


def test_canvas_fills_a_triangle_with_antialiased_edges():
    canvas = Canvas(10, 10, (255, 255, 255))
    canvas.fill(((0, 0), (10, 0), (0, 10)), (0, 0, 0))
    rgb = canvas.rgb()
    assert rgb[1, 1].tolist() == [0, 0, 0] and rgb[9, 9].tolist() == [255, 255, 255]
    assert 0 < rgb[4, 5, 0] < 255          # a pixel the edge cuts is grey


def test_encode_png_round_trips_pixels():
    pixels = np.arange(2 * 3 * 3, dtype=np.uint8).reshape(2, 3, 3)
    assert (decode_png(encode_png(pixels))[2] == pixels).all()


@pytest.mark.parametrize("name", ["rcl.app.render.text", "rcl.app.render.view", "rcl.app.render.visibility",
                                  "rcl.app.render.raster", "rcl.app.render.iso", "rcl.app.session"])
def test_docstring_examples(name, monkeypatch):
    import doctest
    import importlib
    monkeypatch.delenv("NO_COLOR", raising=False)
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


def test_pictures_get_ordinary_file_permissions(tmp_path):
    old = os.umask(0o022)
    try:
        board_png(SCENE, tmp_path / "b.png")
    finally:
        os.umask(old)
    assert (tmp_path / "b.png").stat().st_mode & 0o777 == 0o644
