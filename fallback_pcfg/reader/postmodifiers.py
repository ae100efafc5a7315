"""Descriptions after a noun: what the command reader makes of "the red cube on the blue one", "the
cube you are holding", "the stack with a red cube on top", "the second row from the back", "not the
one under the pyramid", "in line with the red cubes", and the relations ("on top of X", "between X
and Y") they and the places are made of.

The rules build on the noun phrases (fallback_pcfg.reader.phrases), the relations
(fallback_pcfg.reader.relations), the places of things described (fallback_pcfg.reader.whereabouts) and the
description each word starts (fallback_pcfg.reader.description_items), and hand each description to
`fallback_pcfg.reader.describing`, which says what it adds to the thing.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import ITS_SIDES
from fallback_pcfg.reader.description_items import DescriptionItems
from fallback_pcfg.reader.geometry import inward
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing


class Descriptions(DescriptionItems):
    """The description and relation rules over one command's words."""

    def post(self, i: int) -> list[Parse]:
        """One description after a noun (its value says what it adds to the thing)."""
        return self.memo(("post", i), lambda: self._post_one(i))

    def _post_one(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        if i >= len(self.w) or i in self.w.stops or i in self.w.arrows:  # "X -> on top of Y": where it goes
            return found
        for start, cost, skipped in self.fillers(i, 3):
            if start in self.w.stops and start != i:
                continue
            for p in [p for item in self.items(start) for p in self._post_item(item)] + self.gripper_post(start) + \
                    self._stood_on(start) + self._where_clause(start) + self.farther_from(start) + \
                    self.farthest_toward(start) + self.beside_unsaid(start) + self.unmarked_with(start) + \
                    self.shorthand_post(start) + self.line_checks(start) + self.gap_of(start) + self.meeting(start) + \
                    self._bare_aside(start) + [Parse(p.end, ("checks", inward(p.value)), p.cost, p.skipped)
                                               for p in self.diagonal_inward(start)]:
                found.append(Parse(p.end, p.value, p.cost + cost, skipped + p.skipped))
            if self.word(start) in ("to", "on", "at"):  # "the cube on the red cube's left", "on the side of X facing
                # the front"
                found += [Parse(p.end, ("relation", p.value), p.cost + cost, skipped + p.skipped)
                          for p in self.side_of_shape(start)]
            if self.word(start) in ("to", "on", "at"):  # "the empty spot just to its right": beside the shape meant
                found += [Parse(end, ("relation", Relation(side, it, count=1 if side == "backward" else None)),
                                cost + 0.1, skipped) for end, side in self._its_side(start) for it in self._its()
                          if it is not None]
        if self.word(i - 1).endswith("'s"):  # "the tower's top cube", "the red cube's hat"
            found += self._owned(i)
        return found

    def _owned(self, i: int) -> list[Parse]:
        """What a thing said in the possessive has: a shape of its stack, or on top of it ("the tower's top")."""
        found = [Parse(p.end, ("owned", p.value), p.cost + 0.05, p.skipped) for p in self.np(i)
                 if p.value.type in ("cube", "prism", "shape", "one")]
        if self.word(i) == "top" and not self.items(i + 1, "type", "one"):
            found.append(Parse(i + 1, ("owned", Thing("shape", checks=[Check("free")])), 0.05))
        side = ITS_SIDES.get(self.word(i))
        if side is not None:  # "on the red cube's left (side)": the square on that side of it
            end = i + 1 + (self.word(i + 1) == "hand")
            end += self.word(end) == "side"
            found.append(Parse(end, ("owned", Thing("tile", relations=[Relation(side)])), 0.1))  # (sides.py says it too)
        return found

    def _bare_aside(self, i: int) -> list[Parse]:
        """"the lone green cube (rightmost green, not stacked)": a thing said again with no "the", in brackets (the
        asides that start with a word of their own are `_post_item`'s; after a bare comma a phrase with no "the"
        is as often the next thing said: "Yellow block, far row, second cube from left")."""
        if self.items(i, "det", "one", "restate"):
            return []
        if i not in self.w.brackets:  # "on red cube, small stack of two in middle": only the stack a shape is in
            # is said again so, with no "the" (a learner's), after a comma
            return [p for p in self._aside(i, 0.5, True) if i in self.w.commas and p.value[1].type == "stack"
                    and not p.skipped]  # (all of it: not "..., find the stack with ...")
        made = [Parse(p.end, ("made", p.value), p.cost + 0.15, p.skipped) for p in self.makings(i) if len(p.value) > 1]
        return self._aside(i, 0.15, True) + made  # ("the left tower (2 gray cubes + red pyramid)": its makings)

    def _aside(self, i: int, cost: float, marked: bool) -> list[Parse]:
        """The thing said again from `i`, more exactly: "the one closer to the back", or (set off by a mark
        or a word that restates) a noun phrase ("the red cube (the red sitting on green)": its colour said
        again, and where it is)."""
        found = []
        for other in self.np(i):
            said = other.value.relations or other.value.indicators or other.value.checks
            # "the cyan one the cube not the pyramid": a contrast says it is an aside, marked or not
            contrast = any(c.kind == "not" for c in other.value.checks)
            if other.value.type == "one" and said or (marked or contrast) and other.value.type in (
                    "cube", "prism", "shape", "stack", "tile", "corner") and (
                    not other.value.colours or said or other.value.type == "stack"):  # ("(red+gray stack)")
                found.append(Parse(other.end, ("same", other.value), other.cost + cost, other.skipped))
        return found
