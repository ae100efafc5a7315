"""Groups of shapes named by the noun of a formation and "of": "the far row of blue cubes", "the right end
of the row", "the front right corner of the gray block", "the corner of the checkerboard that is nearest
you", "the second row of gray stacks from the back".

People name a shape by its place in a formation they see on the board. These rules read the formation's
noun and what it is "of", and hand the planner a `group` check (planner.groups) with the shape's place in
the group as its position words; they build on the noun phrases (fallback_pcfg.reader.phrases, sides,
holding, counting).
"""

from __future__ import annotations

from fallback_pcfg.reader.among import one_of_kind, only_counted
from fallback_pcfg.reader.describing import LINES, SQUARES, compared, made_of
from fallback_pcfg.reader.group_members import GroupMembers, corner_named, line_of, said_shape
from fallback_pcfg.reader.introduced import end_of, end_of_introduced
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES

#: Nouns of one level of a staircase of stacks: "the lowest step".
STEPS = frozenset({"step", "stair"})


class Formations(GroupMembers):
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

    def _only_counted(self, thing: Thing, k: int) -> list[Parse]:
        """"(the middle blue cube of) the three": a count with no noun, of the head's kind."""
        k += self.word(k) in ("the", "those", "these")
        return [Parse(n.end, only_counted(thing, int(n.value)), 0.0) for n in self.items(k, "cardinal")
                if n.value.isdigit() and int(n.value) > 1]

    def _in_group(self, head: Parse, start: int) -> list[Parse]:
        """"the right end of the far row", "the front right corner of the gray block": the shape at that
        end of a group of touching shapes, the group told apart by its own words (planner.groups)."""
        return self._of_group(head, self.np(start))

