"""What a stack is said to be made of: "a gray cube, a red cube and a blue cube", "red, blue and red cubes",
"of height 3", "red on red", "all green".

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.meetings: the
description rules (fallback_pcfg.reader.postmodifiers) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Thing
from fallback_pcfg.reader.meetings import Meetings


class Makeup(Meetings):
    """The rules of a stack's makeup: its shapes bottom up, its height, its colours."""

    def makings(self, i: int) -> list[Parse]:
        """The shapes a stack is said to be made of, from `i`, bottom up, each reading's value a list of
        things: "a gray cube, a red cube and a blue cube", "two blue cubes and two green cubes", "red, blue
        and red cubes" (one of each colour)."""
        return self.memo(("makings", i), lambda: self._makings(i))

    def _makings(self, i: int) -> list[Parse]:
        found = []
        for first in self.np(i):
            part: Thing = first.value
            if part.type not in ("cube", "prism", "shape", "one") or part.checks or part.held:
                continue
            found.append(Parse(first.end, [part], first.cost, first.skipped))
            if part.relations:  # a place said after the last part is where the stack stands
                continue
            j = first.end
            if self.word(j) in ("and", "plus", "then"):
                j += 1
            elif j not in self.w.commas or self.word(j) in ("the", "that"):  # (", the one in front": an aside)
                continue
            for rest in self.makings(j):
                parts = [part] + rest.value
                last = parts[-1]
                if last.plural and not last.count and all(p.type == "shape" and not p.noun for p in parts[:-1]):
                    last = last.copy()  # "red, blue and red cubes": one of each
                    last.plural, parts[-1] = False, last
                found.append(Parse(rest.end, parts, first.cost + rest.cost, first.skipped + rest.skipped))
        return found

    def _height_of(self, item: Item) -> list[Parse]:
        """"of height 3", "with a height of two", "height 2": how many shapes high it is."""
        j = item.end if item.kind != "height" else item.start
        j += self.word(j) == "a"
        if self.word(j) != "height":
            return []
        j += 1 + (self.word(j + 1) == "of")
        return [Parse(n.end, ("check", Check("height", count=int(n.value))), 0.05)
                for n in self.items(j, "cardinal") if n.value.isdigit()]

    def _colours_after(self, item: Item) -> list[Parse]:
        """The colours of a stack said after its noun, bottom up or top down: "red on red", "red with green",
        "(that is) red all the way down", "all green"; one colour alone only as all of it."""
        colours, j, whole = [], item.start, item.kind == "all"
        j += whole
        while colour := next(iter(self.items(j, "color")), None):
            colours.append(colour.value)
            j = colour.end
            if self.word(j) not in ("on", "over", "with", "and") or not self.items(j + 1, "color"):
                break
            j += 1
        for throughout in self.items(j, "throughout"):
            j, whole = throughout.end, True
        if not colours or len(colours) == 1 and not whole:
            return []
        return [Parse(j, ("colours", colours), 0.05)]
