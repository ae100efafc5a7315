"""Tree comparison: exact match, labelled brackets and the leaf-ancestor score.

All functions compare trees without their word alignments.

Exact match is the official SemEval-2014 Task 6 metric: the whole tree,
token leaves removed, must be identical.

>>> from rcl import read_rcl
>>> gold = read_rcl("(event: (action: drop) (entity: (color: blue) (type: cube)))")
>>> other = read_rcl("(event: (action: drop) (entity: (color: red) (type: cube)))")
>>> exact_match(gold, gold), exact_match(other, gold)
(True, False)

Labelled brackets (PARSEVAL-style): a constituent is a branch's tag with its
yield, the sequence of RCL leaves under it; precision/recall/F1 count the
constituents the two trees share (as multisets).  Above, the event and the
entity both change yield, so none of the 2 brackets matches:

>>> bracket_counts(other, gold)
BracketCounts(matched=0, system=2, gold=2)

Leaf-ancestor (Sampson 2000): each leaf's lineage, the tags from the root
down to it, is compared with its counterpart's; see `leaf_ancestor`.

>>> round(leaf_ancestor(other, gold), 3)
0.667
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rcl.model import Branch, Leaf, Node
from rcl.writer import to_string


def exact_match(system: Node | None, gold: Node) -> bool:
    """Whether `system` is `gold`, alignments ignored (None, an abstention, never is)."""
    return system is not None and to_string(system) == to_string(gold)


@dataclass(frozen=True)
class BracketCounts:
    """Matched, system and gold constituent counts; they add up over a corpus."""

    matched: int
    system: int
    gold: int

    def __add__(self, other: "BracketCounts") -> "BracketCounts":
        return BracketCounts(self.matched + other.matched, self.system + other.system, self.gold + other.gold)

    @property
    def precision(self) -> float:
        return self.matched / self.system if self.system else 0.0

    @property
    def recall(self) -> float:
        return self.matched / self.gold if self.gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


def constituents(tree: Node) -> Counter:
    """The multiset of (tag, yield) of every branch; a yield is a tuple of "tag=value" leaves."""
    found: Counter = Counter()
    for node in tree.walk():
        if isinstance(node, Branch):
            found[(node.tag, tuple(_label(leaf) for leaf in node.leaves()))] += 1
    return found


def bracket_counts(system: Node | None, gold: Node) -> BracketCounts:
    """How many constituents `system` shares with `gold` (an abstention proposes none).

    >>> from rcl import read_rcl
    >>> gold = read_rcl("(event: (action: take) (entity: (color: red) (type: cube)))")
    >>> bracket_counts(read_rcl("(event: (action: take) (entity: (type: cube) (color: red)))"), gold)
    BracketCounts(matched=0, system=2, gold=2)
    """
    ours = constituents(system) if system is not None else Counter()
    theirs = constituents(gold)
    return BracketCounts(sum((ours & theirs).values()), sum(ours.values()), sum(theirs.values()))


def lineages(tree: Node) -> list[tuple[str, tuple[str, ...]]]:
    """Each leaf as ("tag=value", the branch tags from the root down to it), left to right."""
    found: list[tuple[str, tuple[str, ...]]] = []

    def visit(node: Node, above: tuple[str, ...]) -> None:
        if isinstance(node, Leaf):
            found.append((_label(node), above))
        else:
            for child in node.children:
                visit(child, above + (node.tag,))
    visit(tree, ())
    return found


def leaf_ancestor(system: Node | None, gold: Node) -> float:
    """The leaf-ancestor score in [0, 1]: 1 for identical trees, 0 for an abstention.

    Leaves are paired by a longest common subsequence of their "tag=value"
    labels (the two trees need not have the same leaves, unlike
    phrase-structure parses of one sentence).  A pair scores
    1 - edit distance of the lineages / their summed length; an unpaired
    leaf scores 0; the score is the sum over pairs divided by the larger
    leaf count (a leaf with the wrong value costs one leaf, not two).

    >>> from rcl import read_rcl
    >>> gold = read_rcl("(event: (action: take) (entity: (color: red) (type: cube)))")
    >>> leaf_ancestor(read_rcl("(event: (action: take) (entity: (color: red) (type: cube)))"), gold)
    1.0
    >>> leaf_ancestor(read_rcl("(event: (action: take) (entity: (type: cube)))"), gold)
    0.6666666666666666
    """
    if system is None:
        return 0.0
    ours, theirs = lineages(system), lineages(gold)
    pairs = _lcs_pairs([label for label, _ in ours], [label for label, _ in theirs])
    total = sum(1 - _edit_distance(ours[i][1], theirs[j][1]) / (len(ours[i][1]) + len(theirs[j][1]))
                for i, j in pairs)
    units = max(len(ours), len(theirs))
    return total / units if units else 1.0


def _label(leaf: Leaf) -> str:
    return f"{leaf.tag}={leaf.value}"


def _lcs_pairs(a: list[str], b: list[str]) -> list[tuple[int, int]]:
    """Index pairs of one longest common subsequence of `a` and `b`."""
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if a[i] == b[j] else max(table[i + 1][j], table[i][j + 1])
    pairs, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def _edit_distance(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]
