"""Word alignments: which command words an RCL node covers.

Gold trees carry `(token: i)` / `(token: i j)` leaves (1-based, inclusive,
over the whitespace tokens of the command); the reader stores them as
`Leaf.span`.  A branch covers the union of its leaves' spans.

>>> from rcl import read_rcl
>>> tree = read_rcl("(event: (action: drop (token: 1)) (entity: (color: blue (token: 3)) (type: cube (token: 4))))")
>>> covered_words(tree.get("entity"))
[3, 4]
>>> span_of(tree)
(1, 4)
>>> words_of(tree.get("entity"), "drop the blue cube".split())
['blue', 'cube']
>>> print(strip_tokens(tree))
(event: (action: drop) (entity: (color: blue) (type: cube)))
"""

from __future__ import annotations

from rcl.model import Leaf, Node


def covered_words(node: Node) -> list[int]:
    """The sorted 1-based word positions aligned to any leaf under `node`."""
    positions: set[int] = set()
    for leaf in _leaves(node):
        if leaf.span is not None:
            positions.update(range(leaf.span[0], leaf.span[1] + 1))
    return sorted(positions)


def span_of(node: Node) -> tuple[int, int] | None:
    """The smallest (first, last) word span covering `node`, or None when nothing is aligned."""
    positions = covered_words(node)
    return (positions[0], positions[-1]) if positions else None


def words_of(node: Node, words: list[str]) -> list[str]:
    """The command words `node` covers, in order (`words` are the whitespace tokens)."""
    return [words[i - 1] for i in covered_words(node) if 0 < i <= len(words)]


def is_aligned(node: Node) -> bool:
    """Whether any word is aligned to `node` (the anaphora of an ellipsis is not)."""
    return any(leaf.span is not None for leaf in _leaves(node))


def strip_tokens(tree: Node) -> Node:
    """`tree` without its word alignments: what exact match compares."""
    return tree.strip_tokens()


def _leaves(node: Node):
    return [node] if isinstance(node, Leaf) else node.leaves()
