"""Sentences that say where things are before naming them: "In the back row there are seven red cubes.",
"..., and just to its left is a lone gray cube.", "Behind the tower sits a red block." The place said first
describes the things named after it (fallback_pcfg.reader.sentences reads such sentences as naming, not
commanding).
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation
from fallback_pcfg.reader.tallies import Tallies

#: Verbs of being somewhere, after a place said first ("just to its left is a gray cube", "behind it sits ...").
PLACED = frozenset({"is", "are", "sits", "sit", "stands", "stand", "lies", "lie", "rests", "rest", "waits"})


class Existentials(Tallies):
    """The rules of a place said before the things in it."""

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
