"""What every rule of the command reader shares: the words of one command, what leaving a word out
costs, the words that may be passed over ("right" in "right behind"), and the memo that keeps each
rule's readings per position (the cheapest `BEAM` of them).

The rule layers build on `Rules` in order, each in its own module: phrases (noun phrases), sides,
holding, formations, postmodifiers (descriptions after a noun), places, commands, sentences.
"""

from __future__ import annotations

from typing import Callable

from fallback_pcfg.reader.lexical import Item, Parse, Words
from fallback_pcfg.reader.meaning import Thing

#: How many readings a rule keeps per position.
BEAM = 16
#: What leaving a word out costs: one that means something, one nobody knows, a small word.
SKIP_CONTENT, SKIP_UNKNOWN, SKIP_SMALL = 3.0, 0.6, 0.15
#: Leaving out a word that builds a phrase ("with", "it", "not"): it says how the others go together.
SKIP_STRUCTURE = 0.5
#: Words that only stress the relation after them: "right behind", "just left of", "directly on".
INTENSIFIERS = frozenset({"right", "just", "directly", "immediately", "exactly", "way", "all", "straight", "over",
                          "down", "up", "out", "back over", "most"})  # ("most left": learner usage, leftmost)


class Rules:
    """The words of one command, the things named so far, and the memo of the rules' readings."""

    def __init__(self, words: Words):
        self.w = words
        self._memo: dict[tuple, list[Parse]] = {}
        self._cache: dict[tuple, list[Parse]] = {}
        #: What the sentences before named ("There are two blue cubes."), most recent last: what
        #: "that stack", "the one on the left" and "it" may mean.
        self.context: tuple[Thing, ...] = ()
        #: What "it" means inside the second step of a take ("take X and set it down left of it"),
        #: where it is the shape taken, not one that may be pointed at as "the one".
        self.taken: Thing | None = None
        #: What a heading before a colon named ("Blue pyramid on the red cube: move to the corner"),
        #: the object of a verb that names none in the sentence after it.
        self.heading: Thing | None = None
        #: What "its" means in a place said after another place ("in the same row as the green stack,
        #: three squares to its left"): the landmark of the place before.
        self.mentioned: Thing | None = None

    # --- small helpers ------------------------------------------------------------

    def items(self, i: int, *kinds: str) -> list[Item]:
        return [item for item in self.w.at(i) if not kinds or item.kind in kinds]

    def word(self, i: int) -> str:
        return self.w.words[i] if 0 <= i < len(self.w) else ""

    def skip_cost(self, i: int) -> float:
        if self.w.content(i):
            return SKIP_CONTENT
        if self.items(i, "with", "it", "not", "direction"):
            return SKIP_STRUCTURE
        return SKIP_SMALL if self.w.known(i) else SKIP_UNKNOWN

    def span_cost(self, a: int, b: int) -> float:
        return sum(self.skip_cost(k) for k in range(a, b))

    def fillers(self, i: int, most: int = 2) -> list[tuple[int, float, tuple[int, ...]]]:
        """Where reading may go on after leaving out up to `most` words from `i` that carry no
        meaning (never across a sentence's end)."""
        found = [(i, 0.0, ())]
        j, cost, skipped = i, 0.0, ()
        for _ in range(most):
            if j < len(self.w) and self.word(j) in INTENSIFIERS and self._relation_at(j + 1) and self.word(
                    j - 1) not in ("the", "my", "your", "from"):  # "from the right in the row": a side
                # "right behind", "just left of": the word stresses the relation, it is said, not left out
                j, cost = j + 1, cost + 0.05
                found.append((j, cost, skipped))
                continue
            if self.word(j) in ("at", "on", "in", "to") and any(
                    r.phrase.split()[-1] in ("of", "to", "from") for r in self.items(j + 1, "relation")):
                j, cost = j + 1, cost + 0.05  # "at right side of X", "to left of X": said with the relation
                found.append((j, cost, skipped))
                continue
            if j >= len(self.w) or self.w.content(j) or (j in self.w.stops and j != i):
                break
            cost += self.skip_cost(j)
            skipped += (j,)
            j += 1
            found.append((j, cost, skipped))
        return found

    def _relation_at(self, j: int) -> bool:
        return bool(self.items(j, "relation", "under", "below-you", "in", "at", "to", "far-from-you", "near-you"))

    def _key(self, key: tuple) -> tuple:
        """A rule's key with what its readings depend on besides position: the things named before."""
        return key + (len(self.context), id(self.context[-1]) if self.context else 0, id(self.taken),
                      id(self.mentioned))

    def cached(self, key: tuple, compute: Callable[[], list[Parse]]) -> list[Parse]:
        """A rule's readings computed once per position, all of them (see `memo` for the rules whose
        readings are pruned)."""
        key = self._key(key)
        if key not in self._cache:
            self._cache[key] = compute()
        return self._cache[key]

    def memo(self, key: tuple, compute: Callable[[], list[Parse]]) -> list[Parse]:
        key = self._key(key)
        if key not in self._memo:
            self._memo[key] = []  # a rule that reaches itself at the same position finds nothing
            self._memo[key] = cheapest(compute())
        return self._memo[key]


def cheapest(parses: list[Parse], said: Callable[[Parse], str] = lambda p: repr(p.value)) -> list[Parse]:
    """The cheapest few different readings of each end, cheapest first: `BEAM // 2` of an end, told apart
    by `said` (what the reading says).  Readings that end in different places are not rivals; a
    reading's words are compared only while its end has room (they are long)."""
    kept, per_end, seen = [], {}, set()
    for parse in sorted(parses, key=lambda p: (p.cost, -p.end)):
        if per_end.get(parse.end, 0) >= BEAM // 2:
            continue
        key = (parse.end, said(parse))
        if key not in seen:
            seen.add(key)
            per_end[parse.end] = per_end.get(parse.end, 0) + 1
            kept.append(parse)
    return kept


__all__ = ["Rules", "BEAM", "INTENSIFIERS", "cheapest"]
