"""Where a shape goes relative to another shape, and which side of it: the command reader's side rules
(fallback_pcfg.reader.sides) and the places and descriptions that use them.

Each test reads a command and checks the cheapest reading that reads every word that means
something, as the query the board is asked (what the planner grounds).
"""

import pytest

from rcl import to_string
from rcl.normalise import normalise

from planner import Scene, Shape
from readings import first_query as first, taken_from


def destination(query: str) -> str:
    return query[query.index("(destination:"):]


@pytest.mark.parametrize("text", [
    # the far side cannot be mistaken; "behind it" is the same side, as the viewer sees it
    "put the yellow cube down on the far side of the red stack, right behind it",
    "put the yellow cube down on the far side of the red stack, just behind it",
])
def test_a_side_that_cannot_be_mistaken_says_which_side_a_viewers_word_means(reader, text):
    assert destination(first(reader, text)).startswith(
        "(destination: (spatial-relation: (relation: front) (entity: (color: red) (type: stack))")


@pytest.mark.parametrize("text, side", [
    ("move the cyan pyramid to the field just before the blue cube, on our side", "backward"),
    ("move the cyan pyramid to the square right next to the blue cube, on the side closest to me", "backward"),
    ("move the cyan pyramid to the square next to the blue cube, at its right", "right"),
])
def test_the_side_said_after_a_square_beside_a_shape_says_which_square(reader, text, side):
    assert f"(relation: {side}) (entity: (color: blue) (type: cube))" in first(reader, text)


def test_the_side_said_after_a_description_says_which_shape(reader):
    query = first(reader, "take the white cube right next to the red cube, on the side closest to you")
    assert "(entity: (color: white) (type: cube) (spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) " \
           "(relation: backward) (entity: (color: red) (type: cube))" in query


@pytest.mark.parametrize("text, side", [
    ("put the red cube right beside the green block, on the green block's right", "right"),
    ("set it on the floor right beside the tall tower, on that tower's left side", "left"),
])
def test_a_possessive_names_the_side_of_the_shape_again(reader, text, side):
    query = first(reader, text)
    assert f"(relation: {side})" in destination(query)
    assert "(kind: also)" in query  # whose side it is, the board checks


def test_a_side_in_brackets_says_which_way_a_counted_move_goes(reader):
    query = first(reader, "place the yellow cube on the floor 1 square in front (far side) of the red stack")
    assert "(measure: (entity: (cardinal: 1) (type: tile))) (relation: forward) (entity: (color: red) " \
           "(type: stack))" in query


@pytest.mark.parametrize("text", [
    "put the green cube down directly behind the tall stack, on its far side away from you",
    "put the green cube down right behind the tall stack, on its far side from the robot",
])
def test_words_after_a_side_may_say_it_again(reader, text):
    assert "(relation: front) (entity: (type: stack) (check: (kind: tallest)))" in first(reader, text)


def test_a_side_said_toward_another_shape_lies_between_them(reader):
    query = first(reader, "put the blue pyramid down next to the red pyramid, on its far side toward the white pyramid")
    assert "(relation: front) (entity: (color: red) (type: prism))" in query
    assert "(relation: between) (entity: (color: red) (type: prism)) (entity: (color: white) (type: prism))" in query


@pytest.mark.parametrize("text, side", [
    ("put the red pyramid down directly behind the gray cube, when you look from the robot side", "front"),
    ("put the red pyramid down right in front of the gray cube, as seen from the robot", "backward"),
])
def test_a_viewpoint_says_behind_and_in_front_as_seen_from_the_robot(reader, text, side):
    assert f"(relation: {side}) (entity: (color: gray) (type: cube))" in first(reader, text)


def test_the_side_facing_a_side_of_the_board(reader):
    query = first(reader, "put the red pyramid right next to the gray cube on the side facing the front")
    assert "(relation: front) (entity: (color: gray) (type: cube))" in query


def test_a_square_between_two_stacks_named_with_one_noun(reader):
    query = first(reader, "place the blue cube in the gap between the green-blue and green-yellow stacks")
    assert "(relation: between) (entity: (color: green) (color: blue) (type: stack)) (entity: (color: green) " \
           "(color: yellow) (type: stack))" in query


def test_the_only_empty_hole_is_the_empty_square_there_is(reader):
    query = first(reader, "drop the blue cube into the single empty cell")
    assert "(entity: (type: tile) (check: (kind: free)))" in query
    assert "individual" not in first(reader, "put the white cube into the only empty hole on the board")


@pytest.mark.parametrize("text, count", [
    ("pick up the gray cube which is two squares from the blue tower in direction to the robot", 2),
    ("put the gray cube on the board one field in direction to the robot from the blue tower", 1),
])
def test_a_count_from_a_landmark_in_the_direction_of_the_robot(reader, text, count):
    assert f"(measure: (entity: (cardinal: {count}) (type: tile))) (relation: backward) (entity: (color: blue) " \
           "(type: stack))" in first(reader, text)


def test_a_floor_cube_stands_on_the_floor(reader):
    query = first(reader, "pick up the red floor cube two squares back of the cyan cube")
    assert "(entity: (color: red) (type: cube) (spatial-relation: (relation: above) (entity: (type: board)))" in query


def test_a_place_after_it_is_says_where_the_shape_is_not_where_it_goes(reader):
    # "take the fourth cube, it is directly left of the red pyramid": no move to the left of the pyramid
    assert "destination" not in first(reader, "take the fourth cube from the left, it is directly left of the red "
                                              "pyramid")


def test_right_before_a_relation_stresses_it(reader):
    assert "(measure: (entity: (cardinal: 1) (type: tile))) (relation: right))" not in first(
        reader, "put the green cube right behind the blue tower on its far side from the robot")


def test_two_sides_that_cannot_be_mistaken_and_disagree_make_no_place(reader):
    # "just past the row of red blocks nearest me": the near side describes the row, not the square past it
    for reading in reader.read(normalise("set the pyramid down just past the red block nearest me")):
        assert "(relation: backward) (entity: (color: red)" not in to_string(reading.query)


def test_a_counted_move_from_a_landmark_may_say_its_side_after_it(reader):
    place = destination(first(reader, "put the blue cube on the floor one field behind the tower, farther from me"))
    assert "(relation: backward)" not in place  # the square on the tower's far side
    assert "(relation: front) (entity: (type: stack))" in place or "(relation: forward) (entity: (type: stack))" in place


@pytest.mark.parametrize("text", [
    "put the white cube into the empty hole which is directly on robot side from the red cube",
    "put the white cube right against the near side of the red cube",
    "put the white cube touching the red cube on the robot side",
])
def test_a_side_of_a_shape_said_with_of_or_from(reader, text):
    assert "(relation: backward) (entity: (color: red) (type: cube))" in first(reader, text)


@pytest.mark.parametrize("text, side", [
    ("put the white cube into the only empty hole, it is directly nearer to us than the red cube", "backward"),
    ("put the white cube on the empty square closer to the robot than the red cube", "backward"),
    ("put the white cube on the empty square farther from me than the red cube", "front"),
])
def test_a_square_nearer_or_farther_than_a_shape_is_on_that_side_of_it(reader, text, side):
    assert f"(relation: {side}) (entity: (color: red) (type: cube))" in destination(first(reader, text))


def test_a_superlative_is_not_compared_with_a_shape(reader):
    query = first(reader, "put the white cube on the empty square closest to me next to the red cube")
    assert "(relation: backward) (entity: (color: red)" not in query


def test_a_side_said_again_after_so(reader):
    query = first(reader, "put the blue cube on the board close to the red cube, on the back side of it, so the side "
                          "more near to you")
    assert "(relation: backward) (entity: (color: red) (type: cube))" in query


def test_a_place_said_again_after_and_set_it_down(reader):
    query = first(reader, "bring the green cube three squares towards you and set it down right against the far "
                          "side of the red cube")
    assert "(relation: backward))" in query and "(relation: front) (entity: (color: red) (type: cube))" in query


def test_a_sentence_that_says_what_is_held_names_it(reader):
    query = first(reader, "You are holding a gray cube. Please set it down on the empty square left of the red cube.")
    assert query.startswith("(event: (action: drop) (entity: (color: gray) (type: cube))")


def test_what_not_to_do_is_no_command(reader):
    query = first(reader, "Put the blue cube on the square just in front of the red cube. Do not put it on top of "
                          "the red cube.")
    assert "(relation: above) (entity: (color: red)" not in query


def test_a_counted_place_may_say_how_many_squares_it_leaves_between(reader):
    query = first(reader, "put the red cube two squares left of the blue cube (one empty square between)")
    assert "(measure: (entity: (cardinal: 2) (type: tile))) (relation: left) (entity: (color: blue) (type: cube))" \
        in query
    assert "(type: tile)" not in destination(query).replace("(cardinal: 2) (type: tile)", "")


def test_the_square_to_its_right_is_beside_the_shape_meant(reader):
    query = first(reader, "take the top cube off the blue stack and set it in the empty spot just to its right")
    assert "(entity: (type: tile) (spatial-relation: (relation: right) (entity: (type: cube)" in query


@pytest.mark.parametrize("text, side", [
    ("put the red cube on the side of the blue cube away from the robot", "front"),
    ("put the red cube on the side of the blue cube facing the front", "front"),
    ("put the red cube to the blue cube's left", "left"),
    ("put the red cube on the blue cube's far side", "front"),
])
def test_the_side_of_a_shape_named_before_or_after_it(reader, text, side):
    assert destination(first(reader, text)).startswith(
        f"(destination: (spatial-relation: (relation: {side}) (entity: (color: blue) (type: cube))")


def test_next_door_is_beside(reader):
    assert "(relation: adjacent) (entity: (color: blue) (type: cube))" in first(
        reader, "put the red cube next door to the blue cube")


def test_a_count_over_to_a_side_counts_squares(reader):
    assert "(measure: (entity: (cardinal: 2) (type: tile))) (relation: right) (entity: (color: blue)" in first(
        reader, "put the red cube two over to the right of the blue cube")


def test_the_side_of_it_said_after_a_square_beside_a_shape(reader):
    query = first(reader, "put the blue block down on the empty square right next to the stack, on the side of it "
                          "closest to me")
    assert "(relation: backward) (entity: (type: stack))" in query


def test_a_shape_diagonal_from_another_is_checked_by_the_board(reader):
    query = first(reader, "take the green cube that is diagonal from the blue one")
    assert "(check: (kind: diagonal) (entity: (color: blue) (type: cube)))" in query


def test_diagonally_is_never_left_out(reader):
    # "diagonally behind" names a square the reader cannot say; read as plain "behind" it would act wrongly
    for reading in reader.read(normalise("put the red cube on the square diagonally behind the blue cube")):
        assert reader.content_skipped(normalise("put the red cube on the square diagonally behind the blue cube"),
                                      reading)


def test_the_other_side_of_a_shape_from_another(reader):
    query = first(reader, "put the red cube on the opposite side of the blue cube from the green cube")
    assert "(relation: opposite) (entity: (color: blue) (type: cube)) (entity: (color: green) (type: cube))" in query


@pytest.mark.parametrize("command, way, count", [
    ("move the blue pyramid one square robot-side of the red cube", "backward", 1),
    ("blue pyramid -> floor, one square robot side of the red cube", "backward", 1),
    ("put the blue pyramid 1 square on the robot side of the red cube", "backward", 1),
    ("move the blue pyramid two squares far side of the red cube", "forward", 2),
])
def test_a_count_of_squares_to_a_named_side_of_a_shape_is_that_far_that_way(reader, command, way, count):
    assert f"(spatial-relation: (measure: (entity: (cardinal: {count}) (type: tile))) (relation: {way}) " \
           "(entity: (color: red) (type: cube)))" in first(reader, command)


# A yellow cube on the far side of a green tower, and none on its robot side.
FAR_SIDE = Scene((Shape(3, 3, 0, "green", "cube"), Shape(3, 3, 1, "green", "cube"), Shape(4, 3, 0, "yellow", "cube"),
                  Shape(6, 6, 0, "yellow", "cube")), (7, 7, 7))


def test_a_shape_behind_another_as_the_viewer_sees_it_when_none_is_on_the_robot_side(reader):
    assert taken_from(reader, "pick up the yellow cube right behind the green stack", FAR_SIDE) == (4, 3)
    with_one_on_the_robot_side = Scene(FAR_SIDE.shapes + (Shape(2, 3, 0, "yellow", "cube"),), (7, 7, 7))
    assert taken_from(reader, "pick up the yellow cube right behind the green stack", with_one_on_the_robot_side) \
        == (2, 3)  # the board's own word for the robot's side comes first


@pytest.mark.parametrize("text", [
    "put green cube on board just before yellow cube, on side near to robot",
    "put the green cube on the side of the yellow cube near to the robot",
    "put green cube on side of yellow cube near to robot",
])
def test_a_side_named_with_or_without_its_article(reader, text):
    assert "(relation: backward) (entity: (color: yellow) (type: cube))" in destination(first(reader, text))


@pytest.mark.parametrize("side", ["the side closest to me", "the side nearest me", "the side closer to you"])
def test_the_side_said_alone_after_a_comma_is_the_side_of_the_square_beside(reader, side):
    # "right next to the blue stack, the side closest to me": the square on its robot side
    assert first(reader, f"take the blue cube and put it on the floor right next to the blue stack, {side}").endswith(
        "(destination: (spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) "
        "(entity: (color: blue) (type: stack))) (check: (kind: also) (spatial-relation: (relation: above) (entity: "
        "(type: board)))))))")


@pytest.mark.parametrize("count", ["one square", "a square", "1 square"])
def test_a_side_said_again_with_one_square_before_it_says_which_side(reader, count):
    # "just behind X, one square farther away from you": the far side of X, one square from it
    query = first(reader, f"put the green cube down just behind the tall stack, {count} farther away from you")
    assert "(relation: front) (entity: (type: stack) (check: (kind: tallest)))" in query


@pytest.mark.parametrize("text", [
    "dont put it in the hole, stack the green cube on the red cube",
    "do not put it in the hole - stack the green cube on the red cube",
    "not in the hole please - stack the green cube on the red cube",
])
def test_what_not_to_do_said_first_is_no_command_and_the_rest_is(reader, text):
    assert first(reader, text) == (
        "(event: (action: move) (entity: (color: green) (type: cube)) (destination: (spatial-relation: "
        "(relation: above) (entity: (color: red) (type: cube)))))")


def test_a_counted_description_from_a_shape_may_say_its_side_after_it(reader):
    # "the blue cube two squares in front of the red pyramid, on your side": two squares toward the robot
    query = first(reader, "grab the blue cube that stands two squares in front of the red pyramid, on your side")
    assert "(spatial-relation: (measure: (entity: (cardinal: 2) (type: tile))) (relation: backward) (entity: " \
           "(color: red) (type: prism)))" in query
