"""Grounding: which things of a board an RCL entity denotes (PLANNER-NOTES.md, section 2).

The board used by most tests, seen from the front (x = 7 at the bottom, y = 7 on the left):

    back   x=0   Gc .  .  .  .  .  .  RRb     G = green cube (0,7,0) alone in the back-left corner
           x=3   .  .  .  B  Y  .  .  .       R R b = two red cubes and a blue prism, back-right corner
           x=5   .  .  .  .  .  .  .  B       yellow (3,3,0) and blue (3,4,0) cubes in the middle
    front  x=7   W  .  .  .  .  g  .  .       blue cube on the right edge, green prism on the front edge
"""

import pytest

from planner import IncoherentError, World, ground
from planner.grounding import available
from boards import board

BOARD = board("red cube at 0,0,0", "red cube at 0,0,1", "blue prism at 0,0,2", "green cube at 0,7,0",
              "yellow cube at 3,3,0", "blue cube at 3,4,0", "white cube at 7,7,0", "green prism at 7,2,0",
              "blue cube at 5,0,0", gripper=(4, 4, 7))
WORLD = World(BOARD)
EXTENDED = World(BOARD, extended=True)


def cells(entity: str, world=WORLD, context=None):
    """The cells (or names) of what an entity denotes, sorted."""
    from rcl import read_rcl
    things = ground(read_rcl(entity), world, context=context)
    return sorted(t.cell if t.shape is not None else t.describe() for t in things)


# --- types and colours -----------------------------------------------------------

def test_type_and_colour_pick_shapes():
    assert cells("(entity: (color: red) (type: cube))") == [(0, 0, 0), (0, 0, 1)]
    assert cells("(entity: (type: prism))") == [(0, 0, 2), (7, 2, 0)]
    assert cells("(entity: (color: magenta) (type: cube))") == []


def test_two_colours_match_no_single_shape():
    assert cells("(entity: (color: red) (color: blue) (type: cube))") == []


def test_stack_colour_is_the_set_of_its_colours():
    # The column red, red, blue prism is a full stack {red, blue} and a headless stack {red}.
    assert cells("(entity: (color: red) (color: blue) (type: stack))") == ["blue/red stack at (0,0)"]
    assert cells("(entity: (color: red) (type: stack))") == ["red stack without its top at (0,0)"]
    assert cells("(entity: (color: red) (type: cube-group))") == ["red stack without its top at (0,0)"]


def test_regions_tiles_and_rows_denote_nothing():
    for type in ("region", "tile", "row", "reference"):
        assert cells(f"(entity: (type: {type}))") == []


# --- indicators ------------------------------------------------------------------

def test_leftmost_and_rightmost_compare_columns():
    assert cells("(entity: (indicator: leftmost) (color: blue) (type: cube))") == [(3, 4, 0)]
    assert cells("(entity: (indicator: right) (color: blue) (type: cube))") == [(5, 0, 0)]


def test_extremes_keep_ties():
    assert cells("(entity: (indicator: left) (type: cube))") == [(0, 7, 0), (7, 7, 0)]


def test_nearest_indicator_means_nearest_the_robot():
    assert cells("(entity: (indicator: nearest) (color: blue) (type: cube))") == [(3, 4, 0)]


def test_individual_means_alone_on_the_board():
    assert cells("(entity: (indicator: individual) (color: red) (type: cube))") == []
    assert cells("(entity: (indicator: individual) (color: green) (type: cube))") == [(0, 7, 0)]


def test_front_back_centre_on_a_shape_remove_it():
    assert cells("(entity: (indicator: front) (color: white) (type: cube))") == []
    assert cells("(entity: (indicator: center) (color: yellow) (type: cube))") == []


def test_corners_and_edges_by_side():
    assert cells("(entity: (indicator: back) (indicator: left) (type: corner))") == ["back-left corner"]
    assert cells("(entity: (indicator: front) (type: corner))") == ["front-left corner", "front-right corner"]
    assert cells("(entity: (indicator: front) (type: edge))") == ["front edge"]


def test_two_post_indicators_are_an_error():
    with pytest.raises(IncoherentError, match="two position words"):
        cells("(entity: (indicator: left) (indicator: nearest) (type: cube))")


# --- relations --------------------------------------------------------------------

def rel(relation: str, landmark: str, what: str = "(type: cube)") -> str:
    return f"(entity: {what} (spatial-relation: (relation: {relation}) (entity: {landmark})))"


def test_above_a_shape_is_the_cell_on_top():
    assert cells(rel("above", "(color: red) (type: cube)", "(type: prism)")) == [(0, 0, 2)]
    assert cells(rel("above", "(type: board)")) == [(0, 0, 0), (0, 7, 0), (3, 3, 0), (3, 4, 0), (5, 0, 0), (7, 7, 0)]


def test_above_a_stack_is_on_its_top():
    # Only the headless red stack has a shape directly on its top: the blue prism.
    assert cells(rel("above", "(color: red) (type: stack)", "(type: prism)")) == [(0, 0, 2)]
    assert cells(rel("above", "(color: red) (color: blue) (type: stack)", "(type: prism)")) == []


def test_nothing_is_nearest_to_itself():
    # "the cube nearest to the yellow cube" is another cube: the blue one beside it, not the yellow one
    assert cells(rel("nearest", "(color: yellow) (type: cube)")) == [(3, 4, 0)]


def test_corners_edges_and_within():
    assert cells(rel("within", "(type: corner)")) == [(0, 0, 0), (0, 0, 1), (0, 7, 0), (7, 7, 0)]
    assert cells(rel("above", "(indicator: right) (type: edge)")) == [(0, 0, 0), (0, 0, 1), (5, 0, 0)]
    assert cells(rel("within", "(color: yellow) (type: cube)")) == []


def test_a_row_with_none_on_its_edge_is_the_row_nearest_that_side():
    # "the blue cube in the back row": no blue cube stands on the back edge, so, as people say it of the
    # shapes they see, the ones nearest the back; the organisers' planner finds none
    blue_cube = "(color: blue) (type: cube)"
    assert cells(rel("above", "(indicator: back) (type: edge)", blue_cube), EXTENDED) == [(3, 4, 0)]
    assert cells(rel("within", "(indicator: front) (type: edge)", blue_cube), EXTENDED) == [(5, 0, 0)]
    assert cells(rel("above", "(indicator: back) (type: edge)", blue_cube)) == []


def test_left_right_front_adjacent_use_base_cells():
    assert cells(rel("left", "(color: yellow) (type: cube)")) == [(3, 4, 0)]
    assert cells(rel("right", "(color: blue) (type: cube)")) == [(3, 3, 0)]
    assert cells(rel("adjacent", "(color: yellow) (type: cube)")) == [(3, 4, 0)]
    assert cells(rel("adjacent", "(indicator: front) (type: edge)")) == [(7, 7, 0)]
    assert cells(rel("front", "(color: yellow) (type: cube)")) == []


def test_next_to_cubes_said_in_the_plural_is_next_to_any_one_of_the_group_they_make():
    wall = board("white cube at 3,0,0", "white cube at 3,1,0", "white cube at 4,1,0", "green cube at 2,0,0",
                 "green cube at 5,1,0", "green cube at 0,5,0", "white cube at 7,7,0", "white cube at 0,6,0")
    beside_white = rel("adjacent", "(color: white) (type: cube-group)", "(color: green) (type: cube)")
    assert cells(beside_white, World(wall, extended=True)) == [(2, 0, 0), (5, 1, 0)]  # not by the lone ones
    assert cells(beside_white, World(wall)) == []  # the organisers': stacks only
    scattered = board("white cube at 3,0,0", "white cube at 7,7,0", "green cube at 2,0,0")
    assert cells(beside_white, World(scattered, extended=True)) == []  # no one thing to be beside


def test_region_under_above_becomes_an_extreme():
    assert cells(rel("above", "(indicator: left) (type: region)")) == [(0, 7, 0), (7, 7, 0)]
    assert cells(rel("above", "(indicator: center) (type: region)")) == [(3, 3, 0), (3, 4, 0)]
    with pytest.raises(IncoherentError):
        cells(rel("above", "(indicator: front) (type: region)"))
    with pytest.raises(IncoherentError, match="without saying which"):
        cells(rel("above", "(type: region)"))


def test_nearest_to_a_landmark_an_edge_or_the_centre():
    assert cells(rel("nearest", "(color: white) (type: cube)", "(color: blue) (type: cube)")) == [(3, 4, 0)]
    assert cells(rel("nearest", "(indicator: back) (type: edge)", "(color: blue) (type: cube)")) == [(3, 4, 0)]
    assert cells(rel("nearest", "(indicator: center) (type: region)", "(type: prism)")) == [(7, 2, 0)]
    assert cells(rel("nearest", "(type: corner)", "(color: red) (type: cube)")) == [(0, 0, 0), (0, 0, 1)]


def test_a_bare_measure_inside_an_entity_is_ignored():
    entity = "(entity: (color: white) (type: cube) (spatial-relation: (measure: (entity: (cardinal: 2) (type: tile)))))"
    assert cells(entity) == [(7, 7, 0)]


def test_cardinals_and_ordinals():
    assert cells("(entity: (cardinal: 1) (color: white) (type: cube))") == [(7, 7, 0)]
    with pytest.raises(IncoherentError, match="one shape at a time"):
        cells("(entity: (cardinal: 2) (color: red) (type: cube))")
    with pytest.raises(IncoherentError, match="ordinals"):
        cells("(entity: (ordinal: 2) (color: red) (type: cube))")      # the organisers' planner gave up
    # A world that reads RCL as people mean it (the physical mode) counts from the side named.
    assert cells("(entity: (ordinal: 2) (indicator: left) (type: cube))", EXTENDED) == [(3, 4, 0)]  # y = 7, then 4
    assert cells("(entity: (ordinal: 2) (indicator: right) (color: blue) (type: cube))", EXTENDED) == [(3, 4, 0)]
    assert cells("(entity: (ordinal: 1) (indicator: front) (type: cube))", EXTENDED) == [(7, 7, 0)]
    assert cells("(entity: (ordinal: 8) (type: cube))", EXTENDED) == []


def test_front_and_back_pick_the_farthest_and_nearest_shapes_in_an_extended_world():
    assert cells("(entity: (indicator: front) (color: blue) (type: cube))") == []       # the organisers' rules
    assert cells("(entity: (indicator: front) (color: blue) (type: cube))", EXTENDED) == [(5, 0, 0)]
    assert cells("(entity: (indicator: back) (color: blue) (type: cube))", EXTENDED) == [(3, 4, 0)]


def checked(entity: str, kind: str, other: str | None = None, count: int | None = None):
    """`entity` with a check node (not RCL, so not written as RCL text): what a reader may ground."""
    from rcl import read_rcl
    from rcl.model import Branch, Leaf
    parts = [Leaf("kind", kind)] + ([Leaf("count", str(count))] if count else []) + \
        ([read_rcl(other)] if other else [])
    node = read_rcl(entity)
    return node.with_children(node.children + (Branch("check", tuple(parts)),))


def grounded(node, world=EXTENDED):
    things = ground(node, world)
    return sorted(t.cell if t.shape is not None else t.describe() for t in things)


def test_what_rcl_cannot_say_is_checked_on_the_board():
    red, prism = "(entity: (color: red) (type: cube))", "(entity: (type: prism))"
    assert grounded(checked(red, "under", prism)) == [(0, 0, 1)]           # the red cube with a prism on top
    assert grounded(checked(red, "free")) == []
    assert grounded(checked("(entity: (type: cube))", "height", count=3)) == [(0, 0, 0), (0, 0, 1)]
    assert grounded(checked(prism, "bottom", red)) == [(0, 0, 2)]          # the prism on the red-based column
    assert grounded(checked(prism, "not", "(entity: (color: blue) (type: prism))")) == [(7, 2, 0)]
    assert grounded(checked("(entity: (type: cube))", "tallest")) == [(0, 0, 0), (0, 0, 1)]


def test_not_a_stack_said_of_shapes_is_none_of_its_shapes():
    # "the red cubes, not counting the corner stack": both red cubes stand in the back-right corner stack
    corner_stack = "(entity: (type: stack) (spatial-relation: (relation: within) (entity: (type: corner))))"
    assert grounded(checked("(entity: (color: red) (type: cube))", "not", corner_stack)) == []
    assert grounded(checked("(entity: (type: cube))", "not", corner_stack)) == [
        (0, 7, 0), (3, 3, 0), (3, 4, 0), (5, 0, 0), (7, 7, 0)]


def test_a_half_of_the_board_is_checked_before_which_of_those_is_nearest():
    # "the blue cube in the front half nearest the robot": of (5,0) and nothing else, not the middle one at (3,4)
    blue = "(entity: (color: blue) (type: cube) (spatial-relation: (relation: nearest) (entity: (type: robot))))"
    front_half = "(entity: (indicator: front) (type: edge))"
    assert grounded(checked(blue, "half", front_half)) == [(5, 0, 0)]
    assert grounded(checked("(entity: (color: green) (type: cube))", "half", front_half)) == []


def test_between_two_landmarks_in_line():
    row = "(entity: (type: cube) (spatial-relation: (relation: between) (entity: (color: green) (type: cube)) " \
          "(entity: (color: red) (type: cube))))"
    assert cells(row, EXTENDED) == []            # the green and red cubes of the back row have nothing between
    wide = World(board("red cube at 0,0,0", "blue cube at 0,3,0", "green cube at 0,7,0", gripper=(4, 4, 7)), True)
    assert cells(row, world=wide) == [(0, 3, 0)]


# --- context filters ----------------------------------------------------------------

def test_available_prefers_free_shapes_when_several_match():
    assert cells("(entity: (color: red) (type: cube))", context=available) == []
    assert cells("(entity: (type: prism))", context=available) == [(0, 0, 2), (7, 2, 0)]
    assert cells("(entity: (type: stack))", context=available) == ["blue/red stack at (0,0)"]


# --- anaphora ----------------------------------------------------------------------

def grounded_in(tree: str, entity_path: tuple[int, ...]):
    """Ground the entity at a child path of a whole tree, so references resolve inside it."""
    from rcl import read_rcl
    from planner.grounding import Antecedents
    root = read_rcl(tree)
    node = root
    for index in entity_path:
        node = node.children[index]
    return sorted(t.cell if t.shape is not None else t.describe() for t in ground(node, WORLD, Antecedents(root)))


def test_type_reference_takes_the_antecedents_type():
    tree = ("(event: (action: move) (entity: (id: 1) (color: white) (type: cube)) (destination: "
            "(spatial-relation: (relation: above) (entity: (color: yellow) (type: type-reference) (reference-id: 1)))))")
    assert grounded_in(tree, (2, 0, 1)) == [(3, 3, 0)]


def test_type_reference_group_needs_cubes_and_means_stacks():
    tree = ("(event: (action: move) (entity: (id: 1) (color: blue) (type: prism)) (destination: "
            "(spatial-relation: (relation: above) (entity: (color: red) (type: type-reference-group) (reference-id: 1)))))")
    with pytest.raises(IncoherentError, match="must refer back to cubes"):
        grounded_in(tree, (2, 0, 1))
    assert grounded_in(tree.replace("(type: prism)", "(type: cube)"), (2, 0, 1)) == ["red stack without its top at (0,0)"]


def test_a_reference_outside_take_then_drop_is_an_error():
    with pytest.raises(IncoherentError, match="can only refer to the shape taken just before"):
        cells("(entity: (type: reference) (reference-id: 1))")


def test_a_relation_with_a_measure_and_a_landmark_cannot_describe_an_entity():
    entity = ("(entity: (type: cube) (spatial-relation: (measure: (entity: (cardinal: 2) (type: tile))) "
              "(relation: left) (entity: (color: white) (type: cube))))")
    with pytest.raises(IncoherentError, match="cannot describe which thing is meant"):
        cells(entity)


# Position words said of shapes among others, in a world that reads RCL as people mean it.
ROWS = board("green cube at 1,5,0", "red cube at 1,5,1", "green cube at 1,4,0", "red cube at 1,4,1",
             "green cube at 1,3,0", "yellow prism at 1,3,1", "green cube at 6,4,0", "red cube at 6,4,1",
             "blue cube at 4,2,0")


def bases(entity: str, world: World) -> set:
    """The squares of what an entity denotes (a stack has no cell of its own)."""
    from rcl import read_rcl
    return {t.base_xy() for t in ground(read_rcl(entity), world)}


def test_the_middle_stack_of_a_row_is_the_one_with_as_many_on_each_side():
    # "the middle stack in the back row": none stands in the middle of the board, so the middle of the row
    middle_back = "(entity: (indicator: center) (indicator: back) (type: stack))"
    assert bases(middle_back, World(ROWS, extended=True)) == {(1, 4)}
    assert bases(middle_back, World(ROWS)) == set()


def test_the_middle_one_needs_at_least_three_in_a_line():
    # "the blue cube in the middle": one blue cube off the middle of the board is not "the middle one"
    assert bases("(entity: (color: blue) (type: cube) (spatial-relation: (relation: within) "
                 "(entity: (indicator: center) (type: region))))", World(ROWS, extended=True)) == set()


def test_a_side_said_with_the_middle_picks_among_those_in_the_middle():
    # "the right one of the two towers in the middle", "the front one in the middle"
    towers = board("green cube at 3,6,0", "green cube at 3,6,1", "green cube at 3,3,0", "green cube at 3,3,1",
                   "green cube at 0,0,0", "green cube at 0,0,1", "green cube at 7,7,0", "green cube at 7,7,1")
    world = World(towers, extended=True)
    in_the_middle = "(spatial-relation: (relation: within) (entity: (indicator: center) (type: region)))"
    assert bases(f"(entity: (indicator: right) (type: stack) {in_the_middle})", world) == {(3, 3)}
    assert bases(f"(entity: (indicator: front) (type: stack) {in_the_middle})", world) == {(3, 3), (3, 6)}
    with pytest.raises(IncoherentError):
        bases(f"(entity: (indicator: right) (type: stack) {in_the_middle})", World(towers))


def test_a_shape_in_a_corner_may_stand_one_square_from_it_when_none_stands_in_it():
    # "the gray pyramid on the stack in the far left corner": the stack beside the corner square
    stacks = board("yellow cube at 6,7,0", "red cube at 6,7,1", "gray prism at 6,7,2", "white cube at 5,4,0",
                   "red cube at 5,4,1")
    in_corner = "(entity: (type: stack) (spatial-relation: (relation: within) (entity: (indicator: front) " \
                "(indicator: left) (type: corner))))"
    assert bases(in_corner, World(stacks, extended=True)) == {(6, 7)}
    assert bases(in_corner, World(stacks)) == set()
