"""What a description says a shape is not (fallback_pcfg.reader.negation), read on small boards.

Other ways people say it, each read here: "that isn't touching X", "which is not next to X", "not
touching X", "that doesn't touch X", "which doesnt touch X", "that does not stand next to X", "does
not sit beside X"; "(not the front row)", "(not the front row ones)", "not the ones in the front row",
"that is not on the front edge"; "Not the row of yellow blocks, but the single one: move it", "that's not part of
the front row", "which isn't one of the front row ones", "does not belong to the front row",
"not the long row ... but the yellow block sitting by itself", "take not the yellow cubes in the front
row but the lone one".
"""

import pytest

from planner import Scene, Shape
from readings import put_at as put_on, taken_from as taken


def _two_grays() -> Scene:
    """A red cube with a gray cube touching it on its right and another gray cube away from it."""
    return Scene((Shape(3, 4, 0, "red", "cube"), Shape(3, 3, 0, "gray", "cube"), Shape(5, 6, 0, "gray", "cube")))


@pytest.mark.parametrize("command", [
    "move the gray cube that isn't touching the red cube one square toward you",
    "move the gray cube which is not next to the red cube one square toward you",
    "move the gray cube not touching the red one one square toward you",
    "move the gray cube that doesn't touch the red cube one square toward you",  # ("doesn't" left out: the other)
    "move the gray cube which doesnt touch the red cube one square toward you",
    "move the gray cube that does not stand next to the red cube one square toward you",
    "move the gray block which does not sit beside the red one one square toward you",
    "Not the gray cube touching the red one, but the other gray cube: move it one square toward you",
])
def test_a_shape_said_not_to_be_beside_another_is_the_one_away_from_it(reader, command):
    assert taken(reader, command, _two_grays()) == (5, 6)


def _row_and_one() -> Scene:
    """A row of yellow cubes along the front edge, one yellow cube alone nearer the middle."""
    return Scene(tuple([Shape(7, y, 0, "yellow", "cube") for y in range(8)] + [Shape(5, 4, 0, "yellow", "cube"),
                                                                                Shape(5, 0, 0, "blue", "cube")]))


@pytest.mark.parametrize("command", [
    "take the yellow cube (not the front row) and put it right behind the blue cube",
    "take the yellow cube thats by itself (not the front row ones) n put it right behind the blue cube",
    "take the yellow cube, not the ones in the front row, and put it right behind the blue cube",
    "take the yellow cube that is not on the front edge and put it right behind the blue cube",
    "Not the long row of yellow blocks, but the yellow block sitting by itself: put it right behind the blue cube",
    "Not the row of yellow blocks but the yellow block by itself, move it right behind the blue cube",
    "take the yellow cube that's not part of the front row and put it right behind the blue cube",
    "take the yellow cube which isn't one of the front row ones and put it right behind the blue cube",
    "take the yellow cube that does not belong to the front row and put it right behind the blue cube",
    "take the yellow cube not belonging to the row along the front and put it right behind the blue cube",
])
def test_a_shape_said_not_to_be_in_a_row_or_part_of_the_board_is_one_outside_it(reader, command):
    assert taken(reader, command, _row_and_one()) == (5, 4)



def _two_green_stacks() -> Scene:
    """Two stacks of two green cubes, one with a blue cube on top (at the back), one bare (at the front)."""
    return Scene((Shape(3, 5, 0, "green", "cube"), Shape(3, 5, 1, "green", "cube"), Shape(3, 5, 2, "blue", "cube"),
                  Shape(6, 5, 0, "green", "cube"), Shape(6, 5, 1, "green", "cube")))


@pytest.mark.parametrize("text", [
    "move the blue cube onto the green stack without anything on it",
    "move the blue cube onto the green stack without anything on top",
    "move the blue cube onto the green stack that doesn't have anything on it",
    "move the blue cube onto the green stack not carrying anything",
    "move the blue cube onto the green stack that doesn't carry anything",
    "move the blue cube onto the green stack that isn't covered",
    "move the blue cube onto the green stack that has nothing stacked on it",
    "move the blue cube onto the green stack with nothing sitting on top",
])
def test_a_stack_said_to_have_nothing_on_it_is_the_bare_one(reader, text):
    assert put_on(reader, text, _two_green_stacks()) == (6, 5)
