"""Squares of the board and the shapes around them, in the physical mode: "the only empty hole on the
board", "the empty hole near the far left", "on its far side, toward the white pyramid" (between
them), "the blue tower" that is mostly blue.

    x=4   .  .  .  .  .  .  .  .
    x=2   .  .  .  .  .  .  .  .     red prism (2,5,0), white prism (5,5,0), blue tower (3,1): gray, blue, blue
    x=0   .  .  .  .  .  .  .  .
"""

from planner import PHYSICAL, judge
from planner.grounding import ground
from planner.world import world_of
from rcl import read_rcl
from rcl.model import Branch, Leaf
from boards import board

BOARD = board("red prism at 2,5,0", "white prism at 5,5,0", "gray cube at 3,1,0", "blue cube at 3,1,1",
              "blue cube at 3,1,2", "gray cube at 1,1,0", gripper=(6, 6, 7))
FULL = board(*(f"white cube at {x},{y},0" for x in range(8) for y in range(8) if (x, y) != (6, 5)))


def grounded(entity: str, scene=BOARD, empty: bool = False) -> list:
    """The things an entity grounds to; with `empty`, said of an empty square ("the gap": a free check)."""
    node = read_rcl(entity)
    if empty:
        node = node.with_children(node.children + (Branch("check", (Leaf("kind", "free"),)),))
    return ground(node, world_of(scene, extended=True))


def test_every_square_is_on_the_board():
    squares = grounded("(entity: (type: tile) (spatial-relation: (relation: above) (entity: (type: board))))", FULL,
                       empty=True)
    assert [t.base for t in squares] == [(6, 5)]


def test_an_empty_square_near_a_side_is_the_empty_one_nearest_it():
    squares = grounded("(entity: (type: tile) (spatial-relation: (relation: nearest) (entity: (indicator: leftmost) "
                       "(type: region))))", FULL, empty=True)
    assert [t.base for t in squares] == [(6, 5)]


def test_a_tower_is_named_by_the_colour_most_of_it_is():
    assert [t.base for t in grounded("(entity: (color: blue) (type: stack))")] == [(3, 1)]


def test_a_place_said_again_as_between_two_shapes_lies_between_them():
    event = read_rcl("(event: (action: move) (entity: (color: gray) (type: cube) (spatial-relation: (relation: above) "
                     "(entity: (type: board)))) (destination: (spatial-relation: (relation: front) (entity: "
                     "(color: red) (type: prism)))))")
    toward = Branch("check", (Leaf("kind", "also"), read_rcl(
        "(spatial-relation: (relation: between) (entity: (color: red) (type: prism)) (entity: (color: white) "
        "(type: prism)))")))
    destination = event.children[-1]
    event = event.with_children(event.children[:-1] + (destination.with_children(destination.children + (toward,)),))
    found = judge(event, BOARD, physics=PHYSICAL)
    assert found.coherent and found.move.target == (3, 5, 0)


def test_of_several_landmarks_a_counted_place_is_by_the_one_with_a_free_square():
    # "one square toward the robot from the cyan cube": the cyan cube at (7,0) has the other one on that square
    scene = board("cyan cube at 7,0,0", "cyan cube at 6,0,0", "red cube at 2,2,0", gripper=(4, 4, 7))
    event = read_rcl("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
                     "(measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) (entity: (color: cyan) "
                     "(type: cube)))))")
    found = judge(event, scene, physics=PHYSICAL)
    assert found.coherent and found.move.target == (5, 0, 0)


def test_the_other_side_of_a_shape_from_another_lies_across_it_from_that_one():
    scene = board("blue cube at 3,3,0", "green cube at 3,4,0", "red cube at 6,6,0", gripper=(4, 4, 7))
    event = read_rcl("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
                     "(relation: right) (entity: (color: blue) (type: cube)))))")
    across = Branch("check", (Leaf("kind", "also"), read_rcl(
        "(spatial-relation: (relation: opposite) (entity: (color: blue) (type: cube)) (entity: (color: green) "
        "(type: cube)))")))
    destination = event.children[-1]
    event = event.with_children(event.children[:-1] + (destination.with_children(destination.children + (across,)),))
    found = judge(event, scene, physics=PHYSICAL)
    assert found.coherent and found.move.target == (3, 2, 0)


def test_a_shape_diagonal_from_another():
    scene = board("blue cube at 3,3,0", "green cube at 4,4,0", "green cube at 3,4,0")
    node = read_rcl("(entity: (color: green) (type: cube))")
    node = node.with_children(node.children + (Branch("check", (Leaf("kind", "diagonal"), read_rcl(
        "(entity: (color: blue) (type: cube))"))),))
    assert [t.base for t in ground(node, world_of(scene, extended=True))] == [(4, 4)]
