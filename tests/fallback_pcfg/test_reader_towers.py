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
