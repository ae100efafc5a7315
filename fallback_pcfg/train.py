"""Reading a PCFG off the treebank: transform, annotate, count.

    model = train(treebank.split("train-dev"))
    model.trained_on            # the ids of the commands counted (also in the saved file)

Deterministic: the same commands and options give byte-identical model files.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Protocol

from nltk import Tree

from fallback_pcfg.errors import TransformError
from fallback_pcfg.grammar import GrammarOptions, annotate
from fallback_pcfg.lexicon import normalise
from fallback_pcfg.model import Model
from fallback_pcfg.transform import to_phrase_tree
from rcl.modelfile import KEY, encode_ids


class TrainingCommand(Protocol):
    id: int
    text: str
    tree: object


def train(commands: Iterable[TrainingCommand], options: GrammarOptions = GrammarOptions(),
          placement: str = "high", meta: dict | None = None) -> Model:
    """A model counted from the commands' gold trees (commands that cannot be transformed are skipped).

    The meta records how many commands were counted and skipped, and the ids
    of those counted (`rcl.modelfile`), so evaluations can leave them out.
    """
    roots: Counter = Counter()
    binary: Counter = Counter()
    lexical: dict[str, Counter] = {}
    used: list[int] = []
    skipped = 0
    for command in commands:
        try:
            tree = annotate(to_phrase_tree(command.tree, command.text, placement), options)
        except TransformError:
            skipped += 1
            continue
        used.append(command.id)
        roots[tree.label()] += 1
        _count(tree, binary, lexical)
    info = {"commands": len(used), "skipped": skipped, KEY: encode_ids(used), **(meta or {})}
    return Model(options, placement, dict(roots), dict(binary),
                 {t: dict(ws) for t, ws in lexical.items()}, info)


def _count(tree: Tree, binary: Counter, lexical: dict[str, Counter]) -> None:
    if not isinstance(tree[0], Tree):
        lexical.setdefault(tree.label(), Counter())[normalise(tree[0])] += 1
        return
    binary[(tree.label(), tree[0].label(), tree[1].label())] += 1
    for child in tree:
        _count(child, binary, lexical)
