"""The start of a row as a place: "at the start of the row of blocks", "to the beginning of that line":
the square just past its first shape, read as a row is read, from the left (the viewer's reading order),
which makes the row longer there, as "at the left end of the row" does.

A rule layer of the command reader (fallback_pcfg.reader.rules): the place rules
(fallback_pcfg.reader.places) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.across import Across
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.members import group_end, past_end

#: Nouns of the first end of a row.
STARTS = frozenset({"start", "beginning", "head"})
#: Words before them that only say the move goes there.
LEADING = frozenset({"at", "to", "on", "onto", "in", "into"})


class Ends(Across):
    """The rules of the start of a row."""

    def _row_start(self, i: int) -> list[Parse]:
        """"(at) the start of the row of blocks": the square left of its leftmost shape (None for a shape
        that is no row: "the start of the red cube" is nothing)."""
        k = i + (self.word(i) in LEADING)
        k += self.word(k) in ("the", "that", "this")
        k += self.word(k) == "very"  # "at the very start of the row"
        if self.word(k) not in STARTS or self.word(k + 1) != "of":
            return []
        found = []
        for row in self.np(k + 2):
            first = group_end(row.value, "left")
            beyond = past_end(first) if first is not None else None
            if beyond is not None:
                found.append(Parse(row.end, beyond, row.cost + 0.1, row.skipped))
        return found


__all__ = ["Ends"]
