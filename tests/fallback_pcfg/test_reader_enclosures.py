"""The inside of a ring of shapes as people name it ("inside the enclosure", "within the red walls"), read and
found on a board.

    left                                right
    y:   7  6  5  4  3  2  1  0
    x=7  Y  R  R  R  R  R  R  Y
    x=6  R  .  .  .  .  .  .  R
    x=5  R  .  .  .  .  .  .  R      a red wall round the board with yellow corners, magenta at the back
    x=4  R  .  .  B  .  .  .  R      with a gap at y=5; a blue cube inside; the arm holds a green cube
    x=3  R  .  .  .  .  .  .  R
    x=2  R  .  .  .  .  .  .  R
    x=1  R  .  .  .  .  .  .  R
    x=0  Y  M  .  M  M  M  M  Y
    (back: the robot's side)
"""

import pytest

from fallback_pcfg.reader.enclosures import enclosed
from fallback_pcfg.reader.meaning import Thing
from planner import Scene, Shape
from planner.grounding import ground
from planner.world import world_of
from rcl import read_rcl
from rcl.model import Branch, Leaf
from rcl.normalise import normalise
from readings import put_at

RING = [(0, y) for y in range(8) if y != 5] + [(7, y) for y in range(8)] + [(x, 0) for x in range(1, 7)] + [
    (x, 7) for x in range(1, 7)]
CORNERS = {(0, 0), (0, 7), (7, 0), (7, 7)}
WALLED = Scene(tuple(Shape(x, y, 0, "yellow" if (x, y) in CORNERS else "magenta" if x == 0 else "red", "cube")
                     for x, y in RING)
               + (Shape(4, 4, 0, "blue", "cube"), Shape(0, 5, 7, "green", "cube")), (0, 5, 7))


def placed(reader, text: str, scene: Scene = WALLED):
    return put_at(reader, text, scene)


@pytest.mark.parametrize("text", [
    "put the green cube down inside the enclosure, on the square right in front of the gap in the magenta wall",
    "put the green cube inside the enclosure on the square just in front of the gap in the magenta wall",
    "drop the green cube within the walls, on the empty square in front of the gap in the magenta wall",
    "put the green cube on the square directly in front of the gap in the magenta wall, inside the frame",
    "set the green cube down inside the red wall, on the empty square right in front of the gap in the magenta row",
    "place the green cube inside of the walls, on the field in front of the gap in the magenta wall",
    "put green cube in enclosed area, on square in front of gap in magenta wall",
    "put the cube you are holding down inside the walled area, just in front of the gap in the magenta wall",
    "put the green cube in the pen, on the square in front of the gap in the magenta wall",
    "put the green cube down inside the ring, on the floor square just in front of the gap in the magenta wall",
])
def test_a_square_inside_the_walls_said_with_the_square_it_is(reader, text):
    assert placed(reader, text) == (1, 5)


@pytest.mark.parametrize("text", [
    "put the green cube inside the walls, up against the right wall, third square from the back",
    "put the green cube inside the enclosure, against the right wall, 3rd square from the back",
    "drop the green cube within the walls next to the right wall third square from the back",
])
def test_squares_counted_inside_the_walls_are_counted_from_the_wall(reader, text):
    # the first square from the back inside the wall is the one next to it: the third is at x=3
    assert placed(reader, text) == (3, 1)


@pytest.mark.parametrize("text", [
    "put the green cube just inside the right wall, third square from the back",
    "put the green cube inside the right wall, 3rd square from the back",
    "drop the green cube right inside the right-hand wall, the third square from the back",
    "put the green cube on the floor within the right wall, third square from the back",
])
def test_inside_a_wall_named_by_its_side_is_the_line_along_it(reader, text):
    # not on the right edge (on top of the wall): the squares just inside it, at y=1
    assert placed(reader, text) == (3, 1)


def test_inside_the_wall_is_no_shape_of_the_wall(reader):
    for reading in reader.read(normalise("put it down inside the wall, on the empty square in front of the gap")):
        assert "(relation: within) (entity: (type: cube)" not in str(reading.query)


def inside_of(walls: str, scene: Scene = WALLED) -> set[tuple[int, int]]:
    """The squares inside the walls an entity says (a tile with an "inside" check) on a board."""
    check = Branch("check", (Leaf("kind", "inside"), read_rcl(walls)))
    tiles = Branch("entity", (Leaf("type", "tile"), check))
    return {t.base for t in ground(tiles, world_of(scene, extended=True)) if t.base is not None}


def test_the_inside_is_every_square_walled_in_on_three_sides_or_more():
    inside = inside_of("(entity: (color: red) (type: cube))")
    assert (1, 5) in inside and (4, 4) in inside  # (the blue cube inside is no wall: it stands alone)
    assert (0, 5) not in inside  # the gap is in the wall's line, walled on two sides only
    assert not any(cell in inside for cell in RING)
    assert {(x, y) for x in range(1, 7) for y in range(1, 7)} <= inside


def test_the_inside_of_walls_that_enclose_nothing_is_empty():
    row = Scene(tuple(Shape(0, y, 0, "red", "cube") for y in range(8)), (3, 3, 7))
    assert not inside_of("(entity: (color: red) (type: cube))", row)


def test_an_enclosure_names_the_squares_its_shapes_stand_round():
    inside = enclosed(Thing("shape", colours=["red"]))
    assert inside.type == "tile" and [c.kind for c in inside.checks] == ["inside"]
    assert inside.checks[0].thing.colours == ["red"]
