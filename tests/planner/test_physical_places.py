"""Places in the physical mode. A place said twice ("two squares left, so it ends up beside the white cube"): a reader that
understood both puts the second in a `(check: (kind: also) ...)` of the destination, and the
physical planner carries the shape there only when both name the same square.

    front  x=7   W  .  .  .  .  .  .  .
           x=5   .  .  .  .  .  .  .  .     blue cube (5,5,0), red cube (5,2,0)
    back   x=0   .  .  .  .  .  .  .  .
"""

from planner import OFFICIAL, PHYSICAL, judge
from planner.grounding import ground
from planner.world import world_of
from rcl import read_rcl
from rcl.model import Branch, Leaf
from boards import board

BOARD = board("white cube at 7,7,0", "blue cube at 5,5,0", "red cube at 5,2,0")
MOVE = "(event: (action: move) (entity: (color: red) (type: cube)) (destination: {place}))"
TWO_LEFT = "(spatial-relation: (measure: (entity: (cardinal: 2) (type: tile))) (relation: left))"


def also(relation: str) -> Branch:
    """The place said again, as a check node (not RCL, so not written as RCL text)."""
    return Branch("check", (Leaf("kind", "also"), read_rcl(relation)))


def verdict(place: str, again: Branch | None = None, physics: str = PHYSICAL):
    event = read_rcl(MOVE.format(place=place))
    if again is not None:
        destination = event.children[-1]
        event = event.with_children(event.children[:-1] + (destination.with_children(
            destination.children + (again,)),))
    return judge(event, BOARD, physics=physics)


def test_two_places_that_name_one_square_carry_the_shape_there():
    beside = also("(spatial-relation: (relation: right) (entity: (color: blue) (type: cube)))")
    found = verdict(TWO_LEFT, beside)
    assert found.coherent and found.move.target == (5, 4, 0)


def test_two_places_that_name_different_squares_do_nothing():
    far = also("(spatial-relation: (relation: left) (entity: (color: blue) (type: cube)))")
    found = verdict(TWO_LEFT, far)
    assert not found.coherent and "different squares" in found.reason


def test_an_edge_a_corner_or_the_floor_said_again_must_hold_the_square():
    on_floor = also("(spatial-relation: (relation: above) (entity: (type: board)))")
    assert verdict(TWO_LEFT, on_floor).coherent
    front_edge = also("(spatial-relation: (relation: above) (entity: (indicator: front) (type: edge)))")
    assert not verdict(TWO_LEFT, front_edge).coherent
    to_edge = "(spatial-relation: (measure: (entity: (cardinal: 2) (type: tile))) (relation: forward))"
    assert verdict(to_edge, front_edge).coherent


def test_a_landmark_said_again_may_be_any_shape_that_fits():
    # "next to a cube": two cubes could be meant, and the blue one is next to (5,4).
    next_to = also("(spatial-relation: (relation: adjacent) (entity: (type: cube)))")
    assert verdict(TWO_LEFT, next_to).coherent


def test_a_place_said_again_by_a_landmark_not_on_the_board_agrees_with_no_square():
    # "two squares left, next to the green pyramid": there is no green pyramid, so nothing is carried
    missing = also("(spatial-relation: (relation: adjacent) (entity: (color: green) (type: prism)))")
    assert not verdict(TWO_LEFT, missing).coherent
    near = also("(spatial-relation: (relation: nearest) (entity: (color: green) (type: prism)))")
    assert not verdict(TWO_LEFT, near).coherent
    middle = also("(spatial-relation: (relation: nearest) (entity: (indicator: center) (type: region)))")
    assert verdict(TWO_LEFT, middle).coherent  # a part of the board is no shape: too loose to tell squares apart


def test_the_official_planner_ignores_what_rcl_cannot_say():
    far = also("(spatial-relation: (relation: left) (entity: (color: blue) (type: cube)))")
    assert verdict(TWO_LEFT, far, physics=OFFICIAL).coherent


# --- what the board decides when words alone do not (the physical mode) -------------------

def test_a_square_named_by_a_landmark_is_a_place():
    square = "(spatial-relation: (relation: above) (entity: (type: tile) (spatial-relation: (relation: left) " \
             "(entity: (color: blue) (type: cube)))))"
    assert verdict(square).move.target == (5, 6, 0)
    assert not verdict(square, physics=OFFICIAL).coherent  # the organisers' planner had no squares


def test_the_landmark_that_leaves_a_square_on_the_board_is_the_one_meant():
    # Two blue cubes: one square in front of the one on the front edge is off the board, so
    # "one square in front of the blue cube" counts from the other.
    two = board("blue cube at 5,5,0", "blue cube at 7,1,0", "red cube at 2,2,0")
    event = read_rcl("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
                     "(measure: (entity: (cardinal: 1) (type: tile))) (relation: forward) (entity: (color: blue) "
                     "(type: cube)))))")
    assert judge(event, two, physics=PHYSICAL).move.target == (6, 5, 0)
    assert not judge(event, two, physics=OFFICIAL).coherent  # the organisers' rules: 2 blue cubes match
    both = board("blue cube at 5,5,0", "blue cube at 3,1,0", "red cube at 2,2,0")
    assert "2 blue cubes match" in judge(event, both, physics=PHYSICAL).reason  # both leave a square: ask


def test_a_lone_cube_may_wear_a_cap_when_no_cube_is_bare():
    capped = board("red cube at 3,3,0", "gray prism at 3,3,1", "red cube at 6,6,0", "green cube at 6,6,1",
                   "red cube at 6,5,0", "blue cube at 6,5,1")
    take_cap = read_rcl("(event: (action: take) (entity: (color: gray) (type: prism) (spatial-relation: "
                        "(relation: above) (entity: (indicator: individual) (color: red) (type: cube)))))")
    assert judge(take_cap, capped, physics=PHYSICAL).move.source == (3, 3, 1)
    assert not judge(take_cap, capped, physics=OFFICIAL).coherent


def test_a_single_cube_is_one_cube_high_under_the_shape_said_to_sit_on_it():
    # "the red cube sitting on the single green cube": no green cube is bare, one green stands one cube high
    greens = board("green cube at 6,5,0", "red cube at 6,5,1", "green cube at 3,3,0", "green cube at 3,3,1",
                   "red cube at 3,3,2")
    take = read_rcl("(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: "
                    "(relation: above) (entity: (indicator: individual) (color: green) (type: cube)))))")
    assert judge(take, greens, physics=PHYSICAL).move.source == (6, 5, 1)
    beside = board("green cube at 6,5,0", "red cube at 6,5,1", "blue cube at 6,4,0")
    assert not judge(take, beside, physics=PHYSICAL).coherent  # one with a neighbour is no lone stack


def test_a_lone_shape_on_a_floor_of_cubes_is_the_one_sitting_by_itself_on_top():
    # "the cyan cube left of the white cube sitting alone on the cyan floor": every white stands on a cyan
    # cube, one by itself, two on each other
    floor = board(*[f"cyan cube at 2,{y},0" for y in range(6)], "white cube at 2,1,1", "white cube at 2,4,1",
                  "white cube at 2,4,2")
    take = read_rcl("(event: (action: take) (entity: (color: cyan) (type: cube) (spatial-relation: (relation: left) "
                    "(entity: (indicator: individual) (color: white) (type: cube)))))")
    assert judge(take, floor, physics=PHYSICAL).move.source == (2, 2, 0)


def test_a_shape_described_by_a_distance_from_another_is_the_one_that_far_away():
    # "the cube three squares left of the red one" is the blue cube at (5,5); the official planner gave up.
    measured = ("(event: (action: take) (entity: (type: cube) (spatial-relation: (measure: (entity: (cardinal: {n}) "
                "(type: tile))) (relation: left) (entity: (color: red) (type: cube)))))")
    found = judge(read_rcl(measured.format(n=3)), BOARD, physics=PHYSICAL)
    assert found.coherent and found.move.source[:2] == (5, 5)
    assert not judge(read_rcl(measured.format(n=2)), BOARD, physics=PHYSICAL).coherent
    official = judge(read_rcl(measured.format(n=3)), BOARD, physics=OFFICIAL)
    assert not official.coherent and "cannot describe which thing" in official.reason


def test_to_an_edge_is_straight_there_in_the_shapes_own_row_or_column():
    # the red cube at (5,2) goes to the left edge of its row: (5,7); to the front edge of its column: (7,2)
    assert verdict("(spatial-relation: (relation: above) (entity: (indicator: left) (type: edge)))").move.target == (5, 7, 0)
    assert verdict("(spatial-relation: (relation: above) (entity: (indicator: front) (type: edge)))").move.target == (7, 2, 0)
    assert not verdict("(spatial-relation: (relation: above) (entity: (indicator: left) (type: edge)))",
                       physics=OFFICIAL).coherent


def test_a_direction_said_again_without_a_count_is_any_square_that_way():
    # "move the red cube left and put it next to the blue cube, on its right": (5,4) is left of (5,2)
    beside = "(spatial-relation: (relation: right) (entity: (color: blue) (type: cube)))"
    assert verdict(beside, also("(spatial-relation: (relation: left))")).move.target == (5, 4, 0)
    assert not verdict(beside, also("(spatial-relation: (relation: right))")).coherent
    assert not verdict(beside, also("(spatial-relation: (relation: forward))")).coherent


def test_an_edge_said_with_a_line_through_a_shape_is_the_square_of_the_edge_on_that_line():
    # the red cube (5,2) "on the front edge, in line with the blue cube (5,5)": (7,5), not straight ahead at (7,2)
    front_edge = "(spatial-relation: (relation: above) (entity: (indicator: front) (type: edge)))"
    in_line = also("(spatial-relation: (relation: aligned) (entity: (color: blue) (type: cube)))")
    assert verdict(front_edge, in_line).move.target == (7, 5, 0)
    assert verdict(front_edge).move.target == (7, 2, 0)


def test_toward_or_away_from_a_shape_is_along_the_line_to_it():
    # the red cube (5,2) "two squares toward the blue cube (5,5)": (5,4); "away from it": (5,0)
    toward = also("(spatial-relation: (relation: toward) (entity: (color: blue) (type: cube)))")
    away = also("(spatial-relation: (relation: away) (entity: (color: blue) (type: cube)))")
    two = "(spatial-relation: (measure: (entity: (cardinal: 2) (type: tile))) (relation: {way}))"
    assert verdict(two.format(way="left"), toward).move.target == (5, 4, 0)
    assert not verdict(two.format(way="right"), toward).coherent
    assert verdict(two.format(way="right"), away).move.target == (5, 0, 0)
    assert not verdict(two.format(way="forward"), away).coherent


def test_the_other_side_of_a_shape_is_across_it_from_where_the_moving_shape_stands():
    # the red cube (5,2) and the blue cube (5,5) share a row: across the blue cube is (5,6), on its left
    across = also("(spatial-relation: (relation: opposite) (entity: (color: blue) (type: cube)))")
    left = "(spatial-relation: (relation: left) (entity: (color: blue) (type: cube)))"
    right = "(spatial-relation: (relation: right) (entity: (color: blue) (type: cube)))"
    assert verdict(left, across).move.target == (5, 6, 0)
    assert not verdict(right, across).coherent


def test_a_shape_on_a_side_of_another_with_a_square_between_is_the_nearest_in_that_line():
    # the red cube (5,2) is three squares right of the blue one (5,5): "the cube right of the blue cube"
    right_of = ("(event: (action: take) (entity: (type: cube) (spatial-relation: (relation: {side}) "
                "(entity: (color: blue) (type: cube)))))")
    assert judge(read_rcl(right_of.format(side="right")), BOARD, physics=PHYSICAL).move.source[:2] == (5, 2)
    assert not judge(read_rcl(right_of.format(side="left")), BOARD, physics=PHYSICAL).coherent
    assert not judge(read_rcl(right_of.format(side="right")), BOARD, physics=OFFICIAL).coherent


def test_a_square_counted_from_the_other_of_two_like_shapes_is_counted_from_the_one_not_moving():
    # "move the green cube between the red cubes to one square behind the other green cube"
    greens = board("green cube at 5,4,0", "green cube at 3,4,0", "red cube at 5,3,0", "red cube at 5,5,0")
    behind_the_green = ("(event: (action: move) (entity: (color: green) (type: cube) (spatial-relation: (relation: "
                        "between) (entity: (color: red) (type: cube)) (entity: (color: red) (type: cube)))) "
                        "(destination: (spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) "
                        "(relation: backward) (entity: (color: green) (type: cube)))))")
    found = judge(read_rcl(behind_the_green), greens, physics=PHYSICAL)
    assert found.coherent and found.move.source[:2] == (5, 4) and found.move.target[:2] == (2, 4)
    assert not judge(read_rcl(behind_the_green), greens, physics=OFFICIAL).coherent


def test_of_two_landmarks_the_one_whose_square_the_other_place_names_is_meant():
    # "on the left edge, one square in front of the single red cube": the red cube on the left edge
    reds = board("red cube at 1,7,0", "red cube at 0,5,0", "cyan cube at 7,1,0")
    move = read_rcl("(event: (action: move) (entity: (color: cyan) (type: cube)) (destination: (spatial-relation: "
                    "(measure: (entity: (cardinal: 1) (type: tile))) (relation: forward) (entity: (color: red) "
                    "(type: cube)))))")
    on_left_edge = also("(spatial-relation: (relation: above) (entity: (indicator: left) (type: edge)))")
    destination = move.get("destination")
    move = move.with_children(tuple(destination.with_children(destination.children + (on_left_edge,))
                                    if c is destination else c for c in move.children))
    found = judge(move, reds, physics=PHYSICAL)
    assert found.coherent and found.move.target[:2] == (2, 7)


def test_a_shape_with_one_shape_on_top_has_that_one_and_no_more():
    # "the cyan cube carrying one white cube": not the one under two white cubes
    cyans = board("cyan cube at 2,2,0", "white cube at 2,2,1", "cyan cube at 2,5,0", "white cube at 2,5,1",
                  "white cube at 2,5,2")
    carrying = Branch("check", (Leaf("kind", "under"), read_rcl("(entity: (cardinal: 1) (color: white) (type: cube))")))
    cyan = read_rcl("(entity: (color: cyan) (type: cube))")
    found = ground(cyan.with_children(cyan.children + (carrying,)), world_of(cyans, extended=True))
    assert [t.cell for t in found] == [(2, 2, 0)]


def test_a_stack_of_one_colour_may_be_mostly_that_colour_when_none_is_all_of_it():
    # "the yellow off the red stack": red, red, blue and a yellow on top
    tower = board("red cube at 0,7,0", "red cube at 0,7,1", "blue cube at 0,7,2", "yellow cube at 0,7,3")
    take = read_rcl("(event: (action: take) (entity: (color: yellow) (type: cube) (spatial-relation: (relation: above) "
                    "(entity: (color: red) (type: stack)))))")
    found = judge(take, tower, physics=PHYSICAL)
    assert found.coherent and found.move.source == (0, 7, 3)
    assert not judge(take, tower, physics=OFFICIAL).coherent


def test_a_stack_of_two_colours_may_have_another_on_top_when_none_is_only_those():
    # "the gray cube left of the striped red-and-yellow tower": red, yellow, red, yellow and a blue top
    tower = board("red cube at 3,4,0", "yellow cube at 3,4,1", "red cube at 3,4,2", "yellow cube at 3,4,3",
                  "blue cube at 3,4,4", "gray cube at 3,5,0", "gray cube at 6,6,0")
    take = read_rcl("(event: (action: take) (entity: (color: gray) (type: cube) (spatial-relation: (relation: left) "
                    "(entity: (color: red) (color: yellow) (type: stack)))))")
    found = judge(take, tower, physics=PHYSICAL)
    assert found.coherent and found.move.source == (3, 5, 0)
    # mostly other colours: no red-and-yellow tower
    mostly_blue = board("red cube at 3,4,0", "yellow cube at 3,4,1", "blue cube at 3,4,2", "blue cube at 3,4,3",
                        "gray cube at 3,5,0")
    assert not judge(take, mostly_blue, physics=PHYSICAL).coherent


def test_a_line_with_a_shape_said_again_holds_the_square_in_its_row_or_column():
    # "three squares left of the blue cube, in the same row as it"; not "in the same row as the white cube"
    same_row = also("(spatial-relation: (relation: aligned) (entity: (color: blue) (type: cube)))")
    assert verdict(TWO_LEFT, same_row).coherent
    other_row = also("(spatial-relation: (relation: aligned) (entity: (color: white) (type: cube)))")
    assert not verdict(TWO_LEFT, other_row).coherent


def test_colours_said_one_by_one_name_the_stack_with_that_many_of_each():
    # "onto the red red green green tower" is not the red and green one; "onto the R/G stack", of the
    # two, is the one of a red and a green cube
    stacks = board("red cube at 4,5,0", "red cube at 4,5,1", "green cube at 4,5,2", "green cube at 4,5,3",
                   "red cube at 5,3,0", "green cube at 5,3,1", "yellow prism at 1,1,0")
    onto = "(event: (action: move) (entity: (color: yellow) (type: prism)) (destination: (spatial-relation: " \
           "(relation: above) (entity: {colours} (type: stack)))))"
    four = judge(read_rcl(onto.format(colours="(color: red) (color: red) (color: green) (color: green)")), stacks,
                 physics=PHYSICAL)
    assert four.coherent and four.move.target == (4, 5, 4)
    two = judge(read_rcl(onto.format(colours="(color: red) (color: green)")), stacks, physics=PHYSICAL)
    assert two.coherent and two.move.target == (5, 3, 2)


def test_squares_are_counted_from_a_whole_stack_before_one_without_its_top():
    # "three squares left of the green and red stack": the green-and-red stack, not the red, green and
    # blue one that is green and red without its top
    stacks = board("green cube at 6,4,0", "red cube at 6,4,1", "red cube at 3,4,0", "green cube at 3,4,1",
                   "blue cube at 3,4,2", "yellow prism at 1,1,0")
    move = read_rcl("(event: (action: move) (entity: (color: yellow) (type: prism)) (destination: (spatial-relation: "
                    "(measure: (entity: (cardinal: 3) (type: tile))) (relation: left) (entity: (color: green) "
                    "(color: red) (type: stack)))))")
    found = judge(move, stacks, physics=PHYSICAL)
    assert found.coherent and found.move.target == (6, 7, 0)


def test_a_shape_counted_from_another_is_that_many_squares_along_from_it():
    # "the second green counting from the yellow cube": the yellow cube is not counted;
    # "the second one from the right corner": the corner's own square is the first
    wall = board("yellow cube at 0,7,0", "green cube at 1,7,0", "green cube at 2,7,0", "green cube at 3,7,0",
                 "red cube at 0,0,0", "red cube at 0,1,0", "red cube at 0,2,0")
    world = world_of(wall, extended=True)
    second_green = read_rcl("(entity: (color: green) (type: cube))")
    from_yellow = Branch("check", (Leaf("kind", "counted"), Leaf("count", "2"),
                                   read_rcl("(entity: (color: yellow) (type: cube))")))
    assert [t.cell for t in ground(second_green.with_children(second_green.children + (from_yellow,)), world)] == [
        (2, 7, 0)]
    red = read_rcl("(entity: (color: red) (type: cube))")
    from_corner = Branch("check", (Leaf("kind", "counted"), Leaf("count", "2"),
                                   read_rcl("(entity: (indicator: back) (indicator: right) (type: corner))")))
    assert [t.cell for t in ground(red.with_children(red.children + (from_corner,)), world)] == [(0, 1, 0)]


def test_that_stack_after_a_take_is_the_stack_the_shape_was_taken_from():
    # "take the yellow pyramid off the blue and green stack and set it in front of that stack": not the
    # other blue and green stack, though its colours fit better without the pyramid
    stacks = board("blue cube at 1,3,0", "blue cube at 1,3,1", "green cube at 1,3,2", "green cube at 1,3,3",
                   "yellow prism at 1,3,4", "blue cube at 3,1,0", "green cube at 3,1,1")
    take = read_rcl("(event: (action: take) (entity: (id: 1) (color: yellow) (type: prism) (spatial-relation: "
                    "(relation: above) (entity: (color: blue) (color: green) (type: stack)))))")
    that_stack = read_rcl("(entity: (color: blue) (color: green) (type: stack))")
    that_stack = that_stack.with_children(that_stack.children + (Branch("check", (Leaf("kind", "source"),)),))
    drop = Branch("event", (Leaf("action", "drop"), read_rcl("(entity: (type: reference) (reference-id: 1))"),
                            Branch("destination", (Branch("spatial-relation", (Leaf("relation", "front"), that_stack)),))))
    found = judge(Branch("sequence", (take, drop)), stacks, physics=PHYSICAL)
    assert found.coherent and found.move.target == (2, 3, 0)


def test_a_place_said_again_from_one_of_several_landmarks_counts_from_the_one_that_names_the_square():
    # "in the empty hole in the floor right behind the green cube": of three green cubes, the one the hole is behind
    greens = {(4, 1), (1, 6), (6, 6)}
    holes = board(*(f"{'green' if (x, y) in greens else 'gray'} cube at {x},{y},0" for x in range(8) for y in range(8)
                    if (x, y) != (3, 1)), "white cube at 3,1,7", gripper=(3, 1, 7))
    square = read_rcl("(entity: (type: tile) (spatial-relation: (relation: within) (entity: (type: board))))")
    free = square.with_children(square.children + (Branch("check", (Leaf("kind", "free"),)),))
    again = also("(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) "
                 "(entity: (color: green) (type: cube)))")
    destination = Branch("destination", (Branch("spatial-relation", (Leaf("relation", "within"), free)), again))
    event = read_rcl("(event: (action: move) (entity: (color: white) (type: cube)))")
    found = judge(event.with_children(event.children + (destination,)), holes, physics=PHYSICAL)
    assert found.coherent and found.move.target[:2] == (3, 1)


def test_next_to_a_shape_is_the_one_free_square_beside_it_or_no_place():
    beside = "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: " \
             "(relation: adjacent) (entity: (color: green) (type: cube)))))"
    walled = board("red cube at 0,0,0", "green cube at 4,4,0", "gray cube at 3,4,0", "gray cube at 5,4,0",
                   "gray cube at 4,5,0")
    found = judge(read_rcl(beside), walled, physics=PHYSICAL)
    assert found.coherent and found.move.target == (4, 3, 0)
    open_board = board("red cube at 0,0,0", "green cube at 4,4,0")
    found = judge(read_rcl(beside), open_board, physics=PHYSICAL)
    assert not found.coherent and "say which side" in found.reason
    assert not judge(read_rcl(beside), walled, physics=OFFICIAL).coherent


def test_up_against_cubes_said_in_the_plural_is_the_free_square_beside_one_of_them():
    against = "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: " \
              "(relation: adjacent) (entity: (color: white) (type: cube-group)))))"
    walled = board("red cube at 5,0,0", "white cube at 0,7,0", "white cube at 0,6,0", "white cube at 0,5,0",
                   "gray cube at 1,7,0", "gray cube at 1,6,0", "gray cube at 0,4,0")  # free beside them: (1,5) only
    found = judge(read_rcl(against), walled, physics=PHYSICAL)
    assert found.coherent and found.move.target == (1, 5, 0)


def test_a_shape_farther_from_another_is_the_farthest_of_those_meant():
    # "the green cube more far from the blue pyramid", "the one farthest away from the tower"
    greens = board("green cube at 4,3,0", "green cube at 4,5,0", "blue prism at 4,6,0", "green cube at 0,0,0")
    world = world_of(greens, extended=True)
    green = read_rcl("(entity: (color: green) (type: cube))")
    from_blue = Branch("check", (Leaf("kind", "farthest"), read_rcl("(entity: (color: blue) (type: prism))")))
    assert [t.cell for t in ground(green.with_children(green.children + (from_blue,)), world)] == [(0, 0, 0)]
    right = read_rcl("(entity: (indicator: right) (color: green) (type: cube))")  # of the two in row 4
    row = Branch("check", (Leaf("kind", "line"), Leaf("count", "5"), read_rcl("(entity: (indicator: back) (type: edge))")))
    assert [t.cell for t in ground(green.with_children(green.children + (row, from_blue)), world)] == [(4, 3, 0)]


def test_in_the_middle_said_of_a_shape_off_the_middle_squares_is_the_one_nearest_them():
    # "the green pyramid which stays alone in the middle": none in the middle 2x2, one close by, others far off
    take = read_rcl("(event: (action: take) (entity: (color: green) (type: prism) (spatial-relation: "
                    "(relation: within) (entity: (indicator: center) (type: region)))))")
    off = board("green prism at 2,3,0", "green prism at 1,6,0", "green prism at 6,0,0")
    assert judge(take, off, physics=PHYSICAL).move.source == (2, 3, 0)
    assert not judge(take, off, physics=OFFICIAL).coherent
    far = board("green prism at 1,3,0", "green prism at 1,6,0", "green prism at 6,0,0")
    assert not judge(take, far, physics=PHYSICAL).coherent  # none near the middle: no middle one


def test_behind_said_as_the_viewer_sees_it_names_the_square_the_other_place_names():
    # "just behind the blue cube, on the side of it far from me": the viewer looks across from the robot's side
    behind = ("(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) "
              "(entity: (color: blue) (type: cube)))")
    assert verdict(behind).move.target == (4, 5, 0)  # the board's "behind": toward the robot
    far_side = also("(spatial-relation: (relation: front) (entity: (color: blue) (type: cube)))")
    found = verdict(behind, far_side)
    assert found.coherent and found.move.target == (6, 5, 0) and found.turned == ("behind the blue cube",)
    left_of_it = also("(spatial-relation: (relation: left) (entity: (color: blue) (type: cube)))")
    assert not verdict(behind, left_of_it).coherent  # neither side of it is left of the blue cube
