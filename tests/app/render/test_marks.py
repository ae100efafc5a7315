"""Marks: numbered shapes on every picture of the board, as the REPL's "which one?" shows them."""

import re
import struct
import xml.etree.ElementTree as ET
import zlib

import numpy as np
import pytest

from planner import Scene
from rcl.app.render import board_png, board_svg, draw_board
from rcl.app.render.text import visible_length
from rcl.shape import Shape

# Two blue cubes stacked at (3,3); a red cube under a green prism at (6,5);
# the gripper closed at (1,5,4) holding a magenta prism.
LOWER, UPPER = Shape(3, 3, 0, "blue", "cube"), Shape(3, 3, 1, "blue", "cube")
RED, HELD = Shape(6, 5, 0, "red", "cube"), Shape(1, 5, 4, "magenta", "prism")
SCENE = Scene((LOWER, UPPER, RED, Shape(6, 5, 1, "green", "prism"), HELD), (1, 5, 4))
#: "take the blue cube": which one?
WHICH_BLUE = {LOWER: "1", UPPER: "2"}
SVG = "{http://www.w3.org/2000/svg}"


def board_row(text, x):
    """The board row of a plain drawing for row `x`."""
    return next(line for line in text.splitlines() if f"x={x} " in line and "y:" not in line)


def unpainted(text):
    """`text` without its colour escapes."""
    return re.sub(r"\x1b\[[0-9;]*m", "", text)


def pixels(png):
    """The (height, width, 3) pixels of a PNG from board_png, checking every chunk's CRC on the way."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = {}, 8
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        data = png[at + 8:at + 8 + length]
        assert struct.unpack(">I", png[at + 8 + length:at + 12 + length])[0] == zlib.crc32(kind + data)
        chunks[kind] = data
        at += 12 + length
    assert set(chunks) == {b"IHDR", b"IDAT", b"IEND"}
    width, height = struct.unpack(">II", chunks[b"IHDR"][:8])
    rows = np.frombuffer(zlib.decompress(chunks[b"IDAT"]), dtype=np.uint8).reshape(height, width * 3 + 1)
    return rows[:, 1:].reshape(height, width, 3)


def changed_area(marks):
    """Where the PNG with `marks` differs from the one without: (top, left, bottom, right) in pixels."""
    plain, marked = pixels(board_png(SCENE)), pixels(board_png(SCENE, marks=marks))
    assert plain.shape == marked.shape                 # a badge never changes the picture's size
    ys, xs = np.nonzero((plain != marked).any(axis=2))
    return ys.min(), xs.min(), ys.max(), xs.max()


# -- the text board -----------------------------------------------------------------


def test_marks_follow_their_shapes_letters_and_are_listed_in_words():
    text = draw_board(SCENE, color=False, marks=WHICH_BLUE)
    assert board_row(text, 3).split()[5] == "B1B2"            # bottom to top: blue cube 1, blue cube 2
    assert text.splitlines()[-2:] == [
        "marks: B1 = the blue cube at x=3 y=3, on the board",
        "       B2 = the blue cube at x=3 y=3, height 1, on the blue cube"]


def test_an_empty_set_of_marks_changes_nothing():
    assert draw_board(SCENE, color=False, marks={}) == draw_board(SCENE, color=False)
    assert board_svg(SCENE, marks={}) == board_svg(SCENE)
    assert board_png(SCENE, marks={}) == board_png(SCENE)


def test_a_held_shape_is_marked_on_the_gripper_line():
    text = draw_board(SCENE, color=False, marks={HELD: "3"})
    assert "holding the magenta prism, marked 3" in text
    assert text.splitlines()[-1] == "marks: m3 = the magenta prism in the gripper, over x=1 y=5"


def test_colour_marks_are_in_reverse_video_and_read_like_the_plain_ones(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    coloured = draw_board(SCENE, color=True, marks=WHICH_BLUE)
    assert "\x1b[1;34mB\x1b[0m\x1b[1;7;34m1\x1b[0m" in coloured      # a blue B, then 1 on blue
    assert unpainted(coloured) == draw_board(SCENE, color=False, marks=WHICH_BLUE)


def test_a_tall_column_keeps_its_mark_in_a_narrow_terminal():
    tower = tuple(Shape(4, 4, z, "blue" if z == 1 else "red", "cube") for z in range(7))
    text = draw_board(Scene(tower, (0, 0, 7)), color=False, width=60, marks={tower[1]: "1"})
    assert board_row(text, 4).split()[4] == "7B1R"           # its height, the marked cube, the top one
    assert text.splitlines()[-2:] == ["marks: B1 = the blue cube at x=4 y=4, height 1,",
                                      "            on the red cube"]        # wrapped to the width
    assert max(len(line) for line in text.splitlines()) <= 60


@pytest.mark.parametrize("color", [False, True])
@pytest.mark.parametrize("width", [50, 60, 80])
def test_every_line_of_a_marked_board_fits_the_width(monkeypatch, color, width):
    monkeypatch.delenv("NO_COLOR", raising=False)
    crowded = Scene(tuple(Shape(x, y, z, "yellow", "prism" if z == 2 else "cube")
                          for x in range(8) for y in range(8) for z in range(3) if (x + y) % 3 == 0), (0, 0, 7))
    marks = {shape: str(n) for n, shape in enumerate(crowded.shapes[::3], start=1)}
    text = draw_board(crowded, color=color, width=width, marks=marks)
    assert max(visible_length(line) for line in text.splitlines()) <= width
    assert text.count(" = the yellow ") == len(marks)


def test_a_mark_must_name_a_shape_on_the_board_and_be_its_own():
    with pytest.raises(ValueError, match="not on the board"):
        draw_board(SCENE, marks={Shape(0, 0, 0, "red", "cube"): "1"})
    with pytest.raises(ValueError, match="share a mark"):
        board_svg(SCENE, marks={LOWER: "1", UPPER: "1"})
    with pytest.raises(ValueError, match="printable"):
        board_png(SCENE, marks={LOWER: "1 2"})


# -- the SVG and PNG pictures -------------------------------------------------------


def test_svg_puts_a_numbered_badge_on_each_marked_shape():
    svg = ET.fromstring(board_svg(SCENE, marks={**WHICH_BLUE, HELD: "3"}))
    badges = svg.findall(f"{SVG}g[@class='mark']")
    assert sorted(badge.findtext(f"{SVG}text") for badge in badges) == ["1", "2", "3"]
    assert all(badge.find(f"{SVG}circle") is not None for badge in badges)
    assert sorted(badge.findtext(f"{SVG}title") for badge in badges) == [
        "mark 1: the blue cube at x=3 y=3, on the board",
        "mark 2: the blue cube at x=3 y=3, height 1, on the blue cube",
        "mark 3: the magenta prism in the gripper, over x=1 y=5"]
    assert ET.fromstring(board_svg(SCENE)).findall(f"{SVG}g[@class='mark']") == []


def test_svg_draws_badges_over_every_shape():
    svg = board_svg(SCENE, marks={LOWER: "1"})
    assert svg.rindex("<polygon") < svg.index('<g class="mark">')


def test_png_badge_changes_the_picture_only_on_the_marked_shape():
    top, left, bottom, right = changed_area({UPPER: "1"})
    assert bottom - top < 24 and right - left < 24            # one badge, about 17 pixels across
    plain = pixels(board_png(SCENE))
    ys, xs = np.nonzero((plain[..., 2] > 120) & (plain[..., 0] < 80))      # the blue stack
    assert ys.min() <= (top + bottom) / 2 <= ys.max() and xs.min() <= (left + right) / 2 <= xs.max()


def test_png_badges_sit_where_their_shapes_are():
    blue_top, blue_left, _, _ = changed_area({UPPER: "1"})
    red_top, red_left, _, _ = changed_area({RED: "1"})
    # Seen from the robot's side, the red cube (x=6, y=5) is farther than the blue stack (x=3, y=3):
    # higher up, and to its right (in this view a farther row is drawn up and to the right).
    assert red_top < blue_top and red_left > blue_left
