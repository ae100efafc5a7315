"""How a command is put together across sentences and clauses: a sentence that points before the command
(typed with a dash, or with no mark at all), a clause that says what the gripper holds, a command in two
steps after "I'd like X moved", and a thing or place said again ("i.e.", "I mean")."""

import pytest

from fallback_pcfg.reader.lexical import Words
from rcl.normalise import normalise

from readings import first


def test_a_dash_sets_the_command_off_the_sentence_that_points(reader):
    assert Words.of(normalise("two red pyramids — move the one further away")).commas == {3}
    assert first(reader, "There are two red pyramids on their own — could you move the one further away "
                         "two squares left?") == (
        "(event: (action: move) (entity: (indicator: individual) (color: red) (type: prism) (spatial-relation: "
        "(relation: nearest) (entity: (indicator: front) (type: region)))) (destination: (spatial-relation: "
        "(measure: (entity: (cardinal: 2) (type: tile))) (relation: left))))")


def test_a_command_may_follow_what_is_pointed_at_with_no_mark_typed(reader):
    assert first(reader, "on the left edge there are two cyan cubes take the one closer to the front") == (
        "(event: (action: take) (entity: (color: cyan) (type: cube) (spatial-relation: (relation: above) "
        "(entity: (indicator: left) (type: edge))) (spatial-relation: (relation: nearest) (entity: "
        "(indicator: front) (type: region)))))")


def test_it_after_a_sentence_that_points_is_what_it_points_at_not_its_parts(reader):
    # "it" is the tower looked at, not the blue cube named last in its description
    assert first(reader, "Look at the tall tower made of a red cube and a blue cube. Take the blue cube from the "
                         "top of it.", query=True) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(color: red) (color: blue) (type: stack) (check: (kind: tallest)) (check: (kind: height) (count: 2))))))")


def test_a_clause_that_says_what_the_gripper_holds_names_it(reader):
    assert first(reader, "You are holding a gray cube. Set it down on the blue cube.") == (
        "(event: (action: drop) (entity: (color: gray) (type: cube)) (destination: (spatial-relation: "
        "(relation: above) (entity: (color: blue) (type: cube)))))")
    # on the board right underneath the gripper: where it is
    assert first(reader, "you've got the red block there, so just set it down on the board right underneath you") \
        == "(event: (action: drop) (entity: (color: red) (type: cube)))"


def test_i_would_like_x_moved_then_put_it_down_is_two_steps(reader):
    assert first(reader, "I'd like the blue block moved – put it down left of the red cube.") == (
        "(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube))) (event: (action: drop) "
        "(entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: (relation: left) "
        "(entity: (color: red) (type: cube))))))")


def test_a_thing_said_again_after_i_e_or_i_mean_is_that_thing(reader):
    assert Words.of(normalise("the red cube, i.e. the left one")).stops == frozenset()  # no sentence ends
    assert first(reader, "pick up the red cube, i.e. the one on the left") == (
        "(event: (action: take) (entity: (indicator: left) (color: red) (type: cube)))")
    assert first(reader, "put the red cube behind the blue cube, I mean on the robot side of it", query=True) == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (measure: "
        "(entity: (cardinal: 1) (type: tile))) (relation: backward) (entity: (color: blue) (type: cube))) "
        "(check: (kind: also) (spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: "
        "backward) (entity: (color: blue) (type: cube))))))")


def test_an_object_said_first_then_you_and_the_verb(reader):
    assert first(reader, "Red cube you place on the board left of the blue cube") == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
        "(relation: left) (entity: (color: blue) (type: cube)))))")


def test_a_part_of_the_board_said_before_the_verb_is_where_the_shape_is(reader):
    assert first(reader, "On the left edge, pick up the second cube from the front") == (
        "(event: (action: take) (entity: (ordinal: 2) (indicator: front) (type: cube) (spatial-relation: "
        "(relation: above) (entity: (indicator: left) (type: edge)))))")
    # the count is of the stacks in that row: the row is said of the fourth stack
    assert first(reader, "In the back row, take the top cube off the fourth stack from the left", query=True) == (
        "(event: (action: take) (entity: (type: cube) (spatial-relation: (relation: above) (entity: (ordinal: 4) "
        "(indicator: left) (type: stack) (spatial-relation: (relation: above) (entity: (indicator: back) "
        "(type: edge))))) (check: (kind: free))))")


def test_a_stack_looked_at_is_a_noun_not_a_verb(reader):
    assert first(reader, "Look at the tall stack with a red cube at the bottom. Pick up the blue cube from the "
                         "top of that stack.", query=True) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(type: stack) (check: (kind: tallest)) (check: (kind: bottom) (entity: (color: red) (type: cube)))))))")


def test_off_the_top_then_a_second_step(reader):
    assert first(reader, "take the yellow pyramid off the top and set it on the board", query=True) == (
        "(sequence: (event: (action: take) (entity: (id: 1) (color: yellow) (type: prism) (check: (kind: free)))) "
        "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: "
        "(relation: above) (entity: (type: board))))))")


def test_an_object_said_first_then_its_verb_where_it_is_and_a_second_step(reader):
    assert first(reader, "Yellow cube take from the right green tower and put it on the red cube") == (
        "(sequence: (event: (action: take) (entity: (id: 1) (color: yellow) (type: cube) (spatial-relation: "
        "(relation: above) (entity: (indicator: right) (color: green) (type: stack))))) (event: (action: drop) "
        "(entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: (relation: above) "
        "(entity: (color: red) (type: cube))))))")


def test_an_aside_may_start_with_one(reader):
    assert first(reader, "put the red cube on the green tower, one with a yellow pyramid", query=True) == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (relation: "
        "above) (entity: (color: green) (type: stack) (check: (kind: under) (entity: (color: yellow) "
        "(type: prism)))))))")


def test_an_aside_in_brackets_may_say_the_thing_again_with_no_the(reader):
    assert first(reader, "grab the lone green cube (rightmost green, not stacked) and hold it", query=True) == (
        "(event: (action: take) (entity: (indicator: individual) (indicator: rightmost) (color: green) "
        "(type: cube)))")


def test_an_aside_in_brackets_may_say_what_a_tower_is_made_of(reader):
    query = first(reader, "move the gray pyramid to the floor, one square on the robot side of the left tower "
                          "(2 gray cubes + red pyramid)", query=True)
    assert "(entity: (indicator: left) (color: gray) (color: gray) (color: red) (type: stack)" in query


def test_the_noun_alone_again_is_the_thing_pointed_at_and_a_side_said_after_is_its_side(reader):
    # "the tower" is the tower seen; "on the far side" is the far side of it (the side "past" names already),
    # not the board's far edge
    query = first(reader, "See the tall tower with a blue cube at the bottom? Take the red cube and put it down "
                          "one square past the tower, on the far side.", query=True)
    assert query.startswith(
        "(sequence: (event: (action: take) (entity: (id: 1) (color: red) (type: cube))) (event: (action: drop) "
        "(entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: (measure: (entity: "
        "(cardinal: 1) (type: tile))) (relation: forward) (entity: (type: stack) (check: (kind: tallest)) "
        "(check: (kind: bottom) (entity: (color: blue) (type: cube)))))")
    assert "(type: edge)" not in query


# --- contrast and negation ----------------------------------------------------------------------------


def test_a_sentence_that_says_only_not_x_says_which_one_the_command_before_is_not(reader):
    assert first(reader, "Pick up the green pyramid on the red cube. Not the one on the floor.", query=True) == (
        "(event: (action: take) (entity: (color: green) (type: prism) (spatial-relation: (relation: above) (entity: "
        "(color: red) (type: cube))) (check: (kind: not) (entity: (color: green) (type: prism) (spatial-relation: "
        "(relation: above) (entity: (type: board)))))))")
    # after a command that puts a shape somewhere, the landmark is told apart
    assert first(reader, "Put the red cube on the blue cube. Not the one in the corner.", query=True) == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (relation: "
        "above) (entity: (color: blue) (type: cube) (check: (kind: not) (entity: (color: blue) (type: cube) "
        "(spatial-relation: (relation: within) (entity: (type: corner)))))))))")


def test_not_the_one_x_is_of_the_kind_contrasted_and_keeps_what_is_said_of_it(reader):
    # "on the left" is said of the one that is not meant, never of the red cube
    assert first(reader, "take the red cube, not the one on the left", query=True) == (
        "(event: (action: take) (entity: (color: red) (type: cube) (check: (kind: not) (entity: (indicator: left) "
        "(color: red) (type: cube)))))")
    assert first(reader, "take the red cube rather than the left one", query=True) == (
        "(event: (action: take) (entity: (color: red) (type: cube) (check: (kind: not) (entity: (indicator: left) "
        "(color: red) (type: cube)))))")


def test_a_contrast_said_with_no_comma_is_an_aside(reader):
    assert first(reader, "take the red cube off the green one the cube not the pyramid", query=True) == (
        "(event: (action: take) (entity: (id: 1) (color: red) (type: cube) (spatial-relation: (relation: above) "
        "(entity: (color: green) (type: type-reference) (reference-id: 1) (check: (kind: not) (entity: (type: "
        "prism)))))))")


def test_isnt_and_doesnt_have_are_never_left_out(reader):
    assert first(reader, "take the red cube which isn't in the corner", query=True) == (
        "(event: (action: take) (entity: (color: red) (type: cube) (check: (kind: not) (entity: (type: cube) "
        "(spatial-relation: (relation: within) (entity: (type: corner)))))))")
    assert first(reader, "take the red cube that isn't stacked", query=True) == (
        "(event: (action: take) (entity: (indicator: individual) (color: red) (type: cube)))")
    assert first(reader, "take the red cube that is not stacked on anything", query=True) == (
        "(event: (action: take) (entity: (indicator: individual) (color: red) (type: cube)))")
    assert first(reader, "take the stack that doesn't have a pyramid on top", query=True) == (
        "(event: (action: take) (entity: (type: stack) (check: (kind: flat))))")


@pytest.mark.parametrize("command", [
    "put the blue cube on the stack that's missing a blue cube on top",
    "put the blue cube on the stack lacking a blue cube on top",
    "put the blue cube on the stack which lacks a blue cube on top",
    "put the blue cube on the green stack, the one thats missing a blue on top",
])
def test_a_stack_missing_or_lacking_a_shape_on_top_is_not_one_that_has_it(reader, command):
    assert "(check: (kind: not) (entity: (type: stack) (check: (kind: under) (entity: (color: blue)" in first(
        reader, command, query=True)


# --- a topic before the command, a sentence after it ---------------------------------------------------


def test_that_after_a_word_of_place_points_at_the_topic(reader):
    assert first(reader, "the blue and white stack on the left take the white cube off the top of that",
                 query=True) == (
        "(event: (action: take) (entity: (color: white) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(indicator: left) (color: blue) (color: white) (type: stack)))))")


def test_a_topic_said_twice_is_the_second_of_the_first(reader):
    # "the row of them": the row of the red pyramids the command is about
    assert first(reader, "the red pyramids the row of them nearest me take the second one from the left",
                 query=True) == (
        "(event: (action: take) (entity: (ordinal: 2) (indicator: left) (color: red) (type: prism) "
        "(spatial-relation: (relation: nearest) (entity: (type: robot))) (check: (kind: group) (entity: (color: "
        "red) (type: prism) (spatial-relation: (relation: nearest) (entity: (type: robot)))))))")


def test_pieces_said_after_a_take_say_more_of_the_shape_taken(reader):
    assert first(reader, "Pick up the blue cube. Back-left corner, next to the red pyramid.", query=True) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: within) (entity: "
        "(indicator: back) (indicator: left) (type: corner))) (spatial-relation: (relation: adjacent) (entity: "
        "(color: red) (type: prism)))))")


def test_a_hyphen_inside_a_word_parts_nothing(reader):
    assert Words.of(normalise("the front-right red-and-blue stack")).commas == frozenset()
    assert Words.of(normalise("the red one - not the blue")).commas == {3}
    # "red-and-blue stacks" is no command to stack after a comma
    assert first(reader, "There are two red-and-blue stacks with green pyramids on top. Take the pyramid off "
                         "the one on the left.", query=True) == (
        "(event: (action: take) (entity: (color: green) (type: prism) (spatial-relation: (relation: above) (entity: "
        "(color: red) (color: blue) (type: stack))) (spatial-relation: (relation: above) (entity: (indicator: left) "
        "(color: red) (color: blue) (type: stack) (check: (kind: under) (entity: (color: green) (type: prism)))))))")


def test_capping_is_on_top_of(reader):
    assert first(reader, "take the green pyramid capping the red stack", query=True) == (
        "(event: (action: take) (entity: (color: green) (type: prism) (spatial-relation: (relation: above) (entity: "
        "(color: red) (type: stack)))))")


# --- a sentence that sets the scene -------------------------------------------------------------------


def test_off_its_top_after_a_sentence_that_finds_a_tower_is_off_that_tower(reader):
    assert first(reader, "Find the tall tower. Take the blue cube off its top.", query=True) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(type: stack) (check: (kind: tallest)))) (check: (kind: free))))")
    # with nothing named before, "off the top" says only that it is on top
    assert first(reader, "take that yellow pyramid off the top", query=True) == (
        "(event: (action: take) (entity: (color: yellow) (type: prism) (check: (kind: free))))")


def test_what_only_a_stack_has_is_said_of_the_stack_not_of_the_area_it_stands_in(reader):
    assert first(reader, "Find the tall tower in the back right area that has a cyan cube at the bottom. Take "
                         "the blue cube off its top.", query=True) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(type: stack) (spatial-relation: (relation: nearest) (entity: (indicator: back) (indicator: right) (type: "
        "corner))) (check: (kind: tallest)) (check: (kind: bottom) (entity: (color: cyan) (type: cube))))) "
        "(check: (kind: free))))")


def test_a_part_of_the_board_looked_at_is_where_the_shape_the_command_names_is(reader):
    assert first(reader, "Look at the back edge. Take the third red cube from the left.", query=True) == (
        "(event: (action: take) (entity: (ordinal: 3) (indicator: left) (color: red) (type: cube) "
        "(spatial-relation: (relation: above) (entity: (indicator: back) (type: edge)))))")
    assert first(reader, "Look in the front left corner. Take the blue cube.", query=True) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: within) (entity: "
        "(indicator: front) (indicator: left) (type: corner)))))")


def test_a_side_said_again_after_a_move_is_its_way(reader):
    assert first(reader, "Red pyramid on left edge: move it 2 squares toward the back (robot side).",
                 query=True) == (
        "(event: (action: move) (entity: (color: red) (type: prism) (spatial-relation: (relation: above) (entity: "
        "(indicator: left) (type: edge)))) (destination: (spatial-relation: (measure: (entity: (cardinal: 2) (type: "
        "tile))) (relation: backward))))")


def test_a_sentence_that_says_what_a_shape_has_names_it_and_commands_nothing(reader):
    assert first(reader, "The tall stack has a green cube on top. Take that green cube.", query=True) == (
        "(event: (action: take) (entity: (color: green) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(type: stack) (check: (kind: tallest))))))")


def test_a_heading_is_what_two_verbs_with_no_object_move(reader):
    assert first(reader, "Magenta cube in the back row: take and put on the corner tower.", query=True) == (
        "(sequence: (event: (action: take) (entity: (id: 1) (color: magenta) (type: cube) (spatial-relation: "
        "(relation: above) (entity: (indicator: back) (type: edge))))) (event: (action: drop) (entity: (type: "
        "reference) (reference-id: 1)) (destination: (spatial-relation: (relation: above) (entity: (type: stack) "
        "(spatial-relation: (relation: within) (entity: (type: corner))))))))")


def test_a_square_on_an_edge_counted_from_a_corner_of_it_is_counted_across_the_edge(reader):
    # ("front-left" is one word: its hyphen parts nothing, and the corner has both sides)
    assert first(reader, "Set the red cube down on the left edge, second square from the front-left corner.",
                 query=True) == (
        "(event: (action: drop) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (relation: "
        "above) (entity: (type: tile) (spatial-relation: (relation: above) (entity: (indicator: left) (type: "
        "edge))) (check: (kind: line) (count: 2) (entity: (indicator: front) (type: edge)))))))")


def test_a_question_mark_inside_a_parenthesis_ends_no_sentence(reader):
    assert Words.of(normalise("take the light blue (cyan?) cube off it")).stops == frozenset()
    # and "with nothing pointy on top" is no pyramid on top, never "with a pyramid on top"
    assert first(reader, "take the light blue (cyan?) cube off the yellow one, the one with nothing pointy on top",
                 query=True) == (
        "(event: (action: take) (entity: (id: 1) (color: cyan) (color: cyan) (type: cube) (spatial-relation: "
        "(relation: above) (entity: (color: yellow) (type: type-reference) (reference-id: 1) (check: (kind: "
        "flat))))))")


def test_a_sentence_with_a_verb_of_the_arm_after_a_take_is_a_command_of_its_own(reader):
    assert first(reader, "Lift the magenta pyramid off the blue cube. Place it on the yellow cube, the one that "
                         "has nothing on top yet.", query=True) == (
        "(sequence: (event: (action: take) (entity: (id: 1) (color: magenta) (type: prism) (spatial-relation: "
        "(relation: above) (entity: (color: blue) (type: cube))))) (event: (action: drop) (entity: (type: "
        "reference) (reference-id: 1)) (destination: (spatial-relation: (relation: above) (entity: (color: yellow) "
        "(type: cube) (check: (kind: free)))))))")


def test_no_noun_phrase_reads_over_an_arrow(reader):
    # "the back -> stack it": the verb after the arrow, never "the back stack"
    assert first(reader, "Red cube near the back -> stack it on the blue cube.", query=True) == (
        "(event: (action: move) (entity: (color: red) (type: cube) (spatial-relation: (relation: nearest) (entity: "
        "(indicator: back) (type: region)))) (destination: (spatial-relation: (relation: above) (entity: (color: "
        "blue) (type: cube)))))")


def test_a_corner_said_again_in_an_aside_is_the_same_corner(reader):
    # "in the front left corner, the far corner on the left": said twice, one corner; a corner that disagrees
    # ("the near corner on the left") is not read as the same
    said = "(relation: within) (entity: (indicator: front) (indicator: left) (type: corner))"
    assert first(reader, "Please pick up the yellow cube in the front left corner, the far corner on the left.",
                 query=True) == f"(event: (action: take) (entity: (color: yellow) (type: cube) (spatial-relation: {said})))"


def test_a_square_said_in_pieces_after_a_colon_is_the_square_the_shape_goes_in(reader):
    # "X goes in Y: ..." is a command, not a heading; what follows the colon says which square Y is
    assert first(reader, "Red cube goes in the only empty square: left edge, right next to the back-left corner.",
                 query=True) == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (relation: "
        "within) (entity: (type: tile) (spatial-relation: (relation: above) (entity: (indicator: left) (type: edge))) "
        "(spatial-relation: (relation: adjacent) (entity: (indicator: back) (indicator: left) (type: corner))) "
        "(check: (kind: free))))))")
