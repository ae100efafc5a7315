"""Walking a system tree and its gold tree in tandem: what differs, in short labels.

The labels name the kind of mistake, not the command, so they can be
counted over a corpus: `relation above→within`, `missing destination`,
`extra indicator`, `type cube→cube-group`, `order in entity`.

>>> from rcl import read_rcl
>>> gold = read_rcl("(event: (action: move) (entity: (color: red) (type: cube)) "
...                 "(destination: (spatial-relation: (relation: above) (entity: (type: prism)))))")
>>> mismatches(read_rcl("(event: (action: move) (entity: (type: cube-group)))"), gold)
['missing color', 'type cube→cube-group', 'missing destination']
>>> mismatches(None, gold)
['no answer']
"""

from __future__ import annotations

from rcl.model import Leaf, Node
from rcl.writer import to_string


def mismatches(system: Node | None, gold: Node) -> list[str]:
    """The differences between `system` and `gold`, outermost first; [] when identical."""
    if system is None:
        return ["no answer"]
    found: list[str] = []
    _compare(system, gold, found)
    return found


def _compare(system: Node, gold: Node, found: list[str]) -> None:
    if system.tag != gold.tag:
        found.append(f"{gold.tag}→{system.tag}")
        return
    if isinstance(gold, Leaf) or isinstance(system, Leaf):
        if to_string(system) != to_string(gold):
            found.append(f"{gold.tag} {getattr(gold, 'value', '?')}→{getattr(system, 'value', '?')}")
        return
    ours, theirs = list(system.children), list(gold.children)
    mine, golds = [to_string(c) for c in ours], [to_string(c) for c in theirs]
    if sorted(mine) == sorted(golds) and mine != golds:
        found.append(f"order in {gold.tag}")
        return
    for tag in _tags_in_order(theirs + ours):
        mine = [c for c in ours if c.tag == tag]
        golds = [c for c in theirs if c.tag == tag]
        for a, b in zip(mine, golds):
            _compare(a, b, found)
        found.extend(f"missing {tag}" for _ in golds[len(mine):])
        found.extend(f"extra {tag}" for _ in mine[len(golds):])


def _tags_in_order(nodes: list[Node]) -> list[str]:
    seen: list[str] = []
    for node in nodes:
        if node.tag not in seen:
            seen.append(node.tag)
    return seen


