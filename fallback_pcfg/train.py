"""Reading a PCFG off the treebank: transform, annotate, count.

    model = train(treebank.split("train-dev"))
    model.trained_on            # the ids of the commands counted (also in the saved file)

Deterministic: the same commands and options give byte-identical model files.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Protocol

from nltk import Tree

from fallback_pcfg.augment import rewrites
from fallback_pcfg.errors import TransformError
from fallback_pcfg.grammar import GrammarOptions, annotate
from fallback_pcfg.model import Model
from fallback_pcfg.transform import to_phrase_tree
from rcl.modelfile import KEY, encode_ids
from rcl.normalise import normalise


class TrainingCommand(Protocol):
    id: int
    text: str
    tree: object


class SaidCommand(Protocol):
    """A command the command grammar said (fallback_pcfg.English): no treebank id."""

    text: str
    tree: object


def train(commands: Iterable[TrainingCommand], options: GrammarOptions = GrammarOptions(),
          placement: str = "high", meta: dict | None = None, said: Iterable[SaidCommand] = ()) -> Model:
    """A model counted from the commands' gold trees over their normalised words (commands that
    cannot be transformed are skipped), and from the trees of commands the command grammar `said`,
    each counted `options.said_weight` times against `options.gold_weight` for a treebank command.

    The meta records how many commands were counted and skipped, and the ids
    of the treebank commands counted (`rcl.modelfile`), so evaluations can leave them out.
    """
    counts = _Counts()
    used: list[int] = []
    skipped = 0
    for command in commands:
        utterance = normalise(command.text)
        variants = [(utterance, options.gold_weight)]
        if options.augment:
            variants += [(rewrite, options.gold_weight) for rewrite in rewrites(command.tree, utterance)]
        if counts.add(command.tree, variants, options, placement):
            used.append(command.id)
        else:
            skipped += 1
    generated = sum(counts.add(c.tree, [(normalise(c.text), options.said_weight)], options, placement) for c in said)
    info = {"commands": len(used), "skipped": skipped, KEY: encode_ids(used), **(meta or {})}
    if generated:
        info["generated"] = generated
    return Model(options, placement, dict(counts.roots), dict(counts.binary),
                 {t: dict(ws) for t, ws in counts.lexical.items()}, info)


class _Counts:
    """Root, rule and word counts of the trees counted so far."""

    def __init__(self):
        self.roots: Counter = Counter()
        self.binary: Counter = Counter()
        self.lexical: dict[str, Counter] = {}

    def add(self, tree, variants, options: GrammarOptions, placement: str) -> bool:
        """Count `tree` over each (utterance, weight) of `variants`; False (nothing counted) when the
        tree cannot be put over the words."""
        try:
            trees = [(annotate(to_phrase_tree(tree, u, placement), options), w) for u, w in variants]
        except TransformError:
            return False
        for annotated, weight in trees:
            self.roots[annotated.label()] += weight
            _count(annotated, self.binary, self.lexical, weight)
        return True


def _count(tree: Tree, binary: Counter, lexical: dict[str, Counter], weight: int) -> None:
    if not isinstance(tree[0], Tree):
        lexical.setdefault(tree.label(), Counter())[tree[0]] += weight
        return
    binary[(tree.label(), tree[0].label(), tree[1].label())] += weight
    for child in tree:
        _count(child, binary, lexical, weight)
