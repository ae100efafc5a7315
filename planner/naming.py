"""Naming a shape: an RCL description that picks out exactly one shape, and words for it.

`name_shape` tries descriptions from the shortest up ("the prism", "the green
prism", "the blue cube on the red cube", "the blue cube nearest to the left",
"the red cube in the bottom left corner" ...) and returns the first that the planner's
own grounding reads as exactly that shape, with English the parsers read back
to the same RCL (the treebank's wording: its writers call the front of the
board "top" or "far", its back "bottom" or "back"; rcl-repl draws the board as they saw it).  `place_words` and
`shape_words` say where a shape is in plain board terms, for questions to
the user ("the blue cube at the bottom left (x=1 y=6)").

    >>> from planner.scene import Scene, Shape
    >>> scene = Scene((Shape(0, 7, 0, "red", "cube"), Shape(0, 7, 1, "blue", "cube"),
    ...                Shape(5, 2, 0, "blue", "cube"), Shape(4, 4, 0, "green", "prism")), (3, 3, 7))
    >>> naming = name_shape(Shape(4, 4, 0, "green", "prism"), scene)
    >>> naming.words, str(naming.entity)
    ('the prism', '(entity: (type: prism))')
    >>> name_shape(Shape(0, 7, 1, "blue", "cube"), scene).words
    'the blue cube on the red cube'
    >>> name_shape(Shape(5, 2, 0, "blue", "cube"), scene).words
    'the blue cube on the board'
    >>> shape_words(Shape(0, 7, 1, "blue", "cube"), scene)
    'the blue cube on the red cube, in the bottom left corner (x=0 y=7)'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from rcl.model import Branch, Leaf, Node
from rcl.shape import Cell, Shape
from planner.errors import IncoherentError
from planner.grounding import available, ground
from planner.scene import Scene
from planner.world import World, world_of

#: Words for the shape types ("pyramid" reads back as prism just as well; Shape.name says prism).
TYPE_WORDS = {"cube": "cube", "prism": "prism"}
#: Corner indicators in the treebank's order (front/back first), with the treebank's words:
#: the parsers read "top left corner" as front-left, and "front left corner" as back-left.
CORNERS = {(7, 7): ("front", "left"), (7, 0): ("front", "right"), (0, 7): ("back", "left"), (0, 0): ("back", "right")}
#: The picture's words (rcl-repl draws the far side, x = 7, at the top), which are the treebank's too.
SIDE_WORDS = {"front": "top", "back": "bottom", "left": "left", "right": "right"}
#: Relations to a neighbouring shape: (dx, dy) from the named shape to the landmark, RCL, words.
NEIGHBOURS = (((0, -1), "left", "left of"), ((0, 1), "right", "right of"), ((-1, 0), "front", "in front of"))
#: How many other kinds of shape, the closest first, "nearest to" may name.
NEAREST_LANDMARKS = 4


@dataclass(frozen=True)
class Naming:
    """An RCL entity that denotes exactly one shape in a scene, and English words for it.

    `landmark` is True when it was checked as a landmark (no Available filter): it names the
    shape wherever a description may (a shape with something on top has no other reading).
    """

    entity: Branch
    words: str
    landmark: bool = False

    def __str__(self) -> str:
        return self.words


def name_shape(shape: Shape, scene: Scene, *, landmark: bool = False) -> Naming | None:
    """The shortest description that names `shape` and nothing else in `scene`; None if none does.

    A free shape is checked as the event's entity (with the Available filter: "the blue
    cube" names the one that can be taken, as in a take, a move or a destination); one
    under another shape, or any shape when `landmark` is asked for (a shape to count a
    distance from, or to be nearest to), as a landmark: every match counts.
    """
    world = world_of(scene)
    if shape not in world.by_shape:
        raise ValueError(f"there is no {shape} in the scene")
    as_landmark = landmark or not is_free(shape, scene)
    for entity, words in descriptions(shape, world):
        if denotes(entity, shape, world, as_landmark):
            return Naming(entity, words, as_landmark)
    return None


def is_free(shape: Shape, scene: Scene) -> bool:
    """Nothing stands on the shape."""
    return scene.at(shape.x, shape.y, shape.z + 1) is None


def denotes(entity: Branch, shape: Shape, world: World, as_landmark: bool = False) -> bool:
    """Whether the planner grounds `entity` as exactly `shape` (as the event's entity, or a landmark)."""
    try:
        things = ground(entity, world, context=None if as_landmark else available)
    except IncoherentError:
        return False
    return len(things) == 1 and things[0].shape == shape


# --- the descriptions, shortest first ------------------------------------------------

def descriptions(shape: Shape, world: World) -> Iterator[tuple[Branch, str]]:
    """(entity, words) for `shape`, from the shortest; each may match other shapes too."""
    scene = world.scene
    plain = (Leaf("color", shape.color), Leaf("type", shape.type))
    said = f"the {words_of(shape)}"
    yield entity(Leaf("type", shape.type)), f"the {TYPE_WORDS[shape.type]}"
    yield entity(*plain), said
    support = scene.at(shape.x, shape.y, shape.z - 1) if shape.z else None
    if support is not None:
        yield entity(*plain, relation("above", plain_entity(support))), f"{said} on the {words_of(support)}"
    elif shape.z == 0:  # the same shapes as "the single ...", "on the board" reads back more surely
        yield entity(*plain, relation("above", entity(Leaf("type", "board")))), f"{said} on the board"
    for side in ("left", "right", "front", "back"):
        # The treebank's writers mostly say "nearest to the left" for the leftmost: the same
        # shapes, and the parsers read it back more surely than "leftmost" before a colour.
        # (It also names every shape "on the left edge" could.)
        region = entity(Leaf("indicator", side), Leaf("type", "region"))
        yield entity(*plain, relation("nearest", region)), f"{said} nearest to the {side}"
    yield from places(shape, plain, said)
    yield from beside(shape, world, plain, said)
    yield from nearest(shape, world, plain, said)
    if support is not None:
        yield from deeper(shape, support, world, plain, said)


def places(shape: Shape, plain: tuple, said: str) -> Iterator[tuple[Branch, str]]:
    """In a corner or in the centre: where the shape's column stands on the board."""
    base = (shape.x, shape.y)
    if base in CORNERS:
        yield entity(*plain, relation("within", corner(base))), f"{said} in the {corner_words(base)} corner"
    if shape.x in (3, 4) and shape.y in (3, 4):
        centre = entity(Leaf("indicator", "center"), Leaf("type", "region"))
        yield entity(*plain, relation("within", centre)), f"{said} in the center"


def beside(shape: Shape, world: World, plain: tuple, said: str) -> Iterator[tuple[Branch, str]]:
    """Left of, right of, in front of a shape in the next column (heights do not matter)."""
    for (dx, dy), name, words in NEIGHBOURS:
        for other in world.scene.column(shape.x + dx, shape.y + dy):
            yield entity(*plain, relation(name, plain_entity(other))), f"{said} {words} the {words_of(other)}"


def nearest(shape: Shape, world: World, plain: tuple, said: str) -> Iterator[tuple[Branch, str]]:
    """Nearest to a corner or the centre, then to the other shapes around it (closest first)."""
    for base in CORNERS:
        yield entity(*plain, relation("nearest", corner(base))), f"{said} nearest to the {corner_words(base)} corner"
    centre = entity(Leaf("indicator", "center"), Leaf("type", "region"))
    yield entity(*plain, relation("nearest", centre)), f"{said} nearest to the center"
    others = sorted((s for s in world.scene.shapes if s.name != shape.name),
                    key=lambda s: ((s.x - shape.x) ** 2 + (s.y - shape.y) ** 2, s.cell))
    for other in list(dict.fromkeys(s.name for s in others))[:NEAREST_LANDMARKS]:
        landmark = next(s for s in others if s.name == other)
        yield entity(*plain, relation("nearest", plain_entity(landmark))), f"{said} nearest to the {words_of(landmark)}"


def deeper(shape: Shape, support: Shape, world: World, plain: tuple, said: str) -> Iterator[tuple[Branch, str]]:
    """On a shape that is itself described by what it stands on or where it is."""
    below = plain_entity(support)
    under = world.scene.at(support.x, support.y, support.z - 1) if support.z else None
    if under is not None:
        inner = entity(*below.children, relation("above", plain_entity(under)))
        yield (entity(*plain, relation("above", inner)),
               f"{said} on the {words_of(support)} on the {words_of(under)}")
    base = (support.x, support.y)
    if base in CORNERS:
        inner = entity(*below.children, relation("within", corner(base)))
        yield (entity(*plain, relation("above", inner)),
               f"{said} on the {words_of(support)} in the {corner_words(base)} corner")


# --- small builders ----------------------------------------------------------------------

def entity(*children: Node) -> Branch:
    return Branch("entity", tuple(children))


def relation(name: str, landmark: Branch) -> Branch:
    return Branch("spatial-relation", (Leaf("relation", name), landmark))


def plain_entity(shape: Shape) -> Branch:
    """(entity: (color: c) (type: t))."""
    return entity(Leaf("color", shape.color), Leaf("type", shape.type))


def words_of(shape: Shape) -> str:
    """'red cube', with the type word the parsers read."""
    return f"{shape.color} {TYPE_WORDS[shape.type]}"


def corner(base: tuple[int, int]) -> Branch:
    return entity(*(Leaf("indicator", side) for side in CORNERS[base]), Leaf("type", "corner"))


def corner_words(base: tuple[int, int]) -> str:
    """'top left' for the front-left corner (the treebank's words), 'bottom right'..."""
    return " ".join(SIDE_WORDS[side] for side in CORNERS[base])


# --- places in plain words, for questions -------------------------------------------------

ROW_PARTS = ((range(0, 3), "bottom"), (range(3, 5), ""), (range(5, 8), "top"))
COLUMN_PARTS = ((range(0, 3), "right"), (range(3, 5), ""), (range(5, 8), "left"))


def place_words(cell: Cell) -> str:
    """Where a cell's column is, in the words of the board as drawn (x = 7, the far side, at the
    top; y = 7 on the left) and its numbers: 'in the bottom left corner (x=0 y=7)', 'at the top
    (x=6 y=3)'."""
    x, y = cell[0], cell[1]
    numbers = f"(x={x} y={y})"
    if (x, y) in CORNERS:
        return f"in the {' '.join(SIDE_WORDS[side] for side in CORNERS[(x, y)])} corner {numbers}"
    row = next(word for rows, word in ROW_PARTS if x in rows)
    column = next(word for columns, word in COLUMN_PARTS if y in columns)
    if row and column:
        return f"at the {row} {column} {numbers}"
    if row or column:
        return f"{'at the' if row else 'on the'} {row or column} {numbers}"
    return f"in the middle {numbers}"


def shape_words(shape: Shape, scene: Scene) -> str:
    """The shape and its place for a question: 'the blue cube on the red cube, at the bottom left
    (x=1 y=6)'; a held shape is 'in the gripper'."""
    if shape == scene.held:
        return f"the {shape.name} in the gripper"
    below = scene.at(shape.x, shape.y, shape.z - 1) if shape.z else None
    on = f" on the {below.name}," if below is not None else ""
    return f"the {shape.name}{on} {place_words(shape.cell)}"


def replace_node(tree: Node, old: Node, new: Node) -> Node:
    """`tree` with the node `old` (that very object, as in `Problem.entity`) replaced by `new`."""
    if tree is old:
        return new
    if isinstance(tree, Leaf):
        return tree
    children = tuple(replace_node(child, old, new) for child in tree.children)
    changed = any(a is not b for a, b in zip(children, tree.children))
    return tree.with_children(children) if changed else tree
