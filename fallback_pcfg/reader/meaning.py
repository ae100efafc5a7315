"""What a command means, as the command reader understands it, and that meaning as RCL.

A `Thing` is what a noun phrase describes ("the red cube on the blue one, not the
one by the wall"), a `Place` where a shape goes ("two squares left of the
green prism"), an `Act` one thing the arm does.  Most of a description is RCL
(colours, indicators, relations, ordinals); what RCL cannot say about a shape
("with a pyramid on top", "not the one under the blue pyramid", "the tall
one") stays in the Thing as `Check`s, which the board decides (the hall asks
the planner, rcl.app.checks): they are part of what was understood, never
words left out.

    thing = Thing("cube", colours=["red"])
    to_entity(thing)        # (entity: (color: red) (type: cube))
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from rcl.model import Branch, Leaf, Node

#: Thing types that are shapes a command can act on.
SHAPES = frozenset({"cube", "prism", "shape"})


@dataclass
class Thing:
    """A described thing: a shape, a stack, a corner, an edge, a region of the board, the robot."""

    type: str
    colours: list[str] = field(default_factory=list)
    indicators: list[str] = field(default_factory=list)
    relations: list["Relation"] = field(default_factory=list)
    ordinal: int | None = None
    #: Said as the shape the gripper holds ("the red cube you are holding").
    held: bool = False
    #: Said in the plural ("the blue cubes").
    plural: bool = False
    #: What RCL cannot say about it, for the board to check.
    checks: list[Check] = field(default_factory=list)
    #: The word read as its type when the reader did not know it ("cap"), else "".
    guess: str = ""
    #: The noun it was named by ("tower", "row"), and how many were said ("two green cubes").
    noun: str = ""
    count: int | None = None

    def copy(self) -> "Thing":
        return replace(self, colours=list(self.colours), indicators=list(self.indicators),
                       relations=list(self.relations), checks=list(self.checks))


@dataclass
class Check:
    """Something said of a thing that RCL cannot say, for the board to check (planner.checks):
    "under" (`thing` stands on it), "bottom" (its column stands on `thing`), "height" (`count`
    shapes high), "tallest", "shortest", "free" (nothing on it), "not" (it is not `thing`)."""

    kind: str
    thing: "Thing | None" = None
    count: int | None = None


@dataclass
class Relation:
    """Where a thing is, or a place: a relation to a landmark, a counted move, or both."""

    name: str
    landmark: Thing | None = None
    count: int | None = None
    #: The second landmark of "between X and Y".
    other: Thing | None = None


@dataclass
class Act:
    """One thing the arm does: take, drop or move a thing (to a place)."""

    action: str
    thing: Thing
    place: Relation | None = None
    #: The thing is "it", the shape the previous act took.
    again: bool = False


def to_tree(acts: list[Act], checks: bool = False) -> Node:
    """The RCL of a command's acts: one event, or a take then a drop of "it" as a sequence.  With
    `checks`, the entities hold `check` nodes for what RCL cannot say (what the planner grounds)."""
    if len(acts) == 1:
        return _event(acts[0], None, checks)
    events = []
    for i, act in enumerate(acts):
        events.append(_event(act, 1 if i == 0 and acts[1].again else None, checks, refer=act.again))
    return Branch("sequence", tuple(events))


def _event(act: Act, ident: int | None, checks: bool, refer: bool = False) -> Branch:
    if refer:
        what = Branch("entity", (Leaf("type", "reference"), Leaf("reference-id", "1")))
    else:
        what = to_entity(act.thing, ident, checks)
    children: list[Node] = [Leaf("action", act.action), what]
    if act.place is not None:
        children.append(Branch("destination", (to_relation(act.place, checks),)))
    return Branch("event", tuple(children))


def to_entity(thing: Thing, ident: int | None = None, checks: bool = False) -> Branch:
    """The RCL entity of a thing; with `checks`, followed by its `check` nodes (not RCL)."""
    children: list[Node] = []
    if ident is not None:
        children.append(Leaf("id", str(ident)))
    if thing.ordinal is not None:
        children.append(Leaf("ordinal", str(thing.ordinal)))
    children += [Leaf("indicator", i) for i in dict.fromkeys(thing.indicators)]
    children += [Leaf("color", c) for c in thing.colours]
    kind = thing.type
    if kind == "cube" and thing.plural:
        kind = "cube-group"
    children.append(Leaf("type", "cube" if kind == "shape" else kind))
    children += [to_relation(r, checks) for r in thing.relations]
    if checks:
        children += [_check(c) for c in thing.checks]
    return Branch("entity", tuple(children))


def _check(check: Check) -> Branch:
    parts: list[Node] = [Leaf("kind", check.kind)]
    if check.count is not None:
        parts.append(Leaf("count", str(check.count)))
    if check.thing is not None:
        parts.append(to_entity(check.thing, checks=True))
    return Branch("check", tuple(parts))


def to_relation(relation: Relation, checks: bool = False) -> Branch:
    children: list[Node] = []
    if relation.count is not None:
        unit = Branch("entity", (Leaf("cardinal", str(relation.count)), Leaf("type", "tile")))
        children.append(Branch("measure", (unit,)))
    children.append(Leaf("relation", relation.name))
    if relation.landmark is not None:
        children.append(to_entity(relation.landmark, checks=checks))
    if relation.other is not None:
        children.append(to_entity(relation.other, checks=checks))
    return Branch("spatial-relation", tuple(children))
