"""Shapes and lines said by their number in a count: "cube number 3 from the left", "cube #3 from the left" ("#" is
read "number", rcl.normalise), "number two from the back",
"row number 4", "the one numbered 2 from the right".

"Number N" said of a thing counted from a side is the Nth, as an ordinal says it: the words become an ordinal
phrase of the reader's (fallback_pcfg.reader.lexical), which every rule of ordinals reads ("the third cube
from the left", "the cube third from the left", "the fourth row").
"""

from __future__ import annotations

#: Words before a count that make it a place in the count ("number 3", "numbered 3", "no. 3").
NUMBERING = frozenset({"number", "numbered", "nr", "num"})
#: The counts a board's rows and lines have.
LARGEST = 8


def numbered(words: tuple[str, ...], counts) -> list[tuple[int, int, str]]:
    """(start, end, count) of each "number N" in `words` (`counts(i)`: the (value, end, is an ordinal) of the
    counts said at position i), as an ordinal phrase."""
    found = []
    for k, word in enumerate(words[:-1]):
        if word not in NUMBERING:
            continue
        found += [(k, end, str(value)) for value, end, ordinal in counts(k + 1) if not ordinal and
                  1 <= value <= LARGEST and end == k + 2]
    return found


__all__ = ["LARGEST", "NUMBERING", "numbered"]
