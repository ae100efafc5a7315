"""Descriptions written as notes: a "with" clause left without its "with", set off by a bracket or a comma
("the X/W/X/W stack (gray base, closest to robot)", "the stack (red top)", "the tower, blue on top").

Only a note right after a stack's noun, and only what says its top or its bottom, is read so ("gray base", "red top", "blue on top", "cyan at
the bottom"), or its colours alone ("the near tower (yellow-red-green)"): a noun phrase alone after a comma says the shape again or names another (the rules of
fallback_pcfg.reader.postmodifiers and .afterthoughts), it does not say what the shape wears.
"""

from __future__ import annotations

from fallback_pcfg.reader.distances import Distances
from fallback_pcfg.reader.lexical import Parse

#: Words that say where on a stack a shape said in a note is: its top or its bottom.
ENDS = frozenset({"base", "bottom", "top", "cap", "hat", "based", "topped"})


class Notes(Distances):
    """The rules of descriptions written as notes."""

    def unmarked_with(self, i: int) -> list[Parse]:
        """"(gray base)", "(red top)", ", blue on top", "(cyan at the bottom)" after a noun, at `i` just after a
        bracket or comma: what "with gray base" says of it."""
        if i not in self.w.commas or not any(t.value == "stack" for t in self.items(i - 1, "type")):
            return []  # (said of a stack, just named: "the X/W/X/W stack (gray base)")
        found = [Parse(p.end, p.value, p.cost + 0.1, p.skipped) for p in self._with_clause(i)
                 if p.value[0] in ("check", "checks") and any(self.word(k) in ENDS for k in range(i, p.end))]
        colours, j = [], i  # "the right near tower (yellow-red-green)": its colours, bottom up, and nothing more
        while colour := next(iter(self.items(j, "color")), None):
            colours, j = colours + [colour.value], colour.end
        if len(colours) > 1 and (j >= len(self.w) or j in self.w.commas or j in self.w.stops):
            found.append(Parse(j, ("colours", colours), 0.1))
        return found
