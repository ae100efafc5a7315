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
from planner.grounding import ground
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



def check(kind: str, entity: Branch | None = None) -> Branch:
    """A check node (not RCL: the reader's query for the board)."""
    return Branch("check", (Leaf("kind", kind),) + ((entity,) if entity is not None else ()))


def described(text: str, *more: Branch) -> Branch:
    """The entity `text` says, with the check nodes `more`."""
    entity = read_rcl(text)
    return entity.with_children(entity.children + more)


def take_of(entity: Branch) -> Branch:
    return Branch("event", (Leaf("action", "take"), entity))


def test_the_inner_line_of_a_block_two_lines_deep_is_the_line_nearer_the_middle():
    # two lines of red cubes side by side along the left edge are one group; "the inner line" is the one
    # nearer the middle, "the second from the front" is counted in it
    lines = board(*(f"red cube at {x},{y},0" for x in range(8) for y in (6, 7)))
    for kind, line in (("inner", 6), ("outer", 7)):
        group = check("group", described("(entity: (color: red) (type: cube))", check(kind)))
        member = described("(entity: (ordinal: 2) (indicator: front) (color: red) (type: cube))", group, check(kind))
        found = judge(take_of(member), lines, physics=PHYSICAL)
        assert found.coherent and found.move.source == (6, line, 0)


def test_the_inner_of_two_rows_apart_is_the_group_nearer_the_middle():
    rows = board(*(f"red cube at {x},{y},0" for x in (0, 2) for y in range(2, 6)))
    group = check("group", described("(entity: (color: red) (type: cube))", check("inner")))
    found = judge(take_of(described("(entity: (indicator: left) (color: red) (type: cube))", group)), rows,
                  physics=PHYSICAL)
    assert found.move.source == (2, 5, 0)


def test_a_stack_of_a_group_is_one_of_its_columns():
    # "the third stack from the far end of the gray wall" when each wears a red pyramid
    wall = board(*(f"gray cube at {x},4,{z}" for x in range(8) for z in (0, 1)),
                 *(f"red prism at {x},4,2" for x in range(8)), "gray cube at 3,0,0", "gray cube at 4,0,0")
    group = check("group", described("(entity: (color: gray) (type: cube))", check("tallest")))
    stack = described("(entity: (ordinal: 3) (indicator: front) (type: stack))", group)
    prism = read_rcl("(entity: (color: red) (type: prism))")
    on_it = Branch("spatial-relation", (Leaf("relation", "above"), stack))
    found = judge(take_of(prism.with_children(prism.children + (on_it,))), wall, physics=PHYSICAL)
    assert found.coherent and found.move.source == (5, 4, 2)


def test_a_stack_of_a_shape_is_the_stack_it_stands_in():
    # "against the other red block's stack": the gray stack the red cube tops (not a red stack)
    two = board("gray cube at 3,4,0", "red cube at 3,4,1", "gray cube at 6,4,0", "red cube at 6,4,1",
                "blue cube at 0,0,0")
    other = described("(entity: (color: red) (type: cube))",
                      check("not", read_rcl("(entity: (indicator: front) (color: red) (type: cube))")))
    stack = described("(entity: (type: stack))", check("group", other))
    beside = Branch("destination", (Branch("spatial-relation", (Leaf("relation", "left"), stack)),))
    found = judge(Branch("event", (Leaf("action", "move"), read_rcl("(entity: (color: blue) (type: cube))"),
                                   beside)), two, physics=PHYSICAL)
    assert found.coherent and found.move.target == (3, 5, 0)


def test_the_end_of_a_row_is_the_end_of_the_whole_row():
    # "the right end of the row, the one beside the yellow cube": the end of the row, which must be beside
    # it; not the rightmost of those beside a green cube when the end is not
    row = board("gray cube at 1,5,0", "green cube at 1,4,0", "gray cube at 1,3,0", "yellow cube at 1,2,0",
                "gray cube at 1,1,0")
    group = check("group", read_rcl("(entity: (indicator: back) (type: cube))"))

    def right_end_beside(colour: str):
        beside = read_rcl(f"(spatial-relation: (relation: adjacent) (entity: (color: {colour}) (type: cube)))")
        return judge(take_of(described("(entity: (indicator: right) (type: cube))", beside, group)), row,
                     physics=PHYSICAL)
    assert right_end_beside("yellow").move.source == (1, 1, 0)
    assert not right_end_beside("green").coherent


def test_a_corner_of_a_group_has_neighbours_on_two_sides_at_most():
    # a block of three by three: "the corner nearest you, on the right" is its back right corner
    block = board(*(f"{'red' if (x + y) % 2 == 0 else 'blue'} cube at {x},{y},0" for x in (3, 4, 5) for y in (3, 4, 5)))
    group = check("group", read_rcl("(entity: (color: red) (color: blue) (type: cube))"))
    nearest = read_rcl("(spatial-relation: (relation: nearest) (entity: (type: robot)))")
    corner = described("(entity: (indicator: right) (color: red) (type: cube))", nearest, group, check("corner"))
    assert judge(take_of(corner), block, physics=PHYSICAL).move.source == (3, 3, 0)
    middle = described("(entity: (color: blue) (type: cube))", group, check("corner"))
    assert not judge(take_of(middle), block, physics=PHYSICAL).coherent  # the blue ones are mid-side


def test_a_shape_some_squares_apart_from_another_is_in_its_line():
    row = board(*(f"red cube at 0,{y},0" for y in range(8)), "gray prism at 0,0,1", "red cube at 2,0,0")
    apart = check("apart", read_rcl("(entity: (type: cube) (spatial-relation: (relation: above) (entity: (indicator: "
                                    "right) (type: edge))))"))
    apart = apart.with_children(apart.children[:1] + (Leaf("count", "2"),) + apart.children[1:])
    found = judge(take_of(described("(entity: (color: red) (type: cube) (spatial-relation: (relation: above) "
                                    "(entity: (indicator: back) (type: edge))))", apart)), row, physics=PHYSICAL)
    assert found.coherent and found.move.source == (0, 2, 0)


def test_the_last_of_a_line_is_at_either_end_and_not_counting_a_stack_leaves_its_shapes_out():
    line = board(*(f"cyan cube at {x},0,0" for x in range(8)), "red cube at 7,0,1")
    cyan = "(entity: (color: cyan) (type: cube))"
    ends = [t.shape.cell for t in ground_all(described(cyan, check("end")), line)]
    assert sorted(ends) == [(0, 0, 0), (7, 0, 0)]
    corner_stack = read_rcl("(entity: (type: stack) (spatial-relation: (relation: within) (entity: (indicator: front) "
                            "(indicator: right) (type: corner))))")
    second = described("(entity: (ordinal: 2) (indicator: front) (color: cyan) (type: cube))", check("not", corner_stack))
    assert judge(take_of(second), line, physics=PHYSICAL).move.source == (5, 0, 0)


def ground_all(entity: Branch, scene) -> list:
    return ground(entity, world_of(scene, extended=True))


def test_a_bare_not_after_a_count_is_said_of_the_one_counted():
    # "third from the left (not the one with red on it)": counted with the red-topped one, which it is not;
    # "not counting" it would count without it
    row = board(*(f"yellow cube at 5,{y},0" for y in (2, 3, 4, 5)), "red cube at 5,5,1")
    topped = described("(entity: (type: cube))", check("under", read_rcl("(entity: (color: red) (type: cube))")))
    third = "(entity: (ordinal: 3) (indicator: left) (color: yellow) (type: cube))"
    assert judge(take_of(described(third, check("isnt", topped))), row, physics=PHYSICAL).move.source == (5, 3, 0)
    assert judge(take_of(described(third, check("not", topped))), row, physics=PHYSICAL).move.source == (5, 2, 0)


def test_a_group_on_a_side_of_the_board_is_the_one_farthest_that_way():
    # "the red wall on the right side": the wall along the right edge, not the row along the back whose right
    # end is in that half too
    walls = board(*(f"red cube at {x},0,0" for x in range(1, 5)), *(f"red cube at 0,{y},0" for y in range(1, 7)))
    half = check("half", read_rcl("(entity: (indicator: right) (type: edge))"))
    group = check("group", described("(entity: (color: red) (type: cube))", half))
    found = judge(take_of(described("(entity: (indicator: front) (color: red) (type: cube))", group)), walls,
                  physics=PHYSICAL)
    assert found.coherent and found.move.source == (4, 0, 0)


#: Two rows of pyramids on the floor, the one nearer the robot at x=1 (y 3-6) and one at x=5, a blue one at
#: each row's left end (y=6).
PYRAMID_ROWS = board(*(f"{colour} prism at {x},{y},0" for x in (1, 5)
                       for y, colour in ((3, "red"), (4, "green"), (5, "white"), (6, "blue"))))


def test_a_group_of_shapes_said_with_no_kind_may_be_of_pyramids():
    """"the blue pyramid at the left end of the row near you": the reader says the row's kind as `shape`."""
    group = Branch("check", (Leaf("kind", "group"), Branch("entity", (Leaf("indicator", "back"),
                                                                    Leaf("type", "shape")))))
    event = read_rcl("(event: (action: take) (entity: (indicator: left) (color: blue) (type: prism)))")
    entity = event.get("entity")
    event = event.with_children(tuple(entity.with_children(entity.children + (group,)) if c is entity else c
                                      for c in event.children))
    found = judge(event, PYRAMID_ROWS, physics=PHYSICAL)
    assert found.coherent and found.move.source[:2] == (1, 6)



def test_a_row_lies_on_several_squares_not_in_one_stack():
    # "the blue cube at the left end of the far row": the far stack in the corner is no row, the line of shapes is
    rows = board("white cube at 7,7,0", "white cube at 7,7,1", "blue cube at 7,7,2", "blue cube at 5,6,0",
                 "gray cube at 5,5,0", "blue cube at 5,4,0", "blue cube at 2,6,0", "gray cube at 2,5,0",
                 "blue cube at 2,4,0", "white cube at 7,0,0", "white cube at 7,0,1", gripper=(4, 4, 7))
    far_row = Branch("check", (Leaf("kind", "group"), read_rcl("(entity: (indicator: front) (type: cube))")))
    left_end = read_rcl("(entity: (indicator: left) (color: blue) (type: cube))")
    left_end = left_end.with_children(left_end.children + (far_row,))
    assert [t.cell for t in ground(left_end, world_of(rows, extended=True))] == [(5, 6, 0)]


#: Red cubes all round the board's edges: one group that bends at each corner.
RING = board(*(f"red cube at {x},{y},0" for x in range(8) for y in range(8) if x in (0, 7) or y in (0, 7)))


@pytest.mark.parametrize("side, square", [("right", (6, 0)), ("left", (6, 7))])
def test_a_side_of_a_group_that_bends_is_its_straight_part_along_that_side(side, square):
    # "the second cube of the right wall from the front": counted along that wall, not round the ring
    group = read_rcl(f"(entity: (indicator: {side}) (color: red) (type: cube))")
    event = read_rcl("(event: (action: take) (entity: (ordinal: 2) (indicator: front) (color: red) (type: cube)))")
    entity = event.get("entity")
    entity = entity.with_children(entity.children + (Branch("check", (Leaf("kind", "group"), group)),))
    found = judge(event.with_children((event.children[0], entity)), RING, physics=PHYSICAL)
    assert found.coherent and found.move.source[:2] == square
