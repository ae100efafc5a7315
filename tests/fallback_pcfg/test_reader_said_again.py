"""What people say again or say by the result, read as what it adds: "the tower that has it" (the one it is on),
"... to the far corner. Set it down there." (that drop, said once), "so it makes three" (the stack it goes on is
two high), "one square further than X" (past it), "one square diagonally in from X" (toward the middle), the
middle stack "of the row of stacks" or "of the back group", "the back-row group", "the short stack with two green
cubes".

Each test reads a command and checks the query the board is asked, or the move a board takes from it.
"""

import pytest

from readings import board, first_query, move_made, put_at, taken_from


def test_the_tower_that_has_it_is_the_one_it_stands_on(reader):
    for command in ("take the blue pyramid off the tower that has it", "take the blue pyramid off the stack that has "
                    "it on top"):
        assert first_query(reader, command) == ("(event: (action: take) (entity: (color: blue) (type: prism) "
                                                "(spatial-relation: (relation: above) (entity: (type: stack)))))")


@pytest.mark.parametrize("after", ["Set it down there.", "Just set it down on the floor there.", "Drop it."])
def test_a_drop_said_again_after_the_place_is_that_one_drop(reader, after):
    query = first_query(reader, f"take the blue pyramid and carry it to the far right corner. {after}")
    assert query == ("(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: prism))) "
                     "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) (destination: "
                     "(spatial-relation: (relation: within) (entity: (indicator: front) (indicator: right) "
                     "(type: corner))))))")


@pytest.mark.parametrize("result", ["so it makes three", "so it makes a little tower of three",
                                    "so that it forms a stack of 3"])
def test_the_stack_a_shape_makes_says_how_high_the_one_it_goes_on_is(reader, result):
    query = first_query(reader, f"stack the blue cube you are holding on the green tower, {result}")
    assert "(check: (kind: height) (count: 2))" in query


@pytest.mark.parametrize("command", ["put the blue cube one square further than the green stack",
                                     "put the blue cube one square farther than the green stack",
                                     "Place blue cube on table one square more far than green stack",
                                     "put the blue cube just further than the green stack"])
def test_further_than_a_shape_is_past_it_seen_from_the_robot(reader, command):
    query = first_query(reader, command)
    assert "(relation: forward) (entity: (color: green) (type: stack))" in query or (
        "(relation: front) (entity: (color: green) (type: stack))" in query)


def test_a_stack_with_two_cubes_of_a_colour_has_two_of_them(reader):
    query = first_query(reader, "take the blue cube off the short stack with two green cubes")
    assert "(entity: (color: green) (color: green) (type: stack) (check: (kind: shortest)))" in query


#   a magenta cube in the front right corner (7,0): (6,1), diagonally in from it, is empty; the gripper holds a
#   yellow cube
CORNER = board("magenta cube at 7,0,0", "red cube at 6,3,0", "green cube at 3,5,0", held="yellow cube")
#   a row of three stacks at the back: red (1,3), green and red (1,2), red (1,1); a row of three at the front:
#   red (6,6), red and green (6,5), red (6,4)
ROWS = board("red cube at 1,3,0", "green cube at 1,2,0", "red cube at 1,2,1", "red cube at 1,1,0",
             "red cube at 6,6,0", "red cube at 6,5,0", "green cube at 6,5,1", "red cube at 6,4,0")


@pytest.mark.parametrize("place", ["one square diagonally in from the magenta cube in the front right corner",
                                   "diagonally in from the magenta cube", "one square in diagonally from the magenta "
                                   "cube", "diagonally inward from the magenta cube"])
def test_diagonally_in_from_a_shape_is_its_corner_square_toward_the_middle(reader, place):
    assert put_at(reader, f"put the yellow cube down {place}", CORNER) == (6, 1)


def test_a_shape_diagonally_in_from_another_is_the_one_toward_the_middle(reader):
    corner = board("gray cube at 7,7,0", "red cube at 6,6,0", "red cube at 6,4,0", "red cube at 4,6,0")
    assert taken_from(reader, "pick up the red cube one square in diagonally from the gray one in the front left "
                              "corner", corner) == (6, 6)


@pytest.mark.parametrize("group", ["the row of stacks closer to you", "the group of stacks closer to you",
                                   "the back group", "the back row of stacks", "the group of three stacks at the back"])
def test_the_middle_stack_of_a_group_of_stacks_said_without_colour(reader, group):
    move = move_made(reader, f"take the red cube off the middle stack of {group}", ROWS)
    assert move is not None and move.source == (1, 2, 1)


def test_a_place_said_before_a_group_says_where_the_group_is(reader):
    assert taken_from(reader, "take the red cube at the right end of the back-row group", ROWS) == (1, 1)


def test_a_scene_with_a_count_of_shapes_after_with_is_read_before_the_command(reader):
    query = first_query(reader, "Along the left edge there's a line of blocks with two cyan ones in it; take the cyan "
                                "one further from me and slide it one square to the right")
    assert query.startswith("(sequence: (event: (action: take) (entity: (id: 1)") and "(color: cyan)" in query


#   a tower of gray, red, white and red (6,4); two cyan, magenta and yellow towers (3,3), (3,6)
TOWER = board("gray cube at 6,4,0", "red cube at 6,4,1", "white cube at 6,4,2", "red cube at 6,4,3",
              "yellow cube at 3,3,0", "cyan cube at 3,3,1", "magenta prism at 3,3,2", "yellow cube at 3,6,0",
              "cyan cube at 3,6,1", "magenta prism at 3,6,2")


@pytest.mark.parametrize("command", [
    "move the top red cube off the gray/red/white/red tower to the square left of the tower",
    "top red cube off the gray/red/white/red tower -> board, adjacent square on the tower's left side.",
    "take the top red cube off the gray/red/white/red tower and put it on the square left of the tower"])
def test_the_tower_said_again_bare_is_the_one_the_shape_is_taken_from(reader, command):
    assert put_at(reader, command, TOWER) == (6, 5)


@pytest.mark.parametrize("command", [
    "grab the yellow one rite next to the stack w the magenta pyramid, on its right side",
    "pick up the yellow cube next to the one with the magenta pyramid, on its right"])
def test_a_side_said_after_a_comma_is_the_landmarks_not_where_the_with_shape_stands(reader, command):
    query = first_query(reader, command)
    assert "(relation: right)" in query and "(relation: left)" not in query


@pytest.mark.parametrize("result", ["so it's no longer sitting beside the blue one",
                                    "so that it is not next to the blue one anymore"])
def test_a_result_that_says_where_the_shape_will_not_be_leaves_the_place_as_said(reader, result):
    # never "beside the blue one" with the "no longer" left out
    assert first_query(reader, f"move the green block one square closer to me, {result}") == (
        "(event: (action: move) (entity: (color: green) (type: cube)) (destination: (spatial-relation: (measure: "
        "(entity: (cardinal: 1) (type: tile))) (relation: backward))))")
