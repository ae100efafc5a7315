"""Learner English the command reader reads: a shape called "him" or "her", the viewer's side said with the
preposition and article of another language ("from your side", "on side of robot"), where a shape goes said
before the shape or before the verb ("put on the red cube the gray one", "In the corner put the gray cube"), and
a colour said after its noun ("the cube gray")."""

import pytest

from planner import Scene, Shape
from readings import every, first, move_made, put_at, taken_from

#: A gray cube near the robot, a green pyramid right of it, a red cube and a magenta pyramid further out.
BOARD = Scene((Shape(1, 1, 0, "gray", "cube"), Shape(1, 0, 0, "green", "prism"), Shape(2, 4, 0, "red", "cube"),
               Shape(3, 3, 0, "magenta", "prism")), (4, 4, 7))
BACK_RIGHT, ON_RED, RIGHT_OF_MAGENTA = (0, 0), (2, 4), (3, 2)


@pytest.mark.parametrize("text", [
    "take the gray cube and put him in the back right corner",
    "take the gray cube and put her in the back right corner",
    "pick up the grey cube, then set him down in the back right corner",
])
def test_a_shape_called_him_or_her_is_it(reader, text):
    assert put_at(reader, text, BOARD) == BACK_RIGHT


@pytest.mark.parametrize("text", [
    "put the gray cube in the right corner on your side",        # (as before)
    "put the gray cube in the right corner from your side",      # "с твоей стороны", "de tu lado"
    "put the gray cube in the right corner from my side",
    "put gray cube in right corner from robot side",
    "put gray cube in right corner on robot side",
    "put gray cube in right corner, on robot side",
    "put the gray cube in the right corner on the robot's side",
    "put the gray cube in the right corner at the robot side",
    "put gray cube in right corner at your side",
    "put gray cube in corner at right, on side of robot",         # "auf der Seite des Roboters"
    "put the gray cube in the right corner on the side of the robot",
    "put the gray cube in the right corner from the side of the robot",
    "put gray cube to the right corner which is from robot side",
])
def test_the_viewers_side_is_read_with_any_preposition_and_article(reader, text):
    assert put_at(reader, text, BOARD) == BACK_RIGHT


def test_the_far_side_is_still_the_far_side(reader):
    assert put_at(reader, "put the gray cube in the right corner on the far side", BOARD) == (7, 0)


@pytest.mark.parametrize("text, square", [
    ("put in the back right corner the gray cube", BACK_RIGHT),
    ("put on the red cube the gray cube", ON_RED),
    ("put on the red one the gray cube", ON_RED),
    ("put right of the magenta pyramid the gray cube", RIGHT_OF_MAGENTA),
    ("put down on the floor the gray cube, right of the magenta pyramid", RIGHT_OF_MAGENTA),
    ("In the back right corner put the gray cube.", BACK_RIGHT),
    ("Into the back right corner put the gray cube.", BACK_RIGHT),
    ("On the red cube put the gray cube.", ON_RED),
    ("On red cube, place gray cube.", ON_RED),
    ("Right of the magenta pyramid put the gray cube.", RIGHT_OF_MAGENTA),
    ("Directly right from magenta pyramid put down gray cube.", RIGHT_OF_MAGENTA),
])
def test_where_a_shape_goes_may_be_said_before_it(reader, text, square):
    assert put_at(reader, text, BOARD) == square


def test_a_place_said_before_the_verb_with_the_place_said_after_the_shape_is_where_the_shape_is(reader):
    """'In the back row, put the gray cube on the red one': the place it goes is said after it; the first says
    which gray cube, and no reading has it go to the back row."""
    text = "In the back row, put the gray cube on the red cube"
    assert put_at(reader, text, BOARD) == ON_RED
    assert not any("(destination: (spatial-relation: (relation: within) (entity: (indicator: back)" in read
                   for read in every(reader, text))


def test_a_shape_after_a_comma_past_the_place_describes_the_landmark(reader):
    """'move it next to the red cube, the lonely one': the aside is of the red cube, not the shape moved."""
    read = first(reader, "take the gray cube and put it next to the red cube, the lonely one")
    assert read.startswith("(sequence: (event: (action: take) (entity: (id: 1) (color: gray) (type: cube)))")


@pytest.mark.parametrize("text", ["take the cube gray", "pick up cube gray", "grab the block grey"])
def test_a_colour_may_follow_its_noun(reader, text):
    assert taken_from(reader, text, BOARD) == (1, 1)


def test_a_colour_after_the_noun_of_a_landmark(reader):
    assert put_at(reader, "put the cube gray on the cube red", BOARD) == ON_RED
    assert put_at(reader, "put the gray cube right of pyramid magenta", BOARD) == RIGHT_OF_MAGENTA


@pytest.mark.parametrize("text, relation", [
    ("put the gray cube next from the red cube", "adjacent"),      # "рядом с", "neben"
    ("put the gray cube next of the red cube", "adjacent"),
    ("put the gray cube adjacent with the red cube", "adjacent"),
    ("put the gray cube in front from the red cube", "front"),
    ("put the gray cube on top from the red cube", "above"),
    ("put the gray cube on the left hand of the red cube", "left"),  # "à main gauche", "по левую руку"
    ("put the gray cube at left hand of the red cube", "left"),
    ("put the gray cube to the right hand of the red cube", "right"),
    ("take the gray cube which is closest from the red cube", "nearest"),
    ("take the gray cube near from the red cube", "nearest"),
])
def test_a_relation_said_with_a_learners_preposition_is_that_relation(reader, text, relation):
    assert f"(relation: {relation}) (entity: (color: red) (type: cube))" in first(reader, text)


def test_a_side_said_with_hand_is_only_read_so_before_of(reader):
    """'the left hand cube' is a side of the board said before a noun, as before (the lexicon's)."""
    assert "(indicator: left)" in first(reader, "take the left hand gray cube")


@pytest.mark.parametrize("text", [
    "put the gray cube left of the red cube, at a distance of two squares",
    "put the gray cube left from the red cube on distance of two squares",     # "на расстоянии двух клеток"
    "put the gray cube to the left of the red cube at distance two fields",
    "put the gray cube at left from the red cube in a distance of 2 squares",
])
def test_how_far_a_place_is_may_be_said_after_it(reader, text):
    assert put_at(reader, text, BOARD) == (2, 6)


@pytest.mark.parametrize("text, relation", [
    ("put the gray cube next the red cube", "adjacent"),             # "to" left out, as many learners do
    ("put the gray cube right next the red cube", "adjacent"),
    ("put the gray cube in front the red cube", "front"),
    ("take the gray cube close the red cube", "nearest"),
    ("take the cube which stands next a red cube", "adjacent"),
])
def test_a_relation_said_without_its_preposition_before_the_landmark_is_that_relation(reader, text, relation):
    assert f"(relation: {relation}) (entity: (color: red) (type: cube))" in first(reader, text)


def test_a_preposition_is_not_read_as_left_out_across_a_comma_or_after_a_place_of_its_own():
    """'on the left, the one ...' and 'on the left the one ...' are a side and then the shape, not 'left of'."""
    from fallback_pcfg.reader.learner import standard_forms
    assert standard_forms("next the") == ["next to", "next of"]
    assert standard_forms("on the left the") == [] and standard_forms("with green on top the") == []


@pytest.mark.parametrize("text, square", [
    ("move the red cube one field toward robot side", (1, 4)),      # "к стороне робота"
    ("shift red cube one square towards your side", (1, 4)),
    ("move the red cube one square toward the robot's side", (1, 4)),
    ("move the red cube 1 field towards the side of the robot", (1, 4)),
    ("The red cube you shift two fields toward my side.", (0, 4)),
    ("move the red cube one field toward the far side", (3, 4)),     # (as before)
])
def test_toward_the_viewers_side_is_toward_the_robot(reader, text, square):
    assert put_at(reader, text, BOARD) == square


@pytest.mark.parametrize("text, square", [
    ("move the red cube on two fields to left", (2, 6)),             # "на два поля влево"
    ("move red cube on one square toward robot", (1, 4)),
    ("shift the red cube at two squares to the right", (2, 2)),
    ("move the red cube by one square forward", (3, 4)),             # (as before)
])
def test_a_count_of_squares_may_follow_on_or_at(reader, text, square):
    assert put_at(reader, text, BOARD) == square


@pytest.mark.parametrize("text, square", [
    ("take the closest cube to the magenta pyramid", (2, 4)),
    ("pick up the nearest pyramid to the red cube", (3, 3)),
    ("grab the farthest pyramid from the red cube", (1, 0)),
    ("take the most close cube to you", (1, 1)),                     # learner "most close"
    ("take the most far pyramid from robot", (3, 3)),
    ("take the closest pyramid from you", (1, 0)),                   # "close from" (learner usage)
])
def test_a_superlative_before_the_noun_may_have_its_landmark_after_it(reader, text, square):
    assert taken_from(reader, text, BOARD) == square


def test_a_split_superlative_of_the_shape_moved_leaves_its_destination_after_it(reader):
    move = move_made(reader, "move the closest cube to the magenta pyramid onto the gray cube", BOARD)
    assert (move.source[:2], move.target[:2]) == ((2, 4), (1, 1))


@pytest.mark.parametrize("text, source, target", [
    ("Take the closest cube to the magenta pyramid and put it in front the gray cube.", (2, 4), (2, 1)),
    ("Please, the red cube you move on one field toward robot side.", (2, 4), (1, 4)),
    ("red cube: move on 2 fields to left", (2, 4), (2, 6)),
    ("Could you take the nearest pyramid to the red cube and put it in front the gray cube?", (3, 3), (2, 1)),
    ("um so like grab the farthest pyramid from the red cube and uh move it one square towards your side", (1, 0),
     (0, 0)),
    ("pick up the closest cube to you n put it on the red one", (1, 1), (2, 4)),
    ("Now, children, we take the most close cube to the magenta pyramid and we move it by one square forward.",
     (2, 4), (3, 4)),
    ("Take gray cube, put him in front the red cube.", (1, 1), (3, 4)),
    ("The gray cube which stand next the green pyramid, shift it on one field to the left.", (1, 1), (1, 2)),
    ("Shift the red cube on two squares towards my side.", (2, 4), (0, 4)),
    ("Put the cube that is closest to magenta pyramid at two squares to the right.", (2, 4), (2, 2)),
    ("okay take the most far pyramid from the robot and put it on top the gray cube", (3, 3), (1, 1)),
    ("Grab the pyramid close the gray cube and place it in front the red cube.", (1, 0), (3, 4)),
    ("You must take the nearest cube to the robot and put it on two fields to left from the red cube.", (1, 1),
     (2, 6)),
    ("the farthest cube from the gray cube, move it one field toward your side", (2, 4), (1, 4)),
    ("Take the closest pyramid from you and put it on the red cube.", (1, 0), (2, 4)),
])
def test_learners_in_their_own_words(reader, text, source, target):
    move = move_made(reader, text, BOARD)
    assert move is not None and (move.source[:2], move.target[:2]) == (source, target)


@pytest.mark.parametrize("text, square", [
    ("move the red cube two fields in left direction", (2, 6)),      # "в левом направлении", "in Richtung links"
    ("move the red cube two squares in the left direction", (2, 6)),
    ("move red cube one field in right direction", (2, 3)),
    ("move the red cube one field to the robot direction", (1, 4)),
    ("shift the red cube one square in front direction", (3, 4)),
])
def test_a_way_said_with_direction_is_that_way(reader, text, square):
    assert put_at(reader, text, BOARD) == square


def test_between_said_with_of_is_between(reader):
    read = first(reader, "put the gray cube between of the red cube and the magenta pyramid")
    assert "(relation: between) (entity: (color: red) (type: cube)) (entity: (color: magenta) (type: prism))" in read


#: A yellow-red-green tower, a blue-white stack and a lone red cube.
TOWERS = Scene((Shape(2, 2, 0, "yellow", "cube"), Shape(2, 2, 1, "red", "cube"), Shape(2, 2, 2, "green", "cube"),
                Shape(4, 4, 0, "blue", "cube"), Shape(4, 4, 1, "white", "cube"), Shape(6, 1, 0, "red", "cube")),
               (0, 7, 7))


@pytest.mark.parametrize("text, square", [
    ("take the top cube from the tower yellow-red-green", (2, 2)),   # "la torre amarilla-roja-verde"
    ("take top cube from stack blue-white", (4, 4)),
    ("take the top cube of the stack blue and white", (4, 4)),
    ("In middle are two towers yellow-red-green and blue-white. Take the top cube from the tower blue-white.",
     (4, 4)),
])
def test_the_colours_of_a_stack_may_follow_its_noun(reader, text, square):
    assert taken_from(reader, text, TOWERS) == square


def test_the_colours_of_a_row_may_follow_its_noun(reader):
    assert "(color: red) (color: green) (color: red) (type: edge)" in first(
        reader, "take the right red cube in the far row red-green-red")


def test_in_from_is_counting_from_a_side_never_a_slip_for_into(reader):
    # "the 2nd red cube in from the left": counted from the left, not "into the left" (a learner's "in to")
    assert "(ordinal: 2) (indicator: left) (color: red) (type: cube)" in first(
        reader, "take the 2nd red cube in from the left")


def test_n_squares_back_from_a_shape_is_that_way_not_only_that_far(reader):
    # "two squares back from the green stack": toward the robot from it, never any square two away
    assert "(measure: (entity: (cardinal: 2) (type: tile))) (relation: backward) (entity: (color: green) " \
           "(type: stack))" in first(reader, "take the gray cube two squares back from the green stack")


def test_n_squares_from_a_shape_with_no_way_said_is_that_far_in_a_line(reader):
    # "the red block two squares from the green cube", "two spots in from it": two squares away, in line with it
    apart = "(check: (kind: apart) (count: 2) (entity: (color: green) (type: cube)))"
    assert apart in first(reader, "take the red block two squares from the green cube", query=True)
    assert apart in first(reader, "take the red block two spots in from the green cube", query=True)


# Two green cubes on red cubes: one on a stack of two in the middle, one on a taller stack near the back.
GREENS_ON_RED = Scene((Shape(4, 3, 0, "red", "cube"), Shape(4, 3, 1, "green", "cube"),
                       Shape(0, 6, 0, "red", "cube"), Shape(0, 6, 1, "red", "cube"), Shape(0, 6, 2, "green", "cube")),
                      (7, 7, 7))


@pytest.mark.parametrize("text", [
    "Pick up green cube that lay on red cube, small stack of two in middle.",
    "pick up the green cube on the red cube, small stack of two",
])
def test_the_stack_a_shape_is_in_said_again_with_no_article(reader, text):
    assert taken_from(reader, text, GREENS_ON_RED) == (4, 3)


def test_one_after_a_comma_starts_an_aside_without_its_article(reader):
    # "on right, one farther from red pyramid": the one farther from it, not "the right one farther ..."
    assert first(reader, "move the yellow pyramid on right, one farther from red pyramid, onto the red cube",
                 query=True) == (
        "(event: (action: move) (entity: (indicator: right) (color: yellow) (type: prism) (check: (kind: farthest) "
        "(entity: (color: red) (type: prism)))) (destination: (spatial-relation: (relation: above) (entity: "
        "(color: red) (type: cube)))))")


def test_one_said_again_unmarked_and_without_its_article_is_an_aside(reader):
    # dictated with no articles and no commas: "... in inner red line one closer to middle ...": the one of them
    # closer to the middle, not a count
    query = first(reader, "uh red cube in inner red line one closer to middle second from front end slide it one "
                          "square to right", query=True)
    assert query.startswith("(event: (action: move) (entity: (ordinal: 2) (indicator: front) (color: red) (type: cube)")
    assert "(relation: nearest) (entity: (indicator: center) (type: region))" in query


def test_a_source_word_is_never_left_out_inside_a_noun_phrase(reader):
    # "take top gray off 4th gray stack": the gray on top of that stack, not a "gray gray stack"
    assert first(reader, "take the top gray off 4th gray stack from left", query=True) == (
        "(event: (action: take) (entity: (color: gray) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(ordinal: 4) (indicator: left) (color: gray) (type: stack))) (check: (kind: free))))")
