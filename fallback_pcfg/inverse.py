"""Parsed phrase-structure tree -> validated RCL: the inverse of `fallback_pcfg.transform`.

X preterminals are dropped, folded label parts (`event[entity{type=reference}]`)
become children again, children are put in the treebank's canonical order,
and the anaphora links the transform dropped are restored:

* an entity of type `reference` ("it") points to the main entity of the
  previous event ("pick up the cube and put *it* ..."), or, in the first
  event, to the nearest entity before it;
* an entity of type `type-reference` / `type-reference-group` ("one",
  "ones") points to the nearest object (not a place) before it (even one that
  contains it: "the red cube on top of the blue one"), else the nearest
  non-referring entity;
* antecedents get `(id: 1)`, `(id: 2)`, ... in the order they appear.

>>> from nltk import Tree
>>> parsed = Tree.fromstring("(sequence (event (action=take pick) (entity (X the) (type=cube cube))) "
...                          "(event[entity{type=reference}] (X and) (action=drop drop) (destination "
...                          "(spatial-relation (relation=above on) (entity (type=type-reference one))))))")
>>> print(to_rcl(parsed))
(sequence: (event: (action: take) (entity: (id: 1) (type: cube))) (event: (action: drop) (entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: (relation: above) (entity: (type: type-reference) (reference-id: 1))))))
"""

from __future__ import annotations

import re

from nltk import Tree

from fallback_pcfg.errors import InverseError
from fallback_pcfg.transform import PART, X
from rcl import vocabulary as V
from rcl.errors import RCLValidationError
from rcl.model import Branch, Leaf, Node
from rcl.validate import REFERRING_TYPES, validate

#: The order children have in the treebank's trees (sequence children keep word order).
CANONICAL_ORDER: dict[str, tuple[str, ...]] = {
    "event": ("action", "entity", "destination"),
    "entity": ("id", "cardinal", "ordinal", "indicator", "color", "type", "reference-id", "spatial-relation"),
    "spatial-relation": ("measure", "relation", "entity"),
    "destination": ("spatial-relation",),
    "measure": ("entity",),
}

#: Entity types that are places, not objects a "one" could repeat the type of.
PLACE_TYPES = frozenset({"corner", "region", "edge", "tile", "board", "robot", "row", "column"})

_FOLD = re.compile(r"\[([^\[\]]*)\]")


def to_rcl(tree: Tree) -> Node:
    """The validated RCL tree of a (de-binarised) phrase-structure tree; `InverseError` if none."""
    node = _convert(tree)
    if not isinstance(node, Branch):
        raise InverseError(f"the parse's root '{tree.label()}' is not an event or a sequence")
    node = restore_anaphora(node)
    try:
        return validate(node)
    except RCLValidationError as e:
        raise InverseError(str(e)) from None


def split_label(label: str) -> tuple[str, list[Node]]:
    """A constituent label's RCL tag and the folded subtrees it carries."""
    base = label.split("[", 1)[0]
    return base, [decode(f) for f in _FOLD.findall(label)]


def decode(fragment: str) -> Node:
    """The subtree a label fragment encodes: `tag=value` or `tag{child,child}`."""
    if "{" in fragment and (fragment.index("{") < fragment.index("=") if "=" in fragment else True):
        tag, inner = fragment.split("{", 1)
        if not inner.endswith("}"):
            raise InverseError(f"malformed folded node '{fragment}'")
        return Branch(tag, tuple(decode(p) for p in _split_top(inner[:-1])))
    tag, sep, value = fragment.partition("=")
    if not sep:
        raise InverseError(f"malformed folded node '{fragment}'")
    return Leaf(tag, value)


def _split_top(text: str) -> list[str]:
    """Split on commas outside braces."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text[start:]:
        parts.append(text[start:])
    return parts


def _convert(tree: Tree) -> Node | None:
    label = tree.label()
    if label == X:
        return None
    if not isinstance(tree[0], Tree):  # a preterminal
        if label.endswith(PART):
            raise InverseError(f"a word part '{label}' outside its leaf")
        return _leaf(label)
    if "=" in label.split("[", 1)[0]:  # a multi-token leaf constituent (X between its parts: "blue - sky")
        if any(not isinstance(c, Tree) or c.label() not in (label + PART, X) for c in tree):
            raise InverseError(f"the leaf constituent '{label}' holds other material")
        return _leaf(label)
    tag, folded = split_label(label)
    if tag not in V.BRANCH_TAGS:
        raise InverseError(f"'{tag}' is not an RCL branch")
    children = [c for c in (_convert(child) for child in tree) if c is not None] + folded
    return Branch(tag, tuple(canonical_order(tag, children)))


def _leaf(label: str) -> Leaf:
    tag, sep, value = label.partition("=")
    if not sep or tag not in V.LEAF_TAGS:
        raise InverseError(f"'{label}' is not an RCL leaf")
    return Leaf(tag, value)


def canonical_order(tag: str, children: list[Node]) -> list[Node]:
    """Children sorted by the treebank's tag order (stable: same tags keep word order)."""
    order = CANONICAL_ORDER.get(tag)
    if order is None:
        return children
    rank = {t: i for i, t in enumerate(order)}
    return sorted(children, key=lambda c: rank.get(c.tag, len(order)))


# --- anaphora -------------------------------------------------------------

Path = tuple[int, ...]


def _branches(node: Node, tag: str, path: Path = ()) -> list[tuple[Path, Branch]]:
    """Every branch with this tag and its child-index path, in pre-order."""
    found = []
    if isinstance(node, Branch):
        if node.tag == tag:
            found.append((path, node))
        for i, child in enumerate(node.children):
            found.extend(_branches(child, tag, path + (i,)))
    return found


def _is_referring(entity: Branch) -> bool:
    return entity.value_of("type") in REFERRING_TYPES


def antecedents(tree: Branch) -> dict[Path, Path]:
    """Referring entity path -> antecedent entity path, by the rules in the module docstring."""
    entities = _branches(tree, "entity")
    main_entities = []  # (event path, its entity's path)
    for path, event in _branches(tree, "event"):
        for i, child in enumerate(event.children):
            if child.tag == "entity":
                main_entities.append((path, path + (i,)))
                break
    links: dict[Path, Path] = {}
    for k, (path, entity) in enumerate(entities):
        if not _is_referring(entity) or entity.get("reference-id") is not None:
            continue
        target = None
        if entity.value_of("type") == "reference":
            previous = [m for ev, m in main_entities if ev < path and not _within(path, ev)]
            if previous:
                target = previous[-1]
        if target is None:
            target = _nearest_before(entities[:k], path, entity.value_of("type") != "reference")
        if target is None:
            continue  # validation reports the dangling reference
        target = links.get(target, target)  # "it" of an "it": the first antecedent
        links[path] = target
    return links


def _nearest_before(before: list[tuple[Path, Branch]], path: Path, type_only: bool) -> Path | None:
    """The nearest earlier non-referring entity: for "it" not one containing it; for "one"
    preferably an object (a corner or region has no type a "one" could repeat)."""
    if not type_only:
        found = [p for p, e in before if not _is_referring(e) and not _within(path, p)]
        return found[-1] if found else None
    found = [p for p, e in before if not _is_referring(e)]
    shapes = [p for p, e in before if not _is_referring(e) and e.value_of("type") not in PLACE_TYPES]
    return (shapes or found or [None])[-1]


def _within(path: Path, ancestor: Path) -> bool:
    return path[:len(ancestor)] == ancestor


def restore_anaphora(tree: Branch) -> Branch:
    """Add `(id: n)` to antecedents and `(reference-id: n)` to referring entities lacking it."""
    links = antecedents(tree)
    if not links:
        return tree
    ids = {target: str(n) for n, target in enumerate(sorted(set(links.values())), start=1)}
    additions: dict[Path, Leaf] = {p: Leaf("id", n) for p, n in ids.items()}
    additions.update({p: Leaf("reference-id", ids[t]) for p, t in links.items()})
    return _add(tree, (), additions)


def _add(node: Node, path: Path, additions: dict[Path, Leaf]) -> Node:
    if not isinstance(node, Branch):
        return node
    children = [_add(c, path + (i,), additions) for i, c in enumerate(node.children)]
    if path in additions:
        children = canonical_order(node.tag, children + [additions[path]])
    return Branch(node.tag, tuple(children))
