"""A shape's place in a group of shapes: what the command reader makes of "the right end of the far row", "that
group's right-hand corner closest to you", "its corner", "the left green cube from the green row", "the yellow row
nearer the robot".

A rule layer of the command reader (fallback_pcfg.reader.rules) over the counted places
(fallback_pcfg.reader.counting): the formation rules (fallback_pcfg.reader.formations) build on it.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.counting import Counting
from fallback_pcfg.reader.describing import LINES
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES, in_group, member_colours
from fallback_pcfg.reader.parts import part_of, said_line
from fallback_pcfg.reader.rows import bare_end


def corner_named(thing: Thing) -> Thing | None:
    """The corner a shape is named by, said before its noun ("the far left corner cube", "the corner block"),
    as a corner of a group may be (None: no such shape)."""
    if thing.type not in ("cube", "prism", "shape", "one", "stack") or thing.ordinal or thing.checks or len(
            thing.relations) != 1:
        return None
    place = thing.relations[0]
    if place.name != "within" or place.landmark is None or place.landmark.type != "corner" or place.landmark.relations:
        return None
    return Thing("corner", indicators=list(place.landmark.indicators), noun="corner")


def said_shape(found: Parse, said: Thing) -> Parse:
    """A shape of a group as the words named it: "the red corner block" of a red and blue checkerboard is red."""
    one = found.value.copy()
    one.colours = list(said.colours) or one.colours
    one.type = said.type if said.type in ("cube", "prism") else one.type
    return Parse(found.end, one, found.cost, found.skipped)


def line_of(group: Thing, sides: list[str], noun: str) -> Thing:
    """A shape of the line of the group `group` describes that lies farthest toward `sides` ("the far row of
    the yellow block": a yellow cube of the block, the front one; the ordinal said after it counts along it)."""
    return Thing(group.type, colours=member_colours(group), indicators=list(sides), checks=in_group(group), noun=noun)


class GroupMembers(Counting):
    """The rules of a shape named by its place in a group."""

    @staticmethod
    def line_of_group(line: Thing) -> Thing | None:
        """"the yellow row nearer the robot", "the second red line, the one closer to the front": a shape of that
        line of the group of those shapes, the line said by what it is near (None: no line so said). Which line
        it is says what its ordinal counted."""
        if line.noun not in LINES or line.type not in ("cube", "prism", "shape") or not line.colours or any(
                c.kind == "group" for c in line.checks) or line.indicators:
            return None
        sides = [side for r in line.relations if r.name == "nearest" and r.landmark is not None
                 for side in (["back"] if r.landmark.type == "robot" else r.landmark.indicators[:1]
                              if r.landmark.type in ("region", "edge") else [])]
        if len(sides) != 1 or sides[0] not in ("front", "back", "left", "right"):
            return None
        group = line.copy()
        group.relations = [r for r in line.relations if r.name != "nearest"]
        return line_of(group, sides, line.noun)

    def _possessive(self, i: int) -> list[Parse]:
        """"that group's right-hand corner closest to you", "its corner", "the block's front-left red": the
        place in the group said after its possessor, as "of" says it after ("the corner of that group")."""
        owners = [p for p in self._head(i) if self.word(p.end - 1).endswith("'s")]
        said = self.word(i) in ("its", "their")  # (what was taken is asked only when "its" is said)
        it = (self.mentioned or self.taken or (self.context[-1] if self.context else None)) if said else None
        if it is not None:
            owners.append(Parse(i + 1, it.copy(), 0.1))
        found = []
        for owner in owners:
            block = owner.value.noun == "block" and not owner.value.plural  # "its left side": a block's is beside it
            for head in self._head(owner.end):
                place = head.value.type in ("corner", "region", "edge") or head.value.noun in ("end", "side")
                corner = corner_named(head.value)
                if said_line(head.value) and self._group_like(owner.value):  # "the block's front row", "its left
                    found.append(Parse(head.end, line_of(owner.value, head.value.indicators[:1], head.value.noun),
                                       owner.cost + head.cost, owner.skipped + head.skipped))  # column": a line of it
                elif place and not block:
                    found += self._of_group(head, [owner], owned=True)
                elif corner is not None:  # "the block's front left corner cube": the shape at that corner of it
                    found += [said_shape(p, head.value) for p in self._of_group(
                        Parse(head.end, corner, head.cost, head.skipped), [owner], owned=True)]
                elif head.value.type in ("cube", "prism", "shape") and owner.value.type == "stack":
                    # "2nd red stack from the right: pick its top red cube": a shape of that stack
                    shape = head.value.copy()
                    shape.relations.append(Relation("part", owner.value))
                    found.append(Parse(head.end, shape, owner.cost + head.cost, owner.skipped + head.skipped))
                elif head.value.type in ("cube", "prism", "shape", "stack", "one") and self._group_like(owner.value):
                    # "the block's front-left red": a side says where in the group, more likely than on top of it
                    placed = 0.0 if head.value.indicators else 0.05
                    found.append(Parse(head.end, self._member(head.value, owner.value),
                                       owner.cost + head.cost + placed, owner.skipped + head.skipped))
        return found

    @staticmethod
    def _group_like(group: Thing) -> bool:
        """Whether a thing may be a group of shapes ("the block", "the blue cubes")."""
        return group.type in ("cube", "prism", "shape") and (group.noun in COLLECTIVES or group.plural)

    def from_group(self, shape: Thing, group: Thing) -> list[tuple[Thing, float]]:
        """"the left green cube from the green row", "the red cube from the inner red row, the one behind the
        yellow cube": the shape as one of the row (each with what it costs more), when a place in it is said
        (more likely than one standing on it), or the row is of its colour and an aside after the row says
        which of its shapes is meant."""
        if not self._group_like(group) or group.noun not in COLLECTIVES or group.plural:
            return []
        placed = bool(shape.indicators or shape.ordinal)
        if not placed and not (shape.colours and set(shape.colours) == set(member_colours(group))):
            return []
        more = -0.01 if placed else 0.01
        found = [(self._member(shape, group), more)] if placed else []  # (a shape of its colour alone: which?)
        if group.relations and all(r.landmark is not None and r.landmark.type in ("cube", "prism", "shape", "stack")
                                   for r in group.relations) and all(c.kind in ("inner", "outer") for c in group.checks):
            bare = group.copy()
            bare.relations = []
            one = self._member(shape, bare)
            one.relations = one.relations + group.relations
            found.append((one, more + 0.02))
        return found

    @staticmethod
    def _member(shape: Thing, group: Thing) -> Thing:
        """`shape` as one of the group `group` describes."""
        one = shape.copy()
        one.type = group.type if shape.type in ("one", "shape") else shape.type
        if one.type != "stack":  # (a stack of the group holds one of its shapes: "the red block's stack" may
            one.colours = one.colours or member_colours(group)  # be gray under the red one)
        return part_of(one, group)  # ("the right cube of the front row of the block": of the block's front row)

    def _of_group(self, head: Parse, groups: list[Parse], owned: bool = False) -> list[Parse]:
        """The shape `head` places in each group `groups` may name (see `_in_group`); where the group is `owned`
        ("its corner", "the block's corner"), what was said of it is all its own."""
        found = []
        for inner in groups:
            group: Thing = inner.value
            if group.type == "cube-group" and group.noun in COLLECTIVES:  # "that group's corner"
                group = replace(group, type="shape")
            placed = 0.05
            if group.type in ("region", "edge") and group.noun in COLLECTIVES and not group.relations:
                group = Thing("shape", colours=list(group.colours), indicators=list(group.indicators),
                              noun=group.noun)  # "the far row", "the back blue row"
                placed = 0.04  # its shapes' end before the board's edge there (a shape there is at both)
            if group.type not in ("cube", "prism", "shape") or not (group.noun in COLLECTIVES or group.plural):
                continue
            if head.end > inner.end:  # "that group's corner": the place is said after its group
                inner = Parse(head.end, inner.value, inner.cost, inner.skipped)
            sides = [i for i in head.value.indicators if i != "center"]
            middle = [Check("middle")] if "center" in head.value.indicators else []  # "the middle of the row"
            heights = [c for c in head.value.checks if c.kind in ("tallest", "shortest", "free")]  # "the lowest step"
            if head.value.type == "corner" and not sides:  # "the corner of the checkerboard (nearest you)": one of
                middle = [Check("corner")]  # its corners, what is said after it tells which
            middle = middle or bare_end(head.value)  # "off the end of the green row": one of its two ends
            noun = head.value.noun if head.value.noun in ("end", "corner") else group.noun or "group"
            if any(c.kind == "group" for c in group.checks) and not group.ordinal:
                # "the middle of the left side of the checkerboard": of the shapes at that side of the group, the
                # middle one (a place in a place of one group, not a group of them)
                one = group.copy()
                one.indicators += [s for s in sides if s not in one.indicators]
                one.checks = one.checks + [c for c in middle + heights if c not in one.checks]
                one.ordinal, one.noun = head.value.ordinal, noun
                found.append(Parse(inner.end, one, head.cost + inner.cost + placed, head.skipped + inner.skipped))
                continue
            one = Thing(group.type, colours=member_colours(group), indicators=sides, ordinal=head.value.ordinal,
                        checks=in_group(group) + middle + heights, noun=noun)
            found.append(Parse(inner.end, one, head.cost + inner.cost + placed, head.skipped + inner.skipped))
            where = [r for r in group.relations if r.name == "nearest" and r.landmark is not None and
                     r.landmark.type in ("robot", "region", "edge")]
            if middle == [Check("corner")] and (where or group.indicators) and not owned:
                # "the corner of the checkerboard that is nearest you": which corner (a bare corner needs it) more
                # likely than which group
                alone = group.copy()
                alone.relations = [r for r in group.relations if r not in where]
                alone.indicators = []
                corner = Thing(group.type, colours=member_colours(group), indicators=list(group.indicators),
                               relations=where, checks=in_group(alone) + middle, noun=noun)
                found.append(Parse(inner.end, corner, head.cost + inner.cost, head.skipped + inner.skipped))
        return found
