"""What a topic or a place said before the verb says of a command's things ("In the far row of red cubes, take
the third one from the right", "In the back row, take the top cube off the fourth stack from the left"): the
thing counted by position is one of that group, or there, and so is "it" said again (fallback_pcfg.reader.sentences).
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.describing import LINES, described
from fallback_pcfg.reader.meaning import Act, Check, Thing
from fallback_pcfg.reader.members import COLLECTIVES
from fallback_pcfg.reader.parts import part_of


def counted_in_group(acts: list[Act], group: Thing) -> list[Act] | None:
    """The acts with their first thing counted by position one of the group a topic names ("In the far row
    of red cubes, take the third one from the right", "On the right hand wall take the top red off the
    second stack back from the yellow corner"): None when the topic names no group or nothing is told apart
    by what a group could tell."""
    acts = _middle_said_of_group(acts)
    found = _counted(acts)
    if group.noun not in COLLECTIVES or found is None:
        return None
    group = shapes_of_line(group)
    k, thing = found
    if thing.type not in ("cube", "prism", "shape", "one", "stack") or (  # ("In the red and blue checkerboard,
            thing.colours and group.colours and not set(thing.colours) <= set(group.colours)):  # the red corner one")
        return None
    one = thing.copy()
    if one.type != "stack":  # (a stack of the group stands on one of its shapes: planner.groups)
        one.colours = one.colours or list(group.colours)
    if one.type == "one":
        one.type = group.type
    one = part_of(one, group)  # ("In the yellow block, take the right end of the back line": the block's)
    told = _with_counted(acts, k, one)
    # "In the green group ..., take the front right green and put it left of the front left green": a later
    # landmark of the group's kind told apart by its side is in the group too
    return [replace(act, place=replace(act.place, landmark=_of_topic(act.place.landmark, group)))
            if act.place is not None and act.place.landmark is not None else act for act in told]


def _middle_said_of_group(acts: list[Act]) -> list[Act]:
    """The acts with a first thing said to be "in the middle" ("In the row of blue and cyan cubes, pick up the blue
    cube in the middle") told apart as the middle one, of the topic's group, not the middle of the board."""
    act = acts[0] if acts else None
    if act is None or act.again or act.thing.pronoun:
        return acts
    middle = [r for r in act.thing.relations if r.name == "within" and r.landmark is not None and
              r.landmark.type == "region" and r.landmark.indicators == ["center"] and not r.landmark.relations]
    if not middle:
        return acts
    thing = act.thing.copy()
    thing.relations = [r for r in thing.relations if r not in middle]
    thing.checks = thing.checks + [Check("middle")]
    return [replace(act, thing=thing)] + [_retold(later, act.thing, thing) for later in acts[1:]]


def shapes_of_line(group: Thing) -> Thing:
    """A coloured line read as a stack ("in the green column, take the second from the front") as the group of its
    shapes: a column of single cubes along the board, or one of stacked cubes, which touch as one group too."""
    if group.type != "stack" or group.noun not in LINES or not group.colours:
        return group
    shapes = group.copy()
    shapes.type = "shape"
    return shapes


def _of_topic(mark: Thing, group: Thing) -> Thing:
    """`mark` as one of the topic's group when it is a shape of its colours told apart by a side only."""
    sided = any(i in ("left", "right", "front", "back") for i in mark.indicators)
    if not sided or mark.ordinal is not None or mark.type not in ("cube", "prism", "shape", "one") or set(
            mark.colours) != set(group.colours) or mark.relations or any(c.kind == "group" for c in mark.checks):
        return mark
    one = mark.copy()
    one.type = group.type if one.type == "one" else one.type
    return part_of(one, group)


def _counted(acts: list[Act]) -> tuple[int | None, Thing] | None:
    """The first thing the first act names that is counted by position (an ordinal, a side, the middle one,
    a corner one, "the second counting from the corner"): the act's thing (None) or the landmark of its k-th relation."""
    act = acts[0] if acts else None
    if act is None or act.again or act.thing.pronoun:
        return None
    marks = [(k, r.landmark) for k, r in enumerate(act.thing.relations) if r.landmark is not None]
    return next(((k, t) for k, t in [(None, act.thing)] + marks if t.ordinal is not None or any(
        i in ("left", "right", "front", "back", "leftmost", "rightmost", "center") for i in t.indicators) or any(
        c.kind in ("counted", "corner", "middle") for c in t.checks)), None)  # (also "the corner cube", "the middle one")


def _with_counted(acts: list[Act], k: int | None, told: Thing) -> list[Act]:
    """The acts with the counted thing (see `_counted`) told apart as `told`, and "it" said again of it."""
    act = acts[0]
    thing = told if k is None else act.thing.copy()
    if k is not None:
        thing.relations[k] = replace(thing.relations[k], landmark=told)
    # "... and put it on the stack next to it": "it" is the shape taken, as now told apart
    return [replace(act, thing=thing)] + [_retold(later, act.thing, thing) for later in acts[1:]]


def retold_first(acts: list[Act], told: Thing) -> list[Act]:
    """The acts with the first act's thing told apart as `told`, and "it" said again of it."""
    return _with_counted(acts, None, told)


def placed_there(acts: list[Act], setting: tuple) -> list[Act] | None:
    """The acts with a place said before the verb ("In the back row, take the top cube off the fourth stack
    from the left": the fourth of the back row's stacks) said of the first thing counted by position, or
    else of the shape the first act takes, and of "it" said again; None when it does not fit."""
    if not acts or acts[0].again or acts[0].thing.pronoun:
        return None
    k, target = _counted(acts) or (None, acts[0].thing)
    if target.type not in ("cube", "prism", "shape", "stack", "one"):
        return None
    told = described(target.copy(), setting)
    return _with_counted(acts, k, told) if told is not None else None


def _retold(act: Act, before: Thing, now: Thing) -> Act:
    """`act` with the thing `before` (as "it" copied it) read as `now` wherever it stands."""
    def again(thing: Thing | None) -> Thing | None:
        if thing is None:
            return None
        if thing == before:
            return now.copy()
        t = thing.copy()
        t.relations = [replace(r, landmark=again(r.landmark), other=again(r.other)) for r in t.relations]
        return t
    place = act.place
    if place is not None:
        place = replace(place, landmark=again(place.landmark), other=again(place.other))
    return replace(act, thing=again(act.thing), place=place)


def said_in(thing: Thing, lead: Thing | tuple) -> Thing:
    """`thing` as in the group or the part of the board said before a sentence that points at it ("In the
    row of stacks nearest you, find the stack with a red cube on top": one of those stacks; "On the left,
    see the little tower ...": there); `thing` itself when the two do not fit."""
    if isinstance(lead, tuple):
        return described(thing, lead) or thing
    if lead.noun not in COLLECTIVES or thing.type not in ("cube", "prism", "shape", "one", "stack") or (
            thing.type not in (lead.type, "one", "shape", "stack")) or (
            thing.colours and lead.colours and set(thing.colours) != set(lead.colours)):
        return thing
    return part_of(thing, lead)  # ("Look at the yellow block. In its front row, ...": the block's)


def uses_topic(acts: list[Act], start: int) -> bool:
    """Whether the acts of a command starting at `start` point back to a topic said before it: "it", or a
    thing said before the command ("the right one" of the topic's shapes)."""
    said = [t for act in acts for t in (act.thing, act.place.landmark if act.place is not None else None) if t]
    while said:
        thing = said.pop()
        if thing.pronoun or thing.at is not None and thing.at < start:
            return True
        said += [m for r in thing.relations for m in (r.landmark, r.other) if m is not None]
        said += [c.thing for c in thing.checks if c.thing is not None]
    return False
