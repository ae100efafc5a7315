"""Lines of the board counted from a side: "the second row from the front", "3rd column from left",
"three squares in from the left edge", "one row in from the far edge", "the fourth square from the
back".

People who see the board as a grid name a square by counting rows and columns from its sides
("in the 2nd row from the front, 3 squares in from the left"). Each such phrase is one line of
the board (a row or a column), found where the words stand, as an `Item` of kind "gridline"
whose value is the side and the count ("front 2"); the noun-phrase and description rules put
the lines together into a square (fallback_pcfg.reader.describing: a `line` check each).

A count of squares ("three squares in from the left") may count the edge's own square or not:
the count itself is read first, the next line after it as a reading of its own (kind
"gridline+"), and the board decides.

>>> from rcl.normalise import normalise
>>> from fallback_pcfg.reader.lexical import Words
>>> [(i.kind, i.value) for i in Words.of(normalise("in the 2nd row from the far edge")).at(1)
...  if i.kind.startswith("gridline")]
[('gridline', 'front 2')]
"""

from __future__ import annotations

from typing import Callable, Sequence

#: Nouns of a line or a square of the board, as counted ("the second row", "three squares in").
GRID_NOUNS = frozenset({"row", "rows", "column", "columns", "line", "lines", "file", "files", "lane", "lanes",
                        "square", "squares", "field", "fields", "space", "spaces", "spot", "spots", "place", "places",
                        "cell", "cells", "tile", "tiles", "position", "positions", "step", "steps"})
#: Nouns of a line of the board that a number after them names ("column 3 from the left", "row two from the back").
NUMBERED_LINES = frozenset({"row", "column", "line", "lane", "file"})
#: Words that count from a side: "from", "in from", "counting from", "counted from".
COUNTING = ("from", "in from", "counting from", "counted from", "away from", "out from", "over from", "up from",
            "down from", "back from", "forward from", "along from")
#: Words after a side that name the board's edge there ("from the left edge").
EDGE_WORDS = frozenset({"edge", "side", "border", "edges", "sides", "rim"})
#: Nouns of a wall of shapes, which a count from a side named before them counts from ("from the left wall").
WALLS = frozenset({"wall", "walls", "fence"})
#: Words that name the robot's side of the board, where the count starts ("from my end", "from the robot side").
NEAR_WORDS = frozenset({"robot", "robot's", "my", "our", "your", "ur", "me", "you", "us"})
#: The sides of the board a side word may name (the lexicon's indicators).
SIDES = frozenset({"front", "back", "left", "right"})

#: What the lexical layer is asked: the indicator a word names at a position, if any (front, back, left, right).
SideAt = Callable[[int], "tuple[str, int] | None"]
#: The count a phrase at a position says: (value, end, is an ordinal), if any.
CountAt = Callable[[int], "list[tuple[int, int, bool]]"]


def grid_lines(words: Sequence[str], count_at: CountAt, side_at: SideAt) -> list[tuple[int, int, str, int, bool]]:
    """Every line counted from a side: (start, end, side, count, alternative) for each reading, where
    `alternative` marks the count that leaves out the edge's own square ("one row in from the far
    edge": the second row)."""
    found, bare = [], []
    for start in range(len(words)):
        j = start + (words[start] == "the")
        for count, after, ordinal, named in _counts(words, j, count_at):
            k = after
            noun = named or k < len(words) and words[k] in GRID_NOUNS
            k += noun and not named
            counting = next((c for c in COUNTING if tuple(words[k:k + len(c.split())]) == tuple(c.split())), None)
            if counting is None:
                continue
            k += len(counting.split())
            k += k < len(words) and words[k] in ("the", "its")
            side, k = _side(words, k, side_at)
            if side is None:
                continue
            if side_at(k) is not None or k < len(words) and words[k] in ("corner", "corners"):
                continue  # "second square from the front-left corner": counted from a corner, not a side
            if WALLS & set(words[k:k + 2]):
                continue  # "second field from the left (yellow) wall": counted from the wall (reader.walls)
            edge = k < len(words) and words[k] in EDGE_WORDS
            k += edge
            inward = counting != "from"
            if ordinal and not (noun or edge or inward):
                bare.append((start, k, side, count, False))
                continue  # "the second from the left": which of the shapes, not a line of the board (alone)
            if not ordinal and not (noun or inward):
                continue  # "two from the left": no line said
            found.append((start, k, side, count, False))
            if not ordinal:  # "three squares in from the left": maybe the squares past the edge's own
                found.append((start, k, side, count + 1, True))
    return found + crossing(words, bare)


def _counts(words: Sequence[str], j: int, count_at: CountAt) -> list[tuple[int, int, bool, bool]]:
    """The counts of a line from `j`: (value, end, is an ordinal, its noun said before it), as "third row" or
    "row three" says it ("column 3 from the left": the third column, a number after a line's noun names it)."""
    found = [(count, end, ordinal, False) for count, end, ordinal in count_at(j)]
    if j < len(words) and words[j] in NUMBERED_LINES:
        found += [(count, end, True, True) for count, end, _ in count_at(j + 1)]
    return found


def crossing(words: Sequence[str], bare: list) -> list:
    """Of the bare ordinals ("4th from the left"), those said next to another across theirs ("4th from the front
    4th from the left", "2nd from left and 3rd from back"): two counts across each other name a square of the
    board, so each is a line of it, not which of the shapes (after a row said with its noun, "the 4th row from
    the front, 4th from the left", the second may count the shapes in it: fallback_pcfg.reader.describing)."""
    def across(line: tuple, other: tuple) -> bool:
        return (line[2] in ("front", "back")) != (other[2] in ("front", "back"))

    def next_to(first: tuple, second: tuple) -> bool:
        return tuple(words[first[1]:second[0]]) in ((), ("and",), ("the",), ("and", "the"))

    return [line for line in bare if any(across(line, other) and (next_to(line, other) or next_to(other, line))
                                         for other in bare if other is not line)]


def _side(words: Sequence[str], k: int, side_at: SideAt) -> tuple[str | None, int]:
    """The side named at `k` ("the far edge", "left", "my side", "the robot"), and where it ends."""
    if k < len(words) and words[k] in NEAR_WORDS:
        k += 1
        if k < len(words) and words[k] in ("end", "side", "edge"):
            k += 1
        return "back", k
    named = side_at(k)
    if named is None:
        return None, k
    side, end = named
    if end < len(words) and words[end] == "hand":  # "the left hand side"
        end += 1
    return side, end


__all__ = ["grid_lines", "GRID_NOUNS"]
