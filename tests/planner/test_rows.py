"""Shapes picked out by their row or column: a position word ("leftmost", "the front one") said of shapes in
a counted row, or in line with a landmark, picks among those in that line.

    back   x=0   .  .  .  .  .  .  .  .
           x=5   .  .  B  .  .  .  B  .       blue cubes (5,5,0) and (5,1,0), in the third row from the front
           x=6   B  .  .  .  .  .  .  .       blue cube (6,7,0): the leftmost blue cube of the board
    front  x=7   .  .  .  Y  .  .  .  .       yellow cube (7,4,0)
"""

from planner import PHYSICAL, World, ground, judge
from rcl import read_rcl
from rcl.model import Branch, Leaf
from boards import board

BOARD = board("blue cube at 5,5,0", "blue cube at 5,1,0", "blue cube at 6,7,0", "blue cube at 2,4,0",
              "yellow cube at 7,4,0")
EXTENDED = World(BOARD, extended=True)


def cells(entity: str, kind: str, landmark: str, count: int | None = None) -> list:
    """The cells `entity` grounds to with a check of `kind` (a line of the board, not RCL) of `landmark`."""
    said = Branch("check", (Leaf("kind", kind),) + ((Leaf("count", str(count)),) if count else ()) + (
        read_rcl(landmark),))
    node = read_rcl(entity)
    return sorted(t.cell for t in ground(node.with_children(node.children + (said,)), EXTENDED))


def test_the_leftmost_in_a_counted_row_is_the_leftmost_of_that_row():
    # "the leftmost blue cube in the third row from the front", "most left blue cube in 3rd row from front"
    front = "(entity: (indicator: front) (type: edge))"
    assert cells("(entity: (indicator: leftmost) (color: blue) (type: cube))", "line", front, 3) == [(5, 5, 0)]
    assert cells("(entity: (indicator: right) (color: blue) (type: cube))", "line", front, 3) == [(5, 1, 0)]


def test_the_front_one_in_line_with_a_landmark_is_the_front_one_of_that_line():
    # "the front blue cube in line with the yellow cube": of those in its column, the one nearest the front
    yellow = "(entity: (color: yellow) (type: cube))"
    assert cells("(entity: (indicator: front) (color: blue) (type: cube))", "aligned", yellow) == [(2, 4, 0)]


def test_a_row_with_a_square_counted_along_it_holds_the_shape_on_that_square():
    # "the yellow cube in the front row 2nd square from the left", the count read as said of the row: on that
    # row and in that column (a row of the board is no shape to stand in a column itself)
    row = Branch("entity", (Leaf("indicator", "front"), Leaf("type", "edge"), Branch("check", (
        Leaf("kind", "line"), Leaf("count", "2"), read_rcl("(entity: (indicator: left) (type: edge))")))))
    cube = read_rcl("(entity: (color: yellow) (type: cube) (spatial-relation: (relation: above) "
                    "(entity: (indicator: front) (type: edge))))")
    relation = cube.get("spatial-relation")
    said = cube.with_children(c if c is not relation else relation.with_children(
        row if n.tag == "entity" else n for n in relation.children) for c in cube.children)
    assert sorted(t.cell for t in ground(said, EXTENDED)) == []  # the yellow cube stands 4th from the left (7,4)
    moved = board("yellow cube at 7,6,0", "yellow cube at 7,4,0")
    assert sorted(t.cell for t in ground(said, World(moved, extended=True))) == [(7, 6, 0)]


def test_in_line_with_pyramids_of_two_colours_is_in_line_with_one_of_each():
    # "on the front edge, same column as the gray and blue pyramids", "in line with the gray and blue pyramids":
    # a pyramid has one colour, so two pyramids, and the square is in line with both
    pyramids = board("gray prism at 4,4,0", "blue prism at 2,4,0", "blue prism at 3,6,0", "red cube at 0,0,0")
    both = "(entity: (color: gray) (color: blue) (type: prism))"
    front = "(spatial-relation: (relation: above) (entity: (indicator: front) (type: edge)))"
    put = read_rcl(f"(event: (action: move) (entity: (color: red) (type: cube)) (destination: {front}))")
    destination = put.get("destination")
    said = Branch("check", (Leaf("kind", "also"), read_rcl(f"(spatial-relation: (relation: aligned) {both})")))
    event = put.with_children(c if c is not destination else destination.with_children(
        destination.children + (said,)) for c in put.children)
    found = judge(event, pyramids, physics=PHYSICAL)
    assert found.coherent and found.move.target == (7, 4, 0)


def test_counted_from_an_end_of_the_line_those_meant_stand_in():
    # "the last gray cube", "the second to last", "the third to last" of a row of five along the back edge
    row = World(board(*(f"gray cube at 0,{y},0" for y in range(5))), extended=True)

    def ends(count: int | None) -> list:
        said = (Leaf("kind", "end"),) + ((Leaf("count", str(count)),) if count else ())
        node = read_rcl("(entity: (color: gray) (type: cube))")
        return sorted(t.cell for t in ground(node.with_children(node.children + (Branch("check", said),)), row))
    assert ends(None) == [(0, 0, 0), (0, 4, 0)]
    assert ends(2) == [(0, 1, 0), (0, 3, 0)]
    assert ends(3) == [(0, 2, 0)]  # the middle one is third from both ends
    assert ends(6) == []  # a row of five has no sixth from an end


def test_the_middle_one_of_three_in_a_line_is_it_even_when_two_stand_in_the_middle_of_the_board():
    # three stacks in a row, two of them in the middle 2x2 of the board: "the middle stack" is the middle of the three
    three = board("red cube at 3,5,0", "red cube at 3,4,0", "red cube at 3,3,0", "blue cube at 3,5,1",
                  "blue cube at 3,4,1", "blue cube at 3,3,1")
    stacks = ground(read_rcl("(entity: (indicator: center) (color: red) (color: blue) (type: stack))"),
                    World(three, extended=True))
    assert sorted({t.base for t in stacks}) == [(3, 4)]
