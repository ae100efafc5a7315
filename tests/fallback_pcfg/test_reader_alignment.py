"""Lines of the board named by the shape in them ("in the red stack's row", "in its column", "the row the red stack
is in"), alignment said in other words ("opposite X", "across from X", "on the same level as X"), diagonals said
in other words ("diagonally adjacent to X", "corner to corner with X") and the corner of a diagonal said after it
("diagonal from X, back left"), and the other ways people say each."""

import pytest

from readings import every_query, first_query

STACK = "(entity: (color: red) (type: stack))"
ALIGNED_PLACE = f"(check: (kind: also) (spatial-relation: (relation: aligned) {STACK}))"
ALIGNED_SHAPE = f"(check: (kind: aligned) {STACK})"


def corner_of(first: str, second: str) -> str:
    """The square one `first` of the square one `second` of the red stack."""
    return (f"(measure: (entity: (cardinal: 1) (type: tile))) (relation: {first}) (entity: (type: tile) "
            f"(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: {second}) {STACK}")


@pytest.mark.parametrize("text", [
    "put the green cube on the left edge in the red stack's row",
    "put the green cube on the left edge, in the red stack's row",
    "put green cube on left edge in red stack's row",
    "put the green cube on the left edge in the red stack's same row",
    "put the green cube on the left edge along the red stack's row",
    "put the green cube on the left edge in the row of the red stack",
    "put the green cube on the left edge in the same row that the red stack is in",
    "put the green cube on the left edge in the row where the red stack is",
    "put the green cube on the left edge in the row the red stack is in",
    "put the green cube on the left edge, in the row the red stack stands in",
    "put the green cube on the front edge in the red stack's column",
    "put the green cube on the front edge in the column of the red stack",
    "put the green cube on the front edge in the column where the red stack stands",
    "put the green cube on the front edge in the red stack's lane",
])
def test_a_line_named_by_the_shape_in_it_is_in_line_with_that_shape(reader, text):
    # "the red stack's row" is the row through the stack: a place in line with it, which the edge says
    assert ALIGNED_PLACE in first_query(reader, text)


@pytest.mark.parametrize("text", [
    "take the green cube in the red stack's column",
    "take the green cube in the column of the red stack",
    "take the green cube in the column the red stack is in",
    "take the green cube that is in the red stack's row",
    "take the green cube in the row where the red stack is",
])
def test_a_shape_in_the_line_named_by_another_is_in_line_with_it(reader, text):
    assert ALIGNED_SHAPE in first_query(reader, text)


def test_its_row_is_the_row_of_the_shape_named_before(reader):
    # (a reading among others: "its column" may also be read as a part of the board, which names no square)
    queries = every_query(reader, "take the red cube and put it at the front edge in its column")
    assert any("(relation: aligned) (entity: (color: red) (type: cube))" in q for q in queries)


def test_the_row_of_shapes_is_still_a_row_made_of_them(reader):
    # "of" and a plural (or no "the"): the row they make, not the line through one of them
    assert "(kind: aligned)" not in first_query(reader, "take the green cube in the row of red cubes")
    assert "(kind: aligned)" not in first_query(reader, "put the green cube on the left edge in the row of red stacks")


@pytest.mark.parametrize("text", [
    "put the green cube on the front edge across from the red stack",
    "put the green cube on the front edge right across from the red stack",
    "put the green cube on the front edge opposite the red stack",
    "put the green cube on the front edge, directly opposite the red stack",
    "put the green cube on the front edge straight opposite the red stack",
    "put the green cube on the front edge opposite to the red stack",
    "put the green cube on the front edge along the same row as the red stack",
    "put the green cube on the front edge on the same level as the red stack",
    "put the green cube on the front edge in the same file as the red stack",
    "put the green cube on the front edge in a row with the red stack",
    "put the green cube on the left edge at the same row as the red stack",
])
def test_alignment_said_in_other_words(reader, text):
    assert ALIGNED_PLACE in first_query(reader, text)


@pytest.mark.parametrize("text", [
    "take the green cube diagonally adjacent to the red stack",
    "take the green cube diagonally next to the red stack",
    "take the green cube corner to corner with the red stack",
    "take the green cube on the diagonal from the red stack",
    "take the green cube at a diagonal from the red stack",
    "take the green cube diagonal with the red stack",
    "take the green cube diagonally touching the red stack",
])
def test_a_diagonal_said_in_other_words(reader, text):
    assert f"(check: (kind: diagonal) {STACK})" in first_query(reader, text)


@pytest.mark.parametrize("text, first, second", [
    ("put the green cube diagonal from the red stack, on its back left", "backward", "left"),
    ("put the green cube diagonal from the red stack, to its back left", "backward", "left"),
    ("put the green cube diagonal from the red stack, back left side", "backward", "left"),
    ("put the green cube diagonally from the red stack, back left", "backward", "left"),
    ("put the green cube diagonally from the red stack, back-left", "backward", "left"),
    ("put the green cube catty corner to the red stack, front left", "forward", "left"),
    ("put the green cube on the diagonal from the red stack, front left", "forward", "left"),
    ("put the green cube diagonally adjacent to the red stack (front left)", "forward", "left"),
    ("put the green cube kitty corner from the red stack toward the back right", "backward", "right"),
    ("put green cube diagonal to red stack front right of it", "forward", "right"),
    ("take the gray cube diagonally from the red stack, back left", "backward", "left"),
    ("take the gray cube diagonal from the red stack, back left of it", "backward", "left"),
])
def test_the_corner_said_after_a_diagonal_is_that_corner_square(reader, text, first, second):
    # one square each way from the landmark: the corner square the two sides name
    assert corner_of(first, second) in " ".join(every_query(reader, text)[:2])


@pytest.mark.parametrize("text", [
    "put the green cube on the left edge in the same row as the red cube and the blue pyramid",
    "put the green cube on the left edge, in line with the red cube and the blue pyramid",
    "put green cube on left edge level with red cube and blue pyramid",
    "put the green cube on the left edge, same row as the red cube & the blue pyramid",
])
def test_in_line_with_two_shapes_is_in_line_with_each(reader, text):
    query = first_query(reader, text)
    assert "(kind: aligned) (entity: (color: red) (type: cube))" in query
    assert "(kind: aligned) (entity: (color: blue) (type: prism))" in query


@pytest.mark.parametrize("text", [
    "put the cyan cube into the empty place of the cyan diagonal line",
    "put cyan cube down into empty place of cyan diagonal line",
    "put the cyan cube in the missing spot of the cyan diagonal",
    "put the cyan cube into the gap of the diagonal line of cyan cubes",
    "put the cyan cube into the gap in the cyan diagonal line",
])
def test_the_gap_of_a_line_of_shapes_is_the_gap_in_it(reader, text):
    # "of" as "in": the free square of the line, on a diagonal the middle square between two of its shapes
    # (a "gap", "hole" or "missing spot" is also one with shapes on both sides: the gap check)
    query = first_query(reader, text)
    assert "(check: (kind: free))" in query and "(check: (kind: halfway) (entity: (color: cyan) (type: cube))" in query


@pytest.mark.parametrize("text, count, side", [
    ("take the green cube in column 3 from the left", 3, "left"),
    ("take the green cube in column three from the left", 3, "left"),
    ("take the green cube in the third column from the left", 3, "left"),
    ("take the green cube in row 2 from the back, column 4 from the left", 2, "back"),
    ("take the green cube in row 2 from the back, column 4 from the left", 4, "left"),
    ("put the green cube in row two from the front, column five from the right", 5, "right"),
])
def test_a_line_named_by_its_number_counted_from_a_side(reader, text, count, side):
    # "column 3 from the left" is the third column from the left, as "the third column from the left" says
    assert f"(check: (kind: line) (count: {count}) (entity: (indicator: {side}) (type: edge)))" in first_query(
        reader, text)


def test_a_numbered_line_with_no_side_is_not_read(reader):
    # "row 2": counted from which side is not said (nor whether from 0 or 1)
    assert not any("(kind: line)" in q for q in every_query(reader, "take the green cube in row 2"))
