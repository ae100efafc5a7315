"""Shapes and squares picked out by their place in a row or column of the board (counted from a side, or
in line with a landmark), and the other ways people say each."""

import pytest

from planner import Scene, Shape
from readings import first_query, taken_from

FOURTH_FOURTH = ("(check: (kind: line) (count: 4) (entity: (indicator: front) (type: edge))) "
                 "(check: (kind: line) (count: 4) (entity: (indicator: left) (type: edge)))")


@pytest.mark.parametrize("text", [
    "grab the green cube 4th from the front 4th from the left",
    "grab the green cube fourth from the front, fourth from the left",
    "grab the green cube 4th from the front and 4th from the left",
    "grab the green cube that is fourth from the front and fourth from the left",
    "grab green cube 4th from front 4th from left",
    "grab the green cube 4th row from the front 4th column from the left",
])
def test_two_bare_ordinals_across_each_other_name_a_square(reader, text):
    # two counts from sides across each other: a row and a column, not "the fourth of the shapes"
    assert FOURTH_FOURTH in first_query(reader, text)


def test_a_bare_ordinal_alone_still_counts_the_shapes(reader):
    assert "(ordinal: 2) (indicator: left)" in first_query(reader, "take the second green cube from the left")


@pytest.mark.parametrize("text", [
    "take the blue cube on the right end of the back blue row",
    "take blue cube on right end of back blue row",
    "Blue cube on right end of back blue row, put it on the floor",
    "the blue cube on the right end of the back blue row, put it on the floor",
])
def test_a_shape_on_the_end_of_a_row_is_the_end_shape(reader, text):
    # "on the right end of the row", like "at the right end of the row": the rightmost of the row, not a shape
    # stacked on it (that is said "on top of the one at the right end")
    query = first_query(reader, text)
    assert "(indicator: right) (color: blue) (type: cube) (check: (kind: group) (entity: (indicator: back) " \
           "(color: blue) (type: cube)))" in query
    assert "(relation: above) (entity: (indicator: right)" not in query


@pytest.mark.parametrize("text", [
    "take the red block off the end of the green row",
    "take the red cube from the end of the row of green cubes",
    "take red block off end of green row",
])
def test_the_end_of_a_row_said_with_no_side_is_one_of_its_ends(reader, text):
    # "the end of the row": one of its two ends; what else is said (a red block on it) tells which
    assert "(relation: above) (entity: (color: green) (type: cube) (check: (kind: end))" in first_query(reader, text)


@pytest.mark.parametrize("text", [
    "take the red cube in the back right corner at the end of the red row",
    "alright so the red cube at the end of the red row in the back right corner, pick it up",
])
def test_a_shape_at_the_end_of_its_row_with_no_side_is_at_one_of_its_ends(reader, text):
    # "at the end of the red row": one of the row's two end cubes (the corner says which), not one inside a cube
    row = Scene(tuple(Shape(0, y, 0, "red", "cube") for y in range(7)) + (Shape(0, 7, 0, "yellow", "cube"),),
                (5, 5, 7))
    assert taken_from(reader, text, row) == (0, 0)


def test_the_one_at_the_left_end_with_no_row_said_is_the_leftmost_of_those_meant(reader):
    # "the blue cube on the left end" of a group said before: the leftmost of them, not one on the board's left edge
    board = Scene(tuple(Shape(1, y, 0, "blue", "cube") for y in (2, 3, 4)) + (Shape(5, 5, 0, "red", "cube"),),
                  (7, 7, 7))
    assert taken_from(reader, "in the group near the back take the blue cube on the left end", board) == (1, 4)


def test_a_row_is_the_row_its_words_say_never_a_row_said_bare(reader):
    # "in the row closer to the robot" is the near row; "the row" alone names none the board could find
    query = first_query(reader, "Please put the red pyramid down just on the far side of the left one of the two "
                                "gray blocks in the row closer to the robot.")
    assert "(entity: (type: region))" not in query
    assert "(spatial-relation: (relation: above) (entity: (indicator: back) (type: edge)))" in query


def test_a_shape_pointed_at_in_a_row_counted_from_a_side_is_in_that_column_too(reader):
    # "Find the green cube in the front row, second from the right. Please pick it up.": the count says which column
    assert first_query(reader, "Find the green cube in the front row, second from the right. Please pick it up.") == (
        "(event: (action: take) (entity: (color: green) (type: cube) (spatial-relation: (relation: nearest) (entity: "
        "(indicator: front) (type: region))) (check: (kind: line) (count: 2) (entity: (indicator: right) (type: edge)))))")

