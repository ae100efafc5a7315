"""Pointing back: which thing named before a phrase means ("that stack", "the second one from the left",
"the top one", "that corner" after "the stack in the front left corner").

Plain functions over what they use: the phrase's readings, the things the sentences before named
(`context`, the latest last) and, inside the second step of a take, the shape taken (`taken`, asked for
only where it can matter: the reader reads again for each shape taken only what asked).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from fallback_pcfg.reader.describing import same_group, same_kind
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import OPPOSITE, Check, Relation, Thing
from fallback_pcfg.reader.members import member_colours


#: The pronouns of one thing (also the shape a description is of, said inside it: "with a green cube next to it");
#: the others ("them", "those two", "both of them") point at several.
SINGULAR = frozenset({"it", "him", "her"})


def pronoun_antecedent(context: tuple[Thing, ...], pronouns: list) -> Thing | None:
    """What a pronoun with no shape taken or landmark before it points back to: the latest thing named that
    agrees with it in number ("There are two gray cubes by the red one. Move the one further from it": the
    red one; "them": several), else the latest thing named."""
    several = any(p.phrase not in SINGULAR for p in pronouns)
    for named in reversed(context):  # the latest first; a thing, then what it was said to be by ("two gray
        # cubes near the red cube. Move the one not touching it": the red cube)
        agreeing = [t for t in _with_landmarks(named) if _several(t) == several]
        if agreeing:
            return agreeing[0]
    return context[-1] if context else None


def _with_landmarks(thing: Thing, depth: int = 3) -> list[Thing]:
    """A thing and the shapes its relations and checks name, nearest first."""
    found = [thing]
    for mark in [r.landmark for r in thing.relations] + [c.thing for c in thing.checks]:
        if depth and mark is not None and mark.type in ("cube", "prism", "shape", "stack", "cube-group", "one"):
            found += _with_landmarks(mark, depth - 1)
    return found


def carried_pyramid(thing: Thing) -> bool:
    """Whether a thing is a pyramid said to have something on it, which no board has ("the one wearing the
    magenta pyramid" after "the cyan pyramid" is not that pyramid)."""
    return thing.type == "prism" and any(c.kind == "under" for c in thing.checks)


def _several(thing: Thing) -> bool:
    """Whether a thing was named as several shapes ("two gray cubes", "the blue ones"; "the row" is one)."""
    return thing.plural or bool(thing.count and thing.count > 1) or thing.type == "cube-group"


def pointed_at(results: list[Parse], pointing: bool, context: tuple[Thing, ...],
               taken: Callable[[], Thing | None], other: bool = False,
               landmarks: Callable[[], Thing | None] | None = None, moved: tuple[Thing, ...] = ()) -> list[Parse]:
    """"that stack", "that gray cap", "the second one from the left", "the one farther away", "the other
    one": a thing a sentence before named, told apart further by these words (`landmarks`: the shape taken
    as far as a description said again sees it, `Rules.landmarks_taken`). A bare "one" never means a shape
    `moved` (held, or moved by a command before): "Put the cyan pyramid down. It goes right of the stack
    right of the one wearing the magenta pyramid" repeats the noun before it (fallback_pcfg.reader.antecedents)."""
    found = []
    for parse in results:
        thing: Thing = parse.value
        telling = thing.ordinal is not None or any(i in ("left", "right", "leftmost", "rightmost") for i in
                                                   thing.indicators)
        several = any(n.plural and n.type == thing.type for n in context)  # "there are two cyan stacks"
        # "two lines of red cubes ... the inner line": one of the groups named before
        several = several or any(same_group(thing, n) for n in context)
        # "There are two yellow pieces. Take the pointy one.": a kind of shape told apart among shapes of both
        several = several or thing.type in ("cube", "prism") and not thing.colours and any(
            n.plural and n.type == "shape" for n in context)
        if not (pointing or thing.type == "one" or telling or several):
            found += _same_again(parse, context, landmarks or taken) + _other_than(parse, context, other)
            continue
        # "from the right R-G-B stack ... onto the left one": a thing told apart as one of several, like a
        # landmark named before it
        contrast = thing.type == "one" and (telling or other)
        bare = thing.type == "one" and not (pointing or other or thing.colours)
        kinds = [named for named in named_before(context, taken, pointing or contrast) if same_kind(thing, named)
                 and not (bare and any(named is m for m in moved))]
        for rank, named in enumerate(kinds):  # the latest of those it may mean first (a cap named on a stack
            # after the stacks does not push "the shorter stack" off them)
            if named.type == "stack" and thing.type == "one" and any(c.kind == "free" for c in thing.checks):
                top = Thing("shape", colours=member_colours(named), relations=[Relation("part", named.copy())],
                            checks=[Check("free")])  # "the little stack of two red blocks ... the top one"
                found.append(Parse(parse.end, top, parse.cost - 0.05 + 0.1 * rank, parse.skipped))
                continue
            t = named.copy()
            if named.plural:  # "seven red cubes next to one green cube": the group is next to it, not each
                t.relations = [r for r in t.relations if r.landmark is not None
                               and r.landmark.type in ("edge", "region", "corner")]
            if thing.type not in ("one", "shape", named.type) and not same_group(thing, named):
                t.type = thing.type
            if contrast and all(named is not n for n in context):  # "the right stack ... the left one": not it
                t = contrasted(named, thing, other)
            t.indicators += [i for i in thing.indicators if i not in t.indicators]
            t.checks += [c for c in thing.checks if c not in t.checks]
            t.ordinal = thing.ordinal or t.ordinal
            t.plural, t.count = False, t.count if same_group(thing, named) else None  # the row's count is its size
            t.other, t.at = thing.other, thing.at  # "the other red block": not the one of them told apart
            if named.plural:
                t.group = named  # one of those
            if pointing and named.type == "stack" and (shape := taken()) is not None and any(
                    r.landmark is named for r in shape.relations):  # "that stack": the one it was taken from
                t.checks.append(Check("source"))
            found.append(Parse(parse.end, t, parse.cost - 0.05 + (0.01 if pointing else 0.1) * rank, parse.skipped))
    return found

#: The line each side word tells things apart along: "the left one" after "the right stack" is another one.
AXES = {"left": "y", "right": "y", "leftmost": "y", "rightmost": "y", "front": "x", "back": "x"}


def contrasted(named: Thing, one: Thing, other: bool = False) -> Thing:
    """Another of the kind of a thing named, as "one" said with a side tells it ("from the right R-G-B stack
    onto the left one": a red, green and blue stack on the left; "the other one": any but that one)."""
    t = named.copy()
    t.indicators = [i for i in t.indicators if AXES.get(i) not in {AXES.get(j) for j in one.indicators}]
    if other:
        t.indicators = []
        t.checks.append(Check("not", named.copy()))
    return t


def _other_than(parse: Parse, context: tuple[Thing, ...], other: bool) -> list[Parse]:
    """"There is a red cube with a gray cube on its right. Move the other gray cube": one of its kind and
    colours, not the one a sentence before named and told apart (none when none was)."""
    thing: Thing = parse.value
    said = [n for named in reversed(context) for n in [named] + _beside(named) if other and not n.plural and
            n.type == thing.type and set(n.colours) == set(thing.colours) and (n.relations or n.checks)]
    if not said or thing.type not in ("cube", "prism", "stack"):
        return []
    t = thing.copy()
    t.other = False
    t.checks.append(Check("not", said[0].copy()))
    return [Parse(parse.end, t, parse.cost, parse.skipped)]


def _beside(thing: Thing) -> list[Thing]:
    """The shapes a thing was said to stand beside, each said from the thing ("a red cube with a gray cube on its
    right": a gray cube right of that red cube)."""
    plain = replace(thing, relations=[], checks=[])
    return [replace(r.landmark, relations=r.landmark.relations + [Relation(OPPOSITE[r.name], plain)])
            for r in thing.relations if r.name in OPPOSITE and r.landmark is not None and not r.landmark.pronoun]


def _same_again(parse: Parse, context: tuple[Thing, ...], taken: Callable[[], Thing | None]) -> list[Parse]:
    """"There is a blue cube on a green cube. Put it left of the green cube.", "There is a tower of two blue
    cubes ... just in front of the tower": a description said again as it was named, or by its noun alone,
    the thing named (after the reading that takes it afresh)."""
    thing: Thing = parse.value
    if thing.type == "corner" and not (thing.relations or thing.checks or thing.indicators):  # "... next to the
        # empty front left corner, move that one into the corner": the one corner named
        corners = {tuple(n.indicators): n for n in named_before(context, taken, True) if n.type == "corner" and
                   n.indicators}
        return [Parse(parse.end, named.copy(), parse.cost + 0.05, parse.skipped)
                for named in corners.values()] if len(corners) == 1 else []
    if thing.relations or thing.checks or thing.indicators or thing.ordinal or thing.type not in (
            "cube", "prism", "stack"):
        return []
    if thing.colours:
        return [Parse(parse.end, named.copy(), parse.cost + 0.05, parse.skipped)
                for named in named_before(context, taken, True)
                if named.type == thing.type and named.colours == thing.colours and (named.relations or named.checks)
                and not named.plural][:1]
    # "See the tower with a blue bottom? ... one square past the tower": the one thing of that kind described
    named = [n for n in context if n.type == thing.type and not n.plural and (n.relations or n.checks)]
    if len(named) == 1:
        return [Parse(parse.end, named[0].copy(), parse.cost - 0.05, parse.skipped)]
    towers = [n for n in context if n.type == "stack" and not n.plural]
    if thing.type == "stack" and len(towers) == 1:
        # "the tower", the one stack a sentence before named: no more is said of it (who says more tells
        # it from others)
        return [Parse(parse.end, towers[0].copy(), parse.cost + 0.05, parse.skipped, whole=True)]
    return []

def named_before(context: tuple[Thing, ...], taken: Callable[[], Thing | None], pointing: bool) -> list[Thing]:
    """The things named before, the latest first; after "that"/"this" also the landmarks in their
    descriptions ("take X off the stack in the corner and put it three squares from that corner")."""
    things = list(reversed(context))
    if pointing:
        shape = taken()
        nested, todo = [], ([shape] if shape is not None else []) + things
        while todo:
            thing = todo.pop(0)
            for relation in thing.relations:
                for mark in (relation.landmark, relation.other):
                    if mark is not None and mark.type in ("corner", "stack", "cube", "prism", "shape", "tile"):
                        nested.append(mark)
                        todo.append(mark)
            # "the corner of the checkerboard ... that pattern": the group a shape was said to be one of
            nested += [replace(c.thing, noun=c.thing.noun or "group") for c in thing.checks
                       if c.kind == "group" and c.thing is not None]
        things += [t for t in nested if all(t is not u for u in things)]
    return things
