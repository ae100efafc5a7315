"""A topic said before the command that tells its shape apart ("In the far group of gray cubes, take the
leftmost gray cube") is applied, or the reading does not act: the command alone never picks a shape the
topic rules out (here the leftmost gray cube of all, in the near group)."""

import pytest

from planner import Scene, Shape
from readings import move_made

#: Far group of gray cubes (6,3)-(6,5), a red cube on its middle one; a near group (2,4)-(2,6) further left
#: (x is the row, 0 the robot's side; y the column, 0 the right).
GROUPS = Scene((Shape(6, 3, 0, "gray", "cube"), Shape(6, 4, 0, "gray", "cube"), Shape(6, 5, 0, "gray", "cube"),
                Shape(6, 4, 1, "red", "cube"), Shape(2, 4, 0, "gray", "cube"), Shape(2, 5, 0, "gray", "cube"),
                Shape(2, 6, 0, "gray", "cube")), (3, 3, 7))


def taken(reader, text: str):
    """The square the cheapest coherent complete reading takes its shape from (None: none acts)."""
    move = move_made(reader, text, GROUPS)
    return move.source[:2] if move is not None else None


def test_a_topic_group_tells_the_shape_apart(reader):
    assert taken(reader, "In the far group of gray cubes, take the leftmost gray cube and move it one square "
                         "to the left") == (6, 5)


@pytest.mark.parametrize("text", [
    "In front group of grey cubes, where red is on middle one, take most left grey cube and move it one square "
    "more to left",
    "In the far group of gray cubes, where the red cube is on the middle one, take the leftmost gray cube and "
    "move it one square to the left",
])
def test_a_topic_not_applied_never_lets_the_command_alone_act(reader, text):
    # the group's description is read as the leftmost cube being under the red one, which none is: the
    # command alone would take the leftmost gray cube of all, (2,6)
    assert taken(reader, text) in (None, (6, 5))
