"""Writing trees: the canonical one-line form and an indented form for people.

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

from rcl.model import Branch, Leaf, Node


def to_string(node: Node, tokens: bool = False) -> str:
    """The canonical one-line form; with `tokens=True` the alignment leaves are kept."""
    if isinstance(node, Leaf):
        if tokens and node.span is not None:
            first, last = node.span
            span = f"{first}" if first == last else f"{first} {last}"
            return f"({node.tag}: {node.value} (token: {span}))"
        return f"({node.tag}: {node.value})"
    inner = " ".join(to_string(child, tokens) for child in node.children)
    return f"({node.tag}: {inner})"


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
