"""Walls people name by their colours and the corners of what walls enclose, read and found on a board.

    left                                right
    y:   7  6  5  4  3  2  1  0
    x=7  .  .  .  .  .  .  .  .
    x=6  .  .  .  .  .  .  .  .
    x=5  .  .  .  .  .  .  .  .
    x=4  .  .  X RW RW RW RW RW      a wall of red-and-white stacks at the front of a pocket,
    x=3  .  .  X  .  .  .  .  BX     a gray wall on its left, blue-and-gray stacks on its right,
    x=2  .  .  X  .  .  .  .  BX     green cubes behind it; the arm holds a blue pyramid
    x=1  .  .  X  .  .  .  .  BX
    x=0  .  .  X  G  G  G  G  G
    (back: the robot's side)
"""

import pytest

from planner import Scene, Shape
from readings import put_at

POCKET = Scene(tuple(Shape(x, 5, 0, "gray", "cube") for x in range(5))
               + tuple(s for y in range(5) for s in (Shape(4, y, 0, "red", "cube"), Shape(4, y, 1, "white", "cube")))
               + tuple(s for x in (1, 2, 3) for s in (Shape(x, 0, 0, "blue", "cube"), Shape(x, 0, 1, "gray", "cube")))
               + tuple(Shape(0, y, 0, "green", "cube") for y in range(5))
               + (Shape(7, 7, 7, "blue", "prism"),), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "put the pyramid on the floor left of the blue and gray stack that touches the red and white row",
    "put the blue pyramid left of the blue-gray stack which is touching the red-white wall",
    "put blue pyramid on free floor left of the blue-grey stack, the one which touch red-white row",
    "set the pyramid down left of the blue/gray stack up against the red/white wall",
    "put the pyramid just left of the blue and gray stack next to the red and white line",
    "place the pyramid to the left of the blue gray stack in contact with the red white wall",
])
def test_a_wall_said_in_two_colours_is_a_line_of_stacks_of_them(reader, text):
    assert put_at(reader, text, POCKET) == (3, 1)


@pytest.mark.parametrize("text, square", [
    ("put the pyramid in the far right corner of the enclosure", (3, 1)),
    ("put the pyramid into the front right corner of the walled area", (3, 1)),
    ("set the blue prism on the floor in the far-right corner of the enclosed empty pocket", (3, 1)),
    ("put the pyramid in the front-right corner of the fenced in space", (3, 1)),
    ("put the pyramid inside the walls, in the far right corner", (3, 1)),
    ("put the pyramid in the far right corner inside the walls", (3, 1)),
    ("drop the pyramid in the back left corner of the enclosure", (1, 4)),
    ("put the pyramid in the near left corner within the walls", (1, 4)),
    ("put the pyramid in the empty corner inside the walls by the leftmost red and white stack", (3, 4)),
    ("put the pyramid down inside the walls, in the corner at the left end of the white wall", (3, 4)),
])
def test_a_corner_of_what_walls_enclose_is_not_the_board_corner(reader, text, square):
    assert put_at(reader, text, POCKET) == square


#: A red-green-red row of single cubes at the front, a blue-green-blue row behind it.
ROWS = Scene(tuple(Shape(5, y, 0, c, "cube") for y, c in ((5, "red"), (4, "green"), (3, "red")))
             + tuple(Shape(3, y, 0, c, "cube") for y, c in ((5, "blue"), (4, "green"), (3, "blue"))), (7, 7, 7))


def test_a_row_said_colour_by_colour_is_its_cubes_not_stacks(reader):
    text = "Move the green cube from the middle of the R-G-R row to the square directly behind the green cube in the B-G-B row."
    assert put_at(reader, text, ROWS) == (2, 4)
