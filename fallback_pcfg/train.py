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


def train(commands: Iterable[TrainingCommand], options: GrammarOptions = GrammarOptions(),
          placement: str = "high", meta: dict | None = None) -> Model:
    """A model counted from the commands' gold trees over their normalised words (commands that
    cannot be transformed are skipped).

    The meta records how many commands were counted and skipped, and the ids
    of those counted (`rcl.modelfile`), so evaluations can leave them out.
    """
    roots: Counter = Counter()
    binary: Counter = Counter()
    lexical: dict[str, Counter] = {}
    used: list[int] = []
    skipped = 0
    for command in commands:
        utterance = normalise(command.text)
        variants = [(utterance, options.gold_weight)]
        if options.augment:
            variants += [(rewrite, 1) for rewrite in rewrites(command.tree, utterance)]
        try:
            trees = [(annotate(to_phrase_tree(command.tree, u, placement), options), w) for u, w in variants]
        except TransformError:
            skipped += 1
            continue
        used.append(command.id)
        for tree, weight in trees:
            roots[tree.label()] += weight
            _count(tree, binary, lexical, weight)
    info = {"commands": len(used), "skipped": skipped, KEY: encode_ids(used), **(meta or {})}
    return Model(options, placement, dict(roots), dict(binary),
                 {t: dict(ws) for t, ws in lexical.items()}, info)


def _count(tree: Tree, binary: Counter, lexical: dict[str, Counter], weight: int) -> None:
    if not isinstance(tree[0], Tree):
        lexical.setdefault(tree.label(), Counter())[tree[0]] += weight
        return
    binary[(tree.label(), tree[0].label(), tree[1].label())] += weight
    for child in tree:
        _count(child, binary, lexical, weight)
