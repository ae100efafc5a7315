"""Constructions: the kinds of command the evaluator breaks its figures down by.

Each construction is a predicate over a gold tree *with* its word
alignments (ellipsis is an anaphor aligned to no word).  This table is the
one place that defines them; `rcl-eval` reports a count and an accuracy for
each, in this order.

>>> from rcl import read_rcl
>>> tree = read_rcl("(sequence: (event: (action: take (token: 1)) (entity: (id: 1) (type: prism (token: 3)))) "
...                 "(event: (action: drop (token: 5)) (entity: (type: reference) (reference-id: 1))))")
>>> [name for name, _, holds in CONSTRUCTIONS if holds(tree)]
['sequence', 'ellipsis']
"""

from __future__ import annotations

from typing import Callable

from rcl.alignment import is_aligned
from rcl.model import Branch, Leaf, Node


def _types(tree: Node) -> list[Leaf]:
    return [n for n in tree.walk() if isinstance(n, Leaf) and n.tag == "type"]


def _has_type(*values: str) -> Callable[[Node], bool]:
    return lambda tree: any(t.value in values for t in _types(tree))


def _has_tag(tag: str) -> Callable[[Node], bool]:
    return lambda tree: any(n.tag == tag for n in tree.walk())


def is_single_event(tree: Node) -> bool:
    return tree.tag == "event"


def is_sequence(tree: Node) -> bool:
    return tree.tag == "sequence"


def has_reference(tree: Node) -> bool:
    """An "it"/"them" actually said (an aligned `reference`)."""
    return any(t.value == "reference" and t.span is not None for t in _types(tree))


def has_ellipsis(tree: Node) -> bool:
    """An event whose entity is left unsaid: an anaphor aligned to no word."""
    return any(n.tag == "entity" and isinstance(n, Branch) and n.value_of("reference-id") is not None
               and not is_aligned(n) for n in tree.walk())


def has_nested_relation(tree: Node) -> bool:
    """A spatial relation whose entity has a spatial relation of its own."""
    return any(n.tag == "spatial-relation" and isinstance(n, Branch)
               and any(m is not n and m.tag == "spatial-relation" for m in n.walk())
               for n in tree.walk())


def has_entity_relation(tree: Node) -> bool:
    """An entity picked out by where it is ("the cube on the red block")."""
    return any(n.tag == "entity" and isinstance(n, Branch) and n.get("spatial-relation") is not None
               for n in tree.walk())


#: (name, description, predicate over the aligned gold tree).
CONSTRUCTIONS: list[tuple[str, str, Callable[[Node], bool]]] = [
    ("single event", "one event at the root", is_single_event),
    ("sequence", "a sequence of events", is_sequence),
    ("reference", 'anaphora: "it" (type reference)', has_reference),
    ("type-reference", '"one"/"ones" (type-reference, -group)', _has_type("type-reference", "type-reference-group")),
    ("ellipsis", "an entity left unsaid, pointing back", has_ellipsis),
    ("measure", '"two squares left" (a measure)', _has_tag("measure")),
    ("entity relation", "an entity located by a spatial relation", has_entity_relation),
    ("nested relation", "a spatial relation inside a spatial relation", has_nested_relation),
    ("indicator", "left/right/nearest/... indicators", _has_tag("indicator")),
    ("corner/edge/region", "corners, edges and regions of the board", _has_type("corner", "edge", "region")),
    ("stack/group", "stacks and cube groups", _has_type("stack", "cube-group")),
    ("board/robot/tile", "the board, the robot, tiles", _has_type("board", "robot", "tile")),
]


def constructions_of(tree: Node) -> list[str]:
    """The names of the constructions `tree` shows."""
    return [name for name, _, holds in CONSTRUCTIONS if holds(tree)]
