"""Descriptions made of clauses after a noun, as the command reader reads them: "the red cube the
gray pyramid is sitting on", "the cube on which the pyramid sits", "the tower that wears the cyan pyramid",
"the cube which stays alone on the edge", "the stack where the red cube is on the yellow one".

Each test reads a command and checks the query the board is asked (its `check` nodes say what RCL cannot).
"""

import pytest

from readings import first_query as first

def test_a_clause_of_what_stands_on_it_names_that_shape(reader):
    wearing = "(check: (kind: under) (entity: (color: gray) (type: prism)))"
    assert first(reader, "take the red cube the gray pyramid sits on top of") == (
        f"(event: (action: take) (entity: (color: red) (type: cube) {wearing}))")
    assert wearing in first(reader, "take the red cube that the gray pyramid is sitting on")
    assert wearing in first(reader, "take the cube on which the gray pyramid sits")
    assert wearing in first(reader, "take the cube on top of which the gray pyramid is standing")


def test_verbs_of_wearing_say_what_is_on_top(reader):
    on_top = "(check: (kind: under) (entity: (color: cyan) (type: prism)))"
    assert on_top in first(reader, "put the white cube on the stack that wears the cyan pyramid")
    assert on_top in first(reader, "put the white cube on the tower wearing a cyan pyramid")
    assert on_top in first(reader, "put the white cube on the stack sporting a cyan pyramid")
    assert on_top in first(reader, "put the white cube on the blue cube supporting the cyan pyramid")


def test_verbs_of_touching_say_a_shape_stands_beside_it(reader):
    beside = "(spatial-relation: (relation: adjacent) (entity: (color: red) (type: cube-group)))"
    assert first(reader, "put the blue cube on the cyan cube which touches the red cubes") == (
        f"(event: (action: move) (entity: (color: blue) (type: cube)) (destination: (spatial-relation: "
        f"(relation: above) (entity: (color: cyan) (type: cube) {beside}))))")
    assert beside in first(reader, "put the blue cube on the cyan cube which touch red cubes")
    assert beside in first(reader, "put the blue cube on the cyan cube that borders the red cubes")
    assert beside in first(reader, "take the cyan cube that is in contact with the red cubes")
    assert beside in first(reader, "take the cyan cube that makes contact with the red cubes")
    assert beside in first(reader, "take the cyan cube flush with the red cubes")
    assert first(reader, "put the blue cube down on the front edge so that it touches the red cubes").endswith(
        f"(check: (kind: also) {beside})))")  # where it ends up, said again


def test_verbs_of_staying_say_where_a_shape_is(reader):
    assert first(reader, "pick up the cyan cube which stays alone on the front edge") == (
        "(event: (action: take) (entity: (indicator: individual) (color: cyan) (type: cube) "
        "(spatial-relation: (relation: above) (entity: (indicator: front) (type: edge)))))")
    assert "(relation: above) (entity: (color: green) (type: cube))" in first(
        reader, "pick up the red cube that remains on the green cube")


def test_a_where_clause_says_what_stands_on_top_of_a_stack(reader):
    assert first(reader, "put the white cube on the stack where the red cube is on the yellow cube") == (
        "(event: (action: move) (entity: (color: white) (type: cube)) (destination: (spatial-relation: "
        "(relation: above) (entity: (type: stack) (check: (kind: under) (entity: (color: red) (type: cube) "
        "(spatial-relation: (relation: above) (entity: (color: yellow) (type: cube)))))))))")
    assert "(check: (kind: under) (entity: (color: red) (type: cube)))" in first(
        reader, "put the white cube on the stack where a red cube sits on top")
    assert "(check: (kind: bottom) (entity: (color: gray) (type: cube)))" in first(
        reader, "put the white cube on the stack in which the gray cube is at the bottom")


def test_sides_said_after_is_in_a_relative_clause(reader):
    corner = "(relation: within) (entity: (indicator: left) (indicator: front) (type: corner))"
    assert corner in first(reader, "pick up the gray cube in the corner which is most left and most far to the front")
    assert corner in first(reader, "pick up the gray cube in the corner which is left and front")
    assert "(indicator: front) (indicator: right) (type: corner)" in first(
        reader, "pick up the gray cube from the corner which is far and on the right")
    # of a shape, "most left" is the leftmost of those meant
    assert first(reader, "pick up the cube which is most left") == (
        "(event: (action: take) (entity: (indicator: leftmost) (type: cube)))")


def test_a_clause_with_nothing_on_it_says_it_is_free(reader):
    assert first(reader, "pick up the red cube that nothing is sitting on") == (
        "(event: (action: take) (entity: (color: red) (type: cube) (check: (kind: free))))")


def test_a_clause_of_what_stands_beside_it_says_where_it_is_seen_from_that_shape(reader):
    assert first(reader, "pick up the cube the pyramid is next to") == (
        "(event: (action: take) (entity: (type: cube) (spatial-relation: (relation: adjacent) (entity: (type: prism)))))")
    assert "(relation: front) (entity: (color: green) (type: prism))" in first(
        reader, "pick up the cube that the green pyramid is sitting behind")
    assert "(relation: right) (entity: (color: red) (type: cube))" in first(
        reader, "pick up the cube the red cube stands to the left of")


def test_a_side_said_in_two_words_after_is_is_one_side(reader):
    # "furthest right" is the rightmost, never "furthest" (the far side) and a "right to the corner" after it
    assert first(reader, "move the green cube thats furthest right to the front left corner") == (
        "(event: (action: move) (entity: (indicator: rightmost) (color: green) (type: cube)) (destination: "
        "(spatial-relation: (relation: within) (entity: (indicator: front) (indicator: left) (type: corner)))))")
    assert "(indicator: leftmost)" in first(reader, "take the cube that is farthest left")


@pytest.mark.parametrize("text", ["Pick up the gray pyramid from the stack where the magenta cube is under it.",
                                  "pick up the gray pyramid from the stack where the magenta cube is in it"])
def test_a_stack_where_a_shape_is_holds_it(reader, text):
    assert first(reader, text) == (
        "(event: (action: take) (entity: (color: gray) (type: prism) (spatial-relation: (relation: above) (entity: "
        "(type: stack) (check: (kind: contains) (entity: (color: magenta) (type: cube)))))))")
