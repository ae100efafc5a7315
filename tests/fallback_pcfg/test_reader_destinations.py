"""Where a shape goes, said as a place, as the command reader reads it and the board grounds it: the other
side of a landmark (said with "of" or a possessive), a result clause that says the place again ("so the block
ends up on its left", "so the yellow cube is between it and the green one"), and the gap between two shapes
named with one noun ("between the red and white ones").
"""

import pytest

from planner import Scene, Shape
from readings import move_made


def scene(*shapes: tuple[int, int, int, str, str], gripper=(3, 3, 7)) -> Scene:
    return Scene(tuple(Shape(*s) for s in shapes), gripper)


#: Blue cube behind the yellow one, green cube two squares in front of it: the square across the yellow cube
#: from the blue one is (4,4) (x is the row, 0 the robot's side; y the column, 0 the right).
LINE = scene((2, 4, 0, "blue", "cube"), (3, 4, 0, "yellow", "cube"), (5, 4, 0, "green", "cube"))
#: A red cube right of a red pyramid: its other side is the pyramid's left, (3,5).
PAIR = scene((3, 3, 0, "red", "cube"), (3, 4, 0, "red", "prism"))
#: Held: a green pyramid; two rows of pyramids, the near one red _ white with a gap at (1,4).
ROWS = scene((1, 5, 0, "red", "prism"), (1, 3, 0, "white", "prism"), (4, 3, 0, "red", "prism"),
             (4, 5, 0, "white", "prism"), (4, 4, 0, "yellow", "prism"), (1, 4, 4, "green", "prism"), gripper=(1, 4, 4))


def target(reader, text: str, board: Scene):
    """Where the cheapest complete reading that the board finds coherent puts the shape (None: none does)."""
    move = move_made(reader, text, board)
    return move.target if move is not None else None


@pytest.mark.parametrize("text", [
    "move the blue cube to the yellow cube's other side",
    "move the blue cube over to the yellow cube's opposite side",
    "take the blue cube and put it on the yellow cube's other side",
    "blue cube to yellow cube's other side",
    "move the blue cube to the other side of the yellow cube",  # (said with "of", as before)
])
def test_the_other_side_said_with_a_possessive_is_across_the_owner(reader, text):
    assert target(reader, text, LINE) == (4, 4, 0)


@pytest.mark.parametrize("text", [
    "move the red block to the other side of the red pyramid, so the block ends up on its left",
    "Could you move the red block over to the other side of the little red pyramid, so the block ends up on its "
    "left instead?",
    "move the red cube to the other side of the pyramid so that the cube sits to its left",
    "move the red cube to the opposite side of the red pyramid so the cube ends up at its left",
    "move the red cube to the other side of the red pyramid so the cube will be on the left of it",
    "move the red cube to the other side of the red pyramid, so that the block is now on its left",
    "put the red cube on the other side of the red pyramid so it ends up left of it",
    "move the red cube over to the pyramid's other side, so the cube is on its left",
])
def test_a_result_names_the_moved_shape_by_its_noun_and_its_landmark_by_its(reader, text):
    assert target(reader, text, PAIR) == (3, 5, 0)


def test_a_result_names_the_moved_shape_only_by_a_noun_the_landmark_cannot_be_called_by(reader):
    assert target(reader, "move the red cube next to the red pyramid so the block ends up on its left", PAIR) == (
        3, 5, 0)
    # "the pyramid" is the landmark: it says nothing of where the cube goes (a pyramid cannot be on its own left)
    assert target(reader, "move the red cube next to the red pyramid so the pyramid ends up on its left",
                  PAIR) is None


@pytest.mark.parametrize("text", [
    "move the blue cube next to the yellow cube so the yellow cube is between it and the green cube",
    "put the blue cube beside the yellow cube, so that the yellow one lies between the blue one and the green one",
    "move the blue cube next to the yellow one so that the yellow cube sits between the blue and the green cube",
    "put the blue cube next to the yellow cube so that the yellow is between the blue and the green",
    "Bring the blue cube to other side of yellow cube, one field back from it, so the yellow is between blue and "
    "green.",
])
def test_a_result_that_another_shape_lies_between_says_which_square(reader, text):
    # beside the yellow cube, across it from the green one (the result alone says which of the free sides)
    board = scene((7, 4, 0, "green", "cube"), (5, 4, 0, "blue", "cube"), (4, 4, 0, "yellow", "cube"))
    assert target(reader, text, board) == (3, 4, 0)


@pytest.mark.parametrize("text", [
    "put the green pyramid in the gap between the red n white ones in the row closer to u",
    "put the green pyramid in the gap between the red and white ones in the back row",
    "put the green pyramid between the red and the white ones in the near row",
    "put the green pyramid in the empty spot between the red and white ones nearest me",
])
def test_between_two_colours_and_ones_is_one_of_each_of_that_kind(reader, text):
    assert target(reader, text, ROWS) == (1, 4, 0)


#: A row of four cubes, red yellow red green from the left, on row 3; the square before its start is (3,5).
ROW = scene((3, 4, 0, "red", "cube"), (3, 3, 0, "yellow", "cube"), (3, 2, 0, "red", "cube"), (3, 1, 0, "green", "cube"),
            (6, 4, 0, "red", "prism"))


@pytest.mark.parametrize("text", [
    "take the red pyramid and put it at the start of the row of blocks",
    "take the red pyramid and put it on the floor at the beginning of the row of cubes",
    "put the red pyramid at the very start of that line of blocks, right next to the first red block",
    "red pyramid to the start of the row of red yellow red green cubes",
    "Could you take the red pyramid and put it on the floor at the start of the row of blocks, right next to that "
    "first red block on its left side?",
])
def test_the_start_of_a_row_is_the_square_before_its_first_shape_from_the_left(reader, text):
    assert target(reader, text, ROW) == (3, 5, 0)


#: A yellow wall on row 6, and a red cube at the back: the robot's side of the second yellow cube from the left
#: is (5,6).
WALL = scene(*((6, y, 0, "yellow", "cube") for y in range(8)), (0, 3, 0, "red", "cube"))


@pytest.mark.parametrize("text", [
    "put the red cube on the floor right up against the yellow wall, on our side of it, lined up with the second "
    "yellow block from the left",
    "put the red cube against the yellow wall on this side of it, in line with the second yellow cube from the left",
    "put the red cube on the nearer side of the second yellow block from the left",
    "put the red cube next to the second yellow block from the left, on the closer side of it",
    "put the red cube beside the second yellow cube from the left, on the robot's side of it",
])
def test_our_side_this_side_and_the_nearer_side_are_the_robots_side(reader, text):
    assert target(reader, text, WALL) == (5, 6, 0)


@pytest.mark.parametrize("text", [
    "put the red cube next to the second yellow cube from the left, on the farther side of it",
    "put the red cube on the further side of the second yellow cube from the left",
])
def test_the_farther_side_is_the_far_side(reader, text):
    assert target(reader, text, WALL) == (7, 6, 0)


#: A green row on the front edge with a gap at (7,6), and free squares past its right end.
GAPPED = scene((7, 7, 0, "green", "cube"), (7, 5, 0, "green", "cube"), (7, 4, 0, "green", "cube"),
               (7, 3, 0, "green", "cube"), (3, 3, 0, "red", "cube"))


@pytest.mark.parametrize("text", [
    "put the red cube into the gap in the green row",
    "put the red cube in the empty spot in the row of green cubes",
    "put the red cube into the free place in the green line",
    "put the red cube into the gap in the row of green blocks",
    "put the red cube into the opening in the green row",
    "put the red cube into the empty square in the green row",
    "put the red cube in the missing spot in the green row",
])
def test_a_gap_in_a_row_of_shapes_lies_between_two_of_them(reader, text):
    # (the free squares past the row's right end are in no gap)
    assert target(reader, text, GAPPED) == (7, 6, 0)
