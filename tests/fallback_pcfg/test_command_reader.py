"""The command reader: the command grammar read directly, as people put commands together.

Each test reads a command the treebank's writers never wrote and checks the reader's
cheapest reading that reads every word that means something (what the back-off's engine
takes from it), as RCL or as the query the board is asked (`check` nodes: what RCL
cannot say).
"""

import pytest

from fallback_pcfg.reader.lexical import CONTENT, Words, small_words
from rcl import to_string
from rcl.normalise import normalise

from readings import every, first


def test_a_command_without_a_verb_moves_the_shape(reader):
    # "the red one" is RCL's type-reference: a cube, like the thing it points back to
    assert first(reader, "green block onto the red one") == (
        "(event: (action: move) (entity: (id: 1) (color: green) (type: cube)) (destination: (spatial-relation: "
        "(relation: above) (entity: (color: red) (type: type-reference) (reference-id: 1)))))")


def test_take_and_put_it_is_a_take_then_a_drop_of_it(reader):
    tree = first(reader, "pick up the blue pyramid and then set it down in the far left corner")
    assert tree.startswith("(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: prism)))")
    assert "(event: (action: drop) (entity: (type: reference) (reference-id: 1))" in tree
    assert "(entity: (indicator: front) (indicator: left) (type: corner))" in tree


def test_a_sentence_that_points_names_what_the_command_means(reader):
    assert first(reader, "See the red cube with the gray pyramid on it? Take that pyramid.") == (
        "(event: (action: take) (entity: (color: gray) (type: prism) (spatial-relation: (relation: above) "
        "(entity: (color: red) (type: cube)))))")


def test_a_measured_move_toward_the_robot(reader):
    assert first(reader, "move the yellow cube two squares closer to you") == (
        "(event: (action: move) (entity: (color: yellow) (type: cube)) (destination: (spatial-relation: "
        "(measure: (entity: (cardinal: 2) (type: tile))) (relation: backward))))")


def test_what_rcl_cannot_say_goes_to_the_board_as_checks(reader):
    assert first(reader, "take the top cube of the tallest stack", query=True) == (
        "(event: (action: take) (entity: (type: cube) (spatial-relation: (relation: part) (entity: (type: stack) "
        "(check: (kind: tallest)))) (check: (kind: free))))")
    assert first(reader, "pick up the green cube with a blue pyramid on top", query=True) == (
        "(event: (action: take) (entity: (color: green) (type: cube) (check: (kind: under) "
        "(entity: (color: blue) (type: prism)))))")
    # the RCL the reader prints holds none of them
    assert "check" not in first(reader, "pick up the green cube with a blue pyramid on top")


def test_a_place_said_twice_is_checked_not_dropped(reader):
    query = first(reader, "move the red cube one square left, so it ends up right next to the white cube", query=True)
    assert "(check: (kind: also) (spatial-relation: (relation: adjacent) (entity: (color: white) (type: cube))))" \
        in query


@pytest.mark.parametrize("text, side", [
    ("put the red cube right in front of the green block, on my side", "backward"),
    ("put the red cube just before the yellow cube, on the side near to the robot", "backward"),
    ("put the red cube next to the blue cube on its far side", "front"),
])
def test_the_side_of_a_landmark_is_said_after_it(reader, text, side):
    assert f"(relation: {side})" in first(reader, text)


def test_stressing_words_before_a_relation_are_read_not_left_out(reader):
    utterance = normalise("set it down right beside the white cube on its right")
    best = reader.read(utterance)[0]
    assert not reader.content_skipped(utterance, best)


def test_every_word_of_the_readers_table_is_a_word_the_normaliser_keeps():
    # a phrase with a word the normaliser drops ("please") could never be found
    for phrase in small_words():
        for word in phrase.split():
            assert normalise(word).words, f"the normaliser drops '{word}' of '{phrase}' (fallback_pcfg/reader/words.tsv)"


def test_content_words_are_those_that_mean_something_by_themselves():
    words = Words.of(normalise("put the tall red block on the gap"))
    meaning = [w for i, w in enumerate(words.words) if words.content(i)]
    assert meaning == ["put", "tall", "red", "block", "on", "gap"]
    assert {"color", "type", "relation", "gap"} <= CONTENT


def test_the_floor_said_with_another_place_is_a_check_that_the_square_is_on_it(reader):
    query = first(reader, "put the red cube on the floor just left of the blue pyramid", query=True)
    assert "(destination: (spatial-relation: (relation: left) (entity: (color: blue) (type: prism)))" in query
    assert "(check: (kind: also) (spatial-relation: (relation: above) (entity: (type: board))))" in query


def test_a_shape_can_be_told_by_how_far_it_is_from_another(reader):
    query = first(reader, "take the red cube two squares behind the green pyramid", query=True)
    assert query.startswith("(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: "
                            "(measure: (entity: (cardinal: 2) (type: tile))) (relation: backward)")


def test_to_the_other_side_of_a_shape_is_each_side_of_it_checked_by_the_board(reader):
    query = first(reader, "move the red cube to the other side of the green cube", query=True)
    assert "(check: (kind: also) (spatial-relation: (relation: opposite) (entity: (color: green) (type: cube))))" in query


def test_hold_as_the_last_word_keeps_the_shape(reader):
    assert first(reader, "pick up the blue cube and hold.") == "(event: (action: take) (entity: (color: blue) (type: cube)))"


def test_an_edge_said_after_a_counted_move_is_a_check_on_it(reader):
    assert first(reader, "move the green cube two squares left to the edge", query=True).endswith(
        "(check: (kind: also) (spatial-relation: (relation: above) (entity: (type: edge))))))")


def test_a_sentence_that_only_says_how_things_are_is_no_command(reader):
    tree = first(reader, "Put the red cube on the blue cube in the corner. It is the fourth square from the back.")
    assert tree.startswith("(event: (action: move) (entity: (color: red) (type: cube))")


def test_take_then_put_it_in_the_next_sentence_drops_the_shape_taken_however_it_was_read(reader):
    tree = first(reader, "Take the top blue cube off the stack of two blue cubes. Put it in the far left corner.")
    assert tree.startswith("(sequence: (event: (action: take)") and "(reference-id: 1)" in tree


def test_counting_along_the_edge_a_shape_stands_on_counts_its_rows(reader):
    query = first(reader, "pick up the red cube on the left edge that is second from the back", query=True)
    assert "(check: (kind: line) (count: 2) (entity: (indicator: back) (type: edge)))" in query
    assert "(ordinal:" not in query


def test_a_later_sentence_that_chooses_a_shape_says_which_landmark_was_meant(reader):
    tree = first(reader, "Put the green cube you are holding on a red cube. Choose the red cube in the corner.")
    assert tree == ("(event: (action: drop) (entity: (color: green) (type: cube)) (destination: (spatial-relation: "
                    "(relation: above) (entity: (color: red) (type: cube) (spatial-relation: (relation: within) "
                    "(entity: (type: corner)))))))")


def test_in_front_of_me_is_nearest_the_robot(reader):
    assert "(relation: nearest) (entity: (type: robot))" in first(reader, "take the red cube in front of me")


def test_there_is_the_empty_square_a_sentence_before_named(reader):
    tree = first(reader, "There is one empty square on the left edge. Put the green cube you are holding in there.")
    assert tree == ("(event: (action: drop) (entity: (color: green) (type: cube)) (destination: (spatial-relation: "
                    "(relation: within) (entity: (cardinal: 1) (type: tile) (spatial-relation: (relation: above) "
                    "(entity: (indicator: left) (type: edge)))))))")
    query = first(reader, "The board is full except for one empty square on the left edge. Put the red cube into "
                          "that empty square.", query=True)
    assert "(type: tile) (spatial-relation: (relation: above) (entity: (indicator: left) (type: edge))) " \
           "(check: (kind: free)))" in query


def test_that_corner_is_the_corner_named_in_the_description_before(reader):
    tree = first(reader, "take the red pyramid off the white stack in the front left corner and put it down "
                         "three squares back from that corner")
    assert tree.endswith("(destination: (spatial-relation: (measure: (entity: (cardinal: 3) (type: tile))) "
                         "(relation: backward) (entity: (indicator: front) (indicator: left) (type: corner))))))")


def test_hold_it_in_the_air_keeps_the_shape_and_air_is_no_typo(reader):
    assert first(reader, "lift the red cube off the blue cube and hold it in the air") == (
        "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (relation: above) "
        "(entity: (color: blue) (type: cube)))))")


def test_up_front_is_near_the_far_side(reader):
    assert "(relation: nearest) (entity: (indicator: front) (type: region))" in first(
        reader, "put the green pyramid on the cyan cube up front")


def test_a_command_without_a_verb_may_say_where_the_shape_comes_from(reader):
    assert first(reader, "red pyramid off the yellow cube, onto the board one square toward the front").startswith(
        "(event: (action: move) (entity: (color: red) (type: prism) (spatial-relation: (relation: above) "
        "(entity: (color: yellow) (type: cube))))")


def test_a_distance_said_with_its_direction_twice_still_counts_from_the_landmark(reader):
    assert first(reader, "pick up the red cube two squares back toward the robot from the cyan cube") == (
        "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (measure: (entity: "
        "(cardinal: 2) (type: tile))) (relation: backward) (entity: (color: cyan) (type: cube)))))")


def test_in_a_place_there_are_shapes_puts_them_there_and_one_of_them_is_counted_among_them(reader):
    tree = first(reader, "In the back row there are seven red cubes next to one green cube. "
                         "Pick up the fourth red cube from the left.")
    assert tree == ("(event: (action: take) (entity: (ordinal: 4) (indicator: left) (color: red) (type: cube) "
                    "(spatial-relation: (relation: above) (entity: (indicator: back) (type: edge)))))")


def test_the_top_one_of_a_stack_named_before_is_its_top_shape(reader):
    query = first(reader, "See the stack of two red blocks on the right? Lift the top one off.", query=True)
    assert query == ("(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (relation: part) "
                     "(entity: (indicator: right) (color: red) (type: stack) (check: (kind: height) (count: 2)))) "
                     "(check: (kind: free))))")


def test_a_shape_said_again_as_it_was_named_may_be_the_one_named(reader):
    utterance = normalise("There is a blue cube on a green cube near the back. Put the red cube left of the green cube.")
    trees = [to_string(r.tree) for r in reader.read(utterance)]
    assert any("(relation: left) (entity: (color: green) (type: cube) (spatial-relation: (relation: nearest)" in t
               for t in trees)


def test_a_shape_in_a_coloured_row_is_where_the_row_is(reader):
    assert first(reader, "grasp the red cube 2nd from the right in the red row along the back edge") == (
        "(event: (action: take) (entity: (ordinal: 2) (indicator: right) (color: red) (type: cube) "
        "(spatial-relation: (relation: above) (entity: (indicator: back) (type: edge)))))")


def test_a_stack_with_one_colour_at_the_bottom_and_another_on_top_has_both(reader):
    query = first(reader, "take the stack with yellow on the bottom and red on top", query=True)
    assert "(check: (kind: bottom) (entity: (color: yellow)" in query and "(check: (kind: under) (entity: (color: red)" in query


def test_a_shape_in_a_row_of_shapes_is_where_the_row_is(reader):
    assert first(reader, "take the red pyramid in the near row of pyramids") == (
        "(event: (action: take) (entity: (color: red) (type: prism) (spatial-relation: (relation: above) "
        "(entity: (indicator: back) (type: edge)))))")


def test_the_shape_the_gripper_is_over_is_told_by_it(reader):
    query = first(reader, "set the blue cube down one square toward the front from the red cube you are over",
                  query=True)
    assert "(color: red) (type: cube) (check: (kind: below-gripper))" in query


def test_texting_shorthand_reads_as_the_words_it_stands_for(reader):
    assert "(relation: nearest) (entity: (indicator: front) (type: region))" in first(
        reader, "put the red cube down just right of the red pyramid thats further from u")


@pytest.mark.parametrize("text", ["pick up the red cube and hang on to it",
                                  "pick up the red cube and hold it in your gripper for now",
                                  "grab the red cube and hold position", "pick up the red cube, hold it steady",
                                  "lift the red cube and hold it in place", "take the red cube and wait"])
def test_keep_phrases_may_follow_one_another(reader, text):
    assert first(reader, text) == "(event: (action: take) (entity: (color: red) (type: cube)))"


def test_a_side_said_in_brackets_says_which_side_of_the_landmark(reader):
    tree = first(reader, "Place the held red cube on the board directly behind the blue cube (robot side), touching.")
    assert "(relation: backward) (entity: (color: blue) (type: cube))" in tree


def test_a_noun_phrase_before_a_colon_is_what_the_command_after_it_moves(reader):
    tree = first(reader, "Blue pyramid sitting on the red cube: move to top of the yellow cube.")
    assert tree.startswith("(event: (action: move) (entity: (color: blue) (type: prism) (spatial-relation: "
                           "(relation: above) (entity: (color: red) (type: cube))))")


def test_a_stack_named_by_colour_initials_has_those_colours(reader):
    assert "(color: blue) (color: green) (type: stack)" in first(
        reader, "move the yellow pyramid on the B-G stack to the corner on the left near you")


def test_a_pointy_top_is_a_pyramid(reader):
    assert "(check: (kind: under) (entity: (color: yellow) (type: prism)))" in first(
        reader, "put the red cube right beside the green tower with the yellow pointy top", query=True)


def test_a_counted_row_may_follow_the_noun_without_a_preposition(reader):
    assert "(check: (kind: line) (count: 3) (entity: (indicator: back) (type: edge)))" in first(
        reader, "pick up the cyan cube 3rd row from the back", query=True)


def test_the_one_further_to_the_right_is_the_rightmost(reader):
    assert "(indicator: rightmost) (color: cyan) (type: prism)" in first(
        reader, "There are two cyan pyramids. Take the one further to the right.")


def test_a_corner_of_a_group_is_a_shape_of_that_group(reader):
    assert first(reader, "pick up the gray cube at the front right corner of the gray block closer to you",
                 query=True) == (
        "(event: (action: take) (entity: (indicator: front) (indicator: right) (color: gray) (type: cube) "
        "(check: (kind: group) (entity: (color: gray) (type: cube) (spatial-relation: (relation: nearest) "
        "(entity: (type: robot)))))))")


def test_a_row_named_before_the_command_is_where_its_shape_is_counted(reader):
    query = first(reader, "In the row of red cubes along the back, pick up the cube that is third from the right",
                  query=True)
    assert query.startswith("(event: (action: take) (entity: (ordinal: 3) (indicator: right) (color: red) "
                            "(type: cube) (check: (kind: group) (entity: (color: red) (type: cube)")


def test_beside_a_row_is_beside_its_end(reader):
    assert "(relation: left) (entity: (indicator: leftmost) (type: cube) (check: (kind: group) (entity: (color: red) " \
        "(color: yellow) (color: red) (color: green) (type: cube))))" in "".join(
            every(reader, "move the red pyramid just left of the R-Y-R-G cube row", query=True))


def test_the_square_without_a_colour_is_a_square_of_the_board(reader):
    readings = every(reader, "put the cyan cube on the square in front of the single red cube")
    onto = next(t for t in readings if "(destination: (spatial-relation: (relation: above) (entity: (type:" in t)
    assert "(destination: (spatial-relation: (relation: above) (entity: (type: tile)" in onto


def test_a_shape_from_the_middle_of_a_row_may_be_the_middle_shape_of_that_row(reader):
    # or the shape on it: the board tells which
    queries = every(reader, "move the green cube from the middle of the R-G-R row two squares left", query=True)
    assert any("(entity: (color: green) (type: cube) (check: (kind: group) (entity: (color: red) (color: green) "
               "(color: red) (type: cube))) (check: (kind: middle)))" in q for q in queries)


def test_left_beside_with_no_landmark_is_the_square_beside_it(reader):
    assert "(destination: (spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: left))" in \
        first(reader, "Take the blue cube from the green one and set it down on the board directly left beside.")


def test_the_other_side_said_again_as_a_side_is_that_side(reader):
    assert first(reader, "move the blue cube to the other side of the yellow one, the back side", query=True) == (
        "(event: (action: move) (entity: (id: 1) (color: blue) (type: cube)) (destination: (spatial-relation: "
        "(measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) (entity: (color: yellow) (type: "
        "type-reference) (reference-id: 1))) (check: (kind: also) (spatial-relation: (relation: opposite) (entity: "
        "(color: yellow) (type: type-reference) (reference-id: 1))))))")


def test_a_height_said_after_the_noun_is_a_height(reader):
    assert "(check: (kind: height) (count: 1))" in first(
        reader, "put the red cube on the green cube which is only one cube high", query=True)


def test_squares_up_an_edge_are_counted_along_it(reader):
    assert "(destination: (spatial-relation: (measure: (entity: (cardinal: 3) (type: tile))) (relation: forward)) " \
        "(check: (kind: also) (spatial-relation: (relation: above) (entity: (indicator: left) (type: edge))))" in first(
            reader, "put the yellow cube on the floor 3 squares up the left edge", query=True)


def test_a_description_that_reaches_itself_gives_no_endless_reading(reader):
    # "it" inside the description of the shape it means
    assert reader.read(normalise("Put yellow pyramid on floor at left edge, in same row with green-red stack, three "
                                 "squares left from it."))


def test_a_side_in_brackets_before_the_landmark_says_which_side(reader):
    # the writer's own frame: "behind (robot side of)" is the robot's side, "in front of (far side)" the far one
    tree = first(reader, "put the white cube in the empty square directly behind (robot side of) the red cube")
    assert "(relation: backward) (entity: (color: red) (type: cube))" in tree
    tree = first(reader, "set the green cube on the floor directly in front of (far side) the blue tower")
    assert "(relation: front) (entity: (color: blue) (type: stack))" in tree


def test_the_side_away_from_the_robot_is_the_far_side(reader):
    tree = first(reader, "move the green block right next to the lone red block, on the side away from the robot")
    assert "(relation: front) (entity: (indicator: individual) (color: red) (type: cube))" in tree


def test_places_said_one_after_another_are_checked_together(reader):
    # "its" is the landmark of the place before; the edge and the row go to the board as checks (a reading
    # of its own: the cheapest says where the pyramid is, which the board rejects when the robot holds it)
    text = "set the yellow pyramid down on the left edge, in the same row as the green stack, three squares to its left"
    queries = every(reader, text, query=True)
    assert any("(spatial-relation: (measure: (entity: (cardinal: 3) (type: tile))) (relation: left) (entity: "
               "(color: green) (type: stack))) (check: (kind: also) (spatial-relation: (relation: above) (entity: "
               "(indicator: left) (type: edge)))) (check: (kind: also) (spatial-relation: (relation: aligned) "
               "(entity: (color: green) (type: stack))))" in q for q in queries)


def test_a_shape_named_first_is_what_move_it_moves(reader):
    # said farther from the robot: the far side
    tree = first(reader, "Red pyramid which is more far from robot, move it one square closer to robot.")
    assert tree.startswith("(event: (action: move) (entity: (color: red) (type: prism) (spatial-relation: "
                           "(relation: nearest) (entity: (indicator: front) (type: region))))")


def test_right_before_a_relation_stresses_it_and_names_no_side(reader):
    text = "put the gray cube just left of the front gray block right next to the green cube"
    assert not any("(indicator: right)" in tree for tree in every(reader, text))


@pytest.mark.parametrize("text", ["pick up the red cube and hold it up in the air", "take the red cube into your gripper",
                                  "pick up the red cube and keep it in the claw for a moment"])
def test_where_a_taken_shape_is_kept_says_keep_it(reader, text):
    assert first(reader, text) == "(event: (action: take) (entity: (color: red) (type: cube)))"


@pytest.mark.parametrize("text", ["pick up the red cube and keep holding on to it", "pick up the red cube and hold on",
                                  "pick up the red cube and keep it in hand", "pick up the red cube and hold it in your grip",
                                  "pick up the red cube and don't let go of it", "pick up the red cube and keep gripping it",
                                  "pick up the red cube and hold it above the board until further notice"])
def test_every_way_of_keeping_hold_after_a_take_is_a_take(reader, text):
    # never "on to it" as a place, never a word left out
    assert first(reader, text) == "(event: (action: take) (entity: (color: red) (type: cube)))"


def test_a_shape_in_the_back_row_may_be_the_one_nearest_the_back(reader):
    # on the back edge when one stands there; else the row of shapes nearest the back (the board tells)
    trees = every(reader, "take the red pyramid in the rear row")
    assert trees[0] == ("(event: (action: take) (entity: (color: red) (type: prism) (spatial-relation: "
                        "(relation: above) (entity: (indicator: back) (type: edge)))))")
    assert "(event: (action: take) (entity: (indicator: back) (color: red) (type: prism)))" in trees


def test_the_middle_stack_may_be_the_middle_one_of_a_line(reader):
    queries = every(reader, "take the red cube off the middle stack", query=True)
    assert any("(entity: (type: stack) (check: (kind: middle)))" in q for q in queries)


def test_a_shape_named_before_a_comma_is_what_a_verb_without_an_object_moves(reader):
    # (a cheaper reading moves "two squares", a stack two cubes high: the board tells which is meant)
    queries = every(reader, "Gray cube, slide two squares right to the right edge.", query=True)
    assert ("(event: (action: move) (entity: (color: gray) (type: cube)) (destination: (spatial-relation: (measure: "
            "(entity: (cardinal: 2) (type: tile))) (relation: right)) (check: (kind: also) (spatial-relation: "
            "(relation: above) (entity: (indicator: right) (type: edge))))))") in queries


def test_the_same_row_said_after_a_move_along_it_says_the_move_again(reader):
    assert "(measure: (entity: (cardinal: 3) (type: tile))) (relation: left))" in first(
        reader, "Red cube: shift 3 squares left, same row, onto the board.")


def test_a_square_said_bare_after_the_floor_is_where_it_goes(reader):
    assert "(relation: front) (entity: (indicator: individual) (color: red) (type: cube))" in first(
        reader, "Green cube -> floor, square directly in front of the single red cube.")


def test_a_verb_may_follow_a_shape_and_where_it_is_taken_from(reader):
    tree = first(reader, "Yellow pyramid off the green tower, drop it on the square right behind the red cube.")
    assert tree.startswith("(event: (action: move) (entity: (color: yellow) (type: prism) (spatial-relation: "
                           "(relation: above) (entity: (color: green) (type: stack))))")


def test_two_bare_colours_a_shape_is_between_are_two_more_of_its_kind(reader):
    queries = every(reader, "take the red pyramid between the blue and the green", query=True)
    assert any("(relation: between) (entity: (color: blue) (type: prism)) (entity: (color: green) (type: prism))" in q
               for q in queries)


def test_an_ordinal_counted_from_a_shape_is_counted_from_it(reader):
    assert "(check: (kind: counted) (count: 2) (entity: (color: yellow) (type: cube)))" in first(
        reader, "put the red cube on the second green cube counting from the yellow cube", query=True)


def test_that_stack_in_the_second_step_is_the_one_the_shape_was_taken_from(reader):
    assert "(type: stack) (check: (kind: source))" in first(
        reader, "take the yellow pyramid off the blue stack and set it on the floor in front of that stack", query=True)


def test_an_aside_may_say_the_colour_again_and_where_the_shape_is(reader):
    # "the red cube (the red sitting on green)": the red cube on a green one; another colour is another shape
    queries = every(reader, "move the blue pyramid on top of the red cube (the red sitting on green)", query=True)
    assert any("(entity: (color: red) (type: cube) (spatial-relation: (relation: above) (entity: (color: green)" in q
               for q in queries)
    assert not any("(color: red) (color: blue)" in q for q in every(
        reader, "move the blue pyramid onto the red cube, the blue one on the green cube", query=True))


def test_a_topic_the_command_never_uses_is_left_out_not_read(reader):
    # "Yellow cube put on the green group ..., on its corner cube ... to right edge": the first part names
    # what moves and where; a reading of the rest alone may not pass those words off as read
    text = "Yellow cube put on the green group near the robot, on its corner cube closest to the robot and to the right edge."
    utterance = normalise(text)
    for reading in reader.read(utterance):
        if "(color: yellow)" not in to_string(reading.query):
            assert reader.content_skipped(utterance, reading)


def test_a_topic_tells_apart_the_thing_of_its_kind_the_command_names(reader):
    # "In stacks near robot, take red cube from top of middle stack": the middle one of the stacks near the
    # robot, not the middle stack of the board
    assert first(reader, "In stacks near robot, take red cube from top of middle stack and hold it.", query=True) == (
        "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(indicator: center) (type: stack) (spatial-relation: (relation: nearest) (entity: (type: robot)))))))")


@pytest.mark.parametrize("text", [
    "take the blue cube at the left end of the row of three blue cubes",
    "take the leftmost of the three blue cubes in a row",
    "There is a row of three blue cubes. Pick up the one at the left end of that row.",
])
def test_a_group_said_with_its_count_is_the_group_of_that_many(reader, text):
    assert first(reader, text, query=True) == (
        "(event: (action: take) (entity: (indicator: left{most}) (color: blue) (type: cube) (check: (kind: group) "
        "(count: 3) (entity: (color: blue) (type: cube)))))").format(most="most" if "leftmost" in text else "")


def test_hold_it_is_said_only_of_a_take(reader):
    # "pick up the gray pyramid from the top of the stack in the far left corner and hold it": never a move
    # of the pyramid to that corner with "hold it" passed off as read
    text = "pick up the gray pyramid from the top of the stack in the far left corner and hold it"
    utterance = normalise(text)
    for reading in reader.read(utterance):
        if "(action: move)" in to_string(reading.tree):
            assert reader.content_skipped(utterance, reading)


def test_a_reading_that_says_an_ordinal_beats_one_that_drops_it(reader):
    assert first(reader, "pick up the yellow cube in the second row from the front third from the right",
                 query=True) == (
        "(event: (action: take) (entity: (ordinal: 3) (indicator: right) (color: yellow) (type: cube) (check: "
        "(kind: line) (count: 2) (entity: (indicator: front) (type: edge)))))")


def test_fill_a_gap_with_a_shape_puts_it_into_that_square(reader):
    assert first(reader, "fill the gap right behind the green cube with the white cube", query=True) == (
        "(event: (action: drop) (entity: (color: white) (type: cube)) (destination: (spatial-relation: (relation: "
        "within) (entity: (type: tile) (spatial-relation: (relation: backward) (entity: (color: green) (type: cube))) "
        "(check: (kind: free)) (check: (kind: gap))))))")  # ("the gap": in a line of shapes, if one is there)
    # the square said again after a comma is the square filled, not the shape held
    assert "(entity: (color: white) (type: cube)) (destination: (spatial-relation: (relation: within) (entity: (type: " \
           "tile) (spatial-relation: (relation: adjacent)" in first(
               reader, "Please fill the gap with the white block you're holding, the spot right next to the green cube.",
               query=True)


@pytest.mark.parametrize("text", [
    "take the white cube and fill the hole beside the green cube with it",
    "take the white cube, then fill with it the hole beside the green cube",
])
def test_fill_a_gap_with_the_shape_just_taken_puts_it_there(reader, text):
    assert "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: " \
           "(relation: within) (entity: (type: tile) (spatial-relation: (relation: adjacent) (entity: (color: green)" \
           in first(reader, text, query=True)


def test_fill_with_the_shape_said_before_the_gap(reader):
    assert "(entity: (color: white) (type: cube)) (destination: (spatial-relation: (relation: within) (entity: " \
           "(type: tile) (spatial-relation: (relation: adjacent)" in first(
               reader, "fill with the white cube the hole beside the green cube", query=True)


@pytest.mark.parametrize("text", [
    "drop the gray cube in the empty hole near the back left so it fills the white square",
    "drop the gray cube in the empty hole near the back left so that it completes the white square",
    "set the gray cube in the empty spot near the back left to fill in the white square",
])
def test_what_a_shape_fills_is_beside_the_square_it_goes_on(reader, text):
    assert "(check: (kind: also) (spatial-relation: (relation: adjacent) (entity: (color: white)" in first(
        reader, text, query=True)


@pytest.mark.parametrize("text", ["put the red cube down on the back edge fifth square from the left",
                                  "Set the red cube down on the back edge, 5th square from the left.",
                                  "put the red cube down on the back edge, on the fifth square counted from the left"])
def test_a_square_counted_along_an_edge_is_that_square_of_the_edge(reader, text):
    # the square on the back edge in the fifth line from the left (the tile, or the edge, checked by the board)
    query = first(reader, text, query=True)
    assert query.startswith("(event: (action: drop) (entity: (color: red) (type: cube)) (destination: ")
    assert "(indicator: back) (type: edge)" in query
    assert "(check: (kind: line) (count: 5) (entity: (indicator: left) (type: edge)))" in query


def test_next_to_is_never_left_out_unsaid(reader):
    # "put the red cube next to the green cube": beside it (the board says which side), never on it
    utterance = normalise("put the red cube next to the green cube")
    for reading in reader.read(utterance):
        if "(relation: adjacent)" not in to_string(reading.query):
            assert reader.content_skipped(utterance, reading)


def test_pick_it_up_and_set_it_down_after_a_sentence_that_names_it(reader):
    assert first(reader, "There is a red cube by the left edge. Pick it up and set it down on the green cube.") == (
        "(sequence: (event: (action: take) (entity: (id: 1) (color: red) (type: cube) (spatial-relation: (relation: "
        "adjacent) (entity: (indicator: left) (type: edge))))) (event: (action: drop) (entity: (type: reference) "
        "(reference-id: 1)) (destination: (spatial-relation: (relation: above) (entity: (color: green) (type: cube))))))")


def test_a_sentence_that_points_may_end_in_a_request_after_a_dash(reader):
    assert first(reader, "There are two green blocks there - could you pick up the one further to the right?") == (
        "(event: (action: take) (entity: (indicator: rightmost) (color: green) (type: cube)))")


def test_between_two_colours_and_a_plural_noun_is_between_one_of_each(reader):
    assert first(reader, "move the green pyramid between the gray and yellow cubes onto the magenta cube",
                 query=True).startswith(
        "(event: (action: move) (entity: (color: green) (type: prism) (spatial-relation: (relation: between) "
        "(entity: (color: gray) (type: cube)) (entity: (color: yellow) (type: cube))))")


def test_which_is_the_one_says_which_one(reader):
    # the right one of those two: of the nearer pyramids too
    assert "(indicator: right) (indicator: back) (color: green) (type: prism)" in first(
        reader, "Pick up the green pyramid which is the right one of the two nearer pyramids.", query=True)


def test_sides_after_corner_are_the_corners_sides(reader):
    assert first(reader, "put the red cube down in the corner back right") == (
        "(event: (action: drop) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (relation: "
        "within) (entity: (indicator: back) (indicator: right) (type: corner)))))")


def test_a_count_of_squares_after_a_landmark_on_that_side_says_the_place_again(reader):
    # "right behind the blue one, one square toward the back": one square from the blue one, said twice
    assert first(reader, "put the red cube down right behind the blue one one square toward the back") == (
        "(event: (action: drop) (entity: (id: 1) (color: red) (type: cube)) (destination: (spatial-relation: "
        "(measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) (entity: (color: blue) (type: "
        "type-reference) (reference-id: 1)))))")


def test_behind_a_landmark_may_be_its_far_side_seen_from_the_robot(reader):
    # "to the far edge right behind the blue pyramid": the robot's behind first, the board may choose the other
    queries = every(reader, "move the red pyramid right behind the blue pyramid", query=True)
    assert "(relation: backward) (entity: (color: blue) (type: prism))" in queries[0]
    assert any("(relation: front) (entity: (color: blue) (type: prism))" in q for q in queries[1:])


def test_a_row_of_a_group_is_that_row_of_the_groups_shapes(reader):
    # "the far row of the yellow block": the yellow cubes of the block farthest toward the front, not a
    # yellow block on the front edge
    assert any("(indicator: front) (color: yellow) (type: cube) (check: (kind: group) (entity: (color: yellow) (type: "
               "cube)))" in q for q in every(reader, "take the yellow cube in the far row of the yellow block", query=True))
