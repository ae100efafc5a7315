"""A result whose own "it" is the shape put down says "it" of that shape again, on the square the place names:
"..., so it lines up with the magenta pyramid in front of it" (in front of the square, not of the landmark).

    left                        right
    y:   7  6  5  4  3  2  1
    x=7  .  .  .  .  .  .  r      a red pyramid to move
    x=6  .  .  .  .  m  .  .      a magenta pyramid near the front
    x=4  .  m  .  .  .  .  .      a magenta pyramid, two rows in front of the blue pyramid's row
    x=2  .  .  .  b  .  g  .      a blue and a green pyramid
    (back: the robot's side)

Two squares left of the blue pyramid is (2,6): the magenta pyramid in front of that square is not the one
nearest the front, and not in front of the blue pyramid.
"""

import pytest

from planner import Scene, Shape
from readings import put_at

ROW = Scene((Shape(7, 1, 0, "red", "prism"), Shape(6, 3, 0, "magenta", "prism"), Shape(4, 6, 0, "magenta", "prism"),
             Shape(2, 4, 0, "blue", "prism"), Shape(2, 2, 0, "green", "prism")), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "Put the red pyramid two squares to the left of the blue pyramid, so it lines up with the magenta pyramid in "
    "front of it.",
    "red pyramid: 2 left of the blue one, so it's in line with the magenta pyramid in front of it",
    "Could you move the red pyramid two spaces left of the blue pyramid, so that it lines up with the purple "
    "pyramid in front of it?",
    "move red pyramid two squares to left of blue pyramid so it is in one line with magenta pyramid in front of it",
])
def test_it_in_a_result_may_be_the_shape_put_down(reader, text):
    assert put_at(reader, text, ROW) == (2, 6)


def test_a_result_neither_reading_makes_true_is_not_acted_on(reader):
    # no green pyramid is in front of (2,6) or of the blue pyramid, as the board names its sides or as the viewer
    # sees them ("behind it" would be true as the viewer sees it: the magenta pyramid at (4,6); planner.query)
    assert put_at(reader, "Put the red pyramid two squares to the left of the blue pyramid, so it lines up with "
                          "the green pyramid in front of it.", ROW) is None


# Two red cubes in one column, a green cube two squares in front of the back one; another green far off.
IN_LINE = Scene((Shape(4, 3, 0, "green", "cube"), Shape(2, 3, 0, "red", "cube"), Shape(2, 5, 0, "red", "cube"),
                 Shape(6, 6, 0, "green", "cube")), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "put the green cube on the right on top of the red cube that's two squares in front of it, closer to you",
    "put the green cube on the right on the red cube two squares closer to you than it",
    "move the green cube on the right onto the red cube right behind it, two squares back",
])
def test_it_in_the_place_may_be_the_shape_that_moves(reader, text):
    assert put_at(reader, text, IN_LINE) == (2, 3)
