"""A shape said by a part of a block of shapes: one of its lines ("the right cube of the front row of the yellow
block", "the right end of the block's back line", "its row nearer the front"), or a line said alone where the block
is already the topic ("In the big yellow block, take the cube at the right end of the back line", "Red 2x4 block,
left column: ...").

A line of a block is where its shapes lie farthest that way (formations.line_of): a shape of it is a shape of the
block, told apart first by the line's side and then by its own words ("the second from the left in the front row":
front, then second from the left). So a shape of a line of a block is a shape of the block with the line's side
said before its own, not a shape of a group of that line's shapes (which is the whole block again). And "the back
line" said bare, with a block as the topic, is that block's back line, not the board's backmost group of shapes.

Functions of readings only: the group and topic rules (fallback_pcfg.reader.formations, .topics) call them.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import LINES
from fallback_pcfg.reader.meaning import Check, Thing
from fallback_pcfg.reader.members import in_group

#: The sides a line of a block is said by.
SIDES = frozenset({"front", "back", "left", "right"})


def line_of_block(group: Thing) -> bool:
    """Whether `group` is a line of a group of shapes ("the far row of the yellow block"): a shape of a group,
    told apart by a side, named by the noun of a line."""
    return group.noun in LINES and group.type in ("cube", "prism", "shape") and bool(group.indicators) and any(
        c.kind == "group" for c in group.checks) and set(group.indicators) <= SIDES and not group.ordinal


def said_line(place: Thing) -> bool:
    """Whether a place is a line said by its side alone ("the front row", "the left column"), which may be a
    block's ("the block's front row", "its left column")."""
    return place.noun in LINES and len(place.indicators) == 1 and set(place.indicators) <= SIDES and not (
        place.ordinal or place.relations or place.checks or place.colours)


def bare_line(check: Check) -> bool:
    """Whether a group check names a line by its side alone ("the back line", "the left column": the group of
    shapes farthest that way, with nothing said of its shapes), which a block said before may own."""
    line = check.thing
    return check.kind == "group" and line is not None and not line.colours and bool(line.indicators) and set(
        line.indicators) <= SIDES and not (line.relations or line.checks or line.ordinal or line.count)


def part_of(one: Thing, group: Thing) -> Thing:
    """`one` as a shape of `group`: of a line of a block, a shape of the block with the line's side said first
    ("the right cube of the front row of the yellow block": front, then right); of a block, a shape of it, and
    a line said bare in `one` is the block's ("the right end of the back line", in the big yellow block)."""
    part = one.copy()
    if line_of_block(group):
        sides, checks = list(group.indicators), list(group.checks)
    else:  # (a line said bare is a block's, not a row's: "in the far row, the back line" says nothing so)
        lines = [c for c in part.checks if bare_line(c)][:1] if group.noun not in LINES else []
        sides = list(lines[0].thing.indicators) if lines else []
        part.checks = [c for c in part.checks if c not in lines]
        checks = in_group(group)
    own = [i for i in part.indicators if i not in sides]
    # an ordinal counts from the first side said (planner.grounding): "the second from the left in the back
    # line" counts from the left, along the back line
    part.indicators = own + sides if part.ordinal and own else sides + own
    part.checks = part.checks + [c for c in checks if c not in part.checks]
    return part


__all__ = ["bare_line", "line_of_block", "part_of", "said_line"]
