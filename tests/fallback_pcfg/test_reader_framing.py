"""Chatty and teacherly framing: a sentence that sets the scene and points ("Find the stack with a red cube
on top, the one between ...", "In the back row, find ...", "Over on the right you'll find ..."), then the
command that points back at what it named ("Take that red cube").

The ways people say it, all read the same:
- the pointing verb: find, look for, look at, see, can you see, check out, you'll find, you will see;
- what it points at said again after a comma: "the stack with a red cube on top, the one between X and Y";
- where it is said first, set off by a comma or before "you'll find": "In the back row, find ...",
  "On the left edge, can you see ...", "In the back row you will see ...";
- a group said first: "In the row of red cubes, find the one with a pyramid on top" (one of those cubes).
"""

import pytest

from readings import first_query as first

#: The red cube on the stack between the tallest stack and the one with the yellow pyramid.
BETWEEN = "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (relation: above) (entity: " \
    "(type: stack) (spatial-relation: (relation: between) (entity: (type: stack) (check: (kind: tallest))) (entity: " \
    "(type: stack) (check: (kind: under) (entity: (color: yellow) (type: prism)))))))))"


@pytest.mark.parametrize("pointing", [
    "Find the stack with a red cube on top, the one between the tallest stack and the stack with the yellow pyramid.",
    "Find the stack with a red cube on top, the one standing between the tallest stack and the stack with the "
    "yellow pyramid.",
    "Look for the stack with the red cube on top, the one between the tallest stack and the stack with the yellow "
    "pyramid.",
    "See the stack with a red cube on top, the one between the tallest stack and the stack with the yellow pyramid?",
    "Check out the stack with a red cube on top, the one between the tallest stack and the stack with the yellow "
    "pyramid.",
])
def test_a_thing_pointed_at_and_said_again_is_what_that_points_back_to(reader, pointing):
    # "stack" in "the tallest stack" is a noun, no verb of the arm: the pointing sentence goes on past the comma
    for command in ("Lift that red cube off.", "Take that red cube.", "Could you pick up that red cube?"):
        assert first(reader, f"{pointing} {command}") == BETWEEN


#: The red cube on a stack in the back row.
IN_BACK_ROW = "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (relation: above) " \
    "(entity: (type: stack) (spatial-relation: (relation: above) (entity: (indicator: back) (type: edge)))))))"


@pytest.mark.parametrize("pointing", [
    "In the back row, find the stack with a red cube on top.",
    "In the back row, look for the stack with a red cube on top.",
    "In the back row, can you see the stack with a red cube on top?",
    "In the back row you will see a stack with a red cube on top.",
    "In the back row you'll find a stack with a red cube on top.",
    "Along the back edge, find the stack with a red cube on top.",
])
def test_where_a_pointing_sentence_looks_is_said_of_what_it_points_at(reader, pointing):
    assert first(reader, f"{pointing} Take that red cube.") == IN_BACK_ROW


def test_a_group_said_before_pointing_is_what_one_is_one_of(reader):
    # "the one" is one of the red cubes of that row, and the pyramid is the one on it
    assert first(reader, "In the row of red cubes, find the one with a pyramid on top. Take that pyramid.") == (
        "(event: (action: take) (entity: (type: prism) (spatial-relation: (relation: above) (entity: (color: red) "
        "(type: cube) (check: (kind: group) (entity: (color: red) (type: cube)))))))")


#: The yellow pyramid put on the blue cube.
ON_BLUE = "(event: (action: move) (entity: (color: yellow) (type: prism)) (destination: (spatial-relation: " \
    "(relation: above) (entity: (color: blue) (type: cube)))))"


@pytest.mark.parametrize("said", [
    # suggestions
    "How about putting the yellow pyramid on the blue cube?",
    "What about putting the yellow pyramid on the blue cube?",
    "Why don't you put the yellow pyramid on the blue cube?",
    "Why not put the yellow pyramid on the blue cube?",
    "You might want to put the yellow pyramid on the blue cube.",
    "Do me a favour and put the yellow pyramid on the blue cube.",
    # wishes: the result wished for
    "I'd like to have the yellow pyramid on the blue cube.",
    "I want to see the yellow pyramid on the blue cube.",
    "I would like to see the yellow pyramid on the blue cube, please.",
    "What I want is the yellow pyramid on the blue cube.",
    "What I'd like is the yellow pyramid on the blue cube.",
    "I'd like the yellow pyramid on the blue cube.",
    # when and if
    "Put the yellow pyramid on the blue cube when you get a chance.",
    "Put the yellow pyramid on the blue cube whenever you're ready.",
    # an interjection set off by a comma says no side
    "Right, put the yellow pyramid on the blue cube.",
    "Right, now put the yellow pyramid on the blue cube.",
    "Good, put the yellow pyramid on the blue cube.",
    "Fine, put the yellow pyramid on the blue cube.",
])
def test_a_suggestion_a_wish_or_an_interjection_frames_the_command(reader, said):
    assert first(reader, said) == ON_BLUE


def test_right_before_no_verb_is_still_a_side(reader):
    # only before a verb of the arm is a "Right," that opens a sentence an interjection
    assert first(reader, "Yellow pyramid: right, two squares.") == (
        "(event: (action: move) (entity: (color: yellow) (type: prism)) (destination: (spatial-relation: (measure: "
        "(entity: (cardinal: 2) (type: tile))) (relation: right))))")


@pytest.mark.parametrize("said", [
    "There are two yellow shapes. Take the pointy one.",
    "See the two yellow things? Take the pointy one.",
    "There are two yellow pieces. Take the pyramid.",
    "Two yellow shapes are in the middle. Take the pointy one.",
])
def test_a_kind_of_shape_after_several_shapes_is_one_of_them(reader, said):
    # "the pointy one" of the two yellow shapes: the yellow pyramid, not any pyramid
    assert first(reader, said) == "(event: (action: take) (entity: (color: yellow) (type: prism)))"


@pytest.mark.parametrize("said", [
    "I'm after the yellow pyramid. Put it on the blue cube.",
    "I'm looking for the yellow pyramid. Put it on the blue cube.",
    "The one I want is the yellow pyramid. Put it on the blue cube.",
    "The one I mean is the yellow pyramid. Put it on the blue cube.",
    "There are two yellow pieces; the one I mean is the pyramid. Put it on the blue cube.",
    "There are two yellow pieces, and I'm after the pointy one. Put it on the blue cube.",
    "See the two yellow pieces? It's the pointy one I want. Put it on the blue cube.",
])
def test_the_shape_the_speaker_is_after_is_what_it_means(reader, said):
    assert first(reader, said) == ON_BLUE


@pytest.mark.parametrize("said", [
    "You've got a red block! Put it on the blue cube.",
    "Oh nice, you've got a red block! Put it on the blue cube.",
    "Great, you have a red block. Now put it on the blue cube.",
    "Okay, you're holding a red block. Put it on the blue cube.",
])
def test_what_the_gripper_holds_may_be_said_after_an_interjection(reader, said):
    # the held block is put down (a drop), not a block taken from the board
    assert first(reader, said) == "(event: (action: drop) (entity: (color: red) (type: cube)) (destination: " \
        "(spatial-relation: (relation: above) (entity: (color: blue) (type: cube)))))"


@pytest.mark.parametrize("said", [
    "Put the yellow pyramid piece on the blue cube.",
    "Put the yellow pyramid-shaped piece on the blue cube.",
    "Put the yellow pyramid thingy on the blue cube.",
    "Put the yellow pointed piece on the blue cube.",
    "Put the yellow triangle thing on the blue cube.",
    "Put the yellow pyramid on the blue cube-shaped piece.",
    "Put the yellow pyramid on the blue square piece.",
    "Put the yellow pyramid thing on the blue block thing.",
])
def test_a_kind_of_shape_before_a_word_for_any_piece_says_its_kind(reader, said):
    # "the pyramid piece": a piece that is a pyramid; "the cube-shaped piece": a cube
    assert first(reader, said) == ON_BLUE
