"""How an answer words what the planner would not do: a description that fits several shapes is
unclear, not impossible, so it is put as the question it is."""

from planner import PHYSICAL, Scene, Shape, judge
from rcl.app.answer import Answer, Attempt, cannot_do, which_question
from rcl.app.conversation import Conversation
from rcl.app.systems import SystemOptions, make_system
from rcl.candidate import Candidate
from rcl.normalise import normalise
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


def test_a_held_shape_that_cannot_go_where_it_was_told_says_where_not_that_the_gripper_is_full():
    # "Place held gray cube on the rear gray block": read once as a move of a gray cube on the board (which a
    # full gripper cannot make), and as carrying the held one to a place that is not there: the place is the news
    system = make_system("pcfg", SystemOptions(physics=PHYSICAL))
    board = Scene((Shape(6, 6, 0, "gray", "cube"), Shape(0, 3, 0, "gray", "cube"), Shape(0, 4, 0, "gray", "cube"),
                   Shape(5, 3, 0, "blue", "cube"), Shape(5, 3, 1, "red", "cube")), (0, 0, 7))
    conversation = Conversation(system, board)
    assert conversation.say("pick up the gray cube at the front right").done
    turn = conversation.say("Place held gray cube on the rear gray block, on the cube immediately left of the "
                            "red-topped stack.")
    system.close()
    assert not turn.done and turn.message.startswith("I cannot do that here: where to put it: there is no back gray "
                                                     "cube on the cube left of the stack")


def test_an_answer_is_fully_read_only_when_a_reading_that_used_every_word_it_knows_was_taken_or_judged():
    verdict = judge(read_rcl(TAKE_BLUE), BOARD, physics=PHYSICAL)  # two blue cubes: it names several
    whole = Attempt(Candidate(read_rcl(TAKE_BLUE), "grammar"), False, verdict.reason, verdict.problem)
    assert Answer(normalise("take the blue cube"), "pcfg", attempts=(whole,)).fully_read
    spare = Candidate(read_rcl(TAKE_BLUE), "grammar", 1, dropped=("alone",), spare=True)
    answer = Answer(normalise("take the blue cube alone"), "pcfg",
                    attempts=(Attempt(spare, False, verdict.reason, verdict.problem),))
    assert answer.judged is not None and not answer.fully_read  # (its message still says what the board met)
    assert answer.message.startswith("Which blue cube do you mean?")


def test_words_nobody_knows_and_known_words_left_out_are_both_said():
    # "Lovely" may be mere noise: the known words no reading could fit say more of what went wrong
    left_out = Candidate(read_rcl(TAKE_BLUE), "grammar", dropped=("beside", "tower"))
    answer = Answer(normalise("Lovely, take the blue cube beside the tower"), "pcfg",
                    attempts=(Attempt(left_out, False, "it leaves out words"),))
    assert answer.message == ("I could not understand 'Lovely, take the blue cube beside the tower': I do not know "
                              "the word 'Lovely', and I know 'beside', 'tower' but could not fit them into the command "
                              "(try saying it another way)")
