"""The size of a formation said as its rows by its columns: "the 2x2 white patch", "a 3 by 3 block", "the
two-by-two of yellow cubes", "the yellow 2x2" (the size said as the noun: a block that size); and the height of a
stack said after a number: "the 3 high stack", "two cubes high", "the two-cube tower" (not "the four tall towers").

    >>> from rcl.normalise import normalise
    >>> from fallback_pcfg.reader.lexical import Item, Words
    >>> grid_sizes(Words.of(normalise("the 3 by 3 checker")), 1)
    [(4, 9)]
    >>> grid_sizes(Words.of(normalise("the red 2x4 block")), 2)
    [(3, 8)]

Functions of the words only: the noun-phrase rules (fallback_pcfg.reader.phrases) read what they say.
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import Item, Words

#: Words between the two numbers of a size ("3 by 3", "2 x 4").
TIMES = frozenset({"by", "x", "times"})
#: What a size said as a noun names: a block of shapes that size ("the yellow 2x2").
SIZED = "block"
#: Nouns of the shapes a stack is made of: "one cube high", "the two-block tower".
SHAPE_WORDS = frozenset({"cube", "cubes", "block", "blocks", "shape", "shapes", "box", "boxes"})


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


def size_by(words: Words, j: int) -> tuple[int, int] | None:
    """"(two) by two": the second count of a size said as "N by M", and where it ends."""
    if _word(words, j) != "by":
        return None
    return next(((int(n.value), n.end) for n in words.at(j + 1, "cardinal") if n.value.isdigit()), None)


def height_after(words: Words, j: int) -> int | None:
    """Where a height word ends after a number ("two high", "3 levels", "one cube high"), or None; a
    number of cubes before a stack's noun is its height too ("the two-cube stack": the noun is next)."""
    for item in words.at(j, "high"):
        return item.end
    if words.at(j, "color") and _word(words, j + 1) in SHAPE_WORDS and not words.at(j + 1, "high"):
        j += 1  # "the two blue cubes stack" (learner usage): a stack of two blue cubes
    if _word(words, j) in SHAPE_WORDS:
        for item in words.at(j + 1, "high"):
            return item.end
        if any(n.value == "stack" for n in words.at(j + 1, "type")):
            return j + 1
    return None


def counts_tall_ones(words: Words, count: Item) -> bool:
    """Whether a number before "tall" or "high" counts the shapes of a plural noun after it ("the four tall
    towers"), not their height ("the 3 high stack")."""
    if _word(words, count.end) not in ("tall", "high"):
        return False
    return any(n.phrase.endswith("s") for n in words.at(count.end + 1, "type"))


def _word(words: Words, j: int) -> str:
    return words.words[j] if 0 <= j < len(words.words) else ""


__all__ = ["SHAPE_WORDS", "SIZED", "counts_tall_ones", "grid_sizes", "height_after", "size_by"]
