"""Groups of touching shapes: a shape named by its place in a group ("the front right corner of the
gray block closer to you", "the right end of the far row").

    front  x=6   .  X  X  .  .  .  .  .     a gray block of four at the front,
           x=5   .  X  X  .  .  .  .  .
           x=2   .  .  .  .  .  X  X  .     and one at the back
    back   x=1   .  .  .  .  .  X  X  .
"""

import pytest

from planner import OFFICIAL, PHYSICAL, judge
from planner.groups import touching
from planner.world import world_of
from rcl import read_rcl
from rcl.model import Branch, Leaf
from boards import board

BLOCKS = board(*(f"gray cube at {x},{y},0" for x in (5, 6) for y in (5, 6)),
               *(f"gray cube at {x},{y},0" for x in (1, 2) for y in (1, 2)))
TAKE = "(event: (action: take) (entity: (indicator: front) (indicator: right) (color: gray) (type: cube)))"


def take(where: str, physics: str = PHYSICAL):
    """Take the front right gray cube of the group `where` says (a check node: not RCL, so not RCL text)."""
    group = Branch("check", (Leaf("kind", "group"), read_rcl(f"(entity: (color: gray) (type: cube){where})")))
    event = read_rcl(TAKE)
    entity = event.get("entity")
    event = event.with_children(tuple(entity.with_children(entity.children + (group,)) if c is entity else c
                                      for c in event.children))
    return judge(event, BLOCKS, physics=physics)


@pytest.mark.parametrize("where, corner", [
    (" (spatial-relation: (relation: nearest) (entity: (type: robot)))", (2, 1)),   # the block closer to you
    (" (indicator: front)", (6, 5)),                                                  # the far block
    (" (spatial-relation: (relation: above) (entity: (indicator: left) (type: edge)))", (6, 5)),
])
def test_a_corner_of_the_group_said_is_the_shape_at_that_corner_of_it(where, corner):
    found = take(where)
    assert found.coherent and found.move.source[:2] == corner


def test_a_group_that_fits_several_groups_is_not_guessed():
    found = take("")
    assert not found.coherent and "2 groups" in found.reason


def test_the_official_planner_knows_no_groups():
    assert not take(" (indicator: front)", physics=OFFICIAL).coherent


def test_shapes_that_touch_side_by_side_or_stacked_are_one_group():
    world = world_of(board("red cube at 0,0,0", "red cube at 0,1,0", "red cube at 0,1,1", "red cube at 3,3,0"),
                     extended=True)
    groups = touching(world.of_type("cube"))
    assert sorted(len(g) for g in groups) == [1, 3]


def test_a_row_named_by_its_colours_is_the_group_that_has_them_all():
    row = board("red cube at 3,4,0", "yellow cube at 3,3,0", "red cube at 3,2,0", "green cube at 3,1,0",
                *(f"green cube at {x},7,0" for x in range(8)), "blue prism at 6,6,0")
    group = Branch("check", (Leaf("kind", "group"), read_rcl(
        "(entity: (color: red) (color: yellow) (color: red) (color: green) (type: cube))")))
    left_end = read_rcl("(entity: (indicator: leftmost) (type: cube))")
    left_end = left_end.with_children(left_end.children + (group,))
    move = read_rcl("(event: (action: move) (entity: (color: blue) (type: prism)) (destination: (spatial-relation: "
                    "(relation: left) (entity: (type: cube)))))")
    destination = move.get("destination")
    relation = destination.get("spatial-relation")
    move = move.with_children(tuple(
        destination.with_children((relation.with_children((relation.children[0], left_end)),)) if c is destination
        else c for c in move.children))
    found = judge(move, row, physics=PHYSICAL)
    assert found.coherent and found.move.target[:2] == (3, 5)


def test_the_middle_of_a_row_is_the_one_with_as_many_on_each_side():
    row = board("blue cube at 2,2,0", "blue cube at 2,3,0", "blue cube at 2,4,0", "blue cube at 6,6,0")
    group = Branch("check", (Leaf("kind", "group"), read_rcl("(entity: (color: blue) (type: cube))")))
    middle = Branch("check", (Leaf("kind", "middle"),))
    take = read_rcl("(event: (action: take) (entity: (color: blue) (type: cube)))")
    entity = take.get("entity")
    take = take.with_children((take.children[0], entity.with_children(entity.children + (group, middle))))
    found = judge(take, row, physics=PHYSICAL)
    assert found.coherent and found.move.source == (2, 3, 0)


def test_the_long_wall_is_the_largest_group():
    walls = board(*(f"gray cube at {x},4,0" for x in range(6)), "gray cube at 7,0,0", "gray cube at 7,1,0")
    group = Branch("check", (Leaf("kind", "group"), Branch("entity", (
        Leaf("color", "gray"), Leaf("type", "cube"), Branch("check", (Leaf("kind", "tallest"),))))))
    take = read_rcl("(event: (action: take) (entity: (indicator: front) (color: gray) (type: cube)))")
    entity = take.get("entity")
    take = take.with_children((take.children[0], entity.with_children(entity.children + (group,))))
    found = judge(take, walls, physics=PHYSICAL)
    assert found.coherent and found.move.source == (5, 4, 0)


def test_a_count_said_of_a_group_is_how_many_squares_it_covers():
    # "the left end of the row of three blue cubes": not the pair of blue cubes by the edge
    rows = board("blue cube at 3,3,0", "blue cube at 3,4,0", "blue cube at 3,5,0", "blue cube at 6,5,0",
                 "blue cube at 6,6,0", "yellow cube at 6,6,1")
    def left_end(count: str):
        group = Branch("check", (Leaf("kind", "group"), *([Leaf("count", count)] if count else []),
                                 read_rcl("(entity: (color: blue) (type: cube))")))
        take = read_rcl("(event: (action: take) (entity: (indicator: left) (color: blue) (type: cube)))")
        entity = take.get("entity")
        return judge(take.with_children((take.children[0], entity.with_children(entity.children + (group,)))),
                     rows, physics=PHYSICAL)
    assert left_end("3").move.source == (3, 5, 0)
    assert not left_end("").coherent  # two groups of blue cubes: which one?
    assert not left_end("4").coherent
