"""Groups of shapes named by the noun of a formation and "of": "the far row of blue cubes", "the right end
of the row", "the front right corner of the gray block", "the corner of the checkerboard that is nearest
you", "the second row of gray stacks from the back".

People name a shape by its place in a formation they see on the board. These rules read the formation's
noun and what it is "of", and hand the planner a `group` check (planner.groups) with the shape's place in
the group as its position words; they build on the noun phrases (fallback_pcfg.reader.phrases, sides,
holding, counting).
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.among import one_of_kind, only_counted
from fallback_pcfg.reader.counting import Counting
from fallback_pcfg.reader.describing import LINES, SQUARES, compared, made_of
from fallback_pcfg.reader.introduced import end_of, end_of_introduced
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES, in_group, member_colours
from fallback_pcfg.reader.parts import part_of, said_line
from fallback_pcfg.reader.rows import bare_end

#: Nouns of one level of a staircase of stacks: "the lowest step".
STEPS = frozenset({"step", "stair"})


class Formations(Counting):
    """The rules of groups of shapes and the shapes' places in them."""

    def _collective(self, i: int, heads: list[Parse]) -> list[Parse]:
        """"the far row of blue cubes", "the stack of two green cubes": what the row holds, or the stack's makings
        (the heads start at `i`)."""
        found = []
        for head in heads:
            thing: Thing = head.value
            of = self.items(head.end, "of")
            # "There's a row of three blue blocks ..., the one on the right end": the end of that row
            found += end_of_introduced(head, self.context, self.word(i - 1), bool(of))
            if thing.type == "region" and not thing.ordinal and self.word(head.end - 1) in (
                    "left", "right", "front", "back") and not any(self.items(k, "det") for k in range(i, head.end)):
                continue  # "(two) left of the one with the gray pyramid": a place, not "the left one of" a group
            if of and thing.type == "region" and self.word(head.end - 1) == "top":  # "the top of the smaller tower"
                found += [Parse(p.end, Thing("shape", relations=[Relation("part", p.value)], checks=[Check("free")]),
                                head.cost + p.cost, head.skipped + p.skipped)
                          for p in self.np(of[0].end) if p.value.type == "stack"]
            if of and (thing.type == "one" and not thing.plural or thing.type == "region" and (
                    thing.ordinal or thing.indicators) and not thing.noun):
                found += self._one_of_several(head, of[0].end)
            if of and of[0].phrase == "of":  # "the middle cube of the three blue cubes", "the middle cube of the 3"
                found += one_of_kind(head, self.np(of[0].end) + self._only_counted(thing, of[0].end))
            if of and (thing.type == "corner" or thing.noun in STEPS):
                found += self._in_group(head, of[0].end)  # "the front right corner of the gray block"
            corner = corner_named(thing)
            if of and corner is not None:  # "the far left corner cube of the gray block": the shape at that corner
                found += [said_shape(p, thing) for p in self._in_group(Parse(head.end, corner, head.cost,
                                                                              head.skipped), of[0].end)]
            if of and of[0].phrase == "from" and thing.ordinal and thing.noun in LINES | SQUARES:
                continue  # "the second row from the yellow wall": counted from it (reader.walls), not of it
            if of and (thing.noun in ("end", "side") and (thing.indicators or thing.noun == "end") or thing.type in (
                    "region", "one") and (
                    thing.indicators or thing.ordinal or compared(thing))):  # ("the right one of the two stacks")
                found += self._in_group(head, of[0].end)
                for inner in self.np(of[0].end):  # "the right end of the row", "the frontmost of the three"
                    t = inner.value
                    if t.type not in ("cube", "prism", "shape", "stack", "one"):
                        continue
                    if thing.noun in ("end", "side") and not (t.plural or t.type == "stack" or (
                            t.noun or "").endswith("s") or t.noun in COLLECTIVES):
                        continue  # "the right side of the red cube" is beside it, not one of several
                    if thing.noun == "side" and t.indicators and t.noun in COLLECTIVES - LINES:
                        continue  # "the left side of the far block": its own side, not the far left one of it
                    counted = 0.1 if t.count and t.count > 1 else 0.0  # "of the three": the group of three first
                    noun = "end" if thing.noun == "end" else t.noun  # "the right end of the three": a place too
                    t = end_of(thing, t)
                    t.noun = noun
                    if thing.noun in LINES and thing.ordinal and not thing.indicators:
                        t.noun = thing.noun  # "the second row of gray stacks (from the back)": a line of the board
                    found.append(Parse(inner.end, t, head.cost + inner.cost + counted, head.skipped + inner.skipped))
                continue
            square = thing.noun in ("square", "squares") and not thing.colours  # "a square of four green blocks"
            if not of or not (thing.noun in COLLECTIVES or thing.type == "stack" or square):
                continue
            k = of[0].end + (self.word(of[0].end) in ("only", "just", "exactly", "merely"))  # ("a stack of only two")
            counts = [Parse(n.end, Thing("shape", plural=True, count=int(n.value)), 0.1)  # "the row of three"
                      for n in self.items(k, "cardinal") if n.value.isdigit() and int(n.value) > 1]
            if thing.type == "stack":  # "the stack of a gray cube, a red cube and a blue cube"
                for inner in self.makings(of[0].end) + [Parse(n.end, [n.value], n.cost) for n in counts]:
                    t = made_of(thing, inner.value)
                    if t is not None:
                        found.append(Parse(inner.end, t, head.cost + inner.cost, head.skipped + inner.skipped))
                continue
            for inner in self.np(of[0].end) + counts:
                made: Thing = inner.value
                if made.type in ("cube", "prism", "shape") and made.noun in COLLECTIVES and thing.noun in LINES \
                        and thing.indicators:  # "the far row of the yellow block": that row of the group
                    t = line_of(made, thing.indicators[:1], thing.noun)
                elif square and not made.plural:
                    continue
                elif made.type == "stack" and not made.said_several() and self.word(
                        of[0].end) in ("the", "that", "this"):
                    continue  # "the row of the red stack": the line through that stack (reader.alignment)
                elif made.type in ("cube", "prism", "shape") or made.type == "stack" and (
                        made.colours or made.said_several()):
                    t = made.copy()  # "the row of three blue cubes": the count is the row's, for its group
                    if t.type == "stack":  # "the row of blue stacks": the blue shapes they are made of
                        t.type, t.checks = "shape", [c for c in t.checks if c.kind != "height"]
                    t.plural, t.said_count = False, False
                    t.count = made.count if made.count and made.count > 1 else None
                    t.noun = thing.noun  # "in the near row of pyramids": where the row is, as a landmark
                    if thing.type == "edge":
                        t.relations.append(Relation("above", Thing("edge", indicators=thing.indicators[:1])))
                    else:  # "the right-hand group of yellow cubes": the group farthest that way
                        t.indicators += [i for i in thing.indicators if i not in t.indicators]
                else:
                    continue
                found.append(Parse(inner.end, t, head.cost + inner.cost, head.skipped + inner.skipped))
                several = made.said_several()
                if several and made.type in ("cube", "prism", "shape") and thing.noun in LINES and \
                        thing.indicators[:1] in (["front"], ["back"], ["left"], ["right"]):
                    # "the front line of gray pyramids" standing in a block of them: that line of their group,
                    # when none stands on the board's line (the board tells)
                    t = line_of(made, thing.indicators[:1], thing.noun)
                    found.append(Parse(inner.end, t, head.cost + inner.cost + 0.1, head.skipped + inner.skipped))
        return found

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

    def _only_counted(self, thing: Thing, k: int) -> list[Parse]:
        """"(the middle blue cube of) the three": a count with no noun, of the head's kind."""
        k += self.word(k) in ("the", "those", "these")
        return [Parse(n.end, only_counted(thing, int(n.value)), 0.0) for n in self.items(k, "cardinal")
                if n.value.isdigit() and int(n.value) > 1]

    def _in_group(self, head: Parse, start: int) -> list[Parse]:
        """"the right end of the far row", "the front right corner of the gray block": the shape at that
        end of a group of touching shapes, the group told apart by its own words (planner.groups)."""
        return self._of_group(head, self.np(start))

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
