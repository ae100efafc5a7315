"""Shapes said by their place in a row: what the description and group rules (fallback_pcfg.reader.postmodifiers,
.formations) make of "the blue cube on the right end of the back row" and "the red block off the end of the row".

"On the end of a row" says where the shape is, as "at the end" does: the shape at that end, before a shape
stacked on the end one ("the blue cube on the right end of the back blue row" is the row's rightmost blue
cube). A shape on top of it is said so: "the cube on top of the one at the right end". "The end of the row"
said with no side is one of its two ends: what else is said ("the red block off the end of the green row")
or the board tells which. A shape "in the gray row" is one of the row's shapes.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import LINES
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Thing
from fallback_pcfg.reader.members import group_check

#: What "on the end of a row" costs less read as the end shape itself than as one on it.
AT_END = 0.02


def end_shape_first(preposition: str, place: Thing, descriptions: list[Parse]) -> list[Parse]:
    """The `descriptions` a place gives ("on the right end of the row"), the end shape itself made the cheaper
    when the place is a row's end said with "on" or "at"."""
    if preposition not in ("on", "at") or place.noun != "end":
        return descriptions
    return [Parse(d.end, d.value, d.cost - AT_END, d.skipped) if d.value[0] == "same" else d for d in descriptions]


def bare_end(place: Thing) -> list[Check]:
    """"the end of the green row" said with no side: one of the row's two ends (what is said after it, or the
    board, tells which), as an `end` check of its shapes; [] for any other place."""
    return [Check("end")] if place.noun == "end" and not place.indicators and place.type in ("edge", "region") \
        and not place.checks else []


#: The shape at an end said by its side alone ("the one at the left end"): the extreme one that way.
END_MOST = {"left": "leftmost", "right": "rightmost", "front": "front", "back": "back"}


def end_of_its_line(preposition: str, place: Parse) -> list[Parse]:
    """"(the one) at the left end", "(the stack) on the far end" with no "of" after it: the shape at that end
    of the shapes meant (the leftmost of them), as well as a shape on that edge of the board ([] for any
    other place)."""
    end: Thing = place.value
    if preposition not in ("at", "on") or end.noun != "end" or end.type != "edge" or len(end.indicators) != 1 \
            or end.indicators[0] not in END_MOST or end.relations or end.checks:
        return []
    return [Parse(place.end, ("indicator", END_MOST[end.indicators[0]]), place.cost + 0.05, place.skipped)]


#: Words that put a shape inside a line of shapes, not on top of it ("on the gray row" may be either).
WITHIN = frozenset({"in", "within", "inside", "along", "over in", "at"})


def one_of_line(preposition: str, place: Parse) -> list[Parse]:
    """"the leftmost cube in the gray row", "the second cube from the right in the line of red cubes": a shape
    of that row (the group of its shapes, planner.groups), not one inside a gray cube ([] for any other place:
    a row said by where it is, or counted, is read by the group rules)."""
    line: Thing = place.value
    if preposition not in WITHIN or line.noun not in LINES or not line.colours or line.type not in (
            "cube", "prism", "shape") or line.indicators or line.ordinal or line.relations or line.checks or line.count:
        return []
    members = line.copy()
    members.type = line.type if line.type in ("cube", "prism") else "shape"
    return [Parse(place.end, ("check", group_check(members)), place.cost + 0.05, place.skipped)]


__all__ = ["END_MOST", "WITHIN", "bare_end", "end_of_its_line", "end_shape_first", "one_of_line"]
