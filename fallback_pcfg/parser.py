"""Commands to ranked RCL readings: k-best PCFG parses, converted and de-duplicated.

    for reading in readings(load_model(), tokenize("pick up the red block"), k=30):
        reading.tree, reading.rank, reading.score   # or reading.error
        reading.ignored                             # the words the parse left out

Lazy: a caller that takes the first reading pays for one parse only.  Words the
model cannot read (unknown after spelling and typo correction) are left out:
"please" and "kindly" carry no meaning the model could know.  But a word left
out where the grammar expects a shape or place ("pick up the *ball*") would
make the parse answer about some other object; `check_unknown_words` refuses
such commands:

>>> from fallback_pcfg.model import load_model
>>> from fallback_pcfg.tokens import tokenize
>>> model = load_model()
>>> [r.ignored for r in readings(model, tokenize("please pick up the red block"), k=1)]
[('please',)]
>>> check_unknown_words(model, tokenize("pick up the ball"))
Traceback (most recent call last):
...
fallback_pcfg.errors.UnknownWordError: unknown word 'ball' where a shape or place is expected
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from nltk import Tree

from fallback_pcfg.errors import InverseError, UnknownWordError
from fallback_pcfg.inverse import to_rcl
from fallback_pcfg.lexicon import signature
from fallback_pcfg.model import Model
from fallback_pcfg.tokens import Token
from fallback_pcfg.transform import PART, X
from rcl.model import Node

#: How many parses to read by default: enough for the planner to find the coherent one.
DEFAULT_K = 30
#: The RCL tag of shapes and places ("cube", "corner", "it", "one"): the head of a noun phrase.
NOUN_TAG = "type"


@dataclass(frozen=True)
class Reading:
    """One k-best parse: its RCL (or why it has none), its position and log score."""

    #: 0-based position among the k best parses.
    parse: int
    score: float
    phrase_tree: Tree
    tree: Node | None = None
    error: str = ""
    #: The words of the command the parse left out or read as filler because the model
    #: cannot read them (unknown even after spelling and typo correction), in order.
    ignored: tuple[str, ...] = ()


def unknown_tokens(model: Model, tokens: list[Token]) -> list[int]:
    """The positions of the words (not punctuation) the model cannot read."""
    return [i for i, t in enumerate(tokens) if not t.is_punct and not model.readable(t.text)]


def readings(model: Model, tokens: list[Token], k: int = DEFAULT_K) -> Iterator[Reading]:
    """The k best parses as RCL readings, best first; parses repeating an earlier RCL are skipped."""
    seen: set = set()
    words = [t.text for t in tokens]
    unknown = {words[i] for i in unknown_tokens(model, tokens)}
    # Words the model cannot read carry no meaning it could know ("please", "kindly"):
    # parse without them, and with them (as filler, or a number as a cardinal) only if that finds nothing.
    known = [w for w in words if model.readable(w)]
    attempts = [(known, True), (words, False)] if len(known) < len(words) else [(words, False)]
    first, left_out = None, False
    for attempt, left_out in attempts:
        parses = model.parse(attempt, k)
        first = next(parses, None)
        if first is not None:
            break
    if first is None:
        return
    for position, (score, phrase) in enumerate(_chain(first, parses)):
        ignored = _ignored(tokens, unknown, phrase, left_out)
        try:
            tree = to_rcl(phrase)
        except InverseError as e:
            yield Reading(position, score, phrase, None, str(e), ignored)
            continue
        if tree in seen:
            continue
        seen.add(tree)
        yield Reading(position, score, phrase, tree, ignored=ignored)


def _ignored(tokens: list[Token], unknown: set[str], phrase: Tree, left_out: bool) -> tuple[str, ...]:
    """The unknown words a parse did without: all of them if they were left out, else those read as X."""
    if left_out:
        return tuple(t.text for t in tokens if t.text in unknown)
    return tuple(word for word, tag in phrase.pos() if tag == X and word in unknown)


def unknown_nouns(model: Model, tokens: list[Token]) -> list[str]:
    """The unknown words that stand where the grammar expects a shape or place.

    The command is parsed once more, letting each unknown word take any tag
    (as likely as for the rare words of its class); the unknown words the best
    parse reads as a whole `type` leaf are nouns the model cannot read.  Numbers
    are not asked about: they may be cardinals even in the usual parse.
    """
    unknown = [i for i in unknown_tokens(model, tokens) if signature(tokens[i].text) != "<num>"]
    if not unknown:
        return []
    best = next(model.parse([t.text for t in tokens], 1, guess_unknown=True), None)
    if best is None:
        return []
    tags = [tag for _, tag in best[1].pos()]
    return [tokens[i].text for i in unknown if _is_noun(tags[i])]


def _is_noun(tag: str) -> bool:
    """Whether a preterminal is a whole `type` leaf (not a part of a longer one: its head is known)."""
    return tag.split("=", 1)[0] == NOUN_TAG and not tag.endswith(PART)


def check_unknown_words(model: Model, tokens: list[Token]) -> None:
    """`UnknownWordError` if leaving out the unknown words would leave out a shape or place."""
    nouns = list(dict.fromkeys(unknown_nouns(model, tokens)))  # each word once, in order
    if len(nouns) == 1:
        raise UnknownWordError(f"unknown word '{nouns[0]}' where a shape or place is expected")
    if nouns:
        quoted = ", ".join(f"'{w}'" for w in nouns)
        raise UnknownWordError(f"unknown words {quoted} where shapes or places are expected")


def _chain(first, rest):
    yield first
    yield from rest
