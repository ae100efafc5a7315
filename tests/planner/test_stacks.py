"""Stacks as people see them, in the physical mode: a shape put "on top of the taller stack" goes on the whole
column, "the blue cube off the red, green and blue tower" is its own top, "the stack with two blue cubes on
top", "with two red cubes at the bottom", "the stack with the flat top".

    front  x=7   .  .  .  .  .  .  .  .
           x=3   .  .  .  .  .  CCB RGB .     cyan, cyan, blue (3,2); red, green, blue (3,1)
           x=2   .  .  .  .  .  RRp  .  .     red, red, green prism (2,2)
    back   x=0   W  .  .  .  .  .  GBB .      white cube (0,7); green, blue, blue (0,1)
"""

from planner import PHYSICAL, DirectMove, judge
from planner.grounding import ground
from planner.world import World
from rcl import read_rcl
from rcl.model import Branch, Leaf
from boards import board

BOARD = board("cyan cube at 3,2,0", "cyan cube at 3,2,1", "blue cube at 3,2,2", "red cube at 3,1,0",
              "green cube at 3,1,1", "blue cube at 3,1,2", "red cube at 2,2,0", "red cube at 2,2,1",
              "green prism at 2,2,2", "white cube at 0,7,0", "green cube at 0,1,0", "blue cube at 0,1,1",
              "blue cube at 0,1,2", gripper=(4, 4, 7))
WORLD = World(BOARD, extended=True)


def move_white_onto(landmark: str):
    tree = read_rcl(f"(event: (action: move) (entity: (color: white) (type: cube)) (destination: "
                    f"(spatial-relation: (relation: above) {landmark})))")
    return judge(tree, BOARD, physics=PHYSICAL)


def checked(kind: str, count: int | None = None, entity: str | None = None) -> Branch:
    parts = [Leaf("kind", kind)] + ([Leaf("count", str(count))] if count else []) + (
        [read_rcl(entity)] if entity else [])
    return Branch("check", tuple(parts))


def stacks_with(*checks: Branch) -> list[tuple[int, int]]:
    """The squares of the whole stacks (not without their tops) the checks leave."""
    entity = Branch("entity", (Leaf("type", "stack"),) + checks)
    return sorted({t.base for t in ground(entity, WORLD) if not t.headless})


def test_a_shape_put_on_a_stack_goes_on_top_of_its_whole_column():
    # "the cyan stack" is the column's cyan part, which a blue cube tops: the white cube goes on the blue one
    assert move_white_onto("(entity: (color: cyan) (type: stack))").move == DirectMove((0, 7, 0), (3, 2, 3))
    # a pyramid on top holds nothing up: the place is taken
    red = move_white_onto("(entity: (color: red) (type: stack))")
    assert not red.coherent and "already taken by the green prism" in red.reason


def test_a_shape_said_to_be_on_a_whole_stack_is_its_top():
    tower = "(entity: (color: red) (color: green) (color: blue) (type: stack))"
    blue = read_rcl(f"(entity: (color: blue) (type: cube) (spatial-relation: (relation: above) {tower}))")
    assert [t.cell for t in ground(blue, WORLD)] == [(3, 1, 2)]


def test_what_the_top_or_the_bottom_of_a_stack_is_made_of_by_count():
    assert stacks_with(checked("under", 2, "(entity: (color: blue) (type: cube))")) == [(0, 1)]
    assert stacks_with(checked("bottom", 2, "(entity: (color: red) (type: cube))")) == [(2, 2)]


def test_a_flat_top_or_a_bare_stack_has_no_pyramid_on_it():
    assert stacks_with(checked("flat")) == [(0, 1), (3, 1), (3, 2)]
    assert stacks_with(checked("free")) == [(0, 1), (3, 1), (3, 2)]


def test_counting_from_the_end_of_a_row_of_stacks_counts_the_end_one_first():
    # "the 3rd stack from the far end of the wall": the end is one of the stacks counted
    row = board(*(f"gray cube at {x},4,0" for x in range(4)), *(f"gray cube at {x},4,1" for x in range(4)),
                *(f"red prism at {x},4,2" for x in range(4)), gripper=(5, 5, 7))
    end = read_rcl("(entity: (indicator: front) (color: gray) (type: cube))")
    counted = Branch("check", (Leaf("kind", "counted"), Leaf("count", "3"), end))
    stacks = Branch("entity", (Leaf("type", "stack"), counted))
    found = {t.base for t in ground(stacks, World(row, extended=True))}
    assert found == {(1, 4)}  # the third from the front end: (3,4), (2,4), (1,4)


def test_the_other_words_choose_before_a_height_or_the_tallest_does():
    # "the short red stack with the blue block on top", "the tower of two red cubes with a blue cube on top":
    # red, red at (1,1) is shorter, but only red, red, blue at (1,5) has a blue top
    reds = World(board("red cube at 1,1,0", "red cube at 1,1,1", "red cube at 1,5,0", "red cube at 1,5,1",
                       "blue cube at 1,5,2"), extended=True)
    blue_top = checked("under", None, "(entity: (color: blue) (type: cube))")
    short = Branch("entity", (Leaf("color", "red"), Leaf("type", "stack"), checked("shortest"), blue_top))
    assert {t.base for t in ground(short, reds)} == {(1, 5)}
    two_high = Branch("entity", (Leaf("color", "red"), Leaf("type", "stack"), checked("height", 2), blue_top))
    assert {t.base for t in ground(two_high, reds)} == {(1, 5)}


def test_a_shape_of_a_stack_left_out_is_none_of_those_counted():
    # "the red cubes, not counting the red, green and blue stack"
    tower = "(entity: (color: red) (color: green) (color: blue) (type: stack))"
    red = Branch("entity", (Leaf("color", "red"), Leaf("type", "cube"), checked("not", None, tower)))
    assert sorted(t.cell for t in ground(red, WORLD)) == [(2, 2, 0), (2, 2, 1)]


def test_a_place_beside_a_shape_with_a_hat_on_it():
    # "just left of the red block with a gray hat": what stands on a landmark does not matter beside it (of
    # the two, the one at the left edge has no square on its left)
    hats = board("red cube at 1,7,0", "gray prism at 1,7,1", "red cube at 5,3,0", "gray prism at 5,3,1",
                 "white cube at 0,0,0")
    tree = read_rcl("(event: (action: move) (entity: (color: white) (type: cube)) (destination: "
                    "(spatial-relation: (relation: left) (entity: (color: red) (type: cube)))))")
    assert judge(tree, hats, physics=PHYSICAL).move == DirectMove((0, 0, 0), (5, 4, 0))


def test_a_stack_and_itself_without_its_top_name_the_shape_beside_them_once():
    # "the single blue cube right of the B-B stack" with a square between: the nearest in that line, once
    row = board("blue cube at 1,5,0", "blue cube at 1,5,1", "blue cube at 1,3,0", gripper=(3, 3, 7))
    right = read_rcl("(entity: (color: blue) (type: cube) (spatial-relation: (relation: right) (entity: (color: blue) "
                     "(color: blue) (type: stack))))")
    assert [t.cell for t in ground(right, World(row, extended=True))] == [(1, 3, 0)]


def test_the_second_tallest_stack():
    steps = World(board("red cube at 1,1,0", "red cube at 1,1,1", "red cube at 1,1,2", "blue cube at 1,3,0",
                        "blue cube at 1,3,1", "green cube at 1,5,0", "green cube at 1,5,1", "green cube at 1,5,2",
                        "green cube at 1,5,3"), extended=True)
    second = Branch("entity", (Leaf("type", "stack"), checked("tallest", 2)))
    assert {t.base for t in ground(second, steps) if not t.headless} == {(1, 1)}
