"""Gold RCL tree with word alignments -> phrase-structure tree over the command's tokens.

As in the UW-MRS back-off (Packard 2014):

* an aligned RCL leaf becomes a preterminal `tag=value` over its token
  (a leaf spanning several tokens becomes a constituent `tag=value` over
  preterminals `tag=value~`);
* an RCL branch becomes a constituent named by its tag, children in word order;
* RCL nodes aligned to no word are dropped: `id` / `reference-id` are restored
  by the inverse's anaphora rules, any other unaligned subtree (the ellipsed
  "it", an implicit `(type: region)` or `(relation: above)`) is folded into
  its parent's label, e.g. `spatial-relation[relation=above]`;
* tokens aligned to nothing become `(X token)`, attached with the next aligned
  token's constituent (as first child of the highest constituent that starts
  there); trailing ones are the root's last children.  One that falls between
  the tokens of a multi-token leaf goes inside that leaf's constituent, so the
  tree's words keep the command's order.

The words are the command's normalised words (`rcl.normalise`): punctuation
and fillers are gone, spellings are canonical, and each word knows which of the
user's tokens it came from, which is what the gold alignments count.  A leaf
takes the words that came from its aligned tokens.

>>> from rcl import read_rcl
>>> from rcl.normalise import normalise
>>> gold = read_rcl("(event: (action: take (token: 1 2)) (entity: (color: red (token: 4)) (type: cube (token: 5))))")
>>> print(to_phrase_tree(gold, normalise("Pick up the red block.")))
(event
  (action=take (action=take~ pick) (action=take~ up))
  (entity (X the) (color=red red) (type=cube block)))
"""

from __future__ import annotations

from nltk import Tree

from fallback_pcfg.errors import TransformError
from rcl.model import Leaf, Node
from rcl.normalise import Token, Utterance

#: The preterminal of tokens aligned to nothing.
X = "X"
#: Suffix of the preterminals inside a multi-token leaf constituent.
PART = "~"
#: Leaves the inverse restores from the anaphora rules, never folded into labels.
ANAPHORA_TAGS = frozenset({"id", "reference-id"})


def encode(node: Node) -> str:
    """A compact label fragment for a folded (unaligned) subtree: `tag=value` or `tag{a,b}`."""
    if isinstance(node, Leaf):
        return f"{node.tag}={node.value}"
    inner = ",".join(encode(c) for c in node.children if c.tag not in ANAPHORA_TAGS)
    return f"{node.tag}{{{inner}}}"


def to_phrase_tree(tree: Node, utterance: Utterance, placement: str = "high") -> Tree:
    """The phrase-structure tree of a gold tree over the normalised words of its command."""
    tokens = list(utterance.tokens)
    if not tokens:
        raise TransformError("the command has no words")
    used: set[int] = set()
    built = _build(tree, tokens, used, len(utterance.typed))
    if built is None:
        raise TransformError("the tree is aligned to no word")
    _attach_unaligned(built, tokens, used, placement)
    if built.leaves() != list(range(len(tokens))):
        raise TransformError("the alignments cross: the tree's words are out of the command's order")
    return _to_words(built, tokens)


def _leaf_tokens(leaf: Leaf, tokens: list[Token], used: set[int], typed: int) -> list[int]:
    """The unused words (0-based) that came from the tokens a leaf is aligned to."""
    if leaf.span is None:
        return []
    first, last = leaf.span
    if first < 1 or last < first or last > typed:
        raise TransformError(f"alignment {leaf.span} of ({leaf.tag}: {leaf.value}) lies outside the command")
    return [i for i, t in enumerate(tokens) if i not in used and any(first <= p <= last for p in t.source)]


def _build(node: Node, tokens: list[Token], used: set[int], typed: int) -> Tree | None:
    """The constituent of an RCL node, or None if no word is aligned to it (it is folded)."""
    if isinstance(node, Leaf):
        indices = _leaf_tokens(node, tokens, used, typed)
        if not indices:
            return None
        used.update(indices)
        label = f"{node.tag}={node.value}"
        if len(indices) == 1:
            return Tree(label, [indices[0]])
        return Tree(label, [Tree(label + PART, [i]) for i in indices])
    kids: list[Tree] = []
    folded: list[str] = []
    for child in node.children:
        built = _build(child, tokens, used, typed)
        if built is not None:
            kids.append(built)
        elif child.tag not in ANAPHORA_TAGS:
            folded.append(encode(child))
    if not kids:
        return None
    kids.sort(key=_first_index)
    return Tree(node.tag + "".join(f"[{f}]" for f in folded), kids)


def _first_index(tree: Tree) -> int:
    return min(tree.leaves())


def _attach_unaligned(root: Tree, tokens: list[Token], used: set[int], placement: str) -> None:
    """Insert an `(X i)` for every token aligned to nothing, right to left."""
    positions = {leaf: pos for pos, leaf in zip(root.treepositions("leaves"), root.leaves())}
    for index in range(len(tokens) - 1, -1, -1):
        if index in used:
            continue
        used.add(index)
        x = Tree(X, [index])
        after = index + 1
        if after >= len(tokens):
            root.append(x)
        else:
            parent, slot = _attachment_site(root, positions[after], placement)
            parent.insert(slot, x)
        positions = {leaf: pos for pos, leaf in zip(root.treepositions("leaves"), root.leaves())}


def _attachment_site(root: Tree, leaf_pos: tuple[int, ...], placement: str) -> tuple[Tree, int]:
    """Where an X goes before the token at `leaf_pos`: (constituent, child slot).

    "high": the first slot of the highest constituent starting with that token
    (a determiner joins its noun phrase, "and" the following event); an X
    before a non-initial leaf goes beside it.
    "low": beside the token's preterminal (or leaf constituent).
    Either way, an X before a later part of a multi-token leaf goes inside the
    leaf's constituent, just before that part: anywhere else it would leave the
    words out of order.
    """
    node = leaf_pos[:-1]  # the preterminal over the token
    if root[node].label().endswith(PART):
        if node[-1] > 0:  # a later part: the X lies between the leaf's own tokens
            return root[node[:-1]], node[-1]
        node = node[:-1]  # the multi-token leaf constituent
    if placement == "high":
        top = node
        while top and top[-1] == 0:
            top = top[:-1]
        if top != node:  # a branch constituent starts with the token
            return root[top], 0
    return root[node[:-1]], node[-1]


def _to_words(tree: Tree, tokens: list[Token]) -> Tree:
    """Replace token indices by token texts."""
    return Tree(tree.label(), [_to_words(c, tokens) if isinstance(c, Tree) else tokens[c].text for c in tree])
