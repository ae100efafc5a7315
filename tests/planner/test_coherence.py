"""Judging and executing commands: the verdicts users see (PLANNER-NOTES.md, sections 3 and 4)."""

import pytest

from planner import (OFFICIAL, PHYSICAL, DirectMove, Drop, IncoherentError, Take, execute, expected_moves, judge,
                     parse_move)
from rcl import read_rcl
from boards import board

# Front-left corner (7,7): red, red, green prism.  Back: a blue cube at (0,0), a yellow cube
# under a blue cube at (3,3), a white cube at (3,4).  The gripper is empty, high over (4,4).
BOARD = board("blue cube at 0,0,0", "yellow cube at 3,3,0", "blue cube at 3,3,1", "white cube at 3,4,0",
              "red cube at 7,7,0", "red cube at 7,7,1", "green prism at 7,7,2", gripper=(4, 4, 7))
HOLDING = board("yellow cube at 3,3,0", "red cube at 5,5,0", "blue prism at 5,5,6", gripper=(5, 5, 6))


def verdict(rcl: str, scene=BOARD, physics=PHYSICAL):
    """The planner's verdict as a user of the REPL meets it (a real arm's physics)."""
    return judge(read_rcl(rcl), scene, physics=physics)


def take(entity: str) -> str:
    return f"(event: (action: take) (entity: {entity}))"


def move(entity: str, relation: str, landmark: str) -> str:
    return (f"(event: (action: move) (entity: {entity}) (destination: (spatial-relation: "
            f"(relation: {relation}) {landmark})))")


def test_take_the_green_pyramid():
    result = verdict(take("(color: green) (type: prism)"))
    assert result.coherent and result.move == Take((7, 7, 2)) and str(result.move) == "take 7,7,2"
    after = execute(read_rcl(take("(color: green) (type: prism)")), BOARD)
    assert after.held.name == "green prism" and after.gripper == (7, 7, 7)


def test_reasons_say_what_is_missing_or_ambiguous():
    # Nothing matches: the reason goes on with the closest shapes the board has (free ones first).
    assert verdict(take("(color: magenta) (type: cube)")).reason == (
        "there is no magenta cube; there are blue cubes at (0,0,0) and (3,3,1), a white cube at (3,4,0), "
        "and a yellow cube at (3,3,0)")
    assert verdict(take("(color: blue) (type: cube)")).reason == "2 blue cubes match: at (0,0,0) and (3,3,1)"
    assert verdict(take("(color: red) (type: cube)")).reason == "every red cube has something on top of it"
    assert verdict(take("(color: yellow) (type: cube)")).reason == "the yellow cube at (3,3,0) is under the blue cube"


def test_relations_make_an_entity_unique():
    on_yellow = "(color: blue) (type: cube) (spatial-relation: (relation: above) (entity: (color: yellow) (type: cube)))"
    assert verdict(take(on_yellow)).move == Take((3, 3, 1))


def test_move_onto_a_shape_goes_to_the_cell_above_it():
    result = verdict(move("(color: white) (type: cube)", "above", "(entity: (color: blue) (type: cube) "
                          "(spatial-relation: (relation: above) (entity: (type: corner))))"))
    assert result.move == DirectMove((3, 4, 0), (0, 0, 1)) and str(result.move) == "move 3,4,0 -> 0,0,1"
    assert execute(read_rcl(move("(color: white) (type: cube)", "above", "(entity: (indicator: back) "
                                 "(indicator: right) (type: corner))")), BOARD).at(0, 0, 1).name == "white cube"


def test_move_onto_an_occupied_shape_is_incoherent():
    result = verdict(move("(color: white) (type: cube)", "above", "(entity: (color: yellow) (type: cube))"))
    assert not result.coherent and result.reason == "(3,3,1) is already taken by the blue cube"


def test_move_onto_a_stack_goes_on_its_top():
    # "the red stack" is the headless red column, whose top is covered by the prism: no place.
    red = verdict(move("(color: white) (type: cube)", "above", "(entity: (color: red) (type: stack))"))
    assert not red.coherent and "already taken by the green prism" in red.reason
    full = verdict(move("(color: white) (type: cube)", "above", "(entity: (color: yellow) (color: blue) (type: stack))"))
    assert full.move == DirectMove((3, 4, 0), (3, 3, 2))


def test_left_right_front_are_drop_positions_next_to_the_landmark():
    white = "(color: white) (type: cube)"
    assert verdict(move(white, "right", "(entity: (color: red) (type: cube) (indicator: individual))")).reason == \
        "where to put it: there is no individual red cube; there are red cubes at (7,7,0) and (7,7,1)"
    assert verdict(move(white, "front", "(entity: (color: blue) (type: cube) (spatial-relation: (relation: above) "
                        "(entity: (type: corner))))")).move == DirectMove((3, 4, 0), (1, 0, 0))
    assert verdict(move(white, "left", "(entity: (indicator: back) (indicator: right) (type: corner))")).move == \
        DirectMove((3, 4, 0), (0, 1, 0))


def test_measures_count_tiles_from_the_shape_or_a_landmark():
    def measured(n, relation, landmark=""):
        return (f"(event: (action: move) (entity: (color: white) (type: cube)) (destination: (spatial-relation: "
                f"(measure: (entity: (cardinal: {n}) (type: tile))) (relation: {relation}) {landmark})))")
    assert verdict(measured(2, "forward")).move == DirectMove((3, 4, 0), (5, 4, 0))
    assert verdict(measured(1, "backward")).move == DirectMove((3, 4, 0), (2, 4, 0))
    assert verdict(measured(3, "left", "(entity: (color: yellow) (type: cube))")).move == DirectMove((3, 4, 0), (3, 6, 0))
    assert verdict(measured(5, "forward")).reason == "(8,4,0) is off the board"
    assert not verdict(measured(1, "front")).coherent


def test_drop_needs_something_held():
    assert verdict("(event: (action: drop) (entity: (color: blue) (type: cube)))").reason == \
        "the gripper is holding nothing to drop"
    assert verdict("(event: (action: drop) (entity: (type: prism)))", HOLDING).move == Drop()
    assert verdict("(event: (action: drop) (entity: (color: red) (type: cube)))", HOLDING).reason == \
        "the gripper is holding the blue prism, not a red cube"


def test_an_official_drop_destination_must_be_under_the_arm():
    on_red = "(event: (action: drop) (entity: (type: prism)) (destination: (spatial-relation: (relation: above) (entity: {})))) "
    assert verdict(on_red.format("(color: red) (type: cube)"), HOLDING, physics=OFFICIAL).move == Drop()
    result = verdict(on_red.format("(color: yellow) (type: cube)"), HOLDING, physics=OFFICIAL)
    assert result.reason == "the gripper is over (5,5), not over (3,3) where the command wants the shape"
    # A real arm carries the prism wherever the destination is, and lets go there.
    assert verdict(on_red.format("(color: yellow) (type: cube)"), HOLDING).move == DirectMove((5, 5, 6), (3, 3, 1))
    dropped = execute(read_rcl(on_red.format("(color: red) (type: cube)")), HOLDING)
    assert dropped.at(5, 5, 1).name == "blue prism" and dropped.held is None


def test_move_while_holding_and_take_with_a_destination():
    assert verdict(move("(color: yellow) (type: cube)", "above", "(entity: (color: red) (type: cube))"), HOLDING).reason \
        == "the gripper is holding the blue prism; it must drop it before moving something else"
    assert "cannot also put it somewhere" in verdict(
        "(event: (action: take) (entity: (type: prism)) (destination: (spatial-relation: (relation: above) "
        "(entity: (type: board)))))").reason


def test_reasons_for_arm_actions_read_as_sentences():
    assert verdict("(event: (entity: (color: white) (type: cube)))").reason == \
        "the command does not say whether to take, move or drop"
    assert verdict("(event: (action: fly) (entity: (color: white) (type: cube)))").reason == \
        "the arm can take, move or drop, not 'fly'"
    # Moving the held shape itself: the organisers' planner wants a drop (a real arm carries it).
    assert verdict(move("(color: blue) (type: prism)", "above", "(entity: (color: red) (type: cube))"), HOLDING,
                   physics=OFFICIAL).reason \
        == "the gripper is already holding the blue prism: putting it somewhere is a drop, not a move"


def test_reasons_for_destinations_name_the_place_in_words():
    white = "(color: white) (type: cube)"
    to_edge = move(white, "above", "(entity: (indicator: front) (type: edge))")
    assert verdict(to_edge, physics=OFFICIAL).reason == "'on the front edge' names no single place to put a shape"
    assert verdict(to_edge).coherent  # read as people mean it: the front edge's square in the cube's column
    assert verdict(move(white, "left", "(entity: (type: board))")).reason == \
        "'left of the board' names no single place to put a shape"
    next_to_blue = move(white, "adjacent", "(entity: (color: blue) (type: cube) (spatial-relation: (relation: above) "
                                           "(entity: (type: corner))))")
    assert verdict(next_to_blue, physics=OFFICIAL).reason == \
        "'next to the blue cube at (0,0,0)' names no single place to put a shape"
    # read as people mean it: a free square beside it, when only one is free
    assert verdict(next_to_blue).reason == \
        "where to put it: 2 squares next to the blue cube on the corner are free; say which side"
    beside_stack = move(white, "left", "(entity: (color: yellow) (color: blue) (type: stack))")
    assert verdict(beside_stack, physics=OFFICIAL).reason == "a shape can only go on top of a stack, not left of it"
    # Read as people mean it, "left of the stack" is the square beside it: here the white cube's own.
    assert verdict(beside_stack).reason == \
        "the white cube would go on top of itself at (3,4,1); the command names no other place"
    # The organisers' planner reads "onto the board" as the moving shape's own column.
    assert verdict(move(white, "above", "(entity: (type: board))")).reason == \
        "the white cube would go on top of itself at (3,4,1); the command names no other place"
    no_relation = ("(event: (action: move) (entity: (color: white) (type: cube)) (destination: "
                   "(spatial-relation: (entity: (color: yellow) (type: cube)))))")
    assert verdict(no_relation).reason.startswith("the destination does not say how the place relates")


def test_reasons_describe_the_entity_as_written():
    nearest_cyan = "(color: white) (type: cube) (spatial-relation: (relation: nearest) (entity: (color: cyan) (type: cube)))"
    assert verdict(take(nearest_cyan)).reason.startswith("there is no cyan cube to be nearest to; there are blue cubes")
    # A relation with no landmark is ignored by the planner, and left out of the words.
    assert verdict(take("(type: cube) (spatial-relation: (relation: above))")).reason == \
        "3 cubes match: at (0,0,0), (3,3,1) and (3,4,0)"


def test_take_then_drop_it_is_one_move():
    tree = ("(sequence: (event: (action: take) (entity: (id: 1) (color: white) (type: cube))) "
            "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) (destination: "
            "(spatial-relation: (relation: above) (entity: (color: blue) (type: cube) (spatial-relation: "
            "(relation: within) (entity: (type: corner))))))))")
    assert verdict(tree).move == DirectMove((3, 4, 0), (0, 0, 1))


def test_other_sequences_plan_each_event_on_the_same_board():
    tree = f"(sequence: {take('(color: white) (type: cube)')} {take('(color: green) (type: prism)')})"
    result = verdict(tree)
    assert not result.coherent
    assert result.reason.startswith("the command asks for 2 separate moves (take 3,4,0; take 7,7,2)")


def test_type_reference_copies_the_antecedent_type():
    tree = move("(id: 1) (color: white) (type: cube)", "above",
                "(entity: (color: yellow) (type: type-reference) (reference-id: 1))")
    assert verdict(tree).reason == "(3,3,1) is already taken by the blue cube"
    assert "points to nothing" in verdict(move("(color: white) (type: cube)", "above",
                                               "(entity: (type: type-reference) (reference-id: 4))")).reason


def test_the_moving_shape_is_not_its_own_destination():
    # Two blue cubes ground the destination; the one being moved is set aside.
    scene = board("blue cube at 0,0,0", "blue cube at 5,5,0", gripper=(4, 4, 7))
    tree = ("(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube) (spatial-relation: "
            "(relation: above) (entity: (indicator: back) (type: edge))))) (event: (action: drop) (entity: "
            "(type: reference) (reference-id: 1)) (destination: (spatial-relation: (relation: above) "
            "(entity: (color: blue) (type: cube))))))")
    assert verdict(tree, scene).move == DirectMove((0, 0, 0), (5, 5, 1))


def test_the_official_validator_reads_moves_from_two_scenes():
    after = board("blue cube at 0,0,0", "yellow cube at 3,3,0", "blue cube at 3,3,1", "white cube at 0,0,1",
                  "red cube at 7,7,0", "red cube at 7,7,1", "green prism at 7,7,2", gripper=(0, 0, 5))
    assert expected_moves(BOARD, after) == [DirectMove((3, 4, 0), (0, 0, 1))]
    white_on_blue = move("(color: white) (type: cube)", "above", "(entity: (indicator: back) (indicator: right) (type: corner))")
    assert judge(read_rcl(white_on_blue), BOARD, after).coherent
    wrong = judge(read_rcl(take("(color: green) (type: prism)")), BOARD, after)
    assert wrong.reason == "the command would take 7,7,2, but the scene shows move 3,4,0 -> 0,0,1"
    lifted = board("blue cube at 0,0,0", "yellow cube at 3,3,0", "blue cube at 3,3,1", "white cube at 3,4,0",
                   "red cube at 7,7,0", "red cube at 7,7,1", "green prism at 7,7,5", gripper=(7, 7, 5))
    assert expected_moves(BOARD, lifted) == [Take((7, 7, 2))]
    assert expected_moves(lifted, BOARD) == [Drop()]


def test_execute_refuses_incoherent_commands():
    with pytest.raises(IncoherentError, match="there is no magenta cube"):
        execute(read_rcl(take("(color: magenta) (type: cube)")), BOARD)


def test_move_strings_parse_back():
    for move_ in (Take((1, 2, 3)), Drop(), DirectMove((0, 0, 0), (7, 7, 1))):
        assert parse_move(str(move_)) == move_
    with pytest.raises(ValueError):
        parse_move("fly 1,2,3")


def test_the_official_rules_keep_the_organisers_odd_choices():
    """+SP evaluation judges like the task's planner: a take ignores the gripper, "above a shape"
    is the cell on top even when it is taken; only the physical mode refuses those."""
    onto_blue = move("(color: white) (type: cube)", "above", "(entity: (color: yellow) (type: cube))")
    assert verdict(onto_blue, physics=OFFICIAL).move == DirectMove((3, 4, 0), (3, 3, 1))
    assert not verdict(onto_blue).coherent
    take_yellow = take("(color: yellow) (type: cube)")
    assert verdict(take_yellow, HOLDING, physics=OFFICIAL).coherent and not verdict(take_yellow, HOLDING).coherent
    with pytest.raises(ValueError, match="physics must be one of official, physical"):
        verdict(take_yellow, physics="gentle")


def test_a_plan_that_changes_nothing_is_incoherent_in_every_mode():
    same_place = move("(color: white) (type: cube)", "within", "(entity: (type: board))")
    for physics in (OFFICIAL, PHYSICAL):
        result = verdict(same_place, physics=physics)
        assert not result.coherent, physics
