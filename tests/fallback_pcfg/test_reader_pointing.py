"""Pointing back and telling apart: "one" for any kind said before, "one of those", "the other one"."""

import pytest

from readings import first_query as first


def test_the_one_of_several_stacks_is_one_of_those_stacks(reader):
    # not the right-hand shape of a stack: the right one of the stacks
    assert first(reader, "take the right one of the two gray stacks") == (
        "(event: (action: take) (entity: (indicator: right) (color: gray) (type: stack)))")


def test_one_of_them_is_one_of_the_several_said_before(reader):
    assert "(destination: (spatial-relation: (relation: above) (entity: (ordinal: 2) (color: blue) (type: stack))))" \
        in first(reader, "take the red cube next to the two blue stacks and put it on the second of them")


def test_one_may_repeat_a_stack(reader):
    # "the one wearing the magenta pyramid": a stack, like the red and white one said before it
    assert "(entity: (id: 1) (color: red) (color: white) (type: stack) (spatial-relation: (relation: right) (entity: " \
           "(type: type-reference) (reference-id: 1) (check: (kind: under) (entity: (color: magenta) (type: prism))))" \
        in first(reader, "Put the cyan pyramid down on the floor just on your side of the red and white stack that "
                         "stands to the right of the one wearing the magenta pyramid.")


def test_the_right_hand_one_after_several_stacks_is_one_of_them(reader):
    assert "(relation: right) (entity: (indicator: right) (color: red) (color: red) (color: blue) (type: stack))" in \
        first(reader, "put the green cube down on the board in the same row as the two red, red and blue stacks, two "
                      "squares to the right of the right-hand one")


@pytest.mark.parametrize("said", ["the left blue one", "the left one of them", "the left blue cube"])
def test_the_left_one_of_two_a_shape_is_between_is_the_one_on_its_left(reader, said):
    # not the leftmost blue cube of the board
    assert "(relation: backward) (entity: (color: blue) (type: cube) (spatial-relation: (relation: left) (entity: " \
           "(color: gray) (type: cube) (spatial-relation: (relation: between) (entity: (color: blue) (type: cube)) " \
           "(entity: (color: blue) (type: cube))))))" in first(
               reader, f"take the gray cube from between the two blue cubes and put it behind {said}")


def test_the_other_one_is_of_that_kind_and_not_the_one_told_apart(reader):
    assert "(destination: (spatial-relation: (relation: left) (entity: (color: gray) (color: red) (color: gray) " \
           "(type: stack) (check: (kind: not) (entity: (indicator: right) (color: gray) (color: red) (color: gray) " \
           "(type: stack)))))" in first(reader, "take the gray cube off the right one of the two gray red gray stacks "
                                                "and put it on the floor just left of the other one")
    assert "(relation: adjacent) (entity: (color: red) (type: cube) (check: (kind: not) (entity: (indicator: left) " \
           "(color: red) (type: cube)))))" in first(reader, "take the red cube on the left and put it next to the "
                                                             "other red cube")


def test_the_other_of_the_shape_moved_is_left_to_the_board(reader):
    # a "not" of the red cube would leave no red cube: the moving shape is never its own landmark
    assert "(destination: (spatial-relation: (relation: above) (entity: (color: red) (type: cube))))" in first(
        reader, "take the red cube and put it on the other red cube")


def test_a_shape_said_after_not_is_one_it_is_not(reader):
    assert first(reader, "pick up the red cube not the pyramid just the cube") == (
        "(event: (action: take) (entity: (color: red) (type: cube) (check: (kind: not) (entity: (type: prism)))))")
    # "the one near me" is a shape like it (a green cube: not the cube nearest of all), never the robot
    assert first(reader, "take the green cube on the left, not the one near me") == (
        "(event: (action: take) (entity: (indicator: left) (color: green) (type: cube) (check: (kind: not) (entity: "
        "(color: green) (type: cube) (spatial-relation: (relation: nearest) (entity: (type: robot)))))))")


def test_not_this_or_that_is_neither(reader):
    assert "(check: (kind: not) (entity: (color: red) (type: stack) (check: (kind: height) (count: 3)))) (check: " \
           "(kind: not) (entity: (color: blue) (type: cube)))" in first(
               reader, "put the red cube on the single red cube at the back, not the 3-high red stack or the blue cube")


def test_not_the_other_one_only_tells_the_thing_apart(reader):
    assert first(reader, "Grab red pyramid which stay on right edge, not the other red one.") == (
        "(event: (action: take) (entity: (color: red) (type: prism) (spatial-relation: (relation: above) (entity: "
        "(indicator: right) (type: edge)))))")


def test_a_shape_word_before_one_says_its_shape(reader):
    assert first(reader, "take the cyan block, the square one, not the pointy one") == (
        "(event: (action: take) (entity: (color: cyan) (type: cube) (check: (kind: not) (entity: (type: prism)))))")


@pytest.mark.parametrize("text, relation", [
    ("take the pyramid off the one with the blue block right beside it", "adjacent"),
    ("take the blue cube that has a green cube next to it on the right", "left"),
    ("take the blue cube with green in front of it", "backward"),
    ("take the blue cube with red on its right", "left"),
])
def test_with_a_shape_beside_it_is_on_the_other_side_of_that_shape(reader, text, relation):
    assert f"(spatial-relation: (relation: {relation}) (entity: (color: " in first(reader, text)


def test_a_sentence_that_restates_says_which_thing(reader):
    # "I mean the one on the left": the landmark named last, of the kind said again
    assert first(reader, "put the red cube on the blue cube. I mean the one on the left") == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (relation: "
        "above) (entity: (indicator: left) (color: blue) (type: cube)))))")
    assert first(reader, "pick up the blue cube. I mean the one on the left") == (
        "(event: (action: take) (entity: (indicator: left) (color: blue) (type: cube)))")


def test_a_sentence_that_says_where_that_shape_is_describes_it(reader):
    assert first(reader, "Put the green cube on the blue cube left of the red cube. That blue cube is four squares "
                         "from the left edge.") == (
        "(event: (action: move) (entity: (color: green) (type: cube)) (destination: (spatial-relation: (relation: "
        "above) (entity: (color: blue) (type: cube) (spatial-relation: (relation: left) (entity: (color: red) (type: "
        "cube))) (check: (kind: line) (count: 4) (entity: (indicator: left) (type: edge)))))))")
    assert "(check: (kind: line) (count: 4) (entity: (indicator: back) (type: edge)))" in first(
        reader, "Put the red cube on the blue cube. It is the fourth square from the back.")


def test_one_of_those_is_one_of_the_several_a_sentence_before_named(reader):
    # "those gray cubes": the two said before, so "the left one of those" is the left of the two
    assert "(entity: (indicator: left) (color: gray) (type: cube) (check: (kind: group) (count: 2) (entity: " \
           "(color: gray) (type: cube))))" in first(
               reader, "There are two gray cubes side by side. Put the red pyramid on the left one of those gray cubes.")


def test_the_command_after_pointing_starts_at_the_last_mark_before_its_verb(reader):
    # ", on the side nearest you," says which row is pointed at, not where the shape taken is
    query = first(reader, "Look at the row of gray cubes right in front of the blue ones, on the side nearest "
                          "you, and lift the third gray cube counting in from the right edge.")
    assert "(entity: (indicator: back) (type: edge))" not in query
