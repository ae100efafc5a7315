"""The traps of PLANNER-NOTES.md, section 5, each shown on a small hand-made board.

`plan_moves` is the organisers' planner alone; `judge(tree, before, after)` is their check of
a recorded scene; `judge(tree, scene)` applies their rules to a scene alone, and
`judge(tree, scene, physics=PHYSICAL)` adds what a physical board allows (docs/scenes.md).
"""

from planner import PHYSICAL, DirectMove, Scene, Shape, Take, judge, plan_moves, scene_from_layout
from rcl import read_rcl
from rcl.treebank import Layout, Shape as LayoutShape
from boards import board


def take(entity: str) -> str:
    return f"(event: (action: take) (entity: {entity}))"


def move(entity: str, destination: str) -> str:
    return f"(event: (action: move) (entity: {entity}) (destination: (spatial-relation: {destination})))"


def test_extremes_keep_ties_and_the_final_available_filter_picks_the_top_shape():
    # Both green cubes are in the leftmost column (y = 7); only the top one is free.
    scene = board("green cube at 2,7,0", "green cube at 2,7,1", "green cube at 5,1,0")
    assert plan_moves(read_rcl(take("(indicator: leftmost) (color: green) (type: cube)")), scene) == [Take((2, 7, 1))]


def test_measure_landmarks_get_no_available_filter_so_buried_shapes_count():
    # Two yellow cubes, one under a red cube: as a landmark both count, so "from the yellow cube" is ambiguous.
    scene = board("yellow cube at 3,3,0", "red cube at 3,3,1", "yellow cube at 6,6,0", "white cube at 0,0,0")
    tree = move("(color: white) (type: cube)", "(measure: (entity: (cardinal: 1) (type: tile))) (relation: left) "
                "(entity: (color: yellow) (type: cube))")
    assert judge(read_rcl(tree), scene).reason == "where to count from: 2 yellow cubes match: at (3,3,0) and (6,6,0)"


def test_left_right_front_and_adjacent_ignore_height():
    scene = board("yellow cube at 3,3,0", "red cube at 3,4,0", "blue prism at 3,4,1")
    assert plan_moves(read_rcl(take("(type: prism) (spatial-relation: (relation: left) (entity: (color: yellow) "
                                    "(type: cube)))")), scene) == [Take((3, 4, 1))]


def test_above_a_shape_is_the_cell_on_top_even_when_occupied():
    scene = board("yellow cube at 3,3,0", "blue cube at 3,3,1", "white cube at 3,4,0")
    tree = read_rcl(move("(color: white) (type: cube)", "(relation: above) (entity: (color: yellow) (type: cube))"))
    assert plan_moves(tree, scene) == [DirectMove((3, 4, 0), (3, 3, 1))]
    assert judge(tree, scene).coherent  # the organisers' rules: occupancy is not checked
    assert judge(tree, scene, physics=PHYSICAL).reason == "(3,3,1) is already taken by the blue cube"


def test_the_moving_shape_is_set_aside_only_when_exactly_two_groundings_remain():
    take_blue = ("(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube) (spatial-relation: "
                 "(relation: above) (entity: (indicator: back) (type: edge))))) (event: (action: drop) (entity: "
                 "(type: reference) (reference-id: 1)) (destination: (spatial-relation: (relation: above) "
                 "(entity: (color: blue) (type: cube))))))")
    two = board("blue cube at 0,0,0", "blue cube at 5,5,0")
    assert plan_moves(read_rcl(take_blue), two) == [DirectMove((0, 0, 0), (5, 5, 1))]
    three = board("blue cube at 0,0,0", "blue cube at 5,5,0", "blue cube at 6,6,0")
    assert judge(read_rcl(take_blue), three).reason == \
        "where to put it: 3 blue cubes match: at (0,0,0), (5,5,0) and (6,6,0)"


def test_relation_landmarks_may_be_several():
    scene = board("red cube at 1,1,0", "blue cube at 1,1,1", "red cube at 6,6,0", "green cube at 6,6,1")
    on_a_red_cube = "(color: blue) (type: cube) (spatial-relation: (relation: above) (entity: (color: red) (type: cube)))"
    assert plan_moves(read_rcl(take(on_a_red_cube)), scene) == [Take((1, 1, 1))]


def test_take_ignores_the_gripper_in_the_organisers_check_but_not_on_a_board_alone():
    holding = board("yellow cube at 3,3,0", "blue prism at 5,5,6", gripper=(5, 5, 6))
    lifted = board("yellow cube at 3,3,5", "blue prism at 5,5,6", gripper=(5, 5, 6))
    tree = read_rcl(take("(color: yellow) (type: cube)"))
    assert judge(tree, holding, lifted).coherent
    assert judge(tree, holding).coherent  # a take ignores the gripper
    assert judge(tree, holding, physics=PHYSICAL).reason == "the gripper is already holding the blue prism"


def test_drop_checks_only_x_and_y_of_the_destination():
    # The arm is high over (5,5); "on the red cube" is (5,5,1): same column, so the drop is fine.
    holding = board("red cube at 5,5,0", "blue prism at 5,5,6", gripper=(5, 5, 6))
    tree = "(event: (action: drop) (entity: (type: prism)) (destination: (spatial-relation: (relation: above) " \
           "(entity: (color: red) (type: cube)))))"
    assert str(judge(read_rcl(tree), holding)) == "ok: drop"


def test_silent_no_ops():
    scene = board("white cube at 0,0,0")
    quiet = take("(id: 4) (cardinal: 1) (color: white) (type: cube) (spatial-relation: (relation: above))")
    assert plan_moves(read_rcl(quiet), scene) == [Take((0, 0, 0))]
    # The layout's open/closed flag is never read: the held shape is whatever is in the arm's cell.
    closed_but_empty = Layout(1, 1, (4, 4, 7), True, (LayoutShape(0, 0, 0, "white", "cube"),))
    assert scene_from_layout(closed_but_empty) == Scene((Shape(0, 0, 0, "white", "cube"),), (4, 4, 7))
    assert scene_from_layout(closed_but_empty).held is None


def test_nothing_stands_on_a_prism_on_a_physical_board():
    scene = board("yellow prism at 3,3,0", "white cube at 3,4,0")
    onto = read_rcl(move("(color: white) (type: cube)", "(relation: above) (entity: (color: yellow) (type: prism))"))
    assert judge(onto, scene).coherent  # the organisers' rules allow it
    assert judge(onto, scene, physics=PHYSICAL).reason == \
        "the white cube cannot stand on the yellow prism at (3,3,0): nothing stays on the point of a prism"
    holding = board("yellow prism at 3,3,0", "white cube at 3,3,6", gripper=(3, 3, 6))
    drop = read_rcl("(event: (action: drop) (entity: (color: white) (type: cube)))")
    assert "cannot stand on the yellow prism" in judge(drop, holding, physics=PHYSICAL).reason
