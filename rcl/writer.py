"""Writing trees: the canonical one-line form (`rcl.model.to_string`) and an indented form for people.

>>> from rcl import read_rcl
>>> t = read_rcl("(event: (action: drop (token: 1)) (entity: (color: blue (token: 3)) (type: cube (token: 4))))")
>>> to_string(t)
'(event: (action: drop) (entity: (color: blue) (type: cube)))'
>>> print(to_pretty(t))
(event:
  (action: drop)
  (entity: (color: blue) (type: cube)))
"""

from __future__ import annotations

from rcl.model import Branch, Leaf, Node, to_string

__all__ = ["to_string", "to_pretty"]


def to_pretty(node: Node, tokens: bool = False, width: int = 72, indent: int = 0) -> str:
    """An indented form: a subtree stays on one line when it fits in `width`."""
    flat = to_string(node, tokens)
    if isinstance(node, Leaf) or indent + len(flat) <= width and not _has_nested_branches(node):
        return flat
    pad = " " * (indent + 2)
    parts = [to_pretty(child, tokens, width, indent + 2) for child in node.children]
    return f"({node.tag}:\n" + "\n".join(pad + p for p in parts) + ")"


def _has_nested_branches(node: Branch) -> bool:
    """Events and sequences always break; entities stay flat unless they nest relations."""
    if node.tag in ("event", "sequence", "destination"):
        return True
    return any(isinstance(c, Branch) and c.tag == "spatial-relation" for c in node.children) and node.tag == "entity"
