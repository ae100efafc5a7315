"""Descriptions of a shape or a place that pick it out on a board, as RCL, for the command grammar.

`shape_descriptions(shape, scene, role)` yields many different entities (colour
and type, what it stands on, where it is on the board, its neighbours, its
stack ...), each checked with the planner's own grounding: as the thing a
command acts on (`OBJECT`: exactly that shape once the free ones are kept),
as a destination's landmark (`PLACE`), or as a landmark a relation only needs
to reach (`NEAR`: it may match several).  `place_descriptions` does the same
for a destination: the cell a moved shape lands in, named by the shape under
it, a corner, a neighbour or a counted move.
"""

from __future__ import annotations

import random
from typing import Iterator

from planner import IncoherentError, Scene, Shape, ground, judge, world_of
from planner.grounding import available
from planner.naming import CORNERS
from planner.scene import SIZE
from rcl.model import Branch, Leaf, Node

#: Roles of a description: what a command acts on, a destination's landmark, another relation's landmark.
OBJECT, PLACE, NEAR = "object", "place", "near"
#: (dx, dy) from a landmark to the cell a relation names; backward is said as one square behind it.
BESIDE = {"left": (0, 1), "right": (0, -1), "front": (1, 0)}
DIRECTIONS = {"forward": (1, 0), "backward": (-1, 0), "left": (0, 1), "right": (0, -1)}
SIDES = ("left", "right", "front", "back")


def entity(*children: Node) -> Branch:
    return Branch("entity", tuple(children))


def relation(name: str, landmark: Branch | None = None, measure: int | None = None) -> Branch:
    parts: list[Node] = []
    if measure is not None:
        parts.append(Branch("measure", (entity(Leaf("cardinal", str(measure)), Leaf("type", "tile")),)))
    parts.append(Leaf("relation", name))
    if landmark is not None:
        parts.append(landmark)
    return Branch("spatial-relation", tuple(parts))


def plain(shape: Shape) -> tuple[Leaf, Leaf]:
    return Leaf("color", shape.color), Leaf("type", shape.type)


def region(side: str) -> Branch:
    return entity(Leaf("indicator", side), Leaf("type", "region"))


def corner(base: tuple[int, int]) -> Branch:
    return entity(*(Leaf("indicator", side) for side in CORNERS[base]), Leaf("type", "corner"))


def picks(description: Branch, shape: Shape, scene: Scene, role: str) -> bool:
    """Whether the planner grounds `description` as `shape` in `role`."""
    world = world_of(scene)
    try:
        things = ground(description, world, context=available if role != NEAR else None)
    except IncoherentError:
        return False
    shapes = [t.shape if t.shape is not None else t.top for t in things]
    if role == NEAR:
        return bool(shapes) and all(s is not None for s in shapes) and shape in shapes and len(shapes) <= 2
    return shapes == [shape]


def shape_descriptions(shape: Shape, scene: Scene, role: str, rng: random.Random,
                       depth: int = 1) -> Iterator[Branch]:
    """Entities for `shape` that pick it out in `role`, in a random order of kinds."""
    builders = [_bare, _on_support, _indicated, _by_region, _by_robot, _by_neighbour, _in_corner,
                _on_edge, _near_other, _single]
    rng.shuffle(builders)
    for builder in builders:
        for description in builder(shape, scene, rng, depth):
            if picks(description, shape, scene, role):
                yield description


def _bare(shape, scene, rng, depth):
    yield entity(*plain(shape))
    yield entity(Leaf("type", shape.type))


def _on_support(shape, scene, rng, depth):
    below = scene.at(shape.x, shape.y, shape.z - 1) if shape.z else None
    if below is not None:
        yield entity(*plain(shape), relation("above", entity(*plain(below))))
        column = scene.column(shape.x, shape.y)[:shape.z]
        if len(column) >= 2 and column[0].type == "cube":
            colours = [Leaf("color", c) for c in dict.fromkeys(s.color for s in column)]
            yield entity(*plain(shape), relation("above", entity(*colours, Leaf("type", "stack"))))
        if depth > 0:
            for under in shape_descriptions(below, scene, NEAR, rng, depth - 1):
                yield entity(*plain(shape), relation("above", under))
                break
    elif shape.z == 0:
        yield entity(*plain(shape), relation("above", entity(Leaf("type", "board"))))


def _indicated(shape, scene, rng, depth):
    for value in ("leftmost", "rightmost", "left", "right", "nearest"):
        yield entity(Leaf("indicator", value), *plain(shape))


def _single(shape, scene, rng, depth):
    yield entity(Leaf("indicator", "individual"), *plain(shape))


def _by_region(shape, scene, rng, depth):
    for side in rng.sample(SIDES, len(SIDES)):
        yield entity(*plain(shape), relation("nearest", region(side)))
    yield entity(*plain(shape), relation("nearest", region("center")))


def _by_robot(shape, scene, rng, depth):
    yield entity(*plain(shape), relation("nearest", entity(Leaf("type", "robot"))))


def _by_neighbour(shape, scene, rng, depth):
    around = [(0, 1), (0, -1), (1, 0), (-1, 0)]
    for name, offsets in (("left", [(0, -1)]), ("right", [(0, 1)]), ("front", [(-1, 0)]), ("adjacent", around)):
        for x, y in ((shape.x + dx, shape.y + dy) for dx, dy in offsets):
            for other in scene.column(x, y)[-1:]:
                yield entity(*plain(shape), relation(name, entity(*plain(other))))


def _in_corner(shape, scene, rng, depth):
    base = (shape.x, shape.y)
    if base in CORNERS:
        yield entity(*plain(shape), relation(rng.choice(("within", "above")), corner(base)))


def _on_edge(shape, scene, rng, depth):
    sides = {"back": shape.x == 0, "front": shape.x == SIZE - 1, "right": shape.y == 0, "left": shape.y == SIZE - 1}
    for side, on in sides.items():
        if on:
            yield entity(*plain(shape), relation("above", entity(Leaf("indicator", side), Leaf("type", "edge"))))


def _near_other(shape, scene, rng, depth):
    others = sorted((s for s in scene.resting if s.name != shape.name),
                    key=lambda s: ((s.x - shape.x) ** 2 + (s.y - shape.y) ** 2, s.cell))
    for other in others[:3]:
        yield entity(*plain(shape), relation("nearest", entity(*plain(other))))


# --- places -------------------------------------------------------------------------

def place_descriptions(source: Shape, target: tuple[int, int, int], scene: Scene,
                       rng: random.Random) -> Iterator[Branch]:
    """Destinations (spatial relations) that send `source` (on the board or held) to `target`."""
    x, y, z = target
    found: list[Branch] = []
    below = scene.at(x, y, z - 1) if z else None
    if below is not None and below != source:
        found += [relation("above", d) for d in _first(shape_descriptions(below, scene, PLACE, rng), 3)]
        column = scene.column(x, y)
        if len(column) >= 2 and column[0].type == "cube":
            colours = [Leaf("color", c) for c in dict.fromkeys(s.color for s in column)]
            found.append(relation("above", entity(*colours, Leaf("type", "stack"))))
    if (x, y) in CORNERS:
        found.append(relation(rng.choice(("within", "above")), corner((x, y))))
    for name, (dx, dy) in BESIDE.items():
        for landmark in scene.column(x - dx, y - dy)[-1:]:
            if landmark != source:
                found += [relation(name, d) for d in _first(shape_descriptions(landmark, scene, PLACE, rng), 2)]
    for landmark in scene.column(x + 1, y)[-1:]:  # one square behind it, on the robot's side
        if landmark != source:
            found += [relation("backward", d, measure=1)
                      for d in _first(shape_descriptions(landmark, scene, NEAR, rng), 1)]
    for name, (dx, dy) in DIRECTIONS.items():
        for n in range(1, SIZE):
            if (source.x + dx * n, source.y + dy * n) == (x, y) and source != scene.held or (
                    scene.held == source and (scene.gripper[0] + dx * n, scene.gripper[1] + dy * n) == (x, y)):
                found.append(relation(name, measure=n))
            for landmark in scene.column(x - dx * n, y - dy * n)[-1:]:
                if n > 1 and landmark != source:
                    found += [relation(name, d, measure=n)
                              for d in _first(shape_descriptions(landmark, scene, NEAR, rng), 1)]
    rng.shuffle(found)
    yield from found


def _first(descriptions: Iterator[Branch], count: int) -> list[Branch]:
    found = []
    for description in descriptions:
        found.append(description)
        if len(found) == count:
            break
    return found


def reaches(tree: Node, scene: Scene, move) -> bool:
    """Whether the planner (a real arm's physics) makes exactly `move` of `tree` on `scene`."""
    verdict = judge(tree, scene, physics="physical")
    return verdict.coherent and verdict.move == move
