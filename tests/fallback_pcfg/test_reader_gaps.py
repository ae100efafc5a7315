"""Empty squares as people name them for a place to put a shape: the gap "of" a line ("the hole of the green
row"), the gap between two shapes that stand closest around it ("the gap between the red and the white
pyramid"), the free square between a shape and a group of cubes ("between the red pyramid and the red cubes").

A diagonal of cyan cubes with one missing (the arm holds it), between blue cubes:

    left                                right
    y:   7  6  5  4  3  2  1  0
    x=7  C  B  .  .  .  .  .  .
    x=6  B  C  B  .  .  .  .  .
    x=5  .  B  .  B  .  .  .  .      the gap of the diagonal: (5,5)
    x=4  .  .  B  C  B  .  .  .
    x=3  .  .  .  B  C  B  .  .
    x=0  (the robot's side)

Two lines of pyramids; the near one has a gap between a red and a white pyramid, and a red and a white
pyramid also stand three apart in columns 3 and 5:

    y:   7  6  5  4  3  2  1  0
    x=4  .  b  w  y  r  b  .  .
    x=1  .  b  r  .  w  b  .  .      the gap: (1,4)
"""

import pytest

from planner import Scene, Shape
from readings import first_query, put_at

DIAGONAL = Scene(tuple(Shape(x, y, 0, "cyan", "cube") for x, y in ((7, 7), (6, 6), (4, 4), (3, 3)))
                 + tuple(Shape(x, y, 0, "blue", "cube") for x, y in (
                     (7, 6), (6, 7), (6, 5), (5, 6), (5, 4), (4, 5), (4, 3), (3, 4), (3, 2)))
                 + (Shape(5, 5, 7, "cyan", "cube"),), (5, 5, 7))

PYRAMIDS = Scene(tuple(Shape(x, y, 0, colour, "prism") for (x, y), colour in {
    (4, 6): "blue", (4, 5): "white", (4, 4): "yellow", (4, 3): "red", (4, 2): "blue",
    (1, 6): "blue", (1, 5): "red", (1, 3): "white", (1, 2): "blue"}.items())
                 + (Shape(1, 4, 7, "green", "prism"),), (1, 4, 7))

#: A row of green cubes with one missing, held by the arm.
GREEN_ROW = Scene(tuple(Shape(7, y, 0, "green", "cube") for y in range(8) if y != 6)
                  + (Shape(4, 2, 0, "red", "cube"), Shape(7, 6, 7, "green", "cube")), (7, 6, 7))

#: Two rows of red cubes at the back, a red pyramid at (3,4) and the arm holding a yellow cube.
RED_ROWS = Scene(tuple(Shape(x, y, 0, "red", "cube") for x in (0, 1) for y in range(8))
                 + (Shape(3, 4, 0, "red", "prism"), Shape(4, 4, 7, "yellow", "cube")), (4, 4, 7))


def test_the_boards_are_as_drawn():
    assert {(s.x, s.y) for s in PYRAMIDS.shapes if s.color == "red"} == {(1, 5), (4, 3)}
    assert {(s.x, s.y) for s in PYRAMIDS.shapes if s.color == "white"} == {(1, 3), (4, 5)}


@pytest.mark.parametrize("text", [
    "put the cyan cube into the gap of the cyan diagonal line",
    "Put cyan cube down into empty place of cyan diagonal line, between two blue cubes.",
    "put the cyan cube in the hole of the diagonal line of cyan cubes",
    "fill the empty spot of the cyan diagonal line with the cyan cube",
    "put the cyan cube in the gap in the cyan diagonal line",  # (as "in" says it)
])
def test_a_gap_of_a_line_is_the_gap_in_it(reader, text):
    assert put_at(reader, text, DIAGONAL) == (5, 5)


@pytest.mark.parametrize("text", [
    "put the green cube in the hole of the green row",
    "put green cube into empty place of green row",
    "fill the gap of the green row",
    "fill the empty spot of the green row with the green cube",  # ("spot" here is no verb of looking)
    "fill the empty spot in the green row",
    "drop the green cube into the missing spot of the row of green cubes",
    "put the cube you are holding in the open square of the green line",
])
def test_a_gap_of_a_row_is_the_gap_in_it(reader, text):
    assert put_at(reader, text, GREEN_ROW) == (7, 6)


@pytest.mark.parametrize("text", [
    "put the green prism into the gap between the red and the white pyramid",
    "put the green pyramid in the empty square between the red pyramid and the white pyramid",
    "set the green prism down between the red and the white prisms",
    "Lower green prism to the floor into the gap in the near pyramid line, between red and white.",
    "put the green pyramid in the hole between the white pyramid and the red one",
    "green pyramid goes in the free spot between red and white pyramids",
    "put the green pyramid in the space between the red pyramid and the white pyramid",
    "put the green pyramid between the red one and the white one",
    "put the green pyramid in the middle of the gap between the red and the white pyramid",
    "put the green pyramid in the gap between the red pyramid and the white one in the near row",
    "put the green pyramid in the gap",  # (the one square with a shape on both sides)
])
def test_the_gap_between_two_shapes_is_between_the_two_closest_around_it(reader, text):
    # a red and a white pyramid three apart (in columns 3 and 5) have two squares between them: no one gap
    assert put_at(reader, text, PYRAMIDS) == (1, 4)


@pytest.mark.parametrize("text", [
    "Yellow cube — put it on free square between red pyramid and red cubes.",
    "put the yellow cube between the red pyramid and the red cubes",
    "drop the yellow cube on the empty square between the red cubes and the red pyramid",
    "put the yellow cube in the gap between the red prism and the row of red cubes",
])
def test_between_a_shape_and_a_group_of_cubes_is_between_it_and_one_of_them(reader, text):
    assert put_at(reader, text, RED_ROWS) == (2, 4)


@pytest.mark.parametrize("text", [
    "put the green cube in the gap",
    "put the green cube in the hole",
    "fill the gap with the green cube",
    "fill the hole",
    "put the green cube into the opening",
    "put the green cube in the missing spot",
    "put the green cube in the gap next to the leftmost green cube",  # (not the free square in front of it)
])
def test_the_gap_is_the_empty_square_in_a_line_of_shapes(reader, text):
    assert put_at(reader, text, GREEN_ROW) == (7, 6)


@pytest.mark.parametrize("text", [
    "put the green cube in the blank square in the green row",
    "put the green cube in the vacant spot in the green row",
    "put the green cube into the open spot of the green row",
    "put the green cube in the unoccupied square in the front row",
])
def test_blank_vacant_and_open_squares_are_empty(reader, text):
    assert put_at(reader, text, GREEN_ROW) == (7, 6)


def test_a_hole_where_no_line_is_broken_is_any_free_square_said(reader):
    # the red cube at (4,2) has no line of shapes round it: "the hole in front of it" is the square there
    assert put_at(reader, "put the green cube in the hole in front of the red cube", GREEN_ROW) == (5, 2)


#: Blue cubes in the two right columns, red cubes in the two left ones but for a gap at (2,6); the arm holds a
#: red cube.
FIELDS = Scene(tuple(Shape(x, y, 0, "blue", "cube") for x in range(8) for y in (0, 1))
               + tuple(Shape(x, y, 0, "red", "cube") for x in range(8) for y in (6, 7) if (x, y) != (2, 6))
               + (Shape(2, 6, 7, "red", "cube"),), (2, 6, 7))


@pytest.mark.parametrize("text", [
    "put the red cube in the same row as the gap, with one empty square between it and the blue cubes",
    "Put red cube on the floor in same line like the hole in red block, with one free square stays between it "
    "and blue cubes.",
    "put the red cube on the floor in the same row as the gap, leaving one free square between it and the blue cubes",
    "put the red cube in the same row as the hole, so there is one empty square between it and the blue ones",
    "put the red cube in line with the gap, with a gap between it and the blue cubes",
])
def test_a_place_said_by_the_empty_squares_it_leaves_before_a_shape(reader, text):
    # (2,3): one free square, (2,2), between it and the blue cube at (2,1); (2,2) itself touches it
    assert put_at(reader, text, FIELDS) == (2, 3)


def test_two_empty_squares_between_it_and_a_shape(reader):
    text = "put the red cube in the same row as the gap with two empty squares between it and the blue cubes"
    assert put_at(reader, text, FIELDS) == (2, 4)


#: A row of yellow cubes at the back with gaps at (0,1) and (0,5); single white cubes at (1,5) and (5,0).
TWO_GAPS = Scene(tuple(Shape(0, y, 0, "yellow", "cube") for y in range(8) if y not in (1, 5))
                 + (Shape(1, 5, 0, "white", "cube"), Shape(5, 0, 0, "white", "cube"), Shape(4, 4, 7, "gray", "cube")),
                 (4, 4, 7))


@pytest.mark.parametrize("text", [
    "place the gray cube into the empty hole near the white cubes",
    "put the gray cube in the gap nearest to the white cubes",
    "fill the gap closest to the white cubes with the gray cube",
])
def test_near_cubes_said_in_the_plural_is_near_one_of_them(reader, text):
    assert put_at(reader, text, TWO_GAPS) == (0, 5)


#: A green cube at the front and a yellow one four squares behind it in the same column; the arm holds a blue cube.
APART = Scene((Shape(7, 4, 0, "green", "cube"), Shape(3, 4, 0, "yellow", "cube"), Shape(0, 0, 7, "blue", "cube")),
              (0, 0, 7))


@pytest.mark.parametrize("text", [
    "Put the blue cube down halfway between the green cube and the yellow cube, so there is one empty square on "
    "each side of it.",
    "put the blue cube between the green and the yellow cube with one free square on either side",
    "put the blue cube between the green cube and the yellow cube, leaving one empty space on both sides of it",
])
def test_a_place_with_as_many_empty_squares_on_each_side(reader, text):
    assert put_at(reader, text, APART) == (5, 4)


def test_a_gap_named_before_may_be_filled_as_it(reader):
    # "fill it in with X": the square named in the sentence before, filled with X
    query = first_query(reader, "There's one empty gap in the red row. Fill it in with the red block you're holding.")
    assert query.startswith("(event: (action: drop) (entity: (color: red) (type: cube)) (destination: "
                            "(spatial-relation: (relation: within) (entity: (cardinal: 1) (type: tile)")
