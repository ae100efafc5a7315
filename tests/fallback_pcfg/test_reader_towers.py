"""Stacks and towers described in plain words, the squares named from them, and two sides of one landmark
said together ("just beyond and to the left of the green tower": the square corner to corner with it), as
the command reader reads them."""

import pytest

from readings import first_query as first


def corner(outer: str, inner: str, landmark: str) -> str:
    """The square one `outer` of the square one `inner` of the landmark."""
    return (f"(measure: (entity: (cardinal: 1) (type: tile))) (relation: {outer}) (entity: (type: tile) "
            f"(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: {inner}) {landmark}")


GREEN_TOWER = "(entity: (color: green) (type: stack))"


@pytest.mark.parametrize("said, outer, inner", [
    ("just beyond and to the left of", "forward", "left"),
    ("beyond and left of", "forward", "left"),
    ("in front of and to the right of", "forward", "right"),
    ("in front and to the right of", "forward", "right"),
    ("behind and left of", "backward", "left"),
    ("behind and to the left of", "backward", "left"),
    ("to the right and behind", "right", "backward"),
    ("left of and in front of", "left", "forward"),
    ("just past and to the right of", "forward", "right"),
])
def test_two_sides_of_one_landmark_said_together_name_its_corner_square(reader, said, outer, inner):
    found = first(reader, f"put the red cube on the gray cube that is {said} the green tower")
    # (the gray cube there, or on the gray cube, and that is the square there: the board checks both)
    assert "(relation: above) (entity: (color: gray) (type: cube)" in found, said
    assert corner(outer, inner, GREEN_TOWER) in found, said
    found = first(reader, f"put the red cube down {said} the green tower")
    assert "(destination: (spatial-relation: " + corner(outer, inner, GREEN_TOWER) in found, said


def test_two_sides_each_with_its_own_landmark_are_no_corner(reader):
    found = first(reader, "put the red cube down left of the blue cube and behind the green tower")
    assert "(relation: left) (entity: (color: blue) (type: cube)" in found and "(cardinal: 1)" not in found


@pytest.mark.parametrize("said", [
    "the tall tower with two blue and two green blocks",
    "the tower with two blue cubes and two green cubes",
    "the stack having two blue and two green cubes",
    "the stack that has two blue and two green blocks",
    "tower with 2 blue and 2 green blocks",
])
def test_a_stack_with_a_list_of_shapes_has_their_colours(reader, said):
    found = first(reader, f"take the yellow pyramid off {said}")
    assert "(color: blue) (color: blue) (color: green) (color: green) (type: stack)" in found, said
    assert "height" not in found, said  # (a pyramid may stand on it: "with" lists what it has, not all)


@pytest.mark.parametrize("said", [
    "the stack with a blue cube, a green cube and a gray pyramid on top",
    "the stack with a blue cube, a green cube, and a gray pyramid on top",
    "the tower with blue, green and a gray pyramid on top",
])
def test_a_stack_with_a_list_ending_on_top_has_the_last_on_top(reader, said):
    found = first(reader, f"lift the gray pyramid off {said}")
    assert "(color: blue) (color: green) (color: gray) (type: stack)" in found, said
    assert "(check: (kind: under) (entity: (color: gray) (type: prism)))" in found, said


@pytest.mark.parametrize("said", [
    "the short stack that's yellow on the bottom and green on top",
    "the short stack that is yellow at the bottom and green on top",
    "the short stack which is green on top and yellow at the bottom",
    "the short stack with yellow on the bottom and green on top",
])
def test_a_stack_said_to_be_one_colour_below_and_another_on_top(reader, said):
    found = first(reader, f"put the yellow pyramid on top of {said}")
    assert "(check: (kind: bottom) (entity: (color: yellow)" in found, said
    assert "(check: (kind: under) (entity: (color: green)" in found, said


def test_a_colour_said_of_a_shape_after_is_is_no_end_of_a_stack(reader):
    assert "kind: under" not in first(reader, "take the cube that is blue and put it on the red one")


@pytest.mark.parametrize("topic", ["In the far row,", "In the far row", "in far row,"])
def test_the_middle_tower_of_a_row_said_first(reader, topic):
    found = first(reader, f"{topic} take the red cube from the top of the middle tower and hold it")
    assert "(indicator: center) (type: stack) (spatial-relation: (relation: above) (entity: (indicator: front) " \
           "(type: edge)))" in found, topic


@pytest.mark.parametrize("said", ["off the two green cubes", "off the top of the two green cubes",
                                  "from the top of the 2 green cubes", "off of the two green blocks",
                                  "from on top of the two green cubes"])
def test_a_shape_taken_off_cubes_said_in_the_plural_is_on_the_pile_they_make(reader, said):
    found = first(reader, f"take the blue cube {said}")
    assert "(type: stack) (check: (kind: bottom) (count: 2) (entity: (color: green) (type: cube)))" in found, said


@pytest.mark.parametrize("aside", ["the one closer to the front", "the one further toward the front",
                                   "the one farther toward the front"])
def test_the_one_said_after_a_pile_of_cubes_is_an_aside_not_a_part_or_a_count(reader, aside):
    found = first(reader, f"put the blue cube on the pile of two green cubes, {aside}")
    assert "(check: (kind: height) (count: 2))" in found, aside
    assert "(relation: nearest) (entity: (indicator: front) (type: region))" in found, aside
    assert "cardinal" not in found, aside


@pytest.mark.parametrize("said", ["Red pyramid from the stack of two gray cubes, take it and hold it",
                                  "The red pyramid from the stack of two gray cubes: pick it up",
                                  "pick up the red pyramid from the stack of two gray cubes"])
def test_a_shape_from_a_stack_said_by_its_cubes_stands_on_it(reader, said):
    found = first(reader, said)
    assert "(type: prism) (spatial-relation: (relation: above) (entity: (color: gray) (type: stack) (check: (kind: " \
           "height) (count: 2))))" in found, said


def test_a_colour_before_a_stack_with_its_own_description_is_no_stack(reader):
    found = first(reader, "take the magenta cube that's between the cyan and the stack with gray on top")
    assert "(relation: between) (entity: (color: cyan) (type: cube)) (entity: (type: stack) (check: (kind: under)" \
           in found
    # (one noun said for both: "between the red and the white pyramids")
    found = first(reader, "take the magenta cube between the red and the white pyramids")
    assert "(entity: (color: red) (type: prism)) (entity: (color: white) (type: prism))" in found


@pytest.mark.parametrize("note", ["(yellow-red-green)", "(yellow, red, green)", "(yellow red green)"])
def test_a_stack_with_its_colours_in_a_note(reader, note):
    found = first(reader, f"put the blue cube on the right near tower {note}")
    assert "(color: yellow) (color: red) (color: green) (type: stack)" in found, note


@pytest.mark.parametrize("said", ["so it stands left beside the yellow cube", "so it ends up left alongside the "
                                  "yellow cube", "so that it sits right beside the yellow cube"])
def test_a_side_said_with_beside_before_its_shape(reader, said):
    found = first(reader, f"put the blue cube on the floor just behind the red stack, {said}")
    # ("right beside" is right by it, as in "right beside the cyan stack, on its left side")
    side = "adjacent" if "right" in said else "left"
    assert f"(relation: {side}) (entity: (color: yellow) (type: cube))" in found, said


def test_a_number_before_tall_and_a_plural_counts_them(reader):
    # "the four tall towers" are four of them, not towers four high; "the 3 high stack" is three high
    assert "count: 4" not in first(reader, "take the green cube off the near left one of the four tall towers")
    assert first(reader, "take the 3 high stack") == (
        "(event: (action: take) (entity: (type: stack) (check: (kind: height) (count: 3))))")
