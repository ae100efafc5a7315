"""One shape of several of its kind, said with its own noun before "of": "the middle cube of the three blue cubes",
"the middle blue cube of the three", "the second red cube of the four", "the leftmost cube of the gray row".

"The middle one of the three blue cubes" names one of those cubes (`Phrases._one_of_several`); so does "the middle
cube of the three blue cubes", with the noun said again instead of "one", and "the middle blue cube of the three",
with the noun said only before "of". The head's position words (a side, an ordinal, "middle", "last") pick it out
among them, and a count said of them ("of the three") is the group of that many side by side (planner.groups), as
"the left one of the 3 blue cubes" is; a row or group named after "of" ("the end cube of the gray row") is the
group of its shapes.

Used by the group rules (fallback_pcfg.reader.formations) on what follows "of".
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import LINES
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.members import COLLECTIVES, group_check, member_colours
from fallback_pcfg.reader.parts import part_of

#: Kinds of shape a head may be one of several of.
SHAPES = frozenset({"cube", "prism", "shape", "stack"})
#: Checks that pick one out among several of its kind ("the middle one", "the last one").
PICKING = frozenset({"middle", "end"})
#: What reading the group as a group of that count costs less (as `Phrases._one_of_several` does).
GROUPED = 0.02


def told_apart(thing: Thing) -> bool:
    """Whether a head says which one it is among several: a side, an ordinal, "middle", "last"."""
    return bool(thing.indicators or thing.ordinal or any(c.kind in PICKING for c in thing.checks))


def only_counted(thing: Thing, count: int) -> Thing:
    """"(the middle blue cube) of the three": that many of the head's own kind and colours."""
    return Thing(thing.type, colours=list(thing.colours), plural=True, count=count, said_count=True)


def one_of_kind(head: Parse, several: list[Parse]) -> list[Parse]:
    """The head ("the middle cube") as one of the `several` after "of" ("the three blue cubes") where they are of
    its kind and colours; [] where the head says no place among them, or is no single shape."""
    thing: Thing = head.value
    if thing.type == "one" and not thing.plural:  # "the last one of the red row": one of the row's shapes
        several = [inner for inner in several if inner.value.noun in COLLECTIVES]
        thing = thing.copy()
        thing.type = "shape"
    if thing.type not in SHAPES or thing.plural or thing.noun in COLLECTIVES or thing.relations or not told_apart(
            thing):
        return []
    found = []
    for inner in several:
        group: Thing = inner.value
        if group.group is not None or inner.skipped:
            continue  # "the left one of those gray cubes": those said before (`Phrases._one_of_several`), "those" read
        if group.type == "cube-group" and group.noun in COLLECTIVES - LINES and not group.colours:
            group = group.copy()  # "the middle stack of the back group": a group of any shapes (not a board's row)
            group.type = "shape"
        if group.noun in COLLECTIVES and group.type in ("cube", "prism", "shape") and (
                group.colours or thing.colours or group.noun not in LINES) and not (group.plural or group.ordinal):
            # "the leftmost cube of the gray row", "the rightmost green cube of the row of four": one of its shapes
            one = thing.copy()
            one.colours = list(thing.colours or member_colours(group))
            members = group.copy()
            members.type = thing.type if thing.type in ("cube", "prism") else group.type
            one = part_of(one, members)  # ("the right cube of the front row of the block": of the block)
            found.append(Parse(inner.end, one, head.cost + inner.cost, head.skipped + inner.skipped))
            continue
        if group.type not in SHAPES or not (group.plural or (group.count or 0) > 1) or group.noun in COLLECTIVES:
            continue
        if group.type != thing.type and "shape" not in (group.type, thing.type):
            continue
        if group.colours and thing.colours and set(group.colours) != set(thing.colours):
            continue
        one = group.copy()
        one.type = thing.type if thing.type != "shape" else group.type
        one.colours = list(thing.colours or group.colours)
        one.indicators = thing.indicators + [i for i in group.indicators if i not in thing.indicators]
        one.ordinal, one.checks = thing.ordinal, thing.checks + group.checks
        one.plural, one.count, one.said_count, one.noun, one.at = False, None, False, thing.noun, thing.at
        cost, skipped = head.cost + inner.cost, head.skipped + inner.skipped
        found.append(Parse(inner.end, one, cost, skipped))
        if one.type != "stack" and group.count and group.count > 1:  # "of the three": of a group of three
            members = group.copy()
            members.type, members.colours = one.type, list(one.colours)
            grouped = one.copy()
            grouped.checks = grouped.checks + [group_check(members)]
            found.append(Parse(inner.end, grouped, cost - GROUPED, skipped))
    return found


__all__ = ["GROUPED", "PICKING", "SHAPES", "one_of_kind", "only_counted", "told_apart"]
