"""Terse notation and learner English, as the command reader reads them: the same commands said without
the usual function words ("X -> floor, 2 squares to its right", "Red cube: pick and stack on Y") or in a
learner's grammar ("one square to robot", "the one more far from blue pyramid").

For each construction, the other ways people say it are listed and read alike."""

import pytest

from readings import every_query as every, first_query as first


def squares(count: int, direction: str) -> str:
    return f"(measure: (entity: (cardinal: {count}) (type: tile))) (relation: {direction})"


@pytest.mark.parametrize("text", [
    "move grey pyramid one square back, to robot",   # the way said again, learner "to robot"
    "move the gray pyramid one square to robot",
    "move the gray pyramid one square to the robot",
    "move the gray pyramid one field toward you",
    "put the gray pyramid one square to me",
    "gray pyramid -> 1 square back, towards the robot",
    "Move the gray pyramid one square back toward me.",
])
def test_a_count_to_the_robot_is_toward_it(reader, text):
    assert squares(1, "backward") in first(reader, text)


def test_to_the_robot_from_a_shape_counts_from_it(reader):
    found = first(reader, "take red cube and put it on board one field to robot from the green cube")
    assert squares(1, "backward") + " (entity: (color: green) (type: cube))" in found


def test_to_a_place_that_is_no_robot_is_no_direction(reader):
    assert "(relation: backward)" not in first(reader, "move the gray pyramid to the back edge")


FARTHEST_FROM_BLUE = "(check: (kind: farthest) (entity: (color: blue) (type: prism)))"


@pytest.mark.parametrize("text", [
    "lift the green cube farther from the blue pyramid",
    "lift the green cube further from the blue pyramid",
    "lift the green cube that is farther from the blue pyramid",
    "lift the green cube farthest from the blue pyramid",
    "lift the green cube furthest away from the blue pyramid",
    "lift the green cube more far from blue pyramid",        # learner comparatives and superlatives
    "lift the green cube which is most far from the blue pyramid",
    "lift the green cube, the one more far from blue pyramid",
    "lift the right green cube, this one more far from blue pyramid, and hold it",
    "green cube farther away from the blue pyramid -> front-left corner",
])
def test_a_shape_farther_from_another_is_the_farthest_from_it(reader, text):
    assert FARTHEST_FROM_BLUE in first(reader, text)


def test_farther_from_the_viewer_is_still_the_far_side(reader):
    found = first(reader, "take the red cube farther from you")
    assert "farthest" not in found and "(relation: nearest) (entity: (indicator: front) (type: region))" in found
    assert "farthest" not in first(reader, "take the red cube more far from robot")


RED_ON_BLUE = ("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
               "(relation: above) (entity: (color: blue) (type: cube)))))")


RED_ONTO_BLUE = ("(sequence: (event: (action: take) (entity: (id: 1) (color: red) (type: cube))) (event: (action: "
                 "drop) (entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: (relation: "
                 "above) (entity: (color: blue) (type: cube))))))")


@pytest.mark.parametrize("text", [
    "Red cube: pick and stack on the blue cube.",       # a note's heading, then two verbs of it: take it, drop it
    "Red cube: pick up and stack on the blue cube.",
    "Red cube: take and stack on the blue cube.",
    "Red cube: grab & place on the blue cube.",
])
def test_a_heading_two_verbs_take_and_put_down(reader, text):
    assert first(reader, text) == RED_ONTO_BLUE


@pytest.mark.parametrize("text", [
    "pick and stack the red cube on the blue cube",     # two verbs of the object said after them
    "pick and place the red cube on the blue cube",
    "pick up and put the red cube onto the blue cube",
    "grab & drop the red cube onto the blue cube",      # picked up first: dropped there, it is moved
    "take and set the red cube on top of the blue cube",
])
def test_two_verbs_of_one_object_are_one_move(reader, text):
    assert first(reader, text) == RED_ON_BLUE


def test_a_verb_after_and_is_no_noun_of_the_first_verb(reader):
    # "pick up and stack on the blue cube": not "pick up the stack on the blue cube"
    assert "(type: stack)" not in first(reader, "Red cube: pick up and stack on the blue cube.")
    assert first(reader, "pick up and hold the red cube") == "(event: (action: take) (entity: (color: red) (type: cube)))"


BACK_ROW = "(spatial-relation: (relation: above) (entity: (indicator: back) (type: edge)))"


@pytest.mark.parametrize("text", [
    "Back row, the red cube next to the blue cube: move it to the front-left corner.",
    "Back row, red cube next to the blue cube: move to the front-left corner.",
    "Back row, the third red from the right: move it to the front-left corner.",
    "Back row, third red from the right -> front-left corner.",
    "Back row, take the third red from the right and move it to the front-left corner.",
    "In the back row, take the third red from the right and move it to the front-left corner.",
])
def test_a_part_of_the_board_named_alone_before_a_comma_says_where_the_shape_is(reader, text):
    found = first(reader, text)
    assert found.startswith("(") and BACK_ROW in found and "(color: red) (type: cube)" in found


def test_a_corner_named_alone_before_a_comma_is_where_the_shape_is(reader):
    assert "(color: yellow) (type: cube) (spatial-relation: (relation: within) (entity: (indicator: front) " \
           "(indicator: right) (type: corner)))" in first(reader, "Front-right corner, the yellow cube: move it to "
                                                                  "the back edge.")


@pytest.mark.parametrize("text, landmark", [
    ("Yellow cube on the blue group, move it one step to right onto blue cube beside.", "(color: yellow) (type: cube)"),
    ("White cube on the red tower, move it onto the red stack right beside, on its right side.",
     "(color: white) (type: cube)"),
    ("take the white cube and put it on the red stack alongside", "(color: white) (type: cube)"),
    ("take the white cube and put it on the red stack beside.", "(color: white) (type: cube)"),
])
def test_beside_said_without_its_shape_is_beside_the_shape_spoken_of(reader, text, landmark):
    assert f"(relation: adjacent) (entity: {landmark}" in first(reader, text)


PYRAMID_OFF_TALL = ("(event: (action: take) (entity: (color: red) (type: prism) (spatial-relation: (relation: above) "
                    "(entity: (type: stack) (check: (kind: tallest))))))")


@pytest.mark.parametrize("text", [
    "take the red pyramid from the tall stack",        # the usual order
    "from the tall stack take the red pyramid",        # where it is taken from, said first
    "From the tall stack, take the red pyramid.",
    "from tall stack take red pyramid",                # and without articles
    "take from the tall stack the red pyramid",        # said between the verb and its object
    "take from tall stack red pyramid",
])
def test_where_a_shape_is_taken_from_may_be_said_before_it(reader, text):
    assert first(reader, text) == PYRAMID_OFF_TALL


def test_a_source_said_first_is_said_of_it_again(reader):
    found = first(reader, "From the red stack take the blue cube and put it on the floor.")
    assert found.startswith("(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube) "
                            "(spatial-relation: (relation: above) (entity: (color: red) (type: stack)))))")
    assert "(relation: within) (entity: (indicator: back) (indicator: left) (type: corner))" in first(
        reader, "From the back-left corner take the yellow cube and put it on the red cube.")


def test_a_group_said_first_that_the_shape_may_belong_to_is_no_source(reader):
    # "From yellow group take yellow cube ...": one of the group, not a cube on top of it
    found = first(reader, "From the yellow group take the yellow cube on the left side.")
    assert "(relation: above) (entity: (color: yellow)" not in found
    assert "(color: red) (type: prism) (spatial-relation: (relation: above) (entity: (color: gray) (type: cube)" in first(
        reader, "From the long gray wall take the red pyramid.")  # a shape of another kind: on it


TWO_BLUE_STACK = "(entity: (color: blue) (type: stack) (check: (kind: height) (count: 2)))"


@pytest.mark.parametrize("text", [
    "pick up the upper blue cube from the two blue cubes stack",   # learner: a plural noun before the noun
    "pick up upper blue cube from two blue cubes stack and hold it",
    "pick up the upper blue cube from the two-blue-cube stack",
    "pick up the upper blue cube from the 2 blue cubes tower",
    "pick up the top blue cube from the stack of two blue cubes",  # and as usually said
])
def test_a_count_and_colour_of_cubes_before_a_stack_is_what_it_is_made_of(reader, text):
    assert TWO_BLUE_STACK in first(reader, text)


def test_a_count_and_colour_of_cubes_alone_is_still_a_group(reader):
    assert "(type: stack)" not in first(reader, "put the red cube on the two blue cubes")


NEAREST_FRONT = "(spatial-relation: (relation: nearest) (entity: (indicator: front) (type: region)))"


@pytest.mark.parametrize("text, said", [
    ("take the gray cube farthest to the front", NEAREST_FRONT),
    ("take the gray cube furthest toward the front", NEAREST_FRONT),
    ("take the gray cube most far to the front", NEAREST_FRONT),      # learner superlatives
    ("take the gray cube which is most to the front", "(indicator: front) (color: gray)"),  # the front one
    ("take gray cube most far to front side", NEAREST_FRONT),
    ("take the gray cube most far to the back",
     "(spatial-relation: (relation: nearest) (entity: (indicator: back) (type: region)))"),
    ("take the gray cube more far to the right", "(indicator: rightmost)"),
    ("take the gray cube most far to the left", "(indicator: leftmost)"),
])
def test_the_one_farthest_toward_a_side_is_the_extreme_one_that_way(reader, text, said):
    assert said in first(reader, text)


GRAY_BASE = "(check: (kind: bottom) (entity: (color: gray) (type: cube)))"


@pytest.mark.parametrize("text, said", [
    ("White cube on top of the X/W/X/W stack (gray base, closest to robot) -> floor, 2 squares to its right.",
     GRAY_BASE),                                                      # a note in brackets: "with" unsaid
    ("White cube on top of the gray/white stack, gray base -> floor.", GRAY_BASE),
    ("White cube on the stack (gray bottom) -> floor.", GRAY_BASE),
    ("put the white cube on the stack (cyan at the bottom)", "(check: (kind: bottom) (entity: (color: cyan)"),
    ("White cube on the stack with gray base -> floor.", GRAY_BASE),  # as said with "with"
])
def test_a_note_after_a_stack_says_its_top_or_bottom(reader, text, said):
    assert said in first(reader, text)


def test_a_note_that_says_no_top_or_bottom_wears_nothing(reader):
    assert not any("(kind: under)" in found for found in every(reader, "put the white cube on the stack, the red one"))


def test_verbs_before_a_colon_take_what_follows_it_as_their_object(reader):
    # "Pick and hold: X": X is what is picked, not a shape the colon names before a command
    assert first(reader, "Pick and hold: top gray cube of the tall stack, next to the front-left corner").startswith(
        "(event: (action: take) (entity: (color: gray) (type: cube) (spatial-relation: (relation: part) (entity: "
        "(type: stack) (spatial-relation: (relation: adjacent) (entity: (indicator: front) (indicator: left) "
        "(type: corner))) (check: (kind: tallest))))")
