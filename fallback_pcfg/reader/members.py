"""A shape of a group of shapes seen as one ("the far row of blue cubes", "the gray block"): the group's nouns, the
check that a shape is one of it, the colour its shapes share, and the shape at one of its ends ("at the right end of
the row", "just past the last red cube on the right").

Functions of `fallback_pcfg.reader.meaning` values only, used by the description rules
(`fallback_pcfg.reader.describing`).
"""

from __future__ import annotations

from fallback_pcfg.reader.lexical import small_words
from fallback_pcfg.reader.meaning import Check, Relation, Thing

#: Nouns of a group of shapes seen as one, besides the concept lexicon's ("wall", "pair", "checkerboard"):
#: the reader's words of class "formation" (words.tsv).
FORMATIONS = frozenset(phrase for phrase, kinds in small_words().items() if "formation" in kinds)
#: Nouns of a line or heap of shapes: "the far row of blue cubes" means the blue cubes in it.
COLLECTIVES = frozenset({"row", "line", "column", "group", "cluster", "set", "bunch", "rows", "lines", "block", "patch",
                         "pile", "heap", "diagonal"}) | FORMATIONS
#: The shape at the end of a group a side relation looks from: left of the row is left of its left end.
GROUP_ENDS = {"left": "leftmost", "right": "rightmost", "front": "front", "backward": "back"}


def group_end(group: Thing, relation: str) -> Thing | None:
    """"left of the red yellow red green row", "behind the row of blue cubes": the shape at that end of the
    group, as the landmark of a side relation (None: not a group, or not a side)."""
    if relation not in GROUP_ENDS or not (group.noun in COLLECTIVES or group.plural and group.count in (None, 0)) \
            or group.type not in ("cube", "prism", "shape") or not (
                group.colours or group.plural or group.type != "shape"):
        return None  # ("right of the two red cubes" is not said of a group: "between" is)
    any_side = group.copy()
    any_side.indicators = []
    return Thing(group.type, colours=member_colours(group), indicators=[GROUP_ENDS[relation]],
                 checks=in_group(any_side), noun="end")


#: The side a shape at an end of a group faces: the way past that end ("at the right end of the row").
END_SIDES = {"left": "left", "leftmost": "left", "right": "right", "rightmost": "right", "front": "front",
             "back": "backward"}


def past_end(end: Thing) -> Relation | None:
    """"at the right end of the row", "just past the far end of the gray line", "just past the last red cube on the
    right": the square beyond the shape at that end of a group, that way (None: not the end of a group, or no side
    said)."""
    side = next((END_SIDES[i] for i in end.indicators if i in END_SIDES), None)
    last = end.type in ("cube", "prism", "shape", "stack", "one") and any(c.kind == "end" for c in end.checks)
    if side is None or not (last or end.noun == "end" and any(c.kind == "group" for c in end.checks)):
        return None  # ("just past the last red cube on the right": the last of a line, at that end)
    return Relation(side, end, count=1 if side == "backward" else None)


def group_check(group: Thing) -> Check:
    """That a shape is one of the group `group` describes (planner.groups): the group's description,
    without a noun or ordinal of its own; a count said of it is how many squares the group covers
    ("the row of three blue cubes")."""
    members = group.copy()
    members.plural, members.count, members.said_count, members.noun, members.ordinal = False, None, False, "", None
    several = group.noun in COLLECTIVES and group.noun.endswith("s")  # "the two red rows": how many rows
    return Check("group", members, count=group.count if group.count and group.count > 1 and not several else None)


def in_group(group: Thing) -> list[Check]:
    """What says a shape is one of the group `group` describes: its group check, and for "the inner (outer)
    row" the line of the group nearest (farthest from) the middle, should the rows touch as one block."""
    return [group_check(group)] + [Check(c.kind) for c in group.checks if c.kind in ("inner", "outer")]


def member_colours(group: Thing) -> list[str]:
    """The colour a shape of the group has, when the group has one ("the gray block"; "the red yellow red
    row": none)."""
    return list(group.colours) if len(set(group.colours)) == 1 else []
