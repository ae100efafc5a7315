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
    assert put_at(reader, "Put the red pyramid two squares to the left of the blue pyramid, so it lines up with "
                          "the magenta pyramid behind it.", ROW) is None
