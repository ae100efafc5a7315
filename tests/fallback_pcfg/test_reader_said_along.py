"""Things said along the way: the square under the gripper said again after a place ("onto the lone red cube
(directly below gripper)"), a pointed top ("the grey tower with the white tip"), a two-step move counted from the
shape a fronted phrase names ("Blue cube from right end of far row, move it one square closer to me and one to
left"), the row a shape is in ("the row that has the green tower in it", "Look at the row that has ... in it. ...
in that row"), "count to" a shape, a shape said again with "and hold it" after it, places said again ("..., toward
the yellow blocks", "-> floor, left edge, ...", "..., there is only one empty place", "straight ahead of where it
was"), "where it was", "right beside X", "the red pyramid stack", "in the same row two squares past X".

Each test reads a command on a small board and checks the square the board takes a shape from or puts it on.
"""

import pytest

from rcl.normalise import normalise

from readings import board, first, put_at, taken_from


RING = board(*(f"gray cube at {x},{y},0" for x in (3, 4, 5) for y in (3, 4, 5) if (x, y) != (4, 4)),
             "red cube at 4,4,0", "red cube at 1,1,0", held="yellow cube", gripper=(4, 4, 7))


def test_a_place_said_again_as_where_the_gripper_is_is_the_square_under_it(reader):
    command = "Drop the yellow cube onto the lone red cube on the floor inside the ring (directly below gripper)."
    assert put_at(reader, command, RING) == (4, 4)
    assert reader.read(normalise(command))[0].skipped == ()  # the gripper said, not left out


TIPPED = board("gray cube at 3,4,0", "white prism at 3,4,1", "gray cube at 5,2,0", "red cube at 5,2,1",
               "green cube at 1,1,0")


def test_a_tip_is_a_pointed_top(reader):
    command = "Put the green cube on the floor just left of the gray tower with the white tip."
    assert put_at(reader, command, TIPPED) == (3, 5)


FAR_ROW = board(*(f"blue cube at 7,{y},0" for y in range(4)), "red cube at 0,7,0")


def test_a_two_step_move_counts_from_the_shape_a_phrase_before_the_verb_names(reader):
    command = "Blue cube from right end of far row, move it one square closer to me and one to left."
    assert put_at(reader, command, FAR_ROW) == (6, 1)


def test_a_diagonal_step_in_counts_from_the_shape_taken(reader):
    command = ("take the blue cube at the right end of the front row and move it one square diagonally in toward the "
               "middle")
    assert put_at(reader, command, FAR_ROW) == (6, 1)


GRAY_ROWS = board("green cube at 5,2,0", "green cube at 5,2,1", "gray cube at 5,6,0", "gray cube at 2,6,0",
                  "gray cube at 1,3,0")


def test_the_row_that_has_a_shape_in_it_is_the_row_through_that_shape(reader):
    command = "pick up the gray cube in the row that has the green tower in it"
    assert taken_from(reader, command, GRAY_ROWS) == (5, 6)


def test_that_row_after_looking_at_the_row_a_shape_is_in_is_that_row(reader):
    command = "Look at the row that has the green tower in it. Pick up the gray cube in that row."
    assert taken_from(reader, command, GRAY_ROWS) == (5, 6)


RED_BACK = board("red cube at 7,7,0", "red cube at 7,5,0", "red cube at 7,2,0", "blue cube at 2,2,0")


def test_count_to_a_shape_points_at_it(reader):
    command = "Count to the second red cube from the left, then pick it up."
    assert taken_from(reader, command, RED_BACK) == (7, 5)


TWO_RED_LEFT = board("red cube at 4,6,0", "red cube at 4,4,0", "blue cube at 1,1,0")


def test_a_shape_said_again_may_end_with_hold_it(reader):
    command = ("Could you please pick up the red cube on the left? Not the other red one, just the one further left, "
               "and hold it up for me.")
    assert taken_from(reader, command, TWO_RED_LEFT) == (4, 6)


GRAY_AND_TOWER = board("gray cube at 5,6,0", "magenta cube at 6,3,0", "magenta cube at 6,3,1", "magenta cube at 6,3,2")


def test_right_beside_a_shape_then_the_side_farther_from_you_is_that_side_of_it(reader):
    command = ("Take the top purple block off the purple tower, please, and set it on the floor right beside the gray "
               "block, on the side farther from you.")
    assert put_at(reader, command, GRAY_AND_TOWER) == (6, 6)


def test_right_beside_a_shape_is_next_to_it_before_it_is_right_of_it(reader):
    assert first(reader, "put the magenta cube right beside the gray cube") == (
        "(event: (action: move) (entity: (color: magenta) (type: cube)) (destination: (spatial-relation: "
        "(relation: adjacent) (entity: (color: gray) (type: cube)))))")


UNDER_GRIPPER = board("gray cube at 2,5,0", "gray cube at 2,4,0", "gray cube at 2,4,1", "gray cube at 2,6,0",
                      "gray cube at 2,6,1", held="gray cube", gripper=(2, 5, 7))


def test_a_dropped_shape_stands_on_nothing_so_on_a_stack_is_where_it_goes(reader):
    command = "drop the gray cube on the gray stack right under u, the one thats only 1 tall in that row of 2s"
    assert put_at(reader, command, UNDER_GRIPPER) == (2, 5)


GRAY_RED_GRAY = board("gray cube at 3,5,0", "red cube at 3,4,0", "gray cube at 3,3,0")


def test_where_it_was_is_the_square_of_the_shape_moved(reader):
    command = ("Take the gray cube on the right end of that row and move it one square straight towards you, onto the "
               "empty square just on your side of where it was.")
    assert put_at(reader, command, GRAY_RED_GRAY) == (2, 3)


CYAN_AND_YELLOW = board(*(f"cyan cube at {x},{y},0" for x in (1, 2) for y in (2, 3, 4, 5)),
                        *(f"yellow cube at {x},{y},0" for x in (5, 6) for y in (2, 3, 4, 5)))


def test_a_counted_move_said_again_toward_shapes_heads_for_them(reader):
    command = ("In the group of light blue cubes, take the one at the right end of the row farther from me and scoot "
               "it one square farther away, toward the yellow blocks.")
    assert put_at(reader, command, CYAN_AND_YELLOW) == (3, 2)


LEFT_EDGE = board("blue prism at 4,2,0", "red cube at 3,7,0", "red cube at 5,3,0")


def test_a_bare_edge_in_a_list_of_places_is_on_that_edge(reader):
    command = "blue pyramid -> floor, left edge, one square robot-side of the red cube"
    assert put_at(reader, command, LEFT_EDGE) == (2, 7)


NEAR_EDGE = board("green prism at 2,4,0", held="green cube", gripper=(0, 6, 7))


@pytest.mark.parametrize("command", [
    "You are holding a green cube. Put it down on the edge of the board nearest to you, on the second square from the "
    "left corner.",
    "okay set the green cube down along the edge nearest me uh second square in from the left corner"])
def test_the_second_square_from_the_left_corner_of_an_edge_counts_from_that_side(reader, command):
    assert put_at(reader, command, NEAR_EDGE) == (0, 6)


HATS = board("red cube at 1,1,0", "gray prism at 1,1,1", "red cube at 6,1,0", "gray prism at 6,1,1",
             "red cube at 1,6,0", "gray prism at 1,6,1")


def test_ahead_of_where_it_was_after_a_count_says_only_which_way(reader):
    command = ("Please take the hat off the red block on the right that is nearest me, and put it on the floor two "
               "squares further away from me, straight ahead of where it was.")
    assert put_at(reader, command, HATS) == (3, 1)


RED_FLOOR = board(*(f"red cube at {x},{y},0" for x in (1, 2, 3) for y in (1, 2, 3) if (x, y) != (2, 2)),
                  held="red cube", gripper=(5, 5, 7))


@pytest.mark.parametrize("command", [
    "uh okay drop that red cube into the one empty spot on the board the gap in the red cubes",
    "Put the red cube down into the hole in the red floor, there is only one empty place."])
def test_a_gap_said_again_with_no_comma_or_after_there_is_only_one(reader, command):
    assert put_at(reader, command, RED_FLOOR) == (2, 2)
    assert reader.read(normalise(command))[0].skipped == ()


BACK_STACKS = board("green cube at 1,5,0", "red cube at 1,5,1", "green cube at 1,4,0", "red cube at 1,4,1",
                    "green cube at 1,4,2", "red cube at 1,4,3", "green cube at 1,3,0", "red cube at 1,3,1")


def test_in_that_same_row_is_the_row_of_the_shape_moved(reader):
    command = ("okay the row of three stacks closer to me take the red cube off the top of the middle one and uh put "
               "it on the board at the left edge in that same row")
    assert put_at(reader, command, BACK_STACKS) == (1, 7)


BACK_ROW = board("red cube at 0,5,0", "red cube at 0,4,0", "red cube at 0,3,0", "red cube at 0,2,0",
                 "red cube at 5,6,0", "blue cube at 3,3,0", "blue cube at 3,3,1")


@pytest.mark.parametrize("past", ["on the floor just past", "just after"])
def test_just_past_the_last_shape_at_an_end_of_a_line_is_further_along_it(reader, past):
    command = f"take the blue cube off the stack and put it {past} the last red cube on the right"
    assert put_at(reader, command, BACK_ROW) == (0, 1)


RED_GREEN_RED = board("red cube at 1,5,0", "green cube at 1,4,0", "red cube at 1,3,0", "yellow cube at 3,3,0")


@pytest.mark.parametrize("command", [
    "okay the green cube between the two red ones take it and put it in the same row two squares past the right red "
    "cube",
    "move the green cube two squares past the right red cube, in the same row"])
def test_squares_past_a_shape_in_the_same_row_go_on_along_the_row(reader, command):
    assert put_at(reader, command, RED_GREEN_RED) == (1, 1)


def test_a_gap_left_by_the_move_is_no_place_said_again(reader):
    red = board("red cube at 3,3,0", "green cube at 6,6,0", held="blue cube", gripper=(5, 5, 7))
    assert put_at(reader, "drop the blue 2 squares left of the red, leave a gap", red) == (3, 5)


LEFT_COLUMN = board(*(f"gray cube at {x},7,0" for x in range(7)), *(f"gray cube at 7,{y},0" for y in range(7)))


@pytest.mark.parametrize("command", [
    "Gray cube on the left edge next to the empty front-left corner: move it forward one square into that corner.",
    "okay the gray cube on the left edge one square back from the empty front left corner uh move that one into the "
    "corner"])
def test_a_side_of_the_board_is_beside_nothing_and_the_corner_is_the_one_named(reader, command):
    assert taken_from(reader, command, LEFT_COLUMN) == (6, 7)


PYRAMID_STACK = board("gray cube at 2,2,0", "red prism at 2,2,1", "blue cube at 2,4,0", "green cube at 6,6,0",
                      "red cube at 5,5,0", "red cube at 5,5,1")


def test_a_pyramid_stack_is_the_stack_a_pyramid_of_that_colour_tops(reader):
    command = "put the green cube on the floor between the red pyramid stack and the lil blue cube"
    assert put_at(reader, command, PYRAMID_STACK) == (2, 3)


def test_a_floor_layer_is_a_group_of_shapes(reader):
    command = "Drop the held red cube into the single empty slot in the red floor layer, directly below the gripper."
    assert reader.read(normalise(command))[0].skipped == ()  # (every word read, the gripper's too)
