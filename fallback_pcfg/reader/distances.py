"""Descriptions by distance from a shape: "the green cube farther from the blue pyramid", "the one more far
from blue pyramid" (learner usage), "the red cube farthest away from the tower", "most far from X"; and
"the one farthest to the front", "most far to the left" (a side of the board: the extreme one that way); and
"beside" with its shape left unsaid ("move it onto the blue cube beside", "the red stack right beside"):
beside the shape spoken of.

A comparative or superlative of distance from a shape picks, of the shapes meant, the one farthest from it:
RCL has "nearest" but no "farthest", so the board checks it (`planner.checks`, kind `farthest`).  Far from
the robot, the viewer or a side of the board is the far side (fallback_pcfg.reader.postmodifiers), not this.
"""

from __future__ import annotations

from fallback_pcfg.reader.clauses import WithClauses
from fallback_pcfg.reader.describing import SIDED_THINGS
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing

#: Words of distance that compare ("farther", "more far") or pick the extreme ("farthest", "most far").
FAR_WORDS = frozenset({"farther", "further", "farthest", "furthest", "far"})
#: What may stand before "far" to make it compare: "more far", "most far" (learner usage), "the most far".
DEGREE_WORDS = frozenset({"more", "most"})
#: What the extreme one toward a side of the board is: leftmost, rightmost, or the one nearest the front or back.
TOWARD_SIDES = {"left": ("indicator", "leftmost"), "right": ("indicator", "rightmost"),
                "front": ("relation", Relation("nearest", Thing("region", indicators=["front"]))),
                "back": ("relation", Relation("nearest", Thing("region", indicators=["back"])))}
#: Words of adjacency that may be said without their shape: "the blue cube beside", "the stack alongside".
BESIDE_WORDS = frozenset({"beside", "alongside", "besides"})
#: What may follow such a word when its shape is left unsaid: a mark (end, comma) or a new clause.
AFTER_UNSAID = frozenset({"and", "so", "then", "on", "at", "to", "in", "which", "that"})


class Distances(WithClauses):
    """The rules of descriptions by distance from a shape."""

    def farther_from(self, i: int) -> list[Parse]:
        """"farther from X", "farthest away from X", "more far from X", "most far from X" at `i`: a check that
        of those meant it is the one farthest from X (a shape; "far from X" alone, with no degree, says too
        little to pick one and is left to other rules)."""
        j = i + (self.word(i) in DEGREE_WORDS)
        if self.word(j) not in FAR_WORDS or self.word(j) == "far" and j == i:
            return []
        j += 1
        j += self.word(j) == "away"
        if self.word(j) != "from":
            return []
        # (cheaper than "farther away" as the far side with "from X" as where it stands: the shape is the measure)
        return [Parse(mark.end, ("check", Check("farthest", mark.value)), mark.cost - 0.05, mark.skipped)
                for mark in self.np(j + 1) if mark.value.type in SIDED_THINGS]

    def farthest_toward(self, i: int) -> list[Parse]:
        """"(the gray cube) farthest to the front", "furthest toward the left", "most far to the front", "most
        to the front" (learner usage): of those meant, the extreme one toward that side of the board."""
        if self.word(i) in FAR_WORDS - {"far"}:
            j = i + 1
        elif self.word(i) in DEGREE_WORDS:
            j = i + 1 + (self.word(i + 1) == "far")
        else:
            return []
        if self.word(j) not in ("to", "toward", "towards"):
            return []
        j += 1 + (self.word(j + 1) == "the")
        said = TOWARD_SIDES.get(self.word(j))
        if said is None:
            return []
        end = j + 1 + (self.word(j + 1) in ("side", "edge", "end"))
        return [Parse(end, said, 0.15)]  # (after what the lexicon reads of it: "most left and most far to the front")

    def beside_unsaid(self, i: int) -> list[Parse]:
        """"(onto the blue cube) beside", "(the red stack) right beside, on its right side": next to the shape
        spoken of (the one taken, or named before), said without it, as learners and notes say it."""
        end = i + 1 + ((self.word(i), self.word(i + 1)) == ("next", "door"))  # "(the yellow block) right next door"
        if self.word(i) not in BESIDE_WORDS and end == i + 1 or end < len(self.w) and end not in \
                self.w.commas | self.w.stops and self.word(end) not in AFTER_UNSAID:
            return []
        return [Parse(end, ("relation", Relation("adjacent", it)), 0.1) for it in self._its() if it is not None]
