"""The shape the gripper holds and the spot under the gripper, as people say them: the command reader's
holding rules (fallback_pcfg.reader.holding) and the commands and sentences that use them.

Each test reads a command and checks the cheapest reading that reads every word that means
something, as the query the board is asked (what the planner grounds).
"""

import pytest

from readings import first_query as first

DROP_ON_BLUE = ("(event: (action: drop) (entity: (type: cube)) (destination: (spatial-relation: (relation: above) "
                "(entity: (color: blue) (type: cube)))))")
UNDER_GRIPPER = "(entity: (type: tile) (check: (kind: below-gripper)))"


@pytest.mark.parametrize("text", [
    "put the cube you just picked up on the blue cube",
    "put the cube the robot is holding on the blue cube",
    "put the cube held by the gripper on the blue cube",
    "put the cube in your hand on the blue cube",
])
def test_a_clause_of_the_robot_holding_a_shape_says_it_is_the_held_one(reader, text):
    # the clause only says which shape is meant: put down, it is the held one
    assert first(reader, text) == DROP_ON_BLUE


@pytest.mark.parametrize("text", ["put what you are holding on the blue cube",
                                  "put whatever you've got on the blue cube", "put what's in your hand on the blue cube"])
def test_what_you_are_holding_is_the_held_shape(reader, text):
    assert first(reader, text) == DROP_ON_BLUE


@pytest.mark.parametrize("text", ["put the red cube down right where you are holding it",
                                  "put the red cube down where you have it now"])
def test_where_you_are_holding_it_is_here(reader, text):
    assert first(reader, text) == "(event: (action: drop) (entity: (color: red) (type: cube)))"


def test_a_place_where_the_gripper_holds_it_now_is_the_square_under_the_gripper(reader):
    query = first(reader, "Please put down red cube on board, exactly on place where you are holding it now.")
    assert f"(destination: (spatial-relation: (relation: above) {UNDER_GRIPPER})" in query


def test_the_square_below_the_gripper_is_under_it(reader):
    query = first(reader, "place the blue cube on the square right below the gripper")
    assert query.endswith(f"(destination: (spatial-relation: (relation: above) {UNDER_GRIPPER})))")


@pytest.mark.parametrize("text", [
    "Set the red cube down right here: 2nd row from the front, 3rd square from the left.",
    "Lower the red cube straight down to the floor under the gripper: 2nd row from front, 3rd square from left.",
])
def test_a_square_said_again_after_here_is_the_same_square(reader, text):
    # the square under the gripper, and the board checks that the square said again is that one
    query = first(reader, text)
    assert query.startswith("(event: (action: drop) (entity: (color: red) (type: cube)) (destination: "
                            f"(spatial-relation: (relation: within) {UNDER_GRIPPER}) (check: (kind: also)")
    assert "(check: (kind: line) (count: 2) (entity: (indicator: front) (type: edge)))" in query


def test_a_bare_one_in_a_square_said_again_is_not_the_shape_put_down(reader):
    # "the one wearing ..." repeats "stack", the noun before it: not the cyan pyramid put down (which would say
    # nothing of where it goes), and nothing stands on a pyramid anyway
    query = first(reader, "Put the cyan pyramid on the floor. It goes on the square just on your side of the red "
                          "and white stack to the right of the one wearing the magenta pyramid.")
    assert "(check: (kind: also)" in query and "(relation: right) (entity: (color: cyan)" not in query


@pytest.mark.parametrize("text", [
    "Put the red cube you are holding in the front left corner. It should be right next to the red cube beside "
    "the gray cube.",
    "Put the red cube down on the floor. It's the square just behind the red cube that has a blue one on it.",
])
def test_a_square_said_again_may_be_told_by_another_shape_of_the_same_kind(reader, text):
    assert "(check: (kind: also) (spatial-relation: " in first(reader, text)


def test_a_sentence_with_a_verb_of_the_arm_is_a_command_not_a_square_said_again(reader):
    query = first(reader, "Pick up the gray cube on the right of the red cube. Stack it on top of the other gray "
                          "cube, on the red cube's left.")
    assert query.startswith("(sequence: (event: (action: take)") and "(kind: also)" not in query


def test_a_sentence_after_says_where_it_should_end_up(reader):
    # "It should end up between X and Y.": where the shape put down goes, said again
    query = first(reader, "Put the red cube down on the floor. It should end up between the blue cube and the "
                          "green pyramid.")
    assert "(check: (kind: also) (spatial-relation: (relation: between)" in query


@pytest.mark.parametrize("text, where", [
    ("Please set the green pyramid down right at the far edge, third square in from the left, just past the purple "
     "block.", "(indicator: front)"),
    ("okay put the gray cube down right next to the green cube on the end", "(color: green)"),
])
def test_a_place_after_the_particle_of_put_down_is_where_it_goes(reader, text, where):
    # "the cube down at the end" is said, but after "put X down" the place is the verb's: X is the held one
    reading = first(reader, text)
    assert reading.startswith("(event: (action: drop) (entity: (color:") and "(destination:" in reading
    assert where in reading.split("(destination:")[1] and where not in reading.split("(destination:")[0]


def test_and_before_a_verb_starts_the_second_step_even_after_a_long_source(reader):
    # "... of two red cubes and put on the green cube": not a stack "put on the green cube" with "and" left out
    query = first(reader, "take the top red cube from the stack of two red cubes and put on the green cube")
    assert query.startswith("(sequence: (event: (action: take)")
    assert "(action: drop) (entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: " \
           "(relation: above) (entity: (color: green) (type: cube))))" in query
