"""The RCL tree model: two small immutable node classes.

A tree is a `Branch` (tag + child nodes) or a `Leaf` (tag + atomic value,
optionally aligned to a span of command words); `to_string` writes its
canonical one-line form (`str(node)` too).  Nodes are hashable and
compare by tag, value/children and alignment; `strip_tokens` drops the
alignments for scoring.

>>> from rcl import read_rcl
>>> tree = read_rcl("(event: (action: drop (token: 1)) (entity: (color: blue) (type: cube)))")
>>> tree.get("action").value, tree.get("action").span
('drop', (1, 1))
>>> tree.get("entity").value_of("type")
'cube'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterator, Union


@dataclass(frozen=True, slots=True)
class Leaf:
    """An atomic node such as `(color: red)`, with an optional word span."""

    tag: str
    value: str
    #: 1-based inclusive span of command words, from `(token: i)` / `(token: i j)`.
    span: tuple[int, int] | None = None
    #: (line, column) in the source text; not part of equality.
    pos: tuple[int, int] | None = field(default=None, compare=False, repr=False)

    @property
    def children(self) -> tuple:
        return ()

    def walk(self) -> Iterator["Node"]:
        """Yield this node (pre-order walk of a one-node tree)."""
        yield self

    def leaves(self) -> Iterator["Leaf"]:
        yield self

    def strip_tokens(self) -> "Leaf":
        """The same leaf without its word alignment."""
        return self if self.span is None else replace(self, span=None, pos=None)

    def __str__(self) -> str:
        return to_string(self)


@dataclass(frozen=True, slots=True)
class Branch:
    """A node with children, such as `(entity: ...)` or `(event: ...)`."""

    tag: str
    children: tuple["Node", ...]
    pos: tuple[int, int] | None = field(default=None, compare=False, repr=False)

    def get(self, tag: str) -> "Node | None":
        """The first child with this tag, or None."""
        for child in self.children:
            if child.tag == tag:
                return child
        return None

    def last(self, tag: str) -> "Node | None":
        """The last child with this tag, or None (the planner's "last one wins")."""
        for child in reversed(self.children):
            if child.tag == tag:
                return child
        return None

    def all(self, tag: str) -> list["Node"]:
        """All children with this tag, in order."""
        return [child for child in self.children if child.tag == tag]

    def value_of(self, tag: str) -> str | None:
        """The value of the first leaf child with this tag, or None."""
        node = self.get(tag)
        return node.value if isinstance(node, Leaf) else None

    def values_of(self, tag: str) -> list[str]:
        """The values of all leaf children with this tag."""
        return [c.value for c in self.children if isinstance(c, Leaf) and c.tag == tag]

    def walk(self) -> Iterator["Node"]:
        """Yield every node of the subtree in pre-order."""
        yield self
        for child in self.children:
            yield from child.walk()

    def leaves(self) -> Iterator[Leaf]:
        """Yield the leaves of the subtree from left to right."""
        for child in self.children:
            yield from child.leaves()

    def strip_tokens(self) -> "Branch":
        """The same tree without any word alignments."""
        return Branch(self.tag, tuple(c.strip_tokens() for c in self.children))

    def with_children(self, children) -> "Branch":
        """A copy with other children."""
        return Branch(self.tag, tuple(children))

    def __str__(self) -> str:
        return to_string(self)


Node = Union[Leaf, Branch]


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


def leaf(tag: str, value: str | int) -> Leaf:
    """Shorthand constructor: `leaf("color", "red")`."""
    return Leaf(tag, str(value))


def branch(tag: str, *children: Node) -> Branch:
    """Shorthand constructor: `branch("entity", leaf("type", "cube"))`."""
    return Branch(tag, tuple(children))
