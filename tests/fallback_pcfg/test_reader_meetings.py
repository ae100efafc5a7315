"""Where things meet ("the green cube in the corner where the left wall and the back wall meet", "the blue
cube where the blue, green and red all meet", "put it where the two rows meet") and a diagonal said with one
side before its landmark and one after it ("the yellow cube diagonally in front of it to the left"), each
said the ways people say it.

Two yellow walls, along the back edge and along the left edge, and green cubes inside them; the arm holds a
red cube:

    left                               right
    y:   7  6  5  4  3  2  1  0
    x=4  Y  G  .  .  .  .  .  .
    x=3  Y  .  .  .  G  .  .  .
    x=2  Y  .  .  .  .  .  .  .
    x=1  Y  G  .  .  G  .  .  .      the green cube where the walls meet: (1,6)
    x=0  Y  Y  Y  Y  Y  Y  Y  Y      (the robot's side)

Three colours that meet: blue cubes, green cubes in front of them, red cubes on their right:

    y:   7  6  5  4  3  2  1  0
    x=5  .  .  G  G  G  R  .  .
    x=4  .  .  B  B  B  R  .  .      the blue cube where blue, green and red meet: (4,3)
    x=3  .  .  B  B  B  R  .  .

A yellow block of two rows; the arm holds a red cube:

    y:   7  6  5  4  3  2  1  0
    x=6  .  .  .  Y  Y  Y  .  .
    x=5  .  .  .  Y  Y  Y  .  .      diagonally in front of (5,3) to the left: (6,4)
"""

import pytest

from planner import Scene, Shape
from readings import put_at, taken_from

WALLS = Scene(tuple(Shape(0, y, 0, "yellow", "cube") for y in range(8))
              + tuple(Shape(x, 7, 0, "yellow", "cube") for x in range(1, 8))
              + tuple(Shape(x, y, 0, "green", "cube") for x, y in ((1, 6), (1, 3), (3, 3), (4, 6)))
              + (Shape(5, 2, 7, "red", "cube"),), (5, 2, 7))

COLOURS = Scene(tuple(Shape(x, y, 0, "blue", "cube") for x in (3, 4) for y in (3, 4, 5))
                + tuple(Shape(5, y, 0, "green", "cube") for y in (3, 4, 5))
                + tuple(Shape(x, 2, 0, "red", "cube") for x in (3, 4, 5)), (7, 7, 7))

BLOCK = Scene(tuple(Shape(x, y, 0, "yellow", "cube") for x in (5, 6) for y in (2, 3, 4))
              + (Shape(2, 6, 7, "red", "cube"),), (2, 6, 7))


def test_the_boards_are_as_drawn():
    assert {(s.x, s.y) for s in WALLS.shapes if s.color == "green"} == {(1, 6), (1, 3), (3, 3), (4, 6)}
    assert {(s.x, s.y) for s in COLOURS.shapes if s.color == "red"} == {(3, 2), (4, 2), (5, 2)}


@pytest.mark.parametrize("text", [
    "put the red cube on the green cube in the corner where the left wall and the back wall meet",
    "Put the red cube on the green cube in the corner where the back yellow wall meets the left yellow wall.",
    "red cube onto the green cube where left wall and back wall meet",
    "Put red cube on green cube in inner corner, where left wall and back wall meet.",
    "Put red cube on green cube in corner where back wall and left wall are meeting.",
    "could you put the red cube on the green cube sitting in the nook where the back wall and the left wall "
    "come together?",
    "uh put the red cube on the uh green cube in the spot where the left wall and the back wall meet up",
    "stack the red on the green in the inside corner where the left and back walls join",
    "Put the red cube on top of the green one in the angle where the back and left yellow walls meet.",
    "red cube -> green cube where the back wall runs into the left wall",
])
def test_a_shape_where_two_walls_meet_touches_both(reader, text):
    assert put_at(reader, text, WALLS) == (1, 6)


@pytest.mark.parametrize("text", [
    "pick up the blue cube in the corner where the blue green n red all meet",
    "take the blue cube where the blue, green and red meet",
    "grab the blue one where the green and the red touch",
    "Please pick up the blue cube at the point where green and red cubes meet.",
    "blue cube where green meets red: pick it up",
])
def test_a_shape_where_colours_meet_touches_each(reader, text):
    assert taken_from(reader, text, COLOURS) == (4, 3)


@pytest.mark.parametrize("text", [
    "put the red cube in the corner where the left wall and the back wall meet",
    "drop the red cube on the floor where the back wall and the left wall meet",
    "red cube: set it down where the left and back walls join",
])
def test_a_square_where_two_walls_meet(reader, text):
    board = Scene(tuple(s for s in WALLS.shapes if (s.x, s.y) != (1, 6)), WALLS.gripper)
    assert put_at(reader, text, board) == (1, 6)


@pytest.mark.parametrize("text", [
    "stack the red cube on the yellow cube diagonally in front of the middle yellow cube in the near row to the left",
    "put the red cube on the yellow cube that is diagonally in front of the near middle yellow cube, to the left",
    "red cube on the yellow one diagonally in front of the near middle yellow cube on its left side",
    "put the red on the yellow diagonally beyond the middle near yellow, to the left",
    "place the red cube onto the yellow cube diagonally behind the far middle yellow cube, to the right",
])
def test_a_diagonal_with_one_side_before_its_landmark_and_one_after(reader, text):
    assert put_at(reader, text, BLOCK) == ((6, 4) if "near" in text else (5, 2))


#: A red cube with a blue pyramid on it and a green cube just behind it (on its far side); the arm is free.
ACROSS = Scene((Shape(2, 3, 0, "red", "cube"), Shape(2, 3, 1, "blue", "prism"), Shape(3, 3, 0, "green", "cube"),
                Shape(5, 6, 0, "yellow", "cube")), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "move the green cube round to the other side, so it's right in front of the red cube, nearest you",
    "Could you move the green block over to the other side so that it sits just on the robot side of the red block?",
    "green cube: around to the other side, so it ends up directly robot-side of the red one",
    "move the green cube to the opposite side so it is right behind the red cube",
])
def test_the_other_side_said_with_a_result_that_names_the_landmark(reader, text):
    # "to the other side" says no landmark; the result after it does, and the square across it
    assert put_at(reader, text, ACROSS) == (1, 3)


@pytest.mark.parametrize("text", [
    "take the green cube and put it on the yellow block right next door",
    "grab the green cube and put it onto the yellow cube next door, on its left",
])
def test_next_door_with_its_shape_unsaid_is_beside_the_shape_spoken_of(reader, text):
    board = Scene(ACROSS.shapes[:3] + (Shape(3, 4, 0, "yellow", "cube"), Shape(6, 0, 0, "yellow", "cube")), (7, 7, 7))
    assert put_at(reader, text, board) == (3, 4)


@pytest.mark.parametrize("text, corner", [
    ("move the red block all the way over to the corner where the left side meets the far side", (7, 7)),
    ("put the red cube in the corner where the back edge and the right edge meet", (0, 0)),
    ("red cube to the corner where the left and near sides meet", (0, 7)),
])
def test_the_corner_where_two_sides_of_the_board_meet_is_that_corner(reader, text, corner):
    # sides of the board itself, not walls of shapes along them: the board's corner, empty here
    board = Scene((Shape(3, 3, 0, "red", "cube"), Shape(5, 5, 0, "yellow", "prism")), (7, 0, 7))
    assert put_at(reader, text, board) == corner


#: A green column along the left edge and a red row along the back edge, a yellow cube where they would touch
#: in the board's corner; the arm holds a blue cube.
ANGLE = Scene(tuple(Shape(x, 7, 0, "green", "cube") for x in range(1, 8))
              + tuple(Shape(0, y, 0, "red", "cube") for y in range(7)) + (Shape(0, 7, 0, "yellow", "cube"),
                                                                          Shape(4, 2, 7, "blue", "cube")), (4, 2, 7))


@pytest.mark.parametrize("text", [
    "put the blue cube on the inside corner square where the green row meets the red row",
    "set the blue cube down in the empty square tucked into the corner between the green row and the red row",
    "blue cube into the corner formed by the green row and the red row",
])
def test_the_inside_corner_of_two_rows_is_the_square_touching_both(reader, text):
    # not the board's corner, where the yellow cube stands: the square inside the angle of the two rows
    assert put_at(reader, text, ANGLE) == (1, 6)
