"""What "one" and "other" point back to across a whole command, once its acts are read.

A phrase is read before the reader knows the rest of the command, so a thing said as "one" or with
"other" keeps where it was said (`Thing.at`) and is typed here, against every thing the command named
before it:

    "put it on the floor just right of the one wearing the magenta pyramid"  the latest shape or stack
    "... the two red-red-blue stacks, two squares right of the right-hand one"  one of those stacks
    "take the gray cube from between the two blue cubes ... from the left blue one"  the one of the two
        on the gray cube's left (not the leftmost blue cube of the board)
    "the right one of the two gray stacks ... just left of the other one"  that kind, not the one named

    options = variants(acts)    # the acts with each "shape" and "one" typed, one list per way of typing
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.meaning import Act, Check, Relation, Thing, to_entity
from fallback_pcfg.reader.pointing import AXES, contrasted
from rcl.writer import to_string

#: How deep descriptions nest (a landmark of a landmark ...) before the reader gives a reading up.
DEEPEST = 12
#: What a "one" may repeat: a shape or a stack.
REPEATABLE = frozenset({"cube", "prism", "shape", "stack"})
#: The side of a thing a position word names, as a relation ("the left one" of two: the one on the left).
SIDE_RELATIONS = {"left": "left", "leftmost": "left", "right": "right", "rightmost": "right", "front": "front",
                  "back": "backward"}


def variants(acts: list[Act]) -> list[list[Act]]:
    """The acts with each "shape" or "one" read as the types it may be (the board decides); a "one"
    points back to the thing it repeats, as typed here."""
    typing = _Typing([t for act in acts for t in _named(act)])
    options: list[tuple[list[Act], list[Thing]]] = [([], [])]
    for act in acts:
        grown = []
        for done, things in options:
            if act.again:
                grown += [(done + [replace(act, place=place)], things) for place in typing.places(act.place, things)]
                continue
            for thing in typing.typed(act.thing, things):
                for place in typing.places(act.place, things + [thing]):
                    grown.append((done + [replace(act, thing=thing, place=place)], things + [thing]))
        options = grown[:8]
    return [[_from_source(act, done[0].thing, said) for act, said in zip(done, acts)] for done, _ in options]


def _from_source(act: Act, first: Thing, said_as: Act) -> Act:
    """An act whose place names the thing its shape is taken from again, bare or as said before: that one
    ("lift the blue pyramid off the red cube and set it just right of that red cube", of two red cubes:
    a source check, planner.checks); not when it was said as another ("next to the other cyan cube") or as
    "one" (`said_as`: the act as said, before typing)."""
    place = act.place
    if said_as.place is None or said_as.place.landmark is None or said_as.place.landmark.other or \
            said_as.place.landmark.type == "one":
        return act
    moving = first if act.again else act.thing
    if place is None or place.landmark is None or place.landmark.type not in ("cube", "prism", "stack") or any(
            a.landmark is not None and a.landmark.type in REPEATABLE | {"one"} for a in place.also):
        return act  # (a place said again by another shape: the board tells which it is)
    said = place.landmark
    if not any(r.name == "above" and r.landmark is not None and not r.landmark.plural
               and r.landmark.type == said.type and r.landmark.colours == said.colours
               and (_bare(said) or _described_alike(said, r.landmark)) for r in moving.relations):
        return act
    landmark = said.copy()
    landmark.checks.append(Check("source"))
    return replace(act, place=replace(place, landmark=landmark))


def _described_alike(thing: Thing, said: Thing) -> bool:
    """Whether two things are described by the same words ("that red block" as the reader copies it), compared
    as their RCL with checks (a thing's own fields may point back to it: "one" repeats what it is said of)."""
    return to_string(to_entity(_plain(thing), checks=True)) == to_string(to_entity(_plain(said), checks=True))


def _bare(thing: Thing) -> bool:
    """Whether a shape is said by its kind and colours only ("the red cube", "that red block")."""
    return thing.type in ("cube", "prism", "stack") and not (
        thing.relations or thing.checks or thing.indicators or thing.ordinal or thing.plural or thing.group
        or thing.other or thing.antecedent is not None)


def _named(act: Act) -> list[Thing]:
    """Every thing an act names, its own first, then its descriptions' and its place's (as said; the several
    a "one of them" is one of stand for it)."""
    found: list[Thing] = []
    todo = [act.thing] + ([act.place] if act.place is not None else [])
    while todo:
        item = todo.pop(0)
        if isinstance(item, Relation):
            todo[:0] = [t for t in (item.landmark, item.other) if t is not None] + list(item.also)
            continue
        found.append(item)
        todo[:0] = list(item.relations) + [c.thing for c in item.checks if c.thing is not None]
    return found


class _Typing:
    """The typing of one reading's things, with every thing the command named (as read, untyped)."""

    def __init__(self, named: list[Thing]):
        self.named = named
        #: The things typed so far, by where they were said.
        self.typed_at: dict[int, Thing] = {}

    def typed(self, thing: Thing, before: list[Thing], depth: int = 0) -> list[Thing]:
        """The readings of a thing with its type said ("shape": a cube or a prism; "one": what it repeats)."""
        if depth > DEEPEST:
            return []  # a description that reaches itself: no reading
        if thing.type == "cube" and thing.plural and thing.count and thing.count > 1:
            thing = thing.copy()  # "the two green cubes": a stack of two
            thing.checks.append(Check("height", count=thing.count))
            thing.count = None
        if thing.other:
            thing = self._other(thing, before)
        elif thing.type in REPEATABLE and _told(thing) and not thing.relations:
            thing = self._one_named(thing, before)
        if thing.type == "one" and len(set(thing.colours)) > 1:
            thing = thing.copy()
            thing.type = "stack"  # "onto the red-green one": of two colours, a stack
        kinds, towers = [thing.type], []
        if thing.type == "one":
            towers = self._other_stacks(thing, before, depth)
            thing, kinds = self._one(thing, before)
            if towers and not any(t.type in ("cube", "prism") for t in before if t is not thing):
                return towers
        if thing.type == "shape":
            kinds = ["cube", "prism"]
        elif thing.type in ("", "gap"):
            return []
        elif thing.type == "stack" and any(c.kind == "height" and c.count == 1 for c in thing.checks):
            kinds = ["cube"]  # "the short stack that's only one high": a cube on its own, nothing on it
        holds = kinds == ["stack"] and bool(thing.colours)
        found = []
        if holds:  # "the taller cyan stack" with a blue top: cyan is in it
            holding = thing.copy()
            holding.checks = holding.checks + [Check("contains", Thing("shape", colours=[c])) for c in holding.colours]
            holding.colours = []
            holding.relations = [self.relation(r, before + [holding], depth + 1)
                                 for r in _same_places(thing.relations, before)]
            found.append(holding)
        for kind in kinds:
            t = thing.copy()
            t.type = kind
            t.relations = [self.relation(r, before + [t], depth + 1) for r in _same_places(thing.relations, before)]
            checks = []
            for check in thing.checks:
                if check.kind == "not" and check.thing is not None and check.thing.other and _alike(check.thing, t):
                    continue  # "the red pyramid on the right edge, not the other red one": said only to tell it
                typed = self.typed(check.thing, before + [t], depth + 1) if check.thing is not None else []
                checks.append(replace(check, thing=_kind_kept(check, typed[0])) if typed else check)
            t.checks = checks
            found.append(t)
        if found and thing.at is not None:
            self.typed_at.setdefault(thing.at, found[-1] if holds else found[0])
        return (found[1:] + found[:1] if holds else found) + towers

    def places(self, place: Relation | None, before: list[Thing]) -> list[Relation | None]:
        """The place typed, and typed again with each other thing its "one" may be ("to the leftmost one":
        a shape like the one moved, or a stack like the one it is taken from)."""
        typed = self.relation(place, before)
        if place is None or place.landmark is None or place.landmark.type != "one":
            return [typed]
        return [typed] + [replace(typed, landmark=other) for other in self.typed(place.landmark, before)[1:2]]

    def relation(self, relation: Relation | None, before: list[Thing], depth: int = 0) -> Relation | None:
        """A relation with its landmarks typed (the first reading of each), and the place said again too."""
        if relation is None:
            return None
        landmark = self.typed(relation.landmark, before, depth)[:1] if relation.landmark is not None else [None]
        other = self.typed(_repeating(relation.other), before + landmark[:1], depth)[:1] \
            if relation.other is not None else [None]
        also = tuple(self.relation(again, before, depth + 1) for again in relation.also)
        return replace(relation, landmark=landmark[0] if landmark else relation.landmark,
                       other=other[0] if other else relation.other, also=also)

    # --- what a "one" or "other" repeats -------------------------------------------------------

    def _other_stacks(self, one: Thing, before: list[Thing], depth: int) -> list[Thing]:
        """"from the rightmost R-G-B stack to the leftmost one": maybe another such stack, told apart by the
        side the "one" says (the board decides)."""
        if one.colours or one.group is not None or not any(i in AXES for i in one.indicators):
            return []
        stacks = _stacks_named(before)
        if not stacks:
            return []
        tower = contrasted(stacks[-1], one)
        tower.indicators += [i for i in one.indicators if i not in tower.indicators]
        tower.checks += one.checks
        tower.at = None
        return self.typed(tower, before, depth + 1)

    def _one(self, thing: Thing, before: list[Thing]) -> tuple[Thing, list[str]]:
        """A "one" as the thing it repeats: of that type (RCL's type-reference), or one of several said
        before ("the left one of those", "the right-hand one" after "the two red stacks")."""
        group = thing.group or self._antecedent(thing, before)
        if group is None:
            # "the left one of them" with nothing said before it: no reading of its own (a sentence before that
            # named them reads it: fallback_pcfg.reader.sentences)
            return thing, [] if thing.among else ["cube", "prism"]
        pair = self._flanked(group)
        if thing.group is not None or group.plural or pair is not None:
            return _one_of(thing, group, pair), [group.type]
        thing = thing.copy()
        if not thing.plural or group.type == "cube":  # (RCL has no word for several stacks like one)
            # RCL's type-reference points back to it (to the noun it repeats: "between the green one and the
            # yellow one" both repeat the noun before)
            thing.antecedent = group.antecedent or group
        if not thing.colours and thing.ordinal:  # "the second blue block ... and the second one"
            thing.colours = list(group.colours)
        return thing, [group.type]

    def _one_named(self, thing: Thing, before: list[Thing]) -> Thing:
        """"the left blue cube" after "the two blue cubes": one of those, as "the left one" is."""
        said = self._antecedent(thing, before, alike=True)
        if said is None or said.type != thing.type and thing.type != "shape":
            return thing
        pair = self._flanked(said)
        return _one_of(thing, said, pair) if said.plural or pair is not None else thing

    def _other(self, thing: Thing, before: list[Thing]) -> Thing:
        """"the other green tower", "the other one": like the thing of its kind said before (one of the same
        several, when it was one of them), and not that one. A thing told apart by nothing but its kind is
        left to the board (the moving shape is never its own landmark)."""
        said = self._antecedent(thing, before, alike=True)
        t = thing.copy()
        t.other = False
        if said is None:
            return t
        base = said.group if said.group is not None else said
        if t.type in ("one", "shape") and base.type in REPEATABLE:
            t.type = base.type if t.type == "one" or base.type != "stack" else t.type
        t.antecedent = None
        t.colours = t.colours or list(base.colours)
        if said.group is not None:
            t.relations = [r for r in base.relations if r not in t.relations] + t.relations
            t.checks = [c for c in base.checks if c not in t.checks] + t.checks
        if (said.relations or said.checks or said.indicators or said.ordinal) and not _holds(said, thing.at):
            t.checks.append(Check("not", _plain(said)))
        return t

    def _antecedent(self, thing: Thing, before: list[Thing], alike: bool = False) -> Thing | None:
        """The latest shape or stack said before `thing` (typed, when it is); after "of those" or for
        "ones", the latest said in the plural; with `alike`, of its kind and colours ("the other red cube")."""
        if thing.at is None:
            earlier = [t for t in before if t is not thing and t.type in REPEATABLE - {"shape"}]
            return earlier[-1] if earlier else None
        said = {t.at: t for t in self.named if t.at is not None and t.at < thing.at}
        said.update({at: t for at, t in self.typed_at.items() if at < thing.at})
        said.update({t.at: t for t in before if t.at is not None and t.at < thing.at})
        earlier = [said[at] for at in sorted(said) if said[at].type in REPEATABLE and said[at] is not thing]
        if alike:
            earlier = [t for t in earlier if _alike(thing, t)]
        if thing.among or thing.plural:
            several = [t for t in earlier if t.plural or self._flanked(t) is not None]
            earlier = several or earlier
        return earlier[-1] if earlier else None

    def _flanked(self, landmark: Thing) -> Thing | None:
        """The thing said to be between `landmark` and another said with it ("between the two blue cubes"),
        or None."""
        for t in list(self.typed_at.values()) + self.named:
            for r in t.relations:
                if r.name == "between" and r.landmark is not None and r.other is not None and \
                        r.landmark.at is not None and r.landmark.at == r.other.at == landmark.at:
                    return self.typed_at.get(t.at, t) if t.at is not None else t
        return None


def _repeating(other: Thing) -> Thing:
    """The second landmark of "between": a bare "one" there repeats the first landmark's noun ("between the
    cube with the gray pyramid and the one with the green pyramid": a cube, not the pyramid said in between)."""
    if other.type != "one" or other.group is not None or other.among or other.other:
        return other
    repeated = other.copy()
    repeated.at = None  # (typed against the things before it with the first landmark last)
    return repeated


def _kind_kept(check: Check, typed: Thing) -> Thing:
    """The thing of a check as typed, but for a group said with neither a colour nor a kind ("the row nearest
    you", "the close row"): that may be of cubes or of pyramids, its type stays "shape" (planner.groups)."""
    said = check.thing
    if check.kind != "group" or said is None or said.type != "shape" or said.colours or typed.type == "shape":
        return typed
    kept = typed.copy()
    kept.type = "shape"
    return kept


def _stacks_named(before: list[Thing]) -> list[Thing]:
    """The stacks the things named so far are said to be on or in, in the order said."""
    found, todo = [], list(before)
    while todo:
        thing = todo.pop(0)
        if thing.type == "stack":
            found.append(thing)
        todo += [mark for r in thing.relations for mark in (r.landmark, r.other) if mark is not None]
    return found


def _one_of(thing: Thing, group: Thing, pair: Thing | None) -> Thing:
    """"the left one" of the things `group` describes: one of that description; of the two a thing is
    between, the one on that side of it ("the left blue one" of the two the gray cube is between)."""
    t = thing.copy()
    t.type = group.type
    t.colours = t.colours or list(group.colours)
    if pair is None:  # (of two a thing is between, which two is said by that thing)
        t.relations = [r for r in group.relations if r not in t.relations] + t.relations
    t.checks = [c for c in group.checks if c not in t.checks and not (c.kind == "height" and group.plural)] + t.checks
    t.plural, t.count, t.among, t.antecedent, t.group = False, None, False, None, group
    sides = [i for i in t.indicators if i in SIDE_RELATIONS]
    if pair is not None and len(sides) == 1:
        t.indicators = [i for i in t.indicators if i not in sides]
        t.relations.append(Relation(SIDE_RELATIONS[sides[0]], _plain(pair)))
    return t


def _told(thing: Thing) -> bool:
    """Whether a thing is told apart by a side or a count ("the left one", "the second blue cube")."""
    return bool(thing.ordinal) or any(i in SIDE_RELATIONS for i in thing.indicators)


def _holds(thing: Thing, at: int | None) -> bool:
    """Whether the description of `thing` holds the thing said at `at` ("the red cube on the other red
    cube": that other is not the one it describes, as it says already)."""
    todo = [m for r in thing.relations for m in (r.landmark, r.other) if m is not None] + [
        c.thing for c in thing.checks if c.thing is not None]
    while todo:
        t = todo.pop()
        if t.at == at:
            return True
        todo += [m for r in t.relations for m in (r.landmark, r.other) if m is not None] + [
            c.thing for c in t.checks if c.thing is not None]
    return False


def _alike(thing: Thing, said: Thing) -> bool:
    """Whether `thing` may be another of what `said` is: the same kind, no other colour."""
    if thing.colours and said.colours and set(thing.colours) != set(said.colours):
        return False
    return thing.type in ("one", "shape") or said.type in (thing.type, "shape")


def _plain(thing: Thing) -> Thing:
    """A thing as a landmark or check of another: its description, pointing nowhere."""
    t = thing.copy()
    t.antecedent, t.group, t.other, t.among = None, None, False, False
    return t


def _same_places(relations: list[Relation], before: list[Thing]) -> list[Relation]:
    """"in that same row": the edge a thing named before stands on (left out when there is none)."""
    if not any(r.name == "same" for r in relations):
        return relations
    edges = [r for t in before for r in t.relations if r.name == "above" and r.landmark is not None
             and r.landmark.type == "edge"]
    return [r for r in relations if r.name != "same"] + edges[-1:]
