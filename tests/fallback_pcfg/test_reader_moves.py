"""Moves by a count and a direction, and places of the board itself, as the command reader reads them:
"two to the left", "all the way to the right", "three squares in the direction of the robot", "move it
to the far edge and set it down beside X", "the gray floor cube", "the back-right corner tower"."""

import pytest

from rcl import to_string
from rcl.normalise import normalise

from readings import every_query as every, first_query as first


def squares(count: int, direction: str) -> str:
    return f"(measure: (entity: (cardinal: {count}) (type: tile))) (relation: {direction})"


def test_a_count_without_its_unit_is_of_squares(reader):
    assert squares(2, "left") in first(reader, "move the green cube two to the left")
    assert squares(2, "right") in first(reader, "move the green cube 2 over to the right")
    assert squares(1, "forward") in first(reader, "move the green cube up one")
    assert squares(1, "left") in first(reader, "slide the green cube a square over to the left")


def test_down_before_a_count_is_the_way_it_moves(reader):
    found = first(reader, "move the green cube down two rows")
    assert found.startswith("(event: (action: move)") and squares(2, "backward") in found


def test_all_the_way_in_a_direction_is_to_the_edge_that_way(reader):
    left_edge = "(destination: (spatial-relation: (relation: above) (entity: (indicator: left) (type: edge))))"
    assert left_edge in first(reader, "move the green cube all the way to the left")
    assert left_edge in first(reader, "move the green cube as far left as it can go")
    assert "(indicator: back) (type: edge)" in first(reader, "push the green cube all the way toward the robot")
    assert "(relation: within) (entity: (indicator: front) (indicator: right) (type: corner))" in first(
        reader, "move the green cube all the way over to the far right corner")


def test_a_count_in_the_direction_of_the_robot_is_toward_it(reader):
    assert squares(3, "backward") in first(reader, "bring the red cube three fields in direction of robot")
    assert squares(1, "backward") + " (entity: (type: stack)" in first(
        reader, "put the yellow pyramid one field in direction to robot from the tall stack")


def test_moved_one_way_and_set_down_somewhere_is_one_move_there(reader):
    # where it is set down is where it goes; the way there is said again, for the board to check
    found = first(reader, "move the green pyramid to the far edge and set it down right beside the red stack")
    assert found.startswith("(event: (action: move) (entity: (color: green) (type: prism)) (destination:")
    assert "(check: (kind: also) (spatial-relation: (relation: above) (entity: (indicator: front) (type: edge))))" \
        in found
    # "left" said without a count: somewhere that way (or "the red cube left ..." is which one: the board decides)
    assert any("(check: (kind: also) (spatial-relation: (relation: left)))" in found for found in every(
        reader, "slide the red cube left along the same row and set it down just right of the blue cube"))


def test_a_place_of_the_board_before_a_noun_says_where_the_shape_is(reader):
    assert "(entity: (color: gray) (type: cube) (spatial-relation: (relation: above) (entity: (type: board))))" in first(
        reader, "pick up the gray floor cube")
    assert "(type: stack) (spatial-relation: (relation: within) (entity: (indicator: back) (indicator: right) " \
           "(type: corner)))" in first(reader, "put the magenta cube on the back-right corner tower")
    assert "(color: blue) (type: cube) (spatial-relation: (relation: within) (entity: (type: corner)))" in first(
        reader, "move the green pyramid onto the corner blue cube")
    # a group, too: "the right-edge group" is the group on the right edge
    assert "(spatial-relation: (relation: above) (entity: (indicator: right) (type: edge)))" in first(
        reader, "take the front-most gray cube in the right-edge group")


def test_not_counting_a_shape_leaves_it_out(reader):
    found = first(reader, "take the second cyan cube from the front not counting the corner stack")
    assert "(ordinal: 2) (indicator: front) (color: cyan) (type: cube) (check: (kind: not) (entity: (type: stack)" \
        in found


def test_a_side_of_the_board_said_of_an_edge_or_a_corner_names_it(reader):
    assert "(relation: above) (entity: (indicator: right) (type: edge))" in first(
        reader, "move the green cube to the edge on the right")
    assert "(relation: above) (entity: (indicator: back) (type: edge))" in first(
        reader, "move the green cube to the edge row near the robot")
    assert "(relation: above) (entity: (indicator: back) (type: edge))" in first(
        reader, "put the red cube down on the back edge by you")
    assert "(relation: within) (entity: (indicator: front) (indicator: left) (type: corner))" in first(
        reader, "move the green cube to the front left")
    assert "(relation: within) (entity: (indicator: right) (indicator: back) (type: corner))" in first(
        reader, "put the blue cube down in the corner on the right, on the robot's side of the board")


def test_a_shape_near_a_far_side_of_the_board_is_near_that_side(reader):
    assert "(relation: nearest) (entity: (indicator: left) (type: region))" in first(
        reader, "pick up the green cube near the far left of the board")


def test_a_shape_on_a_side_of_the_board_may_be_in_that_half(reader):
    # of the greens in the left half, the farther one (the board checks the half before which is farther)
    assert "(check: (kind: half) (entity: (indicator: left) (type: edge)))" in first(
        reader, "put the red cube beside the green one on the left side further away from me")
    assert "(check: (kind: half) (entity: (indicator: back) (type: edge)))" in first(
        reader, "pick up the green cube in the back half")


def test_a_side_said_after_a_shape_to_take_is_which_one_not_a_move(reader):
    assert all("(action: move)" not in found for found in every(reader, "pick up the yellow cube on the front right"))


def test_a_square_of_an_edge_counted_from_a_side_is_that_square(reader):
    found = first(reader, "put the white cube on the floor along the left edge four squares up from the back")
    assert "(relation: above) (entity: (type: tile) (spatial-relation: (relation: above) (entity: (indicator: left) " \
           "(type: edge))) (check: (kind: line) (count: 4) (entity: (indicator: back) (type: edge))))" in found


def test_a_square_counted_from_a_corner_named_by_one_side_is_counted_from_that_side(reader):
    found = first(reader, "put the green cube into the empty gap in the green row on the far edge, second from the "
                          "left corner")
    assert "(check: (kind: line) (count: 2) (entity: (indicator: left) (type: edge)))" in found


def test_same_row_as_a_shape_said_after_an_edge_is_where_on_it(reader):
    assert "(check: (kind: also) (spatial-relation: (relation: aligned) (entity: (indicator: front) (color: red) " \
           "(type: prism))))" in first(reader, "put the red cube down on the left edge, same row as the far red pyramid")


def test_the_same_row_said_after_an_edge_is_the_straight_way_there(reader):
    to_left_edge = ("(event: (action: move) (entity: (color: green) (type: cube)) (destination: (spatial-relation: "
                    "(relation: above) (entity: (indicator: left) (type: edge)))))")
    assert first(reader, "move the green cube to the left edge, same row") == to_left_edge
    assert first(reader, "move the green cube to the left edge of the board, in the same line") == to_left_edge
    assert first(reader, "move the green cube to the back edge, in the same column") == to_left_edge.replace("left", "back")


def test_straight_out_from_a_shape_said_with_an_edge_is_the_square_of_the_edge_in_its_line(reader):
    in_line = "(check: (kind: also) (spatial-relation: (relation: aligned) (entity: (indicator: individual) " \
              "(color: yellow) (type: cube))))"
    at_far_edge = "(destination: (spatial-relation: (relation: within) (entity: (indicator: front) (type: edge)))"
    found = first(reader, "put the green cube down at the far edge straight past the lone yellow cube")
    assert at_far_edge in found and in_line in found
    assert in_line in first(reader, "put the green cube at the front edge, straight out from the lone yellow cube")
    assert in_line in first(reader, "put the green cube at the far edge, in a straight line past the lone yellow cube")
    assert in_line in first(reader, "put the green cube in the back row, straight back from the lone yellow cube")
    assert in_line in first(reader, "put the green cube on the back edge, directly across from the lone yellow cube")
    assert in_line in first(reader, "put the green cube on the left edge, on the same row as the lone yellow cube")
    assert in_line in first(reader, "put the green cube on the left edge, even with the lone yellow cube")
    assert in_line in first(reader, "put the green cube on the left edge, abreast of the lone yellow cube")
    assert "(check: (kind: aligned) (entity: (color: blue) (type: prism)))" in first(
        reader, "pick up the gray cube in the front row thats straight back from the blue pyramid")


def test_in_line_with_a_row_named_by_its_colours_is_in_line_with_one_of_its_cubes(reader):
    assert "(check: (kind: aligned) (entity: (color: red) (type: cube)))" in first(
        reader, "move the single green cube on the left edge, in line with the R-Y-R-G cube row, to the front right corner")
    assert "(relation: aligned) (entity: (color: red) (color: white) (type: stack))" in first(
        reader, "put the green cube on the left edge in line with the red and white stack")  # a stack is one thing
    assert "aligned) (entity: (color: red) (color: blue) (type: stack))" in first(
        reader, "put the green cube down in the row with the two red-and-blue stacks, two squares right of the right one")


def test_a_move_along_an_edge_may_say_where_on_it_it_ends_up(reader):
    found = first(reader, "slide the green cube two squares to the right along the back edge, so that it ends up in "
                          "line with the green pyramid")
    assert found.startswith("(event: (action: move) (entity: (color: green) (type: cube)) (destination: (spatial-"
                            f"relation: {squares(2, 'right')}) (check: (kind: also) (spatial-relation: (relation: "
                            "above) (entity: (indicator: back) (type: edge))))")
    assert "(relation: aligned) (entity: (color: green) (type: prism))" in found


@pytest.mark.parametrize("text", ["move the red pyramid 2 squares back, keep it on the left edge",
                                  "move the red pyramid 2 squares back, keeping it on the left edge",
                                  "move the red pyramid 2 squares back, staying on the left edge"])
def test_the_line_a_move_keeps_to_is_the_place_said_again(reader, text):
    assert first(reader, text) == (
        f"(event: (action: move) (entity: (color: red) (type: prism)) (destination: (spatial-relation: "
        f"{squares(2, 'backward')}) (check: (kind: also) (spatial-relation: (relation: above) (entity: "
        f"(indicator: left) (type: edge))))))")


def test_a_count_across_a_shape_is_counted_from_it_on_the_other_side(reader):
    found = first(reader, "put the gray cube down 2 squares on the other side of the tower toward the back")
    assert squares(2, "backward") + " (entity: (type: stack))) (check: (kind: also) (spatial-relation: (relation: " \
                                    "opposite) (entity: (type: stack))))" in found


def test_a_side_in_brackets_says_which_way_a_count_goes(reader):
    assert squares(1, "forward") + " (entity: (color: red) (color: red) (type: stack))" in first(
        reader, "place the yellow cube on the floor 1 square in front (far side) of the red-red stack")


def test_away_from_a_side_of_the_board_is_the_one_farthest_from_it(reader):
    assert "(indicator: right) (color: green) (type: stack)" in first(
        reader, "put the white cube on the green stack, the one standing away from the left edge")


def test_put_alone_or_on_its_own_says_how_it_is_left_not_which_shape(reader):
    found = first(reader, "put the green cube down on its own in the far right corner")
    assert "(entity: (color: green) (type: cube)) (destination:" in found and "individual" not in found


def test_a_direction_may_be_said_before_its_count_or_with_words_that_add_nothing(reader):
    assert squares(2, "forward") in first(reader, "move the green cube forward by two squares")
    assert squares(1, "left") in first(reader, "move the green cube over one to the left")
    assert squares(2, "left") in first(reader, "move the green cube two steps to the left hand side")
    found = first(reader, "move the green cube two squares left from where it is")
    assert squares(2, "left") + "))" in found and "(type: robot)" not in found


def test_the_end_of_its_own_row_is_the_edge_that_way(reader):
    assert "(relation: above) (entity: (indicator: back) (type: edge))" in first(
        reader, "move the green cube to the near end of its column")
    assert "(relation: above) (entity: (indicator: right) (type: edge))" in first(
        reader, "move the green cube to the right end of the same row")


def test_a_direction_then_the_edge_is_the_edge_that_way(reader):
    right_edge = "(destination: (spatial-relation: (relation: above) (entity: (indicator: right) (type: edge))))"
    assert right_edge in first(reader, "slide the green cube right to the edge")
    assert right_edge in first(reader, "slide the green cube to the right until it hits the edge")
    assert right_edge in first(reader, "push the green cube to the right as far as it goes")


def test_a_count_toward_or_away_from_a_shape_goes_along_the_line_to_it(reader):
    # each way is read, with a check the board makes: toward (or away from) the yellow cube
    readings = every(reader, "move the green cube two squares toward the yellow cube")
    assert any(squares(2, "left") + ") (check: (kind: also) (spatial-relation: (relation: toward) (entity: "
               "(color: yellow) (type: cube))))" in found for found in readings)
    assert any("(relation: away) (entity: (color: yellow) (type: cube))" in found
               for found in every(reader, "move the green cube two squares away from the yellow cube"))


def test_a_side_of_the_board_then_a_square_then_its_side_are_one_place(reader):
    # "the far side" as a place said again is that half; "its" is the landmark of the square said before
    assert any("(spatial-relation: (relation: right) (entity: (color: green) (type: cube)))" in found and
               "(check: (kind: also) (spatial-relation: (relation: nearest) (entity: (indicator: front) (type: "
               "region))))" in found for found in every(
                   reader, "move the red cube to the far side, on the field right next to the green cube, at its right"))


def test_right_before_a_place_where_it_is_stresses_and_names_no_edge(reader):
    # "slide it right to the edge" goes to the right edge; "just past X, right at the edge" is any edge
    assert not any("(indicator: right) (type: edge)" in found for found in every(
        reader, "put the green cube down just past the blue cube, right at the edge"))


def test_a_typed_mark_ends_a_place_said_before_a_noun(reader):
    # "on the back edge (one left of X)": the stack is on the back edge, not on a "back edge one"
    found = first(reader, "take the gray cube off the gray stack on the back edge (one left of the red stack)")
    assert "(check: (kind: bottom)" not in found and "(indicator: back) (type: edge)" in found


def test_a_place_after_a_shape_taken_says_which_shape_unless_said_with_to(reader):
    # "grab the red cube two squares right of the blue cube": which red cube; "take it to ...": where it goes
    for text in ("grab the red cube two squares right of the blue cube", "pick up the red cube on the right of it",
                 "lift the red cube just left of the blue one"):
        utterance = normalise(text)
        complete = [to_string(r.tree) for r in reader.read(utterance) if not reader.content_skipped(utterance, r)]
        assert complete and all("(action: take)" in r and "destination" not in r for r in complete), text
    for text in ("take the red cube over to the left of the blue cube", "take the red cube onto the blue cube"):
        assert any("(destination:" in r for r in every(reader, text)), text  # (the board says which)


def test_carried_all_the_way_across_then_put_down_is_one_move_there(reader):
    # "carry it all the way across and put it down in X": the way there said first, then where it goes
    assert "(destination: (spatial-relation: (relation: within) (entity: (indicator: front) (indicator: right) " \
           "(type: corner))))" in first(reader, "Pick up the yellow cube. Then carry it all the way across and put "
                                                "it down in the front right corner of the board.")


@pytest.mark.parametrize("text, count, way", [
    ("move the gray cube one more square forward", "1", "forward"),
    ("slide the red cube two further squares to the left", "2", "left"),
    ("push it 1 extra square back", "1", "backward"),
])
def test_a_move_that_goes_on_past_where_it_was_counts_its_squares(reader, text, count, way):
    # "one more square": "more" between the count and its unit says nothing the board needs
    assert first(reader, text).endswith(f"(destination: (spatial-relation: (measure: (entity: (cardinal: {count}) "
                                         f"(type: tile))) (relation: {way}))))")


@pytest.mark.parametrize("text, relation", [("pick up the gray cube directly forward of the white stack", "front"),
                                            ("take the gray cube backward of the white stack", "backward")])
def test_forward_of_and_backward_of_a_shape_are_its_sides(reader, text, relation):
    assert first(reader, text) == ("(event: (action: take) (entity: (color: gray) (type: cube) (spatial-relation: "
                                   f"(relation: {relation}) (entity: (color: white) (type: stack)))))")


@pytest.mark.parametrize("text", [
    "move the rightmost blue cube one square closer to me and one square to the left",
    "move the rightmost blue cube one closer to me and one to the left",
    "move the rightmost blue cube to the square that's one closer to me and one to the left",
])
def test_two_counted_moves_with_no_landmark_count_from_the_shape_that_moves(reader, text):
    # one square each way from where the shape stands: the square diagonal to it
    assert first(reader, text) == (
        "(event: (action: move) (entity: (indicator: rightmost) (color: blue) (type: cube)) (destination: "
        "(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) (entity: (type: "
        "tile) (spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: left) (entity: "
        "(indicator: rightmost) (color: blue) (type: cube)))))))")


def test_on_either_side_of_a_shape_is_beside_it(reader):
    # what "the one" of the two points back to: the gray cubes beside the yellow one
    assert first(reader, "There are two gray cubes on left edge on either side of yellow cube. Take one on robot's "
                         "side of yellow cube.") == (
        "(event: (action: take) (entity: (color: gray) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(indicator: left) (type: edge))) (spatial-relation: (relation: backward) (entity: (color: yellow) "
        "(type: cube)))))")


@pytest.mark.parametrize("command, count, direction", [
    ("put the gray pyramid 3 squares closer to the back", 3, "backward"),
    ("put the gray pyramid 2 squares closer to the front", 2, "forward"),
    ("move the gray pyramid two squares nearer the left edge", 2, "left"),
    ("move the gray pyramid two squares farther from the left edge", 2, "right"),
])
def test_a_count_closer_to_a_side_of_the_board_goes_toward_it(reader, command, count, direction):
    found = first(reader, command)
    assert squares(count, direction) in found and "also" not in found  # one place, said once


def test_a_shape_may_be_said_two_moves_from_a_landmark_without_a_unit(reader):
    # "the red cube one back and one right from X": the shape on the square both moves reach, as a place would be
    assert first(reader, "pick up the red cube one back and one right from the blue stack") == (
        "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (measure: (entity: (cardinal: 1) "
        "(type: tile))) (relation: backward) (entity: (type: tile) (spatial-relation: (measure: (entity: (cardinal: 1) "
        "(type: tile))) (relation: right) (entity: (color: blue) (type: stack)))))))")
