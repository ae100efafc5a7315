"""Per-element comparison: is each kind of element of the output right?

An element kind picks a sequence of values out of a tree (every action,
every entity type, ...).  For a command whose gold or output has the
element, the output gets it right when the two sequences are identical.

>>> from rcl import read_rcl
>>> gold = read_rcl("(event: (action: move) (entity: (type: cube)) (destination: (spatial-relation: (relation: above) (entity: (type: prism)))))")
>>> out = read_rcl("(event: (action: move) (entity: (type: cube)) (destination: (spatial-relation: (relation: within) (entity: (type: prism)))))")
>>> {kind: element_correct(kind, out, gold) for kind in ("action", "type", "relation", "destination")}
{'action': True, 'type': True, 'relation': False, 'destination': False}
"""

from __future__ import annotations

from rcl.model import Leaf, Node
from rcl.writer import to_string


def _leaf_values(tag: str):
    return lambda tree: [n.value for n in tree.walk() if isinstance(n, Leaf) and n.tag == tag]


def _subtrees(tag: str):
    return lambda tree: [to_string(n) for n in tree.walk() if n.tag == tag]


def _count(tag: str):
    return lambda tree: [sum(1 for n in tree.walk() if n.tag == tag)] if any(n.tag == tag for n in tree.walk()) else []


#: kind -> (description, the values it picks out of a tree).
ELEMENTS = {
    "action": ("every event's action", _leaf_values("action")),
    "type": ("every entity type", _leaf_values("type")),
    "color": ("every colour", _leaf_values("color")),
    "indicator": ("every indicator", _leaf_values("indicator")),
    "relation": ("every spatial relation", _leaf_values("relation")),
    "destination present": ("as many destinations as gold", _count("destination")),
    "destination": ("every destination subtree", _subtrees("destination")),
    "measure": ("every measure subtree", _subtrees("measure")),
    "anaphora": ("ids and reference-ids", lambda t: [f"{n.tag}={n.value}" for n in t.walk()
                                                     if n.tag in ("id", "reference-id")]),
}


def element_values(kind: str, tree: Node | None) -> list[str]:
    """The values of element `kind` in `tree` (none for an abstention)."""
    return [] if tree is None else ELEMENTS[kind][1](tree)


def element_relevant(kind: str, system: Node | None, gold: Node) -> bool:
    """Whether the element counts for this command: gold or output has it."""
    return bool(element_values(kind, gold) or element_values(kind, system))


def element_correct(kind: str, system: Node | None, gold: Node) -> bool:
    """Whether the output has exactly gold's values for the element (an abstention never does)."""
    return system is not None and element_values(kind, system) == element_values(kind, gold)
