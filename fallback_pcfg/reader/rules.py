"""What every rule of the command reader shares: the words of one command, what leaving a word out
costs, the words that may be passed over ("right" in "right behind"), and the memo that keeps each
rule's readings per position (the cheapest `BEAM` of them).

The memo keeps what a rule read once for every shape taken (and every place before) when reading it did
not ask what that was (`Rules.taken`, `Rules.mentioned`): the second step of a take ("... then set it down
left of the green stack") is read once, not again for each reading of the first step; only what says "it"
or "its" there is read per shape taken.

The rule layers build on `Rules` in order, each in its own module: phrases (noun phrases), sides,
holding, formations, postmodifiers (descriptions after a noun), places, commands, sentences.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from fallback_pcfg.reader.binding import Binding
from fallback_pcfg.reader.lexical import Item, Parse, Words
from fallback_pcfg.reader.meaning import Thing

T = TypeVar("T")

#: How much worse than the best reading a reading may be and still be kept (fallback_pcfg.reader.CommandReader).
WORSE = 4.0
#: The bound on work (counted in cost, never in time): a sentence is not read from a position where what is left
#: out (or said as a topic) before it already costs more than WORSE + SLACK above the cheapest reading found from an
#: earlier position: no reading from there could be kept (SLACK: what a clause or a later step may take back,
#: "- 0.05" here and there, with room to spare).  If the readings kept turn out dearer than that (they failed
#: later), the reader reads again without it (`Sentences.passed`): the bound changes no reading it keeps.
SLACK = 1.0

#: How many readings a rule keeps per position.
BEAM = 16
#: Costs closer than this may be one cost once a sum rounds them (`rivals` keeps such ties).
TIE = 1e-9
#: What leaving a word out costs: one that means something, one nobody knows, a small word.
SKIP_CONTENT, SKIP_UNKNOWN, SKIP_SMALL = 3.0, 0.6, 0.15
#: Leaving out a word that builds a phrase ("with", "it", "not"): it says how the others go together.
SKIP_STRUCTURE = 0.5
#: Words that only stress the relation after them: "right behind", "just left of", "directly on".
INTENSIFIERS = frozenset({"right", "just", "directly", "immediately", "exactly", "way", "all", "straight", "over",
                          "down", "up", "out", "back over", "most"})  # ("most left": learner usage, leftmost)
#: What a rule binds for the rules it uses and some readings depend on: the shape taken in the second step
#: of a take ("... and put it left of it"), the landmark of the place before ("... three squares to its left"),
#: and the shape a clause moves, what "it" may mean in the place it goes ("onto the blue cube right next to it").
ASKABLE = ("taken", "mentioned", "landmarks", "moving")


class Rules(Binding):
    """The words of one command, the things named so far, and the memo of the rules' readings."""

    def __init__(self, words: Words):
        self.w = words
        #: Readings per rule key, then per what reading them asked (`ASKABLE`, in that order), then per the
        #: ids of what that was: a reading that asked nothing serves every shape taken and place before.
        self._memo: dict[tuple, dict[tuple[str, ...], dict[tuple, list[Parse]]]] = {}
        self._cache: dict[tuple, dict[tuple[str, ...], dict[tuple, list[Parse]]]] = {}
        #: What the entries being read asked (themselves or in readings they used), innermost last.
        self._asked: list[set[str]] = []
        #: The pruned entries being read, with all that is bound: one that reaches itself finds nothing.
        self._reading: set[tuple] = set()
        #: What is bound now (`ASKABLE`), and how many entries were being read when it was bound: those
        #: outside read another value (their own, or none).
        self._said: dict[str, Thing | None] = dict.fromkeys(ASKABLE)
        self._since: dict[str, int] = dict.fromkeys(ASKABLE, 0)
        self._bound: list[Thing] = []  # (alive while the memo keys on their ids)
        self._alike: dict[str, Thing] = {}  # (`_alike_taken`)
        #: The work reading the command took: the rule readings computed (not found in the memo), and the
        #: readings each of them built.
        self.work = 0
        #: The `rivals` of each list of readings a rule kept (by its id; the list is kept alive with them).
        self._rivals: dict[int, tuple[list[Parse], list[Parse]]] = {}
        #: What depends on the words alone, found once (`once`).
        self._once: dict[tuple, Any] = {}
        #: What the sentences before named ("There are two blue cubes."), most recent last: what
        #: "that stack", "the one on the left" and "it" may mean.
        self.context: tuple[Thing, ...] = ()
        #: The shapes the commands before moved or the gripper holds: what a bare "one" never points back to.
        self.moved: tuple[Thing, ...] = ()
        #: What a heading before a colon named ("Blue pyramid on the red cube: move to the corner"),
        #: the object of a verb that names none in the sentence after it.
        self.heading: Thing | None = None

    # --- small helpers ------------------------------------------------------------

    def items(self, i: int, *kinds: str) -> list[Item]:
        return [item for item in self.w.at(i) if not kinds or item.kind in kinds]

    def word(self, i: int) -> str:
        return self.w.words[i] if 0 <= i < len(self.w) else ""

    def says(self, i: int, words: tuple[str, ...]) -> bool:
        """Whether `words` are said from `i`."""
        return tuple(self.w.words[i:i + len(words)]) == words

    def skip_cost(self, i: int) -> float:
        if self.w.content(i):
            return SKIP_CONTENT
        if self.items(i, "with", "it", "not", "direction") or (
                self.items(i, "and") and self.items(i + 1, "action")):  # "and put on Y": a new clause
            return SKIP_STRUCTURE
        return SKIP_SMALL if self.w.known(i) else SKIP_UNKNOWN

    def span_cost(self, a: int, b: int) -> float:
        return sum(self.skip_cost(k) for k in range(a, b))

    def fillers(self, i: int, most: int = 2) -> list[tuple[int, float, tuple[int, ...]]]:
        """Where reading may go on after leaving out up to `most` words from `i` that carry no
        meaning (never across a sentence's end).  (Found once per position: the rules ask often.)"""
        return self.once(("fillers", i, most), lambda: self._find_fillers(i, most))

    def _find_fillers(self, i: int, most: int) -> list[tuple[int, float, tuple[int, ...]]]:
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
        return bool(self.items(j, "relation", "under", "below-you", "in", "at", "to", "far-from-you", "near-you",
                               "side"))  # ("directly robot-side of X")

    def once(self, key: tuple, compute: Callable[[], T]) -> T:
        """What `compute` finds, which depends on the command's words alone: found once per command."""
        if key not in self._once:
            self._once[key] = compute()
        return self._once[key]

    def rivals(self, parses: list[Parse]) -> list[Parse]:
        """`rivals(parses)`, found once for each list a rule kept (`cached`)."""
        found = self._rivals.get(id(parses))
        if found is None:
            found = self._rivals[id(parses)] = (parses, rivals(parses))
        return found[1]

    def _key(self, key: tuple) -> tuple:
        """A rule's key with what its readings depend on besides position: the things named before (and
        what is bound, where asked: see `_entry`)."""
        return key + (len(self.context), id(self.context[-1]) if self.context else 0)

    def cached(self, key: tuple, compute: Callable[[], list[Parse]]) -> list[Parse]:
        """A rule's readings computed once per position, all of them (see `memo` for the rules whose
        readings are pruned)."""
        return self._entry(self._cache, key, compute, pruned=False)

    def memo(self, key: tuple, compute: Callable[[], list[Parse]]) -> list[Parse]:
        return self._entry(self._memo, key, compute, pruned=True)

    def _entry(self, store: dict[tuple, dict[tuple[str, ...], dict[tuple, list[Parse]]]], key: tuple,
               compute: Callable[[], list[Parse]], pruned: bool) -> list[Parse]:
        """A rule's readings from `store`, or computed and kept for every value of what reading them did not
        ask (`ASKABLE`): read once, they serve wherever what they asked is the same.  A pruned rule that
        reaches itself at the same position finds nothing (as if it asked everything: what it would find
        may depend on it)."""
        key = self._key(key)
        whole = (key,) + self._ids(ASKABLE)
        if whole in self._reading:
            self._ask(ASKABLE)
            return []
        kept = store.setdefault(key, {})
        for names, by_ids in kept.items():
            parses = by_ids.get(self._ids(names))
            if parses is not None:
                self._ask(names)
                return parses
        if pruned:
            self._reading.add(whole)
        self._asked.append(set())
        try:
            parses = compute()
        finally:
            asked = self._asked.pop()
            self._reading.discard(whole)
        self.work += 1 + len(parses)
        if pruned:
            parses = cheapest(parses)
        names = tuple(name for name in ASKABLE if name in asked)
        self._ask(names)
        kept.setdefault(names, {})[self._ids(names)] = parses
        return parses


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


def rivals(parses: list[Parse], said: Callable[[Parse], str] = lambda p: repr(p.value)) -> list[Parse]:
    """The parses that may still be among the `cheapest` of their end once the same cost is added to each and
    their readings are told apart as they are here, in their order: a parse dearer than `BEAM // 2` different
    ones of its end never is (a clause pairs each thing with every place after it; those dearer are waste)."""
    by_end: dict[int, list[int]] = {}
    for k, parse in enumerate(parses):
        by_end.setdefault(parse.end, []).append(k)
    kept: list[int] = []
    for ks in by_end.values():
        if len(ks) <= BEAM // 2:
            kept += ks
            continue
        ks.sort(key=lambda k: parses[k].cost)
        seen: set[str] = set()
        bound = float("inf")
        for k in ks:
            if parses[k].cost > bound:
                break
            kept.append(k)
            if len(seen) < BEAM // 2:
                seen.add(said(parses[k]))
                if len(seen) == BEAM // 2:  # (a margin: the sum may round two costs that differ less to one)
                    bound = parses[k].cost + TIE
    return [parses[k] for k in sorted(kept)]


__all__ = ["Rules", "BEAM", "INTENSIFIERS", "SLACK", "WORSE", "cheapest", "rivals"]
