"""A shape said by what stands under it, all of it or its count ("the blue cube with only one cyan under it",
"with two cyans under it"), a tower by the shape at its bottom ("the tower with the turquoise block at its
bottom"), a shape said to have nothing on top, a stack said to have a shape somewhere in it ("the tall tower w red
in the middle"), and the cubes counted under a top of another colour ("a tower of two gray cubes with two white cubes
on top"): the ways people say them, terse and chatty, with learners' slips and fillers, on a small board.
"""

import pytest

from planner import Scene, Shape
from readings import first_query, put_at, taken_from


def _cyan_stacks() -> Scene:
    """A blue cube on the floor, one on a single cyan cube, one on two cyan cubes, and a cyan cube alone."""
    return Scene((Shape(2, 5, 0, "blue", "cube"),
                  Shape(4, 3, 0, "cyan", "cube"), Shape(4, 3, 1, "blue", "cube"),
                  Shape(4, 5, 0, "cyan", "cube"), Shape(4, 5, 1, "cyan", "cube"), Shape(4, 5, 2, "blue", "cube"),
                  Shape(2, 3, 0, "cyan", "cube")))


@pytest.mark.parametrize("command", [
    "take the blue cube with only one cyan under it",
    "take the blue cube that has just one cyan cube below it",
    "pick up the blue block with only a single turquoise block underneath it",  # (a single: one)
    "grab the blue one that has only one cube beneath it",
    "lift the blue cube with just one cube under it and hold it",
    "uh take the um blue cube with only one cyan under it",  # (dictation, fillers)
    "take blue cube with only one cyan under it",  # (no article)
    "pls grab the blue w only 1 cyan under it",  # (teen on a phone)
])
def test_a_shape_with_only_one_under_it_stands_on_one_shape_on_the_floor(reader, command):
    assert taken_from(reader, command, _cyan_stacks()) == (4, 3)


@pytest.mark.parametrize("command", [
    "take the blue cube with two cyans under it",
    "take the blue cube that has two cyan cubes under it",
    "take the blue block with just two turquoise blocks beneath it",
    "grab the blue one w 2 cyans under it",
    "Please take the blue cube that has only two cyan cubes under it.",
])
def test_a_shape_with_two_under_it_stands_on_a_stack_of_them(reader, command):
    assert taken_from(reader, command, _cyan_stacks()) == (4, 5)


def test_only_two_under_it_is_that_many_and_no_more(reader):
    query = first_query(reader, "take the blue cube with only two cyans under it")
    assert "(check: (kind: bottom) (count: 2) (entity: (color: cyan) (type: cube))) (check: (kind: height) " \
           "(count: 2))" in query


@pytest.mark.parametrize("command", [
    "take the blue cube off the tower with the cyan cube at its bottom",
    "take the blue block off the top of the tower with the turquoise block at its bottom",
    "take the blue cube from the stack that has a cyan cube at its base",
    "take the blue cube off the tower with a cyan block on its bottom",
    "take the blue cube off the stack with the cyan cube at the bottom of it",
])
def test_a_tower_said_by_the_shape_at_its_bottom(reader, command):
    query = first_query(reader, command)
    assert "(type: stack) (check: (kind: bottom) (entity: (color: cyan) (type: cube)))" in query, command


@pytest.mark.parametrize("command", [
    "take the cyan cube with nothing on top",
    "take the cyan cube that has nothing on top",
    "grab the cyan block with nothing on top of it",
    "take the cyan cube, nothing on top",
    "take the cyan cube that has nothing stacked on it",
    "ok so grab the cyan block which has nothing sitting on top",
])
def test_nothing_on_top_is_a_free_shape_not_the_top_one_of_a_stack(reader, command):
    assert taken_from(reader, command, _cyan_stacks()) == (2, 3)


@pytest.mark.parametrize("command", [
    "take the blue cube off the stack that has a cyan cube in it",
    "take the blue cube off the tower with a cyan block somewhere in it",
    "take the blue cube off the pile which has cyan inside it",
])
def test_a_stack_with_a_shape_somewhere_in_it(reader, command):
    assert "(type: stack) (check: (kind: contains) (entity: (color: cyan)" in first_query(reader, command), command


WHITE_BASE = "(type: stack) (check: (kind: bottom) (entity: (color: white) (type: cube)))"
GRAY_TOP = "(type: stack) (check: (kind: under) (entity: (color: gray) (type: cube)))"


@pytest.mark.parametrize("command, stack", [
    ("take the gray cube off the stack that starts with white", WHITE_BASE),
    ("take the gray cube off the tower beginning with a white cube", WHITE_BASE),
    ("grab the gray off the stack which begins with a white block", WHITE_BASE),
    ("take the gray cube off the stack starting with white", WHITE_BASE),
    ("take the gray cube off the stack that ends in gray", GRAY_TOP),
    ("take the gray cube off the stack that ends with a gray cube", GRAY_TOP),
    ("take the gray cube off the tower ending with gray", GRAY_TOP),
    ("take the gray cube off the stack with a gray cube as its cap", GRAY_TOP),
])
def test_a_stack_said_by_what_it_starts_or_ends_with(reader, command, stack):
    assert stack in first_query(reader, command), command


@pytest.mark.parametrize("command", [
    "take the cyan cube that isn't under anything",
    "take the cyan cube that is not under another cube",
    "grab the cyan block that isn't carrying anything",
    "take the cyan cube that is not covered by anything",
    "pick up the cyan one not supporting any block",
    "take the cyan cube which doesn't hold anything up",
    "the cyan cube that's not under any other cube, pick it up",  # (the shape said first)
])
def test_a_shape_not_under_anything_has_nothing_on_it(reader, command):
    assert taken_from(reader, command, _cyan_stacks()) == (2, 3)


@pytest.mark.parametrize("command", [
    "take the blue cube that is not on anything",
    "take the blue cube that isn't sitting on top of another cube",
    "grab the blue block not on any cube",
    "take the blue one which is not standing on anything",
])
def test_a_shape_not_on_anything_stands_on_the_floor(reader, command):
    assert taken_from(reader, command, _cyan_stacks()) == (2, 5)


def _gray_and_white_towers() -> Scene:
    """Two gray cubes under two white ones in the middle, a gray stack of two beside them, a white cube alone."""
    return Scene((Shape(3, 4, 0, "gray", "cube"), Shape(3, 4, 1, "gray", "cube"), Shape(3, 4, 2, "white", "cube"),
                  Shape(3, 4, 3, "white", "cube"), Shape(4, 4, 0, "gray", "cube"), Shape(4, 4, 1, "gray", "cube"),
                  Shape(1, 1, 0, "white", "cube")), (5, 5, 7))


@pytest.mark.parametrize("command", [
    "In the middle of the board stands a tower of two gray cubes with two white cubes on top. Take the top white "
    "cube from that tower.",
    "take the top white cube off the stack of two gray cubes with two white cubes on top",
])
def test_the_cubes_counted_under_a_top_of_another_colour_are_its_lowest(reader, command):
    assert taken_from(reader, command, _gray_and_white_towers()) == (3, 4)


def _towers_with_red_inside() -> Scene:
    """A green, green, red and blue tower, a green, green and blue one, and two green cubes under a yellow one."""
    return Scene((Shape(3, 3, 0, "green", "cube"), Shape(3, 3, 1, "green", "cube"), Shape(3, 3, 2, "red", "cube"),
                  Shape(3, 3, 3, "blue", "cube"), Shape(4, 6, 0, "green", "cube"), Shape(4, 6, 1, "green", "cube"),
                  Shape(4, 6, 2, "blue", "cube"), Shape(6, 2, 0, "green", "cube"), Shape(6, 2, 1, "green", "cube"),
                  Shape(6, 2, 2, "yellow", "cube")), (5, 5, 7))


@pytest.mark.parametrize("command", [
    "yellow cube on top of the 2 greens -> floor on the right side of the tall tower w red in the middle",
    "Pick yellow cube from the top of green stack and put it on floor, directly right side of the highest tower (the "
    "one with red cube in middle).",
])
def test_a_stack_with_a_colour_in_the_middle_has_it_somewhere_inside(reader, command):
    assert put_at(reader, command, _towers_with_red_inside()) == (3, 2)
