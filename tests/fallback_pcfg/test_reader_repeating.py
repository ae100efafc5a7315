"""A "one" said as the landmark of a place right after a shape's noun repeats that noun, even when a
sentence before named (or the gripper holds) another shape: "You've got a red block! Put it on the green
block just right of the one with the blue block on it": a green block."""

import pytest

from readings import first_query as first

HELD = ["Oh nice, you've got a red block!", "You are holding a red cube.", "you have the red block now,",
        "The red block is in your hand."]
#: The ways people say the place and the description after "the one".
SAID = [("just to the right of", "right", "with the blue block on it"),
        ("right of", "right", "that has a blue cube on top"),
        ("next to", "adjacent", "with a blue cube on it"),
        ("immediately left of", "left", "wearing the blue cube"),
        ("behind", "backward", "with blue on top"),
        ("in front of", "front", "that has the blue block on top")]


@pytest.mark.parametrize("held", HELD)
@pytest.mark.parametrize("place, relation, described", SAID)
def test_the_one_after_a_noun_and_a_place_repeats_that_noun(reader, held, place, relation, described):
    reading = first(reader, f"{held} Put it on the green block {place} the one {described}.")
    assert f"(entity: (id: 1) (color: green) (type: cube) (spatial-relation: (relation: {relation}) (entity: " \
           "(type: type-reference) (reference-id: 1)" in reading


def test_the_one_said_alone_still_points_back_across_sentences(reader):
    # no noun before it in its sentence: the red one the sentence before named
    assert "(color: red) (type: cube)" in first(reader, "There are two gray cubes by the red one. Move the one "
                                                         "further from it to the left.")


#: A place said again after a command, "it" the landmark before: the ways people say it.
AGAIN = ["floor square immediately left of it", "the square just left of it", "i.e. the square left of it",
         "on the floor to its left", "namely the square left of it", "it is the square just left of it"]


@pytest.mark.parametrize("again", AGAIN)
def test_it_in_a_place_said_again_is_the_landmark_before(reader, again):
    # a shape is not put beside itself: "it" is the red pyramid, the place said before
    reading = first(reader, f"Red cube to the other side of the red pyramid: {again}.")
    assert "(spatial-relation: (relation: left) (entity: (color: red) (type: prism)))))" in reading, reading


def test_it_after_a_place_on_top_of_a_shape_is_not_that_shape(reader):
    # the place said again counts from another landmark (here none is read): never from the cube it goes on
    reading = first(reader, "put the red cube on top of the green cube which is diagonal to the blue stack: one "
                            "square to the right and one square back from it.")
    assert "(relation: backward) (entity: (color: green) (type: cube)" not in reading
