"""Commands written as an engineer's notes, as the command reader reads them: a shape's place now said bare
between the shape and an arrow ("Red cube: back-left corner -> front-left corner"), a corner square beside
a shape said by its two sides ("diagonally front-left of X", "the cube front-left of X"), a stack named by
its colours and its base ("the G/G/B stack with the white base cube").

For each construction, the other ways people say it are listed and read alike."""

import pytest

from readings import every_query as every, first_query as first

BACK_LEFT = "(relation: within) (entity: (indicator: back) (indicator: left) (type: corner))"
TO_FRONT_LEFT = "(destination: (spatial-relation: (relation: within) (entity: (indicator: front) (indicator: left) " \
    "(type: corner))))"


@pytest.mark.parametrize("text", [
    "Red cube: back-left corner -> front-left corner.",
    "Red cube: back-left corner to front-left corner.",
    "Red cube back-left corner -> front-left corner",
    "red cube back left corner to the front left corner",
    "Red cube, back-left corner -> front-left corner.",
    "Move the red cube back-left corner to the front-left corner.",
    "red cube from back-left corner -> front-left corner",       # said with its preposition, as before
    "Move the red cube in the back-left corner to the front-left corner.",
])
def test_a_place_said_bare_before_where_a_shape_goes_is_where_it_is(reader, text):
    found = first(reader, text)
    assert f"(type: cube) (spatial-relation: {BACK_LEFT}))" in found and found.endswith(TO_FRONT_LEFT + ")")


@pytest.mark.parametrize("text, now, goes", [
    ("Red cube: left edge -> right edge.", "(indicator: left) (type: edge)", "(indicator: right) (type: edge)"),
    ("Green cube: back row -> front row.", "(indicator: back) (type: edge)", "(indicator: front) (type: edge)"),
])
def test_an_edge_or_a_row_said_bare_is_where_the_shape_is_too(reader, text, now, goes):
    found = first(reader, text)
    assert f"(relation: above) (entity: {now}))) (destination:" in found and goes in found


def test_a_place_said_bare_with_nothing_after_it_is_still_where_the_shape_goes(reader):
    assert first(reader, "Red cube -> front-left corner.").endswith(TO_FRONT_LEFT + ")")


def corner_square(forward: str, side: str, mark: str) -> str:
    """One square `forward` of the square one square `side` of `mark`: the corner square of the two."""
    return (f"(measure: (entity: (cardinal: 1) (type: tile))) (relation: {forward}) (entity: (type: tile) "
            f"(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: {side}) {mark}))")


BLUE = "(entity: (color: blue) (type: cube))"


@pytest.mark.parametrize("text", [
    "Put the green cube diagonally front-left of the blue cube.",
    "Put the green cube diagonally to the front left of the blue cube.",
    "put the green cube diagonally front left from the blue cube",
    "Put the green cube front-left of the blue cube.",
    "Put the green cube to the front left of the blue cube.",
    "green cube -> front-left of the blue cube",
])
def test_a_corner_square_said_by_a_front_and_a_side(reader, text):
    assert corner_square("forward", "left", BLUE) in first(reader, text)


def test_the_two_sides_of_a_corner_square_may_come_in_either_order(reader):
    assert corner_square("left", "forward", BLUE) in first(
        reader, "Put the green cube diagonally left-front of the blue cube.")
    assert corner_square("backward", "right", BLUE) in first(reader, "put the green cube back right of the blue cube")


def test_a_shape_said_by_its_corner_square(reader):
    tower = "(entity: (color: green) (type: stack))"
    assert corner_square("forward", "right", tower) in first(
        reader, "Take the gray cube front-right of the green tower.")
    assert corner_square("forward", "left", tower) in first(
        reader, "Take the gray cube diagonally front-left of the green tower.")


@pytest.mark.parametrize("text", [
    "put the red pyramid on the back edge right behind the green one",
    "Put the cube right in front of the green cube.",
    "put the cube right beside the green cube",
])
def test_right_that_stresses_a_side_makes_no_corner_square(reader, text):
    assert not any("(type: tile) (spatial-relation: (measure:" in reading for reading in every(reader, text))


def test_one_side_alone_is_no_corner_square(reader):
    assert first(reader, "Put the green cube left of the blue cube.").endswith(
        f"(destination: (spatial-relation: (relation: left) {BLUE})))")


WHITE_BASE = "(check: (kind: bottom) (entity: (color: white) (type: cube)))"


@pytest.mark.parametrize("text", [
    "Drop the yellow pyramid onto the G/G/B stack with the white base cube.",
    "put the yellow pyramid on the green/green/blue stack with a white base block",
    "put the yellow pyramid on the G/G/B stack with the white base",
    "put the yellow pyramid on the G/G/B stack with the white cube at the bottom",
])
def test_a_stack_said_with_its_base_cube(reader, text):
    assert WHITE_BASE in first(reader, text)


@pytest.mark.parametrize("text, forward, side", [
    ("Put the cube on the gray block just beyond and to the left of the green tower.", "forward", "left"),
    ("put the cube on the gray block behind and to the left of the green tower", "backward", "left"),
    ("Put the cube in front of and to the left of the green tower.", "forward", "left"),
    ("put the cube on the square behind and left of the green tower", "backward", "left"),
    ("Put the cube on the square to the right of and beyond the green tower.", "right", "forward"),
    ("Put the cube diagonally back and left of the green tower.", "backward", "left"),
])
def test_two_sides_joined_by_and_before_one_landmark_are_its_corner_square(reader, text, forward, side):
    assert corner_square(forward, side, "(entity: (color: green) (type: stack))") in first(reader, text)


def test_two_sides_of_two_landmarks_are_no_corner_square(reader):
    found = first(reader, "Put the cube behind the red cube and to the left of the green tower.")
    assert "(type: tile) (spatial-relation" not in found


CYAN_CAPPED = "(entity: (color: red) (color: yellow) (type: stack) (check: (kind: under) (entity: (color: cyan) " \
    "(type: prism))))"


@pytest.mark.parametrize("text", [
    "Put the cube on the red/yellow/cyan-pyramid stack.",
    "put the cube on the red/yellow/cyan pyramid stack",
    "Put the cube on the R/Y/C-pyramid tower.",
    "put the cube on the red-yellow-cyan-pyramid stack",
    "put the cube on the red/yellow stack with the cyan pyramid",
    "put the cube on the red/yellow stack with a cyan pyramid on top",
])
def test_a_stack_said_by_its_colours_and_the_kind_of_its_top(reader, text):
    assert CYAN_CAPPED in first(reader, text)


@pytest.mark.parametrize("text", [
    "Put the cube on the red and grey cube stack.",
    "put the cube on the red/gray cube tower",
    "put the cube on the red-and-gray block stack",
])
def test_cubes_of_several_colours_before_a_stack_noun_are_first_its_colours_not_a_cap(reader, text):
    # a pyramid said last can only be the top; a cube said last is most likely one of the stack's colours
    assert "(entity: (color: red) (color: gray) (type: stack))" in first(reader, text)


def test_several_shapes_before_a_stack_noun_are_still_its_shapes(reader):
    assert "(entity: (color: blue) (type: stack) (check: (kind: height) (count: 2)))" in first(
        reader, "Put the cube on the two blue cubes stack.")


BACKWARD_OF_RED = "(measure: (entity: (cardinal: 1) (type: tile))) (relation: backward) " \
    "(entity: (color: red) (type: stack))"


@pytest.mark.parametrize("text", [
    "Put the cube on the floor directly robot-side of the red stack.",
    "put the cube on the floor just robot-side of the red stack",
    "put the cube on the floor robot side of the red stack",
    "Put the cube on the green cube just robot-side of the red stack.",
])
def test_robot_side_of_a_shape_said_bare_and_stressed(reader, text):
    assert BACKWARD_OF_RED in first(reader, text)


@pytest.mark.parametrize("text", [
    "Stack it on the green cube one square farther front.",
    "move the green cube one square front",
    "Move the green cube one square further front.",
    "move the green cube one square forward",
    "move the green cube one square to the front",
])
def test_front_after_a_count_is_the_way_forward(reader, text):
    assert "(measure: (entity: (cardinal: 1) (type: tile))) (relation: forward)" in first(reader, text)


def test_front_after_a_count_and_before_of_counts_from_that_shape(reader):
    found = first(reader, "Put the green cube 2 squares front of the blue cube.")
    assert "(measure: (entity: (cardinal: 2) (type: tile))) (relation: forward) (entity: (color: blue) (type: cube))" in found


@pytest.mark.parametrize("text", [
    "Take the red pyramid nearest board center.",
    "take the red pyramid nearest the board centre",
    "Take the red pyramid nearest the board's center.",
    "take the red pyramid nearest the center of the board",
    "take the red pyramid closest to the center",
])
def test_the_board_said_before_its_parts_is_no_shape(reader, text):
    assert "(relation: nearest) (entity: (indicator: center) (type: region))" in first(reader, text)


def test_the_board_before_an_edge_or_a_corner(reader):
    assert "(relation: above) (entity: (indicator: left) (type: edge))" in first(
        reader, "Move the red pyramid to the left board edge.")
    assert "(relation: within) (entity: (indicator: front) (indicator: left) (type: corner))" in first(
        reader, "Move the red pyramid to the front-left board corner.")


NOT_FRONT_ROW = "(check: (kind: not) (entity: (type: cube) (spatial-relation: (relation: above) (entity: " \
    "(indicator: front) (type: edge)))))"


@pytest.mark.parametrize("text", [
    "Take the loose yellow cube (not the front row).",
    "take the loose yellow cube, not the front row",
    "Loose yellow cube (not the front row) -> right edge.",
])
def test_a_part_of_the_board_said_with_not_in_an_aside_is_where_it_is_not(reader, text):
    assert NOT_FRONT_ROW in first(reader, text)


@pytest.mark.parametrize("text", [
    "Blue cube off the G/G/B stack, onto the bare 2-high green stack 3 squares forward in the same column.",
    "blue cube off the green stack onto the green stack 3 squares forward, same column",
    "Put the blue cube on the green stack three squares forward, in the same column.",
])
def test_the_line_said_again_after_a_counted_move_to_a_shape(reader, text):
    found = first(reader, text)
    assert "(measure: (entity: (cardinal: 3) (type: tile))) (relation: forward)" in found and "region" not in found


@pytest.mark.parametrize("text", [
    "Put the cyan pyramid down on the front edge, same column as the gray and blue pyramids.",
    "put the cyan pyramid on the front edge in the same column as the gray and blue pyramids",
    "put the cyan pyramid on the front edge, in line with the gray and blue pyramids",
])
def test_in_line_with_pyramids_of_two_colours_is_in_line_with_one_of_them(reader, text):
    assert "(relation: aligned) (entity: (color: gray) (type: prism))" in first(reader, text)


@pytest.mark.parametrize("text, colours", [
    ("Put the red cube on the RRB stack.", ("red", "red", "blue")),
    ("put the red cube on the R/R/B stack", ("red", "red", "blue")),
    ("put the red cube on the R-R-B stack", ("red", "red", "blue")),
    ("put the red cube on the red-red-blue stack", ("red", "red", "blue")),
    ("Put the red cube on the RGB tower.", ("red", "green", "blue")),
    ("Take the red cube on the MRR tower.", ("magenta", "red", "red")),
    ("Put the red cube on the WXWX stack.", ("white", "gray", "white", "gray")),
])
def test_a_stack_said_by_the_initials_of_its_colours_run_together(reader, text, colours):
    said = " ".join(f"(color: {c})" for c in colours)
    assert f"(entity: {said} (type: stack)" in first(reader, text)


def test_a_word_of_initials_is_a_word_where_it_is_one(reader):
    assert first(reader, "Put the cube by the stack.").endswith(
        "(destination: (spatial-relation: (relation: adjacent) (entity: (type: stack)))))")


@pytest.mark.parametrize("text", [
    "Red pyramid on the gray stack: move it to the floor.",
    "Red pyramid on the gray stack: move to the floor.",
    "red pyramid on the gray stack: onto the floor",
    "Red pyramid on the gray stack -> floor.",
    "Move the red pyramid on the gray stack to the floor.",
])
def test_a_heading_may_name_a_stack_with_a_noun_that_is_also_a_verb(reader, text):
    assert first(reader, text).startswith("(event: (action: move) (entity: (color: red) (type: prism) "
                                          "(spatial-relation: (relation: above) (entity: (color: gray) (type: stack))))")


@pytest.mark.parametrize("text", ["Red cube → front-left corner.", "red cube ⇒ front-left corner",
                                  "Red cube ➜ front-left corner", "red cube -> front-left corner"])
def test_an_arrow_typed_as_one_sign_says_where_a_shape_goes(reader, text):
    assert first(reader, text).endswith(TO_FRONT_LEFT + ")")


@pytest.mark.parametrize("text", [
    "Gray cube: floor, front-right corner.",
    "Gray cube: front-right corner.",
    "gray cube: to the front-right corner",
    "Gray cube -> floor, front-right corner.",
])
def test_a_part_of_the_board_after_a_heading_is_where_its_shape_goes(reader, text):
    assert first(reader, text).startswith("(event: (action: move) (entity: (color: gray) (type: cube)) (destination: "
                                          "(spatial-relation: (relation: within) (entity: (indicator: front) "
                                          "(indicator: right) (type: corner)))")


@pytest.mark.parametrize("text", [
    "Blue cube: off the green stack, onto the plain green stack.",
    "Blue cube: from the green stack to the plain green stack.",
    "Blue cube off the green stack, onto the plain green stack.",
])
def test_where_a_heading_is_taken_from_said_after_its_colon(reader, text):
    assert first(reader, text).startswith("(event: (action: move) (entity: (color: blue) (type: cube) "
                                          "(spatial-relation: (relation: above) (entity: (color: green) (type: stack))))")
