"""Questions about the board are recognised by their form, and commands never are."""

import pytest

from rcl.app.board_questions import (CHECK, COLOUR, COUNT, EXISTS, HELD, LIST, RELATED, UNDER, UNREAD, WHERE,
                                     read_board_question)
from rcl.normalise import normalise


@pytest.mark.parametrize("text, kind, subject", [
    ("where is the red cube?", WHERE, "the red cube"),
    ("Where's the grey pyramid", WHERE, "the gray pyramid"),
    ("where can I find the green block", WHERE, "the green block"),
    ("could you tell me where the red cube is", WHERE, "the red cube"),
    ("how many green blocks are there?", COUNT, "green blocks"),
    ("How many cubes do you see on the board in total?", COUNT, "cubes"),
    ("is there a grey pyramid?", EXISTS, "a gray pyramid"),
    ("are there any blue blocks on the table?", EXISTS, "any blue blocks"),
    ("do you see a red cube", EXISTS, "a red cube"),
    ("tell me if there is a red cube", EXISTS, "a red cube"),
    ("what are you holding?", HELD, ""),
    ("what is in the gripper", HELD, ""),
    ("What do you have in your hand?", HELD, ""),
    ("is the gripper empty", HELD, ""),
    ("are you holding the red cube?", HELD, "the red cube"),
    ("where is the one you are holding?", HELD, ""),
    ("which cubes are red", LIST, "cubes red"),
    ("which block is on the blue cube", LIST, "block on the blue cube"),
    ("what is the leftmost cube?", LIST, "the leftmost cube"),
    ("what is there on the board?", LIST, ""),
    ("which cube is nearest to you", LIST, "cube nearest to robot"),
    ("what colour is the cube on the blue cube", COLOUR, "the cube on the blue cube"),
    ("is the red cube on the blue cube?", CHECK, "the red cube on the blue cube"),
    ("why?", UNREAD, ""),
    ("wher is the red cube", WHERE, "the red cube"),  # a typo in the question word
    ("so where did the red cube go?", WHERE, "the red cube"),
])
def test_a_question_is_read_by_its_form(text, kind, subject):
    question = read_board_question(normalise(text))
    assert (question.kind, " ".join(question.subject)) == (kind, subject)


@pytest.mark.parametrize("text, relation, subject", [
    ("what is on the blue cube?", "above", "the blue cube"),
    ("What's on top of the red block", "above", "the red block"),
    ("what is under it", UNDER, "it"),
    ("what is beneath the red cube", UNDER, "the red cube"),
    ("what is left of the white cube", "left", "the white cube"),
    ("what is next to the white cube", "adjacent", "the white cube"),
    ("what is in the top left corner", "within", "the top left corner"),
    ("what is the red cube on?", UNDER, "the red cube"),
])
def test_what_stands_in_a_relation_to_something(text, relation, subject):
    question = read_board_question(normalise(text))
    assert (question.kind, question.relation, " ".join(question.subject)) == (RELATED, relation, subject)


@pytest.mark.parametrize("text", [
    "pick up the red cube", "put it on the blue one", "take another one", "let go",
    "move the red block which is on the blue block to the top left corner", "place the pyramid there",
])
def test_a_command_is_not_a_question(text):
    assert read_board_question(normalise(text)) is None


@pytest.mark.parametrize("text", [
    "There are two blue cubes on the board. Please move the one farther away from you three squares left.",
    "See the red block with a gray cap on top? Please move that cap onto the blue block.",
    "there is a red cube on the left",  # a statement, without its question mark
])
def test_a_sentence_that_points_before_a_command_is_not_a_question(text):
    assert read_board_question(normalise(text)) is None


@pytest.mark.parametrize("text", [
    "How about putting the red cube on the blue one?", "Why don't you move the red cube left?",
    "Why not stack the red cube on the blue one?", "What I want is the red cube on the blue one.",
])
def test_a_suggestion_or_a_wish_asks_for_an_act_not_about_the_board(text):
    assert read_board_question(normalise(text)) is None


def test_what_about_a_shape_is_still_a_question():
    assert read_board_question(normalise("what about the red cube?")) is not None


def test_there_is_asks_with_its_question_mark():
    assert read_board_question(normalise("there is a red cube?")).kind == "exists"


@pytest.mark.parametrize("text", ["what?", "why", "who are you", "how do you work"])
def test_a_question_of_no_known_form_is_still_no_command(text):
    assert read_board_question(normalise(text)).kind == UNREAD


@pytest.mark.treebank
def test_no_treebank_command_is_read_as_a_question(treebank):
    asked = [c.text for c in treebank.split("all") if read_board_question(normalise(c.text)) is not None]
    assert asked == []


def test_a_stated_question_with_a_request_after_it_is_a_command():
    assert read_board_question(normalise("There are two green blocks - could you pick up the right one?")) is None
    assert read_board_question(normalise("There's one gap in the red wall, can you fill it in with the red block?")) \
        is None  # (a verb of the arm the lexicon has no action word of)
    assert read_board_question(normalise("there are two blue cubes?")).kind == "exists"
    assert read_board_question(normalise("there is a red cube, can you see it?")) is not None
