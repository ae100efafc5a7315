"""Groups of shapes as people name them on a board: a coloured floor of cubes with a gap in it ("the only
empty gap in the red floor"), a pattern of two colours ("that red and blue checkered square"), one of a
row said with "one" ("the last one of the red row"), the row on the viewer's side ("the close row"), a
denied shape said again ("not the one in the corner, the other one"), and the second landmark of "between"
said with "one" ("between the one with the gray pyramid and the one with the green pyramid").

The robot stands at x=0 (the back, the viewer's side); y=0 is the right edge.
"""

import pytest

from planner import Scene, Shape
from readings import every_query, put_at, taken_from

#: A red floor of cubes (x 2-4, y 4-7) with one square missing at (3,6), whose cube the arm holds; two white
#: cubes at (6,0) and (6,2) leave another gap between them, on the board but not in the red floor.
RED_FLOOR = Scene(tuple(Shape(x, y, 0, "red", "cube") for x in (2, 3, 4) for y in (4, 5, 6, 7) if (x, y) != (3, 6))
                  + (Shape(6, 0, 0, "white", "cube"), Shape(6, 2, 0, "white", "cube"),
                     Shape(3, 6, 7, "red", "cube")), (3, 6, 7))

#: A column of blue cubes on the right edge (x 1-5, y=0) with (3,0) missing, its cube held; the cube at (2,0)
#: wears a gray pyramid, the one at (4,0) a green pyramid.
BLUE_COLUMN = Scene(tuple(Shape(x, 0, 0, "blue", "cube") for x in (1, 2, 4, 5))
                    + (Shape(2, 0, 1, "gray", "prism"), Shape(4, 0, 1, "green", "prism"),
                       Shape(3, 0, 7, "blue", "cube")), (3, 0, 7))

#: A 2x2 checkered square of red and blue cubes (x 3-4, y 3-4) and two red cubes elsewhere.
CHECKERED = Scene((Shape(3, 3, 0, "red", "cube"), Shape(3, 4, 0, "blue", "cube"), Shape(4, 3, 0, "blue", "cube"),
                   Shape(4, 4, 0, "red", "cube"), Shape(6, 0, 0, "red", "cube"), Shape(1, 6, 0, "red", "cube")))

#: A row of red cubes along the back (x=0, y 0-3) ending in the back right corner, and a gray cube.
RED_ROW = Scene(tuple(Shape(0, y, 0, "red", "cube") for y in range(4)) + (Shape(4, 4, 0, "gray", "cube"),))

#: Two rows of pyramids, the near one at x=1 and the far one at x=5 (y 3-6), each with a blue one at its left end.
PYRAMID_ROWS = Scene(tuple(Shape(x, y, 0, colour, "prism") for x in (1, 5)
                           for y, colour in ((3, "red"), (4, "green"), (5, "white"), (6, "blue"))))

#: Two red-green-blue stacks on the right edge, one in the back right corner (0,0) and one at (2,0); a gray cube.
TWO_STACKS = Scene(tuple(Shape(x, 0, z, colour, "cube") for x in (0, 2) for z, colour in enumerate(
    ("red", "green", "blue"))) + (Shape(5, 5, 0, "gray", "cube"),))


@pytest.mark.parametrize("text", [
    "Please put the red cube you are holding into the only empty gap in the red floor",
    "put the red cube into the hole in the red carpet",
    "drop the red cube in the empty square in the red layer",
])
def test_a_gap_in_a_coloured_floor_is_inside_those_shapes(reader, text):
    assert put_at(reader, text, RED_FLOOR) == (3, 6)


@pytest.mark.parametrize("text", [
    "drop the blue cube in the empty gap between the one with the gray pyramid and the one with the green pyramid",
    "drop the blue cube in the gap between the blue cube with the gray pyramid and the one with the green pyramid",
    "insert the blue cube into the gap",
    "squeeze the blue cube into the gap",
    "fit the blue cube into the hole",
])
def test_a_gap_between_two_ones_is_between_shapes_of_one_kind(reader, text):
    assert put_at(reader, text, BLUE_COLUMN) == (3, 0)


@pytest.mark.parametrize("text", [
    "take the red cube at the back right corner of that red and blue checkered square and put it on the board",
    "take the red cube at the back right corner of the chess pattern and put it on the board",
])
def test_a_checkered_square_is_a_pattern_of_shapes(reader, text):
    assert taken_from(reader, text, CHECKERED) == (3, 3)


def test_the_last_one_of_a_row_is_one_of_its_shapes(reader):
    text = "Take red cube in the right corner near you, the last one of the red row, and put it onto the gray cube."
    assert taken_from(reader, text, RED_ROW) == (0, 0)


def test_the_close_row_is_the_row_on_the_viewers_side(reader):
    text = "move the blue pyramid at the left end of the close row to the back left corner"
    assert taken_from(reader, text, PYRAMID_ROWS) == (1, 6)


@pytest.mark.parametrize("text", [
    "Blue pyramid on the left end of the row near you, please put it into the left corner on your side.",
    "move the blue pyramid at the left end of the row nearest to you to the back left corner",
    "take the blue pyramid on the left end of the row closest to me and put it in the back left corner",
])
def test_a_row_said_with_no_kind_may_be_a_row_of_pyramids(reader, text):
    assert taken_from(reader, text, PYRAMID_ROWS) == (1, 6)


def test_a_row_said_with_no_kind_is_checked_as_any_shapes(reader):
    text = "move the blue pyramid at the left end of the row near you to the back left corner"
    assert "(check: (kind: group) (entity: (indicator: back) (type: shape)))" in every_query(reader, text)[0]


@pytest.mark.parametrize("text", [
    "take the blue cube off the top of the red green blue stack on the right edge not the one in the corner the "
    "other one and put it on the gray cube",
    "take the blue cube off the red green blue stack, not the one in the corner but the other one, and put it on "
    "the gray cube",
])
def test_a_denied_shape_said_again_as_the_other_one(reader, text):
    assert taken_from(reader, text, TWO_STACKS) == (2, 0)


#: A row of four green cubes along the back (x=1, y 2-5), a red cube on its left end.
GREEN_ROW = Scene(tuple(Shape(1, y, 0, "green", "cube") for y in range(2, 6)) + (Shape(1, 5, 1, "red", "cube"),))


@pytest.mark.parametrize("text", [
    "move the red cube off the green row onto the floor at the right end of the greens",
    "move the red cube onto the floor at the right end of the green cubes",
])
def test_a_colour_said_in_the_plural_is_several_shapes(reader, text):
    assert put_at(reader, text, GREEN_ROW) == (1, 1)
