"""What a sentence before named: one of several ("the left one of those two", "of the two", "of both of them", "the
one further to the left" of two said to stand on the left), the row a sentence looked at ("Look at the row nearer to
you. ... at the right end of that row"), a row said before the verb by a shape in it ("in the row with the green
stack, take ..."), the middle one of a group said before the verb ("In the row of blue and cyan cubes, pick up the
blue cube in the middle").

Each test reads a command on a small board and checks the shape the board takes from it.
"""

import pytest

from readings import board, taken_from


TWO_BLUE_FAR = board("blue cube at 6,6,0", "blue cube at 6,5,0", "blue cube at 1,2,0", "red cube at 3,3,0")


@pytest.mark.parametrize("of", ["of those two", "of the two", "of these two", "of both of them", "of them"])
def test_the_left_one_of_those_two_is_one_of_the_two_said_before(reader, of):
    command = f"Near the far side there are two blue blocks side by side. Pick up the left one {of}."
    assert taken_from(reader, command, TWO_BLUE_FAR) == (6, 6)


def test_the_right_one_of_the_two_is_the_other_of_them(reader):
    command = "There are two blue blocks near the far side. Pick up the right one of the two."
    assert taken_from(reader, command, TWO_BLUE_FAR) == (6, 5)


def test_a_count_with_its_noun_after_it_is_a_group_of_its_own(reader):
    command = "pick up the left one of the two blue cubes near the far side"
    assert taken_from(reader, command, TWO_BLUE_FAR) == (6, 6)


TWO_BLUE_LEFT = board("blue cube at 5,6,0", "blue cube at 5,4,0", "cyan prism at 7,6,0", "red cube at 2,1,0")


def test_the_one_further_to_the_left_of_two_on_the_left_is_the_leftmost_of_them(reader):
    command = ("There are two blue blocks sitting on their own over on the left. Please move the one further to the "
               "left and put it on the floor right in front of the other blue one, on the side closer to me.")
    assert taken_from(reader, command, TWO_BLUE_LEFT) == (5, 6)


ROWS = board("blue cube at 3,5,0", "green cube at 3,4,0", "blue cube at 3,3,0", "red cube at 5,5,0",
             "green cube at 5,4,0", "red cube at 5,3,0")


@pytest.mark.parametrize("look", ["Look at the row nearer to you.",
                                  "Look at the row nearer to you: blue, green, blue."])
def test_that_row_is_the_row_a_sentence_before_looked_at(reader, look):
    command = f"{look} Pick up the blue cube at the right end of that row."
    assert taken_from(reader, command, ROWS) == (3, 3)


GRAY_ROWS = board(*[f"gray cube at {x},{y},0" for x in (3, 6) for y in range(7) if (x, y) != (6, 2)],
                  "green cube at 6,2,0", "green cube at 6,2,1", "gray cube at 1,7,0")


@pytest.mark.parametrize("command", ["in the row with the green stack, take the leftmost gray cube",
                                     "In the row with the green tower, pick up the gray block furthest to the left."])
def test_a_row_said_before_the_verb_by_a_shape_in_it_is_where_the_shape_is(reader, command):
    assert taken_from(reader, command, GRAY_ROWS) == (6, 6)


BLUE_AND_CYAN = board("blue cube at 3,6,0", "cyan cube at 3,5,0", "blue cube at 3,4,0", "cyan cube at 3,3,0",
                      "blue cube at 3,2,0", "blue cube at 5,5,0")


@pytest.mark.parametrize("command", ["In the row of blue and cyan cubes, pick up the blue cube in the middle.",
                                     "In the row of blue and cyan cubes, pick up the middle blue cube."])
def test_the_one_in_the_middle_of_a_group_said_before_the_verb_is_the_middle_one_of_it(reader, command):
    assert taken_from(reader, command, BLUE_AND_CYAN) == (3, 4)
