"""Places said by geometry around landmarks, in the physical mode: a square two counted moves from a
landmark (the landmark of a counted move may be a square of the board, itself counted from a shape), the
middle square between two landmarks (on a row, a column or a diagonal), and the one free floor square
corner to corner with a shape.

    front  x=7   .  .  .  .  .  .  .  .
           x=5   .  .  B  .  .  R  .  .     blue cube (5,5,0), red cube (5,2,0)
    back   x=0   .  .  .  .  .  .  .  .
"""

from planner import PHYSICAL, judge
from rcl import read_rcl
from rcl.model import Branch, Leaf
from boards import board

BOARD = board("blue cube at 5,5,0", "red cube at 5,2,0")


def test_a_count_from_a_square_counted_from_a_shape_adds_both():
    # one square back from the square one left of the blue cube
    found = judge(read_rcl(
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (measure: (entity: "
        "(cardinal: 1) (type: tile))) (relation: backward) (entity: (type: tile) (spatial-relation: (measure: (entity: "
        "(cardinal: 1) (type: tile))) (relation: left) (entity: (color: blue) (type: cube)))))))"), BOARD, physics=PHYSICAL)
    assert found.coherent and found.move.target == (4, 6, 0)



def move_to(place: str, again: Branch | None = None) -> Branch:
    """Move the red cube to `place` (said again as `again`, a check node: not RCL)."""
    event = read_rcl(f"(event: (action: move) (entity: (color: red) (type: cube)) (destination: {place}))")
    if again is None:
        return event
    destination = event.children[-1]
    return event.with_children(event.children[:-1] + (destination.with_children(destination.children + (
        Branch("check", (Leaf("kind", "also"), again)),)),))


HALFWAY = board("green cube at 7,4,0", "yellow cube at 3,4,0", "red cube at 0,0,0")
DIAGONAL = board("red cube at 0,0,0", "red prism at 6,5,0", "red prism at 4,3,0", "green cube at 5,4,0",
                 "green cube at 5,6,0")
GREEN_YELLOW = "(entity: (color: green) (type: cube)) (entity: (color: yellow) (type: cube))"


def test_halfway_between_two_shapes_is_the_middle_square_of_the_line_between_them():
    between = f"(spatial-relation: (relation: between) {GREEN_YELLOW})"
    middle = Branch("spatial-relation", (Leaf("relation", "halfway"),) + read_rcl(between).children[1:])
    assert not judge(move_to(between), HALFWAY, physics=PHYSICAL).coherent  # (6,4) or (4,4)?
    found = judge(move_to(between, middle), HALFWAY, physics=PHYSICAL)
    assert found.coherent and found.move.target == (5, 4, 0)


def test_a_shape_midway_between_two_others_may_be_on_the_diagonal_that_joins_them():
    prisms = "(entity: (color: red) (type: prism)) (entity: (color: red) (type: prism))"
    green = read_rcl(f"(entity: (color: green) (type: cube) (spatial-relation: (relation: between) {prisms}))")
    prism = read_rcl("(entity: (color: red) (type: prism))")
    midway = green.with_children(green.children + (Branch("check", (Leaf("kind", "halfway"), prism, prism)),))
    event = move_to("(spatial-relation: (relation: above) (entity: (type: cube)))")
    place = event.children[-1].children[0]
    event = event.with_children(event.children[:-1] + (Branch("destination", (place.with_children(
        place.children[:-1] + (midway,)),)),))
    found = judge(event, DIAGONAL, physics=PHYSICAL)
    assert found.coherent and found.move.target == (5, 4, 1)


def test_on_the_floor_diagonal_from_a_shape_is_the_one_free_corner_square_if_only_one_is():
    diagonal = read_rcl("(spatial-relation: (relation: diagonal) (entity: (color: blue) (type: cube)))")
    floor = "(spatial-relation: (relation: above) (entity: (type: board)))"
    crowded = board("blue cube at 5,5,0", "red cube at 0,0,0", "green cube at 4,4,0", "green cube at 6,6,0",
                    "green cube at 4,6,0")
    found = judge(move_to(floor, diagonal), crowded, physics=PHYSICAL)
    assert found.coherent and found.move.target == (6, 4, 0)
    # four free corner squares: which one is not said
    assert not judge(move_to(floor, diagonal), BOARD, physics=PHYSICAL).coherent
