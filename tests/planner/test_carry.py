"""Carrying the held shape: "pick up the green prism", then "put it on the red cube".

The organisers' planner refuses a move while the gripper holds a shape, and lets a drop's
destination be only what is straight below the arm.  A real arm (PHYSICAL, what the REPL and
`execute` use) carries the held shape to the place named and lets go there.
"""

import pytest

from planner import (OFFICIAL, PHYSICAL, DirectMove, Drop, IncoherentError, execute, judge, plan_moves,
                     scene_from_layout)
from rcl import read_rcl
from boards import board

# The green prism at the back left, the red cube at the front right, a blue cube with a
# yellow prism on it in the middle; the gripper is empty.
BOARD = board("green prism at 1,6,0", "red cube at 6,1,0", "blue cube at 3,3,0", "yellow prism at 3,3,1",
              gripper=(4, 4, 7))
PICK_UP = read_rcl("(event: (action: take) (entity: (color: green) (type: prism)))")
ON_THE_RED_CUBE = "(destination: (spatial-relation: (relation: above) (entity: (color: red) (type: cube))))"


def put(action: str, entity: str = "(color: green) (type: prism)", destination: str = ON_THE_RED_CUBE):
    """'put the green prism on the red cube', read as a move or as a drop."""
    return read_rcl(f"(event: (action: {action}) (entity: {entity}) {destination})")


@pytest.fixture
def holding():
    """The board after "pick up the green prism": the prism is in the gripper over its column."""
    scene = execute(PICK_UP, BOARD)
    assert scene.held.name == "green prism" and scene.gripper == (1, 6, 7)
    return scene


@pytest.mark.parametrize("action", ["move", "drop"])
def test_put_it_on_the_red_cube_carries_the_prism_there(holding, action):
    verdict = judge(put(action), holding, physics=PHYSICAL)
    assert verdict.coherent and verdict.move == DirectMove((1, 6, 7), (6, 1, 1))
    after = execute(put(action), holding)
    assert after.at(6, 1, 1).name == "green prism"
    assert after.held is None and after.gripper == (6, 1, 7)  # open, at the top, above the prism
    assert after.at(1, 6, 0) is None and len(after.shapes) == len(BOARD.shapes)


def test_the_official_planner_refuses_both_forms(holding):
    assert judge(put("move"), holding, physics=OFFICIAL).reason == \
        "the gripper is already holding the green prism: putting it somewhere is a drop, not a move"
    assert judge(put("drop"), holding, physics=OFFICIAL).reason == \
        "the gripper is over (1,6), not over (6,1) where the command wants the shape"
    with pytest.raises(IncoherentError):
        plan_moves(put("move"), holding)  # the official planner is the default


def test_a_drop_without_destination_stays_a_drop(holding):
    drop = read_rcl("(event: (action: drop) (entity: (color: green) (type: prism)))")
    for physics in (OFFICIAL, PHYSICAL):
        assert judge(drop, holding, physics=physics).move == Drop()
    assert execute(drop, holding).at(1, 6, 0).name == "green prism"


def test_the_description_must_cover_the_held_shape(holding):
    # Any description the held prism is among will do (no Available filter decides it) ...
    assert judge(put("move", "(type: prism)"), holding, physics=PHYSICAL).move == DirectMove((1, 6, 7), (6, 1, 1))
    # ... but another shape is another shape: the gripper must let go of the prism first.
    assert judge(put("move", "(color: blue) (type: cube)"), holding, physics=PHYSICAL).reason == \
        "the gripper is holding the green prism; it must drop it before moving something else"
    assert judge(put("drop", "(color: blue) (type: cube)"), holding, physics=PHYSICAL).reason == \
        "the gripper is holding the green prism, not a blue cube"


def test_a_carried_shape_needs_a_place_a_real_arm_can_use(holding):
    onto_blue = "(destination: (spatial-relation: (relation: above) (entity: (color: blue) (type: cube))))"
    assert judge(put("move", destination=onto_blue), holding, physics=PHYSICAL).reason == \
        "(3,3,1) is already taken by the yellow prism"
    onto_prism = "(destination: (spatial-relation: (relation: above) (entity: (color: yellow) (type: prism))))"
    assert judge(put("drop", destination=onto_prism), holding, physics=PHYSICAL).reason == \
        "the green prism cannot stand on the yellow prism at (3,3,1): nothing stays on the point of a prism"
    far_left = ("(destination: (spatial-relation: (measure: (entity: (cardinal: 3) (type: tile))) "
                "(relation: left)))")
    assert judge(put("move", destination=far_left), holding, physics=PHYSICAL).reason == "(1,9,0) is off the board"


def test_put_it_on_the_board_lets_it_down_where_it_is(holding):
    on_board = "(destination: (spatial-relation: (relation: above) (entity: (type: board))))"
    assert judge(put("move", destination=on_board), holding, physics=PHYSICAL).move == \
        DirectMove((1, 6, 7), (1, 6, 0))


def test_take_it_and_put_it_while_holding_it_is_a_carry_too(holding):
    tree = read_rcl("(sequence: (event: (action: take) (entity: (id: 1) (color: green) (type: prism))) "
                    "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) " + ON_THE_RED_CUBE + "))")
    assert judge(tree, holding, physics=PHYSICAL).move == DirectMove((1, 6, 7), (6, 1, 1))
    assert not judge(tree, holding, physics=OFFICIAL).coherent


def test_a_recorded_scene_is_always_checked_by_the_official_rules(holding):
    carried = execute(put("move"), holding)
    assert not judge(put("move"), holding, carried, physics=PHYSICAL).coherent


@pytest.mark.treebank
def test_every_gold_drop_with_a_destination_is_carried_where_the_layouts_show(treebank):
    carried = 0
    for command in treebank.commands:
        gold = command.gold
        if gold.tag != "event" or gold.value_of("action") != "drop" or gold.get("destination") is None:
            continue
        before, after = (scene_from_layout(layout) for layout in treebank.scene(command.scene))
        assert isinstance(judge(gold, before, physics=PHYSICAL).move, DirectMove), command.id
        assert execute(gold, before).same_arrangement(after), command.id
        carried += 1
    assert carried > 50
