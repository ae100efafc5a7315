"""Questions about the board answered in words, with the shapes they name (which the REPL marks)."""

import pytest

from planner import Scene, Shape
from rcl.app.board_answers import HELP, answer_board_question
from rcl.app.board_questions import read_board_question
from rcl.app.dialogue import Context
from rcl.normalise import normalise

RED_ON_BLUE, BLUE = Shape(6, 4, 1, "red", "cube"), Shape(6, 4, 0, "blue", "cube")
RED, WHITE = Shape(2, 6, 0, "red", "cube"), Shape(3, 4, 0, "white", "cube")
LEFT_GREEN, RIGHT_GREEN = Shape(5, 5, 0, "green", "cube"), Shape(5, 2, 0, "green", "cube")
YELLOW = Shape(1, 2, 0, "yellow", "prism")
BOARD = Scene((RED_ON_BLUE, BLUE, RED, WHITE, LEFT_GREEN, RIGHT_GREEN, YELLOW), (4, 4, 7))
#: The same board with the yellow prism in the gripper.
HOLDING = Scene((RED_ON_BLUE, BLUE, RED, WHITE, LEFT_GREEN, RIGHT_GREEN, Shape(1, 2, 7, "yellow", "prism")), (1, 2, 7))


def ask(text: str, board: Scene = BOARD, context: Context | None = None):
    return answer_board_question(read_board_question(normalise(text)), board, context)


@pytest.mark.parametrize("text, said, shapes", [
    ("where is the white cube?", "The white cube is in the middle (x=3 y=4).", (WHITE,)),
    ("where is the red cube?", "There are 2 red cubes: 1: the red cube at the bottom left (x=2 y=6); "
                               "2: the red cube on the blue cube, at the top (x=6 y=4).", (RED, RED_ON_BLUE)),
    ("what is on the blue cube?", "The red cube is on the blue cube.", (RED_ON_BLUE,)),
    ("what is under the red cube on the blue cube?", "The blue cube is under the red cube.", (BLUE,)),
    ("how many green blocks are there?", "There are 2 green cubes: 1: the green cube at the top left (x=5 y=5); "
                                         "2: the green cube at the top right (x=5 y=2).", (LEFT_GREEN, RIGHT_GREEN)),
    ("how many magenta shapes are there?", "There are no magenta shapes.", ()),
    ("is there a grey pyramid?", "No. There is no gray prism on the board; the yellow prism is at the bottom "
                                 "right (x=1 y=2).", (YELLOW,)),
    ("which cubes are green?", "There are 2 green cubes: 1: the green cube at the top left (x=5 y=5); "
                               "2: the green cube at the top right (x=5 y=2).", (LEFT_GREEN, RIGHT_GREEN)),
    ("what colour is the cube on the blue cube?", "It is red: the red cube on the blue cube, at the top (x=6 y=4).",
     (RED_ON_BLUE,)),
    ("is the white cube on the blue cube?", "No: the white cube is in the middle (x=3 y=4).", (WHITE,)),
    ("what are you holding?", "I am holding nothing.", ()),
])
def test_a_question_is_answered_in_words_naming_the_shapes(text, said, shapes):
    answer = ask(text)
    assert (answer.text, answer.shapes) == (said, shapes)
    assert answer.marks() == {shape: str(n) for n, shape in enumerate(shapes, 1)}


def test_the_gripper_and_it():
    assert ask("what is in the gripper?", HOLDING).text == "I am holding the yellow prism."
    assert ask("are you holding the red cube?", HOLDING).text == "No, I am holding the yellow prism."
    assert ask("where is it?", HOLDING).text == "The yellow prism is in the gripper."
    assert ask("what colour is the one in the gripper?", HOLDING).text.startswith("It is yellow")
    moved = Context(held=None, last=WHITE)  # "it" is the shape the last command moved
    assert ask("what is it?", BOARD, moved).text == "It is the white cube in the middle (x=3 y=4)."
    assert ask("where is it?").text.startswith("I do not know what 'it' is: the gripper holds nothing")


def test_words_it_cannot_use_are_named_and_a_question_it_cannot_read_gets_help():
    assert ask("where is the shiny white cube?").text == (
        "The white cube is in the middle (x=3 y=4). (I left out 'shiny': I could not use it in a question "
        "about the board.)")
    assert ask("why?").text.startswith(HELP)
    assert ask("which is bigger?").text == f"{HELP}; I could not read 'bigger' as shapes on the board."
    assert ask("where is the tower?").text == (
        "I cannot tell: I can only say where single shapes (cubes and prisms) are, not a stack.")
