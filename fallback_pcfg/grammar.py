"""Tree annotation for the PCFG: parent annotation, unary collapsing, markovised binarisation.

`annotate` turns a phrase-structure tree (from `fallback_pcfg.transform`) into
the binary tree the grammar is read from and the parser builds; `unannotate`
undoes it.  Label syntax (none of these characters occurs in transform labels):

* `A^P`   A under a parent whose label is P (vertical markovisation, order 1 or 2: `A^P^G`);
* `A+B`   a collapsed unary chain (A over B), so the parser needs no unary rules;
* `@A|B`  an intermediate node of A's right-factored binarisation that remembers
  sibling B before it (horizontal markovisation of order `horizontal`; siblings
  by tag, with the value for tags in `context_values`: "take" has no destination).

>>> from nltk import Tree
>>> t = Tree.fromstring("(event (action=move move) (entity (X the) (type=cube cube)) (destination (spatial-relation (relation=above on) (entity (type=cube it)))))")
>>> a = annotate(t, GrammarOptions(vertical=1, horizontal=1))
>>> print(a.label(), a[1].label(), a[1][0].label())
event @event|action=move entity^event
>>> print(a[1][1].label())
destination^event+spatial-relation^destination
>>> unannotate(a) == t
True
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from itertools import product

from nltk import Tree

PARENT, UNARY, INTERMEDIATE, CONTEXT = "^", "+", "@", "|"


@dataclass(frozen=True)
class GrammarOptions:
    """How trees are annotated and the lexicon smoothed (saved with the model)."""

    #: Parent annotation order: 0 none, 1 parent, 2 parent and grandparent.
    vertical: int = 1
    #: Horizontal markovisation: how many following siblings an intermediate node remembers.
    horizontal: int = 1
    #: Which siblings an intermediate node remembers: "left" (before it) or "right" (it covers).
    context: str = "left"
    #: Tags whose values (not just the tag) intermediate nodes remember, e.g. "action".
    context_values: tuple[str, ...] = ("action",)
    #: Whether preterminals get parent annotation too (an X in an entity is not an X in an event).
    annotate_preterminals: bool = True
    #: Weight of the unknown-word class distribution in a known word's tag distribution.
    word_smoothing: float = 0.1
    #: Add-lambda weight for unseen (tag, signature) pairs.
    signature_smoothing: float = 0.5
    #: Whether each command also counts as its rewrites (`fallback_pcfg.augment`).
    augment: bool = True
    #: How many times a treebank command (and each of its rewrites) counts.
    gold_weight: int = 1
    #: How many times a command the command grammar said counts (fallback_pcfg.English).
    said_weight: int = 1
    #: Share of a rule's family (the rule with any colour, or with a cube or a prism) that each
    #: value gets by its overall frequency, so "the leftmost yellow cube" is read although
    #: training said only "the leftmost red cube" (0: rules keep only what training saw).
    value_sharing: float = 0.1

    def to_json(self) -> dict:
        return asdict(self)


def base(label: str) -> str:
    """The transform label a (possibly annotated) label starts with."""
    for mark in (PARENT, UNARY, CONTEXT):
        label = label.split(mark, 1)[0]
    return label


def annotate(tree: Tree, options: GrammarOptions) -> Tree:
    """The annotated, unary-collapsed, binarised copy of a phrase-structure tree."""
    marked = _parents(tree, (), options)
    collapsed = _collapse(marked)
    return _binarise(collapsed, options)


def _parents(tree: Tree, ancestors: tuple[str, ...], options: GrammarOptions) -> Tree:
    label = tree.label()
    is_pre = not isinstance(tree[0], Tree)
    if ancestors and options.vertical and (options.annotate_preterminals or not is_pre):
        label += "".join(PARENT + a for a in ancestors[:options.vertical])
    if is_pre:
        return Tree(label, list(tree))
    inner = (tree.label(),) + ancestors
    return Tree(label, [_parents(child, inner, options) for child in tree])


def _collapse(tree: Tree) -> Tree:
    if not isinstance(tree[0], Tree):
        return Tree(tree.label(), list(tree))
    if len(tree) == 1:
        child = _collapse(tree[0])
        return Tree(tree.label() + UNARY + child.label(), list(child))
    return Tree(tree.label(), [_collapse(child) for child in tree])


def _binarise(tree: Tree, options: GrammarOptions) -> Tree:
    if not isinstance(tree[0], Tree):
        return tree
    kids = [_binarise(child, options) for child in tree]
    names = [_context_name(k.label(), options) for k in kids]
    owner = tree.label().split(UNARY)[-1]  # the chain's lowest node owns the children
    # Right-factored: (A k1 (@A|.. k2 (@A|.. k3 k4))).  An intermediate remembers the
    # `horizontal` siblings before it ("left": what has been said so far, e.g. two
    # colours before "block" make a cube-group) or the first ones it covers ("right").
    h = options.horizontal
    right = kids[-1]
    for i in range(len(kids) - 2, 0, -1):
        seen = names[max(0, i - h):i] if options.context == "left" else names[i:i + h]
        right = Tree(f"{INTERMEDIATE}{owner}{CONTEXT}{'-'.join(seen) if h else ''}", [kids[i], right])
    return Tree(tree.label(), [kids[0], right])


def _context_name(label: str, options: GrammarOptions) -> str:
    """A sibling as an intermediate node remembers it: its tag (and value for `context_values` tags)."""
    name = base(label)
    tag = name.split("=", 1)[0].split("[", 1)[0]
    return name if tag in options.context_values else name.split("=", 1)[0]


#: The values rules share (`share_values`), by tag (None: every value): a colour is a word's, not
#: the sentence's, and a cube or a prism is a shape wherever the other one may be.
SHARED_VALUES: dict[str, frozenset[str] | None] = {"color": None, "type": frozenset({"cube", "prism"})}


def share_values(rules: dict[tuple[str, str, str], int], preterminals: dict[str, int],
                 weight: float) -> dict[tuple[str, str, str], float]:
    """Rule counts where each child that is a valued preterminal of a `SHARED_VALUES` value
    (`color=red^entity`) also stands for the other values of that tag under the same parent:
    count(rule) + weight * count(family) * P(value), P(value) from `preterminals` (label -> count).

    >>> rules = {("@entity|indicator", "color=red^entity", "type=cube^entity"): 4}
    >>> pre = {"color=red^entity": 30, "color=gray^entity": 10, "type=cube^entity": 50}
    >>> shared = share_values(rules, pre, 0.1)
    >>> shared[("@entity|indicator", "color=red^entity", "type=cube^entity")], shared[("@entity|indicator", "color=gray^entity", "type=cube^entity")]
    (4.3, 0.1)
    """
    if not weight:
        return dict(rules)
    counts: dict[tuple[str, str], dict[str, int]] = {}  # slot (tag, annotation) -> value -> count
    for label, n in preterminals.items():
        if (key := _valued(label)) is not None:
            tag, value, annotation = key
            counts.setdefault((tag, annotation), {})[value] = n
    shares = {slot: {v: n / sum(c.values()) for v, n in sorted(c.items())} for slot, c in counts.items()}
    # A family: the rule with each shared valued child replaced by its slot; its count is its rules'.
    families: dict[tuple[str, str | tuple[str, str], str | tuple[str, str]], int] = {}
    for (a, b, c), n in rules.items():
        family = (a, _slot(b), _slot(c))
        if family != (a, b, c):
            families[family] = families.get(family, 0) + n
    shared: dict[tuple[str, str, str], float] = dict(rules)
    for (a, *children), total in families.items():
        choices = [[(child, 1.0)] if isinstance(child, str) else
                   [(f"{child[0]}={v}{PARENT}{child[1]}", p) for v, p in shares.get(child, {}).items()]
                   for child in children]
        for (b, pb), (c, pc) in product(*choices):
            shared[(a, b, c)] = shared.get((a, b, c), 0) + weight * total * pb * pc
    return shared


def _valued(label: str) -> tuple[str, str, str] | None:
    """(tag, value, annotation) of a valued preterminal label of a shared value, else None."""
    tag, eq, rest = label.partition("=")
    if not eq or tag not in SHARED_VALUES or any(mark in rest for mark in (UNARY, CONTEXT, "~")):
        return None
    value, _, annotation = rest.partition(PARENT)
    shared = SHARED_VALUES[tag]
    return (tag, value, annotation) if shared is None or value in shared else None


def _slot(label: str) -> str | tuple[str, str]:
    """The (tag, annotation) a label of a shared value fills, else the label itself."""
    key = _valued(label)
    return label if key is None else (key[0], key[2])


def unannotate(tree: Tree) -> Tree:
    """Undo `annotate`: splice intermediate nodes, expand unary chains, drop annotations."""
    children = []
    for child in tree:
        if isinstance(child, Tree) and child.label().startswith(INTERMEDIATE):
            children.extend(unannotate(child))
        elif isinstance(child, Tree):
            children.append(unannotate(child))
        else:
            children.append(child)
    chain = [part.split(PARENT, 1)[0] for part in tree.label().split(UNARY)]
    if chain[0].startswith(INTERMEDIATE):  # a bare intermediate root: keep its children
        return Tree("", children)
    node = Tree(chain[-1], children)
    for label in reversed(chain[:-1]):
        node = Tree(label, [node])
    return node
