"""How an answer words what the planner would not do: a description that fits several shapes is
unclear, not impossible, so it is put as the question it is."""

from planner import PHYSICAL, Scene, Shape, judge
from rcl.app.answer import cannot_do, which_question
from rcl.reader import read_rcl

MIDDLE, TOP_LEFT = Shape(3, 3, 0, "blue", "cube"), Shape(5, 5, 0, "blue", "cube")
CORNER = Shape(0, 0, 0, "blue", "cube")
BOARD = Scene((MIDDLE, TOP_LEFT, Shape(0, 7, 0, "red", "cube"), Shape(7, 0, 0, "green", "prism")), (4, 4, 7))
TAKE_BLUE = "(event: (action: take) (entity: (color: blue) (type: cube)))"


def said(tree: str, board: Scene = BOARD) -> str:
    """What a user reads when the planner judges `tree` on `board` with a real arm's physics."""
    verdict = judge(read_rcl(tree), board, physics=PHYSICAL)
    assert not verdict.coherent
    return cannot_do(verdict.reason, verdict.problem)


def test_a_description_that_fits_two_shapes_asks_which_one():
    assert said(TAKE_BLUE) == "Which blue cube do you mean? 2 match: at (3,3,0) and (5,5,0)"


def test_the_question_is_worded_as_the_clarifying_question_opens():
    assert said(TAKE_BLUE).startswith(which_question("blue cube"))


def test_an_unclear_landmark_is_asked_about_too():
    put = ("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
           "(relation: above) (entity: (color: blue) (type: cube)))))")
    assert said(put) == "Which blue cube do you mean? 2 match: at (3,3,0) and (5,5,0)"


def test_three_matches_are_listed_in_one_sentence():
    board = Scene(BOARD.shapes + (CORNER,), BOARD.gripper)
    assert said(TAKE_BLUE, board) == "Which blue cube do you mean? 3 match: at (0,0,0), (3,3,0) and (5,5,0)"


def test_what_cannot_be_done_still_says_so():
    assert said("(event: (action: drop) (entity: (type: prism)))").startswith("I cannot do that here: ")
    assert cannot_do("the gripper is already holding the green prism") == \
        "I cannot do that here: the gripper is already holding the green prism"
