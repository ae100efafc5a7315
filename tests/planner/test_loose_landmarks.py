"""Landmarks read as loosely as the rest of a description needs, in an extended world: "the white cube off the
shorter red stack" compares only the red stacks with a white cube on them; "the blue stack with the cyan pyramid"
is a stack of blue from its bottom when no all-blue stack has one; "the green cube touching the red and yellow
cubes" touches one of each; "right in front of the gap" is the square in front of that empty square; "the left one
of the two blue cubes" counts the two there are when they stand apart; "the back right corner, on the floor" is a
corner of the board.

    front  x=7   .     .   .  .  .  .  .  .
           x=4   .     .   .  .  B  Y  .  .       blue (4,3), yellow (4,2)
           x=3   .     .   .  .  R  G  .  .       red (3,3), green (3,2): the green touches the red and the yellow
           x=2   BBBRc .   .  .  .  .  .  BBB     blue, blue, blue, red, cyan pyramid (2,7); three blue cubes (2,0)
           x=1   RR    .   .  .  .  .  .  .       two red cubes (1,7)
    back   x=0   RRRW  RRW .  .  .  .  .  .       red, red, red, white (0,7); red, red, white (0,6)
"""

from planner import PHYSICAL, DirectMove, judge
from planner.grounding import ground
from planner.world import World
from rcl import read_rcl
from rcl.model import Branch, Leaf
from boards import board

BOARD = board("red cube at 0,7,0", "red cube at 0,7,1", "red cube at 0,7,2", "white cube at 0,7,3",
              "red cube at 0,6,0", "red cube at 0,6,1", "white cube at 0,6,2", "red cube at 1,7,0",
              "red cube at 1,7,1", "blue cube at 2,7,0", "blue cube at 2,7,1", "blue cube at 2,7,2",
              "red cube at 2,7,3", "cyan prism at 2,7,4", "blue cube at 2,0,0", "blue cube at 2,0,1",
              "blue cube at 2,0,2", "red cube at 3,3,0", "green cube at 3,2,0", "blue cube at 4,3,0",
              "yellow cube at 4,2,0", gripper=(5, 5, 7))
WORLD = World(BOARD, extended=True)
OFFICIAL = World(BOARD)


def entity(*children) -> Branch:
    """An entity of RCL words ("color: red") and checks (Branch nodes)."""
    return Branch("entity", tuple(Leaf(*c.split(": ")) if isinstance(c, str) else c for c in children))


def check(kind: str, *said) -> Branch:
    return Branch("check", (Leaf("kind", kind),) + said)


def on(landmark: Branch) -> Branch:
    return Branch("spatial-relation", (Leaf("relation", "above"), landmark))


def test_a_compared_landmark_is_compared_among_those_the_relation_can_hold_of():
    # the shortest red stack of all (the two red cubes) has no white cube on it: of those that have, the shorter
    shorter = entity("color: white", "type: cube", on(entity("color: red", "type: stack", check("shortest"))))
    assert [t.cell for t in ground(shorter, WORLD)] == [(0, 6, 2)]
    assert ground(shorter, OFFICIAL) == []  # (the organisers' planner: as said)
    taller = entity("color: white", "type: cube", on(entity("color: red", "type: stack", check("tallest"))))
    assert [t.cell for t in ground(taller, WORLD)] == [(0, 7, 3)]


def test_a_stack_colour_is_read_loosely_when_the_rest_of_the_description_needs_it():
    # no all-blue stack has a cyan pyramid on it; the one of blue from its bottom does
    capped = entity("color: blue", "type: stack", check("under", entity("color: cyan", "type: prism")))
    assert {t.base for t in ground(capped, WORLD)} == {(2, 7)}
    assert ground(capped, OFFICIAL) == []
    # with nothing more said, the all-blue stack is the blue stack
    plain = read_rcl("(entity: (color: blue) (type: stack))")
    assert {t.base for t in ground(plain, WORLD) if not t.headless} == {(2, 0)}


def test_a_group_of_two_colours_that_stand_apart_is_a_cube_of_each():
    touching = read_rcl("(entity: (color: green) (type: cube) (spatial-relation: (relation: adjacent) (entity: "
                        "(color: red) (color: yellow) (type: cube-group))))")
    assert [t.cell for t in ground(touching, WORLD)] == [(3, 2, 0)]


def test_a_shape_goes_beside_an_empty_square_named_by_its_neighbours():
    # "right in front of the gap between the blue and the white cube"
    row = board("blue cube at 0,3,0", "white cube at 0,1,0", "red cube at 5,5,0", gripper=(4, 4, 7))
    tree = read_rcl("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
                    "(relation: front) (entity: (type: tile) (spatial-relation: (relation: between) (entity: (color: "
                    "blue) (type: cube)) (entity: (color: white) (type: cube)))))))")
    assert judge(tree, row, physics=PHYSICAL).move == DirectMove((5, 5, 0), (1, 2, 0))


def test_the_two_shapes_said_of_a_kind_are_all_there_are_when_they_stand_apart():
    # "the left one of the two blue cubes": the only two stand apart (2,0) and (4,3), no group of two touching
    apart = World(board("blue cube at 2,0,0", "blue cube at 4,3,0", "red cube at 3,3,0"), extended=True)
    two = check("group", Leaf("count", "2"), entity("color: blue", "type: cube"))
    assert [t.cell for t in ground(entity("indicator: left", "color: blue", "type: cube", two), apart)] == [(4, 3, 0)]
    three = check("group", Leaf("count", "3"), entity("color: blue", "type: cube"))
    assert ground(entity("indicator: left", "color: blue", "type: cube", three), apart) == []


def test_a_corner_or_an_edge_said_on_the_floor_is_one_of_the_board():
    corner = read_rcl("(event: (action: move) (entity: (color: yellow) (type: cube)) (destination: (spatial-relation: "
                      "(relation: within) (entity: (indicator: back) (indicator: right) (type: corner) "
                      "(spatial-relation: (relation: above) (entity: (type: board)))))))")
    assert judge(corner, BOARD, physics=PHYSICAL).move.target == (0, 0, 0)
    edge = read_rcl("(event: (action: move) (entity: (color: yellow) (type: cube)) (destination: (spatial-relation: "
                    "(relation: above) (entity: (indicator: front) (type: edge) (spatial-relation: (relation: above) "
                    "(entity: (type: board)))))))")
    assert judge(edge, BOARD, physics=PHYSICAL).coherent


def test_a_shape_on_a_square_stands_in_it_at_any_height():
    # "inside the red wall there is a blue cube sitting on a cyan cube": the blue cube is on a square in there
    on_top = entity("color: red", "type: cube", Branch("spatial-relation", (
        Leaf("relation", "within"), entity("type: tile"))))
    assert sorted(t.cell for t in ground(on_top, WORLD)) == sorted(s.cell for s in BOARD.shapes if s.color == "red")
    assert ground(on_top, OFFICIAL) == []


def also(relation: str) -> Branch:
    return check("also", read_rcl(relation))


def test_a_landmark_said_after_a_move_miscounted_by_one_the_same_way_names_the_square():
    # the green cube (3,2) "one square forward, just past the yellow cube", which stands one square on: past it
    one = "(spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: forward))"
    past = also("(spatial-relation: (relation: front) (entity: (color: yellow) (type: cube)))")
    aside = also("(spatial-relation: (relation: front) (entity: (color: red) (type: cube)))")  # not the way it moves

    def target(yellow: str, again: Branch):
        ahead = board("green cube at 3,2,0", f"yellow cube at {yellow}", "red cube at 4,5,0")
        move = Branch("event", (Leaf("action", "move"), entity("color: green", "type: cube"),
                                Branch("destination", (read_rcl(one), again))))
        verdict = judge(move, ahead, physics=PHYSICAL)
        return verdict.move.target if verdict.coherent else None
    assert target("4,2,0", past) == (5, 2, 0)
    assert target("5,2,0", past) is None  # two squares out: the places differ
    assert target("4,2,0", aside) is None


def test_shapes_standing_apart_in_rows_are_seen_as_those_rows():
    # two pairs of green pyramids, none touching: "the right one of the near pair" is in the row nearer the robot
    pairs = World(board("green prism at 3,3,0", "green prism at 3,5,0", "green prism at 5,2,0", "green prism at 5,5,0"),
                  extended=True)
    for counted in ((Leaf("count", "2"),), ()):
        near = check("group", *counted, entity("indicator: back", "color: green", "type: prism"))
        assert [t.cell for t in ground(entity("indicator: right", "color: green", "type: prism", near), pairs)] == [
            (3, 3, 0)]


def test_the_shape_held_in_the_air_is_not_the_leftmost_of_those_on_the_board():
    # holding a green pyramid above (3,5): "left of the green pyramid furthest to the left" is left of (5,5)
    holding = board("green prism at 5,5,0", "green prism at 5,2,0", "green prism at 3,3,0", "green prism at 3,5,7",
                    gripper=(3, 5, 7))
    drop = read_rcl("(event: (action: drop) (entity: (color: green) (type: prism)) (destination: (spatial-relation: "
                    "(relation: above) (entity: (type: tile) (spatial-relation: (relation: left) (entity: (indicator: "
                    "leftmost) (color: green) (type: prism)))))))")
    assert judge(drop, holding, physics=PHYSICAL).move.target == (5, 6, 0)


TOWERS = board(*[f"red cube at 0,{y},0" for y in range(1, 7)], *[f"yellow cube at 0,{y},1" for y in range(1, 7)],
               "cyan cube at 5,0,0", *[f"red cube at 5,0,{z}" for z in range(1, 5)], "yellow cube at 5,0,5",
               "green cube at 4,0,0", "green cube at 4,3,0", gripper=(6, 6, 7))


def test_a_landmark_colour_is_read_loosely_when_what_it_describes_needs_it():
    # "the green cube right behind the tall red tower": no stack is all red; those red from the bottom (red under
    # yellow, along the back) have no green cube behind them, the tower of a cyan base, four red cubes and a yellow
    # top has
    tower = entity("color: red", "type: stack", check("tallest"))
    behind = entity("color: green", "type: cube", Branch("spatial-relation", (
        Branch("measure", (entity("cardinal: 1", "type: tile"),)), Leaf("relation", "backward"), tower)))
    assert [t.cell for t in ground(behind, World(TOWERS, extended=True))] == [(4, 0, 0)]


def test_a_stack_no_stack_fits_may_be_a_lone_cube():
    # "the gray stack right under you": the gray cube under the gripper, one high, is the only gray pile there
    piles = board("gray cube at 2,5,0", "gray cube at 2,4,0", "gray cube at 2,4,1", "red cube at 5,5,0",
                  gripper=(2, 5, 7))
    under = entity("color: gray", "type: stack", check("below-gripper"))
    assert [t.base for t in ground(under, World(piles, extended=True))] == [(2, 5)]
    assert ground(under, World(piles)) == []  # (the organisers' planner: a stack is two shapes or more)
    # with a stack there that fits, a lone cube is never one
    assert {t.base for t in ground(entity("color: gray", "type: stack"), World(piles, extended=True))} == {(2, 4)}


def test_behind_a_shape_with_nothing_behind_it_as_the_board_names_sides_is_its_far_side_as_the_viewer_sees_it():
    # the board's "behind" the red cube at (3,3) is (2,3), toward the robot, where nothing stands; the viewer, who
    # looks across the board from the robot's side, sees the blue cube at (4,3) behind it
    take = read_rcl("(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: "
                    "(relation: backward) (entity: (color: red) (type: cube)))))")
    verdict = judge(take, BOARD, physics=PHYSICAL)
    assert verdict.coherent and verdict.move.source == (4, 3, 0)
    assert verdict.turned == ("blue cube behind the red cube",)
    in_front = read_rcl("(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: "
                        "(relation: front) (entity: (color: red) (type: cube)))))")
    assert judge(in_front, BOARD, physics=PHYSICAL).turned == ()  # as the board names it: nothing to turn
    assert not judge(take, BOARD).coherent  # (the organisers' planner reads the words only)


def test_a_row_said_of_shapes_not_in_it_is_the_nearest_row_on_the_board_not_the_held_shape():
    # "the green cube on the left edge" with none there is the green one nearest that edge on the board; the held
    # green cube, in the air, is in no row: moving "the green cube on the left edge" is not carrying the held one
    held = board("green cube at 1,4,0", "green cube at 5,4,0", "yellow cube at 3,5,0", "green cube at 3,4,7",
                 gripper=(3, 4, 7))
    found = judge(read_rcl("(event: (action: move) (entity: (color: green) (type: cube) (spatial-relation: (relation: "
                           "above) (entity: (indicator: left) (type: edge)))) (destination: (spatial-relation: "
                           "(relation: left) (entity: (color: yellow) (type: cube)))))"), held, physics=PHYSICAL)
    assert not found.coherent and "must drop it" in found.reason


def test_a_place_from_cubes_of_one_colour_standing_apart_is_a_place_from_those_cubes():
    # "the green cube right of the red cubes": the red cubes at (3,4) and (3,2) are no stack together
    apart = board("red cube at 3,4,0", "red cube at 3,2,0", "green cube at 3,1,0", "green cube at 0,7,0",
                  gripper=(5, 5, 7))
    take = read_rcl("(event: (action: take) (entity: (color: green) (type: cube) (spatial-relation: "
                    "(relation: right) (entity: (color: red) (type: cube-group)))))")
    assert judge(take, apart, physics=PHYSICAL).move.source == (3, 1, 0)


def test_a_shape_between_two_that_stand_on_a_diagonal_is_on_that_diagonal_between_them():
    # "the green cube between the two red pyramids", which stand corner to corner two squares apart
    diagonal = board("red prism at 6,5,0", "red prism at 4,3,0", "green cube at 5,4,0", "green cube at 5,5,0",
                     "green cube at 4,4,0", gripper=(0, 0, 7))
    take = read_rcl("(event: (action: take) (entity: (color: green) (type: cube) (spatial-relation: (relation: between) "
                    "(entity: (color: red) (type: prism)) (entity: (color: red) (type: prism)))))")
    assert judge(take, diagonal, physics=PHYSICAL).move.source == (5, 4, 0)
    straight = board("red prism at 6,5,0", "red prism at 4,5,0", "green cube at 5,5,0", "green cube at 5,4,0",
                     gripper=(0, 0, 7))
    assert judge(take, straight, physics=PHYSICAL).move.source == (5, 5, 0)  # (in line first, as before)
