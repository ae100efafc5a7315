"""Commands written as an engineer's notes, as the command reader reads them: a shape's place now said bare
between the shape and an arrow ("Red cube: back-left corner -> front-left corner"), a corner square beside
a shape said by its two sides ("diagonally front-left of X", "the cube front-left of X"), a stack named by
its colours and its base ("the G/G/B stack with the white base cube").

For each construction, the other ways people say it are listed and read alike."""

import pytest

from readings import first_query as first

BACK_LEFT = "(relation: within) (entity: (indicator: back) (indicator: left) (type: corner))"
TO_FRONT_LEFT = "(destination: (spatial-relation: (relation: within) (entity: (indicator: front) (indicator: left) " \
    "(type: corner))))"


@pytest.mark.parametrize("text", [
    "Red cube: back-left corner -> front-left corner.",
    "Red cube: back-left corner to front-left corner.",
    "Red cube back-left corner -> front-left corner",
    "red cube back left corner to the front left corner",
    "Red cube, back-left corner -> front-left corner.",
    "Move the red cube back-left corner to the front-left corner.",
    "red cube from back-left corner -> front-left corner",       # said with its preposition, as before
    "Move the red cube in the back-left corner to the front-left corner.",
])
def test_a_place_said_bare_before_where_a_shape_goes_is_where_it_is(reader, text):
    found = first(reader, text)
    assert f"(type: cube) (spatial-relation: {BACK_LEFT}))" in found and found.endswith(TO_FRONT_LEFT + ")")


@pytest.mark.parametrize("text, now, goes", [
    ("Red cube: left edge -> right edge.", "(indicator: left) (type: edge)", "(indicator: right) (type: edge)"),
    ("Green cube: back row -> front row.", "(indicator: back) (type: edge)", "(indicator: front) (type: edge)"),
])
def test_an_edge_or_a_row_said_bare_is_where_the_shape_is_too(reader, text, now, goes):
    found = first(reader, text)
    assert f"(relation: above) (entity: {now}))) (destination:" in found and goes in found


def test_a_place_said_bare_with_nothing_after_it_is_still_where_the_shape_goes(reader):
    assert first(reader, "Red cube -> front-left corner.").endswith(TO_FRONT_LEFT + ")")


def corner_square(forward: str, side: str, mark: str) -> str:
    """One square `forward` of the square one square `side` of `mark`: the corner square of the two."""
    return (f"(measure: (entity: (cardinal: 1) (type: tile))) (relation: {forward}) (entity: (type: tile) "
            f"(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: {side}) {mark}))")


BLUE = "(entity: (color: blue) (type: cube))"


@pytest.mark.parametrize("text", [
    "Put the green cube diagonally front-left of the blue cube.",
    "Put the green cube diagonally to the front left of the blue cube.",
    "put the green cube diagonally front left from the blue cube",
    "Put the green cube front-left of the blue cube.",
    "Put the green cube to the front left of the blue cube.",
    "green cube -> front-left of the blue cube",
])
def test_a_corner_square_said_by_a_front_and_a_side(reader, text):
    assert corner_square("forward", "left", BLUE) in first(reader, text)


def test_the_two_sides_of_a_corner_square_may_come_in_either_order(reader):
    assert corner_square("left", "forward", BLUE) in first(reader, "Put the green cube diagonally left-front of the blue cube.")
    assert corner_square("backward", "right", BLUE) in first(reader, "put the green cube back right of the blue cube")


def test_a_shape_said_by_its_corner_square(reader):
    tower = "(entity: (color: green) (type: stack))"
    assert corner_square("forward", "right", tower) in first(reader, "Take the gray cube front-right of the green tower.")
    assert corner_square("forward", "left", tower) in first(
        reader, "Take the gray cube diagonally front-left of the green tower.")


def test_one_side_alone_is_no_corner_square(reader):
    assert first(reader, "Put the green cube left of the blue cube.").endswith(
        f"(destination: (spatial-relation: (relation: left) {BLUE})))")


WHITE_BASE = "(check: (kind: bottom) (entity: (color: white) (type: cube)))"


@pytest.mark.parametrize("text", [
    "Drop the yellow pyramid onto the G/G/B stack with the white base cube.",
    "put the yellow pyramid on the green/green/blue stack with a white base block",
    "put the yellow pyramid on the G/G/B stack with the white base",
    "put the yellow pyramid on the G/G/B stack with the white cube at the bottom",
])
def test_a_stack_said_with_its_base_cube(reader, text):
    assert WHITE_BASE in first(reader, text)
