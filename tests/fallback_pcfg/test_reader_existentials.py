"""A sentence that says where a thing is before naming it ("..., and just to its left is a lone gray cube.",
"Just to the left of the stack is a lone gray cube."): the place describes the thing a later "that gray cube"
points back to.

Two gray cubes, one just left of a stack of a yellow and a red cube, one far from it; the arm is free:

    y:   5  4  3  2  1
    x=4  .  X  S  .  .      S: yellow cube with a red cube on it at (4,3); X: gray cube at (4,4)
    x=1  .  .  .  .  X      another gray cube at (1,1)
"""

import pytest

from planner import Scene, Shape
from readings import move_made, taken_from

BOARD = Scene((Shape(4, 3, 0, "yellow", "cube"), Shape(4, 3, 1, "red", "cube"), Shape(4, 4, 0, "gray", "cube"),
               Shape(1, 1, 0, "gray", "cube")), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "In the middle there is a stack of a yellow and a red cube, and just to its left is a lone gray cube. "
    "Pick up that gray cube.",
    "Just to the left of the yellow and red stack is a gray cube. Pick up that gray cube.",
    "Directly left of the yellow and red stack sits a single gray cube. Pick it up.",
])
def test_a_place_said_before_the_thing_describes_it(reader, text):
    assert taken_from(reader, text, BOARD) == (4, 4)


def test_a_place_with_on_before_a_verb_of_putting_is_where_it_goes_not_what_moves(reader):
    # "On X put Y": X is where Y goes; it never says which shape moves (no reading moves a shape off X)
    board = Scene((Shape(4, 5, 0, "yellow", "cube"), Shape(4, 3, 0, "gray", "cube"), Shape(1, 1, 0, "gray", "cube")),
                  (7, 7, 7))
    move = move_made(reader, "On the yellow cube put the gray cube which is two squares to the right of it.", board)
    assert move is None or move.target[:2] == (4, 5)
