"""A shape named as one of a block of shapes said as a whole: "the yellow cube in the yellow 2x2 at the back",
"the left yellow cube of the 2x2", "the front-right green of the 4-green block", "the cube in the block nearest
the robot", "the blue one in the red and blue checkerboard".

People name a cluster of shapes as one thing (a block, a patch, a 2x2, a group) and then point into it. "In"
and "of" after a shape then say which group it is one of (planner.groups), with what is said of the group
(where it is, its size) telling the group apart and the shape's own words (its side, its colour) which of its
shapes is meant.

A rule layer of the command reader (fallback_pcfg.reader.rules): the place rules
(fallback_pcfg.reader.places) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import LINES
from fallback_pcfg.reader.enclosures import Enclosures
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.members import COLLECTIVES, in_group, member_colours

#: Kinds of shape a block is made of.
SHAPES = ("cube", "prism", "shape")


class Blocks(Enclosures):
    """The rules of a shape said as one of a block of shapes."""

    def _placed(self, place: Parse) -> list[Parse]:
        """"(the yellow cube) in the yellow 2x2 at the back": one of that group (besides what `_placed` says of
        a place after a noun: on one of the group's shapes, where the group is)."""
        found = super()._placed(place)
        group: Thing = place.value
        if block_like(group) and group.colours:  # (said as the shape it is: no square of the board is one)
            member = Thing(group.type if group.type in ("cube", "prism") else "shape",
                           colours=member_colours(group), checks=in_group(group))
            found.append(Parse(place.end, ("same", member), place.cost + 0.02, place.skipped))
        return found

    def _collective(self, i: int, heads: list[Parse]) -> list[Parse]:
        """"the left yellow cube of the yellow 2x2", "the front-right green of the 4-green block": the shape at
        that place in the group (besides what `_collective` reads after "of")."""
        found = super()._collective(i, heads)
        for head in heads:
            shape: Thing = head.value
            of = self.items(head.end, "of")
            if not of or shape.type not in SHAPES or shape.noun in COLLECTIVES or shape.relations or not (
                    shape.indicators or shape.ordinal):
                continue
            for inner in self.np(of[0].end):
                group: Thing = inner.value
                if block_like(group) and not (shape.colours and group.colours and not set(shape.colours) <= set(
                        group.colours)):
                    found.append(Parse(inner.end, self._member(shape, group), head.cost + inner.cost + 0.02,
                                       head.skipped + inner.skipped))
        return found


def block_like(group: Thing) -> bool:
    """Whether a noun phrase names a block of shapes as one ("the yellow 2x2", "the red block", "the gray
    patch"), not one shape nor a line counted on the board."""
    return group.type in SHAPES and group.noun in COLLECTIVES and group.noun not in LINES and not group.plural \
        and not group.ordinal and "center" not in group.indicators and not any(
            c.kind in ("group", "inner", "outer", "middle", "corner") for c in group.checks)  # (no place in one)


__all__ = ["Blocks", "block_like"]
