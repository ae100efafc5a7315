"""The scene model: shapes, the held shape, equality, treebank layouts."""

from planner import Scene, Shape, scene_from_layout
from rcl.treebank import Layout, Shape as LayoutShape


def test_equality_ignores_the_order_of_shapes(make_board):
    one = make_board("red cube at 0,0,0", "blue cube at 0,0,1")
    other = make_board("blue cube at 0,0,1", "red cube at 0,0,0")
    assert one == other and hash(one) == hash(other)
    assert one != make_board("red cube at 0,0,0", "blue cube at 0,0,1", gripper=(1, 1, 7))


def test_the_held_shape_is_the_one_in_the_gripper_cell(make_board):
    scene = make_board("red cube at 2,2,0", "green prism at 2,2,5", gripper=(2, 2, 5))
    assert scene.held == Shape(2, 2, 5, "green", "prism") and scene.closed
    assert scene.resting == {Shape(2, 2, 0, "red", "cube")}
    assert scene.column(2, 2) == [Shape(2, 2, 0, "red", "cube")]


def test_lookup_outside_the_board_is_empty(make_board):
    scene = make_board("red cube at 0,0,0")
    assert scene.at(0, 0, 0).name == "red cube"
    assert scene.at(-1, 0, 0) is None and scene.at(0, 8, 0) is None


def test_drop_height_counts_the_gripper_cell_as_free(make_board):
    scene = make_board("red cube at 1,1,0", "blue cube at 1,1,1", "green prism at 1,1,2", gripper=(1, 1, 2))
    assert scene.drop_height(1, 1) == 2
    assert scene.drop_height(5, 5) == 0


def test_scene_from_layout_ignores_the_open_closed_flag():
    layout = Layout(1, 1, (6, 5, 4), False, (LayoutShape(6, 5, 0, "red", "cube"),
                                              LayoutShape(6, 5, 4, "blue", "prism")))
    scene = scene_from_layout(layout)
    assert scene.held == Shape(6, 5, 4, "blue", "prism")
    assert scene.gripper == (6, 5, 4)


def test_same_arrangement_ignores_the_arm_height(make_board):
    lifted_high = make_board("red cube at 1,1,0", "blue cube at 4,4,7", gripper=(4, 4, 7))
    lifted_low = make_board("red cube at 1,1,0", "blue cube at 4,4,3", gripper=(4, 4, 3))
    elsewhere = make_board("red cube at 1,1,0", "blue cube at 4,5,3", gripper=(4, 5, 3))
    assert lifted_high.same_arrangement(lifted_low)
    assert not lifted_high.same_arrangement(elsewhere)
    assert make_board("red cube at 1,1,0").same_arrangement(make_board("red cube at 1,1,0", gripper=(7, 7, 7)))
    assert Scene((), (0, 0, 7)).shapes == ()
