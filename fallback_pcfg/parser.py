"""Words to ranked RCL readings: k-best PCFG parses, converted and de-duplicated.

    for parse in readings(load_model(), ["pick", "up", "the", "red", "block"], k=30):
        parse.tree, parse.parse, parse.score   # or parse.error
        parse.ignored, parse.guessed          # unknown words read as filler, or as shapes

Lazy: a caller that takes the first reading pays for one parse only.  A word
neither training nor the concept lexicon knows is read as filler or, less
likely, as a shape noun (`fallback_pcfg.lexicon`): "please" is left out, and
"the pink thingamajig" becomes the pink cube or the pink prism, for the scene
to tell apart.  Each reading says which unknown words it did without and which
it guessed, and as what:

>>> from fallback_pcfg.model import load_model
>>> model = load_model()
>>> first = next(readings(model, "pick up the shiny red block".split(), k=1))
>>> first.ignored, first.guessed
((3,), ())
>>> [(p.guessed, str(p.tree)) for p in readings(model, "pick up the red thingamajig".split(), k=3)][:2]
[(((4, 'cube'),), '(event: (action: take) (entity: (color: red) (type: cube)))'), (((4, 'prism'),), '(event: (action: take) (entity: (color: red) (type: prism)))')]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Sequence

from nltk import Tree

from fallback_pcfg.errors import InverseError
from fallback_pcfg.inverse import to_rcl
from fallback_pcfg.lexicon import signature
from fallback_pcfg.model import Model
from fallback_pcfg.transform import PART, X
from rcl.model import Node

#: How many parses to read by default: enough for the planner to find the coherent one.
DEFAULT_K = 30


@dataclass(frozen=True)
class Parse:
    """One k-best parse: its RCL (or why it has none), its position and log score."""

    #: 0-based position among the k best parses.
    parse: int
    score: float
    phrase_tree: Tree
    tree: Node | None = None
    error: str = ""
    #: Positions of the unknown words this parse reads as filler.
    ignored: tuple[int, ...] = ()
    #: (position, RCL type) of the unknown words this parse reads as shapes.
    guessed: tuple[tuple[int, str], ...] = ()


def unknown_words(model: Model, words: Sequence[str]) -> list[int]:
    """The positions of the words neither training nor the concept lexicon knows (numbers aside)."""
    return [i for i, w in enumerate(words)
            if signature(w) != "<num>" and model.lexicon.read(w).how == "unknown"]


def readings(model: Model, words: Sequence[str], k: int = DEFAULT_K) -> Iterator[Parse]:
    """The k best parses as RCL readings, best first; parses repeating an earlier RCL are skipped."""
    seen: set = set()
    unknown = unknown_words(model, words)
    for position, (score, phrase) in enumerate(model.parse(list(words), k)):
        tags = [tag for _, tag in phrase.pos()]
        ignored = tuple(i for i in unknown if tags[i] == X)
        guessed = tuple((i, tags[i].split("=", 1)[-1].rstrip(PART)) for i in unknown if tags[i] != X)
        try:
            tree = to_rcl(phrase)
        except InverseError as e:
            yield Parse(position, score, phrase, None, str(e), ignored, guessed)
            continue
        if tree in seen:
            continue
        seen.add(tree)
        yield Parse(position, score, phrase, tree, ignored=ignored, guessed=guessed)
