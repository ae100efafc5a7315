"""Results said after a place, that say it again: "..., so it sits on the left edge", "so that it's right
next to the white cube", "so that the wall is two cubes high there again".

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.stacks: the place rules
(fallback_pcfg.reader.places) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SIDED_THINGS
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.stacks import Stacks

#: Relations that name a place a shape can be put (with the planner's semantics).
PLACING = frozenset({"above", "within", "left", "right", "front", "backward", "between"})


class Results(Stacks):
    """The rules of a result clause after a place ("so it ends up ...")."""

    def _result(self, i: int, confirming: bool = False) -> list[Parse]:
        """"so it sits on the left edge", "so that it's right next to the white cube": where it ends up
        (any description when it only confirms a place said before)."""
        found = []
        for start, cost, skipped in self.fillers(i, 1):
            for item in self.items(start, "so"):
                for j, more_cost, more_skipped in self._so_words(item.end):
                    for place in self.place(j):
                        found.append(Parse(place.end, place.value, cost + more_cost + place.cost + 0.1,
                                           skipped + more_skipped + place.skipped))
                    touching = bool(self.items(j, "touches"))  # "so that it touches the yellow cube": beside it
                    for side in self.post(j):  # "so it's right next to the white cube"
                        if side.value[0] == "relation" and (side.value[1].name in PLACING or confirming or touching):
                            found.append(Parse(side.end, side.value[1], cost + more_cost + side.cost + 0.2,
                                               skipped + more_skipped + side.skipped))
                    if confirming:  # "so that the wall is two cubes high there again", "so it fills the square"
                        found += [Parse(p.end, p.value, cost + more_cost + p.cost, skipped + more_skipped + p.skipped)
                                  for p in self._made_high(j) + self._completing(j)]
        if confirming:  # "..., to fill in that blue corner", "..., filling the gap": what it is put there for
            for start, cost, skipped in self.fillers(i, 1):
                starts = [(to.end, 0.1) for to in self.items(start, "to") if self.word(start) == "to"]
                for j, more_cost in starts + [(start, 0.2)]:
                    found += [Parse(p.end, p.value, cost + more_cost + p.cost, skipped + p.skipped)
                              for p in self._completing(j)]
        return found

    def _completing(self, j: int) -> list[Parse]:
        """"(so it) fills the white square", "(to) complete the row of blue cubes": the shape becomes one of
        those shapes, so the square it goes on is next to them; "(to) fill the gap": it is that square (said
        of a place named before)."""
        found = []
        for fill in self.items(j, "fill", "complete"):
            for p in self.np(fill.end):
                if p.value.type in SIDED_THINGS:
                    found.append(Parse(p.end, Relation("adjacent", p.value), p.cost + 0.1, p.skipped))
                elif p.value.type == "tile":
                    found.append(Parse(p.end, Relation("within", p.value), p.cost + 0.1, p.skipped))
        return found

    def _made_high(self, j: int) -> list[Parse]:
        """"(so that) the wall is two cubes high", "(so) this one becomes four high": the shape goes on a
        column one shape lower than that, or on the floor for one high (said of where it goes)."""
        found = []
        for start, cost, skipped in [(j, 0.0, ())] + [(p.end, p.cost, p.skipped) for p in self.np(j)]:
            for k in [v.end for v in self.items(start, "is")] or [start]:
                for count in self.items(k, "cardinal"):
                    unit = count.end + (self.word(count.end) in ("cube", "cubes", "block", "blocks", "shapes"))
                    high = self._height_after(unit)
                    if high is None or not count.value.isdigit() or int(count.value) < 1:
                        continue
                    lower = int(count.value) - 1
                    mark = Thing("shape", checks=[Check("height", count=lower)]) if lower else Thing("board")
                    found.append(Parse(high, Relation("above", mark), cost + 0.1, skipped))
        return found

    def _so_words(self, j: int) -> list[tuple[int, float, tuple]]:
        """Past "it", "is", "ends up", "will stay", "sits" after "so"."""
        found = [(j, 0.0, ())]
        cost, skipped = 0.0, ()
        for _ in range(4):
            items = self.items(j, "it", "is", "go")
            if items:
                j = max(i.end for i in items)
            elif j < len(self.w) and not self.w.content(j) and not self._relation_at(j):
                cost, skipped, j = cost + self.skip_cost(j), skipped + (j,), j + 1
            elif self.items(j, "action") and self.word(j) in ("stay", "stays", "stand", "stands", "sit", "sits",
                                                               "rest", "rests"):
                j += 1
            else:
                break
            found.append((j, cost, skipped))
        return found


__all__ = ["Results", "PLACING"]
