"""Places inside groups and squares counted from walls, as people say them, read and found on a board.

    left                                right
    y:   7  6  5  4  3  2  1  0
    x=3  Y  G  G  G  G  G  G  G
    x=2  Y  G  G  G  G  G  G  G      a yellow wall along the left edge and one along the back,
    x=1  Y  G  G  G  G  G  G  G      green cubes filling the rest of rows 1 to 3
    x=0  Y  Y  Y  Y  Y  Y  Y  Y
    (back: the robot's side)
"""

import pytest

from fallback_pcfg.reader.sentences import Sentences
from fallback_pcfg.reader.lexical import Words
from planner import Scene, Shape
from planner.checks import wall_lines
from planner.world import World
from rcl.normalise import normalise
from readings import first, taken_from

WALLED = Scene(tuple([Shape(0, y, 0, "yellow", "cube") for y in range(8)]
                     + [Shape(x, 7, 0, "yellow", "cube") for x in range(1, 4)]
                     + [Shape(x, y, 0, "green", "cube") for x in range(1, 4) for y in range(7)]), (3, 3, 7))


def taken(reader, text: str, scene: Scene = WALLED):
    return taken_from(reader, text, scene)


@pytest.mark.parametrize("text", [
    "pick up the green cube two in from the left wall and two in from the back wall",
    "grab the green cube thats 2 in from the yellow wall at the back and 2 in from the left wall",
    "take the green cube second from the left wall and second from the back wall",
    "grab green cube that is 2nd square from left wall, 2nd square from back wall",
    "pick up the green cube on the second field from the back yellow wall and the second field from the left "
    "yellow wall",
    "take the green block two squares in from the yellow wall on the left and two squares in from the yellow wall "
    "at the back",
    "pick up green cube which is two fields from the left wall and two fields from back wall",
    "pick up the green cube that is the 2nd one in from the left wall and the 2nd one in from the back wall",
    "take the green one 2 in from the left wall, 2 in from the back wall",
    "the green cube counting two in from the back wall and two in from the left wall, pick it up",
])
def test_a_square_counted_in_from_two_walls(reader, text):
    assert taken(reader, text) == (2, 5)


def test_counted_from_the_wall_not_from_the_edge_behind_it(reader):
    # the wall stands on the edge line: "second from the wall" is past it, "second from the edge" is not
    assert taken(reader, "take the green cube in the second row from the back yellow wall, third from the left "
                         "yellow wall") == (2, 4)
    assert taken(reader, "take the green cube second from the yellow wall at the back and third from the yellow "
                         "wall on the left") == (2, 4)
    assert taken(reader, "take the green cube in the second row from the back, third square from the left") == (1, 5)


def test_a_count_from_a_wall_is_one_line_of_the_board():
    grammar = Sentences(Words.of(normalise("two in from the left yellow wall")))
    [line] = [p for p in grammar.from_wall(0) if p.end == 7]
    assert line.value[0].kind == "line" and line.value[0].count == 2 and line.value[0].thing.noun == "wall"


def test_the_lines_past_a_wall_on_an_edge_go_inward_and_either_way_from_one_inside():
    shapes = World(WALLED, extended=True).shapes
    left = [t for t in shapes if t.base[1] == 7]
    back = [t for t in shapes if t.base[0] == 0]
    assert wall_lines(left, 2) == [(1, 5)]
    assert wall_lines(back, 3) == [(0, 3)]
    middle = [t for t in shapes if t.base[0] == 2]
    assert sorted(wall_lines(middle, 1)) == [(0, 1), (0, 3)]


#: Two gray blocks of four (2x2): one at the back right, one at the front left.
BLOCKS = Scene(tuple(Shape(x, y, 0, "gray", "cube") for x in (1, 2) for y in (1, 2))
               + tuple(Shape(x, y, 0, "gray", "cube") for x in (5, 6) for y in (5, 6)), (3, 3, 7))


@pytest.mark.parametrize("text", [
    "pick up the gray cube at the front left corner of the front gray block",
    "pick up the far left corner cube of the far gray block",
    "take the corner cube of the front gray block that is furthest to the left and furthest to the front",
    "pick up the front gray block's front left corner cube",
    "take the front gray block's corner cube which is most left and most to the front",
    "take the gray cube from the corner of the front gray block, the corner which is most left and most far to the "
    "front",
    "take the front left corner block of the gray group farthest from you",
    "pick up the cube at the far left corner of the far gray array",
])
def test_a_corner_of_a_group_said_in_many_ways(reader, text):
    assert taken(reader, text, BLOCKS) == (6, 6)


@pytest.mark.parametrize("text", [
    "the gray block nearest you: take its corner cube closest to you and furthest to the right",
    "in the gray block nearest you take the cube at its back right corner",
    "pick up the gray cube at the corner of the gray block nearest you that is closest to you and furthest right",
])
def test_its_corner_said_after_the_group_is_the_groups_own(reader, text):
    assert taken(reader, text, BLOCKS) == (1, 1)


#: A 3x3 checkerboard of red and blue cubes with a yellow cube on the middle one.
CHECKER = Scene(tuple(Shape(x, y, 0, "red" if (x + y) % 2 == 0 else "blue", "cube") for x in (3, 4, 5)
                      for y in (3, 4, 5)) + (Shape(4, 4, 1, "yellow", "cube"),), (7, 7, 7))
#: A row of red, yellow and red cubes at the back, a green cube just right of it and another far off.
ROW = Scene((Shape(1, 4, 0, "red", "cube"), Shape(1, 3, 0, "yellow", "cube"), Shape(1, 2, 0, "red", "cube"),
             Shape(1, 1, 0, "green", "cube"), Shape(6, 6, 0, "green", "cube")), (7, 7, 7))


@pytest.mark.parametrize("text", [
    "take the blue cube in the middle of the left side of the checkerboard",
    "take the blue cube in the middle of the left side of the red and blue block",
    "see the checkerboard of red and blue blocks? take the blue one in the middle of its left side",
    "take the blue cube at the middle of the left side of the red and blue pattern",
])
def test_the_middle_of_a_side_of_a_group(reader, text):
    assert taken(reader, text, CHECKER) == (4, 5)


@pytest.mark.parametrize("text, square", [
    ("take the red corner block on the far left", (5, 5)),
    ("take the red corner block on the left nearest me", (3, 5)),
    ("take the red corner cube on the right closest to you", (3, 3)),
])
def test_a_corner_block_is_at_a_corner_of_its_group(reader, text, square):
    assert taken(reader, text, CHECKER) == square


@pytest.mark.parametrize("text", [
    "take the green cube at the right end of the red yellow red row",
    "pick up the lone green cube at the right end of the red, yellow and red row",
    "grab the green block on the right end of the red yellow red line",
])
def test_a_shape_of_another_colour_at_the_end_of_a_row_is_next_to_it(reader, text):
    assert taken(reader, text, ROW) == (1, 1)


@pytest.mark.parametrize("text", ["take the cyan cube from the right side wall", "take the cyan cube on the left side wall"])
def test_a_side_wall_is_that_edge(reader, text):
    side = "right" if "right" in text else "left"
    assert f"(entity: (indicator: {side}) (type: edge))" in first(reader, text, query=True)
