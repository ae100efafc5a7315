"""Places said by geometry around a landmark, as the command reader reads them: two counted moves from one
landmark ("one square closer to me and one to the left of X"), diagonals ("diagonally back-left of X",
"diagonal from X, one to the right and one to the robot side")."""

from readings import every_query as every, first_query as first


def square_from(outer: str, inner: str, landmark: str, inner_count: int = 1) -> str:
    """The square one `outer` of the square `inner_count` squares `inner` of the landmark."""
    return (f"(measure: (entity: (cardinal: 1) (type: tile))) (relation: {outer}) (entity: (type: tile) "
            f"(spatial-relation: (measure: (entity: (cardinal: {inner_count}) (type: tile))) (relation: {inner}) "
            f"{landmark}")


def test_two_counted_moves_from_one_landmark_add_up(reader):
    stack = "(entity: (type: stack) (check: (kind: under) (entity: (color: gray) (type: prism))))"
    found = first(reader, "put the green pyramid down one square closer to me and one square left of the stack "
                          "with the gray pyramid on top")
    assert "(destination: (spatial-relation: " + square_from("backward", "left", stack) in found
    assert square_from("right", "backward", "(entity: (color: red) (type: cube))") in first(
        reader, "put the green pyramid one square right and one back from the red cube")
    # the landmark said with the first move
    assert square_from("forward", "left", "(entity: (color: red) (type: cube))", 2) in first(
        reader, "put the green pyramid two squares left of the red cube and one square forward")


def test_two_moves_along_one_line_are_no_square(reader):
    found = first(reader, "move the green pyramid one square left and one square right of the red cube")
    assert "(entity: (type: tile)" not in found


def test_a_shape_two_counted_moves_from_a_landmark(reader):
    found = first(reader, "take the gray block that is one square closer to the robot and one square to the left "
                          "of the blue stack")
    assert "(entity: (color: gray) (type: cube) (spatial-relation: " + square_from(
        "backward", "left", "(entity: (color: blue) (type: stack))") in found


def test_diagonally_two_sides_of_a_landmark_is_its_corner_square(reader):
    found = first(reader, "pick up the gray cube diagonally back-left of the red stack")
    assert "(color: gray) (type: cube) (spatial-relation: " + square_from(
        "backward", "left", "(entity: (color: red) (type: stack))") in found
    # after an arrow, where it goes (no description of the landmark before it)
    found = first(reader, "gray cube diagonally back-left of the red stack -> on top of the cyan cube")
    assert found.endswith("(destination: (spatial-relation: (relation: above) (entity: (color: cyan) (type: cube)))))")


def test_a_diagonal_then_its_two_moves_says_which_corner(reader):
    found = first(reader, "lift the blue cube which is diagonal from the cyan tower, one to the right and one to "
                          "the robot side")
    assert square_from("right", "backward", "(entity: (color: cyan) (type: stack))") in found
    found = first(reader, "put the green pyramid on the floor diagonal from the red stack: one square closer to the "
                          "robot and one square to the left.")
    assert "(destination: (spatial-relation: " + square_from("backward", "left", "(entity: (color: red) (type: stack)")\
        in found


def test_halfway_between_two_landmarks_is_their_middle_square(reader):
    between = "(spatial-relation: (relation: between) (entity: (color: green) (type: cube)) (entity: (color: yellow) " \
              "(type: cube)))"
    middle = "(check: (kind: also) (spatial-relation: (relation: halfway) (entity: (color: green) (type: cube)) " \
             "(entity: (color: yellow) (type: cube))))"
    for said in ("halfway between", "midway between", "in the middle between", "exactly in the middle between",
                 "in the middle of the gap between"):
        found = first(reader, f"put the blue cube down {said} the green cube and the yellow cube")
        assert "(destination: " + between + " " + middle in found, said


def test_a_shape_midway_between_two_others_is_checked_on_the_board(reader):
    found = first(reader, "put the red pyramid on the green cube midway between the two red cubes")
    assert "(entity: (color: green) (type: cube) (spatial-relation: (relation: between) (entity: (color: red) " \
           "(type: cube)) (entity: (color: red) (type: cube))) (check: (kind: halfway) (entity: (color: red) " \
           "(type: cube)) (entity: (color: red) (type: cube)))" in found


def test_the_noun_said_once_for_both_landmarks_of_between_is_said_of_both(reader):
    found = first(reader, "drop the green pyramid into the gap between the red and the white pyramids in the back row")
    assert "(relation: between) (entity: (color: red) (type: prism) (spatial-relation: (relation: above) (entity: " \
           "(indicator: back) (type: edge)))) (entity: (color: white) (type: prism) (spatial-relation: (relation: " \
           "above) (entity: (indicator: back) (type: edge))))" in found


def test_between_a_plural_is_between_two_of_them(reader):
    both = "(relation: between) (entity: (color: red) (type: cube)) (entity: (color: red) (type: cube))"
    assert both in first(reader, "take the green cube between the red cubes")
    assert both in first(reader, "take the green cube between the reds")
    # two colours and a plural noun: one of each
    assert "(entity: (color: gray) (type: cube)) (entity: (color: yellow) (type: cube))" in first(
        reader, "take the green cube between the gray and yellow cubes")


def test_one_repeated_twice_repeats_the_same_noun(reader):
    found = first(reader, "put the blue cube down halfway between the green one and the yellow one")
    assert "(entity: (color: green) (type: type-reference) (reference-id: 1)) (entity: (color: yellow) " \
           "(type: type-reference) (reference-id: 1))" in found


def test_diagonally_across_from_a_shape_is_corner_to_corner_with_it(reader):
    for said in ("diagonally across from", "diagonally opposite", "kitty-corner from", "catty corner to"):
        # (what "with the yellow cube on it" describes, the board decides)
        found = every(reader, f"put the green cube on the one {said} the cube with the yellow cube on it")
        assert any("(check: (kind: diagonal) (entity: (type: cube) (check: (kind: under) (entity: (color: yellow) "
                   "(type: cube)))))" in one for one in found), said


def test_a_diagonal_by_itself_is_a_floor_square_the_board_chooses(reader):
    assert "(destination: (spatial-relation: (relation: above) (entity: (type: board))) (check: (kind: also) " \
           "(spatial-relation: (relation: diagonal) (entity: (color: red) (type: cube))))" in first(
               reader, "put the green pyramid diagonal from the red cube")


def test_the_two_shapes_on_a_side_are_the_two_nearest_it_not_the_nearest_twice(reader):
    # "the two red pyramids on the left": the leftmost and the second from the left (on a row, a column or a diagonal)
    for text in ("put the red pyramid on the green cube halfway between the two red pyramids on the left",
                 "put the red pyramid on the green cube between the two red pyramids on the left",
                 "put the red pyramid on the green cube midway between the two left red pyramids"):
        found = first(reader, text)
        assert "(entity: (indicator: left) (color: red) (type: prism)) " \
               "(entity: (ordinal: 2) (indicator: left) (color: red) (type: prism))" in found
