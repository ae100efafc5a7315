"""A shape named by where it sits inside a block of shapes: its middle ("the middle cube of the 3x3"), the
middle of one of its sides ("the blue one in the middle of the checkerboard's left side"), read and found on a
board. The middle is the block's, not the board's.

    left                      right
    y:   7  6  5  4  3  2  1  0
    x=6  .  .  .  .  .  R  .  .
    x=5  .  .  .  .  .  .  .  B      a 3x3 checkerboard of red and blue cubes at the back left,
    x=3  .  R  B  R  .  .  .  .      a red and a blue cube elsewhere
    x=2  .  B  R  B  .  .  .  .
    x=1  .  R  B  R  .  .  .  .
    (back: the robot's side)
"""

import pytest

from planner import Scene, Shape
from readings import first_query, taken_from

CHECKER = Scene(tuple(Shape(x, y, 0, "red" if (x + y) % 2 else "blue", "cube") for x in (1, 2, 3) for y in (4, 5, 6))
                + (Shape(6, 1, 0, "red", "cube"), Shape(5, 0, 0, "blue", "cube")), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "take the blue one in the middle of the left side of the checkerboard",
    "take the middle blue on the left side of the red and blue checkerboard",
    "take the left middle blue of the checkerboard",
    "pick up the blue cube in the middle of the left side of the 3x3 block",
])
def test_the_middle_of_a_side_of_a_block_is_the_middle_of_that_side(reader, text):
    assert taken_from(reader, text, CHECKER) == (2, 6)


@pytest.mark.parametrize("text,square", [
    ("take the blue in the middle of the front row of the checker", (3, 5)),
    ("take the blue one in the middle of the back side of the checkerboard", (1, 5)),
])
def test_the_middle_of_the_front_or_back_of_a_block_is_its_middle_column(reader, text, square):
    assert taken_from(reader, text, CHECKER) == square


@pytest.mark.parametrize("text", [
    "take the middle cube of the 3x3",
    "pick up the cube in the middle of the 3x3",
    "take the red cube in the middle of the 3x3 block",
    "pick up the center red of the checker",
    "grab the middle red cube of the 3 by 3",
])
def test_the_middle_of_a_block_is_its_centre_not_the_boards(reader, text):
    assert taken_from(reader, text, CHECKER) == (2, 5)


@pytest.mark.parametrize("text", [
    "In the red and blue checkerboard, take the red corner block at the front left",
    "In that checkerboard of red and blue blocks, take the red corner cube on the front left",
    "In the group of red and blue cubes, grab the red corner cube on the front left",
])
def test_a_corner_shape_of_the_block_said_first_is_one_of_that_block(reader, text):
    assert taken_from(reader, text, CHECKER) == (3, 6)


#: Two 3x3 blocks of gray cubes, one at the back (the robot's side, x 0-2) and one at the front (x 5-7), y 3-5.
TWO_BLOCKS = Scene(tuple(Shape(x, y, 0, "gray", "cube") for x in (0, 1, 2, 5, 6, 7) for y in (3, 4, 5)), (4, 0, 7))


@pytest.mark.parametrize("text", [
    "take the gray cube in the middle of the left side of the far gray block",
    "take the middle of the left side of the far grey block",
    "take the gray cube at the left middle of the far gray block",
])
def test_the_side_of_a_block_said_by_its_place_is_that_blocks_own_side(reader, text):
    # "the left side of the far block": the far block's left side, not the far left shapes of it
    assert taken_from(reader, text, TWO_BLOCKS) == (6, 5)


def test_a_shape_of_a_colour_in_a_group_said_by_its_side_is_one_of_that_group_of_its_colour(reader):
    # "the gray one in the back group": one of the group of gray cubes at the back, not the gray cube nearest the back
    assert "(check: (kind: group) (entity: (indicator: back) (color: gray) (type: cube)))" in first_query(
        reader, "take the gray cube in the back group")


def test_a_shape_in_the_center_of_a_pattern_is_the_middle_one_of_that_group(reader):
    # as a topic too ("Red cube in center of red-blue chess pattern, put it on ..."): never a shape inside a red and
    # blue shape
    query = first_query(reader, "the red cube in the center of the red-blue pattern, put it on the yellow cube")
    assert "(check: (kind: group) (entity: (color: red) (color: blue)" in query and "(check: (kind: middle))" in query
