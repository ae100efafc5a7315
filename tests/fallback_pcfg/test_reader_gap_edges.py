"""Places named between a shape (or a hole) and an edge of the board: "the green cube between the hole and the
front edge" stands in line with the hole on the way to that edge, up to the edge's own row; "from the edge just
beyond the hole" says where on the edge the shape is taken from; a gap "among the gray cubes" is between two
of them, in line, as a gap in a row of them is.

The robot stands at x=0 (the back); x=7 is the front edge, y=7 the left edge.

    y:   7  6  5  4  3  2  1  0
    x=5  G  G  G  G  G  G  G  G
    x=6  G  G  G  G  G  G  .  G      the hole: (6,1)
    x=7  G  G  G  G  G  G  G  G      the front edge
"""

import pytest

from planner import Scene, Shape
from readings import put_at, taken_from

#: A green floor of three rows along the front with one hole at (6,1).
GREEN_FLOOR = Scene(tuple(Shape(x, y, 0, "green", "cube") for x in (5, 6, 7) for y in range(8) if (x, y) != (6, 1)))

#: A blue cube one square from the left edge (3,6), a red cube held over (0,0).
NEAR_LEFT_EDGE = Scene((Shape(3, 6, 0, "blue", "cube"), Shape(6, 2, 0, "yellow", "cube"),
                        Shape(0, 0, 7, "red", "cube")), (0, 0, 7))


@pytest.mark.parametrize("text", [
    "take the green cube between the hole and the front edge",
    "theres a hole near the front, take the green cube between the hole n the front edge",
    "pick up the green cube between the front edge and the hole",
])
def test_a_shape_between_a_hole_and_an_edge_is_in_line_with_it_up_to_the_edge(reader, text):
    assert taken_from(reader, text, GREEN_FLOOR) == (7, 1)


@pytest.mark.parametrize("text", [
    "Take the green cube from the edge just beyond the hole",
    "There is one hole in the green floor. Take the green cube from the edge just beyond this hole.",
])
def test_a_shape_taken_from_an_edge_may_be_said_further(reader, text):
    assert taken_from(reader, text, GREEN_FLOOR) == (7, 1)


@pytest.mark.parametrize("text", [
    "put the red cube between the blue cube and the left edge",
    "place the red cube on the floor between the left edge and the blue cube",
])
def test_a_place_between_a_shape_and_an_edge_is_past_the_shape_up_to_the_edge(reader, text):
    assert put_at(reader, text, NEAR_LEFT_EDGE) == (3, 7)


def test_between_a_shape_and_an_edge_with_two_free_squares_names_no_one_square(reader):
    assert put_at(reader, "put the red cube between the yellow cube and the left edge", NEAR_LEFT_EDGE) is None


#: A gray block (x 1-3, y 5-7) with its hole at (2,6), blue cubes to its
#: right (y 3-4) with a hole at (2,3) between a blue and a gray cube; a gray cube held over (0,0).
GRAY_AND_BLUE = Scene(tuple(Shape(x, y, 0, "gray", "cube") for x in (1, 2, 3) for y in (5, 6, 7) if (x, y) != (2, 6))
                      + tuple(Shape(x, y, 0, "blue", "cube") for x in (1, 2, 3) for y in (2, 3, 4) if (x, y) != (2, 3))
                      + (Shape(0, 0, 7, "gray", "cube"),), (0, 0, 7))


@pytest.mark.parametrize("text", [
    "put the gray cube into the hole among the gray cubes",
    "drop the gray cube in the gap amongst the gray cubes",
    "put the gray cube in the hole amid the gray cubes",
])
def test_a_gap_among_shapes_lies_between_two_of_them(reader, text):
    assert put_at(reader, text, GRAY_AND_BLUE) == (2, 6)
