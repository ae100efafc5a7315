"""Counting along a line from a starting point: "the 3rd yellow cube counting back from the front-right corner",
"the second red stack back from the yellow corner", "count three yellow cubes back from that corner, take the third
one", "in the green column, take the second one from the front", and the other ways people say each (terse,
chatty, non-native, on a phone, dictated).

A count goes along a row or column of the board from where it starts, passing over shapes not counted; a way said
("back from") keeps it to that way; a count said as a step of its own names what the command after it takes."""

import pytest

from planner import Scene, Shape
from readings import taken_from

#: Yellow cubes up the right edge from the robot's corner to one short of the front-right corner, which is empty;
#: along the front row, red at (7,1), yellow at (7,2) and (7,3), red beyond (a count from the corner along the front
#: row meets only two yellow cubes).
EDGE = Scene(tuple(Shape(x, 0, 0, "yellow", "cube") for x in range(7)) + (
    Shape(7, 1, 0, "red", "cube"), Shape(7, 2, 0, "yellow", "cube"), Shape(7, 3, 0, "yellow", "cube")) + tuple(
    Shape(7, y, 0, "red", "cube") for y in range(4, 8)), (3, 3, 7))


@pytest.mark.parametrize("text", [
    "take the 3rd yellow cube counting back from the empty front-right corner",
    "pick up the third yellow cube counting from the front right corner",
    "grab the third yellow going back from the front right corner",
    "take the yellow cube that is third counting back from the front right corner",
    "take the third yellow cube, counting back from the front right corner",
    "take the third yellow cube starting from the front right corner",
    "take 3rd yellow back from front right corner",
    "pick up the yellow block that's third when you count back from the front right corner",
    "take the third yellow block counted back from the empty corner at the front right",
])
def test_a_shape_counted_along_a_line_from_a_corner(reader, text):
    # the count goes along the right edge (the front row has only two yellow cubes before the red ones)
    assert taken_from(reader, text, EDGE) == (4, 0)


@pytest.mark.parametrize("text", [
    "Count three yellow cubes back from the front right corner, take the third one.",
    "count the yellow cubes back from the front right corner and take the third one",
    "On the right edge count yellow cubes from the empty front corner, take the third one.",
    "Count the yellow blocks starting from the front right corner. Pick up the third one.",
    "ok so count yellow cubes back from the front right corner then grab the 3rd one",
    "Now count three yellow cubes back from the front right corner and pick it up.",
    "count yellow cubes from the front right corner, take the third",
    "Count three back from the empty front right corner and pick up that one.",
    "count three yellow cubes back from the front right corner, then take that one",
])
def test_a_count_said_as_a_step_of_its_own(reader, text):
    # "count ... from X, take the third one": the third counted from X; "count three ..., pick it up": the last
    assert taken_from(reader, text, EDGE) == (4, 0)


#: Three rows of gray pyramids across the robot's side of the board (x = 0, 1, 2), a lone green pyramid in front.
ROWS = Scene(tuple(Shape(x, y, 0, "gray", "prism") for x in range(3) for y in range(8)) + (
    Shape(6, 4, 0, "green", "prism"),), (3, 3, 7))


@pytest.mark.parametrize("text", [
    "In the front row of gray pyramids, count three in from the right end and pick that one up.",
    "in the front row of gray pyramids count three in from the right and take the third one",
    "in the front row of gray pyramids count three gray pyramids from the right end and pick up the third one",
])
def test_a_count_in_a_group_said_before_it(reader, text):
    # the group said first holds what is counted; "count three" with no noun counts the shapes of the command
    assert taken_from(reader, text, ROWS) == (2, 2)


def test_a_count_that_names_nothing_taken_is_not_read_as_a_command(reader):
    # the count is said, but the command takes no counted thing: the count must not be left unread
    assert taken_from(reader, "count the yellow cubes from the front right corner and take the red cube", EDGE) is None


#: A yellow stack in the front-right corner; red stacks of two along the right edge back from it and along the
#: front row left of it (the second red stack from the corner is (5,0) going back, (7,2) going left).
CORNER = Scene((Shape(7, 0, 0, "yellow", "cube"), Shape(7, 0, 1, "yellow", "cube")) + tuple(
    Shape(x, y, z, "red", "cube") for x, y in [(6, 0), (5, 0), (4, 0), (7, 1), (7, 2), (7, 3)] for z in (0, 1)),
    (3, 3, 7))


@pytest.mark.parametrize("text", [
    "pick up the top red off the second red stack back from the yellow corner",
    "take the top cube off the second red stack counting back from the yellow corner",
    "take top red of 2nd red tower back from yellow corner",
    "grab the top red from the second red stack going back from the yellow stack in the corner",
])
def test_a_way_said_keeps_the_count_to_that_way(reader, text):
    # "back from": toward the robot along the right edge, not along the front row
    assert taken_from(reader, text, CORNER) == (5, 0)


#: Green cubes down the left edge (a column of single cubes along the board), gray cubes beside them.
COLUMN = Scene(tuple(Shape(x, 7, 0, "green", "cube") for x in range(8)) + tuple(
    Shape(x, 6, 0, "gray", "cube") for x in range(1, 8)), (3, 3, 7))


@pytest.mark.parametrize("text", [
    "in the green column take the green cube second from the front",
    "In the green column on the left, take the second cube from the front.",
    "okay so in the green column uh take the green one second from the front",
    "take the second green cube from the far end of the green column",
    "in green column, take second from front",
])
def test_a_coloured_column_is_a_line_of_its_shapes(reader, text):
    # "the green column" of single cubes lying along the board is their line, not a stack
    assert taken_from(reader, text, COLUMN) == (6, 7)
