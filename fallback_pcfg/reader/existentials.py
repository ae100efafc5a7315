"""Sentences that say how things are and command nothing: "It is the fourth square from the back.", "In the
back row there are seven red cubes.", "..., and just to its left is a lone gray cube.", "Behind the tower sits
a red block." A place said first describes the things named after it (fallback_pcfg.reader.sentences reads
such sentences as naming, not commanding).
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SQUARES
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation
from fallback_pcfg.reader.tallies import Tallies

#: Verbs of being somewhere, after a place said first ("just to its left is a gray cube", "behind it sits ...").
PLACED = frozenset({"is", "are", "sits", "sit", "stands", "stand", "lies", "lie", "rests", "rest", "waits"})


class Existentials(Tallies):
    """The rules of sentences that say how things are, and of a place said before the things in it."""

    def there_is(self, a: int) -> tuple[Relation | None, int]:
        """"In the back row there are ...": the place a sentence's things are in, and where they start."""
        for item in self.items(a, "relation"):
            for place in self.relation(item):
                j = place.end
                if self.word(j) in ("there's", "theres"):
                    return place.value, j + 1
                if self.word(j) == "there" and self.word(j + 1) in ("is", "are"):
                    return place.value, j + 2
        return None, a

    def place_said_first(self, k: int, end: int) -> Parse | None:
        """"(and) just to its left is a lone gray cube", "Behind it sits a red block": where a thing is, said
        before the verb of being and the thing (a locative inversion); its end is where the thing starts."""
        k += self.word(k) == "and"
        places = [p for p in self.post(k) if p.value[0] == "relation" and p.end < end and self.word(p.end) in PLACED]
        best = min(places, key=lambda p: p.cost, default=None)
        return Parse(best.end + 1, best.value, best.cost, best.skipped) if best is not None else None

    def denied_first(self, a: int, b: int) -> int | None:
        """"Don't put it in the hole, stack it on the green cube", "Not in the hole please - put it on X": what
        not to do, said before the command after a mark; where the command starts (the first mark after which
        a verb of the arm follows), or None."""
        if not _denial(self.word(a), self.word(a + 1)):
            return None
        said = a + 1 + (self.word(a) == "do")  # the words of what not to do: a verb ("don't put it in the hole") or,
        # after a bare "not", a place ("not in the hole please"), never a shape ("Not the row but the single one, ...")
        if not (self.items(said, "action") if self.word(a) != "not" else self.items(said, "relation", "here")):
            return None
        return next((c for c in sorted(self.w.commas) if a < c < b and any(
            self.items(k, "action") and not self._a_noun(k) for k in range(c, b))), None)

    def _statement(self, a: int, b: int) -> bool:
        """A sentence that says how things are and asks for nothing: "It is the fourth square from the
        back.", "That's the one with the green top." (no verb of the arm in it), or what not to do."""
        first, second = self.word(a), self.word(a + 1)
        if _denial(first, second) and first != "not":
            return True  # "Please do not put it on top of the red cube.": what not to do, no command
        said = first in ("it's", "its", "that's", "thats", "there's", "theres") or (
            first in ("it", "that", "this", "there") and second in ("is", "are", "was", "'s")) or (
            self.there_is(a)[0] is not None)  # "In the back row there are seven red cubes."
        inverted = self.place_said_first(a, b)  # "Just left of the stack is (sits) a lone gray cube."
        if inverted is not None:
            return not any(self.items(k, "action") and not self._a_noun(k) for k in range(inverted.end, b))
        held = max((i.end for i in self.items(a, "held")), default=None)  # "You are holding a gray cube. Set it ..."
        if held is not None:
            return not any(self.items(k, "action") for k in range(held, b))
        # "The whole board is covered with green cubes except for one empty square. Put ...": it names the place
        said = said or b < len(self.w) and any(self.word(k) in ("is", "are", "was", "were") for k in range(a, b)) \
            and not any(self.items(k, "go") for k in range(a, b)) and any(
                item.phrase not in SQUARES for k in range(a, b) for item in self.items(k, "gap"))
        if said:
            return not any(self.items(k, "action") and not self._a_noun(k) for k in range(a, b))  # ("a stack")
        # "In the row of three gray blocks, the middle one has a red block on it.": what a shape has
        has = any(item.phrase.split()[0] in ("has", "have") for k in range(a + 1, b) for item in self.items(k, "with")
                  if not self._polite(k))  # ("I'd like to have the red cube on ...": a wish, no statement)
        return has and not any(self.items(k, "action") and (k == a or not self._a_noun(k)) or self.items(k, "go")
                               for k in range(a, b))  # ("... that has nothing on it goes to the corner": a command)

    def _polite(self, k: int) -> bool:
        """Whether the word at `k` is part of politeness or a wish ("I want to see the red cube on ..."): its
        "see" points at nothing."""
        return any(i.kind == "filler" and i.end > k for i in self.w.covering(k))

    def _a_noun(self, k: int) -> bool:
        """Whether a word that may be a verb is a noun here: after a determiner or a word describing a shape
        ("the stack", "the tall stack", "a red pile")."""
        return bool(self.items(k - 1, "det")) or bool(self.items(k, "type")) and bool(self.items(
            k - 1, "color", "tall", "short", "indicator", "cardinal", "free", "flat", "all"))


def _denial(first: str, second: str) -> bool:
    """Whether a sentence's first two words say what not to do: "don't", "never", "do not", "not (in the hole)"."""
    return first in ("don't", "dont", "never", "not") or (first, second) == ("do", "not")
