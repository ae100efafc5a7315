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

from fallback_pcfg.reader.describing import (EDGE_NOUNS, HALVES, LINES, NEARER_FARTHER, SQUARES, compared,
                                             corner_sides, described, place_noun, same_word)
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing, across, capped_stack, line_across, stack_of
from fallback_pcfg.reader.members import COLLECTIVES, FORMATIONS, group_check
from fallback_pcfg.reader.pointing import SINGULAR, carried_pyramid, pointed_at, pronoun_antecedent
from fallback_pcfg.reader.repeating import repeated_here, repeated_noun
from fallback_pcfg.reader.rules import Rules
from fallback_pcfg.reader.sizes import SHAPE_WORDS, SIZED, counts_tall_ones, grid_sizes, height_after, size_by
from fallback_pcfg.reader.slips import colours_after, split_superlatives

#: Words for several things named before: "the left one of those", "the second of them".
PLURAL_PRONOUNS = frozenset({"them", "those", "these"})
#: Places of the board that may stand before a noun, with the relation of what stands there ("the floor cube").
PLACE_NOUNS = {"board": "above", "corner": "within", "edge": "above"}
#: Nouns such a place may describe: shapes, stacks and squares.
PLACED_NOUNS = frozenset({"cube", "prism", "shape", "stack", "tile", "cube-group"})


#: Words after a count that say which way it counts ("move X one closer to me"): not "the square one".
COUNTED_WAYS = NEARER_FARTHER | {"more", "over"}


class Phrases(Rules):
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

    def _modifiers(self, j: int, thing: Thing, cost: float, skipped: tuple, results: list,
                   started: int, guard: int = 0) -> None:
        """Read modifiers from `j` into `thing`, then the noun; every way of doing so into `results`."""
        if guard > 8 or j >= len(self.w) or ((j in self.w.stops or j in self.w.arrows) and j > started):
            self._headless(j, thing, cost, skipped, results, started)
            return
        after_comma = j > started and j in self.w.commas  # ("on right, one farther from X": "one" there starts an
        # aside, never the count or the noun of the phrase before the comma)
        for item in self.items(j):
            if after_comma and item.phrase in ("one", "ones"):
                continue
            t = thing.copy()
            end = item.end
            if item.kind == "color":
                t.colours += item.value.split()  # (one, or a stack's initials: "the RRB stack")
            elif item.kind == "indicator" and item.value == "top":
                t.checks.append(Check("free"))
            elif item.kind == "indicator":
                t.indicators.append(item.value)
                if item.value == "center" and item.phrase in ("middle", "center", "centre", "central"):
                    among = thing.copy()  # "the middle stack (in the back row)": the middle one of those in a line
                    among.checks.append(Check("middle"))
                    self._modifiers(end, among, cost + 0.1, skipped, results, started, guard + 1)
                if item.value == "front" and item.phrase in ("top", "upper"):  # "the top cube": the one on top
                    high = thing.copy()
                    high.checks.append(Check("free"))
                    shape_next = any(n.kind == "type" and n.value in ("cube", "prism", "shape") or n.kind in (
                        "one", "color") for n in self.items(end))  # "the top (blue) cube", not "the top left corner"
                    self._modifiers(end, high, cost + (-0.05 if shape_next else 0.1), skipped, results, started,
                                    guard + 1)
            elif item.kind == "ordinal" and self.items(end, "tall", "short"):  # "the second tallest stack"
                degree = self.items(end, "tall", "short")[0]
                t.checks.append(Check("tallest" if degree.kind == "tall" else "shortest", count=int(item.value)))
                end = degree.end
            elif item.kind == "ordinal" and not self.items(j, "last-2", "last-3", "last-4"):  # ("second to last")
                t.ordinal = int(item.value)
            elif item.kind == "cardinal" and size_by(self.w, end):  # "a two by two block": a group on four squares
                t.count, end = int(item.value) * size_by(self.w, end)[0], size_by(self.w, end)[1]
            elif item.kind == "cardinal" and height_after(self.w, end) and not counts_tall_ones(self.w, item):
                t.checks.append(Check("height", count=int(item.value)))
                t.colours += [v for c in self.items(end, "color")[:1] for v in c.value.split()] if self.word(
                    end) not in SHAPE_WORDS else []
                end = height_after(self.w, end)
            elif item.kind == "cardinal":
                t.count = int(item.value)
                t.plural = item.value != "1"
                t.said_count = True
            elif item.kind == "farther":
                t.indicators.append("front")  # "the farther blue cube"
            elif item.kind == "nearer":
                t.indicators.append("back")  # "the nearer one"
            elif item.kind == "tall":
                t.checks.append(Check("tallest"))
            elif item.kind == "short":
                t.checks.append(Check("shortest"))
            elif item.kind in ("inner", "outer"):
                t.checks.append(Check(item.kind))  # "the inner red row": the one nearest the middle
            elif item.kind.startswith("last"):  # "the last green", "the second to last": (so far) from an end
                t.checks.append(Check("end", count=int(item.kind[5:]) if item.kind[5:] else None))  # of the line
            elif item.kind == "free":
                t.checks.append(Check("free"))
            elif item.kind == "flat":  # "the flat-topped stack"
                t.checks.append(Check("flat"))
            elif item.kind.startswith("high-"):  # "the single-height green cube", "the double red stack"
                t.checks.append(Check("height", count=int(item.kind[len("high-"):])))
            elif item.kind == "held":
                t.held = True
            elif item.kind == "and" and thing.colours and self.items(end, "color"):
                pass  # "red and blue": the colours of one stack
            elif item.phrase == "on" and thing.colours and self.items(end, "color"):
                pass  # "the red-on-gray stack": its colours
            elif item.kind == "all" and self.items(end, "color"):
                pass  # "the all-gray stack": its colour, every shape of it
            elif item.kind == "and" and thing.indicators and self.items(end, "indicator"):
                pass  # "the front and right side": both sides
            elif item.kind == "only":
                pass  # "the only empty hole": the one there is, as any "the" says
            elif item.kind == "type" and item.value == "board" and any(n.kind == "type" and n.value in (
                    "cube", "prism", "shape", "tile", "region", "edge", "corner") for n in self.items(end)):
                if not any(n.value in ("tile", "region", "edge", "corner") for n in self.items(end, "type")):  # (the
                    t.relations.append(Relation("above", Thing("board")))  # floor cube: on it; board center: its own)
            elif item.kind == "type" and item.value == "prism" and thing.colours and any(
                    n.kind == "type" and n.value == "stack" for n in self.items(end)):  # "the red pyramid stack": the
                t.checks.append(Check("under", Thing("prism", colours=[t.colours.pop()])))  # one a red pyramid tops
            elif item.kind == "topped" and thing.colours:
                t.checks.append(Check("under", Thing("shape", colours=[t.colours.pop()])))  # "red-topped"
            elif item.kind == "based" and thing.colours:
                t.checks.append(Check("bottom", Thing("shape", colours=[t.colours.pop()])))  # "the blue-based ones"
            elif item.kind == "type" and item.value in PLACE_NOUNS and self._noun_after(end):
                t = _placed_at(thing, item)  # "the gray floor cube", "the back-right corner tower"
            else:
                continue
            self._modifiers(end, t, cost + 0.01, skipped, results, started, guard + 1)
        for end, size in grid_sizes(self.w, j):  # "the left 2x2 white patch": a group on four squares
            t = thing.copy()
            t.count = size
            self._modifiers(end, t, cost + 0.01, skipped, results, started, guard + 1)
            self._noun(Item(j, end, "type", "cube-group", SIZED), t, cost + 0.02, skipped, results)  # "the yellow 2x2"
        for item in self.items(j, "type"):  # "the green corner cube", "the red corner block": in a corner
            if item.value == "corner" and any(n.kind == "type" and n.value in ("cube", "prism", "shape", "stack")
                                              for n in self.items(item.end)):
                self._noun_in_corner(item, thing, cost, skipped, results)
        for item in self.items(j, "formation"):  # "the long gray wall", "the far blue pair": a group of shapes
            self._noun(Item(item.start, item.end, "type", "cube-group", item.phrase), thing, cost, skipped, results)
        for item in self.items(j, "type") if thing.colours else []:  # "the red floor": the red shapes laid on it,
            if item.value == "board":  # when the board itself will not do
                self._noun(Item(item.start, item.end, "type", "cube-group", item.phrase), thing, cost + 0.1, skipped,
                           results)
        for item in self.items(j, "type", "one", "ones"):
            if item.phrase in SQUARES and not thing.colours and any(c.kind == "free" for c in thing.checks) and \
                    not self.items(item.end, "one"):
                continue  # "the empty square" is a square of the board, not a shape ("the plain square one" is)
            if after_comma and item.phrase in ("one", "ones"):
                continue
            self._noun(item, thing, cost, skipped, results)
            generic = item.end  # "the pyramid piece", "the pyramid-shaped thing": a piece of that kind
            while generic < item.end + 2 and any(n.value == "shape" and n.end == generic + 1
                                                 for n in self.items(generic, "type")) and item.value in ("cube", "prism"):
                generic += 1
            if generic > item.end:
                self._noun(Item(item.start, generic, "type", item.value, item.phrase), thing, cost, skipped, results)
            place = place_noun(item, thing)
            if place is not None and any(n.kind == "color" or n.kind == "type" and n.value in (
                    "cube", "prism", "stack", "cube-group") for n in self.items(item.end)):
                # "the back-right corner stack", "the back-row magenta cube", "the back-row group": the shapes there
                self._modifiers(item.end, Thing("", relations=[place]), cost + 0.05, skipped, results, started,
                                guard + 1)
        for item in self.items(j, "step") if thing.checks or thing.ordinal else []:
            # "the lowest step (of the green staircase)": the top of the shortest column of those meant
            stepped = thing.copy()
            stepped.checks.append(Check("free"))
            self._noun(Item(item.start, item.end, "type", "shape", item.phrase), stepped, cost + 0.1, skipped, results)
        for item in self.items(j, "hat"):  # "the gray pointy hat": a pyramid, worn on top of a shape
            self._noun(Item(item.start, item.end, "type", "prism", item.phrase), thing, cost + 0.05, skipped, results)
        for item in self.items(j, "gap"):  # "the gap", "the empty square": a square of the board
            if compared(thing) and item.phrase in SQUARES:  # "the low spot in the wall": the top of its lowest column
                self._noun(Item(item.start, item.end, "type", "shape", item.phrase), thing, cost + 0.1, skipped,
                           results)
            t = thing.copy()
            t.type, t.noun = "tile", item.phrase
            t.indicators = [i for i in t.indicators if i != "individual"]  # "the single empty cell": the one there is
            if item.kind == "gap" and item.phrase not in SQUARES or any(  # "gap", "hole", "empty spot": free
                    c.kind == "free" for c in t.checks):
                t.checks = [c for c in t.checks if c.kind != "free"] + [Check("free")] + [Check("gap")] * any(
                    h.end == item.end for h in self.items(item.start, "hole"))  # "the hole": in a line, if one is
            results.append(Parse(item.end, t, cost + 0.05, skipped))
        if j < len(self.w) and not self.w.known(j) and any(n.guess and same_word(n.guess, self.word(j))
                                                           for n in self.context):
            t = thing.copy()  # "take the hat off ...": the hats named before
            t.type, t.guess, t.noun = "shape", self.word(j), self.word(j)
            results.append(Parse(j + 1, t, cost + 0.1, skipped))
        if not self.w.content(j) and not self.items(j, "det", "and", "then", "it", "that", "is", "with", "not",
                                                     "off", "from") and j < len(self.w):  # ("top gray off X": a source)
            # An adjective nobody knows ("the pointy red cube"), or a noun ("the red cap").
            self._modifiers(j + 1, thing.copy(), cost + self.skip_cost(j), skipped + (j,), results, started, guard + 1)
            if (thing.colours or thing.indicators) and not self.w.known(j):
                guess = thing.copy()
                guess.type, guess.guess, guess.noun = "shape", self.word(j), self.word(j)
                results.append(Parse(j + 1, guess, cost + 0.8, skipped))
        self._headless(j, thing, cost, skipped, results, started)

    def _noun_after(self, j: int) -> bool:
        """Whether the noun of a shape or a square follows at `j`, after colours maybe ("the corner blue cube");
        a mark the user typed ends the noun phrase ("on the back edge (one left of X)")."""
        while self.items(j, "color") and not self._marked(j):
            j = max(item.end for item in self.items(j, "color"))
        return not self._marked(j) and any(item.kind in ("one", "gap") or item.kind == "type" and item.value in PLACED_NOUNS
                   for item in self.items(j))

    def _marked(self, j: int) -> bool:
        """Whether a stop, comma, bracket or arrow the user typed stands before word `j`."""
        return j in self.w.commas or j in self.w.stops or j in self.w.arrows

    def _noun_in_corner(self, corner: Item, thing: Thing, cost: float, skipped: tuple, results: list) -> None:
        """"the red corner block" of a checkerboard: the shape at a corner of the shapes it stands among (the
        corner of the board is `_placed_at`'s reading; a bare "corner stack" is only that)."""
        if place_noun(corner, thing) is not None:
            return
        for noun in self.items(corner.end, "type"):
            if noun.value not in ("cube", "prism", "shape", "stack"):
                continue
            before = len(results)
            self._noun(noun, thing, cost, skipped, results)
            for k in range(before, len(results)):
                grouped = results[k].value.copy()
                grouped.checks.append(Check("corner"))
                results[k] = Parse(results[k].end, grouped, results[k].cost + 0.1, results[k].skipped)

    def _noun(self, item: Item, thing: Thing, cost: float, skipped: tuple, results: list) -> None:
        t = thing.copy()
        t.noun, t.at = item.phrase[:-2] if item.phrase.endswith("'s") else item.phrase, item.start  # ("the block's")
        if item.kind in ("one", "ones"):
            t.type, t.plural = "one", item.kind == "ones"
            bare = not (thing.colours or thing.indicators or thing.checks or thing.ordinal)
            results.append(Parse(item.end, t, cost + (0.3 if bare else 0.0), skipped))
            return
        t.type = item.value
        if t.type == "board" and t.colours:
            cost += 0.3  # "the red and blue checkerboard" is more likely a group of shapes than the board
        if t.type == "shape":
            t.guess = item.phrase
        if t.type == "cube" and item.phrase in SQUARES and not t.colours:
            cost += 0.3  # "the square just in front of X" is a square of the board; "the red square" a shape
        if t.type == "region":  # "the middle", "the center": a side of the board named by its noun
            t.indicators += [i.value for i in self.items(item.start, "indicator") if i.end == item.end
                             and i.value not in t.indicators]
        if t.type == "corner":  # "the far right corner": far (front) and right
            t.indicators = corner_sides(t.indicators)
        if t.type == "corner" and t.colours:  # "the yellow corner": the yellow shape in a corner
            shape = Thing("shape", colours=t.colours, relations=[Relation("within", Thing("corner", indicators=list(
                t.indicators), noun="corner"))], noun="corner")
            results.append(Parse(item.end, shape, cost + 0.1, skipped))
            cost += 0.3  # a corner of the board has no colour
        if item.phrase in EDGE_NOUNS and t.indicators and t.type in ("region", "edge") and t.indicators[0] != "center":
            t.type = "edge"  # "the back row", "the far side": the row along that edge ("the middle row": the middle)
        if t.type == "edge" and self.word(item.end) in LINES:  # "the edge row near the robot": the edge
            results.append(Parse(item.end + 1, t.copy(), cost, skipped))
        if item.phrase in ("wall", "walls") and t.indicators and not t.colours and t.type == "cube-group":
            edge = t.copy()  # "the right hand wall": the shapes along that edge, or the group farthest that way
            edge.type = "edge"
            results.append(Parse(item.end, edge, cost, skipped))
            cost += 0.05
        if t.type == "region" and t.colours and not t.indicators and item.phrase in HALVES:
            t.type = "shape"  # "the gray part", "the blue area": no side of the board, the shapes of that colour
        if item.phrase in COLLECTIVES and (t.colours or item.phrase in FORMATIONS or t.count and item.phrase == SIZED
                                           ) and t.type in (  # ("the 3x3": a block that size, of any colours)
                "region", "stack", "cube-group"):
            if t.type == "stack" and t.colours or t.type == "cube-group" and t.colours and any(
                    i.kind == "type" and i.value == "cube-group" and i.end == item.end for i in self.items(item.start)):
                # "the tallest green pile": a stack, or a heap of green shapes; "right of the red pair": the group
                # the lexicon names first, then its shapes
                results.append(Parse(item.end, t.copy(), cost, skipped))
                cost += 0.05
            t.type = "shape"  # "the blue row": the blue shapes in it; "the wall": the shapes of it
        typed = self.word(item.end - 1)
        several = typed.endswith("s") and not typed.endswith("'s")  # ("the red cube's hat": one cube)
        t.plural = t.plural or (t.type == "cube" and several and not self.w.listed(item.phrase))
        if t.type == "stack" and t.count and t.count > 1 and not several:
            # "the 2 red stack", "the two-blue stack", "the all-gray 2-stack": one stack, that many high
            t.checks.append(Check("height", count=t.count))
            t.count, t.plural, t.said_count = None, False, False
        results.append(Parse(item.end, t, cost, skipped))
        capped = t.type in ("cube", "prism") and not several and len(t.colours) > 1  # "the R/Y/cyan-pyramid stack"
        for n in [n for n in self.items(item.end, "type") if n.value == "stack" and n.end == item.end + 1]:
            if t.type == "cube" and (several or capped):  # "the two blue cubes stack", "the red and grey cube stack"
                results.append(Parse(n.end, stack_of(t), cost + 0.05, skipped))
            if capped:  # (a pyramid said last can only be its top; a cube said last may be)
                results.append(Parse(n.end, capped_stack(t), cost + 0.1, skipped))
        if t.type in ("cube", "prism") and not t.plural:  # "the square one", "the plain cubic one": of that shape
            results += [Parse(one.end, t, cost + 0.05, skipped) for one in self.items(item.end, "one")
                        if not self.items(one.end, "type", "unit", "gap", "relation") and self.word(
                            one.end) not in COUNTED_WAYS]  # ("the square one row back", "X one closer": a count)
        if t.type in ("cube", "prism") and self.word(item.end) in COLLECTIVES and self.word(item.end) != "block":
            group = t.copy()  # "the red yellow red green cube row": a row of those cubes
            group.noun, group.plural = self.word(item.end), False
            results.append(Parse(item.end + 1, group, cost + 0.05, skipped))

    def _headless(self, j: int, thing: Thing, cost: float, skipped: tuple, results: list, started: int) -> None:
        """A phrase without a noun: "the red" (a shape of that colour), "the left" (a side of the board)."""
        if j <= started:
            return
        if thing.colours:  # "the red", "the front-left red"
            t = thing.copy()
            t.type, t.at = "shape", j - 1
            t.plural = t.plural or self.word(j - 1).endswith("s")  # "the right end of the greens": several
            results.append(Parse(j, t, cost + (0.4 if not thing.indicators else 0.5), skipped))
        elif thing.indicators and not thing.colours and len(thing.indicators) <= 2 or thing.ordinal and not thing.colours \
                or compared(thing) and self.items(j, "of"):  # "the taller of the two stacks": one of those
            t = thing.copy()
            t.type = "region"
            results.append(Parse(j, t, cost + 0.5, skipped))

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


def _placed_at(thing: Thing, item: Item) -> Thing:
    """`thing` said to stand at a place of the board named before its noun ("the floor cube", "the left-edge
    square", "the back-right corner tower"): the sides said before that place are the place's."""
    placed = thing.copy()
    place = Thing(item.value, indicators=list(thing.indicators), noun=item.phrase)
    placed.indicators = []
    placed.relations.append(Relation(PLACE_NOUNS[item.value], place))
    return placed


def _plural_noun(thing: Thing) -> bool:
    """Whether a thing was named with a noun in the plural ("the gray pyramids the row of them ...")."""
    return bool(thing.noun) and thing.noun.endswith("s") and not thing.noun.endswith("'s")
