"""A place counted past a landmark, as the command reader reads it and the board grounds it: "two squares past
X", "one beyond X" count from X on its far side from the shape moved, when the shape is in line with X;
otherwise on X's far side as the robot sees it.
"""

import pytest

from planner import Scene, Shape
from readings import move_made

#: The near row red, green, red: the green cube at (1,4) between red cubes at (1,5) (left) and (1,3) (right);
#: a blue cube off to the side, in line with neither (x is the row, 0 the robot's side; y the column, 0 the right).
ROW = Scene((Shape(1, 5, 0, "red", "cube"), Shape(1, 4, 0, "green", "cube"), Shape(1, 3, 0, "red", "cube"),
             Shape(4, 0, 0, "blue", "cube")), (3, 3, 7))


def target(reader, text: str):
    """Where the cheapest complete reading that the board finds coherent puts the shape (None: none does)."""
    move = move_made(reader, text, ROW)
    return move.target if move is not None else None


@pytest.mark.parametrize("text, square", [
    ("move the green cube one square past the left red cube", (1, 6, 0)),
    ("put the green cube 1 square beyond the right red cube", (1, 2, 0)),
    ("take the green cube and put it two squares past the right red cube", (1, 1, 0)),
    ("move the green cube two squares beyond the left red cube", (1, 7, 0)),
])
def test_past_a_landmark_in_line_is_across_it_from_the_shape_moved(reader, text, square):
    assert target(reader, text) == square


def test_counted_past_a_landmark_not_in_line_is_on_its_far_side_seen_from_the_robot(reader):
    assert target(reader, "move the blue cube two squares past the left red cube") == (3, 5, 0)
