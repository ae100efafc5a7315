"""More training commands from the gold ones: rewrites that keep the gold tree.

A PCFG counted only from the treebank's writers reads other writers' phrasings
of the same constructions by other rules, and often gets them wrong.  So each
training command also counts as its rewrites:

- without the articles no leaf is aligned to: people in a hurry leave them out
  ("put red block on blue block");
- with a measured direction said first: "move it forward two squares" as well
  as "move it two squares forward".

The rewrites are made on the normalised words (`rcl.normalise`), which keep
their links to the command's tokens, so the gold alignments still place every
leaf.

>>> from rcl import read_rcl
>>> from rcl.normalise import normalise
>>> gold = read_rcl("(event: (action: drop (token: 1)) (entity: (color: blue (token: 3)) (type: cube (token: 4))))")
>>> [u.words for u in rewrites(gold, normalise("drop the blue cube"))]
[('drop', 'blue', 'cube')]
>>> gold = read_rcl("(event: (action: move (token: 1)) (entity: (type: reference (token: 2))) (destination: "
...                 "(spatial-relation: (measure: (entity: (cardinal: 2 (token: 3)) (type: tile (token: 4)))) "
...                 "(relation: forward (token: 5)))))")
>>> [u.words for u in rewrites(gold, normalise("move it two squares forward"))]
[('move', 'it', 'forward', 'two', 'squares')]
"""

from __future__ import annotations

from rcl.model import Branch, Leaf, Node
from rcl.normalise import Token, Utterance

#: The words a hurried writer leaves out.
ARTICLES = frozenset({"the", "a", "an"})


def rewrites(tree: Node, utterance: Utterance) -> list[Utterance]:
    """The rewrites of a gold command that keep its tree (each one only when it changes something)."""
    found = [without_articles(tree, utterance.tokens), direction_first(tree, utterance.tokens)]
    return [Utterance(utterance.original, utterance.typed, tokens, utterance.corrections)
            for tokens in found if tokens is not None]


def without_articles(tree: Node, tokens: tuple[Token, ...]) -> tuple[Token, ...] | None:
    """The words without the articles no leaf is aligned to, or None when there are none."""
    aligned = _positions(tree)
    kept = tuple(t for t in tokens if t.text not in ARTICLES or aligned & set(t.source))
    return kept if 0 < len(kept) < len(tokens) else None


def direction_first(tree: Node, tokens: tuple[Token, ...]) -> tuple[Token, ...] | None:
    """The words with each measured direction said before its measure ("forward two squares"),
    where the direction follows the measure at once; None when there is none."""
    words = list(tokens)
    changed = False
    for node in tree.walk():
        if not isinstance(node, Branch) or node.tag != "spatial-relation" or node.get("measure") is None:
            continue
        measure = _indices(words, _positions(node.get("measure")))
        relation = _indices(words, _positions(node.get("relation")))
        if measure and relation and measure == list(range(measure[0], relation[0])) \
                and relation == list(range(relation[0], relation[-1] + 1)):
            moved = words[relation[0]:relation[-1] + 1]
            words[measure[0]:relation[-1] + 1] = moved + words[measure[0]:relation[0]]
            changed = True
    return tuple(words) if changed else None


def _positions(node: Node | None) -> set[int]:
    """The token positions the leaves under `node` are aligned to."""
    if node is None:
        return set()
    leaves = [node] if isinstance(node, Leaf) else list(node.leaves())
    return {p for leaf in leaves if leaf.span is not None for p in range(leaf.span[0], leaf.span[1] + 1)}


def _indices(words: list[Token], positions: set[int]) -> list[int]:
    return [i for i, t in enumerate(words) if positions & set(t.source)]
