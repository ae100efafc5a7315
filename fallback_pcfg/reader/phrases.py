"""Noun phrases: what the command reader makes of "the tall stack with a red cube at the bottom", "the
second blue block from the left in the far row", "the plain one, not the one under the blue pyramid".

Every rule returns all its readings of the words from a position, each a
`Parse` (where it ends, what it means, what it cost); a reading costs more the
more words it leaves out (a word that means something costs most) and the
rarer its construction.  Readings are kept per rule and position, the
cheapest few of them (fallback_pcfg.reader.rules).  Places ("two squares left of X") are the place
rules' (fallback_pcfg.reader.places), relations ("on top of X") are here; what a
description adds to the thing it describes is fallback_pcfg.reader.describing's.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import EDGE_NOUNS, described
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Thing, across, line_across
from fallback_pcfg.reader.members import group_check
from fallback_pcfg.reader.modifiers import Modifiers
from fallback_pcfg.reader.pointing import SINGULAR, carried_pyramid, pointed_at, pronoun_antecedent
from fallback_pcfg.reader.repeating import repeated_here, repeated_noun
from fallback_pcfg.reader.slips import colours_after, split_superlatives

#: Words for several things named before: "the left one of those", "the second of them".
PLURAL_PRONOUNS = frozenset({"them", "those", "these"})


class Phrases(Modifiers):
    """The noun-phrase and relation rules over one command's words (memoised per position)."""

    # --- noun phrases ---------------------------------------------------------------

    def grid(self, i: int) -> list[Parse]:
        """Lines of the board counted from its sides, from `i`, one or a row and a column ("the second row
        from the front, third square from the left"): their `line` checks (a square where two cross)."""
        return self.memo(("grid", i), lambda: self._grid(i))

    def _grid(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        for item in self.items(i, "gridline", "gridline+"):
            side, count = item.value.split()
            check = Check("line", Thing("edge", indicators=[side]), count=int(count))
            cost = -0.1 if item.kind == "gridline" else 0.05
            found.append(Parse(item.end, [check], cost))
            j = item.end + (self.word(item.end) in ("and", "in", "at", "on"))
            j += self.word(j) == "the" and not self.items(j, "gridline")
            for more in self.grid(j):
                if len(more.value) == 1 and across(side) != line_across(more.value[0]):
                    found.append(Parse(more.end, [check] + more.value, cost + more.cost, more.skipped))
        return found

    def np(self, i: int) -> list[Parse]:
        """A noun phrase from `i`: determiner, modifiers, noun, descriptions after it."""
        return self.memo(("np", i), lambda: self._np(i))

    def _np(self, i: int) -> list[Parse]:
        found = []
        for start, cost, skipped in self.fillers(i, 1):
            if skipped and self.word(i) in ("and", "then") and self.items(start, "action"):
                continue  # "pick up and stack on the tower": two verbs of one object, not "the stack on it"
            for head in self._head(start):
                found.append(Parse(head.end, head.value, head.cost + cost, skipped + head.skipped, head.whole))
        found += self._collective(i, found) + self._possessive(i) + self.contrasted(i) + colours_after(
            self, found)  # "not X but Y"; "the cube gray" (learner usage)
        found += split_superlatives(self, i, found)  # "the nearest cube to the robot"
        for grid in self.grid(i):  # "the 2nd row from the front, third square from the left": a square of the board
            found.append(Parse(grid.end, Thing("tile", checks=list(grid.value)), grid.cost + 0.05,
                               grid.skipped))
        extended = []
        for parse in found:  # there is one board: "on the board at the left edge" says two places
            extended += self._post(parse, depth=0) if parse.value.type != "board" and not parse.whole else [parse]
        pronouns = self.items(i, "it")  # (asked first: what was taken matters only where a pronoun is said)
        # "the gray and white stack closest to me take the white cube off the top of that": "that" alone
        # after a word of place points as "it" does (after a noun it starts a clause: "the cube that is")
        that = self.word(i) in ("that", "this") and bool(self.items(i - 1, "relation", "of", "from", "to", "at", "in")
                                                        ) and not self.items(i + 1, "is") and not self._head(i + 1)
        it = (self.mentioned or self.taken or pronoun_antecedent(self.context, pronouns)) if pronouns or that \
            else None
        if it is not None:  # "a gap in it", "left of it": the thing named before, or taken (a pronoun is
            # described no further: in "put it on the floor" the floor is where it goes)
            extended += [Parse(item.end, it.copy(), 0.1) for item in pronouns
                         if item.phrase in SINGULAR or it.plural or _plural_noun(it)]
            # ("them": several, said so or by a plural noun; the taken shape is one)
            if that:
                extended.append(Parse(i + 1, it.copy(), 0.15))
        said_it = [item for item in pronouns if item.phrase == "it"]
        moving = self.moving if said_it else None  # (asked only where "it" is said)
        if moving is not None:  # "onto the blue cube right next to it": next to the moving shape (read as such by
            # the clause: meaning.with_moving), when the board finds nothing else it may be
            extended += [Parse(item.end, moving.copy(), 0.25) for item in said_it]
        return [p for p in extended if not carried_pyramid(p.value)]  # (nothing stands on a pyramid)

    def _head(self, i: int) -> list[Parse]:
        """Determiner, modifiers and the noun: "the second tall red and blue stack"."""
        j = i
        pointing = other = near = False
        while j < len(self.w) and self.items(j, "det", "other"):
            item = max(self.items(j, "det", "other"), key=lambda x: x.end)
            pointing = pointing or item.phrase in ("that", "this", "those", "these")
            other = other or item.kind == "other"  # "the other green tower": not the one named before
            near = near or item.phrase in ("your", "my", "our")  # "your row": the row on the robot's side
            j = item.end
        results: list[Parse] = []
        self._modifiers(j, Thing("", other=other), 0.0, (), results, started=i)
        if near:  # (an edge said with no side is none: "your edge" is that one)
            results = [Parse(r.end, Thing("edge", indicators=["back"], noun=r.value.noun), r.cost, r.skipped)
                       if r.value.type in ("region", "edge") and r.value.noun in EDGE_NOUNS and not r.value.indicators
                       else r for r in results]
        # (what was taken is asked only where the words point back: with nothing named before and nothing
        # taken, nothing is pointed at)
        found = pointed_at(results, pointing, self.context, lambda: self.taken, other, lambda: self.landmarks_taken,
                           self.moved)
        noun = repeated_noun(found, results, self.w, i, pointing or other)
        pointed = repeated_here(found, noun)
        if any(p.value.type != "one" for p in pointed) and noun is None:  # ("the green block right of the one ...")
            # "the second one from the left" after "the far row of blue cubes": one of those, not any shape
            # "that corner" after a corner was named: that one, not any corner; "the fourth red cube"
            # after "there are seven red cubes in the back row": the fourth of those
            group = any(n.plural for n in self.context)
            results = [Parse(r.end, r.value, r.cost + 0.3, r.skipped) if r.value.type == "one" or pointing
                       or group and r.value.ordinal is not None else r for r in results]
        results += pointed
        return results

    def _possessive(self, i: int) -> list[Parse]:
        """A place in a group said after the group's possessor ("that group's corner"): none at this layer
        (fallback_pcfg.reader.formations)."""
        return []

    def _collective(self, i: int, heads: list[Parse]) -> list[Parse]:
        """What a noun of a group and "of" make from `i` ("the far row of blue cubes"): none at this layer (the
        formation rules, fallback_pcfg.reader.formations, read them)."""
        return []

    def makings(self, i: int) -> list[Parse]:
        """What a stack is said to be made of, from `i`: none at this layer (the description rules,
        fallback_pcfg.reader.postmodifiers, read them)."""
        return []

    def _one_of_several(self, head: Parse, start: int) -> list[Parse]:
        """"the right one of the two gray stacks", "the left one of those", "the second of them": one of
        several said in the plural, told apart by the head's words (the command's other things say which
        several "those" are: fallback_pcfg.reader.antecedents)."""
        told: Thing = head.value
        one = told.copy()
        one.type, one.among, one.at = "one", True, told.at if told.at is not None else start
        sided = bool(told.ordinal or any(i != "center" for i in told.indicators))
        cost = head.cost + (-0.05 if sided else 0.15)  # "the top one of the three blue cubes": of their stack
        found = []
        if self.word(start) in PLURAL_PRONOUNS and not any(p.end > start + 1 for p in self.np(start)):
            found.append(Parse(start + 1, one, cost, head.skipped))  # "of them", "of those"
        if told.type != "one":
            return found  # "the leftmost of the three blue cubes": one of those (_collective)
        for inner in self.np(start):
            several: Thing = inner.value.group or inner.value  # ("of those gray cubes": those named before)
            if several.type in ("cube", "prism", "shape", "stack") and (several.plural or (several.count or 0) > 1):
                t = one.copy()
                t.group = several
                found.append(Parse(inner.end, t, cost + inner.cost, head.skipped + inner.skipped))
                if several.type != "stack" and several.count and several.count > 1:
                    grouped = t.copy()  # "the left one of the 3 blue cubes in a row": of a group of three, first
                    grouped.checks.append(group_check(several))
                    found.append(Parse(inner.end, grouped, cost + inner.cost - 0.02, head.skipped + inner.skipped))
        return found

    # --- after the noun ---------------------------------------------------------------

    def _post(self, parse: Parse, depth: int) -> list[Parse]:
        """`parse` and its extensions by descriptions after the noun."""
        found = [parse]
        if depth > 3 or parse.value.type == "robot":
            return found
        last = parse.value.relations[-1] if parse.value.relations else None
        counted = any(c.kind == "counted" for c in parse.value.checks)  # "... from the yellow corner at the front"
        high = 0.1 if (last is not None and last.landmark is not None or counted) and parse.end not in self.w.commas \
            else 0.0
        # (nearer nouns take descriptions, but one after a comma describes the head)
        if parse.value.noun in ("end", "corner") and any(c.kind == "group" for c in parse.value.checks):
            high = 0.1  # "at the right end of the row, beside the green cube": one shape already, the place said again
        joined = [(parse.end, 0.0)] + [(j.end, 0.02) for j in self.items(parse.end, "and")
                                       if not self.items(j.end, "action")]
        # ("that is nearest you and on the right": a second description after the first; "and put it" is a verb)
        for extra in (Parse(e.end, e.value, e.cost + cost, e.skipped) for at, cost in joined for e in self.post(at)):
            if parse.value.held and extra.value[0] == "relation":
                continue  # "the cube you are holding on the floor": the holding says which; the rest is where
            if depth and extra.value[0] == "relation" and extra.value[1].name == "part":
                continue  # "the top cube of the stack", but "the pyramid on the rightmost of the stacks": its landmark's
            thing = described(parse.value, extra.value)
            if thing is None:
                continue
            longer = Parse(extra.end, thing, parse.cost + extra.cost + high, parse.skipped + extra.skipped)
            found += self._post(longer, depth + 1)
        return found

    def post(self, i: int) -> list[Parse]:
        """One description after a noun, from `i`: none at this layer (the description rules,
        fallback_pcfg.reader.postmodifiers, read them)."""
        return []


def _plural_noun(thing: Thing) -> bool:
    """Whether a thing was named with a noun in the plural ("the gray pyramids the row of them ...")."""
    return bool(thing.noun) and thing.noun.endswith("s") and not thing.noun.endswith("'s")
