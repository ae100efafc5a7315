"""The RCL vocabulary: the single source of truth for tags and values.

Values come from the Robot Commands Treebank README (SemEval-2014 Task 6); the
`row`/`column`/`between`/`part`/`top`/`ordinal` entries exist in the original
Train Robots API though no gold tree uses them.
"""

from __future__ import annotations

#: Tags whose node holds child nodes.
BRANCH_TAGS = frozenset({
    "sequence", "event", "entity", "destination", "spatial-relation", "measure",
})

#: Tags whose node holds one atomic value (and optionally a token alignment).
LEAF_TAGS = frozenset({
    "action", "type", "color", "indicator", "relation", "cardinal", "ordinal",
    "id", "reference-id",
})

#: The alignment leaf: `(token: 3)` or `(token: 4 6)`.
TOKEN_TAG = "token"

TAGS = BRANCH_TAGS | LEAF_TAGS | {TOKEN_TAG}

ACTIONS = ("take", "drop", "move")

#: Entity types. cube-group is a plural of cubes; the two type-references are "one"/"ones".
TYPES = (
    "cube", "prism", "reference", "corner", "stack", "region", "edge", "tile",
    "cube-group", "type-reference", "robot", "board", "type-reference-group",
    "row", "column",
)

#: Shapes that exist on the board (what a user can pick up).
SHAPE_TYPES = ("cube", "prism")

COLORS = ("red", "blue", "green", "yellow", "gray", "cyan", "white", "magenta")

RELATIONS = (
    "above", "nearest", "within", "left", "forward", "right", "backward",
    "adjacent", "front", "between", "part",
)

#: Relations that take a measure ("two squares to the left").
MEASURE_RELATIONS = ("left", "right", "forward", "backward")

INDICATORS = (
    "left", "right", "front", "back", "individual", "center", "leftmost",
    "rightmost", "nearest", "top",
)

CARDINALS = ("1", "2", "3", "4", "5", "6", "7", "8")

ORDINALS = ("1", "2", "3", "4", "5", "6", "7", "8")

#: Allowed values of each closed-class leaf tag (id/reference-id are any positive integer).
VALUES: dict[str, tuple[str, ...]] = {
    "action": ACTIONS,
    "type": TYPES,
    "color": COLORS,
    "relation": RELATIONS,
    "indicator": INDICATORS,
    "cardinal": CARDINALS,
    "ordinal": ORDINALS,
}

#: Which children each branch tag may hold.
CHILDREN: dict[str, frozenset[str]] = {
    "sequence": frozenset({"event", "sequence"}),
    "event": frozenset({"action", "entity", "destination"}),
    "entity": frozenset({
        "id", "reference-id", "color", "indicator", "type", "spatial-relation",
        "cardinal", "ordinal",
    }),
    "destination": frozenset({"spatial-relation"}),
    "spatial-relation": frozenset({"relation", "entity", "measure"}),
    "measure": frozenset({"entity"}),
}

#: The tags a tree may start with.
ROOT_TAGS = frozenset({"event", "sequence"})
