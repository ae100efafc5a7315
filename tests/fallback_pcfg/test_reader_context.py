"""Sentences that set the scene before the command, and what its words point back to across them.

Other ways people say it, each read here: "There are two gray cubes. Move the one that isn't ...",
"There's a gray cube that isn't touching the red one. Move it ...", "Look at / Find / Locate / Look for /
Check out / Have a look at / Start with X. Move it ...", "Do you see / Can you see X? Please move it",
"You see two gray cubes. Take the one not touching ...", "Notice the two gray blocks? Take the one ...",
"X: move it ...", "Find X. Pick it up. Put it down ..."; a pronoun agrees in number ("two gray cubes
by the red one ... further from it": the red one); "There is a red cube with a gray cube on its right.
Move the other gray cube".
"""

import pytest

from planner import Scene, Shape
from readings import move_made, taken_from as taken


#: A red cube with a gray cube touching it on its right and another gray cube away from it.
GRAYS = Scene((Shape(3, 4, 0, "red", "cube"), Shape(3, 3, 0, "gray", "cube"), Shape(4, 5, 0, "gray", "cube")))


@pytest.mark.parametrize("text", [
    "There are two gray cubes. Move the one that isn't touching the red cube one square toward you.",
    "There's a gray cube that isn't touching the red one. Move it one square toward you.",
    "Find the gray cube that doesn't touch the red cube. Move it one square toward you.",
    "Locate the gray cube that isn't next to the red one. Move it one square toward you.",
    "Look for the gray cube not touching the red one. Move it one square toward you.",
    "Start with the gray cube that is not touching the red one. Move it one square toward you.",
    "Do you see the gray cube that isn't touching the red cube? Please move it one square toward you.",
    "Notice the two gray blocks? Take the one not touching the red block, move it one square toward you.",
    "The gray cube that doesn't touch the red cube: move it one square toward you.",
    "Find the gray cube that's not next to the red cube. Pick it up. Put it down one square toward you.",
])
def test_a_sentence_that_points_names_what_the_command_moves(reader, text):
    assert taken(reader, text, GRAYS) == (4, 5)


@pytest.mark.parametrize("text", [
    "There are two gray cubes by the red one. Move the one further from it one square toward you.",
    "Two gray cubes are near the red cube. Move the one that is not touching it one square toward you.",
])
def test_it_points_back_to_one_thing_never_to_the_several_the_one_is_chosen_from(reader, text):
    assert taken(reader, text, GRAYS) == (4, 5)


@pytest.mark.parametrize("text", [
    "There is a red cube with a gray cube on its right. Move the other gray cube one square toward you.",
    "There is a red cube with a gray cube to its right. Take the other gray cube and move it one square toward "
    "you.",
])
def test_the_other_one_is_not_the_one_a_sentence_before_named_beside_another(reader, text):
    assert taken(reader, text, GRAYS) == (4, 5)


#: The gripper holds a red cube over the board; two green cubes stand on the front edge.
HELD = Scene((Shape(7, 0, 0, "green", "cube"), Shape(7, 3, 0, "green", "cube"), Shape(7, 2, 7, "red", "cube")),
             (7, 2, 7))


@pytest.mark.parametrize("text", [
    "You are holding a red cube. Put it on the green cube in the front right corner.",
    "You're carrying the red block. Set it down on the green cube in the front right corner.",
    "You are still holding a red cube. Put it on the green cube in the front right corner.",
    "You currently hold a red cube. Put it on the green cube in the front right corner.",
    "The robot is holding a red cube. Put it on the green cube in the front right corner.",
    "The gripper holds a red cube. Put it on the green cube in the front right corner.",
    "Your gripper has a red cube in it. Put it on the green cube in the front right corner.",
    "Oh nice, you've got a red block! Could you put it on the green cube in the front right corner?",
])
def test_a_sentence_that_says_what_is_held_names_what_it_means(reader, text):
    move = move_made(reader, text, HELD)
    assert move is not None, "no reading puts the red cube down"
    assert move.target == (7, 0, 1)


def test_a_corner_a_sentence_names_is_what_it_points_back_to(reader):
    # "The front right corner is empty. Move the white cube next to it ...": "it" is that corner
    board = Scene((Shape(6, 0, 0, "white", "cube"), Shape(3, 4, 0, "white", "cube"), Shape(2, 2, 0, "red", "cube")),
                  (7, 7, 7))
    move = move_made(reader, "The front right corner is empty. Move the white cube next to it, on the right edge, "
                             "one square forward into that corner.", board)
    assert move is not None and move.source[:2] == (6, 0) and move.target[:2] == (7, 0)


def test_a_verb_said_of_a_thing_in_a_pointing_sentence_is_no_command(reader):
    # "Find the short stack where a green cube sits on top of a red cube.": "sits" is the clause's, not the arm's
    board = Scene((Shape(5, 3, 0, "red", "cube"), Shape(5, 3, 1, "green", "cube"), Shape(3, 1, 0, "blue", "cube"),
                   Shape(3, 1, 1, "green", "cube")), (7, 7, 7))
    assert taken(reader, "Find the short stack where a green cube sits on top of a red cube. Lift that green cube "
                         "off and hold it.", board) == (5, 3)
