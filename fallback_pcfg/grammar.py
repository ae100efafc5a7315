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
    #: How many times a command counts as written, against once for each rewrite.
    gold_weight: int = 1
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
    values: dict[tuple[str, str], dict[str, int]] = {}  # (tag, annotation) -> value -> count
    for label, n in preterminals.items():
        key = _valued(label)
        if key is not None:
            values.setdefault((key[0], key[2]), {})[key[1]] = n
    families: dict[tuple[str, str, str], list[tuple[tuple[str, str, str], int]]] = {}
    for rule, n in rules.items():
        families.setdefault((rule[0],) + tuple(_wildcard(label) for label in rule[1:]), []).append((rule, n))
    shared: dict[tuple[str, str, str], float] = dict(rules)
    for family, members in families.items():
        if family == members[0][0]:
            continue  # no shared values in this rule
        total = sum(n for _, n in members)
        for rule in _instances(family, values):
            share = weight * total
            for label in rule[1:]:
                key = _valued(label)
                if key is not None:
                    dist = values[(key[0], key[2])]
                    share *= dist[key[1]] / sum(dist.values())
            shared[rule] = shared.get(rule, 0) + share
    return shared


def _valued(label: str) -> tuple[str, str, str] | None:
    """(tag, value, annotation) of a valued preterminal label of a shared tag, else None."""
    tag, eq, rest = label.partition("=")
    if not eq or tag not in SHARED_VALUES or any(mark in rest for mark in (UNARY, CONTEXT, "~")):
        return None
    value, _, annotation = rest.partition(PARENT)
    shared = SHARED_VALUES[tag]
    return (tag, value, annotation) if shared is None or value in shared else None


def _wildcard(label: str) -> str:
    key = _valued(label)
    return label if key is None else f"{key[0]}=*{PARENT}{key[2]}"


def _instances(family: tuple[str, str, str], values: dict[tuple[str, str], dict[str, int]]):
    """Every rule of a family: each wildcard child replaced by each value seen under its annotation."""
    rules = [()]
    for i, label in enumerate(family):
        if i and label.startswith(tuple(f"{t}=*{PARENT}" for t in SHARED_VALUES)):
            tag, _, annotation = label.partition("=*" + PARENT)
            options = [f"{tag}={v}{PARENT}{annotation}" for v in sorted(values.get((tag, annotation), {}))]
        else:
            options = [label]
        rules = [r + (o,) for r in rules for o in options]
    return rules


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
