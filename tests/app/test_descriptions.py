"""Descriptions in questions about the board: words read with the concept lexicon, found by the
planner's grounding."""

import pytest

from planner import Scene, Shape
from rcl.app.descriptions import DescriptionError, read_description
from rcl.normalise import normalise

RED_ON_BLUE, BLUE = Shape(6, 4, 1, "red", "cube"), Shape(6, 4, 0, "blue", "cube")
RED, WHITE = Shape(2, 6, 0, "red", "cube"), Shape(3, 4, 0, "white", "cube")
LEFT_GREEN, RIGHT_GREEN = Shape(5, 5, 0, "green", "cube"), Shape(5, 2, 0, "green", "cube")
YELLOW = Shape(1, 2, 0, "yellow", "prism")
BOARD = Scene((RED_ON_BLUE, BLUE, RED, WHITE, LEFT_GREEN, RIGHT_GREEN, YELLOW), (4, 4, 7))


def found(words: str) -> set[Shape]:
    return set(read_description(normalise(words).words).find(BOARD))


@pytest.mark.parametrize("words, shapes", [
    ("the red cube", {RED, RED_ON_BLUE}),
    ("crimson blocks", {RED, RED_ON_BLUE}),               # the lexicon's words, plural
    ("the red one on the blue cube", {RED_ON_BLUE}),       # a relation the planner grounds
    ("the leftmost green cube", {LEFT_GREEN}),
    ("the second green cube from the left", {RIGHT_GREEN}),
    ("the cube nearest to the robot", {RED}),
    ("the pyramid", {YELLOW}),
    ("green things", {LEFT_GREEN, RIGHT_GREEN}),           # a word for any shape: cubes and prisms
    ("", set(BOARD.shapes)),
    ("the magenta cube", set()),
])
def test_words_describe_the_shapes_the_planner_finds(words, shapes):
    assert found(words) == shapes


def test_words_for_any_shape_read_as_a_cube_and_as_a_prism_and_are_described_so():
    description = read_description(("the", "red", "ones"))
    assert [e.value_of("type") for e in description.entities] == ["cube", "prism"]
    assert description.plural and description.noun() == "red shapes"


def test_unknown_words_are_left_out_and_listed():
    description = read_description(normalise("the shiny red cube").words)
    assert description.unknown == ("shiny",) and set(description.find(BOARD)) == {RED, RED_ON_BLUE}


def test_a_description_that_missed_offers_the_shapes_the_planner_finds_closest():
    description = read_description(normalise("the green pyramid").words)
    assert description.find(BOARD) == [] and YELLOW in description.closest(BOARD)


def test_a_place_is_no_shape_unless_a_place_is_asked_for():
    with pytest.raises(DescriptionError, match="not a corner"):
        read_description(normalise("the top left corner").words)
    corner = read_description(normalise("the top left corner").words, place=True)
    assert not corner.names_shapes and corner.noun() == "front left corner"
