"""Checking a tree against the RCL vocabulary and structure rules.

>>> from rcl import read_rcl
>>> [str(p) for p in problems(read_rcl("(event: (action: fly) (entity: (type: cube) (reference-id: 2)))"))]
["line 1, column 10 (event/action): unknown action 'fly'; expected one of take, drop, move", 'line 1, column 46 (event/entity/reference-id): reference-id 2 points to no earlier (id: 2)']
"""

from __future__ import annotations

from dataclasses import dataclass

from rcl import vocabulary as V
from rcl.errors import RCLValidationError
from rcl.model import Branch, Leaf, Node

#: Entity types that must point back to an antecedent.
REFERRING_TYPES = frozenset({"reference", "type-reference", "type-reference-group"})


@dataclass(frozen=True)
class Problem:
    """One rule a tree breaks: where (source position and tag path) and what."""

    message: str
    path: str
    pos: tuple[int, int] | None = None

    def __str__(self) -> str:
        where = f"line {self.pos[0]}, column {self.pos[1]} " if self.pos else ""
        return f"{where}({self.path}): {self.message}"


def problems(tree: Node) -> list[Problem]:
    """Every vocabulary and structure problem of a tree, in document order."""
    found: list[Problem] = []
    if tree.tag not in V.ROOT_TAGS:
        found.append(Problem(f"a tree starts with event or sequence, not '{tree.tag}'", tree.tag, tree.pos))
    ids_seen: set[str] = set()
    _check(tree, tree.tag, found, ids_seen)
    return found


def validate(tree: Node) -> Node:
    """Return the tree if it is valid; otherwise raise `RCLValidationError` listing every problem."""
    found = problems(tree)
    if found:
        raise RCLValidationError(found)
    return tree


def is_valid(tree: Node) -> bool:
    return not problems(tree)


def _check(node: Node, path: str, found: list[Problem], ids: set[str]) -> None:
    def report(message: str, at: Node = node, where: str = path) -> None:
        found.append(Problem(message, where, at.pos))

    if isinstance(node, Leaf):
        _check_leaf(node, report, ids)
        return
    if not node.children:
        report(f"'{node.tag}' is empty")
    allowed = V.CHILDREN.get(node.tag, frozenset())
    for child in node.children:
        if child.tag not in allowed:
            report(f"'{child.tag}' cannot appear inside '{node.tag}'; expected one of "
                   f"{', '.join(sorted(allowed))}", child, f"{path}/{child.tag}")
    counts = {tag: len(node.all(tag)) for tag in allowed}
    _check_counts(node, counts, report)
    for child in node.children:
        _check(child, f"{path}/{child.tag}", found, ids)


def _check_counts(node: Branch, counts: dict[str, int], report) -> None:
    def exactly_one(tag: str) -> None:
        if counts[tag] != 1:
            report(f"'{node.tag}' needs exactly one '{tag}', found {counts[tag]}")

    def at_most_one(tag: str) -> None:
        if counts[tag] > 1:
            report(f"'{node.tag}' allows at most one '{tag}', found {counts[tag]}")

    if node.tag == "event":
        exactly_one("action")
        exactly_one("entity")
        at_most_one("destination")
    elif node.tag == "sequence":
        if counts["event"] + counts["sequence"] < 1:
            report("a sequence holds at least one event")
    elif node.tag == "entity":
        exactly_one("type")
        at_most_one("id")
        at_most_one("reference-id")
        at_most_one("cardinal")
        type_ = node.value_of("type")
        if type_ in REFERRING_TYPES and counts["reference-id"] == 0:
            report(f"a '{type_}' entity needs a reference-id")
    elif node.tag == "destination":
        exactly_one("spatial-relation")
    elif node.tag == "spatial-relation":
        exactly_one("relation")
        if node.value_of("relation") == "between":  # "between X and Y": two landmarks
            if counts["entity"] != 2:
                report(f"'between' needs two entities, found {counts['entity']}")
        else:
            at_most_one("entity")
        at_most_one("measure")
        if counts["entity"] + counts["measure"] == 0:
            report("a spatial-relation needs an entity or a measure")
        if counts["measure"] and node.value_of("relation") not in V.MEASURE_RELATIONS:
            report(f"a measure goes with {', '.join(V.MEASURE_RELATIONS)}, not '{node.value_of('relation')}'")
    elif node.tag == "measure":
        exactly_one("entity")
        entity = node.get("entity")
        if isinstance(entity, Branch):
            if entity.get("cardinal") is None:
                report("a measure's entity needs a cardinal")
            if entity.value_of("type") != "tile":
                report(f"a measure counts tiles, not '{entity.value_of('type')}'")


def _check_leaf(node: Leaf, report, ids: set[str]) -> None:
    if node.tag in ("id", "reference-id"):
        if not node.value.isdigit() or int(node.value) < 1:
            report(f"{node.tag} must be a positive integer, not '{node.value}'")
        elif node.tag == "id":
            if node.value in ids:
                report(f"id {node.value} is used twice")
            ids.add(node.value)
        elif node.value not in ids:
            report(f"reference-id {node.value} points to no earlier (id: {node.value})")
        return
    allowed = V.VALUES.get(node.tag)
    if allowed is not None and node.value not in allowed:
        report(f"unknown {node.tag} '{node.value}'; expected one of {', '.join(allowed)}")
