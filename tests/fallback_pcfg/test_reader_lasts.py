"""A shape said by its place in a line or among several: counted back from the last ("the second to last cube",
"the penultimate stack", "the last but one"), by its number ("cube number 2 from the right"), in or of a coloured
row ("the second cube from the right in the gray row", "the leftmost cube of the gray row"), one of several of its
kind ("the middle blue cube of the three"), an ordinal with its noun left out ("take the second from the right"),
and the other ways people say each."""

import pytest

from planner import Scene, Shape
from readings import first_query, put_at, taken_from

#: A row of five gray cubes along the back edge, (0,4) to (0,0), and a red cube on its own in front.
ROW = Scene(tuple(Shape(0, y, 0, "gray", "cube") for y in range(5)) + (Shape(4, 6, 0, "red", "cube"),), (3, 3, 7))


@pytest.mark.parametrize("text", [
    "take the second to last gray cube on the right",
    "take the second-to-last gray cube on the right",
    "take the 2nd to last gray cube on the right",
    "take the second from last gray cube on the right",
    "take the second last gray cube on the right",
    "take the next to last gray cube on the right",
    "take the next-to-last cube on the right",
    "take the penultimate gray cube on the right",
    "take the last but one gray cube on the right",
    "take penultimate gray cube on right",
    "grab the second-to-last one on the right side of the gray row",
])
def test_second_to_last_is_second_from_the_end_said(reader, text):
    # of the shapes second from either end of the row, the one on the right: (0,1), never the end one (0,0)
    assert taken_from(reader, text, ROW) == (0, 1)


@pytest.mark.parametrize("text", [
    "take the third to last gray cube on the left",
    "take the third-from-last gray cube on the left",
    "take the antepenultimate gray cube on the left",
    "take the last but two gray cube on the left",
])
def test_third_to_last_is_third_from_the_end(reader, text):
    assert taken_from(reader, text, ROW) == (0, 2)  # the middle of five is third from both ends


@pytest.mark.parametrize("text", [
    "take the penultimate gray cube",
    "take the second to last cube",
])
def test_with_no_side_said_the_board_must_tell_which_end(reader, text):
    # second from either end of the row: two cubes, so no move is made (never the end one, never a guess)
    assert taken_from(reader, text, ROW) is None


def test_the_count_is_read_as_one_phrase_not_as_an_ordinal(reader):
    query = first_query(reader, "take the second to last gray cube")
    assert "(check: (kind: end) (count: 2))" in query
    assert "(ordinal: 2)" not in query


def test_the_last_one_is_still_an_end(reader):
    assert "(check: (kind: end))" in first_query(reader, "take the last gray cube")


@pytest.mark.parametrize("text", [
    "take the second cube from the right in the gray row",
    "take the second cube from the right in the row of gray cubes",
    "take the second gray cube from the right in the gray row",
    "take the cube second from the right along the gray line",
    "in the gray row take the second cube from the right",
    "take the 2nd cube from right in the grey line",
])
def test_a_shape_in_a_coloured_row_is_one_of_the_row(reader, text):
    # "in the gray row": one of the row's shapes (not a shape inside a gray cube); counted along it
    assert taken_from(reader, text, ROW) == (0, 1)


def test_a_shape_on_a_coloured_row_may_stand_on_it(reader):
    # "on the gray row" may say the shape stands on top of the row: that reading is kept
    on_row = Scene(ROW.shapes + (Shape(0, 2, 1, "red", "cube"),), (3, 3, 7))
    assert taken_from(reader, "take the red cube on the gray row", on_row) == (0, 2)


@pytest.mark.parametrize("text", [
    "take gray cube number 2 from the right",
    "take cube number two from the right",
    "take the gray cube number 2 counting from the right",
    "take gray cube nr 2 from right",
    "take the cube numbered 2 from the right",
])
def test_number_n_from_a_side_is_the_nth(reader, text):
    assert taken_from(reader, text, ROW) == (0, 1)


def test_a_number_that_counts_squares_is_still_a_count(reader):
    # "number" only makes the count right after it a place in the count
    assert "(ordinal:" not in first_query(reader, "move the red cube two squares to the left")


#: Three blue cubes side by side in a row, (3,4) (3,3) (3,2), and two more blue cubes apart from them.
THREE = Scene(tuple(Shape(3, y, 0, "blue", "cube") for y in (2, 3, 4)) + (Shape(6, 6, 0, "blue", "cube"),
                                                                          Shape(6, 5, 0, "blue", "cube")), (3, 3, 7))


@pytest.mark.parametrize("text", [
    "take the middle cube of the three blue cubes",
    "take the middle blue cube of the three",
    "take the middle blue cube of the 3",
    "take the center cube of the three blue cubes",
    "take the middle one of the three blue cubes",
    "take middle blue cube of the three",
])
def test_one_of_several_of_its_kind_said_with_its_own_noun(reader, text):
    # the noun said before "of" as well as after it, or only before: one of those three, the middle one
    assert taken_from(reader, text, THREE) == (3, 3)


def test_a_side_picks_among_the_three_as_well(reader):
    assert taken_from(reader, "take the leftmost cube of the three blue cubes", THREE) == (3, 4)


@pytest.mark.parametrize("text", [
    "in the gray row take the second from the right",
    "from the gray cubes take the second from the right",
    "in the gray row, take the 2nd from right",
    "in the row of gray cubes pick up the second counting from the right",
])
def test_an_ordinal_with_its_noun_left_out_counts_shapes(reader, text):
    # "the second from the right": the second shape from the right, as "the second one from the right" is
    assert taken_from(reader, text, ROW) == (0, 1)


@pytest.mark.parametrize("text, square", [
    ("take the leftmost cube of the gray row", (0, 4)),
    ("take the right cube of the grey line", (0, 0)),
    ("take the rightmost one of the gray row", (0, 0)),
])
def test_a_shape_of_a_coloured_row_is_one_of_its_shapes(reader, text, square):
    # "the leftmost cube of the gray row": of the row's shapes, the leftmost (not a part of a gray cube)
    assert taken_from(reader, text, ROW) == square


@pytest.mark.parametrize("text", [
    "take gray cube #2 from the right",
    "take the cube # 2 counting from the right",
    "take #2 from the right in the gray row",
])
def test_a_number_sign_numbers_the_shape(reader, text):
    # "#2" is "number 2": the second counted from that side
    assert taken_from(reader, text, ROW) == (0, 1)


@pytest.mark.parametrize("text", [
    "put the red cube on the gray row, 2nd cube from the right",
    "put the red cube on the gray row, second gray from the right",
    "stick the red cube on the gray row, 2nd gray cube from the right",
])
def test_an_ordinal_after_a_comma_says_again_which_one_without_its_article(reader, text):
    # "on the gray row, 2nd cube from the right" as "..., the 2nd cube from the right" is
    assert put_at(reader, text, ROW) == (0, 1)
