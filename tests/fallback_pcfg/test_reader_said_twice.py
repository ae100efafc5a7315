"""A thing said twice in one command: the shape a move takes its shape from, named again where it goes ("lift
the blue pyramid off the red cube and set it just right of that red cube"); a side said again by the
landmark's noun ("right beside the stack of two blue cubes, on the right-hand side of the stack") or by a
learner's "his"; an aside that says a shape is the only one ("the gray block (there is only one)"); a count
away from the robot said with a line ("three squares farther away from you, straight ahead in the same line");
a side said bare and counted after it ("straight in front of the lone yellow cube (2 squares up from it)").

Each test reads a command on a small board and checks the square the board takes a shape from or puts it on.
"""

import pytest

from rcl.normalise import normalise

from readings import board, put_at, taken_from


TWO_RED = board("red cube at 6,3,0", "blue prism at 6,3,1", "red cube at 6,6,0", "cyan prism at 6,6,1",
                "cyan cube at 3,6,0", "blue prism at 3,6,1")


@pytest.mark.parametrize("command", [
    "Take the blue pyramid off the red cube and put it on the floor just to the right of that red cube.",
    "Could you lift the blue pointy piece off the red block (not the one on the light blue block) and set it on "
    "the floor just to the right of that red block?",
    "blue pyramid on the red cube -> floor square directly right of the red cube",
])
def test_the_shape_a_move_takes_from_said_again_is_that_one(reader, command):
    assert put_at(reader, command, TWO_RED) == (6, 2)


CYANS = board("cyan cube at 6,4,0", "red cube at 6,4,1", "cyan cube at 2,3,0")


def test_another_of_its_kind_is_not_the_one_it_is_taken_from(reader):
    command = "take the red cube off the cyan cube and put it on the floor right next to the other cyan cube, on its right"
    assert put_at(reader, command, CYANS) == (2, 2)


@pytest.mark.parametrize("command", [
    "Take blue pyramid off from the red cube and put it on floor next to this red cube, on his right side.",
    "Take blue pyramid off from the red cube and put it on floor next to this red cube, on her right side.",
])
def test_a_learners_his_or_her_is_its(reader, command):
    assert put_at(reader, command, TWO_RED) == (6, 2)


BLUE_STACK = board("blue cube at 3,3,0", "blue cube at 3,3,1", "red cube at 6,5,0")


@pytest.mark.parametrize("command", [
    "Set the red cube down on the board right beside the stack of two blue cubes, on the right-hand side of the "
    "stack.",
    "Could you move the red block over so it sits right next to the two stacked blue blocks, on their right side?",
])
def test_a_side_said_again_of_the_landmark_says_which_square(reader, command):
    assert put_at(reader, command, BLUE_STACK) == (3, 2)


LONE_GRAY = board("gray cube at 3,2,0", "red cube at 5,5,0")


@pytest.mark.parametrize("command", [
    "Please pick up the gray block (there is only one) and carry it to the left-hand corner nearest you.",
    "pick up the gray block, the only one, and put it in the back left corner",
])
def test_an_aside_that_a_shape_is_the_only_one_says_nothing_more(reader, command):
    assert put_at(reader, command, LONE_GRAY) == (0, 7)


LONE_PAIR = board("red cube at 3,3,0", "blue cube at 3,3,1", "green cube at 0,0,0")


def test_a_count_away_from_you_goes_from_the_shape_moved(reader):
    command = ("Please lift the blue cube off the red cube. Put it down on the board three squares farther away from "
               "you, straight ahead in the same line.")
    assert put_at(reader, command, LONE_PAIR) == (6, 3)


YELLOWS = board("yellow cube at 5,1,0", "yellow cube at 4,3,0", "green cube at 4,3,1", "yellow cube at 1,3,0",
                "blue cube at 1,3,1", held="cyan cube", gripper=(5, 1, 7))


def test_a_side_said_bare_then_counted_is_the_square_counted(reader):
    command = "drop the cyan on the front edge, straight in front of the lone yellow cube (2 squares up from it)"
    assert put_at(reader, command, YELLOWS) == (7, 1)


AMONG = board(*(f"cyan cube at {x},{y},0" for x, y in ((2, 2), (2, 3), (2, 4), (1, 2), (1, 3), (1, 4))),
              "red cube at 1,3,1", "green cube at 1,3,2", "yellow cube at 5,5,0", "red cube at 5,5,1",
              "green cube at 5,5,2")


def test_a_shape_among_a_group_stands_on_one_of_it(reader):
    command = "move the green cube on the red one among the cyan cubes to the back right corner"
    assert taken_from(reader, command, AMONG) == (1, 3)


FOUR_STACKS = board("red cube at 6,6,0", "red prism at 6,6,1", "red cube at 6,3,0", "blue prism at 6,3,1",
                    "red cube at 3,6,0", "blue cube at 3,6,1", "red cube at 3,3,0", "blue cube at 3,3,1")


def test_a_shape_in_a_stack_is_one_of_its_shapes(reader):
    command = "put the red pyramid on the blue cube in the stack on the left, the one nearer to you"
    assert put_at(reader, command, FOUR_STACKS) == (3, 6)


REDS = board("red cube at 7,3,0", "red cube at 2,5,0", "green cube at 2,6,0", held="yellow prism", gripper=(4, 4, 7))


def test_a_sentence_that_says_which_one_to_use_tells_the_landmark(reader):
    command = "Put the yellow pyramid on a red cube. Use the one at the far edge of the board."
    assert put_at(reader, command, REDS) == (7, 3)


GREEN_LINE = board("cyan cube at 7,7,0", *(f"green cube at {x},1,0" for x in range(1, 8)))


def test_a_count_after_a_shape_was_taken_counts_where_it_goes(reader):
    command = "pick up the cyan block in the far left corner. count four green blocks in from the far edge and set it " \
              "on that fourth one."
    assert put_at(reader, command, GREEN_LINE) == (4, 1)


CORNER_TOWERS = board("cyan cube at 7,0,0", "red cube at 7,0,1", "red cube at 7,0,2", "blue cube at 7,7,0",
                      "red cube at 7,7,1", "red cube at 7,7,2", "cyan cube at 6,0,0")


def test_a_tower_that_stands_on_a_cube_has_it_at_the_bottom(reader):
    command = "Please pick up the upper red cube of the tower, the one which stands on cyan cube, and hold it."
    assert taken_from(reader, command, CORNER_TOWERS) == (7, 0)


GRAY_TOPS = board("red cube at 6,3,0", "gray cube at 6,3,1", "green cube at 6,5,0", "gray cube at 6,5,1",
                  "red cube at 3,3,0", "blue cube at 3,3,1")


@pytest.mark.parametrize("command", ["Move the blue cube onto the gray cube (red+gray stack).",
                                     "Move the blue cube onto the gray cube (red+gray stack, front side)."])
def test_a_stack_said_in_brackets_after_a_shape_is_the_stack_it_is_in(reader, command):
    assert put_at(reader, command, GRAY_TOPS) == (6, 3)


def test_a_place_said_of_a_stack_a_one_repeats_is_read_without_end(reader):
    # "that stack" said again where it goes: the stack "the one" is said of was compared by its fields, which
    # point back to it, and the comparison never ended
    command = "take the red off the top of the stack left of the one with the blue pyramid, put it on the floor 2 " \
              "squares in front of that stack"
    assert reader.read(normalise(command))
