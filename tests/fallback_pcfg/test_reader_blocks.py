"""A shape named as one of a block of shapes said as a whole ("the left yellow cube of the yellow 2x2 on the
right", "the back left cube in the right yellow block"), read and found on a board.

    left                      right
    y:   7  6  5  4  3  2  1  0
    x=2  .  .  .  .  .  R  .  .
    x=1  .  .  Y  Y  .  .  Y  Y      two yellow 2x2 blocks, one on each side, and a red cube
    x=0  .  .  Y  Y  .  .  Y  Y
    (back: the robot's side)
"""

import pytest

from fallback_pcfg.reader.sizes import grid_sizes
from fallback_pcfg.reader.lexical import Words
from planner import Scene, Shape
from rcl.normalise import normalise
from readings import put_at, taken_from

BLOCKS = Scene(tuple(Shape(x, y, 0, "yellow", "cube") for x in (0, 1) for y in (0, 1, 4, 5))
               + (Shape(2, 2, 0, "red", "cube"),), (3, 3, 7))


def taken(reader, text: str, scene: Scene = BLOCKS):
    return taken_from(reader, text, scene)


@pytest.mark.parametrize("text", [
    "take the back left yellow cube of the yellow block on the right",
    "take the back left cube of the right yellow block",
    "pick up the left yellow cube at the back of the right 2x2",
    "take the back left one in the right yellow 2x2",
    "grab the back left yellow cube in the yellow 2 by 2 block on the right",
    "take the left back yellow of the right-hand yellow patch",
    "pick up the back left yellow cube in the right-hand group of yellow cubes",
    "take the yellow cube in the right yellow 2x2, the back left one",
])
def test_a_shape_of_a_block_is_told_by_its_place_in_it(reader, text):
    assert taken(reader, text) == (0, 1)


@pytest.mark.parametrize("text,size", [("the 3 by 3 checker", 9), ("the red 2x4 block", 8), ("a two by two", 4),
                                       ("the 2 x 2 patch", 4)])
def test_a_size_said_rows_by_columns_covers_that_many_squares(text, size):
    words = Words.of(normalise(text))
    assert [s for j in range(len(words)) for _, s in grid_sizes(words, j)] == [size]


#: A diagonal line of cyan cubes from the back right with its third square empty; the arm holds a cyan cube.
DIAGONAL = Scene(tuple(Shape(k, k, 0, "cyan", "cube") for k in (1, 2, 4, 5)) + (Shape(3, 6, 0, "red", "cube"),
                                                                               Shape(7, 0, 7, "cyan", "cube")),
                 (7, 0, 7))


def placed(reader, text: str, scene: Scene = DIAGONAL):
    return put_at(reader, text, scene)


@pytest.mark.parametrize("text", [
    "drop the cyan cube into the gap in the diagonal line of cyan cubes",
    "put the cyan cube in the gap in the cyan diagonal row",
    "fill the hole in the diagonal row of cyan blocks with the cyan cube",
    "put the cyan cube into the empty spot in the slanted line of cyan cubes",
    "place the cyan block in the gap in the cyan diagonal line",
])
def test_the_gap_in_a_diagonal_line_is_between_two_of_its_shapes_corner_to_corner(reader, text):
    assert placed(reader, text) == (3, 3)
