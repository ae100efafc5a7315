"""Diagonal places counted from a shape: what the command reader makes of "back-left of X", "diagonally to the front
right of the tower", "one square diagonally in from X", "(diagonal from X), one to the right and one to the robot
side": one square each way, corner to corner with it.

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.holding: the counted
places (fallback_pcfg.reader.counting) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SIDED_THINGS, SIDES, UNIT_NOUNS
from fallback_pcfg.reader.geometry import AXES, moved_by_both, moves_from
from fallback_pcfg.reader.holding import Holding
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import MOVING, Relation, Thing

#: Side words that may name one side of a corner square beside a shape ("front-left of X"): not "far" or
#: "near", which say how far ("far left of X").
CORNER_WORDS = frozenset({"front", "back", "rear", "left", "right"})
#: Last words of a side phrase said right before its landmark: "left of X", "behind X".
LANDMARK_BEFORE = frozenset({"of", "from", "to", "behind", "beyond", "past"})
#: The middle of the board, said as where a move goes ("diagonally in toward the middle").
MIDDLES = frozenset({"middle", "center", "inside", "board"})  # ("centre": normalised to American spelling)


class Diagonals(Holding):
    """The rules of a square diagonal from a shape, one square each way."""

    def steps_from(self, i: int, mark: Thing) -> list[Parse]:
        """"(diagonal from X), one to the right and one to the robot side", "(diagonal to X): one square right
        and one back from it": one square each way from `mark`, the corner square the words before named."""
        found = []
        with self.mentioning(mark):
            for start, cost, skipped in self.fillers(i, 1):
                for count in self.items(start, "cardinal"):
                    found += [Parse(p.end, p.value, p.cost + cost, skipped + p.skipped) for p in self._measure(
                        count, moving=True) if p.value.count == 1 and moves_from(p.value, mark)]
        return found

    def diagonal_steps(self, i: int, unsaid: bool = False) -> list[Parse]:
        """"(diagonally) back-left of X", "diagonally to the front right of the tower", "diagonally front-left
        of X": one square each way from X, corner to corner with it (said after a word of the diagonal; or,
        `unsaid`, with the two sides said together before "of" or "from": "the cube front-left of X", "just
        beyond and to the left of X")."""
        found = []
        for start, cost, skipped in self.fillers(i, 2):  # "diagonally to the back left of X"
            for first_end, one, first_of in self._corner_sides(start):
                joined = self.word(first_end) == "and"  # "behind and to the left of X", "in front of and left of X"
                if first_of and not joined:
                    continue
                for end, two, said_of in self._corner_sides(first_end + joined):
                    j = end + (not said_of and self.word(end) in ("of", "from", "to"))  # "back-left of X"
                    if AXES[two] == AXES[one] or j == end and not said_of or unsaid and not (
                            self._compound_corner(start, first_end, end, j) if not joined else self.word(j - 1) in (
                                "of", "from", "behind", "beyond", "past")):
                        continue
                    for mark in self.np(j):
                        if mark.value.type in SIDED_THINGS:
                            both = moved_by_both(Relation(one, count=1), Relation(two, mark.value, count=1), None)
                            found.append(Parse(mark.end, both, cost + mark.cost + 0.1 * unsaid,
                                               skipped + mark.skipped))
        return found

    def diagonal_inward(self, i: int) -> list[Parse]:
        """"(one square) diagonally in from X", "one square in diagonally from X", "diagonally in toward the
        middle": the square corner to corner with X on its side toward the middle of the board (the board
        checks it: `inward`); X unsaid is the shape meant before, or the one that moves."""
        k = i
        if self.word(k) in ("one", "1", "a") and self.word(k + 1) in UNIT_NOUNS:
            k += 2
        pair = (self.word(k), self.word(k + 1))
        if pair not in (("diagonally", "in"), ("diagonal", "in"), ("in", "diagonally"), ("diagonally", "inward"),
                        ("diagonally", "inwards")):
            return []
        k += 2
        if self.word(k) in ("toward", "towards", "to") and self.word(k + 1 + (self.word(k + 1) == "the")) in MIDDLES:
            k += 2 + (self.word(k + 1) == "the")  # "... toward the middle"
        if self.word(k) in ("from", "of"):
            return [Parse(p.end, p.value, p.cost + 0.05, p.skipped) for p in self.np(k + 1)
                    if p.value.type in SIDED_THINGS]
        mentioned = self.mentioned
        return [Parse(k, mentioned if mentioned is not None and not mentioned.pronoun else MOVING, 0.1)]

    def _compound_corner(self, start: int, first_end: int, end: int, j: int) -> bool:
        """Whether two sides said together with no word of the diagonal are one compound, front or back first
        ("front-left of X", "back right from X"): not "right behind X", "right in front of X", "right back of X",
        where "right" only stresses the side after it."""
        return first_end == start + 1 and self.word(start) in ("front", "back", "rear") and end == first_end + 1 \
            and self.word(first_end) in ("left", "right") and self.word(j - 1) in ("of", "from")

    def _corner_sides(self, k: int) -> list[tuple[int, str, bool]]:
        """The sides a word at `k` may name as one of the two of a corner square ("back", "left of", "front"):
        where it ends, the way (as a relation names it), and whether "of"/"from"/"to" was said with it."""
        found = []
        for item in self.items(k, "relation", "indicator"):
            way = SIDES.get(item.value, item.value)
            if way in AXES and (item.kind == "relation" or item.phrase in CORNER_WORDS):
                found.append((item.end, way, item.phrase.split()[-1] in LANDMARK_BEFORE))
        return list(dict.fromkeys(found))  # ("left": a relation and a side, one way)
