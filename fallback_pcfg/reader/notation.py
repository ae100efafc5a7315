"""Notation: commands written the way notes are, a shape's place now and where it goes with no preposition,
and places beside a shape said without their small words.

    Red cube: back-left corner -> front-left corner | red cube back-left corner -> front right corner
    red cube, left edge -> right edge | the gray cube front-left of the tower

A part of the board named bare (no "in", "at" or "from") right after the shape a command moves, and
before where it goes (an arrow or "to", "into", "onto"), says where the shape is now, as "the red cube
in the back-left corner" would.  After a heading ("Red cube: ..."), the place opens the sentence.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.notes import Notes

#: What a bare place of a shape is: a part of the board, not a shape (also what "(not the front row)" denies).
BOARD_PARTS = frozenset({"corner", "edge", "region"})
#: Words that start where a shape goes after its bare place ("... back-left corner to front-left corner").
GOING = frozenset({"to", "into", "onto"})
#: What reading a place as where a shape is costs more than the same place said with "in" or "at".
BARE = 0.2
#: Parts of the board that may follow a heading's colon as where its shape goes ("Gray cube: floor, front-right
#: corner"): never a shape, which the words after a colon may say again ("Take the red cube: the one on the left").
NOTED_PLACES = frozenset({"board", "corner", "edge", "tile"})


class Notation(Notes):
    """The rules of places written as notes."""

    def shorthand_post(self, i: int) -> list[Parse]:
        """A description after a noun said the short way, from `i`: "(the cube) front-left of X", the corner square
        of the two sides ("(the yellow cube) (not the front row)" is a denial: fallback_pcfg.reader.negation)."""
        return [Parse(p.end, ("relation", p.value), p.cost, p.skipped) for p in self.diagonal_steps(i, unsaid=True)]

    def bare_source(self, thing: Thing, i: int) -> list[Parse]:
        """`thing` said where it is now by a part of the board named bare from `i`, before where it goes."""
        found = []
        for place in self._bare_places(i):
            for where in self._where(place):
                one = described(thing, where.value)
                if one is not None and where.end == place.end:
                    found.append(Parse(where.end, one, where.cost + BARE, where.skipped))
        return found

    def noted_place(self, i: int) -> bool:
        """Whether a part of the board starts the sentence after a heading's colon at `i` ("Gray cube: floor, ...")."""
        return self.heading is not None and i in self.w.colons and any(
            p.value.type in NOTED_PLACES for p in self.np(i)) and not self.bare_place_at(i)  # (there now: "... -> ...")

    def bare_place_at(self, i: int) -> bool:
        """Whether a part of the board named bare starts at `i` and where a shape goes follows it."""
        return bool(self._bare_places(i))

    def _bare_places(self, i: int) -> list[Parse]:
        return [p for p in self.np(i) if p.value.type in BOARD_PARTS and not p.value.relations and (
            p.end in self.w.arrows or self.word(p.end) in GOING)]


__all__ = ["Notation"]
