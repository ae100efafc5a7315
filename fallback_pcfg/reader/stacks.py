"""A shape said by its place in a stack: "take the blue cube on top" (the top one of its stack, not one at the top
edge of the board), and the shape a command takes said from a stack named first ("From the tower with the
cyan cube on the bottom, take the blue cube on top").

A rule layer of the command reader (fallback_pcfg.reader.rules) over the descriptions after a noun
(fallback_pcfg.reader.postmodifiers); the results, places and commands build on it.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Act, Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES
from fallback_pcfg.reader.postmodifiers import Descriptions
from fallback_pcfg.reader.sizes import SHAPE_WORDS

#: Words for the shape described, said inside a clause about it: "with a green cube under it".
PRONOUNS = frozenset({"it", "him", "her", "them"})
#: Words that say a count is all there is: "the stack of only two", "with just one cube".
LIMITING = frozenset({"only", "just", "exactly", "merely"})
#: Shapes a stack is made of: what "on top" and "at the bottom" say a place in a stack of.
MEMBERS = frozenset({"cube", "prism", "shape", "one"})
#: Nouns of a stack: a stack "from" another is made of it, never on it.
TOWERS = frozenset({"stack", "stacks", "tower", "towers", "pile", "piles", "column", "columns"})
#: Words that put a shape among a stack's own: "with a red cube in it".
WITHIN = frozenset({"in", "inside", "within", "among"})
#: Words that say no shape is there: "on top" after them finishes "with nothing on top".
NONE_WORDS = frozenset({"nothing", "none"})
#: The last words of a shape said at an end of a stack: "green on top", "yellow at the bottom", "as its base".
END_WORDS = frozenset({"top", "bottom", "base", "underneath"})


class Stacks(Descriptions):
    """The description rules of a shape's place in its stack."""

    def topmost(self, thing: Thing, end: int, cost: float) -> list[tuple[Thing, int, float]]:
        """The shape a verb acts on said with "on top", "at the top", "up top" after it ("take the blue cube on
        top"): the top one of a stack, on a shape with nothing on it, not one near the top edge of the board
        (with "of" after it, "on top of X" is where it is: the relation rules read it); where the clause goes on."""
        if thing.type not in MEMBERS or thing.pronoun or self.word(end - 1) in NONE_WORDS:
            return []  # ("the cube with nothing on top": free, as a whole, never also the top one of a stack)
        found = []
        for item in self.items(end, "on-top"):
            if item.phrase.split()[-1] == "top" and self.word(item.end) not in ("of", "off"):
                on_top = thing.copy()
                on_top.checks.append(Check("free"))
                on_top.relations.append(Relation("above", Thing("shape")))
                found.append((on_top, item.end, cost - 0.05))
        return found


    def _with_clause(self, i: int) -> list[Parse]:
        """With-clauses, and "(the stack) with three cubes", "that has only two blocks (in it)", "with just one
        cube": how many shapes high it is (a count of shapes of no colour said, and nowhere on it)."""
        found = super()._with_clause(i) + self._stood_under(i) + self._members(i)
        found += self._held(i)
        if self.word(i) == "it":  # "take the blue pyramid off the tower that has it": the one it is on, said again
            found += [Parse(end, ("nothing",), 0.1)
                      for end in [i + 1] + [top.end for top in self.items(i + 1, "on-top")]]
        found += [Parse(free.end, ("check", Check("free")), 0.0) for free in self.items(i, "free")
                  if free.phrase.split()[0] in NONE_WORDS]  # "that has nothing stacked on it", "with nothing sitting on top"
        only = self.word(i) in LIMITING
        for n in self.items(i + only, "cardinal"):
            if n.value.isdigit() and int(n.value) > 1 - only and self.word(n.end) in SHAPE_WORDS:
                end = n.end + 1 + 2 * ((self.word(n.end + 1), self.word(n.end + 2)) == ("in", "it"))
                found.append(Parse(end, ("check", Check("height", count=int(n.value))), 0.0))
        return found


    def _members(self, i: int) -> list[Parse]:
        """"(the tower) with two blue and two green blocks", "with a blue cube, a green cube and a gray pyramid (on
        top)", "with cyan and magenta cubes" (one of each, or more): the shapes a stack has, said as a list: its colours, each as often as counted, and the last on top
        when said so (a list after "with" need not be all of it: a pyramid may stand on it, so no height)."""
        found = []
        for made in self.makings(i):
            parts: list[Thing] = made.value
            if len(parts) == 1 and parts[0].plural and len(parts[0].colours) > 1 and not parts[0].count:
                parts = [Thing(parts[0].type, colours=[c]) for c in parts[0].colours]  # "with red and blue cubes"
            if len(parts) < 2 and (parts[0].count or 0) < 2 or any(
                    p.relations or p.checks or not p.colours for p in parts):
                continue  # (one shape "with" a stack has is on top of it: `_with_clause`; "with two green cubes" are
                # two of its shapes)
            colours = ("colours", [c for p in parts for c in p.colours * (p.count or 1)])
            found.append(Parse(made.end, colours, made.cost + 0.1, made.skipped))
            last = parts[-1].copy()
            last.plural, last.count = False, None
            found += [Parse(top.end, ("both", colours, ("check", Check("under", last))), made.cost + 0.05, made.skipped)
                      for top in self.items(made.end, "on-top")]
            if all(p.type in ("cube", "prism") for p in parts) and [p.type for p in parts].count("prism") < 2:
                # "a tall blue stack with a red cube and a cyan pyramid": shapes it has besides its colour, where in
                # it not said (a pyramid can only be its top)
                has = [Check("under" if p.type == "prism" else "contains", replace(p, plural=False, count=None))
                       for p in parts]
                found.append(Parse(made.end, ("checks", has), made.cost + 0.2, made.skipped))
        return found

    def _held(self, i: int) -> list[Parse]:
        """"(the stack) that has a magenta cube in it", "with a red block inside it", "with green somewhere in
        it": one of its shapes is that one, at whatever height; after a tower's own "with", "in it" may go
        unsaid: "the blue tower with the red cube" (a cyan pyramid on top) has it anywhere in it, where "the red
        cube with the gray pyramid" wears it (`_with_clause`, the cheaper reading)."""
        tower = any(self.word(k - 1) in TOWERS for k in range(max(0, i - 3), i) for item in self.items(k, "with")
                    if item.end == i)
        within, anywhere = [], []
        for member in self.np(i):
            shape = member.value
            if shape.plural or shape.relations:
                continue
            end = member.end + (self.word(member.end) == "somewhere")
            if shape.type in MEMBERS and shape.colours and self.word(end) in WITHIN and self.word(end + 1) in PRONOUNS:
                within.append(Parse(end + 2, ("check", Check("contains", shape)), member.cost - 0.05, member.skipped))
            if tower and shape.type in ("cube", "prism") and not self.items(member.end, "on-top", "at-bottom", "base"):
                anywhere.append(Parse(member.end + 2 * _in_it(self.word(member.end), self.word(member.end + 1)),
                                      ("check", Check("contains", shape)), member.cost + 0.4, member.skipped))
        return within + anywhere

    def _ends_said(self, i: int) -> list[Parse]:
        """"(the stack) that's yellow on the bottom and green on top", "which is red at the top": the shapes at
        its ends, said after "is" as after "with"."""
        return [p for p in self._with_clause(i) if self.word(p.end - 1) in END_WORDS and p.value[0] in ("check", "checks")]

    def _post_item(self, item: Item) -> list[Parse]:
        found = super()._post_item(item)
        if item.kind == "is":
            found += [Parse(p.end, p.value, p.cost + 0.05, p.skipped) for p in self._ends_said(item.end)]
        if item.kind == "starts":  # "the stack that starts with white", "beginning with a red cube": its bottom
            found += [Parse(p.end, ("check", Check("bottom", replace(p.value, type="cube"))), p.cost, p.skipped)
                      for p in self.np(item.end) if p.value.type in ("cube", "shape", "one") and not (
                          p.value.plural or p.value.relations or p.value.checks)]
        if item.kind == "of" and item.phrase == "from" and self.items(item.start - 1, "type") and \
                self.word(item.start - 1) not in TOWERS:  # "the red pyramid from the stack of two gray cubes": on
            # it, where it is taken from (a stack said by its cubes is no more than them: nothing on it is part of it)
            found += [Parse(p.end, ("relation", Relation("above", p.value)), p.cost + 0.05, p.skipped)
                      for p in self.np(item.end) if p.value.type == "stack"]
        return found

    def _stood_under(self, i: int) -> list[Parse]:
        """"(the blue cube) with a green cube under it", "that has green underneath", "with a red one beneath it":
        the shape described stands on that one (a stack described so stands on it: `describing.related`); "with
        two cyans under it": on a stack of them; "with only one cyan under it", "just two cubes below it": on
        them and nothing else (the lowest on the floor)."""
        only = self.word(i) in LIMITING
        found = []
        for below in self.np(i + only):
            if below.value.type not in ("cube", "shape", "one") or below.value.relations:
                continue
            shape = _under(below.value, only)
            if shape is None:
                continue
            for under in self.items(below.end, "under"):
                end = under.end + (self.word(under.end) in PRONOUNS)
                if end < len(self.w) and self.items(end, "det", "color", "type", "one", "it"):
                    continue  # ("with a green cube under the red one": a place of the green cube)
                found.append(Parse(end, ("relation", Relation("above", shape)), below.cost - 0.1, below.skipped))
        return found


def _under(said: Thing, only: bool) -> Thing | None:
    """What a shape said to have `said` under it stands on: that cube (a "one" or "shape" under a shape is a
    cube), or the stack of them said in the plural ("two green cubes under it"); all there is under it when
    `only` says so ("only one cyan under it": a cyan on the floor); None when it stands on no such thing."""
    if said.plural:  # ("two cyans": cubes, which alone bear shapes)
        pile = pile_of(replace(said, type="cube")) if only or said.count else None
        if pile is not None and only:
            pile.checks.append(Check("height", count=said.count))
        return pile
    shape = said.copy()
    shape.type = "cube" if shape.type in ("shape", "one") else shape.type  # (only a cube bears a shape)
    if "individual" in shape.indicators:  # "with a single cyan under it": one, and no more (not one alone)
        shape.indicators = [i for i in shape.indicators if i != "individual"]
        only = True
    if only:
        shape.count = None
        shape.relations = [Relation("above", Thing("board"))]
    return shape


def pile_of(shapes: Thing) -> Thing | None:
    """The stack that shapes said in the plural make when a shape is taken off them ("take the blue cube off
    the two green cubes", "off the top of the 2 reds"): a stack whose lowest ones are those; None when they
    are no counted cubes of one colour."""
    if shapes.type != "cube" or not shapes.plural or (shapes.count or 0) < 2 or len(set(shapes.colours)) != 1:
        return None
    below = Thing("cube", colours=shapes.colours[:1])
    return Thing("stack", relations=list(shapes.relations), checks=[Check("bottom", below, count=shapes.count)])


def taken_from(acts: list[Act], source: Thing) -> list[Act] | None:
    """The acts with the shape the first act takes said to come from `source`, a stack or shape named before the
    verb ("From the gray-white stack take the white cube on top and put it ..."): on it; None when the first
    act names no shape of its own or says already where it comes from."""
    if not acts or source.type not in ("stack", "cube", "shape") or source.plural or source.noun in COLLECTIVES:
        return None
    act = acts[0]
    thing = act.thing
    if act.again or thing.pronoun or thing.type not in MEMBERS or any(
            r.name in ("above", "part") and r.landmark is not None and r.landmark.type not in ("shape",)
            for r in thing.relations):
        return None
    on_it = thing.copy()
    on_it.relations = [r for r in on_it.relations if not (r.name == "above" and r.landmark is not None and
                                                           r.landmark.type == "shape" and not r.landmark.said_of())]
    on_it.relations.append(Relation("above", source.copy()))
    if on_it.type == "one":
        on_it.type = "shape"
    return [replace(act, thing=on_it)] + list(acts[1:])


__all__ = ["Stacks", "pile_of", "taken_from"]


def _in_it(first: str, second: str) -> bool:
    """Whether two words say "in it" after what a stack has ("the stack with a red block in it")."""
    return first in ("in", "inside") and second in ("it", "them")
