"""A shape said by its place in a stack, and a stack said by what it is made of, its height and its top, the way
people say them: with and without articles, fronted or after the verb, terse or chatty, with learners' slips.

Each test reads a command and checks the query the board is asked (its `check` nodes say what RCL cannot).
"""

import pytest

from readings import first_query

ON_A_SHAPE = "(spatial-relation: (relation: above) (entity: (type: cube)))"


@pytest.mark.parametrize("command", [
    "take the blue cube on top",
    "take blue cube on top",  # (no article)
    "pick up the blue one on top",
    "lift the blue block at the top and hold it",
    "grab the blue cube up top",
    "take the blue cube at the very top",
])
def test_the_shape_on_top_is_the_top_one_of_a_stack_not_one_at_the_top_edge(reader, command):
    query = first_query(reader, command)
    assert query.startswith("(event: (action: take) (entity: (color: blue) (type: cube) " + ON_A_SHAPE)
    assert "(check: (kind: free))" in query and "(indicator: front)" not in query


def test_on_top_of_a_shape_is_still_where_it_is(reader):
    assert first_query(reader, "take the cube on top of the red cube") == (
        "(event: (action: take) (entity: (type: cube) (spatial-relation: (relation: above) "
        "(entity: (color: red) (type: cube)))))")


@pytest.mark.parametrize("command, stack", [
    ("From the gray-white stack take the white cube on top", "(color: gray) (color: white) (type: stack)"),
    ("from grey white stack, take white cube on top", "(color: gray) (color: white) (type: stack)"),
    ("From the red tower, lift the white cube", "(color: red) (type: stack)"),
    ("Off the red tower take the white cube", "(color: red) (type: stack)"),
    ("out of the red and white stack take the white cube", "(color: red) (color: white) (type: stack)"),
    ("from the stack with a cyan cube at the bottom pick up the white cube",
     "(type: stack) (check: (kind: bottom) (entity: (color: cyan) (type: cube)))"),
])
def test_a_stack_said_before_the_verb_with_from_is_where_the_shape_is_taken_from(reader, command, stack):
    query = first_query(reader, command)
    assert query.startswith("(event: (action: take) (entity: (color: white) (type: cube) (spatial-relation: "
                            f"(relation: above) (entity: {stack})")


def test_the_stack_taken_from_is_the_one_said_again_after_it(reader):
    query = first_query(reader, "From the tower with the cyan cube on bottom take the blue cube on top and put it "
                                "on the floor one square behind this tower")
    assert query.startswith("(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube) "
                            "(spatial-relation: (relation: above) (entity: (type: stack) (check: (kind: bottom) "
                            "(entity: (color: cyan) (type: cube))))) (check: (kind: free))))")


def landmark(reader, stack: str) -> str:
    """What "put the white cube on STACK" puts it on, as the board is asked (the cheapest complete reading)."""
    query = first_query(reader, f"put the white cube on {stack}")
    return query[query.index("(relation: above) ") + len("(relation: above) "):-3]


TWO_BLUE_HIGH = "(entity: (color: blue) (type: stack) (check: (kind: height) (count: 2)))"


@pytest.mark.parametrize("stack", [
    "the two blue cubes stack",  # (the cubes said before the noun, as a compound)
    "two blue blocks tower",
    "the 2 blue cubes pile",
    "the blue stack of only two",
    "the blue tower of just two",
    "the blue stack of exactly 2",
    "the blue stack of two",
    "the stack of two blue cubes",
    "the blue stack with only two cubes",
    "the blue stack that has two blocks in it",
    "the blue tower which has just 2 cubes",
])
def test_a_stack_said_by_how_many_cubes_make_it(reader, stack):
    assert landmark(reader, stack) == TWO_BLUE_HIGH


def test_cubes_before_a_stack_noun_without_a_count_are_its_colour(reader):
    assert landmark(reader, "the green cubes tower") == "(entity: (color: green) (type: stack))"


def test_a_stack_with_just_one_cube_is_a_cube_on_its_own(reader):
    assert landmark(reader, "the gray stack with just one cube") == (
        "(entity: (color: gray) (type: cube) (check: (kind: height) (count: 1)))")


def test_cubes_said_on_or_beside_a_shape_are_no_height(reader):
    assert landmark(reader, "the stack with two blue cubes on top") == (
        "(entity: (type: stack) (check: (kind: under) (count: 2) (entity: (color: blue) (type: cube))))")
    assert "(kind: height)" not in landmark(reader, "the red cube with two blue cubes next to it")


RED_ON_TOP = "(entity: (type: stack) (check: (kind: under) (entity: (color: red) (type: cube))))"


@pytest.mark.parametrize("stack", [
    "the stack with a red cube on top",
    "the stack with a red cube as its top",
    "the stack with red at the top",
    "the stack capped in red",
    "the tower topped in red",
    "the stack topped by red",
    "the red-capped stack",
    "the stack whose top is red",
])
def test_what_is_on_top_of_a_stack(reader, stack):
    assert landmark(reader, stack) == RED_ON_TOP


@pytest.mark.parametrize("stack", ["the stack with a red cube as the base", "the stack with a red cube as its bottom",
                                   "the stack with a red base", "the stack with red at the bottom"])
def test_what_a_stack_stands_on(reader, stack):
    assert landmark(reader, stack) == "(entity: (type: stack) (check: (kind: bottom) (entity: (color: red) (type: cube))))"


@pytest.mark.parametrize("command", [
    "take the blue cube with a green cube under it",
    "take the blue cube with a green cube underneath it",
    "take the blue cube with a green cube underneath",
    "take the blue cube that has a green cube beneath it",
    "take the blue cube with green below it",
    "take the blue cube with a green one right under it",
    "pick up blue cube which has green cube under it",
])
def test_a_shape_with_another_under_it_stands_on_that_one(reader, command):
    assert first_query(reader, command) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: above) "
        "(entity: (color: green) (type: cube)))))")


def test_a_stack_with_a_cube_underneath_stands_on_it(reader):
    assert landmark(reader, "the stack with a green cube underneath") == (
        "(entity: (type: stack) (check: (kind: bottom) (entity: (color: green) (type: cube))))")


@pytest.mark.parametrize("command", [
    "take the gray pyramid off the stack that has a magenta cube in it",
    "take the gray pyramid off the stack with a magenta block inside it",
    "take the gray pyramid from the tower which has magenta somewhere in it",
    "take gray pyramid from stack that have magenta cube in it",  # (a learner's agreement)
])
def test_a_stack_with_a_shape_in_it_has_that_shape_at_any_height(reader, command):
    assert "(entity: (type: stack) (check: (kind: contains) (entity: (color: magenta) (type: cube))))" in \
        first_query(reader, command)
