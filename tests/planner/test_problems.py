"""Failures a dialogue can act on: which description failed, in what role, and what it matched
or could have meant (`Verdict.problem`, and the same parts on `IncoherentError`).

    back   x=1   .  .  .  .  .  B  .  .      blue cubes at (1,2,0) and (3,3,0)
           x=3   .  .  .  .  B  .  .  .      a green prism at (5,5,0)
           x=5   .  .  g  .  .  .  .  .      a yellow cube on a red cube at (7,0)
    front  x=7   .  .  .  .  .  .  .  RY
"""

import pytest

from planner import (AMBIGUOUS, COVERED, FROM, MISSING, NEAR, PHYSICAL, WHAT, WHERE, IncoherentError, Problem,
                     Shape, Take, Verdict, execute, judge, name_shape, replace_node)
from rcl import read_rcl
from boards import board

BOARD = board("blue cube at 1,2,0", "blue cube at 3,3,0", "green prism at 5,5,0", "red cube at 7,0,0",
              "yellow cube at 7,0,1", gripper=(4, 4, 7))
BLUE_CUBES = (Shape(1, 2, 0, "blue", "cube"), Shape(3, 3, 0, "blue", "cube"))
GREEN_PRISM = Shape(5, 5, 0, "green", "prism")


def take(entity: str):
    return read_rcl(f"(event: (action: take) (entity: {entity}))")


def put_prism(destination: str):
    return read_rcl("(event: (action: move) (entity: (color: green) (type: prism)) "
                    f"(destination: (spatial-relation: {destination})))")


def test_nothing_matches_what_to_take_so_the_closest_shapes_are_offered():
    tree = take("(color: blue) (type: prism)")
    problem = judge(tree, BOARD).problem
    assert problem.reason == ("there is no blue prism; there are blue cubes at (1,2,0) and (3,3,0), "
                              "and a green prism at (5,5,0)")
    assert (problem.kind, problem.role, problem.matches) == (MISSING, WHAT, ())
    assert problem.alternatives == BLUE_CUBES + (GREEN_PRISM,)  # its colour first, then its type
    assert problem.entity is tree.get("entity")  # the very node, so that it can be replaced


def test_an_entity_with_a_relation_offers_the_shapes_matching_without_it():
    problem = judge(take("(color: blue) (type: cube) (spatial-relation: (relation: above) "
                         "(entity: (color: red) (type: cube)))"), BOARD).problem
    assert problem.reason == "there is no blue cube on the red cube; there are blue cubes at (1,2,0) and (3,3,0)"
    assert problem.alternatives == BLUE_CUBES


def test_several_matches_are_the_choices_and_a_name_settles_which():
    tree = take("(color: blue) (type: cube)")
    problem = judge(tree, BOARD).problem
    assert problem.reason == "2 blue cubes match: at (1,2,0) and (3,3,0)"
    assert (problem.kind, problem.role, problem.matches, problem.alternatives) == (AMBIGUOUS, WHAT, BLUE_CUBES, ())
    # The user answers "the second one": name it, put the name in place of the description.
    chosen = name_shape(problem.matches[1], BOARD)
    assert chosen.words == "the blue cube nearest to the left"
    assert judge(replace_node(tree, problem.entity, chosen.entity), BOARD).move == Take((3, 3, 0))


def test_every_match_covered_offers_the_covered_shapes():
    stacked = board("red cube at 2,2,0", "white cube at 2,2,1", "red cube at 6,6,0", "cyan prism at 6,6,1")
    problem = judge(take("(color: red) (type: cube)"), stacked).problem
    assert problem.reason == "every red cube has something on top of it"
    assert (problem.kind, problem.role) == (COVERED, WHAT)
    assert problem.alternatives == (Shape(2, 2, 0, "red", "cube"), Shape(6, 6, 0, "red", "cube"))


def test_where_to_put_it():
    magenta = put_prism("(relation: above) (entity: (color: magenta) (type: cube))")
    problem = judge(magenta, BOARD, physics=PHYSICAL).problem
    assert problem.reason.startswith("where to put it: there is no magenta cube; there are blue cubes at")
    assert (problem.kind, problem.role) == (MISSING, WHERE)
    assert problem.entity is magenta.get("destination").get("spatial-relation").get("entity")
    blue = judge(put_prism("(relation: above) (entity: (color: blue) (type: cube))"), BOARD).problem
    assert (blue.kind, blue.role, blue.matches) == (AMBIGUOUS, WHERE, BLUE_CUBES)
    assert blue.reason == "where to put it: 2 blue cubes match: at (1,2,0) and (3,3,0)"


def test_where_to_count_from():
    two_left = put_prism("(measure: (entity: (cardinal: 2) (type: tile))) (relation: left) "
                         "(entity: (color: blue) (type: cube))")
    problem = judge(two_left, BOARD).problem
    assert (problem.kind, problem.role, problem.matches) == (AMBIGUOUS, FROM, BLUE_CUBES)
    assert problem.reason == "where to count from: 2 blue cubes match: at (1,2,0) and (3,3,0)"


def test_nearest_to_nothing():
    tree = take("(color: blue) (type: cube) (spatial-relation: (relation: nearest) (entity: (color: cyan) (type: cube)))")
    problem = judge(tree, BOARD).problem
    assert (problem.kind, problem.role) == (MISSING, NEAR)
    assert problem.entity is tree.get("entity").get("spatial-relation").get("entity")
    assert problem.reason == ("there is no cyan cube to be nearest to; there are blue cubes at (1,2,0) and "
                              "(3,3,0), a yellow cube at (7,0,1), and a red cube at (7,0,0)")


def test_a_drop_of_something_not_held_offers_the_held_shape():
    holding = board("red cube at 5,5,0", "blue prism at 5,5,6", gripper=(5, 5, 6))
    problem = judge(read_rcl("(event: (action: drop) (entity: (color: red) (type: cube)))"), holding).problem
    assert problem.reason == "the gripper is holding the blue prism, not a red cube"
    assert (problem.kind, problem.role, problem.alternatives) == (MISSING, WHAT, (Shape(5, 5, 6, "blue", "prism"),))


def test_the_node_is_the_one_of_the_tree_even_in_a_take_then_drop_sequence():
    tree = read_rcl("(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube))) "
                    "(event: (action: drop) (entity: (type: reference) (reference-id: 1))))")
    assert judge(tree, BOARD).problem.entity is tree.children[0].get("entity")


def test_execute_raises_the_same_parts():
    tree = take("(color: blue) (type: cube)")
    with pytest.raises(IncoherentError) as caught:
        execute(tree, BOARD)
    assert caught.value.problem == judge(tree, BOARD, physics=PHYSICAL).problem
    assert caught.value.entity is tree.get("entity") and caught.value.matches == BLUE_CUBES


def test_other_reasons_have_no_parts_and_verdicts_compare_as_before():
    problem = judge(read_rcl("(event: (action: fly) (entity: (type: cube)))"), BOARD).problem
    assert problem == Problem("the arm can take, move or drop, not 'fly'")
    assert judge(take("(color: blue) (type: cube)"), BOARD) == \
        Verdict(False, None, "2 blue cubes match: at (1,2,0) and (3,3,0)")
    assert judge(take("(color: green) (type: prism)"), BOARD).problem is None


def test_the_landmark_nearest_to_nothing_is_the_one_named_even_among_several_relations():
    tree = take("(color: blue) (type: cube) (spatial-relation: (relation: nearest) (entity: (color: cyan) (type: cube))) "
                "(spatial-relation: (relation: nearest) (entity: (color: green) (type: prism)))")
    assert judge(tree, BOARD).problem.entity is tree.get("entity").get("spatial-relation").get("entity")
