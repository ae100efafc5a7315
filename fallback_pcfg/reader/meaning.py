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

#: Where a shape stands, said from another shape: "X with Y on its left" is right of Y.
OPPOSITE = {"adjacent": "adjacent", "left": "right", "right": "left", "front": "backward", "forward": "backward",
            "backward": "front"}
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
    #: The count was said ("one green cube"): RCL writes it as the entity's cardinal.
    said_count: bool = False
    #: Said as "one"/"ones" after this thing of the same type: RCL points back to it (type-reference).
    antecedent: "Thing | None" = field(default=None, repr=False)
    #: Said as "it" or "that" for the thing named before (in the sentence before, maybe read another way).
    pronoun: bool = field(default=False, repr=False)
    #: Said with "other" ("the other green tower"): like one named before, and not that one.
    other: bool = False
    #: Said as one of several named before ("the left one of those", "the second of them"), and the
    #: several when they are known ("the right one of the two gray stacks"): it is one of them.
    among: bool = False
    group: "Thing | None" = field(default=None, repr=False, compare=False)
    #: Where its noun was said (a word position), for what a later "one" or "other" points back to.
    at: int | None = field(default=None, repr=False, compare=False)
    #: Said as "it" for the shape the clause moves, in a description of where it goes ("onto the blue cube next
    #: to it"): never the landmark of that place itself.
    moving: bool = field(default=False, repr=False, compare=False)

    def copy(self) -> "Thing":
        return replace(self, colours=list(self.colours), indicators=list(self.indicators),
                       relations=list(self.relations), checks=list(self.checks))

    def said_of(self) -> bool:
        """Whether anything is said of it besides its kind ("the one on the left", "the blue one")."""
        return bool(self.relations or self.checks or self.indicators or self.colours or self.ordinal)

    def said_several(self) -> bool:
        """Whether it was said as several: read so, or named by a noun in the plural ("gray pyramids", which
        the lexicon does not count as it counts cubes)."""
        return self.plural or self.noun.endswith("s")


@dataclass
class Check:
    """Something said of a thing that RCL cannot say, for the board to check (planner.checks):
    "under" (`thing` stands on it), "bottom" (its column stands on `thing`), "height" (`count`
    shapes high), "tallest", "shortest", "free" (nothing on it), "flat" (no pyramid tops its column),
    "not" (it is not `thing`, nor one of its shapes, nor counted), "isnt" (the one counted is not `thing`),
    "half" (in the half of the board toward the edge `thing`), "halfway" (on the middle square of the line
    from `thing` to `other`)."""

    kind: str
    thing: "Thing | None" = None
    count: int | None = None
    other: "Thing | None" = None


@dataclass
class Relation:
    """Where a thing is, or a place: a relation to a landmark, a counted move, or both."""

    name: str
    landmark: Thing | None = None
    count: int | None = None
    #: The second landmark of "between X and Y".
    other: Thing | None = None
    #: The same place said again another way ("one square back, onto the blue cube"): the board
    #: checks that both name one square.
    also: tuple["Relation", ...] = ()


@dataclass
class Act:
    """One thing the arm does: take, drop or move a thing (to a place)."""

    action: str
    thing: Thing
    place: Relation | None = None
    #: The thing is "it", the shape the previous act took.
    again: bool = False


#: What "it" said in a place reads as before the shape the clause moves is known ("onto the cube next to it");
#: one object for every clause, so that a place is read once for all the shapes that may move there.
MOVING = Thing("shape", moving=True)
#: A side said of several and the same side said of one of them: "the two blue blocks over on the left ... the
#: one further to the left" is the leftmost of them, which the leftmost of all is too.
SAME_SIDES = {"left": "leftmost", "right": "rightmost"}


def shared_indicators(several: list[str], own: list[str]) -> list[str]:
    """The indicators said of several things that one of them, with `own`, takes too: all but a side its own
    extreme on that side says already (one thing has one position)."""
    return [i for i in several if SAME_SIDES.get(i) not in own]


def with_moving(relation: Relation, thing: Thing) -> Relation:
    """`relation` with each "it" that is the moving shape (`MOVING`) read as `thing`."""
    def put(said: Thing | None) -> Thing | None:
        if said is None:
            return None
        if said.moving:
            return thing.copy()
        t = said.copy()
        t.relations = [place(r) for r in said.relations]
        t.checks = [replace(c, thing=put(c.thing), other=put(c.other)) for c in said.checks]
        return t

    def place(r: Relation) -> Relation:
        return replace(r, landmark=put(r.landmark), other=put(r.other), also=tuple(place(a) for a in r.also))
    return place(relation) if _said_moving(relation) else relation


def _said_moving(relation: Relation) -> bool:
    """Whether an "it" that is the moving shape is said anywhere in `relation`."""
    def said(t: Thing | None) -> bool:
        return t is not None and (t.moving or any(_said_moving(r) for r in t.relations) or any(
            said(c.thing) or said(c.other) for c in t.checks))
    return said(relation.landmark) or said(relation.other) or any(_said_moving(a) for a in relation.also)


def to_tree(acts: list[Act], checks: bool = False) -> Node:
    """The RCL of a command's acts: one event, or a take then a drop of "it" as a sequence.  With
    `checks`, the entities hold `check` nodes for what RCL cannot say (what the planner grounds).
    A thing said again as "one" points back to the thing it repeats, as RCL's type-reference."""
    # (a place some rule read outside its clause still counts from the moving shape: "Blue cube from the right
    # end of the far row, move it one square closer and one to the left")
    acts = [replace(act, place=with_moving(act.place, acts[0].thing if act.again else act.thing))
            if act.place is not None and not act.thing.held else act for act in acts]
    ids = _Ids(acts)
    if len(acts) == 1:
        return _event(acts[0], ids, checks)
    return Branch("sequence", tuple(_event(act, ids, checks) for act in acts))


class _Ids:
    """The ids of the things pointed back to: the taken thing of a two-step command first."""

    def __init__(self, acts: list[Act]):
        self.numbers: dict[int, int] = {}
        if len(acts) == 2 and acts[1].again:
            self.numbers[id(acts[0].thing)] = 1
        present = {id(t) for a in acts for t in _things(a.thing)} | {
            id(t) for a in acts if a.place is not None for t in _relation_things(a.place)}
        for act in acts:
            for t in list(_things(act.thing)) + (list(_relation_things(act.place)) if act.place else []):
                if t.antecedent is not None and id(t.antecedent) in present and id(t.antecedent) not in self.numbers:
                    self.numbers[id(t.antecedent)] = len(self.numbers) + 1
        self.present = present

    def of(self, thing: Thing) -> int | None:
        return self.numbers.get(id(thing))

    def points(self, thing: Thing) -> int | None:
        return self.numbers.get(id(thing.antecedent)) if thing.antecedent is not None else None


def _things(thing: Thing):
    yield thing
    for r in thing.relations:
        yield from _relation_things(r)


def _relation_things(relation: "Relation"):
    for t in (relation.landmark, relation.other):
        if t is not None:
            yield from _things(t)


def _event(act: Act, ids: "_Ids", checks: bool) -> Branch:
    if act.again:
        what = Branch("entity", (Leaf("type", "reference"), Leaf("reference-id", "1")))
    else:
        what = to_entity(act.thing, checks=checks, ids=ids)
    children: list[Node] = [Leaf("action", act.action), what]
    if act.place is not None:
        agreeing = tuple(Branch("check", (Leaf("kind", "also"), to_relation(also, checks, ids)))
                         for also in act.place.also) if checks else ()
        children.append(Branch("destination", (to_relation(act.place, checks, ids),) + agreeing))
    return Branch("event", tuple(children))


def to_entity(thing: Thing, ident: int | None = None, checks: bool = False, ids: "_Ids | None" = None) -> Branch:
    """The RCL entity of a thing; with `checks`, followed by its `check` nodes (not RCL)."""
    children: list[Node] = []
    ident = ident if ident is not None else (ids.of(thing) if ids is not None else None)
    if ident is not None:
        children.append(Leaf("id", str(ident)))
    if thing.said_count and thing.count == 1:
        children.append(Leaf("cardinal", "1"))
    if thing.ordinal is not None:
        children.append(Leaf("ordinal", str(thing.ordinal)))
    children += [Leaf("indicator", i) for i in dict.fromkeys(thing.indicators)]
    children += [Leaf("color", c) for c in thing.colours]
    kind = thing.type
    if kind == "cube" and thing.plural:
        kind = "cube-group"
    pointing = ids.points(thing) if ids is not None else None
    if pointing is not None:
        children += [Leaf("type", "type-reference-group" if thing.plural else "type-reference"),
                     Leaf("reference-id", str(pointing))]
    else:
        children.append(Leaf("type", "cube" if kind == "shape" else kind))
    children += [to_relation(r, checks, ids) for r in thing.relations]
    if checks:
        children += [_check(c) for c in thing.checks]
    return Branch("entity", tuple(children))


def _check(check: Check) -> Branch:
    parts: list[Node] = [Leaf("kind", check.kind)]
    if check.count is not None:
        parts.append(Leaf("count", str(check.count)))
    for thing in (check.thing, check.other):
        if thing is not None:
            parts.append(_any_shape(check, to_entity(thing, checks=True)))  # its own tree: no ids point into it
    return Branch("check", tuple(parts))


def _any_shape(check: Check, entity: Branch) -> Branch:
    """A group said with neither a colour nor a kind ("the row nearest you", "the close row") may be of cubes
    or of pyramids: its entity says `shape` (planner.groups grounds both kinds); any other entity as it is."""
    thing = check.thing
    if check.kind != "group" or thing is None or thing.type != "shape" or thing.colours:
        return entity
    return entity.with_children(Leaf("type", "shape") if c.tag == "type" else c for c in entity.children)


def to_relation(relation: Relation, checks: bool = False, ids: "_Ids | None" = None) -> Branch:
    children: list[Node] = []
    if relation.count is not None:
        unit = Branch("entity", (Leaf("cardinal", str(relation.count)), Leaf("type", "tile")))
        children.append(Branch("measure", (unit,)))
    children.append(Leaf("relation", relation.name))
    if relation.landmark is not None:
        children.append(to_entity(relation.landmark, checks=checks, ids=ids))
    if relation.other is not None:
        children.append(to_entity(relation.other, checks=checks, ids=ids))
    return Branch("spatial-relation", tuple(children))


def stack_of(cubes: Thing) -> Thing:
    """The stack the cubes said before its noun make ("the two blue cubes stack"): their colour, and their
    count as its height."""
    stack = cubes.copy()
    stack.type, stack.plural, stack.said_count, stack.count = "stack", False, False, None
    if cubes.count and cubes.count > 1:
        stack.checks.append(Check("height", count=cubes.count))
    return stack


def counted_below(t: Thing, top: Check) -> list[Check]:
    """The checks of a stack before a top of another colour is said of it: "a tower of two gray cubes with two
    white cubes on top" counted its gray cubes, the lowest two, not all it has."""
    if t.type != "stack" or top.kind != "under" or top.thing is None or len(set(t.colours)) != 1 or set(
            top.thing.colours) & set(t.colours) or not top.thing.colours:
        return t.checks
    return [Check("bottom", Thing("cube", colours=[t.colours[0]]), count=c.count) if c.kind == "height" and c.count
            and c.count > 1 else c for c in t.checks]


def capped_stack(shapes: Thing) -> Thing:
    """The stack whose colours are said bottom up before its noun, the last with the kind of its top shape ("the
    red/yellow/cyan-pyramid stack"): the stack of the colours before, under a shape of the last."""
    stack = shapes.copy()
    stack.type, stack.colours = "stack", list(shapes.colours[:-1])
    stack.checks.append(Check("under", Thing(shapes.type, colours=shapes.colours[-1:])))
    return stack


def across(side: str) -> bool:
    """Whether lines counted from `side` run across the board (rows: counted from the front or back)."""
    return side in ("front", "back")


def line_across(line: Check) -> bool | None:
    """Whether a `line` check's line runs across the board (None: not known before the board is seen, as of a
    wall with no side said: "two in from the red wall")."""
    side = next((s for s in line.thing.indicators if s in ("front", "back", "left", "right")), None) \
        if line.thing is not None else None
    return None if side is None else across(side)
