"""A shape said by a line of a block of shapes: "the right cube of the front row of the yellow block", "the
right end of the yellow block's front row", "in the yellow block, the second from the left in the back line",
read and found on a board. The line is the block's (its shapes farthest that way), not the board's, and not a
group of its own.

    left                      right
    y:   7  6  5  4  3  2  1  0
    x=6  .  .  Y  Y  Y  Y  .  .      a yellow 2x4 block at the front,
    x=5  .  .  Y  Y  Y  Y  .  .
    x=2  .  .  C  C  C  C  .  .      a cyan 2x4 block at the back
    x=1  .  .  C  C  C  C  .  .
    (back: the robot's side)

Other ways people say it, all read here: the line before or after the block ("the front row of the yellow
group", "the yellow block's front row"), with "of", "in" or "'s", a line of any noun ("row", "line", "column"),
its side said as front/back/near/far, the shape as "the right cube", "the right end", "the leftmost one",
"the second from the left", with a topic said first ("In the yellow slab, ...") and with fillers ("um", "uh").
"""

import pytest

from fallback_pcfg.reader.meaning import Check, Thing
from fallback_pcfg.reader.parts import part_of
from planner import Scene, Shape
from readings import taken_from

BLOCKS = Scene(tuple(Shape(x, y, 0, colour, "cube") for x, colour in ((1, "cyan"), (2, "cyan"), (5, "yellow"),
                                                                     (6, "yellow")) for y in (2, 3, 4, 5)), (7, 7, 7))


@pytest.mark.parametrize("text,square", [
    ("take the right cube of the front row of the yellow group", (6, 2)),  # engineer
    ("take the cube at the right end of the yellow block's front row", (6, 2)),
    ("take the second cube from the left in the yellow block's back line", (5, 4)),
    ("grab the third cube from the left in the cyan block's front row", (2, 3)),  # counted along the line
    ("take the cyan cube at the left end of the cyan block's back line", (1, 5)),
    ("from the yellow block's left column take the front one", (6, 5)),  # a column, said before the verb
    ("Please could you take the yellow block's back-row cube on the far right?", (5, 2)),  # chatty visitor
])
def test_a_shape_of_a_line_of_a_block_is_told_by_the_line_then_its_own_words(reader, text, square):
    assert taken_from(reader, text, BLOCKS) == square


@pytest.mark.parametrize("text,square", [
    ("In the big yellow block, take the cube at the right end of the back line", (5, 2)),  # teacher
    ("in the yellow patch grab the right one of the near row", (5, 2)),  # the near row is the robot's side
    ("In the yellow slab, pick up the second cube from the right in the front line", (6, 3)),
    ("um in the yellow block uh take the left cube in the back row", (5, 5)),  # dictation
    ("in da yellow block take the right 1 in the front row", (6, 2)),  # phone
    ("pick up the leftmost one in the far row of the yellow patch", (6, 5)),
    ("pick up the cube on the right end of the back row of the yellow block", (5, 2)),
    ("take the back cube in the right column of the cyan group", (1, 2)),
])
def test_a_line_said_in_a_block_said_first_is_that_blocks_line(reader, text, square):
    assert taken_from(reader, text, BLOCKS) == square


def test_a_shape_of_a_line_of_a_block_is_a_shape_of_the_block_with_the_lines_side_first():
    block = Thing("cube", colours=["yellow"], noun="block")
    line = Thing("cube", colours=["yellow"], indicators=["front"], checks=[Check("group", block)], noun="row")
    right = part_of(Thing("cube", indicators=["right"]), line)
    assert right.indicators == ["front", "right"] and right.checks == [Check("group", block)]
    second = Thing("cube", indicators=["left"], ordinal=2)  # an ordinal counts from the side said first
    assert part_of(second, line).indicators == ["left", "front"]


def test_a_line_said_bare_in_a_block_said_first_is_the_blocks():
    block = Thing("cube", colours=["yellow"], noun="block")
    end = Thing("cube", indicators=["right"], checks=[Check("group", Thing("cube", indicators=["back"]))])
    one = part_of(end, block)
    assert one.indicators == ["back", "right"]
    assert [c.thing.colours for c in one.checks] == [["yellow"]]


@pytest.mark.parametrize("text,square", [
    ("Cyan block, front-left cube: pick it up", (2, 5)),  # a note: the block, then a shape of it
    ("back row of the yellow block, 2nd cube from the right: take it", (5, 3)),
    ("Yellow block, back row: take the rightmost cube", (5, 2)),  # the block, then a line of it, then the command
    ("yellow slab, front line: grab the 2nd cube from the left", (6, 4)),
    ("Yellow block, far row, second cube from left: pick it up", (6, 4)),  # block, line, shape, then the verb
])
def test_a_block_and_a_part_of_it_said_as_a_heading_name_that_part(reader, text, square):
    assert taken_from(reader, text, BLOCKS) == square
