"""Shapes named by their place in a formation people see on the board: "the long gray wall", "the inner
red row", "the far blue pair", "the second row of gray stacks from the back" (the reader's side; the
board's is tests/planner/test_groups.py)."""

import pytest

from fallback_pcfg.reader.lexical import Words
from rcl import to_string
from rcl.normalise import normalise

from readings import every_query as queries


def test_a_wall_is_a_group_of_shapes(reader):
    # "the long gray wall": the largest group of gray cubes, not the tallest gray cube
    found = queries(reader, "take the red pyramid off the far end of the long gray wall")
    assert any("(indicator: front) (color: gray) (type: cube) (check: (kind: group) (entity: (color: gray) "
               "(type: cube) (check: (kind: tallest))))" in q for q in found)


@pytest.mark.parametrize("text, word", [("the long gray wall", 3), ("the inner red row", 1), ("the far blue pair", 3),
                                        ("the gray staircase", 2)])
def test_formation_words_mean_something(text, word):
    # a reading that leaves them out never acts ("next to the yellow wall" is not "next to the yellow")
    assert Words.of(normalise(text)).content(word)


@pytest.mark.parametrize("noun", ["pair", "checkerboard", "staircase", "pattern", "wall"])
def test_formation_nouns_name_groups(reader, noun):
    readings = reader.read(normalise(f"take the red cube at the front left corner of the red and blue {noun}"))
    assert "(check: (kind: group) (entity: (color: red) (color: blue) (type: cube)))" in to_string(readings[0].query)
    assert readings[0].guessed == ()  # a word of the language, not a guess


def test_the_inner_row_is_one_of_that_row_of_the_group(reader):
    found = queries(reader, "take the second red cube from the front in the inner red line")
    assert "(ordinal: 2) (indicator: front) (color: red) (type: cube) (check: (kind: group) (entity: (color: red) " \
           "(type: cube) (check: (kind: inner)))) (check: (kind: inner))" in found[0]


def test_the_inner_line_of_two_named_before(reader):
    # "two lines of red cubes ... the inner line": one of the lines named before; "the one closer to the
    # middle" says which line, the ordinal already says which cube
    found = queries(reader, "On the left side there are two lines of red cubes. Take the second red cube from the "
                            "front in the inner line, the one closer to the middle.")
    assert "(ordinal: 2) (indicator: front) (color: red) (type: cube) (check: (kind: group) (entity: (color: red) " \
           "(type: cube) (spatial-relation: (relation: above) (entity: (indicator: left) (type: edge))) " \
           "(spatial-relation: (relation: nearest) (entity: (indicator: center) (type: region))) " \
           "(check: (kind: inner)))) (check: (kind: inner))" in found[0]


def test_an_ordinal_counts_from_the_side_said_with_it(reader):
    # "the far row of the yellow block, 2nd from left": counted from the left, in the far row; not the
    # second row of the board from the front
    found = queries(reader, "move the yellow in the far row of the yellow block, 2nd from left, one square left")
    assert "(ordinal: 2) (indicator: left) (indicator: front) (color: yellow) (type: cube) (check: (kind: group)" \
           in found[0]
    assert "(kind: line)" not in found[0]


def test_the_second_row_of_stacks_from_the_back_is_a_line_of_the_board(reader):
    found = queries(reader, "take the top cube off the second row of gray stacks from the back")
    assert "(color: gray) (type: stack) (check: (kind: line) (count: 2) (entity: (indicator: back) (type: edge)))" \
           in found[0]


def test_a_height_after_the_move_says_where_it_goes(reader):
    # "so that the wall is two cubes high again": on a column one cube high
    found = queries(reader, "put the red cube you are holding on the single red cube in the left wall, so that the "
                            "wall is two cubes high")
    assert "(check: (kind: also) (spatial-relation: (relation: above) (entity: (type: cube) (check: (kind: height) " \
           "(count: 1)))))" in found[0]


@pytest.mark.parametrize("text", ["put the gray cube down at the right end of the row near me",
                                  "set the gray cube just past the right end of the front row"])
def test_at_the_end_of_a_row_is_the_square_beyond_it(reader, text):
    # the row gets longer: the square right of its right end, not "in" the shape at the end (as cheap as the
    # right end of the board's row near me, the other thing "the row near me" may be)
    readings = reader.read(normalise(text))
    cheapest = [to_string(r.query) for r in readings if r.cost == readings[0].cost]
    assert any("(destination: (spatial-relation: (relation: right) (entity: (indicator: right) (type: cube) "
               "(check: (kind: group)" in q for q in cheapest)
    assert not any("(relation: within) (entity: (indicator: right) (type: cube)" in q for q in cheapest)


def test_where_said_before_the_verb_is_where_the_counted_shape_is(reader):
    # "In the second row from the back, take ... off the stack second from the right": that stack is in the row,
    # and so is "it" when said again
    found = queries(reader, "in the second row from the back take the top gray cube off the stack second from the "
                            "right and put it on the stack next to it")
    line = "(check: (kind: line) (count: 2) (entity: (indicator: back) (type: edge)))"
    assert f"(entity: (ordinal: 2) (indicator: right) (type: stack) {line})" in found[0]
    assert found[0].count(line) == 2


def test_the_corner_of_a_group_is_told_by_what_is_said_after_it(reader):
    # "the corner of the checkerboard that is nearest you": a corner of the group, the one nearest you
    found = queries(reader, "take the red cube at the corner of the red and blue checkerboard that is nearest you")
    assert "(entity: (color: red) (type: cube) (spatial-relation: (relation: nearest) (entity: (type: robot))) " \
           "(check: (kind: group) (entity: (color: red) (color: blue) (type: cube))) (check: (kind: corner)))" \
           in found[0]


def test_two_descriptions_joined_by_and(reader):
    readings = reader.read(normalise("take the red cube that is nearest you and on the right"))
    assert readings[0].skipped == ()
    assert "(indicator: right) (color: red) (type: cube) (spatial-relation: (relation: nearest) (entity: (type: " \
           "robot)))" in to_string(readings[0].query)


@pytest.mark.parametrize("way", ["back", "up", "over", "out"])
def test_a_count_may_say_which_way_it_goes(reader, way):
    # "the second stack back from the yellow corner", "the second green up from the yellow corner"
    found = queries(reader, f"take the top red cube off the second stack {way} from the yellow cube")
    toward = " (entity: (indicator: back) (type: edge))" if way == "back" else ""  # (back: that way only)
    assert f"(type: stack) (check: (kind: counted) (count: 2) (entity: (color: yellow) (type: cube)){toward})" \
        in found[0]


def test_a_number_of_squares_over_from_a_shape(reader):
    # "the red two over from the one with the gray pyramid": in its line, two squares from it
    found = queries(reader, "take the red cube in the back row two over from the one with the gray pyramid")
    assert "(check: (kind: apart) (count: 2) (entity: (type: cube) (check: (kind: under) (entity: (color: gray) " \
           "(type: prism)))))" in found[0]


def test_counted_from_an_end_is_no_place_the_shape_is_taken_from(reader):
    found = queries(reader, "take the third red cube from the right end")
    assert found[0] == "(event: (action: take) (entity: (ordinal: 3) (indicator: right) (color: red) (type: cube)))"


def test_up_the_left_side_is_along_it(reader):
    found = queries(reader, "put the red cube on the second green cube up the left side counting from the yellow one")
    assert "(entity: (color: green) (type: cube) (spatial-relation: (relation: above) (entity: (indicator: left) " \
           "(type: edge))) (check: (kind: counted)" in found[0]


def test_the_right_hand_wall_may_be_the_shapes_along_that_edge(reader):
    found = queries(reader, "on the right hand wall take the top red cube off the second stack back from the yellow "
                            "cube")
    assert any("(type: stack) (spatial-relation: (relation: above) (entity: (indicator: right) (type: edge)))" in q
               for q in found)


def test_the_last_one_is_at_an_end_of_the_line(reader):
    found = queries(reader, "take the red cube off the green row and put it on the floor two squares right of the "
                            "last green")
    assert "(relation: right) (entity: (color: green) (type: cube) (check: (kind: end))))" in found[0]


@pytest.mark.parametrize("text, excluded", [
    ("take the second cyan cube from the front not counting the corner stack", True),
    ("take the second cyan cube from the front, excluding the corner stack", True),
    ("take the fourth magenta cube counting the corner", False)])
def test_counting_with_or_without_a_shape(reader, text, excluded):
    readings = reader.read(normalise(text))
    assert readings[0].skipped == ()
    query = to_string(readings[0].query)
    assert ("(check: (kind: not) (entity: (type: stack) (spatial-relation: (relation: within) (entity: (type: "
            "corner)))))" in query) == excluded


def test_a_corner_stack_stands_in_a_corner(reader):
    found = queries(reader, "take the red cube off the front corner tower")
    assert "(entity: (type: stack) (spatial-relation: (relation: within) (entity: (indicator: front) (type: " \
           "corner))))" in found[0]
    # a bare "corner tower" is the board's corner (the stacks rules), never a corner of some group
    assert not any("(kind: corner)" in q for q in found)
    found = queries(reader, "take the green corner cube")  # with a colour: in a corner of the board or of its group
    assert any("(type: corner)" in q for q in found) and any("(kind: corner)" in q for q in found)


@pytest.mark.parametrize("text, check", [
    ("move the yellow cube third from the left (not the one with red on it) to the corner", "isnt"),
    ("move the yellow cube third from the left, not counting the one with red on it, to the corner", "not")])
def test_a_bare_not_after_a_count_says_which_one_is_not_meant(reader, text, check):
    # a plain "not" is said of the one counted; "not counting" leaves that one out of the count ("the one" is
    # another yellow cube)
    found = queries(reader, text)[0]
    assert f"(check: (kind: {check}) (entity: (color: yellow) (type: cube)" in found and found.count(
        "(kind: not)") == (check == "not")


def test_left_of_a_shape_is_a_place_not_the_left_one_of_a_group(reader):
    # "two left of the one with the gray pyramid" after "the red row": two squares left of that one, not the
    # left end of the row
    found = queries(reader, "Back-edge red row: cube two left of the one with gray pyramid -> put it on the yellow cube.")
    assert not any("(indicator: left) (color: red) (type: cube) (check: (kind: group)" in q for q in found)


def test_a_pair_the_lexicon_names_is_first_the_group(reader):
    # "just right of the red pair": right of the pair as one thing, then of its shapes
    found = queries(reader, "put the cyan pyramid on the floor just to the right of the red pair")
    assert "(entity: (color: red) (type: cube-group))" in found[0]


@pytest.mark.parametrize("owner", ["your", "my"])
def test_your_row_is_the_row_on_the_robots_side(reader, owner):
    found = queries(reader, f"take the magenta cube in {owner} row fourth from the left")
    assert any("(indicator: back) (type: edge)" in q for q in found[:2])


def test_a_shape_of_another_colour_in_a_row_stands_on_it(reader):
    # "the red cube in the blue row": on one of the blue row's cubes, not in a blue cube
    found = queries(reader, "take the red cube in the blue row")
    assert found[0] == "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (relation: above) " \
                       "(entity: (color: blue) (type: cube) (check: (kind: group) (entity: (color: blue) (type: " \
                       "cube)))))))"


def test_in_the_middle_of_a_row_is_its_middle_shape(reader):
    found = queries(reader, "put the red cube on top of the blue cube in the very middle of the row of blue and cyan "
                            "cubes")
    assert any("(entity: (color: blue) (type: cube) (check: (kind: group) (entity: (color: blue) (color: cyan) (type: "
               "cube))) (check: (kind: middle)))" in q for q in found)


def test_a_place_in_a_group_said_after_its_possessor(reader):
    # "that group's right-hand corner closest to you": the corner of that group
    found = queries(reader, "Look at the group of four green cubes on the right. Put the yellow cube you are holding on "
                            "the green cube in that group's right-hand corner closest to you.")
    assert "(entity: (indicator: right) (color: green) (type: cube) (spatial-relation: (relation: nearest) (entity: " \
           "(type: robot))) (check: (kind: group)" in found[0]
    found = queries(reader, "take the block's front-left red")
    assert "(entity: (indicator: front) (indicator: left) (color: red) (type: cube) (check: (kind: group) (entity: " \
           "(type: cube))))" in found[0]


def test_its_side_of_a_block_is_beside_the_block(reader):
    # a block is a cube first: "its left side" is no side of a group of blocks
    found = queries(reader, "put the gray cube down just left of the front gray block right next to the middle of its "
                            "left side")
    assert not any("(kind: group) (entity: (indicator: front) (color: gray)" in q for q in found)


@pytest.mark.parametrize("size", ["2x2", "two by two"])
def test_a_size_says_how_many_squares_a_group_covers(reader, size):
    found = queries(reader, f"take the front right corner of the left {size} white patch")
    assert "(check: (kind: group) (count: 4) (entity: (indicator: left) (color: white) (type: cube)))" in found[0]


def test_learners_superlatives_with_most(reader):
    # "most close to robot": closest to it
    readings = reader.read(normalise("put the yellow cube on the green cube which is most close to robot"))
    assert readings[0].skipped == ()  # every word read
    assert "(entity: (color: green) (type: cube) (spatial-relation: (relation: nearest) (entity: (type: robot))))" \
           in to_string(readings[0].query)


def test_a_topic_group_holds_the_later_shapes_of_its_kind_told_apart_by_a_side(reader):
    # "In the green group ..., take the front right green and put it left of the front left green": both greens
    # are the group's; a shape of another colour is not
    found = queries(reader, "in the green group on the left, take the front right green and put it on the floor "
                            "left of the front left green")[0]
    assert "(color: green) (type: cube) (check: (kind: group)" in found.split("(destination:")[1]
    found = queries(reader, "in the green group on the left, take the front right green and put it on the floor "
                            "left of the front left red cube")[0]
    assert "(kind: group)" not in found.split("(destination:")[1]


def test_what_an_arrow_follows_is_what_the_verb_moves(reader):
    # "Back-edge red row: cube two left of the blue cube -> stack on the yellow cube": the cube before the arrow is
    # moved, not the row the colon named
    found = queries(reader, "red row: cube two left of the blue cube -> stack on the yellow cube.")[0]
    assert found.startswith("(event: (action: move) (entity: (type: cube) (spatial-relation: (measure: (entity: "
                            "(cardinal: 2) (type: tile))) (relation: left) (entity: (color: blue) (type: cube))))")


def test_the_front_line_of_shapes_may_be_that_line_of_their_group(reader):
    # "the front line of gray pyramids" standing in a block: the front line of their group (when none stands on
    # the board's front line), counted from the side said after it
    found = queries(reader, "take the gray pyramid from the front line of gray pyramids, second from the left")
    assert "(entity: (ordinal: 2) (indicator: left) (indicator: front) (color: gray) (type: prism) (check: (kind: " \
           "group) (entity: (color: gray) (type: prism))))" in found[0]
    found = queries(reader, "take the red cube in the far row of red cubes")
    assert "(relation: above) (entity: (indicator: front) (type: edge))" in found[0]  # the board's line first
    assert any("(indicator: front) (color: red) (type: cube) (check: (kind: group) (entity: (color: red) (type: "
               "cube)))" in q for q in found)


def test_after_a_shape_counts_on_from_it(reader):
    # "the second stack after the yellow corner": counted on from the yellow stack in the corner
    found = queries(reader, "take the top red cube of the second stack after the yellow corner")
    assert "(entity: (type: stack) (check: (kind: counted) (count: 2) (entity: (color: yellow) (type: cube) " \
           "(spatial-relation: (relation: within) (entity: (type: corner))))))" in found[0]


def test_a_shape_taken_from_a_row_at_a_place_in_it_is_one_of_the_row(reader):
    # "take left green cube from green row": the row's left one, before one standing on the row
    found = queries(reader, "Take left green cube from green row and put it right next to red cube.")
    assert "(entity: (id: 1) (indicator: left) (color: green) (type: cube) (check: (kind: group) (entity: (color: " \
           "green) (type: cube))))" in found[0]
    found = queries(reader, "take the red cube from the green row")  # no place in it: on top of one of them
    assert not any("(kind: group) (entity: (color: green)" in q and "(relation: above)" not in q for q in found)


@pytest.mark.parametrize("row", ["the yellow row nearer the robot", "the second yellow row (the one nearer the robot)"])
def test_a_row_told_by_what_it_is_near_is_that_line_of_the_group(reader, row):
    # two yellow rows side by side are one group: "the yellow row nearer the robot" is its back line, and the
    # count said after it counts along that line
    found = queries(reader, f"take the yellow cube in {row}, 3rd from the right")
    assert any("(entity: (ordinal: 3) (indicator: right) (indicator: back) (color: yellow) (type: cube) (check: "
               "(kind: group) (entity: (color: yellow) (type: cube))))" in q for q in found[:3])


def test_the_end_of_the_far_row_is_first_its_shapes_end(reader):
    # "the right end of the far row": the rightmost of the shapes in the far row before the board's front right
    # square (a shape there is at both), also where only one reading is kept (what a heading names); the row
    # is said with no kind: of cubes or pyramids (type shape, planner.groups)
    found = queries(reader, "Red cube at the right end of the far row -> stack it on the blue cube.")
    assert found[0] == "(event: (action: move) (entity: (indicator: right) (color: red) (type: cube) (check: (kind: " \
                       "group) (entity: (indicator: front) (type: shape)))) (destination: (spatial-relation: (relation: " \
                       "above) (entity: (color: blue) (type: cube)))))"


def test_an_aside_after_the_row_a_shape_is_taken_from_may_say_which_shape(reader):
    # "the red cube from the inner red row, the one directly behind the yellow cube": that red cube of the row
    found = queries(reader, "take the red cube from the inner red row, the one directly behind the yellow cube")
    assert "(entity: (color: red) (type: cube) (spatial-relation: (relation: backward) (entity: (color: yellow) " \
           "(type: cube))) (check: (kind: group) (entity: (color: red) (type: cube) (check: (kind: inner)))) (check: " \
           "(kind: inner)))" in " ".join(found[:3])


def test_the_colour_of_a_row_of_the_board_says_which_group(reader):
    # "the right end of the back blue row": of the blue shapes' groups, the one farthest back
    found = queries(reader, "take the blue cube at the right end of the back blue row")
    assert any("(entity: (indicator: right) (color: blue) (type: cube) (check: (kind: group) (entity: (indicator: "
               "back) (color: blue) (type: cube))))" in q for q in found[:2])
    assert not any("(check: (kind: group) (entity: (indicator: back) (type: " in q for q in found)


def test_in_the_row_of_three_is_one_of_a_group_on_three_squares(reader):
    # "the middle blue cube in the row of three": the middle of a group of shapes on three squares (of any kind:
    # none is said)
    found = queries(reader, "take the yellow cube off the middle blue cube in the row of three")
    assert any("(entity: (color: blue) (type: cube) (check: (kind: middle)) (check: (kind: group) (count: 3) (entity: "
               "(type: shape))))" in q for q in found)


def test_a_shape_of_a_row_said_by_its_count_takes_its_colour_from_the_head(reader):
    # "the rightmost green cube of the row of four": one of the four, the rightmost
    assert queries(reader, "move the rightmost green cube of the row of four to the front left corner")[0] == (
        "(event: (action: move) (entity: (indicator: rightmost) (color: green) (type: cube) (check: (kind: group) "
        "(count: 4) (entity: (type: cube)))) (destination: (spatial-relation: (relation: within) (entity: "
        "(indicator: front) (indicator: left) (type: corner)))))")

