"""The size of a formation said as its rows by its columns: "the 2x2 white patch", "a 3 by 3 block", "the
two-by-two of yellow cubes", "the yellow 2x2" (the size said as the noun: a block that size).

    >>> from rcl.normalise import normalise
    >>> from fallback_pcfg.reader.lexical import Words
    >>> grid_sizes(Words.of(normalise("the 3 by 3 checker")), 1)
    [(4, 9)]
    >>> grid_sizes(Words.of(normalise("the red 2x4 block")), 2)
    [(3, 8)]

Functions of the words only: the noun-phrase rules (fallback_pcfg.reader.phrases) read what they say.
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Words

#: Words between the two numbers of a size ("3 by 3", "2 x 4").
TIMES = frozenset({"by", "x", "times"})
#: What a size said as a noun names: a block of shapes that size ("the yellow 2x2").
SIZED = "block"


def grid_sizes(words: Words, j: int) -> list[tuple[int, int]]:
    """The sizes said from `j` (where each ends, and how many squares it covers): "3x3" (one word), "3 by 3",
    "2 x 4", "two-by-two"."""
    word = words.words[j] if j < len(words) else ""
    rows, x, columns = word.partition("x")
    if x and rows.isdigit() and columns.isdigit():
        return [(j + 1, int(rows) * int(columns))]
    found = []
    for first in words.at(j, "cardinal"):
        if first.end < len(words) and words.words[first.end] in TIMES:
            found += [(second.end, int(first.value) * int(second.value)) for second in words.at(first.end + 1,
                                                                                                  "cardinal")
                      if first.value.isdigit() and second.value.isdigit()]
    return found


__all__ = ["grid_sizes", "SIZED"]
