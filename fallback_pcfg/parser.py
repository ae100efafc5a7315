"""Commands to ranked RCL readings: k-best PCFG parses, converted and de-duplicated.

    for reading in readings(load_model(), "pick up the red block", k=30):
        reading.tree, reading.rank, reading.score   # or reading.error

Lazy: a caller that takes the first reading pays for one parse only.  Words the
model cannot read (unknown after spelling and typo correction) are left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from nltk import Tree

from fallback_pcfg.errors import InverseError
from fallback_pcfg.inverse import to_rcl
from fallback_pcfg.model import Model
from fallback_pcfg.tokens import tokenize
from rcl.model import Node

#: How many parses to read by default: enough for the planner to find the coherent one.
DEFAULT_K = 30


@dataclass(frozen=True)
class Reading:
    """One k-best parse: its RCL (or why it has none), its position and log score."""

    #: 0-based position among the k best parses.
    parse: int
    score: float
    phrase_tree: Tree
    tree: Node | None = None
    error: str = ""


def readings(model: Model, text: str, k: int = DEFAULT_K) -> Iterator[Reading]:
    """The k best parses as RCL readings, best first; parses repeating an earlier RCL are skipped."""
    seen: set = set()
    # Words the model cannot read carry no meaning it could know ("please", "kindly"):
    # parse without them, and with them only if that finds nothing.
    known = model.known_words(text)
    attempts = [" ".join(known), text] if len(known) < len(tokenize(text)) else [text]
    first = None
    for attempt in attempts:
        parses = model.parse(attempt, k)
        first = next(parses, None)
        if first is not None:
            break
    if first is None:
        return
    for position, (score, phrase) in enumerate(_chain(first, parses)):
        try:
            tree = to_rcl(phrase)
        except InverseError as e:
            yield Reading(position, score, phrase, None, str(e))
            continue
        if tree in seen:
            continue
        seen.add(tree)
        yield Reading(position, score, phrase, tree)


def _chain(first, rest):
    yield first
    yield from rest
