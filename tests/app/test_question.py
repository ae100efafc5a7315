"""Clarifying questions: which shape a command means when its description fits several, or none."""

import pytest

from planner import PHYSICAL, Scene, Shape, judge
from rcl import to_string
from rcl.app.question import MOST_CHOICES, ask
from rcl.app.systems import SystemOptions, make_system
from rcl.normalise import normalise

MIDDLE, TOP_LEFT = Shape(3, 3, 0, "blue", "cube"), Shape(5, 5, 0, "blue", "cube")
GREEN = Shape(7, 0, 0, "green", "prism")
BOARD = Scene((MIDDLE, TOP_LEFT, Shape(0, 7, 0, "red", "cube"), GREEN), (4, 4, 7))


@pytest.fixture(scope="module")
def pcfg():
    system = make_system("pcfg", SystemOptions(physics=PHYSICAL))
    yield system
    system.close()


def test_an_ambiguous_description_asks_which_one_with_the_choices_numbered(pcfg):
    answer = pcfg.parse("take the blue cube", BOARD)
    question = ask(answer, BOARD)
    assert not answer.answered and question.kind == "which" and question.choices == (MIDDLE, TOP_LEFT)
    assert question.lines(BOARD)[:3] == ["Which blue cube do you mean?",
                                         "  1: the blue cube in the middle (x=3 y=3)",
                                         "  2: the blue cube at the top left (x=5 y=5)"]
    assert question.marks() == {MIDDLE: "1", TOP_LEFT: "2"}
    assert [c["number"] for c in question.to_json(BOARD)["choices"]] == [1, 2]
    assert answer.message == "Which blue cube do you mean? 2 match: at (3,3,0) and (5,5,0)"  # --json's message


@pytest.mark.parametrize("reply, chosen", [
    ("2", TOP_LEFT), ("the second one", TOP_LEFT), ("number 1", MIDDLE), ("the left one", TOP_LEFT),
    ("the right one", MIDDLE), ("the top one", TOP_LEFT), ("the one near the robot", MIDDLE), ("first", MIDDLE),
    ("the last one", TOP_LEFT),
])
def test_a_reply_picks_by_number_or_place(pcfg, reply, chosen):
    question = ask(pcfg.parse("take the blue cube", BOARD), BOARD)
    assert question.pick(normalise(reply), BOARD) == chosen


@pytest.mark.parametrize("reply", ["3", "the green one", "put the red cube on the blue cube", "the middle"])
def test_a_reply_that_picks_none_of_them_is_no_choice(pcfg, reply):
    question = ask(pcfg.parse("take the blue cube", BOARD), BOARD)
    assert question.pick(normalise(reply), BOARD) is None


def test_the_choice_completes_the_tree_with_a_name_of_that_shape(pcfg):
    question = ask(pcfg.parse("put the red cube on the blue cube", BOARD), BOARD)
    assert question.landmark  # the ambiguous description is where to put it
    tree = question.complete(TOP_LEFT, BOARD)
    assert "(relation: above) (entity: (color: blue) (type: cube) (spatial-relation:" in to_string(tree)
    verdict = judge(tree, BOARD, physics=PHYSICAL)
    assert verdict.coherent and str(verdict.move) == "move 0,7,0 -> 5,5,1"


def test_a_description_that_fits_nothing_offers_what_is_closest(pcfg):
    answer = pcfg.parse("take the green cube", BOARD)
    question = ask(answer, BOARD)
    assert question.kind == "missing" and question.choices[0] == GREEN
    assert question.lines(BOARD)[0] == "There is no green cube here. Did you mean one of these?"
    assert "there is no green cube; there is a green prism at (7,0,0)" in answer.message


def test_a_longer_description_that_fits_nothing_is_not_asked_about(pcfg):
    # Nothing is on the red cube: offering every blue cube would not be the command's question.
    answer = pcfg.parse("take the blue cube on the red cube", BOARD)
    assert not answer.answered and ask(answer, BOARD) is None
    assert "there is no blue cube on the red cube" in answer.message


def test_nothing_is_asked_of_an_answered_command_or_without_a_scene(pcfg):
    assert ask(pcfg.parse("take the red cube", BOARD), BOARD) is None
    assert ask(pcfg.parse("take the blue cube"), None) is None


def test_a_description_that_fits_more_than_a_handful_is_not_asked_about(pcfg):
    # five blue cubes: a question a person answers by looking; six: what was understood says too little to ask
    five = Scene(tuple(Shape(1, y, 0, "blue", "cube") for y in range(MOST_CHOICES)), (4, 4, 7))
    assert len(ask(pcfg.parse("take the blue cube", five), five).choices) == MOST_CHOICES
    six = Scene(tuple(Shape(1, y, 0, "blue", "cube") for y in range(MOST_CHOICES + 1)), (4, 4, 7))
    answer = pcfg.parse("take the blue cube", six)
    assert not answer.answered and ask(answer, six) is None
    assert answer.message.startswith(f"I cannot tell which blue cube you mean: {MOST_CHOICES + 1} match")
