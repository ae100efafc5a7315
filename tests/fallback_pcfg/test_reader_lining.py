"""A place said again by the line it makes: "..., so they make a straight line", ", making a gray-red-gray
row", "so the row reads gray-red-gray", "and make a line", "so all three are in a row".

    left                  right
    y:   7  6  5  4  3  2
    x=4  .  .  X  .  .  .      a gray cube alone, a red cube, and a gray cube touching it on its right
    x=3  .  .  .  R  X  .
    (back: the robot's side)

The gray cube alone goes left of the red cube, to (3,5): the row then reads gray-red-gray.
"""

import pytest

from planner import Scene, Shape
from readings import move_made

PAIR = Scene((Shape(4, 5, 0, "gray", "cube"), Shape(3, 4, 0, "red", "cube"), Shape(3, 3, 0, "gray", "cube")),
             (7, 7, 7))


@pytest.mark.parametrize("text", [
    # the benchmark's words
    "Move the gray cube sitting diagonal to the red cube to the square immediately left of the red cube, so the "
    "row reads gray-red-gray.",
    "The gray cube which is not touching red cube, move it one square toward you, so it stands on left of red cube "
    "and make a line.",
    "Please move the gray one that isn't touching the red block so it sits right on the red block's left, making a "
    "gray-red-gray row.",
    # terse engineer
    "gray cube not touching red: to the left of red, so the row reads gray red gray",
    "move the gray cube that isn't touching the red cube left of the red cube, forming a gray-red-gray row",
    "move the front gray cube left of the red cube so the three form a row",
    # chatty visitor
    "Could you move the gray block that isn't touching the red one so it's just left of the red block, so that all three "
    "make a nice straight line?",
    "Would you mind putting the gray cube that's not touching the red one on the left side of the red one so they're all in a row?",
    # teacher
    "Move the gray cube that is not touching the red cube to the left of the red cube, so that the three cubes "
    "form a straight row.",
    "Place the gray cube that does not touch the red cube directly to the left of the red cube, so the row goes gray, red, "
    "gray.",
    # non-native
    "Gray cube which not touch red, put on left of red cube, so they make one line.",
    "Put the gray cube which not touch the red at left of red cube, to make a line gray-red-gray.",
    # teen on a phone
    "move the gray cube thats not touching the red next to the red on its left so they all line up",
    "put the front gray one left of the red so it makes a row",
    # dictation with fillers
    "okay so the gray cube thats not touching the red one uh put it left of the red cube so uh they make a line",
    "um take the gray cube that's not touching the red one and put it left of the red cube making a straight line",
    "move the gray cube that doesn't touch the red cube to the left of the red cube to make a row of three",
    # the line said with the shapes in it
    "move the gray cube that isn't touching the red cube one square toward the robot, so it makes a line with the "
    "red cube",
    "Move the gray cube that is not touching the red one one square back, so it is in a row with the other cubes.",
])
def test_a_line_made_says_the_place_again(reader, text):
    move = move_made(reader, text, PAIR)
    assert move is not None and move.source[:2] == (4, 5) and move.target[:2] == (3, 5)


@pytest.mark.parametrize("text", [
    # a line the place before does not make: no square is both
    "move the gray cube that isn't touching the red cube to the square in front of the red cube, so they make a diagonal line",
    "move the gray cube that isn't touching the red cube behind the red cube, so the row reads gray-red-gray",
    "move the gray cube that isn't touching the red cube one square to the left, so it forms a straight line with "
    "the red cube",
    "move the gray cube that isn't touching the red cube one square back, so it makes a diagonal line with the red "
    "cube",
])
def test_a_line_the_place_does_not_make_is_not_acted_on(reader, text):
    assert move_made(reader, text, PAIR) is None
