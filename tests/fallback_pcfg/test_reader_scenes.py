"""Scene-setting, as museum visitors and teachers write it: a sentence after the command that says where the
shape goes ("It goes on the square just on your side of X"), with a "one" that repeats the noun before it
rather than the shape in the gripper ("the stack to the right of the one wearing the magenta pyramid")."""

import pytest

from planner import Scene, Shape

from readings import move_made, taken_from

#: The gripper holds a cyan pyramid; red-and-white stacks stand in row 4, the one at column 3 wearing a
#: magenta pyramid; the stack at column 2 is the one to its right, (3, 2) the square on the robot's side of it.
STACKS = Scene(tuple(Shape(4, y, z, colour, "cube") for y in (2, 3, 5) for z, colour in ((0, "red"), (1, "white")))
               + (Shape(4, 3, 2, "magenta", "prism"), Shape(7, 7, 7, "cyan", "prism")), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "Put the cyan pyramid you are holding down on the floor. It goes on the square just on your side of the red "
    "and white stack that stands to the right of the one wearing the magenta pyramid.",
    # other verbs of where a thing goes, other subjects, with and without "the square"
    "Put the cyan pyramid down on the floor. It should go on the square just on your side of the red and white "
    "stack to the right of the one wearing the magenta pyramid.",
    "Put the cyan pyramid on the floor. It belongs just on your side of the red and white stack to the right of "
    "the one with the magenta pyramid on top.",
    "Place the pyramid on the board. This one goes on my side of the red and white stack that sits right of the "
    "one wearing the magenta pyramid.",
    "Put down the cyan pyramid on the floor. That one needs to be on the square on my side of the red-white stack "
    "just right of the stack with the magenta pyramid.",
    # a drop with no place said: the sentence after says where
    "Set the cyan pyramid down. It goes on the square just on your side of the red and white stack right of the "
    "one wearing the magenta pyramid.",
])
def test_a_sentence_that_says_where_it_goes_is_where_the_command_puts_it(reader, text):
    move = move_made(reader, text, STACKS)
    assert move is not None, "no reading puts the cyan pyramid down"
    assert move.target == (3, 2, 0)


def test_a_square_is_not_on_a_shape(reader):
    # "the square on your side of the stack": beside it, never a square read as on the stack with the rest lost
    move = move_made(reader, "Put the cyan pyramid on the square on your side of the red and white stack right of "
                             "the stack with the magenta pyramid.", STACKS)
    assert move is not None and move.target == (3, 2, 0)


#: Two blue towers capped with a cyan pyramid, one with a red cube under the cap, one with a green; a yellow cube
#: stands on the right of each.
TOWERS = Scene(tuple(Shape(x, y, z, "blue", "cube") for x, y in ((3, 6), (6, 2)) for z in (0, 1))
               + (Shape(3, 6, 2, "red", "cube"), Shape(3, 6, 3, "cyan", "prism"), Shape(6, 2, 2, "green", "cube"),
                  Shape(6, 2, 3, "cyan", "prism"), Shape(3, 5, 0, "yellow", "cube"), Shape(6, 1, 0, "yellow", "cube")))


@pytest.mark.parametrize("text", [
    "On the left side there is a tall blue stack with a red cube and a cyan pyramid. Take the yellow cube just to "
    "its right.",
    "Take the yellow cube just right of the blue stack with a red cube and a cyan pyramid.",
    "Take the yellow cube right of the tower with a cyan pyramid and a red cube.",  # either order
    "There's a blue tower that has a red block and a turquoise pyramid. Pick up the yellow block on its right.",
    "pick up yellow cube right of blue stack with red cube and cyan pyramid",
])
def test_a_stack_with_a_cube_and_a_pyramid_has_both_the_pyramid_on_top(reader, text):
    assert taken_from(reader, text, TOWERS) == (3, 5)


@pytest.mark.parametrize("text", [
    "Take the cyan pyramid perched on the red cube.",
    "Take the cyan pyramid that perches on the red cube.",
    "Take the cyan pyramid perching on top of the red cube.",
    "Take the cyan pyramid sitting on the red cube.",
    "Take the cyan pyramid which rests on the red cube.",
    "Take the cyan pyramid that is parked on top of the red cube.",
    "See the red cube? The cyan pyramid nestled on it, take that.",
])
def test_figurative_verbs_of_position_say_where_a_shape_is(reader, text):
    assert taken_from(reader, text, TOWERS) == (3, 6)


@pytest.mark.parametrize("text", [
    "I'd like you to pick up the yellow cube right of the blue tower with the red cube.",
    "Pick up the yellow cube right of the tower with the red cube.",
    "Take the yellow block just to the right of the stack with a red block in it.",
    "Grab the yellow cube right next to the pile with the red cube, on its right.",
    "pick up yellow cube right of tower with red cube",
])
def test_a_tower_with_a_shape_has_it_anywhere_in_it(reader, text):
    # the red cube is under the cyan pyramid, not on top: the tower has it
    assert taken_from(reader, text, TOWERS) == (3, 5)
