"""Shapes said to touch another, and places said by touching, in the many words people use for it.

    left                  right
    y:   7  6  5  4  3  2
    x=4  .  .  X  .  .  .      a gray cube alone, a red cube, and a gray cube touching it on its right
    x=3  .  .  .  R  X  .
    (back: the robot's side)
"""

import pytest

from planner import Scene, Shape
from readings import move_made, taken_from

PAIR = Scene((Shape(4, 5, 0, "gray", "cube"), Shape(3, 4, 0, "red", "cube"), Shape(3, 3, 0, "gray", "cube")),
             (7, 7, 7))


@pytest.mark.parametrize("text", [
    "take the gray cube which is in touch with the red cube",
    "take the gray cube sharing a side with the red cube",
    "take the gray block that shares an edge with the red block",
    "take the gray cube hugging the red one",
    "take the gray cube leaning against the red cube",
    "take the gray cube pressed up against the red cube",
    "take the gray cube butting up against the red cube",
    "take the gray cube bumping into the red cube",
    "take the gray cube stuck to the red cube",
    "take the gray cube connected to the red cube",
    "take the gray cube the red cube touches",
    "take the gray one the red cube is touching",
])
def test_a_shape_said_to_touch_another_stands_beside_it(reader, text):
    assert taken_from(reader, text, PAIR) == (3, 3)


@pytest.mark.parametrize("text", [
    "move the gray cube that isn't touching the red cube against the left side of the red cube",
    "take the gray cube that is not touching the red one and push it up against the left side of the red cube",
    "put the gray cube that is not touching the red one right up against the left-hand side of the red cube",
    "take the gray cube that isn't touching the red cube and set it touching the left face of the red cube",
    "take the gray cube that doesn't touch the red cube and put it so it's touching the left face of the red cube",
])
def test_a_place_against_a_named_side_of_a_shape(reader, text):
    move = move_made(reader, text, PAIR)
    assert move is not None and move.source[:2] == (4, 5) and move.target[:2] == (3, 5)


@pytest.mark.parametrize("text", [
    "take the gray cube that isn't touching the red cube and put it on the left of the red cube so they touch",
    "take the gray cube that isn't touching the red cube and put it left of the red cube so that they're touching",
    "move the gray cube that is not touching the red cube to the left of the red one so they are in contact",
    "put the gray cube that isn't touching the red cube to the left of the red cube, so that both touch each other",
    "take the gray cube that isn't touching the red cube and put it on the left side of the red cube so it touches",
])
def test_a_result_that_says_they_touch_confirms_the_place(reader, text):
    move = move_made(reader, text, PAIR)
    assert move is not None and move.source[:2] == (4, 5) and move.target[:2] == (3, 5)
