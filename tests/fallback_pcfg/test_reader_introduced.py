"""A line a sentence before introduced, then said again by its end alone: "There is a row of three blue cubes.
Pick up the one at the left end." is the row's left end, not a cube on the board's left edge
(fallback_pcfg.reader.introduced)."""

import pytest

from planner import Scene, Shape

from readings import taken_from

#: A row of three blue cubes across the middle (row 3, columns 2-4: its left end is (3, 4), its right end (3, 2)),
#: and two lone blue cubes on the board's edges, at (5, 7) on the left edge and (1, 0) on the right edge.
ROW = Scene(tuple(Shape(3, y, 0, "blue", "cube") for y in (2, 3, 4))
            + (Shape(5, 7, 0, "blue", "cube"), Shape(1, 0, 0, "blue", "cube")))


@pytest.mark.parametrize("text", [
    "Look at the row of three blue cubes in the middle. Take the blue cube on the left end.",  # teacher
    "There is a row of three blue cubes. Pick up the one at the left end.",
    "See the line of blue blocks in the middle? Grab the block at the left end.",  # visitor
    "In middle there is row of three blue cube. Take blue cube on left end.",  # non-native, no articles
    "see the blue row in the middle? grab the one on the left end",  # teen
    "Notice the row of three blue cubes. Take the blue cube at the left end.",
    "Do you see the row of three blue blocks? Please take the block on the left end.",
    "Find the row of three blue cubes. Take the cube at its left end.",
])
def test_the_left_end_after_a_row_is_introduced_is_the_rows_end(reader, text):
    assert taken_from(reader, text, ROW) == (3, 4)


@pytest.mark.parametrize("text", [
    "There's a line of blue blocks near the middle. Could you pick up the one on the right end, please?",
    "ok so theres a row of 3 blue cubes. take the cube on the right end",  # phone, no marks
    "Uh, there's this row of blue cubes, um, pick up the one at the right end",  # dictation with fillers
    "Have a look at the row of three blue cubes. Pick up the blue cube on the right end and hold it.",
    "There is a line of three blue cubes in the middle of the board. Take the cube on the right end.",
    "Hi! There's a row of blue blocks in the middle. Pick up the block at the right end, thanks.",  # a greeting first
])
def test_the_right_end_after_a_row_is_introduced_is_the_rows_end(reader, text):
    assert taken_from(reader, text, ROW) == (3, 2)


@pytest.mark.parametrize("text, square", [
    ("Pick up the blue cube on the left end.", (5, 7)),
    ("Take the blue cube on the right end.", (1, 0)),
])
def test_an_end_with_no_line_introduced_is_the_boards_edge(reader, text, square):
    assert taken_from(reader, text, ROW) == square


#: Two rows of blue cubes, (3, 2-4) and (5, 2-4): after "two rows" the end of which is not said.
ROWS = Scene(tuple(Shape(x, y, 0, "blue", "cube") for x in (3, 5) for y in (2, 3, 4)) + (Shape(1, 7, 0, "blue", "cube"),))


def test_after_two_rows_a_bare_end_is_no_rows_end(reader):
    taken = taken_from(reader, "There are two rows of blue cubes. Take the one on the left end.", ROWS)
    assert taken not in ((3, 4), (5, 4))



#: The row of three with a green cube on its right end (3, 2), and another green cube on the lone blue cube on the
#: board's right edge (1, 0).
CAPPED = Scene(ROW.shapes + (Shape(3, 2, 1, "green", "cube"), Shape(1, 0, 1, "green", "cube")))


@pytest.mark.parametrize("text", [
    "There's a row of three blue cubes in the middle, and the one on the right end has a green cube on top. "
    "Take that green cube.",
    "There is a row of three blue blocks, and the one at the right end has a green block on it. Pick up that "
    "green block.",
    "theres a row of blue cubes in the middle, and the one on the right end has a green cube on top. grab the "
    "green one",
    "In middle is row of three blue cube, and the one on right end has green cube on top. Take this green cube.",
])
def test_a_clause_after_and_says_what_the_end_of_the_row_introduced_has(reader, text):
    # ", and the one on the right end has ...": a clause of its own about the row's end, not more of the row
    assert taken_from(reader, text, CAPPED) == (3, 2)
